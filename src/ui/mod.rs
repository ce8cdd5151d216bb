//! The web interface (placeholder until the board lands).

/// Mounts the app on the page body.
pub fn mount() {}
