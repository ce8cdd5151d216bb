//! The page's side of one game across tabs, and of a stopped device: a `BroadcastChannel` (and the
//! `storage` event, for browsers without one) carries each change to the other tabs; a tab that acts
//! on an out-of-date game is refused and catches up; a periodic check notices a device that slept.
//! Every decision is the table model's ([`crate::table::sync`]); this module only wires the browser.
//!
//! All of it but [`behind`] and [`take_running`] (which only read) comes in the table's part
//! (`table_part`, `ui/shell/deferred.rs`, issue 32) with the save writer, asked for in the frame of the first paint:
//! [`start`].

use crate::table::save::GAME_KEY;
use crate::table::sync::{self, Gate, Local, Message, Receive, Watch, HEARTBEAT_MS};
use crate::table::{Intent, Table};
use crate::text::{Later, Msg};
use crate::ui::core::click;
use crate::ui::core::lull::after_input;
use crate::ui::core::state::{Ctx, Hooks};
use crate::ui::core::time;
use crate::ui::services::local;
use crate::ui::services::storage::{self, SaveState, Why};
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The channel's name: every tab of this app in this browser profile.
const CHANNEL: &str = "escaque.game";

thread_local! {
    /// This tab's id, random at start.
    static ID: Cell<u64> = const { Cell::new(0) };
    static CHANNEL_OF: RefCell<Option<web_sys::BroadcastChannel>> = const { RefCell::new(None) };
    static WATCH: Cell<Watch> = Cell::new(Watch::default());
}

/// Saves after a change of the table (a move, a command, a clock press; not at clock ticks) and
/// tells the other tabs, out of the player's way ([`after_input`]: once the frame that shows the change is painted,
/// the finger that made it lifted and the page idle): the record written whole, its `setItem` and the message cost a
/// late move more than its frame, and a tap-tap move is made on the press, before its release and click. Called by
/// [`Ctx::act`] (through its hooks) when the revision moved; changes made before the save runs are saved together.
/// A tab that is hidden or closed meanwhile saves at once ([`storage::save_now`]), and another tab's record that
/// comes first is met by the save's own check ([`sync::gate`]), as it would be by the next change's.
pub fn changed(ctx: &Ctx) {
    if storage::due(true) {
        return;
    }
    let ctx = *ctx;
    after_input(Box::new(move || {
        if storage::due(false) {
            save_and_tell(&ctx);
        }
    }));
}

/// Saves the table and tells the other tabs its new record.
fn save_and_tell(ctx: &Ctx) {
    let (_, record) = storage::save(ctx, Why::Change);
    // Told even when the browser refused to store it: the other tabs keep the game too.
    if let Some(record) = record {
        announce(record);
    }
}

fn post(message: &Message) {
    CHANNEL_OF.with(|c| {
        if let Some(c) = c.borrow().as_ref() {
            // A closed channel refuses: the other tabs still see the change through `storage`.
            c.post_message(&message.to_text().into()).ok();
        }
    });
}

/// Before a link's parameters act in a tab that has just opened: if another tab runs the clock (the
/// stored record says so, saved moments ago), its running clock is taken over first, so that the
/// question the link asks does not stop that clock in every tab.
pub fn take_running(ctx: &Ctx) {
    let Some(text) = local::get(GAME_KEY) else {
        return;
    };
    let now = storage::stamp();
    let live = crate::table::save::running_wall(&text)
        .is_some_and(|w| now.wall.saturating_sub(w) <= HEARTBEAT_MS + 2_000);
    let same = crate::table::save::head(&text).map(|h| h.revision)
        == Some(ctx.table.with_untracked(Table::revision));
    if live && same && storage::fresh() {
        storage::take(ctx, &text);
    }
}

/// Tells the other tabs this tab's new record (this tab has a game of its own now: no longer fresh).
pub fn announce(record: String) {
    storage::acted();
    post(&Message::State {
        from: ID.with(Cell::get),
        record,
    });
}

/// Before an intent: if another tab moved the game on, this tab catches up and the intent is
/// refused (true), with a message unless the page itself asked (the flag timer). A newer version's
/// record refuses every intent and asks for a reload.
pub fn behind(ctx: &Ctx, intent: &Intent) -> bool {
    let revision = ctx.table.with_untracked(Table::revision);
    let stored = local::get(GAME_KEY);
    match sync::gate(revision, stored.as_deref()) {
        Gate::Go => storage::state() == SaveState::Newer,
        Gate::Stale(_) => {
            // A stored record this version cannot read is no game to catch up with: play goes on
            // (and the save keeps that record aside, or does not write over it).
            let taken = stored.is_some_and(|text| storage::take(ctx, &text));
            if taken && *intent != Intent::CheckFlags {
                ctx.notice(Some(
                    Msg::TabBehind.text(ctx.lang.get_untracked()).to_string(),
                ));
            }
            taken
        }
        Gate::Newer(_) => {
            storage::show(SaveState::Newer);
            true
        }
    }
}

