//! The quickplay finish (Art. 10 of the 2009 Laws, and Appendix D where no arbiter is present): the
//! player on move with less than two minutes, in a game played to a finish (no increment, no delay),
//! claims a draw before the flag falls.
//!
//! With an arbiter at the table ([`Settings::arbiter`](crate::table::Settings::arbiter)) the claim
//! stops the clocks (6.13b) and waits for one of the three decisions of 10.2: a draw (10.2a); a
//! decision postponed, the opponent given two minutes and play going on, the arbiter deciding later
//! in the game or once a flag has fallen (10.2b); or the claim rejected, the opponent given two minutes
//! (10.2c). Without one (Appendix D1) the claim ends play: the clocks stop, the final position and the
//! scoresheet stay as they are for the arbiter the claim is referred to, and the result is entered
//! when that arbiter decides (a draw, or the claim rejected and the game lost).

use crate::rules::{Color, Outcome, Reason};
use crate::table::{side, Event, Refusal, Table, ADD_TIME_MS};

/// Less than this on the claimant's clock allows the claim (10.2: "menos de dos minutos").
pub const QUICKPLAY_MS: u64 = 120_000;

/// An arbiter's decision on a quickplay-finish claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Decision {
    /// The claim is upheld: the game is drawn (10.2a, Appendix D1).
    Draw,
    /// The decision is postponed: the opponent gets two minutes, play goes on, and the arbiter decides
    /// later in the game or after a flag has fallen (10.2b). Only with an arbiter at the table.
    Postpone,
    /// The claim is rejected: with an arbiter at the table the opponent gets two minutes and play goes
    /// on (10.2c), or after a postponement the result stands as play makes it; without one (Appendix
    /// D1) the game, which the claim ended, is lost.
    Reject,
}

impl Decision {
    /// The decision's name in the page's contract (`data-decision`) and in the save format.
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Draw => "draw",
            Decision::Postpone => "postpone",
            Decision::Reject => "reject",
        }
    }

    /// Reads [`Decision::as_str`].
    pub fn parse(s: &str) -> Option<Decision> {
        [Decision::Draw, Decision::Postpone, Decision::Reject]
            .into_iter()
            .find(|d| d.as_str() == s)
    }
}

/// What a change of the table says of a quickplay-finish claim, told on the board as a note ([`ClubNote::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClubNote {
    /// A claim was just made, and stands as this says.
    Claim(Quickplay),
    /// The arbiter decided.
    Decided(Decision),
}

impl ClubNote {
    /// The note of one change, read from its events: a claim made (before the arbiter at the table it waits for
    /// the decision, 10.2; without one it is referred, Appendix D), or a decision; `None` when the change says
    /// nothing of a claim. `arbiter`: an arbiter is at the table (the setting).
    pub fn of(events: &[Event], arbiter: bool) -> Option<ClubNote> {
        events.iter().find_map(|e| match *e {
            Event::QuickplayClaimed(claimant) => Some(ClubNote::Claim(Quickplay {
                claimant,
                arbiter,
                plies: 0,
                stage: if arbiter {
                    Stage::Claimed
                } else {
                    Stage::Referred
                },
            })),
            Event::QuickplayDecided(d) => Some(ClubNote::Decided(d)),
            _ => None,
        })
    }
}

/// Where a quickplay-finish claim stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Claimed before the arbiter at the table: the clocks are stopped until the decision (10.2).
    Claimed,
    /// The arbiter postponed the decision: play goes on, decided later or after a flag (10.2b).
    Postponed,
    /// No arbiter at the table: the claim ended play and waits for an arbiter (Appendix D1).
    Referred,
    /// Decided.
    Decided(Decision),
}

impl Stage {
    /// The stage's name in the save format and in `data-quickplay`.
    pub fn as_str(self) -> &'static str {
        match self {
            Stage::Claimed => "claimed",
            Stage::Postponed => "postponed",
            Stage::Referred => "referred",
            Stage::Decided(Decision::Draw) => "draw",
            Stage::Decided(Decision::Postpone) => "postponed",
            Stage::Decided(Decision::Reject) => "rejected",
        }
    }

    /// Reads [`Stage::as_str`].
    pub fn parse(s: &str) -> Option<Stage> {
        match s {
            "claimed" => Some(Stage::Claimed),
            "postponed" => Some(Stage::Postponed),
            "referred" => Some(Stage::Referred),
            "draw" => Some(Stage::Decided(Decision::Draw)),
            "rejected" => Some(Stage::Decided(Decision::Reject)),
            _ => None,
        }
    }
}

/// A quickplay-finish claim: who made it, under which rule, at which point of the record, and where
/// it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Quickplay {
    /// The player who claimed.
    pub claimant: Color,
    /// Claimed before an arbiter at the table (10.2); `false`: referred to one (Appendix D).
    pub arbiter: bool,
    /// The half-moves played when the claim was made (the final position of Appendix D1).
    pub plies: usize,
    /// Where the claim stands.
    pub stage: Stage,
}

impl Quickplay {
    /// The claim waits for a decision and nothing is played meanwhile: before the arbiter at the table,
    /// or referred to one (Appendix D1).
    pub fn blocks_play(self) -> bool {
        matches!(self.stage, Stage::Claimed | Stage::Referred)
    }

