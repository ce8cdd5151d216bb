//! A finger's tap presses only what it touched (Contract 2, round four).
//!
//! A tap on a phone is touch, then pointer events, then the browser's own `click`, which lands on whatever lies
//! under the finger when it lifts. A tap-tap move is made on the finger's `pointerdown`; what the move reveals
//! under the finger (the game-over banner, a question, a dialog, the promotion chooser) would take that click.
//! A mouse does not have the fault: its click goes to an element common to its press and its release.
//!
//! The rule, for every layer at once: a click made by a pointer counts only when the control it lands on (the
//! nearest button, field, label, link or dialog holding the click's target, else the target itself) was under the
//! pointer when it was pressed, that is, on the press's path from its target up to the window. Any other click ends
//! a gesture that began on something else, and is dropped before any handler of the page sees it. Clicks from the
//! keyboard (`detail` 0) and from scripts are left alone.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// What a click lands on, as the control a person meant: the nearest of these holding the click's target.
const CONTROL: &str =
    "button, a[href], input, select, textarea, label, summary, dialog, [role='button']";

/// Listens, for the page's lifetime and ahead of every other handler (the capture phase on the window), to each
/// pointer's press and to the clicks that follow.
pub fn guard() {
    let Some(w) = web_sys::window() else { return };
    // The path of the last primary press: its target, then each element holding it, up to the window.
    let pressed: Rc<RefCell<Option<js_sys::Array>>> = Rc::default();
    let on_down = {
        let pressed = pressed.clone();
        Closure::<dyn Fn(web_sys::PointerEvent)>::new(move |ev: web_sys::PointerEvent| {
            if ev.is_primary() {
                *pressed.borrow_mut() = Some(ev.composed_path());
            }
        })
    };
    let on_click = Closure::<dyn Fn(web_sys::MouseEvent)>::new(move |ev: web_sys::MouseEvent| {
        // A press is spent by its first click (a label's click on its input follows with none).
        let path = pressed.borrow_mut().take();
        if !ev.is_trusted() || ev.detail() == 0 {
            return;
        }
        let (Some(path), Some(target)) = (
            path,
            ev.target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok()),
        ) else {
            return;
        };
        let control = target.closest(CONTROL).ok().flatten().unwrap_or(target);
        if !path.includes(&control, 0) {
            ev.prevent_default();
            ev.stop_immediate_propagation();
        }
    });
    for (kind, f) in [
        ("pointerdown", on_down.as_ref()),
        ("click", on_click.as_ref()),
    ] {
        w.add_event_listener_with_callback_and_bool(kind, f.unchecked_ref(), true)
            .ok();
    }
    on_down.forget();
    on_click.forget();
}
