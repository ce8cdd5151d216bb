//! Zobrist keys for repetition (Art. 9.2): positions are the same when the same pieces stand on the same
//! squares, the same side is to move, and the same castling and *capturable* en-passant options exist.

use super::position::Position;
use super::types::Color;

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Key number `i`: 12 × 64 piece keys, then 64 castling-square keys, 8 en-passant file keys and the
/// side key. Computed rather than tabled: 6.7 KB of random numbers would not compress in the download,
/// and a key costs three multiplications.
#[inline]
fn key(i: usize) -> u64 {
    splitmix(0x6573_6361_7175_6500 ^ i as u64)
}

impl Position {
    /// The repetition key of this position.
    pub fn zobrist(&self) -> u64 {
        let mut h = 0u64;
        for (sq, piece) in self.board.pieces() {
            let idx = (piece.color.index() * 6 + piece.role.index()) * 64 + sq.index();
            h ^= key(idx);
        }
        for sq in self.castling {
            h ^= key(12 * 64 + sq.index());
        }
        if let Some(ep) = self.legal_ep_square() {
            h ^= key(12 * 64 + 64 + ep.file().index());
        }
        if self.turn == Color::Black {
            h ^= key(12 * 64 + 64 + 8);
        }
        h
    }
}
