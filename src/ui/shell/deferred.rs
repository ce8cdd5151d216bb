//! The table's part (issue 32): the views around the board that a first move does not need — each player's
//! commands, the question and the banner over the board, the rematch in the status line, the pending offer,
//! tournament practice's forms, the tabletop's facing copy, the side column (the
//! start grid, the end-of-game explanation, the scoresheet, the record's tree in review, the move box) and the
//! menu's game, clock and view groups — come in one part of the wasm, asked for just before the first paint, ahead
//! of the other parts, so that it comes first and whole (one part, not several that share code: code shared by
//! parts goes into small chunks of its own, each one more request before the part can run).
//!
//! The first module keeps only the places where these views stand ([`place`]). The part, when it loads, installs
//! the one function that builds them ([`table_part`]) and says it is there ([`Deferred`]); every place then draws
//! its view. Until then the places are empty and the grid keeps their room (the panels and the middle have fixed
//! heights, the side column its own grid area, the board's overlays lie over it), so nothing moves when they come.

use crate::rules::Color;
use crate::ui::board::teach;
use crate::ui::panels::{controls, movebox, moves, question, review, start, tournament};
use crate::ui::services::tabs;
use crate::ui::shell::bar;
use leptos::prelude::*;

/// Where a deferred view stands in the page.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// A player's commands, in the second line of that player's panel.
    Commands(Color),
    /// The open question and the end-of-game banner, over the board.
    Board,
    /// The rematch once the banner is closed, in the status line.
    Rematch,
    /// The pending draw offer, under the status line.
    Offer,
    /// Tournament practice and adjournment, at the end of the middle.
    Tournament,
    /// Tabletop's copy of the status facing Black.
    Facing,
    /// The start grid and the end-of-game explanation, at the top of the side column.
    SideTop,
    /// The scoresheet, in the side column.
    Sheet,
    /// The record's tree in review (issue 30), under the scoresheet.
    Review,
    /// The move box: typed moves in SAN in either language, with their completion.
    MoveBox,
    /// The menu's game, clock and view groups.
    Menu,
}

/// The function of the table's part that builds the view of a place.
type Views = fn(Place) -> AnyView;

/// Set by the table's part when it loads: the first module reaches the views only through this pointer, so it
/// does not carry them.
static VIEWS: std::sync::OnceLock<Views> = std::sync::OnceLock::new();

/// Whether the table's part is in; provided once by the app.
#[derive(Clone, Copy)]
pub(crate) struct Deferred {
    /// True once the table's part has loaded (and [`VIEWS`] is set).
    ready: RwSignal<bool>,
}

impl Deferred {
    /// Creates the flag and provides it; call once in the app, before its view.
    pub(crate) fn provide() {
        provide_context(Deferred {
            ready: RwSignal::new(false),
        });
    }

    /// Whether the table's part is in (tracked).
    pub(crate) fn ready() -> bool {
        expect_context::<Deferred>().ready.get()
    }
}

/// The view of `at` once the table's part is in; nothing before.
pub(crate) fn place(at: Place) -> impl IntoView {
    let deferred = expect_context::<Deferred>();
    move || {
        deferred
            .ready
            .get()
            .then(|| VIEWS.get().map(|views| views(at)))
            .flatten()
    }
}

part! {
    /// The split point of the table's part: installs the views and says they are there, and starts the save writer
    /// and the tab sync (`tabs::start`), whose view is the notices about saving. The writer came in a part of its own
    /// before, asked for a task later with the closed dialogs; here it comes first, and the code it shares with the
    /// table's views is no longer a set of chunks of its own.
    fn table_part() -> AnyView {
        // Set once; a second load (none is expected) finds the same function there.
        VIEWS.get_or_init(|| views);
        expect_context::<Deferred>().ready.set(true);
        // Other tabs' records are read by the tab sync: the readers come with this part too (code shared with the
        // readers' part, `restore_part`).
        crate::ui::shell::restore::install();
        tabs::start(expect_context::<crate::ui::shell::state::Ctx>())
    }
}

/// Asks for the table's part once `asked` turns true (the app sets it just before the first paint).
pub(crate) fn fetch(asked: RwSignal<bool>) -> impl IntoView {
    move || asked.get().then(|| Suspend::new(table_part()))
}

/// The views of the table's part, by place.
fn views(at: Place) -> AnyView {
    match at {
        Place::Commands(color) => view! { <controls::Commands color=color /> }.into_any(),
        Place::Board => view! { <question::QuestionBox /> <question::Banner /> }.into_any(),
        Place::Rematch => view! { <question::RematchAfterBanner /> }.into_any(),
        Place::Offer => view! { <controls::OfferLine /> }.into_any(),
        Place::Tournament => view! { <tournament::Tournament /> }.into_any(),
        Place::Facing => view! { <controls::FacingCopy /> }.into_any(),
        Place::SideTop => view! { <start::Presets /> <teach::EndExplain /> }.into_any(),
        Place::Sheet => view! { <moves::Scoresheet /> }.into_any(),
        Place::Review => view! { <review::ReviewTree /> }.into_any(),
        Place::MoveBox => view! { <movebox::MoveBox /> }.into_any(),
        Place::Menu => bar::menu_groups(),
    }
}
