//! Tournament practice and adjournment controls (Contract 2, continued): the claims of an illegal
//! move and of a fallen flag per player, adjourning with a sealed move, the envelope and resuming.
//! Every decision is the table's (`crate::table::tournament`); this only asks and shows.

use crate::rules::Color;
use crate::table::Intent;
use crate::table::Snapshot;
use crate::text::tournament::{claim_text, envelope_lines, Label};
use crate::ui::core::dom::focus;
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use crate::ui::core::{
    change, click, effect, flag_effect, input, memo, submit, when, SettingToggle,
};
use leptos::prelude::*;

/// The tournament and adjournment controls, mounted once in the information column. The sealing form and the
/// envelope are a part of the wasm of their own (issue 23), fetched the first time a game is adjourned.
#[component]
pub fn Tournament() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let tournament = move || ctx.snap.with(|s| s.tournament_practice());
    let adjourned = move || ctx.snap.with(|s| s.adjourned.is_some());
    let sealing = Sealing::get().0;

    // What a claim decided is explained on the board.
    effect(move |_| {
        let lang = ctx.lang.get_untracked();
        let text = ctx.events.with(|(_, events)| {
            ctx.table
                .with_untracked(|t| events.iter().find_map(|e| claim_text(lang, t, e)))
        });
        if let Some(text) = text {
            ctx.note(text);
        }
    });

    // The form put away, the focus goes back to what opened it or what follows it (both already in the page); the
    // form's field takes it itself when it is drawn (`Adjournment`).
    flag_effect(move |prev| {
        let open = sealing.get();
        if prev == Some(true) && !open {
            let target = if adjourned() {
                "[data-action=\"resume-adjourned\"]"
            } else {
                "[data-action=\"adjourn\"]"
            };
            request_animation_frame(move || focus(target));
        }
        open
    });
    // Adjourned or sealing: the part's view. A memo, so the form is not rebuilt when one gives way to the other.
    let shown = memo(move |_| adjourned() || sealing.get());
    view! {
        <div class="tournament" data-tournament="" hidden=when(move || !tournament() && !adjourned() && !sealing.get())>
            {move || shown.get().then(|| Suspend::new(adjournment_part()))}
        </div>
    }
}

part! {
    /// The split point of adjournment: the sealing form, resuming, and the envelope.
    fn adjournment_part() -> AnyView {
        view! { <Adjournment /> }.into_any()
    }
}

/// The sealing form, the resume button and the envelope of an adjourned game.
#[component]
fn Adjournment() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let adjourned = move || ctx.snap.with(|s| s.adjourned.is_some());
    let sealing = Sealing::get().0;
    let sealed = RwSignal::new(String::new());
    // The sealed move's field takes the focus when the form is drawn (the form may come with this part, after the
    // command that opened it).
    let field = NodeRef::<leptos::html::Input>::new();
    effect(move |_| {
        if let Some(el) = field.get() {
            drop(el.focus());
        }
    });
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
        let fen = ctx.snap.with(|s| s.position.fen());
        let resume_at = ctx
            .table
            .with(|t| t.adjourned().map(|a| a.resume_at.clone()))
            .unwrap_or_default();
        let label = Label::SealedPosition.text(lang);
        Some(view! {
            <section class="envelope" data-envelope="" aria-labelledby="envelope-title">
                <h2 id="envelope-title">{Label::Envelope.text(lang)}</h2>
                {lines.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
                <figure class="envelope-position">
                    <table class="envelope-diagram" role="img" aria-label=format!("{label}: {fen}")>
                        {diagram(&fen)}
                    </table>
                    <figcaption>{label}<br/><code data-envelope-fen="">{fen.clone()}</code></figcaption>
                </figure>
                <label class="envelope-date">{Label::ResumeAt.text(lang)}
                    <input type="datetime-local" data-field="resume-at"
                        prop:value=resume_at
                        on:change=change(move |ev| {
                            ctx.act(Intent::SetResumeDate(event_target_value(&ev)));
                        }) />
                </label>
                <button type="button" data-action="print-envelope" on:click=click(move |_| print_envelope())>
                    {Label::PrintEnvelope.text(lang)}
                </button>
            </section>
        })
    };
    view! {
            {move || sealing.get().then(|| view! {
                <form class="seal" on:submit=submit(move |ev| { ev.prevent_default(); seal(()); })>
                    <label>{move || Label::SealedMove.text(l())}
                        <input type="password" data-field="sealed-move" autocomplete="off" node_ref=field
                            prop:value=move || sealed.get()
                            on:input=input(move |ev| sealed.set(event_target_value(&ev))) />
                    </label>
                    <button type="submit" class="primary" data-action="confirm">{move || Label::Seal.text(l())}</button>
                    <button type="button" data-action="cancel"
                        on:click=click(move |_| { sealing.set(false); sealed.set(String::new()); })>
                        {move || Label::Cancel.text(l())}
                    </button>
                </form>
            })}
            <button data-action="resume-adjourned" class="primary"
                hidden=when(move || !adjourned())
                disabled=when(move || !adjourned())
                on:click=click(move |_| { ctx.act(Intent::ResumeAdjourned); })>{move || Label::Resume.text(l())}</button>
            {envelope}
    }
}

