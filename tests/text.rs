//! The text catalogue: every key has both texts, Spanish is Spanish, agreement holds for both colours and
//! explanations cite their articles in both languages.

use escaque::rules::explain::{castling_status, check_escapes, explain};
use escaque::rules::{CastlingSide, Color, GameResult, Outcome, Position, Reason, Role};
use escaque::text::explain::{describe, describe_castling, describe_check};
use escaque::text::lessons::{end_explanation, LESSONS};
use escaque::text::{self, Lang, Later, Msg, Rec};

mod common;
use common::sq;

/// Texts that are the same in both languages by nature: names, formats, units.
const SAME_IN_BOTH: &[&str] = &["Escaque", "+2 min", "No"];

/// Common English words that must not appear in a Spanish text (padded with spaces, lower case).
const ENGLISH_WORDS: &[&str] = &[
    " the ", " move ", " moves ", " draw ", " white ", " black ", " clock ", " game ", " games ",
    " and ", " or ", " is ", " to ", " you ", " your ", " king ", " queen ", " rook ", " pawn ",
    " check ", " board ", " with ", " from ", " on ",
];

/// Informal address: Spanish texts speak to the player as *usted*.
const TU_WORDS: &[&str] = &[
    " tu ",
    " tus ",
    " puedes ",
    " debes ",
    " tocaste ",
    " escribe ",
    " has tocado ",
    " juega ",
    " prueba ",
    " mira ",
];

fn all_pairs() -> Vec<(String, &'static str, &'static str)> {
    let mut v = Vec::new();
    for &k in Msg::ALL {
        v.push((format!("{k:?}"), k.text(Lang::Es), k.text(Lang::En)));
    }
    for &k in Later::ALL {
        v.push((format!("{k:?}"), k.text(Lang::Es), k.text(Lang::En)));
    }
    for &k in Rec::ALL {
        v.push((format!("{k:?}"), k.text(Lang::Es), k.text(Lang::En)));
    }
    for l in LESSONS {
        v.push((format!("{}.title", l.id), l.title[0], l.title[1]));
        v.push((format!("{}.text", l.id), l.text[0], l.text[1]));
    }
    for r in Reason::ALL {
        v.push((
            format!("{r:?}"),
            end_explanation(r, Lang::Es),
            end_explanation(r, Lang::En),
        ));
    }
    v
}

/// The text in lower case, padded, with punctuation turned into spaces, for word checks.
fn words(s: &str) -> String {
    let s: String = s
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    format!(" {} ", s.to_lowercase())
}

fn assert_spanish(key: &str, es: &str) {
    let w = words(es);
    for bad in ENGLISH_WORDS.iter().chain(TU_WORDS) {
        assert!(!w.contains(bad), "{key}: Spanish text has {bad:?}: {es}");
    }
}

#[test]
fn every_key_has_a_text_in_both_languages() {
    for (key, es, en) in all_pairs() {
        assert!(!es.trim().is_empty(), "{key}: no Spanish text");
        assert!(!en.trim().is_empty(), "{key}: no English text");
    }
}

#[test]
fn spanish_differs_from_english_except_the_allow_list() {
    for (key, es, en) in all_pairs() {
        if es == en {
            assert!(SAME_IN_BOTH.contains(&es), "{key}: untranslated {es:?}");
        }
    }
}

#[test]
fn spanish_texts_hold_no_english_words_and_say_usted() {
    for (key, es, _) in all_pairs() {
        assert_spanish(&key, es);
    }
}

#[test]
fn keys_and_table_stay_in_step() {
    // Each table is indexed by its key: the last key must read its own text.
    assert_eq!(Later::Custom.text(Lang::En), "Custom");
    assert_eq!(Msg::NewGameStarted.text(Lang::Es), "Nueva partida.");
    assert_eq!(*Msg::ALL.last().unwrap(), Msg::TabBehind);
    assert!(Msg::TabBehind
        .text(Lang::En)
        .starts_with("This tab was behind"));
    assert_eq!(*Later::ALL.last().unwrap(), Later::TypedOffGame);
    assert!(Later::TypedOffGame
        .text(Lang::En)
        .starts_with("The board shows the editor"));
    assert_eq!(Rec::Column.text(Lang::Es), "columna");
}

