//! The one place the app reads time: `performance.now()`, corrected by `Date.now()` after the device
//! slept (most systems stop `performance.now()` while asleep).

use std::cell::Cell;

thread_local! {
    /// Milliseconds added to `performance.now()` for time lost during sleep.
    static OFFSET: Cell<f64> = const { Cell::new(0.0) };
    /// (`performance.now()`, `Date.now()`) at the last check.
    static ANCHOR: Cell<(f64, f64)> = const { Cell::new((0.0, 0.0)) };
}

fn perf() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// Monotonic milliseconds for the clock model.
pub fn now() -> u64 {
    (perf() + OFFSET.with(Cell::get)).max(0.0) as u64
}

/// The same time base for an event's own timestamp (`Event.timeStamp`, also relative to the time
/// origin), so a move is charged when the finger lifted, not when the handler ran.
pub fn at_event(time_stamp: f64) -> u64 {
    let t = time_stamp + OFFSET.with(Cell::get);
    (t.max(0.0) as u64).min(now())
}

/// Records the pair of clocks; call on load and whenever the page is hidden.
pub fn anchor() {
    ANCHOR.with(|a| a.set((perf(), js_sys::Date::now())));
}

/// When the page becomes visible again: if wall time moved further than `performance.now()`, the
/// device slept; the difference is added so running clocks charge it.
pub fn resync() {
    let (p0, d0) = ANCHOR.with(Cell::get);
    let (p1, d1) = (perf(), js_sys::Date::now());
    let lost = (d1 - d0) - (p1 - p0);
    if p0 > 0.0 && lost > 50.0 {
        OFFSET.with(|o| o.set(o.get() + lost));
    }
    anchor();
}
