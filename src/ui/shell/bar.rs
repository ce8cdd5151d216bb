//! The bar: the title and the menu, everything rare in one place, by what it is about.

use crate::table::Intent;
use crate::table::Layout;
use crate::text::{Lang, Msg};
use crate::ui::board::{drawing, teach};
use crate::ui::core::parts::{place, Place};
use crate::ui::core::state::Ctx;
use crate::ui::core::{change, click, effect, keydown, msg, when, SettingToggle};
use crate::ui::dialogs::{records_core, setup};
use crate::ui::guide;
use crate::ui::panels::{controls, tournament};
use crate::ui::services::local;
use leptos::prelude::*;
use records_core::open_dialog;

/// The bar: the title and the menu, everything rare in one place, by what it is about. The menu closes on a click
/// outside it, on a command that opens a dialog, and when a question is put.
#[component]
pub(crate) fn Bar(menu: RwSignal<bool>, turn_pieces: RwSignal<bool>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let theme = RwSignal::new(local::get(THEME_KEY).unwrap_or_default());
    apply_theme(theme);
    provide_context(MenuState { turn_pieces, theme });
    // A click anywhere outside the header closes the open menu, and so does a command in it that
    // opens a dialog: the dialog stands on its own, outside the menu, until it is closed.
    let outside = window_event_listener(leptos::ev::click, move |ev| {
        if !menu.get_untracked() {
            return;
        }
        let el = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
        let inside = |sel: &str| {
            el.as_ref()
                .is_some_and(|el| el.closest(sel).ok().flatten().is_some())
        };
        // So do draw mode (the next tap is on the board) and adjourning (the seal form is beside it).
        if !inside(".bar")
            || inside("[aria-haspopup='dialog'], [data-action='draw'], [data-action='adjourn'], [data-closes-menu]")
        {
            menu.set(false);
        }
    });
    on_cleanup(move || outside.remove());
    // A question stands above everything: the menu that asked it (a new game over one with moves) gives way.
    effect(move |_| {
        if ctx.snap.with(|s| s.question.is_some()) {
            menu.set(false);
        }
    });
    view! {
            <header class="bar" on:keydown=keydown(move |ev| {
                // Escape closes the open menu and gives the focus back to its button.
                if ev.key() == "Escape" && menu.get_untracked() {
                    menu.set(false);
                    if let Some(b) = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.query_selector("[data-action='menu']").ok().flatten())
                        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
                    {
                        // Focus fails only on an element that cannot take it; the menu is closed anyway.
                        b.focus().ok();
                    }
                    ev.stop_propagation();
                }
            })>
                <h1>"Escaque"</h1>
                <button type="button" class="menu-button" data-action="menu"
                    aria-expanded=move || menu.get().to_string() aria-controls="tools"
                    on:click=click(move |_| menu.update(|m| *m = !*m))>{msg(ctx.lang, Msg::Menu)}</button>
                // Everything rare in one menu, by what it is about. From a laptop-sized window up, import and
                // the archive stand in the bar while the menu is closed (Contract 2, continued).
                <nav class="tools" id="tools" aria-label=msg(ctx.lang, Msg::Menu)>
                    // Every group's commands come with the table's part: they are used rarely, and only with the
                    // menu open, except the records' tools, which stand in the bar from a laptop-sized window up and
                    // appear there when the part comes. CSS orders the groups as they read.
                    {place(Place::Menu)}
                    <div class="menu-group records-group">
                        {menu_title(Msg::MenuRecords)}
                        {place(Place::RecordsTools)}
                    </div>
                </nav>
            </header>
    }
}

/// What the menu's deferred groups share with the bar.
#[derive(Clone, Copy)]
struct MenuState {
    /// Tabletop mode turns Black's pieces.
    turn_pieces: RwSignal<bool>,
    /// The chosen theme (`""` the system's, `"dark"`, `"light"`).
    theme: RwSignal<String>,
}

/// A group's title in the menu.
fn menu_title(title: Msg) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! { <h2 class="menu-title">{msg(ctx.lang, title)}</h2> }
}

/// The menu's game, clock and view groups (in the table's part).
pub(crate) fn menu_groups() -> AnyView {
    view! { <GameGroup /> <ClockGroup /> <ViewGroup /> }.into_any()
}

/// The game group: new game, settings, tournament practice's commands, the guide.
#[component]
fn GameGroup() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <div class="menu-group game-group">
            {menu_title(Msg::MenuGame)}
            <button data-action="new" data-closes-menu="" on:click=click(move |_| {
                ctx.act(ctx.request(Intent::Fresh));
            })>{msg(ctx.lang, Msg::New)}</button>
            <button data-action="settings" aria-haspopup="dialog" aria-controls="settings"
                on:click=click(move |_| open_dialog("settings"))>
                {msg(ctx.lang, Msg::Settings)}
            </button>
            <tournament::MenuCommands />
            <guide::GuideButton />
        </div>
    }
}