#[test]
fn lang_from_tag_and_code() {
    assert_eq!(Lang::from_tag("es-AR"), Lang::Es);
    assert_eq!(Lang::from_tag("ES"), Lang::Es);
    assert_eq!(Lang::from_tag("en-GB"), Lang::En);
    assert_eq!(Lang::from_tag("e"), Lang::En);
    assert_eq!(Lang::from_tag(""), Lang::En);
    assert_eq!(Lang::Es.code(), "es");
    assert_eq!(Lang::En.code(), "en");
}

#[test]
fn fill_puts_arguments_in_order() {
    assert_eq!(text::fill("a {} b {} c", &["1", "2"]), "a 1 b 2 c");
    assert_eq!(text::fill("{}{}", &["x"]), "x");
    assert_eq!(text::fill("none", &["x"]), "none");
    // A lone brace is text; a placeholder right after one still takes its argument.
    assert_eq!(text::fill("{a} {{} }{", &["1"]), "{a} {1 }{");
    assert_eq!(text::fill("ñ{}é", &["·"]), "ñ·é");
}

#[test]
fn colours_agree_in_both_languages() {
    assert_eq!(text::color_name(Lang::Es, Color::White), "Blancas");
    assert_eq!(text::color_name(Lang::En, Color::Black), "Black");
    assert_eq!(text::side(Lang::Es, Color::Black), "las negras");
    assert_eq!(
        text::draw_offered(Lang::Es, Color::White),
        "Las blancas ofrecen tablas"
    );
    assert_eq!(
        text::draw_offered(Lang::Es, Color::Black),
        "Las negras ofrecen tablas"
    );
    assert_eq!(
        text::draw_offered(Lang::En, Color::Black),
        "Black offers a draw"
    );
    assert_eq!(
        text::draw_offered(Lang::En, Color::White),
        "White offers a draw"
    );
}

#[test]
fn status_and_refusals_agree_for_both_colours() {
    let cases = [
        (Color::White, false, "Juegan las blancas", "White to move"),
        (Color::Black, false, "Juegan las negras", "Black to move"),
        (
            Color::White,
            true,
            "Jaque. Juegan las blancas",
            "Check. White to move",
        ),
        (
            Color::Black,
            true,
            "Jaque. Juegan las negras",
            "Check. Black to move",
        ),
    ];
    for (c, check, es, en) in cases {
        assert_eq!(text::status_line(Lang::Es, c, check), es);
        assert_eq!(text::status_line(Lang::En, c, check), en);
    }
    assert_eq!(
        text::not_your_turn(Lang::Es, Color::White),
        "Juegan las blancas."
    );
    assert_eq!(
        text::not_your_turn(Lang::Es, Color::Black),
        "Juegan las negras."
    );
    assert_eq!(
        text::not_your_turn(Lang::En, Color::White),
        "It is White's move."
    );
    assert_eq!(
        text::not_your_turn(Lang::En, Color::Black),
        "It is Black's move."
    );
}

#[test]
fn clock_texts() {
    assert_eq!(
        text::clock_detail(Lang::Es, 12, Some(28), 0),
        "12 jugadas · faltan 28 · período 1"
    );
    assert_eq!(
        text::clock_detail(Lang::Es, 39, Some(1), 0),
        "39 jugadas · falta 1 · período 1"
    );
    assert_eq!(
        text::clock_detail(Lang::En, 12, Some(28), 1),
        "12 moves · 28 to go · period 2"
    );
    assert_eq!(text::clock_detail(Lang::Es, 3, None, 0), "3 jugadas");
    assert_eq!(text::clock_detail(Lang::Es, 1, None, 0), "1 jugada");
    assert_eq!(text::clock_detail(Lang::En, 1, None, 0), "1 move");
    assert_eq!(text::clock_detail(Lang::En, 3, None, 0), "3 moves");
    // Seconds with tenths (time per move): a decimal comma in Spanish.
    assert_eq!(text::seconds_tenths(Lang::Es, 12_345), "12,3 s");
    assert_eq!(text::seconds_tenths(Lang::En, 12_345), "12.3 s");
    assert_eq!(text::seconds_tenths(Lang::Es, 800), "0,8 s");
    assert_eq!(
        text::clock_label(Lang::Es, Color::White, "5:00"),
        "Blancas: 5:00"
    );
    assert_eq!(
        text::clock_label(Lang::Es, Color::Black, "5:00"),
        "Negras: 5:00"
    );
    assert_eq!(
        text::clock_label(Lang::En, Color::White, "5:00"),
        "White: 5:00"
    );
    assert_eq!(
        text::clock_label(Lang::En, Color::Black, "0:09.5"),
        "Black: 0:09.5"
    );
}

