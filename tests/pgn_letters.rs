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
use escaque::rules::{read_games, resolve, Color, File, Lang, PgnError, PgnGame, Role, San};

mod common;
use common::{data, sq};

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

// ---------------------------------------------------------------------------------------------
// The page's wording (src/text/pgn.rs)
// ---------------------------------------------------------------------------------------------

use escaque::rules::pgn::Found;
use escaque::rules::{FenError, Position, PositionError, SanError};
use escaque::text::pgn::{expected_text, move_label, pgn_error};

#[test]
fn an_illegal_move_is_told_in_the_page_language_with_its_number_and_text() {
    // The English game's rook move, shown to a Spanish reader with the Spanish letter and the text
    // as it stands.
    let text = data(OPERA).replace("13. Rxd7 Rxd7", "13. Rxd7 Rxd6");
    let e = one(&text).unwrap_err();
    let (line, column) = place_of(&text, "Rxd6");
    assert_eq!(
        pgn_error(Lang::Es, &e),
        format!(
            "Partida 1, línea {line}, columna {column}: 13…Txd6 («Rxd6» en el texto, con letras \
             inglesas): jugada ilegal en esa posición de la partida."
        )
    );
    assert_eq!(
        pgn_error(Lang::En, &e),
        format!(
            "Game 1, line {line}, column {column}: 13...Rxd6: not a legal move in that position \
             of the game."
        )
    );
    // The Spanish game's king move: as written in Spanish, in English letters for an English reader.
    let text = data(LASKER_THOMAS_ES).replace("18. Rd2#", "18. Rd3#");
    let e = one(&text).unwrap_err();
    let label = |lang| move_label(lang, e.move_at().unwrap());
    assert_eq!(label(Lang::Es), "18.Rd3");
    assert_eq!(
        label(Lang::En),
        "18.Kd3 (“Rd3#” in the text, in Spanish letters)"
    );
}

#[test]
fn a_game_read_both_ways_is_explained_in_the_page_language() {
    let e = read_games(BOTH_WAYS).remove(0).unwrap_err();
    let es = pgn_error(Lang::Es, &e);
    assert!(
        es.starts_with(
            "Partida 1, línea 3, columna 4: 1.Rd1: con las letras inglesas del estándar PGN es una \
             jugada de torre (Td1), y con las españolas del Apéndice C, una de rey (Rd1)."
        ),
        "{es}"
    );
    let en = pgn_error(Lang::En, &e);
    assert!(
        en.contains(
            "it is a rook move (Rd1), and in the Spanish letters of Appendix C a king move (Kd1)"
        ),
        "{en}"
    );
}

/// One error of every kind, with the moves about them.
fn every_kind() -> Vec<PgnErrorKind> {
    let at = |text: &str, san: Option<San>| MoveAt {
        number: 7,
        color: Color::Black,
        text: text.into(),
        san,
        letters: Lang::En,
    };
    let rook = piece_to(Role::Rook, "d7", true);
    let king = piece_to(Role::King, "d7", true);
    let founds = [
        Found::LBracket,
        Found::RBracket,
        Found::Str("x".into()),
        Found::Comment,
        Found::LParen,
        Found::RParen,
        Found::Nag(3),
        Found::DrawOffer,
        Found::Symbol("junk".into()),
        Found::End,
    ];
    let mut v = vec![
        PgnErrorKind::UnclosedComment,
        PgnErrorKind::StrayBrace,
        PgnErrorKind::UnclosedString,
        PgnErrorKind::NagDigits,
        PgnErrorKind::NagTooLarge("300".into()),
        PgnErrorKind::Variant("Atomic".into()),
        PgnErrorKind::EndInVariation,
        PgnErrorKind::BracketInVariation,
        PgnErrorKind::BracketInMovetext,
        PgnErrorKind::VariationFirst,
        PgnErrorKind::TooDeep,
        PgnErrorKind::StrayParen,
        PgnErrorKind::ResultInVariation("1-0".into()),
        PgnErrorKind::VariationNotClosed,
        PgnErrorKind::NotAMove {
            at: at("still", None),
            expected: "a piece letter (K, Q, R, B, N), a file or castling",
        },
        PgnErrorKind::Illegal(at("Rxd7", Some(rook))),
        PgnErrorKind::Ambiguous {
            at: at("Nd2", Some(piece_to(Role::Knight, "d2", false))),
            candidates: vec![parse_san_only_en("Nbd2"), parse_san_only_en("Nfd2")],
        },
        PgnErrorKind::NullInCheck(at("--", Some(San::Null))),
        PgnErrorKind::Letters {
            at: at("Rxd7", Some(rook)),
            english: rook,
            spanish: king,
        },
    ];
    for found in founds {
        v.push(PgnErrorKind::TagName {
            found: found.clone(),
        });
        v.push(PgnErrorKind::TagValue {
            tag: "Event".into(),
            found: found.clone(),
        });
        v.push(PgnErrorKind::TagClose {
            tag: "Event".into(),
            found: found.clone(),
        });
        v.push(PgnErrorKind::Unexpected { found });
    }
    for fen in [
        "",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "4k3/8/8/8/8/8/8/4K3",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra",
        "4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K2R w - - zero 1",
        "4k3/8/8/8/8/8/8/4K3/8 w - - 0 1",
        "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1",
    ] {
        if let Err(e) = Position::from_fen(fen) {
            v.push(PgnErrorKind::Fen(e));
        }
    }
    for e in [
        PositionError::TooManyPieces(Color::White),
        PositionError::ImpossibleCheck,
        PositionError::BadCastlingRights(sq("h1")),
        PositionError::BadEpSquare(sq("e3")),
    ] {
        v.push(PgnErrorKind::Fen(FenError::Position(e)));
    }
    v
}

