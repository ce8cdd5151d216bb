//! The web interface: thin Leptos components over the table model (`crate::table`): they show its snapshot and turn
//! pointer and keyboard events into its intents.

/// A part of the app that the web build fetches as a piece of wasm of its own the first time it is called (issue 23):
/// `part! { fn name() -> AnyView { view! { … }.into_any() } }` declares `async fn name() -> AnyView`. With the
/// `split` feature (trunk's build, index.html) the body goes behind a split point of Leptos's `wasm_split` (what
/// `#[lazy]` uses), which `scripts/split.sh` cuts out after cargo; without it (the wasm tests) the function is a
/// plain async one. Show a part with `Suspend::new(name())` inside a closure that asks for it only when it is needed.
///
/// A part that cannot be fetched (offline before the service worker had it, or a tab left open across an update that
/// removed the old files) shows [`Msg::PartMissing`] and nothing else: the game goes on. (`#[lazy]` itself panics.)
macro_rules! part {
    ($(#[doc = $doc:expr])* fn $name:ident() -> AnyView $body:block) => {
        #[cfg(feature = "split")]
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            #[leptos::wasm_split::wasm_split($name, wasm_split_path = leptos::wasm_split, fallible)]
            pub fn load() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
                Ok($body)
            }
        }

        $(#[doc = $doc])*
        #[cfg(feature = "split")]
        async fn $name() -> AnyView {
            match $name::load().await {
                Ok(view) => view,
                Err(_) => $crate::ui::part_missing(),
            }
        }

        $(#[doc = $doc])*
        #[cfg(not(feature = "split"))]
        async fn $name() -> AnyView $body
    };
}

mod announce;
mod board;
mod clock;
mod controls;
mod drawing;
mod guide;
mod local;
mod movebox;
mod moves;
mod promotion;
mod question;
mod refusal;
mod setup;
mod start;
mod state;
mod storage;
mod tabs;
mod tap;
mod teach;
mod time;
mod tournament;
// Records (issue 5): PGN/FEN in and out, archive, scoresheet print, sound, wake lock.
mod archive;
mod pgn_io;
mod planilla;
mod records;
mod records_core;
mod sound;
mod wake;

use crate::game::RuleSet;
use crate::rules::{Color, Position};
use crate::table::input::BoardInput;
use crate::table::Controls;
use crate::table::{ClockControl, Intent, Table};
use crate::text::{Lang, Msg};
use leptos::prelude::*;
use records_core::open_dialog;
use state::Ctx;

/// Mounts the app on the page body.
pub fn mount() {
    // index.html's skeleton (drawn before the wasm arrived) gives way to the app in the same task: no frame shows both.
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("skeleton"))
    {
        el.remove();
    }
    // Marks for benches/web/download.mjs: how long building the page takes, within the cold load.
    let mark = |name: &str| {
        if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
            p.mark(name).ok();
        }
    };
    mark("escaque-mount");
    tap::guard();
    leptos::mount::mount_to_body(App);
    mark("escaque-mounted");
}

// Event handlers boxed to one type per event: `on:click=click(move |_| …)`. Each handler closure has a type of its own,
// and `tachys` compiled its event attribute code (`On<E, F>`: building, attaching, erasing) once per closure type; boxed,
// that code is compiled once per event kind and each handler costs only its box (issue 14).

/// A `click` handler as a boxed closure (see the note above).
pub(crate) fn click(
    f: impl FnMut(leptos::ev::MouseEvent) + 'static,
) -> Box<dyn FnMut(leptos::ev::MouseEvent)> {
    Box::new(f)
}

/// A `change` handler as a boxed closure (see the note above).
pub(crate) fn change(
    f: impl FnMut(leptos::ev::Event) + 'static,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(f)
}

/// An `input` handler as a boxed closure (see the note above).
pub(crate) fn input(
    f: impl FnMut(leptos::ev::Event) + 'static,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(f)
}

/// A `close` handler (of a dialog) as a boxed closure (see the note above).
pub(crate) fn close(
    f: impl FnMut(leptos::ev::Event) + 'static,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(f)
}

