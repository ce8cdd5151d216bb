//! Texts of the club evening: draw odds and the tournament controls named in the new-game dialog, the
//! quickplay finish (Art. 10.2 of the 2009 Laws, and Appendix D where no arbiter is present) and the
//! record's marks (the draw offer "(=)" of 9.1b and Appendix C13, each move's clock reading).

use super::{pick, side, side_cap, Lang};
use crate::rules::Color;
use crate::table::quickplay::ClubNote;
use crate::table::quickplay::Stage;
use crate::table::{Decision, Quickplay, Refusal};

/// The name of a named control of [`crate::clock::setup::NAMED`], as players know it.
pub fn named_preset(lang: Lang, code: &str) -> &'static str {
    let pair = match code {
        "armageddon" => [
            "Armagedón: 5 min contra 4, tablas a favor de las negras",
            "Armageddon: 5 min v 4 min, draw odds to Black",
        ],
        "fide-classical" => [
            "Clásica FIDE: 90 min para 40 jugadas, luego 30 min, +30 s por jugada",
            "FIDE classical: 90 min for 40 moves, then 30 min, +30 s a move",
        ],
        "fide-rapid" => [
            "Rápidas FIDE y FEDA: 15 min + 10 s",
            "FIDE rapid (FEDA «rápidas»): 15 min + 10 s",
        ],
        "fide-blitz" => [
            "Relámpago FIDE y FEDA: 3 min + 2 s",
            "FIDE blitz (FEDA «relámpago»): 3 min + 2 s",
        ],
        _ => ["", ""],
    };
    pick(&pair, lang)
}

/// The preset list's group of named tournament controls.
pub fn named_group(lang: Lang) -> &'static str {
    pick(&["Controles de torneo", "Tournament controls"], lang)
}

/// The preset list's group of the player's own controls.
pub fn own_group(lang: Lang) -> &'static str {
    pick(&["Mis controles", "My controls"], lang)
}

/// The draw odds field's label.
pub fn draw_odds_label(lang: Lang) -> &'static str {
    pick(&["Tablas a favor de", "Draw odds to"], lang)
}

/// An option of the draw odds field: none, or a side.
pub fn draw_odds_option(lang: Lang, odds: Option<Color>) -> &'static str {
    match odds {
        None => pick(
            &["Nadie (tablas son tablas)", "Nobody (a draw is a draw)"],
            lang,
        ),
        Some(Color::White) => pick(&["Las blancas", "White"], lang),
        Some(Color::Black) => pick(&["Las negras (Armagedón)", "Black (Armageddon)"], lang),
    }
}

/// What a drawn game with draw odds decides: "Tablas: con las tablas a su favor, ganan las negras." /
/// "Drawn: with draw odds, Black wins."
pub fn draw_odds_winner(lang: Lang, winner: Color) -> String {
    match lang {
        Lang::Es => [
            "Tablas: con las tablas a su favor, ganan ",
            side(lang, winner),
            ".",
        ]
        .concat(),
        Lang::En => ["Drawn: with draw odds, ", side(lang, winner), " wins."].concat(),
    }
}

/// The draw odds of the game, said beside the result line before the end: "Las tablas cuentan como
/// victoria de las negras." / "A draw counts as a win for Black."
pub fn draw_odds_note(lang: Lang, odds: Color) -> String {
    match lang {
        Lang::Es => [
            "Las tablas cuentan como victoria de ",
            side(lang, odds),
            ".",
        ]
        .concat(),
        Lang::En => ["A draw counts as a win for ", side(lang, odds), "."].concat(),
    }
}

/// The status line's club note, if any: the dashes still open beside a real board (during the game and after it,
/// while the scoresheet is completed, 8.4), else a drawn game's decision on draw odds, else where a quickplay claim
/// stands (while it is not settled by the game's end), else the draw odds of a game in progress.
pub fn status_note(lang: Lang, s: &crate::table::Snapshot) -> Option<String> {
    if s.dashes > 0 {
        return Some(dashes_note(lang, s.dashes));
    }
    if let Some(w) = s.draw_winner {
        return Some(draw_odds_winner(lang, w));
    }
    if let Some(q) = s.quickplay {
        let open = matches!(q.stage, Stage::Claimed | Stage::Postponed | Stage::Referred);
        if open || (s.outcome.is_none() && q.stage == Stage::Decided(Decision::Reject)) {
            return Some(quickplay_status(lang, q));
        }
    }
    s.draw_odds
        .filter(|_| s.outcome.is_none())
        .map(|c| draw_odds_note(lang, c))
}

/// Beside a real board with presses not entered: how many, and that the next entries fill them in order (8.4).
pub fn dashes_note(lang: Lang, dashes: usize) -> String {
    let n = super::numbers::count(lang, dashes, super::numbers::DASH_OPEN);
    match lang {
        Lang::Es => [
            "Planilla: ",
            &n,
            " (—). Las próximas jugadas que introduzca las completan por orden, sin pulsar el reloj (Art. 8.4).",
        ]
        .concat(),
        Lang::En => [
            "Scoresheet: ",
            &n,
            " (—). The next moves you enter fill them in order, without pressing the clock (Art. 8.4).",
        ]
        .concat(),
    }
}

