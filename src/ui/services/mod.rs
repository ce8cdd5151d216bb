//! The page's services: what the app asks of the browser beside drawing, each behind one small module — the saved
//! game (`storage`, over `local`), the player's own time controls (`controls`), one game across tabs (`tabs`), the clock's time (`time`), sounds (`sound`), the
//! screen wake lock (`wake`) and the screen reader's live region (`announce`).

pub(crate) mod announce;
pub(crate) mod controls;
pub(crate) mod local;
pub(crate) mod sound;
pub(crate) mod storage;
pub(crate) mod tabs;
pub(crate) mod time;
pub(crate) mod wake;
