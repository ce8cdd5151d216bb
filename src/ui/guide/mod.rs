//! The rules guide: a dialog (`[data-action="guide"]` opens it) with one section per topic from
//! [`crate::text::lessons::LESSONS`], each with a small live board to try the rule on.
//!
//! The practice board is deliberately light: 64 buttons over a [`Position`]; click a piece to see where it
//! may go, click a target to play. Either colour may be moved, so a learner can keep trying one piece.
//! The dialog's body is written as HTML from the state and handles its clicks in one listener, which costs
//! far fewer bytes of wasm than a reactive view per square.

use crate::rules::explain::castling_status;
use crate::rules::{CastlingSide, Color, Piece, Rank, Role, Square};
use crate::table::practice::Practice;
use crate::table::Intent;
use crate::text::explain::describe_castling;
use crate::text::lessons::{Lesson, LAWS_TEXT, LESSONS};
use crate::text::tournament::{verdict_text, Label};
use crate::text::{pick, piece_name, Lang, Later, Msg};
use crate::ui::core::html::push_escaped;
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, close};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The guide's button, in the menu. It only opens the dialog, which lives outside the menu
/// ([`GuideDialog`]): a dialog inside the menu vanished with it when a tap closed the menu, and
/// stayed open, 0×0 and modal, locking the page (issue 20).
#[component]
pub fn GuideButton() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let GuideWanted(wanted, paused) = GuideWanted::get();
    view! {
        <button type="button" data-action="guide" aria-haspopup="dialog" aria-controls="guide"
            on:click=click(move |_| {
                // Reading the Laws takes time: a running clock pauses first (6.13's pause, as the clock's own).
                // Closing the guide resumes what opening it paused (`GuideDialog`).
                if ctx.snap.with_untracked(|s| s.clock_control == Some(crate::table::ClockControl::Pause)) {
                    paused.set(ctx.act(Intent::Pause).is_some());
                }
                wanted.set(true);
                crate::ui::core::dom::open_dialog("guide");
            })>
            {move || Later::Guide.text(ctx.lang.get())}
        </button>
    }
}

/// Whether the guide has been asked for: its code and lesson texts are a part of the wasm of their own
/// (issue 23), fetched the first time.
#[derive(Clone, Copy)]
pub struct GuideWanted(RwSignal<bool>, RwSignal<bool>);

impl GuideWanted {
    /// Creates the flag and provides it; call once in the app, before its view.
    pub fn provide() {
        // Asked for; and whether opening it paused the clock.
        provide_context(GuideWanted(RwSignal::new(false), RwSignal::new(false)));
    }

    fn get() -> GuideWanted {
        expect_context::<GuideWanted>()
    }
}

/// The guide's dialog once it has been asked for, from its part of the wasm.
#[component]
pub fn LazyGuide() -> impl IntoView {
    let wanted = GuideWanted::get().0;
    move || wanted.get().then(|| Suspend::new(guide_part()))
}

part! {
    /// The split point: what only the guide reaches (its view, the lessons, the practice board) goes with it.
    fn guide_part() -> AnyView {
        // The guide, asked for before this part came, opens once it is in the page.
        crate::ui::core::effect(|_| crate::ui::core::dom::open_asked());
        view! { <GuideDialog /> }.into_any()
    }
}