#[test]
fn texts_with_arguments_say_usted() {
    // Move numbers as players write them, not half-move counts.
    assert_eq!(
        text::reviewing(Lang::Es, Color::White, 1, 4, "Cf6"),
        "Repasando la jugada 2…Cf6."
    );
    assert_eq!(
        text::reviewing(Lang::En, Color::White, 1, 4, "Nf6"),
        "Reviewing move 2...Nf6."
    );
    assert_eq!(
        text::reviewing(Lang::Es, Color::White, 1, 1, "e4"),
        "Repasando la jugada 1. e4."
    );
    // A game that Black began at move 12: its first half-move is 12…, its second 13.
    assert_eq!(
        text::reviewing(Lang::En, Color::Black, 12, 1, "Kd7"),
        "Reviewing move 12...Kd7."
    );
    assert_eq!(
        text::reviewing(Lang::En, Color::Black, 12, 2, "e4"),
        "Reviewing move 13. e4."
    );
    assert_eq!(
        text::reviewing(Lang::Es, Color::White, 1, 0, ""),
        "Repasando la posición inicial."
    );
    let e = escaque::table::Table::from_record("escaque 2\nflip 2\n", 0).unwrap_err();
    let broken = text::restore_failed(Lang::Es, &e, "escaque.broken.1");
    assert_eq!(
        broken,
        "No se pudo recuperar la partida guardada (línea 2: la línea no se puede leer). Su texto se conserva en escaque.broken.1."
    );
    assert!(text::restore_failed(Lang::En, &e, "k").ends_with("Its text is kept in k."));
    let list = ["Cbd2".to_string(), "Cfd2".to_string()];
    let es = [
        text::san_illegal(Lang::Es, "Cf6"),
        text::san_ambiguous(Lang::Es, "Cd2", &list),
        text::san_syntax(Lang::Es, "zz"),
    ];
    for s in &es {
        assert!(s.starts_with('«') && s.ends_with(")."), "{s}");
        assert_spanish("san", s);
    }
    assert!(es[0].contains("ninguna de sus piezas"), "{}", es[0]);
    assert!(es[1].contains("puede ser Cbd2 o Cfd2. Añada"), "{}", es[1]);
    assert!(es[2].contains("escriba, por ejemplo"), "{}", es[2]);
    let en = text::san_ambiguous(Lang::En, "Nd2", &["Nbd2".into(), "Nfd2".into()]);
    assert!(en.contains("it could be Nbd2 or Nfd2."), "{en}");
    assert!(text::san_illegal(Lang::En, "Nf6").starts_with("“Nf6” is not a legal move"));
    assert!(text::san_syntax(Lang::En, "zz").contains("(Appendix C)."));
}

#[test]
fn pieces_agree_in_gender_and_colour() {
    let cases = [
        (Color::White, Role::Queen, "dama blanca", "white queen"),
        (Color::Black, Role::Queen, "dama negra", "black queen"),
        (Color::White, Role::Rook, "torre blanca", "white rook"),
        (Color::Black, Role::Knight, "caballo negro", "black knight"),
        (Color::White, Role::Pawn, "peón blanco", "white pawn"),
        (Color::Black, Role::King, "rey negro", "black king"),
    ];
    for (c, r, es, en) in cases {
        assert_eq!(text::piece_name(Lang::Es, c, r), es);
        assert_eq!(text::piece_name(Lang::En, c, r), en);
    }
}

