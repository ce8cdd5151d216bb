//! The words of the board's explanation (issue 32): a refused attempt or a note, in the UI language, citing the
//! article where the Laws have one. The web app fetches them in a part of their own the first time one is shown.

use crate::rules::explain::explain;
use crate::table::input::{Explanation, Why};
use crate::table::Refusal;
use crate::text::explain::{describe, describe_touch_move};
use crate::text::{not_your_turn, Lang, Msg};

/// The text of an explanation, citing the article where the Laws have one.
pub fn explanation_text(lang: Lang, e: &Explanation) -> String {
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
