//! The board's input machine: gestures and keys turned into intents, and the table's refusals shown.

use escaque::rules::explain::Illegal;
use escaque::rules::{Move, Position, Role, Square};
use escaque::table::input::{BoardInput, Context, Key, Why, DRAG_THRESHOLD_PX};
use escaque::table::{Intent, Refusal, Table};

const CASTLING: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
const PROMOTION: &str = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn cx(pos: &Position) -> Context<'_> {
    Context {
        pos,
        blocked: None,
        reviewing: false,
        touched: None,
        tournament: None,
        demo: None,
    }
}

fn play(pos: &Position, from: Square, to: Square) -> Option<Intent> {
    Some(Intent::Play(pos.find_move(from, to, None).unwrap()))
}

/// The centre of a square in a 400 px board with White at the bottom.
fn px(sq: Square) -> (f64, f64) {
    (
        sq.file().index() as f64 * 50.0 + 25.0,
        (7 - sq.rank().index()) as f64 * 50.0 + 25.0,
    )
}

/// Presses, drags past the threshold and releases over `to`.
fn drag(
    b: &mut BoardInput,
    from: Square,
    to: Square,
    cx: &Context,
) -> (Option<Intent>, Option<Intent>) {
    let down = b.pointer_down(from, px(from), cx);
    b.pointer_move(px(to), Some(to));
    assert!(b.drag.is_some_and(|d| d.started));
    (down, b.pointer_up(Some(to), cx))
}

/// Presses and releases without moving.
fn click(b: &mut BoardInput, sq: Square, cx: &Context) -> Option<Intent> {
    let down = b.pointer_down(sq, px(sq), cx);
    let up = b.pointer_up(Some(sq), cx);
    assert_eq!(up, None, "a click makes its intent on the press");
    down
}

#[test]
fn drag_a_piece_to_a_target() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    assert_eq!(
        b.pointer_down(Square::E2, px(Square::E2), &c),
        Some(Intent::Touch(Square::E2))
    );
    assert_eq!(b.selected, Some(Square::E2));
    assert_eq!(b.hints(&c).count(), 2);
    // Within the threshold it is still a click.
    b.pointer_move(
        (px(Square::E2).0 + DRAG_THRESHOLD_PX, px(Square::E2).1),
        Some(Square::E2),
    );
    assert!(!b.drag.unwrap().started);
    b.pointer_move(px(Square::E4), Some(Square::E4));
    let d = b.drag.unwrap();
    assert!(d.started);
    assert_eq!(
        (d.from, d.over, d.at),
        (Square::E2, Some(Square::E4), px(Square::E4))
    );
    assert_eq!(
        b.pointer_up(Some(Square::E4), &c),
        play(&p, Square::E2, Square::E4)
    );
    assert_eq!((b.selected, b.drag), (None, None));
}

#[test]
fn a_pointer_move_changes_the_look_only_when_the_drag_begins_or_crosses_into_another_square() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    assert!(
        !b.pointer_move(px(Square::E4), Some(Square::E4)),
        "no drag: nothing to show"
    );
    b.pointer_down(Square::E2, px(Square::E2), &c);
    let (x, y) = px(Square::E2);
    // Within the threshold: still a click, nothing new on the board.
    assert!(!b.pointer_move((x + DRAG_THRESHOLD_PX, y), Some(Square::E2)));
    // Past it: the drag begins (the piece is lifted), over its own square.
    assert!(b.pointer_move((x + DRAG_THRESHOLD_PX + 1.0, y), Some(Square::E2)));
    // Moving within the square: the ghost follows, the board's look does not change.
    assert!(!b.pointer_move((x + DRAG_THRESHOLD_PX + 3.0, y - 2.0), Some(Square::E2)));
    assert_eq!(
        b.drag.unwrap().at,
        (x + DRAG_THRESHOLD_PX + 3.0, y - 2.0),
        "the position is kept"
    );
    // Into another square, and off the board: the square under the pointer is shown.
    assert!(b.pointer_move(px(Square::E3), Some(Square::E3)));
    assert!(!b.pointer_move(px(Square::E3), Some(Square::E3)));
    assert!(b.pointer_move((900.0, 900.0), None));
    assert!(b.pointer_move(px(Square::E4), Some(Square::E4)));
    assert_eq!(
        b.pointer_up(Some(Square::E4), &c),
        play(&p, Square::E2, Square::E4)
    );
}