/// The clock group (a clocked game only): add time, correct the clock, the time used per move.
#[component]
fn ClockGroup() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <div class="menu-group clock-group" hidden=when(move || !ctx.snap.with(|s| s.clocked))>
            {menu_title(Msg::MenuClock)}
            <controls::AddTime />
            <setup::CorrectClock />
            <crate::ui::panels::club::ArbiterToggle />
            <ShowTimes />
        </div>
    }
}

/// The view group: orientation, tabletop, clock only, drawing, the teacher's board, theme, teaching, language.
#[component]
fn ViewGroup() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let state = expect_context::<MenuState>();
    let turn_pieces = state.turn_pieces;
    let l = move || ctx.lang.get();
    view! {
        <div class="menu-group view-group">
            {menu_title(Msg::MenuView)}
            <button data-action="flip" on:click=click(move |_| ctx.configure(|s| s.flipped = !s.flipped))>
                {msg(ctx.lang, Msg::Flip)}
            </button>
            <SettingToggle action="tabletop" get=|s| s.tabletop set=|s, on| s.tabletop = on>
                {msg(ctx.lang, Msg::Tabletop)}
            </SettingToggle>
            <label class="toggle" hidden=when(move || !ctx.settings.with(|s| s.tabletop))>
                <input type="checkbox" data-action="turn-pieces"
                    prop:checked=when(move || turn_pieces.get())
                    on:change=change(move |ev| turn_pieces.set(event_target_checked(&ev))) />
                {msg(ctx.lang, Msg::TurnPieces)}
            </label>
            <button type="button" data-action="clock-only"
                aria-pressed=move || ctx.snap.with(|s| s.layout() == Layout::ClockOnly).to_string()
                on:click=click(move |_| {
                    let on = ctx.snap.with_untracked(|s| s.layout() != Layout::ClockOnly);
                    ctx.configure(|s| s.set_clock_only(on));
                })>{msg(ctx.lang, Msg::ClockOnly)}</button>
            <crate::ui::panels::club::RecorderToggle />
            <drawing::DrawToggle />
            <crate::ui::teacher::MenuCommands />
            <ThemeButton />
            <teach::Switches />
            <span class="langs" role="group" aria-label=msg(ctx.lang, Msg::Language)>
                <button data-lang="es" aria-pressed=move || (l() == Lang::Es).to_string()
                    on:click=click(move |_| ctx.set_lang(Lang::Es))>"ES"</button>
                <button data-lang="en" aria-pressed=move || (l() == Lang::En).to_string()
                    on:click=click(move |_| ctx.set_lang(Lang::En))>"EN"</button>
            </span>
        </div>
    }
}

/// Where the chosen theme is remembered.
const THEME_KEY: &str = "escaque.theme";

/// Puts the chosen theme on the page (`data-theme` on the root element) and remembers it, from the start: the
/// theme's button comes with the menu, after the first paint, but the theme may not wait for it.
fn apply_theme(theme: RwSignal<String>) {
    effect(move |_| {
        let t = theme.get();
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            // Fixed attribute name and value: setting or removing it cannot fail.
            match t.as_str() {
                "dark" | "light" => el.set_attribute("data-theme", &t).ok(),
                _ => el.remove_attribute("data-theme").ok(),
            };
        }
        local::set(THEME_KEY, &t);
    });
}

/// The theme: the system's (light or dark, as `prefers-color-scheme` says), or dark or light by choice.
#[component]
fn ThemeButton() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let theme = expect_context::<MenuState>().theme;
    let label = move || {
        let msg = match theme.get().as_str() {
            "dark" => Msg::ThemeDark,
            "light" => Msg::ThemeLight,
            _ => Msg::ThemeAuto,
        };
        msg.text(ctx.lang.get())
    };
    view! {
        <button type="button" data-action="theme" on:click=click(move |_| theme.update(|t| {
            *t = match t.as_str() { "" | "auto" => "dark", "dark" => "light", _ => "" }.to_string();
        }))>{label}</button>
    }
}

/// Shows the time used per move in the scoresheet.
#[component]
fn ShowTimes() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <label class="toggle" hidden=when(move || !ctx.snap.with(|s| s.clocked))>
            <input type="checkbox" prop:checked=when(move || ctx.show_times.get())
                on:change=change(move |ev| ctx.set_show_times(event_target_checked(&ev))) />
            {msg(ctx.lang, Msg::ShowTimes)}
        </label>
    }
}
