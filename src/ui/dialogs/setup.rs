//! The new-game dialog with the clock setup as club players set a clock (presets by name, minutes,
//! increment, delay, the kind of control, the time class live) and the event, round and board; the
//! clock correction form (6.11b) and the names' fields by each clock. Every decision is in
//! [`crate::clock::setup`] and the table; these views only show the fields and forward what was
//! typed.

use crate::rules::{ByColor, Color, Position};
use crate::table::clock_setup::{named, preset_value, read_time, ClockForm, Kind, NAMED, PRESETS};
use crate::table::{format_face, TimeClass};
use crate::table::{EventTags, Intent, EVENT_TAG_MAX};
use crate::table::{RuleSet, RULE_SETS};
use crate::text::club;
use crate::text::setup::{
    class_name, decimal, field_error, field_label, kind_name, preset_name, time_control_text,
    SetupText,
};
use crate::text::{rules_label, Lang, Later, Msg, Rec};
use crate::ui::core::dom::focus;
use crate::ui::core::state::Ctx;
use crate::ui::core::{change, click, input, when};
use leptos::prelude::*;

/// The time class line of a form: "Ritmo: partida rápida", or why the form makes no control.
fn class_line(lang: Lang, form: &ClockForm) -> (Option<&'static str>, String) {
    match form.controls() {
        Ok(c) => {
            let class = TimeClass::of(c.as_ref()).as_str();
            (Some(class), crate::text::setup::class_line(lang, class))
        }
        Err(e) => (None, field_error(lang, form.kind, e)),
    }
}