fn on_message(ctx: &Ctx, text: &str) {
    let Some(message) = Message::parse(text) else {
        return;
    };
    let id = ID.with(Cell::get);
    match message {
        Message::Hello { from } if from != id => {
            // A tab that has just opened takes the running clock from one that has been playing.
            if !storage::fresh() {
                let now = storage::stamp();
                let record = ctx
                    .table
                    .with_untracked(|t| t.to_record_at(now.mono, Some(now.wall)));
                announce(record);
            }
        }
        Message::Hello { .. } => {}
        Message::State { from, record } => {
            let now = time::now();
            let mine = ctx.table.with_untracked(|t| t.to_record(now));
            let local = Local {
                revision: ctx.table.with_untracked(Table::revision),
                id,
                fresh: storage::fresh(),
                record: &mine,
            };
            match sync::receive(local, from, &record) {
                Receive::Ignore => {}
                Receive::Adopt => {
                    let collided = !local.fresh && local.revision == head_revision(&record);
                    if storage::take(ctx, &record) && collided {
                        ctx.notice(Some(
                            Later::TabCollision
                                .text(ctx.lang.get_untracked())
                                .to_string(),
                        ));
                    }
                }
                Receive::Keep => {
                    // Storage may hold the other tab's record: write this one again, and say so.
                    if let (_, Some(record)) = storage::save(ctx, Why::Change) {
                        announce(record);
                    }
                }
                Receive::Newer(_) => storage::show(SaveState::Newer),
            }
        }
    }
}

fn head_revision(record: &str) -> u64 {
    crate::table::save::head(record).map_or(0, |h| h.revision)
}

/// A storage event from another tab: a newer revision of the game is adopted (the channel usually
/// brought it first; then this finds nothing new).
fn on_storage(ctx: &Ctx, ev: &web_sys::StorageEvent) {
    if ev.key().as_deref() != Some(GAME_KEY) {
        return;
    }
    let Some(text) = ev.new_value() else { return };
    let revision = ctx.table.with_untracked(Table::revision);
    match sync::gate(revision, Some(&text)) {
        Gate::Go => {}
        Gate::Stale(_) => {
            storage::take(ctx, &text);
        }
        Gate::Newer(_) => storage::show(SaveState::Newer),
    }
}

/// Looks at the two clocks: if the page was stopped (the device slept), a running clock is paused
/// now, which charges only what the monotonic clock measured, and the players are told.
pub fn check_stopped(ctx: &Ctx) {
    let now = storage::stamp();
    let stopped = WATCH.with(|w| {
        let mut watch = w.get();
        let s = watch.observe(now);
        w.set(watch);
        s
    });
    if stopped.is_none() {
        return;
    }
    let running = ctx
        .table
        .with_untracked(|t| t.clock().is_some_and(|c| c.running().is_some()) && t.live());
    if running && ctx.act(Intent::Pause).is_some() {
        ctx.notice(Some(
            Later::Slept.text(ctx.lang.get_untracked()).to_string(),
        ));
    }
    ctx.redraw();
}

/// What the table's part does for the save when it comes: the save and the word to the other tabs after each
/// change take the place of the pending moves (a change made before it came is saved at once, by
/// [`connect`]'s first look), the page is saved when hidden or closed, and the notices about saving
/// are shown.
pub fn start(ctx: Ctx) -> AnyView {
    crate::ui::core::lull::listen();
    ctx.connect(Hooks { behind, changed });
    connect(ctx);
    // Device sleep stops performance.now() on most systems: back in view, compare it with the wall
    // clock (a stopped page pauses the game); hidden, save as it is.
    let vis = window_event_listener(leptos::ev::visibilitychange, move |_| {
        let visible = web_sys::window()
            .and_then(|w| w.document())
            .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
        if visible {
            check_stopped(&ctx);
        } else {
            storage::save_now(&ctx, Why::Hide);
        }
    });
    // A reload or a closed tab: save the clocks as they are at this moment, stopped.
    let hide = window_event_listener(leptos::ev::pagehide, move |_| {
        storage::save_now(&ctx, Why::Close);
    });
    on_cleanup(move || {
        vis.remove();
        hide.remove();
    });
    view! { <Notices /> }.into_any()
}

