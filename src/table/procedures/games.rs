//! A game replaced: a new game (from the new-game dialog, with names and the event), the `new`
//! command, a rematch, and a loaded game (an import or an archived game).

use crate::clock::{Clock, Controls};
use crate::game::{Game, RuleSet};
use crate::rules::{ByColor, Position};
use crate::table::{side, Event, EventTags, Intent, Loaded, Refusal, Settings, Table};

impl Table {
    /// A new game at this table: the settings, the event, round and board (a new game at the same
    /// event, kept until changed) and the revision count stay, the rest starts afresh.
    pub(in crate::table) fn start_new(
        &mut self,
        game: Game,
        controls: Option<Controls>,
        names: ByColor<String>,
        events: &mut Vec<Event>,
    ) {
        let settings = self.settings;
        let draw_odds = self.draw_odds;
        let event_tags = std::mem::take(&mut self.event_tags);
        *self = Table {
            revision: self.revision,
            ..Table::new(game, controls)
        };
        self.names = names;
        self.event_tags = event_tags;
        self.settings = settings;
        // The next game of the same match keeps its draw odds (an Armageddon rematch: Black's again);
        // a new game sets its own (`new_game`).
        self.draw_odds = draw_odds;
        events.push(Event::NewGame);
    }

    /// Puts a loaded game on the table, keeping the settings (but not clock-only mode) and the
    /// revision count; the loaded game brings its own event, round and board.
    fn put_on_table(&mut self, l: Loaded) {
        let settings = Settings {
            clock_only: false,
            ..self.settings
        };
        *self = Table {
            revision: self.revision,
            ..Table::new(l.game, l.controls)
        };
        self.line = l.line;
        if !self.line.played.is_empty() {
            // The line's board decides who moves next, not the legal record's.
            let turn = self.turn();
            self.clock = self
                .controls
                .as_ref()
                .map(|c| Clock::from_controls(c).starting_with(side(turn)));
        }
        self.names = l.names;
        self.settings = settings;
        let mut imported = l.imported;
        // The loaded game's own event, round and board, never the previous game's.
        self.event_tags = EventTags::take_from(&mut imported.tags);
        // Its draw odds and offer marks, as its export wrote them.
        self.draw_odds = crate::table::tags::take_draw_odds(&mut imported.tags);
        self.offer_marks = crate::table::tags::take_offer_marks(&mut imported.comments);
        self.imported = Some(imported);
    }

    /// A new game from `start` with the rule set and time control given; the names go with it.
    pub(in crate::table) fn new_game(
        &mut self,
        start: Position,
        rules: RuleSet,
        controls: Option<Controls>,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let names = std::mem::take(&mut self.names);
        self.start_new(Game::new(start, rules), controls, names, events);
        self.draw_odds = None;
        Ok(())
    }

    /// The new-game dialog's start: the names and the event's tags are set, then `new` (an
    /// [`Intent::NewGame`]) applies, all or nothing.
    pub(in crate::table) fn new_game_named(
        &mut self,
        names: ByColor<String>,
        tags: EventTags,
        new: Intent,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let ByColor { white, black } = names;
        for (c, name) in [
            (crate::rules::Color::White, white),
            (crate::rules::Color::Black, black),
        ] {
            self.procedure(Intent::SetName(c, name), now_ms, events)?;
        }
        self.procedure(Intent::SetEventTags(tags), now_ms, events)?;
        self.procedure(new, now_ms, events)
    }

    /// The `new` command: the standard start with this game's rule set and time control, the time
    /// controls offered first.
    pub(in crate::table) fn fresh(&mut self, events: &mut Vec<Event>) -> Result<(), Refusal> {
        // The players at this table stay; the names a loaded record brought (an import, a game from the archive)
        // are that record's players, not the next game's.
        let names = if self.imported.is_some() {
            ByColor::default()
        } else {
            std::mem::take(&mut self.names)
        };
        let (rules, controls) = (self.game.rules(), self.controls.clone());
        self.start_new(Game::new(Position::new(), rules), controls, names, events);
        self.presets = true;
        Ok(())
    }

    /// A new game after a finished one: same start, rule set and time control, colours swapped.
    pub(in crate::table) fn rematch(&mut self, events: &mut Vec<Event>) -> Result<(), Refusal> {
        if !self.game.is_over() {
            return Err(Refusal::NotOver);
        }
        // Same start, rule set and time control; the players change colours.
        let names = ByColor {
            white: std::mem::take(&mut self.names.black),
            black: std::mem::take(&mut self.names.white),
        };
        let controls = self.controls.take().map(|c| Controls {
            white: c.black,
            black: c.white,
        });
        let game = Game::new(self.game.start().clone(), self.game.rules());
        self.start_new(game, controls, names, events);
        Ok(())
    }

    /// Puts a loaded game on the table (an import or an archived game).
    pub(in crate::table) fn load(
        &mut self,
        l: Loaded,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.put_on_table(l);
        events.push(Event::Loaded);
        Ok(())
    }
}
