//! The screen wake lock: while a clock runs, ask the browser to keep the screen on, so a tablet on
//! the table does not go dark mid-game; let it go when the clock stops. The browser drops the lock
//! when the page is hidden, so it is asked for again when the page comes back.
//!
//! `navigator.wakeLock` is reached through `js_sys::Reflect` (web-sys has it only behind an
//! unstable flag); where it is missing or refused nothing happens and nothing is thrown.

use crate::ui::core::effect;
use crate::ui::core::state::Ctx;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// True while the game wants the screen kept on.
    static WANTED: Cell<bool> = const { Cell::new(false) };
    /// A request is on its way.
    static PENDING: Cell<bool> = const { Cell::new(false) };
    /// The lock held (a `WakeLockSentinel`).
    static SENTINEL: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// Calls `obj[name](...args)`, catching whatever it throws.
fn call(obj: &JsValue, name: &str, args: &[JsValue]) -> Option<JsValue> {
    let f = js_sys::Reflect::get(obj, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    let args: js_sys::Array = args.iter().collect();
    f.apply(obj, &args).ok()
}

/// Awaits a promise and drops its outcome, so a rejection is never unhandled.
fn settle(promise: JsValue) {
    if let Ok(p) = promise.dyn_into::<js_sys::Promise>() {
        leptos::task::spawn_local(async move {
            // A refused request or release is handled by the browser (the lock lapses when the page hides).
            JsFuture::from(p).await.ok();
        });
    }
}

fn held() -> bool {
    SENTINEL.with(|s| {
        s.borrow().as_ref().is_some_and(|s| {
            !js_sys::Reflect::get(s, &JsValue::from_str("released"))
                .ok()
                .and_then(|v| v.as_bool())
                .unwrap_or(false)
        })
    })
}

fn visible() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible)
}

fn acquire() {
    if held() || PENDING.get() || !visible() {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(lock) = js_sys::Reflect::get(&window.navigator(), &JsValue::from_str("wakeLock")) else {
        return;
    };
    if !lock.is_object() {
        return;
    }
    let Some(promise) = call(&lock, "request", &[JsValue::from_str("screen")])
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
    else {
        return;
    };
    PENDING.set(true);
    leptos::task::spawn_local(async move {
        let got = JsFuture::from(promise).await;
        PENDING.set(false);
        if let Ok(sentinel) = got {
            if WANTED.get() {
                SENTINEL.with(|s| *s.borrow_mut() = Some(sentinel));
            } else if let Some(p) = call(&sentinel, "release", &[]) {
                settle(p);
            }
        }
    });
}

fn release() {
    if let Some(sentinel) = SENTINEL.with(|s| s.borrow_mut().take()) {
        if let Some(p) = call(&sentinel, "release", &[]) {
            settle(p);
        }
    }
}

/// Holds the wake lock exactly while a clock runs in a game that is not over.
pub fn watch(ctx: Ctx) {
    effect(move |_| {
        let want = ctx.snap.with(|s| s.clock_running);
        WANTED.set(want);
        if want {
            acquire();
        } else {
            release();
        }
    });
    let vis = window_event_listener(leptos::ev::visibilitychange, move |_| {
        if WANTED.get() && visible() {
            acquire();
        }
    });
    on_cleanup(move || vis.remove());
}
