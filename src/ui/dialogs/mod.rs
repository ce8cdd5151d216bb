//! The dialogs opened from the menu: the new game and its clock (`setup`), and the records — PGN and FEN out and in
//! (`pgn_io`), the archive (`archive`), the printable scoresheet (`planilla`), with what they share (`records_core`)
//! and the menu's commands that open them (`records`).

pub(crate) mod archive;
pub(crate) mod pgn_io;
pub(crate) mod planilla;
pub(crate) mod records;
pub(crate) mod records_core;
pub(crate) mod setup;