/// The switch of the recorder (`input[data-action="recorder"]`).
pub fn recorder_label(lang: Lang) -> &'static str {
    pick(
        &[
            "Junto a un tablero real: reloj y planilla",
            "Beside a real board: clock and scoresheet",
        ],
        lang,
    )
}

/// What the recorder is, and what it is not, said where it is switched on.
pub fn recorder_help(lang: Lang) -> &'static str {
    pick(
        &[
            "Se juega en un tablero real; introduzca cada jugada aquí y el reloj del jugador se pulsa solo. Si pulsa el reloj sin introducirla, queda una raya en la planilla (Art. 8.4). Es una ayuda para el club y el entrenamiento, no una planilla electrónica homologada.",
            "The game is played on a real board; enter each move here and the player's clock is pressed for you. A press without an entry leaves a dash on the scoresheet (Art. 8.4). A club and training aid, not a certified electronic scoresheet.",
        ],
        lang,
    )
}

/// The claim's command: "Reclamar tablas (Art. 10.2)" / "Claim a draw (Art. 10.2)".
pub fn claim_label(lang: Lang) -> &'static str {
    pick(
        &[
            "Reclamar tablas, menos de 2 min (Art. 10.2)",
            "Claim a draw, under 2 min (Art. 10.2)",
        ],
        lang,
    )
}

/// The setting of an arbiter at the table.
pub fn arbiter_label(lang: Lang) -> &'static str {
    pick(
        &[
            "Árbitro presente (reclamaciones del Art. 10.2)",
            "Arbiter present (claims under Art. 10.2)",
        ],
        lang,
    )
}

/// What the claim is and what follows it, citing the article: with an arbiter at the table (10.2) or
/// without one (Appendix D).
pub fn claim_explain(lang: Lang, arbiter: bool) -> &'static str {
    let pair = if arbiter {
        [
            "Con menos de dos minutos y antes de que caiga su bandera, en un final sin incremento ni demora, \
             puede reclamar tablas si su rival no puede ganar por procedimientos normales o no hace ningún \
             esfuerzo por ganar así. Se paran los relojes y el árbitro declara tablas, aplaza su decisión o \
             rechaza la reclamación; al aplazar o rechazar puede dar dos minutos más al rival (Art. 10.2).",
            "With less than two minutes and before your flag falls, in a finish with no increment or delay, you \
             may claim a draw if your opponent cannot win by normal means or is making no effort to win by \
             normal means. The clocks stop and the arbiter declares a draw, postpones the decision or rejects \
             the claim; postponing or rejecting, the arbiter may give your opponent two more minutes \
             (Art. 10.2).",
        ]
    } else {
        [
            "Con menos de dos minutos y antes de que caiga su bandera, en un final sin incremento ni demora, \
             puede reclamar tablas si su rival no puede ganar por procedimientos normales o no hace ningún \
             esfuerzo por ganar así. Sin árbitro presente, la reclamación termina la partida: se guardan la \
             posición final y la planilla al día y un árbitro decide después; su decisión es definitiva \
             (Art. 10.2; Apéndice D1).",
            "With less than two minutes and before your flag falls, in a finish with no increment or delay, you \
             may claim a draw if your opponent cannot win by normal means or is making no effort to win by \
             normal means. With no arbiter present, the claim ends the game: the final position and an \
             up-to-date scoresheet are kept and an arbiter decides later; that decision is final \
             (Art. 10.2; Appendix D1).",
        ]
    };
    pick(&pair, lang)
}

/// A decision's command: "Tablas (Art. 10.2a)", "Aplazar: +2 min al rival (Art. 10.2b)", …
pub fn decision_label(lang: Lang, d: Decision, stage: Stage) -> &'static str {
    let pair = match (d, stage) {
        (Decision::Draw, Stage::Referred) => [
            "El árbitro declara tablas (Apéndice D1)",
            "The arbiter declares a draw (Appendix D1)",
        ],
        (Decision::Draw, _) => [
            "El árbitro declara tablas (Art. 10.2a)",
            "The arbiter declares a draw (Art. 10.2a)",
        ],
        (Decision::Postpone, _) => [
            "El árbitro aplaza su decisión: 2 min más al rival (Art. 10.2b)",
            "The arbiter postpones the decision: 2 more min to the opponent (Art. 10.2b)",
        ],
        (Decision::Reject, Stage::Referred) => [
            "El árbitro rechaza la reclamación: pierde quien reclamó (Apéndice D1)",
            "The arbiter rejects the claim: the claimant loses (Appendix D1)",
        ],
        (Decision::Reject, Stage::Postponed) => [
            "El árbitro rechaza la reclamación: vale el resultado del juego (Art. 10.2b)",
            "The arbiter rejects the claim: the result of play stands (Art. 10.2b)",
        ],
        (Decision::Reject, _) => [
            "El árbitro rechaza la reclamación: 2 min más al rival (Art. 10.2c)",
            "The arbiter rejects the claim: 2 more min to the opponent (Art. 10.2c)",
        ],
    };
    pick(&pair, lang)
}