#[test]
fn outcomes_agree_and_cite_their_article() {
    let resign = Outcome {
        result: GameResult::WhiteWins,
        reason: Reason::Resignation,
    };
    assert_eq!(
        text::outcome_text(Lang::Es, resign),
        "Las negras abandonan. Ganan las blancas (Art. 5.1b)."
    );
    assert_eq!(
        text::outcome_text(Lang::En, resign),
        "Black resigns. White wins (Art. 5.1b)."
    );
    let flag = Outcome {
        result: GameResult::BlackWins,
        reason: Reason::Timeout,
    };
    assert_eq!(
        text::outcome_text(Lang::Es, flag),
        "Cae la bandera de las blancas. Ganan las negras (Art. 6.10)."
    );
    assert_eq!(
        text::outcome_text(Lang::En, flag),
        "White's flag fell. Black wins (Art. 6.10)."
    );
    for reason in Reason::ALL {
        for result in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ] {
            let o = Outcome { result, reason };
            for lang in [Lang::Es, Lang::En] {
                let s = text::outcome_text(lang, o);
                assert!(s.contains("(Art. ") && s.ends_with(")."), "{s}");
            }
            assert_spanish(&format!("{reason:?}"), &text::outcome_text(Lang::Es, o));
        }
    }
}

#[test]
fn counts_agree_in_number() {
    assert_eq!(text::plies_text(Lang::Es, 1), "1 media jugada");
    assert_eq!(text::plies_text(Lang::Es, 12), "12 medias jugadas");
    assert_eq!(text::plies_text(Lang::En, 1), "1 half-move");
    assert_eq!(text::plies_text(Lang::En, 2), "2 half-moves");
    assert_eq!(
        text::archive_usage(Lang::Es, 1),
        "1 partida en este navegador"
    );
    assert_eq!(text::archive_usage(Lang::En, 2), "2 games in this browser");
    // Big imports and the archive (issue 13).
    use text::imports;
    assert_eq!(
        imports::reading(Lang::Es, 1234, 45),
        "Leyendo: 1234 partidas (45 %)"
    );
    assert_eq!(
        imports::reading(Lang::En, 1234, 45),
        "Reading: 1234 games (45 %)"
    );
    assert_eq!(
        imports::reading_stopped(Lang::Es, 7),
        "Lectura detenida: se leyeron 7 partidas."
    );
    assert_eq!(
        imports::showing(Lang::En, 50, 10_929),
        "Showing 50 of 10929."
    );
    assert_eq!(imports::more_errors(Lang::Es, 3), "… y 3 errores más.");
    assert_eq!(
        imports::storage_used(Lang::Es, 3_210_000, 5_000_000),
        "Almacenamiento del navegador: unos 3,3 MB de 5,0 MB"
    );
    assert_eq!(
        imports::storage_used(Lang::En, 0, 5_000_000),
        "Browser storage: about 0.0 MB of 5.0 MB"
    );
    assert_eq!(
        imports::pasted_text(Lang::Es, 6_700_000),
        "Texto pegado de 6,7 MB: se leerá entero; no se muestra aquí."
    );
    assert_eq!(
        imports::migrated(Lang::En, 12),
        "12 games moved from the earlier archive."
    );
}

#[test]
fn one_helper_writes_every_count_in_its_number() {
    use text::{count, Noun, ERROR, GAME, HALF_MOVE, HALF_MOVE_REMOVED, MOVE};
    let cases: [(Noun, &str, &str, &str, &str); 5] = [
        (GAME, "1 partida", "2 partidas", "1 game", "2 games"),
        (MOVE, "1 jugada", "12 jugadas", "1 move", "12 moves"),
        (
            HALF_MOVE,
            "1 media jugada",
            "3 medias jugadas",
            "1 half-move",
            "3 half-moves",
        ),
        (
            HALF_MOVE_REMOVED,
            "1 media jugada retirada",
            "2 medias jugadas retiradas",
            "1 half-move removed",
            "2 half-moves removed",
        ),
        (ERROR, "1 error", "5 errores", "1 error", "5 errors"),
    ];
    for (noun, es1, esn, en1, enn) in cases {
        let n: usize = esn.split(' ').next().unwrap().parse().unwrap();
        assert_eq!(count(Lang::Es, 1, noun), es1);
        assert_eq!(count(Lang::Es, n, noun), esn);
        assert_eq!(count(Lang::En, 1, noun), en1);
        assert_eq!(count(Lang::En, n, noun), enn);
    }
    // Zero takes the plural in both languages.
    assert_eq!(count(Lang::Es, 0, GAME), "0 partidas");
    assert_eq!(count(Lang::En, 0, GAME), "0 games");
    // The texts that write a count say "1" in the singular, with the verb agreeing.
    use text::imports;
    assert_eq!(imports::reading(Lang::Es, 1, 3), "Leyendo: 1 partida (3 %)");
    assert_eq!(imports::reading(Lang::En, 1, 3), "Reading: 1 game (3 %)");
    assert_eq!(
        imports::reading_stopped(Lang::Es, 1),
        "Lectura detenida: se leyó 1 partida."
    );
    assert_eq!(imports::more_errors(Lang::Es, 1), "… y 1 error más.");
    assert_eq!(imports::more_errors(Lang::En, 1), "… and 1 more error.");
    assert_eq!(
        imports::migrated(Lang::Es, 1),
        "Se trasladó 1 partida de las partidas guardadas anteriores."
    );
    assert_eq!(
        imports::migrated(Lang::En, 1),
        "1 game moved from the earlier archive."
    );
    assert_eq!(text::archive_usage(Lang::En, 1), "1 game in this browser");
    assert_eq!(text::plies_text(Lang::Es, 0), "0 medias jugadas");
}

