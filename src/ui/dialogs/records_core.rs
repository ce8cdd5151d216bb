//! What the records' views share: their state ([`Records`]), the export of the game on the board
//! (tags, clock readings, PGN), dialogs, and labels. A leaf below `records`, `archive`, `pgn_io`,
//! `planilla` and `sound`, so none of them imports the module that composes them.

use crate::text::Lang;
pub use crate::ui::core::dom::{close_dialog, open_dialog};
pub use crate::ui::core::records::{open_export, ExportView, Records};
use crate::ui::core::state::{Ctx, ReadOnly};
use leptos::prelude::*;

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
pub(crate) use crate::ui::core::later as lm;

pub use crate::text::{plies_text, Rec as R};