/// Whether the sealing form is open: set by the adjourn command in the menu, read by the form.
#[derive(Clone, Copy)]
pub struct Sealing(RwSignal<bool>);

impl Sealing {
    /// Creates the flag and provides it; call once in the app, before its view.
    pub fn provide() {
        provide_context(Sealing(RwSignal::new(false)));
    }

    fn get() -> Sealing {
        expect_context::<Sealing>()
    }
}

/// One player's claims in tournament practice, in that player's panel: an illegal move (7.4, A4c,
/// B3c; shown only to the player who may claim now, the opponent of the last mover, so it reveals
/// nothing) and a fallen flag (A4d).
#[component]
pub fn Claims(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let side = color.name();
    let flag_ok = move || {
        ctx.tick.track();
        ctx.table.with(|t| t.can_claim_flag(color, time::now()))
    };
    view! {
        <button data-action="claim-illegal" data-color=side
            hidden=when(move || !ctx.snap.with(|s| s.commands.get(color).claim_illegal))
            disabled=when(move || !ctx.snap.with(|s| s.commands.get(color).claim_illegal))
            aria-label=move || Label::ClaimIllegal.text(l())
            on:click=click(move |_| { ctx.act(Intent::ClaimIllegal(color)); })>
            {move || Label::IllegalShort.text(l())}
        </button>
        <button data-action="claim-flag" data-color=side
            hidden=when(move || !ctx.snap.with(|s| s.commands.get(color).claim_flag))
            disabled=when(move || !flag_ok())
            aria-label=move || Label::ClaimFlag.text(l())
            on:click=click(move |_| { ctx.act(Intent::ClaimFlag(color)); })>
            {move || Label::FlagShort.text(l())}
        </button>
    }
}

/// The menu's tournament commands: moves by any square (tournament practice) and adjourning.
#[component]
pub fn MenuCommands() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let sealing = Sealing::get().0;
    view! {
        <SettingToggle action="any-square" get=|s| s.any_square set=|s, on| s.any_square = on
            shown=Snapshot::tournament_practice>
            {move || Label::AnySquare.text(l())}
        </SettingToggle>
        <button data-action="adjourn"
            hidden=when(move || ctx.snap.with(|s| s.adjourned.is_some() || s.outcome.is_some()) || sealing.get())
            disabled=when(move || !ctx.snap.with(|s| s.live) || ctx.review().is_some())
            on:click=click(move |_| sealing.set(true))>{move || Label::Adjourn.text(l())}</button>
    }
}

/// The board of a FEN as a small diagram: eight rows of figurines (the table's name is the FEN).
fn diagram(fen: &str) -> impl IntoView {
    let board = fen.split(' ').next().unwrap_or("");
    board
        .split('/')
        .map(|rank| {
            let mut cells = Vec::with_capacity(8);
            for ch in rank.chars() {
                match ch.to_digit(10) {
                    Some(n) => cells.extend(std::iter::repeat_n(' ', n as usize)),
                    None => cells.push(figurine(ch)),
                }
            }
            view! { <tr>{cells.into_iter().map(|c| view! { <td>{c.to_string()}</td> }).collect_view()}</tr> }
        })
        .collect_view()
}

/// The figurine of a FEN piece letter.
fn figurine(ch: char) -> char {
    match ch {
        'K' => '♔',
        'Q' => '♕',
        'R' => '♖',
        'B' => '♗',
        'N' => '♘',
        'P' => '♙',
        'k' => '♚',
        'q' => '♛',
        'r' => '♜',
        'b' => '♝',
        'n' => '♞',
        'p' => '♟',
        _ => ' ',
    }
}

/// Prints the envelope alone: `html.print-envelope` lets the print stylesheet (tournament.css)
/// show only `.envelope`; the class goes when printing is over.
fn print_envelope() {
    let Some(w) = web_sys::window() else {
        return;
    };
    let root = w.document().and_then(|d| d.document_element());
    if let Some(r) = &root {
        // Without the class the print shows the scoresheet, as the page's own print does.
        r.class_list().add_1("print-envelope").ok();
    }
    // A browser without printing refuses silently; the page stays as it was.
    w.print().ok();
    if let Some(r) = &root {
        r.class_list().remove_1("print-envelope").ok();
    }
}
