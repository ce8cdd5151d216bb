//! Escaque: over-the-board chess in a browser tab.
//!
//! [`rules`] is pure chess (FIDE Laws), [`clock`] a pure chess clock fed timestamps, [`game`] ties them
//! together; [`table`] owns the game at the table (game, clock, names, procedures, save format, the
//! board's input machine); [`text`] holds every text a player sees, in Spanish and English; `ui` (web
//! only) holds thin Leptos views over the table.

pub mod clock;
pub mod game;
pub mod rules;
pub mod table;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod ui;
