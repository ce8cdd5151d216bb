//! The table's part (issue 32): the views around the board that a first move does not need — the players' panels
//! (names, clocks, commands) and the status line, for which the skeleton's copies stand until then
//! ([`crate::ui::shell::held`]); the records' tools in the bar; the question and the banner over the board; the
//! pending offer; tournament practice's forms; the tabletop's facing copy; the side column (the start grid, the
//! end-of-game explanation, the scoresheet, the record's tree in review, the move box); the menu's game, clock and
//! view groups — come in one part of the wasm, asked for just before the first paint, ahead of the other parts, so
//! that it comes first and whole (one part, not several that share code: code shared by parts goes into small
//! chunks of its own, each one more request before the part can run).
//!
//! The first module keeps only the places where these views stand ([`place`]). The part, when it loads, installs
//! the one function that builds them ([`table_part`]) and says it is there ([`Deferred`]); every place then draws
//! its view. Until then the places are empty (or hold the skeleton's copy) and the grid keeps their room (the panels and the middle have fixed
//! heights, the side column its own grid area, the board's overlays lie over it), so nothing moves when they come.

use crate::rules::Color;
use crate::ui::board::{drawing, teach};
use crate::ui::dialogs::records;
use crate::ui::guide;
use crate::ui::panels::{controls, movebox, moves, question, review, start, tournament};
use crate::ui::services::tabs;
use crate::ui::shell::state::Ctx;
use crate::ui::shell::{bar, page};
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
type Views = fn(Place) -> AnyView;

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

    /// Whether the table's part is in (tracked).
    pub(crate) fn ready() -> bool {
        Deferred::flag().get()
    }

    /// Whether the table's part is in, read without tracking.
    pub(crate) fn ready_untracked() -> bool {
        Deferred::flag().get_untracked()
    }
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

part! {
    /// The split point of the table's part: installs the views and says they are there, and starts the save writer
    /// and the tab sync (`tabs::start`), whose view is the notices about saving. The writer came in a part of its own
    /// before, asked for a task later with the closed dialogs; here it comes first, and the code it shares with the
    /// table's views is no longer a set of chunks of its own.
    fn table_part() -> AnyView {
        // Set once; a second load (none is expected) finds the same function there and starts nothing again.
        let first = VIEWS.get().is_none();
        VIEWS.get_or_init(|| views);
        // The skeleton's panels and status line give way to the real ones in this task: no frame shows both.
        crate::ui::shell::held::release();
        Deferred::flag().set(true);
        if first {
            // Every procedure of the table (the first module has the play path alone), then what waited for them.
            crate::ui::shell::state::hear_every_procedure();
            expect_context::<Ctx>().hear_waiting();
            start();
            // Other tabs' records are read by the tab sync: the readers come with this part too (code shared with
            // the readers' part, `restore_part`).
            crate::ui::shell::restore::install();
            tabs::start(expect_context::<Ctx>())
        } else {
            ().into_any()
        }
    }
}

/// Asks for the table's part once `asked` turns true (the app sets it just before the first paint).
pub(crate) fn fetch(asked: RwSignal<bool>) -> impl IntoView {
    move || asked.get().then(|| Suspend::new(table_part()))
}

/// The watchers that come with the table's part: none of them is needed for a first move. The learning switch
/// remembered (the switch is in the menu's view group, here too); the sounds of moves and low time and the screen's
/// wake lock while a clock runs (`records::watch`; a move made before the part came is not sounded); the page's
/// keys outside the board (the arrows, Home and End go through the record, shown by the scoresheet here; Escape
/// answers the question, here too, or drops what is held).
fn start() {
    let ctx = expect_context::<Ctx>();
    teach::drive(expect_context::<teach::Teach>());
    records::watch(ctx);
    page::watch_page(ctx);
    crate::ui::panels::club::draws_link(ctx);
}

/// The views of the table's part, by place.
fn views(at: Place) -> AnyView {
    match at {
        Place::Commands(color) => view! { <controls::Commands color=color /> }.into_any(),
        Place::Board => view! { <question::QuestionBox /> <question::Banner /> }.into_any(),
        Place::Rematch => view! { <question::RematchAfterBanner /> }.into_any(),
        Place::Offer => {
            view! { <controls::OfferLine /> <crate::ui::panels::club::ClubStatus /> }.into_any()
        }
        Place::Tournament => view! { <tournament::Tournament /> }.into_any(),
        Place::Facing => view! { <controls::FacingCopy /> }.into_any(),
        Place::Side => view! {
            <crate::ui::teacher::LazyTeacher />
            <start::Presets />
            <teach::EndExplain />
            <teach::Panel />
            <moves::Scoresheet />
            <review::ReviewTree />
            <movebox::MoveBox />
        }
        .into_any(),
        Place::DrawNote => view! { <drawing::DrawNote /> }.into_any(),
        Place::Guide => view! { <guide::LazyGuide /> }.into_any(),
        Place::Menu => bar::menu_groups(),
        Place::Panel(color) => view! { <controls::PlayerPanel color=color /> }.into_any(),
        Place::StatusLine => view! { <controls::StatusLine /> }.into_any(),
        Place::RecordsTools => records::tools(),
    }
}
