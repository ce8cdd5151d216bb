//! The live region `[data-announce]`: every move, check, result and low-time warning is spoken by screen
//! readers, in the interface language.

use super::clock::color;
use super::i18n::{color_name, outcome_text, Lang};
use super::state::Ctx;
use super::time;
use crate::clock::{Phase, Side};
use crate::rules::san::san_plain;
use leptos::prelude::*;

/// When a clock reaches this many milliseconds, the player is warned once.
pub const LOW_TIME_MS: u64 = 10_000;

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
        let es = ctx.lang.get_untracked() == Lang::Es;
        let said = ctx.game.with_untracked(|g| {
            let mut s = String::new();
            if len == prev_len + 1 {
                if let (Some(before), Some(&m)) = (g.position_at(len - 1), g.moves().last()) {
                    let lang = ctx.lang.get_untracked();
                    s = format!(
                        "{}: {}",
                        color_name(lang, before.turn()),
                        san_plain(before, m, lang)
                    );
                    let after = g.position();
                    // Mate is said by the result that follows.
                    if after.is_check() && !over {
                        s.push_str(if es { ". Jaque" } else { ". Check" });
                    }
                    s.push('.');
                }
            } else if len + 1 == prev_len {
                s = (if es {
                    "Jugada deshecha."
                } else {
                    "Move taken back."
                })
                .to_string();
            } else if len == 0 && prev_len > 0 {
                s = (if es { "Nueva partida." } else { "New game." }).to_string();
            }
            if over && !prev_over {
                if let Some(o) = g.outcome() {
                    if !s.is_empty() {
                        s.push(' ');
                    }
                    s.push_str(&outcome_text(ctx.lang.get_untracked(), o));
                }
            }
            s
        });
        if !said.is_empty() {
            text.set(said);
        }
        (len, over)
    });

    // One warning per clock when it reaches ten seconds; it rearms if time is added back.
    let warned = StoredValue::new([false; 2]);
    Effect::new(move |_| {
        ctx.tick.track();
        let reading = ctx.clock.with(|c| {
            let c = c.as_ref()?;
            let side = c.running()?;
            (c.phase() == Phase::Running).then(|| (side, c.remaining(side, time::now())))
        });
        let Some((side, ms)) = reading else { return };
        let i = usize::from(side == Side::Black);
        if ms > LOW_TIME_MS {
            warned.update_value(|w| w[i] = false);
        } else if ms > 0 && !warned.get_value()[i] {
            warned.update_value(|w| w[i] = true);
            let lang = ctx.lang.get_untracked();
            let who = color_name(lang, color(side));
            text.set(match lang {
                Lang::Es => format!("{who}: quedan 10 segundos."),
                Lang::En => format!("{who}: 10 seconds left."),
            });
        }
    });

    view! {
        <div class="sr-only" data-announce="" aria-live="polite" aria-atomic="true">{move || text.get()}</div>
    }
}
