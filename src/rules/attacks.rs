//! Attack sets, from tables built at compile time.
//!
//! Leapers (king, knight, pawn) use 64-entry tables. Sliders use hyperbola quintessence on files and
//! diagonals and a 512-byte first-rank table for ranks: under 4 KiB of tables in all, small enough for
//! the wasm download, with no runtime initialisation.

use super::bitboard::Bitboard;
use super::types::{Color, Role, Square};

const fn leaper_table(deltas: &[(i32, i32)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut bb = 0u64;
        let mut i = 0;
        while i < deltas.len() {
            let f = (sq % 8) as i32 + deltas[i].0;
            let r = (sq / 8) as i32 + deltas[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                bb |= 1 << (f + 8 * r);
            }
            i += 1;
        }
        table[sq] = bb;
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = leaper_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = leaper_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    leaper_table(&[(-1, 1), (1, 1)]),
    leaper_table(&[(-1, -1), (1, -1)]),
];

/// Per square: the file, diagonal and anti-diagonal through it, without the square itself.
#[derive(Clone, Copy)]
struct Lines {
    file: u64,
    diag: u64,
    anti: u64,
}

const fn ray_mask(sq: usize, df: i32, dr: i32) -> u64 {
    let mut bb = 0u64;
    let mut k = -7;
    while k <= 7 {
        if k != 0 {
            let f = (sq % 8) as i32 + df * k;
            let r = (sq / 8) as i32 + dr * k;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                bb |= 1 << (f + 8 * r);
            }
        }
        k += 1;
    }
    bb
}

static LINES: [Lines; 64] = {
    let mut t = [Lines {
        file: 0,
        diag: 0,
        anti: 0,
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = Lines {
            file: ray_mask(sq, 0, 1),
            diag: ray_mask(sq, 1, 1),
            anti: ray_mask(sq, -1, 1),
        };
        sq += 1;
    }
    t
};

/// `RANK_ATTACKS[file][inner]`: attacks along a rank from `file` given the occupancy of files b–g
/// (`inner` = those six bits).
static RANK_ATTACKS: [[u8; 64]; 8] = {
    let mut t = [[0u8; 64]; 8];
    let mut file = 0;
    while file < 8 {
        let mut inner = 0;
        while inner < 64 {
            let occ = (inner << 1) as u32;
            let mut att = 0u32;
            let mut f = file as i32 + 1;
            while f < 8 {
                att |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f += 1;
            }
            f = file as i32 - 1;
            while f >= 0 {
                att |= 1 << f;
                if occ & (1 << f) != 0 {
                    break;
                }
                f -= 1;
            }
            t[file][inner] = att as u8;
            inner += 1;
        }
        file += 1;
    }
    t
};

#[inline]
fn hyperbola(sq: Square, mask: u64, occupied: u64) -> u64 {
    let bit = 1u64 << sq.index();
    let o = occupied & mask;
    let forward = o.wrapping_sub(bit.wrapping_mul(2));
    let reverse = o
        .swap_bytes()
        .wrapping_sub(bit.swap_bytes().wrapping_mul(2))
        .swap_bytes();
    (forward ^ reverse) & mask
}

#[inline]
fn rank_attacks(sq: Square, occupied: u64) -> u64 {
    let shift = sq.index() & !7;
    let inner = ((occupied >> shift) >> 1) & 63;
    (RANK_ATTACKS[sq.index() & 7][inner as usize] as u64) << shift
}

/// Squares a knight on `sq` attacks.
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks.
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (its diagonal captures, Art. 3.7c).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

/// Squares a rook on `sq` attacks, given the occupied squares.
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    Bitboard(hyperbola(sq, LINES[sq.index()].file, occupied.0) | rank_attacks(sq, occupied.0))
}

/// Squares a bishop on `sq` attacks, given the occupied squares.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let l = &LINES[sq.index()];
    Bitboard(hyperbola(sq, l.diag, occupied.0) | hyperbola(sq, l.anti, occupied.0))
}

