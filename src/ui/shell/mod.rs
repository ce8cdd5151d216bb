//! The app shell: the page's state ([`state::Ctx`]), the whole page ([`app::App`]) with its bar and table grid, the
//! page's own events and URL parameters, and the tap guard.

pub(crate) mod app;
pub(crate) mod bar;
pub(crate) mod deferred;
pub(crate) mod held;
pub(crate) mod page;
pub(crate) mod restore;
pub(crate) mod state;
pub(crate) mod tap;
