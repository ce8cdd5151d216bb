//! The clock faces and the timers that redraw them and make a flag fall (Art. 6).
//!
//! Time is never counted by ticks: every face shows `Clock::remaining(side, now)`. A single timer is
//! armed for the next moment a shown digit changes, another for the exact flag time.

use super::state::Ctx;
use super::time;
use super::{click, effect};
use crate::clock::{format_face, Clock, Phase};
use crate::rules::Color;
use crate::table::Intent;
use crate::text::{clock_detail, clock_face, clock_label};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;

pub use crate::table::{color, side};

/// Arms the redraw timer and the flag timer whenever the table or the tick changes. The flag timer
/// asks the table to look at the flags ([`Intent::CheckFlags`]); the table decides.
pub fn drive(ctx: Ctx) {
    let redraw = StoredValue::new_local(None::<Timeout>);
    let flag = StoredValue::new_local(None::<Timeout>);
    effect(move |_| {
        ctx.tick.track();
        let now = time::now();
        let state = ctx.table.with(|t| {
            let c = t.clock()?;
            let running = c.running()?;
            let tenths = c.remaining(running, now) < 10_000;
            Some((c.next_change(running, now, tenths), t.next_flag_check()))
        });
        redraw.set_value(None);
        flag.set_value(None);
        let Some((next, flag_at)) = state else {
            return;
        };
        if let Some(ms) = next {
            let wait = ms.clamp(1, 60_000) as u32;
            redraw.set_value(Some(Timeout::new(wait, move || {
                ctx.tick.update(|t| *t = t.wrapping_add(1));
            })));
        }
        if let Some(at) = flag_at {
            let wait = at.saturating_sub(now).min(2_000_000_000) as u32;
            flag.set_value(Some(Timeout::new(wait, move || {
                if ctx.act(Intent::CheckFlags).is_some() {
                    ctx.tick.update(|t| *t = t.wrapping_add(1));
                }
            })));
        }
    });
}

/// One player's face: `data-clock`, `data-ms`, `data-running`, `data-flagged` (Contract 2).
#[component]
pub fn ClockFace(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let s = side(color);
    let reading = move || {
        ctx.tick.track();
        ctx.clock.with(|c| {
            c.as_ref().map(|c: &Clock| {
                let now = time::now();
                let ms = c.remaining(s, now);
                let running = c.running() == Some(s) && c.phase() == Phase::Running;
                let flagged = ctx.game.with(|g| {
                    g.outcome().is_some_and(|o| {
                        matches!(
                            o.reason,
                            crate::rules::Reason::Timeout
                                | crate::rules::Reason::TimeoutInsufficientMaterial
                        ) && (o.result.winner() != Some(color))
                    })
                }) && ms == 0;
                let initial = c.control(s).initial_ms().max(1);
                let low = ms < 20_000.min(initial / 5).max(10_000) && ms > 0;
                let stage = c.stage_of(s);
                let to_go = c.moves_to_go(s);
                let moves = c.moves_made(s);
                let idle = c.phase() == Phase::Idle;
                let delay = if running { c.delay_left(s, now) } else { 0 };
                (ms, running, flagged, low, stage, to_go, moves, idle, delay)
            })
        })
    };
    move || {
        let (ms, running, flagged, low, stage, to_go, moves, idle, delay) = reading()?;
        let lang = ctx.lang.get();
        let detail = clock_detail(lang, moves, to_go, stage);
        let start_here = idle && color == Color::Black;
        Some(view! {
            <button
                class="clock"
                class:running=running
                class:low=low
                class:flagged=flagged
                data-clock=color.name()
                data-ms=ms.to_string()
                data-running=running.then_some("")
                data-flagged=flagged.then_some("")
                on:click=click(move |_| {
                    // As on a real clock: Black presses their side to start White's time; in clock-only
                    // mode a player presses their own half to end their turn.
                    if start_here {
                        start(ctx);
                    } else if ctx.snap.with_untracked(|s| s.clock_only) {
                        ctx.act(Intent::PressClock(color));
                    }
                })
            >
                // The player's name for screen readers, inside the visible text (not a label replacing it).
                <span class="sr-only">{clock_label(lang, color, "")}</span>
                <span class="time">{clock_face(lang, ms, ms < 10_000)}</span>
                <span class="detail">{detail}</span>
                // While a simple delay runs (6.2b, "demora") the main time stands still: show what is left of it.
                {(delay > 0).then(|| view! {
                    <span class="delay" data-delay=delay.to_string()>
                        {[crate::text::Msg::Delay.text(lang), " ", &format_face(delay.div_ceil(1000) * 1000, false)].concat()}
                    </span>
                })}
            </button>
        })
    }
}

/// Starts the clock of the side to move (the start control, or Black tapping their face).
pub fn start(ctx: Ctx) {
    ctx.act(Intent::StartClock);
}
