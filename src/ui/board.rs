//! The board: 64 squares carrying the Contract 2 attributes, pointer drag-and-drop and click-to-move.
//!
//! The drag is a small state machine on one pointer (down → move → up / cancel) captured by the board,
//! so mouse, pen and touch behave the same and the page never scrolls under a finger.

use super::i18n::{piece_name, t, Lang, Msg};
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
        if press(ctx, sq, true) {
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

    // The keyboard cursor: one square is in the tab order (roving tabindex), arrows move it.
    let cursor = RwSignal::new(Square::E2);
    let focus_cursor = move || {
        let sel = format!("[data-square='{}']", cursor.get_untracked());
        let el = board_ref
            .get_untracked()
            .and_then(|b| b.query_selector(&sel).ok().flatten())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(el) = el {
            let _ = el.focus();
        }
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        if ctx.promo.get_untracked().is_some() {
            return;
        }
        let flip = if ctx.flipped.get_untracked() { -1 } else { 1 };
        let step = match ev.key().as_str() {
            "ArrowUp" => Some((0, flip)),
            "ArrowDown" => Some((0, -flip)),
            "ArrowLeft" => Some((-flip, 0)),
            "ArrowRight" => Some((flip, 0)),
            _ => None,
        };
        match (step, ev.key().as_str()) {
            (Some((df, dr)), _) => {
                if let Some(next) = cursor.get_untracked().offset(df, dr) {
                    cursor.set(next);
                    focus_cursor();
                }
            }
            (None, "Home" | "End") => {
                let sq = cursor.get_untracked();
                let file = if (ev.key() == "Home") == (flip == 1) {
                    File::A
                } else {
                    File::H
                };
                cursor.set(Square::from_coords(file, sq.rank()));
                focus_cursor();
            }
            (None, "Enter" | " ") => {
                ctx.input_at.set_value(Some(time::now()));
                let sq = cursor.get_untracked();
                if ctx.selected.get_untracked() == Some(sq) {
                    ctx.selected.set(None);
                } else {
                    press(ctx, sq, false);
                }
            }
            (None, "Escape") => {
                ctx.selected.set(None);
                ctx.drag.set(None);
            }
            _ => return,
        }
        ev.prevent_default();
        ev.stop_propagation();
    };
    // Focus follows the cursor back after a promotion is chosen or cancelled from the keyboard.
    Effect::new(move |was_open: Option<bool>| {
        let open = ctx.promo.get().is_some();
        if was_open == Some(true) && !open {
            let on_body = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element())
                .is_none_or(|e| e.tag_name() == "BODY");
            if on_body {
                request_animation_frame(focus_cursor);
            }
        }
        open
    });
    // A move made with the pointer or typed moves the cursor to its target, so the keyboard continues there.
    Effect::new(move |_| {
        if let Some(m) = ctx.last_move() {
            cursor.set(m.to());
        }
    });

    let rows = move || {
        let flipped = ctx.flipped.get();
        (0..8u32)
            .map(|row| {
                let cells = (0..8u32)
                    .map(|col| {
                        let sq = if flipped {
                            Square::from_coords(File::new(7 - col), Rank::new(row))
                        } else {
                            Square::from_coords(File::new(col), Rank::new(7 - row))
                        };
                        view! { <SquareView sq=sq cursor=cursor /> }
                    })
                    .collect_view();
                view! { <div role="row" class="rank" style="display:contents">{cells}</div> }
            })
            .collect_view()
    };

    view! {
        <div class="board-frame">
            <div
                class="board"
                role="grid"
                aria-label=move || t(ctx.lang.get(), Msg::Board)
                aria-describedby="board-keys"
                node_ref=board_ref
                class:flipped=move || ctx.flipped.get()
                class:dragging=move || ctx.drag.with(|d| d.is_some_and(|d| d.started))
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=on_cancel
                on:keydown=on_key
                on:contextmenu=move |ev| ev.prevent_default()
            >
                {rows}
            </div>
            <p id="board-keys" class="sr-only">{move || if ctx.lang.get() == Lang::Es {
                "Flechas: mover el cursor. Intro o Espacio: levantar la pieza o soltarla. Escape: cancelar."
            } else {
                "Arrows: move the cursor. Enter or Space: pick up or drop a piece. Escape: cancel."
            }}</p>
            <Ghost />
            <super::promotion::Chooser />
        </div>
    }
}

/// A press on `sq` by pointer or keyboard: plays the selected piece there (a click on a target, or on its own
/// rook for castling), or lifts the piece on `sq`. Returns true if a piece was lifted (it may be dragged).
fn press(ctx: Ctx, sq: Square, animate_on_drop: bool) -> bool {
    let selected = ctx.selected.get_untracked();
    let turn = ctx.game.with_untracked(|g| g.position().turn());
    let own = ctx
        .shown
        .with_untracked(|p| p.board().color_at(sq) == Some(turn));
    // A second press on a target of the selected piece plays the move (click, click).
    if let Some(from) = selected {
        if from != sq && !own {
            ctx.attempt(from, sq, true);
            return false;
        }
        let castle_on_rook = own
            && ctx.shown.with_untracked(|p| p.board().role_at(sq)) == Some(Role::Rook)
            && ctx.dests.with_untracked(|d| d.get(from)).any()
            && ctx
                .game
                .with_untracked(|g| g.position().find_move(from, sq, None).is_some());
        if castle_on_rook {
            ctx.attempt(from, sq, animate_on_drop);
            return false;
        }
    }
    ctx.lift(sq)
}

/// One square: colour, coordinates, highlights and its piece.
#[component]
fn SquareView(sq: Square, cursor: RwSignal<Square>) -> impl IntoView {
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
        let mut s = match piece.get() {
            Some(p) => format!("{sq}, {}", piece_name(lang, p.color, p.role)),
            None => sq.to_string(),
        };
        // While a piece is lifted, its legal targets say so, for players who cannot see the dots.
        if let Some(h) = hint() {
            s.push_str(match (lang == Lang::Es, h) {
                (true, "capture") => ", captura posible",
                (true, _) => ", destino posible",
                (false, "capture") => ", capture possible",
                (false, _) => ", possible target",
            });
        }
        s
    };
    // The learning overlay, set in one effect rather than one reactive attribute each (smaller wasm).
    let el_ref = NodeRef::<Div>::new();
    Effect::new(move |_| {
        let o = ctx.teach.overlay.get();
        let touched = ctx.teach.touched.get() == Some(sq);
        let own = ctx.shown.with(|p| p.board().color_at(sq) == Some(p.turn()));
        let Some(el) = el_ref.get() else { return };
        let threat = if own { "piece" } else { "square" };
        for (name, value) in [
            ("data-threat", o.threats.contains(sq).then_some(threat)),
            ("data-pinned", o.pinned.contains(sq).then_some("")),
            ("data-pinner", o.pinners.contains(sq).then_some("")),
            ("data-checker", o.checkers.contains(sq).then_some("")),
            ("data-ep", (o.ep == Some(sq)).then_some("")),
            ("data-ep-closed", (o.ep_closed == Some(sq)).then_some("")),
            ("data-touched", touched.then_some("")),
        ] {
            let _ = match value {
                Some(v) => el.set_attribute(name, v),
                None => el.remove_attribute(name),
            };
        }
    });
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
            aria-selected=move || (ctx.selected.get() == Some(sq)).to_string()
            tabindex=move || if cursor.get() == sq { "0" } else { "-1" }
            on:focus=move |_| cursor.set(sq)
            data-square=sq.to_string()
            node_ref=el_ref
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
