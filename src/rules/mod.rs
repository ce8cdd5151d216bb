//! Pure chess rules after the FIDE Laws (Art. 3, 5, 9, Appendix C): no web dependency here, ever.

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod explain;
pub mod fen;
pub mod movegen;
pub mod movement;
pub mod outcome;
pub mod pgn;
pub mod position;
pub mod san;
pub mod types;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use fen::{FenError, FenWarning};
pub use movegen::{divide, perft, Dests, MoveList};
pub use movement::MovementError;
pub use outcome::{GameResult, Outcome, Reason};
pub use pgn::{read_games, write_game, PgnError, PgnGame, PgnMove};
pub use position::{
    CastlingSide, IllegalMove, ImpossibleCheck, Move, Position, PositionError, Repair, Setup,
};
pub use san::{parse_san, resolve, san, Lang, San, SanError};
pub use types::{ByColor, Color, File, Piece, Rank, Role, Square};

/// Sorts a short list (a few dozen items: pieces, squares, moves of one position) or a nearly sorted one, stably, by
/// `less`.
///
/// An insertion sort: for lists this short it is as quick as the standard library's sorts, and each use costs a few
/// hundred bytes of wasm where each instantiation of `sort_unstable_by_key` costs about 2.5 KB (issue 14). Its work
/// grows with the square of the items out of place, so a long list must be nearly sorted already (or sorted seldom).
pub fn sort_short_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// [`sort_short_by`] comparing a key of each item.
pub fn sort_short_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_short_by(v, |a, b| key(a) < key(b));
}

#[cfg(test)]
mod tests {
    use super::{sort_short_by, sort_short_by_key};

    #[test]
    fn short_sorts_agree_with_the_standard_stable_sort() {
        // A fixed pseudo-random sequence: lists of every length up to 40, keys with many repeats.
        let mut x: u32 = 0x9e37_79b9;
        for len in 0..40 {
            let v: Vec<(u8, usize)> = (0..len)
                .map(|i| {
                    x ^= x << 13;
                    x ^= x >> 17;
                    x ^= x << 5;
                    ((x % 7) as u8, i)
                })
                .collect();
            let mut ours = v.clone();
            sort_short_by_key(&mut ours, |&(k, _)| k);
            let mut std = v.clone();
            std.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std, "length {len}");
            let mut strings: Vec<String> = v.iter().map(|(k, i)| format!("{k}{i}")).collect();
            let mut expected = strings.clone();
            expected.sort();
            sort_short_by(&mut strings, |a, b| a < b);
            assert_eq!(strings, expected);
        }
    }
}