/// The guide's dialog, mounted at the page's level beside the other dialogs: its body is drawn
/// while it is open.
#[component]
pub fn GuideDialog() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let open = RwSignal::new(false);
    let paused = GuideWanted::get().1;
    let state = RwSignal::new(Practice::new(0));
    // One listener for every button in the body; the focus stays on the same button after a redraw.
    let on_click = click(move |ev: leptos::ev::MouseEvent| {
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("button").ok().flatten())
        else {
            return;
        };
        let attr = |name: &str| el.get_attribute(name);
        let refocus = if let Some(id) = attr("data-lesson-tab") {
            if let Some(i) = LESSONS.iter().position(|l| l.id == id) {
                state.set(Practice::new(i));
            }
            format!("[data-lesson-tab='{id}']")
        } else if let Some(sq) = attr("data-mini").and_then(|s| Square::parse(&s)) {
            state.update(|s| s.click(sq));
            // A pawn on its last rank: the chooser takes the focus, which brings it into view (on a phone it
            // stands below the board, out of sight).
            if state.with_untracked(|s| s.input.promotion.is_some()) {
                "[data-mini-promote='q']".to_string()
            } else {
                format!("[data-mini='{sq}']")
            }
        } else if let Some(role) = attr("data-mini-promote").and_then(|r| r.chars().next()) {
            if let Some(role) = Role::from_char(role) {
                state.update(|s| s.promote(role));
            }
            "[data-mini]".to_string()
        } else if attr("data-action").as_deref() == Some("practice-claim") {
            let side = attr("data-color").unwrap_or_default();
            let claimant = if side == "black" {
                Color::Black
            } else {
                Color::White
            };
            state.update(|s| s.claim(claimant));
            format!(
                "[data-action='practice-claim'][data-color='{}']",
                claimant.name()
            )
        } else if attr("data-action").as_deref() == Some("reset-practice") {
            state.update(|s| *s = Practice::new(s.lesson));
            "[data-action='reset-practice']".to_string()
        } else {
            return;
        };
        request_animation_frame(move || {
            let el = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| {
                    d.query_selector(&format!("#guide {refocus}"))
                        .ok()
                        .flatten()
                })
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(el) = el {
                el.focus().ok();
            }
        });
    });
    let body = move || {
        if !open.get() {
            return String::new();
        }
        let lang = ctx.lang.get();
        state.with(|s| body_html(s, lang))
    };
    view! {
        <dialog id="guide" class="dialog guide" data-guide="" aria-labelledby="guide-title"
            on:toggle=move |_| open.set(is_open("guide"))
            on:close=close(move |_| {
                open.set(false);
                // The clock the guide paused runs again: reading the Laws cost no one time.
                if paused.get_untracked() {
                    paused.set(false);
                    ctx.act(Intent::Resume);
                }
            })>
            <form method="dialog" class="guide-head">
                <h2 id="guide-title">{move || Later::GuideTitle.text(l())}</h2>
                <button value="close" data-action="close-guide">{move || Later::Close.text(l())}</button>
            </form>
            <div class="guide-body" on:click=on_click inner_html=body></div>
        </dialog>
    }
}

/// The dialog's body: the topics, the chosen one's text and its practice board.
fn body_html(s: &Practice, lang: Lang) -> String {
    let lesson = LESSONS[s.lesson];
    let mut h = String::with_capacity(12_000);
    push_tabs(&mut h, s.lesson, lang);
    push_lesson_text(&mut h, &lesson, lang);
    h.push_str("<div class=\"practice\">");
    push_board(&mut h, s, lang);
    push_side(&mut h, s, lesson.id, lang);
    h.push_str("</div></section><p class=\"laws-text\" data-laws-text>");
    push_escaped(&mut h, pick(&LAWS_TEXT, lang));
    h.push_str("</p>");
    h
}

/// Writes the topics' tabs (`nav.guide-tabs`), the lesson `current` marked with `aria-current`.
fn push_tabs(h: &mut String, current: usize, lang: Lang) {
    h.push_str("<nav class=\"guide-tabs\" aria-label=\"");
    h.push_str(Later::Topics.text(lang));
    h.push_str("\"><ul>");
    for (i, l) in LESSONS.iter().enumerate() {
        h.push_str("<li><button type=\"button\" data-lesson-tab=\"");
        h.push_str(l.id);
        h.push('"');
        if i == current {
            h.push_str(" aria-current=\"true\"");
        }
        h.push('>');
        push_escaped(h, pick(&l.title, lang));
        h.push_str("</button></li>");
    }
    h.push_str("</ul></nav>");
}

/// Opens the lesson's `section` and writes its title and paragraphs; the caller closes the section.
fn push_lesson_text(h: &mut String, lesson: &Lesson, lang: Lang) {
    h.push_str("<section class=\"lesson\" data-lesson=\"");
    h.push_str(lesson.id);
    h.push_str("\"><h3>");
    push_escaped(h, pick(&lesson.title, lang));
    h.push_str("</h3>");
    for para in pick(&lesson.text, lang).split('\n') {
        h.push_str("<p>");
        push_escaped(h, para);
        h.push_str("</p>");
    }
}

