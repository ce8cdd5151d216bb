//! The start grid (issue 22): the time controls players name, one tap each, shown while the table
//! offers them ([`crate::table::Snapshot::presets`]: a fresh page or the `new` command, until a move
//! or a choice), and "more options" to the full new-game dialog. It stands where the scoresheet
//! will be, beside the board, which stays playable and never moves; where that column is too short for it
//! (portrait, a phone on its side) the stylesheet lays it over the board until a choice.

use crate::rules::Position;
use crate::table::clock_setup::GRID;
use crate::table::{Controls, Intent};
use crate::text::setup::grid_label;
use crate::text::Later;
use crate::ui::core::click;
use crate::ui::core::dom::open_dialog;
use crate::ui::core::state::Ctx;
use leptos::prelude::*;

/// The grid of time controls, each a `data-preset` button (Contract 2, third round).
#[component]
pub fn Presets() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let shown = Memo::new(move |_| ctx.snap.with(|s| s.presets));
    // The control the table has now, in the `?tc=` syntax: its button is marked as chosen.
    let current = move || {
        ctx.table.with(|t| {
            t.controls()
                .map_or_else(|| "-".to_string(), |c| c.to_string())
        })
    };
    move || {
        shown.get().then(|| {
            let buttons = GRID
                .iter()
                .map(|&tc| {
                    let choose = click(move |_| {
                        let Ok(controls) = Controls::parse(tc) else {
                            return;
                        };
                        let rules = ctx.snap.with_untracked(|s| s.rules);
                        let new = Intent::NewGame {
                            start: Position::new(),
                            rules,
                            controls,
                        };
                        ctx.act(ctx.request(new));
                        focus_board_if_lost();
                    });
                    let label = move || grid_label(l(), tc);
                    // "40/90+30" may break after its slash when the column is narrow, not spill over its neighbour.
                    let big = move || label().0.replace('/', "/\u{200B}");
                    view! {
                        <button type="button" class="preset" data-preset=tc
                            aria-pressed=move || (current() == tc).to_string()
                            on:click=choose>
                            <b>{big}</b>
                            <small>{move || label().1}</small>
                        </button>
                    }
                })
                .collect_view();
            view! {
                <section class="start" data-start="" aria-labelledby="start-title">
                    <div class="start-head">
                        <h2 id="start-title">{move || Later::ChooseClock.text(l())}</h2>
                        <button type="button" class="more" data-action="more" aria-haspopup="dialog"
                            on:click=click(move |_| open_dialog("settings"))>
                            {move || Later::MoreOptions.text(l())}
                        </button>
                    </div>
                    <div class="presets">{buttons}</div>
                    <p class="hint">{move || Later::ChooseLater.text(l())}</p>
                </section>
            }
        })
    }
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
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let (true, Some(square)) = (lost, square) {
            // A square that cannot take the focus leaves it where it was.
            square.focus().ok();
        }
    });
}
