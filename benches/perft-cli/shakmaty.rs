//! `perft DEPTH FEN` with shakmaty, the reference the native tool is compared with (benches/perft-cli/compare.py).
//! Built with the same profile as escaque-cli (`cargo build --release --example perft_shakmaty`) and counting the
//! same way: leaves in bulk at the last ply (the legal-move count).

use shakmaty::{fen::Fen, CastlingMode, Chess, Position as _};

fn perft(pos: &Chess, depth: u32) -> u64 {
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
            perft(&next, depth - 1)
        })
        .sum()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args
        .first()
        .and_then(|d| d.parse().ok())
        .expect("usage: perft_shakmaty DEPTH FEN");
    let pos: Chess = args[1..]
        .join(" ")
        .parse::<Fen>()
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position");
    println!("{}", perft(&pos, depth));
}
