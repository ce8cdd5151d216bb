//! Standard Algebraic Notation in English and in Spanish (Laws, Appendix C), and UCI.
//!
//! Writing is strict: one canonical form per move and language, with minimal disambiguation (file,
//! then rank, then both; C10). Reading is lenient in what people type: either language's piece
//! letters, figurines, optional `x`/`:`, promotions as `e8=Q`, `e8Q`, `e8(Q)`, `e8/Q` or `d8D`,
//! castling with `O` or `0`, long algebraic (`Ng1-f3`, `e2-e4`), UCI (`e7e8q`), trailing `+ # !  ?`,
//! `e.p.`/`a.p.` and the draw-offer mark `(=)`.

use super::position::{CastlingSide, Move, Position};
use super::types::{File, Rank, Role, Square};
use core::fmt;

/// The language of piece letters and of the few words SAN has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English: `K Q R B N`, promotion `e8=Q`, castling `O-O`.
    #[default]
    En,
    /// Spanish after the Laws, Appendix C: `R D T A C`, promotion `e8D`, castling `0-0`, `exd6 a.p.`.
    Es,
}

impl Lang {
    /// The other language.
    pub const fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Es,
            Lang::Es => Lang::En,
        }
    }

    /// The uppercase letter of a role (`P` for a pawn in both languages).
    pub const fn letter(self, role: Role) -> char {
        match self {
            Lang::En => role.upper_char(),
            Lang::Es => role.spanish_char(),
        }
    }

    /// Reads an uppercase piece letter of this language only (`P` for a pawn in both): `K Q R B N`
    /// in English, `R D T A C` in Spanish.
    pub const fn own_role(self, c: char) -> Option<Role> {
        match (self, c) {
            (_, 'P') => Some(Role::Pawn),
            (Lang::En, 'K') | (Lang::Es, 'R') => Some(Role::King),
            (Lang::En, 'Q') | (Lang::Es, 'D') => Some(Role::Queen),
            (Lang::En, 'R') | (Lang::Es, 'T') => Some(Role::Rook),
            (Lang::En, 'B') | (Lang::Es, 'A') => Some(Role::Bishop),
            (Lang::En, 'N') | (Lang::Es, 'C') => Some(Role::Knight),
            _ => None,
        }
    }

    /// Reads an uppercase piece letter: this language's own letters first, then the other
    /// language's where they do not clash (`R` is a rook in English and a king in Spanish).
    pub const fn role_of(self, c: char) -> Option<Role> {
        match (self, c) {
            (_, 'P') => Some(Role::Pawn),
            (Lang::En, 'R') => Some(Role::Rook),
            (Lang::Es, 'R') => Some(Role::King),
            (_, 'K') => Some(Role::King),
            (_, 'Q' | 'D') => Some(Role::Queen),
            (_, 'T') => Some(Role::Rook),
            (_, 'B' | 'A') => Some(Role::Bishop),
            (_, 'N' | 'C') => Some(Role::Knight),
            _ => None,
        }
    }
}

/// A move as written, before it is matched against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move: `Nbd2`, `exd5`, `e8=Q`, `Ng1-f3`.
    Normal {
        /// What moves.
        role: Role,
        /// The origin file, if given.
        file: Option<File>,
        /// The origin rank, if given.
        rank: Option<Rank>,
        /// True if written as a capture.
        capture: bool,
        /// The target square.
        to: Square,
        /// The promotion piece, if given.
        promotion: Option<Role>,
    },
    /// Both squares and no piece letter: UCI or long algebraic (`e2e4`, `e2-e4`, `e7e8q`, `e1g1`).
    Coords {
        /// The origin square.
        from: Square,
        /// The target square (for castling the king's target or the rook's square).
        to: Square,
        /// True if written as a capture.
        capture: bool,
        /// The promotion piece, if given.
        promotion: Option<Role>,
    },
    /// Castling, `O-O` or `0-0-0`.
    Castle(CastlingSide),
    /// A null move (`--`, `Z0`, `0000`): a PGN convention, never a legal move.
    Null,
}

