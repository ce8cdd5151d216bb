//! The teaching texts (issue 6): pins, the en passant window, threats and touch-move, in both languages,
//! each citing its article; and the guide's and game-end paragraphs.

use escaque::rules::explain::pins;
use escaque::rules::{Color, Lang, Position, Reason};
use escaque::text::explain::{
    describe_en_passant, describe_en_passant_closed, describe_pin, describe_threats,
    describe_touch_move, describe_touched,
};
use escaque::text::lessons::{end_explanation, LESSONS};

mod common;
use common::{after, sq};

#[test]
fn pin_in_words_names_both_pieces_and_cites_3_9() {
    let pos = after(&["d2d4", "g8f6", "c2c4", "e7e6", "b1c3", "f8b4"]);
    assert_eq!(pins(&pos, Color::White), vec![(sq("c3"), sq("b4"))]);
    let es = describe_pin(&pos, sq("c3"), sq("b4"), Lang::Es);
    assert_eq!(
        es,
        "El caballo de c3 está clavado por el alfil de b4: no puede salir de esa línea sin dejar a su rey \
         en jaque (Art. 3.9)."
    );
    let en = describe_pin(&pos, sq("c3"), sq("b4"), Lang::En);
    assert!(
        en.starts_with("The knight on c3 is pinned by the bishop on b4"),
        "{en}"
    );
    assert!(en.ends_with("(Art. 3.9)."));
}

#[test]
fn en_passant_window_open_then_closed() {
    let open = after(&["e2e4", "a7a6", "e4e5", "d7d5"]);
    let es = describe_en_passant(&open, Lang::Es).expect("the window is open");
    assert!(
        es.contains("peón de d5") && es.contains("d6") && es.contains("Su peón de e5"),
        "{es}"
    );
    assert!(es.ends_with("(Art. 3.7d)."), "{es}");
    let en = describe_en_passant(&open, Lang::En).unwrap();
    assert!(
        en.contains("pawn on e5") && en.contains("only on this move"),
        "{en}"
    );

    let closed = after(&["e2e4", "a7a6", "e4e5", "d7d5", "g1f3"]);
    assert_eq!(describe_en_passant(&closed, Lang::Es), None);
    assert_eq!(
        describe_en_passant_closed(sq("d6"), Lang::Es),
        "Ya no se puede capturar al paso en d6: la captura al paso solo es posible en la jugada \
         inmediatamente siguiente al avance de dos casillas (Art. 3.7d)."
    );
    assert!(describe_en_passant_closed(sq("d6"), Lang::En)
        .starts_with("En passant on d6 is no longer possible"));
}

#[test]
fn two_pawns_may_take_en_passant() {
    let pos = Position::from_fen("4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1").unwrap();
    let es = describe_en_passant(&pos, Lang::Es).unwrap();
    assert!(es.contains("Sus peones de c5 y e5 pueden"), "{es}");
    let en = describe_en_passant(&pos, Lang::En).unwrap();
    assert!(en.contains("c5 or e5"), "{en}");
}

#[test]
fn threats_list_the_attacked_pieces_of_the_side_to_move() {
    let pos = after(&["e2e4", "e7e5", "g1f3"]);
    assert_eq!(
        describe_threats(&pos, Lang::Es).as_deref(),
        Some("Atacadas: su peón de e5 (por el caballo de f3).")
    );
    assert_eq!(
        describe_threats(&pos, Lang::En).as_deref(),
        Some("Under attack: your pawn on e5 (by the knight on f3).")
    );
    assert_eq!(describe_threats(&Position::new(), Lang::Es), None);
}

#[test]
fn touch_move_cites_4_3a_and_4_4b() {
    let pos = Position::new();
    let knight = describe_touch_move(&pos, sq("g1"), sq("e2"), Lang::Es);
    assert!(
        knight.contains("su caballo de g1") && knight.ends_with("(Art. 4.3a)."),
        "{knight}"
    );
    let en = describe_touch_move(&pos, sq("g1"), sq("e2"), Lang::En);
    assert!(
        en.starts_with("Touch-move: you touched your knight on g1 first"),
        "{en}"
    );

    let castle = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let rook_first = describe_touch_move(&castle, sq("h1"), sq("e1"), Lang::Es);
    assert!(rook_first.contains("no puede enrocar") && rook_first.ends_with("(Art. 4.4b)."));
    assert!(describe_touched(&castle, sq("e1"), Lang::Es).ends_with("(Art. 4.4a)."));
    // King then rook with castling prevented: another king move is due (4.4c), and the reason is given.
    let prevented = Position::from_fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1").unwrap();
    let king_first = describe_touch_move(&prevented, sq("e1"), sq("h1"), Lang::Es);
    assert!(
        king_first.contains("(Art. 3.8.ii.2a)") || king_first.contains("(Art. 3.9)"),
        "{king_first}"
    );
    assert!(
        king_first.ends_with("Debe hacer otra jugada con el rey (Art. 4.4c)."),
        "{king_first}"
    );
    let en = describe_touch_move(&prevented, sq("e1"), sq("h1"), Lang::En);
    assert!(
        en.ends_with("You must make another move with the king (Art. 4.4c)."),
        "{en}"
    );
    assert_eq!(
        describe_touched(&castle, sq("h1"), Lang::Es),
        "Ha tocado su torre de h1: debe moverla (Art. 4.3a)."
    );
}

