//! The text catalogue: every key has both texts, Spanish is Spanish, agreement holds for both colours and
//! explanations cite their articles in both languages.

use escaque::rules::explain::{castling_status, check_escapes, explain};
use escaque::rules::{CastlingSide, Color, GameResult, Outcome, Position, Reason, Role, Square};
use escaque::text::explain::{describe, describe_castling, describe_check};
use escaque::text::lessons::{end_explanation, LESSONS};
use escaque::text::{self, Lang, Msg, Rec};

/// Texts that are the same in both languages by nature: names, formats, units.
const SAME_IN_BOTH: &[&str] = &["Escaque", "+2 min"];

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
    // The table is indexed by the key: the last key must read its own text.
    assert_eq!(Msg::Custom.text(Lang::En), "Custom");
    assert_eq!(Msg::NewGameStarted.text(Lang::Es), "Nueva partida.");
    assert_eq!(*Msg::ALL.last().unwrap(), Msg::Slept);
    assert!(Msg::Slept
        .text(Lang::En)
        .starts_with("The device was stopped"));
    assert_eq!(Rec::Column.text(Lang::Es), "columna");
    assert_eq!(text::t(Lang::Es, Msg::Resign), "Abandonar");
    assert_eq!(text::tr(Lang::En, Rec::Sound), "Sound");
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
        "jugada 12 · faltan 28 · período 1"
    );
    assert_eq!(
        text::clock_detail(Lang::En, 12, Some(28), 1),
        "move 12 · 28 to go · stage 2"
    );
    assert_eq!(text::clock_detail(Lang::Es, 3, None, 0), "jugadas 3");
    assert_eq!(text::clock_detail(Lang::En, 3, None, 0), "moves 3");
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
    assert_eq!(text::reviewing(Lang::Es, 12), "Repasando la jugada 12.");
    assert_eq!(text::reviewing(Lang::En, 1), "Reviewing move 1.");
    let broken = text::restore_failed(Lang::Es, "bad record", "escaque.broken.1");
    assert_eq!(
        broken,
        "No se pudo recuperar la partida guardada (bad record). Su texto se conserva en escaque.broken.1."
    );
    assert!(text::restore_failed(Lang::En, "x", "k").ends_with("Its text is kept in k."));
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

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
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
