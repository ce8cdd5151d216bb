//! Portable Game Notation; the whole of it still lives in `reader.rs` (split by concern next).

mod reader;

pub use reader::*;
