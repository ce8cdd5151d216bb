//! The browser's `localStorage`, key by key: read, write, remove. No game in here: the game's save
//! and its tab sync are [`crate::ui::services::storage`] and [`crate::ui::services::tabs`]; switches and preferences read and
//! write their own keys through these.

/// The page's `localStorage`, if the browser gives one.
pub fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads a stored string.
pub fn get(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores a string; false if the browser refused (quota, private mode).
pub fn set(key: &str, value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, value).is_ok())
}

/// Removes a key; false if the browser refused.
pub fn remove(key: &str) -> bool {
    storage().is_some_and(|s| s.remove_item(key).is_ok())
}
