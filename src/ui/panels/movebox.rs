//! The move box: type a move in SAN in either language (`Cf3`, `Nf3`, `exd5`, `0-0`), with completion of
//! the legal moves in the interface language. A move that cannot be played is explained with its article.

use crate::rules::explain::{castling_status, explain, Illegal};
use crate::rules::{parse_san, san, Position, Role, San, SanError, Square};
use crate::table::input::BoardInput;
use crate::table::page::typed::{self, Typed};
use crate::text::explain::describe;
use crate::text::{san_ambiguous, san_illegal, san_syntax, Lang, Later};
use crate::ui::core::state::Ctx;
use crate::ui::core::{input, memo, submit};
use leptos::prelude::*;

/// `input[data-field="san"]` with a `<datalist>` of the legal moves while it has the focus; Enter plays.
#[component]
pub fn MoveBox() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let text = RwSignal::new(String::new());
    let l = move || ctx.lang.get();
    // The completion is written only while the box is in use: the SAN of every legal move (each with its check
    // mark) and the list's markup cost a drop on the board a few milliseconds at every move, for a list no one sees.
    let typing = RwSignal::new(false);
    let options = memo(move |_| {
        let lang = ctx.lang.get();
        if !typing.get() || ctx.dests.with(|d| d.movable().is_empty()) {
            return Vec::new();
        }
        ctx.shown.with(|p| {
            let mut v: Vec<String> = p.legal_moves().iter().map(|&m| san(p, m, lang)).collect();
            crate::rules::sort_short_by(&mut v, |a, b| a < b);
            v
        })
    });
    let submit = submit(move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let input = text.get_untracked();
        if play_text(&ctx, input.trim()) {
            text.set(String::new());
        }
    });
    view! {
        <form class="movebox" data-movebox="" on:submit=submit>
            <label for="san-input">{move || Later::MoveField.text(l())}</label>
            <input id="san-input" data-field="san" list="san-options" autocomplete="off" spellcheck="false"
                autocapitalize="off" enterkeyhint="send"
                aria-describedby="san-help"
                placeholder=move || Later::MoveExample.text(l())
                prop:value=move || text.get()
                on:input=input(move |ev| text.set(event_target_value(&ev)))
                on:focus=move |_| typing.set(true)
                on:blur=move |_| typing.set(false) />
            <datalist id="san-options" inner_html=move || {
                let mut h = String::new();
                for s in options.get() {
                    h.push_str("<option value=\"");
                    crate::ui::core::html::push_escaped(&mut h, &s);
                    h.push_str("\"></option>");
                }
                h
            }></datalist>
            <button type="submit" data-action="play-san">{move || Later::Play.text(l())}</button>
            <small id="san-help" class="hint">{move || Later::MoveHelp.text(l())}</small>
        </form>
    }
}

/// Plays the move `text` stands for where the board would take a drop (the live game, or the record under review),
/// or explains why not. True if it was played.
pub fn play_text(ctx: &Ctx, text: &str) -> bool {
    if text.is_empty() {
        return false;
    }
    let lang = ctx.lang.get_untracked();
    let read = ctx.board_shown.with_untracked(|shown| {
        ctx.snap
            .with_untracked(|snap| typed::read(shown, snap, text, lang))
    });
    let said = match read {
        Ok((m, back_to_game)) => {
            if back_to_game {
                ctx.go_to(usize::MAX);
            }
            ctx.input_now();
            return ctx.play_typed(m);
        }
        Err(Typed::Blocked(r)) => {
            let pos = ctx.board_shown.with_untracked(|s| s.explained());
            ctx.gesture(|i| i.refused(r, &pos));
            return false;
        }
        Err(Typed::OffGame) => Later::TypedOffGame.text(lang).to_string(),
        // Tournament practice: a text that names no movement is answered without a word on legality (#15.1).
        Err(Typed::NoMovement(e)) => match e {
            SanError::Illegal => crate::text::tournament::typed_not_a_movement(lang, text),
            SanError::Ambiguous { candidates } => san_ambiguous(lang, text, &candidates),
            SanError::NullMove => Later::NullMove.text(lang).to_string(),
            SanError::Syntax { .. } => san_syntax(lang, text),
        },
        Err(Typed::Rules(e, pos)) => san_error(&pos, text, lang, &e),
    };
    ctx.gesture(BoardInput::deselect);
    ctx.notice(Some(said));
    false
}

/// Why a typed move cannot be played, in the interface language, citing the article: the rules' own
/// reason when the text names a piece and a square, otherwise what is wrong with the notation.
pub fn san_error(pos: &Position, text: &str, lang: Lang, err: &SanError) -> String {
    match err {
        SanError::Illegal => {
            let reason = [lang, lang.other()]
                .into_iter()
                .filter_map(|l| parse_san(text, l).ok())
                .find_map(|s| reason_for(pos, s));
            match reason {
                Some(r) => describe(&r, pos, lang),
                None => san_illegal(lang, text),
            }
        }
        SanError::Ambiguous { candidates } => san_ambiguous(lang, text, candidates),
        SanError::NullMove => Later::NullMove.text(lang).to_string(),
        SanError::Syntax { .. } => san_syntax(lang, text),
    }
}

/// The rules' reason a parsed move is illegal: for a piece move, the most telling reason among the pieces
/// of that kind that could be meant.
fn reason_for(pos: &Position, s: San) -> Option<Illegal> {
    match s {
        San::Castle(side) => castling_status(pos, pos.turn(), side).reason(),
        San::Coords { from, to, .. } => explain(pos, from, to),
        San::Normal {
            role,
            file,
            rank,
            to,
            ..
        } => {
            let b = pos.board();
            let mut reasons = b
                .by_color(pos.turn())
                .filter(|sq: &Square| b.role_at(*sq) == Some(role))
                .filter(|sq| {
                    file.is_none_or(|f| sq.file() == f) && rank.is_none_or(|r| sq.rank() == r)
                })
                .filter_map(|from| explain(pos, from, to));
            let first = reasons.next()?;
            let telling = |r: &Illegal| {
                !matches!(
                    r,
                    Illegal::WrongPattern { .. } | Illegal::PathBlocked { .. }
                ) || role == Role::Pawn
            };
            if telling(&first) {
                return Some(first);
            }
            Some(reasons.find(telling).unwrap_or(first))
        }
        San::Null => None,
    }
}
