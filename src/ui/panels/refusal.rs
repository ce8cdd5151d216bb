//! The words for the board's explanation: a refused attempt or a note, in the UI language.
//!
//! The refusal is decided at once by the table and the board's input machine (the piece snaps back, `data-explain`
//! is there); its words, with the rules' explanation of why a move is illegal (`rules::explain`) and their texts,
//! are in a part of their own (`refusal_words`, issue 32) fetched the first time one is shown, and follow it. Until
//! then the explanation is there without words; a part that cannot be fetched says so ([`Msg::PartMissing`]).

use crate::rules::explain::explain;
use crate::table::input::{Explanation, Why};
use crate::table::Refusal;
use crate::text::explain::{describe, describe_touch_move};
use crate::text::{not_your_turn, Lang, Msg};
use leptos::prelude::*;

/// How the words of an explanation are made: [`explanation_text`], once its part is here.
type Words = fn(Lang, &Explanation) -> String;

thread_local! {
    /// The words' maker once its part arrived (`None` before); a signal, so the explanations shown meanwhile get
    /// their words when it comes. Reference-counted, not owned by the view that first asked (which is redrawn).
    static WORDS: ArcRwSignal<Option<Words>> = ArcRwSignal::new(None);
    /// The part was asked for (it is fetched once).
    static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The words of an explanation, citing the article where the Laws have one; `None` while their part is on its way
/// (asked for by the first call). Reactive: a view calling it is drawn again when the words arrive.
pub fn words(lang: Lang, e: &Explanation) -> Option<String> {
    // A text made when it was decided needs nothing more.
    if let Why::Text(s) | Why::Note(s) = &e.why {
        return Some(s.clone());
    }
    let maker = WORDS.with(ArcRwSignal::clone);
    let got = maker.get();
    match got {
        Some(f) => Some(f(lang, e)),
        None => {
            fetch(maker);
            None
        }
    }
}

/// Asks for the words' part once.
#[cfg(feature = "split")]
fn fetch(maker: ArcRwSignal<Option<Words>>) {
    if ASKED.with(|a| a.replace(true)) {
        return;
    }
    let ctx = use_context::<crate::ui::shell::state::Ctx>();
    leptos::task::spawn_local(async move {
        match refusal_words().await {
            Ok(f) => maker.set(Some(f)),
            Err(_) => {
                if let Some(ctx) = ctx {
                    ctx.notice(Some(
                        Msg::PartMissing.text(ctx.lang.get_untracked()).to_string(),
                    ));
                }
                // Asked again at the next explanation (the network may be back).
                ASKED.with(|a| a.set(false));
            }
        }
    });
}

/// Without the split (the wasm tests) the words are at hand.
#[cfg(not(feature = "split"))]
fn fetch(maker: ArcRwSignal<Option<Words>>) {
    ASKED.with(|a| a.set(true));
    maker.set(Some(explanation_text));
}

/// The split point of the words' part: all that only [`explanation_text`] reaches goes with it.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(refusal_words, wasm_split_path = leptos::wasm_split, fallible)]
fn refusal_words() -> Result<Words, leptos::wasm_split::SplitLoaderError> {
    Ok(explanation_text)
}

/// The text of an explanation, citing the article where the Laws have one.
fn explanation_text(lang: Lang, e: &Explanation) -> String {
    let pos = &e.pos;
    let msg = match &e.why {
        Why::Rule(reason) => return describe(reason, pos, lang),
        Why::ClaimLapsed => Msg::ClaimLapsed,
        Why::ClaimWithMove => Msg::ClaimWithMove,
        Why::Text(s) | Why::Note(s) => return s.clone(),
        Why::Table(r) => match *r {
            Refusal::GameOver => Msg::GameOver,
            Refusal::Paused => Msg::ClockPaused,
            Refusal::ClaimNotValid => Msg::ClaimNotValid,
            Refusal::NotAMove => Msg::IllegalHere,
            Refusal::IllegalMove(m) => match explain(pos, m.from(), m.to()) {
                Some(reason) => return describe(&reason, pos, lang),
                None => Msg::IllegalHere,
            },
            Refusal::TouchMove { touched, tried } => {
                return describe_touch_move(pos, touched, tried, lang)
            }
            Refusal::RookFirst { rook } => {
                return match pos.board().king_of(pos.turn()) {
                    Some(king) => describe_touch_move(pos, rook, king, lang),
                    None => String::new(),
                }
            }
            Refusal::NotYourTurn(c) => return not_your_turn(lang, c),
            Refusal::OfferNotAllowed => Msg::OfferNotAllowed,
            Refusal::NoOffer => Msg::NoOffer,
            Refusal::ClaimPending => Msg::ClaimPending,
            Refusal::NothingToTakeBack => Msg::NothingToTakeBack,
            Refusal::TakebackNotAllowed => Msg::TakebackNotAllowed,
            Refusal::NoClock => Msg::GameHasNoClock,
            Refusal::AlreadyStarted => Msg::AlreadyStarted,
            Refusal::NotRunning => Msg::NotRunning,
            Refusal::NotPaused => Msg::NotPaused,
            Refusal::NothingToUndo => Msg::NothingToUndo,
            Refusal::BadAmount => Msg::BadAmount,
            Refusal::NotOver => Msg::NotOver,
            Refusal::QuestionOpen => Msg::QuestionOpen,
            Refusal::NoQuestion => Msg::NoQuestion,
            Refusal::NotYours(c) => return not_your_turn(lang, c),
            Refusal::ClockOnly => Msg::ClockOnlyMode,
            Refusal::NotClockOnly => Msg::NotClockOnly,
            Refusal::KingCapture
            | Refusal::NotAMovement { .. }
            | Refusal::ReplacementMove { .. }
            | Refusal::ClaimIllegalNotAvailable
            | Refusal::NoFlagToClaim
            | Refusal::Adjourned
            | Refusal::NotAdjourned
            | Refusal::CannotAdjourn
            | Refusal::NotADate
            | Refusal::Touched { .. } => {
                return crate::text::tournament::refusal_text(lang, *r).unwrap_or_default()
            }
            Refusal::QuickplayNotAvailable
            | Refusal::NoQuickplayClaim
            | Refusal::AwaitingArbiter
            | Refusal::DrawOddsAfterStart => {
                return crate::text::club::refusal_text(lang, *r)
                    .unwrap_or_default()
                    .to_string()
            }
            Refusal::ReadOnlyRecord | Refusal::Record(_) => {
                return crate::text::review::refusal_text(lang, *r)
                    .unwrap_or_default()
                    .to_string()
            }
        },
    };
    msg.text(lang).to_string()
}
