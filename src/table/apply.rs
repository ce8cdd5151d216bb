//! The reducer. [`Table::apply`] settles a fallen flag first, hears or refuses the intent as a whole,
//! and passes every procedure through one end ([`Table::settle`], the only place the end of the game
//! stops the clock); [`Table::procedure`] sends each intent to the file of its procedure
//! (`procedures/`, and `tournament/` for tournament practice and adjourned games).

use super::{color, Ask, Event, Intent, Refusal, Table};
use crate::clock::BothFlagsRule;
use crate::rules::{Outcome, Reason};

/// The procedures a table hears through [`Table::apply_with`], passed by the caller:
/// [`Table::EVERY_PROCEDURE`], or a part of them ([`Table::PLAY_PATH`], [`Table::BESIDE_REVIEW`],
/// [`Table::REVIEW`]).
pub type Procedures = fn(&mut Table, Intent, u64, &mut Vec<Event>) -> Result<(), Refusal>;

impl Table {
    /// Every procedure ([`Table::apply`] hears them all).
    pub const EVERY_PROCEDURE: Procedures = Table::hear_every;

    /// Every procedure but the review's ([`Table::REVIEW`]): an edit of the record is refused as
    /// [`Refusal::ReadOnlyRecord`], every other intent heard as [`Table::EVERY_PROCEDURE`] hears it.
    pub const BESIDE_REVIEW: Procedures = Table::procedure;

    /// The play path alone: the intents of [`Intent::is_play`], heard exactly as [`Table::EVERY_PROCEDURE`]
    /// hears them. The web app's first module reaches no other procedure (issue 32): the rest comes with a part
    /// of its own.
    pub const PLAY_PATH: Procedures = Table::hear_play;

    /// Applies an intent that happened at `now_ms`.
    ///
    /// # Errors
    /// A [`Refusal`] saying why; the table is then unchanged, except that a flag that fell before
    /// `now_ms` has been settled first (its [`Event::GameOver`] is lost to this call, but the
    /// snapshot shows it; use [`Intent::CheckFlags`] from a timer to get it as an event).
    pub fn apply(&mut self, intent: Intent, now_ms: u64) -> Result<Vec<Event>, Refusal> {
        self.apply_with(intent, now_ms, Table::EVERY_PROCEDURE)
    }

    /// [`Table::apply`], hearing the intent with `hear`.
    ///
    /// # Errors
    /// As [`Table::apply`]; [`Table::PLAY_PATH`] refuses an intent off the play path as
    /// [`Refusal::NotAMove`].
    pub fn apply_with(
        &mut self,
        intent: Intent,
        now_ms: u64,
        hear: Procedures,
    ) -> Result<Vec<Event>, Refusal> {
        let mut events = Vec::new();
        let rules = intent.rules();
        if rules.settles_flags {
            self.settle_flags(now_ms, &mut events);
            // Both flags down before the last period (6.12a) is no ending: the intent goes on.
            if self.game.is_over() && !events.is_empty() {
                if let Some(q) = self.question.take() {
                    events.push(Event::QuestionClosed(q.ask));
                }
                self.settle(now_ms, &mut events);
                self.revision += 1;
                if intent != Intent::CheckFlags {
                    return Err(Refusal::GameOver);
                }
                return Ok(events);
            }
        }
        // Quiet intents never end the game, nor announce an ending again; play going on closes an
        // open question, which was about the game as it stood.
        let (quiet, lapses) = (rules.quiet, rules.lapses_question);
        let before = self.clone();
        let was_over = self.game.is_over();
        // An entry completing the scoresheet after the end (8.4), or the piece picked up for it, announces no ending
        // again.
        let completes = was_over && matches!(intent, Intent::Play(_) | Intent::Touch(_));
        match hear(self, intent, now_ms, &mut events) {
            Ok(()) => {
                // The game ending closes what was asked about it; a question put after the end stays.
                let ended = !was_over && self.game.is_over();
                if (lapses && !events.is_empty()) || ended {
                    if let Some(q) = self.question.take() {
                        events.push(Event::QuestionClosed(q.ask));
                    }
                }
                if !quiet && !completes {
                    self.settle(now_ms, &mut events);
                }
                // A takeback or a claim that took moves off the record takes their offer marks too.
                let plies = self.game.moves().len() + self.line.played.len();
                self.offer_marks.retain(|&p| p <= plies);
                if !events.is_empty() {
                    self.revision += 1;
                }
                Ok(events)
            }
            Err(r) => {
                *self = before;
                Err(r)
            }
        }
    }

    /// The end of the game stops the clock; nothing else does it. Called after every procedure.
    pub(in crate::table) fn settle(&mut self, now_ms: u64, events: &mut Vec<Event>) {
        if !self.game.is_over() {
            return;
        }
        self.claim_pending = None;
        self.touched = None;
        self.adjourned = None;
        self.line.replace = None;
        self.line.offer = None;
        if let Some(c) = self.clock.as_mut() {
            c.pause(now_ms);
        }
        if let Some(o) = self.game.outcome() {
            // A game loaded already finished did not end here: no ending to announce.
            if !events
                .iter()
                .any(|e| matches!(e, Event::GameOver(_) | Event::Loaded))
            {
                events.push(Event::GameOver(o));
            }
        }
    }

