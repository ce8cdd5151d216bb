//! Reading a long PGN text a slice at a time: the caller decides when a slice is enough (a number of
//! games, or time it measures itself), so a page can read thousands of games without stopping for
//! long. The slices give the same games, errors, lines and game numbers as one [`PgnReader`] over
//! the whole text, and each game keeps where it stands so it can be read again alone.

use super::reader::{PgnReader, ReadOptions, Resume};
use super::{PgnError, PgnGame};

/// One game (or error) read by a [`SliceReader`], with where it stands in the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlicedGame {
    /// The game, or why it could not be read.
    pub game: Result<PgnGame, PgnError>,
    /// Where the game starts: [`read_game_at`] reads it again from there.
    pub at: Resume,
    /// The byte offset where the next game starts (or the end of the text).
    pub end: usize,
}

/// A PGN text read a slice at a time (see the module).
pub struct SliceReader {
    text: String,
    /// Where the next slice starts.
    at: Resume,
    options: ReadOptions,
    done: bool,
    cancelled: bool,
}

impl SliceReader {
    /// A reader of this text, nothing read yet.
    pub fn new(text: String, options: ReadOptions) -> SliceReader {
        SliceReader {
            text,
            at: Resume::START,
            options,
            done: false,
            cancelled: false,
        }
    }

    /// Reads the next games: at least one (unless the text is done), then one more each time
    /// `more(n)` says yes, `n` being the games read in this slice so far.
    pub fn step(&mut self, mut more: impl FnMut(usize) -> bool) -> Vec<SlicedGame> {
        if self.done {
            return Vec::new();
        }
        let mut reader = PgnReader::resume(&self.text, self.at, self.options);
        let mut out = Vec::new();
        loop {
            let start = reader.position();
            let Some(game) = reader.next() else {
                self.at = reader.position();
                self.done = true;
                break;
            };
            let next = reader.position();
            out.push(SlicedGame {
                game,
                at: start,
                end: next.offset(),
            });
            if !more(out.len()) {
                self.at = next;
                break;
            }
        }
        out
    }

    /// Stops reading: what was read stays read, [`SliceReader::step`] reads nothing more.
    pub fn cancel(&mut self) {
        self.cancelled |= !self.done;
        self.done = true;
    }

    /// True once the whole text is read or the reading was cancelled.
    pub fn done(&self) -> bool {
        self.done
    }

    /// True if the reading was cancelled before the end of the text.
    pub fn cancelled(&self) -> bool {
        self.cancelled
    }

    /// Bytes read so far (the whole text once read to the end).
    pub fn offset(&self) -> usize {
        if self.done && !self.cancelled {
            self.text.len()
        } else {
            self.at.offset()
        }
    }

    /// Games (and errors) read so far.
    pub fn games(&self) -> usize {
        self.at.games()
    }

    /// The options the text is read with.
    pub fn options(&self) -> ReadOptions {
        self.options
    }

    /// The text being read.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Reads one game of this text again (see [`read_game_at`]).
    pub fn game(&self, g: &SlicedGame) -> Option<Result<PgnGame, PgnError>> {
        self.game_at(g.at, g.end)
    }

    /// Reads again, with this reader's options, the game of this text that starts at `at` and
    /// ends before byte `end` (see [`read_game_at`]).
    pub fn game_at(&self, at: Resume, end: usize) -> Option<Result<PgnGame, PgnError>> {
        read_game_at(&self.text, at, end, self.options)
    }
}

/// Reads again the game that starts at `at` and ends before byte `end` of `text`, as it was read
/// the first time (same game number and lines). `None` if nothing stands there.
pub fn read_game_at(
    text: &str,
    at: Resume,
    end: usize,
    options: ReadOptions,
) -> Option<Result<PgnGame, PgnError>> {
    let end = (end..=text.len())
        .find(|&e| text.is_char_boundary(e))
        .unwrap_or(text.len());
    PgnReader::resume(&text[..end], at, options).next()
}
