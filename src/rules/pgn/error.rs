//! The error of a game that could not be read: where it is and what went wrong, as data. The English
//! wording here is the command-line tool's (Contract 1); the page words the same data in its own
//! language (`text::pgn`).

use super::MAX_VARIATION_DEPTH;
use crate::rules::fen::FenError;
use crate::rules::san::{Lang, San};
use crate::rules::types::Color;
use core::fmt;

/// Why a game could not be read: where (1-based line and column, in characters) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// Which game of the text, the first being 1.
    pub game: usize,
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What went wrong.
    pub kind: PgnErrorKind,
}

impl PgnError {
    /// What went wrong, in English (the text after the place in [`PgnError`]'s `Display`).
    pub fn message(&self) -> String {
        self.kind.to_string()
    }

    /// The move the error is about, if it is about one.
    pub fn move_at(&self) -> Option<&MoveAt> {
        self.kind.move_at()
    }
}

/// A move of a game as its text writes it: its number, who plays it and what is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAt {
    /// The move number, as players count moves (1 for the first move of each side).
    pub number: u32,
    /// Who plays it.
    pub color: Color,
    /// The move as written, without its number (`Rxd7+`).
    pub text: String,
    /// How it reads in the piece letters of the reading that failed, when it is notation at all.
    pub san: Option<San>,
    /// The piece letters of that reading.
    pub letters: Lang,
}

/// What the reader found where it expected something else.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// `[`.
    LBracket,
    /// `]`.
    RBracket,
    /// A string in quotes.
    Str(String),
    /// A comment.
    Comment,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// A NAG, `$n`.
    Nag(u8),
    /// `(=)`.
    DrawOffer,
    /// A word: a move, a number, a result or anything else.
    Symbol(String),
    /// The end of the text.
    End,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::LBracket => f.write_str("`[`"),
            Found::RBracket => f.write_str("`]`"),
            Found::Str(s) => write!(f, "the string \"{s}\""),
            Found::Comment => f.write_str("a comment"),
            Found::LParen => f.write_str("`(`"),
            Found::RParen => f.write_str("`)`"),
            Found::Nag(n) => write!(f, "${n}"),
            Found::DrawOffer => f.write_str("`(=)`"),
            Found::Symbol(s) => write!(f, "`{s}`"),
            Found::End => f.write_str("the end of the text"),
        }
    }
}

