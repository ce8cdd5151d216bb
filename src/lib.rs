//! Escaque: over-the-board chess in a browser tab.
//!
//! [`rules`] is pure chess (FIDE Laws), [`clock`] a pure chess clock fed timestamps, [`game`] ties them
//! together; `ui` (web only) holds thin Leptos components over [`game::Game`].

pub mod clock;
pub mod game;
pub mod rules;
pub mod table;

#[cfg(target_arch = "wasm32")]
pub mod ui;
