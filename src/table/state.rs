//! [`Table`]: the game at the table, its state and the accessors the views and the other rooms read.
//! The procedures that change it are in `apply.rs` and `procedures/`, the read model in `snapshot.rs`.

use super::tournament::{Adjourned, Line};
use super::{side, Added, EventTags, Imported, Question, Settings};
use crate::clock::{Clock, Controls, Phase, TimeClass};
use crate::game::{Claim, Game};
use crate::rules::{ByColor, Color, Setup, Square};

/// The game at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub(in crate::table) game: Game,
    pub(in crate::table) clock: Option<Clock>,
    pub(in crate::table) controls: Option<Controls>,
    pub(in crate::table) names: ByColor<String>,
    pub(in crate::table) event_tags: EventTags,
    pub(in crate::table) settings: Settings,
    pub(in crate::table) touched: Option<Square>,
    pub(in crate::table) claim_pending: Option<Color>,
    pub(in crate::table) added: Vec<Added>,
    pub(in crate::table) imported: Option<Imported>,
    /// Shared rather than boxed: the copy of the table `apply_with` keeps for a refusal copies no intent, so the web
    /// app's first module compiles no `Intent::clone`.
    pub(in crate::table) question: Option<std::sync::Arc<Question>>,
    pub(in crate::table) revision: u64,
    /// Tournament practice: the moves after the legal record.
    pub(in crate::table) line: Line,
    /// An adjourned game's envelope and sealed move.
    pub(in crate::table) adjourned: Option<Adjourned>,
    /// The time controls are offered (a fresh page, or the `new` command) until a move or a choice.
    pub(in crate::table) presets: bool,
    /// Demonstration mode's board (`demo.rs`), never part of the game nor saved.
    pub(in crate::table) demo: Option<Setup>,
    /// Draw odds: the colour a drawn game counts as a win for (Armageddon gives them to Black).
    pub(in crate::table) draw_odds: Option<Color>,
    /// The plies after which a draw was offered (9.1b), each the number of half-moves played when
    /// the offer was made: the offerer's move is the last of them. Noted "(=)" on the record.
    pub(in crate::table) offer_marks: Vec<usize>,
    /// A quickplay-finish claim (10.2, Appendix D) and where it stands.
    pub(in crate::table) quickplay: Option<super::Quickplay>,
    /// A comment, symbol, variation or shape was added to the record since it was loaded or finished
    /// ([`Table::loses_work`]).
    pub(in crate::table) taught: bool,
}

impl Default for Table {
    /// A fresh table: the standard start, no clock, the time controls offered.
    fn default() -> Table {
        Table {
            presets: true,
            ..Table::new(Game::default(), None)
        }
    }
}

