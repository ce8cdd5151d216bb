//! Records of games (issue 5): the header tools and dialogs that export and import PGN and FEN, the
//! archive of finished games, the printable scoresheet, sounds and the screen wake lock.
//!
//! Everything here sits beside the game: it reads [`Ctx`] and replaces the game through it; an
//! imported game's tags, comments and clock readings are kept by the table (and saved with it).

use crate::text::Later;
use crate::ui::core::state::Ctx;
use crate::ui::core::{change, click, when};
use crate::ui::dialogs::archive;
use crate::ui::dialogs::pgn_io;
use crate::ui::dialogs::planilla;
use crate::ui::dialogs::records_core::{lm, lt, open_dialog, open_export, ExportView, Records, R};
use crate::ui::services::sound;
use crate::ui::services::wake;
use leptos::prelude::*;

/// Creates the records' state and provides it by context; call once in the app, before its view. Returns it for
/// the bar's records group, which takes it as a prop (no lookup by context in the first module).
pub fn provide() -> Records {
    let rec = Records {
        export: RwSignal::new(ExportView::default()),
        export_asked: RwSignal::new(0),
        notice: RwSignal::new(None),
        sound: RwSignal::new(sound::saved_setting()),
        archive_rev: RwSignal::new(0),
        loads: StoredValue::new(0),
        opened: StoredValue::new(None),
        warning: RwSignal::new(None),
    };
    provide_context(rec);
    rec
}

/// The records' toolbar in the bar's records group: export, import, archive, print, and the sound switch (`rec`:
/// the records' state, from [`provide`]).
#[component]
pub fn RecordsTools(rec: Records) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <div class="records-tools" role="toolbar" aria-label=lt(ctx.lang, R::Records)>
        <button data-action="export-pgn" aria-haspopup="dialog" on:click=click(move |_| open_export(rec))>
            {lm(ctx.lang, Later::ExportPgn)}
        </button>
        <button data-action="import" aria-haspopup="dialog" on:click=click(move |_| open_dialog("import"))>
            {lm(ctx.lang, Later::Import)}
        </button>
        <button data-action="archive" aria-haspopup="dialog" on:click=click(move |_| {
            rec.archive_rev.update(|r| *r = r.wrapping_add(1));
            open_dialog("archive");
        })>{lt(ctx.lang, R::Archive)}</button>
        // The planilla fills itself on `beforeprint` (it is in the records' part of the wasm).
        <button data-action="print" on:click=click(move |_| {
            if let Some(w) = web_sys::window() {
                // A browser without printing refuses silently; the page stays as it was.
                w.print().ok();
            }
        })>{lt(ctx.lang, R::Print)}</button>
        <label class="toggle">
            <input type="checkbox" data-action="sound"
                prop:checked=when(move || rec.sound.get())
                on:change=change(move |ev| {
                    let on = event_target_checked(&ev);
                    rec.sound.set(on);
                    sound::save_setting(on);
                }) />
            {lt(ctx.lang, R::Sound)}
        </label>
        </div>
    }
}

/// Starts the records' watchers (sound, wake lock); called once, by the table's part when it comes in
/// (`ui::shell::deferred`): a first move does not wait for them.
pub fn watch(ctx: Ctx) {
    let rec = expect_context::<Records>();
    sound::watch(ctx, rec);
    wake::watch(ctx);
}

/// The dialogs and the printable scoresheet, and the archive's watcher (it keeps finished games): all of it comes in
/// the records' part of the wasm, just after the first paint.
#[component]
pub fn RecordsDialogs() -> impl IntoView {
    archive::watch(expect_context::<Ctx>(), expect_context::<Records>());
    view! {
        <pgn_io::ExportDialog />
        <pgn_io::ImportDialog />
        <archive::ArchiveDialog />
        <archive::ArchiveWarning />
        <planilla::Planilla />
    }
}

/// The records' toolbar with the app's records' state (the table's part draws it in the bar).
pub(crate) fn tools() -> AnyView {
    let rec = expect_context::<Records>();
    view! { <RecordsTools rec=rec /> }.into_any()
}
