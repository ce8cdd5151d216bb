//! Texts with arguments: colours with their agreement, pieces with their gender, results with their
//! article, counts, dates and the notes of the records. Built by concatenation, or [`super::fill`]
//! where the arguments stand in the middle of a sentence.

use super::{fill, pick, Lang, Msg};
use crate::rules::{Color, Outcome, Piece, Reason, Role, Square};
use crate::table::look::Hint;
use crate::table::Ruling;

/// "Blancas" / "White": a side as a label ("Blancas: 1.e4").
pub fn color_name(lang: Lang, color: Color) -> &'static str {
    let pair = match color {
        Color::White => ["Blancas", "White"],
        Color::Black => ["Negras", "Black"],
    };
    pick(&pair, lang)
}

/// "las blancas" / "White": a side inside a sentence, with its article in Spanish.
pub fn side(lang: Lang, color: Color) -> &'static str {
    let pair = match color {
        Color::White => ["las blancas", "White"],
        Color::Black => ["las negras", "Black"],
    };
    pick(&pair, lang)
}

/// "Las blancas" / "White": a side starting a sentence.
pub fn side_cap(lang: Lang, color: Color) -> &'static str {
    let pair = match color {
        Color::White => ["Las blancas", "White"],
        Color::Black => ["Las negras", "Black"],
    };
    pick(&pair, lang)
}

/// "Las negras ofrecen tablas" / "Black offers a draw".
pub fn draw_offered(lang: Lang, color: Color) -> String {
    let verb = pick(&[" ofrecen tablas", " offers a draw"], lang);
    [side_cap(lang, color), verb].concat()
}

/// The status line while the game goes on: "Juegan las blancas", "Jaque. Juegan las negras" /
/// "White to move", "Check. Black to move".
pub fn status_line(lang: Lang, turn: Color, check: bool) -> String {
    let to_move = match lang {
        Lang::Es => ["Juegan ", side(lang, turn)].concat(),
        Lang::En => [side(lang, turn), " to move"].concat(),
    };
    if check {
        [Msg::Check.text(lang), ". ", &to_move].concat()
    } else {
        to_move
    }
}

/// A move refused because the other side is to move: "Juegan las blancas." / "It is White's move."
pub fn not_your_turn(lang: Lang, to_move: Color) -> String {
    match lang {
        Lang::Es => ["Juegan ", side(lang, to_move), "."].concat(),
        Lang::En => ["It is ", side(lang, to_move), "'s move."].concat(),
    }
}

/// The name of a piece without colour: "dama" / "queen".
pub fn role_name(lang: Lang, role: Role) -> &'static str {
    let pair = match role {
        Role::Pawn => ["peón", "pawn"],
        Role::Knight => ["caballo", "knight"],
        Role::Bishop => ["alfil", "bishop"],
        Role::Rook => ["torre", "rook"],
        Role::Queen => ["dama", "queen"],
        Role::King => ["rey", "king"],
    };
    pick(&pair, lang)
}

/// Spanish grammatical gender: la torre, la dama.
pub const fn feminine(role: Role) -> bool {
    matches!(role, Role::Rook | Role::Queen)
}

/// A board square's accessible name: "e4, caballo blanco, captura posible" / "e4, white knight, capture
/// possible"; the hint is said while a piece is lifted, for players who cannot see the dots.
pub fn square_label(lang: Lang, sq: Square, piece: Option<Piece>, hint: Option<Hint>) -> String {
    let mut s = sq.to_string();
    if let Some(p) = piece {
        s.push_str(", ");
        s.push_str(&piece_name(lang, p.color, p.role));
    }
    if let Some(h) = hint {
        s.push_str(", ");
        let key = match h {
            Hint::Capture => Msg::CaptureHint,
            Hint::Move => Msg::TargetHint,
        };
        s.push_str(key.text(lang));
    }
    s
}

/// A piece's name with its colour, for the promotion chooser and assistive text: "dama blanca",
/// "caballo negro" / "white queen".
pub fn piece_name(lang: Lang, color: Color, role: Role) -> String {
    let name = role_name(lang, role);
    match lang {
        Lang::Es => {
            let adj = match (color, feminine(role)) {
                (Color::White, false) => " blanco",
                (Color::White, true) => " blanca",
                (Color::Black, false) => " negro",
                (Color::Black, true) => " negra",
            };
            [name, adj].concat()
        }
        Lang::En => {
            let adj = match color {
                Color::White => "white ",
                Color::Black => "black ",
            };
            [adj, name].concat()
        }
    }
}

