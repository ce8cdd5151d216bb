//! Demonstration mode: a mode of the board's input machine (any piece to any square, a capture by
//! dropping, a piece off by dragging it out) and a board the table holds beside the game (no rules,
//! no clock, no record), with the arrows kept and "play from here" through the editor's check.

use escaque::clock::Controls;
use escaque::game::{Game, RuleSet};
use escaque::rules::{Color, Piece, Position, PositionError, Role, Square};
use escaque::table::demo::DemoAct;
use escaque::table::drawing::{Brush, Drawing, Mark, Shape};
use escaque::table::input::{BoardInput, Context};
use escaque::table::{Event, Intent, Table};

fn px(sq: Square) -> (f64, f64) {
    (
        sq.file().index() as f64 * 50.0 + 25.0,
        (7 - sq.rank().index()) as f64 * 50.0 + 25.0,
    )
}

fn drag(b: &mut BoardInput, from: Square, to: Option<Square>, cx: &Context) -> Option<Intent> {
    assert_eq!(b.pointer_down(from, px(from), cx), None);
    b.pointer_move((500.0, 500.0), to);
    b.pointer_up(to, cx)
}

fn demo_table() -> Table {
    let mut t = Table::default();
    t.apply(Intent::Demo(DemoAct::Start), 0).unwrap();
    t
}

/// Applies what the input machine made, with the context read from the table as the page reads it.
fn gesture(
    t: &mut Table,
    input: &mut BoardInput,
    f: impl FnOnce(&mut BoardInput, &Context) -> Option<Intent>,
) -> Vec<Event> {
    let snap = t.snapshot();
    let pos = snap.position.clone();
    let cx = snap.board_context(&pos, false, false);
    let intent = f(input, &cx).expect("an intent");
    t.apply(intent, 1000).unwrap()
}

#[test]
fn any_piece_goes_to_any_square_in_demo_mode() {
    let mut t = demo_table();
    let mut input = BoardInput::default();
    // Black's knight, with White to move, to a square no knight reaches.
    let ev = gesture(&mut t, &mut input, |b, cx| {
        drag(b, Square::G8, Some(Square::G4), cx)
    });
    assert_eq!(
        ev,
        vec![Event::DemoMoved {
            from: Square::G8,
            to: Square::G4,
            capture: false
        }]
    );
    let demo = t.demo().unwrap();
    assert_eq!(
        demo.board.piece_at(Square::G4),
        Some(Piece {
            color: Color::Black,
            role: Role::Knight
        })
    );
    assert_eq!(demo.board.piece_at(Square::G8), None);
    // No hints, no explanation, no record: the game is untouched.
    assert!(t.game().moves().is_empty());
    assert_eq!(t.board(), Table::default().board());
}

#[test]
fn a_drop_on_a_piece_takes_it_and_a_click_moves_too() {
    let mut t = demo_table();
    let mut input = BoardInput::default();
    let ev = gesture(&mut t, &mut input, |b, cx| {
        drag(b, Square::D1, Some(Square::D7), cx)
    });
    assert_eq!(
        ev,
        vec![Event::DemoMoved {
            from: Square::D1,
            to: Square::D7,
            capture: true
        }]
    );
    assert_eq!(
        t.demo().unwrap().board.piece_at(Square::D7),
        Some(Piece {
            color: Color::White,
            role: Role::Queen
        })
    );
    // A click on a piece lifts it, a click on another square (held by a piece or not) sends it.
    let snap = t.snapshot();
    let pos = snap.position.clone();
    let cx = snap.board_context(&pos, false, false);
    assert_eq!(input.pointer_down(Square::E8, px(Square::E8), &cx), None);
    assert_eq!(input.pointer_up(Some(Square::E8), &cx), None);
    assert_eq!(input.selected, Some(Square::E8));
    assert_eq!(input.hints(&cx), escaque::rules::Bitboard::EMPTY);
    let sent = input.pointer_down(Square::D7, px(Square::D7), &cx);
    assert_eq!(
        sent,
        Some(Intent::Demo(DemoAct::Move {
            from: Square::E8,
            to: Square::D7
        }))
    );
    t.apply(sent.unwrap(), 2000).unwrap();
    assert_eq!(
        t.demo().unwrap().board.piece_at(Square::D7),
        Some(Piece {
            color: Color::Black,
            role: Role::King
        })
    );
}

#[test]
fn a_piece_dragged_off_the_board_leaves_it() {
    let mut t = demo_table();
    let mut input = BoardInput::default();
    let ev = gesture(&mut t, &mut input, |b, cx| drag(b, Square::A2, None, cx));
    assert_eq!(ev, vec![Event::DemoRemoved(Square::A2)]);
    assert_eq!(t.demo().unwrap().board.piece_at(Square::A2), None);
    assert_eq!(input.selected, None);
}

#[test]
fn outside_demo_mode_the_machine_is_as_before() {
    let t = Table::default();
    let snap = t.snapshot();
    let pos = snap.position.clone();
    let cx = snap.board_context(&pos, false, false);
    assert!(cx.demo.is_none());
    let mut input = BoardInput::default();
    assert_eq!(
        input.pointer_down(Square::E2, px(Square::E2), &cx),
        Some(Intent::Touch(Square::E2))
    );
    input.pointer_move((500.0, 500.0), None);
    assert_eq!(
        input.pointer_up(None, &cx),
        None,
        "off the board: nothing, outside demo mode"
    );
}

