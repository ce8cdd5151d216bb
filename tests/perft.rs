//! Perft over the whole suite in tests/data (chessprogramming, shakmaty, TalkChess positions).

use escaque::rules::{perft, Position};

fn run_suite(text: &str, strict: bool) -> usize {
    let mut checked = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().unwrap().trim();
        let pos = match Position::from_fen(fen) {
            Ok(p) => p,
            Err(e) if !strict => {
                eprintln!("line {}: rejected {fen}: {e}", n + 1);
                continue;
            }
            Err(e) => panic!("line {}: {fen}: {e}", n + 1),
        };
        for part in parts {
            let mut it = part.split_whitespace();
            let depth: u32 = it.next().unwrap().trim_start_matches('D').parse().unwrap();
            let expected: u64 = it.next().unwrap().parse().unwrap();
            assert_eq!(
                perft(&pos, depth),
                expected,
                "line {}: {fen} depth {depth}",
                n + 1
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn perft_suite() {
    let text = include_str!("data/perft.epd");
    assert_eq!(run_suite(text, true), 1895);
}

#[test]
fn perft_unusual_counts_hold_when_accepted() {
    let text = include_str!("data/perft_unusual.epd");
    // A strict validator may reject some of these; every accepted one must count right.
    assert!(run_suite(text, false) > 0);
}

#[test]
fn start_position() {
    let pos = Position::new();
    assert_eq!(perft(&pos, 1), 20);
    assert_eq!(perft(&pos, 2), 400);
    assert_eq!(perft(&pos, 3), 8902);
    assert_eq!(perft(&pos, 4), 197_281);
    assert_eq!(perft(&pos, 5), 4_865_609);
}
