//! Texts of tournament practice (7.4, A4c, A4d, B3c) and adjourned games (Appendix F), in Spanish
//! (usted) and English, each citing its article.

use super::{pick, side, Lang};
use crate::clock::format_face;
use crate::rules::{ByColor, Color};
use crate::table::tournament::Envelope;
use crate::table::{Event, Refusal};

/// The labels of the tournament controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The claim of an illegal move.
    ClaimIllegal,
    /// The claim of a fallen flag.
    ClaimFlag,
    /// Adjourn the game.
    Adjourn,
    /// The sealed move's field.
    SealedMove,
    /// Seal the move.
    Seal,
    /// Do not adjourn after all.
    Cancel,
    /// Resume the adjourned game.
    Resume,
    /// The envelope's heading.
    Envelope,
    /// The any-square option.
    AnySquare,
}

impl Label {
    /// The text in `lang`.
    pub fn text(self, lang: Lang) -> &'static str {
        let pair: [&'static str; 2] = match self {
            Label::ClaimIllegal => ["Reclamar movimiento ilegal", "Claim illegal move"],
            Label::ClaimFlag => ["Reclamar la caída de bandera", "Claim the flag"],
            Label::Adjourn => ["Aplazar", "Adjourn"],
            Label::SealedMove => [
                "Jugada secreta, en notación algebraica",
                "Sealed move, in algebraic notation",
            ],
            Label::Seal => ["Sellar la jugada", "Seal the move"],
            Label::Cancel => ["Cancelar", "Cancel"],
            Label::Resume => ["Reanudar la partida aplazada", "Resume the adjourned game"],
            Label::Envelope => [
                "Sobre de la partida aplazada",
                "Envelope of the adjourned game",
            ],
            Label::AnySquare => [
                "Permitir mover una pieza a cualquier casilla no ocupada por las suyas",
                "Let a piece go to any square not held by its own side",
            ],
        };
        pick(&pair, lang)
    }
}

/// Why the table refused a tournament or adjournment intent; `None` for other refusals.
pub fn refusal_text(lang: Lang, r: Refusal) -> Option<String> {
    let s = match (r, lang) {
        (Refusal::KingCapture, Lang::Es) => {
            "Capturar el rey no es una jugada; si el rey rival quedó en jaque, reclame el movimiento \
             ilegal (Art. 7.4)."
                .to_string()
        }
        (Refusal::KingCapture, Lang::En) => {
            "Capturing the king is not a move; if the opponent's king was left in check, claim the \
             illegal move (Art. 7.4)."
                .to_string()
        }
        (Refusal::NotAMovement { .. }, Lang::Es) => {
            "Esa pieza no se mueve así (Art. 3).".to_string()
        }
        (Refusal::NotAMovement { .. }, Lang::En) => {
            "That piece does not move that way (Art. 3).".to_string()
        }
        (Refusal::ReplacementMove { piece, capture }, Lang::Es) => match capture {
            Some(c) => format!(
                "Debe mover la pieza de {piece}, que movió ilegalmente, y capturar en {c} \
                 (Art. 4.3 y 7.4a)."
            ),
            None => format!("Debe mover la pieza de {piece}, que movió ilegalmente (Art. 4.3 y 7.4a)."),
        },
        (Refusal::ReplacementMove { piece, capture }, Lang::En) => match capture {
            Some(c) => format!(
                "You must move the piece on {piece}, which moved illegally, and capture on {c} \
                 (Art. 4.3 and 7.4a)."
            ),
            None => format!(
                "You must move the piece on {piece}, which moved illegally (Art. 4.3 and 7.4a)."
            ),
        },
        (Refusal::ClaimIllegalNotAvailable, Lang::Es) => {
            "No puede reclamar ahora: en partidas rápidas y relámpago la reclamación vale solo antes \
             de completar su propia jugada siguiente (Apéndices A4c y B3c)."
                .to_string()
        }
        (Refusal::ClaimIllegalNotAvailable, Lang::En) => {
            "You cannot claim now: in rapid and blitz games a claim is valid only before you complete \
             your own next move (Appendices A4c and B3c)."
                .to_string()
        }
        (Refusal::NoFlagToClaim, Lang::Es) => {
            "La bandera de su rival no ha caído (Apéndice A4d).".to_string()
        }
        (Refusal::NoFlagToClaim, Lang::En) => {
            "Your opponent's flag has not fallen (Appendix A4d).".to_string()
        }
        (Refusal::Adjourned, Lang::Es) => {
            "La partida está aplazada: no se juega hasta reanudarla (Apéndice F4).".to_string()
        }
        (Refusal::Adjourned, Lang::En) => {
            "The game is adjourned: no move until it resumes (Appendix F4).".to_string()
        }
        (Refusal::NotAdjourned, Lang::Es) => "La partida no está aplazada (Apéndice F).".to_string(),
        (Refusal::NotAdjourned, Lang::En) => "The game is not adjourned (Appendix F).".to_string(),
        (Refusal::CannotAdjourn, Lang::Es) => {
            "Para aplazar, quien tiene el turno escribe su jugada secreta (Apéndice F1)."
                .to_string()
        }
        (Refusal::CannotAdjourn, Lang::En) => {
            "To adjourn, the player on move writes the sealed move (Appendix F1).".to_string()
        }
        (Refusal::NotADate, Lang::Es) => {
            "La fecha de reanudación debe ser una fecha (Apéndice F2g).".to_string()
        }
        (Refusal::NotADate, Lang::En) => {
            "The resuming date must be a date (Appendix F2g).".to_string()
        }
        _ => return None,
    };
    Some(s)
}

