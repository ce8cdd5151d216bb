//! The table's part (issue 32): the views around the board that a first move does not need — the players' panels
//! (names, clocks, commands) and the status line, for which the skeleton's copies stand until then
//! ([`crate::ui::shell::held`]); the records' tools in the bar; the question and the banner over the board; the
//! pending offer; tournament practice's forms; the tabletop's facing copy; the side column (the teacher's board, the
//! end-of-game explanation, the scoresheet, the record's tree in review, the move box); the menu's game, clock and
//! view groups — come in one part of the wasm, asked for just before the first paint, ahead of the other parts, so
//! that it comes first and whole (one part, not several that share code: code shared by parts goes into small
//! chunks of its own, each one more request before the part can run).
//!
//! The start grid is not among them: it comes with the board (issue 42), and only what it needs of the time-control
//! reader and writer comes here ([`start::GRID_PART`]).
//!
//! The first module keeps only the places where these views stand ([`place`](crate::ui::core::parts::place)). The part, when it loads, installs
//! the one function that builds them ([`table_part`]) and says it is there ([`Deferred`]); every place then draws
//! its view. Until then the places are empty (or hold the skeleton's copy) and the grid keeps their room (the panels and the middle have fixed
//! heights, the side column its own grid area, the board's overlays lie over it), so nothing moves when they come.

use crate::ui::board::{drawing, teach};
use crate::ui::core::parts::{install_grid, install_views, Deferred, Place};
use crate::ui::core::state::Ctx;
use crate::ui::dialogs::{records, setup};
use crate::ui::guide;
use crate::ui::panels::{controls, movebox, moves, question, review, start, tournament};
use crate::ui::services::tabs;
use crate::ui::shell::{bar, page};
use leptos::prelude::*;

part! {
    /// The split point of the table's part: installs the views and says they are there, and starts the save writer
    /// and the tab sync (`tabs::start`), whose view is the notices about saving. The writer came in a part of its own
    /// before, asked for a task later with the closed dialogs; here it comes first, and the code it shares with the
    /// table's views is no longer a set of chunks of its own.
    fn table_part() -> AnyView {
        // Set once; a second load (none is expected) finds the same function there and starts nothing again.
        let first = install_views(views);
        // The start grid, drawn by the first module, marks the table's control and starts a chosen one from here.
        install_grid(start::GRID_PART);
        // The words of every ending, which the status line and the screen reader's live region say.
        crate::ui::core::parts::install_outcome_words(crate::text::outcome_ruled);
        // The skeleton's panels and status line give way to the real ones in this task: no frame shows both.
        crate::ui::shell::held::release();
        Deferred::arrived();
        if first {
            // Every procedure of the table (the first module has the play path alone), then what waited for them.
            crate::ui::core::hearing::hear_every_procedure();
            expect_context::<Ctx>().hear_waiting();
            start();
            // Other tabs' records are read by the tab sync: the readers come with this part too (code shared with
            // the readers' part, `restore_part`).
            crate::ui::core::parts::install_readers();
            tabs::start(expect_context::<Ctx>())
        } else {
            ().into_any()
        }
    }
}

part! {
    /// The dialogs closed at start-up, asked for at the same moment and so in one part: the clock setup beyond the
    /// start grid (the new-game dialog with the rule set, every clock kind, names, the event's tags; the clock
    /// correction) and the records (export, import, the archive, the printable scoresheet). As two parts, the code
    /// they share went into chunks of its own, each one more file in the build.
    pub(crate) fn dialogs() -> AnyView {
        // A dialog asked for before this part came opens once it is in the page.
        crate::ui::core::effect(|_| crate::ui::core::dom::open_asked());
        view! {
            <setup::SettingsDialog /> <setup::CorrectClockDialog />
            <records::RecordsDialogs />
        }
        .into_any()
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
    // A move on the board while an editable record is reviewed goes to the record (review comes with this part).
    ctx.connect_review(Ctx::edit_record);
    teach::drive(expect_context::<teach::Teach>());
    records::watch(ctx);
    page::watch_page(ctx);
    crate::ui::panels::club::draws_link(ctx);
    grid_states(ctx);
}

/// What the page's layout rules depend on, as classes on the table's grid, each set only when its state changes:
/// `with-tree` (the record's tree in the side column), `clockless`, `explaining` (a refusal's explanation or the draw
/// mode's note under the status), `offering` (a pending draw offer there) and `ended` (the end's explanation in the
/// side column: a game over, not ended by an import's word). `:has()` rules over the grid and the side
/// column made every element added or removed anywhere under them (a piece moved, a scoresheet row) cost the browser
/// a second look at the whole table, about twice the style and layout of a drop on a slow phone (issue 41). Set from
/// here, the table's part: none of these states comes before it but a refusal, whose words come with it too.
///
/// `ended` comes with the end's explanation, in its own frame ([`explained_end_shown`]): read with the
/// others, it came in the mating move's first task (the board's input changed there, so the effect ran, and read the
/// game as it is now), and its restyle and the column's new layout made that frame the longest of the game.
///
/// [`explained_end_shown`]: crate::ui::core::parts::explained_end_shown
fn grid_states(ctx: Ctx) {
    let ended = crate::ui::core::parts::explained_end_shown(ctx);
    let mut was = None;
    crate::ui::core::effect(move |_| {
        let now = [
            ctx.board_shown.with(|s| s.tree),
            !ctx.snap.with(|s| s.clocked),
            ctx.input.with(|i| i.explanation.is_some()) || ctx.drawing.with(|d| d.mode()),
            ctx.snap.with(|s| s.offer.is_some()),
            ended.with(Option::is_some),
        ];
        if was != Some(now) {
            was = Some(now);
            let grid = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".table-grid").ok().flatten());
            if let Some(grid) = grid {
                let classes = grid.class_list();
                for (name, on) in ["with-tree", "clockless", "explaining", "offering", "ended"]
                    .into_iter()
                    .zip(now)
                {
                    classes.toggle_with_force(name, on).ok();
                }
            }
        }
    });
}

/// The views of the table's part, by place.
fn views(at: Place) -> AnyView {
    match at {
        Place::Commands(color) => view! { <controls::Commands color=color /> }.into_any(),
        Place::Board => {
            view! { <question::QuestionBox /> <question::Banner /> <question::Rehearsal /> }
                .into_any()
        }
        Place::Rematch => view! { <question::RematchAfterBanner /> }.into_any(),
        Place::Offer => {
            view! { <controls::OfferLine /> <crate::ui::panels::club::ClubStatus /> }.into_any()
        }
        Place::Tournament => view! { <tournament::Tournament /> }.into_any(),
        Place::Facing => view! { <controls::FacingCopy /> }.into_any(),
        Place::Teacher => view! { <crate::ui::teacher::LazyTeacher /> }.into_any(),
        Place::Side => view! {
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
        Place::StatusLine => {
            view! { <crate::ui::teacher::DemoNote /> <controls::StatusLine /> }.into_any()
        }
        Place::RecordsTools => records::tools(),
    }
}
