//! The save format of a table: versioned text lines, read back exactly or refused whole.
//!
//! ```text
//! escaque 2
//! revision 14
//! fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
//! rules fide
//! moves e2e4 e7e5 g1f3
//! end resignation 1-0          (when the game is over)
//! offer white                  (a pending draw offer)
//! claim black                  (a claim announced for the next move)
//! touched g8                   (touch-move: the piece that must move)
//! white Ana                    (names; empty when not given)
//! black Luis
//! event Open de Tucumán        (the event, round and board, each only when given)
//! round 3.1
//! board 12
//! tc 300+2                     (the time control, `?tc=` syntax)
//! clock escaque-clock 1 …      (the clock, saved as paused at the save)
//! added black 120000           (time added, in the order given, for undo)
//! touch-move 1
//! flip 0
//! tabletop 1
//! import-plies 40              (an imported game: its plies, tags, comments and clock readings)
//! tag Event Club\x20championship
//! comment 3 A\nsecond line
//! clk 3 179000
//! auto-flip 1                 (pass and play: the board turns to the side to move)
//! record m:e2e4 ( m:d2d4 ) m:e7e5 c:A%20comment   (the record's tree, `Tree::to_line`: variations,
//!                              symbols, comments, shapes; absent in records written before it)
//! any-square 1                (tournament practice: a piece may go to any square not its own side's)
//! line d4e6 a1a2              (tournament practice: the moves after the legal record, the first illegal)
//! line-offer black            (a draw offer made while the line is not empty)
//! illegal-counts 1 0          (claimed illegal moves of White and Black, 7.4b)
//! replace c6 d4               (the replacement move due: the piece, and the piece it must capture)
//! adjourned white 41 600000 540000   (an adjourned game: sealer, move number, each player's time or -)
//! envelope-offer black        (the draw offer pending at the seal)
//! sealed Cf3                  (the sealed move as written, escaped: read, no longer written)
//! sealed-hex 436633           (the sealed move, its UTF-8 bytes in hex: not readable at a glance)
//! resume-at 2026-11-30T18:00   (the date set for resuming an adjourned game, F2g)
//! removed 4 white 0 4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1 | c6d4 a1a2
//!                              (moves a claim took off the record: plies before them, claimant,
//!                              arbiter, the board before the first, the moves)
//! running 1732381200000        (the clock ran at the save, made at this wall time in ms)
//! draw-odds black              (format 4: draw odds, the colour a draw counts as a win for)
//! arbiter 1                    (format 4: an arbiter at the table, for a quickplay claim)
//! offers 3 8                   (format 4: the plies after which a draw was offered, "(=)")
//! quickplay white 0 34 referred   (format 4: a quickplay claim: claimant, arbiter at the table,
//!                              plies at the claim, stage)
//! taught 1                     (format 5: a comment, symbol, variation or shape was added to the record
//!                              since it was loaded or finished: replacing it asks first)
//! ```
//!
//! Every line is `key value`; values that may hold any text escape `\` as `\\` and a line break as
//! `\n`. Version 1 (`escaque 1`, written by the first release under `escaque.game.v1`) had the game,
//! names, time control, clock and view lines and no revision: it is read by the same reader and
//! migrates to revision 0. A record that does not read is refused with the line and the reason; the
//! caller keeps its text (never trims it).
//!
//! The clock line is always written as paused at the save. While the clock runs, the writer adds
//! `running` with the wall time (`Date.now`) of the save: another tab adopting the record hands the
//! clock over by the wall time elapsed since ([`super::sync::adopt`]); a page loading it after a
//! reload or a crash ignores it and resumes paused. A record of a newer format than [`VERSION`] is
//! never overwritten by this version ([`may_write`]).

mod build;
mod pending;
mod read;

pub use pending::PENDING_KEY;

use super::{tournament, Table};
use crate::clock::TcError;
use crate::rules::{ByColor, FenError};
use core::fmt;

/// The `localStorage` key of the game in progress, in the current format.
pub const GAME_KEY: &str = "escaque.game.v2";
/// The key the first release saved under (format version 1); read once and migrated.
pub const GAME_KEY_V1: &str = "escaque.game.v1";
/// The current format version. Format 3 is format 2 with the lines `auto-flip` (pass and play) and `record` (the
/// record's tree); a format-2 reader refuses a line it does not know, so a record carrying them says 3, and an older
/// version of the app then leaves it alone and asks for a reload instead of setting it aside as broken.
///
/// Format 4 is format 3 with the lines of the club evening: `draw-odds`, `arbiter`, `offers` and `quickplay`;
/// formats 1 to 3 are still read.
///
/// Format 5 is format 4 with the line `taught` ([`Table::loses_work`]), so that a reload still asks before an edited
/// record is replaced; formats 1 to 4 are still read (as not taught). Only a record carrying `taught` says 5: the
/// others stay format 4 and are read by the releases before it.
pub const VERSION: u32 = 5;