/// The result in words, with the article its reason names: "Tablas por rey ahogado (Art. 5.2a)." /
/// "Las blancas abandonan. Ganan las negras (Art. 5.1b)." For a game at the table, whose ending may have been
/// decided by another rule (an appendix, by time class), [`outcome_ruled`].
pub fn outcome_text(lang: Lang, o: Outcome) -> String {
    outcome_ruled(lang, o, None)
}

/// The result in words, citing the rule that decided it (`Table::ruling`, `Snapshot::ruling`): "Se reclamó una
/// jugada ilegal de las negras. Ganan las blancas (Apéndice B3c)." in blitz; `None` cites the reason's article.
pub fn outcome_ruled(lang: Lang, o: Outcome, ruling: Option<Ruling>) -> String {
    let mut s = String::new();
    match (o.reason, o.result.winner()) {
        (Reason::Checkmate, Some(c)) => {
            s.push_str(pick(&["Jaque mate. ", "Checkmate. "], lang));
            s.push_str(wins(lang, c));
        }
        (Reason::Resignation, Some(c)) => {
            s.push_str(side_cap(lang, c.other()));
            s.push_str(pick(&[" abandonan. ", " resigns. "], lang));
            s.push_str(wins(lang, c));
        }
        (Reason::Timeout, Some(c)) => {
            let loser = side(lang, c.other());
            s = match lang {
                Lang::Es => ["Cae la bandera de ", loser, ". "].concat(),
                Lang::En => [loser, "'s flag fell. "].concat(),
            };
            s.push_str(wins(lang, c));
        }
        (Reason::IllegalMove, Some(c)) => {
            let loser = side(lang, c.other());
            s = match lang {
                Lang::Es => ["Se reclamó una jugada ilegal de ", loser, ". "].concat(),
                Lang::En => ["An illegal move by ", loser, " was claimed. "].concat(),
            };
            s.push_str(wins(lang, c));
        }
        (Reason::SealedMove, Some(c)) => {
            let loser = side(lang, c.other());
            s = match lang {
                Lang::Es => [
                    "La jugada secreta de ",
                    loser,
                    " es ambigua, ilegible o ilegal. ",
                ]
                .concat(),
                Lang::En => [
                    "The sealed move of ",
                    loser,
                    " is ambiguous, unreadable or illegal. ",
                ]
                .concat(),
            };
            s.push_str(wins(lang, c));
        }
        (Reason::QuickplayFinish, Some(c)) => {
            s.push_str(pick(
                &[
                    "El árbitro rechaza la reclamación de tablas a caída de bandera. ",
                    "The arbiter rejects the quickplay-finish draw claim. ",
                ],
                lang,
            ));
            s.push_str(wins(lang, c));
        }
        (reason, _) => s.push_str(pick(&draw_words(reason), lang)),
    }
    s.push_str(" (");
    s.push_str(&ruling_citation(
        lang,
        o.reason,
        ruling.unwrap_or_else(|| Ruling::of(o.reason)),
    ));
    s.push_str(").");
    s
}

/// The rules that decided an ending, as cited: "Art. 7.4b; Apéndice A4c", "Apéndice B3c" / "Appendix B3c";
/// the reason's own article keeps its edition ([`citation`]).
pub fn ruling_citation(lang: Lang, reason: Reason, ruling: Ruling) -> String {
    let mut parts = Vec::new();
    if let Some(a) = ruling.article {
        parts.push(if a == reason.article() {
            citation(lang, reason)
        } else {
            ["Art. ", a].concat()
        });
    }
    if let Some(x) = ruling.appendix {
        parts.push([pick(&["Apéndice ", "Appendix "], lang), x].concat());
    }
    parts.join("; ")
}

