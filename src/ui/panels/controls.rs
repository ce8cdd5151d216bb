//! Each player's panel (name, clock and own commands), the status line with the clock's controls, and the refusal
//! explanation.

use crate::rules::Color;
use crate::table::{ClockControl, Intent, ADD_TIME_MS};
use crate::text::{draw_offered, outcome_ruled, status_line, Later};
use crate::ui::core::parts::{place, Deferred, Place};
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, later, memo, when};
use crate::ui::panels::clock;
use leptos::prelude::*;

/// One player's panel: name, clock (when set) and the line of the player's own commands, which come with the
/// table's part ([`Commands`]); until they do, their line keeps its height (`data-waiting`), so nothing moves.
#[component]
pub fn PlayerPanel(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let over = move || ctx.snap.with(|s| s.outcome.is_some());
    let to_move = move || !over() && ctx.turn() == color;
    let side = color.name();
    // What this player has captured in this game and the balance, at the position shown: worked out at each change,
    // its pieces re-rendered only when it changed (a capture, a promotion, a step in review), not at every move.
    // With the views around the board, once the board's frame is painted (the game's and the review cursor's tracked
    // reads): tracked at once, a capture laid out the whole page in the board's own frame (issue 41).
    let captured = Memo::new(move |_| {
        ctx.review();
        ctx.game.with(|g| {
            ctx.drawn.with_untracked(|b| {
                crate::table::material::captured(g.start().board(), &b.board, color)
            })
        })
    });
    view! {
        <section
            class=format!("panel {side}")
            class:to-move=to_move
            class:facing=move || color == Color::Black && ctx.settings.with(|s| s.tabletop)
            data-panel=side
        >
            <div class="who">
                <span class=format!("dot {side}") aria-hidden="true"></span>
                <crate::ui::panels::name::NameField color=color />
            </div>
            {move || {
                let c = captured.get();
                let balance = (c.balance > 0).then(|| format!("+{}", c.balance));
                (!c.pieces.is_empty()).then(|| view! {
                    // `data-captured` holds one child per piece taken (Contract 2, round four); the balance beside it.
                    <span class="captured" aria-hidden="true">
                        <span class="caps" data-captured=side>
                            {c.pieces.iter().map(|p| view! { <i class=format!("cap p-{}", p.code())></i> }).collect_view()}
                        </span>
                        {balance.map(|b| view! { <b class="balance">{b}</b> })}
                    </span>
                })
            }}
            <crate::ui::panels::clock::ClockFace color=color />
            // Before the game (the time controls still offered) there is nothing to offer or resign.
            <div class="actions" hidden=when(move || over() || ctx.snap.with(|s| s.presets))
                data-waiting=move || (!Deferred::ready()).then_some("")>
                {place(Place::Commands(color))}
            </div>
        </section>
    }
}

/// One player's commands (in the table's part): offer, accept or decline a draw, claim one, tournament practice's
/// claims, resign.
#[component]
pub fn Commands(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // What this player may do now is the table's decision (`Snapshot::commands`); while the
    // game is reviewed, offers and claims wait (they are about the position on the board).
    let has =
        move |f: fn(&crate::table::Commands) -> bool| ctx.snap.with(|s| f(s.commands.get(color)));
    let live = move || ctx.review().is_none();
    let offer_pending_from_them = move || ctx.snap.with(|s| s.commands.get(color).answer_offer);
    let resign = click(move |_| {
        ctx.act(ctx.request(Intent::Resign(color)));
    });
    let offer = click(move |_| {
        ctx.act(Intent::OfferDraw(color));
    });
    let accept = click(move |_| {
        ctx.act(Intent::AcceptDraw(color));
    });
    let decline = click(move |_| {
        ctx.act(Intent::DeclineDraw(color));
    });
    let claim = click(move |_| {
        ctx.act(Intent::ClaimDraw(color));
    });
    let side = color.name();
    view! {
        <button data-action="offer-draw" data-color=side
            hidden=offer_pending_from_them
            disabled=when(move || !has(|c| c.offer_draw) || !live())
            on:click=offer>{later(ctx.lang, Later::OfferDraw)}</button>
        <button data-action="accept-draw" data-color=side class="primary"
            hidden=when(move || !offer_pending_from_them())
            disabled=when(move || !has(|c| c.answer_offer))
            on:click=accept>{later(ctx.lang, Later::AcceptDraw)}</button>
        <button data-action="decline-draw" data-color=side
            hidden=when(move || !offer_pending_from_them())
            disabled=when(move || !has(|c| c.answer_offer))
            on:click=decline>{later(ctx.lang, Later::DeclineDraw)}</button>
        <button data-action="claim-draw" data-color=side
            hidden=when(move || !has(|c| c.show_claim_draw))
            disabled=when(move || !has(|c| c.claim_draw) || !live())
            on:click=claim>{later(ctx.lang, Later::ClaimDraw)}</button>
        <crate::ui::panels::tournament::Claims color=color />
        <crate::ui::panels::club::Claim color=color />
        <button data-action="resign" data-color=side class="danger"
            disabled=when(move || !has(|c| c.resign))
            on:click=resign>{later(ctx.lang, Later::Resign)}</button>
    }
}

