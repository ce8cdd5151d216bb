//! The board: 64 squares carrying the Contract 2 attributes, pointer drag-and-drop and click-to-move.
//!
//! The drag is a small state machine on one pointer (down → move → up / cancel) captured by the board,
//! so mouse, pen and touch behave the same and the page never scrolls under a finger.

use super::i18n::{piece_name, t, Msg};
use super::state::{Ctx, Drag};
use super::time;
use crate::rules::{File, Rank, Role, Square};
use leptos::html::Div;
use leptos::prelude::*;
use web_sys::PointerEvent;

/// The board with its squares, pieces, ghost piece and promotion chooser.
#[component]
pub fn Board() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let board_ref = NodeRef::<Div>::new();

    // Which square lies under a point of the viewport, given the orientation.
    let square_at = move |x: f64, y: f64| -> Option<Square> {
        let el = board_ref.get_untracked()?;
        let r = el.get_bounding_client_rect();
        if r.width() <= 0.0 {
            return None;
        }
        let col = ((x - r.left()) / r.width() * 8.0).floor();
        let row = ((y - r.top()) / r.height() * 8.0).floor();
        if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
            return None;
        }
        let (col, row) = (col as u32, row as u32);
        Some(if ctx.flipped.get_untracked() {
            Square::from_coords(File::new(7 - col), Rank::new(row))
        } else {
            Square::from_coords(File::new(col), Rank::new(7 - row))
        })
    };
    let square_size = move || {
        board_ref
            .get_untracked()
            .map_or(48.0, |el| el.get_bounding_client_rect().width() / 8.0)
    };

    let on_down = move |ev: PointerEvent| {
        if ev.pointer_type() == "mouse" && ev.button() != 0 {
            return;
        }
        if ctx.promo.get_untracked().is_some() {
            return;
        }
        ev.prevent_default();
        ctx.input_at
            .set_value(Some(time::at_event(ev.time_stamp())));
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        let Some(sq) = square_at(x, y) else { return };
        if let Some(el) = board_ref.get_untracked() {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        let selected = ctx.selected.get_untracked();
        let turn = ctx.game.with_untracked(|g| g.position().turn());
        let own = ctx
            .shown
            .with_untracked(|p| p.board().color_at(sq) == Some(turn));
        // A second press on a target of the selected piece plays the move (click, click).
        if let Some(from) = selected {
            if from != sq && !own {
                ctx.attempt(from, sq, true);
                return;
            }
            let castle_on_rook = own
                && ctx.shown.with_untracked(|p| p.board().role_at(sq)) == Some(Role::Rook)
                && ctx.dests.with_untracked(|d| d.get(from)).any()
                && ctx
                    .game
                    .with_untracked(|g| g.position().find_move(from, sq, None).is_some());
            if castle_on_rook {
                ctx.attempt(from, sq, true);
                return;
            }
        }
        if ctx.lift(sq) {
            ctx.drag.set(Some(Drag {
                from: sq,
                start: (x, y),
                at: (x, y),
                started: false,
                was_selected: selected == Some(sq),
                over: Some(sq),
                size: square_size(),
            }));
        }
    };

    let on_move = move |ev: PointerEvent| {
        let Some(mut d) = ctx.drag.get_untracked() else {
            return;
        };
        ev.prevent_default();
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        d.at = (x, y);
        if !d.started {
            let (dx, dy) = (x - d.start.0, y - d.start.1);
            d.started = dx * dx + dy * dy > 16.0;
        }
        d.over = square_at(x, y);
        ctx.drag.set(Some(d));
    };

    let on_up = move |ev: PointerEvent| {
        let Some(d) = ctx.drag.get_untracked() else {
            return;
        };
        ctx.drag.set(None);
        ctx.input_at
            .set_value(Some(time::at_event(ev.time_stamp())));
        let target = square_at(ev.client_x() as f64, ev.client_y() as f64);
        if d.started {
            match target {
                Some(to) if to != d.from => ctx.attempt(d.from, to, false),
                Some(_) => {} // Dropped back home: stays selected for a click move.
                None => ctx.selected.set(None),
            }
        } else if d.was_selected {
            ctx.selected.set(None); // A click on the selected piece puts it down.
        }
    };

    let on_cancel = move |_: PointerEvent| {
        ctx.drag.set(None);
    };

    let squares = (0..64u32)
        .map(|i| view! { <SquareView sq=Square::new(i) /> })
        .collect_view();

    view! {
        <div
            class="board"
            role="grid"
            aria-label=move || t(ctx.lang.get(), Msg::Board)
            node_ref=board_ref
            class:flipped=move || ctx.flipped.get()
            class:dragging=move || ctx.drag.with(|d| d.is_some_and(|d| d.started))
            on:pointerdown=on_down
            on:pointermove=on_move
            on:pointerup=on_up
            on:pointercancel=on_cancel
            on:contextmenu=move |ev| ev.prevent_default()
        >
            {squares}
            <Ghost />
            <super::promotion::Chooser />
        </div>
    }
}