/// The article that rules an ending, as cited: "Art. 5.2b" from the 2009 Laws the app follows, and for the two
/// rules those Laws lack, the edition that numbers them and the date they came into the Laws: "Art. 9.6.1 de las
/// Leyes de 2018; regla en vigor desde el 1 de julio de 2014" (they came in on 1 July 2014 as 9.6a and 9.6b and
/// have been 9.6.1 and 9.6.2 since 2018; in the 2009 Laws, 9.6 is the dead position).
pub fn citation(lang: Lang, reason: Reason) -> String {
    let edition = match reason {
        Reason::FivefoldRepetition | Reason::SeventyFiveMoves => pick(
            &[
                " de las Leyes de 2018; regla en vigor desde el 1 de julio de 2014",
                " of the 2018 Laws; a rule since 1 July 2014",
            ],
            lang,
        ),
        _ => "",
    };
    ["Art. ", reason.article(), edition].concat()
}

/// "Ganan las blancas" / "White wins".
fn wins(lang: Lang, c: Color) -> &'static str {
    let pair = match c {
        Color::White => ["Ganan las blancas", "White wins"],
        Color::Black => ["Ganan las negras", "Black wins"],
    };
    pick(&pair, lang)
}

/// The words of a result that names no winner.
fn draw_words(reason: Reason) -> [&'static str; 2] {
    match reason {
        Reason::Stalemate => ["Tablas por rey ahogado", "Draw by stalemate"],
        Reason::InsufficientMaterial => [
            "Tablas: ningún bando tiene material para dar mate",
            "Draw: neither side has the material to mate",
        ],
        Reason::DeadPosition => [
            "Tablas por posición muerta: ninguna serie de jugadas legales lleva al mate",
            "Draw by dead position: no series of legal moves can lead to mate",
        ],
        Reason::FivefoldRepetition => [
            "Tablas: la misma posición por quinta vez",
            "Draw: the same position for the fifth time",
        ],
        Reason::SeventyFiveMoves => [
            "Tablas: 75 jugadas sin captura ni movimiento de peón",
            "Draw: 75 moves without a capture or pawn move",
        ],
        Reason::ThreefoldRepetition => [
            "Tablas por triple repetición de la posición",
            "Draw by threefold repetition",
        ],
        Reason::FiftyMoves => [
            "Tablas por la regla de las 50 jugadas",
            "Draw by the fifty-move rule",
        ],
        Reason::Agreement => ["Tablas por acuerdo", "Draw by agreement"],
        Reason::TimeoutInsufficientMaterial => [
            "Cae una bandera, pero el rival no puede dar mate con ninguna serie de jugadas legales: tablas",
            "A flag fell, but the opponent cannot mate by any series of legal moves: draw",
        ],
        Reason::IllegalMove => [
            "Jugada ilegal reclamada, pero quien reclama no puede dar mate con ninguna serie de jugadas legales: tablas",
            "An illegal move was claimed, but the claimant cannot mate by any series of legal moves: draw",
        ],
        Reason::SealedMove => [
            "La jugada secreta no vale, pero el rival no puede dar mate con ninguna serie de jugadas legales: tablas",
            "The sealed move does not stand, but the opponent cannot mate by any series of legal moves: draw",
        ],
        Reason::QuickplayFinish => [
            "El árbitro declara tablas la reclamación a caída de bandera",
            "The arbiter upholds the quickplay-finish claim: draw",
        ],
        _ => ["Partida terminada", "Game over"],
    }
}

/// "1 media jugada", "12 medias jugadas" / "1 half-move", "12 half-moves".
pub fn plies_text(lang: Lang, n: usize) -> String {
    super::count(lang, n, super::HALF_MOVE)
}

/// "1 partida en este navegador", "3 partidas en este navegador" / "3 games in this browser".
pub fn archive_usage(lang: Lang, n: usize) -> String {
    let place = pick(&[" en este navegador", " in this browser"], lang);
    super::count(lang, n, super::GAME) + place
}

/// An archived game's players as its line shows them: "Ana – Luis"; a side the game does not name is called by its
/// colour, "Blancas – Negras" / "White – Black" (never "? – ?").
pub fn archive_players(lang: Lang, listed: &crate::table::archive::Listed<'_>) -> String {
    let white = listed
        .white
        .unwrap_or_else(|| pick(&["Blancas", "White"], lang));
    let black = listed
        .black
        .unwrap_or_else(|| pick(&["Negras", "Black"], lang));
    [white, " – ", black].concat()
}