/// Why a text is not a move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not notation: `at` is the 0-based character offset of the first character that does
    /// not fit, `expected` says what would.
    Syntax {
        /// Character offset in the text.
        at: usize,
        /// What would have fitted there.
        expected: &'static str,
    },
    /// Well-formed, but no legal move matches.
    Illegal,
    /// Several legal moves match; `candidates` are their SAN.
    Ambiguous {
        /// The matching moves in SAN.
        candidates: Vec<String>,
    },
    /// A null move, which is not a move of the game.
    NullMove,
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax { at, expected } => {
                write!(f, "expected {expected} at character {}", at + 1)
            }
            SanError::Illegal => f.write_str("no legal move matches"),
            SanError::Ambiguous { candidates } => {
                write!(f, "ambiguous: could be {}", candidates.join(" or "))
            }
            SanError::NullMove => f.write_str("a null move is not a legal move"),
        }
    }
}

impl std::error::Error for SanError {}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/// The move in SAN with its check (`+`) or mate (`#`) mark: `Nbd2`, `e8=Q+`, `O-O` in English;
/// `Cbd2`, `e8D+`, `0-0`, `exd6+ a.p.` in Spanish.
///
/// `m` should be legal in `pos`; an illegal move is written without a check mark.
pub fn san(pos: &Position, m: Move, lang: Lang) -> String {
    let legal = pos.legal_moves();
    let suffix = if legal.contains(&m) {
        let mut next = pos.clone();
        next.play_unchecked(m);
        check_mark(&next)
    } else {
        None
    };
    format_san(m, lang, legal.as_slice(), suffix)
}

/// The move in SAN without the check or mate mark (Spanish keeps ` a.p.`).
pub fn san_plain(pos: &Position, m: Move, lang: Lang) -> String {
    format_san(m, lang, pos.legal_moves().as_slice(), None)
}

/// `Some('#')` if the side to move in `after` is mated, `Some('+')` if in check.
pub(crate) fn check_mark(after: &Position) -> Option<char> {
    if !after.is_check() {
        None
    } else if after.count_legal() == 0 {
        Some('#')
    } else {
        Some('+')
    }
}

/// Writes `m` given the legal moves of its position and the mark to append.
pub(crate) fn format_san(m: Move, lang: Lang, legal: &[Move], mark: Option<char>) -> String {
    let mut s = String::with_capacity(10);
    match m {
        Move::Castle { .. } => {
            let zero = if lang == Lang::Es { '0' } else { 'O' };
            s.push(zero);
            s.push('-');
            s.push(zero);
            if m.castling_side() == Some(CastlingSide::Queen) {
                s.push('-');
                s.push(zero);
            }
        }
        Move::EnPassant { from, to } => {
            s.push(from.file().char());
            s.push('x');
            push_square(&mut s, to);
        }
        Move::Normal {
            role: Role::Pawn,
            from,
            capture,
            to,
            promotion,
        } => {
            if capture.is_some() {
                s.push(from.file().char());
                s.push('x');
            }
            push_square(&mut s, to);
            if let Some(p) = promotion {
                if lang == Lang::En {
                    s.push('=');
                }
                s.push(lang.letter(p));
            }
        }
        Move::Normal {
            role,
            from,
            capture,
            to,
            ..
        } => {
            s.push(lang.letter(role));
            let rivals = legal.iter().filter(|o| {
                matches!(o, Move::Normal { role: r, to: t, from: f, .. }
                    if *r == role && *t == to && *f != from)
            });
            let (mut any, mut same_file, mut same_rank) = (false, false, false);
            for o in rivals {
                any = true;
                same_file |= o.from().file() == from.file();
                same_rank |= o.from().rank() == from.rank();
            }
            if any {
                if !same_file {
                    s.push(from.file().char());
                } else if !same_rank {
                    s.push(from.rank().char());
                } else {
                    push_square(&mut s, from);
                }
            }
            if capture.is_some() {
                s.push('x');
            }
            push_square(&mut s, to);
        }
    }
    if let Some(c) = mark {
        s.push(c);
    }
    if lang == Lang::Es && matches!(m, Move::EnPassant { .. }) {
        s.push_str(" a.p.");
    }
    s
}

fn push_square(s: &mut String, sq: Square) {
    s.push(sq.file().char());
    s.push(sq.rank().char());
}

