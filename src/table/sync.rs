//! One game across the tabs of a browser, and time that is fair: which record a tab may act on,
//! write or adopt, how a running clock is handed from tab to tab, and when the page was stopped.
//!
//! Every tab holds the whole [`Table`]; the stored record (`escaque.game.v2`) carries the revision
//! that every change counts. A tab acts only on the newest revision: if the stored one is newer, its
//! intent is refused and it adopts the stored game ([`gate`]). A tab never writes over a newer
//! revision, nor over a newer format ([`super::save::may_write`]).
//!
//! Time: the clock is driven by each tab's monotonic clock (`performance.now`), which has its own
//! origin in every tab. A record written while the clock ran carries the wall time of its save
//! (`Date.now`); the adopting tab charges the wall time elapsed since ([`adopt`]), and nothing when the
//! wall clock went back or the record is too old to come from a live tab ([`HANDOVER_MAX_MS`]).
//! A [`Watch`] compares the two clocks: when the wall clock moved on much more than the monotonic
//! one, the page was stopped (the device slept) and the game is paused; the time charged is only
//! what the monotonic clock measured.

use super::save::{game_part, head, running_wall, SaveError, VERSION};
use super::Table;

/// Both clocks of the page at one instant: monotonic (the clock's time base) and wall, in ms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    /// `performance.now()` (this tab's own origin).
    pub mono: u64,
    /// `Date.now()` (shared by every tab, but the device's owner may change it).
    pub wall: u64,
}

/// The longest hand-over charged: a record whose running clock was saved longer ago comes from a tab
/// that no longer runs it (the writers save at least every few seconds while a clock runs).
pub const HANDOVER_MAX_MS: u64 = 15_000;

/// How often a tab saves a running clock without a change (a crash costs at most this much).
pub const HEARTBEAT_MS: u64 = 5_000;

/// The wall clock moving on this much more than the monotonic clock means the page was stopped.
pub const STOPPED_MS: u64 = 2_000;

/// What a tab may do with an intent, given the stored record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gate {
    /// The tab holds the newest game: go on.
    Go,
    /// Another tab moved the game on to this revision: refuse the intent and adopt the stored game.
    Stale(u64),
    /// A newer version of the app wrote the record in this format: refuse, write nothing, reload.
    Newer(u32),
}

/// Compares this tab's revision with the stored record (`None`: nothing stored). A record that is
/// not one at all is no newer game.
pub fn gate(local_revision: u64, stored: Option<&str>) -> Gate {
    match stored.and_then(head) {
        Some(h) if h.version > VERSION => Gate::Newer(h.version),
        Some(h) if h.revision > local_revision => Gate::Stale(h.revision),
        _ => Gate::Go,
    }
}

/// What a tab does with the record another tab announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Receive {
    /// Nothing: this tab has that game already, or a newer one.
    Ignore,
    /// Adopt it: a newer revision, or this tab has just opened and the other runs the same game.
    Adopt,
    /// Both tabs changed the same revision at the same moment: this tab's game stands; it writes
    /// its record again so that storage holds the one both tabs keep.
    Keep,
    /// A newer version of the app wrote it: ask for a reload.
    Newer(u32),
}

/// This tab, as [`receive`] needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Local<'a> {
    /// The revision of the game this tab holds.
    pub revision: u64,
    /// This tab's id (random at start).
    pub id: u64,
    /// The tab has just opened: its game was read from storage with the clock paused, and no one has
    /// acted in it yet.
    pub fresh: bool,
    /// This tab's record, as it would write it now.
    pub record: &'a str,
}

/// Decides what to do with `record`, announced by the tab `from`.
///
/// A newer revision is adopted. The same revision is adopted by a tab that has just opened (the
/// other tab's clock runs: it is taken over, not restarted). The same revision with another game
/// is a collision of two tabs acting at the same moment: the tab with the higher id keeps its game
/// and the other adopts it, so both end with one game.
pub fn receive(local: Local<'_>, from: u64, record: &str) -> Receive {
    let Some(h) = head(record) else {
        return Receive::Ignore;
    };
    if h.version > VERSION {
        return Receive::Newer(h.version);
    }
    if h.revision > local.revision {
        return Receive::Adopt;
    }
    if h.revision < local.revision || from == local.id {
        return Receive::Ignore;
    }
    if local.fresh {
        return Receive::Adopt;
    }
    if game_part(record) == game_part(local.record) {
        Receive::Ignore
    } else if from > local.id {
        Receive::Adopt
    } else {
        Receive::Keep
    }
}

/// Reads a record another tab wrote, at `now`: the table, its clock handed over.
///
/// A clock that ran at the save runs on, charged the wall time elapsed since the save (never less
/// than nothing: a wall clock set back charges nothing); a save older than [`HANDOVER_MAX_MS`] came
/// from a tab that stopped, and the clock stays paused at the save, as after a reload.
///
/// # Errors
/// The record does not read ([`Table::from_record`]).
pub fn adopt(text: &str, now: Stamp) -> Result<Table, SaveError> {
    let mut table = Table::from_record(text, now.mono)?;
    if let Some(saved) = running_wall(text) {
        let elapsed = now.wall.saturating_sub(saved);
        if elapsed <= HANDOVER_MAX_MS && !table.game.is_over() && table.adjourned.is_none() {
            if let Some(c) = table.clock.as_mut() {
                c.resume_after(elapsed, now.mono);
            }
        }
    }
    Ok(table)
}

/// The page was found stopped: the wall clock moved on `lost_ms` more than the monotonic clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped {
    /// Wall time that passed while the monotonic clock stood still.
    pub lost_ms: u64,
}

/// Watches the two clocks of the page, sampled by a periodic check, on visibility changes and when
/// the page resumes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Watch {
    last: Option<Stamp>,
}

impl Watch {
    /// Takes a sample; says whether the page was stopped since the last one (the device slept, or
    /// its wall clock jumped forward: either way, none of that time is charged, since the clock
    /// follows the monotonic time, and the game is paused so that the players notice).
    pub fn observe(&mut self, now: Stamp) -> Option<Stopped> {
        let last = self.last.replace(now)?;
        let mono = now.mono.saturating_sub(last.mono);
        let wall = now.wall.saturating_sub(last.wall);
        let lost = wall.saturating_sub(mono);
        (lost > STOPPED_MS).then_some(Stopped { lost_ms: lost })
    }
}

/// A message between the tabs of one browser (sent as text on a `BroadcastChannel`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A tab has just opened: the others answer with their game.
    Hello {
        /// The new tab's id.
        from: u64,
    },
    /// A tab's game: after each change of revision, and in answer to a hello.
    State {
        /// The sending tab's id.
        from: u64,
        /// Its record, written at the moment of sending.
        record: String,
    },
}

impl Message {
    /// The message as text: `hello ID`, or `state ID` followed by a line break and the record.
    pub fn to_text(&self) -> String {
        match self {
            Message::Hello { from } => ["hello ", &from.to_string()].concat(),
            Message::State { from, record } => ["state ", &from.to_string(), "\n", record].concat(),
        }
    }

    /// Reads a message; `None` for anything else.
    pub fn parse(text: &str) -> Option<Message> {
        let (first, rest) = text.split_once('\n').unwrap_or((text, ""));
        let (kind, id) = first.split_once(' ')?;
        let from = id.parse().ok()?;
        match kind {
            "hello" if rest.is_empty() => Some(Message::Hello { from }),
            "state" => Some(Message::State {
                from,
                record: rest.to_string(),
            }),
            _ => None,
        }
    }
}
