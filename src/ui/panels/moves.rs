//! The scoresheet: SAN in the interface language, numbered in pairs; a click reviews that position.

use crate::rules::Color;
use crate::table::format_clk;
use crate::table::page::sheet;
use crate::table::tags::OFFER_MARK;
use crate::table::tournament::long_notation;
use crate::text::tournament::{illegal_mark_label, removed_note, ILLEGAL_MARK};
use crate::text::{reviewing, seconds_tenths, Later};
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, effect};
use leptos::prelude::*;

/// The move list with review controls.
#[component]
pub fn Scoresheet() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rows = move || rows(ctx);
    let lang = move || ctx.lang.get();
    // The list follows the game: after each move (or step of a review) the current ply is scrolled into view.
    effect(move |_| {
        ctx.sans().track();
        ctx.review();
        request_animation_frame(follow);
    });
    view! {
        <section class="sheet" aria-label=move || Later::Moves.text(lang())>
            <h2>{move || Later::Moves.text(lang())}</h2>
            <ol class="moves">{rows}</ol>
            <div class="nav">
                <button data-action="first" title=move || Later::First.text(lang()) on:click=click(move |_| ctx.go_to(0))>"«"</button>
                <button data-action="prev" title=move || Later::Previous.text(lang()) on:click=click(move |_| ctx.step(-1))>"‹"</button>
                <button data-action="next" title=move || Later::Next.text(lang()) on:click=click(move |_| ctx.step(1))>"›"</button>
                <button data-action="last" title=move || Later::Last.text(lang()) on:click=click(move |_| ctx.go_to(usize::MAX))>"»"</button>
            </div>
            {move || {
                ctx.review().map(|ply| {
                    let (turn, number) = ctx.game.with(|g| (g.start().turn(), g.start().fullmoves()));
                    let san = ctx.sans().with(|s| s.get(ply.wrapping_sub(1)).cloned().unwrap_or_default());
                    view! {
                        <p class="reviewing">
                            {reviewing(lang(), turn, number, ply, &san)}
                            " "
                            <button data-action="back-to-game" on:click=click(move |_| ctx.go_to(usize::MAX))>
                                {Later::BackToGame.text(lang())}
                            </button>
                        </p>
                    }
                })
            }}
        </section>
    }
}

/// The scoresheet's rows: the moves in numbered pairs, tournament practice's marks and notes of removed moves.
fn rows(ctx: Ctx) -> impl IntoView {
    let sans = ctx.sans().get();
    let (turn, number) = ctx.game.with(|g| (g.start().turn(), g.start().fullmoves()));
    let current = ctx.review().unwrap_or(sans.len());
    let lang = ctx.lang.get();
    // Tournament practice: the marks of the line's moves and the notes of removed moves.
    let marks: Vec<Option<Option<Color>>> = ctx
        .table
        .with(|t| (0..sans.len()).map(|i| sheet::illegal_mark(t, i)).collect());
    // The record's marks: the offers of a draw (9.1b) and, in a clocked game, each move's clock reading.
    let (offers, clocks) = ctx.table.with(|t| {
        let clocks: Vec<Option<String>> = if t.clock().is_some() {
            t.clock_readings()
                .into_iter()
                .map(|r| r.map(format_clk))
                .collect()
        } else {
            Vec::new()
        };
        (t.offer_marks().to_vec(), clocks)
    });
    // The notes of moves removed after more than `lo` and at most `hi` plies.
    let notes_in = move |lo: Option<usize>, hi: usize| {
        ctx.table.with(|t| {
            sheet::removed_between(t, lo, hi)
                .map(|r| {
                    let moves: Vec<String> =
                        r.moves.iter().map(|p| long_notation(p.mv, lang)).collect();
                    removed_note(lang, r.claimant, r.arbiter, &moves)
                })
                .map(|text| view! { <li class="removed" data-removed=""><s>{text}</s></li> })
                .collect_view()
        })
    };
    let rows: Vec<(u32, Option<usize>, Option<usize>)> = sheet::rows(sans.len(), number, turn)
        .into_iter()
        .map(|r| (r.number, r.white, r.black))
        .collect();
    let before_all = notes_in(None, 0);
    let rows = rows
        .into_iter()
        .map(|(n, w, b)| {
            let cell = |i: Option<usize>| match i {
                Some(i) => {
                    let mark = marks
                        .get(i)
                        .copied()
                        .flatten()
                        .map(|claimant| illegal_mark_label(lang, claimant));
                    let cell = Cell {
                        ply: i + 1,
                        text: sans[i].clone(),
                        mark,
                        offered: offers.contains(&(i + 1)),
                        clk: clocks.get(i).cloned().flatten(),
                        active: current == i + 1,
                    };
                    ply_cell(ctx, cell)
                }
                // Only the first row of a game that Black began has a hole to mark.
                None if w.is_none() => view! { <span class="ply empty">"…"</span> }.into_any(),
                None => view! { <span class="ply empty"></span> }.into_any(),
            };
            // The notes of moves removed after one of this row's plies.
            let first = w.or(b).unwrap_or(0);
            let after = b.or(w).map_or(0, |i| i + 1);
            view! {
                <li class="row">
                    <span class="num">{format!("{n}.")}</span>
                    {cell(w)}
                    {cell(b)}
                </li>
                {notes_in(Some(first), after)}
            }
        })
        .collect_view();
    view! { {before_all} {rows} }
}

/// One ply of the scoresheet as shown.
struct Cell {
    /// Its number from 1 (`data-ply`).
    ply: usize,
    /// The move as written ("—" for a press not entered yet beside a real board).
    text: String,
    /// Tournament practice's mark on an illegal move, worded.
    mark: Option<String>,
    /// A draw was offered with it (9.1b).
    offered: bool,
    /// The mover's clock after it.
    clk: Option<String>,
    /// The ply shown.
    active: bool,
}

/// One ply's button: `data-ply`, its marks and clock reading; a click reviews that position.
fn ply_cell(ctx: Ctx, c: Cell) -> AnyView {
    let Cell {
        ply,
        text,
        mark,
        offered,
        clk,
        active,
    } = c;
    let label = mark.as_ref().map(|m| format!("{text}, {m}"));
    let used = ctx
        .show_times
        .get()
        .then(|| {
            ctx.table.with(|t| {
                t.time_used(ply - 1)
                    .map(|ms| seconds_tenths(ctx.lang.get(), ms))
            })
        })
        .flatten();
    view! {
        <button
            class="ply"
            class:active=active
            data-ply=ply.to_string()
            aria-current=active.then_some("step")
            data-illegal=mark.is_some().then_some("")
            data-offer=offered.then_some("")
            data-clk=clk
            aria-label=label
            title=mark.clone()
            on:click=click(move |_| ctx.go_to(ply))
        >
            {text}
            {mark.is_some().then(|| view! { <span class="illegal-mark" aria-hidden="true">{ILLEGAL_MARK}</span> })}
            {offered.then(|| view! { <span class="offer-mark" data-offer-mark="">{OFFER_MARK}</span> })}
            {used.map(|u| view! { <small class="used">{u}</small> })}
        </button>
    }
    .into_any()
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
