//! The board's view model (`table::look`): what each square shows, and the attributes the view copies into the DOM.

use escaque::rules::san::parse_uci;
use escaque::rules::{Bitboard, Position};
use escaque::table::input::{BoardInput, Drag};
use escaque::table::look::{looks, overlay_of, square_at, Anim, Facts, Hint, Look, Overlay, Slide};
use escaque::text::{square_label, Lang};

mod common;
use common::sq;

/// The looks of a position with the given input, nothing else marked.
fn plain(pos: &Position, input: &BoardInput, flipped: bool) -> [Look; 64] {
    let hints = input
        .selected
        .map_or(Bitboard::EMPTY, |s| pos.dests().get(s));
    looks(&Facts {
        pos: &pos.to_setup_as_played(),
        input,
        hints,
        last: None,
        check: None,
        overlay: &Overlay::default(),
        touched: None,
        anim: None,
        flipped,
    })
}

fn attr(look: &Look, name: &str) -> Option<&'static str> {
    look.attrs()
        .into_iter()
        .find(|(n, _)| *n == name)
        .unwrap()
        .1
}

#[test]
fn the_start_position_shows_32_pieces_and_coordinates_where_the_player_sees_them() {
    let pos = Position::new();
    let l = plain(&pos, &BoardInput::default(), false);
    assert_eq!(l.iter().filter(|l| l.piece.is_some()).count(), 32);
    assert_eq!(l[sq("e1").index()].piece_class().unwrap().0, "piece p-wK");
    assert!(l[sq("e4").index()].piece_class().is_none());
    let files: String = l.iter().filter_map(|l| l.file_label).collect();
    assert_eq!(files, "abcdefgh");
    assert_eq!(l[sq("a1").index()].rank_label, Some('1'));
    assert_eq!(l[sq("h1").index()].rank_label, None);
    // Flipped: the letters along rank 8, the digits along file h.
    let f = plain(&pos, &BoardInput::default(), true);
    assert_eq!(f[sq("c8").index()].file_label, Some('c'));
    assert_eq!(f[sq("c1").index()].file_label, None);
    assert_eq!(f[sq("h5").index()].rank_label, Some('5'));
    assert_eq!(f[sq("a5").index()].rank_label, None);
}

#[test]
fn square_at_puts_a8_top_left_and_h1_top_left_when_flipped() {
    assert_eq!(square_at(0, 0, false), sq("a8"));
    assert_eq!(square_at(7, 7, false), sq("h1"));
    assert_eq!(square_at(0, 0, true), sq("h1"));
    assert_eq!(square_at(7, 0, true), sq("h8"));
}

#[test]
fn a_selected_piece_marks_its_targets_moves_and_captures_en_passant_included() {
    let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
    let input = BoardInput {
        selected: Some(sq("e5")),
        ..BoardInput::default()
    };
    let l = plain(&pos, &input, false);
    assert_eq!(l[sq("e6").index()].hint, Some(Hint::Move));
    assert_eq!(
        l[sq("d6").index()].hint,
        Some(Hint::Capture),
        "en passant is a capture"
    );
    assert_eq!(l[sq("d5").index()].hint, None);
    let e5 = &l[sq("e5").index()];
    assert!(e5.selected);
    assert_eq!(attr(e5, "aria-selected"), Some("true"));
    assert_eq!(attr(e5, "data-selected"), Some(""));
    assert_eq!(attr(&l[sq("d6").index()], "data-hint"), Some("capture"));
    assert_eq!(attr(&l[sq("e6").index()], "data-hint"), Some("move"));
    assert_eq!(attr(&l[sq("e6").index()], "aria-selected"), Some("false"));
    assert_eq!(
        square_label(Lang::Es, sq("d6"), None, Some(Hint::Capture)),
        "d6, captura posible"
    );
    assert_eq!(
        square_label(Lang::En, sq("e5"), pos.board().piece_at(sq("e5")), None),
        "e5, white pawn"
    );
}

#[test]
fn the_kings_own_rook_is_marked_as_a_move_target_never_as_a_capture() {
    let pos = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let input = BoardInput {
        selected: Some(sq("e1")),
        ..BoardInput::default()
    };
    let l = looks(&Facts {
        pos: &pos.to_setup_as_played(),
        input: &input,
        hints: escaque::table::input::targets(&pos, sq("e1")),
        last: None,
        check: None,
        overlay: &Overlay::default(),
        touched: None,
        anim: None,
        flipped: false,
    });
    for s in ["a1", "h1", "c1", "g1"] {
        assert_eq!(attr(&l[sq(s).index()], "data-hint"), Some("move"), "{s}");
    }
    assert_eq!(
        square_label(
            Lang::En,
            sq("h1"),
            l[sq("h1").index()].piece,
            l[sq("h1").index()].hint
        ),
        "h1, white rook, possible target"
    );
}