fn parse_san_only_en(text: &str) -> San {
    escaque::rules::san::parse_san_only(text, Lang::En).unwrap()
}

/// Common English words that must not appear in a Spanish text (padded with spaces, lower case).
const ENGLISH_WORDS: &[&str] = &[
    " the ",
    " move ",
    " moves ",
    " game ",
    " is ",
    " not ",
    " and ",
    " or ",
    " of ",
    " in ",
    " expected ",
    " found ",
    " missing ",
    " string ",
    " tag ",
    " comment ",
    " variation ",
    " king ",
    " rook ",
    " white ",
    " black ",
    " has ",
];

fn words(s: &str) -> String {
    let s: String = s
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { ' ' })
        .collect();
    format!(" {} ", s.to_lowercase())
}

#[test]
fn every_error_reads_in_spanish_in_the_laws_terms() {
    let kinds = every_kind();
    assert!(kinds.len() > 60, "{}", kinds.len());
    let fens = kinds
        .iter()
        .filter(|k| matches!(k, PgnErrorKind::Fen(_)))
        .count();
    assert!(fens >= 12, "{fens} FEN errors");
    for kind in kinds {
        let e = PgnError {
            game: 2,
            line: 10,
            column: 5,
            kind,
        };
        let es = pgn_error(Lang::Es, &e);
        let en = pgn_error(Lang::En, &e);
        assert!(es.starts_with("Partida 2, línea 10, columna 5: "), "{es}");
        assert!(en.starts_with("Game 2, line 10, column 5: "), "{en}");
        assert_ne!(es, en);
        let w = words(&es);
        for bad in ENGLISH_WORDS {
            assert!(!w.contains(bad), "English {bad:?} in Spanish: {es}");
        }
        // The Laws' term is «jugada», never «movimiento»; usted, never tú.
        for bad in [" movimiento", " escribe ", " tu ", " puedes "] {
            assert!(!w.contains(bad), "{bad:?} in: {es}");
        }
        assert!(es.ends_with('.'), "{es}");
        assert!(en.ends_with('.'), "{en}");
    }
}

/// Every way a text can fail to be notation, and the English description the parser gives.
fn syntax_expectations() -> Vec<&'static str> {
    use escaque::rules::san::{parse_san, parse_san_only, parse_uci};
    let mut v = Vec::new();
    let mut take = |r: Result<San, SanError>| match r {
        Err(SanError::Syntax { expected, .. }) => v.push(expected),
        other => panic!("{other:?}"),
    };
    for text in [
        "",
        "O",
        "O-",
        "Zf3",
        "N",
        "Nf",
        "N3",
        "Nxf3g4",
        "a1b2c3d4e5",
        "e8(QX",
        "e4 zz",
    ] {
        take(parse_san(text, Lang::En));
    }
    take(parse_san_only("Cf3", Lang::En));
    take(parse_san_only("Nf3", Lang::Es));
    take(parse_san_only("e8=X", Lang::En));
    take(parse_san_only("e8=Q", Lang::Es));
    let pos = Position::new();
    for text in ["e7e8x", "e2e4e", "z2e4", "e9e4"] {
        take(parse_uci(&pos, text).map(|_| San::Null));
    }
    v.sort_unstable();
    v.dedup();
    v
}

#[test]
fn every_description_of_bad_notation_has_its_spanish() {
    let all = syntax_expectations();
    assert!(all.len() >= 14, "{all:?}");
    for expected in all {
        let es = expected_text(Lang::Es, expected)
            .unwrap_or_else(|| panic!("no Spanish for {expected:?}"));
        let w = words(es);
        for bad in ENGLISH_WORDS {
            assert!(!w.contains(bad), "English {bad:?} in Spanish: {es}");
        }
        assert!(expected_text(Lang::En, expected).is_some());
    }
    // An unknown description is left out rather than shown in English.
    let e = PgnError {
        game: 1,
        line: 1,
        column: 1,
        kind: PgnErrorKind::NotAMove {
            at: MoveAt {
                number: 1,
                color: Color::White,
                text: "zz".into(),
                san: None,
                letters: Lang::En,
            },
            expected: "something new",
        },
    };
    assert_eq!(
        pgn_error(Lang::Es, &e),
        "Partida 1, línea 1, columna 1: 1.: «zz» no es una jugada."
    );
}
