//! The player's own time controls, remembered in `localStorage` for the new-game dialog's preset list.
//! What is kept and in which order is decided in [`crate::table::clock_setup::remember`] and
//! [`crate::table::clock_setup::read_own`]; this only reads and writes the key.

use crate::table::clock_setup::{read_own, remember};
use crate::ui::services::local;

/// The key of the player's own controls: one `?tc=` text a line, newest first.
pub const OWN_CONTROLS_KEY: &str = "escaque.controls";

/// The player's own controls, newest first (none if nothing is stored or the browser has no storage).
pub fn own() -> Vec<String> {
    local::get(OWN_CONTROLS_KEY)
        .map(|text| read_own(&text))
        .unwrap_or_default()
}

/// Remembers a game started with `tc` (`?tc=` text), if it is a control of the player's own; returns the
/// list as it is now. A browser that refuses to store keeps the list as it was.
pub fn started_with(tc: &str) -> Vec<String> {
    let before = own();
    let after = remember(&before, tc);
    if after != before {
        local::set(OWN_CONTROLS_KEY, &after.join("\n"));
    }
    after
}