/// What went wrong in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A `{` comment with no `}` before the end of the text.
    UnclosedComment,
    /// A `}` outside a comment.
    StrayBrace,
    /// A string with no closing `"` on its line.
    UnclosedString,
    /// A `$` with no digits.
    NagDigits,
    /// A NAG over 255 (its digits). The reader no longer refuses a game for one (Contract 2, round
    /// five: [`super::PgnGame::wide_nags`]); the kind stays for callers that do.
    NagTooLarge(String),
    /// Something else where a tag name should be.
    TagName {
        /// What stands there.
        found: Found,
    },
    /// A tag whose value is not a string.
    TagValue {
        /// The tag's name.
        tag: String,
        /// What stands there.
        found: Found,
    },
    /// A tag not closed by `]`.
    TagClose {
        /// The tag's name.
        tag: String,
        /// What stands there.
        found: Found,
    },
    /// A `Variant` tag of a game that is not standard chess (its value).
    Variant(String),
    /// A `FEN` tag that is not a position to play from.
    Fen(FenError),
    /// The text ends inside a variation.
    EndInVariation,
    /// A `[` inside a variation.
    BracketInVariation,
    /// A `[` inside movetext, not opening a line.
    BracketInMovetext,
    /// Something that cannot stand in movetext.
    Unexpected {
        /// What stands there.
        found: Found,
    },
    /// A `(` before any move of its line.
    VariationFirst,
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`].
    TooDeep,
    /// A `)` outside a variation.
    StrayParen,
    /// A result token inside a variation (the token).
    ResultInVariation(String),
    /// A skipped variation with no `)`.
    VariationNotClosed,
    /// A word where a move should be that is not notation.
    NotAMove {
        /// The move's place and text.
        at: MoveAt,
        /// What would have fitted, in English (one of the texts of [`crate::rules::SanError::Syntax`]).
        expected: &'static str,
    },
    /// Notation no legal move matches.
    Illegal(MoveAt),
    /// Notation several legal moves match.
    Ambiguous {
        /// The move's place and text.
        at: MoveAt,
        /// The moves it could be, each with the origin it needs.
        candidates: Vec<San>,
    },
    /// A null move (`--`) played while in check.
    NullInCheck(MoveAt),
    /// The whole game reads in English letters (K Q R B N) and in Spanish letters (R D T A C, the
    /// Laws' Appendix C), with different moves: which one is meant cannot be told. `at` is the first
    /// move that reads differently.
    Letters {
        /// The first move that reads differently.
        at: MoveAt,
        /// That move in English letters.
        english: San,
        /// That move in Spanish letters.
        spanish: San,
    },
}

impl PgnErrorKind {
    /// The move the error is about, if it is about one.
    pub fn move_at(&self) -> Option<&MoveAt> {
        match self {
            PgnErrorKind::NotAMove { at, .. }
            | PgnErrorKind::Illegal(at)
            | PgnErrorKind::Ambiguous { at, .. }
            | PgnErrorKind::NullInCheck(at)
            | PgnErrorKind::Letters { at, .. } => Some(at),
            _ => None,
        }
    }
}

/// The English name of what a move moves: `"rook"`, `"king"`, `"castling"`.
fn mover(s: &San) -> &'static str {
    match s {
        San::Normal { role, .. } => role.name(),
        San::Coords { .. } => "piece",
        San::Castle(_) => "castling",
        San::Null => "null",
    }
}

/// `move 13 (black): `Rxd7``.
struct Place<'a>(&'a MoveAt);

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.0;
        write!(f, "move {} ({}): `{}`", at.number, at.color.name(), at.text)
    }
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::UnclosedComment => {
                f.write_str("comment not closed: expected `}` before the end of the text")
            }
            PgnErrorKind::StrayBrace => f.write_str("unexpected `}` outside a comment"),
            PgnErrorKind::UnclosedString => {
                f.write_str("string not closed: expected `\"` before the end of the line")
            }
            PgnErrorKind::NagDigits => f.write_str("expected digits after `$`"),
            PgnErrorKind::NagTooLarge(d) => write!(f, "NAG ${d} is over 255"),
            PgnErrorKind::TagName { found } => write!(f, "expected a tag name, found {found}"),
            PgnErrorKind::TagValue { tag, found } => {
                write!(
                    f,
                    "expected the value of tag {tag} in quotes, found {found}"
                )
            }
            PgnErrorKind::TagClose { tag, found } => {
                write!(f, "expected `]` to close tag {tag}, found {found}")
            }
            PgnErrorKind::Variant(v) => write!(f, "unsupported variant \"{v}\""),
            PgnErrorKind::Fen(e) => write!(f, "bad FEN tag: {e}"),
            PgnErrorKind::EndInVariation => f.write_str("expected `)` before the end of the text"),
            PgnErrorKind::BracketInVariation => {
                f.write_str("expected `)` to close the variation, found `[`")
            }
            PgnErrorKind::BracketInMovetext => {
                f.write_str("unexpected `[` in movetext (a tag section starts on its own line)")
            }
            PgnErrorKind::Unexpected { found } => {
                write!(f, "expected a move, a comment or a result, found {found}")
            }
            PgnErrorKind::VariationFirst => f.write_str("expected a move before `(`"),
            PgnErrorKind::TooDeep => {
                write!(f, "variations nested deeper than {MAX_VARIATION_DEPTH}")
            }
            PgnErrorKind::StrayParen => f.write_str("unexpected `)` outside a variation"),
            PgnErrorKind::ResultInVariation(s) => {
                write!(f, "expected `)` to close the variation, found `{s}`")
            }
            PgnErrorKind::VariationNotClosed => f.write_str("variation not closed: expected `)`"),
            PgnErrorKind::NotAMove { at, expected } => {
                write!(f, "expected a move, found `{}` ({expected} there)", at.text)
            }
            PgnErrorKind::Illegal(at) => write!(f, "{}: no legal move matches", Place(at)),
            PgnErrorKind::Ambiguous { at, candidates } => {
                let list: Vec<String> = candidates.iter().map(San::to_string).collect();
                write!(
                    f,
                    "{}: ambiguous: could be {}",
                    Place(at),
                    list.join(" or ")
                )
            }
            PgnErrorKind::NullInCheck(at) => {
                write!(f, "null move `{}` while in check", at.text)
            }
            PgnErrorKind::Letters {
                at,
                english,
                spanish,
            } => write!(
                f,
                "{}: a {} move ({english}) in English letters and a {} move ({spanish} in English) \
                 in Spanish letters (FIDE Laws, Appendix C), and the whole game reads both ways: \
                 which is meant cannot be told",
                Place(at),
                mover(english),
                mover(spanish),
            ),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for PgnError {}