#[test]
fn demo_mode_changes_neither_the_clock_nor_the_record() {
    let controls = Controls::parse("300+3").unwrap().expect("a clock");
    let mut t = Table::new(Game::new(Position::new(), RuleSet::Fide), Some(controls));
    t.apply(
        Intent::Play(
            Position::new()
                .find_move(Square::E2, Square::E4, None)
                .unwrap(),
        ),
        1_000,
    )
    .unwrap();
    // Black's clock runs; entering demo mode stops it, as a pause.
    let ev = t.apply(Intent::Demo(DemoAct::Start), 5_000).unwrap();
    assert_eq!(ev, vec![Event::Paused, Event::DemoStarted]);
    let black = t.remaining(Color::Black, 5_000);
    let record = t.game().clone();
    t.apply(
        Intent::Demo(DemoAct::Move {
            from: Square::E7,
            to: Square::E5,
        }),
        9_000,
    )
    .unwrap();
    t.apply(Intent::Demo(DemoAct::Remove(Square::A1)), 60_000)
        .unwrap();
    assert_eq!(t.remaining(Color::Black, 600_000), black, "no time spent");
    assert_eq!(t.game(), &record, "nothing recorded");
    // The demonstration board started from the board shown.
    assert_eq!(
        t.demo().unwrap().board.piece_at(Square::E4),
        Some(Piece {
            color: Color::White,
            role: Role::Pawn
        })
    );
    assert_eq!(
        t.apply(Intent::Demo(DemoAct::Stop), 61_000).unwrap(),
        vec![Event::DemoEnded]
    );
    assert_eq!(t.demo(), None);
    assert_eq!(t.game(), &record);
    assert_eq!(t.snapshot().demo, None);
}

#[test]
fn moves_while_the_mode_is_off_change_nothing() {
    let mut t = Table::default();
    let ev = t
        .apply(
            Intent::Demo(DemoAct::Move {
                from: Square::E2,
                to: Square::E4,
            }),
            0,
        )
        .unwrap();
    assert!(ev.is_empty());
    assert_eq!(t, Table::default());
}

#[test]
fn arrows_are_kept_across_demo_moves() {
    let mut t = demo_table();
    let mut d = Drawing::default();
    d.set_keep(true);
    assert!(!d.clears_on_press());
    d.follow(t.demo().unwrap(), true);
    d.toggle(Shape {
        mark: Mark::of(Square::E2, Square::E4),
        brush: Brush::Green,
    });
    t.apply(
        Intent::Demo(DemoAct::Move {
            from: Square::E2,
            to: Square::E4,
        }),
        0,
    )
    .unwrap();
    d.follow(t.demo().unwrap(), true);
    assert_eq!(d.shapes().len(), 1, "the arrow stays");
    // Outside demo mode a change of the board clears them, as before.
    d.set_keep(false);
    t.apply(
        Intent::Demo(DemoAct::Move {
            from: Square::E4,
            to: Square::E5,
        }),
        0,
    )
    .unwrap();
    d.follow(t.demo().unwrap(), true);
    assert!(d.shapes().is_empty());
}

#[test]
fn leaving_offers_play_from_here_through_the_editors_check() {
    let mut t = demo_table();
    t.apply(
        Intent::Demo(DemoAct::Move {
            from: Square::E2,
            to: Square::E4,
        }),
        0,
    )
    .unwrap();
    t.apply(
        Intent::Demo(DemoAct::Move {
            from: Square::G1,
            to: Square::F3,
        }),
        0,
    )
    .unwrap();
    // The last piece moved was White's: Black to move; White's king may still castle, the
    // double step's square is named only where a capture could follow (none here).
    let pos = t.demo_editor().unwrap().position().unwrap();
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 1"
    );
    let start = Intent::NewGame {
        start: pos.clone(),
        rules: RuleSet::Casual,
        controls: None,
    };
    assert_eq!(
        t.request(start.clone()),
        start,
        "no game with moves: no question"
    );
    t.apply(start, 0).unwrap();
    assert_eq!(t.demo(), None, "a new game ends the demonstration");
    assert_eq!(t.game().position(), &pos);

    // An impossible board is refused with its reasons.
    let mut t = demo_table();
    t.apply(Intent::Demo(DemoAct::Remove(Square::E8)), 0)
        .unwrap();
    let err = t.demo_editor().unwrap().position().unwrap_err();
    assert_eq!(err.reasons, vec![PositionError::MissingKing(Color::Black)]);
}

#[test]
fn play_from_here_asks_first_over_a_game_with_moves() {
    let mut t = Table::default();
    t.apply(
        Intent::Play(
            Position::new()
                .find_move(Square::E2, Square::E4, None)
                .unwrap(),
        ),
        0,
    )
    .unwrap();
    t.apply(Intent::Demo(DemoAct::Start), 0).unwrap();
    let pos = t.demo_editor().unwrap().position().unwrap();
    let start = Intent::NewGame {
        start: pos,
        rules: RuleSet::Casual,
        controls: None,
    };
    assert!(matches!(
        t.request(start),
        Intent::Ask {
            ask: escaque::table::Ask::Discard,
            ..
        }
    ));
}