/// Squares a queen on `sq` attacks, given the occupied squares.
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a piece attacks from `sq`, given the occupied squares.
pub fn attacks(color: Color, role: Role, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The whole line (rank, file or diagonal) through `a` and `b`, both included; empty if they are not
/// aligned or equal.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    if a == b {
        return Bitboard::EMPTY;
    }
    let l = &LINES[a.index()];
    let bb = 1u64 << b.index();
    let m = if l.file & bb != 0 {
        l.file
    } else if l.diag & bb != 0 {
        l.diag
    } else if l.anti & bb != 0 {
        l.anti
    } else if Bitboard::from_rank(a.rank()).0 & bb != 0 {
        Bitboard::from_rank(a.rank()).0
    } else {
        return Bitboard::EMPTY;
    };
    Bitboard(m | 1 << a.index())
}

/// The squares strictly between `a` and `b` on a shared line; empty if they are not aligned.
///
/// Along any rank, file or diagonal the square indices grow monotonically, so the squares between are those of the
/// line whose index lies strictly between the two: one mask, no sliding (it is on the move generator's hot path).
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    let (lo, hi) = if a.index() < b.index() {
        (a.index(), b.index())
    } else {
        (b.index(), a.index())
    };
    if lo == hi {
        return Bitboard::EMPTY;
    }
    // Bits lo+1 ..= hi-1.
    let span = (1u64 << hi).wrapping_sub(2u64 << lo);
    line(a, b) & Bitboard(span)
}

/// True if `c` lies on the line through `a` and `b`.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive_slide(sq: Square, occ: Bitboard, dirs: &[(i32, i32)]) -> Bitboard {
        let mut bb = Bitboard::EMPTY;
        for &(df, dr) in dirs {
            let mut cur = sq;
            while let Some(next) = cur.offset(df, dr) {
                bb.add(next);
                if occ.contains(next) {
                    break;
                }
                cur = next;
            }
        }
        bb
    }

    #[test]
    fn sliders_match_naive_rays() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let occ = Bitboard(seed & seed.rotate_left(17));
            for sq in Square::all() {
                let rook = naive_slide(sq, occ, &[(1, 0), (-1, 0), (0, 1), (0, -1)]);
                let bishop = naive_slide(sq, occ, &[(1, 1), (-1, 1), (1, -1), (-1, -1)]);
                assert_eq!(rook_attacks(sq, occ), rook, "rook {sq:?}");
                assert_eq!(bishop_attacks(sq, occ), bishop, "bishop {sq:?}");
            }
        }
    }

    #[test]
    fn leapers() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::D4).count(), 8);
        assert_eq!(king_attacks(Square::H8).count(), 3);
        assert_eq!(
            pawn_attacks(Color::White, Square::E4),
            Bitboard::from_square(Square::D5) | Bitboard::from_square(Square::F5)
        );
        assert_eq!(
            pawn_attacks(Color::Black, Square::A5),
            Bitboard::from_square(Square::B4)
        );
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(Square::A1, Square::D4).count(), 2);
        assert_eq!(between(Square::E1, Square::E8).count(), 6);
        assert_eq!(between(Square::A1, Square::H1).count(), 6);
        assert!(between(Square::A1, Square::B3).is_empty());
        assert!(between(Square::E1, Square::E2).is_empty());
        assert_eq!(line(Square::A1, Square::C3).count(), 8);
        assert!(aligned(Square::A1, Square::C3, Square::H8));
        assert!(!aligned(Square::A1, Square::C3, Square::H7));
    }

    #[test]
    fn between_is_what_two_queens_see_of_each_other() {
        for a in Square::all() {
            for b in Square::all() {
                let l = line(a, b);
                let occ = Bitboard::from_square(a) | Bitboard::from_square(b);
                let slid = if l.is_empty() {
                    Bitboard::EMPTY
                } else {
                    queen_attacks(a, occ) & queen_attacks(b, occ) & l
                };
                assert_eq!(between(a, b), slid, "{a:?} {b:?}");
                assert_eq!(
                    l.is_empty(),
                    a == b || !queen_attacks(a, Bitboard::EMPTY).contains(b)
                );
            }
        }
    }
}
