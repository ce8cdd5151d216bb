//! Texts of tournament practice (7.4, A4c, A4d, B3c) and adjourned games (Appendix F), in Spanish
//! (usted) and English, each citing its article.

use super::{count, pick, side, side_cap, Lang, HALF_MOVE_REMOVED};
use crate::clock::format_face;
use crate::clock::TimeClass;
use crate::rules::{ByColor, Color, Move, Setup};
use crate::table::tournament::{long_notation, Envelope};
use crate::table::{Event, Refusal, Table};

/// The labels of the tournament controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The claim of an illegal move.
    ClaimIllegal,
    /// The claim of a fallen flag.
    ClaimFlag,
    /// The claim of an illegal move on its button in the player's panel (the whole claim is its accessible name).
    IllegalShort,
    /// The claim of a fallen flag on its button in the player's panel.
    FlagShort,
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
    /// Print the envelope.
    PrintEnvelope,
    /// The field of the date set for resuming (F2g).
    ResumeAt,
    /// The diagram of the position before the sealed move (F2b).
    SealedPosition,
    /// The practice board's claim of an illegal move by White.
    PracticeClaimWhite,
    /// The practice board's claim of an illegal move by Black.
    PracticeClaimBlack,
}

impl Label {
    /// The text in `lang`.
    pub fn text(self, lang: Lang) -> &'static str {
        let pair: [&'static str; 2] = match self {
            Label::ClaimIllegal => ["Reclamar jugada ilegal", "Claim an illegal move"],
            Label::ClaimFlag => [
                "Reclamar bandera: la caída de bandera del rival (Apéndice A4d)",
                "Claim flag: the opponent's flag has fallen (Appendix A4d)",
            ],
            Label::IllegalShort => ["Jugada ilegal", "Illegal move"],
            Label::FlagShort => ["Reclamar bandera", "Claim flag"],
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
            Label::PrintEnvelope => ["Imprimir el sobre", "Print the envelope"],
            Label::ResumeAt => [
                "Fecha y hora de reanudación (Apéndice F2g)",
                "Date and time of resumption (Appendix F2g)",
            ],
            Label::PracticeClaimWhite => [
                "Reclaman las blancas: jugada ilegal",
                "White claims an illegal move",
            ],
            Label::PracticeClaimBlack => [
                "Reclaman las negras: jugada ilegal",
                "Black claims an illegal move",
            ],
            Label::SealedPosition => [
                "Posición inmediatamente anterior a la jugada secreta (Apéndice F2b)",
                "Position immediately before the sealed move (Appendix F2b)",
            ],
        };
        pick(&pair, lang)
    }
}

/// Why the table refused a tournament or adjournment intent; `None` for other refusals.
pub fn refusal_text(lang: Lang, r: Refusal) -> Option<String> {
    let s = match (r, lang) {
        (Refusal::KingCapture, Lang::Es) => {
            "Capturar el rey no es una jugada; si el rey rival quedó en jaque, reclame la jugada \
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
            "No puede reclamar ahora: en partidas rápidas y relámpago sin supervisión adecuada, como \
             esta práctica sin árbitro, la reclamación vale solo antes de completar su propia jugada \
             siguiente (Apéndices A4c y B3c)."
                .to_string()
        }
        (Refusal::ClaimIllegalNotAvailable, Lang::En) => {
            "You cannot claim now: in rapid and blitz games without adequate supervision, as in this \
             practice with no arbiter, a claim is valid only before you complete your own next move \
             (Appendices A4c and B3c)."
                .to_string()
        }
        (Refusal::NoFlagToClaim, Lang::Es) => {
            "La bandera de su rival no ha caído (Apéndice A4d).".to_string()
        }
        (Refusal::NoFlagToClaim, Lang::En) => {
            "Your opponent's flag has not fallen (Appendix A4d).".to_string()
        }
        (Refusal::Adjourned, Lang::Es) => {
            "La partida está aplazada: no se juega hasta reanudarla, y entonces se ejecuta primero la \
             jugada secreta (Apéndice F5 y F9a)."
                .to_string()
        }
        (Refusal::Adjourned, Lang::En) => {
            "The game is adjourned: no move until it resumes, and then the sealed move is made first \
             (Appendix F5 and F9a)."
                .to_string()
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
        (Refusal::Touched { touched }, Lang::Es) => format!(
            "Pieza tocada, pieza jugada: tocó primero la pieza de {touched} y es la que debe mover \
             (Art. 4.3a)."
        ),
        (Refusal::Touched { touched }, Lang::En) => format!(
            "Touch-move: you touched the piece on {touched} first, and it is the piece you must move \
             (Art. 4.3a)."
        ),
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
                "No había jugada ilegal que reclamar: {} reciben dos minutos (Art. 13.4b, como 7.4b).",
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
                "Los dos reyes en jaque: se repone la posición anterior a la jugada ilegal ({}), los \
                 relojes conservan su tiempo y el rival recibe dos minutos por cada jugada ilegal \
                 (Art. 7.4, 6.14; Apéndice A4c).",
                count(lang, *removed, HALF_MOVE_REMOVED)
            ),
            (Lang::Es, false) => format!(
                "Reclamación válida: se repone la posición anterior a la primera jugada ilegal ({}), \
                 los relojes conservan su tiempo y el rival de quien jugó ilegalmente recibe dos minutos \
                 por cada jugada ilegal (Art. 7.4, 6.14).",
                count(lang, *removed, HALF_MOVE_REMOVED)
            ),
            (Lang::En, true) => format!(
                "Both kings in check: the position before the illegal move is restored ({}), the \
                 clocks keep their time and the opponent receives two minutes for each illegal move \
                 (Art. 7.4, 6.14; Appendix A4c).",
                count(lang, *removed, HALF_MOVE_REMOVED)
            ),
            (Lang::En, false) => format!(
                "Valid claim: the position before the first illegal move is restored ({}), the clocks \
                 keep their time and the opponent of whoever moved illegally receives two minutes for \
                 each illegal move (Art. 7.4, 6.14).",
                count(lang, *removed, HALF_MOVE_REMOVED)
            ),
        }),
        _ => None,
    }
}

