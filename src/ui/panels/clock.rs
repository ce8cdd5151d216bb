//! The clock faces and the timers that redraw them and make a flag fall (Art. 6).
//!
//! Time is never counted by ticks: every face shows `Clock::remaining(side, now)`. A single timer is
//! armed for the next moment a shown digit changes, another for the exact flag time.

use crate::rules::Color;
use crate::table::face::{Face, FaceEnd};
use crate::table::Intent;
use crate::text::{clock_detail, clock_label, Lang};
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use crate::ui::core::{click, effect, memo};
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
/// [`crate::table::face`]; this only renders it. The button is built once and one effect writes into it what changed
/// since its last run, as the board's squares are drawn: a move or a tick no longer rebuilds both faces whole (every
/// attribute set again, the click listener swapped), and no reactive attribute of its own adds to the download.
#[component]
pub fn ClockFace(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let clocked = memo(move |_| ctx.table.with(|t| t.clock().is_some()));
    move || {
        clocked.get().then(|| {
            let button = NodeRef::<leptos::html::Button>::new();
            let mut shown = None;
            effect(move |_| {
                ctx.tick.track();
                let now = time::now();
                let lang = ctx.lang.get();
                let face = ctx.table.with(|t| t.faces(now).map(|f| *f.get(color)));
                if let (Some(f), Some(el)) = (face, button.get()) {
                    if shown != Some((f, lang)) {
                        write_face(&el, color, &f, lang, shown);
                        shown = Some((f, lang));
                    }
                }
            });
            view! {
                <button class="clock" data-clock=color.name() node_ref=button
                    on:click=click(move |_| {
                        let now = time::now();
                        let Some((f, clock_only)) = ctx.table.with_untracked(|t| {
                            t.faces(now).map(|f| (*f.get(color), t.settings().clock_only))
                        }) else {
                            return;
                        };
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
                    <span class="sr-only"></span>
                    <span class="time"></span>
                    // While a simple delay runs (6.2b, "demora") the main time stands still: what is left of it
                    // takes the detail's line (`delay`, `data-delay`), so the face keeps its size.
                    <span class="detail"></span>
                </button>
            }
        })
    }
}

/// The flag people see on a face whose flag has fallen (not colour alone).
const FLAG_MARK: &str = concat!(
    r#"<svg class="flag-mark" data-flag-mark="" viewBox="0 0 16 16" aria-hidden="true">"#,
    r#"<path d="M3 1.5v13" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>"#,
    r#"<path d="M3.8 2.2h8.7l-2.4 3.2 2.4 3.2H3.8z" fill="currentColor"/></svg>"#
);

/// Writes face `f` in `lang` into the clock's button, touching only what differs from `was` (what it shows, if
/// anything).
fn write_face(
    el: &web_sys::HtmlButtonElement,
    color: Color,
    f: &Face,
    lang: Lang,
    was: Option<(Face, Lang)>,
) {
    let old = was.map(|(w, _)| w);
    let differs = |g: fn(&Face) -> bool| old.is_none_or(|w| g(&w) != g(f));
    // Only what changed is written: a tick or a move runs this for both faces, on a slow phone in the frame after
    // the move (issue 41), and each call into the page costs.
    let list = el.class_list();
    for (class, g) in [
        ("running", (|f| f.running) as fn(&Face) -> bool),
        ("low", |f| f.low),
        ("flagged", |f| f.flagged),
    ] {
        if differs(g) {
            list.toggle_with_force(class, g(f)).ok();
        }
    }
    let set = |name: &str, value: Option<&str>| {
        match value {
            Some(v) => el.set_attribute(name, v).ok(),
            None => el.remove_attribute(name).ok(),
        };
    };
    if old.is_none_or(|w| w.ms != f.ms) {
        set("data-ms", Some(&f.ms.to_string()));
    }
    if differs(|f| f.running) {
        set("data-running", f.running.then_some(""));
    }
    if differs(|f| f.flagged) {
        set("data-flagged", f.flagged.then_some(""));
    }
    if old.is_none_or(|w| w.end != f.end) {
        set("data-end", f.end.map(FaceEnd::name));
    }
    let spans = el.children();
    let [Some(label), Some(time), Some(detail)] = [0u32, 1, 2].map(|i| spans.item(i)) else {
        return;
    };
    let relang = was.is_none_or(|(_, l)| l != lang);
    if relang {
        label.set_text_content(Some(&clock_label(lang, color, "")));
    }
    let shown = f.shown();
    if old.is_none_or(|w| w.shown() != shown) || differs(|f| f.flagged) {
        if f.flagged {
            let mut html = String::from(FLAG_MARK);
            crate::ui::core::html::push_escaped(&mut html, &shown);
            time.set_inner_html(&html);
        } else {
            // Plain text: no markup to parse at every tick.
            time.set_text_content(Some(&shown));
        }
    }
    if f.delay_ms > 0 {
        detail.set_class_name("delay");
        detail
            .set_attribute("data-delay", &f.delay_ms.to_string())
            .ok();
        detail.set_text_content(Some(
            &[crate::text::Later::Delay.text(lang), " ", &f.delay_shown()].concat(),
        ));
    } else if relang
        || differs(|f| f.delay_ms > 0)
        || old.is_none_or(|w| (w.moves, w.to_go, w.period) != (f.moves, f.to_go, f.period))
    {
        detail.set_class_name("detail");
        detail.remove_attribute("data-delay").ok();
        detail.set_text_content(Some(&clock_detail(lang, f.moves, f.to_go, f.period)));
    }
}

/// Starts the clock of the side to move (the start control, or Black tapping their face).
pub fn start(ctx: Ctx) {
    ctx.act(Intent::StartClock);
}
