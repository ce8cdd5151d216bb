//! What the records' views share: their state ([`Records`]), the export of the game on the board
//! (tags, clock readings, PGN), dialogs, and labels. A leaf below `records`, `archive`, `pgn_io`,
//! `planilla` and `sound`, so none of them imports the module that composes them.

use crate::text::Lang;
use crate::ui::shell::state::{Ctx, ReadOnly};
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

/// Today as a PGN date, `2024.05.01`, in local time.
pub fn pgn_date_today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

/// The PGN of the game on the board, as the table writes it for every rule set
/// ([`crate::table::Table::export_pgn`]), today's date where the game has none.
pub fn current_pgn(ctx: &Ctx) -> String {
    let today = pgn_date_today();
    ctx.table.with_untracked(|t| t.export_pgn(&today))
}

/// Opens a `<dialog>` by id as a modal. The dialogs come in parts of the wasm fetched after the first paint or when
/// first asked for (see `ui::App`); one asked for before its part is in opens as soon as it is there, within a
/// minute (a slow link) or not at all (a part that could not be fetched).
pub fn open_dialog(id: &'static str) {
    open_when_built(id, 3600);
}

fn open_when_built(id: &'static str, frames: u32) {
    match dialog(id) {
        Some(d) if !d.open() => {
            // Fails only if the dialog is not connected, which `dialog()` rules out.
            d.show_modal().ok();
        }
        Some(_) => {}
        None if frames > 0 => request_animation_frame(move || open_when_built(id, frames - 1)),
        None => {}
    }
}

/// Closes a `<dialog>` by id.
pub fn close_dialog(id: &str) {
    if let Some(d) = dialog(id) {
        d.close();
    }
}

fn dialog(id: &str) -> Option<web_sys::HtmlDialogElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDialogElement>(e).ok())
}

/// Opens the export dialog on the game on the board (the dialog fills itself: see [`Records::export_asked`]).
pub fn open_export(rec: Records) {
    rec.export_asked.update(|n| *n = n.wrapping_add(1));
    open_dialog("export");
}

/// What the export dialog shows for the game on the board: its PGN and the position drawn.
pub fn export_view(ctx: &Ctx) -> ExportView {
    let pgn = current_pgn(ctx);
    let fen = ctx
        .drawn
        .with_untracked(|b| b.to_position().map_or_else(|| b.to_fen(), |p| p.fen()));
    ExportView { pgn, fen }
}

/// A label that follows the interface language. Every label has this one closure type, so the
/// renderer's code for it is compiled once, not once per label.
pub fn lt(
    lang: ReadOnly<Lang>,
    msg: R,
) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || msg.text(lang.get())
}

/// [`lt`] for a text of the app's own table of the later views ([`crate::text::Later`]): the views' one helper, so one
/// closure type for all of them.
pub(crate) use crate::ui::later as lm;

pub use crate::text::{plies_text, Rec as R};