#[test]
fn a_drag_lifts_its_piece_and_marks_the_square_under_the_finger_only_once_started() {
    let pos = Position::new();
    let mut drag = Drag {
        from: sq("g1"),
        start: (0.0, 0.0),
        at: (3.0, 3.0),
        started: false,
        was_selected: false,
        over: Some(sq("f3")),
    };
    let mut input = BoardInput {
        selected: Some(sq("g1")),
        drag: Some(drag),
        ..BoardInput::default()
    };
    let l = plain(&pos, &input, false);
    assert!(!l[sq("g1").index()].lifted && !l[sq("f3").index()].hover);
    drag.started = true;
    input.drag = Some(drag);
    let l = plain(&pos, &input, false);
    assert!(l[sq("g1").index()].lifted);
    assert_eq!(
        l[sq("g1").index()].piece_class().unwrap().0,
        "piece p-wN lifted"
    );
    assert_eq!(attr(&l[sq("f3").index()], "data-hover"), Some(""));
    assert_eq!(l.iter().filter(|l| l.hover).count(), 1);
}

#[test]
fn the_keyboard_cursor_is_the_one_square_in_the_tab_order() {
    let l = plain(&Position::new(), &BoardInput::default(), false);
    let zero: Vec<usize> = (0..64)
        .filter(|&i| attr(&l[i], "tabindex") == Some("0"))
        .collect();
    assert_eq!(zero, vec![BoardInput::default().cursor.index()]);
}

#[test]
fn a_sliding_piece_comes_from_its_origin_as_seen_from_either_side() {
    let mut pos = Position::new();
    let m = parse_uci(&pos, "g1f3").unwrap();
    pos = pos.play(m).unwrap();
    let anim = Some(Anim {
        from: sq("g1"),
        to: sq("f3"),
        serial: 7,
    });
    let input = BoardInput::default();
    let none = Overlay::default();
    let board = pos.to_setup_as_played();
    let facts = |flipped| Facts {
        pos: &board,
        input: &input,
        hints: Bitboard::EMPTY,
        last: Some(m),
        check: None,
        overlay: &none,
        touched: None,
        anim,
        flipped,
    };
    let l = looks(&facts(false));
    let f3 = &l[sq("f3").index()];
    assert_eq!(
        f3.slide,
        Some(Slide {
            dx: 1,
            dy: 2,
            serial: 7
        })
    );
    assert_eq!(
        f3.piece_class().unwrap(),
        (
            "piece p-wN anim".to_string(),
            Some("--dx:100%;--dy:200%".to_string())
        )
    );
    assert!(l[sq("g1").index()].last && f3.last && !l[sq("e2").index()].last);
    assert_eq!(l.iter().filter(|l| l.slide.is_some()).count(), 1);
    let l = looks(&facts(true));
    assert_eq!(
        l[sq("f3").index()].slide,
        Some(Slide {
            dx: -1,
            dy: -2,
            serial: 7
        })
    );
}

#[test]
fn the_overlay_marks_threats_pins_and_checks_on_their_squares() {
    // The black bishop on b4 pins the knight on c3 to the king on e1; the white queen on h5 is attacked by the g6 pawn.
    let pos = Position::from_fen("4k3/8/6p1/7Q/1b6/2N5/8/4K3 w - - 0 1").unwrap();
    let o = overlay_of(&pos);
    let l = looks(&Facts {
        pos: &pos.to_setup_as_played(),
        input: &BoardInput::default(),
        hints: Bitboard::EMPTY,
        last: None,
        check: None,
        overlay: &o,
        touched: Some(sq("c3")),
        anim: None,
        flipped: false,
    });
    assert!(l[sq("c3").index()].pinned && l[sq("b4").index()].pinner);
    assert_eq!(
        attr(&l[sq("h5").index()], "data-threat"),
        Some("piece"),
        "the mover's own piece, attacked"
    );
    assert_eq!(attr(&l[sq("f5").index()], "data-threat"), Some("square"));
    assert_eq!(attr(&l[sq("c3").index()], "data-touched"), Some(""));
    assert_eq!(attr(&l[sq("e1").index()], "data-checker"), None);
}