/// A `keydown` handler as a boxed closure (see the note above).
pub(crate) fn keydown(
    f: impl FnMut(leptos::ev::KeyboardEvent) + 'static,
) -> Box<dyn FnMut(leptos::ev::KeyboardEvent)> {
    Box::new(f)
}

/// A `submit` handler as a boxed closure (see the note above).
pub(crate) fn submit(
    f: impl FnMut(leptos::ev::SubmitEvent) + 'static,
) -> Box<dyn FnMut(leptos::ev::SubmitEvent)> {
    Box::new(f)
}

/// A reactive flag (`hidden`, `disabled`, `prop:checked`) as a boxed closure: `hidden=when(move || …)`. Like the event
/// handlers above, each closure type had its own copy of `tachys`'s reactive attribute code; boxed, they share one.
pub(crate) fn when(f: impl Fn() -> bool + Send + 'static) -> Box<dyn FnMut() -> bool + Send> {
    Box::new(f)
}

/// An effect that keeps nothing from one run to the next: `effect(move |_| …)` for `Effect::new(move |_| …)`. Boxed
/// like the handlers above, so `reactive_graph`'s effect code (the task that reruns it) is compiled once for all of
/// them instead of once per closure type.
pub(crate) fn effect(f: impl FnMut(Option<()>) + 'static) {
    boxed_effect(Box::new(f));
}

/// [`effect`]'s one instantiation of `Effect::new`.
#[inline(never)]
fn boxed_effect(f: Box<dyn FnMut(Option<()>)>) {
    Effect::new(f);
}

/// The URL parameters of Contract 2.
struct UrlParams {
    fen: Option<String>,
    lang: Option<String>,
    rules: Option<String>,
    tc: Option<String>,
    white: Option<String>,
    black: Option<String>,
}

fn url_params() -> UrlParams {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
    let get = |k: &str| params.as_ref().and_then(|p| p.get(k));
    UrlParams {
        fen: get("fen"),
        lang: get("lang"),
        rules: get("rules"),
        tc: get("tc"),
        white: get("white"),
        black: get("black"),
    }
}

/// Removes the game-starting parameters from the address bar so a reload resumes the saved game.
fn clear_game_params() {
    clear_params(&["fen", "rules", "tc"]);
}

/// Removes the names from the address bar once they are set (the game keeps them).
fn clear_name_params() {
    clear_params(&["white", "black"]);
}

fn clear_params(keys: &[&str]) {
    let Some(w) = web_sys::window() else { return };
    let Ok(href) = w.location().href() else {
        return;
    };
    let Ok(url) = web_sys::Url::new(&href) else {
        return;
    };
    let p = url.search_params();
    for k in keys {
        p.delete(k);
    }
    let s = p.to_string().as_string().unwrap_or_default();
    url.set_search(&s);
    if let Ok(history) = w.history() {
        // If the browser refuses, the parameters stay and apply again at a reload: harmless.
        history
            .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url.href()))
            .ok();
    }
}

fn browser_lang() -> Lang {
    if let Some(saved) = local::get(storage::LANG_KEY) {
        return Lang::from_tag(&saved);
    }
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map_or(Lang::En, |l| Lang::from_tag(&l))
}

/// The saved game, resumed (`storage::load`): the table, the notice of a save that did not read, and whether a newer
/// version of the app saved it.
fn restore(lang: Lang) -> (Table, Option<String>, bool) {
    match storage::load(time::now()) {
        storage::Loaded::Nothing => (Table::default(), None, false),
        storage::Loaded::Newer => (Table::default(), None, true),
        storage::Loaded::Table(t) => (*t, None, false),
        storage::Loaded::Broken { why, key } => (
            Table::default(),
            Some(crate::text::restore_failed(lang, &why, &key)),
            false,
        ),
    }
}

