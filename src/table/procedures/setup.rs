//! What is set at the table beside the game: the players' names, the event, round and board, and
//! the settings (touch-move, orientation, tabletop, clock-only mode, any-square moves).

use crate::clock::Clock;
use crate::rules::Color;
use crate::table::{side, Event, EventTags, Refusal, Settings, Table};

impl Table {
    /// Sets `c`'s name, without control characters or surrounding spaces.
    pub(in crate::table) fn set_name(
        &mut self,
        c: Color,
        name: String,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let name: String = name.chars().filter(|ch| !ch.is_control()).collect();
        let name = name.trim().to_string();
        if *self.names.get(c) != name {
            *self.names.get_mut(c) = name;
            events.push(Event::NameChanged(c));
        }
        Ok(())
    }

    /// Sets the event, round and board, each cleaned.
    pub(in crate::table) fn set_event_tags(
        &mut self,
        tags: EventTags,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let tags = tags.cleaned();
        if self.event_tags != tags {
            self.event_tags = tags;
            events.push(Event::EventTagsChanged);
        }
        Ok(())
    }

    /// Sets the draw odds of the game before its first move (a link's `?draws=`).
    pub(in crate::table) fn set_draw_odds(
        &mut self,
        odds: Option<Color>,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if self.game.moves().len() + self.line.played.len() > 0 {
            return Err(Refusal::DrawOddsAfterStart);
        }
        if self.draw_odds != odds {
            self.draw_odds = odds;
            events.push(Event::Configured);
        }
        Ok(())
    }

    /// Changes the settings; entering or leaving clock-only mode needs a game without moves.
    pub(in crate::table) fn configure(
        &mut self,
        mut s: Settings,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        // Beside a real board is clock-only mode that keeps the record.
        s.clock_only |= s.recorder;
        if s.recorder != self.settings.recorder && !self.game.moves().is_empty() {
            return Err(Refusal::ClockOnly);
        }
        if s.clock_only != self.settings.clock_only {
            // The clock alone follows a game on a real board: the page's game must be empty, and
            // leaving the mode starts the clock afresh for the page's board.
            if !self.game.moves().is_empty() {
                return Err(Refusal::ClockOnly);
            }
            let turn = self.game.position().turn();
            self.clock = self
                .controls
                .as_ref()
                .map(|c| Clock::from_controls(c).starting_with(side(turn)));
            self.added.clear();
        }
        if s != self.settings {
            if !s.touch_move {
                self.touched = None;
            }
            self.settings = s;
            events.push(Event::Configured);
        }
        Ok(())
    }
}