/// The clock part of the new-game dialog: preset (the tournament controls by name, the presets by class,
/// the player's own controls), kind, the kind's fields, the time class and the draw odds.
#[component]
fn ClockSetup(
    form: RwSignal<ClockForm>,
    error: RwSignal<Option<String>>,
    draw_odds: RwSignal<Option<Color>>,
    own: RwSignal<Vec<String>>,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let odds_side = move || draw_odds.get().map(crate::table::side);
    // Presets grouped by their class, fastest first; no clock last.
    let groups = ["blitz", "rapid", "standard"].map(|class| {
        let items: Vec<&'static str> = PRESETS
            .iter()
            .copied()
            .filter(|p| *p != "-")
            .filter(|p| {
                crate::table::Controls::parse(p)
                    .is_ok_and(|c| TimeClass::of(c.as_ref()).as_str() == class)
            })
            .collect();
        (class, items)
    });
    let kinds = move || {
        let mut k = Kind::LISTED.to_vec();
        if form.with(|f| f.other.is_some()) {
            k.push(Kind::Other);
        }
        k
    };
    view! {
        <fieldset class="clock-setup" data-setup="">
            <legend>{move || Later::TimeControl.text(l())}</legend>
            <label>{move || SetupText::PresetLabel.text(l())}
                <select data-field="preset" on:change=change(move |ev| {
                    let v = event_target_value(&ev);
                    // A named control sets its draw odds too (Armageddon: Black's); any other has none.
                    if let Some(n) = named(&v) {
                        if let Some(f) = ClockForm::preset(n.tc) {
                            form.set(f);
                            draw_odds.set(n.draw_odds.map(crate::table::color));
                        }
                    } else if let Some(f) = ClockForm::preset(&v) {
                        form.set(f);
                        draw_odds.set(None);
                    }
                    error.set(None);
                }) prop:value=move || form.with(|f| own.with(|o| preset_value(f, odds_side(), o)))>
                    <optgroup label=move || club::named_group(l())>
                        {NAMED.iter().map(|n| view! { <option value=n.code>{move || club::named_preset(l(), n.code)}</option> }).collect_view()}
                    </optgroup>
                    {groups.into_iter().map(|(class, items)| view! {
                        <optgroup label=move || class_name(l(), class)>
                            {items.into_iter().map(|p| view! { <option value=p>{move || preset_name(l(), p)}</option> }).collect_view()}
                        </optgroup>
                    }).collect_view()}
                    {move || (!own.with(Vec::is_empty)).then(|| view! {
                        <optgroup label=move || club::own_group(l())>
                            {own.get().into_iter().map(|tc| {
                                let name = time_control_text(l(), &tc);
                                view! { <option value=tc>{name}</option> }
                            }).collect_view()}
                        </optgroup>
                    })}
                    <option value="-">{move || preset_name(l(), "-")}</option>
                    <option value="custom">{move || Later::Custom.text(l())}</option>
                </select>
            </label>
            <label>{move || club::draw_odds_label(l())}
                <select data-field="draw-odds" on:change=change(move |ev| {
                    draw_odds.set(crate::table::tags::read_draw_odds(&event_target_value(&ev)));
                }) prop:value=move || draw_odds.get().map_or("", |c| c.name())>
                    {[None, Some(Color::White), Some(Color::Black)].map(|o| view! {
                        <option value=o.map_or("", |c| c.name())>{move || club::draw_odds_option(l(), o)}</option>
                    }).into_iter().collect_view()}
                </select>
            </label>
            <label>{move || SetupText::KindLabel.text(l())}
                <select data-field="kind" on:change=change(move |ev| {
                    if let Some(k) = Kind::from_code(&event_target_value(&ev)) {
                        form.update(|f| f.kind = k);
                    }
                    error.set(None);
                }) prop:value=move || form.with(|f| f.kind.code())>
                    {move || kinds().into_iter().map(|k| view! {
                        <option value=k.code() selected=move || form.with(|f| f.kind == k)>{move || kind_name(l(), k)}</option>
                    }).collect_view()}
                </select>
            </label>
            <div class="clock-fields">
                {move || {
                    let kind = form.with(|f| f.kind);
                    kind.fields().iter().copied().map(|field| {
                        let moves = field == crate::table::clock_setup::Field::Moves;
                        view! {
                            <label>{move || field_label(l(), kind, field)}
                                <input data-field=field.code() inputmode=if moves { "numeric" } else { "decimal" }
                                    autocomplete="off" size="6"
                                    prop:value=move || form.with(|f| decimal(l(), f.get(field)))
                                    on:input=input(move |ev| {
                                        form.update(|f| f.set(field, event_target_value(&ev)));
                                        error.set(None);
                                    }) />
                            </label>
                        }
                    }).collect_view()
                }}
            </div>
            {move || {
                let (class, line) = form.with(|f| class_line(l(), f));
                view! { <p class="hint time-class" data-time-class=class.unwrap_or("")>{line}</p> }
            }}
            {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
        </fieldset>
    }
}

/// New game with a rule set, the clock, the players' names and the event, round and board (set
/// before the new game starts, which keeps them: [`Intent::SetEventTags`]).
#[component]
pub fn SettingsDialog() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let rules = RwSignal::new(RuleSet::Casual);
    let white = RwSignal::new(String::new());
    let black = RwSignal::new(String::new());
    let tags = RwSignal::new(EventTags::default());
    let form = RwSignal::new(ClockForm::from_controls(None));
    let error = RwSignal::new(None::<String>);
    let draw_odds = RwSignal::new(None::<Color>);
    let own = RwSignal::new(Vec::<String>::new());
    let start = click(move |ev: leptos::ev::MouseEvent| {
        let controls = match form.with_untracked(ClockForm::controls) {
            Ok(c) => c,
            Err(e) => {
                ev.prevent_default();
                let kind = form.with_untracked(|f| f.kind);
                error.set(Some(field_error(l(), kind, e)));
                focus(&["#settings [data-field=\"", e.field.code(), "\"]"].concat());
                return;
            }
        };
        if let Some(c) = &controls {
            own.set(crate::ui::services::controls::started_with(&c.to_string()));
        }
        // Over a game with moves the table asks first; the names and the event change only with the game.
        ctx.act(ctx.request(Intent::NewGameNamed {
            start: Position::new(),
            rules: rules.get_untracked(),
            controls,
            names: ByColor {
                white: white.get_untracked(),
                black: black.get_untracked(),
            },
            tags: tags.get_untracked(),
            draw_odds: draw_odds.get_untracked(),
        }));
    });
    view! {
        <dialog id="settings" class="dialog" on:toggle=move |_| {
            rules.set(ctx.snap.with_untracked(|s| s.rules));
            ctx.names.with_untracked(|n| { white.set(n.white.clone()); black.set(n.black.clone()); });
            tags.set(ctx.table.with_untracked(|t| t.event_tags().clone()));
            form.set(ctx.table.with_untracked(|t| ClockForm::from_controls(t.controls())));
            draw_odds.set(ctx.snap.with_untracked(|s| s.draw_odds));
            own.set(crate::ui::services::controls::own());
            error.set(None);
        }>
            <form method="dialog">
                <h2>{move || Msg::Settings.text(l())}</h2>
                <fieldset>
                    <legend>{move || Later::RuleSet.text(l())}</legend>
                    {RULE_SETS.map(|r| view! {
                        <label><input type="radio" name="rules" value=r.as_str() prop:checked=when(move || rules.get() == r)
                            on:change=change(move |_| rules.set(r)) />{move || rules_label(l(), r)}</label>
                    }).into_iter().collect_view()}
                </fieldset>
                <ClockSetup form=form error=error draw_odds=draw_odds own=own />
                <label>{move || Later::WhiteName.text(l())}
                    <input name="white" maxlength="60" prop:value=move || white.get()
                        on:input=input(move |ev| white.set(event_target_value(&ev))) /></label>
                <label>{move || Later::BlackName.text(l())}
                    <input name="black" maxlength="60" prop:value=move || black.get()
                        on:input=input(move |ev| black.set(event_target_value(&ev))) /></label>
                <div class="event-fields">
                    <label class="event">{move || Rec::Event.text(l())}
                        <input data-field="event" maxlength=EVENT_TAG_MAX autocomplete="off"
                            prop:value=move || tags.with(|g| g.event.clone())
                            on:input=input(move |ev| tags.update(|g| g.event = event_target_value(&ev))) /></label>
                    <label>{move || Rec::Round.text(l())}
                        <input data-field="round" maxlength=EVENT_TAG_MAX autocomplete="off" size="5"
                            prop:value=move || tags.with(|g| g.round.clone())
                            on:input=input(move |ev| tags.update(|g| g.round = event_target_value(&ev))) /></label>
                    <label>{move || Rec::Board.text(l())}
                        <input data-field="board" maxlength=EVENT_TAG_MAX autocomplete="off" size="5"
                            prop:value=move || tags.with(|g| g.board.clone())
                            on:input=input(move |ev| tags.update(|g| g.board = event_target_value(&ev))) /></label>
                </div>
                <menu>
                    <button value="cancel">{move || Later::Cancel.text(l())}</button>
                    <button value="start" class="primary" data-action="start-game" on:click=start>
                        {move || Later::StartGame.text(l())}
                    </button>
                </menu>
            </form>
        </dialog>
    }
}