/// Applies the URL parameters of Contract 2 that start a new game (`fen`, `rules`, `tc`, asking first over a game
/// with moves) and name the players, then takes them out of the address bar. Returns what a bad one is told.
fn apply_link(ctx: Ctx, params: UrlParams, lang: Lang) -> Option<String> {
    let mut notice = None;
    let mut tc_param = None;
    if let Some(tc) = params.tc.as_deref() {
        match Controls::parse(tc) {
            Ok(c) => tc_param = Some(c),
            Err(e) => notice = Some(crate::text::errors::link_tc_error(lang, &e)),
        }
    }
    if params.tc.is_some() && tc_param.is_none() && params.fen.is_none() && params.rules.is_none() {
        clear_game_params(); // A bad ?tc= is explained once, not again at every reload.
    }
    if params.fen.is_some() || params.rules.is_some() || tc_param.is_some() {
        tabs::take_running(&ctx);
        let rules = params
            .rules
            .as_deref()
            .and_then(RuleSet::parse)
            .unwrap_or_else(|| ctx.snap.with_untracked(|s| s.rules));
        let start = match params.fen.as_deref() {
            Some(fen) => match Position::from_fen_lenient(fen) {
                Ok((p, _)) => Some(p),
                Err(e) => {
                    notice = Some(crate::text::errors::link_fen_error(lang, &e));
                    None
                }
            },
            None => Some(Position::new()),
        };
        let controls = match tc_param {
            Some(tc) => tc,
            None => ctx.table.with_untracked(|t| t.controls().cloned()),
        };
        if let Some(start) = start {
            // Over a game with moves the link asks first, in the page; the game stays until the yes.
            let new = Intent::NewGame {
                start,
                rules,
                controls,
            };
            ctx.act(ctx.request(new));
        }
        clear_game_params();
    }
    let named = params.white.is_some() || params.black.is_some();
    for (color, name) in [(Color::White, params.white), (Color::Black, params.black)] {
        if let Some(name) = name {
            ctx.act(Intent::SetName(color, name));
        }
    }
    if named {
        clear_name_params();
    }
    notice
}

/// The page's own events: back in view (a stopped device pauses the game), hidden or closed (saved as it is), and
/// the keyboard's arrows, Home, End and Escape outside fields.
fn watch_page(ctx: Ctx) {
    // Device sleep stops performance.now() on most systems: back in view, compare it with the wall
    // clock (a stopped page pauses the game); hidden, save as it is.
    let vis = window_event_listener(leptos::ev::visibilitychange, move |_| {
        let visible = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
        if visible {
            tabs::check_stopped(&ctx);
        } else {
            storage::save_now(&ctx, storage::Why::Hide);
        }
    });
    // A reload or a closed tab: save the clocks as they are at this moment, stopped.
    let hide = window_event_listener(leptos::ev::pagehide, move |_| {
        storage::save_now(&ctx, storage::Why::Close);
    });
    on_cleanup(move || {
        vis.remove();
        hide.remove();
    });

    // Keyboard: arrows step through the game, Escape drops what is held.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let target_is_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| {
                matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                    // A name being edited in place keeps its arrows, Home and End.
                    || el.has_attribute("contenteditable")
                    // Inside a dialog, Escape must reach the dialog so it closes.
                    || el.closest("dialog").ok().flatten().is_some()
            });
        if target_is_field {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => ctx.step(-1),
            "ArrowRight" => ctx.step(1),
            "Home" => ctx.go_to(0),
            "End" => ctx.go_to(usize::MAX),
            // Escape answers an open question "no" (focus then returns where it was), else drops what is held.
            "Escape" if ctx.snap.with_untracked(|s| s.question.is_some()) => {
                ctx.act(Intent::Cancel);
            }
            "Escape" => ctx.input.update(BoardInput::cancel),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let params = url_params();
    let lang = params
        .lang
        .as_deref()
        .map_or_else(browser_lang, Lang::from_tag);
    // Resume the saved game, then apply URL parameters that start a new one.
    let (table, restored, newer) = restore(lang);
    let ctx = Ctx::new(table, lang);
    provide_context(ctx);
    // Around each change of the table: the tab sync's check before, the save and the word to the
    // other tabs after.
    ctx.connect(state::Hooks {
        behind: tabs::behind,
        changed: tabs::changed,
    });
    provide_context(teach::Teach::new(ctx.game, ctx.snap, ctx.review));
    records::provide();
    setup::Correction::provide();
    tournament::Sealing::provide();
    guide::GuideWanted::provide();
    question::BannerClosed::provide();

    let linked = apply_link(ctx, params, lang);
    let notice = linked.or(restored);
    if notice.is_some() {
        ctx.notice(notice);
    }
    let save_state = storage::autosave(ctx);
    if newer {
        storage::show(storage::SaveState::Newer);
    }
    teach::drive(expect_context::<teach::Teach>());
    clock::drive(ctx);
    tabs::connect(ctx);
    records::watch(ctx);
    // What no one sees at start-up (the closed dialogs, the printable scoresheet) is built after the first paint.
    let later = RwSignal::new(false);
    request_animation_frame(move || {
        set_timeout(move || later.set(true), std::time::Duration::ZERO)
    });

    watch_page(ctx);

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
            class:clock-only=move || ctx.snap.with(|s| s.clock_only)
            class:turn-pieces=move || turn_pieces.get()
            class:menu-open=move || menu.get()>
            <Bar menu=menu turn_pieces=turn_pieces />
            <TableGrid later=later />
            <tabs::Notices state=save_state />
            // Closed dialogs are fetched and built just after the first paint: the board answers sooner (issues 14
            // and 23); the guide the first time it is asked for.
            {move || later.get().then(|| view! {
                {Suspend::new(setup_dialogs())} {Suspend::new(records_dialogs())} <guide::LazyGuide />
            })}
            <announce::Announcer />
        </main>
    }
}

