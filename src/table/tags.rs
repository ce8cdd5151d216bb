//! The event, round and board of the game at the table ([`EventTags`]) and the PGN tags its export
//! writes ([`Table::pgn_tags`]): what the table knows (names, event, clock) first, then what an
//! imported game brought.

use super::Table;

/// The event, round and board of the game at the table: the scoresheet's heading beside the
/// names, and the PGN tags `Event`, `Round` and `Board` (empty: not given).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventTags {
    /// The event (PGN `Event`): a tournament, a match, a club evening.
    pub event: String,
    /// The round, as text (`3`, `3.1`: PGN `Round`).
    pub round: String,
    /// The board number (PGN `Board`, a common supplementary tag).
    pub board: String,
}

/// The longest event, round or board text the table keeps, in characters.
pub const EVENT_TAG_MAX: usize = 100;

impl EventTags {
    /// The PGN tag names of the three fields, in the order of the fields.
    pub const TAGS: [&'static str; 3] = ["Event", "Round", "Board"];

    /// One field as typed, as the table keeps it: [`EventTags::tidy`], then at most
    /// [`EVENT_TAG_MAX`] characters (the longest the form takes).
    pub fn clean(value: &str) -> String {
        EventTags::tidy(value)
            .chars()
            .take(EVENT_TAG_MAX)
            .collect::<String>()
            .trim_end()
            .to_string()
    }

    /// One field as read (from a PGN tag or a save), whole: other control characters dropped,
    /// every run of white space (line breaks and tabs too) one space, trimmed; `?` (PGN's
    /// "unknown") is empty, `-` ("not applicable") is kept.
    pub fn tidy(value: &str) -> String {
        let kept: String = value
            .chars()
            .filter(|c| c.is_whitespace() || !c.is_control())
            .collect();
        let words: Vec<&str> = kept.split_whitespace().collect();
        match words.join(" ").as_str() {
            "?" => String::new(),
            v => v.to_string(),
        }
    }

    /// Every field [cleaned](EventTags::clean).
    pub fn cleaned(&self) -> EventTags {
        EventTags {
            event: EventTags::clean(&self.event),
            round: EventTags::clean(&self.round),
            board: EventTags::clean(&self.board),
        }
    }

    /// The three fields in the order of [`EventTags::TAGS`].
    pub fn fields(&self) -> [&str; 3] {
        [&self.event, &self.round, &self.board]
    }

    /// Takes the `Event`, `Round` and `Board` tags out of `tags` (an imported game's), whole
    /// ([`EventTags::tidy`]): the game's own values, which the table then keeps as its fields.
    pub fn take_from(tags: &mut Vec<(String, String)>) -> EventTags {
        let mut out = EventTags::default();
        tags.retain(|(name, value)| {
            let field = match name.as_str() {
                "Event" => &mut out.event,
                "Round" => &mut out.round,
                "Board" => &mut out.board,
                _ => return true,
            };
            *field = EventTags::tidy(value);
            false
        });
        out
    }
}

impl Table {
    /// The time control the game's records name, in the PGN `TimeControl` syntax of `?tc=`: the
    /// clock's (`300+2`, `40/5400+30:1800+30`; the app's own `300d5` and `300b5` for a simple or
    /// Bronstein delay and `300+2|180+2` for time odds, which PGN has no form for and which the app
    /// reads back), else an imported game's own tag, else `-` (no clock).
    pub fn time_control_tag(&self) -> String {
        match (&self.clock, &self.imported) {
            (Some(c), _) => c.controls().to_string(),
            (None, Some(i)) => i.tag("TimeControl").unwrap_or("-").to_string(),
            (None, None) => "-".to_string(),
        }
    }

    /// The tags of the game's PGN export, in order: the Seven Tag Roster less `Result` (which the
    /// game writes) — `Event` and `Round` from [`Table::event_tags`] (`?` when not given), `Site`
    /// and `Date` from an imported game (else `?` and `today`, a PGN date), the names (`?` when not
    /// given) — then `Board` when given, `TimeControl` ([`Table::time_control_tag`]; not for an
    /// imported game without a clock that had none), and the other tags an imported game brought,
    /// its `Termination` only while the game is still as imported. Every value is written whole.
    pub fn pgn_tags(&self, today: &str) -> Vec<(String, String)> {
        let imported = |name: &str| self.imported.as_ref().and_then(|i| i.tag(name));
        let known = |v: &str| {
            let v = v.trim();
            if v.is_empty() {
                "?".to_string()
            } else {
                v.to_string()
            }
        };
        let e = &self.event_tags;
        let mut tags = vec![
            ("Event".to_string(), known(&e.event)),
            (
                "Site".to_string(),
                imported("Site").unwrap_or("?").to_string(),
            ),
            (
                "Date".to_string(),
                imported("Date").unwrap_or(today).to_string(),
            ),
            ("Round".to_string(), known(&e.round)),
            ("White".to_string(), known(&self.names.white)),
            ("Black".to_string(), known(&self.names.black)),
        ];
        if !e.board.is_empty() {
            tags.push(("Board".to_string(), e.board.clone()));
        }
        // An imported game without a clock says nothing of a time control it did not name.
        let named = self
            .imported
            .as_ref()
            .is_none_or(|i| i.tag("TimeControl").is_some());
        if self.clock.is_some() || named {
            tags.push(("TimeControl".to_string(), self.time_control_tag()));
        }
        if let Some(i) = &self.imported {
            let unchanged = self.imported_unchanged();
            for (n, v) in &i.tags {
                let taken = tags.iter().any(|(t, _)| t == n);
                if !taken && (n != "Termination" || unchanged) {
                    tags.push((n.clone(), v.clone()));
                }
            }
        }
        tags
    }
}
