//! The read model: what the views show, computed from the [`Table`] and never written back.
//! [`Snapshot`] is the table read in one piece, with each player's [`Commands`] and the one
//! [`ClockControl`] that applies; [`face`] the clock faces as shown; [`aids`] what a rule set lets
//! the page show beyond the position; [`look`] the board's squares; [`material`] the captured
//! pieces and the material balance. The table re-exports each as `crate::table::{aids, face, look,
//! material}`.

pub mod aids;
pub mod face;
pub mod look;
pub mod material;

use super::tournament::Envelope;
use super::{input, Added, Ask, Refusal, Ruling, Table, TimeClass};
use crate::clock::{Clock, Phase};
use crate::game::RuleSet;
use crate::rules::{ByColor, Color, Outcome, Position, Setup, Square};

/// What the views show, read in one piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The live position.
    pub position: Position,
    /// The colour to move.
    pub turn: Color,
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// The rule that decided the ending, cited beside it (B3c for a blitz claim, 7.4b for the third illegal
    /// move, …); `Some` exactly when `outcome` is.
    pub ruling: Option<Ruling>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: &'static str,
    /// The rule set.
    pub rules: RuleSet,
    /// The colour whose draw offer is pending.
    pub offer: Option<Color>,
    /// The colour that announced a claim for its next move.
    pub claim_pending: Option<Color>,
    /// The piece that must move (touch-move).
    pub touched: Option<Square>,
    /// A move can be taken back (the takeback button is enabled; [`Snapshot::show_takeback`]).
    pub can_takeback: bool,
    /// The takeback button is shown: casual play, a move played, the game going on, not in
    /// clock-only mode (paused, it is shown but cannot be pressed: [`Snapshot::can_takeback`]).
    pub show_takeback: bool,
    /// The game has a clock.
    pub clocked: bool,
    /// The clock's phase (`None` without a clock).
    pub phase: Option<Phase>,
    /// A clock runs in a game that goes on (the screen is kept awake).
    pub clock_running: bool,
    /// Time added that can be undone, the last first.
    pub undo_add: Option<Added>,
    /// Pieces may be moved now: the game goes on and the clock is not paused.
    pub live: bool,
    /// The number of half-moves played.
    pub plies: usize,
    /// The open question, if any.
    pub question: Option<Ask>,
    /// Clock-only mode.
    pub clock_only: bool,
    /// Beside a real board: clock-only mode that keeps the record (entries on the board, presses, dashes).
    pub recorder: bool,
    /// Beside a real board: presses with no entry yet, each a dash on the scoresheet (8.4).
    pub dashes: usize,
    /// What stands on the board (in tournament practice it may be a position the rules refuse;
    /// `position` is then the last legal position of the record).
    pub board: Setup,
    /// Flags are claimed, not automatic (tournament practice in rapid or blitz, A4d).
    pub flags_claimed: bool,
    /// The time class (A1, B1).
    pub time_class: TimeClass,
    /// The envelope of an adjourned game (the sealed move stays hidden).
    pub adjourned: Option<Envelope>,
    /// Claimed illegal moves per player (7.4b).
    pub illegal_counts: ByColor<u8>,
    /// What each player may do now (the commands the page offers them).
    pub commands: ByColor<Commands>,
    /// A clocked game in progress is paused (6.13; also right after a reload).
    pub paused: bool,
    /// The one clock control that applies now: start, pause or resume (none without a clock,
    /// once the game is over, or while adjourned, when the game resumes by its own command).
    pub clock_control: Option<ClockControl>,
    /// Clock-only mode: the last press can be taken back.
    pub can_undo_press: bool,
    /// What the page may show beyond the position (none in tournament practice).
    pub aids: aids::Aids,
    /// The time controls are offered: a fresh page or the `new` command, no move yet, the game not
    /// over nor adjourned, not in clock-only mode. A choice or a move puts them away.
    pub presets: bool,
    /// Demonstration mode's board, shown instead of the game's while the mode is on.
    pub demo: Option<Setup>,
    /// Black is at the bottom of the board now: the orientation chosen, or with pass and play
    /// ([`Settings::auto_flip`](super::Settings::auto_flip)) the side to move's.
    pub flipped: bool,
    /// The game-over card belongs over the board: the game ended at this table. A finished record
    /// loaded to be gone over (imported for review, reopened from the archive) says its result in
    /// the status line instead, and leaves the board to the review.
    pub card: bool,
    /// Draw odds: the colour a drawn game counts as a win for (Armageddon: Black).
    pub draw_odds: Option<Color>,
    /// The side that wins on draw odds: a drawn game played with draw odds (`data-winner`).
    pub draw_winner: Option<Color>,
    /// The quickplay-finish claim (10.2, Appendix D), if one was made.
    pub quickplay: Option<super::Quickplay>,
}

/// How the page lays out the table (the class of `main.app`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// The board with the clocks beside it.
    Board,
    /// Clock-only mode: the clocks alone, no board.
    ClockOnly,
    /// Beside a real board: the clocks, and the board kept to enter the moves of the record.
    Recorder,
}