/// The envelope's lines (F2): names, who sealed, the move number, each player's time, the offer. A player
/// is named by side, with the name in brackets when there is one ("las blancas (Ana)"), so the verb
/// always agrees; a missing name is a dash.
pub fn envelope_lines(lang: Lang, e: &Envelope, names: &ByColor<String>) -> Vec<String> {
    let name = |c: Color| {
        let n = names.get(c).trim();
        if n.is_empty() {
            "—".to_string()
        } else {
            n.to_string()
        }
    };
    let who = |c: Color, cap: bool| {
        let side = if cap {
            side_cap(lang, c)
        } else {
            side(lang, c)
        };
        match names.get(c).trim() {
            "" => side.to_string(),
            n => format!("{side} ({n})"),
        }
    };
    let mut v = Vec::new();
    match lang {
        Lang::Es => {
            v.push(format!(
                "Blancas: {} · Negras: {} (Apéndice F2a).",
                name(Color::White),
                name(Color::Black)
            ));
            v.push(format!(
                "{} sellan su jugada {} (Apéndice F2d y F2e).",
                who(e.sealer, true),
                e.move_number
            ));
        }
        Lang::En => {
            v.push(format!(
                "White: {} · Black: {} (Appendix F2a).",
                name(Color::White),
                name(Color::Black)
            ));
            v.push(format!(
                "{} seals move {} (Appendix F2d and F2e).",
                who(e.sealer, true),
                e.move_number
            ));
        }
    }
    if let Some(t) = e.times {
        let (w, b) = (format_face(t.white, false), format_face(t.black, false));
        v.push(match lang {
            Lang::Es => format!("Tiempo: blancas {w}, negras {b} (Apéndice F2c)."),
            Lang::En => format!("Time: White {w}, Black {b} (Appendix F2c)."),
        });
    }
    if let Some(c) = e.offer {
        v.push(match lang {
            Lang::Es => format!(
                "Oferta de tablas pendiente de {} (Apéndice F2f; Art. 9.1).",
                who(c, false)
            ),
            Lang::En => format!(
                "Draw offer pending from {} (Appendix F2f; Art. 9.1).",
                who(c, false)
            ),
        });
    }
    v
}

// Records (#15.5): the marks of illegal moves on the scoresheet and planilla, the notes of removed
// moves.

/// The mark an illegal move carries on the scoresheet and the planilla.
pub const ILLEGAL_MARK: &str = "†";

