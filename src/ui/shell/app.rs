//! The whole page: the app's state provided, its services started, the bar, the table grid and the parts fetched
//! after the first paint.

use crate::rules::Color;
use crate::table::Layout;
use crate::text::Lang;
use crate::ui::board::{self, teach};
use crate::ui::core::effect;
use crate::ui::core::parts::{place, Deferred, Place};
use crate::ui::core::state::{self, Ctx};
use crate::ui::dialogs::{records, setup};
use crate::ui::guide;
use crate::ui::panels::{clock, controls, question, start, tournament};
use crate::ui::services::{announce, local, storage, tabs};
use crate::ui::shell::deferred;
use crate::ui::shell::held;
use leptos::prelude::*;

use crate::ui::services::link::link;
use crate::ui::shell::bar::Bar;
use crate::ui::shell::page::{
    apply_link, browser_lang, close_dialogs_outside, focus_menu_after_dialogs, restore,
};

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let params = link();
    let lang = params
        .lang
        .as_deref()
        .map_or_else(browser_lang, Lang::from_tag);
    // Resume the saved game, then apply URL parameters that start a new one.
    let (table, restored, newer) = restore(lang);
    let ctx = Ctx::new(table, lang);
    provide_context(ctx);
    // Around each change of the table: the tab sync's check before, and after it the pending moves
    // until the save writer comes with the table's part (`tabs::start`: then the save and the word to other tabs).
    ctx.connect(state::Hooks {
        behind: tabs::behind,
        changed: storage::note_pending,
    });
    let teach = teach::Teach::new(ctx.board_shown);
    provide_context(teach);
    records::provide();
    setup::Correction::provide();
    tournament::Sealing::provide();
    guide::GuideWanted::provide();
    question::BannerClosed::provide();
    crate::ui::teacher::Teacher::provide();

    let linked = apply_link(ctx, params, lang);
    let notice = linked.or(restored);
    if notice.is_some() {
        ctx.notice(notice);
    }
    storage::autosave(ctx);
    Deferred::provide();
    if newer {
        storage::show(storage::SaveState::Newer);
    }
    clock::drive(ctx);
    // The skeleton's panels and status line, held until the table's part draws the real ones, follow the game.
    held::follow(ctx);
    // The table's part (the views around the board a first move does not need) is asked for in the frame of the
    // first paint, before anything else; what no one sees at start-up (the closed dialogs, the printable
    // scoresheet, the menu's groups) just after that paint.
    let table = RwSignal::new(false);
    let later = RwSignal::new(false);
    request_animation_frame(move || {
        table.set(true);
        set_timeout(move || later.set(true), std::time::Duration::ZERO)
    });

    effect(move |_| {
        if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
            if let Some(el) = doc.document_element() {
                el.set_attribute("lang", ctx.lang.get().code()).ok();
            }
        }
    });

    let menu = RwSignal::new(false);
    focus_menu_after_dialogs();
    let backdrop = close_dialogs_outside();
    on_cleanup(move || backdrop.remove());
    // Black's pieces turned to face Black across the table (a view preference of this device).
    let turn_pieces = RwSignal::new(local::get("escaque.turn-pieces").as_deref() == Some("1"));
    effect(move |_| {
        local::set(
            "escaque.turn-pieces",
            if turn_pieces.get() { "1" } else { "0" },
        );
    });

    view! {
        <main class="app" data-app="" class:tabletop=move || ctx.settings.with(|s| s.tabletop)
            class:clock-only=move || ctx.snap.with(|s| s.layout() == Layout::ClockOnly)
            class:recorder=move || ctx.snap.with(|s| s.layout() == Layout::Recorder)
            class:turn-pieces=move || turn_pieces.get()
            class:menu-open=move || menu.get()>
            <Bar menu=menu turn_pieces=turn_pieces />
            {deferred::fetch(table)}
            <TableGrid overlay=teach.overlay />
            // Closed dialogs are fetched and built just after the first paint: the board answers sooner (issues 14
            // and 23).
            {move || later.get().then(|| view! {
                {Suspend::new(deferred::dialogs())}
            })}
            // The guide's dialog, once it is asked for from the menu (both come with the table's part).
            {place(Place::Guide)}
            <announce::Announcer />
        </main>
    }
}

/// The table: both players' panels, the board with its question and banner, the middle (status, clock controls,
/// offers, refusals, tournament forms) and the side column (start grid, teaching, scoresheet, move box). `overlay`
/// is the learning overlay the board draws.
#[component]
fn TableGrid(overlay: Memo<teach::Overlay>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let top = move || {
        if ctx.flipped() {
            Color::White
        } else {
            Color::Black
        }
    };
    let bottom = move || top().other();
    view! {
            <div class="main"><div class="table-grid">
                // Tabletop: the status and a refusal again, turned for Black, at Black's end (its own grid row).
                <div class="slot-facing">{place(Place::Facing)}</div>
                <div class="slot-top">{move || place(Place::Panel(top()))}</div>
                <div class="board-wrap">
                    <board::Board overlay=overlay />
                    {place(Place::Board)}
                </div>
                <div class="slot-bottom">{move || place(Place::Panel(bottom()))}</div>
                <div class="status-area">
                    {place(Place::StatusLine)}
                    {place(Place::Offer)}
                    <controls::Explain />
                    {place(Place::DrawNote)}
                    {place(Place::Tournament)}
                </div>
            // The start grid comes with the board (issue 42); the rest of the side column fills under it once the
            // table's part is in, all at once, so that nothing in it is pushed down by what comes after it.
            <aside class="info">
                {place(Place::Teacher)}
                <start::Presets />
                {place(Place::Side)}
            </aside>
            </div></div>
    }
}