impl Snapshot {
    /// The table's layout: beside a real board the board stays (the recorder is clock-only mode that keeps the
    /// record), in plain clock-only mode it goes.
    pub fn layout(&self) -> Layout {
        match (self.recorder, self.clock_only) {
            (true, _) => Layout::Recorder,
            (false, true) => Layout::ClockOnly,
            (false, false) => Layout::Board,
        }
    }

    /// `c` may claim a quickplay finish (10.2, Appendix D) with `remaining_ms` on the clock:
    /// [`Commands::claim_10_2`] and less than two minutes, the flag not fallen.
    pub fn claim_10_2(&self, c: Color, remaining_ms: u64) -> bool {
        self.commands.get(c).claim_10_2 && remaining_ms > 0 && remaining_ms < super::QUICKPLAY_MS
    }

    /// The arbiter's decisions on the quickplay-finish claim that are open now, in the order offered.
    pub fn quickplay_decisions(&self) -> &'static [super::Decision] {
        self.quickplay.map_or(&[], |q| q.decisions())
    }

    /// Beside a real board, the game over with dashes still open: the board takes the entries owed, which complete
    /// the scoresheet after the game (8.4).
    pub fn completing(&self) -> bool {
        self.outcome.is_some() && self.dashes > 0
    }

    /// The recorder's switch may not be changed now: a move is on the record, and the table keeps the mode the game
    /// began in (switched on mid-game, the moves before would have no presses; off, the record would lose its clock).
    pub fn recorder_locked(&self) -> bool {
        self.plies > 0
    }

    /// Why pieces may not move on the board now (the game is over, the clock paused), if they may not.
    pub fn blocked(&self) -> Option<Refusal> {
        if self.completing() {
            None
        } else if self.outcome.is_some() {
            Some(Refusal::GameOver)
        } else if !self.live {
            Some(Refusal::Paused)
        } else {
            None
        }
    }

    /// What the board's input machine reads a gesture against: `pos` is the position shown, `reviewing`
    /// whether it is a past one, `any_square` the tournament-practice setting.
    pub fn board_context<'a>(
        &'a self,
        pos: &'a Position,
        reviewing: bool,
        any_square: bool,
    ) -> input::Context<'a> {
        input::Context {
            pos,
            blocked: self.blocked(),
            reviewing,
            touched: self.touched,
            tournament: self
                .movement_board()
                .map(|board| input::Tournament { board, any_square }),
            demo: self.demo.as_ref().map(|s| &s.board),
        }
    }

    /// The board a move made or typed is read on by the pieces' own movement, legal or not
    /// (tournament practice: an illegal move stands until it is claimed, 7.4); `None` where only
    /// legal moves are played.
    pub fn movement_board(&self) -> Option<&Setup> {
        self.tournament_practice().then_some(&self.board)
    }

    /// Tournament practice (7.4, A4c, B3c): illegal moves stand until claimed, and the page shows
    /// the tournament area and the setting of moves by any square.
    pub fn tournament_practice(&self) -> bool {
        self.rules == RuleSet::Tournament
    }
}

/// The clock control the page shows: only the one that applies now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockControl {
    /// Start the clock of the side to move before its first move.
    Start,
    /// Stop both clocks (6.13).
    Pause,
    /// Restart the clock after a pause.
    Resume,
}

/// The commands one player has now. A command not offered is hidden or disabled; the table
/// refuses it too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Commands {
    /// Offer a draw (9.1b: after one's own move, none pending).
    pub offer_draw: bool,
    /// Accept or decline the opponent's pending offer.
    pub answer_offer: bool,
    /// Claim a draw by repetition or fifty moves, now or with the next move (FIDE play, 9.2, 9.3).
    pub claim_draw: bool,
    /// The claim-draw button is shown in this player's panel: [`Commands::claim_draw`], in FIDE
    /// play only (the page does not offer it in tournament practice, where the table still hears
    /// the claim).
    pub show_claim_draw: bool,
    /// Claim that the opponent made an illegal move (tournament practice, 7.4, A4c, B3c).
    pub claim_illegal: bool,
    /// Claim the opponent's fallen flag (tournament practice in rapid and blitz, A4d).
    pub claim_flag: bool,
    /// Receive added time (7.4b, 9.5b, 13.4b).
    pub add_time: bool,
    /// Take back the time this player last received.
    pub undo_add_time: bool,
    /// Resign (5.1b), also while adjourned (F6).
    pub resign: bool,
    /// Propose to take back the last move (casual play; the opponent is asked).
    pub takeback: bool,
    /// Claim a quickplay finish (10.2, Appendix D) but for the time: on move in a period played to a
    /// finish (no increment, no delay); [`Snapshot::claim_10_2`] adds the two minutes.
    pub claim_10_2: bool,
}

