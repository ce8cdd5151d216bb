//! The game at the table: one pure owner of the [`Game`](crate::game::Game), its
//! [`Clock`](crate::clock::Clock), the players' names, the rule set, the settings that change play and
//! every table procedure.
//!
//! Intents come in with the instant they happened (`now_ms`, on the caller's time base; the model never
//! reads time). Each is applied whole or refused whole: [`Table::apply`] returns the [`Event`]s that
//! describe what changed (for sounds, announcements, animation) or a typed [`Refusal`] and leaves the
//! table as it was. Views read the table through [`Table::snapshot`] and the clock readings; they never
//! call the game or the clock themselves.
//!
//! The end of the game stops the clock in one place, `Table::settle` (`apply.rs`), which every
//! procedure passes through. A fallen flag is settled before any intent is considered, so nothing a
//! player does after their flag fell can overtake it (6.10).
//!
//! The rooms: the vocabulary (`intents` with [`Intent`] and [`Ask`], `event` with [`Event`],
//! `refusal` with [`Refusal`], `settings`, `imported`); `state` with [`Table`], its state and
//! accessors; `apply`, the reducer, dispatching to `procedures/` (one file per concern, every move
//! ending in one shared path); `snapshot/`, the read model ([`Snapshot`], and [`face`], [`aids`],
//! [`look`] and [`material`], re-exported here).
//!
//! - [`input`]: the board's input machine (press, drag, release, keys, promotion choice → intents).
//! - [`demo`]: demonstration mode, a board where any piece goes anywhere (no rules, clock or record).
//! - [`drawing`]: arrows and circles drawn over the board (never part of the game).
//! - [`editor`]: the position editor (the teacher's board): a position set up by hand, its FEN,
//!   its castling and en-passant offers and every reason it cannot be played yet.
//! - [`save`]: the versioned save format with its revision number (read to a raw record, then
//!   built), and the migration of old records; [`archive`]: the archive of finished games.
//! - [`pgn`]: a read game put on the table and the table's game written out, for every rule set.
//! - [`tags`]: the event, round and board of the game, and the PGN tags of its export.
//! - [`ruling`]: the rule that decided an ending, by time class.
//! - [`sync`]: one game across tabs (revisions, adoption, the clock handed over in wall time) and
//!   the detection of a stopped page.
//! - [`tournament`]: tournament practice (illegal moves stand until claimed: 7.4, A4c, B3c; flags
//!   claimed in rapid and blitz, A4d) and adjourned games (Appendix F).
//! - [`practice`] and [`lessons`]: the guide's practice board and its lessons as data;
//!   [`scoresheet`]: the printed scoresheet laid out a page at a time.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod apply;
pub mod archive;
pub mod cues;
pub mod demo;
pub mod drawing;
pub mod editor;
mod event;
mod imported;
pub mod input;
pub mod intents;
pub mod lessons;
pub mod link;
pub mod page;
pub mod pgn;
pub mod positions;
pub mod practice;
mod procedures;
mod refusal;
pub mod review;
pub mod ruling;
pub mod save;
pub mod scoresheet;
pub mod search;
mod settings;
mod snapshot;
mod state;
pub mod sync;
pub mod tags;
pub mod tournament;

use crate::clock::Side;
/// The time control of a game, its time class and the clock setup form as players fill it: the
/// views reach the clock through the table only (a layers test holds them to it), so they can read
/// a control and its form but never drive a clock themselves.
pub use crate::clock::{format_clk, format_face, setup as clock_setup, Controls, TimeClass};
/// The game record as a tree, as the views read and address it (issue 30).
pub use crate::game::tree::{Comment, Node, NodePath, Shape, ShapeColor, Tree, TreeError};
/// The game record and its rule set, as the views read them (the views reach the record through the table only).
pub use crate::game::{Game, RuleSet};
use crate::rules::Color;
pub use apply::Procedures;
pub use event::{Added, Event};
pub use imported::{pgn_name, Imported, GAME_TAGS};
pub use intents::{Ask, Intent, Loaded, Question};
pub use procedures::quickplay::{self, Decision, Quickplay, QUICKPLAY_MS};
pub use refusal::Refusal;
pub use review::{ReviewEdit, UNKNOWN_OUTCOME};
pub use ruling::Ruling;
pub use settings::{Settings, RULE_SETS};
pub use snapshot::{aids, face, look, material};
pub use snapshot::{ClockControl, Commands, Layout, Snapshot};
pub use state::Table;
pub use tags::{EventTags, EVENT_TAG_MAX};

/// Time given by one press of the add-time control: two minutes, as 7.4b, 9.5b and 13.4b give.
pub const ADD_TIME_MS: u64 = 120_000;

/// The clock side of a colour.
pub const fn side(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The colour of a clock side.
pub const fn color(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}
