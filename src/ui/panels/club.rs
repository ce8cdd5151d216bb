//! The club evening's views (in the table's part): the quickplay-finish claim of the player on move
//! (`data-action="claim-10-2"`, shown only while the table allows it), the arbiter's decisions, the
//! setting of an arbiter at the table, and draw odds said in words (the status carries `data-winner`).
//! Every decision is the table's (`table::quickplay`, `Snapshot::claim_10_2`, `Table::draw_winner`);
//! these only show and forward.

use crate::rules::Color;
use crate::table::quickplay::{ClubNote, Stage};
use crate::table::{Intent, Settings, Snapshot};
use crate::text::club;
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use crate::ui::core::{click, effect, memo, when, SettingToggle};
use leptos::prelude::*;

/// The claim of a quickplay finish (10.2, Appendix D) for `color`: in the page only while the table
/// says `color` may claim with the time on the clock now.
#[component]
pub fn Claim(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let open = memo(move |_| {
        // The redraw timer ticks when a shown digit changes: crossing two minutes is one.
        ctx.tick.track();
        let now = time::now();
        let left = ctx.table.with(|t| t.remaining(color, now));
        left.is_some_and(|ms| ctx.snap.with(|s| s.claim_10_2(color, ms)))
    });
    let arbiter = move || ctx.settings.with(|s| s.arbiter);
    move || {
        open.get().then(|| {
            view! {
                <button data-action="claim-10-2" data-color=color.name() class="primary"
                    title=move || club::claim_explain(l(), arbiter())
                    disabled=when(move || ctx.review().is_some())
                    on:click=click(move |_| { ctx.act(Intent::ClaimQuickplay(color)); })>
                    {move || club::claim_label(l())}
                </button>
            }
        })
    }
}

/// The status line's club part: a draw decided by draw odds in words (the status carries `data-winner`), where a
/// quickplay claim stands and the arbiter's decisions open now.
#[component]
pub fn ClubStatus() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    // A claim or a decision is explained where refusals are, as a note.
    effect(move |_| {
        let lang = ctx.lang.get_untracked();
        let arbiter = ctx.settings.with_untracked(|s| s.arbiter);
        let note = ctx.events.with(|(_, events)| ClubNote::of(events, arbiter));
        if let Some(note) = note {
            ctx.note(club::note_text(lang, note));
        }
    });
    let words = move || {
        let lang = l();
        ctx.snap.with(|s| club::status_note(lang, s))
    };
    let decisions = move || {
        ctx.snap.with(|s| {
            let stage = s.quickplay.map(|q| q.stage);
            s.quickplay_decisions()
                .iter()
                .map(|&d| (d, stage.unwrap_or(Stage::Claimed)))
                .collect::<Vec<_>>()
        })
    };
    view! {
        {move || words().map(|w| view! { <p class="club-note" data-club-note="">{w}</p> })}
        {move || {
            let ds = decisions();
            (!ds.is_empty()).then(|| view! {
                <div class="decisions" data-decisions="" role="group">
                    {ds.into_iter().map(|(d, stage)| view! {
                        <button data-action="decide-10-2" data-decision=d.as_str()
                            on:click=click(move |_| { ctx.act(Intent::DecideQuickplay(d)); })>
                            {move || club::decision_label(l(), d, stage)}
                        </button>
                    }).collect_view()}
                </div>
            })
        }}
    }
}

/// A link's `?draws=black|white` (Contract 2, round five): draw odds for the game the link started (or the
/// game on the table, before its first move), set when the table's part comes, then taken out of the address
/// bar. Anything else than `black` or `white` is no draw odds.
pub fn draws_link(ctx: Ctx) {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let Some(value) = web_sys::UrlSearchParams::new_with_str(&search)
        .ok()
        .and_then(|p| p.get("draws"))
    else {
        return;
    };
    ctx.act(Intent::SetDrawOdds(crate::table::tags::read_draw_odds(
        &value,
    )));
    crate::ui::services::link::clear_params(&["draws"]);
}

/// Beside a real board (`input[data-action="recorder"]`, saved with the game): the page keeps the clock and the
/// record of a game played on a real board. Offered with a clock, changed before the first move only
/// ([`Snapshot::recorder_locked`], as the table refuses it); what it is, and is not, said under it.
#[component]
pub fn RecorderToggle() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <SettingToggle action="recorder" get=|s| s.recorder set=Settings::set_recorder
            shown=|s| s.clocked locked=Snapshot::recorder_locked help=club::recorder_help>
            {move || club::recorder_label(ctx.lang.get())}
        </SettingToggle>
    }
}

/// The setting of an arbiter at the table (`input[data-action="arbiter"]`, saved with the game): a
/// quickplay claim then goes to the three decisions of 10.2; without one it is referred (Appendix D).
#[component]
pub fn ArbiterToggle() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <SettingToggle action="arbiter" get=|s| s.arbiter set=|s, on| s.arbiter = on>
            {move || club::arbiter_label(ctx.lang.get())}
        </SettingToggle>
    }
}
