//! The rules against labelled data (python-chess labels, see tests/data/SOURCES.md): draw positions
//! and 300 random games with every flag after every ply.

use escaque::game::{parse_uci, Claim, Game, RuleSet};
use escaque::rules::fen::FenError;
use escaque::rules::{Color, Position, PositionError, Reason};
use serde_json::Value;

mod common;
use common::data;

#[test]
fn draw_positions() {
    let text = include_str!("data/draws.jsonl");
    let mut refused = Vec::new();
    let mut dead_found = 0;
    let mut dead_total = 0;
    for line in text.lines() {
        let d: Value = serde_json::from_str(line).unwrap();
        let fen = d["fen"].as_str().unwrap();
        // Read as the CLI reads FEN (Contract 1): only what cannot be played is refused.
        let pos = match Position::from_fen_lenient(fen) {
            Ok((pos, warnings)) => {
                assert!(warnings.is_empty(), "{fen}: {warnings:?}");
                assert_eq!(Position::from_fen(fen).as_ref(), Ok(&pos), "{fen}");
                pos
            }
            Err(FenError::Position(PositionError::OppositeCheck)) => {
                // A witness written with the side not to move in check (its king could be taken):
                // it cannot be played, so even the lenient reader refuses it.
                refused.push(fen.to_string());
                continue;
            }
            Err(e) => panic!("{fen}: {e}"),
        };
        let flag = |k: &str| d[k].as_bool().unwrap();
        assert_eq!(
            pos.is_insufficient_material(),
            flag("is_insufficient_material"),
            "{fen}"
        );
        assert_eq!(
            pos.has_insufficient_material(Color::White),
            flag("has_insufficient_material_white"),
            "{fen}"
        );
        assert_eq!(
            pos.has_insufficient_material(Color::Black),
            flag("has_insufficient_material_black"),
            "{fen}"
        );
        assert_eq!(pos.is_checkmate(), flag("is_checkmate"), "{fen}");
        assert_eq!(pos.is_stalemate(), flag("is_stalemate"), "{fen}");
        assert_eq!(
            pos.count_legal(),
            d["legal_moves"].as_u64().unwrap(),
            "{fen}"
        );
        let dead = flag("dead_position");
        let ours = matches!(
            pos.outcome().map(|o| o.reason),
            Some(Reason::InsufficientMaterial | Reason::DeadPosition | Reason::Stalemate)
        );
        // Never call a live position dead; find every dead one we claim to handle.
        if !dead {
            assert!(!ours, "called dead but a mate exists: {fen}");
            assert!(
                pos.can_mate(Color::White) || pos.can_mate(Color::Black),
                "{fen}"
            );
        } else {
            dead_total += 1;
            if ours {
                dead_found += 1;
            }
        }
    }
    assert_eq!(refused, ["8/8/8/8/8/1NN5/8/k1K5 w - - 0 1"]);
    // The only dead positions not detected are blocked chains with bishops (5.2b "as a goal").
    assert!(dead_total >= 37, "{dead_found} {dead_total} {refused:?}");
    assert!(
        dead_total - dead_found <= 1,
        "found {dead_found} of {dead_total}"
    );
}

fn flags(v: &Value, k: &str) -> Vec<bool> {
    v[k].as_str().unwrap().chars().map(|c| c == '1').collect()
}

