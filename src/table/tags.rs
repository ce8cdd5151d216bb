//! The event, round and board of the game at the table ([`EventTags`]) and the PGN tags its export
//! writes ([`Table::pgn_tags`]): what the table knows (names, event, clock) first, then what an
//! imported game brought.

use super::{Quickplay, Table};
use crate::rules::Color;

/// The export's tag of draw odds: the colour a draw counts as a win for, `White` or `Black`.
pub const DRAW_ODDS_TAG: &str = "DrawOdds";
/// The export's tag of the decision draw odds give a drawn game: `1-0` or `0-1` (the `Result`
/// stays `1/2-1/2`).
pub const DECISION_TAG: &str = "Decision";
/// The export's tag of a quickplay-finish claim: the claimant, the rule it went under (`10.2` with an
/// arbiter at the table, `D1` without one) and where it stands (`claimed`, `postponed`, `referred`,
/// `draw`, `rejected`): `White D1 referred`.
pub const QUICKPLAY_TAG: &str = "QuickplayClaim";
/// The scoresheet's mark of a draw offer (9.1b, Appendix C13), written after the offerer's move and
/// in the export in that move's comment.
pub const OFFER_MARK: &str = "(=)";

/// `White` or `Black`, as the tags write a colour.
fn color_tag(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The value of [`QUICKPLAY_TAG`].
fn quickplay_tag(q: Quickplay) -> String {
    let rule = if q.arbiter { "10.2" } else { "D1" };
    [color_tag(q.claimant), " ", rule, " ", q.stage.as_str()].concat()
}

/// Reads draw odds as a link's `?draws=` or the [`DRAW_ODDS_TAG`] gives them: `black` or `white` (any
/// case, spaces around); anything else is none.
pub fn read_draw_odds(value: &str) -> Option<Color> {
    match value.trim().to_ascii_lowercase().as_str() {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// Takes [`DRAW_ODDS_TAG`] and [`DECISION_TAG`] out of an imported game's tags: its draw odds, if
/// the tag names a colour (the decision follows from the result and is written again on export).
pub fn take_draw_odds(tags: &mut Vec<(String, String)>) -> Option<Color> {
    let mut odds = None;
    tags.retain(|(name, value)| match name.as_str() {
        DRAW_ODDS_TAG => {
            odds = read_draw_odds(value);
            false
        }
        DECISION_TAG => false,
        _ => true,
    });
    odds
}

/// Takes the offer marks ([`OFFER_MARK`]) out of an imported game's comments, one per ply: the plies
/// (from 1) after which a draw was offered, the comments left without the mark.
pub fn take_offer_marks(comments: &mut [String]) -> Vec<usize> {
    let mut marks = Vec::new();
    for (i, text) in comments.iter_mut().enumerate() {
        if text.split_whitespace().any(|w| w == OFFER_MARK) {
            marks.push(i + 1);
            let kept: Vec<&str> = text
                .split_whitespace()
                .filter(|w| *w != OFFER_MARK)
                .collect();
            *text = kept.join(" ");
        }
    }
    marks
}

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
        if let Some(c) = self.draw_odds {
            // Draw odds, and for a drawn game the decision they give: the result stays 1/2-1/2.
            tags.push((DRAW_ODDS_TAG.to_string(), color_tag(c).to_string()));
            if let Some(w) = self.draw_winner() {
                let decision = crate::rules::GameResult::win_for(w).as_str();
                tags.push((DECISION_TAG.to_string(), decision.to_string()));
            }
        }
        if let Some(q) = self.quickplay {
            tags.push((QUICKPLAY_TAG.to_string(), quickplay_tag(q)));
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