/// The accessible label of an illegal move's mark: it stood (no claim reached it), or its claim
/// ended the game (`claimant`).
pub fn illegal_mark_label(lang: Lang, claimant: Option<Color>) -> String {
    match (claimant, lang) {
        (None, Lang::Es) => {
            "jugada ilegal que quedó en pie: nadie la reclamó a tiempo (Art. 7.4; Apéndices A4c y B3c)"
                .to_string()
        }
        (None, Lang::En) => {
            "illegal move that stood: nobody claimed it in time (Art. 7.4; Appendices A4c and B3c)"
                .to_string()
        }
        (Some(c), Lang::Es) => format!(
            "jugada ilegal, reclamada por {} (Apéndice B3c)",
            side(lang, c)
        ),
        (Some(c), Lang::En) => format!("illegal move, claimed by {} (Appendix B3c)", side(lang, c)),
    }
}

/// The note of moves a claim removed, beside the scoresheet (`notation` each in long notation).
pub fn removed_note(lang: Lang, claimant: Color, arbiter: bool, notation: &[String]) -> String {
    let moves = notation.join(", ");
    match (lang, arbiter) {
        (Lang::Es, false) => format!(
            "Retirado por la reclamación de {}: {moves} (Art. 7.4a)",
            side(lang, claimant)
        ),
        (Lang::En, false) => format!(
            "Removed on {}'s claim: {moves} (Art. 7.4a)",
            side(lang, claimant)
        ),
        (Lang::Es, true) => {
            format!("Retirado por el árbitro, los dos reyes en jaque: {moves} (Apéndice A4c)")
        }
        (Lang::En, true) => {
            format!("Removed by the arbiter, both kings in check: {moves} (Appendix A4c)")
        }
    }
}

// Teaching (#15.4): every decided claim says what was illegal and why, what the Laws do in this
// time class, and what happened to the clocks.

/// Why `m`, played on `before`, was illegal: the rules' explanation with its article, when the
/// board before it was a legal position (it is for every move a claim can reach first).
pub fn why_illegal(lang: Lang, before: &Setup, m: Move) -> Option<String> {
    let pos = before.to_position()?;
    let reason = crate::rules::explain::explain(&pos, m.from(), m.to())?;
    Some(super::explain::describe(&reason, &pos, lang))
}

/// The full explanation of what a claim decided at `t` (after the claim): what was illegal and
/// why, what the Laws do in this time class, what happened to the clocks; `None` for other events.
pub fn claim_text(lang: Lang, t: &Table, e: &Event) -> Option<String> {
    let Event::IllegalClaimed {
        claimant, removed, ..
    } = e
    else {
        return event_text(lang, e);
    };
    let claimant = *claimant;
    // The illegal move the claim found: the last one of the line (blitz), else the removal's first.
    let first = if *removed == 0 {
        t.line().played.last()
    } else {
        t.line().removed.last().and_then(|r| r.moves.first())
    };
    let mut s = String::new();
    if let Some(p) = first {
        s.push_str(&long_notation(p.mv, lang));
        s.push_str(": ");
        match why_illegal(lang, &p.before, p.mv) {
            Some(why) => s.push_str(&why),
            None => s.push_str(pick(&["jugada ilegal", "an illegal move"], lang)),
        }
        if !s.ends_with('.') {
            s.push('.');
        }
        s.push(' ');
    }
    let class = t.time_class();
    let ended = t.game().outcome();
    if *removed == 0 {
        let won = ended.is_some_and(|o| o.result != crate::rules::GameResult::Draw);
        s.push_str(&match (lang, won) {
            (Lang::Es, true) => format!(
                "En una partida relámpago sin supervisión adecuada, como esta práctica sin árbitro, \
                 la reclamación gana la partida: ganan {} (Apéndice B3c). Los relojes se detienen.",
                side(lang, claimant)
            ),
            (Lang::En, true) => format!(
                "In a blitz game without adequate supervision, as in this practice with no arbiter, \
                 the claim wins the game: {} wins (Appendix B3c). The clocks stop.",
                side(lang, claimant)
            ),
            (Lang::Es, false) => format!(
                "En una partida relámpago sin supervisión adecuada, como esta práctica sin árbitro, \
                 la reclamación gana, pero {} no pueden dar mate con ninguna serie de jugadas \
                 legales: tablas (Apéndice B3c). Los relojes se detienen.",
                side(lang, claimant)
            ),
            (Lang::En, false) => format!(
                "In a blitz game without adequate supervision, as in this practice with no arbiter, \
                 the claim wins, but {} cannot mate by any series of legal moves: a draw \
                 (Appendix B3c). The clocks stop.",
                side(lang, claimant)
            ),
        });
        return Some(s);
    }
    s.push_str(&match (lang, class) {
        (Lang::Es, TimeClass::Standard) => {
            "En una partida estándar se puede reclamar en cualquier momento (Art. 7.4). "
                .to_string()
        }
        (Lang::En, TimeClass::Standard) => {
            "In a standard game a claim may come at any time (Art. 7.4). ".to_string()
        }
        (Lang::Es, _) => "En una partida rápida sin supervisión adecuada, como esta práctica sin \
             árbitro, se reclama antes de hacer la propia jugada (Apéndice A4c). "
            .to_string(),
        (Lang::En, _) => {
            "In a rapid game without adequate supervision, as in this practice with no arbiter, the \
             claim comes before the claimant's own move (Appendix A4c). "
                .to_string()
        }
    });
    if t.clock().is_some() {
        s.push_str(&event_text(lang, e).unwrap_or_default());
    } else {
        s.push_str(pick(
            &[
                "Se repone la posición anterior a la primera jugada ilegal; sin reloj nadie recibe \
                 tiempo, pero la jugada ilegal cuenta para el Art. 7.4b.",
                "The position before the first illegal move is restored; without a clock nobody \
                 receives time, but the illegal move counts towards Art. 7.4b.",
            ],
            lang,
        ));
    }
    if let Some(o) = ended {
        let loser = match o.result {
            crate::rules::GameResult::WhiteWins => Some(Color::Black),
            crate::rules::GameResult::BlackWins => Some(Color::White),
            crate::rules::GameResult::Draw => None,
        };
        s.push(' ');
        s.push_str(&match (lang, loser) {
            (Lang::Es, Some(c)) => format!(
                "Es la tercera jugada ilegal de {}: pierden la partida (Art. 7.4b).",
                side(lang, c)
            ),
            (Lang::En, Some(c)) => format!(
                "It is the third illegal move of {}, who loses the game (Art. 7.4b).",
                side(lang, c)
            ),
            (Lang::Es, None) => "Es la tercera jugada ilegal, pero el rival no puede dar mate \
                 con ninguna serie de jugadas legales: tablas (Art. 7.4b)."
                .to_string(),
            (Lang::En, None) => {
                "It is the third illegal move, but the opponent cannot mate by any \
                 series of legal moves: a draw (Art. 7.4b)."
                    .to_string()
            }
        });
    }
    Some(s)
}

