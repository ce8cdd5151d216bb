//! Teaching inside real games: the learning switch and its overlay (threats, pins, en passant), the
//! teaching panel (check and its three answers, castling condition by condition, pins in words), the
//! explanation of the rule that ended the game.
//!
//! The state lives in [`Teach`], provided as a context of its own beside [`Ctx`]. Touch-move
//! (Art. 4.3, 4.4) is no longer here: it is a setting of the table (`Settings::touch_move`), and
//! `Intent::Touch` binds every way of moving (pointer, keyboard, typed SAN) in the table model.

use crate::rules::explain::{castling_status, check_escapes, pins};
use crate::rules::{CastlingSide, Color, Position, Square};
use crate::table::page::Shown;
use crate::text::explain::{
    describe_castling, describe_check, describe_en_passant, describe_en_passant_closed,
    describe_pin, describe_threats, describe_touched, describe_way, Way,
};
use crate::text::lessons::end_explanation;
use crate::text::{color_name, Lang, Later, Msg};
use crate::ui::core::html::push_escaped;
use crate::ui::core::state::Ctx;
use crate::ui::core::{change, effect, later, when, SettingToggle};
use crate::ui::services::local;
use leptos::prelude::*;

/// Where the learning switch is remembered.
pub const LEARNING_KEY: &str = "escaque.learning";

pub use crate::table::look::Overlay;

/// The teaching switches and what they need, cheap to copy.
#[derive(Clone, Copy)]
pub struct Teach {
    /// The learning switch (remembered in `localStorage`).
    pub learning: RwSignal<bool>,
    /// The overlay of the shown position (empty while learning is off).
    pub overlay: Memo<Overlay>,
}

impl Teach {
    /// Reads the remembered switch; the overlay is the page model's, of the position shown ([`Shown::overlay`]: a
    /// variation's too, none on the editor's or demonstration board, none in tournament practice).
    pub fn new(board_shown: Memo<Shown>) -> Teach {
        let learning = RwSignal::new(local::get(LEARNING_KEY).as_deref() == Some("1"));
        let overlay = Memo::new(move |_| {
            let on = learning.get();
            board_shown.with(|s| s.overlay(on))
        });
        Teach { learning, overlay }
    }
}

/// Saves the learning switch (touch-move is a setting of the table, saved with the game).
pub fn drive(teach: Teach) {
    effect(move |_| {
        local::set(LEARNING_KEY, if teach.learning.get() { "1" } else { "0" });
    });
}

/// The two switches for the toolbar: learning (`data-action="learning"`) and touch-move
/// (`data-action="touch-move"`).
#[component]
pub fn Switches() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let teach = expect_context::<Teach>();
    // One root element: a bare pair of labels vanished from the release build.
    view! {
        <span class="switches">
        <label class="toggle">
            <input type="checkbox" data-action="learning"
                prop:checked=when(move || teach.learning.get())
                on:change=change(move |ev| teach.learning.set(event_target_checked(&ev))) />
            {later(ctx.lang, Later::Learning)}
        </label>
        <SettingToggle action="touch-move" get=|s| s.touch_move set=|s, on| s.touch_move = on>
            {later(ctx.lang, Later::TouchMove)}
        </SettingToggle>
        </span>
    }
}

/// The teaching panel `[data-teach]`: shown while learning is on or a touched piece binds the player. Its code and
/// texts are a part of the wasm of their own (issue 23), fetched the first time it shows.
#[component]
pub fn Panel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let teach = expect_context::<Teach>();
    let shown = Memo::new(move |_| {
        let learning = teach.learning.get();
        let touched = ctx.snap.with(|s| s.touched);
        let over = ctx.game.with(|g| g.is_over());
        // No teaching panel where its checks, castling conditions and the touched piece's moves
        // would tell what is legal (tournament practice).
        ((learning && !over) || touched.is_some()) && ctx.snap.with(|s| s.aids.teaching)
    });
    move || shown.get().then(|| Suspend::new(panel_part()))
}

part! {
    /// The split point of the teaching panel.
    fn panel_part() -> AnyView {
        view! { <PanelBody /> }.into_any()
    }
}

/// The teaching panel's content. It is plain text in a few elements, so it is written as HTML (see
/// [`panel_html`]): far fewer bytes of wasm than a tree of reactive views.
#[component]
fn PanelBody() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let teach = expect_context::<Teach>();
    move || {
        let lang = ctx.lang.get();
        let learning = teach.learning.get();
        let touched = ctx.snap.with(|s| s.touched);
        let over = ctx.game.with(|g| g.is_over());
        let html = ctx
            .shown
            .with(|pos| panel_html(pos, &teach.overlay.get(), touched, learning && !over, lang));
        view! {
            <section class="teach" data-teach="" aria-label=Later::Learning.text(lang)
                inner_html=html></section>
        }
    }
}

