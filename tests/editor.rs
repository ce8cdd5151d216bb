//! The position editor's model: placement, the eraser, moves and removals, clear/start/flip, castling
//! and en-passant offers and guesses, every legality reason, and FEN both ways.

use escaque::rules::fen::START_FEN;
use escaque::rules::{CastlingSide, Color, FenError, Piece, Position, PositionError, Square};
use escaque::table::editor::{Editor, Tool};

fn piece(c: char) -> Piece {
    Piece::from_char(c).unwrap()
}

fn editor(fen: &str) -> Editor {
    let mut e = Editor::default();
    e.set_fen(fen).unwrap();
    e
}

fn cleared() -> Editor {
    let mut e = Editor::default();
    e.clear();
    e
}

#[test]
fn opens_on_the_start_position() {
    let e = Editor::default();
    assert_eq!(e.fen(), START_FEN);
    assert!(e.is_legal());
    assert_eq!(e.position().unwrap(), Position::new());
    assert_eq!(e.tool(), None);
    assert!(!e.flipped());
}

#[test]
fn a_tap_puts_the_picked_piece_and_a_second_tap_takes_it_off() {
    let mut e = cleared();
    e.pick(Tool::Piece(piece('Q')));
    assert!(e.tap(Square::D4));
    assert_eq!(e.board().piece_at(Square::D4), Some(piece('Q')));
    // Another piece on the square is replaced.
    e.pick(Tool::Piece(piece('n')));
    assert!(e.tap(Square::D4));
    assert_eq!(e.board().piece_at(Square::D4), Some(piece('n')));
    // The same piece again takes it off.
    assert!(e.tap(Square::D4));
    assert_eq!(e.board().piece_at(Square::D4), None);
}

#[test]
fn picking_the_held_tool_puts_it_down_and_then_taps_do_nothing() {
    let mut e = cleared();
    e.pick(Tool::Piece(piece('K')));
    e.pick(Tool::Piece(piece('K')));
    assert_eq!(e.tool(), None);
    assert!(!e.tap(Square::E1));
    assert_eq!(e.board().piece_at(Square::E1), None);
    e.pick(Tool::Eraser);
    e.unpick();
    assert_eq!(e.tool(), None);
}

#[test]
fn the_eraser_empties_a_square() {
    let mut e = Editor::default();
    e.pick(Tool::Eraser);
    assert!(e.tap(Square::D1));
    assert_eq!(e.board().piece_at(Square::D1), None);
    assert!(!e.tap(Square::D4), "an empty square stays empty");
}

#[test]
fn pieces_move_on_the_board_capturing_and_leave_it_dragged_off() {
    let mut e = Editor::default();
    assert!(e.move_piece(Square::D1, Square::D7));
    assert_eq!(e.board().piece_at(Square::D7), Some(piece('Q')));
    assert_eq!(e.board().piece_at(Square::D1), None);
    assert!(!e.move_piece(Square::D4, Square::D5), "nothing to move");
    assert!(!e.move_piece(Square::D7, Square::D7));
    assert!(e.remove(Square::D7));
    assert_eq!(e.board().piece_at(Square::D7), None);
    assert!(!e.remove(Square::D7));
    // A drag from the palette puts the piece whatever the tool.
    assert!(e.put(Square::D4, piece('p')));
    assert!(!e.put(Square::D4, piece('p')));
}