#[test]
fn a_drag_back_home_keeps_the_piece_selected_and_off_the_board_puts_it_down() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    b.pointer_down(Square::G1, px(Square::G1), &c);
    b.pointer_move(px(Square::F3), Some(Square::F3));
    b.pointer_move(px(Square::G1), Some(Square::G1));
    assert_eq!(b.pointer_up(Some(Square::G1), &c), None);
    assert_eq!(b.selected, Some(Square::G1));
    // Then a click on a target plays it.
    assert_eq!(
        click(&mut b, Square::F3, &c),
        play(&p, Square::G1, Square::F3)
    );
    // Dropped outside the board: nothing held.
    b.pointer_down(Square::G1, px(Square::G1), &c);
    b.pointer_move((900.0, 900.0), None);
    assert_eq!(b.pointer_up(None, &c), None);
    assert_eq!(b.selected, None);
    // A cancelled pointer ends the drag and keeps the selection.
    b.pointer_down(Square::B1, px(Square::B1), &c);
    b.pointer_move(px(Square::C3), Some(Square::C3));
    b.pointer_cancel();
    assert_eq!((b.selected, b.drag), (Some(Square::B1), None));
    assert_eq!(b.pointer_up(Some(Square::C3), &c), None, "no drag to end");
}

#[test]
fn click_click_and_switching_and_putting_down() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    assert_eq!(
        click(&mut b, Square::E2, &c),
        Some(Intent::Touch(Square::E2))
    );
    assert_eq!(b.selected, Some(Square::E2));
    // Another own piece: the selection moves to it.
    assert_eq!(
        click(&mut b, Square::G1, &c),
        Some(Intent::Touch(Square::G1))
    );
    assert_eq!(b.selected, Some(Square::G1));
    // The selected piece again: put down.
    click(&mut b, Square::G1, &c);
    assert_eq!(b.selected, None);
    // A click on an empty square with nothing held does nothing.
    assert_eq!(click(&mut b, Square::E4, &c), None);
    assert_eq!((b.selected, &b.explanation), (None, &None));
    click(&mut b, Square::G1, &c);
    assert_eq!(
        click(&mut b, Square::H3, &c),
        play(&p, Square::G1, Square::H3)
    );
    assert_eq!(b.selected, None);
    // The table accepted it: the cursor follows the move.
    b.moved(p.find_move(Square::G1, Square::H3, None).unwrap());
    assert_eq!(b.cursor, Square::H3);
}

#[test]
fn a_drop_on_an_illegal_square_explains_by_the_rules() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    let (_, up) = drag(&mut b, Square::E2, Square::E5, &c);
    assert_eq!(up, None);
    assert_eq!(b.selected, None);
    let e = b.explanation.clone().expect("an explanation");
    assert!(matches!(e.why, Why::Rule(_)), "{e:?}");
    assert_eq!(e.pos, p);
    // A click-click to an illegal square explains too: a bishop blocked by its pawn.
    click(&mut b, Square::C1, &c);
    assert!(matches!(b.explanation, Some(ref e) if matches!(e.why, Why::Rule(_))));
    let mut b = BoardInput::default();
    click(&mut b, Square::F1, &c);
    assert_eq!(b.selected, None, "the bishop cannot move at all");
    let mut b = BoardInput::default();
    click(&mut b, Square::D2, &c);
    assert_eq!(click(&mut b, Square::D5, &c), None);
    assert!(matches!(b.explanation, Some(ref e) if matches!(e.why, Why::Rule(_))));
    // The next pick-up clears the message.
    click(&mut b, Square::E2, &c);
    assert_eq!(b.explanation, None);
}

#[test]
fn lifting_a_piece_that_cannot_move_explains() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    assert_eq!(b.pointer_down(Square::A1, px(Square::A1), &c), None);
    assert_eq!((b.selected, b.drag), (None, None));
    let e = b.explanation.clone().unwrap();
    assert!(
        matches!(
            e.why,
            Why::Rule(Illegal::NoFreeSquare {
                from: Square::A1,
                ..
            })
        ),
        "{e:?}"
    );
    // An opponent's piece.
    assert_eq!(b.pointer_down(Square::E7, px(Square::E7), &c), None);
    assert!(matches!(
        b.explanation.as_ref().unwrap().why,
        Why::Rule(Illegal::NotYourTurn {
            from: Square::E7,
            ..
        })
    ));
    assert_eq!(b.hints(&c).count(), 0);
}