#[test]
fn announcements() {
    assert_eq!(
        text::move_said(Lang::Es, Color::White, "Cf3", true),
        "Blancas: Cf3. Jaque."
    );
    assert_eq!(
        text::move_said(Lang::En, Color::Black, "e5", false),
        "Black: e5."
    );
    assert_eq!(
        text::ten_seconds_left(Lang::Es, Color::Black),
        "Negras: quedan 10 segundos."
    );
    assert_eq!(text::date(Lang::Es, "2024", "05", "01"), "01/05/2024");
    assert_eq!(text::date(Lang::En, "2024", "05", "01"), "2024-05-01");
}

#[test]
fn explanations_cite_articles_in_both_languages_and_say_usted() {
    // A pinned knight, a king walking into check, a pawn moving backwards, castling through check.
    let cases = [
        ("4k3/3n4/8/1B6/8/8/8/4K3 b - - 0 1", "d7", "f6"),
        ("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1", "d1"),
        ("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3", "e2"),
        ("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "e1", "g1"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "d4", "d5"),
    ];
    for (fen, from, to) in cases {
        let pos = Position::from_fen(fen).unwrap();
        let reason = explain(&pos, sq(from), sq(to)).expect(fen);
        for lang in [Lang::Es, Lang::En] {
            let s = describe(&reason, &pos, lang);
            assert!(s.contains("(Art. ") && s.ends_with(")."), "{s}");
            if lang == Lang::Es {
                assert_spanish(fen, &s);
            }
        }
    }
    let check = Position::from_fen("4k3/8/8/8/7q/8/8/4K3 w - - 0 1").unwrap();
    let info = check_escapes(&check).unwrap();
    let es = describe_check(&info, Lang::Es);
    assert!(es.contains("Puede ") && es.contains("(Art. 3.9)."), "{es}");
    assert!(describe_check(&info, Lang::En).contains("(Art. 3.9)."));
    let pos = Position::from_fen("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1").unwrap();
    let status = castling_status(&pos, Color::White, CastlingSide::King);
    for lang in [Lang::Es, Lang::En] {
        for (_, line) in describe_castling(&status, lang) {
            assert!(line.contains("(Art. 3.8"), "{line}");
            if lang == Lang::Es {
                assert_spanish("castling", &line);
            }
        }
    }
}

#[test]
fn time_classes_are_named_in_the_ui_language() {
    use escaque::clock::TimeClass;
    use escaque::text::setup::class_name;
    use escaque::text::Lang;
    for c in [TimeClass::Standard, TimeClass::Rapid, TimeClass::Blitz] {
        let (es, en) = (
            class_name(Lang::Es, c.as_str()),
            class_name(Lang::En, c.as_str()),
        );
        assert!(!es.is_empty() && !en.is_empty());
        assert_ne!(es, en, "{c:?} untranslated");
        for english in ["standard", "rapid"] {
            assert!(!es.to_lowercase().contains(english), "{c:?}: {es}");
        }
    }
}

#[test]
fn tournament_texts_agree_and_say_jugada_ilegal() {
    use escaque::rules::ByColor;
    use escaque::table::tournament::Envelope;
    use escaque::table::Event;
    use text::tournament::{envelope_lines, event_text, Label};
    // The side is plural in Spanish, singular in English.
    let wrong = event_text(Lang::Es, &Event::WrongClaim(Color::White)).unwrap();
    assert!(wrong.contains("las negras reciben dos minutos"), "{wrong}");
    let wrong = event_text(Lang::En, &Event::WrongClaim(Color::White)).unwrap();
    assert!(wrong.contains("Black receives two minutes"), "{wrong}");
    // One term per concept: the Laws say "jugada ilegal", never "movimiento ilegal".
    assert_eq!(Label::ClaimIllegal.text(Lang::Es), "Reclamar jugada ilegal");
    assert!(!wrong.contains("movimiento"), "{wrong}");
    let claimed = |removed: usize, lang: Lang| {
        let e = Event::IllegalClaimed {
            claimant: Color::Black,
            arbiter: false,
            illegal: Vec::new(),
            removed,
        };
        event_text(lang, &e).unwrap()
    };
    assert!(claimed(1, Lang::Es).contains("(1 media jugada retirada)"));
    assert!(claimed(3, Lang::Es).contains("(3 medias jugadas retiradas)"));
    assert!(claimed(1, Lang::En).contains("(1 half-move removed)"));
    assert!(!claimed(2, Lang::Es).contains("movimiento"));
    // Without names the envelope names the sides with a verb that agrees, never "Blancas: las blancas".
    let envelope = Envelope {
        sealer: Color::White,
        move_number: 23,
        times: None,
        offer: Some(Color::Black),
    };
    let none = ByColor {
        white: String::new(),
        black: " ".to_string(),
    };
    let es = envelope_lines(Lang::Es, &envelope, &none);
    assert_eq!(es[0], "Blancas: — · Negras: — (Apéndice F2a).");
    assert_eq!(
        es[1],
        "Las blancas sellan su jugada 23 (Apéndice F2d y F2e)."
    );
    assert!(
        es[2].starts_with("Oferta de tablas pendiente de las negras "),
        "{}",
        es[2]
    );
    let named = ByColor {
        white: "Ana".to_string(),
        black: "Luis".to_string(),
    };
    let es = envelope_lines(Lang::Es, &envelope, &named);
    assert_eq!(es[0], "Blancas: Ana · Negras: Luis (Apéndice F2a).");
    assert_eq!(
        es[1],
        "Las blancas (Ana) sellan su jugada 23 (Apéndice F2d y F2e)."
    );
    let en = envelope_lines(Lang::En, &envelope, &named);
    assert_eq!(en[1], "White (Ana) seals move 23 (Appendix F2d and F2e).");
    for line in es {
        assert_spanish("envelope", &line);
    }
}

#[test]
fn adjournment_and_a4c_cite_the_right_articles() {
    use escaque::table::Refusal;
    use text::lessons::LESSONS;
    use text::tournament::refusal_text;
    // Moving in an adjourned game: F5 and F9 (resumption), not F4 (draw offers).
    for lang in [Lang::Es, Lang::En] {
        let s = refusal_text(lang, Refusal::Adjourned).unwrap();
        assert!(
            s.contains("F5") && s.contains("F9a") && !s.contains("F4"),
            "{s}"
        );
    }
    // A4c: the arbiter also steps in when a promotion was not completed.
    let rapid = LESSONS.iter().find(|l| l.id == "illegal-rapid").unwrap();
    assert!(
        rapid.text[0].contains("coronación de un peón"),
        "{}",
        rapid.text[0]
    );
    assert!(rapid.text[1].contains("promotion"), "{}", rapid.text[1]);
}

#[test]
fn names_and_answers_are_distinct_and_plain() {
    // The rule-set choice and the rules guide have different names in both languages.
    for lang in [Lang::Es, Lang::En] {
        assert_ne!(Later::RuleSet.text(lang), Later::Guide.text(lang));
    }
    assert_eq!(Later::RuleSet.text(Lang::Es), "Reglamento");
    assert_eq!(Later::Guide.text(Lang::Es), "Guía de reglas");
    // A yes/no question is answered yes or no.
    assert_eq!(
        (Later::Confirm.text(Lang::Es), Later::No.text(Lang::Es)),
        ("Sí", "No")
    );
    assert_eq!(
        (Later::Confirm.text(Lang::En), Later::No.text(Lang::En)),
        ("Yes", "No")
    );
    // FIDE's English says period, not stage.
    use escaque::clock::setup::{Field, Kind};
    for field in [Field::Minutes, Field::Moves] {
        let label = text::setup::field_label(Lang::En, Kind::Stages, field);
        assert!(
            label.contains("period") && !label.contains("stage"),
            "{label}"
        );
    }
}

#[test]
fn errors_from_links_and_saves_are_worded_in_the_page_language() {
    use escaque::clock::Controls;
    use escaque::table::Table;
    use text::errors::{fen_error, link_fen_error, link_tc_error, save_error, tc_error};
    let fen = |f: &str| Position::from_fen(f).unwrap_err();
    // The field and the character, counted from 1.
    let bad_char = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
    assert_eq!(
        fen_error(Lang::Es, &bad_char),
        "FEN, la colocación de las piezas: el carácter 43, «X», no vale ahí."
    );
    assert!(
        fen_error(Lang::En, &bad_char).contains("piece placement: unexpected 'X' at character 43")
    );
    let long_rank = fen("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        fen_error(Lang::Es, &long_rank),
        "FEN, la colocación de las piezas: la fila 7 tiene más de 8 casillas."
    );
    let short = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert!(fen_error(Lang::Es, &short).contains("la fila 2 tiene 7 casillas, no 8"));
    let no_kings = fen("8/8/8/8/8/8/8/8 w - - 0 1");
    let es = link_fen_error(Lang::Es, &no_kings);
    assert!(
        es.starts_with("El FEN del enlace no se puede jugar"),
        "{es}"
    );
    assert!(
        es.contains("posición ilegal: las blancas no tienen rey"),
        "{es}"
    );
    let en = link_fen_error(Lang::En, &no_kings);
    assert!(
        en.contains("FEN") && en.contains("illegal position: White has no king"),
        "{en}"
    );
    // A time control names the part and what was expected there.
    let tc = |t: &str| Controls::parse(t).unwrap_err();
    let unexpected = tc("300+2:18x0");
    let es = tc_error(Lang::Es, &unexpected);
    assert!(
        es.starts_with("período 2, «18x0»: sobra «x» tras los segundos"),
        "{es}"
    );
    let en = link_tc_error(Lang::En, &tc("soon"));
    assert!(en.contains("(tc=)") && en.contains("“soon”"), "{en}");
    let odds = tc_error(Lang::Es, &tc("300|-"));
    assert!(
        odds.starts_with("Las negras, «-»: «-» (sin reloj) vale solo"),
        "{odds}"
    );
    // A save: the line and a reason in the page's language, never the reader's English.
    let save = |r: &str| Table::from_record(r, 0).unwrap_err();
    assert_eq!(save_error(Lang::Es, &save("")), "el registro está vacío");
    assert_eq!(
        save_error(Lang::Es, &save("escaque 2\nmoves e2e5\n")),
        "línea 2: una jugada guardada no se puede hacer en el tablero"
    );
    assert_eq!(
        save_error(
            Lang::En,
            &save("escaque 2\nfen 8/8/8/8/8/8/8/8 w - - 0 1\n")
        ),
        "line 2: the starting position: The FEN describes an illegal position: White has no king"
    );
    assert!(save_error(Lang::Es, &save("escaque 2\ntc 300+x\n"))
        .starts_with("línea 2: el ritmo de juego: «300+x»"));
    for (record, lang) in [
        ("nonsense", Lang::Es),
        ("escaque 2\nbogus 1\n", Lang::Es),
        ("escaque 2\nclock x\n", Lang::Es),
    ] {
        let s = save_error(lang, &save(record));
        assert_spanish(record, &s);
        assert!(!s.contains("unknown") && !s.contains("expected"), "{s}");
    }
}

/// The menu's own labels of the teacher's commands say what the editor's labels say.
#[test]
fn teacher_menu_labels_match_the_editor_labels() {
    use escaque::text::editor::{menu_label, Label};
    for lang in [escaque::text::Lang::Es, escaque::text::Lang::En] {
        for l in [
            Label::Editor,
            Label::Demo,
            Label::SavePosition,
            Label::Present,
            Label::AutoFlip,
        ] {
            assert_eq!(menu_label(lang, l), l.text(lang));
        }
        assert_eq!(menu_label(lang, Label::Clear), "");
    }
}