impl Table {
    /// Whether the time controls are offered now ([`Snapshot::presets`]).
    pub(in crate::table) fn snapshot_presets(&self) -> bool {
        self.presets
            && self.game.moves().is_empty()
            && self.line.played.is_empty()
            && !self.game.is_over()
            && self.adjourned.is_none()
            && !self.settings.clock_only
    }

    /// The table as the views show it.
    pub fn snapshot(&self) -> Snapshot {
        let g = &self.game;
        let board = self.board();
        let turn = self.to_play();
        let commands = ByColor::new_with(|c| self.commands(c));
        Snapshot {
            position: board.to_position().unwrap_or_else(|| g.position().clone()),
            turn,
            outcome: g.outcome(),
            card: g.is_over() && !self.loaded_finished(),
            ruling: self.ruling(),
            result: g.result_str(),
            rules: g.rules(),
            offer: self.offer(),
            claim_pending: self.claim_pending,
            touched: self.touched,
            can_takeback: self.can_take_back(),
            show_takeback: self.takeback_at_hand() && !self.settings.clock_only,
            clocked: self.clock.is_some(),
            phase: self.clock.as_ref().map(Clock::phase),
            clock_running: !g.is_over()
                && self
                    .clock
                    .as_ref()
                    .is_some_and(|c| c.phase() == Phase::Running),
            undo_add: self.added.last().copied(),
            live: self.live(),
            question: self.question.as_ref().map(|q| q.ask),
            clock_only: self.settings.clock_only,
            recorder: self.settings.recorder,
            dashes: self.open_dashes(),
            plies: g.moves().len() + self.line.played.len(),
            board,
            flags_claimed: self.flags_claimed(),
            time_class: self.time_class(),
            adjourned: self.adjourned.as_ref().map(|a| a.envelope),
            illegal_counts: self.line.counts,
            commands,
            paused: self.paused(),
            clock_control: self.clock_control(),
            aids: aids::Aids::of(g.rules()),
            presets: self.snapshot_presets(),
            can_undo_press: self.settings.clock_only
                && !g.is_over()
                && self.may_undo_press().is_ok()
                && self.clock.as_ref().is_some_and(|c| !c.history().is_empty()),
            demo: self.demo.clone(),
            flipped: if self.settings.auto_flip {
                turn == crate::rules::Color::Black
            } else {
                self.settings.flipped
            },
            draw_odds: self.draw_odds,
            draw_winner: self.draw_winner(),
            quickplay: self.quickplay,
        }
    }

    /// The clock control that applies now.
    fn clock_control(&self) -> Option<ClockControl> {
        if self.game.is_over()
            || self.adjourned.is_some()
            || self.quickplay.is_some_and(|q| q.blocks_play())
        {
            return None;
        }
        match self.clock.as_ref()?.phase() {
            Phase::Idle => Some(ClockControl::Start),
            Phase::Running => Some(ClockControl::Pause),
            Phase::Paused => Some(ClockControl::Resume),
        }
    }

    /// There is a move a takeback could take back: casual play, a move played, the game going on.
    /// The one root of [`Snapshot::show_takeback`], [`Snapshot::can_takeback`] and
    /// [`Commands::takeback`].
    fn takeback_at_hand(&self) -> bool {
        let g = &self.game;
        aids::Aids::of(g.rules()).takeback && !g.moves().is_empty() && !g.is_over()
    }

    /// A move may be taken back now: one is at hand and the clock is not paused.
    fn can_take_back(&self) -> bool {
        self.takeback_at_hand() && !self.paused()
    }

    /// The commands `c` has now.
    fn commands(&self, c: Color) -> Commands {
        // A quickplay claim waiting for the arbiter leaves nothing to do but the decision.
        let over = self.game.is_over() || self.quickplay.is_some_and(|q| q.blocks_play());
        let adjourned = self.adjourned.is_some();
        let turn = self.board().turn;
        let claim_draw = self.game.rules().claims_draws()
            && self.line.played.is_empty()
            && !over
            && !adjourned
            && c == turn
            && self.claim_pending.is_none()
            && !self.game.claimable().is_empty();
        let offer_draw = !over
            && !adjourned
            && if self.line.played.is_empty() {
                self.game.can_offer_draw(c)
            } else {
                turn == c.other() && self.line.offer.is_none()
            };
        Commands {
            offer_draw,
            answer_offer: !over && self.offer() == Some(c.other()),
            claim_draw,
            show_claim_draw: claim_draw && self.game.rules() == RuleSet::Fide,
            claim_illegal: self.can_claim_illegal(c),
            // Offered whenever flags are claimed (A4d), fallen or not: the table judges the claim.
            claim_flag: !over && self.flags_claimed(),
            add_time: !over && !adjourned && self.clock.is_some(),
            undo_add_time: !over && self.added.last().is_some_and(|a| a.to == c),
            resign: !over && !self.settings.clock_only,
            takeback: self.can_take_back() && !adjourned && !self.settings.clock_only,
            claim_10_2: self.quickplay_open(c),
        }
    }
}
