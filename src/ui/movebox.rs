//! The move box: type a move in SAN in either language (`Cf3`, `Nf3`, `exd5`, `0-0`), with completion of
//! the legal moves in the interface language. A move that cannot be played is explained with its article.

use super::i18n::Lang;
use super::state::Ctx;
use super::time;
use crate::rules::explain::{castling_status, explain, Illegal};
use crate::rules::explain_text::describe;
use crate::rules::{parse_san, resolve, san, Position, Role, San, SanError, Square};
use crate::table::{Intent, Refusal};
use leptos::prelude::*;

/// `input[data-field="san"]` with a `<datalist>` of the legal moves; Enter plays.
#[component]
pub fn MoveBox() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let text = RwSignal::new(String::new());
    let es = move || ctx.lang.get() == Lang::Es;
    let options = Memo::new(move |_| {
        let lang = ctx.lang.get();
        if ctx.dests.with(|d| d.movable().is_empty()) {
            return Vec::new();
        }
        ctx.shown.with(|p| {
            let mut v: Vec<String> = p.legal_moves().iter().map(|&m| san(p, m, lang)).collect();
            v.sort_unstable();
            v
        })
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let input = text.get_untracked();
        if play_text(&ctx, input.trim()) {
            text.set(String::new());
        }
    };
    view! {
        <form class="movebox" data-movebox="" on:submit=submit>
            <label for="san-input">{move || if es() { "Jugada" } else { "Move" }}</label>
            <input id="san-input" data-field="san" list="san-options" autocomplete="off" spellcheck="false"
                autocapitalize="off" enterkeyhint="send"
                aria-describedby="san-help"
                placeholder=move || if es() { "Cf3, exd5, 0-0…" } else { "Nf3, exd5, O-O…" }
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev)) />
            <datalist id="san-options" inner_html=move || {
                let mut h = String::new();
                for s in options.get() {
                    h.push_str("<option value=\"");
                    super::teach::push_escaped(&mut h, &s);
                    h.push_str("\"></option>");
                }
                h
            }></datalist>
            <button type="submit" data-action="play-san">{move || if es() { "Jugar" } else { "Play" }}</button>
            <small id="san-help" class="hint">{move || if es() {
                "Notación algebraica en español o en inglés (Apéndice C)."
            } else {
                "Algebraic notation in English or Spanish (Appendix C)."
            }}</small>
        </form>
    }
}

/// Plays the move `text` stands for in the live game, or explains why not. True if it was played.
pub fn play_text(ctx: &Ctx, text: &str) -> bool {
    if text.is_empty() {
        return false;
    }
    let lang = ctx.lang.get_untracked();
    let blocked = ctx.snap.with_untracked(|s| {
        if s.outcome.is_some() {
            Some(Refusal::GameOver)
        } else {
            (!s.live).then_some(Refusal::Paused)
        }
    });
    if let Some(r) = blocked {
        let pos = ctx.game.with_untracked(|g| g.position().clone());
        ctx.input.update(|i| i.refused(r, &pos));
        return false;
    }
    if ctx.review.get_untracked().is_some() {
        ctx.go_to(usize::MAX);
    }
    let pos = ctx.game.with_untracked(|g| g.position().clone());
    match resolve(&pos, text, lang) {
        Ok(m) => {
            ctx.input_at.set_value(Some(time::now()));
            // The table refuses what cannot be played now (over, paused, touch-move) and says why.
            ctx.act(Intent::Play(m))
                .inspect(|_| ctx.animate(Some(m)))
                .is_some()
        }
        Err(e) => {
            ctx.input.update(|i| i.selected = None);
            ctx.notice(Some(san_error(&pos, text, lang, &e)));
            false
        }
    }
}

/// Why a typed move cannot be played, in the interface language, citing the article: the rules' own
/// reason when the text names a piece and a square, otherwise what is wrong with the notation.
pub fn san_error(pos: &Position, text: &str, lang: Lang, err: &SanError) -> String {
    let es = lang == Lang::Es;
    match err {
        SanError::Illegal => {
            let reason = [lang, lang.other()]
                .into_iter()
                .filter_map(|l| parse_san(text, l).ok())
                .find_map(|s| reason_for(pos, s));
            match reason {
                Some(r) => describe(&r, pos, es),
                None if es => format!(
                    "«{text}» no es una jugada legal en esta posición: ninguna de tus piezas de ese tipo puede ir \
                     allí (Art. 3)."
                ),
                None => format!(
                    "“{text}” is not a legal move here: none of your pieces of that kind can go there (Art. 3)."
                ),
            }
        }
        SanError::Ambiguous { candidates } => {
            let list = candidates.join(if es { " o " } else { " or " });
            if es {
                format!(
                    "«{text}» es ambigua: puede ser {list}. Añade la columna o la fila de origen (Apéndice C)."
                )
            } else {
                format!("“{text}” is ambiguous: it could be {list}. Add the file or rank it comes from (Appendix C).")
            }
        }
        SanError::NullMove => {
            if es {
                "No se puede pasar: cada jugador hace una jugada en su turno (Art. 1.1)."
                    .to_string()
            } else {
                "Passing is not a move: each player makes a move in turn (Art. 1.1).".to_string()
            }
        }
        SanError::Syntax { .. } => {
            if es {
                format!(
                    "«{text}» no es una jugada en notación algebraica: escribe, por ejemplo, Cf3, exd5, e8D o 0-0 \
                     (Apéndice C)."
                )
            } else {
                format!(
                    "“{text}” is not a move in algebraic notation: type, for example, Nf3, exd5, e8=Q or O-O \
                     (Appendix C)."
                )
            }
        }
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
