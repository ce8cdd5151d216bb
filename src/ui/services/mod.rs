//! The page's services: what the app asks of the browser beside drawing, each behind one small module — the saved
//! game (`storage`, over `local`) and its readers' part (`restore`), the link's parameters (`link`), the player's own
//! time controls (`controls`), one game across tabs (`tabs`), sounds (`sound`), the low-time watch (`warning`), the
//! screen wake lock (`wake`) and the screen reader's live region (`announce`).

pub(crate) mod announce;
pub(crate) mod controls;
pub(crate) mod link;
pub(crate) mod local;
pub(crate) mod restore;
pub(crate) mod sound;
pub(crate) mod storage;
pub(crate) mod tabs;
pub(crate) mod wake;
pub(crate) mod warning;