/// The status line's words: the result with its article, or whose move it is and check.
pub(crate) fn status_text(ctx: Ctx) -> String {
    let lang = ctx.lang.get();
    // The side to move on the board (after an illegal move that stood, the board's, not the record's);
    // tournament practice shows no check mark.
    let from_pgn = ctx.table.with(crate::ui::core::parts::result_from_pgn);
    ctx.snap.with(|s| match s.outcome {
        // A loaded record's result that nothing explains: the file's result, no reason invented.
        Some(_) if from_pgn => crate::text::result_from_pgn(lang, s.result),
        Some(o) => outcome_ruled(lang, o, s.ruling),
        None => status_line(lang, s.turn, s.aids.marks_check(&s.position)),
    })
}

/// The game state line: whose move, check, or the result with its article (Contract 2 `data-status`), with the
/// side that wins a drawn game on draw odds (`data-winner`) and whether the game is adjourned (`data-adjourned`).
#[component]
pub fn Status() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let text = move || status_text(ctx);
    view! {
        <div
            class="status"
            role="status"
            aria-live="polite"
            data-status=""
            data-result=move || ctx.game.with(|g| g.result_str())
            data-outcome=move || ctx.table.with(crate::table::Table::outcome_name)
            data-turn=move || ctx.snap.with(|s| s.turn.name())
            data-rules=move || ctx.snap.with(|s| s.rules.as_str())
            data-paused=move || ctx.snap.with(|s| s.paused.then_some(""))
            // A draw that is a win on draw odds; an adjourned game.
            data-winner=move || ctx.snap.with(|s| s.draw_winner.map(|c| c.name()))
            data-adjourned=move || ctx.snap.with(|s| s.adjourned.is_some().then_some(""))
        >
            {text}
        </div>
    }
}

/// The status line (in the table's part): the status, the rematch once the banner is closed, the clock's controls
/// and the takeback.
#[component]
pub fn StatusLine() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <div class="status-line">
            <Status />
            {place(Place::Rematch)}
            <ClockControls />
            <button data-action="takeback"
                hidden=when(move || !ctx.snap.with(|s| s.show_takeback))
                disabled=when(move || !ctx.snap.with(|s| s.can_takeback) || ctx.review().is_some())
                on:click=click(move |_| { ctx.act(Intent::ProposeTakeback(ctx.turn().other())); })>{later(ctx.lang, Later::Takeback)}</button>
        </div>
    }
}