#[test]
fn promotion_opens_the_chooser() {
    let p = pos(PROMOTION);
    let c = cx(&p);
    let mut b = BoardInput::default();
    let (down, up) = drag(&mut b, Square::A7, Square::A8, &c);
    assert_eq!(down, Some(Intent::Touch(Square::A7)));
    assert_eq!(up, None, "the choice comes first");
    assert_eq!(b.promotion, Some((Square::A7, Square::A8)));
    // While it is open, the board does not take presses or keys.
    assert_eq!(b.pointer_down(Square::E1, px(Square::E1), &c), None);
    assert_eq!(b.key(Key::Right, false, &c), (false, None));
    assert_eq!(b.promotion, Some((Square::A7, Square::A8)));
    let knight = b.choose(Role::Knight, &c);
    let m = p
        .find_move(Square::A7, Square::A8, Some(Role::Knight))
        .unwrap();
    assert_eq!(knight, Some(Intent::Play(m)));
    assert!(matches!(
        m,
        Move::Normal {
            promotion: Some(Role::Knight),
            ..
        }
    ));
    assert_eq!((b.promotion, b.selected), (None, None));
    assert_eq!(
        b.choose(Role::Queen, &c),
        None,
        "nothing to choose any more"
    );
    // By click-click, then cancelled.
    click(&mut b, Square::A7, &c);
    assert_eq!(click(&mut b, Square::A8, &c), None);
    assert_eq!(b.promotion, Some((Square::A7, Square::A8)));
    b.cancel();
    assert_eq!((b.promotion, b.selected, b.drag), (None, None, None));
    assert_eq!(b.choose(Role::Queen, &c), None);
}

#[test]
fn touch_move_holds_the_touched_piece() {
    let p = Position::new();
    let mut c = cx(&p);
    let mut b = BoardInput::default();
    assert_eq!(
        click(&mut b, Square::E2, &c),
        Some(Intent::Touch(Square::E2))
    );
    // The table bound e2.
    c.touched = Some(Square::E2);
    assert_eq!(b.pointer_down(Square::G1, px(Square::G1), &c), None);
    assert_eq!(b.selected, Some(Square::E2));
    assert_eq!(b.drag, None);
    let e = b.explanation.clone().unwrap();
    assert_eq!(
        e.why,
        Why::Table(Refusal::TouchMove {
            touched: Square::E2,
            tried: Square::G1
        })
    );
    // The touched piece still moves, by a click on its target.
    assert_eq!(
        click(&mut b, Square::E4, &c),
        play(&p, Square::E2, Square::E4)
    );
    // With nothing selected, pressing another own piece also brings back the touched one.
    let mut b = BoardInput::default();
    b.key(Key::Down, false, &c); // e1
    assert_eq!(b.key(Key::Select, false, &c), (true, None));
    assert_eq!(b.selected, Some(Square::E2));
}

#[test]
fn the_tables_touch_move_refusal_keeps_the_touched_piece() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    click(&mut b, Square::G1, &c);
    // The machine did not know g1 was not the touched piece; the table refuses the move.
    assert_eq!(
        click(&mut b, Square::F3, &c),
        play(&p, Square::G1, Square::F3)
    );
    let r = Refusal::TouchMove {
        touched: Square::E2,
        tried: Square::G1,
    };
    b.refused(r, &p);
    assert_eq!(b.selected, Some(Square::E2));
    assert_eq!(b.explanation.as_ref().unwrap().why, Why::Table(r));
    // Other refusals put everything down.
    b.refused(Refusal::RookFirst { rook: Square::H1 }, &p);
    assert_eq!(b.selected, None);
    b.selected = Some(Square::E2);
    b.refused(Refusal::Paused, &p);
    assert_eq!((b.selected, b.promotion, b.drag), (None, None, None));
    assert_eq!(
        b.explanation.as_ref().unwrap().why,
        Why::Table(Refusal::Paused)
    );
    // reset clears everything but the cursor.
    b.cursor = Square::C3;
    b.reset();
    assert_eq!(
        b,
        BoardInput {
            cursor: Square::C3,
            ..BoardInput::default()
        }
    );
}

#[test]
fn castling_by_king_then_own_rook() {
    let p = pos(CASTLING);
    let c = cx(&p);
    let mut b = BoardInput::default();
    click(&mut b, Square::E1, &c);
    let castle = click(&mut b, Square::H1, &c);
    assert!(matches!(
        castle,
        Some(Intent::Play(Move::Castle {
            king: Square::E1,
            rook: Square::H1
        }))
    ));
    // Or the king dragged two squares.
    let mut b = BoardInput::default();
    let (_, up) = drag(&mut b, Square::E1, Square::C1, &c);
    assert!(matches!(
        up,
        Some(Intent::Play(Move::Castle {
            king: Square::E1,
            rook: Square::A1
        }))
    ));
    // A rook that is not a castling rook switches the selection instead.
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    click(&mut b, Square::E2, &c);
    assert_eq!(click(&mut b, Square::H1, &c), None);
    assert!(matches!(b.explanation.as_ref().unwrap().why, Why::Rule(_)));
}

