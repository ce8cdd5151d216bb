//! Work a change leaves for later (the save, the archive) run out of the player's way (issue 41): once the frame that
//! shows the change is painted ([`super::after_paint`]), the finger or button that made it has been lifted, and the
//! page is idle.
//!
//! A tap-tap move is made on the second tap's press; its release and its click come after, as the player's hand
//! leaves the glass. Work run between the press and the click holds those back and the frame after them. So a job
//! given while a pointer is pressed waits for its release (at most [`HELD_MS`]: a finger resting on the glass does not
//! hold it for ever), then for an idle moment of the page (`requestIdleCallback`, at most [`IDLE_MS`] later; a browser
//! without it waits a short timeout), which comes after the click and its frame. A job given with no pointer pressed
//! (a drop, a key) waits only for the paint and the idle moment.
//!
//! What must not wait is not given here: a page hidden or closed saves at once (`storage::save_now`).

use std::cell::{Cell, RefCell};
use std::time::Duration;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// A job left for later.
type Job = Box<dyn FnOnce()>;

/// The longest a job waits for a pressed pointer to be lifted, in ms.
pub(crate) const HELD_MS: u64 = 1_000;
/// The longest a job waits for the page to be idle once nothing is pressed, in ms.
pub(crate) const IDLE_MS: u32 = 300;
/// Where the browser has no `requestIdleCallback` (Safari), the wait once nothing is pressed, in ms.
const NO_IDLE_MS: u64 = 50;

thread_local! {
    /// The pointers pressed now (their `pointerId`s), seen by [`listen`].
    static PRESSED: RefCell<Vec<i32>> = const { RefCell::new(Vec::new()) };
    /// The jobs waiting for the pressed pointers to be lifted.
    static WAITING: RefCell<Vec<Job>> = const { RefCell::new(Vec::new()) };
    /// [`listen`] has run.
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

/// Follows, for the page's lifetime and ahead of every other handler (the capture phase on the window), which
/// pointers are pressed; a release that leaves none pressed lets the waiting jobs go on to the idle moment. Called once
/// the table's part has come (before it, no job is given); a second call does nothing.
pub(crate) fn listen() {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(w) = web_sys::window() else { return };
    let down = Closure::<dyn Fn(web_sys::PointerEvent)>::new(|ev: web_sys::PointerEvent| {
        let id = ev.pointer_id();
        PRESSED.with(|p| {
            let mut p = p.borrow_mut();
            if !p.contains(&id) {
                p.push(id);
            }
        });
    });
    let up = Closure::<dyn Fn(web_sys::PointerEvent)>::new(|ev: web_sys::PointerEvent| {
        let id = ev.pointer_id();
        let none = PRESSED.with(|p| {
            let mut p = p.borrow_mut();
            p.retain(|&q| q != id);
            p.is_empty()
        });
        if none {
            release();
        }
    });
    for (kind, f) in [
        ("pointerdown", down.as_ref()),
        ("pointerup", up.as_ref()),
        ("pointercancel", up.as_ref()),
    ] {
        w.add_event_listener_with_callback_and_bool(kind, f.unchecked_ref(), true)
            .ok();
    }
    down.forget();
    up.forget();
}

/// Runs `job` out of the player's way: after the paint, the release of any pressed pointer and an idle moment (see
/// the module's note). Jobs given together run in the order given.
pub(crate) fn after_input(job: Job) {
    super::after_paint(Box::new(move || {
        let pressed = PRESSED.with(|p| !p.borrow().is_empty());
        if !pressed {
            when_idle(job);
            return;
        }
        let first = WAITING.with(|w| {
            let mut w = w.borrow_mut();
            w.push(job);
            w.len() == 1
        });
        if first {
            // A release that never comes (the pointer left the window pressed) holds nothing for long.
            let job: Job = Box::new(release);
            leptos::prelude::set_timeout(job, Duration::from_millis(HELD_MS));
        }
    }));
}

/// The waiting jobs go on to the idle moment, in order.
fn release() {
    for job in WAITING.with(|w| std::mem::take(&mut *w.borrow_mut())) {
        when_idle(job);
    }
}

/// Runs `job` when the page is next idle (at most [`IDLE_MS`] later), or after [`NO_IDLE_MS`] where the browser
/// cannot say.
pub(crate) fn when_idle(job: Job) {
    let Some(w) = web_sys::window() else { return };
    let idle = js_sys::Reflect::get(&w, &JsValue::from_str("requestIdleCallback"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(idle) = idle else {
        leptos::prelude::set_timeout(job, Duration::from_millis(NO_IDLE_MS));
        return;
    };
    let run = Closure::once_into_js(job);
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &JsValue::from_str("timeout"), &IDLE_MS.into()).ok();
    if idle.call2(&w, &run, &options).is_err() {
        // Refused (it should not be): the job is not lost, it runs after the short wait.
        if let Ok(f) = run.dyn_into::<js_sys::Function>() {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(&f, NO_IDLE_MS as i32)
                .ok();
        }
    }
}