/// One square: colour, coordinates, highlights and its piece.
#[component]
fn SquareView(sq: Square) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let light = sq.is_light();
    let piece = Memo::new(move |_| ctx.shown.with(|p| p.board().piece_at(sq)));
    let hint = move || {
        if !ctx.hints().contains(sq) {
            return None;
        }
        let capture = ctx.shown.with(|p| {
            p.board().color_at(sq).is_some()
                || (p.ep_square_raw() == Some(sq)
                    && ctx.selected.get().and_then(|s| p.board().role_at(s)) == Some(Role::Pawn))
        });
        Some(if capture { "capture" } else { "move" })
    };
    let last = move || {
        ctx.last_move()
            .is_some_and(|m| m.from() == sq || m.to() == sq)
            .then_some("")
    };
    let check = move || (ctx.check_square() == Some(sq)).then_some("");
    let selected = move || (ctx.selected.get() == Some(sq)).then_some("");
    let hover = move || {
        ctx.drag
            .with(|d| d.is_some_and(|d| d.started && d.over == Some(sq)))
            .then_some("")
    };
    let lifted = move || {
        ctx.drag
            .with(|d| d.is_some_and(|d| d.started && d.from == sq))
    };
    let grid_row = move || {
        let r = sq.rank().index() as u32;
        (if ctx.flipped.get() { r + 1 } else { 8 - r }).to_string()
    };
    let grid_col = move || {
        let f = sq.file().index() as u32;
        (if ctx.flipped.get() { 8 - f } else { f + 1 }).to_string()
    };
    // Coordinates along the bottom rank and left file of the board as seen.
    let file_label = move || {
        let bottom = if ctx.flipped.get() {
            Rank::Eighth
        } else {
            Rank::First
        };
        (sq.rank() == bottom).then(|| sq.file().char().to_string())
    };
    let rank_label = move || {
        let left = if ctx.flipped.get() { File::H } else { File::A };
        (sq.file() == left).then(|| sq.rank().char().to_string())
    };
    let label = move || {
        let lang = ctx.lang.get();
        match piece.get() {
            Some(p) => format!("{sq}, {}", piece_name(lang, p.color, p.role)),
            None => sq.to_string(),
        }
    };
    let piece_view = move || {
        piece.get().map(|p| {
            let anim = ctx.anim.get().filter(|a| a.to == sq);
            let style = anim.map(|a| {
                let (df, dr) = (
                    a.from.file().index() as i32 - a.to.file().index() as i32,
                    a.from.rank().index() as i32 - a.to.rank().index() as i32,
                );
                let sign = if ctx.flipped.get_untracked() { -1 } else { 1 };
                format!("--dx:{}00%;--dy:{}00%", df * sign, -dr * sign)
            });
            view! {
                <div
                    class=format!("piece p-{}", p.code())
                    class:anim=anim.is_some()
                    class:lifted=lifted
                    style=style
                    data-piece=p.code()
                ></div>
            }
        })
    };
    view! {
        <div
            class=if light { "sq light" } else { "sq dark" }
            role="gridcell"
            aria-label=label
            data-square=sq.to_string()
            data-selected=selected
            data-hint=hint
            data-last=last
            data-check=check
            data-hover=hover
            style:grid-row=grid_row
            style:grid-column=grid_col
        >
            {piece_view}
            {move || file_label().map(|l| view! { <span class="coord file">{l}</span> })}
            {move || rank_label().map(|l| view! { <span class="coord rank">{l}</span> })}
        </div>
    }
}

/// The piece under the finger while dragging.
#[component]
fn Ghost() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let d = ctx.drag.get().filter(|d| d.started)?;
        let p = ctx.shown.with_untracked(|p| p.board().piece_at(d.from))?;
        // Whole pixels: formatting floats would pull float printing into the download.
        let style = format!(
            "width:{s}px;height:{s}px;transform:translate({x}px,{y}px) translate(-50%,-50%)",
            s = d.size as i32,
            x = d.at.0 as i32,
            y = d.at.1 as i32
        );
        Some(
            view! { <div class=format!("ghost p-{}", p.code()) style=style aria-hidden="true"></div> },
        )
    }
}
