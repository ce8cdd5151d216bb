//! The clock faces and the timers that redraw them and make a flag fall (Art. 6).
//!
//! Time is never counted by ticks: every face shows `Clock::remaining(side, now)`. A single timer is
//! armed for the next moment a shown digit changes, another for the exact flag time.

use crate::rules::Color;
use crate::table::face::FaceEnd;
use crate::table::Intent;
use crate::text::{clock_detail, clock_label};
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use crate::ui::core::{click, effect};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;

/// Arms the redraw timer and the flag timer whenever the table or the tick changes. The flag timer
/// asks the table to look at the flags ([`Intent::CheckFlags`]); the table decides.
pub fn drive(ctx: Ctx) {
    let redraw = StoredValue::new_local(None::<Timeout>);
    let flag = StoredValue::new_local(None::<Timeout>);
    effect(move |_| {
        ctx.tick.track();
        let now = time::now();
        let state = ctx.table.with(|t| {
            t.clock()?.running()?;
            Some((t.next_redraw(now), t.next_flag_check()))
        });
        redraw.set_value(None);
        flag.set_value(None);
        let Some((next, flag_at)) = state else {
            return;
        };
        if let Some(ms) = next {
            let wait = ms.clamp(1, 60_000) as u32;
            redraw.set_value(Some(Timeout::new(wait, move || {
                ctx.redraw();
            })));
        }
        if let Some(at) = flag_at {
            let wait = at.saturating_sub(now).min(2_000_000_000) as u32;
            flag.set_value(Some(Timeout::new(wait, move || {
                if ctx.act(Intent::CheckFlags).is_some() {
                    ctx.redraw();
                }
            })));
        }
    });
}

/// One player's face: `data-clock`, `data-ms`, `data-running`, `data-flagged` (Contract 2), and
/// `data-end` (`won`, `lost`, `drawn`) once the game is over. Everything shown is decided by
/// [`crate::table::face`]; this only renders it.
#[component]
pub fn ClockFace(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let face = move || {
        ctx.tick.track();
        let now = time::now();
        ctx.table.with(|t| {
            t.faces(now)
                .map(|f| (*f.get(color), t.settings().clock_only))
        })
    };
    move || {
        let (f, clock_only) = face()?;
        let lang = ctx.lang.get();
        let detail = clock_detail(lang, f.moves, f.to_go, f.period);
        let start_here = f.idle && color == Color::Black;
        let end = f.end.map(|e| match e {
            FaceEnd::Won => "won",
            FaceEnd::Lost => "lost",
            FaceEnd::Drawn => "drawn",
        });
        Some(view! {
            <button
                class="clock"
                class:running=f.running
                class:low=f.low
                class:flagged=f.flagged
                data-clock=color.name()
                data-ms=f.ms.to_string()
                data-running=f.running.then_some("")
                data-flagged=f.flagged.then_some("")
                data-end=end
                on:click=click(move |_| {
                    // As on a real clock: Black presses their side to start White's time; in clock-only
                    // mode a player presses their own half to end their turn.
                    if start_here {
                        start(ctx);
                    } else if clock_only {
                        ctx.act(Intent::PressClock(color));
                    }
                })
            >
                // The player's name for screen readers, inside the visible text (not a label replacing it).
                <span class="sr-only">{clock_label(lang, color, "")}</span>
                <span class="time">
                    // A fallen flag is marked by a flag people see, not by colour alone.
                    {f.flagged.then(|| view! {
                        <svg class="flag-mark" data-flag-mark="" viewBox="0 0 16 16" aria-hidden="true">
                            <path d="M3 1.5v13" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>
                            <path d="M3.8 2.2h8.7l-2.4 3.2 2.4 3.2H3.8z" fill="currentColor"/>
                        </svg>
                    })}
                    {f.shown()}
                </span>
                // While a simple delay runs (6.2b, "demora") the main time stands still: what is left of it takes the
                // detail's line, so the face keeps its size (a third line spilled out of it at 768×1024).
                {if f.delay_ms > 0 {
                    view! {
                        <span class="delay" data-delay=f.delay_ms.to_string()>
                            {[crate::text::Later::Delay.text(lang), " ", &f.delay_shown()].concat()}
                        </span>
                    }.into_any()
                } else {
                    view! { <span class="detail">{detail}</span> }.into_any()
                }}
            </button>
        })
    }
}

/// Starts the clock of the side to move (the start control, or Black tapping their face).
pub fn start(ctx: Ctx) {
    ctx.act(Intent::StartClock);
}
