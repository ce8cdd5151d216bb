//! The questions the table asks in the page (never the browser's `confirm()`), and the banner that
//! closes a game: the result and why, with rematch, a new game and the export.

use crate::table::{Ask, Intent};
use crate::text::{color_name, outcome_ruled, Later, Msg};
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, effect, flag_effect, memo};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

thread_local! {
    /// A question closed on an ended game, its asker gone and the banner's card not yet come: the card takes the focus.
    static FOCUS_TO_CARD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The open question with `data-action="confirm"` and `"cancel"` (with `data-color` when it is put to
/// one player); present only while it is open. Focus moves to it and back when it closes.
#[component]
pub fn QuestionBox() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let back = StoredValue::new_local(None::<web_sys::HtmlElement>);
    flag_effect(move |was| {
        let open = ctx.snap.with(|s| s.question.is_some());
        let doc = web_sys::window().and_then(|w| w.document());
        if open && was != Some(true) {
            back.set_value(
                doc.as_ref()
                    .and_then(|d| d.active_element())
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()),
            );
            request_animation_frame(move || {
                let el = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| {
                        d.query_selector("[data-question] [data-action='cancel']")
                            .ok()
                            .flatten()
                    })
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(el) = el {
                    el.focus().ok();
                }
            });
        } else if !open && was == Some(true) {
            // Back where the focus was; when that control is gone (the game ended: the player's commands
            // are hidden), to the banner's first command.
            let el = back.get_value();
            request_animation_frame(move || {
                let shown = |e: &web_sys::HtmlElement| {
                    e.is_connected() && e.get_bounding_client_rect().width() > 0.0
                };
                let target = el.filter(shown).or_else(|| button("[data-banner] button"));
                match target {
                    Some(el) => {
                        el.focus().ok();
                    }
                    // The card comes in a frame of its own: it takes the focus then (`Banner`).
                    None if ctx.snap.with_untracked(|s| s.outcome.is_some()) => {
                        FOCUS_TO_CARD.with(|f| f.set(true));
                    }
                    None => {}
                }
            });
        }
        open
    });
    move || {
        let ask = ctx.snap.with(|s| s.question)?;
        let lang = ctx.lang.get();
        let (kind, text) = match ask {
            Ask::Resign(c) => (
                "resign",
                format!("{}: {}", color_name(lang, c), Later::AskResign.text(lang)),
            ),
            Ask::Discard => ("discard", Later::AskDiscard.text(lang).to_string()),
            Ask::DiscardNotes => (
                "discard-notes",
                Later::AskDiscardNotes.text(lang).to_string(),
            ),
            Ask::Takeback(c) => (
                "takeback",
                format!(
                    "{}: {}",
                    color_name(lang, c.other()),
                    Later::AskTakeback.text(lang)
                ),
            ),
        };
        let to = ask.to();
        let color = to.map(|c| c.name());
        Some(view! {
            <div class="question" role="alertdialog" aria-live="assertive" data-question=kind
                aria-labelledby="question-text"
                data-color=color
                class:facing=move || to == Some(crate::rules::Color::Black) && ctx.settings.with(|s| s.tabletop)>
                <p id="question-text">{text}</p>
                <div class="answers">
                    <button type="button" data-action="confirm" data-color=color class="primary"
                        on:click=click(move |_| { ctx.act(Intent::Confirm(to)); })>{Later::Confirm.text(lang)}</button>
                    <button type="button" data-action="cancel" data-color=color
                        on:click=click(move |_| { ctx.act(Intent::Cancel); })>{Later::No.text(lang)}</button>
                </div>
            </div>
        })
    }
}

/// The end of the game over the board, the main thing on the screen until it is closed: the result,
/// why (with its article), and what comes next — a rematch, a new game, the export. In tabletop mode a
/// second copy faces Black; the contract's attributes stay on the first.
#[component]
pub fn Banner() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let closed = BannerClosed::provided();
    // Each ending shows it again.
    let outcome = memo(move |_| ctx.snap.with(|s| s.outcome));
    effect(move |_| {
        outcome.track();
        closed.set(false);
    });
    let card = move |o: crate::rules::Outcome, main: bool| {
        let lang = ctx.lang.get();
        let result = match o.result.as_str() {
            "1/2-1/2" => "½–½".to_string(),
            r => r.to_string(),
        };
        let rematch = click(move |_| {
            ctx.act(Intent::Rematch);
        });
        let new = click(move |_| {
            ctx.act(Intent::Fresh);
        });
        let export = click(move |_| {
            if let Some(b) = button("[data-action='export-pgn']") {
                b.click();
            }
        });
        view! {
            <section class="banner" class:facing=!main data-banner=main.then_some("")
                data-facing=(!main).then_some("black")
                role=main.then_some("status") aria-hidden=(!main).then_some("true")>
                <p class="result">{result}</p>
                <p class="why">{outcome_ruled(lang, o, ctx.snap.with_untracked(|s| s.ruling))}</p>
                <div class="next">
                    <button type="button" data-action=main.then_some("rematch") class="primary"
                        data-banner-action="rematch" on:click=rematch>{Later::Rematch.text(lang)}</button>
                    <button type="button" data-banner-action="new" on:click=new>{Msg::New.text(lang)}</button>
                    <button type="button" data-banner-action="export" on:click=export>{Later::ExportPgn.text(lang)}</button>
                </div>
                <button type="button" class="close" data-banner-action="close"
                    aria-label=Later::Close.text(lang) title=Later::Close.text(lang)
                    on:click=click(move |_| closed.set(true))>"×"</button>
            </section>
        }
    };
    // The card comes in a frame of its own, after the views around the board and the scoresheet's row, a frame before
    // the end's explanation (see `shown_after_paint`).
    let due = memo(move |_| ctx.snap.with(|s| s.outcome.filter(|_| s.card)));
    let shown = crate::ui::core::frames::shown_after_paint(due, 2);
    // The question that ended the game went with the command that asked it, and the card came after it closed: the
    // card takes the focus, on its first command, if it is still nowhere. A game ended on the board leaves it there.
    flag_effect(move |was| {
        let on = shown.with(Option::is_some) && !closed.get();
        if on && was == Some(false) && FOCUS_TO_CARD.with(|f| f.replace(false)) {
            request_animation_frame(|| {
                let lost = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.active_element())
                    .is_none_or(|e| e.tag_name() == "BODY");
                if lost {
                    if let Some(b) = button("[data-banner] button") {
                        b.focus().ok();
                    }
                }
            });
        }
        on
    });
    move || {
        let o = shown.get()?;
        if closed.get() {
            return None;
        }
        let both = ctx.settings.with(|s| s.tabletop);
        Some(view! {
            <div class="banner-layer" class:both=both>
                {both.then(|| card(o, false))}
                {card(o, true)}
            </div>
        })
    }
}