/// The first two lines of a record: its format and its revision, read without reading the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Head {
    /// The format version (`escaque N`).
    pub version: u32,
    /// The revision (0 for format 1, which had none; 0 when the line is missing).
    pub revision: u64,
}

/// The format and revision of a stored record; `None` if it does not start as a record does.
pub fn head(text: &str) -> Option<Head> {
    let mut lines = text.lines();
    let version = lines.next()?.strip_prefix("escaque ")?.parse().ok()?;
    let revision = lines
        .next()
        .and_then(|l| l.strip_prefix("revision "))
        .and_then(|r| r.parse().ok())
        .unwrap_or(0);
    Some(Head { version, revision })
}

/// Whether this version may write over the stored record `stored`: not when a newer version of the
/// app wrote it (a newer format); the error carries that format's number.
///
/// # Errors
/// The format of the stored record, when it is newer than [`VERSION`].
pub fn may_write(stored: Option<&str>) -> Result<(), u32> {
    match stored.and_then(head) {
        Some(h) if h.version > VERSION => Err(h.version),
        _ => Ok(()),
    }
}

/// The wall time of the save of a record written while its clock ran (its `running` line).
pub fn running_wall(text: &str) -> Option<u64> {
    text.lines()
        .find_map(|l| l.strip_prefix("running "))
        .and_then(|v| v.parse().ok())
}

