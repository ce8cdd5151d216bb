//! The records' own state ([`Records`]), shared by context next to [`Ctx`](crate::ui::core::state::Ctx): the
//! records' dialogs and the services that watch the game (sounds, the tab sync) read it.

use crate::ui::core::dom::open_dialog;
use leptos::prelude::*;

/// The records' own state, shared by context next to [`Ctx`].
#[derive(Clone, Copy)]
pub struct Records {
    /// What the export dialog shows.
    pub export: RwSignal<ExportView>,
    /// Bumped when the export of the game on the board is asked for: the export dialog (in the records' part of
    /// the wasm, with the PGN writer) fills itself from the game then.
    pub export_asked: RwSignal<u32>,
    /// The last message about the archive (full, refused by the browser…).
    pub notice: RwSignal<Option<String>>,
    /// Sounds on.
    pub sound: RwSignal<bool>,
    /// Bumped when the archive changes, so its list re-reads it.
    pub archive_rev: RwSignal<u32>,
    /// Bumped each time a game is loaded from PGN or the archive, so watchers see a replacement.
    pub loads: StoredValue<u32>,
    /// The archive entry (its id) of the game just reopened from the archive, if that is how it came.
    pub opened: StoredValue<Option<u64>>,
    /// A warning about the archive shown in the page (a refused save, storage nearly full).
    pub warning: RwSignal<Option<String>>,
}

/// The text of the export dialog: one game's PGN and its final position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ExportView {
    /// The PGN.
    pub pgn: String,
    /// FEN of the position shown (the reviewed one, or the game's end).
    pub fen: String,
}

/// Opens the export dialog on the game on the board (the dialog fills itself: see [`Records::export_asked`]).
pub fn open_export(rec: Records) {
    rec.export_asked.update(|n| *n = n.wrapping_add(1));
    open_dialog("export");
}