/// The bar: the title and the menu, everything rare in one place, by what it is about. The menu closes on a click
/// outside it, on a command that opens a dialog, and when a question is put.
#[component]
fn Bar(menu: RwSignal<bool>, turn_pieces: RwSignal<bool>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
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
            || inside("[aria-haspopup='dialog'], [data-action='draw'], [data-action='adjourn']")
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
    let menu_section =
        move |title: Msg| view! { <h2 class="menu-title">{move || title.text(l())}</h2> };
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
                    on:click=click(move |_| menu.update(|m| *m = !*m))>{move || Msg::Menu.text(l())}</button>
                // Everything rare in one menu, by what it is about. From a laptop-sized window up, import and
                // the archive stand in the bar while the menu is closed (Contract 2, continued).
                <nav class="tools" id="tools" aria-label=move || Msg::Menu.text(l())>
                    <div class="menu-group">
                        {menu_section(Msg::MenuGame)}
                        <button data-action="new" on:click=click(move |_| {
                            ctx.act(ctx.request(Intent::Fresh));
                        })>{move || Msg::New.text(l())}</button>
                        <button data-action="settings" aria-haspopup="dialog" aria-controls="settings"
                            on:click=click(move |_| open_dialog("settings"))>
                            {move || Msg::Settings.text(l())}
                        </button>
                        <tournament::MenuCommands />
                        <guide::GuideButton />
                    </div>
                    <div class="menu-group" hidden=when(move || !ctx.snap.with(|s| s.clocked))>
                        {menu_section(Msg::MenuClock)}
                        <controls::AddTime />
                        <setup::CorrectClock />
                        <ShowTimes />
                    </div>
                    <div class="menu-group records-group">
                        {menu_section(Msg::MenuRecords)}
                        <records::RecordsTools />
                    </div>
                    <div class="menu-group">
                        {menu_section(Msg::MenuView)}
                        <button data-action="flip" on:click=click(move |_| ctx.configure(|s| s.flipped = !s.flipped))>
                            {move || Msg::Flip.text(l())}
                        </button>
                        <label class="toggle">
                            <input type="checkbox" data-action="tabletop"
                                prop:checked=when(move || ctx.settings.with(|s| s.tabletop))
                                on:change=change(move |ev| {
                                    let on = event_target_checked(&ev);
                                    ctx.configure(|s| s.tabletop = on);
                                }) />
                            {move || Msg::Tabletop.text(l())}
                        </label>
                        <label class="toggle" hidden=when(move || !ctx.settings.with(|s| s.tabletop))>
                            <input type="checkbox" data-action="turn-pieces"
                                prop:checked=when(move || turn_pieces.get())
                                on:change=change(move |ev| turn_pieces.set(event_target_checked(&ev))) />
                            {move || Msg::TurnPieces.text(l())}
                        </label>
                        <button type="button" data-action="clock-only"
                            aria-pressed=move || ctx.snap.with(|s| s.clock_only).to_string()
                            on:click=click(move |_| {
                                let on = !ctx.snap.with_untracked(|s| s.clock_only);
                                ctx.configure(|s| s.clock_only = on);
                            })>{move || Msg::ClockOnly.text(l())}</button>
                        <drawing::DrawToggle />
                        <ThemeButton />
                        <teach::Switches />
                        <span class="langs" role="group" aria-label=move || Msg::Language.text(l())>
                            <button data-lang="es" aria-pressed=move || (l() == Lang::Es).to_string()
                                on:click=click(move |_| ctx.lang.set(Lang::Es))>"ES"</button>
                            <button data-lang="en" aria-pressed=move || (l() == Lang::En).to_string()
                                on:click=click(move |_| ctx.lang.set(Lang::En))>"EN"</button>
                        </span>
                    </div>
                </nav>
            </header>
    }
}

