//! Readers that read what others write (Contract 1): FEN read as the established libraries read it,
//! with its repairs and oddities reported, and PGN games separated as the standard says. The cases
//! are in `tests/data/readers/` (see `tests/data/SOURCES.md`).

use escaque::rules::{perft, read_games, write_game, PgnGame, Position};
use serde_json::Value;
use std::collections::BTreeMap;

mod common;
use common::data;

/// The warnings that repair the text (as opposed to oddities of the position it describes).
const REPAIRS: [&str; 4] = [
    "only the piece placement",
    "fullmove number 0",
    "castling right",
    "en passant square",
];

#[test]
fn fen_cases_read_as_the_established_libraries_read_them() {
    let (mut read, mut refused) = (0, 0);
    for line in data("readers/fen_cases.jsonl").lines() {
        let case: Value = serde_json::from_str(line).unwrap();
        let fen = case["fen"].as_str().unwrap();
        if let Some(expected) = case["error"].as_str() {
            let e = Position::from_fen_lenient(fen).expect_err(fen);
            assert!(e.to_string().contains(expected), "{fen}: {e}");
            // What the lenient reader refuses, the strict one refuses too.
            assert!(Position::from_fen(fen).is_err(), "{fen}");
            refused += 1;
            continue;
        }
        let (pos, warnings) =
            Position::from_fen_lenient(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let texts: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        let expected: Vec<&str> = case["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_str().unwrap())
            .collect();
        assert_eq!(texts, expected, "{fen}");
        assert_eq!(pos.fen(), case["expect"].as_str().unwrap(), "{fen}");
        // Legal move generation stays right however odd the position (counts from python-chess).
        for (i, n) in case["perft"].as_array().unwrap().iter().enumerate() {
            assert_eq!(
                perft(&pos, i as u32 + 1),
                n.as_u64().unwrap(),
                "{fen} depth {}",
                i + 1
            );
        }
        // The repaired FEN needs no more repairs and reads back to itself; of its oddities, only
        // those it still shows come back (an en-passant square no capture uses is not written).
        let (back, again) = Position::from_fen_lenient(&pos.fen()).unwrap();
        assert_eq!(back.fen(), pos.fen(), "{fen}");
        let oddities: Vec<&String> = texts
            .iter()
            .filter(|t| !REPAIRS.iter().any(|r| t.starts_with(r)))
            .collect();
        let again: Vec<String> = again.iter().map(ToString::to_string).collect();
        assert!(
            again.iter().all(|w| oddities.contains(&w)),
            "{fen}: {again:?}"
        );
        // A FEN with nothing to say is one the strict reader takes as it is.
        if texts.is_empty() {
            assert_eq!(Position::from_fen(fen).unwrap(), pos, "{fen}");
        }
        read += 1;
    }
    assert_eq!((read, refused), (21, 9));
}

#[test]
fn perft_unusual_positions_are_all_read_and_count_right() {
    // The strict reader refuses some of these (tests/perft.rs); the lenient one plays them all.
    let mut checked = 0;
    for line in include_str!("data/perft_unusual.epd").lines() {
        let mut parts = line.split(';');
        let fen = parts.next().unwrap().trim();
        let (pos, warnings) =
            Position::from_fen_lenient(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        if warnings
            .iter()
            .any(|w| w.to_string().starts_with("castling right"))
        {
            // A Chess960-style right (king off e1): standard chess drops it; the count is
            // Chess960's and does not apply.
            assert_eq!(fen, "2b5/1nbn4/n3n3/1kn5/n3n3/1n1n4/5RQ1/2KQ1R2 w K - 0 1");
            continue;
        }
        for part in parts {
            let mut it = part.split_whitespace();
            let depth: u32 = it.next().unwrap().trim_start_matches('D').parse().unwrap();
            let expected: u64 = it.next().unwrap().parse().unwrap();
            assert_eq!(perft(&pos, depth), expected, "{fen} depth {depth}");
            checked += 1;
        }
    }
    assert_eq!(checked, 33);
}

fn comment_count(g: &PgnGame) -> usize {
    g.comments.len()
        + g.moves
            .iter()
            .map(|m| m.comments_before.len() + m.comments_after.len())
            .sum::<usize>()
}

#[test]
fn pgn_games_are_separated_as_the_standard_says() {
    let mut games_checked = 0;
    for line in data("readers/pgn_expected.jsonl").lines() {
        let case: Value = serde_json::from_str(line).unwrap();
        let file = case["file"].as_str().unwrap();
        let ours = read_games(&data(&format!("readers/{file}")));
        let expected = case["games"].as_array().unwrap();
        assert_eq!(ours.len(), expected.len(), "{file}");
        for (i, (g, e)) in ours.iter().zip(expected).enumerate() {
            let at = format!("{file} game {}", i + 1);
            let g = g.as_ref().unwrap_or_else(|err| panic!("{at}: {err}"));
            let tags: BTreeMap<&str, &str> = g
                .tags
                .iter()
                .map(|(n, v)| (n.as_str(), v.as_str()))
                .collect();
            let want: BTreeMap<&str, &str> = e["tags"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(n, v)| (n.as_str(), v.as_str().unwrap()))
                .collect();
            assert_eq!(tags, want, "{at}");
            let sans: Vec<&str> = g.moves.iter().map(|m| m.san.as_str()).collect();
            let want: Vec<&str> = e["san"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap())
                .collect();
            assert_eq!(sans, want, "{at}");
            assert_eq!(g.result, e["result"].as_str().unwrap(), "{at}");
            assert_eq!(g.final_position().fen(), e["fen"].as_str().unwrap(), "{at}");
            assert_eq!(
                comment_count(g) as u64,
                e["comments"].as_u64().unwrap(),
                "{at}"
            );
            // Written out, each game reads back as one game, the same.
            let text = write_game(g);
            let back = read_games(&text);
            assert_eq!(back.len(), 1, "{at}:\n{text}");
            let back = back[0].as_ref().unwrap();
            assert_eq!(back.moves, g.moves, "{at}");
            assert_eq!(back.comments, g.comments, "{at}");
            games_checked += 1;
        }
    }
    assert_eq!(games_checked, 18);
}
