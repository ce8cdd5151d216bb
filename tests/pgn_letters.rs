//! Piece letters in PGN (issue 20): English as the standard says, whatever the interface language;
//! Spanish letters (Laws, Appendix C) only for a whole game that does not read in English; a game
//! that reads to its end both ways, differently, is an error and never a guess.
//!
//! The games in `tests/data/letters/` are famous games (sources in `tests/data/SOURCES.md`); their
//! final positions below were worked out by hand from the moves, piece by piece, and each ends in
//! mate, which the board confirms on its own.

use escaque::rules::pgn::{
    read_games_with, Letters, MoveAt, PgnErrorKind, ReadOptions, SliceReader,
};
use escaque::rules::{
    read_games, resolve, Color, File, Lang, PgnError, PgnGame, Role, San, Square,
};

mod common;
use common::data;

const OPERA: &str = "letters/opera_game.pgn";
const IMMORTAL: &str = "letters/immortal_game.pgn";
const LASKER_THOMAS_ES: &str = "letters/lasker_thomas_es.pgn";

fn one(text: &str) -> Result<PgnGame, PgnError> {
    let mut games = read_games(text);
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0)
}

fn ucis(game: &PgnGame) -> Vec<String> {
    game.moves
        .iter()
        .map(|m| m.mv.map_or("0000".to_string(), |m| m.uci()))
        .collect()
}

fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// A piece move as a reader parses it: `role` to `to`, no origin given.
fn piece_to(role: Role, to: &str, capture: bool) -> San {
    San::Normal {
        role,
        file: None,
        rank: None,
        capture,
        to: sq(to),
        promotion: None,
    }
}

/// 1-based line and column (in characters) of the first `needle` in `text`.
fn place_of(text: &str, needle: &str) -> (usize, usize) {
    let at = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} not in text"));
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