/// Where a claim stands, for the status line.
pub fn quickplay_status(lang: Lang, q: Quickplay) -> String {
    let who = side_cap(lang, q.claimant);
    let rest = match (q.stage, lang) {
        (Stage::Claimed, Lang::Es) => {
            " reclaman tablas a caída de bandera: relojes parados hasta que decida el árbitro (Art. 10.2)."
        }
        (Stage::Claimed, Lang::En) => {
            " claims a draw in the quickplay finish: clocks stopped until the arbiter decides (Art. 10.2)."
        }
        (Stage::Postponed, Lang::Es) => {
            " reclamaron tablas: el árbitro aplazó su decisión y la tomará durante la partida o al caer una \
             bandera (Art. 10.2b)."
        }
        (Stage::Postponed, Lang::En) => {
            " claimed a draw: the arbiter postponed the decision, to be taken during the game or once a flag \
             falls (Art. 10.2b)."
        }
        (Stage::Referred, Lang::Es) => {
            " reclaman tablas a caída de bandera sin árbitro presente: la partida se detuvo; la posición \
             final y la planilla se guardan para el árbitro, que decidirá el resultado (Apéndice D1)."
        }
        (Stage::Referred, Lang::En) => {
            " claims a draw in the quickplay finish with no arbiter present: play has stopped; the final \
             position and the scoresheet are kept for the arbiter, who will decide the result (Appendix D1)."
        }
        (Stage::Decided(Decision::Reject), Lang::Es) => {
            " reclamaron tablas; el árbitro rechazó la reclamación (Art. 10.2)."
        }
        (Stage::Decided(Decision::Reject), Lang::En) => {
            " claimed a draw; the arbiter rejected the claim (Art. 10.2)."
        }
        (Stage::Decided(_), Lang::Es) => " reclamaron tablas (Art. 10.2).",
        (Stage::Decided(_), Lang::En) => " claimed a draw (Art. 10.2).",
    };
    [who, rest].concat()
}

/// The refusals of the club evening's procedures; `None` for any other.
pub fn refusal_text(lang: Lang, r: Refusal) -> Option<&'static str> {
    let pair = match r {
        Refusal::QuickplayNotAvailable => [
            "Solo puede reclamar tablas a caída de bandera quien tiene el turno con menos de dos minutos, \
             antes de que caiga su bandera, en un período sin incremento ni demora (Art. 10.2).",
            "A quickplay-finish draw may be claimed only by the player on move with less than two minutes, \
             before the flag falls, in a period with no increment or delay (Art. 10.2).",
        ],
        Refusal::NoQuickplayClaim => [
            "No hay reclamación de tablas a caída de bandera pendiente de esa decisión (Art. 10.2).",
            "No quickplay-finish claim waits for that decision (Art. 10.2).",
        ],
        Refusal::AwaitingArbiter => [
            "La reclamación de tablas espera la decisión del árbitro: no se juega mientras tanto \
             (Art. 10.2; Apéndice D1).",
            "The draw claim waits for the arbiter's decision: nothing is played meanwhile \
             (Art. 10.2; Appendix D1).",
        ],
        Refusal::DrawOddsAfterStart => [
            "Las tablas a favor de un bando se acuerdan antes de empezar la partida.",
            "Draw odds are agreed before the game starts.",
        ],
        _ => return None,
    };
    Some(pick(&pair, lang))
}

/// What a claim or a decision did ([`ClubNote::of`] reads it from a change), for the board's explanation and the
/// screen reader.
pub fn note_text(lang: Lang, note: ClubNote) -> String {
    match note {
        ClubNote::Claim(q) => quickplay_status(lang, q),
        ClubNote::Decided(d) => pick(
                &match d {
                    Decision::Draw => [
                        "El árbitro declara tablas (Art. 10.2).",
                        "The arbiter declares a draw (Art. 10.2).",
                    ],
                    Decision::Postpone => [
                        "El árbitro aplaza su decisión; el rival recibe dos minutos (Art. 10.2b).",
                        "The arbiter postpones the decision; the opponent receives two minutes (Art. 10.2b).",
                    ],
                    Decision::Reject => [
                        "El árbitro rechaza la reclamación (Art. 10.2).",
                        "The arbiter rejects the claim (Art. 10.2).",
                    ],
                },
                lang,
            )
            .to_string(),
    }
}

/// The scoresheet's heading of the clock column: "Reloj" / "Clock".
pub fn clock_column(lang: Lang) -> &'static str {
    pick(&["Reloj", "Clock"], lang)
}

/// The legend of the offer mark on the printed scoresheet (Appendix C13).
pub fn offer_mark_legend(lang: Lang) -> &'static str {
    pick(
        &[
            "(=) oferta de tablas (Art. 9.1b; Apéndice C13)",
            "(=) draw offer (Art. 9.1b; Appendix C13)",
        ],
        lang,
    )
}
