//! PGN reading and writing: real games, odd files, our own fixtures, round trips, junk.

use escaque::rules::pgn::{
    clock_of, read_games_with, write_game_with, PgnErrorKind, PgnReader, ReadOptions, WriteOptions,
    CLOSE_BRACE_LOOKALIKE, MAX_VARIATION_DEPTH,
};
use escaque::rules::{read_games, write_game, Move, PgnError, PgnGame, PgnMove, Position};
use serde_json::Value;

mod common;
use common::data;

fn all_ok(text: &str) -> Vec<PgnGame> {
    read_games(text)
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn sans(moves: &[PgnMove]) -> Vec<&str> {
    moves.iter().map(|m| m.san.as_str()).collect()
}

fn ucis(game: &PgnGame) -> Vec<String> {
    game.moves
        .iter()
        .map(|m| m.mv.map_or("0000".to_string(), |m| m.uci()))
        .collect()
}

/// Every game written, read back and written again: same game, same text, lines under 80 columns.
fn assert_round_trip(g: &PgnGame, what: &str) {
    let text = write_game(g);
    let back = read_games(&text);
    assert_eq!(back.len(), 1, "{what}:\n{text}");
    let h = back[0]
        .as_ref()
        .unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    assert_eq!(h.moves, g.moves, "{what}");
    assert_eq!(h.comments, g.comments, "{what}");
    assert_eq!(h.result, g.result, "{what}");
    assert_eq!(h.start.fen(), g.start.fen(), "{what}");
    assert_eq!(write_game(h), text, "{what}");
    let movetext = text.split("\n\n").nth(1).unwrap();
    for line in movetext.lines() {
        let width = line.chars().count();
        let command = line.trim().starts_with("[%") && line.trim().ends_with(']');
        assert!(
            width < 80 || !line.trim().contains(' ') || command,
            "{what}: {width} columns: {line}"
        );
        // Never a line break inside a `[%…]` command.
        let mut rest = line;
        while let Some(i) = rest.find("[%") {
            let Some(j) = rest[i..].find(']') else {
                panic!("{what}: a command cut at the line's end: {line}");
            };
            rest = &rest[i + j..];
        }
    }
}

#[test]
fn games_pgn_every_game_reads_to_its_final_fen() {
    let text = data("games.pgn");
    let sources: Vec<Value> = data("games_sources.jsonl")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let games = read_games(&text);
    assert_eq!(games.len(), 10_929);
    assert_eq!(sources.len(), 10_929);
    let (mut plies, mut setups, mut clocks, mut variations) = (0, 0, 0, 0);
    for (g, s) in games.iter().zip(&sources) {
        let n = &s["game"];
        let g = g.as_ref().unwrap_or_else(|e| panic!("game {n}: {e}"));
        assert_eq!(
            g.moves.len() as u64,
            s["plies"].as_u64().unwrap(),
            "game {n}"
        );
        assert_eq!(
            g.final_position().fen(),
            s["final_fen"].as_str().unwrap(),
            "game {n}"
        );
        assert_eq!(g.tag("White").unwrap_or("?"), s["white"], "game {n}");
        assert_eq!(g.tag("Black").unwrap_or("?"), s["black"], "game {n}");
        // The sources give the Result tag as written (45 games write `1/2`); ours is normalised.
        let tag = s["result"].as_str().unwrap();
        assert_eq!(g.tag("Result").unwrap_or(&g.result), tag, "game {n}");
        let normal = if tag == "1/2" { "1/2-1/2" } else { tag };
        assert_eq!(g.result, normal, "game {n}");
        if let Some(fen) = s["setup_fen"].as_str() {
            assert_eq!(g.start.fen(), fen, "game {n}");
            setups += 1;
        } else {
            assert_eq!(g.start, Position::new(), "game {n}");
        }
        plies += g.moves.len();
        clocks += g.moves.iter().filter(|m| m.clock().is_some()).count();
        variations += g.moves.iter().map(|m| m.variations.len()).sum::<usize>();
    }
    assert_eq!(plies, 811_585);
    assert_eq!(setups, 448);
    assert_eq!((clocks, variations), (67, 999));
}

#[test]
fn games_pgn_round_trips() {
    let text = data("games.pgn");
    let mut n = 0;
    for g in PgnReader::new(&text) {
        let g = g.unwrap();
        n += 1;
        assert_round_trip(&g, &format!("game {n}"));
    }
    assert_eq!(n, 10_929);
}

/// The python-chess reading (`expected.jsonl`) against ours: the same games, moves, final
/// positions, tags, NAGs, variations and comments, except where the two readings differ on purpose.
#[test]
fn edge_cases_as_python_chess_reads_them() {
    let mut files = 0;
    for line in data("pgn_edge_cases/expected.jsonl").lines() {
        let case: Value = serde_json::from_str(line).unwrap();
        let file = case["file"].as_str().unwrap();
        let text = data(&format!("pgn_edge_cases/{file}"));
        let ours = read_games(&text);
        let theirs = case["python_chess"].as_array().unwrap().clone();
        files += 1;
        if file == "MichaelB7__nested-comment.pgn" {
            // PGN comments do not nest: the first `}` ends the comment and `which should be…` is
            // not movetext. python-chess reads on, taking `--nestedcomment` for a null move.
            assert_eq!(ours.len(), 1);
            let e = ours[0].as_ref().unwrap_err();
            assert_eq!((e.game, e.line, e.column), (1, 1, 46), "{e}");
            assert!(e.message().contains("`which`"), "{e}");
            continue;
        }
        // python-chess ends a game at a blank line after a lone pre-game comment and starts a new,
        // tagless game for the movetext; a PGN game runs to its result, so we merge those back.
        let mut expected: Vec<Value> = Vec::new();
        let mut k = 0;
        while k < theirs.len() {
            let g = &theirs[k];
            let lone_comment = g["mainline_uci"].as_array().unwrap().is_empty()
                && g["comments"] == 1
                && k + 1 < theirs.len()
                && theirs[k + 1]["headers"]["Event"] == "?";
            if lone_comment {
                let mut merged = theirs[k + 1].clone();
                merged["headers"] = g["headers"].clone();
                merged["comments"] = (theirs[k + 1]["comments"].as_u64().unwrap() + 1).into();
                expected.push(merged);
                k += 2;
            } else {
                expected.push(g.clone());
                k += 1;
            }
        }
        assert_eq!(ours.len(), expected.len(), "{file}");
        for (i, (g, e)) in ours.iter().zip(&expected).enumerate() {
            let g = g
                .as_ref()
                .unwrap_or_else(|err| panic!("{file} game {i}: {err}"));
            let at = format!("{file} game {}", i + 1);
            let uci: Vec<String> = e["mainline_uci"]
                .as_array()
                .unwrap()
                .iter()
                .map(|u| u.as_str().unwrap().to_string())
                .collect();
            assert_eq!(ucis(g), uci, "{at}");
            // expected.jsonl writes the en-passant square after every double step.
            let end = g.final_position();
            let mut setup = end.to_setup();
            setup.ep_square = end.ep_square_raw();
            assert_eq!(setup.to_fen(), e["final_fen"].as_str().unwrap(), "{at}");
            assert_eq!(end.is_checkmate(), e["is_checkmate"] == true, "{at}");
            assert_eq!(end.is_stalemate(), e["is_stalemate"] == true, "{at}");
            let (nags, vars, comments) = tree_stats(g);
            assert_eq!(nags, e["nags"].as_u64().unwrap(), "{at}");
            assert_eq!(vars, e["extra_variations"].as_u64().unwrap(), "{at}");
            assert_eq!(comments, e["comments"].as_u64().unwrap(), "{at}");
            if file == "MichaelB7__test-stalemate.pgn" && i == 1 {
                // Tags right after a result line (no blank line between): python-chess loses them.
                assert_eq!(g.tag("Event"), Some("Dover vs Herne Bay, Minor League"));
                assert_eq!(e["headers"]["Event"], "?");
                assert_round_trip(g, &at);
                continue;
            }
            // python-chess fills in the Seven Tag Roster; every tag we read must be there.
            let headers = e["headers"].as_object().unwrap();
            assert_eq!(headers["Result"], g.result.as_str(), "{at}");
            for (name, value) in &g.tags {
                let theirs = headers.get(name).and_then(Value::as_str);
                assert_eq!(theirs, Some(value.as_str()), "{at} tag {name}");
            }
            for (name, value) in headers {
                if g.tag(name).is_none() && name != "Result" {
                    let default = ["?", "????.??.??", "*"].contains(&value.as_str().unwrap());
                    assert!(default, "{at}: tag {name} missing");
                }
            }
            assert_round_trip(g, &at);
        }
    }
    assert_eq!(files, 21);
}

/// NAGs and variations over the whole tree, and nodes with a comment after them (the game
/// comment counting as the root's), as python-chess counts them.
fn tree_stats(g: &PgnGame) -> (u64, u64, u64) {
    fn walk(moves: &[PgnMove], acc: &mut (u64, u64, u64)) {
        for m in moves {
            acc.0 += m.nags.len() as u64;
            acc.1 += m.variations.len() as u64;
            acc.2 += u64::from(!m.comments_after.is_empty());
            for v in &m.variations {
                walk(v, acc);
            }
        }
    }
    let mut acc = (0, 0, u64::from(!g.comments.is_empty()));
    walk(&g.moves, &mut acc);
    acc
}

#[test]
fn syntax_tour_fixture() {
    let games = all_ok(&data("pgn/syntax_tour.pgn"));
    assert_eq!(games.len(), 6);

    // 1: escapes, a blank line among tags, `%` lines, comments of both kinds, NAGs and glyphs,
    // glued and spaced move numbers, variations three deep.
    let g = &games[0];
    assert_eq!(g.tag("Event"), Some("Tour \"de force\""));
    assert_eq!(g.tag("Site"), Some("C:\\chess"));
    assert_eq!(g.tag("ECO"), Some("C20"));
    assert_eq!(g.tags.len(), 8);
    assert_eq!(g.comments, ["The game comment."]);
    assert_eq!(
        sans(&g.moves),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"]
    );
    assert_eq!(g.moves[2].nags, [1]);
    assert_eq!(g.moves[3].nags, [5]);
    assert_eq!(
        g.moves[4].comments_after,
        ["Ruy Lopez", "rest-of-line comment"]
    );
    assert_eq!(g.moves[9].comments_after, ["a { is just text"]);
    let var = &g.moves[5].variations;
    assert_eq!(var.len(), 1);
    assert_eq!(sans(&var[0]), ["Nf6", "O-O", "Nxe4"]);
    let inner = &var[0][1].variations;
    assert_eq!(inner.len(), 1);
    assert_eq!(sans(&inner[0]), ["d3"]);
    assert_eq!(inner[0][0].comments_after, ["quiet"]);
    assert_eq!(sans(&inner[0][0].variations[0]), ["Qe2", "d6"]);
    assert_eq!(g.result, "1-0");
    assert_eq!(
        g.final_position().fen(),
        "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6"
    );

    // 2: SetUp/FEN, en passant, promotion with check.
    let g = &games[1];
    assert_eq!(g.start.fen(), "4k3/1P6/8/8/5p2/8/4P3/4K3 w - - 0 40");
    assert_eq!(
        sans(&g.moves),
        ["e4", "fxe3", "b8=Q+", "Kf7", "Qf4+", "Kg6", "Qxe3"]
    );
    assert!(matches!(g.moves[1].mv, Some(Move::EnPassant { .. })));
    assert_eq!(g.result, "0-1");
    assert_eq!(g.final_position().fen(), "8/8/6k1/8/8/4Q3/8/4K3 b - - 0 43");

    // 3: FEN without SetUp, Black first with `12...`, castling.
    let g = &games[2];
    assert_eq!(sans(&g.moves), ["Kd7", "O-O", "Kc6"]);
    assert_eq!(g.result, "*");
    assert_eq!(g.final_position().fen(), "8/8/2k5/8/8/8/8/5RK1 w - - 6 14");

    // 4: no tags, the Laws' example in Spanish with `a.p.` and `(=)`.
    let g = &games[3];
    assert!(g.tags.is_empty());
    assert_eq!(g.moves.len(), 21);
    assert_eq!(g.moves[10].san, "exd6");
    assert_eq!(g.moves[17].san, "O-O");
    assert_eq!(g.moves[20].san, "Kb1");
    assert_eq!(g.result, "1/2-1/2");
    assert_eq!(
        g.final_position().fen(),
        "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11"
    );

    // 5: null moves `--` and `Z0`, clock comments.
    let g = &games[4];
    assert_eq!(sans(&g.moves), ["e4", "--", "d4", "--", "Nf3"]);
    assert_eq!(g.moves[1].mv, None);
    let clocks: Vec<Option<u64>> = g.moves.iter().map(PgnMove::clock).collect();
    assert_eq!(
        clocks,
        [Some(180_000), Some(179_500), Some(181_000), None, None]
    );
    assert_eq!(
        g.final_position().fen(),
        "rnbqkbnr/pppppppp/8/8/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 2 3"
    );

    // 6: tags and no movetext at all.
    let g = &games[5];
    assert_eq!(g.tag("Event"), Some("Tags only"));
    assert!(g.moves.is_empty() && g.comments.is_empty());
    assert_eq!(g.result, "*");

    for (i, g) in games.iter().enumerate() {
        assert_round_trip(g, &format!("tour game {}", i + 1));
    }

    // Variations skipped unread give the same main line.
    let skipped = read_games_with(
        &data("pgn/syntax_tour.pgn"),
        ReadOptions {
            variations: false,
            ..ReadOptions::default()
        },
    );
    let g = skipped[0].as_ref().unwrap();
    assert_eq!(ucis(g), ucis(&games[0]));
    assert!(g.moves.iter().all(|m| m.variations.is_empty()));
}

#[test]
fn bad_games_say_where_and_the_next_game_is_read() {
    let results = read_games(&data("pgn/errors.pgn"));
    let summary: Vec<Result<String, (usize, usize, usize)>> = results
        .iter()
        .map(|r| match r {
            Ok(g) => Ok(g.tag("Event").unwrap_or("").to_string()),
            Err(e) => Err((e.game, e.line, e.column)),
        })
        .collect();
    assert_eq!(
        summary,
        [
            Err((1, 4, 13)),
            Ok("Good 1".into()),
            Err((3, 11, 18)),
            Ok("Good 2".into()),
            Err((5, 22, 23)),
            Ok("Good 3".into()),
            Err((7, 30, 2)),
            Ok("Good 4".into()),
            Err((9, 40, 22)),
            Ok("Good 5".into()),
            Err((11, 48, 7)),
            Ok("Good 6".into()),
            Err((13, 56, 7)),
            Ok("Good 7".into()),
        ]
    );
    let messages: Vec<String> = results
        .iter()
        .filter_map(|r| r.as_ref().err().map(|e| e.message()))
        .collect();
    assert_eq!(
        messages,
        [
            "move 2 (white): `Ke3`: no legal move matches",
            "expected `]` to close tag Event, found `junk`",
            "expected `)` to close the variation, found `*`",
            "bad FEN tag: FEN describes an illegal position: white has no king",
            "expected a move, found `still` (a piece letter (K, Q, R, B, N), a file or castling there)",
            "unexpected `)` outside a variation",
            "comment not closed: expected `}` before the end of the text",
        ]
    );
    // The result token wins over a contradicting Result tag.
    let good1 = results[1].as_ref().unwrap();
    assert_eq!(good1.tag("Result"), Some("1-0"));
    assert_eq!(good1.result, "0-1");
    assert!(good1.final_position().is_checkmate());
    let e = results[0].as_ref().unwrap_err();
    assert_eq!(
        e.to_string(),
        "game 1, line 4, column 13: move 2 (white): `Ke3`: no legal move matches"
    );
}

#[test]
fn bom_crlf_and_escape_lines() {
    let text = data("pgn/crlf_bom.pgn");
    assert!(text.starts_with('\u{feff}') && text.contains("\r\n"));
    let games = all_ok(&text);
    assert_eq!(games.len(), 2);
    let g = &games[0];
    assert_eq!(
        g.tags,
        [
            ("Event".to_string(), "BOM and CRLF".to_string()),
            ("Site".to_string(), "Windows".to_string()),
            ("Result".to_string(), "1-0".to_string()),
        ]
    );
    assert_eq!(
        sans(&g.moves),
        ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
    );
    assert_eq!(g.moves[0].comments_after, ["a comment up to CR LF"]);
    assert!(g.final_position().is_checkmate());
    assert_eq!(sans(&games[1].moves), ["d4"]);
    // Columns count characters; the BOM takes none: the `é` stands in column 14.
    let e = read_games("\u{feff}1. e4 e5 2. Ké2 *")[0]
        .clone()
        .unwrap_err();
    assert_eq!((e.line, e.column), (1, 14));
}

#[test]
fn writer_layout() {
    let games = all_ok(&data("pgn/syntax_tour.pgn"));
    assert_eq!(
        write_game(&games[0]),
        r#"[Event "Tour \"de force\""]
[Site "C:\\chess"]
[Date "2024.05.01"]
[Round "1"]
[White "Blanco, A."]
[Black "Negro, B."]
[Result "1-0"]
[ECO "C20"]

{ The game comment. } 1. e4 e5 2. Nf3 $1 Nc6 $5 3. Bb5 { Ruy Lopez } {
rest-of-line comment } 3... a6 (3... Nf6 4. O-O (4. d3 { quiet } (4. Qe2 d6))
4... Nxe4) 4. Ba4 Nf6 5. O-O Be7 { a { is just text } 1-0
"#
    );
    // Seven Tag Roster defaults, SetUp/FEN right after it, other tags after that.
    assert_eq!(
        write_game(&games[2]),
        r#"[Event "Black to move first"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/4K2R b K - 3 12"]

12... Kd7 13. O-O Kc6 *
"#
    );
    assert_eq!(
        write_game(&games[3]).lines().nth(8).unwrap(),
        "1. e4 e5 2. Nf3 Nf6 3. d4 exd4 4. e5 Ne4 5. Qxd4 d5 6. exd6 Nxd6 7. Bg5 Nc6 8."
    );
    assert_eq!(
        write_game(&games[4]).lines().nth(9).unwrap(),
        "1. e4 { [%clk 0:03:00] } 1... -- { [%clk 0:02:59.5] } 2. d4 { [%clk 0:03:01] }"
    );
    assert_eq!(
        write_game(&games[4]).lines().nth(10).unwrap(),
        "2... -- 3. Nf3 *"
    );
    let empty = PgnGame::default();
    assert_eq!(
        write_game(&empty),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n\n*\n"
    );

    // Options leave out comments, variations and NAGs.
    let bare = write_game_with(
        &games[0],
        &WriteOptions {
            comments: false,
            variations: false,
            nags: false,
        },
    );
    assert!(bare.ends_with("\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n"));

    // A comment with a `}` is written in braces with a look-alike (U+FF5D), which python-chess,
    // pgn-extract and SCID all keep with the moves; odd tag text is escaped or dropped.
    let mut g = PgnGame::from_moves(Position::new(), &[]).unwrap();
    g.comments.push("close } brace".into());
    g.set_tag("White", "A \"quoted\" \\ name\nwith a newline");
    g.set_tag("Bad Name]", "x");
    g.result = "nonsense".into();
    let text = write_game(&g);
    assert!(text.contains("[White \"A \\\"quoted\\\" \\\\ name with a newline\"]"));
    assert!(text.contains("[BadName \"x\"]"));
    assert!(text.ends_with("\n\n{ close \u{FF5D} brace } *\n"), "{text}");
    let back = all_ok(&text);
    assert_eq!(
        back[0].tag("White"),
        Some("A \"quoted\" \\ name with a newline")
    );
    assert_eq!(back[0].comments, ["close \u{FF5D} brace"]);
}

/// `moves` with every `}` in their comments written as [`CLOSE_BRACE_LOOKALIKE`], as the writer
/// writes them.
fn braced(moves: &[PgnMove]) -> Vec<PgnMove> {
    let fix = |v: &[String]| -> Vec<String> {
        v.iter()
            .map(|c| c.replace('}', &CLOSE_BRACE_LOOKALIKE.to_string()))
            .collect()
    };
    moves
        .iter()
        .map(|m| PgnMove {
            comments_before: fix(&m.comments_before),
            comments_after: fix(&m.comments_after),
            variations: m.variations.iter().map(|v| braced(v)).collect(),
            ..m.clone()
        })
        .collect()
}

#[test]
fn building_and_exporting_a_game() {
    let start = Position::new();
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for u in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let m = escaque::rules::san::parse_uci(&pos, u).unwrap();
        pos.play_unchecked(m);
        moves.push(m);
    }
    let mut g = PgnGame::from_moves(start.clone(), &moves).unwrap();
    g.result = "0-1".into();
    g.set_tag("White", "Fool");
    g.set_tag("White", "Fool, The");
    assert_eq!(g.tags.len(), 1);
    assert_eq!(sans(&g.moves), ["f3", "e5", "g4", "Qh4#"]);
    assert!(write_game(&g).ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"));
    assert_eq!(g.final_position(), pos);
    let bad = PgnGame::from_moves(start, &[moves[1]]);
    assert_eq!(bad.unwrap_err().0, moves[1]);
}

#[test]
fn deep_variations_never_overflow() {
    // Kept: an error at the depth limit, where it happens.
    let deep = format!("1. e4 {}*", "(1. e4 ".repeat(100_000));
    let r = read_games(&deep);
    assert_eq!(r.len(), 1);
    let e = r[0].as_ref().unwrap_err();
    assert_eq!(e.line, 1);
    assert_eq!(e.column, 7 + 7 * MAX_VARIATION_DEPTH);
    assert!(e.message().contains("nested deeper"), "{e}");
    // Kept, just under the limit: fine, and it writes and reads back.
    let ok = format!(
        "1. e4 {}{} *",
        "(1. d4 ".repeat(MAX_VARIATION_DEPTH),
        ")".repeat(MAX_VARIATION_DEPTH)
    );
    let g = all_ok(&ok).remove(0);
    let mut depth = 0;
    let mut line = &g.moves;
    while let Some(v) = line.first().and_then(|m| m.variations.first()) {
        depth += 1;
        line = v;
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    assert_round_trip(&g, "deep");
    // Skipped: any depth.
    let skip = format!(
        "1. e4 {}{} e5 *",
        "(1. d4 ".repeat(100_000),
        ")".repeat(100_000)
    );
    let r = read_games_with(
        &skip,
        ReadOptions {
            variations: false,
            ..ReadOptions::default()
        },
    );
    assert_eq!(ucis(r[0].as_ref().unwrap()), ["e2e4", "e7e5"]);
    // Bare parentheses: no move to vary, an error at the second `(`.
    let parens = format!("1. e4 {}", "(".repeat(100_000));
    let e = read_games(&parens)[0].clone().unwrap_err();
    assert_eq!((e.line, e.column), (1, 8));
    let r = read_games_with(
        &parens,
        ReadOptions {
            variations: false,
            ..ReadOptions::default()
        },
    );
    assert!(r[0].as_ref().unwrap_err().message().contains("not closed"));
}

#[test]
fn clock_comments() {
    assert_eq!(clock_of("[%clk 0:03:00]"), Some(180_000));
    assert_eq!(clock_of("[%clk 1:05:09.5]"), Some(3_909_500));
    assert_eq!(clock_of("[%clk 0:00:07.25]"), Some(7_250));
    assert_eq!(clock_of("[%clk 0:00:00.123]"), Some(123));
    assert_eq!(clock_of("[%clk 12:34]"), Some(754_000));
    assert_eq!(clock_of("[%eval 0.3] [%clk 0:02:59]"), Some(179_000));
    assert_eq!(clock_of("[%clk  100:00:00 ]"), Some(360_000_000));
    assert_eq!(clock_of("no clock here"), None);
    assert_eq!(clock_of("[%clk 0:03:00"), None);
    assert_eq!(clock_of("[%clk x:03:00]"), None);
    assert_eq!(clock_of("[%clk 1:2:3:4]"), None);
    assert_eq!(clock_of("[%clk 99999999999:00:00]"), None);
}

#[test]
fn result_tokens_and_move_numbers() {
    let text = "1.e4 1-0\n\n1. d4 0-1\n\n1. c4 ½-½\n\n12.Nf3 1/2-1/2\n\n1.... b3 *\n\n\
                1e4 e5 2Cf3 Cf6 3 d4 3... exd4 4…e5 *\n1.e4 e5 2.Nf3";
    let games = all_ok(text);
    let results: Vec<&str> = games.iter().map(|g| g.result.as_str()).collect();
    assert_eq!(results, ["1-0", "0-1", "1/2-1/2", "1/2-1/2", "*", "*", "*"]);
    assert_eq!(ucis(&games[3]), ["g1f3"]);
    assert_eq!(ucis(&games[4]), ["b2b3"]);
    // Numbers glued to moves with no dot, as the Laws' own example writes them (`2Cf3`).
    assert_eq!(
        ucis(&games[5]),
        ["e2e4", "e7e5", "g1f3", "g8f6", "d2d4", "e5d4", "e4e5"]
    );
    // No result at the end of the text: `*`.
    assert_eq!(ucis(&games[6]), ["e2e4", "e7e5", "g1f3"]);
}

#[test]
fn pgn_error_display() {
    let e = PgnError {
        game: 2,
        line: 10,
        column: 5,
        kind: PgnErrorKind::StrayParen,
    };
    assert_eq!(
        e.to_string(),
        "game 2, line 10, column 5: unexpected `)` outside a variation"
    );
}

/// xorshift64: deterministic junk.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const PGN_CHARS: &[char] = &[
    '{', '}', '(', ')', '[', ']', ';', '$', '%', '"', '\\', '*', '.', '-', '=', '+', '#', '!', '?',
    '0', '1', '2', '8', '9', 'a', 'e', 'h', 'x', 'K', 'Q', 'R', 'B', 'N', 'O', 'Z', ' ', '\n',
    '\r', '\t', '\u{feff}', 'é', '½', '♘', '\u{1a}',
];

fn mutate(rng: &mut Rng, text: &[char]) -> String {
    let mut t = text.to_vec();
    for _ in 0..1 + rng.below(6) {
        let at = rng.below(t.len() + 1);
        match rng.below(6) {
            0 if at < t.len() => t[at] = PGN_CHARS[rng.below(PGN_CHARS.len())],
            1 => t.insert(at, PGN_CHARS[rng.below(PGN_CHARS.len())]),
            2 if at < t.len() => {
                t.remove(at);
            }
            3 => {
                let end = (at + rng.below(40)).min(t.len());
                let piece: Vec<char> = t[at..end].to_vec();
                let to = rng.below(t.len() + 1);
                t.splice(to..to, piece);
            }
            4 => t.truncate(at),
            _ => {
                if let Some(c) = char::from_u32(rng.next() as u32 % 0x11_0000) {
                    t.insert(at, c);
                }
            }
        }
    }
    t.into_iter().collect()
}

fn check_errors(text: &str, results: &[Result<PgnGame, PgnError>]) {
    let lines = text.split('\n').count();
    let widest = text
        .split('\n')
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    let mut last_game = 0;
    for r in results {
        if let Err(e) = r {
            assert!(e.game > last_game, "{e}");
            assert!(e.line >= 1 && e.line <= lines, "{e} ({lines} lines)");
            assert!(e.column >= 1 && e.column <= widest + 1, "{e}");
            assert!(!e.message().is_empty());
            last_game = e.game;
        }
    }
}

#[test]
fn junk_never_panics_and_errors_carry_positions() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut seeds: Vec<Vec<char>> = [
        data("pgn/syntax_tour.pgn"),
        data("pgn/errors.pgn"),
        data("pgn/crlf_bom.pgn"),
        data("pgn_edge_cases/MichaelB7__test-splitvariants.pgn"),
        data("pgn_edge_cases/MichaelB7__test-allownullmoves.pgn"),
        data("pgn_edge_cases/niklasf__utf8-bom.pgn"),
    ]
    .iter()
    .map(|t| t.chars().collect())
    .collect();
    let games = data("games.pgn");
    for chunk in games.split("\n\n[").skip(1).step_by(400).take(25) {
        seeds.push(format!("[{chunk}").chars().collect());
    }
    let mut runs = 0;
    let mut errors = 0;
    for i in 0..20_000 {
        let text = match i % 10 {
            0 => {
                let bytes: Vec<u8> = (0..rng.below(300)).map(|_| rng.next() as u8).collect();
                String::from_utf8_lossy(&bytes).into_owned()
            }
            1 => (0..rng.below(300))
                .map(|_| PGN_CHARS[rng.below(PGN_CHARS.len())])
                .collect(),
            _ => {
                let seed = &seeds[rng.below(seeds.len())];
                mutate(&mut rng, seed)
            }
        };
        let results = read_games(&text);
        check_errors(&text, &results);
        errors += results.iter().filter(|r| r.is_err()).count();
        for g in results.iter().flatten() {
            // Whatever was read writes and reads back the same (a `}` in a comment as its
            // look-alike), and writes again the same.
            let written = write_game(g);
            let back = read_games(&written);
            assert_eq!(back.len(), 1, "{text:?}\n{written}");
            let h = back[0]
                .as_ref()
                .unwrap_or_else(|e| panic!("{e}\n{written}\nfrom {text:?}"));
            assert_eq!(h.moves, braced(&g.moves));
            assert_eq!(write_game(h), written);
        }
        let skipped = read_games_with(
            &text,
            ReadOptions {
                variations: false,
                ..ReadOptions::default()
            },
        );
        check_errors(&text, &skipped);
        runs += 1;
    }
    assert_eq!(runs, 20_000);
    assert!(errors > 5_000, "{errors}");
    // Deep nesting of every bracket kind.
    for open in ["(", "{", "[", "(e4 ", "[a \"", "$", "1. e4 ("] {
        let text = open.repeat(50_000);
        check_errors(&text, &read_games(&text));
        check_errors(
            &text,
            &read_games_with(
                &text,
                ReadOptions {
                    variations: false,
                    ..ReadOptions::default()
                },
            ),
        );
    }
    // Huge tokens and comments stay linear.
    for text in [
        "1".repeat(200_000),
        format!("1. {}", "N".repeat(200_000)),
        format!("1. e4 {{{}}} *", "x ".repeat(500_000)),
        format!("[Event \"{}\"]", "\\\"".repeat(100_000)),
        "1. e4 e5 ".repeat(20_000),
    ] {
        check_errors(&text, &read_games(&text));
    }
    // Many unclosed comments on many lines: each reported, in linear time.
    let text = "[Event \"x\"]\n1. e4 { open\n".repeat(50_000);
    let r = read_games(&text);
    check_errors(&text, &r);
    assert_eq!(r.len(), 50_000);
    assert!(r.iter().all(|g| g.as_ref().unwrap_err().column == 7));
    // Fewer games out than the text claims is fine; more is not possible.
    let many = "[Event \"x\"]\n1. e4 *\n".repeat(1000);
    assert_eq!(all_ok(&many).len(), 1000);
    let empty: Vec<Result<PgnGame, PgnError>> = read_games("");
    assert!(empty.is_empty());
    assert!(read_games(" \n\t\r\n\u{feff}").is_empty());
}
