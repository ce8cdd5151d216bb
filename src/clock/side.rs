//! [`Side`]: which of the two clocks.

use std::fmt;

/// One of the two clocks: White's or Black's.
///
/// The clock keeps its own two-valued type so that it does not depend on the rules module; the game maps
/// `rules::Color` to `Side` one to one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The clock of the player with the white pieces.
    White = 0,
    /// The clock of the player with the black pieces.
    Black = 1,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The opponent's side.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black: the index into per-side arrays.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'w'` or `'b'`, as in FEN and in the clock record.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }

    /// The side for `'w'` or `'b'`; `None` for any other character.
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Side> {
        match c {
            'w' => Some(Side::White),
            'b' => Some(Side::Black),
            _ => None,
        }
    }

    /// `"white"` or `"black"`, as in `data-clock`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_index_letter_name() {
        assert_eq!(Side::White.other(), Side::Black);
        assert_eq!(Side::Black.other(), Side::White);
        assert_eq!(Side::White.index(), 0);
        assert_eq!(Side::Black.index(), 1);
        for side in Side::ALL {
            assert_eq!(Side::from_letter(side.letter()), Some(side));
            assert_eq!(side.other().other(), side);
        }
        assert_eq!(Side::from_letter('x'), None);
        assert_eq!(Side::Black.to_string(), "black");
    }
}