impl fmt::Display for San {
    /// Writes the parsed form back in English (`Nbd2`, `exd5`, `e7e8=Q`, `O-O`, `--`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    write!(f, "{}", role.upper_char())?;
                }
                if let Some(file) = file {
                    write!(f, "{}", file.char())?;
                }
                if let Some(rank) = rank {
                    write!(f, "{}", rank.char())?;
                }
                if capture {
                    f.write_str("x")?;
                }
                write!(f, "{to}")?;
                if let Some(p) = promotion {
                    write!(f, "={}", p.upper_char())?;
                }
                Ok(())
            }
            San::Coords {
                from,
                to,
                capture,
                promotion,
            } => {
                write!(f, "{from}{}{to}", if capture { "x" } else { "" })?;
                if let Some(p) = promotion {
                    write!(f, "{}", p.char())?;
                }
                Ok(())
            }
            San::Castle(CastlingSide::King) => f.write_str("O-O"),
            San::Castle(CastlingSide::Queen) => f.write_str("O-O-O"),
            San::Null => f.write_str("--"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/// Parses a move in `lang`'s letters (the other language's letters are read too where they do not
/// clash). Lowercase `b` reads as the b-file; [`resolve`] also tries it as a bishop.
///
/// # Errors
/// [`SanError::Syntax`] with the offending character's offset.
pub fn parse_san(text: &str, lang: Lang) -> Result<San, SanError> {
    let (list, n) = interpretations(text, lang)?;
    list[..n].first().copied().ok_or(SanError::Illegal)
}

/// Finds the legal move `text` stands for, reading it in `prefer`'s letters first and, if that
/// matches nothing, in the other language's (so `Rd1` is a rook in English, else a king).
///
/// # Errors
/// [`SanError::Syntax`] if neither reading is notation, [`SanError::Ambiguous`] if the first reading
/// that matches anything matches several moves, [`SanError::Illegal`] if nothing matches,
/// [`SanError::NullMove`] for `--`.
pub fn resolve(pos: &Position, text: &str, prefer: Lang) -> Result<Move, SanError> {
    let legal = pos.legal_moves();
    resolve_in(text, prefer, legal.as_slice())
}

/// [`resolve`] against a precomputed list of legal moves.
pub(crate) fn resolve_in(text: &str, prefer: Lang, legal: &[Move]) -> Result<Move, SanError> {
    let mut err: Option<SanError> = None;
    let mut tried: [Option<San>; 4] = [None; 4];
    let mut n_tried = 0;
    for lang in [prefer, prefer.other()] {
        let (list, n) = match interpretations(text, lang) {
            Ok(x) => x,
            Err(e) => {
                err.get_or_insert(e);
                continue;
            }
        };
        for s in &list[..n] {
            if tried[..n_tried].contains(&Some(*s)) {
                continue;
            }
            if n_tried < tried.len() {
                tried[n_tried] = Some(*s);
                n_tried += 1;
            }
            match s.to_move_in(legal, prefer) {
                Ok(m) => return Ok(m),
                Err(e @ (SanError::Ambiguous { .. } | SanError::NullMove)) => return Err(e),
                Err(e) => err = Some(e),
            }
        }
    }
    Err(err.unwrap_or(SanError::Illegal))
}

/// Parses a move in `lang`'s piece letters only: `K Q R B N` in English, `R D T A C` in Spanish
/// (Appendix C); the other language's letters are not notation here. This is how a PGN game is
/// read, its letters one language's throughout.
///
/// # Errors
/// [`SanError::Syntax`] with the offending character's offset.
pub fn parse_san_only(text: &str, lang: Lang) -> Result<San, SanError> {
    let (list, n) = interpretations_in(text, Letters { lang, strict: true })?;
    list[..n].first().copied().ok_or(SanError::Illegal)
}

/// The legal move `text` stands for in `lang`'s piece letters only (see [`parse_san_only`]);
/// ambiguous candidates are written in `lang`.
pub(crate) fn resolve_only(text: &str, lang: Lang, legal: &[Move]) -> Result<Move, SanError> {
    let (list, n) = interpretations_in(text, Letters { lang, strict: true })?;
    let mut err = SanError::Illegal;
    for s in &list[..n] {
        match s.to_move_in(legal, lang) {
            Ok(m) => return Ok(m),
            Err(e @ (SanError::Ambiguous { .. } | SanError::NullMove)) => return Err(e),
            Err(e) => err = e,
        }
    }
    Err(err)
}

/// Reads a UCI move (`e2e4`, `e7e8q`, castling as `e1g1` or king-takes-rook `e1h1`) in `pos`.
///
/// # Errors
/// [`SanError::Syntax`] if it is not UCI, [`SanError::Illegal`] if no legal move matches,
/// [`SanError::Ambiguous`] for a promotion without its piece, [`SanError::NullMove`] for `0000`.
pub fn parse_uci(pos: &Position, text: &str) -> Result<Move, SanError> {
    let b: Vec<char> = text.chars().collect();
    if text == "0000" {
        return Err(SanError::NullMove);
    }
    let square = |i: usize| -> Result<Square, SanError> {
        let file = b.get(i).and_then(|&c| File::from_char(c));
        let rank = b.get(i + 1).and_then(|&c| Rank::from_char(c));
        match (file, rank) {
            (Some(f), Some(r)) => Ok(Square::from_coords(f, r)),
            (None, _) => Err(SanError::Syntax {
                at: i,
                expected: "a file (a-h)",
            }),
            (Some(_), None) => Err(SanError::Syntax {
                at: i + 1,
                expected: "a rank (1-8)",
            }),
        }
    };
    let from = square(0)?;
    let to = square(2)?;
    let promotion = match b.get(4) {
        None => None,
        Some(&c) => match Role::from_char(c) {
            Some(r) if c.is_ascii_lowercase() && Role::PROMOTIONS.contains(&r) => Some(r),
            _ => {
                return Err(SanError::Syntax {
                    at: 4,
                    expected: "a promotion piece (q, r, b, n)",
                })
            }
        },
    };
    if b.len() > 5 {
        return Err(SanError::Syntax {
            at: 5,
            expected: "the end of the move",
        });
    }
    San::Coords {
        from,
        to,
        capture: false,
        promotion,
    }
    .to_move(pos)
}

impl San {
    /// The legal move in `pos` this stands for.
    ///
    /// # Errors
    /// [`SanError::Illegal`], [`SanError::Ambiguous`] (candidates in English) or
    /// [`SanError::NullMove`].
    pub fn to_move(self, pos: &Position) -> Result<Move, SanError> {
        self.to_move_in(pos.legal_moves().as_slice(), Lang::En)
    }

    /// True if the legal move `m` fits this notation.
    pub fn matches(&self, m: &Move) -> bool {
        match *self {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if m.role() != role || matches!(m, Move::Castle { .. }) || m.to() != to {
                    return false;
                }
                let from = m.from();
                if file.is_some_and(|f| f != from.file()) || rank.is_some_and(|r| r != from.rank())
                {
                    return false;
                }
                // A pawn written without its file moves straight ahead unless marked as a capture.
                if role == Role::Pawn && file.is_none() && !capture && from.file() != to.file() {
                    return false;
                }
                promotion.is_none() || m.promotion() == promotion
            }
            San::Coords {
                from,
                to,
                promotion,
                ..
            } => {
                m.from() == from
                    && (m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
                    && (promotion.is_none() || m.promotion() == promotion)
            }
            San::Castle(side) => m.castling_side() == Some(side),
            San::Null => false,
        }
    }

    fn to_move_in(self, legal: &[Move], lang: Lang) -> Result<Move, SanError> {
        if self == San::Null {
            return Err(SanError::NullMove);
        }
        let mut found: Option<Move> = None;
        let mut count = 0;
        for m in legal.iter().filter(|m| self.matches(m)) {
            count += 1;
            found.get_or_insert(*m);
        }
        match (count, found) {
            (1, Some(m)) => Ok(m),
            (0, _) | (_, None) => Err(SanError::Illegal),
            _ => Err(SanError::Ambiguous {
                candidates: legal
                    .iter()
                    .filter(|m| self.matches(m))
                    .map(|&m| format_san(m, lang, legal, None))
                    .collect(),
            }),
        }
    }
}

/// One kind of character in the squares part of a move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Item {
    File(File),
    Rank(Rank),
    Capture,
    Hyphen,
}