/// The correction of a wrongly set clock during the game (6.11b): a button that opens a form with each
/// player's time and the move number, filled with what the clock shows now.
#[component]
pub fn CorrectClock() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let fix = Correction::get();
    let (white, black, number, error) = (fix.white, fix.black, fix.number, fix.error);
    let fill = move || {
        let now = crate::ui::core::time::now();
        ctx.table.with_untracked(|t| {
            let show = |c| format_face(t.remaining(c, now).unwrap_or(0), false);
            white.set(show(Color::White));
            black.set(show(Color::Black));
            let n = t.clock().map_or(1, |c| {
                let turn = c.turn();
                let made = c.moves_made(turn);
                made.saturating_add(1)
            });
            number.set(n.to_string());
        });
        error.set(None);
    };
    let over = move || ctx.snap.with(|s| s.outcome.is_some());
    view! {
        <button type="button" data-action="correct-clock" aria-haspopup="dialog"
            hidden=when(move || !ctx.snap.with(|s| s.clocked) || over())
            disabled=over
            on:click=click(move |_| { fill(); crate::ui::dialogs::records_core::open_dialog("correct-clock"); })>
            {move || SetupText::Correct.text(l())}
        </button>
    }
}

/// The fields of the clock correction, shared by its button (in the menu) and its dialog (at page level).
#[derive(Clone, Copy)]
pub struct Correction {
    white: RwSignal<String>,
    black: RwSignal<String>,
    number: RwSignal<String>,
    error: RwSignal<Option<String>>,
}

