//! Tournament practice and adjournment controls (Contract 2, continued): the claims of an illegal
//! move and of a fallen flag per player, adjourning with a sealed move, the envelope and resuming.
//! Every decision is the table's (`crate::table::tournament`); this only asks and shows.

use super::state::Ctx;
use super::time;
use crate::game::RuleSet;
use crate::rules::Color;
use crate::table::Intent;
use crate::text::tournament::{claim_text, envelope_lines, Label};
use leptos::prelude::*;

/// The tournament and adjournment controls, mounted once in the information column.
#[component]
pub fn Tournament() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let tournament = move || ctx.snap.with(|s| s.rules == RuleSet::Tournament);
    let adjourned = move || ctx.snap.with(|s| s.adjourned.is_some());
    let over = move || ctx.snap.with(|s| s.outcome.is_some());
    let sealing = RwSignal::new(false);
    let sealed = RwSignal::new(String::new());

    // `[data-status]` carries `data-adjourned` while the game is adjourned.
    Effect::new(move |_| {
        let on = adjourned();
        ctx.tick.track();
        let el = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("[data-status]").ok().flatten());
        if let Some(el) = el {
            if on {
                el.set_attribute("data-adjourned", "").ok();
            } else {
                el.remove_attribute("data-adjourned").ok();
            }
        }
    });
    // What a claim decided is explained on the board.
    Effect::new(move |_| {
        let lang = ctx.lang.get_untracked();
        let text = ctx.events.with(|(_, events)| {
            ctx.table
                .with_untracked(|t| events.iter().find_map(|e| claim_text(lang, t, e)))
        });
        if text.is_some() {
            ctx.notice(text);
        }
    });

    let claims = move |color: Color| {
        let side = color.name();
        let flag_ok = move || {
            ctx.tick.track();
            ctx.table.with(|t| t.can_claim_flag(color, time::now()))
        };
        view! {
            <div class="claims" data-claims=side>
                <button data-action="claim-illegal" data-color=side
                    hidden=move || !tournament()
                    disabled=move || !ctx.snap.with(|s| *s.can_claim_illegal.get(color))
                    on:click=move |_| { ctx.act(Intent::ClaimIllegal(color)); }>
                    {move || format!("{} ({})", Label::ClaimIllegal.text(l()), crate::text::side(l(), color))}
                </button>
                <button data-action="claim-flag" data-color=side
                    hidden=move || !ctx.snap.with(|s| s.flags_claimed)
                    disabled=move || !flag_ok()
                    on:click=move |_| { ctx.act(Intent::ClaimFlag(color)); }>
                    {move || format!("{} ({})", Label::ClaimFlag.text(l()), crate::text::side(l(), color))}
                </button>
            </div>
        }
    };
    let seal = move |_| {
        let text = sealed.get_untracked();
        if ctx.act(Intent::Adjourn { sealed: text }).is_some() {
            sealing.set(false);
            sealed.set(String::new());
        }
    };
    let envelope = move || {
        let lang = l();
        let lines = ctx.snap.with(|s| {
            s.adjourned
                .map(|e| ctx.names.with(|n| envelope_lines(lang, &e, n)))
        })?;
        Some(view! {
            <section class="envelope" data-envelope="">
                <h2>{Label::Envelope.text(lang)}</h2>
                <pre class="envelope-board">{move || ctx.snap.with(|s| s.position.fen())}</pre>
                {lines.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
            </section>
        })
    };
    view! {
        <div class="tournament" data-tournament="">
            <label class="toggle" hidden=move || !tournament()>
                <input type="checkbox" data-action="any-square"
                    prop:checked=move || ctx.settings.with(|s| s.any_square)
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        ctx.configure(|s| s.any_square = on);
                    } />
                {move || Label::AnySquare.text(l())}
            </label>
            {claims(Color::White)}
            {claims(Color::Black)}
            <button data-action="adjourn"
                hidden=move || adjourned() || over() || sealing.get()
                disabled=move || !ctx.snap.with(|s| s.live) || ctx.review.get().is_some()
                on:click=move |_| sealing.set(true)>{move || Label::Adjourn.text(l())}</button>
            {move || sealing.get().then(|| view! {
                <form class="seal" on:submit=move |ev| { ev.prevent_default(); seal(()); }>
                    <label>{move || Label::SealedMove.text(l())}
                        <input type="password" data-field="sealed-move" autocomplete="off"
                            prop:value=move || sealed.get()
                            on:input=move |ev| sealed.set(event_target_value(&ev)) />
                    </label>
                    <button type="submit" data-action="confirm">{move || Label::Seal.text(l())}</button>
                    <button type="button" data-action="cancel"
                        on:click=move |_| { sealing.set(false); sealed.set(String::new()); }>
                        {move || Label::Cancel.text(l())}
                    </button>
                </form>
            })}
            <button data-action="resume-adjourned" class="primary"
                hidden=move || !adjourned()
                disabled=move || !adjourned()
                on:click=move |_| { ctx.act(Intent::ResumeAdjourned); }>{move || Label::Resume.text(l())}</button>
            {envelope}
        </div>
    }
}
