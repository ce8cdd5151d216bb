//! The app shell, at the top of the views: the whole page ([`app::App`]) with its bar and table grid, the table's
//! part that fills the page's places ([`deferred`]), the skeleton's panels held until then ([`held`]), and the
//! page's own events ([`page`]).

pub(crate) mod app;
pub(crate) mod bar;
pub(crate) mod deferred;
pub(crate) mod held;
pub(crate) mod page;