/// `<tag attrs>text</tag>` with the text escaped (`attrs` is trusted markup, starting with a space).
fn element(out: &mut String, tag: &str, attrs: &str, text: &str) {
    out.push('<');
    out.push_str(tag);
    out.push_str(attrs);
    out.push('>');
    push_escaped(out, text);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
}

/// A list item marked ✓ or ✗ for a condition that holds or not.
fn condition(out: &mut String, attrs: &str, holds: bool, text: &str) {
    out.push_str("<li");
    out.push_str(attrs);
    out.push_str(if holds {
        " class=\"yes\"><span aria-hidden=\"true\">✓ </span>"
    } else {
        "><span aria-hidden=\"true\">✗ </span>"
    });
    push_escaped(out, text);
    out.push_str("</li>");
}

/// The panel's markup: the touched piece; then, when `full`, the check and its three answers, the
/// threatened pieces, pins, the en passant window, and castling condition by condition.
pub fn panel_html(
    pos: &Position,
    o: &Overlay,
    touched: Option<Square>,
    full: bool,
    lang: Lang,
) -> String {
    let mut h = String::new();
    if let Some(sq) = touched {
        element(
            &mut h,
            "p",
            " class=\"touched\" data-touched-note",
            &describe_touched(pos, sq, lang),
        );
    }
    if !full {
        return h;
    }
    if let Some(info) = check_escapes(pos) {
        h.push_str("<section class=\"teach-check\" data-teach-check>");
        element(&mut h, "h2", "", Msg::Check.text(lang));
        element(&mut h, "p", "", &describe_check(&info, lang));
        h.push_str("<ul class=\"escapes\" data-escapes>");
        for (id, ok, way) in [
            ("capture", info.can_capture, Way::Capture),
            ("block", info.can_block, Way::Block),
            ("king", info.can_move_king, Way::King),
        ] {
            let attrs = format!(" data-escape=\"{id}\" data-available=\"{ok}\"");
            condition(&mut h, &attrs, ok, describe_way(way, ok, lang));
        }
        h.push_str("</ul></section>");
    }
    if let Some(s) = describe_threats(pos, lang) {
        element(&mut h, "p", " class=\"threats\" data-threat-note", &s);
    }
    let pinned: Vec<(Square, Square)> = Color::ALL.into_iter().flat_map(|c| pins(pos, c)).collect();
    if !pinned.is_empty() {
        h.push_str("<section data-teach-pins>");
        element(&mut h, "h2", "", Later::Pins.text(lang));
        for (p, by) in pinned {
            element(&mut h, "p", "", &describe_pin(pos, p, by, lang));
        }
        h.push_str("</section>");
    }
    if let Some(s) = describe_en_passant(pos, lang) {
        element(&mut h, "p", " class=\"ep\" data-ep-note", &s);
    }
    if let Some(sq) = o.ep_closed {
        element(
            &mut h,
            "p",
            " class=\"ep closed\" data-ep-closed-note",
            &describe_en_passant_closed(sq, lang),
        );
    }
    let turn = pos.turn();
    h.push_str("<section data-teach-castling>");
    element(
        &mut h,
        "h2",
        "",
        &[Later::Castling.text(lang), " · ", color_name(lang, turn)].concat(),
    );
    for side in CastlingSide::ALL {
        let mut lines = describe_castling(&castling_status(pos, turn, side), lang).into_iter();
        let (ok, summary) = lines.next().unwrap_or_default();
        let id = match side {
            CastlingSide::King => "king",
            CastlingSide::Queen => "queen",
        };
        h.push_str(&format!(
            "<details class=\"castling\" data-castling=\"{id}\" data-allowed=\"{ok}\"><summary{}>",
            if ok { " class=\"yes\"" } else { "" }
        ));
        push_escaped(&mut h, &summary);
        h.push_str("</summary><ul>");
        for (holds, text) in lines {
            condition(&mut h, &format!(" data-holds=\"{holds}\""), holds, &text);
        }
        h.push_str("</ul></details>");
    }
    h.push_str("</section>");
    h
}

/// The explanation of the rule that ended the game, `[data-end-explain]`, with its article.
#[component]
pub fn EndExplain() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // In its own frame, the one after the banner's; a reason the import had to choose is no rule to explain.
    let shown = crate::ui::core::parts::explained_end_shown(ctx);
    move || {
        let o = shown.get()?;
        let lang = ctx.lang.get();
        Some(view! {
            <p class="end-explain" data-end-explain="" data-reason=o.reason.as_str()>
                {end_explanation(o.reason, lang)}
            </p>
        })
    }
}