/// An archived game's result and how it ended, said once: "1-0", "0-1, pérdida por tiempo", "sin terminar" /
/// "unfinished" ([`crate::table::archive::Listed`]).
pub fn archive_result(lang: Lang, listed: &crate::table::archive::Listed<'_>) -> String {
    let result = listed
        .result
        .unwrap_or_else(|| super::Rec::Unfinished.text(lang));
    match listed.how {
        Some(how) => [result, ", ", &super::pgn::termination_label(lang, how)].concat(),
        None => result.to_string(),
    }
}

/// The guide's success line after a move on a practice board: "Bien: Cf3 es una jugada legal.", "Bien: 0-0, enroque
/// (Art. 3.8.ii)." / "Well done: Nf3 is a legal move." (`Practice::success`): the move `m`, played in `before`, in
/// the notation of `lang`.
pub fn practice_success(
    lang: Lang,
    what: crate::table::practice::Success,
    before: &crate::rules::Position,
    m: crate::rules::Move,
) -> String {
    use crate::table::practice::Success as S;
    let [es, en] = match what {
        S::Legal => [
            "Bien: {} es una jugada legal.",
            "Well done: {} is a legal move.",
        ],
        S::Castled => [
            "Bien: {}, enroque (Art. 3.8.ii).",
            "Well done: {}, castling (Art. 3.8.ii).",
        ],
        S::EnPassant => [
            "Bien: {}, captura al paso (Art. 3.7d).",
            "Well done: {}, an en passant capture (Art. 3.7d).",
        ],
        S::Promoted => [
            "Bien: {}, coronación (Art. 3.7e).",
            "Well done: {}, a promotion (Art. 3.7e).",
        ],
    };
    fill(
        pick(&[es, en], lang),
        &[&crate::rules::san(before, m, lang)],
    )
}

/// A move read out for the screen reader: "Blancas: Cf3. Jaque." / "White: Nf3. Check."
pub fn move_said(lang: Lang, mover: Color, san: &str, check: bool) -> String {
    let mut s = [color_name(lang, mover), ": ", san].concat();
    if check {
        s.push_str(". ");
        s.push_str(Msg::Check.text(lang));
    }
    s.push('.');
    s
}

/// The low-time warning: "Negras: quedan 10 segundos." / "Black: 10 seconds left."
pub fn ten_seconds_left(lang: Lang, color: Color) -> String {
    let tail = pick(&[": quedan 10 segundos.", ": 10 seconds left."], lang);
    [color_name(lang, color), tail].concat()
}

/// A loaded record's result that nothing on the board or in the file explains, told as the file says it and no more:
/// "1-0, según el PGN." / "1-0, from the PGN." (`Table::result_from_pgn`).
pub fn result_from_pgn(lang: Lang, result: &str) -> String {
    [result, pick(&[", según el PGN.", ", from the PGN."], lang)].concat()
}

/// The note when the PGN's result disagrees with the board: the board decides.
pub fn result_differs(lang: Lang, result: &str, board: Option<Outcome>) -> String {
    let template = pick(
        &[
            "El PGN indica {}, pero prevalece el tablero: ",
            "The PGN says {}, but the board decides: ",
        ],
        lang,
    );
    let said = board.map(|o| outcome_text(lang, o)).unwrap_or_default();
    fill(template, &[result]) + &said
}

/// A date as people write it: `01/05/2024` in Spanish, `2024-05-01` in English.
pub fn date(lang: Lang, y: &str, m: &str, d: &str) -> String {
    match lang {
        Lang::Es => [d, "/", m, "/", y].concat(),
        Lang::En => [y, "-", m, "-", d].concat(),
    }
}

/// The line under a clock face: "12 jugadas · faltan 28 · período 1" / "12 moves · 28 to go · period 1"
/// while a period counts moves (6.1a), "12 jugadas" / "12 moves" otherwise; `moves` are the moves made.
pub fn clock_detail(lang: Lang, moves: u32, to_go: Option<u32>, stage: usize) -> String {
    let made = super::count(lang, moves as usize, super::MOVE);
    match to_go {
        Some(n) => {
            let template = match (lang, n) {
                (Lang::Es, 1) => "{} · falta {} · período {}",
                (Lang::Es, _) => "{} · faltan {} · período {}",
                (Lang::En, _) => "{} · {} to go · period {}",
            };
            fill(template, &[&made, &n.to_string(), &(stage + 1).to_string()])
        }
        None => made,
    }
}