#[test]
fn random_games_every_flag_every_ply() {
    let text = data("random_games.jsonl");
    let mut plies = 0;
    for line in text.lines() {
        let d: Value = serde_json::from_str(line).unwrap();
        let start = Position::from_fen(d["start_fen"].as_str().unwrap()).unwrap();
        let mut game = Game::new(start, RuleSet::Fide);
        let moves: Vec<&str> = d["moves_uci"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        let fens = d["fens"].as_array().unwrap();
        let legal = d["legal_moves"].as_array().unwrap();
        let halfmove = d["halfmove_clock"].as_array().unwrap();
        let check = flags(&d, "is_check");
        let mate = flags(&d, "is_checkmate");
        let stale = flags(&d, "is_stalemate");
        let insufficient = flags(&d, "is_insufficient_material");
        let three = flags(&d, "can_claim_threefold_repetition");
        let fifty = flags(&d, "can_claim_fifty_moves");
        let five = flags(&d, "is_fivefold_repetition");
        let seventy_five = flags(&d, "is_seventyfive_moves");
        let mut pos = game.position().clone();
        let mut keys = vec![pos.zobrist()];
        for (i, uci) in moves.iter().enumerate() {
            let ctx = format!("game {} ply {}", d["game"], i + 1);
            let m = parse_uci(&pos, uci).unwrap_or_else(|| panic!("{ctx}: {uci}"));
            pos = pos.play(m).unwrap();
            keys.push(pos.zobrist());
            let p = &pos;
            let fen = fens[i].as_str().unwrap();
            let mut raw = p.to_setup();
            raw.ep_square = p.ep_square_raw();
            assert_eq!(raw.to_fen(), fen, "{ctx}");
            assert_eq!(p.count_legal(), legal[i].as_u64().unwrap(), "{ctx}");
            assert_eq!(p.halfmoves() as u64, halfmove[i].as_u64().unwrap(), "{ctx}");
            assert_eq!(p.is_check(), check[i], "{ctx}");
            assert_eq!(p.is_checkmate(), mate[i], "{ctx}");
            assert_eq!(p.is_stalemate(), stale[i], "{ctx}");
            assert_eq!(p.is_insufficient_material(), insufficient[i], "{ctx}");
            let count = |k: u64| keys.iter().filter(|&&x| x == k).count();
            let threefold = count(*keys.last().unwrap()) >= 3
                || p.legal_moves()
                    .iter()
                    .any(|&m| count(p.play(m).unwrap().zobrist()) >= 2);
            assert_eq!(threefold, three[i], "{ctx} threefold");
            assert_eq!(p.can_claim_fifty(), fifty[i], "{ctx} fifty");
            assert_eq!(count(*keys.last().unwrap()) >= 5, five[i], "{ctx} fivefold");
            assert_eq!(
                p.halfmoves() >= 150 && !p.is_checkmate(),
                seventy_five[i],
                "{ctx} 75"
            );
            // The game object agrees while it is live, and ends exactly where the Laws end it.
            if !game.is_over() {
                game.play(m).unwrap();
                assert_eq!(game.position(), p, "{ctx}");
                if !game.is_over() {
                    let claims = game.claimable();
                    assert_eq!(
                        claims.contains(&Claim::ThreefoldRepetition),
                        threefold,
                        "{ctx}"
                    );
                    assert_eq!(claims.contains(&Claim::FiftyMoves), fifty[i], "{ctx}");
                } else {
                    let o = game.outcome().unwrap();
                    let expect = if mate[i] {
                        Reason::Checkmate
                    } else if stale[i] {
                        Reason::Stalemate
                    } else if insufficient[i] {
                        Reason::InsufficientMaterial
                    } else if seventy_five[i] {
                        Reason::SeventyFiveMoves
                    } else if five[i] {
                        Reason::FivefoldRepetition
                    } else {
                        Reason::DeadPosition
                    };
                    assert_eq!(o.reason, expect, "{ctx}");
                }
            }
            plies += 1;
        }
    }
    assert!(plies > 50_000, "{plies}");
}

#[test]
fn fen_round_trip_on_random_games() {
    let text = data("random_games.jsonl");
    let mut checked = 0;
    for line in text.lines().take(120) {
        let d: Value = serde_json::from_str(line).unwrap();
        let mut pos = Position::from_fen(d["start_fen"].as_str().unwrap()).unwrap();
        for uci in d["moves_uci"].as_array().unwrap() {
            pos = pos
                .play(parse_uci(&pos, uci.as_str().unwrap()).unwrap())
                .unwrap();
            let back = Position::from_fen(&pos.fen()).unwrap();
            assert_eq!(back.fen(), pos.fen());
            assert_eq!(back.zobrist(), pos.zobrist());
            assert_eq!(back.legal_moves().as_slice(), pos.legal_moves().as_slice());
            for m in pos.legal_moves().iter() {
                assert_eq!(parse_uci(&pos, &m.uci()), Some(*m));
            }
            checked += 1;
        }
    }
    assert!(checked > 20_000, "{checked}");
}

#[test]
fn fen_and_uci_parsers_never_panic() {
    let seeds = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
    ];
    let alphabet: Vec<char> = "rnbqkpRNBQKP12345678/ wb-KQkqabcdefgh0369\u{e9}\u{1f600}\t"
        .chars()
        .collect();
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut accepted = 0;
    let mut lenient_accepted = 0;
    for i in 0..40_000 {
        let seed: Vec<char> = seeds[i % seeds.len()].chars().collect();
        let mut s = seed.clone();
        for _ in 0..(next() % 4 + 1) {
            let at = (next() as usize) % (s.len() + 1);
            match next() % 3 {
                0 if at < s.len() => {
                    s.remove(at);
                }
                1 => s.insert(at, alphabet[(next() as usize) % alphabet.len()]),
                _ if at < s.len() => s[at] = alphabet[(next() as usize) % alphabet.len()],
                _ => {}
            }
        }
        let text: String = s.into_iter().collect();
        if let Ok((pos, warnings)) = Position::from_fen_lenient(&text) {
            // The lenient reader takes whatever the strict one takes, as it is and silently, and
            // what it writes reads back to itself with nothing left to repair.
            if let Ok(strict) = Position::from_fen(&text) {
                assert_eq!(strict.fen(), pos.fen(), "{text}");
            }
            let (back, again) = Position::from_fen_lenient(&pos.fen()).unwrap();
            assert_eq!(back.fen(), pos.fen(), "{text}");
            assert!(again.len() <= warnings.len(), "{text}: {again:?}");
            lenient_accepted += 1;
        }
        if let Ok(pos) = Position::from_fen(&text) {
            accepted += 1;
            // Whatever is accepted is a playable position whose FEN reads back to itself.
            assert_eq!(
                Position::from_fen(&pos.fen()).unwrap().fen(),
                pos.fen(),
                "{text}"
            );
            let _ = pos.legal_moves();
            let uci: String = text.chars().rev().take(5).collect();
            let _ = parse_uci(&pos, &uci);
        } else {
            assert!(!Position::from_fen(&text)
                .unwrap_err()
                .to_string()
                .is_empty());
        }
    }
    assert!(accepted > 500, "{accepted}");
    assert!(lenient_accepted > accepted, "{lenient_accepted} {accepted}");
}