/// Which piece letters a reading takes.
#[derive(Clone, Copy)]
struct Letters {
    lang: Lang,
    /// Only `lang`'s own letters (uppercase, and lowercase piece letters); else the other
    /// language's too where they do not clash.
    strict: bool,
}

impl Letters {
    /// An uppercase piece letter.
    fn role(self, c: char) -> Option<Role> {
        if self.strict {
            self.lang.own_role(c)
        } else {
            self.lang.role_of(c)
        }
    }

    /// True if a lowercase piece letter of `lang` may be read.
    fn lower(self, lang: Lang) -> bool {
        !self.strict || self.lang == lang
    }

    /// What a move may start with.
    fn expected_start(self) -> &'static str {
        match (self.strict, self.lang) {
            (false, _) => "a piece letter, a file or castling",
            (true, Lang::En) => "a piece letter (K, Q, R, B, N), a file or castling",
            (true, Lang::Es) => "a piece letter (R, D, T, A, C), a file or castling",
        }
    }
}

/// The readings of `text` in `lang`, most likely first (two only for a leading lowercase `b`).
fn interpretations(text: &str, lang: Lang) -> Result<([San; 2], usize), SanError> {
    interpretations_in(
        text,
        Letters {
            lang,
            strict: false,
        },
    )
}

