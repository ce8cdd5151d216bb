//! Arrows and circles over the board: the SVG overlay that shows them, the pointer gestures handed to the
//! drawing machine ([`crate::table::drawing`]), and the draw-mode toggle for touch and pen.
//!
//! The machine decides; this module only forwards presses and shows its shapes. The shapes are written as one
//! SVG text in whole hundredths of a square (no float formatting in the download).

use crate::rules::Square;
use crate::table::drawing::{arrow, centre, Brush, Drawing, Mark, Shape, CIRCLE, PRIMARY, SHAFT};
use crate::text::Later;
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, effect, later, when};
use leptos::prelude::*;
use web_sys::PointerEvent;

/// The overlay of arrows and circles, placed inside the board (`pointer-events: none`). It also keeps the
/// drawing machine on the board shown and the rule set's aids, so the shapes go with any move. What draws the
/// shapes is a part of the wasm of its own (issue 23), fetched when the first shape is begun.
#[component]
pub fn Shapes() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    effect(move |_| {
        let allowed = ctx.snap.with(|s| s.aids.drawing);
        ctx.drawn.with(|b| ctx.draw_if(|d| d.follow(b, allowed)));
    });
    // Once a shape has been begun, the drawing part stays.
    let used = Memo::new(move |was: Option<&bool>| {
        was.copied().unwrap_or(false)
            || ctx
                .drawing
                .with(|d| !d.shapes().is_empty() || d.pending().is_some())
    });
    view! {
        <svg data-drawing="" viewBox="0 0 8 8" aria-hidden="true">
            {move || used.get().then(|| Suspend::new(shapes_part()))}
        </svg>
    }
}

part! {
    /// The split point of drawing: the shapes as SVG.
    fn shapes_part() -> AnyView {
        let ctx = expect_context::<Ctx>();
        let markup = move || {
            let flipped = ctx.flipped();
            ctx.drawing.with(|d| svg(d, flipped))
        };
        view! { <g inner_html=markup></g> }.into_any()
    }
}

/// The draw-mode toggle (`data-action="draw"`, `aria-pressed`): while on, a drag on the board draws an arrow
/// and a tap a circle instead of moving pieces. Hidden where the rule set allows no drawing.
#[component]
pub fn DrawToggle() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <button type="button" data-action="draw" class="draw-toggle"
            hidden=when(move || !ctx.snap.with(|s| s.aids.drawing))
            aria-pressed=move || ctx.drawing.with(Drawing::mode).to_string()
            title=later(ctx.lang, Later::DrawHelp)
            on:click=click(move |_| ctx.draw(|d| d.set_mode(!d.mode())))>
            {later(ctx.lang, Later::Draw)}
        </button>
    }
}

/// While draw mode is on, a note says so beside the board (a finger sees no crosshair) with the way back to play.
#[component]
pub fn DrawNote() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.drawing.with(Drawing::mode).then(|| {
            view! {
                <p class="explain note draw-note" data-draw-mode="">
                    <span>{later(ctx.lang, Later::DrawModeOn)}</span>
                    <button type="button" data-action="draw-off"
                        on:click=click(move |_| ctx.draw(|d| d.set_mode(false)))>
                        {later(ctx.lang, Later::DrawModeOff)}
                    </button>
                </p>
            }
        })
    }
}

/// A press on the board, over `sq`. The drawing machine takes it when it claims its button (the second
/// button, or any press in draw mode): returns true and the board's input machine must not see it. A plain
/// press of the first button clears the shapes and goes on to the input machine (returns false).
pub fn down(ctx: Ctx, ev: &PointerEvent, sq: Option<Square>) -> bool {
    let button = ev.button();
    if !ctx.drawing.with_untracked(|d| d.claims(button)) {
        // Not in demonstration mode, where the press moves a piece and the shapes stay.
        if button == PRIMARY && ctx.drawing.with_untracked(Drawing::clears_on_press) {
            ctx.draw_by_hand(Drawing::clear);
        }
        return false;
    }
    ev.prevent_default();
    if let Some(sq) = sq {
        let brush = Brush::from_keys(ev.shift_key(), ev.alt_key() || ev.ctrl_key());
        ctx.draw_if(|d| d.press(sq, brush));
    }
    true
}