/// What a claim decided, for the board's explanation; `None` for other events.
pub fn event_text(lang: Lang, e: &Event) -> Option<String> {
    match e {
        Event::WrongClaim(c) => Some(match lang {
            Lang::Es => format!(
                "No había movimiento ilegal que reclamar: {} recibe dos minutos (Art. 13.4b, como 7.4b).",
                side(lang, c.other())
            ),
            Lang::En => format!(
                "There was no illegal move to claim: {} receives two minutes (Art. 13.4b, as 7.4b).",
                side(lang, c.other())
            ),
        }),
        Event::IllegalClaimed {
            arbiter, removed, ..
        } if *removed > 0 => Some(match (lang, arbiter) {
            (Lang::Es, true) => format!(
                "Los dos reyes en jaque: se repone la posición anterior al movimiento ilegal ({removed} \
                 medias jugadas retiradas), los relojes conservan su tiempo y el rival recibe dos \
                 minutos por cada movimiento ilegal (Art. 7.4, 6.14; Apéndice A4c)."
            ),
            (Lang::Es, false) => format!(
                "Reclamación válida: se repone la posición anterior al primer movimiento ilegal \
                 ({removed} medias jugadas retiradas), los relojes conservan su tiempo y el rival de \
                 quien movió ilegalmente recibe dos minutos por cada movimiento ilegal (Art. 7.4, 6.14)."
            ),
            (Lang::En, true) => format!(
                "Both kings in check: the position before the illegal move is restored ({removed} \
                 half-moves removed), the clocks keep their time and the opponent receives two minutes \
                 for each illegal move (Art. 7.4, 6.14; Appendix A4c)."
            ),
            (Lang::En, false) => format!(
                "Valid claim: the position before the first illegal move is restored ({removed} \
                 half-moves removed), the clocks keep their time and the opponent of whoever moved \
                 illegally receives two minutes for each illegal move (Art. 7.4, 6.14)."
            ),
        }),
        _ => None,
    }
}

/// The envelope's lines (F2): names, who sealed, the move number, each player's time, the offer.
pub fn envelope_lines(lang: Lang, e: &Envelope, names: &ByColor<String>) -> Vec<String> {
    let name = |c: Color| {
        let n = names.get(c).trim();
        if n.is_empty() {
            side(lang, c).to_string()
        } else {
            n.to_string()
        }
    };
    let mut v = Vec::new();
    match lang {
        Lang::Es => {
            v.push(format!(
                "Blancas: {} · Negras: {}",
                name(Color::White),
                name(Color::Black)
            ));
            v.push(format!(
                "Sella {} su jugada {} (Apéndice F1).",
                name(e.sealer),
                e.move_number
            ));
        }
        Lang::En => {
            v.push(format!(
                "White: {} · Black: {}",
                name(Color::White),
                name(Color::Black)
            ));
            v.push(format!(
                "{} seals move {} (Appendix F1).",
                name(e.sealer),
                e.move_number
            ));
        }
    }
    if let Some(t) = e.times {
        let (w, b) = (format_face(t.white, false), format_face(t.black, false));
        v.push(match lang {
            Lang::Es => format!("Tiempo: blancas {w}, negras {b} (Apéndice F2)."),
            Lang::En => format!("Time: White {w}, Black {b} (Appendix F2)."),
        });
    }
    if let Some(c) = e.offer {
        v.push(match lang {
            Lang::Es => format!("Oferta de tablas pendiente de {} (Art. 9.1).", name(c)),
            Lang::En => format!("Draw offer pending from {} (Art. 9.1).", name(c)),
        });
    }
    v
}
