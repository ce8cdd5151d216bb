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

use super::tournament::{self, Adjourned, Envelope, Line, Played, Replace};
use super::{Added, EventTags, Imported, Settings, Table};
use crate::clock::{Clock, Controls, TcError, TimeClass};
use crate::game::{Game, RuleSet};
use crate::rules::{ByColor, Color, FenError, GameResult, Outcome, Position, Reason, Square};
use core::fmt;

/// The `localStorage` key of the game in progress, in the current format.
pub const GAME_KEY: &str = "escaque.game.v2";
/// The key the first release saved under (format version 1); read once and migrated.
pub const GAME_KEY_V1: &str = "escaque.game.v1";
/// The current format version.
pub const VERSION: u32 = 2;

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
    /// The whole table as a record of format [`VERSION`], the clock caught at `now_ms`.
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
        line("escaque", "2");
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
        if self.settings.any_square {
            line("any-square", "1");
        }
        if self.snapshot_presets() {
            line("presets", "1");
        }
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
        let running = self.clock.as_ref().is_some_and(|c| c.running().is_some());
        if let (true, Some(wall)) = (running && !g.is_over(), wall_ms) {
            line("running", &wall.to_string());
        }
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
        }
        s
    }

    /// Reads a record of format 1 or 2, the clock (paused) placed on the caller's time base at `now_ms`.
    ///
    /// # Errors
    /// [`SaveError`] naming the line for an unknown format, an unknown key, a bad value or a move
    /// that cannot be played; nothing is half-read.
    pub fn from_record(text: &str, now_ms: u64) -> Result<Table, SaveError> {
        let fail = |line: usize, kind: SaveProblem, message: String| SaveError {
            line,
            message,
            kind,
        };
        let err = |line: usize, message: String| fail(line, SaveProblem::BadLine, message);
        let wrong = |line: usize, message: String| fail(line, SaveProblem::Inconsistent, message);
        let mut lines = text.lines().enumerate();
        let version = match lines.next() {
            Some((_, "escaque 1")) => 1,
            Some((_, "escaque 2")) => 2,
            Some((_, first)) if head(first).is_some_and(|h| h.version > VERSION) => {
                return Err(fail(
                    1,
                    SaveProblem::Newer,
                    format!("\"{first}\" is a newer format, written by a newer version of Escaque"),
                ));
            }
            Some((_, first)) => {
                let shown: String = first.chars().take(40).collect();
                return Err(fail(
                    1,
                    SaveProblem::UnknownFormat,
                    format!("unknown format \"{shown}\""),
                ));
            }
            None => return Err(fail(0, SaveProblem::Empty, "empty record".to_string())),
        };
        let mut start = Position::new();
        let mut rules = RuleSet::Casual;
        let mut moves: (usize, &str) = (0, "");
        let mut end = None;
        let mut offer = None;
        let mut claim = None;
        let mut touched = None;
        let mut names = ByColor::<String>::default();
        let mut event_tags = EventTags::default();
        let mut controls = None;
        let mut clock = None;
        let mut added = Vec::new();
        let mut settings = Settings::default();
        let mut presets = false;
        let mut revision = 0;
        let mut imported: Option<Imported> = None;
        let mut tags = Vec::new();
        let mut comments: Vec<(usize, usize, String)> = Vec::new();
        let mut clks: Vec<(usize, usize, u64)> = Vec::new();
        let mut line_moves: (usize, &str) = (0, "");
        let mut line_offer = None;
        let mut counts = None;
        let mut replace = None;
        let mut adjourned = None;
        let mut envelope_offer = None;
        let mut sealed = None;
        let mut resume_at: Option<(usize, String)> = None;
        let mut removed = Vec::new();
        for (i, line) in lines {
            let n = i + 1;
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let text = |v: &str| unescape(v).ok_or_else(|| err(n, "bad escape".to_string()));
            let flag = |v: &str| match v {
                "0" => Ok(false),
                "1" => Ok(true),
                _ => Err(err(n, format!("expected 0 or 1, found \"{v}\""))),
            };
            let color = |v: &str| match v {
                "white" => Ok(Color::White),
                "black" => Ok(Color::Black),
                _ => Err(err(n, format!("unknown colour \"{v}\""))),
            };
            let number = |v: &str| {
                v.parse::<u64>()
                    .map_err(|_| err(n, format!("expected a number, found \"{v}\"")))
            };
            match key {
                "" if value.is_empty() => {}
                "revision" if version >= 2 => revision = number(value)?,
                "fen" => {
                    start = Position::from_fen(value)
                        .map_err(|e| fail(n, SaveProblem::Fen(e.clone()), format!("FEN: {e}")))?
                }
                "rules" => {
                    rules = RuleSet::parse(value)
                        .ok_or_else(|| err(n, format!("unknown rule set \"{value}\"")))?
                }
                "moves" => moves = (n, value),
                "end" => end = Some((n, value)),
                "offer" => offer = Some((n, color(value)?)),
                "claim" if version >= 2 => claim = Some(color(value)?),
                "touched" if version >= 2 => {
                    touched = Some(
                        Square::parse(value)
                            .ok_or_else(|| err(n, format!("bad square \"{value}\"")))?,
                    )
                }
                // Version 1 wrote names with line breaks made spaces, and no escapes.
                "white" if version == 1 => names.white = value.to_string(),
                "black" if version == 1 => names.black = value.to_string(),
                "white" => names.white = text(value)?,
                "black" => names.black = text(value)?,
                "event" if version >= 2 => event_tags.event = EventTags::clean(&text(value)?),
                "round" if version >= 2 => event_tags.round = EventTags::clean(&text(value)?),
                "board" if version >= 2 => event_tags.board = EventTags::clean(&text(value)?),
                "tc" => {
                    controls = Some(
                        Controls::parse(value)
                            .map_err(|e| {
                                let message = format!("time control: {e}");
                                fail(n, SaveProblem::TimeControl(e), message)
                            })?
                            .ok_or_else(|| err(n, "time control \"-\" with a clock".to_string()))?,
                    )
                }
                "clock" => {
                    clock = Some((
                        n,
                        Clock::from_record(value, now_ms)
                            .map_err(|e| fail(n, SaveProblem::Clock, e.to_string()))?,
                    ))
                }
                "added" if version >= 2 => {
                    let (c, ms) = value
                        .split_once(' ')
                        .ok_or_else(|| err(n, "expected a colour and milliseconds".to_string()))?;
                    let ms = number(ms)?;
                    // Only what Intent::AddTime accepts: undoing it must not overflow the clock.
                    if !(1000..=3_600_000).contains(&ms) || ms % 1000 != 0 {
                        return Err(err(
                            n,
                            format!("time added {ms} ms: not whole seconds up to an hour"),
                        ));
                    }
                    added.push(Added { to: color(c)?, ms });
                }
                "touch-move" if version >= 2 => settings.touch_move = flag(value)?,
                "flip" => settings.flipped = flag(value)?,
                "tabletop" => settings.tabletop = flag(value)?,
                "clock-only" if version >= 2 => settings.clock_only = flag(value)?,
                // Written by releases in which a takeback could reopen a finished game; nothing reads it now.
                "stopped-by-end" if version >= 2 => {
                    flag(value)?;
                }
                "import-plies" if version >= 2 => {
                    imported.get_or_insert_with(Imported::default).plies = number(value)? as usize
                }
                "tag" if version >= 2 => {
                    let (name, v) = value.split_once(' ').unwrap_or((value, ""));
                    if name.is_empty() {
                        return Err(err(n, "tag without a name".to_string()));
                    }
                    tags.push((name.to_string(), text(v)?));
                }
                "comment" if version >= 2 => {
                    let (ply, v) = value.split_once(' ').unwrap_or((value, ""));
                    comments.push((n, number(ply)? as usize, text(v)?));
                }
                "clk" if version >= 2 => {
                    let (ply, ms) = value.split_once(' ').unwrap_or((value, ""));
                    clks.push((n, number(ply)? as usize, number(ms)?));
                }
                "any-square" if version >= 2 => settings.any_square = flag(value)?,
                "presets" if version >= 2 => presets = flag(value)?,
                "line" if version >= 2 => line_moves = (n, value),
                "line-offer" if version >= 2 => line_offer = Some((n, color(value)?)),
                "illegal-counts" if version >= 2 => {
                    let (w, b) = value.split_once(' ').unwrap_or((value, ""));
                    let (w, b) = (number(w)?, number(b)?);
                    if w > 3 || b > 3 {
                        return Err(err(n, "more than three claimed illegal moves".to_string()));
                    }
                    counts = Some(ByColor {
                        white: w as u8,
                        black: b as u8,
                    });
                }
                "replace" if version >= 2 => {
                    let sq = |v: &str| {
                        Square::parse(v).ok_or_else(|| err(n, format!("bad square \"{v}\"")))
                    };
                    let (piece, capture) = match value.split_once(' ') {
                        Some((a, b)) => (sq(a)?, Some(sq(b)?)),
                        None => (sq(value)?, None),
                    };
                    replace = Some((n, Replace { piece, capture }));
                }
                "adjourned" if version >= 2 => {
                    let parts: Vec<&str> = value.split(' ').collect();
                    let [c, mv, w, b] = parts.as_slice() else {
                        return Err(err(
                            n,
                            "expected the sealer, the move number and two times".to_string(),
                        ));
                    };
                    let times = match (*w, *b) {
                        ("-", "-") => None,
                        (w, b) => Some(ByColor {
                            white: number(w)?,
                            black: number(b)?,
                        }),
                    };
                    adjourned = Some((
                        n,
                        Envelope {
                            sealer: color(c)?,
                            move_number: number(mv)? as u32,
                            times,
                            offer: None,
                        },
                    ));
                }
                "envelope-offer" if version >= 2 => envelope_offer = Some(color(value)?),
                "sealed" if version >= 2 => sealed = Some(text(value)?),
                // Read by the tab that adopts the record (sync::adopt); a load resumes paused.
                "running" if version >= 2 => {
                    number(value)?;
                }
                "sealed-hex" if version >= 2 => {
                    sealed = Some(unhex(value).ok_or_else(|| err(n, "bad hex".to_string()))?)
                }
                "resume-at" if version >= 2 => {
                    if !tournament::is_resume_date(value) {
                        return Err(err(n, format!("not a date \"{value}\"")));
                    }
                    resume_at = Some((n, value.to_string()));
                }
                "removed" if version >= 2 => {
                    removed.push(tournament::removal_from_record(value).map_err(|e| err(n, e))?)
                }
                _ => {
                    let shown: String = key.chars().take(40).collect();
                    return Err(err(n, format!("unknown line \"{shown}\"")));
                }
            }
        }
        let mut game = Game::new(start, rules);
        for (k, uci) in moves.1.split_whitespace().enumerate() {
            game.play_uci(uci).map_err(|e| {
                let message = format!("move {} \"{uci}\": {e}", k + 1);
                fail(moves.0, SaveProblem::Move, message)
            })?;
        }
        let clock_controls = clock.as_ref().map(|(_, c)| c.controls());
        let class = TimeClass::of(controls.as_ref().or(clock_controls.as_ref()));
        let (played, line_end) = replay_line(&game, line_moves.1, class)
            .map_err(|m| fail(line_moves.0, SaveProblem::Move, m))?;
        if !played.is_empty() && rules != RuleSet::Tournament {
            return Err(wrong(
                line_moves.0,
                "a line of moves outside tournament practice".to_string(),
            ));
        }
        if !played.is_empty() && game.is_over() {
            return Err(wrong(
                line_moves.0,
                "moves after the end of the game".to_string(),
            ));
        }
        if let Some((n, value)) = end {
            let outcome = parse_end(value).map_err(|m| err(n, m))?;
            let board_says = if played.is_empty() {
                game.outcome()
            } else {
                line_end
            };
            match board_says {
                // The board already ends the game: the record must agree with it.
                Some(o) if o != outcome => {
                    return Err(wrong(
                        n,
                        format!(
                            "the record says {} {}, the board says {} {}",
                            outcome.reason.as_str(),
                            outcome.result.as_str(),
                            o.reason.as_str(),
                            o.result.as_str()
                        ),
                    ))
                }
                Some(_) => {}
                None => {
                    let claimed_draw = matches!(
                        outcome.reason,
                        Reason::ThreefoldRepetition | Reason::FiftyMoves
                    );
                    if !played.is_empty() && claimed_draw {
                        return Err(wrong(
                            n,
                            "no draw claim while an illegal move stands".to_string(),
                        ));
                    }
                    check_end(&game, outcome).map_err(|m| wrong(n, m))?;
                    game.restore_outcome(outcome);
                }
            }
        } else if line_end.is_some() {
            return Err(wrong(
                line_moves.0,
                "the line ends the game, the record does not".to_string(),
            ));
        }
        if let Some((n, c)) = offer {
            if !played.is_empty() {
                return Err(wrong(
                    n,
                    "a draw offer on the record while a line stands".to_string(),
                ));
            }
            game.offer_draw(c)
                .map_err(|e| wrong(n, format!("draw offer by {}: {e}", c.name())))?;
        }
        let plies = game.moves().len() + played.len();
        if let Some(i) = imported.as_mut() {
            if i.plies > plies {
                return Err(wrong(
                    0,
                    format!("{} imported plies, {plies} moves", i.plies),
                ));
            }
            i.tags = tags;
            // Records written before the table kept them held an imported game's event, round
            // and board among its tags: they become the table's, unless the record gives its own.
            let old = EventTags::take_from(&mut i.tags);
            for (mine, theirs) in [
                (&mut event_tags.event, old.event),
                (&mut event_tags.round, old.round),
                (&mut event_tags.board, old.board),
            ] {
                if mine.is_empty() {
                    *mine = theirs;
                }
            }
            i.comments = vec![String::new(); i.plies];
            for (n, ply, text) in comments {
                *i.comments
                    .get_mut(ply.wrapping_sub(1))
                    .ok_or_else(|| wrong(n, format!("comment for ply {ply}")))? = text;
            }
            i.clocks = vec![None; i.plies];
            for (n, ply, ms) in clks {
                *i.clocks
                    .get_mut(ply.wrapping_sub(1))
                    .ok_or_else(|| wrong(n, format!("clock reading for ply {ply}")))? = Some(ms);
            }
        } else if !tags.is_empty() || !comments.is_empty() || !clks.is_empty() {
            return Err(wrong(
                0,
                "tags or comments without import-plies".to_string(),
            ));
        }
        if controls.is_none() {
            controls = clock.as_ref().map(|(_, c)| c.controls());
        }
        if let Some((n, c)) = &clock {
            let moved = c.history().len();
            // The clock may have seen fewer moves than the board when it started after an import.
            if moved > plies {
                return Err(wrong(
                    *n,
                    format!("the clock saw {moved} moves, the board {plies}"),
                ));
            }
            // The clock must run for the side the board has to move, or no move could be pressed.
            let turn = played
                .last()
                .map_or_else(|| game.position().turn(), |p| p.after.turn);
            if c.turn() != super::side(turn) {
                return Err(wrong(
                    *n,
                    format!(
                        "the clock is for {}, the board has {} to move",
                        c.turn(),
                        turn.name()
                    ),
                ));
            }
        }
        let mut table = Table::new(game, controls);
        if let Some((_, c)) = clock {
            table.clock = Some(c);
        }
        table.names = names;
        table.event_tags = event_tags;
        table.settings = settings;
        table.presets = presets;
        let line_empty = played.is_empty();
        table.line = Line {
            played,
            offer: None,
            counts: counts.unwrap_or_default(),
            replace: None,
            removed,
        };
        if rules != RuleSet::Tournament && !table.line.removed.is_empty() {
            return Err(wrong(
                0,
                "removed moves outside tournament practice".to_string(),
            ));
        }
        let over = table.game.is_over();
        let turn = table.turn();
        if let Some((n, c)) = line_offer {
            if line_empty || over || c != turn.other() {
                return Err(wrong(n, format!("draw offer by {} on the line", c.name())));
            }
            table.line.offer = Some(c);
        }
        if let Some((n, r)) = replace {
            let board = table.board();
            let legal = board.legal_moves();
            let fits = rules == RuleSet::Tournament
                && !over
                && legal.iter().any(|m| m.from() == r.piece)
                && r.capture.is_none_or(|sq| {
                    legal
                        .iter()
                        .any(|m| m.from() == r.piece && m.to() == sq && m.is_capture())
                });
            if !fits {
                return Err(wrong(n, format!("no replacement move with {}", r.piece)));
            }
            table.line.replace = Some(r);
        }
        // Only a piece of the side to move that can move binds (as Intent::Touch decides).
        table.touched = touched.filter(|&sq| {
            table.board().board.color_at(sq) == Some(turn)
                && settings.touch_move
                && table.movable(sq)
        });
        if let Some(r) = table.line.replace {
            table.touched = Some(r.piece);
        }
        table.claim_pending = claim.filter(|&c| line_empty && c == turn);
        match (adjourned, sealed) {
            (None, None) => {}
            (Some((n, mut e)), Some(text)) => {
                let pos = table.game.position();
                let fits = !over
                    && line_empty
                    && e.sealer == pos.turn()
                    && e.move_number == pos.fullmoves()
                    && e.times.is_some() == table.clock.is_some()
                    && !text.trim().is_empty();
                if !fits {
                    return Err(wrong(n, "the envelope does not fit the board".to_string()));
                }
                e.offer = envelope_offer;
                table.adjourned = Some(Adjourned {
                    envelope: e,
                    sealed: text,
                    resume_at: resume_at.take().map(|(_, d)| d).unwrap_or_default(),
                });
            }
            _ => {
                return Err(wrong(
                    0,
                    "an adjournment needs both the envelope and the sealed move".to_string(),
                ))
            }
        }
        if let Some((n, _)) = resume_at {
            return Err(wrong(
                n,
                "a resuming date without an adjournment".to_string(),
            ));
        }
        if envelope_offer.is_some() && table.adjourned.is_none() {
            return Err(wrong(
                0,
                "envelope-offer without an adjournment".to_string(),
            ));
        }
        table.added = added;
        table.imported = imported;
        table.revision = revision;
        Ok(table)
    }
}

