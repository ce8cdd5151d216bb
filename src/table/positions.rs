//! Saved positions (the teacher's lesson): positions kept with a title, a note and the arrows and
//! circles drawn on them, in the browser and in one PGN file.
//!
//! The whole set is one PGN text, in the browser (under [`STORAGE_KEY`]) as in a file: one game per
//! position, with no moves, its title in the `Event` tag, the position in `SetUp "1"`/`FEN` tags,
//! and the note with the shapes in the game comment, the shapes as `[%cal Ge2e4,Rd7d5]` (arrows)
//! and `[%csl Gd4]` (circles), as lichess and ChessBase write them (`G`reen, `R`ed, `B`lue,
//! `Y`ellow). It is read back with the crate's PGN reader ([`crate::rules::pgn::read_games`]), so a
//! file from lichess or ChessBase reads too. Only a playable position is kept (a game needs one).

use super::drawing::{Brush, Mark, Shape};
use crate::rules::pgn::{comment_parts, read_games, write_game, PgnError, PgnGame};
use crate::rules::{FenError, Position, Square};

/// Where the browser keeps the set: its PGN text.
pub const STORAGE_KEY: &str = "escaque.positions.v1";

/// One saved position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedPosition {
    /// Its title (the `Event` tag).
    pub title: String,
    /// The teacher's note (the game comment's words); may be empty.
    pub note: String,
    /// The position, in FEN.
    pub fen: String,
    /// The arrows and circles drawn on it.
    pub shapes: Vec<Shape>,
}

/// Why a text could not be read as a set of positions, or a position not kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionsError {
    /// A position that is not FEN of a playable position (its FEN as given).
    Fen(String, FenError),
    /// A game of the text that does not read (its index from 0, and the reader's error).
    Pgn(usize, PgnError),
    /// A game with moves: a saved position has none (its index from 0).
    HasMoves(usize),
    /// The text holds no game at all.
    Empty,
}

impl SavedPosition {
    /// A position to keep: `fen` read leniently and written as the crate writes it.
    ///
    /// # Errors
    /// [`PositionsError::Fen`] when `fen` is not a playable position.
    pub fn new(
        title: &str,
        note: &str,
        fen: &str,
        shapes: Vec<Shape>,
    ) -> Result<SavedPosition, PositionsError> {
        let pos = Position::from_fen_lenient(fen)
            .map_err(|e| PositionsError::Fen(fen.to_string(), e))?
            .0;
        Ok(SavedPosition {
            title: title.trim().to_string(),
            note: note.trim().to_string(),
            fen: pos.fen(),
            shapes,
        })
    }

    /// The position (it was playable when kept).
    pub fn position(&self) -> Option<Position> {
        Position::from_fen_lenient(&self.fen).ok().map(|(p, _)| p)
    }

    /// This position as one PGN game.
    pub fn to_pgn(&self) -> String {
        let mut game = PgnGame {
            start: self.position().unwrap_or_default(),
            ..PgnGame::default()
        };
        game.set_tag(
            "Event",
            if self.title.is_empty() {
                "?"
            } else {
                &self.title
            },
        );
        let mut comment = self.note.replace('}', ")");
        for (command, circles) in [("cal", false), ("csl", true)] {
            let marks: Vec<String> = self
                .shapes
                .iter()
                .filter(|s| matches!(s.mark, Mark::Circle(_)) == circles)
                .map(|s| [brush_letter(s.brush).to_string(), s.mark.key()].concat())
                .collect();
            if !marks.is_empty() {
                if !comment.is_empty() {
                    comment.push(' ');
                }
                comment.push_str(&["[%", command, " ", &marks.join(","), "]"].concat());
            }
        }
        if !comment.is_empty() {
            game.comments.push(comment);
        }
        write_game(&game)
    }
}

/// The whole set as one PGN text, a game per position, in order.
pub fn to_pgn(set: &[SavedPosition]) -> String {
    set.iter()
        .map(SavedPosition::to_pgn)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Reads a set of positions from a PGN text (the browser's or a file). An empty text is an empty
/// set when `empty_ok`; a file with no game is [`PositionsError::Empty`].
///
/// # Errors
/// The first game that does not read, or has moves.
pub fn from_pgn(text: &str, empty_ok: bool) -> Result<Vec<SavedPosition>, PositionsError> {
    let games = read_games(text);
    if games.is_empty() {
        return if empty_ok {
            Ok(Vec::new())
        } else {
            Err(PositionsError::Empty)
        };
    }
    games
        .into_iter()
        .enumerate()
        .map(|(i, g)| {
            let g = g.map_err(|e| PositionsError::Pgn(i, e))?;
            if !g.moves.is_empty() {
                return Err(PositionsError::HasMoves(i));
            }
            let mut note = Vec::new();
            let mut shapes = Vec::new();
            for c in &g.comments {
                let words = comment_parts(c).words;
                if !words.is_empty() {
                    note.push(words);
                }
                shapes.extend(shapes_of(c));
            }
            let title = g.tag("Event").filter(|t| *t != "?").unwrap_or("");
            Ok(SavedPosition {
                title: title.to_string(),
                note: note.join(" "),
                fen: g.start.fen(),
                shapes,
            })
        })
        .collect()
}

/// The letter of a brush in `[%cal]` and `[%csl]`.
fn brush_letter(b: Brush) -> char {
    match b {
        Brush::Green => 'G',
        Brush::Red => 'R',
        Brush::Blue => 'B',
        Brush::Yellow => 'Y',
    }
}

/// The shapes of the `[%cal]` and `[%csl]` commands of a comment (marks that do not read are
/// skipped).
fn shapes_of(comment: &str) -> Vec<Shape> {
    let mut out = Vec::new();
    let mut rest = comment;
    while let Some(i) = rest.find("[%") {
        let command = &rest[i + 2..];
        let Some(j) = command.find(']') else { break };
        let body = command[..j].trim();
        rest = &command[j + 1..];
        let (circles, list) = if let Some(l) = body.strip_prefix("cal") {
            (false, l)
        } else if let Some(l) = body.strip_prefix("csl") {
            (true, l)
        } else {
            continue;
        };
        for mark in list.split(',').map(str::trim) {
            if let Some(shape) = shape_of(mark, circles) {
                out.push(shape);
            }
        }
    }
    out
}

/// One mark of `[%cal]` (`Ge2e4`) or `[%csl]` (`Rd4`).
fn shape_of(mark: &str, circle: bool) -> Option<Shape> {
    let brush = match mark.get(..1)? {
        "G" => Brush::Green,
        "R" => Brush::Red,
        "B" => Brush::Blue,
        "Y" => Brush::Yellow,
        _ => return None,
    };
    let sq = |s: Option<&str>| s.and_then(Square::parse);
    let mark = if circle {
        (mark.len() == 3).then_some(Mark::Circle(sq(mark.get(1..3))?))?
    } else {
        let (from, to) = (sq(mark.get(1..3))?, sq(mark.get(3..5))?);
        (mark.len() == 5 && from != to).then_some(Mark::Arrow(from, to))?
    };
    Some(Shape { mark, brush })
}
