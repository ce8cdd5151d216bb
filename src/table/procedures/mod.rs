//! The table's procedures, one file per concern, each an `impl Table` that
//! [`Table::procedure`](super::Table::procedure) dispatches to: `moves` (a move, a touch, a
//! takeback, and the one end every move at the board shares), `draws` (offers, claims,
//! resignation), `clock` (start, pause, time added, clock-only presses, corrections), `questions`
//! (ask, confirm, cancel), `quickplay` (the quickplay finish, 10.2 and Appendix D), `recorder` (beside a real board: entries, presses and
//! dashes, 8.4), `setup` (names, the event, settings) and `games` (a game replaced: new,
//! fresh, rematch, loaded). Tournament practice and adjourned games are in `tournament/`.

mod clock;
mod draws;
mod games;
mod moves;
mod questions;
pub mod quickplay;
mod recorder;
mod setup;
