//! The start grid (issue 22): the time controls players name, one tap each, shown while the table
//! offers them ([`crate::table::Snapshot::presets`]: a fresh page or the `new` command, until a move
//! or a choice), and "more options" to the full new-game dialog. It stands where the scoresheet
//! will be, beside the board, which stays playable and never moves; where that column is too short for it
//! (portrait, a phone on its side) the stylesheet lays it over the board until a choice.
//!
//! It comes with the board, in the first module (issue 42: on a slow first visit the board answered seconds before
//! the table's part). So that it adds little to that module, it is written as markup from written-out labels
//! ([`grid_label_at`]) with one click handler for all its buttons, and what needs the time-control reader and writer
//! — the control the table has, marked as chosen, and the new game a tap starts — comes with the table's part
//! ([`GRID_PART`], installed there). A control tapped before that part is in is marked at once and started when it
//! comes (a new game is no procedure of the first module either).

use crate::rules::Position;
use crate::table::clock_setup::GRID;
use crate::table::{Controls, Intent, Table};
use crate::text::setup::grid_label_at;
use crate::text::{Lang, Msg};
use crate::ui::core::dom::open_dialog;
use crate::ui::core::html::push_escaped;
use crate::ui::core::parts::{grid, Deferred, Grid};
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, effect};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The grid of time controls, each a `data-preset` button (Contract 2, third round), in a slot the stylesheet lays
/// out as if the grid stood in the side column itself.
#[component]
pub fn Presets() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let shown = Memo::new(move |_| ctx.snap.with(|s| s.presets));
    // A control tapped before the table's part came, started once the part is in.
    let waiting = StoredValue::new(None::<&'static str>);
    // The control marked as chosen: the one waiting, else the table's (none until the part is in).
    let chosen = move || match (waiting.get_value(), Deferred::ready().then(grid).flatten()) {
        (Some(tc), _) => tc.to_string(),
        (None, Some(g)) => ctx.table.with(|t| (g.current)(t)),
        (None, None) => String::new(),
    };
    // The mark follows the table's control (and a control waiting for the part).
    effect(move |_| {
        if shown.get() {
            ctx.lang.get();
            mark(&chosen());
        }
    });
    effect(move |_| {
        if Deferred::ready() {
            if let Some(tc) = waiting.get_value() {
                waiting.set_value(None);
                choose(ctx, tc);
            }
        }
    });
    // Drawn again when shown or when the language changes, not when the mark moves (a focused button keeps its
    // focus when the table's part comes).
    let html = move || {
        if !shown.get() {
            return String::new();
        }
        markup(ctx.lang.get(), &untrack(chosen))
    };
    let on_click = click(move |ev| {
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return;
        };
        if el.closest("[data-action='more']").ok().flatten().is_some() {
            open_dialog("settings");
            return;
        }
        let tapped = el
            .closest("[data-preset]")
            .ok()
            .flatten()
            .and_then(|b| b.get_attribute("data-preset"));
        let Some(tc) = tapped.and_then(|v| GRID.iter().copied().find(|&tc| tc == v)) else {
            return;
        };
        if Deferred::ready_untracked() {
            choose(ctx, tc);
        } else {
            waiting.set_value(Some(tc));
            mark(tc);
        }
    });
    view! { <div class="start-slot" on:click=on_click inner_html=html></div> }
}

/// The grid as markup in `lang`, the button of `chosen` (`?tc=` text) marked.
fn markup(lang: Lang, chosen: &str) -> String {
    let mut out = String::with_capacity(2048);
    out.push_str(r#"<section class="start" data-start="" aria-labelledby="start-title">"#);
    out.push_str(r#"<div class="start-head"><h2 id="start-title">"#);
    push_escaped(&mut out, Msg::ChooseClock.text(lang));
    out.push_str(
        r#"</h2><button type="button" class="more" data-action="more" aria-haspopup="dialog">"#,
    );
    push_escaped(&mut out, Msg::MoreOptions.text(lang));
    out.push_str(r#"</button></div><div class="presets">"#);
    for (i, &tc) in GRID.iter().enumerate() {
        let (big, small) = grid_label_at(lang, i);
        out.push_str(r#"<button type="button" class="preset" data-preset=""#);
        push_escaped(&mut out, tc);
        out.push_str(r#"" aria-pressed=""#);
        out.push_str(if tc == chosen { "true" } else { "false" });
        out.push_str(r#""><b>"#);
        // "40/90+30" may break after its slash when the column is narrow, not spill over its neighbour.
        for part in big.split_inclusive('/') {
            push_escaped(&mut out, part);
            if part.ends_with('/') {
                out.push('\u{200B}');
            }
        }
        out.push_str("</b><small>");
        push_escaped(&mut out, small);
        out.push_str("</small></button>");
    }
    out.push_str(r#"</div><p class="hint">"#);
    push_escaped(&mut out, Msg::ChooseLater.text(lang));
    out.push_str("</p></section>");
    out
}

/// Marks the button of `chosen` (`?tc=` text) as chosen and no other.
fn mark(chosen: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    for &tc in GRID {
        let selector = [r#".start [data-preset=""#, tc, r#""]"#].concat();
        if let Ok(Some(b)) = doc.query_selector(&selector) {
            b.set_attribute("aria-pressed", if tc == chosen { "true" } else { "false" })
                .ok();
        }
    }
}

/// The grid's work that comes with the table's part (`crate::ui::shell::deferred` installs it).
pub(crate) const GRID_PART: Grid = Grid {
    current: current_control,
    new_game,
};

/// The control the table has, in the `?tc=` syntax (`-` without a clock).
fn current_control(t: &Table) -> String {
    t.controls()
        .map_or_else(|| "-".to_string(), |c| c.to_string())
}

/// The new game the grid's control `tc` starts, keeping the table's rule set.
fn new_game(t: &Table, tc: &str) -> Option<Intent> {
    let controls = Controls::parse(tc).ok()?;
    Some(Intent::NewGame {
        start: Position::new(),
        rules: t.game().rules(),
        controls,
    })
}

/// Starts the game of the grid's control `tc` (the table's part is in): asked first over a game with moves.
fn choose(ctx: Ctx, tc: &str) {
    let Some(grid) = grid() else { return };
    let Some(new) = ctx.table.with_untracked(|t| (grid.new_game)(t, tc)) else {
        return;
    };
    ctx.act(ctx.request(new));
    focus_board_if_lost();
}

/// The grid goes once a clock is chosen, and the focus with it (Enter on a preset left it on the page): it goes to
/// the board's keyboard square, where the first move is made. A question the choice put keeps the focus it takes.
fn focus_board_if_lost() {
    request_animation_frame(|| {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let lost = doc
            .active_element()
            .is_none_or(|e| e.tag_name() == "BODY" || !e.is_connected());
        let square = doc
            .query_selector(".board [data-square][tabindex='0']")
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
        if let (true, Some(square)) = (lost, square) {
            // A square that cannot take the focus leaves it where it was.
            square.focus().ok();
        }
    });
}