/// What a claim on the guide's practice board decided, for the lesson of `class`.
pub fn verdict_text(
    lang: Lang,
    v: crate::table::practice::Verdict,
    class: TimeClass,
) -> &'static str {
    use crate::table::practice::Verdict;
    let pair: [&'static str; 2] = match (v, class) {
        (Verdict::Wrong, _) => [
            "No había jugada ilegal: el rival recibiría dos minutos (Art. 13.4b).",
            "There was no illegal move: the opponent would receive two minutes (Art. 13.4b).",
        ],
        (Verdict::Restored, TimeClass::Standard) => [
            "Reclamación válida: vuelve la posición anterior a la primera jugada ilegal y el \
             reclamante recibiría dos minutos (Art. 7.4a, 7.4b).",
            "Valid claim: the position before the first illegal move is back and the claimant would \
             receive two minutes (Art. 7.4a, 7.4b).",
        ],
        (Verdict::Restored, _) => [
            "Reclamación válida antes de mover: vuelve la posición anterior y el reclamante recibiría \
             dos minutos (Art. 7.4; Apéndice A4c).",
            "Valid claim before moving: the position before is back and the claimant would receive \
             two minutes (Art. 7.4; Appendix A4c).",
        ],
        (Verdict::Won, _) => [
            "Reclamación válida: quien reclama gana la partida (Apéndice B3c).",
            "Valid claim: the claimant wins the game (Appendix B3c).",
        ],
        (Verdict::TooLate, _) => [
            "Demasiado tarde: el reclamante ya hizo su jugada y la jugada ilegal queda en pie \
             (Apéndices A4c y B3c).",
            "Too late: the claimant has moved since, and the illegal move stands (Appendices A4c and \
             B3c).",
        ],
    };
    pick(&pair, lang)
}

/// A typed move no piece of the board makes by its movement (tournament practice: nothing is said
/// about checks or legality).
pub fn typed_not_a_movement(lang: Lang, text: &str) -> String {
    match lang {
        Lang::Es => format!(
            "«{text}»: ninguna de sus piezas de ese tipo va allí con su movimiento (Art. 3)."
        ),
        Lang::En => format!(
            "“{text}”: none of your pieces of that kind goes there by its movement (Art. 3)."
        ),
    }
}