/// The ending rehearsed, hidden: a copy of the banner's card (both cards in tabletop) and of the end's explanation,
/// drawn once the part's first frame is painted and the page is idle, and kept, with the same classes and none of
/// the contract's attributes. The browser looks up a font once per size and weight in a page (on Linux a call to the
/// browser process each), and only the ending uses some: the result's, the banner's buttons', the explanation's;
/// and it reads the rematch icon. Met first in the mating move's frame, they made most of its layout (about 30 ms
/// of it on a slow phone, issue 41); here they are met out of the way, and again whenever the window changes the
/// sizes. Out of sight and of the accessibility tree (`visibility: hidden`, `aria-hidden`, `inert`), it takes no
/// room (`contain: strict`). One string of our own words, not a view: the fewest calls into the first module.
///
/// The commands' icons a game brings later are met the same way, a frame after the ending: the pause and the
/// takeback come with the first move, and their two SVG images, read and parsed in that move's panels frame, were
/// most of its layout (25 ms of it at CPU 4×, traced).
#[component]
pub fn Rehearsal() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let due = RwSignal::new(false);
    let icons = RwSignal::new(false);
    crate::ui::core::lull::after_input(Box::new(move || {
        due.set(true);
        crate::ui::core::after_paint(Box::new(move || icons.set(true)));
    }));
    let icons = move || {
        icons
            .get()
            .then(|| rehearsed("<i class=\"pause\"></i><i class=\"takeback\"></i>".to_string()))
    };
    let ending = move || {
        due.get().then(|| {
            let lang = ctx.lang.get_untracked();
            let (again, new) = (Later::Rematch.text(lang), Msg::New.text(lang));
            let card = |class: &str| {
                format!(
                    "<section class=\"{class}\"><p class=\"result\">1–0 ½–½</p><p class=\"why\">{again}</p>\
                     <div class=\"next\"><button type=\"button\" class=\"primary rematch\" tabindex=\"-1\">{again}\
                     </button><button type=\"button\" tabindex=\"-1\">{new}</button></div>\
                     <button type=\"button\" class=\"close\" tabindex=\"-1\">×</button></section>"
                )
            };
            let both = ctx.settings.with(|s| s.tabletop);
            let html = format!(
                "<div class=\"banner-layer{}\">{}{}</div><p class=\"end-explain\">{again}</p>",
                if both { " both" } else { "" },
                card("banner facing"),
                card("banner")
            );
            rehearsed(html)
        })
    };
    (ending, icons)
}

/// One hidden box of the rehearsal: `html` out of sight and of the accessibility tree.
fn rehearsed(html: String) -> impl IntoView {
    view! { <div class="rehearsal" aria-hidden="true" inert="" inner_html=html></div> }
}

/// Whether the game-over banner was closed: the status line then offers the rematch the banner held.
#[derive(Clone, Copy)]
pub struct BannerClosed(RwSignal<bool>);

impl BannerClosed {
    /// Creates the flag and provides it; call once in the app, before its view.
    pub fn provide() {
        provide_context(BannerClosed(RwSignal::new(false)));
    }

    fn provided() -> RwSignal<bool> {
        expect_context::<BannerClosed>().0
    }
}

/// The rematch once the banner is closed (a phone on its side had none left): in the status line, while the game is
/// over and the banner away; with the banner up, its own rematch is the one (`data-action` stays on one element).
#[component]
pub fn RematchAfterBanner() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let closed = BannerClosed::provided();
    move || {
        let shown = closed.get() && ctx.snap.with(|s| s.card);
        shown.then(|| {
            view! {
                <button type="button" data-action="rematch" class="primary"
                    on:click=click(move |_| { ctx.act(Intent::Rematch); })>
                    {move || Later::Rematch.text(ctx.lang.get())}
                </button>
            }
        })
    }
}

fn button(sel: &str) -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .query_selector(sel)
        .ok()??
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}