/// The table: both players' panels, the board with its question and banner, the middle (status, clock controls,
/// offers, refusals, tournament forms) and the side column (start grid, teaching, scoresheet, move box).
#[component]
fn TableGrid(later: RwSignal<bool>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
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
                <div class="slot-facing"><controls::FacingCopy /></div>
                <div class="slot-top">{move || view! { <controls::PlayerPanel color=top() /> }}</div>
                <div class="board-wrap">
                    <board::Board />
                    <question::QuestionBox />
                    <question::Banner />
                </div>
                <div class="slot-bottom">{move || view! { <controls::PlayerPanel color=bottom() /> }}</div>
                <div class="status-area">
                    <div class="status-line">
                        <controls::Status />
                        <question::RematchAfterBanner />
                        <ClockControls />
                        <button data-action="takeback"
                            hidden=when(move || !ctx.snap.with(|s| s.show_takeback))
                            disabled=when(move || !ctx.snap.with(|s| s.can_takeback) || ctx.review.get().is_some())
                            on:click=click(move |_| { ctx.act(Intent::ProposeTakeback(ctx.turn().other())); })>{move || Msg::Takeback.text(l())}</button>
                    </div>
                    <controls::OfferLine />
                    <controls::Explain />
                    <drawing::DrawNote />
                    <tournament::Tournament />
                </div>
            <aside class="info">
                <start::Presets />
                <teach::EndExplain />
                <teach::Panel />
                <moves::Scoresheet />
                // The move box is not needed for the first move: its part (SAN read in two languages, the
                // completion list) is fetched just after the first paint.
                {move || later.get().then(|| Suspend::new(movebox_part()))}
            </aside>
            </div></div>
    }
}

/// What a part that could not be fetched shows: a notice where refusals are explained, nothing in its place.
#[cfg(feature = "split")]
pub(crate) fn part_missing() -> AnyView {
    let ctx = expect_context::<Ctx>();
    ctx.notice(Some(
        Msg::PartMissing.text(ctx.lang.get_untracked()).to_string(),
    ));
    ().into_any()
}

part! {
    /// The clock setup beyond the start grid: the new-game dialog (rule set, every clock kind, names, the event's
    /// tags) and the clock correction.
    fn setup_dialogs() -> AnyView {
        view! { <setup::SettingsDialog /> <setup::CorrectClockDialog /> }.into_any()
    }
}

part! {
    /// The move box: typed moves in SAN in either language, with their completion.
    fn movebox_part() -> AnyView {
        view! { <movebox::MoveBox /> }.into_any()
    }
}

