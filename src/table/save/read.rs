//! The first half of reading a record: its lines parsed into a [`Raw`] record, each value read on
//! its own and kept with its line number. Nothing here checks one line against another; that is
//! [`super::build`]'s.

use super::{head, unescape, unhex, SaveError, SaveProblem, VERSION};
use crate::clock::{Clock, Controls};
use crate::game::RuleSet;
use crate::rules::{ByColor, Color, Position, Square};
use crate::table::tournament::{self, Envelope, Removal, Replace};
use crate::table::{Added, EventTags, Imported, Settings};

/// A record's lines as read, before they are checked together. A line number (1-based) goes with
/// each value a later check may refuse.
pub(super) struct Raw<'a> {
    /// The format version of the first line (1 to 5).
    pub version: u32,
    /// The revision (0 for format 1).
    pub revision: u64,
    /// The start position (`fen`; the standard one when missing).
    pub start: Position,
    /// The rule set (casual when missing).
    pub rules: RuleSet,
    /// The legal record's moves in UCI, with their line.
    pub moves: (usize, &'a str),
    /// The `end` line's value (reason and result), not yet read.
    pub end: Option<(usize, &'a str)>,
    /// The draw offer pending on the record.
    pub offer: Option<(usize, Color)>,
    /// The colour that announced a claim for its next move.
    pub claim: Option<Color>,
    /// The touched piece (touch-move), kept only if it still binds.
    pub touched: Option<Square>,
    /// The players' names.
    pub names: ByColor<String>,
    /// The event, round and board.
    pub event_tags: EventTags,
    /// The time control (`tc`).
    pub controls: Option<Controls>,
    /// The clock, paused at the save.
    pub clock: Option<(usize, Clock)>,
    /// Time added, oldest first.
    pub added: Vec<Added>,
    /// The settings.
    pub settings: Settings,
    /// The time controls are offered.
    pub presets: bool,
    /// An imported game's plies (its tags, comments and clock readings are read apart).
    pub imported: Option<Imported>,
    /// An imported game's tags.
    pub tags: Vec<(String, String)>,
    /// Per comment: its line, its ply (from 1) and its text.
    pub comments: Vec<(usize, usize, String)>,
    /// The record's tree in `Tree::to_line`'s form, with its line.
    pub record: Option<(usize, String)>,
    /// Per `[%clk]` reading: its line, its ply (from 1) and the time in milliseconds.
    pub clks: Vec<(usize, usize, u64)>,
    /// The tournament line's moves in UCI, with their line.
    pub line_moves: (usize, &'a str),
    /// A draw offer made on the tournament line.
    pub line_offer: Option<(usize, Color)>,
    /// Claimed illegal moves per player (7.4b).
    pub counts: Option<ByColor<u8>>,
    /// The replacement move due.
    pub replace: Option<(usize, Replace)>,
    /// An adjourned game's envelope (its offer read apart).
    pub adjourned: Option<(usize, Envelope)>,
    /// The draw offer pending at the seal.
    pub envelope_offer: Option<Color>,
    /// The sealed move as written.
    pub sealed: Option<String>,
    /// The date set for resuming an adjourned game.
    pub resume_at: Option<(usize, String)>,
    /// Moves claims took off the record.
    pub removed: Vec<Removal>,
    /// Draw odds (format 4).
    pub draw_odds: Option<Color>,
    /// The plies after which a draw was offered, with their line (format 4).
    pub offer_marks: (usize, Vec<usize>),
    /// A quickplay-finish claim, with its line (format 4).
    pub quickplay: Option<(usize, crate::table::Quickplay)>,
    /// Work was added to the record, with its line (format 5).
    pub taught: Option<usize>,
}

/// A value of the wrong form on line `n`.
pub(super) fn bad(n: usize, message: String) -> SaveError {
    SaveError {
        line: n,
        message,
        kind: SaveProblem::BadLine,
    }
}

/// Reads every line of `text` into a [`Raw`] record, the clock placed at `now_ms`.
pub(super) fn parse(text: &str, now_ms: u64) -> Result<Raw<'_>, SaveError> {
    let mut lines = text.lines().enumerate();
    let mut raw = Raw::new(version(lines.next().map(|(_, l)| l))?);
    for (i, line) in lines {
        let n = i + 1;
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let known = (key.is_empty() && value.is_empty())
            || raw.game_line(n, key, value)?
            || raw.table_line(n, key, value, now_ms)?
            || raw.import_line(n, key, value)?
            || raw.tournament_line(n, key, value)?
            || raw.club_line(n, key, value)?;
        if !known {
            let shown: String = key.chars().take(40).collect();
            return Err(bad(n, format!("unknown line \"{shown}\"")));
        }
    }
    Ok(raw)
}

/// The format of the first line: 1 to 5, or why the record is not one this version reads.
fn version(first: Option<&str>) -> Result<u32, SaveError> {
    let fail = |line, kind, message| SaveError {
        line,
        message,
        kind,
    };
    match first {
        Some("escaque 1") => Ok(1),
        Some("escaque 2") => Ok(2),
        Some("escaque 3") => Ok(3),
        Some("escaque 4") => Ok(4),
        Some("escaque 5") => Ok(5),
        Some(first) if head(first).is_some_and(|h| h.version > VERSION) => Err(fail(
            1,
            SaveProblem::Newer,
            format!("\"{first}\" is a newer format, written by a newer version of Escaque"),
        )),
        Some(first) => {
            let shown: String = first.chars().take(40).collect();
            Err(fail(
                1,
                SaveProblem::UnknownFormat,
                format!("unknown format \"{shown}\""),
            ))
        }
        None => Err(fail(0, SaveProblem::Empty, "empty record".to_string())),
    }
}

/// Escaped text.
fn text(n: usize, v: &str) -> Result<String, SaveError> {
    unescape(v).ok_or_else(|| bad(n, "bad escape".to_string()))
}

/// `0` or `1`.
fn flag(n: usize, v: &str) -> Result<bool, SaveError> {
    match v {
        "0" => Ok(false),
        "1" => Ok(true),
        _ => Err(bad(n, format!("expected 0 or 1, found \"{v}\""))),
    }
}

/// `white` or `black`.
fn color(n: usize, v: &str) -> Result<Color, SaveError> {
    match v {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(bad(n, format!("unknown colour \"{v}\""))),
    }
}

/// A whole number.
fn number(n: usize, v: &str) -> Result<u64, SaveError> {
    v.parse::<u64>()
        .map_err(|_| bad(n, format!("expected a number, found \"{v}\"")))
}

/// A square, `e4`.
fn square(n: usize, v: &str) -> Result<Square, SaveError> {
    Square::parse(v).ok_or_else(|| bad(n, format!("bad square \"{v}\"")))
}

impl<'a> Raw<'a> {
    /// An empty record of format `version`: what a record without a line means.
    fn new(version: u32) -> Raw<'a> {
        Raw {
            version,
            revision: 0,
            start: Position::new(),
            rules: RuleSet::Casual,
            moves: (0, ""),
            end: None,
            offer: None,
            claim: None,
            touched: None,
            names: ByColor::default(),
            event_tags: EventTags::default(),
            controls: None,
            clock: None,
            added: Vec::new(),
            settings: Settings::default(),
            presets: false,
            imported: None,
            tags: Vec::new(),
            comments: Vec::new(),
            record: None,
            clks: Vec::new(),
            line_moves: (0, ""),
            line_offer: None,
            counts: None,
            replace: None,
            adjourned: None,
            envelope_offer: None,
            sealed: None,
            resume_at: None,
            removed: Vec::new(),
            draw_odds: None,
            offer_marks: (0, Vec::new()),
            quickplay: None,
            taught: None,
        }
    }

    /// The game's lines: revision, start, rule set, moves, ending, offer, claim, touched piece.
    /// `false` for a key that is not one of them (or not in this format).
    fn game_line(&mut self, n: usize, key: &str, value: &'a str) -> Result<bool, SaveError> {
        let v2 = self.version >= 2;
        match key {
            "revision" if v2 => self.revision = number(n, value)?,
            "fen" => {
                self.start = Position::from_fen(value).map_err(|e| SaveError {
                    line: n,
                    message: format!("FEN: {e}"),
                    kind: SaveProblem::Fen(e),
                })?
            }
            "rules" => {
                self.rules = RuleSet::parse(value)
                    .ok_or_else(|| bad(n, format!("unknown rule set \"{value}\"")))?
            }
            "moves" => self.moves = (n, value),
            "end" => self.end = Some((n, value)),
            "offer" => self.offer = Some((n, color(n, value)?)),
            "claim" if v2 => self.claim = Some(color(n, value)?),
            "touched" if v2 => self.touched = Some(square(n, value)?),
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The table's lines: names, event, time control, clock, time added, settings, presets.
    /// `false` for a key that is not one of them (or not in this format).
    fn table_line(
        &mut self,
        n: usize,
        key: &str,
        value: &str,
        now_ms: u64,
    ) -> Result<bool, SaveError> {
        let v2 = self.version >= 2;
        let s = &mut self.settings;
        match key {
            // Version 1 wrote names with line breaks made spaces, and no escapes.
            "white" if !v2 => self.names.white = value.to_string(),
            "black" if !v2 => self.names.black = value.to_string(),
            "white" => self.names.white = text(n, value)?,
            "black" => self.names.black = text(n, value)?,
            "event" if v2 => self.event_tags.event = EventTags::tidy(&text(n, value)?),
            "round" if v2 => self.event_tags.round = EventTags::tidy(&text(n, value)?),
            "board" if v2 => self.event_tags.board = EventTags::tidy(&text(n, value)?),
            "tc" => self.controls = Some(controls(n, value)?),
            "clock" => {
                let clock = Clock::from_record(value, now_ms).map_err(|e| SaveError {
                    line: n,
                    message: e.to_string(),
                    kind: SaveProblem::Clock,
                })?;
                self.clock = Some((n, clock));
            }
            "added" if v2 => self.added.push(added(n, value)?),
            "touch-move" if v2 => s.touch_move = flag(n, value)?,
            "flip" => s.flipped = flag(n, value)?,
            "tabletop" => s.tabletop = flag(n, value)?,
            "clock-only" if v2 => s.clock_only = flag(n, value)?,
            "any-square" if v2 => s.any_square = flag(n, value)?,
            "auto-flip" if v2 => s.auto_flip = flag(n, value)?,
            "presets" if v2 => self.presets = flag(n, value)?,
            // Written by releases in which a takeback could reopen a finished game; nothing reads it now.
            "stopped-by-end" if v2 => {
                flag(n, value)?;
            }
            // Read by the tab that adopts the record (sync::adopt); a load resumes paused.
            "running" if v2 => {
                number(n, value)?;
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// An imported game's lines: its plies, tags, comments, clock readings, tree and work added. `false` for a key
    /// that is not one of them (or not in this format).
    fn import_line(&mut self, n: usize, key: &str, value: &str) -> Result<bool, SaveError> {
        if self.version < 2 {
            return Ok(false);
        }
        match key {
            "import-plies" => {
                self.imported.get_or_insert_with(Imported::default).plies =
                    number(n, value)? as usize
            }
            "tag" => {
                let (name, v) = value.split_once(' ').unwrap_or((value, ""));
                if name.is_empty() {
                    return Err(bad(n, "tag without a name".to_string()));
                }
                self.tags.push((name.to_string(), text(n, v)?));
            }
            "comment" => {
                let (ply, v) = value.split_once(' ').unwrap_or((value, ""));
                self.comments
                    .push((n, number(n, ply)? as usize, text(n, v)?));
            }
            "record" => self.record = Some((n, value.to_string())),
            "taught" if self.version >= 5 => {
                if flag(n, value)? {
                    self.taught = Some(n);
                }
            }
            "clk" => {
                let (ply, ms) = value.split_once(' ').unwrap_or((value, ""));
                self.clks
                    .push((n, number(n, ply)? as usize, number(n, ms)?));
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The club evening's lines (format 4): draw odds, the arbiter at the table, the offer marks and a
    /// quickplay claim. `false` for a key that is not one of them (or not in this format).
    fn club_line(&mut self, n: usize, key: &str, value: &str) -> Result<bool, SaveError> {
        if self.version < 4 {
            return Ok(false);
        }
        match key {
            "draw-odds" => self.draw_odds = Some(color(n, value)?),
            // Beside a real board: clock-only mode that keeps the record.
            "recorder" => {
                let on = flag(n, value)?;
                self.settings.recorder = on;
                self.settings.clock_only |= on;
            }
            "arbiter" => self.settings.arbiter = flag(n, value)?,
            "offers" => {
                let plies = value
                    .split_whitespace()
                    .map(|p| number(n, p).map(|p| p as usize))
                    .collect::<Result<Vec<_>, _>>()?;
                self.offer_marks = (n, plies);
            }
            "quickplay" => {
                let q = crate::table::Quickplay::from_record(value)
                    .ok_or_else(|| bad(n, format!("bad quickplay claim \"{value}\"")))?;
                self.quickplay = Some((n, q));
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Tournament practice's and adjournment's lines. `false` for a key that is not one of them
    /// (or not in this format).
    fn tournament_line(&mut self, n: usize, key: &str, value: &'a str) -> Result<bool, SaveError> {
        if self.version < 2 {
            return Ok(false);
        }
        match key {
            "line" => self.line_moves = (n, value),
            "line-offer" => self.line_offer = Some((n, color(n, value)?)),
            "illegal-counts" => self.counts = Some(counts(n, value)?),
            "replace" => self.replace = Some((n, replace(n, value)?)),
            "adjourned" => self.adjourned = Some((n, envelope(n, value)?)),
            "envelope-offer" => self.envelope_offer = Some(color(n, value)?),
            "sealed" => self.sealed = Some(text(n, value)?),
            "sealed-hex" => {
                self.sealed = Some(unhex(value).ok_or_else(|| bad(n, "bad hex".to_string()))?)
            }
            "resume-at" => {
                if !tournament::is_resume_date(value) {
                    return Err(bad(n, format!("not a date \"{value}\"")));
                }
                self.resume_at = Some((n, value.to_string()));
            }
            "removed" => self
                .removed
                .push(tournament::removal_from_record(value).map_err(|e| bad(n, e))?),
            _ => return Ok(false),
        }
        Ok(true)
    }
}

/// A `tc` line: a time control (`-`, no clock, is refused: the line is written only with one).
fn controls(n: usize, value: &str) -> Result<Controls, SaveError> {
    Controls::parse(value)
        .map_err(|e| SaveError {
            line: n,
            message: format!("time control: {e}"),
            kind: SaveProblem::TimeControl(e),
        })?
        .ok_or_else(|| bad(n, "time control \"-\" with a clock".to_string()))
}

/// An `added` line: a colour and milliseconds.
fn added(n: usize, value: &str) -> Result<Added, SaveError> {
    let (c, ms) = value
        .split_once(' ')
        .ok_or_else(|| bad(n, "expected a colour and milliseconds".to_string()))?;
    let ms = number(n, ms)?;
    // Only what Intent::AddTime accepts: undoing it must not overflow the clock.
    if !(1000..=3_600_000).contains(&ms) || !ms.is_multiple_of(1000) {
        return Err(bad(
            n,
            format!("time added {ms} ms: not whole seconds up to an hour"),
        ));
    }
    Ok(Added {
        to: color(n, c)?,
        ms,
    })
}

/// An `illegal-counts` line: White's and Black's claimed illegal moves, three at most.
fn counts(n: usize, value: &str) -> Result<ByColor<u8>, SaveError> {
    let (w, b) = value.split_once(' ').unwrap_or((value, ""));
    let (w, b) = (number(n, w)?, number(n, b)?);
    if w > 3 || b > 3 {
        return Err(bad(n, "more than three claimed illegal moves".to_string()));
    }
    Ok(ByColor {
        white: w as u8,
        black: b as u8,
    })
}

/// A `replace` line: the piece that must move, and the piece it must capture.
fn replace(n: usize, value: &str) -> Result<Replace, SaveError> {
    let (piece, capture) = match value.split_once(' ') {
        Some((a, b)) => (square(n, a)?, Some(square(n, b)?)),
        None => (square(n, value)?, None),
    };
    Ok(Replace { piece, capture })
}

/// An `adjourned` line: the sealer, the move number and each player's time (or `-` for both).
fn envelope(n: usize, value: &str) -> Result<Envelope, SaveError> {
    let parts: Vec<&str> = value.split(' ').collect();
    let [c, mv, w, b] = parts.as_slice() else {
        return Err(bad(
            n,
            "expected the sealer, the move number and two times".to_string(),
        ));
    };
    let times = match (*w, *b) {
        ("-", "-") => None,
        (w, b) => Some(ByColor {
            white: number(n, w)?,
            black: number(n, b)?,
        }),
    };
    Ok(Envelope {
        sealer: color(n, c)?,
        move_number: number(n, mv)? as u32,
        times,
        offer: None,
    })
}