#[test]
fn english_games_read_r_as_the_rook() {
    // Morphy's Opera game: every R is a rook, though 12...Rd8 would also be a legal king move.
    let g = one(&data(OPERA)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.moves.len(), 33);
    let u = ucis(&g);
    assert_eq!(u[23], "a8d8", "12...Rd8 is the a8 rook");
    assert_eq!(u[24], "d1d7", "13.Rxd7");
    assert_eq!(u[25], "d8d7", "13...Rxd7");
    assert_eq!(u[26], "h1d1", "14.Rd1");
    assert_eq!(u[32], "d1d8", "17.Rd8#");
    let end = g.final_position();
    assert_eq!(
        end.fen(),
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
    assert!(end.is_checkmate());

    // The Immortal game: 11.Rg1 is the h1 rook, though the king on f1 could go to g1 too.
    let g = one(&data(IMMORTAL)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.moves.len(), 45);
    assert_eq!(ucis(&g)[20], "h1g1", "11.Rg1");
    let end = g.final_position();
    assert_eq!(
        end.fen(),
        "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23"
    );
    assert!(end.is_checkmate());
}

#[test]
fn the_typed_move_box_still_reads_the_interface_language_first() {
    // Before 12...Rd8 of the Opera game, `Rd8` is the rook in English and the king in Spanish: the
    // danger the PGN rule removes, and the typed move box's reading, which stays as it was.
    let g = one(&data(OPERA)).unwrap();
    let mut pos = g.start.clone();
    for m in &g.moves[..23] {
        pos.play_unchecked(m.mv.unwrap());
    }
    assert_eq!(resolve(&pos, "Rd8", Lang::En).unwrap().uci(), "a8d8");
    assert_eq!(resolve(&pos, "Rd8", Lang::Es).unwrap().uci(), "e8d8");
    // The PGN reader has no interface language to be given: the default reads the game in English,
    // and English alone reads it the same.
    let only_en = ReadOptions {
        letters: Letters::Only(Lang::En),
        ..ReadOptions::default()
    };
    let en = read_games_with(&data(OPERA), only_en);
    assert_eq!(en[0].as_ref().unwrap(), &g);
}

#[test]
fn a_spanish_lettered_game_reads_whole_in_spanish() {
    // Lasker–Thomas, London 1912, written in the Laws' Spanish letters: R is the king throughout.
    let text = data(LASKER_THOMAS_ES);
    let g = one(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.moves.len(), 35);
    let u = ucis(&g);
    assert_eq!(u[15], "e8g8", "8...0-0");
    assert_eq!(u[21], "g8h7", "11...Rxh7, the king takes");
    assert_eq!(u[32], "h1h2", "17.Th2+, the rook");
    assert_eq!(u[34], "e1d2", "18.Rd2#, the king");
    // Moves are kept in English SAN, as Escaque writes them.
    assert_eq!(g.moves[21].san, "Kxh7");
    assert_eq!(g.moves[32].san, "Rh2+");
    assert_eq!(g.moves[34].san, "Kd2#");
    let end = g.final_position();
    assert_eq!(
        end.fen(),
        "rn3r2/pbppq1p1/1p2pN2/8/3P2NP/6P1/PPPKBP1R/R5k1 b - - 6 18"
    );
    assert!(end.is_checkmate());

    // In English letters alone it stops at the first Spanish letter, 2.Cf3: the whole-game
    // fallback is what reads it.
    let only_en = ReadOptions {
        letters: Letters::Only(Lang::En),
        ..ReadOptions::default()
    };
    let e = read_games_with(&text, only_en).remove(0).unwrap_err();
    assert_eq!((e.line, e.column), place_of(&text, "Cf3"));
    match &e.kind {
        PgnErrorKind::NotAMove { at, .. } => {
            assert_eq!(
                (at.number, at.color, at.text.as_str()),
                (2, Color::White, "Cf3")
            );
        }
        k => panic!("{k:?}"),
    }
}

/// Rook a1 and king e1, rook h8 and king e8: `1. Rd1 Rf8` is two rook moves in English and two
/// king moves in Spanish, every one legal.
const BOTH_WAYS: &str = "[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. Rd1 Rf8 *\n\n\
                         [Event \"next\"]\n\n1. e4 *\n";

#[test]
fn a_game_that_reads_both_ways_is_reported_not_guessed() {
    // Each reading alone gets to the end, with different moves.
    let only = |lang| {
        let options = ReadOptions {
            letters: Letters::Only(lang),
            ..ReadOptions::default()
        };
        ucis(read_games_with(BOTH_WAYS, options)[0].as_ref().unwrap())
    };
    assert_eq!(only(Lang::En), ["a1d1", "h8f8"]);
    assert_eq!(only(Lang::Es), ["e1d1", "e8f8"]);
    // So the standard reading refuses to choose, at the first move that differs.
    let games = read_games(BOTH_WAYS);
    assert_eq!(games.len(), 2);
    let e = games[0].as_ref().unwrap_err();
    assert_eq!((e.game, e.line, e.column), (1, 3, 4));
    assert_eq!(
        e.kind,
        PgnErrorKind::Letters {
            at: MoveAt {
                number: 1,
                color: Color::White,
                text: "Rd1".into(),
                san: Some(piece_to(Role::Rook, "d1", false)),
                letters: Lang::En,
            },
            english: piece_to(Role::Rook, "d1", false),
            spanish: piece_to(Role::King, "d1", false),
        }
    );
    // The command-line tool's English text says what each reading makes of it.
    let message = e.message();
    assert!(message.contains("rook move (Rd1)"), "{message}");
    assert!(message.contains("king move (Kd1 in English)"), "{message}");
    // Reading goes on with the next game.
    assert_eq!(ucis(games[1].as_ref().unwrap()), ["e2e4"]);
}

#[test]
fn games_that_read_one_way_only_or_the_same_both_ways_are_not_ambiguous() {
    // Rook moves no king could make: Spanish letters stop at once, English reads it.
    let g = one("[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. Ra7 Rh2 *").unwrap();
    assert_eq!(ucis(&g), ["a1a7", "h8h2"]);
    // King moves no rook could make, in Spanish letters: English stops at once, Spanish reads it.
    let g = one("[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. Rf2 Rd7 *").unwrap();
    assert_eq!(ucis(&g), ["e1f2", "e8d7"]);
    // Pawns and castling read the same in both letters: one game, no question.
    let g = one(
        "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n\n1. e4 e5 2. O-O 0-0-0 *",
    )
    .unwrap();
    assert_eq!(ucis(&g), ["e2e4", "e7e5", "e1g1", "e8c8"]);
}

#[test]
fn an_error_is_the_one_of_the_reading_that_got_further() {
    // A Spanish game with an illegal king move at move 18: English letters stop at 2.Cf3, Spanish
    // ones at 18.Rd3, which is the error told.
    let text = data(LASKER_THOMAS_ES).replace("18. Rd2#", "18. Rd3#");
    let e = one(&text).unwrap_err();
    assert_eq!((e.line, e.column), place_of(&text, "Rd3#"));
    assert_eq!(
        e.kind,
        PgnErrorKind::Illegal(MoveAt {
            number: 18,
            color: Color::White,
            text: "Rd3#".into(),
            san: Some(piece_to(Role::King, "d3", false)),
            letters: Lang::Es,
        })
    );

    // An English game with an illegal rook move at 13...: English gets there, Spanish stops at 2.Nf3.
    let text = data(OPERA).replace("13. Rxd7 Rxd7", "13. Rxd7 Rxd6");
    let e = one(&text).unwrap_err();
    assert_eq!((e.line, e.column), place_of(&text, "Rxd6"));
    assert_eq!(
        e.kind,
        PgnErrorKind::Illegal(MoveAt {
            number: 13,
            color: Color::Black,
            text: "Rxd6".into(),
            san: Some(piece_to(Role::Rook, "d6", true)),
            letters: Lang::En,
        })
    );
    assert_eq!(
        e.message(),
        "move 13 (black): `Rxd6`: no legal move matches"
    );

    // One Spanish letter in an English game is not English notation: the error is there (6.Ac4),
    // further than where Spanish letters stop (2.Nf3).
    let text = data(OPERA).replace("6. Bc4", "6. Ac4");
    let e = one(&text).unwrap_err();
    assert_eq!((e.line, e.column), place_of(&text, "Ac4"));
    match &e.kind {
        PgnErrorKind::NotAMove { at, expected } => {
            assert_eq!(
                (at.number, at.color, at.text.as_str()),
                (6, Color::White, "Ac4")
            );
            assert_eq!(
                *expected,
                "a piece letter (K, Q, R, B, N), a file or castling"
            );
        }
        k => panic!("{k:?}"),
    }

    // The same error for both readings (a king move no king can make): English is told.
    let e = one("1. e4 e5 2. Ke3 *").unwrap_err();
    assert_eq!((e.line, e.column), (1, 13));
    assert!(
        matches!(&e.kind, PgnErrorKind::Illegal(at) if at.san == Some(piece_to(Role::King, "e3", false)))
    );
}

#[test]
fn ambiguous_moves_carry_their_candidates() {
    // Knights on b1 and f3 can both go to d2.
    let e = one("[FEN \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\"]\n\n1. Nd2 *").unwrap_err();
    match &e.kind {
        PgnErrorKind::Ambiguous { at, candidates } => {
            assert_eq!((at.number, at.text.as_str()), (1, "Nd2"));
            let written: Vec<String> = candidates.iter().map(San::to_string).collect();
            assert_eq!(written, ["Nbd2", "Nfd2"]);
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn the_page_reads_slice_by_slice_with_the_same_rule() {
    // The import dialog's options (variations skipped), a game at a time: the same games and errors.
    let text = [
        data(OPERA),
        data(LASKER_THOMAS_ES),
        BOTH_WAYS.to_string(),
        data(IMMORTAL),
    ]
    .join("\n");
    let options = ReadOptions {
        variations: false,
        ..ReadOptions::default()
    };
    let mut r = SliceReader::new(text.clone(), options);
    let mut sliced = Vec::new();
    while !r.done() {
        sliced.extend(r.step(|n| n < 1).into_iter().map(|g| g.game));
    }
    let whole = read_games_with(&text, options);
    assert_eq!(sliced, whole);
    let kinds: Vec<Result<usize, bool>> = whole
        .iter()
        .map(|g| match g {
            Ok(g) => Ok(g.moves.len()),
            Err(e) => Err(matches!(e.kind, PgnErrorKind::Letters { .. })),
        })
        .collect();
    assert_eq!(kinds, [Ok(33), Ok(35), Err(true), Ok(1), Ok(45)]);
}

#[test]
fn spanish_letters_only_refuse_english_ones() {
    use escaque::rules::san::parse_san_only;
    // The Spanish letters of Appendix C, and nothing else, in a Spanish reading.
    assert_eq!(
        parse_san_only("Cf3", Lang::Es),
        Ok(piece_to(Role::Knight, "f3", false))
    );
    assert_eq!(
        parse_san_only("Rxe2", Lang::Es),
        Ok(piece_to(Role::King, "e2", true))
    );
    assert!(parse_san_only("Nf3", Lang::Es).is_err());
    assert!(parse_san_only("Bb5", Lang::Es).is_err());
    assert!(parse_san_only("e8=Q", Lang::Es).is_err());
    assert!(
        parse_san_only("e8=R", Lang::Es).is_err(),
        "a pawn cannot become a king"
    );
    assert!(parse_san_only("Cf3", Lang::En).is_err());
    assert!(parse_san_only("e8D", Lang::En).is_err());
    // Pawns, castling and figurines are the same in both.
    for text in ["exd5", "0-0-0", "O-O", "♘f3", "e8♕"] {
        assert_eq!(
            parse_san_only(text, Lang::Es),
            parse_san_only(text, Lang::En),
            "{text}"
        );
    }
    assert_eq!(
        parse_san_only("bxc3", Lang::Es),
        Ok(San::Normal {
            role: Role::Pawn,
            file: Some(File::B),
            rank: None,
            capture: true,
            to: sq("c3"),
            promotion: None,
        })
    );
}
