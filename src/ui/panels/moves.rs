//! The scoresheet: SAN in the interface language, numbered in pairs; a click reviews that position.

use crate::table::page::sheet::{self, Cell, SheetItem};
use crate::table::tags::OFFER_MARK;
use crate::table::tournament::long_notation;
use crate::table::{format_clk, NodePath};
use crate::text::tournament::{illegal_mark_label, removed_note, ILLEGAL_MARK};
use crate::text::{reviewing, seconds_tenths, Later};
use crate::ui::core::state::Ctx;
use crate::ui::core::Selector;
use crate::ui::core::{after_paint, click, effect, keyed_list, memo, Listed, ListedView};
use leptos::prelude::*;

/// The rows the hidden list takes a frame while the review's tree stands in its place.
const HIDDEN_ROWS: usize = 25;

/// The move list with review controls.
#[component]
pub fn Scoresheet() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = move || ctx.lang.get();
    let sans = ctx.sans();
    // The record as the list reads it: a task after the views around the board (`Ctx::sheet_table`).
    let record = ctx.sheet_table();
    // The items are computed once per change; the list keeps every item that did not change (keyed by itself).
    // While the review's tree stands in its place the list is hidden, and a long record opened for review (150 rows
    // for 300 plies) comes into it `HIDDEN_ROWS` rows a frame: building them all was a third of that opening's one
    // long task on a slow phone (issue 41). The rows are all there a few frames later, for whoever reads them.
    let in_tree = memo(move |_| ctx.board_shown.with(|s| s.tree));
    let more = RwSignal::new(0u32);
    let items = memo(move |had: Option<&Vec<Listed>>| {
        let times = ctx.show_times.get();
        more.track();
        let mut all: Vec<Listed> = sans
            .with(|s| record.with(|t| sheet::items(t, s.list(), times)))
            .into_iter()
            .map(Listed::Sheet)
            .collect();
        let room = had.map_or(0, Vec::len) + HIDDEN_ROWS;
        if in_tree.get() && all.len() > room {
            all.truncate(room);
            after_paint(Box::new(move || more.update(|n| *n = n.wrapping_add(1))));
        }
        all
    });
    // The ply shown: one selector, so a step of the review or a move re-renders only the two cells it concerns. Its
    // key is the ply's place in the record's tree, the review tree's selector's type: one copy of the selector's
    // code (and of its map) for both.
    let active = Selector::new(move || {
        NodePath::main(
            ctx.review()
                .unwrap_or_else(|| sans.with(|s| s.list().len())),
        )
    });
    // The list follows the game: after each move (or step of a review) the current ply is scrolled into view; not
    // while the review's tree, which follows it, stands in its place.
    effect(move |_| {
        sans.track();
        ctx.review();
        if !in_tree.get() {
            request_animation_frame(follow);
        }
    });
    // The list follows its own size too: the views around it come and go in frames of their own (the ending's
    // explanation above it comes a frame after the mating move), and a list made shorter after it scrolled hid the
    // last move; so does a phone turned on its side.
    let list = NodeRef::<leptos::html::Ol>::new();
    list.on_load(follow_size);
    // Reviewing or not: the review line below the list is there only while reviewing.
    let in_review = Memo::new(move |_| ctx.review().is_some());
    let rows = move || {
        let active = active.clone();
        let view: ListedView = std::sync::Arc::new(move |item| match item {
            Listed::Sheet(item) => item_view(ctx, item, active.clone()),
        });
        keyed_list(items, view)
    };
    view! {
        <section class="sheet" aria-label=move || Later::Moves.text(lang())>
            <h2 class="title">{move || Later::Moves.text(lang())}</h2>
            <ol class="moves" node_ref=list>{rows}</ol>
            <div class="nav">
                <button class="step" data-action="first" title=move || Later::First.text(lang()) on:click=click(move |_| ctx.go_to(0))>"«"</button>
                <button class="step" data-action="prev" title=move || Later::Previous.text(lang()) on:click=click(move |_| ctx.step(-1))>"‹"</button>
                <button class="step" data-action="next" title=move || Later::Next.text(lang()) on:click=click(move |_| ctx.step(1))>"›"</button>
                <button class="step" data-action="last" title=move || Later::Last.text(lang()) on:click=click(move |_| ctx.go_to(usize::MAX))>"»"</button>
            </div>
            {move || {
                // The line stands while reviewing and only its words follow each step (not the line and its
                // button built again a step).
                in_review.get().then(|| {
                    let line = move || {
                        ctx.review().map(|ply| {
                            let (turn, number) = ctx.table.with(|t| (t.game().start().turn(), t.game().start().fullmoves()));
                            let san = sans.with(|s| s.list().get(ply.wrapping_sub(1)).cloned().unwrap_or_default());
                            reviewing(lang(), turn, number, ply, &san)
                        })
                    };
                    view! {
                        <p class="reviewing">
                            {line}
                            " "
                            <button class="back" data-action="back-to-game" on:click=click(move |_| ctx.go_to(usize::MAX))>
                                {move || Later::BackToGame.text(lang())}
                            </button>
                        </p>
                    }
                })
            }}
        </section>
    }
}