    /// The decisions the arbiter may give now, in the order the page offers them (none once decided).
    pub fn decisions(self) -> &'static [Decision] {
        match self.stage {
            Stage::Claimed => &[Decision::Draw, Decision::Postpone, Decision::Reject],
            Stage::Postponed | Stage::Referred => &[Decision::Draw, Decision::Reject],
            Stage::Decided(_) => &[],
        }
    }

    /// The record line of the save format: `white 1 34 claimed` (claimant, arbiter at the table,
    /// plies, stage).
    pub fn record(self) -> String {
        format!(
            "{} {} {} {}",
            self.claimant.name(),
            u8::from(self.arbiter),
            self.plies,
            self.stage.as_str()
        )
    }

    /// Reads [`Quickplay::record`]; `None` if it is not one.
    pub fn from_record(s: &str) -> Option<Quickplay> {
        let mut parts = s.split(' ');
        let claimant = match parts.next()? {
            "white" => Color::White,
            "black" => Color::Black,
            _ => return None,
        };
        let arbiter = match parts.next()? {
            "0" => false,
            "1" => true,
            _ => return None,
        };
        let plies = parts.next()?.parse().ok()?;
        let stage = Stage::parse(parts.next()?)?;
        if parts.next().is_some() {
            return None;
        }
        Some(Quickplay {
            claimant,
            arbiter,
            plies,
            stage,
        })
    }
}

impl Table {
    /// `c` may claim a quickplay finish but for the time: the game goes on at this table with a clock
    /// running for `c` (or about to), `c` on move on a legal record, in a period played to a finish,
    /// and no claim waiting or postponed. [`Table::may_claim_quickplay`] adds the time.
    pub fn quickplay_open(&self, c: Color) -> bool {
        let Some(clock) = self.clock.as_ref() else {
            return false;
        };
        self.playing().is_ok()
            && self.line.played.is_empty()
            && self.to_play() == c
            && clock.played_to_finish(side(c))
            && !self.quickplay.is_some_and(|q| {
                matches!(q.stage, Stage::Claimed | Stage::Postponed | Stage::Referred)
            })
    }

    /// `c` may claim a quickplay finish at `now_ms`: [`Table::quickplay_open`] and less than two
    /// minutes, the flag not fallen.
    pub fn may_claim_quickplay(&self, c: Color, now_ms: u64) -> bool {
        self.quickplay_open(c)
            && self
                .remaining(c, now_ms)
                .is_some_and(|ms| ms > 0 && ms < QUICKPLAY_MS)
    }

    /// `c` claims a draw under 10.2 (with an arbiter at the table) or Appendix D (without one).
    pub(in crate::table) fn claim_quickplay(
        &mut self,
        c: Color,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.playing()?;
        if self.clock.is_none() {
            return Err(Refusal::NoClock);
        }
        if self.to_play() != c {
            return Err(Refusal::NotYourTurn(self.to_play()));
        }
        if !self.may_claim_quickplay(c, now_ms) {
            return Err(Refusal::QuickplayNotAvailable);
        }
        if let Some(k) = self.clock.as_mut() {
            // 6.13b: the claimant may stop the clocks; Appendix D1: the claim ends play.
            k.pause(now_ms);
        }
        self.touched = None;
        self.claim_pending = None;
        let arbiter = self.settings.arbiter;
        self.quickplay = Some(Quickplay {
            claimant: c,
            arbiter,
            plies: self.game.moves().len(),
            stage: if arbiter {
                Stage::Claimed
            } else {
                Stage::Referred
            },
        });
        events.push(Event::QuickplayClaimed(c));
        Ok(())
    }

    /// The arbiter decides the claim: see [`Decision`].
    pub(in crate::table) fn decide_quickplay(
        &mut self,
        d: Decision,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let q = self.quickplay.ok_or(Refusal::NoQuickplayClaim)?;
        if !q.decisions().contains(&d) {
            return Err(Refusal::NoQuickplayClaim);
        }
        // Once the game has ended only a postponed claim is still to be decided (10.2b).
        if self.game.is_over() && q.stage != Stage::Postponed {
            return Err(Refusal::GameOver);
        }
        let opponent = q.claimant.other();
        let mut decided = Quickplay {
            stage: Stage::Decided(d),
            ..q
        };
        match (q.stage, d) {
            (_, Decision::Draw) => {
                let o = Outcome::draw(Reason::QuickplayFinish);
                if self.game.is_over() {
                    // 10.2b: decided after a flag fell; the arbiter's draw replaces the result.
                    self.game.overrule(o);
                    events.push(Event::GameOver(o));
                } else {
                    self.end(o, events);
                }
            }
            (Stage::Claimed, Decision::Postpone) => {
                self.add_time(opponent, ADD_TIME_MS, now_ms, events)?;
                decided.stage = Stage::Postponed;
                self.resume_after_claim(now_ms);
            }
            (Stage::Claimed, Decision::Reject) => {
                self.add_time(opponent, ADD_TIME_MS, now_ms, events)?;
                self.resume_after_claim(now_ms);
            }
            (Stage::Referred, Decision::Reject) => {
                // Appendix D1: the claim ended the game; rejected, it is lost (drawn if the opponent
                // could not mate by any series of legal moves).
                let board = self.board().board;
                let o = Outcome::win_unless_no_mate(&board, opponent, Reason::QuickplayFinish);
                self.end(o, events);
            }
            // A postponed claim rejected: the result is the one play makes.
            _ => {}
        }
        self.quickplay = Some(decided);
        events.push(Event::QuickplayDecided(d));
        Ok(())
    }

    /// The claimant's clock runs again after a decision at the table.
    fn resume_after_claim(&mut self, now_ms: u64) {
        if let Some(k) = self.clock.as_mut() {
            if k.phase() == crate::clock::Phase::Paused {
                k.resume(now_ms);
            }
        }
    }
}
