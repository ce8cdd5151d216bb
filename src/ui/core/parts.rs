//! The split download at the views' edge (issue 23, issue 32, issue 40): the `part!` macro each view uses for its own
//! part of the wasm, what a part that cannot be fetched shows, and the places of the page that the table's part fills
//! once it is in ([`place`], [`Deferred`]).

use crate::rules::Color;
use crate::table::input::Explanation;
use crate::table::link::{Link, LinkGame};
use crate::table::save::SaveError;
use crate::table::sync::{self, Stamp};
use crate::table::Table;
use crate::text::Lang;
use leptos::prelude::*;
#[cfg(feature = "split")]
use std::cell::Cell;
use std::sync::OnceLock;

/// A part of the app that the web build fetches as a piece of wasm of its own the first time it is called (issue 23):
/// `part! { fn name() -> AnyView { view! { … }.into_any() } }` declares `async fn name() -> AnyView`. With the
/// `split` feature (trunk's build, index.html) the body goes behind a split point of Leptos's `wasm_split` (what
/// `#[lazy]` uses), which `scripts/split.sh` cuts out after cargo; without it (the wasm tests) the function is a
/// plain async one. Show a part with `Suspend::new(name())` inside a closure that asks for it only when it is needed.
///
/// A part that cannot be fetched (offline before the service worker had it, or a tab left open across an update that
/// removed the old files) shows [`Msg::PartMissing`](crate::text::Msg::PartMissing) and nothing else: the game goes on. (`#[lazy]` itself panics.)
macro_rules! part {
    ($(#[doc = $doc:expr])* $vis:vis fn $name:ident() -> AnyView $body:block) => {
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
        $vis async fn $name() -> AnyView {
            match $name::load().await {
                Ok(view) => view,
                Err(_) => $crate::ui::core::parts::part_missing(),
            }
        }

        $(#[doc = $doc])*
        #[cfg(not(feature = "split"))]
        $vis async fn $name() -> AnyView $body
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
    /// The teacher's board, first in the side column (the start grid, which comes with the board, stands under it).
    Teacher,
    /// The rest of the side column under the start grid, filled all at once: the end-of-game explanation, the
    /// teaching panel, the scoresheet, the record's tree in review (issue 30) and the move box (typed moves in
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

/// The start grid's work that needs the time-control reader and writer, which the first module does not carry (the
/// grid itself comes with the board, issue 42): the table's part installs it ([`install_grid`]).
#[derive(Clone, Copy)]
pub(crate) struct Grid {
    /// The control the table has, in the `?tc=` syntax (`-` without a clock).
    pub(crate) current: fn(&Table) -> String,
    /// The new game a control of the grid (`?tc=` text) starts, with the table's rule set; `None` if it does not read.
    pub(crate) new_game: fn(&Table, &str) -> Option<crate::table::Intent>,
}

/// Set by the table's part when it loads.
static GRID: OnceLock<Grid> = OnceLock::new();

/// Installs the start grid's work (set once).
pub(crate) fn install_grid(grid: Grid) {
    GRID.get_or_init(|| grid);
}

/// The start grid's work, once the table's part is in.
pub(crate) fn grid() -> Option<&'static Grid> {
    GRID.get()
}

/// The words of an ending with the rule that decided it ([`crate::text::outcome_ruled`], every ending's words with
/// their articles), which the first module does not carry: the table's part installs them ([`install_outcome_words`]).
type OutcomeWords = fn(Lang, crate::rules::Outcome, Option<crate::table::Ruling>) -> String;

/// Set by the table's part when it loads.
static OUTCOME_WORDS: OnceLock<OutcomeWords> = OnceLock::new();

/// Installs the words of an ending (set once).
pub(crate) fn install_outcome_words(words: OutcomeWords) {
    OUTCOME_WORDS.get_or_init(|| words);
}

/// An ending in words, with the rule that decided it, once the table's part is in; before it (a part that never
/// came), the result as the record writes it ("1-0").
pub(crate) fn outcome_words(
    lang: Lang,
    o: crate::rules::Outcome,
    ruling: Option<crate::table::Ruling>,
) -> String {
    match OUTCOME_WORDS.get() {
        Some(words) => words(lang, o, ruling),
        None => o.result.as_str().to_string(),
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

// The readers of a stored game and of a link, in a part of their own (issue 32; when start-up waits for them:
// `crate::ui::services::restore`).

/// The game a link asks for, read by the part, and what the player is told about a part of it that does not read
/// (the FEN's reason over the clock's).
pub(crate) struct LinkRead {
    /// The game ([`Link::game`]).
    pub(crate) game: LinkGame,
    /// The notice of a `fen` or a `tc` that does not read.
    pub(crate) notice: Option<String>,
}

/// The readers, as plain function pointers into the part.
#[derive(Clone, Copy)]
pub(crate) struct Reader {
    /// Reads a stored record (`Table::from_record`) at `now_ms`.
    pub(crate) read: fn(&str, u64) -> Result<Table, SaveError>,
    /// Reads another tab's record, its running clock handed over (`sync::adopt`).
    pub(crate) adopt: fn(&str, Stamp) -> Result<Table, SaveError>,
    /// Reads the game a link asks for.
    pub(crate) link: fn(&Link, Lang) -> LinkRead,
    /// The notice of a save that does not read: why, and the key its text is kept under.
    pub(crate) broken: fn(Lang, &SaveError, &str) -> String,
    /// Plays again the pending moves a page left (`Table::catch_up`): the procedures it goes through are not the
    /// first module's.
    pub(crate) catch_up: fn(&mut Table, &str, u64) -> usize,
    /// Whether the result is a loaded record's that is told as the file says it (`Table::result_from_pgn`, which
    /// reads the `Termination` tag's many forms): only a game these readers or an import brought has one.
    pub(crate) result_from_pgn: fn(&Table) -> bool,
}

/// Whether the table's result is a loaded record's told as the file says it ([`Table::result_from_pgn`]). Without
/// the readers no loaded record is on the table (a saved game and an import come through them): false.
pub(crate) fn result_from_pgn(table: &Table) -> bool {
    reader().is_some_and(|r| (r.result_from_pgn)(table))
}

/// The ending whose rule the page explains (`[data-end-explain]`, and the grid's `ended` class that makes room for
/// it): the game's outcome, unless its result is a loaded record's told as the file says it
/// ([`result_from_pgn`]), which names no rule. Tracked: it follows the game and the table.
fn explained_end(ctx: crate::ui::core::state::Ctx) -> Option<crate::rules::Outcome> {
    let o = ctx.game.with(|g| g.outcome())?;
    (!ctx.table.with(result_from_pgn)).then_some(o)
}

/// [`explained_end`] as the page shows it: in a frame of its own, after the board's, the panels', the scoresheet's
/// and the banner's ([`shown_after_paint`](crate::ui::core::frames::shown_after_paint)); gone at once when a new game
/// clears it. What the end's explanation and the grid's `ended` class both follow.
pub(crate) fn explained_end_shown(
    ctx: crate::ui::core::state::Ctx,
) -> leptos::prelude::ReadSignal<Option<crate::rules::Outcome>> {
    crate::ui::core::frames::shown_after_paint(
        crate::ui::core::memo(move |_| explained_end(ctx)),
        3,
    )
}

/// Set once the readers are here (by this part or by the tab sync's).
static READER: OnceLock<Reader> = OnceLock::new();

#[cfg(feature = "split")]
thread_local! {
    /// The part was asked for in the background and has not answered yet.
    static ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Installs the readers (called from inside a part, so that what they reach goes with it); returns them.
pub(crate) fn install_readers() -> &'static Reader {
    READER.get_or_init(|| Reader {
        read: Table::from_record,
        adopt: sync::adopt,
        link: read_link,
        broken: crate::text::restore_failed,
        catch_up: Table::catch_up,
        result_from_pgn: Table::result_from_pgn,
    })
}

/// The readers, if their part is in. (Without the split they are always at hand.)
pub(crate) fn reader() -> Option<&'static Reader> {
    #[cfg(feature = "split")]
    {
        READER.get()
    }
    #[cfg(not(feature = "split"))]
    {
        Some(install_readers())
    }
}

/// Runs `then` once the readers are in or their part could not be fetched (then [`reader`] stays `None`).
pub(crate) fn load_readers(then: fn()) {
    #[cfg(feature = "split")]
    wasm_bindgen_futures::spawn_local(async move {
        // A part that did not come leaves the readers out; `then` mounts with the save held.
        restore_part().await.ok();
        then();
    });
    #[cfg(not(feature = "split"))]
    {
        install_readers();
        then();
    }
}

/// Asks for the part in the background (once at a time), for a reader needed after start-up (another tab's record
/// met before the tab sync's part is in): the next look finds it.
pub(crate) fn ask_readers() {
    #[cfg(feature = "split")]
    {
        if READER.get().is_some() || ASKED.with(|a| a.replace(true)) {
            return;
        }
        wasm_bindgen_futures::spawn_local(async {
            restore_part().await.ok();
            ASKED.with(|a| a.set(false));
        });
    }
}

/// The split point of the readers' part: installs them.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(restore_part, wasm_split_path = leptos::wasm_split, fallible)]
fn restore_part() -> Result<(), leptos::wasm_split::SplitLoaderError> {
    install_readers();
    // A link starts its game with a procedure the first module does not carry (a new game, its names).
    crate::ui::core::hearing::hear_every_procedure();
    Ok(())
}

/// Reads the game a link asks for ([`Link::game`]), and words what does not read.
fn read_link(link: &Link, lang: Lang) -> LinkRead {
    let (game, problems) = link.game();
    let notice = match (&problems.fen, &problems.tc) {
        (Some(e), _) => Some(crate::text::errors::link_fen_error(lang, e)),
        (None, Some(e)) => Some(crate::text::errors::link_tc_error(lang, e)),
        (None, None) => None,
    };
    LinkRead { game, notice }
}

// The words of the board's explanation, in a part of their own (issue 32): fetched the first time one is shown.

/// How the words of an explanation are made: [`crate::text::refusal::explanation_text`], once its part is here.
pub(crate) type Words = fn(Lang, &Explanation) -> String;

/// The words without their part: at hand without the split, never with it.
pub(crate) fn words_at_hand() -> Option<Words> {
    #[cfg(feature = "split")]
    {
        None
    }
    #[cfg(not(feature = "split"))]
    {
        Some(crate::text::refusal::explanation_text)
    }
}

/// Fetches the words' part; `None` when it cannot be fetched.
pub(crate) async fn fetch_words() -> Option<Words> {
    #[cfg(feature = "split")]
    {
        refusal_words().await.ok()
    }
    #[cfg(not(feature = "split"))]
    {
        words_at_hand()
    }
}

/// The split point of the words' part: all that only [`crate::text::refusal::explanation_text`] reaches goes with it.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(refusal_words, wasm_split_path = leptos::wasm_split, fallible)]
fn refusal_words() -> Result<Words, leptos::wasm_split::SplitLoaderError> {
    Ok(crate::text::refusal::explanation_text)
}