part! {
    /// The records: export, import, the archive and the printable scoresheet.
    fn records_dialogs() -> AnyView {
        view! { <records::RecordsDialogs /> }.into_any()
    }
}

/// Start, pause and resume of the clock (6.13), shown only for a clocked game: only the control
/// that applies now (`Snapshot::clock_control`), so a paused game is unmistakable.
#[component]
fn ClockControls() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let control = move || ctx.snap.with(|s| s.clock_control);
    let shows = move |c: ClockControl| when(move || control() != Some(c));
    // Rebuilt only when a clock comes or goes, not at every change of the table.
    let clocked = Memo::new(move |_| ctx.snap.with(|s| s.clocked));
    move || {
        clocked.get().then(|| view! {
            <div class="clock-controls">
                <button data-action="start-clock" hidden=shows(ClockControl::Start)
                    on:click=click(move |_| clock::start(ctx))>{move || Msg::Start.text(l())}</button>
                <button data-action="pause" hidden=shows(ClockControl::Pause)
                    on:click=click(move |_| { ctx.act(Intent::Pause); })>{move || Msg::Pause.text(l())}</button>
                <button data-action="undo-press"
                    hidden=when(move || !ctx.snap.with(|s| s.can_undo_press))
                    on:click=click(move |_| { ctx.act(Intent::UndoPress); })>{move || Msg::UndoPress.text(l())}</button>
                <button data-action="resume" class="primary" hidden=shows(ClockControl::Resume)
                    on:click=click(move |_| { ctx.act(Intent::Resume); })>{move || Msg::Resume.text(l())}</button>
            </div>
        })
    }
}

/// A dialog opened from the menu gives the focus back to the control that opened it; that control sits in
/// the closed menu now, so the focus goes to the menu button instead of being lost on the page.
fn focus_menu_after_dialogs() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let Some(w) = web_sys::window() else { return };
    let refocus = Closure::<dyn Fn()>::new(|| {
        request_animation_frame(|| {
            let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
                return;
            };
            let lost = doc.active_element().is_none_or(|e| {
                e.tag_name() == "BODY" || e.get_bounding_client_rect().width() == 0.0
            });
            if !lost {
                return;
            }
            let menu = doc
                .query_selector("[data-action='menu']")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(menu) = menu {
                // A button that cannot take the focus leaves it where it was.
                menu.focus().ok();
            }
        });
    });
    // `close` does not bubble: listened to in the capture phase, for every dialog of the page.
    w.add_event_listener_with_callback_and_bool("close", refocus.as_ref().unchecked_ref(), true)
        .ok();
    // Listens for the page's lifetime.
    refocus.forget();
}

/// A tap or click outside an open dialog (on its backdrop) closes it, as Escape does. The click is the dialog's own:
/// its backdrop belongs to it, so the point tells inside from outside. (A tap that opened nothing new reaches here:
/// see `tap`.)
fn close_dialogs_outside() -> WindowListenerHandle {
    window_event_listener(leptos::ev::click, |ev| {
        let Some(dialog) = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDialogElement>(t).ok())
        else {
            return;
        };
        let r = dialog.get_bounding_client_rect();
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let inside = (r.left()..=r.right()).contains(&x) && (r.top()..=r.bottom()).contains(&y);
        // A click from the keyboard (Enter on a form's button) carries no point: never "outside".
        if dialog.open() && !inside && ev.detail() > 0 {
            dialog.close();
        }
    })
}

/// Where the chosen theme is remembered.
const THEME_KEY: &str = "escaque.theme";

/// The theme: the system's (light or dark, as `prefers-color-scheme` says), or dark or light by choice.
#[component]
fn ThemeButton() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let theme = RwSignal::new(local::get(THEME_KEY).unwrap_or_default());
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
                on:change=change(move |ev| ctx.show_times.set(event_target_checked(&ev))) />
            {move || Msg::ShowTimes.text(ctx.lang.get())}
        </label>
    }
}
