//! The live region `[data-announce]`: every move, check, result and low-time warning is spoken by screen
//! readers, in the interface language.

use crate::rules::san::san_plain;
use crate::text::{move_said, ten_seconds_left, Msg};
use crate::ui::core::state::Ctx;
use leptos::prelude::*;

/// A visually hidden, polite live region that follows the game and the clocks.
#[component]
pub fn Announcer() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let text = RwSignal::new(String::new());

    // Moves, checks, results, takebacks and new games. The first run only records where the game stands,
    // so a resumed game is not read out on load.
    Effect::new(move |prev: Option<(usize, bool)>| {
        let (len, over) = ctx.game.with(|g| (g.moves().len(), g.is_over()));
        let Some((prev_len, prev_over)) = prev else {
            return (len, over);
        };
        let lang = ctx.lang.get_untracked();
        let said = ctx.game.with_untracked(|g| {
            let mut s = String::new();
            if len == prev_len + 1 {
                if let (Some(before), Some(&m)) = (g.position_at(len - 1), g.moves().last()) {
                    // Mate is said by the result that follows.
                    // Check is said only where it is shown (not in tournament practice).
                    let check = !over
                        && ctx
                            .snap
                            .with_untracked(|s| s.aids.marks_check(g.position()));
                    s = move_said(lang, before.turn(), &san_plain(before, m, lang), check);
                }
            } else if len + 1 == prev_len {
                s = Msg::MoveTakenBack.text(lang).to_string();
            } else if len == 0 && prev_len > 0 {
                s = Msg::NewGameStarted.text(lang).to_string();
            }
            if over && !prev_over {
                if let Some(o) = g.outcome() {
                    if !s.is_empty() {
                        s.push(' ');
                    }
                    // The words come with the table's part (the result alone before it).
                    s.push_str(&crate::ui::core::parts::outcome_words(
                        lang,
                        o,
                        ctx.snap.with_untracked(|s| s.ruling),
                    ));
                }
            }
            s
        });
        if !said.is_empty() {
            text.set(said);
        }
        (len, over)
    });

    // Tournament practice: the moves after an illegal one are the table's line, said in long
    // notation (which tells nothing about checks or legality).
    Effect::new(move |prev: Option<usize>| {
        let len = ctx.table.with(|t| t.line().played.len());
        if prev.is_some_and(|p| len == p + 1) {
            let lang = ctx.lang.get_untracked();
            let said = ctx.table.with_untracked(|t| {
                t.line().played.last().map(|p| {
                    let text = crate::table::tournament::long_notation(p.mv, lang);
                    move_said(lang, p.by, &text, false)
                })
            });
            if let Some(s) = said {
                text.set(s);
            }
        }
        len
    });

    // One warning per clock when it reaches ten seconds; it rearms if time is added back.
    crate::ui::services::warning::on_warning(ctx, move |c| {
        text.set(ten_seconds_left(ctx.lang.get_untracked(), c));
    });

    view! {
        <div class="sr-only" data-announce="" aria-live="polite" aria-atomic="true">{move || text.get()}</div>
    }
}