/// A clock face read out: "Blancas: 5:00" / "White: 5:00".
pub fn clock_label(lang: Lang, color: Color, face: &str) -> String {
    [color_name(lang, color), ": ", face].concat()
}

/// The number and mover of the `ply`-th half-move (from 1) of a game that started with `turn` to move at
/// move `number`: the move number as players write it.
pub fn move_number(turn: Color, number: u32, ply: usize) -> (u32, Color) {
    let k = ply.saturating_sub(1) + usize::from(turn == Color::Black);
    let mover = if k.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    (number + (k / 2) as u32, mover)
}

/// The scoresheet while a past position is shown, the move written as players write it: "Repasando la
/// jugada 2…Cf6." / "Reviewing move 2...Nf6."; at `ply` 0, the starting position. The game started with
/// `turn` to move at move `number`.
pub fn reviewing(lang: Lang, turn: Color, number: u32, ply: usize, san: &str) -> String {
    if ply == 0 {
        return pick(
            &[
                "Repasando la posición inicial.",
                "Reviewing the starting position.",
            ],
            lang,
        )
        .to_string();
    }
    let (n, mover) = move_number(turn, number, ply);
    let shown = super::numbered_move(lang, n, mover, san);
    [Msg::Reviewing.text(lang), " ", &shown, "."].concat()
}

/// A typed move no piece of that kind can play, with no more telling reason from the rules.
pub fn san_illegal(lang: Lang, text: &str) -> String {
    let template = pick(
        &[
            "«{}» no es una jugada legal en esta posición: ninguna de sus piezas de ese tipo puede ir allí (Art. 3).",
            "“{}” is not a legal move here: none of your pieces of that kind can go there (Art. 3).",
        ],
        lang,
    );
    fill(template, &[text])
}

/// A typed move that more than one piece could play: "«Cd2» es ambigua: puede ser Cbd2 o Cfd2. …"
/// When the candidates differ only in the promotion piece (`f8D`, `f8T`…), what is missing is the
/// piece, written right after the square (Appendix C12), not a file or rank.
pub fn san_ambiguous(lang: Lang, text: &str, candidates: &[String]) -> String {
    let list = candidates.join(pick(&[" o ", " or "], lang));
    let stem = |c: &str| -> String {
        let mut c = c.to_string();
        c.pop();
        c.trim_end_matches('=').to_string()
    };
    let promotion =
        candidates.len() > 1 && candidates.iter().all(|c| stem(c) == stem(&candidates[0]));
    if promotion {
        let template = pick(
            &[
                "«{}» no dice la pieza que sustituye al peón: puede ser {}; se escribe justo después de la casilla (Apéndice C12).",
                "“{}” does not say the piece the pawn is exchanged for: it could be {}; it is written right after the square (Appendix C12).",
            ],
            lang,
        );
        return fill(template, &[text, &list]);
    }
    let template = pick(
        &[
            "«{}» es ambigua: puede ser {}. Añada la columna o la fila de origen (Apéndice C).",
            "“{}” is ambiguous: it could be {}. Add the file or rank it comes from (Appendix C).",
        ],
        lang,
    );
    fill(template, &[text, &list])
}

/// A typed text that is not algebraic notation at all.
pub fn san_syntax(lang: Lang, text: &str) -> String {
    let template = pick(
        &[
            "«{}» no es una jugada en notación algebraica: escriba, por ejemplo, Cf3, exd5, e8D o 0-0 (Apéndice C).",
            "“{}” is not a move in algebraic notation: type, for example, Nf3, exd5, e8=Q or O-O (Appendix C).",
        ],
        lang,
    );
    fill(template, &[text])
}

/// The name of a rule set as the new-game dialog offers it.
pub fn rules_label(lang: Lang, rules: crate::game::RuleSet) -> &'static str {
    use crate::game::RuleSet;
    match rules {
        RuleSet::Casual => Msg::RulesCasual,
        RuleSet::Fide => Msg::RulesFide,
        RuleSet::Tournament => Msg::RulesTournament,
    }
    .text(lang)
}