/// The readings of `text` with these letters (see [`interpretations`]).
fn interpretations_in(text: &str, letters: Letters) -> Result<([San; 2], usize), SanError> {
    let lang = letters.lang;
    let cs: Vec<char> = text.chars().collect();
    let mut start = 0;
    while start < cs.len() && cs[start].is_whitespace() {
        start += 1;
    }
    let mut end = cs.len();
    while end > start && cs[end - 1].is_whitespace() {
        end -= 1;
    }
    let cs = &cs[..end];
    if start == end {
        return Err(SanError::Syntax {
            at: start,
            expected: "a move",
        });
    }
    let one = |s: San| ([s, s], 1);
    let c0 = cs[start];

    // Null moves.
    for null in ["--", "Z0", "z0", "0000", "@@@@"] {
        let n: Vec<char> = null.chars().collect();
        if cs[start..].starts_with(&n) {
            parse_tail(cs, start + n.len())?;
            return Ok(one(San::Null));
        }
    }

    // Castling: O-O, 0-0, o-o, with or without hyphens.
    if matches!(c0, 'O' | '0' | 'o') {
        let mut i = start + 1;
        let mut count = 1;
        loop {
            let mut j = i;
            if cs.get(j) == Some(&'-') || cs.get(j) == Some(&'–') {
                j += 1;
            }
            if matches!(cs.get(j), Some('O' | '0' | 'o')) && count < 3 {
                count += 1;
                i = j + 1;
            } else {
                break;
            }
        }
        if count == 1 {
            return Err(SanError::Syntax {
                at: start + 1,
                expected: "`-O` (castling)",
            });
        }
        parse_tail(cs, i)?;
        let side = if count == 2 {
            CastlingSide::King
        } else {
            CastlingSide::Queen
        };
        return Ok(one(San::Castle(side)));
    }

    // The piece letter.
    let letter = match c0 {
        'A'..='Z' => match letters.role(c0) {
            Some(r) => Some(r),
            None => {
                return Err(SanError::Syntax {
                    at: start,
                    expected: letters.expected_start(),
                })
            }
        },
        'n' | 'q' | 'k' if !letters.lower(Lang::En) => {
            return Err(SanError::Syntax {
                at: start,
                expected: letters.expected_start(),
            })
        }
        't' if !letters.lower(Lang::Es) => {
            return Err(SanError::Syntax {
                at: start,
                expected: letters.expected_start(),
            })
        }
        'n' => Some(Role::Knight),
        'q' => Some(Role::Queen),
        'k' => Some(Role::King),
        'r' => lang.role_of('R'),
        't' => Some(Role::Rook),
        'p' => Some(Role::Pawn),
        _ => figurine(c0),
    };
    if let Some(role) = letter {
        return Ok(one(parse_body(cs, start + 1, Some(role), letters)?));
    }
    if c0 == 'b' && !letters.lower(Lang::En) {
        // Spanish letters only: `b` is the b-file, never a bishop.
        return Ok(one(parse_body(cs, start, None, letters)?));
    }
    if c0 == 'b' {
        // `bxc3` is first the b-pawn, then the bishop.
        let pawn = parse_body(cs, start, None, letters);
        let bishop = parse_body(cs, start + 1, Some(Role::Bishop), letters);
        return match (pawn, bishop) {
            (Ok(p), Ok(b)) => Ok(([p, b], 2)),
            (Ok(p), Err(_)) => Ok(one(p)),
            (Err(_), Ok(b)) => Ok(one(b)),
            (Err(e), Err(_)) => Err(e),
        };
    }
    if File::from_char(c0).is_some() || matches!(c0, 'x' | ':') {
        return Ok(one(parse_body(cs, start, None, letters)?));
    }
    Err(SanError::Syntax {
        at: start,
        expected: letters.expected_start(),
    })
}