/// An ending the board does not show must be one the players or the clock can bring about, with
/// the result it gives: a recorded "checkmate" on a board without mate is not believed.
fn check_end(game: &Game, o: Outcome) -> Result<(), String> {
    let draw = o.result == GameResult::Draw;
    let fits = match o.reason {
        Reason::Agreement | Reason::TimeoutInsufficientMaterial => draw,
        Reason::Resignation | Reason::Timeout => !draw,
        Reason::ThreefoldRepetition => {
            draw && game
                .claims_now()
                .contains(&crate::game::Claim::ThreefoldRepetition)
        }
        Reason::FiftyMoves => draw && game.claims_now().contains(&crate::game::Claim::FiftyMoves),
        // Decided by claims and sealed moves the board does not show; any result may follow.
        Reason::IllegalMove => game.rules() == RuleSet::Tournament,
        Reason::SealedMove => true,
        _ => false,
    };
    if fits {
        Ok(())
    } else {
        Err(format!(
            "the board does not show \"{} {}\"",
            o.reason.as_str(),
            o.result.as_str()
        ))
    }
}

/// Replays a tournament line after the game's record: the moves, whether each was illegal, and the
/// ending its last move brought about.
fn replay_line(
    game: &Game,
    text: &str,
    class: TimeClass,
) -> Result<(Vec<Played>, Option<Outcome>), String> {
    let mut played: Vec<Played> = Vec::new();
    let mut ending = None;
    let mut board = game.position().to_setup_as_played();
    for (k, uci) in text.split_whitespace().enumerate() {
        let bad = |why: &str| format!("line move {} \"{uci}\": {why}", k + 1);
        if ending.is_some() {
            return Err(bad("after the end of the game"));
        }
        let (from, to, promotion) =
            tournament::uci_squares(uci).ok_or_else(|| bad("not a move"))?;
        let m = tournament::find_move(&board, from, to, promotion, true)
            .map_err(|_| bad("no piece can go there"))?;
        let legal = board.is_legal(m);
        if played.is_empty() && legal {
            return Err(bad("the line starts with a legal move"));
        }
        let p = Played::new(board, m);
        if !legal
            && class != TimeClass::Blitz
            && p.after.in_check(p.by)
            && p.after.in_check(p.by.other())
        {
            return Err(bad(
                "both kings in check: the arbiter would have stepped in",
            ));
        }
        ending = p.ending();
        board = p.after.clone();
        played.push(p);
    }
    Ok((played, ending))
}

fn parse_end(value: &str) -> Result<Outcome, String> {
    let (reason, result) = value.split_once(' ').unwrap_or((value, ""));
    let reason = Reason::parse(reason).ok_or_else(|| format!("unknown ending \"{reason}\""))?;
    let result = GameResult::parse(result).ok_or_else(|| format!("unknown result \"{result}\""))?;
    Ok(Outcome { result, reason })
}