/// The record without the lines that change while nobody acts (the clock and its wall time): two
/// records of the same game at the same revision have the same game part.
pub fn game_part(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for l in text.lines() {
        if !l.starts_with("clock ") && !l.starts_with("running ") {
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// Why a saved record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveError {
    /// 1-based line of the record (0: the record as a whole).
    pub line: usize,
    /// What was wrong, in English, with the text that was wrong (for logs and tests).
    pub message: String,
    /// What kind of problem it is, for the words the player reads ([`crate::text::errors::save_error`]).
    pub kind: SaveProblem,
}

/// The kind of problem a [`SaveError`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// The record is empty.
    Empty,
    /// The first line names no format this app knows.
    UnknownFormat,
    /// A newer version of the app wrote the record.
    Newer,
    /// A line does not read: an unknown key, or a value of the wrong form.
    BadLine,
    /// The starting position's FEN does not read.
    Fen(FenError),
    /// The time control does not read.
    TimeControl(TcError),
    /// The clock's line does not read.
    Clock,
    /// A saved move cannot be played on the board.
    Move,
    /// The parts of the record disagree with each other or with the board.
    Inconsistent,
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "saved game: {}", self.message)
        } else {
            write!(f, "saved game, line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for SaveError {}

/// Escapes `\`, tabs and line breaks so that any text fits in one field of one line (the save
/// format and the archive's index both write text this way).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

/// Reverses [`escape`]; `None` for a lone or unknown escape.
pub fn unescape(s: &str) -> Option<String> {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            '\\' => out.push('\\'),
            't' => out.push('\t'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            _ => return None,
        }
    }
    Some(out)
}

/// The UTF-8 bytes of `s` in hex, two digits each.
fn hex(s: &str) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(2 * s.len());
    for b in s.bytes() {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

/// The text [`hex`] wrote, if `s` is one.
fn unhex(s: &str) -> Option<String> {
    let b = s.as_bytes();
    if !b.len().is_multiple_of(2) {
        return None;
    }
    let digit = |c: u8| char::from(c).to_digit(16).map(|d| d as u8);
    let bytes: Option<Vec<u8>> = b
        .chunks(2)
        .map(|p| Some(digit(p[0])? << 4 | digit(p[1])?))
        .collect();
    String::from_utf8(bytes?).ok()
}

fn bit(b: bool) -> &'static str {
    if b {
        "1"
    } else {
        "0"
    }
}

impl Table {
    /// The whole table as a record, the clock caught at `now_ms`: of format [`VERSION`] when it carries work added
    /// (`taught`), else of format 4, which the releases before format 5 read.
    pub fn to_record(&self, now_ms: u64) -> String {
        self.to_record_at(now_ms, None)
    }

    /// As [`Table::to_record`]; with the wall time of the save `wall_ms`, a running clock is marked
    /// `running` so that another tab can take it over.
    pub fn to_record_at(&self, now_ms: u64, wall_ms: Option<u64>) -> String {
        let g = &self.game;
        let mut s = String::with_capacity(256 + 5 * g.moves().len());
        let mut line = |key: &str, value: &str| {
            s.push_str(key);
            s.push(' ');
            s.push_str(value);
            s.push('\n');
        };
        line("escaque", if self.taught { "5" } else { "4" });
        line("revision", &self.revision.to_string());
        line("fen", &g.start().fen());
        line("rules", g.rules().as_str());
        let moves: Vec<String> = g.moves().iter().map(|m| m.uci()).collect();
        line("moves", &moves.join(" "));
        if let Some(o) = g.outcome() {
            line(
                "end",
                &format!("{} {}", o.reason.as_str(), o.result.as_str()),
            );
        }
        if let Some(c) = g.pending_offer() {
            line("offer", c.name());
        }
        if let Some(c) = self.claim_pending {
            line("claim", c.name());
        }
        if let Some(sq) = self.touched {
            line("touched", &sq.to_string());
        }
        line("white", &escape(&self.names.white));
        line("black", &escape(&self.names.black));
        // Only when given: a record without them is read by every release of format 2.
        for (key, value) in ["event", "round", "board"]
            .into_iter()
            .zip(self.event_tags.fields())
        {
            if !value.is_empty() {
                line(key, &escape(value));
            }
        }
        if let Some(c) = &self.controls {
            line("tc", &c.to_string());
        }
        if let Some(c) = &self.clock {
            line("clock", &c.to_record(now_ms));
        }
        for a in &self.added {
            line("added", &format!("{} {}", a.to.name(), a.ms));
        }
        line("touch-move", bit(self.settings.touch_move));
        line("flip", bit(self.settings.flipped));
        line("tabletop", bit(self.settings.tabletop));
        if self.settings.clock_only {
            line("clock-only", "1");
        }
        if self.settings.recorder {
            line("recorder", "1");
        }
        if self.settings.any_square {
            line("any-square", "1");
        }
        if self.settings.auto_flip {
            line("auto-flip", "1");
        }
        if self.snapshot_presets() {
            line("presets", "1");
        }
        self.tournament_lines(&mut line);
        self.club_lines(&mut line);
        let running = self.clock.as_ref().is_some_and(|c| c.running().is_some());
        if let (true, Some(wall)) = (running && !g.is_over(), wall_ms) {
            line("running", &wall.to_string());
        }
        self.imported_lines(&mut line);
        s
    }

    /// The record's lines of tournament practice: the moves after the legal record, the offer made in them, the
    /// illegal moves counted, the replacement owed, the adjournment and the removed moves.
    fn tournament_lines(&self, line: &mut dyn FnMut(&str, &str)) {
        if !self.line.played.is_empty() {
            let ucis: Vec<String> = self.line.played.iter().map(|p| p.mv.uci()).collect();
            line("line", &ucis.join(" "));
        }
        if let Some(c) = self.line.offer {
            line("line-offer", c.name());
        }
        if self.line.counts != ByColor::default() {
            line(
                "illegal-counts",
                &format!("{} {}", self.line.counts.white, self.line.counts.black),
            );
        }
        if let Some(r) = self.line.replace {
            match r.capture {
                Some(c) => line("replace", &format!("{} {c}", r.piece)),
                None => line("replace", &r.piece.to_string()),
            }
        }
        if let Some(a) = &self.adjourned {
            let e = &a.envelope;
            let (w, b) = e.times.map_or(("-".to_string(), "-".to_string()), |t| {
                (t.white.to_string(), t.black.to_string())
            });
            line(
                "adjourned",
                &format!("{} {} {w} {b}", e.sealer.name(), e.move_number),
            );
            if let Some(c) = e.offer {
                line("envelope-offer", c.name());
            }
            line("sealed-hex", &hex(&a.sealed));
            if !a.resume_at.is_empty() {
                line("resume-at", &a.resume_at);
            }
        }
        for r in &self.line.removed {
            line("removed", &tournament::removal_record(r));
        }
    }

    /// The record's lines of the club evening (format 4): draw odds, an arbiter at the table, the offer marks and a
    /// quickplay claim.
    fn club_lines(&self, line: &mut dyn FnMut(&str, &str)) {
        if let Some(c) = self.draw_odds {
            line("draw-odds", c.name());
        }
        if self.settings.arbiter {
            line("arbiter", "1");
        }
        if !self.offer_marks.is_empty() {
            let plies: Vec<String> = self.offer_marks.iter().map(ToString::to_string).collect();
            line("offers", &plies.join(" "));
        }
        if let Some(q) = self.quickplay {
            line("quickplay", &q.record());
        }
    }

    /// The record's lines of an imported game: its plies, tags, comments, clock readings and tree, and whether a
    /// teacher added to it.
    fn imported_lines(&self, line: &mut dyn FnMut(&str, &str)) {
        if let Some(i) = &self.imported {
            line("import-plies", &i.plies.to_string());
            for (name, value) in &i.tags {
                line("tag", &format!("{name} {}", escape(value)));
            }
            for (ply, text) in i.comments.iter().enumerate() {
                if !text.is_empty() {
                    line("comment", &format!("{} {}", ply + 1, escape(text)));
                }
            }
            for (ply, ms) in i.clocks.iter().enumerate() {
                if let Some(ms) = ms {
                    line("clk", &format!("{} {ms}", ply + 1));
                }
            }
            if let Some(t) = &i.record {
                line("record", t);
            }
        }
        if self.taught {
            line("taught", "1");
        }
    }
}
