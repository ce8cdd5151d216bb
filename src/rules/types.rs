//! The vocabulary of the board: colours, roles, pieces, files, ranks and squares.

use core::fmt;

/// The two sides. White moves first (Art. 1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'w'` or `'b'`, as in FEN.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// Picks `white` or `black` by colour.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// The rank on which this colour's pieces start (1 or 8).
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank::First,
            Color::Black => Rank::Eighth,
        }
    }
}

/// What a piece is, regardless of colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    /// Pawn (peón).
    Pawn = 0,
    /// Knight (caballo).
    Knight = 1,
    /// Bishop (alfil).
    Bishop = 2,
    /// Rook (torre).
    Rook = 3,
    /// Queen (dama).
    Queen = 4,
    /// King (rey).
    King = 5,
}

impl Role {
    /// All six roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to (Art. 3.7e), strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// 0 for pawn … 5 for king.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lowercase English letter: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// Uppercase English letter: `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The Spanish letter of Appendix C: `R D T A C` for king, queen, rook, bishop, knight; `P` for pawn.
    pub const fn spanish_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'C',
            Role::Bishop => 'A',
            Role::Rook => 'T',
            Role::Queen => 'D',
            Role::King => 'R',
        }
    }

    /// Parses an English letter in either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// Parses an uppercase Spanish letter (`R D T A C P`).
    pub const fn from_spanish_char(c: char) -> Option<Role> {
        match c {
            'P' => Some(Role::Pawn),
            'C' => Some(Role::Knight),
            'A' => Some(Role::Bishop),
            'T' => Some(Role::Rook),
            'D' => Some(Role::Queen),
            'R' => Some(Role::King),
            _ => None,
        }
    }

    /// English name in lowercase (`"knight"`).
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

/// A piece: a role of a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What it is.
    pub role: Role,
}

impl Piece {
    /// FEN letter: uppercase for White, lowercase for Black.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// Parses a FEN letter.
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                },
                role,
            }),
            None => None,
        }
    }

    /// The two-letter code of the page contract (`"wK"`, `"bP"`).
    pub fn code(self) -> String {
        let mut s = String::with_capacity(2);
        s.push(self.color.char());
        s.push(self.role.upper_char());
        s
    }
}

/// A column of the board, `a` to `h`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A = 0,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

impl File {
    /// All files, `a` first.
    pub const ALL: [File; 8] = [
        File::A,
        File::B,
        File::C,
        File::D,
        File::E,
        File::F,
        File::G,
        File::H,
    ];

    /// The file with this index (0 = a); indices past 7 wrap into range.
    #[inline]
    pub const fn new(index: u32) -> File {
        File::ALL[(index & 7) as usize]
    }

    /// 0 for `a` … 7 for `h`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'a'` … `'h'`.
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// Parses `'a'` … `'h'`.
    pub const fn from_char(c: char) -> Option<File> {
        if c >= 'a' && c <= 'h' {
            Some(File::new(c as u32 - 'a' as u32))
        } else {
            None
        }
    }

    /// The file `delta` columns away, if on the board.
    pub const fn offset(self, delta: i32) -> Option<File> {
        let i = self as i32 + delta;
        if i >= 0 && i < 8 {
            Some(File::new(i as u32))
        } else {
            None
        }
    }
}

/// A row of the board, `1` to `8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    First = 0,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl Rank {
    /// All ranks, the first first.
    pub const ALL: [Rank; 8] = [
        Rank::First,
        Rank::Second,
        Rank::Third,
        Rank::Fourth,
        Rank::Fifth,
        Rank::Sixth,
        Rank::Seventh,
        Rank::Eighth,
    ];

    /// The rank with this index (0 = first); indices past 7 wrap into range.
    #[inline]
    pub const fn new(index: u32) -> Rank {
        Rank::ALL[(index & 7) as usize]
    }

    /// 0 for the first rank … 7 for the eighth.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `'1'` … `'8'`.
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// Parses `'1'` … `'8'`.
    pub const fn from_char(c: char) -> Option<Rank> {
        if c >= '1' && c <= '8' {
            Some(Rank::new(c as u32 - '1' as u32))
        } else {
            None
        }
    }

    /// The same rank seen from `color`'s side (the fourth rank is White's fourth, Black's fifth).
    pub const fn relative_to(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank::new(7 - self as u32),
        }
    }
}

/// One of the 64 squares, numbered a1 = 0, b1 = 1, … h8 = 63.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

macro_rules! square_consts {
    ($($name:ident = $i:expr),* $(,)?) => {
        $( #[allow(missing_docs)] pub const $name: Square = Square($i); )*
    };
}

impl Square {
    square_consts! {
        A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
        A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
        A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
        A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
        A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
        A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
        A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
        A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
    }

    /// The square with this index (0 = a1 … 63 = h8); indices past 63 wrap into range.
    #[inline]
    pub const fn new(index: u32) -> Square {
        Square((index & 63) as u8)
    }

    /// The square at the crossing of a file and a rank.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(file as u8 | (rank as u8) << 3)
    }

    /// 0 for a1 … 63 for h8.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square's file.
    #[inline]
    pub const fn file(self) -> File {
        File::new(self.0 as u32 & 7)
    }

    /// The square's rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::new(self.0 as u32 >> 3)
    }

    /// The square `df` files and `dr` ranks away, if on the board.
    pub const fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = (self.0 & 7) as i32 + df;
        let r = (self.0 >> 3) as i32 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((f + 8 * r) as u8))
        } else {
            None
        }
    }

    /// True on the light squares (h1 is light, Art. 2.1).
    #[inline]
    pub const fn is_light(self) -> bool {
        (self.0 as u32 & 7) % 2 != (self.0 as u32 >> 3) % 2
    }

    /// Parses a name such as `"e4"`.
    pub fn parse(s: &str) -> Option<Square> {
        let mut chars = s.chars();
        let file = File::from_char(chars.next()?)?;
        let rank = Rank::from_char(chars.next()?)?;
        if chars.next().is_some() {
            return None;
        }
        Some(Square::from_coords(file, rank))
    }

    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square::new)
    }

    /// Chebyshev distance (king moves between the two squares).
    pub fn distance(self, other: Square) -> u32 {
        let df = (self.file() as i32 - other.file() as i32).unsigned_abs();
        let dr = (self.rank() as i32 - other.rank() as i32).unsigned_abs();
        df.max(dr)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A pair of values, one per colour (castling rights, clock times, material…).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Builds both values from a function of the colour.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            white: f(Color::White),
            black: f(Color::Black),
        }
    }

    /// The value for `color`.
    #[inline]
    pub fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value for `color`, mutably.
    #[inline]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_name_and_parse() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::E4.to_string(), "e4");
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("e44"), None);
        assert_eq!(Square::parse(""), None);
    }

    #[test]
    fn square_colours_follow_article_2_1() {
        assert!(Square::H1.is_light());
        assert!(!Square::A1.is_light());
        assert!(Square::D1.is_light());
        assert!(!Square::E1.is_light());
    }

    #[test]
    fn letters() {
        for role in Role::ALL {
            assert_eq!(Role::from_char(role.char()), Some(role));
            assert_eq!(Role::from_spanish_char(role.spanish_char()), Some(role));
        }
        assert_eq!(Piece::from_char('N').map(|p| p.code()), Some("wN".into()));
        assert_eq!(Piece::from_char('x'), None);
    }
}
