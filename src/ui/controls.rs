//! Each player's panel (name and own commands), the game status and the refusal explanation.

use super::i18n::{color_name, outcome_text, t, Msg};
use super::state::Ctx;
use crate::game::RuleSet;
use crate::rules::Color;
use leptos::prelude::*;

/// One player's panel: name, clock (when set) and the player's own buttons.
#[component]
pub fn PlayerPanel(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let lang = move || ctx.lang.get();
    let name = move || {
        let n = ctx.names.with(|n| n.get(color).clone());
        if n.trim().is_empty() {
            color_name(lang(), color).to_string()
        } else {
            n
        }
    };
    let over = move || ctx.game.with(|g| g.is_over());
    let to_move = move || !over() && ctx.turn() == color;
    let offer_pending_from_them =
        move || ctx.game.with(|g| g.pending_offer() == Some(color.other()));
    let fide = move || ctx.game.with(|g| g.rules() == RuleSet::Fide);
    let can_claim = move || {
        fide()
            && to_move()
            && ctx.game.with(|g| !g.claimable().is_empty())
            && ctx.review.get().is_none()
    };
    let resign = move |_| {
        ctx.game.update(|g| {
            let _ = g.resign(color);
        });
        super::clock::stop(ctx, super::time::now());
        ctx.reset_interaction();
    };
    let offer = move |_| {
        ctx.game.update(|g| {
            let _ = g.offer_draw(color);
        });
    };
    let accept = move |_| {
        ctx.game.update(|g| {
            let _ = g.accept_draw(color);
        });
        super::clock::stop(ctx, super::time::now());
        ctx.reset_interaction();
    };
    let decline = move |_| {
        ctx.game.update(|g| {
            let _ = g.decline_draw(color);
        });
    };
    let claim = move |_| {
        let now = ctx.game.with_untracked(|g| !g.claims_now().is_empty());
        if now {
            ctx.game.update(|g| {
                let _ = g.claim_draw();
            });
            super::clock::stop(ctx, super::time::now());
            ctx.reset_interaction();
        } else {
            ctx.claim_pending.set(true);
            ctx.explain
                .set(Some(t(lang(), Msg::ClaimWithMove).to_string()));
        }
    };
    let side = color.name();
    view! {
        <section
            class=format!("panel {side}")
            class:to-move=to_move
            class:facing=move || color == Color::Black && ctx.tabletop.get()
            data-panel=side
        >
            <div class="who">
                <span class=format!("dot {side}") aria-hidden="true"></span>
                <span class="name">{name}</span>
            </div>
            <super::clock::ClockFace color=color />
            <div class="actions">
                <button data-action="offer-draw" data-color=side
                    disabled=move || !ctx.game.with(|g| g.can_offer_draw(color)) || ctx.review.get().is_some()
                    on:click=offer>{move || t(lang(), Msg::OfferDraw)}</button>
                <button data-action="accept-draw" data-color=side class="primary"
                    hidden=move || !offer_pending_from_them()
                    disabled=move || !offer_pending_from_them() || over()
                    on:click=accept>{move || t(lang(), Msg::AcceptDraw)}</button>
                <button data-action="decline-draw" data-color=side
                    hidden=move || !offer_pending_from_them()
                    disabled=move || !offer_pending_from_them() || over()
                    on:click=decline>{move || t(lang(), Msg::DeclineDraw)}</button>
                <button data-action="claim-draw" data-color=side
                    hidden=move || !fide()
                    disabled=move || !can_claim()
                    on:click=claim>{move || t(lang(), Msg::ClaimDraw)}</button>
                <button data-action="add-time" data-color=side
                    hidden=move || ctx.clock.with(|c| c.is_none())
                    disabled=over
                    title="Art. 7.4b"
                    on:click=move |_| {
                        let now = super::time::now();
                        ctx.clock.update(|c| { if let Some(c) = c { c.add_time(super::clock::side(color), 120_000, now); } });
                        ctx.tick.update(|t| *t = t.wrapping_add(1));
                    }>{move || t(lang(), Msg::AddTime)}</button>
                <button data-action="resign" data-color=side class="danger"
                    disabled=over
                    on:click=resign>{move || t(lang(), Msg::Resign)}</button>
            </div>
            {move || offer_pending_from_them().then(|| view! {
                <p class="offer" role="status">{format!("{} {}", color_name(lang(), color.other()), t(lang(), Msg::DrawOffered))}</p>
            })}
        </section>
    }
}

/// The game state line: whose move, check, or the result with its article (Contract 2 `data-status`).
#[component]
pub fn Status() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let text = move || {
        let lang = ctx.lang.get();
        ctx.game.with(|g| match g.outcome() {
            Some(o) => outcome_text(lang, o),
            None => {
                let turn = g.position().turn();
                let mut s = format!("{} {}", color_name(lang, turn), t(lang, Msg::ToMove));
                if g.position().is_check() {
                    s = format!("{}. {s}", t(lang, Msg::Check));
                }
                s
            }
        })
    };
    view! {
        <div
            class="status"
            role="status"
            aria-live="polite"
            data-status=""
            data-result=move || ctx.game.with(|g| g.result_str())
            data-outcome=move || ctx.game.with(|g| g.outcome().map(|o| o.reason.as_str()))
            data-turn=move || ctx.game.with(|g| g.position().turn().name())
        >
            {text}
        </div>
    }
}

/// The explanation of the last refused attempt (Contract 2 `data-explain`).
#[component]
pub fn Explain() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.explain.get().map(|text| {
            view! { <p class="explain" role="alert" data-explain="">{text}</p> }
        })
    }
}
