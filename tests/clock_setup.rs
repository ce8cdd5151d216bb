//! The clock setup form (minutes, increment, delay, the kind of control, the presets) → time control,
//! its time class by Appendices A1 and B1, the correction of a wrongly set clock with its move counter
//! (6.11b), and names changed during a game.

use escaque::clock::setup::{ClockForm, Field, FieldError, Kind, Problem, PRESETS};
use escaque::clock::TimeClass;
use escaque::clock::{Controls, Side};
use escaque::game::{Game, RuleSet};
use escaque::rules::{Color, Position};
use escaque::table::{Event, Intent, Refusal, Table};

mod common;
use common::play_heard;

fn form(kind: Kind, fields: &[(Field, &str)]) -> ClockForm {
    let mut f = ClockForm {
        kind,
        ..ClockForm::default()
    };
    for (field, value) in fields {
        f.set(*field, (*value).to_string());
    }
    f
}

/// The `?tc=` text of what the form makes (`-` for no clock).
fn tc(f: &ClockForm) -> String {
    match f.controls() {
        Ok(Some(c)) => c.to_string(),
        Ok(None) => "-".into(),
        Err(e) => panic!("{f:?}: {e:?}"),
    }
}

/// Fields and their values, as typed.
type Typed<'a> = &'a [(Field, &'a str)];

fn error(f: &ClockForm) -> FieldError {
    f.controls().expect_err(&format!("{f:?} should be refused"))
}

use Field::{BlackMinutes, Delay, Increment, Minutes, Moves, ThenMinutes};

#[test]
fn every_kind_makes_its_control() {
    let cases: [(Kind, Typed, &str); 12] = [
        (Kind::Fischer, &[(Minutes, "10"), (Increment, "5")], "600+5"),
        (Kind::Fischer, &[(Minutes, "3"), (Increment, "")], "180"),
        (
            Kind::Fischer,
            &[(Minutes, "2,5"), (Increment, "0.5")],
            "150+0.5",
        ),
        (Kind::Delay, &[(Minutes, "5"), (Delay, "3")], "300d3"),
        (Kind::Bronstein, &[(Minutes, "5"), (Delay, "3")], "300b3"),
        (Kind::Hourglass, &[(Minutes, "1")], "*60"),
        (
            Kind::Stages,
            &[
                (Moves, "40"),
                (Minutes, "90"),
                (ThenMinutes, "30"),
                (Increment, "30"),
            ],
            "40/5400+30:1800+30",
        ),
        (
            Kind::Stages,
            &[
                (Moves, "40"),
                (Minutes, "120"),
                (ThenMinutes, "60"),
                (Delay, "5"),
            ],
            "40/7200d5:3600d5",
        ),
        (
            Kind::Odds,
            &[(Minutes, "5"), (BlackMinutes, "3"), (Increment, "2")],
            "300+2|180+2",
        ),
        (
            Kind::Odds,
            &[(Minutes, "1"), (BlackMinutes, "5"), (Delay, "2")],
            "60d2|300d2",
        ),
        (Kind::NoClock, &[(Minutes, "nonsense")], "-"),
        // A kind reads only its own fields: a delay left in a hidden field does not change Fischer.
        (Kind::Fischer, &[(Minutes, "5"), (Delay, "7")], "300"),
    ];
    for (kind, fields, expected) in cases {
        assert_eq!(tc(&form(kind, fields)), expected, "{kind:?} {fields:?}");
    }
}

#[test]
fn errors_name_the_field_and_the_problem() {
    let cases: [(Kind, Typed, Field, Problem); 14] = [
        (Kind::Fischer, &[(Minutes, "")], Minutes, Problem::Missing),
        (Kind::Fischer, &[(Minutes, "  ")], Minutes, Problem::Missing),
        (
            Kind::Fischer,
            &[(Minutes, "5 min")],
            Minutes,
            Problem::NotANumber,
        ),
        (
            Kind::Fischer,
            &[(Minutes, "-5")],
            Minutes,
            Problem::NotANumber,
        ),
        (
            Kind::Fischer,
            &[(Minutes, "1.2345")],
            Minutes,
            Problem::NotANumber,
        ),
        (Kind::Fischer, &[(Minutes, "0")], Minutes, Problem::Zero),
        (
            Kind::Fischer,
            &[(Minutes, "5"), (Increment, "x")],
            Increment,
            Problem::NotANumber,
        ),
        (
            Kind::Fischer,
            &[(Minutes, "99999999999999999999")],
            Minutes,
            Problem::TooLarge,
        ),
        (
            Kind::Fischer,
            &[(Minutes, "16667")],
            Minutes,
            Problem::TooLarge,
        ),
        (
            Kind::Delay,
            &[(Minutes, "5"), (Delay, "1000001")],
            Delay,
            Problem::TooLarge,
        ),
        (
            Kind::Stages,
            &[(Moves, "0"), (Minutes, "90"), (ThenMinutes, "30")],
            Moves,
            Problem::Zero,
        ),
        (
            Kind::Stages,
            &[(Moves, "40.5"), (Minutes, "90"), (ThenMinutes, "30")],
            Moves,
            Problem::NotANumber,
        ),
        (
            Kind::Stages,
            &[
                (Moves, "40"),
                (Minutes, "90"),
                (ThenMinutes, "30"),
                (Increment, "30"),
                (Delay, "5"),
            ],
            Delay,
            Problem::BothBonuses,
        ),
        (
            Kind::Odds,
            &[(Minutes, "5"), (BlackMinutes, "")],
            BlackMinutes,
            Problem::Missing,
        ),
    ];
    for (kind, fields, field, problem) in cases {
        assert_eq!(
            error(&form(kind, fields)),
            FieldError { field, problem },
            "{kind:?} {fields:?}"
        );
    }
    // The largest time accepted, and one step above it (1 000 000 s is 16 666.666… min).
    assert_eq!(
        tc(&form(Kind::Fischer, &[(Minutes, "16666.666")])),
        "999999.96"
    );
    // A second period of 0 minutes is allowed (only the increment goes on); the first is not.
    assert_eq!(
        tc(&form(
            Kind::Stages,
            &[
                (Moves, "40"),
                (Minutes, "90"),
                (ThenMinutes, "0"),
                (Increment, "30")
            ]
        )),
        "40/5400+30:0+30"
    );
}

#[test]
fn every_preset_fills_the_fields_and_reads_back_as_itself() {
    for &p in PRESETS {
        let f = ClockForm::preset(p).unwrap_or_else(|| panic!("{p} does not parse"));
        assert_ne!(f.kind, Kind::Other, "{p} needs the text form");
        assert_eq!(tc(&f), p, "{p}");
        assert_eq!(f.matching_preset(), Some(p), "{p}");
    }
    let names = |k: Kind| {
        PRESETS
            .iter()
            .filter(move |p| ClockForm::preset(p).unwrap().kind == k)
            .count()
    };
    assert!(names(Kind::Delay) >= 1, "a delay preset");
    assert!(names(Kind::Stages) >= 1, "a preset by stages");
    assert!(names(Kind::NoClock) == 1, "no clock");
    // The presets players name, as they name them.
    let form = ClockForm::preset("600+5").unwrap();
    assert_eq!(
        (form.kind, form.minutes.as_str(), form.increment.as_str()),
        (Kind::Fischer, "10", "5")
    );
    let form = ClockForm::preset("40/5400+30:1800+30").unwrap();
    assert_eq!(
        (
            form.moves.as_str(),
            form.minutes.as_str(),
            form.then_minutes.as_str(),
            form.increment.as_str()
        ),
        ("40", "90", "30", "30")
    );
    let form = ClockForm::preset("300d3").unwrap();
    assert_eq!(
        (form.kind, form.minutes.as_str(), form.delay.as_str()),
        (Kind::Delay, "5", "3")
    );
    // Fields changed by hand away from a preset match none.
    let mut f = ClockForm::preset("180+2").unwrap();
    f.increment = "1".into();
    assert_eq!(f.matching_preset(), None);
}

#[test]
fn controls_the_fields_cannot_show_are_kept_whole() {
    for text in [
        "40/7200:20/3600",
        "40/5400:1800+30",
        "60.001",
        "300b2|180b2",
        "300+2|*180",
        "40/5400b30:1800b30",
    ] {
        let c = Controls::parse(text).unwrap();
        let f = ClockForm::from_controls(c.as_ref());
        assert_eq!(f.kind, Kind::Other, "{text}");
        assert_eq!(tc(&f), text, "{text}");
    }
    // Everything the fields can show comes back through them exactly.
    for text in [
        "90",
        "0.5+0.25",
        "*180",
        "300+2|180+2",
        "300d3|300d5",
        "40/7200:3600",
        "20/600b2",
    ] {
        let c = Controls::parse(text).unwrap();
        let f = ClockForm::from_controls(c.as_ref());
        assert_eq!(tc(&f), text, "{text} as {f:?}");
    }
    assert_eq!(ClockForm::from_controls(None).kind, Kind::NoClock);
}

fn class(kind: Kind, fields: &[(Field, &str)]) -> TimeClass {
    TimeClass::of(form(kind, fields).controls().unwrap().as_ref())
}

#[test]
fn the_time_class_by_appendices_a1_and_b1() {
    use TimeClass::{Blitz, Rapid, Standard};
    let fischer = |m, i| class(Kind::Fischer, &[(Minutes, m), (Increment, i)]);
    // Base + 60 × increment: under 15 min blitz, from 15 to under 60 rapid, 60 and over standard.
    assert_eq!(fischer("14.999", "0"), Blitz);
    assert_eq!(fischer("15", "0"), Rapid);
    assert_eq!(fischer("10", "4.999"), Blitz);
    assert_eq!(fischer("10", "5"), Rapid);
    assert_eq!(fischer("59.999", "0"), Rapid);
    assert_eq!(fischer("60", "0"), Standard);
    assert_eq!(fischer("30", "30"), Standard);
    assert_eq!(fischer("1", "0"), Blitz);
    // A delay counts as increment, simple or Bronstein.
    assert_eq!(class(Kind::Delay, &[(Minutes, "10"), (Delay, "5")]), Rapid);
    assert_eq!(
        class(Kind::Bronstein, &[(Minutes, "10"), (Delay, "4")]),
        Blitz
    );
    assert_eq!(class(Kind::Hourglass, &[(Minutes, "15")]), Rapid);
    // Stages by the first (Contract 2): 10 moves in 10 min then 60 min is still blitz.
    let stages = |m, first, then, inc| {
        class(
            Kind::Stages,
            &[
                (Moves, m),
                (Minutes, first),
                (ThenMinutes, then),
                (Increment, inc),
            ],
        )
    };
    assert_eq!(stages("10", "10", "60", "0"), Blitz);
    assert_eq!(stages("40", "90", "30", "30"), Standard);
    assert_eq!(stages("40", "14", "30", "1"), Rapid);
    assert_eq!(stages("40", "14", "30", "0.5"), Blitz); // 14 min + 60 × 0.5 s
    assert_eq!(stages("20", "5", "10", "0"), Blitz); // 5 min for 20 moves: the first stage decides
    assert_eq!(stages("20", "2", "5", "0"), Blitz);
    // Time odds by the longer side.
    let odds = |w, b| class(Kind::Odds, &[(Minutes, w), (BlackMinutes, b)]);
    assert_eq!(odds("5", "15"), Rapid);
    assert_eq!(odds("60", "5"), Standard);
    assert_eq!(odds("14", "3"), Blitz);
    // No clock: standard.
    assert_eq!(class(Kind::NoClock, &[]), Standard);
}

#[test]
fn kinds_have_codes_and_fields() {
    for k in Kind::LISTED {
        assert_eq!(Kind::from_code(k.code()), Some(k));
    }
    assert_eq!(Kind::from_code("other"), Some(Kind::Other));
    assert_eq!(Kind::from_code("x"), None);
    assert_eq!(Kind::Fischer.fields(), [Minutes, Increment]);
    assert_eq!(Kind::Delay.fields(), [Minutes, Delay]);
    assert!(Kind::Odds.fields().contains(&BlackMinutes));
    assert!(Kind::Stages.fields().contains(&Moves));
    assert!(Kind::NoClock.fields().is_empty());
}

// --- the table: correction with the move counter, names mid-game ---------------------------------

fn table(tc: &str) -> Table {
    Table::new(
        Game::new(Position::new(), RuleSet::Fide),
        Controls::parse(tc).unwrap(),
    )
}

fn correct(white_ms: u64, black_ms: u64, moves: Option<u32>) -> Intent {
    Intent::CorrectClock {
        white_ms,
        black_ms,
        moves,
    }
}

#[test]
fn correction_sets_the_move_counter_and_the_period_follows() {
    // 2 moves in 1 min, then 30 s; the arbiter finds the counter wrong after 1. e4 e5 2. Nf3.
    let mut t = table("2/60:30");
    play_heard(&mut t, "e2e4 e7e5 g1f3", 0);
    let c = t.clock().unwrap();
    assert_eq!(
        (c.moves_made(Side::White), c.moves_made(Side::Black)),
        (2, 1)
    );
    // Black to move at move 2: White has made 2, Black 1. Set the counter to move 1 instead.
    let events = t.apply(correct(50_000, 40_000, Some(1)), 1000).unwrap();
    assert_eq!(events, vec![Event::ClockCorrected]);
    let c = t.clock().unwrap();
    assert_eq!(
        (c.moves_made(Side::White), c.moves_made(Side::Black)),
        (1, 0)
    );
    assert_eq!(t.remaining(Color::Black, 1000), Some(40_000));
    assert_eq!(t.remaining(Color::White, 1000), Some(50_000));
    // Black's next move is now its first, not the one that completes the period: no time is added…
    play_heard(&mut t, "b8c6", 2000);
    assert_eq!(t.remaining(Color::Black, 2000), Some(39_000));
    // …White's next completes its first period (its 2nd move): +30 s.
    play_heard(&mut t, "f1c4", 3000);
    assert_eq!(t.remaining(Color::White, 3000), Some(49_000 + 30_000));
    // Black to move: White has completed the counter's moves, Black one fewer.
    t.apply(correct(10_000, 10_000, Some(5)), 4000).unwrap();
    let c = t.clock().unwrap();
    assert_eq!(
        (c.moves_made(Side::White), c.moves_made(Side::Black)),
        (5, 4)
    );
    assert_eq!(
        c.stage_of(Side::White),
        1,
        "White's 6th move is in the second period"
    );
    // White to move: both have completed one move fewer than the counter.
    play_heard(&mut t, "g8f6", 5000);
    t.apply(correct(10_000, 10_000, Some(2)), 5000).unwrap();
    let c = t.clock().unwrap();
    assert_eq!(
        (c.moves_made(Side::White), c.moves_made(Side::Black)),
        (1, 1)
    );
    assert_eq!(
        c.stage_of(Side::White),
        0,
        "White's 2nd move completes the first period"
    );
}

#[test]
fn a_corrected_counter_survives_the_save() {
    let mut t = table("40/5400+30:1800+30");
    play_heard(&mut t, "e2e4 e7e5", 0);
    t.apply(correct(600_000, 700_000, Some(40)), 5000).unwrap();
    let back = Table::from_record(&t.to_record(6000), 6000).unwrap();
    let c = back.clock().unwrap();
    assert_eq!(
        (c.moves_made(Side::White), c.moves_made(Side::Black)),
        (39, 39)
    );
    assert_eq!(c.moves_to_go(Side::White), Some(1));
    assert_eq!(
        back.remaining(Color::White, 6000),
        t.remaining(Color::White, 6000)
    );
    assert_eq!(back.remaining(Color::Black, 6000), Some(700_000));
}

#[test]
fn bad_corrections_are_refused_and_change_nothing() {
    let mut t = table("300+2");
    play_heard(&mut t, "e2e4", 0);
    for intent in [
        correct(1, 1, Some(0)),
        correct(1, 1, Some(10_001)),
        correct(1_000_000_001, 1, None),
    ] {
        let before = t.clone();
        assert_eq!(t.apply(intent, 10), Err(Refusal::BadAmount));
        assert_eq!(t, before);
    }
    // In clock-only mode the correction works the same.
    let mut t = table("300");
    let mut s = t.settings();
    s.clock_only = true;
    t.apply(Intent::Configure(s), 0).unwrap();
    t.apply(Intent::PressClock(Color::White), 0).unwrap();
    t.apply(correct(100_000, 200_000, Some(3)), 500).unwrap();
    assert_eq!(t.remaining(Color::Black, 500), Some(200_000));
    let c = t.clock().unwrap();
    assert_eq!(
        (c.moves_made(Side::White), c.moves_made(Side::Black)),
        (3, 2)
    );
}

#[test]
fn names_change_during_the_game_and_are_saved() {
    let mut t = table("300+2");
    play_heard(&mut t, "e2e4 e7e5", 0);
    let events = t
        .apply(Intent::SetName(Color::White, "Vera Menchik".into()), 1000)
        .unwrap();
    assert_eq!(events, vec![Event::NameChanged(Color::White)]);
    t.apply(Intent::SetName(Color::Black, "  Sonja Graf ".into()), 1000)
        .unwrap();
    assert_eq!(t.game().moves().len(), 2, "the game goes on");
    assert_eq!(t.names().white, "Vera Menchik");
    assert_eq!(t.names().black, "Sonja Graf");
    let back = Table::from_record(&t.to_record(2000), 2000).unwrap();
    assert_eq!(back.names().white, "Vera Menchik");
    assert_eq!(back.names().black, "Sonja Graf");
    assert_eq!(back.game().moves().len(), 2);
}

#[test]
fn times_are_read_as_clocks_show_them() {
    use escaque::clock::format_face;
    use escaque::clock::setup::read_time;
    for (text, ms) in [
        ("4:30", Some(270_000)),
        (" 0:05 ", Some(5_000)),
        ("1:05:00", Some(3_900_000)),
        ("0:09.3", Some(9_300)),
        ("90", Some(5_400_000)),
        ("2,5", Some(150_000)),
        ("0:00", Some(0)),
        ("4:3", None),
        ("4:60", None),
        ("1:60:00", None),
        ("1:5:00", None),
        ("", None),
        ("a:30", None),
        ("-1:00", None),
        ("1:2:3:4", None),
        ("999999999:00", None),
        ("277:46:41", None),
        ("277:46:40", Some(1_000_000_000)),
    ] {
        assert_eq!(read_time(text), ms, "{text:?}");
    }
    // What the clock shows reads back as the time shown.
    for ms in [0, 9_300, 59_000, 61_000, 3_599_000, 3_600_000, 45_296_000] {
        let shown = format_face(ms, ms < 10_000);
        assert_eq!(read_time(&shown), Some(ms), "{shown}");
    }
}

#[test]
fn setup_texts_in_both_languages_and_no_english_in_spanish() {
    use escaque::clock::setup::Problem;
    use escaque::text::setup::{
        class_line, class_name, field_error, field_label, kind_name, preset_name, SetupText,
    };
    use escaque::text::Lang;
    const ENGLISH: &[&str] = &[
        " the ",
        " move ",
        " moves ",
        " white ",
        " black ",
        " clock ",
        " game ",
        " and ",
        " or ",
        " time ",
        " minutes ",
        " stage ",
        " delay ",
        " increment ",
        " odds ",
        " then ",
        " blitz ",
        " rapid ",
        " standard ",
        " classical ",
        " bullet ",
        " enter ",
        " other ",
        " link ",
    ];
    let spanish = |text: &str| {
        let w: String = text
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { ' ' })
            .collect();
        let w = [" ", &w.to_lowercase(), " "].concat();
        for bad in ENGLISH {
            assert!(!w.contains(bad), "Spanish text has {bad:?}: {text}");
        }
        assert!(!text.trim().is_empty());
    };
    let mut es = Vec::new();
    let mut en = Vec::new();
    for lang in [Lang::Es, Lang::En] {
        let out = if lang == Lang::Es { &mut es } else { &mut en };
        out.extend(SetupText::ALL.iter().map(|t| t.text(lang).to_string()));
        for k in Kind::LISTED.into_iter().chain([Kind::Other]) {
            out.push(kind_name(lang, k).to_string());
            for &f in k.fields() {
                out.push(field_label(lang, k, f).to_string());
                for p in [
                    Problem::Missing,
                    Problem::NotANumber,
                    Problem::Zero,
                    Problem::TooLarge,
                    Problem::BothBonuses,
                ] {
                    out.push(field_error(
                        lang,
                        k,
                        FieldError {
                            field: f,
                            problem: p,
                        },
                    ));
                }
            }
        }
        for c in ["blitz", "rapid", "standard"] {
            out.push(class_name(lang, c).to_string());
        }
        for p in PRESETS {
            out.push(preset_name(lang, p));
        }
    }
    for t in &es {
        spanish(t);
    }
    assert!(en.iter().all(|t| !t.trim().is_empty()));
    assert_eq!(class_name(Lang::Es, TimeClass::Rapid.as_str()), "Rápida");
    // The form's line names the class as the Laws do ("partidas rápidas", "partidas relámpago"), agreeing
    // with "partida"; in English, the time category.
    // Each with the line the 2009 Laws draw and where the 2018 Laws moved it (issue 44).
    assert_eq!(
        class_line(Lang::Es, TimeClass::Rapid.as_str()),
        "Ritmo: partida rápida (de 15 a menos de 60 min por jugador, contando 60 veces el incremento, según las Leyes de 2009; desde 2018, más de 10)"
    );
    assert_eq!(
        class_line(Lang::Es, TimeClass::Blitz.as_str()),
        "Ritmo: partida relámpago (menos de 15 min por jugador, contando 60 veces el incremento, según las Leyes de 2009; desde 2018, 10 min o menos)"
    );
    assert_eq!(
        class_line(Lang::En, TimeClass::Blitz.as_str()),
        "Time category: blitz (under 15 min each, counting 60 times the increment, by the 2009 Laws; 10 min or less since 2018)"
    );
    assert!(
        class_line(Lang::En, TimeClass::Standard.as_str()).starts_with("Time category: standard (")
    );
    for c in ["blitz", "rapid", "standard"] {
        spanish(&class_line(Lang::Es, c));
    }
    assert_eq!(class_name(Lang::En, TimeClass::Blitz.as_str()), "Blitz");
    assert_eq!(
        class_name(Lang::Es, TimeClass::Standard.as_str()),
        "Estándar"
    );
    assert_eq!(preset_name(Lang::Es, "600+5"), "10+5");
    assert_eq!(preset_name(Lang::En, "60"), "1+0");
    assert_eq!(
        preset_name(Lang::Es, "40/5400+30:1800+30"),
        "40 jugadas en 90 min, luego 30 min, +30 s"
    );
    assert_eq!(preset_name(Lang::Es, "300d3"), "5 min, 3 s de demora");
    assert_eq!(
        field_error(
            Lang::Es,
            Kind::Odds,
            FieldError {
                field: Field::BlackMinutes,
                problem: Problem::Zero
            }
        ),
        "Minutos de las negras: debe ser mayor que 0."
    );
}

#[test]
fn spanish_shows_a_decimal_comma_and_the_form_reads_it_back() {
    use escaque::text::setup::decimal;
    use escaque::text::Lang;
    // 2 min 30 s with 1.5 s increment: the form holds "2.5" and "1.5".
    let form = ClockForm::preset("150+1.5").expect("a valid control");
    assert_eq!(decimal(Lang::Es, form.get(Field::Minutes)), "2,5");
    assert_eq!(decimal(Lang::Es, form.get(Field::Increment)), "1,5");
    assert_eq!(decimal(Lang::En, form.get(Field::Minutes)), "2.5");
    // What a Spanish player sees and leaves as it is gives the same control.
    let mut typed = form.clone();
    for field in [Field::Minutes, Field::Increment] {
        let shown = decimal(Lang::Es, form.get(field));
        typed.set(field, shown);
    }
    assert_eq!(typed.controls(), form.controls());
}

#[test]
fn the_start_grid_names_each_control_as_players_do() {
    use escaque::clock::setup::GRID;
    use escaque::text::setup::grid_label;
    use escaque::text::Lang;
    let names: Vec<(String, String)> = GRID.iter().map(|tc| grid_label(Lang::Es, tc)).collect();
    let big: Vec<&str> = names.iter().map(|(b, _)| b.as_str()).collect();
    assert_eq!(
        big,
        [
            "1+0",
            "3+2",
            "5+3",
            "10+5",
            "15+10",
            "30+0",
            "90+30",
            "40/90+30",
            "5 min",
            "Sin reloj"
        ]
    );
    // The second line says what it is: the class by FIDE's A1/B1, the delay, nothing without a clock.
    assert_eq!(names[0].1, "Relámpago");
    assert_eq!(names[4].1, "Rápida");
    assert_eq!(names[6].1, "Estándar");
    assert_eq!(names[7].1, "+30 s · Estándar");
    assert_eq!(names[8].1, "3 s de demora");
    assert_eq!(names[9].1, "");
    assert_eq!(grid_label(Lang::En, "300d3").1, "3 s delay");
    assert_eq!(grid_label(Lang::En, "-").0, "No clock");
}

#[test]
fn the_start_grid_s_written_out_labels_are_the_ones_its_controls_are_named_by() {
    use escaque::clock::setup::GRID;
    use escaque::text::setup::{grid_label, grid_label_at, GRID_LABELS};
    use escaque::text::Lang;
    assert_eq!(GRID_LABELS.len(), GRID.len());
    for (i, tc) in GRID.iter().enumerate() {
        for lang in [Lang::Es, Lang::En] {
            let (big, small) = grid_label(lang, tc);
            assert_eq!(
                grid_label_at(lang, i),
                (big.as_str(), small.as_str()),
                "{tc} in {lang:?}"
            );
        }
    }
    assert_eq!(grid_label_at(Lang::En, GRID.len()), ("", ""));
}