#[test]
fn a_king_that_may_castle_hints_its_rooks_too() {
    let p = pos(CASTLING);
    let c = cx(&p);
    let mut b = BoardInput::default();
    click(&mut b, Square::E1, &c);
    let hints = b.hints(&c);
    // The king's own steps and targets, and each rook it may castle with (a drop there castles).
    for sq in [
        Square::D1,
        Square::F1,
        Square::C1,
        Square::G1,
        Square::A1,
        Square::H1,
    ] {
        assert!(hints.contains(sq), "{sq} is hinted");
    }
    assert_eq!(hints.count(), 6);
    assert_eq!(hints, escaque::table::input::targets(&p, Square::E1));
    // Queenside only (a rook holds f1 and f2): neither g1 nor h1 is hinted.
    let p = pos("r3kr2/ppppp1pp/8/8/8/8/PPPPP1PP/R3K2R w KQq - 0 1");
    let c = cx(&p);
    let mut b = BoardInput::default();
    click(&mut b, Square::E1, &c);
    let hints = b.hints(&c);
    assert_eq!(
        hints.into_iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        ["a1", "c1", "d1"]
    );
    // A rook lifted hints no king, and no castling is hinted where it is not allowed.
    let mut b = BoardInput::default();
    click(&mut b, Square::H1, &c);
    assert!(!b.hints(&c).contains(Square::E1));
    let p = pos("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1");
    let c = cx(&p);
    let mut b = BoardInput::default();
    click(&mut b, Square::E1, &c);
    assert_eq!(b.hints(&c).count(), 2, "d1 and f1 only");
    // Never in tournament practice: no hints at all there.
    let p = pos(CASTLING);
    let setup = p.to_setup_as_played();
    let c = Context {
        tournament: Some(escaque::table::input::Tournament {
            board: &setup,
            any_square: false,
        }),
        ..cx(&p)
    };
    let mut b = BoardInput::default();
    click(&mut b, Square::E1, &c);
    assert_eq!(b.selected, Some(Square::E1));
    assert!(b.hints(&c).is_empty());
}

#[test]
fn castling_with_the_table_rook_first() {
    // With touch-move, the rook touched first: the table refuses castling and the board puts down.
    let p = pos(CASTLING);
    let mut t = Table::new(
        escaque::game::Game::new(p.clone(), escaque::game::RuleSet::Fide),
        None,
    );
    t.apply(
        Intent::Configure(escaque::table::Settings {
            touch_move: true,
            ..Default::default()
        }),
        0,
    )
    .unwrap();
    let mut b = BoardInput::default();
    let touch = click(&mut b, Square::H1, &cx(&p)).unwrap();
    t.apply(touch, 0).unwrap();
    assert_eq!(t.touched(), Some(Square::H1));
    let c = Context {
        touched: t.touched(),
        ..cx(&p)
    };
    // Pressing the king is pressing another own piece: the rook stays in hand.
    assert_eq!(click(&mut b, Square::E1, &c), None);
    assert_eq!(b.selected, Some(Square::H1));
    let castle = p.find_move(Square::E1, Square::G1, None).unwrap();
    let r = t.apply(Intent::Play(castle), 0).unwrap_err();
    assert_eq!(r, Refusal::RookFirst { rook: Square::H1 });
    b.refused(r, &p);
    assert_eq!(b.selected, None);
}

