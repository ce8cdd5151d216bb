//! The split download at the views' edge (issue 23, issue 32, issue 40): the `part!` macro each view uses for its own
//! part of the wasm, what a part that cannot be fetched shows, and the places of the page that the table's part fills
//! once it is in ([`place`], [`Deferred`]).

use crate::rules::Color;
use leptos::prelude::*;

/// A part of the app that the web build fetches as a piece of wasm of its own the first time it is called (issue 23):
/// `part! { fn name() -> AnyView { view! { … }.into_any() } }` declares `async fn name() -> AnyView`. With the
/// `split` feature (trunk's build, index.html) the body goes behind a split point of Leptos's `wasm_split` (what
/// `#[lazy]` uses), which `scripts/split.sh` cuts out after cargo; without it (the wasm tests) the function is a
/// plain async one. Show a part with `Suspend::new(name())` inside a closure that asks for it only when it is needed.
///
/// A part that cannot be fetched (offline before the service worker had it, or a tab left open across an update that
/// removed the old files) shows [`Msg::PartMissing`] and nothing else: the game goes on. (`#[lazy]` itself panics.)
macro_rules! part {
    ($(#[doc = $doc:expr])* fn $name:ident() -> AnyView $body:block) => {
        #[cfg(feature = "split")]
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            #[leptos::wasm_split::wasm_split($name, wasm_split_path = leptos::wasm_split, fallible)]
            pub fn load() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
                Ok($body)
            }
        }

        $(#[doc = $doc])*
        #[cfg(feature = "split")]
        async fn $name() -> AnyView {
            match $name::load().await {
                Ok(view) => view,
                Err(_) => $crate::ui::core::parts::part_missing(),
            }
        }

        $(#[doc = $doc])*
        #[cfg(not(feature = "split"))]
        async fn $name() -> AnyView $body
    };
}

/// What a part that could not be fetched shows: a notice where refusals are explained, nothing in its place.
#[cfg(feature = "split")]
pub(crate) fn part_missing() -> AnyView {
    let ctx = expect_context::<crate::ui::core::state::Ctx>();
    ctx.notice(Some(
        crate::text::Msg::PartMissing
            .text(ctx.lang.get_untracked())
            .to_string(),
    ));
    ().into_any()
}

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
    /// The side column, filled all at once: the teacher's board, the start grid and the end-of-game explanation,
    /// the teaching panel, the scoresheet, the record's tree in review (issue 30) and the move box (typed moves in
    /// SAN in either language, with their completion).
    Side,
    /// Draw mode's note beside the board, with its way back to play (draw mode is turned on from the menu).
    DrawNote,
    /// The guide's dialog once it is asked for (its button is in the menu's game group), at the page's level.
    Guide,
    /// The menu's game, clock and view groups.
    Menu,
    /// A player's panel: name, captured pieces, clock and commands (until it comes, the skeleton's copy stands
    /// here: [`crate::ui::shell::held`]).
    Panel(Color),
    /// The status line: whose move or the result, the rematch, the clock's start, pause and resume, the takeback
    /// (until it comes, the skeleton's copy).
    StatusLine,
    /// The records group's tools (export, import, the archive, print, the sound switch), which from a laptop-sized
    /// window up stand in the bar.
    RecordsTools,
}

/// The function of the table's part that builds the view of a place.
pub(crate) type Views = fn(Place) -> AnyView;

/// Set by the table's part when it loads: the first module reaches the views only through this pointer, so it
/// does not carry them.
static VIEWS: std::sync::OnceLock<Views> = std::sync::OnceLock::new();

thread_local! {
    /// The app's flag, true once the table's part has loaded (and [`VIEWS`] is set). Kept here rather than as a
    /// context: each type looked up by context costs the first module its own lookup code (about 600 bytes).
    static READY: std::cell::Cell<Option<RwSignal<bool>>> = const { std::cell::Cell::new(None) };
}

/// Whether the table's part is in.
pub(crate) struct Deferred;

impl Deferred {
    /// Creates the app's flag; call once in the app, before its view (a new app gets a new flag).
    pub(crate) fn provide() {
        READY.with(|r| r.set(Some(RwSignal::new(false))));
    }

    /// The app's flag.
    fn flag() -> RwSignal<bool> {
        READY
            .with(std::cell::Cell::get)
            .expect("Deferred::provide is called before the views")
    }

    /// Says the table's part is in: every place draws its view (the part calls it once it has [`install_views`]).
    pub(crate) fn arrived() {
        Deferred::flag().set(true);
    }

    /// Whether the table's part is in (tracked).
    pub(crate) fn ready() -> bool {
        Deferred::flag().get()
    }

    /// Whether the table's part is in, read without tracking.
    pub(crate) fn ready_untracked() -> bool {
        Deferred::flag().get_untracked()
    }
}

/// Installs the function of the table's part that builds the view of each place; returns whether it was not there
/// before (set once; a second load finds the same function there).
pub(crate) fn install_views(views: Views) -> bool {
    let first = VIEWS.get().is_none();
    VIEWS.get_or_init(|| views);
    first
}

/// The view of `at` once the table's part is in; nothing before.
pub(crate) fn place(at: Place) -> impl IntoView {
    let ready = Deferred::flag();
    move || {
        ready
            .get()
            .then(|| VIEWS.get().map(|views| views(at)))
            .flatten()
    }
}
