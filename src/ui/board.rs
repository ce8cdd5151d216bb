//! The board: 64 squares carrying the Contract 2 attributes, pointer drag-and-drop and click-to-move.
//!
//! The drag is a small state machine on one pointer (down → move → up / cancel) captured by the board,
//! so mouse, pen and touch behave the same and the page never scrolls under a finger.

use super::state::Ctx;
use super::time;
use super::{effect, keydown};
use crate::rules::{File, Rank, Role, Square};
use crate::table::input::{BoardInput, Key};
use crate::text::{piece_name, t, Msg};
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
        Some(if ctx.settings.with_untracked(|s| s.flipped) {
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

    let size = StoredValue::new(48.0_f64);
    let on_down = move |ev: PointerEvent| {
        if ev.pointer_type() == "mouse" && ev.button() != 0 {
            return;
        }
        if ctx.input.with_untracked(|i| i.promotion.is_some()) {
            return;
        }
        ev.prevent_default();
        ctx.input_at
            .set_value(Some(time::at_event(ev.time_stamp())));
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        let Some(sq) = square_at(x, y) else { return };
        if let Some(el) = board_ref.get_untracked() {
            // Without capture the drag still works while the pointer stays over the board.
            el.set_pointer_capture(ev.pointer_id()).ok();
        }
        size.set_value(square_size());
        let serial = ctx.events.with_untracked(|e| e.0);
        ctx.board(|i, cx| ((), i.pointer_down(sq, (x, y), cx)));
        animate_new_move(ctx, serial);
    };

    let on_move = move |ev: PointerEvent| {
        if ctx.input.with_untracked(|i| i.drag.is_none()) {
            return;
        }
        ev.prevent_default();
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        let over = square_at(x, y);
        ctx.input.update(|i| i.pointer_move((x, y), over));
    };

    let on_up = move |ev: PointerEvent| {
        if ctx.input.with_untracked(|i| i.drag.is_none()) {
            return;
        }
        ctx.input_at
            .set_value(Some(time::at_event(ev.time_stamp())));
        let over = square_at(ev.client_x() as f64, ev.client_y() as f64);
        ctx.board(|i, cx| ((), i.pointer_up(over, cx)));
        // A drop is not animated: the piece is already where the finger left it.
        ctx.animate(None);
    };

    let on_cancel = move |_: PointerEvent| {
        ctx.input.update(BoardInput::pointer_cancel);
    };

    // The keyboard cursor: one square is in the tab order (roving tabindex), arrows move it.
    let cursor = Memo::new(move |_| ctx.input.with(|i| i.cursor));
    let focus_cursor = move || {
        let sel = format!("[data-square='{}']", cursor.get_untracked());
        let el = board_ref
            .get_untracked()
            .and_then(|b| b.query_selector(&sel).ok().flatten())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(el) = el {
            el.focus().ok();
        }
    };
    let on_key = keydown(move |ev: web_sys::KeyboardEvent| {
        let key = match ev.key().as_str() {
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "Home" => Key::Home,
            "End" => Key::End,
            "Enter" | " " => Key::Select,
            "Escape" => Key::Escape,
            _ => return,
        };
        ctx.input_at.set_value(Some(time::now()));
        let flipped = ctx.flipped();
        let serial = ctx.events.with_untracked(|e| e.0);
        let used = ctx.board(|i, cx| i.key(key, flipped, cx));
        if !used {
            return;
        }
        if key != Key::Select && key != Key::Escape {
            focus_cursor();
        } else {
            animate_new_move(ctx, serial);
        }
        ev.prevent_default();
        ev.stop_propagation();
    });
    // Focus follows the cursor back after a promotion is chosen or cancelled from the keyboard.
    Effect::new(move |was_open: Option<bool>| {
        let open = ctx.input.with(|i| i.promotion.is_some());
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

    let rows = move || {
        let flipped = ctx.flipped();
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
                class:flipped=move || ctx.flipped()
                class:dragging=move || ctx.input.with(|i| i.drag.is_some_and(|d| d.started))
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=on_cancel
                on:keydown=on_key
                on:contextmenu=move |ev| ev.prevent_default()
            >
                {rows}
            </div>
            <p id="board-keys" class="sr-only">{move || t(ctx.lang.get(), Msg::BoardKeys)}</p>
            <Ghost size=size />
            <super::promotion::Chooser />
        </div>
    }
}

/// After a click or a key: a move the table played since events numbered `serial` slides in (a drop
/// is not animated: the piece is already where the finger left it).
fn animate_new_move(ctx: Ctx, serial: u32) {
    let moved = ctx.events.with_untracked(|(n, e)| {
        e.iter().filter(|_| *n != serial).find_map(|e| match e {
            crate::table::Event::Moved { mv, .. } => Some(*mv),
            _ => None,
        })
    });
    if moved.is_some() {
        ctx.animate(moved);
    }
}

/// One square: colour, coordinates, highlights and its piece.
#[component]
fn SquareView(sq: Square, cursor: Memo<Square>) -> impl IntoView {
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
                    && ctx
                        .input
                        .with(|i| i.selected)
                        .and_then(|s| p.board().role_at(s))
                        == Some(Role::Pawn))
        });
        Some(if capture { "capture" } else { "move" })
    };
    let last = move || {
        ctx.last_move()
            .is_some_and(|m| m.from() == sq || m.to() == sq)
            .then_some("")
    };
    let check = move || (ctx.check_square() == Some(sq)).then_some("");
    let is_selected = Memo::new(move |_| ctx.input.with(|i| i.selected == Some(sq)));
    let selected = move || is_selected.get().then_some("");
    let hover = move || {
        ctx.input
            .with(|i| i.drag.is_some_and(|d| d.started && d.over == Some(sq)))
            .then_some("")
    };
    let lifted = move || {
        ctx.input
            .with(|i| i.drag.is_some_and(|d| d.started && d.from == sq))
    };
    let grid_row = move || {
        let r = sq.rank().index() as u32;
        (if ctx.flipped() { r + 1 } else { 8 - r }).to_string()
    };
    let grid_col = move || {
        let f = sq.file().index() as u32;
        (if ctx.flipped() { 8 - f } else { f + 1 }).to_string()
    };
    // Coordinates along the bottom rank and left file of the board as seen.
    let file_label = move || {
        let bottom = if ctx.flipped() {
            Rank::Eighth
        } else {
            Rank::First
        };
        (sq.rank() == bottom).then(|| sq.file().char().to_string())
    };
    let rank_label = move || {
        let left = if ctx.flipped() { File::H } else { File::A };
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
            let hint = if h == "capture" {
                Msg::CaptureHint
            } else {
                Msg::TargetHint
            };
            s.push_str(", ");
            s.push_str(t(lang, hint));
        }
        s
    };
    // The learning overlay, set in one effect rather than one reactive attribute each (smaller wasm).
    let el_ref = NodeRef::<Div>::new();
    effect(move |_| {
        let o = ctx.teach.overlay.get();
        let touched = ctx.snap.with(|s| s.touched) == Some(sq);
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
            // Setting or removing an attribute with a fixed valid name cannot fail.
            match value {
                Some(v) => el.set_attribute(name, v).ok(),
                None => el.remove_attribute(name).ok(),
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
                let sign = if ctx.settings.with_untracked(|s| s.flipped) {
                    -1
                } else {
                    1
                };
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
            aria-selected=move || is_selected.get().to_string()
            tabindex=move || if cursor.get() == sq { "0" } else { "-1" }
            on:focus=move |_| ctx.input.update(|i| i.cursor = sq)
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
fn Ghost(size: StoredValue<f64>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let d = ctx.input.with(|i| i.drag).filter(|d| d.started)?;
        let p = ctx.shown.with_untracked(|p| p.board().piece_at(d.from))?;
        // Whole pixels: formatting floats would pull float printing into the download.
        let style = format!(
            "width:{s}px;height:{s}px;transform:translate({x}px,{y}px) translate(-50%,-50%)",
            s = size.get_value() as i32,
            x = d.at.0 as i32,
            y = d.at.1 as i32
        );
        Some(
            view! { <div class=format!("ghost p-{}", p.code()) style=style aria-hidden="true"></div> },
        )
    }
}
