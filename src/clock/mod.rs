//! The chess clock: a pure model fed timestamps by the caller; it never reads time.
//!
//! - [`control`]: [`TimeControl`] (stages with an increment or a delay, or an hourglass), [`Controls`] (both
//!   players, time odds) and their `?tc=` / PGN `TimeControl` text.
//! - [`class`]: [`TimeClass`], standard, rapid or blitz for the Laws (Appendices A1, B1).
//! - [`model`]: [`Clock`], two faces driven by `now_ms`.
//! - [`format`](mod@format): what a face shows, and the PGN `[%clk]` text.
//! - [`record`]: the clock as one line of text, to save and resume.
//! - [`setup`]: the clock setup form (minutes, increment, delay, kind) and its presets.
//!
//! Issue 4; the rules are the FIDE Laws of Chess (in force from 1 July 2009): Art. 6 (the chess clock) and
//! Appendices A (rapid) and B (blitz).

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod class;
pub mod control;
pub mod format;
pub mod model;
pub mod record;
pub mod setup;
mod side;

pub use class::TimeClass;
pub use control::{Bonus, Controls, Location, Stage, TcError, TcErrorKind, TimeControl};
pub use format::{format_clk, format_face, format_ms};
pub use model::{BothFlags, BothFlagsRule, Clock, MoveRecord, Phase, PressError};
pub use record::RecordError;
pub use side::Side;