fn figurine(c: char) -> Option<Role> {
    match c {
        '♔' | '♚' => Some(Role::King),
        '♕' | '♛' => Some(Role::Queen),
        '♖' | '♜' => Some(Role::Rook),
        '♗' | '♝' => Some(Role::Bishop),
        '♘' | '♞' => Some(Role::Knight),
        '♙' | '♟' => Some(Role::Pawn),
        _ => None,
    }
}

/// Parses what follows the piece letter (or the whole move if `letter` is `None`): origin hints,
/// capture mark, target square, promotion and tail.
fn parse_body(
    cs: &[char],
    from: usize,
    letter: Option<Role>,
    letters: Letters,
) -> Result<San, SanError> {
    // Collect files, ranks and separators; a file right after a rank that is not itself followed by
    // a rank is a promotion letter (`a7b8b`), not part of a square.
    let mut items: Vec<(Item, usize)> = Vec::with_capacity(6);
    let mut i = from;
    while let Some(&c) = cs.get(i) {
        let item = if let Some(f) = File::from_char(c) {
            let after_rank = matches!(items.last(), Some((Item::Rank(_), _)));
            let rank_next = cs.get(i + 1).is_some_and(|&n| Rank::from_char(n).is_some());
            if after_rank && !rank_next {
                break;
            }
            Item::File(f)
        } else if let Some(r) = Rank::from_char(c) {
            Item::Rank(r)
        } else if matches!(c, 'x' | 'X' | ':' | '×') {
            Item::Capture
        } else if matches!(c, '-' | '–') {
            Item::Hyphen
        } else {
            break;
        };
        items.push((item, i));
        i += 1;
        if items.len() > 6 {
            return Err(SanError::Syntax {
                at: i - 1,
                expected: "a shorter move",
            });
        }
    }
    let n = items.len();
    let (to, hints) = match (n.checked_sub(2).map(|k| &items[k..]), n) {
        (Some([(Item::File(f), _), (Item::Rank(r), _)]), _) => {
            (Square::from_coords(*f, *r), &items[..n - 2])
        }
        (_, 0) => {
            return Err(SanError::Syntax {
                at: i,
                expected: "a square",
            })
        }
        _ => {
            let (last, at) = items[n - 1];
            let expected = match last {
                Item::File(_) => "a rank (1-8)",
                _ => "a file (a-h)",
            };
            let at = if matches!(last, Item::Rank(_)) {
                at
            } else {
                at + 1
            };
            return Err(SanError::Syntax { at, expected });
        }
    };
    // Hints: [file] [rank] [separator], each optional, in that order.
    let mut file = None;
    let mut rank = None;
    let mut capture = false;
    let mut k = 0;
    if let Some((Item::File(f), _)) = hints.get(k) {
        file = Some(*f);
        k += 1;
    }
    if let Some((Item::Rank(r), _)) = hints.get(k) {
        rank = Some(*r);
        k += 1;
    }
    match hints.get(k) {
        Some((Item::Capture, _)) => {
            capture = true;
            k += 1;
        }
        Some((Item::Hyphen, _)) => k += 1,
        _ => {}
    }
    if let Some(&(_, at)) = hints.get(k) {
        return Err(SanError::Syntax {
            at,
            expected: "the target square",
        });
    }
    let (promotion, i) = parse_promotion(cs, i, letters)?;
    parse_tail(cs, i)?;
    Ok(match (letter, file, rank) {
        (None, Some(f), Some(r)) => San::Coords {
            from: Square::from_coords(f, r),
            to,
            capture,
            promotion,
        },
        (None, None, Some(_)) => {
            return Err(SanError::Syntax {
                at: from,
                expected: "a file (a-h)",
            })
        }
        (role, file, rank) => San::Normal {
            role: role.unwrap_or(Role::Pawn),
            file,
            rank,
            capture: capture || file.is_some_and(|f| f != to.file()) && role.is_none(),
            to,
            promotion,
        },
    })
}

