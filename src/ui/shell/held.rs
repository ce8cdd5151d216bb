//! The skeleton's panels and status line, held in the app's places until the table's part draws the real ones
//! (issue 32).
//!
//! The players' panels (name, clock, commands) and the status line come with the table's part, not with the first
//! module. So that they are in view no later than the board, the app keeps the skeleton's copies (drawn by
//! `index.html` before the wasm arrived: the names, the clocks' places, the status line) and moves them into its own
//! places when it mounts, in the same task: no frame shows an empty panel. Meanwhile [`follow`] writes into them
//! what the table shows (each clock's reading and detail, whose move it is or the result, the panel to move, Black's
//! panel turned in tabletop mode); they are inert and their buttons invisible. The table's part removes them
//! ([`release`]) in the task that draws the real ones.
//!
//! A part that never comes (refused, offline before it was cached) leaves them standing, still following the game.

use crate::rules::Color;
use crate::text::clock_detail;
use crate::ui::core::effect;
use crate::ui::core::parts::Deferred;
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use leptos::prelude::*;
use web_sys::Element;

/// Where a held copy goes: the skeleton's element (a selector under `#skeleton`) and the app's place for it.
const PLACES: [(&str, &str); 3] = [
    ("#skeleton .slot-top > .panel", "main.app .slot-top"),
    ("#skeleton .slot-bottom > .panel", "main.app .slot-bottom"),
    ("#skeleton .status-line", "main.app .status-area"),
];

thread_local! {
    /// The copies taken from the skeleton, until the table's part releases them.
    static HELD: std::cell::RefCell<Vec<Element>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn document() -> Option<web_sys::Document> {
    web_sys::window().and_then(|w| w.document())
}

/// Takes the skeleton's panels and status line (call before the skeleton is removed); returns them with their
/// places, for [`adopt`].
pub(crate) fn take() -> Vec<(Element, &'static str)> {
    let Some(doc) = document() else {
        return Vec::new();
    };
    PLACES
        .iter()
        .filter_map(|(from, to)| {
            let el = doc.query_selector(from).ok().flatten()?;
            // Inert outside the skeleton too, and marked so that the page's style hides their buttons.
            el.set_attribute("inert", "").ok();
            el.set_attribute("data-held", "").ok();
            Some((el, *to))
        })
        .collect()
}

/// Puts the copies [`take`] took into the app's places (call once the app has mounted, in the same task). A place
/// the table's part has already filled gets none.
pub(crate) fn adopt(taken: Vec<(Element, &'static str)>) {
    let Some(doc) = document() else { return };
    if Deferred::ready_untracked() {
        return;
    }
    for (el, to) in taken {
        if let Some(place) = doc.query_selector(to).ok().flatten() {
            // First in its place: the status line stands above the refusal's explanation.
            place.prepend_with_node_1(&el).ok();
            HELD.with(|h| h.borrow_mut().push(el));
        }
    }
}

/// Removes the copies: the table's part calls it in the task that draws the real panels.
pub(crate) fn release() {
    for el in HELD.with(|h| std::mem::take(&mut *h.borrow_mut())) {
        el.remove();
    }
}

/// The held status line's words: whose move it is and check, or the result as the record writes it ("1-0"). The
/// words of every ending, with their articles, come with the real status line (the first module does not carry them).
fn status(ctx: Ctx) -> String {
    let lang = ctx.lang.get();
    ctx.snap.with(|s| match s.outcome {
        Some(_) => s.result.to_string(),
        None => crate::text::status_line(lang, s.turn, s.aids.marks_check(&s.position)),
    })
}

/// Keeps the held copies telling what the table shows, until they are released.
pub(crate) fn follow(ctx: Ctx) {
    effect(move |_| {
        if Deferred::ready() {
            return;
        }
        ctx.tick.track();
        let now = time::now();
        let lang = ctx.lang.get();
        let status = status(ctx);
        let (turn, over, tabletop) = (
            ctx.turn(),
            ctx.snap.with(|s| s.outcome.is_some()),
            ctx.settings.with(|s| s.tabletop),
        );
        let faces = ctx.table.with(|t| t.faces(now));
        HELD.with(|h| {
            for el in h.borrow().iter() {
                let color = if el.class_list().contains("white") {
                    Color::White
                } else if el.class_list().contains("black") {
                    Color::Black
                } else {
                    set_text(el, ".status", &status);
                    continue;
                };
                let list = el.class_list();
                list.toggle_with_force("to-move", !over && turn == color)
                    .ok();
                list.toggle_with_force("facing", tabletop && color == Color::Black)
                    .ok();
                if let Some(f) = faces.as_ref().map(|f| f.get(color)) {
                    set_text(el, ".time", &f.shown());
                    set_text(
                        el,
                        ".detail",
                        &clock_detail(lang, f.moves, f.to_go, f.period),
                    );
                    if let Ok(Some(clock)) = el.query_selector(".clock") {
                        let list = clock.class_list();
                        list.toggle_with_force("running", f.running).ok();
                        list.toggle_with_force("low", f.low).ok();
                        list.toggle_with_force("flagged", f.flagged).ok();
                    }
                }
            }
        });
    });
}

/// Writes `text` into the element `sel` finds in `el`, if any.
fn set_text(el: &Element, sel: &str, text: &str) {
    if let Ok(Some(e)) = el.query_selector(sel) {
        e.set_text_content(Some(text));
    }
}