/// Start, pause and resume of the clock (6.13), shown only for a clocked game: only the control
/// that applies now (`Snapshot::clock_control`), so a paused game is unmistakable.
#[component]
fn ClockControls() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let control = move || ctx.snap.with(|s| s.clock_control);
    let shows = move |c: ClockControl| when(move || control() != Some(c));
    // Rebuilt only when a clock comes or goes, not at every change of the table.
    let clocked = memo(move |_| ctx.snap.with(|s| s.clocked));
    move || {
        clocked.get().then(|| view! {
            <div class="clock-controls">
                <button data-action="start-clock" hidden=shows(ClockControl::Start)
                    on:click=click(move |_| clock::start(ctx))>{later(ctx.lang, Later::Start)}</button>
                <button data-action="pause" hidden=shows(ClockControl::Pause)
                    on:click=click(move |_| { ctx.act(Intent::Pause); })>{later(ctx.lang, Later::Pause)}</button>
                <button data-action="undo-press"
                    hidden=when(move || !ctx.snap.with(|s| s.can_undo_press))
                    on:click=click(move |_| { ctx.act(Intent::UndoPress); })>{later(ctx.lang, Later::UndoPress)}</button>
                <button data-action="resume" class="primary" hidden=shows(ClockControl::Resume)
                    on:click=click(move |_| { ctx.act(Intent::Resume); })>{later(ctx.lang, Later::Resume)}</button>
            </div>
        })
    }
}

/// The explanation of the last refused attempt (Contract 2 `data-explain`).
#[component]
pub fn Explain() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let lang = ctx.lang.get();
        ctx.input.with(|i| {
            i.explanation.as_ref().map(|e| {
                // The words follow the refusal when their part arrives (panels::refusal).
                let text = crate::ui::panels::refusal::words(lang, e);
                // A decision (a claim upheld) is said politely; a refusal is an alert.
                let note = e.why.is_note();
                view! {
                    <p class="explain" class:note=note role=if note { "status" } else { "alert" }
                        data-explain="">{text}</p>
                }
            })
        })
    }
}

/// The pending draw offer, said in the middle where both players read it ("Las blancas ofrecen
/// tablas"); the answer is in the panel of the player it is put to.
#[component]
pub fn OfferLine() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        let from = ctx.snap.with(|s| s.offer)?;
        Some(view! { <p class="offer" role="status">{draw_offered(ctx.lang.get(), from)}</p> })
    }
}

/// Tabletop: the status and the last explanation once more, turned to face Black across the table.
/// A copy for the eyes only (`aria-hidden`): the contract's attributes stay on the originals.
#[component]
pub fn FacingCopy() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.settings.with(|s| s.tabletop).then(|| {
            let explain = move || {
                let lang = ctx.lang.get();
                ctx.input.with(|i| {
                    i.explanation
                        .as_ref()
                        .and_then(|e| crate::ui::panels::refusal::words(lang, e))
                })
            };
            view! {
                // One paragraph, so it fits its row: the status, then a refusal while it is shown.
                <div class="facing-copy" data-facing="black" aria-hidden="true">
                    <p>
                        <b class="copy-status">{move || status_text(ctx)}</b>
                        {move || explain().map(|e| view! { " · " <span class="copy-explain">{e}</span> })}
                    </p>
                </div>
            }
        })
    }
}

/// Time added to a player (7.4b, 9.5b, 10.2, 13.4b: the Laws give it to the opponent of who erred),
/// and its undo: rare commands, kept in the menu, one per player.
#[component]
pub fn AddTime() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = move || ctx.lang.get();
    let one = move |color: Color| {
        let side = color.name();
        let has = move |f: fn(&crate::table::Commands) -> bool| {
            ctx.snap.with(|s| f(s.commands.get(color)))
        };
        view! {
            <button data-action="add-time" data-color=side
                hidden=when(move || !ctx.snap.with(|s| s.clocked && s.outcome.is_none()))
                disabled=when(move || !has(|c| c.add_time))
                title="Art. 7.4b"
                on:click=click(move |_| {
                    ctx.act(Intent::AddTime { to: color, ms: ADD_TIME_MS });
                })>{move || format!("{} · {}", Later::AddTime.text(lang()), crate::text::side(lang(), color))}</button>
            <button data-action="undo-add-time" data-color=side
                hidden=when(move || !has(|c| c.undo_add_time))
                on:click=click(move |_| { ctx.act(Intent::UndoAddTime); })>{later(ctx.lang, Later::UndoAddTime)}</button>
        }
    };
    view! { {one(Color::White)} {one(Color::Black)} }
}