#[test]
fn clear_start_and_flip() {
    let mut e = Editor::default();
    e.pick(Tool::Eraser);
    e.flip();
    e.clear();
    assert_eq!(e.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(e.flipped());
    e.start();
    assert_eq!(e.fen(), START_FEN);
    assert!(e.flipped(), "the orientation stays");
    assert_eq!(e.tool(), Some(Tool::Eraser), "the tool stays");
    e.flip();
    assert!(!e.flipped());
}

#[test]
fn castling_is_offered_and_guessed_when_king_and_rook_are_placed() {
    let mut e = cleared();
    for (c, s) in [
        (Color::White, CastlingSide::King),
        (Color::White, CastlingSide::Queen),
        (Color::Black, CastlingSide::King),
        (Color::Black, CastlingSide::Queen),
    ] {
        assert!(!e.castling_offered(c, s));
    }
    e.put(Square::E1, piece('K'));
    assert!(!e.castling_offered(Color::White, CastlingSide::King));
    e.put(Square::H1, piece('R'));
    assert!(e.castling_offered(Color::White, CastlingSide::King));
    assert!(e.castling(Color::White, CastlingSide::King), "guessed on");
    assert!(!e.castling_offered(Color::White, CastlingSide::Queen));
    e.put(Square::E8, piece('k'));
    e.put(Square::A8, piece('r'));
    assert_eq!(e.fen(), "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    // The rook moved away: no longer offered, and the right is gone.
    e.move_piece(Square::H1, Square::H4);
    assert!(!e.castling_offered(Color::White, CastlingSide::King));
    assert!(!e.castling(Color::White, CastlingSide::King));
    // Back again: guessed on again.
    e.move_piece(Square::H4, Square::H1);
    assert!(e.castling(Color::White, CastlingSide::King));
    // The king leaves: both rights of its colour go.
    e.move_piece(Square::E8, Square::D8);
    assert!(!e.castling(Color::Black, CastlingSide::Queen));
    assert!(e.is_legal());
}

#[test]
fn a_castling_right_turned_off_stays_off_while_offered() {
    let mut e = Editor::default();
    assert!(e.toggle_castling(Color::White, CastlingSide::Queen));
    assert!(!e.castling(Color::White, CastlingSide::Queen));
    // Another edit elsewhere does not guess it on again.
    e.move_piece(Square::B1, Square::C3);
    assert!(!e.castling(Color::White, CastlingSide::Queen));
    assert_eq!(
        e.fen(),
        "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR w Kkq - 0 1"
    );
    // Not offered: cannot be turned on.
    e.move_piece(Square::A1, Square::A3);
    assert!(!e.toggle_castling(Color::White, CastlingSide::Queen));
    assert!(!e.castling(Color::White, CastlingSide::Queen));
}

#[test]
fn en_passant_is_offered_only_where_a_double_step_can_be_taken() {
    // White's pawn on e4, Black to move, no black pawn beside it: nothing offered.
    let mut e = editor("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
    assert!(e.ep_offered().is_empty());
    assert!(!e.set_ep(Some(Square::E3)));
    // A black pawn on d4 could take: e3 offered.
    e.put(Square::D4, piece('p'));
    assert_eq!(e.ep_offered(), vec![Square::E3]);
    assert!(e.set_ep(Some(Square::E3)));
    assert_eq!(e.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert!(e.is_legal());
    // On f4 as well.
    let mut f = editor("4k3/8/8/8/4Pp2/8/8/4K3 b - - 0 1");
    assert_eq!(f.ep_offered(), vec![Square::E3]);
    // White's pawn on its own second rank behind: the double step could not have passed.
    f.put(Square::E2, piece('P'));
    assert!(f.ep_offered().is_empty());
    // A capture that would leave the king in check is no capture.
    let pinned = editor("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1");
    assert!(pinned.ep_offered().is_empty());
}

#[test]
fn the_ep_square_goes_when_the_board_or_the_turn_no_longer_allows_it() {
    let mut e = editor("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert_eq!(e.ep_square(), Some(Square::E3));
    e.set_turn(Color::White);
    assert_eq!(e.ep_square(), None);
    let mut e = editor("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    e.remove(Square::D4);
    assert_eq!(e.ep_square(), None);
    assert!(e.set_ep(None));
}

#[test]
fn a_typed_ep_square_with_no_capture_is_dropped_as_fen_output_drops_it() {
    let e = editor("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    assert_eq!(e.ep_square(), None);
    assert!(e.is_legal());
}

#[test]
fn fen_round_trips() {
    for fen in [
        START_FEN,
        "r3k2r/pppq1ppp/2n5/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 12",
        "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w Kq - 7 30",
    ] {
        let e = editor(fen);
        assert_eq!(e.fen(), fen);
    }
    // A placement alone is read as `w - - 0 1`.
    assert_eq!(
        editor("4k3/8/8/8/8/8/8/4K3").fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn a_bad_fen_is_refused_and_the_position_stays() {
    let mut e = Editor::default();
    e.move_piece(Square::E2, Square::E4);
    let before = e.clone();
    let err = e.set_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
    assert!(matches!(err, Err(FenError::BadChar { ch: 'X', .. })));
    assert_eq!(e, before);
    assert!(matches!(e.set_fen(""), Err(FenError::Empty)));
    assert_eq!(e, before);
}

#[test]
fn a_fen_of_an_illegal_position_is_taken_with_its_reasons() {
    let mut e = Editor::default();
    // An impossible castling right is dropped, as the CLI drops it (issue 44).
    e.set_fen("4k3/8/8/8/8/8/8/4K2R w Kk - 0 1").unwrap();
    assert!(e.is_legal(), "{:?}", e.errors());
    assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let cli = Position::from_fen_lenient("4k3/8/8/8/8/8/8/4K2R w Kk - 0 1").unwrap();
    assert_eq!(e.fen(), cli.0.fen());
    // Shredder-FEN and X-FEN fields read as KQkq.
    e.set_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAa - 0 1").unwrap();
    assert_eq!(e.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    e.set_fen("r3k2r/8/8/8/8/8/8/R3K2R b Hh - 0 1").unwrap();
    assert_eq!(e.fen(), "r3k2r/8/8/8/8/8/8/R3K2R b Kk - 0 1");
    e.set_fen("4k3/8/8/8/8/4P3/8/4K3 b - e3 0 1").unwrap();
    assert_eq!(e.errors(), vec![PositionError::BadEpSquare(Square::E3)]);
}

#[test]
fn each_legality_reason_is_named() {
    let reasons = |fen: &str| editor(fen).errors();
    assert_eq!(
        reasons("8/8/8/8/8/8/8/4K3 w - - 0 1"),
        vec![PositionError::MissingKing(Color::Black)]
    );
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/K3K3 w - - 0 1"),
        vec![PositionError::TooManyKings(Color::White)]
    );
    assert_eq!(
        reasons("4k2P/8/8/8/8/8/8/p3K3 w - - 0 1"),
        vec![
            PositionError::PawnOnBackRank(Square::A1),
            PositionError::PawnOnBackRank(Square::H8)
        ]
    );
    // The side to move in check is a position like any other.
    assert!(reasons("4k3/8/8/8/8/8/8/4K2r w - - 0 1").is_empty());
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/4K2r b - - 0 1"),
        vec![PositionError::OppositeCheck]
    );
    assert_eq!(
        reasons("QQQQk3/QQQQ4/QQQQ4/QQQQ4/QQ6/8/8/4K3 b - - 0 1")
            .first()
            .copied(),
        Some(PositionError::TooManyPieces(Color::White))
    );
    assert_eq!(
        reasons("4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1"),
        vec![
            PositionError::TooManyPieces(Color::White),
            PositionError::PawnOnBackRank(Square::A1)
        ]
    );
    // An impossible castling right typed is dropped, never a reason.
    assert!(reasons("4k3/8/8/8/8/8/8/4K2R w Kq - 0 1").is_empty());
    assert_eq!(
        reasons("4k3/8/8/8/8/8/8/4K3 w - e6 0 1"),
        vec![PositionError::BadEpSquare(Square::E6)]
    );
    // Three pieces give check: no legal move can do that.
    assert_eq!(
        reasons("4k3/8/8/8/8/3nr3/8/r3K3 w - - 0 1"),
        vec![PositionError::ImpossibleCheck]
    );
}

#[test]
fn every_reason_is_listed_at_once_and_play_waits_for_none() {
    let e = editor("8/8/8/8/8/8/8/P3K2r b Q e3 0 1");
    let err = e.position().unwrap_err();
    assert_eq!(
        err.reasons,
        vec![
            PositionError::MissingKing(Color::Black),
            PositionError::PawnOnBackRank(Square::A1),
            PositionError::BadEpSquare(Square::E3),
        ]
    );
    assert!(!e.is_legal());
}

#[test]
fn a_position_set_up_by_taps_plays_with_castling_kept() {
    let mut e = cleared();
    for (sq, c) in [
        (Square::E1, 'K'),
        (Square::H1, 'R'),
        (Square::A1, 'R'),
        (Square::E8, 'k'),
    ] {
        if e.tool() != Some(Tool::Piece(piece(c))) {
            e.pick(Tool::Piece(piece(c)));
        }
        e.tap(sq);
    }
    e.set_turn(Color::White);
    let pos = e.position().unwrap();
    assert_eq!(pos.fen(), "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(pos.has_castling_right(Color::White, CastlingSide::King));
    assert!(pos
        .legal_moves()
        .iter()
        .any(|m| m.castling_side() == Some(CastlingSide::Queen)));
}

#[test]
fn the_editor_opens_on_a_position_with_what_a_fen_would_name() {
    let pos =
        Position::from_fen("rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2").unwrap();
    let e = Editor::from_position(&pos);
    assert_eq!(e.fen(), pos.fen());
    assert_eq!(e.ep_square(), Some(Square::D3));
    assert_eq!(e.position().unwrap(), pos);
}

#[test]
fn each_reason_is_worded_in_both_languages_with_its_article() {
    use escaque::text::editor::{castling_label, reason, reasons, tool_name, Label};
    use escaque::text::Lang;
    let e = editor("4k2P/8/8/8/8/8/8/p3K2R b Kq e3 0 1");
    let es = reasons(Lang::Es, &e.errors(), e.board());
    assert_eq!(
        es,
        vec![
            "Hay un peón en a1, en la primera o la última fila (Art. 3.7e).",
            "Hay un peón en h8, en la primera o la última fila (Art. 3.7e).",
            "La casilla de captura al paso e3 no sigue a ningún avance de dos casillas (Art. 3.7d).",
        ]
    );
    assert_eq!(
        reason(Lang::Es, PositionError::BadCastlingRights(Square::A8), e.board()),
        "Hay derecho de enroque con a8, pero el rey o la torre no están en su casilla (Art. 3.8.ii.1)."
    );
    let first_rank = editor("4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
    assert_eq!(
        reason(Lang::En, first_rank.errors()[0], first_rank.board()),
        "A pawn stands on a1, on the first or last rank (Art. 3.7a)."
    );
    let kings = editor("4k3/8/8/8/8/8/8/K3K3 w - - 0 1");
    assert_eq!(
        reason(Lang::Es, kings.errors()[0], kings.board()),
        "Las blancas tienen más de un rey (Art. 2.2)."
    );
    let check = editor("4k3/8/8/8/8/8/8/4K2r b - - 0 1");
    assert_eq!(
        reason(Lang::En, check.errors()[0], check.board()),
        "The side not to move is in check (Art. 3.9)."
    );
    assert_eq!(tool_name(Lang::Es, Tool::Piece(piece('q'))), "dama negra");
    assert_eq!(tool_name(Lang::En, Tool::Eraser), "Eraser");
    assert_eq!(
        castling_label(Lang::Es, Color::White, CastlingSide::King),
        "Blancas, 0-0 (flanco de rey)"
    );
    assert_eq!(Label::PlayFromHere.text(Lang::Es), "Jugar desde aquí");
}