/// Reads an optional promotion at `i`: `=Q`, `Q`, `(Q)`, `/Q`, `q`, Spanish `D`.
fn parse_promotion(
    cs: &[char],
    i: usize,
    letters: Letters,
) -> Result<(Option<Role>, usize), SanError> {
    let expected = match letters.lang {
        Lang::En => "a promotion piece (Q, R, B, N)",
        Lang::Es => "a promotion piece (D, T, A, C)",
    };
    let piece = |c: char| -> Option<Role> {
        let r = match c {
            'q' | 'r' | 'b' | 'n' => Role::from_char(c),
            _ => letters.role(c).or_else(|| figurine(c)),
        };
        r.filter(|r| Role::PROMOTIONS.contains(r))
    };
    match cs.get(i) {
        Some('=' | '/') => match cs.get(i + 1).and_then(|&c| piece(c)) {
            Some(r) => Ok((Some(r), i + 2)),
            None => Err(SanError::Syntax {
                at: i + 1,
                expected,
            }),
        },
        Some('(') if cs.get(i + 1) != Some(&'=') => match cs.get(i + 1).and_then(|&c| piece(c)) {
            Some(r) if cs.get(i + 2) == Some(&')') => Ok((Some(r), i + 3)),
            Some(_) => Err(SanError::Syntax {
                at: i + 2,
                expected: "`)`",
            }),
            None => Err(SanError::Syntax {
                at: i + 1,
                expected,
            }),
        },
        Some(&c) if (is_letter(c) || figurine(c).is_some()) && !is_tail_start(cs, i) => {
            match piece(c) {
                Some(r) => Ok((Some(r), i + 1)),
                None => Err(SanError::Syntax { at: i, expected }),
            }
        }
        _ => Ok((None, i)),
    }
}

/// Suffix words allowed after a move (case-insensitive), longest first.
const TAIL_WORDS: [&str; 7] = ["e.p.", "a.p.", "e.p", "a.p", "(=)", "ep", "ap"];

fn tail_word_at(cs: &[char], i: usize) -> Option<usize> {
    TAIL_WORDS.iter().find_map(|w| {
        let n = w.chars().count();
        let ok = cs.len() >= i + n
            && cs[i..i + n]
                .iter()
                .zip(w.chars())
                .all(|(a, b)| a.to_ascii_lowercase() == b);
        ok.then_some(n)
    })
}

fn is_tail_start(cs: &[char], i: usize) -> bool {
    tail_word_at(cs, i).is_some()
}

/// Accepts the annotations that may follow a move: check and mate marks, `!`/`?` glyphs, `e.p.`,
/// `a.p.`, `(=)`, in any order, with spaces between.
fn parse_tail(cs: &[char], mut i: usize) -> Result<(), SanError> {
    while i < cs.len() {
        let c = cs[i];
        if c.is_whitespace()
            || matches!(c, '+' | '#' | '!' | '?' | '†' | '‡' | '‼' | '⁇' | '⁉' | '⁈')
        {
            i += 1;
        } else if let Some(n) = tail_word_at(cs, i) {
            i += n;
        } else {
            return Err(SanError::Syntax {
                at: i,
                expected: "the end of the move (or `+`, `#`, `!`, `?`, `e.p.`)",
            });
        }
    }
    Ok(())
}

/// A letter where a piece letter may stand: ASCII or Latin-1 (Spanish included). Not `char::is_alphabetic`, whose
/// Unicode table would ship in the download for this one test.
fn is_letter(c: char) -> bool {
    c.is_ascii_alphabetic() || (matches!(c, 'À'..='ÿ') && c != '×' && c != '÷')
}