#[test]
fn keyboard_moves_the_cursor_and_plays() {
    let p = Position::new();
    let c = cx(&p);
    let mut b = BoardInput::default();
    assert_eq!(b.cursor, Square::E2);
    assert_eq!(b.key(Key::Up, false, &c), (true, None));
    assert_eq!(b.cursor, Square::E3);
    b.key(Key::Left, false, &c);
    assert_eq!(b.cursor, Square::D3);
    b.key(Key::Right, false, &c);
    b.key(Key::Right, false, &c);
    assert_eq!(b.cursor, Square::F3);
    b.key(Key::Down, false, &c);
    assert_eq!(b.cursor, Square::F2);
    b.key(Key::Home, false, &c);
    assert_eq!(b.cursor, Square::A2);
    b.key(Key::Left, false, &c);
    assert_eq!(b.cursor, Square::A2, "the edge stops the cursor");
    b.key(Key::End, false, &c);
    assert_eq!(b.cursor, Square::H2);
    b.key(Key::Right, false, &c);
    assert_eq!(b.cursor, Square::H2);
    // Flipped: Black at the bottom, every direction turns round.
    b.key(Key::Up, true, &c);
    assert_eq!(b.cursor, Square::H1);
    b.key(Key::Up, true, &c);
    assert_eq!(b.cursor, Square::H1);
    b.key(Key::Left, true, &c);
    assert_eq!(b.cursor, Square::H1);
    b.key(Key::Right, true, &c);
    assert_eq!(b.cursor, Square::G1);
    b.key(Key::Down, true, &c);
    assert_eq!(b.cursor, Square::G2);
    b.key(Key::Home, true, &c);
    assert_eq!(b.cursor, Square::H2, "Home is the first file as shown");
    b.key(Key::End, true, &c);
    assert_eq!(b.cursor, Square::A2);
    // Select picks up the knight, the cursor goes to f3, Select drops it.
    b.key(Key::Right, false, &c);
    b.key(Key::Right, false, &c);
    b.key(Key::Right, false, &c);
    b.key(Key::Right, false, &c);
    b.key(Key::Right, false, &c);
    b.key(Key::Right, false, &c);
    b.key(Key::Down, false, &c);
    assert_eq!(b.cursor, Square::G1);
    assert_eq!(
        b.key(Key::Select, false, &c),
        (true, Some(Intent::Touch(Square::G1)))
    );
    assert_eq!(b.selected, Some(Square::G1));
    assert_eq!(b.drag, None, "the keyboard does not drag");
    b.key(Key::Up, false, &c);
    b.key(Key::Up, false, &c);
    b.key(Key::Left, false, &c);
    assert_eq!(b.cursor, Square::F3);
    assert_eq!(
        b.key(Key::Select, false, &c),
        (true, play(&p, Square::G1, Square::F3))
    );
    assert_eq!(b.selected, None);
    // Select on the selected piece puts it down; Escape too.
    b.cursor = Square::B1;
    b.key(Key::Select, false, &c);
    assert_eq!(b.selected, Some(Square::B1));
    assert_eq!(b.key(Key::Select, false, &c), (true, None));
    assert_eq!(b.selected, None);
    b.key(Key::Select, false, &c);
    assert_eq!(b.key(Key::Escape, false, &c), (true, None));
    assert_eq!(b.selected, None);
}

#[test]
fn blocked_boards_explain_the_table() {
    let p = Position::new();
    for r in [Refusal::GameOver, Refusal::Paused] {
        let c = Context {
            blocked: Some(r),
            ..cx(&p)
        };
        let mut b = BoardInput::default();
        assert_eq!(b.pointer_down(Square::E2, px(Square::E2), &c), None);
        assert_eq!((b.selected, b.drag), (None, None));
        assert_eq!(b.explanation.as_ref().unwrap().why, Why::Table(r));
        assert_eq!(b.key(Key::Select, false, &c), (true, None));
        assert_eq!(b.selected, None);
        // A piece held before the block moves nowhere and shows no hints.
        let mut b = BoardInput {
            selected: Some(Square::E2),
            ..BoardInput::default()
        };
        assert_eq!(b.hints(&c).count(), 0);
        assert_eq!(b.pointer_down(Square::E4, px(Square::E4), &c), None);
    }
}

#[test]
fn reviewing_does_nothing() {
    let p = Position::new();
    let c = Context {
        reviewing: true,
        ..cx(&p)
    };
    let mut b = BoardInput::default();
    assert_eq!(b.pointer_down(Square::E2, px(Square::E2), &c), None);
    assert_eq!(b.pointer_up(Some(Square::E2), &c), None);
    assert_eq!(b.pointer_down(Square::A1, px(Square::A1), &c), None);
    assert_eq!(
        b,
        BoardInput::default(),
        "no selection, no drag, no message"
    );
    assert_eq!(b.key(Key::Select, false, &c), (true, None));
    assert_eq!(b.selected, None);
    // Something selected before the review: no hints, no move.
    let mut b = BoardInput {
        selected: Some(Square::E2),
        ..BoardInput::default()
    };
    assert_eq!(b.hints(&c).count(), 0);
    assert_eq!(b.pointer_down(Square::E4, px(Square::E4), &c), None);
    assert_eq!(b.explanation, None);
}

#[test]
fn show_and_moved_clear_and_set_messages() {
    let p = Position::new();
    let mut b = BoardInput::default();
    b.show(Why::ClaimWithMove, &p);
    assert_eq!(b.explanation.as_ref().unwrap().why, Why::ClaimWithMove);
    b.selected = Some(Square::E2);
    b.promotion = Some((Square::A7, Square::A8));
    let m = p.find_move(Square::E2, Square::E4, None).unwrap();
    b.moved(m);
    assert_eq!(
        b,
        BoardInput {
            cursor: Square::E4,
            ..BoardInput::default()
        }
    );
}
