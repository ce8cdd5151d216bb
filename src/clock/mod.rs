//! The chess clock: a pure model fed timestamps by the caller; it never reads time.
//!
//! Issue 4; the rules are FIDE's (Art. 6, Appendices A and B) in `shared/seeds/002`.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod category;
pub mod control;
pub mod format;
pub mod model;
mod side;

pub use category::{presets_in, Category, Preset, PRESETS};
pub use control::{Bonus, Controls, Location, Stage, TcError, TcErrorKind, TimeControl};
pub use format::{format_clk, format_face, format_ms};
pub use model::{BothFlags, BothFlagsRule, Clock, MoveRecord, Phase, PressError};
pub use side::Side;
