//! What a read PGN game is: tags, start position, a main line of annotated moves with variations,
//! and the result.

use super::clock_of;
use crate::rules::position::{IllegalMove, Move, Position};
use crate::rules::san::{check_mark, format_san, Lang};
use crate::rules::types::Color;

/// One half-move of a game or variation, with its annotations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move in English SAN as Escaque writes it (`--` for a null move), whatever the input was.
    pub san: String,
    /// The move; `None` for a null move.
    pub mv: Option<Move>,
    /// Numeric annotation glyphs (`$1`, or `!` read as 1, `?` as 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
    pub nags: Vec<u8>,
    /// Comments before the move; only the first move of a variation has these.
    pub comments_before: Vec<String>,
    /// Comments after the move.
    pub comments_after: Vec<String>,
    /// Alternatives to this move, each a line starting from the position before it.
    pub variations: Vec<Vec<PgnMove>>,
}

impl PgnMove {
    /// A move with no annotations.
    pub fn new(san: String, mv: Option<Move>) -> PgnMove {
        PgnMove {
            san,
            mv,
            nags: Vec::new(),
            comments_before: Vec::new(),
            comments_after: Vec::new(),
            variations: Vec::new(),
        }
    }

    /// The clock time left after this move, from a `[%clk h:mm:ss]` comment, in milliseconds.
    pub fn clock(&self) -> Option<u64> {
        self.comments_after.iter().find_map(|c| clock_of(c))
    }
}

/// A game: tags, start position, main line with annotations, result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in the order read (the `Result` tag as written, which may differ from `result`).
    pub tags: Vec<(String, String)>,
    /// The start position: from the `FEN` tag, else the initial position.
    pub start: Position,
    /// Comments before the first move (the game comment).
    pub comments: Vec<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`: the movetext's termination marker, else the `Result` tag,
    /// else `*`.
    pub result: String,
    /// NAGs above `$255` as written (`$300`), in order: read and left out, since no standard names
    /// a glyph for them; [`PgnGame::notes`] reports them.
    pub wide_nags: Vec<String>,
}

impl Default for PgnGame {
    fn default() -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            start: Position::new(),
            comments: Vec::new(),
            moves: Vec::new(),
            result: "*".to_string(),
            wide_nags: Vec::new(),
        }
    }
}

impl PgnGame {
    /// A game of these moves from `start`, with no tags and result `*`.
    ///
    /// # Errors
    /// The first move that is not legal where it is played.
    pub fn from_moves(start: Position, moves: &[Move]) -> Result<PgnGame, IllegalMove> {
        let mut pos = start.clone();
        let mut line = Vec::with_capacity(moves.len());
        for &m in moves {
            let legal = pos.legal_moves();
            if !legal.contains(&m) {
                return Err(IllegalMove(m));
            }
            pos.play_unchecked(m);
            let text = format_san(m, Lang::En, legal.as_slice(), check_mark(&pos));
            line.push(PgnMove::new(text, Some(m)));
        }
        Ok(PgnGame {
            start,
            moves: line,
            ..PgnGame::default()
        })
    }

    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing the first one of that name or adding it at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The move number and mover of the main line's half-move `ply` (from 1), as players number
    /// them from the start position: the number the Laws (Appendix C) and the PGN standard write.
    pub fn move_at(&self, ply: usize) -> (u32, Color) {
        let k = ply.saturating_sub(1) + usize::from(self.start.turn() == Color::Black);
        let mover = if k.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        };
        let number = u32::try_from(k / 2).unwrap_or(u32::MAX);
        (self.start.fullmoves().saturating_add(number), mover)
    }

    /// What the import should tell about this game before it is loaded: its first null move (a
    /// game on the board cannot have one), a `Result` tag that disagrees with the result
    /// written after the moves (the one [`PgnGame::result`] holds and the import uses), and NAGs
    /// above `$255` left out.
    pub fn notes(&self) -> Vec<PgnNote> {
        let mut notes = Vec::new();
        if let Some(i) = self.moves.iter().position(|m| m.mv.is_none()) {
            let (number, color) = self.move_at(i + 1);
            notes.push(PgnNote::NullMove {
                ply: i + 1,
                number,
                color,
                text: self.moves[i].san.clone(),
            });
        }
        let tag = self
            .tag("Result")
            .map(str::trim)
            .filter(|t| super::reader::is_result(t));
        if let Some(tag) = tag {
            let tag = super::reader::normal_result(tag);
            if tag != self.result {
                notes.push(PgnNote::ResultDiffers {
                    tag: tag.to_string(),
                    movetext: self.result.clone(),
                });
            }
        }
        if !self.wide_nags.is_empty() {
            notes.push(PgnNote::WideNags {
                nags: self.wide_nags.clone(),
            });
        }
        notes
    }

    /// The position at the end of the main line (stopping early at a move that is not legal,
    /// which a read game never has).
    pub fn final_position(&self) -> Position {
        let mut pos = self.start.clone();
        for pm in &self.moves {
            let next = match pm.mv {
                Some(m) => pos.play(m).ok(),
                None => play_null(&pos),
            };
            match next {
                Some(p) => pos = p,
                None => break,
            }
        }
        pos
    }
}

/// Something a read game holds that the import tells the player when it lists the game
/// ([`PgnGame::notes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnNote {
    /// A null move in the main line (the first): the game cannot be put on a board.
    NullMove {
        /// Its half-move in the main line, from 1.
        ply: usize,
        /// Its move number, as players write it.
        number: u32,
        /// Who "plays" it.
        color: Color,
        /// As Escaque writes it: `--`.
        text: String,
    },
    /// The `Result` tag and the result written after the moves disagree; the latter is used.
    ResultDiffers {
        /// The `Result` tag's result.
        tag: String,
        /// The result after the moves (the game's [`PgnGame::result`]).
        movetext: String,
    },
    /// NAGs above `$255`, left out (the game is read all the same).
    WideNags {
        /// The NAGs as written (`$300`), in order.
        nags: Vec<String>,
    },
}

/// Passes the turn (a PGN null move): `None` if the side to move is in check, since the king could
/// then be taken.
pub fn play_null(pos: &Position) -> Option<Position> {
    let mut s = pos.to_setup();
    if s.turn == Color::Black {
        s.fullmoves = s.fullmoves.saturating_add(1);
    }
    s.turn = s.turn.other();
    s.ep_square = None;
    s.halfmoves = s.halfmoves.saturating_add(1);
    // Lenient, so that a position with more material than a game can reach passes too; a side
    // left in check is still refused.
    Position::from_setup_lenient(s).ok().map(|(pos, _)| pos)
}
