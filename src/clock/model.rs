//! [`Clock`]: two faces driven by the caller's timestamps.
//!
//! The clock never reads time. Every method that depends on it takes `now_ms`, monotonic milliseconds from the
//! caller (`performance.now()` in the browser, a plain counter in tests). What a face shows is computed from the
//! time banked at the last press and the time used since, `remaining = bank - used - (now - since)`; nothing is
//! counted by ticks, so there is no drift however long the game. A timestamp earlier than the last one the clock
//! saw is read as equal to it.
//!
//! # A move, step by step ([`Clock::press`])
//! 1. The mover's time used on the move is charged: all of it, or with a simple delay only what exceeds the
//!    delay (6.2b).
//! 2. Unless the mover's flag has fallen, the increment is added, or with a Bronstein delay the time used is
//!    given back up to the delay.
//! 3. If this move completes a stage (its Nth move of a stage of N moves), the next stage's time is added and
//!    the flag, if fallen, is raised again for the new period, as the minute hand lifts it on a mechanical clock.
//! 4. With an hourglass, the time used is added to the opponent.
//! 5. The opponent's clock starts.
//!
//! The game starts with both clocks stopped. [`Clock::start`] starts the clock of the side to move (White's);
//! or the first move is made with the clocks stopped, is charged nothing, still receives its increment (the
//! first move is a completed move like any other) and starts the opponent's clock.
//!
//! # Flags
//! A flag falls when the face reaches 0 while running (with a simple delay: when the delay is used up and then
//! the main time). [`Clock::flag_time`] gives the exact instant in advance, so a move pressed at `t` before it
//! stands however late the check is made. The clock keeps running after a flag, as a real one does; whether the
//! game ends (6.10), and how, is the game's decision. Each fall is recorded with its instant, so the order of
//! two falls is always known ([`Clock::both_flags`]).

use super::control::{Bonus, Controls, TimeControl};
use super::format::TENTHS_BELOW_MS;
use super::Side;
use std::fmt;

/// Whether the clock has started, is running or is paused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Not started: both clocks stopped, no move made.
    Idle,
    /// The clock of [`Clock::turn`] is running.
    Running,
    /// Both clocks stopped after the start (6.13), or after loading a saved clock.
    Paused,
}

/// One completed move, as the clock saw it: for the scoresheet, the PGN `[%clk]` comment and takebacks.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveRecord {
    /// Who moved.
    pub side: Side,
    /// The mover's move number, from 1 (each side counts its own moves).
    pub number: u32,
    /// Time the mover's clock ran for this move (0 for a first move made before the clocks started).
    pub used_ms: u64,
    /// The mover's time after the move, bonus and stage time included (0 if below): PGN `[%clk]`.
    pub remaining_ms: u64,
    /// What the bonus gave on this move: the increment, the Bronstein time given back, or the part of the time
    /// used that a simple delay did not charge.
    pub bonus_ms: u64,
    /// The next stage's time, added because this move completed a stage (else 0).
    pub stage_ms: u64,
    /// Index of the stage this move belongs to.
    pub stage: usize,
    /// Whether the mover's flag had fallen when the move was completed (no increment was added).
    pub flagged: bool,
    pub(super) bank_before: i64,
    pub(super) bank_after: i64,
    pub(super) gain: i64,
    pub(super) flags: [Option<u64>; 2],
    pub(super) started: bool,
}

/// Why [`Clock::press`] refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PressError {
    /// It is the other side's move.
    NotToMove {
        /// The side whose clock runs (or would run).
        to_move: Side,
    },
    /// The clock is paused: resume it first.
    Paused,
}

impl fmt::Display for PressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PressError::NotToMove { to_move } => write!(f, "it is {to_move}'s clock that runs"),
            PressError::Paused => f.write_str("the clock is paused"),
        }
    }
}

impl std::error::Error for PressError {}

/// Both flags have fallen: see [`Clock::both_flags`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BothFlags {
    /// When White's flag fell.
    pub white_at: u64,
    /// When Black's flag fell.
    pub black_at: u64,
    /// The side whose flag fell first; `None` if the instants are equal (possible only for flags that fell
    /// before a saved clock was loaded).
    pub first: Option<Side>,
    /// What Article 6.12 decides when it is impossible to establish which flag fell first.
    pub rule: BothFlagsRule,
}

/// Article 6.12: both flags have fallen and it is impossible to establish which fell first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BothFlagsRule {
    /// 6.12a: in any period except the last, the game continues. Each player's flag rises again when their
    /// next period's time is added.
    Continue,
    /// 6.12b: in the last period, in which all remaining moves must be made, the game is drawn. Escaque applies
    /// this when either player is in their last period, since that player has no more time to come.
    Draw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Run {
    Idle,
    Running { since: u64 },
    Paused,
}

/// One side's state between presses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Face {
    /// Time at the start of the side's current (or next) move, in ms; negative after a flag.
    pub(super) bank: i64,
    /// Moves completed.
    pub(super) moves: u32,
    /// When the flag fell in the current period.
    pub(super) flag: Option<u64>,
}

/// A chess clock: two faces, a time control for each, driven by the caller's timestamps.
///
/// # Examples
/// ```
/// use escaque::clock::{Clock, Controls, Side};
/// let controls = Controls::parse("180+2").unwrap().unwrap();
/// let mut clock = Clock::from_controls(&controls);
/// clock.press(Side::White, 1_000).unwrap(); // 1. e4, clocks stopped: Black's starts, White gets +2 s
/// assert_eq!(clock.remaining(Side::White, 1_000), 182_000);
/// clock.press(Side::Black, 6_000).unwrap(); // 1... e5 after 5 s
/// assert_eq!(clock.remaining(Side::Black, 6_000), 177_000);
/// assert_eq!(clock.flag_time(Side::White), Some(6_000 + 182_000));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    pub(super) controls: [TimeControl; 2],
    pub(super) faces: [Face; 2],
    /// The side whose clock runs, or would run.
    pub(super) turn: Side,
    pub(super) run: Run,
    /// Time used on the current move before `since`.
    pub(super) used: u64,
    pub(super) history: Vec<MoveRecord>,
}