impl Correction {
    /// Creates the fields and provides them; call once in the app, before its view.
    pub fn provide() {
        provide_context(Correction {
            white: RwSignal::new(String::new()),
            black: RwSignal::new(String::new()),
            number: RwSignal::new(String::new()),
            error: RwSignal::new(None),
        });
    }

    fn get() -> Correction {
        expect_context::<Correction>()
    }
}

/// The clock correction's dialog (6.11b), at page level: a dialog inside the closed menu would be
/// hidden with it.
#[component]
pub fn CorrectClockDialog() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let fix = Correction::get();
    let (white, black, number, error) = (fix.white, fix.black, fix.number, fix.error);
    let apply = click(move |ev: leptos::ev::MouseEvent| {
        let lang = l();
        let (w, b) = (
            read_time(&white.get_untracked()),
            read_time(&black.get_untracked()),
        );
        let field = if w.is_none() {
            Some("white-time")
        } else if b.is_none() {
            Some("black-time")
        } else {
            None
        };
        if let Some(field) = field {
            ev.prevent_default();
            error.set(Some(SetupText::BadTime.text(lang).to_string()));
            focus(&["#correct-clock [data-field=\"", field, "\"]"].concat());
            return;
        }
        let moves = match number.get_untracked().trim().parse::<u32>() {
            Ok(n) if n >= 1 => n,
            _ => {
                ev.prevent_default();
                error.set(Some(SetupText::BadMoveNumber.text(lang).to_string()));
                focus("#correct-clock [data-field=\"move-number\"]");
                return;
            }
        };
        let intent = Intent::CorrectClock {
            white_ms: w.unwrap_or(0),
            black_ms: b.unwrap_or(0),
            moves: Some(moves),
        };
        if ctx.act(intent).is_none() {
            // Refused (the game ended meanwhile): the page shows why; the form closes.
            error.set(None);
        }
        ctx.redraw();
    });
    view! {
        <dialog id="correct-clock" class="dialog" aria-labelledby="correct-clock-title">
            <form method="dialog">
                <h2 id="correct-clock-title">{move || SetupText::CorrectTitle.text(l())}</h2>
                <p class="hint">{move || SetupText::TimeHint.text(l())}</p>
                <label>{move || SetupText::WhiteTime.text(l())}
                    <input data-field="white-time" autocomplete="off" size="8" inputmode="decimal"
                        prop:value=move || white.get()
                        on:input=input(move |ev| { white.set(event_target_value(&ev)); error.set(None); }) /></label>
                <label>{move || SetupText::BlackTime.text(l())}
                    <input data-field="black-time" autocomplete="off" size="8" inputmode="decimal"
                        prop:value=move || black.get()
                        on:input=input(move |ev| { black.set(event_target_value(&ev)); error.set(None); }) /></label>
                <label>{move || SetupText::MoveNumber.text(l())}
                    <input data-field="move-number" autocomplete="off" size="4" inputmode="numeric"
                        prop:value=move || number.get()
                        on:input=input(move |ev| { number.set(event_target_value(&ev)); error.set(None); }) /></label>
                {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                <menu>
                    <button value="cancel">{move || Later::Cancel.text(l())}</button>
                    <button value="apply" class="primary" data-action="apply-correction" on:click=apply>
                        {move || SetupText::Apply.text(l())}
                    </button>
                </menu>
            </form>
        </dialog>
    }
}
