//! The rules guide: a dialog (`[data-action="guide"]` opens it) with one section per topic from
//! [`crate::rules::lessons::LESSONS`], each with a small live board to try the rule on.
//!
//! The practice board is deliberately light: 64 buttons over a [`Position`]; click a piece to see where it
//! may go, click a target to play. Either colour may be moved, so a learner can keep trying one piece.

use super::i18n::{piece_name, Lang};
use super::state::Ctx;
use crate::rules::explain::castling_status;
use crate::rules::explain_text::describe_castling;
use crate::rules::lessons::{pick, Lesson, LESSONS};
use crate::rules::{Bitboard, CastlingSide, File, Piece, Position, Rank, Role, Square};
use leptos::prelude::*;

/// The guide button and its dialog.
#[component]
pub fn Guide() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let es = move || ctx.lang.get() == Lang::Es;
    let open = RwSignal::new(false);
    let section = RwSignal::new(0usize);
    let show = move |_| {
        open.set(true);
        let dialog = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("guide"))
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDialogElement>(e).ok());
        if let Some(d) = dialog {
            let _ = d.show_modal();
        }
    };
    let tabs = move || {
        LESSONS
            .iter()
            .enumerate()
            .map(|(i, l)| {
                view! {
                    <li>
                        <button type="button" data-lesson-tab=l.id
                            aria-current=move || (section.get() == i).then_some("true")
                            on:click=move |_| section.set(i)>
                            {move || pick(&l.title, es())}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let body = move || {
        open.get().then(|| {
            let i = section.get();
            let lesson = LESSONS[i.min(LESSONS.len() - 1)];
            view! {
                <nav class="guide-tabs" aria-label=move || if es() { "Temas" } else { "Topics" }>
                    <ul>{tabs}</ul>
                </nav>
                <Section lesson=lesson />
            }
        })
    };
    view! {
        <button type="button" data-action="guide" aria-haspopup="dialog" on:click=show>
            {move || if es() { "Reglas" } else { "Rules" }}
        </button>
        <dialog id="guide" class="dialog guide" data-guide="" aria-labelledby="guide-title"
            on:close=move |_| open.set(false)>
            <form method="dialog" class="guide-head">
                <h2 id="guide-title">{move || if es() { "Guía de las reglas" } else { "Rules guide" }}</h2>
                <button value="close" data-action="close-guide">{move || if es() { "Cerrar" } else { "Close" }}</button>
            </form>
            {body}
        </dialog>
    }
}

/// One topic: its title, its paragraphs and a practice board.
#[component]
fn Section(lesson: Lesson) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let es = move || ctx.lang.get() == Lang::Es;
    view! {
        <section class="lesson" data-lesson=lesson.id>
            <h3>{move || pick(&lesson.title, es())}</h3>
            {move || pick(&lesson.text, es()).split('\n').map(|p| view! { <p>{p.to_string()}</p> }).collect_view()}
            <MiniBoard lesson=lesson />
        </section>
    }
}

/// A small board to try the rule on.
#[component]
fn MiniBoard(lesson: Lesson) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let es = move || ctx.lang.get() == Lang::Es;
    let start = Position::from_fen(lesson.fen).unwrap_or_default();
    let pos = RwSignal::new(start.clone());
    let selected = RwSignal::new(None::<Square>);
    let promo = RwSignal::new(None::<(Square, Square)>);
    let targets = move || {
        selected
            .get()
            .map_or(Bitboard::EMPTY, |s| pos.with(|p| p.dests().get(s)))
    };
    let click = move |sq: Square| {
        let p = pos.get_untracked();
        if let Some(from) = selected.get_untracked() {
            if let Some(m) = p.find_move(from, sq, None) {
                pos.set(p.play(m).unwrap_or(p));
                selected.set(None);
                return;
            }
            if p.find_move(from, sq, Some(Role::Queen)).is_some() {
                promo.set(Some((from, sq)));
                return;
            }
        }
        promo.set(None);
        match p.board().piece_at(sq) {
            Some(piece) if selected.get_untracked() != Some(sq) => {
                // Either colour may move: hand the turn to the piece's side when needed.
                if piece.color != p.turn() {
                    let mut s = p.to_setup();
                    s.turn = piece.color;
                    s.ep_square = None;
                    match Position::from_setup(s) {
                        Ok(q) => pos.set(q),
                        Err(_) => return,
                    }
                }
                selected.set(Some(sq));
            }
            _ => selected.set(None),
        }
    };
    let promote = move |role: Role| {
        if let Some((from, to)) = promo.get_untracked() {
            let p = pos.get_untracked();
            if let Some(m) = p.find_move(from, to, Some(role)) {
                pos.set(p.play(m).unwrap_or(p));
            }
        }
        promo.set(None);
        selected.set(None);
    };
    let squares = (0..64u32)
        .map(|i| {
            let sq = Square::from_coords(File::new(i % 8), Rank::new(7 - i / 8));
            let piece = move || pos.with(|p| p.board().piece_at(sq));
            let label = move || {
                let lang = ctx.lang.get();
                let mut s = match piece() {
                    Some(p) => format!("{sq}, {}", piece_name(lang, p.color, p.role)),
                    None => sq.to_string(),
                };
                if targets().contains(sq) {
                    s.push_str(if lang == Lang::Es { ", destino posible" } else { ", possible target" });
                }
                s
            };
            view! {
                <button type="button"
                    class=if sq.is_light() { "msq light" } else { "msq dark" }
                    data-mini=sq.to_string()
                    aria-label=label
                    aria-pressed=move || (selected.get() == Some(sq)).to_string()
                    data-hint=move || targets().contains(sq).then_some("")
                    on:click=move |_| click(sq)>
                    {move || piece().map(|p| view! { <span class=format!("mpiece p-{}", p.code()) aria-hidden="true"></span> })}
                </button>
            }
        })
        .collect_view();
    let status = move || {
        let es = es();
        pos.with(|p| {
            let text = if p.is_checkmate() {
                if es {
                    "Jaque mate (Art. 5.1a)."
                } else {
                    "Checkmate (Art. 5.1a)."
                }
            } else if p.is_stalemate() {
                if es {
                    "Rey ahogado: tablas (Art. 5.2a)."
                } else {
                    "Stalemate: a draw (Art. 5.2a)."
                }
            } else if p.is_check() {
                if es {
                    "Jaque (Art. 3.9)."
                } else {
                    "Check (Art. 3.9)."
                }
            } else {
                ""
            };
            text.to_string()
        })
    };
    let castling = move || {
        (lesson.id == "castling").then(|| {
            let es = es();
            pos.with(|p| {
                CastlingSide::ALL
                    .into_iter()
                    .flat_map(|side| {
                        describe_castling(&castling_status(p, p.turn(), side), es)
                            .into_iter()
                            .enumerate()
                    })
                    .map(|(i, (ok, s))| {
                        view! { <li class:yes=ok class:sum=i == 0>{if ok { "✓ " } else { "✗ " }}{s}</li> }
                    })
                    .collect_view()
            })
        })
    };
    let chooser = move || {
        promo.get().map(|(_, to)| {
            let color = if to.rank() == Rank::Eighth {
                crate::rules::Color::White
            } else {
                crate::rules::Color::Black
            };
            let lang = ctx.lang.get();
            Role::PROMOTIONS
                .into_iter()
                .map(|role| {
                    let p = Piece { color, role };
                    view! {
                        <button type="button" class=format!("mpromote p-{}", p.code())
                            data-mini-promote=role.char().to_string()
                            aria-label=piece_name(lang, color, role)
                            on:click=move |_| promote(role)></button>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div class="practice">
            <div class="mini" role="group" aria-label=move || if es() { "Tablero de práctica" } else { "Practice board" }>
                {squares}
            </div>
            <div class="practice-side">
                <div class="mini-promo">{chooser}</div>
                <p class="mini-status" data-mini-status="" aria-live="polite">{status}</p>
                <ul class="mini-castling">{castling}</ul>
                <button type="button" data-action="reset-practice" on:click=move |_| {
                    pos.set(start.clone());
                    selected.set(None);
                    promo.set(None);
                }>{move || if es() { "Volver a empezar" } else { "Start again" }}</button>
            </div>
        </div>
    }
}