/// Writes the practice board (`div.mini`), White at the bottom: 64 buttons, the selected piece's
/// targets hinted.
fn push_board(h: &mut String, s: &Practice, lang: Lang) {
    let shown = s.board();
    // The legal practice position (the lessons on illegal moves ask it nothing).
    let p = &s.pos;
    // The lessons on illegal moves show no targets: the pieces go where their movement takes them.
    let targets = s
        .input
        .selected
        .filter(|_| s.at_board.is_none())
        .map(|from| p.dests().get(from))
        .unwrap_or_default();
    h.push_str("<div class=\"mini\" role=\"group\" aria-label=\"");
    h.push_str(Later::PracticeBoard.text(lang));
    h.push_str("\">");
    for i in 0..64u32 {
        let sq = crate::table::look::square_at(i / 8, i % 8, false);
        let piece = shown.board.piece_at(sq);
        let name = sq.to_string();
        h.push_str("<button type=\"button\" class=\"msq ");
        h.push_str(if sq.is_light() { "light" } else { "dark" });
        h.push_str("\" data-mini=\"");
        h.push_str(&name);
        h.push_str("\" aria-pressed=\"");
        h.push_str(if s.input.selected == Some(sq) {
            "true"
        } else {
            "false"
        });
        h.push('"');
        if targets.contains(sq) {
            h.push_str(" data-hint");
        }
        h.push_str(" aria-label=\"");
        h.push_str(&name);
        if let Some(pc) = piece {
            h.push_str(", ");
            h.push_str(&piece_name(lang, pc.color, pc.role));
        }
        if targets.contains(sq) {
            h.push_str(", ");
            h.push_str(Msg::TargetHint.text(lang));
        }
        h.push_str("\">");
        if let Some(pc) = piece {
            h.push_str("<span class=\"mpiece p-");
            h.push_str(&pc.code());
            h.push_str("\" aria-hidden=\"true\"></span>");
        }
        // The coordinates, as on the game's board: files along White's first rank, ranks up the a-file. Drawn by
        // the style from `data-c` (no text node), so the square's accessible name, which begins with the square, is
        // all a screen reader hears and holds all a reader sees.
        let (rank, file) = (name.as_bytes()[1] as char, name.as_bytes()[0] as char);
        if rank == '1' {
            h.push_str("<span class=\"mcoord file\" aria-hidden=\"true\" data-c=\"");
            h.push(file);
            h.push_str("\"></span>");
        }
        if file == 'a' {
            h.push_str("<span class=\"mcoord rank\" aria-hidden=\"true\" data-c=\"");
            h.push(rank);
            h.push_str("\"></span>");
        }
        h.push_str("</button>");
    }
    h.push_str("</div>");
}

/// Writes the side panel (`div.practice-side`): the promotion chooser, the position's status or
/// the arbiter's verdict, castling's conditions (in the castling lesson), the claims and the reset.
fn push_side(h: &mut String, s: &Practice, lesson_id: &str, lang: Lang) {
    // The legal practice position (the lessons on illegal moves ask it nothing).
    let p = &s.pos;
    h.push_str("<div class=\"practice-side\"><div class=\"mini-promo\">");
    if let Some((_, to)) = s.input.promotion {
        let color = if to.rank() == Rank::Eighth {
            Color::White
        } else {
            Color::Black
        };
        for role in Role::PROMOTIONS {
            let pc = Piece { color, role };
            h.push_str("<button type=\"button\" class=\"mpromote p-");
            h.push_str(&pc.code());
            h.push_str("\" data-mini-promote=\"");
            h.push(role.char());
            h.push_str("\" aria-label=\"");
            h.push_str(&piece_name(lang, color, role));
            h.push_str("\"></button>");
        }
    }
    let status = if s.at_board.is_some() {
        None
    } else if p.is_checkmate() {
        Some(Later::MiniCheckmate)
    } else if p.is_stalemate() {
        Some(Later::MiniStalemate)
    } else if p.is_check() {
        Some(Later::MiniCheck)
    } else {
        None
    };
    h.push_str("</div><p class=\"mini-status\" data-mini-status role=\"status\">");
    h.push_str(status.map_or("", |m| m.text(lang)));
    if let Some(v) = s
        .at_board
        .as_ref()
        .and_then(|a| Some((a.verdict?, a.class)))
    {
        push_escaped(h, verdict_text(lang, v.0, v.1));
    }
    h.push_str("</p><p class=\"mini-success\" data-mini-success role=\"status\">");
    if let Some((what, before, m)) = s.success() {
        push_escaped(h, &crate::text::practice_success(lang, what, before, m));
    }
    h.push_str("</p><ul class=\"mini-castling\">");
    if lesson_id == "castling" {
        for side in CastlingSide::ALL {
            for (i, (ok, text)) in describe_castling(&castling_status(p, p.turn(), side), lang)
                .into_iter()
                .enumerate()
            {
                h.push_str("<li class=\"");
                h.push_str(if ok { "yes" } else { "no" });
                h.push_str(if i == 0 { " sum\">" } else { "\">" });
                h.push_str(if ok { "✓ " } else { "✗ " });
                push_escaped(h, &text);
                h.push_str("</li>");
            }
        }
    }
    h.push_str("</ul>");
    if s.at_board.is_some() {
        // Either player may claim, as at a real board: who may, and when, is the lesson (7.4, A4c, B3c).
        for (color, label) in [
            (Color::White, Label::PracticeClaimWhite),
            (Color::Black, Label::PracticeClaimBlack),
        ] {
            h.push_str("<button type=\"button\" data-action=\"practice-claim\" data-color=\"");
            h.push_str(color.name());
            h.push_str("\">");
            h.push_str(label.text(lang));
            h.push_str("</button>");
        }
    }
    h.push_str("<button type=\"button\" data-action=\"reset-practice\">");
    h.push_str(Later::StartAgain.text(lang));
    h.push_str("</button></div>");
}

/// The dialog `id` is open.
fn is_open(id: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlDialogElement>().ok())
        .is_some_and(|d| d.open())
}