impl Table {
    /// A table for `game` with the time control `controls` (both clocks stopped until the first move).
    pub fn new(game: Game, controls: Option<Controls>) -> Table {
        let turn = game.position().turn();
        Table {
            clock: controls
                .as_ref()
                .map(|c| Clock::from_controls(c).starting_with(side(turn))),
            game,
            controls,
            names: ByColor::default(),
            event_tags: EventTags::default(),
            settings: Settings::default(),
            touched: None,
            claim_pending: None,
            added: Vec::new(),
            imported: None,
            question: None,
            revision: 0,
            line: Line::default(),
            adjourned: None,
            presets: false,
            demo: None,
            draw_odds: None,
            offer_marks: Vec::new(),
            quickplay: None,
            taught: false,
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clock, if the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The time control of this game (and of a rematch).
    pub fn controls(&self) -> Option<&Controls> {
        self.controls.as_ref()
    }

    /// The players' names (empty: not given).
    pub fn names(&self) -> &ByColor<String> {
        &self.names
    }

    /// The event, round and board of the game (empty: not given).
    pub fn event_tags(&self) -> &EventTags {
        &self.event_tags
    }

    /// The time class of this game (A1, B1).
    pub fn time_class(&self) -> TimeClass {
        TimeClass::of(self.controls.as_ref())
    }

    /// The settings.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// What an imported game brought, while the game on the board is that game or continues it.
    pub fn imported(&self) -> Option<&Imported> {
        self.imported.as_ref()
    }

    /// The game still has exactly the imported moves (none played or taken back since).
    pub fn imported_unchanged(&self) -> bool {
        self.imported
            .as_ref()
            .is_some_and(|i| i.plies == self.game.moves().len())
    }

    /// Counts every change; a saved record with a higher revision is newer.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The piece that must move (touch-move), if one was touched this turn.
    pub fn touched(&self) -> Option<Square> {
        self.touched
    }

    /// The colour that announced a draw claim for its next move.
    pub fn claim_pending(&self) -> Option<Color> {
        self.claim_pending
    }

    /// The undo stack of time added, oldest first.
    pub fn added(&self) -> &[Added] {
        &self.added
    }

    /// Pieces may be moved: the game goes on and the clock is not paused.
    pub fn live(&self) -> bool {
        !self.game.is_over()
            && !self.paused()
            && self.adjourned.is_none()
            && !self.quickplay.is_some_and(|q| q.blocks_play())
    }

    /// The clock is paused (6.13).
    pub fn paused(&self) -> bool {
        self.clock
            .as_ref()
            .is_some_and(|c| c.phase() == Phase::Paused)
            && !self.game.is_over()
    }

    /// The time `color`'s clock shows at `now_ms` (`None` without a clock).
    pub fn remaining(&self, color: Color, now_ms: u64) -> Option<u64> {
        self.clock
            .as_ref()
            .map(|c| c.remaining(side(color), now_ms))
    }

    /// The instant the page should next look at the flags: the running side's flag time.
    pub fn next_flag_check(&self) -> Option<u64> {
        if self.game.is_over() {
            return None;
        }
        let c = self.clock.as_ref()?;
        let running = c.running()?;
        // A claimed flag (A4d) is looked at once: then the game waits for the claim.
        if self.flags_claimed() && c.flag_recorded(running) {
            return None;
        }
        c.flag_time(running)
    }

    /// Sets the settings of a table being read back (a migration), without counting a change.
    pub fn configure_saved(&mut self, settings: Settings) {
        self.settings = settings;
    }

    /// The claims the player to move has now or with a move (for the views' wording).
    pub fn claimable(&self) -> Vec<Claim> {
        self.game.claimable()
    }

    /// The tournament line (empty outside tournament practice or while the record is legal).
    pub fn line(&self) -> &Line {
        &self.line
    }

    /// What stands on the board now: the last position of the line, else the game's.
    pub fn board(&self) -> Setup {
        self.line.played.last().map_or_else(
            || self.game.position().to_setup_as_played(),
            |p| p.after.clone(),
        )
    }

    /// The colour to move on the board.
    pub fn turn(&self) -> Color {
        self.line
            .played
            .last()
            .map_or_else(|| self.game.position().turn(), |p| p.after.turn)
    }

    /// Draw odds: the colour a drawn game counts as a win for (`None`: a draw is a draw).
    pub fn draw_odds(&self) -> Option<Color> {
        self.draw_odds
    }

    /// The side that wins on draw odds: `Some` only for a drawn game played with draw odds.
    pub fn draw_winner(&self) -> Option<Color> {
        self.draw_odds.filter(|_| {
            self.game
                .outcome()
                .is_some_and(|o| o.result == crate::rules::GameResult::Draw)
        })
    }

    /// The plies after which a draw was offered (9.1b, noted "(=)"): each is the number of
    /// half-moves played at the offer, so the offerer's move is ply `n` (from 1), in order.
    pub fn offer_marks(&self) -> &[usize] {
        &self.offer_marks
    }

    /// The quickplay-finish claim (10.2, Appendix D), if one was made.
    pub fn quickplay(&self) -> Option<super::Quickplay> {
        self.quickplay
    }

    /// The draw offer pending now (the line's while it is not empty).
    pub fn offer(&self) -> Option<Color> {
        if self.line.played.is_empty() {
            self.game.pending_offer()
        } else {
            self.line.offer
        }
    }
}