    /// A flag that fell while the clock ran ends the game (6.10), or both flags (6.12).
    pub(in crate::table) fn settle_flags(&mut self, now_ms: u64, events: &mut Vec<Event>) {
        if self.game.is_over() {
            return;
        }
        let Some(c) = self.clock.as_ref() else {
            return;
        };
        if self.flags_claimed() {
            // A4d: a fallen flag ends the game only when claimed; two fallen flags are a draw.
            if c.both_flags(now_ms).is_some() {
                self.end(Outcome::draw(Reason::TimeoutInsufficientMaterial), events);
            } else if let Some(k) = self.clock.as_mut() {
                // Recorded, so that the page's flag timer stops asking (next_flag_check).
                k.note_flags(now_ms);
            }
            return;
        }
        if !self.line.played.is_empty() {
            // The board is the line's: 6.10 asks whether the opponent can mate on it.
            if let Some(fell) = c.running().filter(|&s| c.flag_fell(s, now_ms).is_some()) {
                let winner = color(fell).other();
                let o = Outcome::win_unless_no_mate(&self.board().board, winner, Reason::Timeout);
                self.end(o, events);
                return;
            }
        }
        if let Some(both) = c.both_flags(now_ms) {
            match both.rule {
                BothFlagsRule::Draw => {
                    // 6.12b: in the last period, drawn. Recorded as a flag fall that no one can win.
                    self.end(Outcome::draw(Reason::TimeoutInsufficientMaterial), events);
                }
                BothFlagsRule::Continue => {
                    if !events.contains(&Event::BothFlagsContinue) {
                        events.push(Event::BothFlagsContinue);
                    }
                }
            }
            return;
        }
        if let Some(fell) = c.running().filter(|&s| c.flag_fell(s, now_ms).is_some()) {
            if let Ok(o) = self.game.flag(color(fell)) {
                events.push(Event::GameOver(o));
            }
        }
    }

    /// Ends the game with `outcome` (a flag, the board, a claim) and says so.
    pub(in crate::table) fn end(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.game.restore_outcome(outcome);
        events.push(Event::GameOver(outcome));
    }

    /// What every procedure checks first: nothing is played while adjourned, nothing changes a finished game
    /// but what may.
    pub(in crate::table) fn heard(&self, intent: &Intent) -> Result<(), Refusal> {
        let rules = intent.rules();
        if self.adjourned.is_some() && !rules.while_adjourned {
            // F4, F6: while adjourned a draw may be agreed or a player resign; nothing is played.
            return Err(Refusal::Adjourned);
        }
        // Beside a real board the entries still owed are made after the end too (8.4).
        let owed = matches!(intent, Intent::Play(_) | Intent::Touch(_)) && self.completing();
        if self.game.is_over() && !rules.after_end && !owed {
            // Nothing changes a finished game but a new game, a rematch or a loaded one.
            return Err(Refusal::GameOver);
        }
        // A quickplay claim before the arbiter, or referred to one, stops play until decided.
        let waits = self.quickplay.is_some_and(|q| q.blocks_play()) && !self.game.is_over();
        let heard_meanwhile = rules.quiet
            || rules.replaces_game
            || matches!(
                intent,
                Intent::DecideQuickplay(_)
                    | Intent::Ask { .. }
                    | Intent::Confirm(_)
                    | Intent::Cancel
            );
        if waits && !heard_meanwhile {
            return Err(Refusal::AwaitingArbiter);
        }
        Ok(())
    }

    /// [`Table::procedure`] for the intents of [`Intent::is_play`] only; any other is refused as
    /// [`Refusal::NotAMove`].
    fn hear_play(
        &mut self,
        intent: Intent,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.heard(&intent)?;
        self.play_path(intent, now_ms, events)
    }

    /// Sends an intent of the play path to its procedure (both ways of hearing go through here); any other is
    /// refused as [`Refusal::NotAMove`]. Inlined, so that the first module holds one copy of it, in `hear_play`.
    #[inline(always)]
    fn play_path(
        &mut self,
        intent: Intent,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        match intent {
            Intent::Play(m) => self.play(m, now_ms, events),
            Intent::Touch(sq) => self.touch(sq, events),
            Intent::StartClock => self.start_clock(now_ms, events),
            Intent::PressClock(c) => self.press_clock(c, now_ms, events),
            // Flags were settled before any intent (Table::apply).
            Intent::CheckFlags => Ok(()),
            _ => Err(Refusal::NotAMove),
        }
    }

