//! The clock faces and the timers that redraw them and make a flag fall (Art. 6).
//!
//! Time is never counted by ticks: every face shows `Clock::remaining(side, now)`. A single timer is
//! armed for the next moment a shown digit changes, another for the exact flag time.

use crate::rules::Color;
use crate::table::face::{Face, FaceEnd};
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
/// [`crate::table::face`]; this only renders it. The face is read once per change or tick into a memo and the button
/// is built once: each attribute and text follows the memo, so a move or a tick writes only what it changed (the
/// face rebuilt whole at each change set every attribute again and swapped its click listener).
#[component]
pub fn ClockFace(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let face = Memo::new(move |_| {
        ctx.tick.track();
        let now = time::now();
        ctx.table.with(|t| {
            t.faces(now)
                .map(|f| (*f.get(color), t.settings().clock_only))
        })
    });
    // Whether there is a face, and whether a delay takes its detail's line: what the button's shape follows.
    let shape = Memo::new(move |_| {
        face.with(|x| {
            x.as_ref().map(|(f, _)| Shape {
                delaying: f.delay_ms > 0,
            })
        })
    });
    let on = move |g: fn(&Face) -> bool| move || read(face, g).unwrap_or(false);
    let mark = move |g: fn(&Face) -> bool| move || read(face, g).unwrap_or(false).then_some("");
    move || {
        shape.with(Option::is_some).then(|| {
            view! {
                <button
                    class="clock"
                    class:running=on(|f| f.running)
                    class:low=on(|f| f.low)
                    class:flagged=on(|f| f.flagged)
                    data-clock=color.name()
                    data-ms=move || read(face, |f| f.ms.to_string())
                    data-running=mark(|f| f.running)
                    data-flagged=mark(|f| f.flagged)
                    data-end=move || read(face, |f| f.end.map(FaceEnd::name)).flatten()
                    on:click=click(move |_| {
                        let Some((f, clock_only)) = face.get_untracked() else { return };
                        // As on a real clock: Black presses their side to start White's time; in clock-only
                        // mode a player presses their own half to end their turn.
                        if f.idle && color == Color::Black {
                            start(ctx);
                        } else if clock_only {
                            ctx.act(Intent::PressClock(color));
                        }
                    })
                >
                    // The player's name for screen readers, inside the visible text (not a label replacing it).
                    <span class="sr-only">{move || clock_label(ctx.lang.get(), color, "")}</span>
                    <span class="time">
                        // A fallen flag is marked by a flag people see, not by colour alone.
                        {move || on(|f| f.flagged)().then(|| view! {
                            <svg class="flag-mark" data-flag-mark="" viewBox="0 0 16 16" aria-hidden="true">
                                <path d="M3 1.5v13" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>
                                <path d="M3.8 2.2h8.7l-2.4 3.2 2.4 3.2H3.8z" fill="currentColor"/>
                            </svg>
                        })}
                        {move || read(face, Face::shown).unwrap_or_default()}
                    </span>
                    // While a simple delay runs (6.2b, "demora") the main time stands still: what is left of it takes
                    // the detail's line, so the face keeps its size (a third line spilled out of it at 768×1024).
                    {move || if shape.with(|s| s.is_some_and(|s| s.delaying)) {
                        view! {
                            <span class="delay" data-delay=move || read(face, |f| f.delay_ms.to_string())>
                                {move || {
                                    let shown = read(face, Face::delay_shown).unwrap_or_default();
                                    [crate::text::Later::Delay.text(ctx.lang.get()), " ", &shown].concat()
                                }}
                            </span>
                        }.into_any()
                    } else {
                        view! {
                            <span class="detail">
                                {move || {
                                    let lang = ctx.lang.get();
                                    read(face, |f| clock_detail(lang, f.moves, f.to_go, f.period))
                                        .unwrap_or_default()
                                }}
                            </span>
                        }.into_any()
                    }}
                </button>
            }
        })
    }
}

/// What a face's button is made of, beside the values it shows (a type of this module's own, so its memo's code
/// comes with this part, not from the first module).
#[derive(Clone, Copy, PartialEq)]
struct Shape {
    /// A simple delay runs: what is left of it takes the detail's line.
    delaying: bool,
}

/// `g` of the face shown, tracked (`None` without a clock).
fn read<T>(face: Memo<Option<(Face, bool)>>, g: impl FnOnce(&Face) -> T) -> Option<T> {
    face.with(|x| x.as_ref().map(|(f, _)| g(f)))
}

/// Starts the clock of the side to move (the start control, or Black tapping their face).
pub fn start(ctx: Ctx) {
    ctx.act(Intent::StartClock);
}