/// One item of the scoresheet: a numbered row of plies, or the note of moves a claim removed.
fn item_view(ctx: Ctx, item: SheetItem, active: Selector<NodePath>) -> AnyView {
    match item {
        SheetItem::Row {
            number,
            white,
            black,
        } => {
            let hole = white.is_none();
            let cell = move |c: Option<Cell>| match c {
                Some(c) => ply_cell(ctx, c, active.clone()),
                // Only the first row of a game that Black began has a hole to mark.
                None if hole => view! { <span class="ply empty">"…"</span> }.into_any(),
                None => view! { <span class="ply empty"></span> }.into_any(),
            };
            let (w, b) = (cell(white), cell(black));
            view! {
                <li class="row">
                    <span class="num">{format!("{number}.")}</span>
                    {w}
                    {b}
                </li>
            }
            .into_any()
        }
        SheetItem::Removed(note) => {
            let text = move || {
                let lang = ctx.lang.get();
                let moves: Vec<String> =
                    note.moves.iter().map(|&m| long_notation(m, lang)).collect();
                removed_note(lang, note.claimant, note.arbiter, &moves)
            };
            view! { <li class="removed" data-removed=""><s>{text}</s></li> }.into_any()
        }
    }
}

/// One ply's button: `data-ply`, its marks and clock reading; a click reviews that position.
fn ply_cell(ctx: Ctx, c: Cell, active: Selector<NodePath>) -> AnyView {
    let Cell {
        ply,
        text,
        mark,
        offered,
        clk,
        used,
    } = c;
    let l = move || ctx.lang.get();
    let mark_text = move || mark.map(|claimant| illegal_mark_label(l(), claimant));
    let label = {
        let text = text.clone();
        move || mark_text().map(|m| format!("{text}, {m}"))
    };
    let on = {
        let active = active.clone();
        let at = NodePath::main(ply);
        move || active.selected(&at)
    };
    view! {
        <button
            class="ply"
            class:active=on.clone()
            data-ply=ply.to_string()
            aria-current=move || on().then_some("step")
            data-illegal=mark.is_some().then_some("")
            data-offer=offered.then_some("")
            data-clk=clk.map(format_clk)
            aria-label=label
            title=mark_text
            on:click=click(move |_| ctx.go_to(ply))
        >
            {text}
            {mark.is_some().then(|| view! { <span class="illegal-mark" aria-hidden="true">{ILLEGAL_MARK}</span> })}
            {offered.then(|| view! { <span class="offer-mark" data-offer-mark="">{OFFER_MARK}</span> })}
            {used.map(|ms| view! { <small class="used">{move || seconds_tenths(l(), ms)}</small> })}
        </button>
    }
    .into_any()
}

/// Follows the list's size with `follow`, once it has been laid out at its new size. The scoresheet stands for the
/// page's lifetime, and so does its observer.
fn follow_size(list: web_sys::HtmlOListElement) {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    let resized = Closure::<dyn Fn()>::new(follow);
    if let Ok(observer) = web_sys::ResizeObserver::new(resized.as_ref().unchecked_ref()) {
        observer.observe(&list);
    }
    resized.forget();
}

/// Scrolls the move list just enough to show the current ply (the last one while playing).
fn follow() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let find = |sel: &str| doc.query_selector(sel).ok().flatten();
    let (Some(list), Some(ply)) = (find(".sheet .moves"), find(".sheet .ply.active")) else {
        return;
    };
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        ply.get_bounding_client_rect(),
    );
    if inner.top() < outer.top() {
        list.set_scroll_top(list.scroll_top() - (outer.top() - inner.top()).ceil() as i32);
    } else if inner.bottom() > outer.bottom() {
        list.set_scroll_top(list.scroll_top() + (inner.bottom() - outer.bottom()).ceil() as i32);
    }
}