    /// Hears `intent` or refuses it, and sends it to its procedure. A refusal may leave the table
    /// changed: [`Table::apply`] restores it.
    pub(in crate::table) fn procedure(
        &mut self,
        intent: Intent,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.heard(&intent)?;
        if !self.line.played.is_empty()
            && matches!(
                intent,
                Intent::OfferDraw(_) | Intent::AcceptDraw(_) | Intent::DeclineDraw(_)
            )
        {
            return self.line_offer(&intent, events);
        }
        match intent {
            // The play path (`Intent::is_play`), heard as `Table::PLAY_PATH` hears it.
            play @ (Intent::Play(_)
            | Intent::Touch(_)
            | Intent::StartClock
            | Intent::PressClock(_)
            | Intent::CheckFlags) => self.play_path(play, now_ms, events),
            // procedures/moves.rs
            Intent::Takeback => self.takeback(now_ms, events),
            // procedures/draws.rs
            Intent::OfferDraw(c) => self.offer_draw(c, events),
            Intent::AcceptDraw(c) => self.accept_draw(c),
            Intent::DeclineDraw(c) => self.decline_draw(c, events),
            Intent::ClaimDraw(c) => self.claim_draw(c, events),
            Intent::Resign(c) => self.resign(c),
            // procedures/clock.rs
            Intent::Pause => self.pause(now_ms, events),
            Intent::Resume => self.resume(now_ms, events),
            Intent::AddTime { to, ms } => self.add_time(to, ms, now_ms, events),
            Intent::UndoAddTime => self.undo_add_time(now_ms, events),
            Intent::UndoPress => self.undo_press(now_ms, events),
            Intent::CorrectClock {
                white_ms,
                black_ms,
                moves,
            } => self.correct_clock(white_ms, black_ms, moves, now_ms, events),
            // procedures/questions.rs
            Intent::Ask { ask, then } => self.ask(ask, *then, now_ms, events),
            Intent::Confirm(by) => self.confirm(by, now_ms, events),
            Intent::Cancel => self.cancel(events),
            Intent::ProposeTakeback(c) => {
                self.ask(Ask::Takeback(c), Intent::Takeback, now_ms, events)
            }
            // procedures/setup.rs
            Intent::SetName(c, name) => self.set_name(c, name, events),
            Intent::SetEventTags(tags) => self.set_event_tags(tags, events),
            Intent::Configure(s) => self.configure(s, events),
            // procedures/games.rs
            Intent::NewGame {
                start,
                rules,
                controls,
            } => self.new_game(start, rules, controls, events),
            Intent::PlayFrom(start) => {
                let (rules, controls) = (self.game.rules(), self.controls().cloned());
                self.new_game(start, rules, controls, events)
            }
            Intent::NewGameNamed {
                start,
                rules,
                controls,
                names,
                tags,
                draw_odds,
            } => {
                let new = Intent::NewGame {
                    start,
                    rules,
                    controls,
                };
                self.new_game_named(names, tags, new, now_ms, events)?;
                self.draw_odds = draw_odds;
                Ok(())
            }
            Intent::Fresh => self.fresh(events),
            Intent::Rematch => self.rematch(events),
            Intent::Load(l) => self.load(*l, events),
            // tournament/claims.rs, tournament/adjourn.rs
            Intent::ClaimIllegal(c) => self.claim_illegal(c, now_ms, events),
            Intent::ClaimFlag(c) => self.claim_flag(c, now_ms, events),
            Intent::Adjourn { sealed } => self.adjourn(sealed, now_ms, events),
            Intent::ResumeAdjourned => self.resume_adjourned(now_ms, events),
            Intent::SetResumeDate(date) => self.set_resume_date(date, events),
            // demo.rs
            Intent::Demo(act) => {
                self.demo_act(act, now_ms, events);
                Ok(())
            }
            // review.rs: heard through `Table::REVIEW` (in `Table::EVERY_PROCEDURE`); without it the record
            // is read-only.
            Intent::Review(_) => Err(Refusal::ReadOnlyRecord),
            // procedures/quickplay.rs
            Intent::ClaimQuickplay(c) => self.claim_quickplay(c, now_ms, events),
            Intent::DecideQuickplay(d) => self.decide_quickplay(d, now_ms, events),
            Intent::SetDrawOdds(c) => self.set_draw_odds(c, events),
        }
    }

    /// The game goes on, is not adjourned, and the clock is not paused. (A finished game never gets
    /// here through [`Table::apply`]: `Intent::rules` refuses it first; this holds for any caller.)
    pub(in crate::table) fn playing(&self) -> Result<(), Refusal> {
        if self.game.is_over() {
            return Err(Refusal::GameOver);
        }
        if self.quickplay.is_some_and(|q| q.blocks_play()) {
            return Err(Refusal::AwaitingArbiter);
        }
        if self.adjourned.is_some() {
            return Err(Refusal::Adjourned);
        }
        if self.paused() {
            return Err(Refusal::Paused);
        }
        Ok(())
    }
}
