//! The words for the board's explanation: a refused attempt or a note, in the UI language.

use super::i18n::{color_name, t, Lang, Msg};
use crate::rules::explain::explain;
use crate::rules::explain_text::{describe, describe_touch_move};
use crate::table::input::{Explanation, Why};
use crate::table::Refusal;

/// The text of an explanation, citing the article where the Laws have one.
pub fn explanation_text(lang: Lang, e: &Explanation) -> String {
    let es = lang == Lang::Es;
    let pos = &e.pos;
    match &e.why {
        Why::Rule(reason) => describe(reason, pos, es),
        Why::ClaimLapsed => t(lang, Msg::ClaimLapsed).to_string(),
        Why::ClaimWithMove => t(lang, Msg::ClaimWithMove).to_string(),
        Why::Text(s) => s.clone(),
        Why::Table(r) => match *r {
            Refusal::GameOver => t(lang, Msg::GameOver).to_string(),
            Refusal::Paused => t(lang, Msg::ClockPaused).to_string(),
            Refusal::ClaimNotValid => t(lang, Msg::ClaimNotValid).to_string(),
            Refusal::IllegalMove(m) => match explain(pos, m.from(), m.to()) {
                Some(reason) => describe(&reason, pos, es),
                None => pick(es, "Esa jugada no es legal aquí (Art. 3).", "That move is not legal here (Art. 3).").to_string(),
            },
            Refusal::TouchMove { touched, tried } => describe_touch_move(pos, touched, tried, es),
            Refusal::RookFirst { rook } => match pos.board().king_of(pos.turn()) {
                Some(king) => describe_touch_move(pos, rook, king, es),
                None => String::new(),
            },
            Refusal::NotYourTurn(c) => {
                let name = color_name(lang, c);
                if es {
                    format!("Juegan las {}.", name.to_lowercase())
                } else {
                    format!("It is {name}'s move.")
                }
            }
            Refusal::OfferNotAllowed => pick(
                es,
                "Las tablas se ofrecen después de hacer su propia jugada, y no mientras haya otra oferta pendiente (Art. 9.1b).",
                "A draw is offered after making one's own move, and not while another offer is pending (Art. 9.1b).",
            )
            .to_string(),
            Refusal::NoOffer => pick(es, "No hay ninguna oferta de tablas que responder.", "There is no draw offer to answer.").to_string(),
            Refusal::ClaimPending => pick(
                es,
                "La reclamación ya está anunciada y no puede retirarse (Art. 9.5).",
                "The claim has been announced and cannot be withdrawn (Art. 9.5).",
            )
            .to_string(),
            Refusal::NothingToTakeBack => pick(es, "No hay ninguna jugada que deshacer.", "There is no move to take back.").to_string(),
            Refusal::TakebackNotAllowed => pick(
                es,
                "Las Leyes no prevén deshacer jugadas: solo se puede en una partida amistosa.",
                "The Laws have no takeback: it is possible only in a casual game.",
            )
            .to_string(),
            Refusal::NoClock => pick(es, "Esta partida no tiene reloj.", "This game has no clock.").to_string(),
            Refusal::AlreadyStarted => pick(es, "El reloj ya está en marcha.", "The clock has already started.").to_string(),
            Refusal::NotRunning => pick(es, "El reloj no está en marcha.", "The clock is not running.").to_string(),
            Refusal::NotPaused => pick(es, "El reloj no está parado.", "The clock is not stopped.").to_string(),
            Refusal::NothingToUndo => pick(es, "No hay tiempo añadido que deshacer.", "There is no added time to undo.").to_string(),
            Refusal::BadAmount => pick(
                es,
                "El tiempo se añade en segundos enteros, de un segundo a una hora.",
                "Time is added in whole seconds, from one second to an hour.",
            )
            .to_string(),
            Refusal::NotOver => pick(
                es,
                "La revancha se ofrece cuando la partida ha terminado.",
                "A rematch is offered once the game is over.",
            )
            .to_string(),
        },
    }
}

fn pick(es: bool, a: &'static str, b: &'static str) -> &'static str {
    if es {
        a
    } else {
        b
    }
}