pub(super) fn ms_i64(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

fn ms_u64(ms: i64) -> u64 {
    u64::try_from(ms).unwrap_or(0)
}

impl Clock {
    /// A stopped clock, White to move, each side with its own control (equal, or different for time odds).
    #[must_use]
    pub fn new(white: TimeControl, black: TimeControl) -> Clock {
        let face = |tc: &TimeControl| Face {
            bank: ms_i64(tc.initial_ms()),
            moves: 0,
            flag: None,
        };
        Clock {
            faces: [face(&white), face(&black)],
            controls: [white, black],
            turn: Side::White,
            run: Run::Idle,
            used: 0,
            history: Vec::new(),
        }
    }

    /// A stopped clock for these controls, White to move.
    #[must_use]
    pub fn from_controls(controls: &Controls) -> Clock {
        Clock::new(controls.white.clone(), controls.black.clone())
    }

    /// The same clock with `side` to move first (a game from a position with Black to move). Has no effect once
    /// the clock has started.
    #[must_use]
    pub fn starting_with(mut self, side: Side) -> Clock {
        if self.run == Run::Idle && self.history.is_empty() {
            self.turn = side;
        }
        self
    }

    /// The control of `side`.
    #[must_use]
    pub fn control(&self, side: Side) -> &TimeControl {
        &self.controls[side.index()]
    }

    /// Both controls.
    #[must_use]
    pub fn controls(&self) -> Controls {
        Controls {
            white: self.controls[0].clone(),
            black: self.controls[1].clone(),
        }
    }

    /// Not started, running or paused.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match self.run {
            Run::Idle => Phase::Idle,
            Run::Running { .. } => Phase::Running,
            Run::Paused => Phase::Paused,
        }
    }

    /// The side whose clock runs, or would run: the side to move.
    #[must_use]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The side whose clock is running now, if any.
    #[must_use]
    pub fn running(&self) -> Option<Side> {
        matches!(self.run, Run::Running { .. }).then_some(self.turn)
    }

    /// Starts the clock of the side to move (White's, 6.5). Returns `false`, doing nothing, if the clock has
    /// already started.
    pub fn start(&mut self, now_ms: u64) -> bool {
        if self.run != Run::Idle {
            return false;
        }
        self.run = Run::Running { since: now_ms };
        self.used = 0;
        true
    }

    /// `side` completes a move at `now_ms` and presses its clock: see the [module documentation](self) for the
    /// steps. A move pressed before [`Clock::flag_time`] stands; one pressed at or after it is recorded with
    /// [`MoveRecord::flagged`] and receives no increment. Pressing while the clocks are stopped before the
    /// start is allowed to the side to move: it charges nothing and starts the opponent's clock.
    ///
    /// # Errors
    /// [`PressError::NotToMove`] if `side` is not the side to move, [`PressError::Paused`] while paused.
    pub fn press(&mut self, side: Side, now_ms: u64) -> Result<MoveRecord, PressError> {
        if side != self.turn {
            return Err(PressError::NotToMove { to_move: self.turn });
        }
        let (used, started) = match self.run {
            Run::Paused => return Err(PressError::Paused),
            Run::Idle => (0, true),
            Run::Running { since } => {
                self.settle(now_ms);
                (
                    self.used.saturating_add(now_ms.saturating_sub(since)),
                    false,
                )
            }
        };
        let flags = [self.faces[0].flag, self.faces[1].flag];
        let i = side.index();
        let tc = &self.controls[i];
        let number = self.faces[i].moves.saturating_add(1);
        let at = tc.locate(number);
        let flagged = self.faces[i].flag.is_some();
        let u = ms_i64(used);
        let (charged, credit, bonus_ms) = match tc.stages()[at.stage].bonus {
            Bonus::None => (u, 0, 0),
            Bonus::Increment(inc) => {
                let credit = if flagged { 0 } else { ms_i64(inc) };
                (u, credit, credit)
            }
            Bonus::Delay(d) => {
                let d = ms_i64(d);
                (u.saturating_sub(d).max(0), 0, u.min(d))
            }
            Bonus::Bronstein(b) => {
                let back = if flagged { 0 } else { u.min(ms_i64(b)) };
                (u, back, back)
            }
        };
        let completes_stage = at.to_go == Some(1);
        let stage_ms = if completes_stage {
            tc.time_after_stage(at.stage)
        } else {
            0
        };
        let gain = if tc.is_hourglass() { u } else { 0 };
        let bank_before = self.faces[i].bank;
        let bank_after = bank_before
            .saturating_sub(charged)
            .saturating_add(credit)
            .saturating_add(ms_i64(stage_ms));

        let face = &mut self.faces[i];
        face.bank = bank_after;
        face.moves = number;
        if completes_stage {
            face.flag = None;
        }
        if face.flag.is_none() && bank_after <= 0 {
            // A new period whose time does not cover what was overspent: its flag is down at once.
            face.flag = Some(now_ms);
        }
        let opponent = &mut self.faces[side.other().index()];
        opponent.bank = opponent.bank.saturating_add(gain);
        self.turn = side.other();
        self.used = 0;
        self.run = Run::Running { since: now_ms };

        let record = MoveRecord {
            side,
            number,
            used_ms: used,
            remaining_ms: ms_u64(bank_after),
            bonus_ms: ms_u64(bonus_ms),
            stage_ms,
            stage: at.stage,
            flagged,
            bank_before,
            bank_after,
            gain,
            flags,
            started,
        };
        self.history.push(record.clone());
        Ok(record)
    }

    /// Stops both clocks (6.13). Returns `false`, doing nothing, unless a clock was running.
    pub fn pause(&mut self, now_ms: u64) -> bool {
        let Run::Running { since } = self.run else {
            return false;
        };
        self.settle(now_ms);
        self.used = self.used.saturating_add(now_ms.saturating_sub(since));
        self.run = Run::Paused;
        true
    }

    /// Restarts the clock of the side to move after a pause; the move's time used so far, and what is left of a
    /// delay, are kept. Returns `false`, doing nothing, unless the clock was paused.
    pub fn resume(&mut self, now_ms: u64) -> bool {
        if self.run != Run::Paused {
            return false;
        }
        self.run = Run::Running { since: now_ms };
        true
    }

    /// Restarts a paused clock that another tab ran for `elapsed_ms` before `now_ms` (a hand-over: the
    /// elapsed time is charged to the move as if this clock had run it). Returns `false`, doing
    /// nothing, unless the clock was paused.
    pub fn resume_after(&mut self, elapsed_ms: u64, now_ms: u64) -> bool {
        if self.run != Run::Paused {
            return false;
        }
        self.used = self.used.saturating_add(elapsed_ms);
        self.run = Run::Running { since: now_ms };
        true
    }

    /// Adds `delta_ms` to `side`'s time (negative to deduct), as the arbiter does (7.4b: two minutes to the
    /// opponent; 9.5b deducts). A flag that has already fallen stays fallen in this period; a deduction that
    /// leaves no time makes it fall at `now_ms`.
    pub fn add_time(&mut self, side: Side, delta_ms: i64, now_ms: u64) {
        self.settle(now_ms);
        let i = side.index();
        self.faces[i].bank = self.faces[i].bank.saturating_add(delta_ms);
        if self.faces[i].flag.is_none() {
            let fallen = if self.running() == Some(side) {
                self.flag_time(side).is_some_and(|t| t <= now_ms)
            } else {
                self.remaining_signed(side, now_ms) <= 0
            };
            if fallen {
                self.faces[i].flag = Some(now_ms);
            }
        }
    }

    /// Sets the number of moves `side` has completed, as the arbiter sets a clock's move counter when
    /// correcting it (6.11b): the stage of the next move, its bonus and when the next period's time is
    /// added follow the new count. The times shown do not change, nor the record of moves.
    pub fn set_moves(&mut self, side: Side, moves: u32, now_ms: u64) {
        self.settle(now_ms);
        self.faces[side.index()].moves = moves;
    }

    /// Takes back the last move: both faces show again what they showed at the instant that move was
    /// completed, and its mover's clock runs from `now_ms` (stays paused if paused), with the move's time used so
    /// far and what was left of its delay. The opponent gets back the time used since. Time the arbiter added
    /// after the move is kept. Taking back a first move made before the start stops the clocks again.
    /// Returns the record of the move taken back, or `None` if no move was made.
    pub fn undo_last(&mut self, now_ms: u64) -> Option<MoveRecord> {
        let record = self.history.pop()?;
        let (i, o) = (record.side.index(), record.side.other().index());
        let delta = record.bank_after.saturating_sub(record.bank_before);
        self.faces[i].bank = self.faces[i].bank.saturating_sub(delta);
        self.faces[i].moves = self.faces[i].moves.saturating_sub(1);
        self.faces[o].bank = self.faces[o].bank.saturating_sub(record.gain);
        self.faces[0].flag = record.flags[0];
        self.faces[1].flag = record.flags[1];
        self.turn = record.side;
        if record.started {
            self.run = Run::Idle;
            self.used = 0;
        } else {
            self.used = record.used_ms;
            if self.run != Run::Paused {
                self.run = Run::Running { since: now_ms };
            }
        }
        Some(record)
    }

    /// Removes the last `moves` moves from the clock's record while both faces keep the time they show
    /// (6.14: restoring a position after an illegal move, the clocks are not set back); the move counters
    /// follow the restored position, and the clock of `to_move` runs from `now_ms` for its move from the
    /// start (stays paused if paused; a clock not started stays stopped). Returns how many records were
    /// removed (fewer than `moves` when the clock started after an import).
    pub fn rewind_keeping_times(&mut self, moves: usize, to_move: Side, now_ms: u64) -> usize {
        self.settle(now_ms);
        if let Run::Running { since } = self.run {
            // Charge the running move's time to the face that ran, as a press would, without a bonus.
            let used = self.used.saturating_add(now_ms.saturating_sub(since));
            self.charge_running(used);
            self.run = Run::Running { since: now_ms };
        } else if self.run == Run::Paused {
            self.charge_running(self.used);
        }
        self.used = 0;
        let mut removed = 0;
        while removed < moves {
            let Some(r) = self.history.pop() else { break };
            let i = r.side.index();
            self.faces[i].moves = self.faces[i].moves.saturating_sub(1);
            removed += 1;
        }
        self.turn = to_move;
        removed
    }

    /// The time `side`'s face shows at `now_ms`, never below 0. With a simple delay this is the main time, which
    /// does not move during the delay (see [`Clock::delay_left`]); with an hourglass the waiting side's time grows.
    #[must_use]
    pub fn remaining(&self, side: Side, now_ms: u64) -> u64 {
        ms_u64(self.remaining_signed(side, now_ms))
    }

    /// As [`Clock::remaining`], but negative by the time overspent after a flag.
    #[must_use]
    pub fn remaining_signed(&self, side: Side, now_ms: u64) -> i64 {
        let bank = self.faces[side.index()].bank;
        let used = ms_i64(self.move_time(now_ms));
        if side == self.turn {
            match self.bonus(side) {
                Bonus::Delay(d) => bank.saturating_sub(used.saturating_sub(ms_i64(d)).max(0)),
                _ => bank.saturating_sub(used),
            }
        } else if self.controls[self.turn.index()].is_hourglass() {
            bank.saturating_add(used)
        } else {
            bank
        }
    }

    /// What is left of the simple delay ("demora") on `side`'s current move: the main time starts to move when
    /// this reaches 0. Always 0 for the side not to move and without a simple delay.
    #[must_use]
    pub fn delay_left(&self, side: Side, now_ms: u64) -> u64 {
        match self.bonus(side) {
            Bonus::Delay(d) if side == self.turn => d.saturating_sub(self.move_time(now_ms)),
            _ => 0,
        }
    }

    /// Time the side to move has used on the current move so far.
    #[must_use]
    pub fn move_time(&self, now_ms: u64) -> u64 {
        match self.run {
            Run::Running { since } => self.used.saturating_add(now_ms.saturating_sub(since)),
            Run::Idle | Run::Paused => self.used,
        }
    }

    /// The instant `side`'s flag falls if its clock keeps running, or fell in the current period; `None` if it
    /// has not fallen and its clock is not running. Schedule the flag check at this instant; a move pressed
    /// before it stands.
    #[must_use]
    pub fn flag_time(&self, side: Side) -> Option<u64> {
        let face = &self.faces[side.index()];
        if face.flag.is_some() {
            return face.flag;
        }
        match self.run {
            Run::Running { since } if side == self.turn => {
                let left = self.threshold(side).saturating_sub(ms_i64(self.used));
                Some(since.saturating_add(ms_u64(left)))
            }
            _ => None,
        }
    }

    /// `side`'s flag has fallen and the clock has recorded it (at a press, a pause, an added time or
    /// [`Clock::note_flags`]).
    #[must_use]
    pub fn flag_recorded(&self, side: Side) -> bool {
        self.faces[side.index()].flag.is_some()
    }

    /// Records a flag of the running side that has fallen by `now_ms`, changing nothing else.
    pub fn note_flags(&mut self, now_ms: u64) {
        self.settle(now_ms);
    }

    /// When `side`'s flag fell, if it has fallen by `now_ms` in the current period.
    #[must_use]
    pub fn flag_fell(&self, side: Side, now_ms: u64) -> Option<u64> {
        self.flag_time(side).filter(|&t| t <= now_ms)
    }

    /// The side whose flag has fallen by `now_ms`; if both have, the one that fell first (on equal instants, the
    /// side to move).
    #[must_use]
    pub fn flagged(&self, now_ms: u64) -> Option<Side> {
        match (
            self.flag_fell(Side::White, now_ms),
            self.flag_fell(Side::Black, now_ms),
        ) {
            (Some(w), Some(b)) if w == b => Some(self.turn),
            (Some(w), Some(b)) => Some(if w < b { Side::White } else { Side::Black }),
            (Some(_), None) => Some(Side::White),
            (None, Some(_)) => Some(Side::Black),
            (None, None) => None,
        }
    }

    /// Both flags have fallen by `now_ms` (possible only if play went on after the first): when each fell,
    /// which was first, and what 6.12 decides when that cannot be established. Escaque always knows the order
    /// from exact timestamps, so [`Clock::flagged`] names the first; the game applies
    /// [`BothFlags::rule`] if it treats the order as unknown (as the Laws do when no one saw the first fall),
    /// and in rapid and blitz without an arbiter Appendix A4d3 makes it a draw whatever the order.
    #[must_use]
    pub fn both_flags(&self, now_ms: u64) -> Option<BothFlags> {
        let white_at = self.flag_fell(Side::White, now_ms)?;
        let black_at = self.flag_fell(Side::Black, now_ms)?;
        let first = match white_at.cmp(&black_at) {
            std::cmp::Ordering::Less => Some(Side::White),
            std::cmp::Ordering::Greater => Some(Side::Black),
            std::cmp::Ordering::Equal => None,
        };
        let rule = if self.in_final_stage(Side::White) || self.in_final_stage(Side::Black) {
            BothFlagsRule::Draw
        } else {
            BothFlagsRule::Continue
        };
        Some(BothFlags {
            white_at,
            black_at,
            first,
            rule,
        })
    }

    /// Milliseconds from `now_ms` until `side`'s face next shows a different digit — seconds, or tenths below
    /// 10 s when `tenths` — counting a simple delay's countdown (whole seconds, from [`Clock::delay_left`]) too;
    /// `None` while it cannot change (stopped, or at 0). For a face counting down this is
    /// `remaining % unit + 1`, so the redraw lands just after the digit changes.
    #[must_use]
    pub fn next_change(&self, side: Side, now_ms: u64, tenths: bool) -> Option<u64> {
        if !matches!(self.run, Run::Running { .. }) {
            return None;
        }
        let unit = |ms: i64| {
            if tenths && ms < ms_i64(TENTHS_BELOW_MS) {
                100
            } else {
                1000
            }
        };
        let r = self.remaining_signed(side, now_ms);
        if side == self.turn {
            if r <= 0 {
                return None;
            }
            let delay = ms_i64(self.delay_left(side, now_ms));
            let main = delay.saturating_add(r % unit(r)).saturating_add(1);
            // A delay countdown is shown in whole seconds.
            let next = if delay > 0 {
                main.min(delay % 1000 + 1)
            } else {
                main
            };
            Some(ms_u64(next))
        } else if self.controls[self.turn.index()].is_hourglass() {
            let shown = r.max(0);
            let u = unit(shown);
            Some(ms_u64((shown / u + 1).saturating_mul(u).saturating_sub(r)))
        } else {
            None
        }
    }

    /// Every completed move, in order, as the clock saw it.
    #[must_use]
    pub fn history(&self) -> &[MoveRecord] {
        &self.history
    }

    /// Moves `side` has completed.
    #[must_use]
    pub fn moves_made(&self, side: Side) -> u32 {
        self.faces[side.index()].moves
    }

    /// The stage of `side`'s next move, an index into its control's [`TimeControl::stages`].
    #[must_use]
    pub fn stage_of(&self, side: Side) -> usize {
        self.control(side)
            .locate(self.moves_made(side).saturating_add(1))
            .stage
    }

    /// Moves `side` must still make in its current stage, the next one included; `None` in a stage for the rest
    /// of the game.
    #[must_use]
    pub fn moves_to_go(&self, side: Side) -> Option<u32> {
        self.control(side)
            .locate(self.moves_made(side).saturating_add(1))
            .to_go
    }

    /// Whether `side` is in its last period, in which all remaining moves must be made (6.12b).
    #[must_use]
    pub fn in_final_stage(&self, side: Side) -> bool {
        self.moves_to_go(side).is_none()
    }

    /// Whether `side` plays to a finish now (Art. 10.1): in its last period, where all remaining moves
    /// must be made in the time left, with no increment and no delay on its next move, and no hourglass
    /// (which gives back time). A quickplay finish may be claimed only then (10.2, Appendix D).
    #[must_use]
    pub fn played_to_finish(&self, side: Side) -> bool {
        self.in_final_stage(side)
            && self.bonus(side) == Bonus::None
            && !self.control(side).is_hourglass()
    }

    /// The bonus of `side`'s next move.
    fn bonus(&self, side: Side) -> Bonus {
        let i = side.index();
        self.controls[i]
            .stage_for_move(self.faces[i].moves.saturating_add(1))
            .bonus
    }

    /// Time `side` may use on its current move before its flag falls.
    fn threshold(&self, side: Side) -> i64 {
        let bank = self.faces[side.index()].bank;
        match self.bonus(side) {
            Bonus::Delay(d) => bank.saturating_add(ms_i64(d)),
            _ => bank,
        }
    }

    /// Charges `used` ms of the current move to the side to move, as its face shows it (a simple delay's
    /// part is not charged).
    fn charge_running(&mut self, used: u64) {
        let charged = match self.bonus(self.turn) {
            Bonus::Delay(d) => used.saturating_sub(d),
            _ => used,
        };
        let i = self.turn.index();
        self.faces[i].bank = self.faces[i].bank.saturating_sub(ms_i64(charged));
    }

    /// Records, at its exact instant, a flag of the running side that has fallen by `now_ms`.
    fn settle(&mut self, now_ms: u64) {
        let i = self.turn.index();
        if self.faces[i].flag.is_none() {
            if let Some(at) = self.flag_time(self.turn).filter(|&t| t <= now_ms) {
                self.faces[i].flag = Some(at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{Black, White};

    const S: u64 = 1_000;
    const SI: i64 = 1_000;
    const MIN: u64 = 60 * S;

    fn clock(tc: &str) -> Clock {
        Clock::from_controls(&Controls::parse(tc).unwrap().unwrap())
    }

    fn rem(c: &Clock, now: u64) -> [u64; 2] {
        [c.remaining(White, now), c.remaining(Black, now)]
    }

    /// Plays moves alternately from the side to move, each using `each` ms, starting at `t`; returns the time
    /// after the last press.
    fn play(c: &mut Clock, mut t: u64, moves: usize, each: u64) -> u64 {
        for _ in 0..moves {
            t += each;
            let side = c.turn();
            c.press(side, t).unwrap();
        }
        t
    }

    // --- Start -------------------------------------------------------------------------------------------

    #[test]
    fn starts_with_both_clocks_stopped() {
        let c = clock("300");
        assert_eq!(c.phase(), Phase::Idle);
        assert_eq!(c.running(), None);
        assert_eq!(rem(&c, 1_000_000), [300 * S, 300 * S]);
        assert_eq!(c.flag_time(White), None);
        assert_eq!(c.next_change(White, 0, true), None);
    }

    #[test]
    fn start_runs_whites_clock() {
        let mut c = clock("300");
        assert!(c.start(1_000));
        assert!(!c.start(2_000));
        assert_eq!(c.running(), Some(White));
        assert_eq!(rem(&c, 11_000), [290 * S, 300 * S]);
        assert_eq!(c.flag_time(White), Some(301 * S));
        let r = c.press(White, 11_000).unwrap();
        assert_eq!((r.used_ms, r.remaining_ms, r.number), (10 * S, 290 * S, 1));
        assert_eq!(c.running(), Some(Black));
        assert_eq!(rem(&c, 15_000), [290 * S, 296 * S]);
    }

    #[test]
    fn first_move_by_white_starts_blacks_clock_and_charges_nothing() {
        let mut c = clock("300+2");
        let r = c.press(White, 5_000).unwrap();
        assert_eq!((r.used_ms, r.bonus_ms), (0, 2 * S)); // the increment of the first move is credited
        assert_eq!(c.phase(), Phase::Running);
        assert_eq!(c.running(), Some(Black));
        assert_eq!(rem(&c, 9_000), [302 * S, 296 * S]);
        let r = c.press(Black, 9_000).unwrap();
        assert_eq!((r.used_ms, r.remaining_ms), (4 * S, 298 * S));
    }

    #[test]
    fn only_the_side_to_move_presses() {
        let mut c = clock("300");
        assert_eq!(
            c.press(Black, 0),
            Err(PressError::NotToMove { to_move: White })
        );
        c.press(White, 0).unwrap();
        assert_eq!(
            c.press(White, 1),
            Err(PressError::NotToMove { to_move: Black })
        );
        assert_eq!(c.history().len(), 1);
        assert_eq!(
            PressError::NotToMove { to_move: Black }.to_string(),
            "it is black's clock that runs"
        );
    }

    #[test]
    fn black_can_move_first() {
        let mut c = clock("60+1").starting_with(Black);
        assert_eq!(c.turn(), Black);
        assert_eq!(
            c.press(White, 0),
            Err(PressError::NotToMove { to_move: Black })
        );
        c.press(Black, 0).unwrap();
        assert_eq!(c.running(), Some(White));
        assert_eq!(c.moves_made(Black), 1);
        // Has no effect once started.
        let c = c.starting_with(Black);
        assert_eq!(c.turn(), White);
    }

    // --- Increments ------------------------------------------------------------------------------------

    #[test]
    fn increment_on_every_move() {
        let mut c = clock("180+2");
        c.start(0);
        let t = play(&mut c, 0, 4, 3 * S); // W, B, W, B, each 3 s
        assert_eq!(
            rem(&c, t),
            [180 * S - 6 * S + 4 * S, 180 * S - 6 * S + 4 * S]
        );
        assert!(c
            .history()
            .iter()
            .all(|r| r.bonus_ms == 2 * S && r.used_ms == 3 * S && !r.flagged));
        assert_eq!(c.history()[3].remaining_ms, 178 * S);
        assert_eq!(c.history()[3].number, 2);
    }

    #[test]
    fn no_increment_after_the_flag() {
        let mut c = clock("10+5");
        c.start(0);
        let r = c.press(White, 9_999).unwrap(); // 1 ms before the flag: stands
        assert!(!r.flagged);
        assert_eq!(r.remaining_ms, 5_001);

        let mut c = clock("10+5");
        c.start(0);
        let r = c.press(White, 10_000).unwrap(); // at the flag: fallen
        assert!(r.flagged);
        assert_eq!((r.bonus_ms, r.remaining_ms), (0, 0));
        assert_eq!(c.flagged(10_000), Some(White));
        assert_eq!(c.flag_fell(White, 20_000), Some(10_000));
        assert_eq!(c.remaining_signed(White, 20_000), 0);
    }

    // --- Simple delay ("demora", 6.2b) ------------------------------------------------------------------

    #[test]
    fn simple_delay_used_partly_fully_not_at_all_and_beyond() {
        for (used, after, bonus) in [
            (0, 60 * S, 0),         // not at all
            (3 * S, 60 * S, 3 * S), // partly: the main time does not move
            (5 * S, 60 * S, 5 * S), // fully
            (8 * S, 57 * S, 5 * S), // beyond: only what exceeds the delay is charged
        ] {
            let mut c = clock("60d5");
            c.start(0);
            let r = c.press(White, used).unwrap();
            assert_eq!(
                (r.remaining_ms, r.bonus_ms, r.used_ms),
                (after, bonus, used),
                "used {used}"
            );
        }
    }

    #[test]
    fn simple_delay_face_during_the_move() {
        let mut c = clock("60d5");
        c.start(0);
        assert_eq!(
            (c.remaining(White, 3 * S), c.delay_left(White, 3 * S)),
            (60 * S, 2 * S)
        );
        assert_eq!(
            (c.remaining(White, 5 * S), c.delay_left(White, 5 * S)),
            (60 * S, 0)
        );
        assert_eq!(c.remaining(White, 8 * S), 57 * S);
        assert_eq!(c.delay_left(Black, 3 * S), 0);
        assert_eq!(c.flag_time(White), Some(65 * S));
        // An unused delay is not banked: the next move has the delay again, no more.
        c.press(White, S).unwrap();
        c.press(Black, 2 * S).unwrap();
        assert_eq!(c.delay_left(White, 2 * S), 5 * S);
        assert_eq!(c.flag_time(White), Some(2 * S + 65 * S));
    }

    #[test]
    fn simple_delay_survives_a_pause() {
        let mut c = clock("60d5");
        c.start(0);
        c.pause(2 * S);
        assert_eq!(c.delay_left(White, 100 * S), 3 * S);
        c.resume(100 * S);
        assert_eq!(c.delay_left(White, 101 * S), 2 * S);
        assert_eq!(c.flag_time(White), Some(100 * S + 63 * S));
        let r = c.press(White, 104 * S).unwrap();
        assert_eq!((r.used_ms, r.remaining_ms), (6 * S, 59 * S));
    }

    // --- Bronstein delay ---------------------------------------------------------------------------------

    #[test]
    fn bronstein_used_partly_fully_not_at_all_and_beyond() {
        for (used, after, back) in [
            (0, 60 * S, 0),
            (3 * S, 60 * S, 3 * S),
            (5 * S, 60 * S, 5 * S),
            (8 * S, 57 * S, 5 * S),
        ] {
            let mut c = clock("60b5");
            c.start(0);
            let r = c.press(White, used).unwrap();
            assert_eq!((r.remaining_ms, r.bonus_ms), (after, back), "used {used}");
        }
    }

    #[test]
    fn bronstein_face_counts_down_during_the_move() {
        let mut c = clock("60b5");
        c.start(0);
        assert_eq!(c.remaining(White, 3 * S), 57 * S);
        assert_eq!(c.delay_left(White, 3 * S), 0);
        assert_eq!(c.flag_time(White), Some(60 * S));
    }

    // --- Flags during a delay ----------------------------------------------------------------------------

    #[test]
    fn flag_with_simple_delay_falls_after_the_delay_and_the_main_time() {
        let mut c = clock("2d5");
        c.start(0);
        assert_eq!(c.flag_time(White), Some(7 * S));
        assert_eq!(c.flagged(6_999), None);
        assert_eq!(c.remaining(White, 6_999), 1);
        let r = c.press(White, 6_999).unwrap();
        assert!(!r.flagged);
        assert_eq!(r.remaining_ms, 1);

        let mut c = clock("2d5");
        c.start(0);
        assert_eq!(c.flagged(7 * S), Some(White));
        let r = c.press(White, 7 * S).unwrap();
        assert!(r.flagged);
        assert_eq!(r.remaining_ms, 0);
    }

    #[test]
    fn flag_with_bronstein_falls_inside_the_delay() {
        let mut c = clock("3b5");
        c.start(0);
        assert_eq!(c.flag_time(White), Some(3 * S));
        let r = c.press(White, 2_999).unwrap(); // inside the delay: all given back
        assert!(!r.flagged);
        assert_eq!(r.remaining_ms, 3 * S);

        let mut c = clock("3b5");
        c.start(0);
        let r = c.press(White, 3 * S).unwrap(); // the flag fell before the delay could give anything back
        assert!(r.flagged);
        assert_eq!((r.remaining_ms, r.bonus_ms), (0, 0));
        assert_eq!(c.flag_fell(White, 3 * S), Some(3 * S));
    }

    #[test]
    fn a_move_before_the_flag_stands_even_if_checked_later() {
        let mut c = clock("60");
        c.start(0);
        // The UI's check runs late, at 60.5 s, and sees the flag…
        assert_eq!(c.flagged(60_500), Some(White));
        assert_eq!(c.flag_time(White), Some(60 * S));
        // …but the move was made at 59.999 s: queries change nothing, and the press at that instant stands.
        let r = c.press(White, 59_999).unwrap();
        assert!(!r.flagged);
        assert_eq!(r.remaining_ms, 1);
        assert_eq!(c.flagged(60_500), None);
    }

    #[test]
    fn flag_recorded_at_its_exact_instant_when_paused_later() {
        let mut c = clock("60");
        c.start(0);
        c.pause(75 * S);
        assert_eq!(c.flag_time(White), Some(60 * S));
        assert_eq!(c.remaining_signed(White, 80 * S), -15 * SI);
        assert_eq!(c.remaining(White, 80 * S), 0);
    }

    // --- Hourglass ---------------------------------------------------------------------------------------

    #[test]
    fn hourglass_moves_time_to_the_opponent() {
        let mut c = clock("*60");
        c.start(0);
        assert_eq!(rem(&c, 10 * S), [50 * S, 70 * S]);
        c.press(White, 10 * S).unwrap();
        assert_eq!(rem(&c, 10 * S), [50 * S, 70 * S]);
        assert_eq!(rem(&c, 14 * S), [54 * S, 66 * S]);
        c.press(Black, 14 * S).unwrap();
        assert_eq!(rem(&c, 14 * S), [54 * S, 66 * S]);
        assert_eq!(c.flag_time(White), Some(14 * S + 54 * S));
        // The total is always twice the starting time.
        assert_eq!(rem(&c, 30 * S).iter().sum::<u64>(), 120 * S);
        assert!(c.in_final_stage(White));
    }

    #[test]
    fn hourglass_flag() {
        let mut c = clock("*60");
        c.start(0);
        assert_eq!(c.flagged(60 * S), Some(White));
        assert_eq!(rem(&c, 60 * S), [0, 120 * S]);
    }

    // --- Stages ------------------------------------------------------------------------------------------

    #[test]
    fn stage_change_exactly_at_move_40() {
        let mut c = clock("40/5400+30:1800+30");
        c.start(0);
        let t = play(&mut c, 0, 78, MIN); // 39 moves each, a minute each
        assert_eq!(c.moves_made(White), 39);
        assert_eq!((c.stage_of(White), c.moves_to_go(White)), (0, Some(1)));
        let before = 5_400 * S - 39 * MIN + 39 * 30 * S;
        assert_eq!(rem(&c, t), [before, before]);

        let t = play(&mut c, t, 1, MIN); // White's 40th
        let r = c.history().last().unwrap().clone();
        assert_eq!(
            (r.number, r.stage, r.stage_ms, r.bonus_ms),
            (40, 0, 1_800 * S, 30 * S)
        );
        assert_eq!(r.remaining_ms, before - MIN + 30 * S + 1_800 * S);
        assert_eq!((c.stage_of(White), c.moves_to_go(White)), (1, None));
        assert_eq!((c.stage_of(Black), c.moves_to_go(Black)), (0, Some(1)));
        assert_eq!(c.remaining(Black, t), before);
        assert!(c.history()[..78].iter().all(|r| r.stage_ms == 0));

        let t = play(&mut c, t, 2, MIN); // Black's 40th, White's 41st
        assert_eq!(c.history()[79].stage_ms, 1_800 * S);
        let r = &c.history()[80];
        assert_eq!(
            (r.number, r.stage, r.stage_ms, r.bonus_ms),
            (41, 1, 0, 30 * S)
        );
        assert_eq!(
            c.remaining(White, t),
            before - MIN + 30 * S + 1_800 * S - MIN + 30 * S
        );
        assert!(c.in_final_stage(White));
    }

    #[test]
    fn stage_change_at_move_2_in_a_short_control() {
        let mut c = clock("2/60+1:30+1");
        c.start(0);
        c.press(White, 10 * S).unwrap(); // 60 - 10 + 1 = 51
        c.press(Black, 20 * S).unwrap(); // 60 - 10 + 1 = 51
        assert_eq!(c.moves_to_go(White), Some(1));
        let r = c.press(White, 25 * S).unwrap(); // 51 - 5 + 1 + 30 = 77
        assert_eq!((r.stage_ms, r.remaining_ms, r.stage), (30 * S, 77 * S, 0));
        assert_eq!(c.stage_of(White), 1);
        assert_eq!(rem(&c, 25 * S), [77 * S, 51 * S]);
        let r = c.press(Black, 27 * S).unwrap(); // 51 - 2 + 1 + 30 = 80
        assert_eq!(r.remaining_ms, 80 * S);
        let r = c.press(White, 28 * S).unwrap(); // 77 - 1 + 1 = 77, no more stages
        assert_eq!((r.stage_ms, r.remaining_ms, r.stage), (0, 77 * S, 1));
    }

    #[test]
    fn each_stage_has_its_own_bonus() {
        let mut c = clock("2/60:30+5");
        c.start(0);
        let t = play(&mut c, 0, 4, S);
        assert!(c.history().iter().all(|r| r.bonus_ms == 0));
        assert_eq!(c.remaining(White, t), 60 * S - 2 * S + 30 * S);
        play(&mut c, t, 2, S);
        assert!(c.history()[4..].iter().all(|r| r.bonus_ms == 5 * S));

        let mut c = clock("1/60d10:60b10");
        c.start(0);
        assert_eq!(c.press(White, 4 * S).unwrap().remaining_ms, 120 * S); // delay, then +60
        c.press(Black, 5 * S).unwrap();
        assert_eq!(c.remaining(White, 9 * S), 116 * S); // Bronstein: counts down…
        assert_eq!(c.press(White, 9 * S).unwrap().remaining_ms, 120 * S); // …and gives back
    }

    #[test]
    fn a_last_stage_with_a_move_count_repeats() {
        let mut c = clock("2/60:1/10");
        c.start(0);
        play(&mut c, 0, 10, 0); // 5 moves each, no time used
        let added: Vec<u64> = c
            .history()
            .iter()
            .filter(|r| r.side == White)
            .map(|r| r.stage_ms)
            .collect();
        assert_eq!(added, [0, 10 * S, 10 * S, 10 * S, 10 * S]);
        assert_eq!(c.remaining(White, 0), 100 * S);
        assert!(!c.in_final_stage(White));
    }

    // --- Pause -------------------------------------------------------------------------------------------

    #[test]
    fn pause_and_resume() {
        let mut c = clock("300");
        assert!(!c.pause(0)); // nothing runs yet
        assert!(!c.resume(0));
        c.start(0);
        assert!(!c.resume(5 * S));
        assert!(c.pause(10 * S));
        assert!(!c.pause(11 * S));
        assert_eq!(c.phase(), Phase::Paused);
        assert_eq!(c.running(), None);
        assert_eq!(rem(&c, 500 * S), [290 * S, 300 * S]);
        assert_eq!(c.flag_time(White), None);
        assert_eq!(c.next_change(White, 500 * S, true), None);
        assert_eq!(c.press(White, 500 * S), Err(PressError::Paused));
        assert!(c.resume(500 * S));
        assert_eq!(c.flag_time(White), Some(500 * S + 290 * S));
        let r = c.press(White, 505 * S).unwrap();
        assert_eq!(r.used_ms, 15 * S);
        assert_eq!(r.remaining_ms, 285 * S);
    }

    #[test]
    fn pause_on_blacks_move_and_hourglass() {
        let mut c = clock("*60");
        c.start(0);
        c.press(White, 5 * S).unwrap();
        c.pause(8 * S);
        assert_eq!(rem(&c, 100 * S), [58 * S, 62 * S]);
        c.resume(100 * S);
        assert_eq!(rem(&c, 101 * S), [59 * S, 61 * S]);
    }

    // --- Time odds ---------------------------------------------------------------------------------------

    #[test]
    fn time_odds() {
        let mut c = clock("300+2|60+1");
        assert_eq!(rem(&c, 0), [300 * S, 60 * S]);
        assert_eq!(c.controls().to_string(), "300+2|60+1");
        c.start(0);
        c.press(White, 10 * S).unwrap();
        c.press(Black, 15 * S).unwrap();
        assert_eq!(rem(&c, 15 * S), [292 * S, 56 * S]);
        assert_eq!(c.flag_time(White), Some(15 * S + 292 * S));

        let mut c = clock("40/5400+30:1800+30|*600");
        c.start(0);
        c.press(White, 10 * S).unwrap();
        assert_eq!(rem(&c, 10 * S), [5_420 * S, 600 * S]); // White's time does not go to Black…
        assert_eq!(rem(&c, 20 * S), [5_430 * S, 590 * S]); // …but Black's hourglass feeds White
    }

    // --- Arbiter -----------------------------------------------------------------------------------------

    #[test]
    fn add_time_for_the_arbiter() {
        let mut c = clock("300");
        c.start(0);
        c.add_time(Black, 120 * SI, 10 * S); // 7.4b: two minutes to the opponent
        assert_eq!(rem(&c, 10 * S), [290 * S, 420 * S]);
        c.add_time(White, 60 * SI, 10 * S); // to the running side: the flag moves
        assert_eq!(c.flag_time(White), Some(360 * S));
        c.add_time(White, -90 * SI, 20 * S);
        assert_eq!(c.remaining(White, 20 * S), 250 * S);
        assert_eq!(c.flag_time(White), Some(270 * S));
    }

    #[test]
    fn add_time_never_raises_a_fallen_flag_and_a_deduction_can_drop_it() {
        let mut c = clock("60");
        c.start(0);
        c.add_time(White, 120 * SI, 70 * S); // too late: the flag fell at 60 s
        assert_eq!(c.flag_fell(White, 70 * S), Some(60 * S));
        assert_eq!(c.remaining(White, 70 * S), 110 * S);

        let mut c = clock("60");
        c.start(0);
        c.add_time(White, -55 * SI, 10 * S);
        assert_eq!(c.flag_fell(White, 10 * S), Some(10 * S));
        c.add_time(Black, -60 * SI, 10 * S); // the waiting side
        assert_eq!(c.flag_fell(Black, 10 * S), Some(10 * S));
    }

    // --- Takeback ----------------------------------------------------------------------------------------

    #[test]
    fn takeback_restores_both_clocks() {
        let mut c = clock("180+2");
        c.start(0);
        c.press(White, 3 * S).unwrap();
        c.press(Black, 8 * S).unwrap();
        let shown = rem(&c, 12 * S); // White has used 4 s of its second move
        c.press(White, 12 * S).unwrap();
        assert_eq!(rem(&c, 20 * S), [177 * S, 169 * S]);
        let r = c.undo_last(20 * S).unwrap();
        assert_eq!((r.side, r.number), (White, 2));
        assert_eq!(rem(&c, 20 * S), shown);
        assert_eq!(c.running(), Some(White));
        assert_eq!(c.moves_made(White), 1);
        // White's clock goes on from there.
        assert_eq!(c.remaining(White, 21 * S), shown[0] - S);
        assert_eq!(c.move_time(21 * S), 5 * S);
        // Take back one more: Black's move.
        let shown_b = c.history()[1].bank_before - 5 * S as i64;
        c.undo_last(30 * S).unwrap();
        assert_eq!(c.remaining_signed(Black, 30 * S), shown_b);
        assert_eq!(c.running(), Some(Black));
    }

    #[test]
    fn takeback_of_the_first_move_before_the_start_stops_the_clocks() {
        let mut c = clock("300+5");
        c.press(White, 7 * S).unwrap();
        c.undo_last(20 * S).unwrap();
        assert_eq!(c.phase(), Phase::Idle);
        assert_eq!(rem(&c, 30 * S), [300 * S, 300 * S]);
        assert_eq!(c.undo_last(40 * S), None);
        assert_eq!(c, clock("300+5"));
    }

    #[test]
    fn takeback_across_a_stage_change_delay_and_hourglass() {
        for tc in ["2/60+1:30+1", "60d5", "60b5", "*60", "1/10:1/20"] {
            let mut c = clock(tc);
            c.start(0);
            let mut t = 0;
            for k in 1..=6u64 {
                t += k * 700;
                let side = c.turn();
                let shown = rem(&c, t);
                let flags = [c.flag_time(White), c.flag_time(Black)];
                c.press(side, t).unwrap();
                let later = t + 1_234;
                c.undo_last(later).unwrap();
                assert_eq!(rem(&c, later), shown, "{tc} move {k}");
                assert_eq!(
                    [c.flag_time(White), c.flag_time(Black)].map(|f| f.map(|f| f <= t)),
                    flags.map(|f| f.map(|f| f <= t)),
                    "{tc}"
                );
                c.press(side, later).unwrap();
                t = later;
            }
        }
    }

    #[test]
    fn takeback_while_paused_stays_paused_and_keeps_arbiter_time() {
        let mut c = clock("300");
        c.start(0);
        c.press(White, 10 * S).unwrap();
        c.add_time(White, 120 * SI, 12 * S);
        c.pause(15 * S);
        c.undo_last(50 * S).unwrap();
        assert_eq!(c.phase(), Phase::Paused);
        assert_eq!(rem(&c, 60 * S), [410 * S, 300 * S]);
        c.resume(60 * S);
        assert_eq!(c.remaining(White, 61 * S), 409 * S);
    }

    #[test]
    fn takeback_restores_a_flag_lifted_by_the_stage_change() {
        let mut c = clock("1/10:100");
        c.start(0);
        c.press(White, 15 * S).unwrap(); // flagged, then +100 s: flag raised again
        assert_eq!(c.flagged(15 * S), None);
        c.undo_last(16 * S).unwrap();
        assert_eq!(c.flag_fell(White, 16 * S), Some(10 * S));
    }

    // --- Both flags (6.12) -------------------------------------------------------------------------------

    #[test]
    fn both_flags_in_the_last_period_is_a_draw_under_6_12b() {
        let mut c = clock("60");
        c.start(0);
        assert_eq!(c.flagged(60 * S), Some(White));
        let r = c.press(White, 70 * S).unwrap(); // play went on after White's flag
        assert!(r.flagged);
        assert_eq!(c.both_flags(129_999), None);
        assert_eq!(c.flagged(129_999), Some(White));
        let both = c.both_flags(130 * S).unwrap();
        assert_eq!(
            both,
            BothFlags {
                white_at: 60 * S,
                black_at: 130 * S,
                first: Some(White),
                rule: BothFlagsRule::Draw
            }
        );
        assert_eq!(c.flagged(130 * S), Some(White));
    }

    #[test]
    fn both_flags_before_the_last_period_continue_under_6_12a() {
        let mut c = clock("2/60:60");
        c.start(0);
        c.press(White, 70 * S).unwrap(); // White's flag fell at 60 s
        c.press(Black, 140 * S).unwrap(); // Black's at 130 s
        let both = c.both_flags(140 * S).unwrap();
        assert_eq!(
            (both.first, both.rule),
            (Some(White), BothFlagsRule::Continue)
        );
        // The game continues: White completes its second move, gets the next period's time, flag raised.
        let r = c.press(White, 145 * S).unwrap();
        assert!(r.flagged);
        assert_eq!((r.stage_ms, r.remaining_ms), (60 * S, 45 * S));
        assert_eq!(c.both_flags(145 * S), None);
        assert_eq!(c.flagged(145 * S), Some(Black));
        assert_eq!(c.flag_time(White), None);
    }

    #[test]
    fn a_new_period_that_does_not_cover_the_overspent_time_has_its_flag_down() {
        let mut c = clock("1/10:5");
        c.start(0);
        let r = c.press(White, 30 * S).unwrap(); // 10 - 30 + 5 = -15
        assert!(r.flagged);
        assert_eq!(c.flag_fell(White, 30 * S), Some(30 * S));
        assert_eq!(c.remaining_signed(White, 30 * S), -15 * SI);
    }

    // --- Redraw scheduling -------------------------------------------------------------------------------

    #[test]
    fn next_change_seconds_and_tenths() {
        let mut c = clock("300");
        c.start(0);
        assert_eq!(c.next_change(White, 0, true), Some(1)); // 5:00 → 4:59 one ms later
        assert_eq!(c.next_change(White, 9_500, true), Some(501)); // 290.5 s: 290 shown until 289.999
        assert_eq!(c.next_change(Black, 9_500, true), None);
        let t = 300 * S - 10_500; // 10.5 s left
        assert_eq!(c.next_change(White, t, true), Some(501)); // then 9.999 shows 0:09.9
        assert_eq!(c.next_change(White, t + 600, true), Some(1)); // 9.9 s left: 0:09.9 → 0:09.8
        assert_eq!(c.next_change(White, 300 * S - 9_950, true), Some(51));
        assert_eq!(c.next_change(White, 300 * S - 9_950, false), Some(951));
        assert_eq!(c.next_change(White, 300 * S, true), None); // flag
    }

    #[test]
    fn next_change_with_a_simple_delay_and_an_hourglass() {
        let mut c = clock("60d5");
        c.start(0);
        // Main time stays 1:00 for 5 s; the delay countdown shows 5, 4, … and changes first.
        assert_eq!(c.next_change(White, 500, true), Some(501));
        assert_eq!(c.next_change(White, 4_500, true), Some(501));
        assert_eq!(c.next_change(White, 5_000, true), Some(1));

        let mut c = clock("*60");
        c.start(0);
        assert_eq!(c.next_change(Black, 300, true), Some(700)); // 60.3 → 61.0
        c.add_time(Black, -55 * SI, 0);
        assert_eq!(c.next_change(Black, 4_950, true), Some(50)); // 9.95 → 10.0
    }

    // --- Robustness --------------------------------------------------------------------------------------

    #[test]
    fn time_going_back_is_read_as_no_time() {
        let mut c = clock("60+1");
        c.start(10 * S);
        assert_eq!(c.remaining(White, 0), 60 * S);
        let r = c.press(White, 5 * S).unwrap();
        assert_eq!(r.used_ms, 0);
        assert!(c.pause(0));
        assert_eq!(c.move_time(0), 0);
    }

    #[test]
    fn random_operations_never_panic_and_keep_invariants() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        for tc in [
            "60",
            "3+2",
            "5d2",
            "5b2",
            "*10",
            "2/5+1:3d1",
            "1/1:1/1",
            "0.1",
            "1000000+1000000",
        ] {
            let mut c = clock(tc);
            let mut t = 0u64;
            for _ in 0..400 {
                t += next(4_000);
                match next(8) {
                    0 => {
                        c.start(t);
                    }
                    1 => {
                        c.pause(t);
                    }
                    2 => {
                        c.resume(t);
                    }
                    3 => {
                        let amount = next(10_000) as i64 - 5_000;
                        c.add_time(Side::ALL[next(2) as usize], amount, t);
                    }
                    4 => {
                        let moves = c.history().len();
                        if c.undo_last(t).is_some() {
                            assert_eq!(c.history().len(), moves - 1);
                        }
                    }
                    _ => {
                        let side = c.turn();
                        let was = c.phase();
                        match c.press(side, t) {
                            Ok(r) => assert_eq!(r.side, side),
                            Err(e) => assert_eq!((e, was), (PressError::Paused, Phase::Paused)),
                        }
                    }
                }
                let _ = c.both_flags(t);
                let _ = c.flagged(t);
                for side in Side::ALL {
                    let _ = c.next_change(side, t, true);
                    assert!(
                        c.faces[side.index()].flag.is_none_or(|f| f <= t),
                        "no flag in the future"
                    );
                }
                let made = c.moves_made(White) + c.moves_made(Black);
                assert_eq!(made as usize, c.history().len());
            }
        }
    }
}
