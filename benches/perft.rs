//! Perft speed of our rules against shakmaty, measured in the same run on the same positions.
//!
//! `cargo bench --bench perft` prints nodes per second for each and the ratio (ours / shakmaty).
//! Both count leaves in bulk at the last ply (the legal-move count), the usual way to benchmark perft.

use escaque::rules::{perft, Position};
use shakmaty::{fen::Fen, CastlingMode, Chess, Position as _};
use std::time::Instant;

const POSITIONS: [(&str, &str, u32); 5] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
    ),
];

fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth <= 1 {
        return if depth == 0 {
            1
        } else {
            pos.legal_moves().len() as u64
        };
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            shakmaty_perft(&next, depth - 1)
        })
        .sum()
}

fn time<F: FnMut() -> u64>(mut f: F) -> (u64, f64) {
    // Best of three runs, to keep noise from the other core out.
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..3 {
        let t = Instant::now();
        nodes = std::hint::black_box(f());
        best = best.min(t.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn main() {
    let mut total = (0u64, 0f64, 0f64);
    println!(
        "{:<11} {:>5} {:>12} {:>14} {:>14} {:>7}",
        "position", "depth", "nodes", "ours Mn/s", "shakmaty Mn/s", "ratio"
    );
    for (name, fen, depth) in POSITIONS {
        let ours = Position::from_fen(fen).expect("valid FEN");
        let theirs: Chess = fen
            .parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal");
        let (n1, t1) = time(|| perft(&ours, depth));
        let (n2, t2) = time(|| shakmaty_perft(&theirs, depth));
        assert_eq!(n1, n2, "{name}: node counts differ");
        let (r1, r2) = (n1 as f64 / t1 / 1e6, n2 as f64 / t2 / 1e6);
        println!(
            "{name:<11} {depth:>5} {n1:>12} {r1:>14.1} {r2:>14.1} {:>7.2}",
            r1 / r2
        );
        total.0 += n1;
        total.1 += t1;
        total.2 += t2;
    }
    let (r1, r2) = (
        total.0 as f64 / total.1 / 1e6,
        total.0 as f64 / total.2 / 1e6,
    );
    println!(
        "{:<11} {:>5} {:>12} {r1:>14.1} {r2:>14.1} {:>7.2}",
        "all",
        "",
        total.0,
        r1 / r2
    );
}