#[test]
fn every_game_end_and_lesson_is_in_both_languages() {
    for reason in Reason::ALL {
        let (es, en) = (
            end_explanation(reason, Lang::Es),
            end_explanation(reason, Lang::En),
        );
        assert_ne!(es, en);
        assert!(es.contains("(Art. ") && en.contains("(Art. "), "{reason:?}");
    }
    assert_eq!(LESSONS.len(), 14);
    let ids: Vec<&str> = LESSONS.iter().map(|l| l.id).collect();
    for id in [
        "king",
        "queen",
        "rook",
        "bishop",
        "knight",
        "pawn",
        "castling",
        "en-passant",
        "promotion",
        "check",
        "draws",
        "illegal-standard",
        "illegal-rapid",
        "illegal-blitz",
    ] {
        assert!(ids.contains(&id), "{id}");
    }
    // The words and the model list the same lessons in the same order.
    let model: Vec<&str> = escaque::table::lessons::LESSONS
        .iter()
        .map(|l| l.id)
        .collect();
    assert_eq!(ids, model);
}

#[test]
fn lesson_positions_show_what_they_teach() {
    let fen_of = |id: &str| {
        let i = escaque::table::lessons::index_of(id).unwrap();
        Position::from_fen(escaque::table::lessons::LESSONS[i].fen).unwrap()
    };
    // The mate in one of "check" and the stalemate of "draws" are there to be found.
    let check = fen_of("check");
    let mate = check.find_move(sq("d1"), sq("d8"), None).unwrap();
    assert!(check.play(mate).unwrap().is_checkmate());
    let draws = fen_of("draws");
    let stale = draws.find_move(sq("f2"), sq("f7"), None).unwrap();
    assert!(draws.play(stale).unwrap().is_stalemate());
    // Kingside castling is prevented by the bishop on a6, queenside is legal.
    let castling = fen_of("castling");
    assert!(castling.find_move(sq("e1"), sq("g1"), None).is_none());
    assert!(castling.find_move(sq("e1"), sq("c1"), None).is_some());
    // En passant: d7-d5, then e5xd6.
    let ep = fen_of("en-passant");
    let ep = ep
        .play(ep.find_move(sq("d7"), sq("d5"), None).unwrap())
        .unwrap();
    assert_eq!(ep.legal_ep_square(), Some(sq("d6")));
    // The knight gets out of its ring of pawns.
    assert_eq!(fen_of("knight").dests().get(sq("d4")).count(), 8);
}

/// The check's three ways out read as sentences in both languages, said to the player on move (usted), never
/// as "Block: put a piece in between: not possible".
#[test]
fn ways_out_of_check_are_sentences() {
    use escaque::text::explain::{describe_way, Way};
    for way in [Way::Capture, Way::Block, Way::King] {
        for possible in [true, false] {
            let es = describe_way(way, possible, Lang::Es);
            let en = describe_way(way, possible, Lang::En);
            for s in [es, en] {
                assert!(
                    s.ends_with('.') && !s.contains(':') || way == Way::Block,
                    "{s}"
                );
                assert!(!s.contains("possible") && !s.contains("posible"), "{s}");
            }
            assert!(
                es.starts_with(if possible { "Puede " } else { "No puede " }),
                "{es}"
            );
            assert!(
                en.starts_with(if possible { "You can " } else { "You cannot " }),
                "{en}"
            );
        }
    }
    assert_eq!(
        describe_way(Way::Block, false, Lang::Es),
        "No puede interponer ninguna pieza entre el rey y la pieza que da jaque."
    );
    assert_eq!(
        describe_way(Way::Block, false, Lang::En),
        "You cannot block the check: no piece can go in between."
    );
}