/// Opens the channel, greets the other tabs, listens to them and to `storage`, and runs the
/// periodic check: the stopped-device watch every second, the clock's heartbeat every few seconds.
pub fn connect(ctx: Ctx) {
    // A safety net: a change that reached the table some other way than `Ctx::act` is saved too.
    crate::ui::core::effect(move |_| {
        let revision = ctx.table.with(Table::revision);
        if storage::written() != Some(revision) && storage::state() != SaveState::Newer {
            changed(&ctx);
        }
    });
    let id = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
    ID.with(|i| i.set(id.max(1)));
    check_stopped(&ctx);
    if let Ok(channel) = web_sys::BroadcastChannel::new(CHANNEL) {
        let on =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
                if let Some(text) = ev.data().as_string() {
                    on_message(&ctx, &text);
                }
            });
        channel.set_onmessage(Some(on.as_ref().unchecked_ref()));
        // The listener lives as long as the page.
        on.forget();
        CHANNEL_OF.with(|c| *c.borrow_mut() = Some(channel));
        post(&Message::Hello { from: id });
    }
    let storage_events =
        window_event_listener(leptos::ev::storage, move |ev| on_storage(&ctx, &ev));
    // The page came back from being frozen (Page Lifecycle): look at the clocks at once.
    let resumed = window_event_listener_untyped("resume", move |_| check_stopped(&ctx));
    let ticks = Cell::new(0u64);
    let every = Interval::new(1_000, move || {
        check_stopped(&ctx);
        ticks.set(ticks.get() + 1);
        if ticks.get().is_multiple_of(HEARTBEAT_MS / 1_000) {
            heartbeat(&ctx);
        }
    });
    let every = StoredValue::new_local(Some(every));
    on_cleanup(move || {
        storage_events.remove();
        resumed.remove();
        every.set_value(None);
    });
}

/// While a clock runs, the record is saved every few seconds at the same revision (the other tabs
/// take no notice), so that a crash costs at most that much of the clock. A save the browser refused
/// is tried again as often, so the notice goes as soon as there is room.
fn heartbeat(ctx: &Ctx) {
    let running = ctx
        .table
        .with_untracked(|t| t.clock().is_some_and(|c| c.running().is_some()));
    let state = storage::state();
    if (running && state == SaveState::Saved) || state == SaveState::Refused {
        storage::save(ctx, Why::Heartbeat);
    }
}

/// A new version of the app is waiting (index.html's script found it: `window.escaqueUpdate`).
fn update_waiting() -> bool {
    web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"escaqueUpdate".into()).ok())
        .is_some_and(|v| v.is_truthy())
}

/// Saves, then reloads: through the waiting service worker when there is one (index.html's script
/// hands it over and reloads), else at once.
fn reload(ctx: &Ctx) {
    storage::save_now(ctx, Why::Close);
    let Some(w) = web_sys::window() else { return };
    match web_sys::Event::new("escaque-apply-update") {
        Ok(ev) if update_waiting() => {
            // Handled by index.html's script; nothing else listens.
            w.dispatch_event(&ev).ok();
        }
        _ => {
            // A refused reload leaves the page as it is: the notice stays.
            w.location().reload().ok();
        }
    }
}

/// The notices about saving and versions, in view over the page: a refused save
/// (`data-save-error`, with the export at hand), a newer version in another tab
/// (`data-reload-needed`) and an update ready (`data-update-ready`); both of the last two with a
/// reload button. One at a time, the most urgent first.
#[component]
pub fn Notices() -> impl IntoView {
    let state = storage::signal();
    let ctx = expect_context::<Ctx>();
    let rec = expect_context::<crate::ui::core::records::Records>();
    let l = move || ctx.lang.get();
    let update = RwSignal::new(update_waiting());
    let found = window_event_listener_untyped("escaque-update", move |_| update.set(true));
    on_cleanup(move || found.remove());
    let shown = move || match state.get() {
        SaveState::Refused => Some(Later::SaveRefused),
        SaveState::Held => Some(Later::SaveHeld),
        SaveState::Unread => Some(Later::SaveUnread),
        SaveState::Newer => Some(Later::NewerVersion),
        SaveState::Saved => update.get().then_some(Later::UpdateReady),
    };
    move || {
        let msg = shown()?;
        let error = matches!(
            msg,
            Later::SaveRefused | Later::SaveHeld | Later::SaveUnread
        );
        let on = |m: Later| (msg == m).then_some("");
        let (action, label) = if error {
            ("save-error-export", Later::ExportPgn)
        } else {
            ("reload", Later::Reload)
        };
        Some(view! {
            <div class="page-notices">
                <div class="page-notice" class:error=msg != Later::UpdateReady
                    role=if msg == Later::UpdateReady { "status" } else { "alert" }
                    data-save-error=error.then_some("")
                    data-reload-needed=on(Later::NewerVersion)
                    data-update-ready=on(Later::UpdateReady)>
                    <p>{move || msg.text(l())}</p>
                    <button type="button" class="primary" data-action=action
                        on:click=click(move |_| if error {
                            crate::ui::core::records::open_export(rec)
                        } else {
                            reload(&ctx)
                        })>{move || label.text(l())}</button>
                    // The unread save asks for a reload: offered beside the export (issue 44).
                    {(msg == Later::SaveUnread).then(|| view! {
                        <button type="button" data-action="reload" on:click=click(move |_| reload(&ctx))>
                            {move || Later::Reload.text(l())}</button>
                    })}
                </div>
            </div>
        })
    }
}
