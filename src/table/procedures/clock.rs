//! The clock's procedures: start before the first move, pause and resume (6.13), time added and
//! taken away again (7.4b, 9.5b, 13.4b), clock-only presses, and a wrongly set clock corrected
//! (6.11b).

use crate::clock::control::{MAX_MOVES, MAX_SECONDS};
use crate::clock::Side;
use crate::rules::Color;
use crate::table::refusal::refusal_of_press;
use crate::table::{color, side, Added, Event, Refusal, Table};

impl Table {
    /// Starts the clock of the side to move before its first move (6.5 without a move).
    pub(in crate::table) fn start_clock(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.playing()?;
        let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        if !c.start(now_ms) {
            return Err(Refusal::AlreadyStarted);
        }
        events.push(Event::ClockStarted(color(c.turn())));
        Ok(())
    }

    /// Stops both clocks (6.13).
    pub(in crate::table) fn pause(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        if !c.pause(now_ms) {
            return Err(Refusal::NotRunning);
        }
        events.push(Event::Paused);
        Ok(())
    }

    /// Restarts the clock of the side to move. (An adjourned game never gets here:
    /// [`Table::procedure`] refuses `Resume` first, which is not heard while adjourned.)
    pub(in crate::table) fn resume(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        if !c.resume(now_ms) {
            return Err(Refusal::NotPaused);
        }
        events.push(Event::Resumed);
        Ok(())
    }

    /// Gives `ms` to `to`'s clock, in whole seconds from one second up to an hour.
    pub(in crate::table) fn add_time(
        &mut self,
        to: Color,
        ms: u64,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if !(1000..=3_600_000).contains(&ms) || !ms.is_multiple_of(1000) {
            return Err(Refusal::BadAmount);
        }
        let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        c.add_time(side(to), ms as i64, now_ms);
        let a = Added { to, ms };
        self.added.push(a);
        events.push(Event::TimeAdded(a));
        Ok(())
    }

    /// Takes the last time added away again.
    pub(in crate::table) fn undo_add_time(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let a = self.added.pop().ok_or(Refusal::NothingToUndo)?;
        let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        c.add_time(side(a.to), -(a.ms as i64), now_ms);
        events.push(Event::TimeAddUndone(a));
        Ok(())
    }

    /// Clock-only mode: `c` ends their turn by pressing their clock.
    pub(in crate::table) fn press_clock(
        &mut self,
        c: Color,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if !self.settings.clock_only {
            return Err(Refusal::NotClockOnly);
        }
        let clock = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        clock.press(side(c), now_ms).map_err(refusal_of_press)?;
        events.push(Event::ClockPressed(c));
        Ok(())
    }

    /// Clock-only mode: takes the last press back, times as they were.
    pub(in crate::table) fn undo_press(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if !self.settings.clock_only {
            return Err(Refusal::NotClockOnly);
        }
        self.may_undo_press()?;
        let clock = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        let r = clock.undo_last(now_ms).ok_or(Refusal::NothingToUndo)?;
        events.push(Event::PressUndone(color(r.side)));
        Ok(())
    }

    /// Corrects a wrongly set clock (6.11b): both faces to the times given and, with `moves`, the move
    /// counters to the number of the move being played.
    pub(in crate::table) fn correct_clock(
        &mut self,
        white_ms: u64,
        black_ms: u64,
        moves: Option<u32>,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if white_ms.max(black_ms) > MAX_SECONDS * 1000
            || moves.is_some_and(|m| m == 0 || m > MAX_MOVES)
        {
            return Err(Refusal::BadAmount);
        }
        let clock = self.clock.as_mut().ok_or(Refusal::NoClock)?;
        if let Some(number) = moves {
            let turn = clock.turn();
            clock.set_moves(turn, number - 1, now_ms);
            let other = if turn == Side::White {
                number - 1
            } else {
                number
            };
            clock.set_moves(turn.other(), other, now_ms);
        }
        for (s, target) in [(Side::White, white_ms), (Side::Black, black_ms)] {
            let delta =
                i64::try_from(target).unwrap_or(i64::MAX) - clock.remaining_signed(s, now_ms);
            clock.add_time(s, delta, now_ms);
        }
        events.push(Event::ClockCorrected);
        Ok(())
    }
}
