//! The error of a game that could not be read.

use core::fmt;

/// Why a game could not be read: where (1-based line and column, in characters) and what was
/// expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// Which game of the text, the first being 1.
    pub game: usize,
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for PgnError {}