/// The pointer moves: while a stroke is drawn, it follows the square `over` gives and returns true.
pub fn moved(ctx: Ctx, ev: &PointerEvent, over: impl FnOnce() -> Option<Square>) -> bool {
    if !ctx.drawing.with_untracked(Drawing::stroking) {
        return false;
    }
    ev.prevent_default();
    let over = over();
    ctx.draw_if(|d| d.drag_over(over));
    true
}

/// The pointer goes up: a stroke in progress ends over the square `over` gives; returns true if there was one.
pub fn up(ctx: Ctx, over: impl FnOnce() -> Option<Square>) -> bool {
    if !ctx.drawing.with_untracked(Drawing::stroking) {
        return false;
    }
    let over = over();
    ctx.draw_by_hand(|d| d.release(over));
    true
}

/// The browser took the pointer away: a stroke in progress is dropped. Returns true if there was one.
pub fn cancel(ctx: Ctx) -> bool {
    if !ctx.drawing.with_untracked(Drawing::stroking) {
        return false;
    }
    ctx.draw(Drawing::cancel);
    true
}

/// The overlay's content: every shape, then the stroke in progress, in hundredths of a square.
fn svg(d: &Drawing, flipped: bool) -> String {
    let mut s = String::new();
    if d.shapes().is_empty() && d.pending().is_none() {
        return s;
    }
    s.push_str("<g transform=\"scale(.01)\">");
    for shape in d.shapes() {
        push_shape(&mut s, *shape, flipped, false);
    }
    if let Some(p) = d.pending() {
        push_shape(&mut s, p, flipped, true);
    }
    s.push_str("</g>");
    s
}

/// One shape as SVG: `data-arrow="e2e4"` (a shaft and a head) or `data-circle="e4"`, with `data-brush`; the
/// stroke in progress is `data-pending` instead.
fn push_shape(s: &mut String, shape: Shape, flipped: bool, pending: bool) {
    let name = match (shape.mark, pending) {
        (_, true) => "data-pending",
        (Mark::Arrow(..), false) => "data-arrow",
        (Mark::Circle(_), false) => "data-circle",
    };
    let open = |s: &mut String, tag: &str| {
        for part in [
            "<",
            tag,
            " ",
            name,
            "=\"",
            &shape.mark.key(),
            "\" data-brush=\"",
            shape.brush.name(),
            "\"",
        ] {
            s.push_str(part);
        }
    };
    let num = |s: &mut String, key: &str, v: i32| {
        s.push_str(key);
        s.push_str("=\"");
        s.push_str(&v.to_string());
        s.push('"');
    };
    match shape.mark {
        Mark::Arrow(from, to) => {
            let Some(a) = arrow(from, to, flipped) else {
                return;
            };
            open(s, "g");
            s.push_str("><line ");
            num(s, "x1", a.start.0);
            num(s, " y1", a.start.1);
            num(s, " x2", a.end.0);
            num(s, " y2", a.end.1);
            num(s, " stroke-width", SHAFT);
            s.push_str("/><polygon points=\"");
            for (i, (x, y)) in a.head.iter().enumerate() {
                if i > 0 {
                    s.push(' ');
                }
                s.push_str(&x.to_string());
                s.push(',');
                s.push_str(&y.to_string());
            }
            s.push_str("\"/></g>");
        }
        Mark::Circle(sq) => {
            let (x, y) = centre(sq, flipped);
            open(s, "circle");
            num(s, " cx", x);
            num(s, " cy", y);
            num(s, " r", CIRCLE.0);
            num(s, " stroke-width", CIRCLE.1);
            s.push_str("/>");
        }
    }
}
