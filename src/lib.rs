//! Escaque: over-the-board chess in a browser tab.
//!
//! [`rules`] is pure chess (FIDE Laws), [`clock`] a pure chess clock fed timestamps, [`game`] ties them
//! together; [`text`] holds every text a player sees, in Spanish and English; `ui` (web only) holds thin
//! Leptos components over [`game::Game`].

pub mod clock;
pub mod game;
pub mod rules;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod ui;
