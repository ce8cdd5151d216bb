//! Saved positions (the teacher's lesson): the set written as one PGN text and read back, shapes as
//! `[%cal]`/`[%csl]`, the note as the game comment; bad input gives a typed error and never panics.

use escaque::rules::pgn::read_games;
use escaque::rules::Square;
use escaque::table::drawing::{Brush, Mark, Shape};
use escaque::table::positions::{from_pgn, to_pgn, PositionsError, SavedPosition, STORAGE_KEY};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// A lesson of three positions, shapes arrows first (as they are written).
fn lesson() -> Vec<SavedPosition> {
    vec![
        SavedPosition::new(
            "Lucena",
            "White builds a bridge: Rd4!",
            "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
            vec![
                Shape {
                    mark: Mark::Arrow(sq("c1"), sq("d1")),
                    brush: Brush::Green,
                },
                Shape {
                    mark: Mark::Arrow(sq("a2"), sq("a8")),
                    brush: Brush::Yellow,
                },
                Shape {
                    mark: Mark::Circle(sq("b8")),
                    brush: Brush::Red,
                },
            ],
        )
        .unwrap(),
        SavedPosition::new(
            "Castling both ways",
            "",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20",
            vec![Shape {
                mark: Mark::Circle(sq("e8")),
                brush: Brush::Blue,
            }],
        )
        .unwrap(),
        SavedPosition::new(
            "",
            "No title, no shapes",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            vec![],
        )
        .unwrap(),
    ]
}

#[test]
fn a_set_round_trips_through_one_pgn_text() {
    let set = lesson();
    let text = to_pgn(&set);
    assert_eq!(from_pgn(&text, false).unwrap(), set);
    // The FEN keeps the side to move, castling, en passant and the counters.
    assert_eq!(set[1].fen, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20");
    assert_eq!(set[2].fen, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
}

#[test]
fn each_position_is_a_game_with_setup_fen_event_and_its_shapes_in_the_comment() {
    let text = to_pgn(&lesson());
    let games = read_games(&text);
    assert_eq!(games.len(), 3);
    let g = games[0].as_ref().unwrap();
    assert_eq!(g.tag("Event"), Some("Lucena"));
    assert!(g.moves.is_empty());
    assert!(text.contains("[SetUp \"1\"]"));
    assert!(text.contains("[FEN \"1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1\"]"));
    assert!(text.contains("{ White builds a bridge: Rd4! [%cal Gc1d1,Ya2a8] [%csl Rb8] }"));
    // No title is written as PGN's unknown and read back as none.
    assert!(text.contains("[Event \"?\"]"));
}

#[test]
fn a_lichess_study_chapter_reads_with_its_shapes() {
    let text = "[Event \"Study: Ch 1\"]\n[Site \"https://lichess.org\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"]\n\n{ Opposition. [%csl Ge5,Re1][%cal Be1e2,Gx9y9] } *\n";
    let set = from_pgn(text, false).unwrap();
    assert_eq!(set.len(), 1);
    assert_eq!(set[0].title, "Study: Ch 1");
    assert_eq!(set[0].note, "Opposition.");
    assert_eq!(
        set[0].shapes,
        vec![
            Shape {
                mark: Mark::Circle(sq("e5")),
                brush: Brush::Green
            },
            Shape {
                mark: Mark::Circle(sq("e1")),
                brush: Brush::Red
            },
            Shape {
                mark: Mark::Arrow(sq("e1"), sq("e2")),
                brush: Brush::Blue
            },
        ]
    );
}

#[test]
fn bad_input_gives_a_typed_error() {
    assert!(matches!(
        SavedPosition::new("x", "", "not a fen", vec![]),
        Err(PositionsError::Fen(..))
    ));
    // Two white kings cannot be played: not kept.
    assert!(matches!(
        SavedPosition::new("x", "", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", vec![]),
        Err(PositionsError::Fen(..))
    ));
    assert_eq!(from_pgn("", false), Err(PositionsError::Empty));
    assert_eq!(from_pgn("  \n", true), Ok(vec![]));
    assert_eq!(
        from_pgn("1. e4 e5 *", false),
        Err(PositionsError::HasMoves(0))
    );
    assert!(matches!(
        from_pgn("[Event \"a\"]\n[FEN \"8/8/8 w\"]\n\n*\n", false),
        Err(PositionsError::Pgn(0, _))
    ));
}

#[test]
fn no_text_makes_it_panic() {
    let samples = [
        "{",
        "}",
        "[",
        "[%cal",
        "{[%cal G]}",
        "{[%csl Gz9,,R]}",
        "[FEN \"\"]",
        "*{[%cal Gaaaaa]}",
        "[Event \"é\"]{ñ [%csl Ré4]}*",
        "\u{feff}",
        "1.",
        "[SetUp \"1\"]",
    ];
    for s in samples {
        let _ = from_pgn(s, true);
        let _ = from_pgn(s, false);
    }
    assert_eq!(STORAGE_KEY, "escaque.positions.v1");
}
