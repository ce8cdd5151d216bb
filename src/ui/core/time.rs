//! The one place the app reads the clock's time: `performance.now()`, a monotonic clock. A change of
//! the device's wall clock never moves it, so it is never charged to a player; a device that slept is
//! noticed by comparing it with the wall clock (`tabs::check_stopped`, decided by
//! [`crate::table::sync::Watch`]).

fn perf() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or_else(js_sys::Date::now, |p| p.now())
}

/// Monotonic milliseconds for the clock model.
pub fn now() -> u64 {
    perf().max(0.0) as u64
}

/// The same time base for an event's own timestamp (`Event.timeStamp`, also relative to the time
/// origin), so a move is charged when the finger lifted, not when the handler ran.
pub fn at_event(time_stamp: f64) -> u64 {
    (time_stamp.max(0.0) as u64).min(now())
}
