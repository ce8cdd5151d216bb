//! The words of the typed errors a player can meet outside the board: a FEN that cannot be played
//! ([`FenError`]), a time control that does not read ([`TcError`], the `?tc=` link) and a saved game that
//! does not read back ([`SaveError`]). Each names the part that is wrong and what was expected there, in
//! Spanish (usted) or English; the errors' own `Display` stays the English of logs and the command line.

use super::{count, fill, pick, side, side_cap, Lang, Noun};
use crate::clock::control::{MAX_MOVES, MAX_SECONDS, MAX_STAGES};
use crate::clock::{Side, TcError, TcErrorKind};
use crate::rules::fen::{BoardShape, FenField};
use crate::rules::{Color, FenError, PositionError};
use crate::table::save::{SaveError, SaveProblem};

/// "fila" / "rank".
const RANK: Noun = Noun::new("fila", "filas", "rank", "ranks");
/// "casilla" / "square".
const SQUARE: Noun = Noun::new("casilla", "casillas", "square", "squares");

/// A field of a FEN: "la colocación de las piezas" / "piece placement".
pub fn fen_field(lang: Lang, field: FenField) -> &'static str {
    pick(
        match field {
            FenField::Board => &["la colocación de las piezas", "piece placement"],
            FenField::Turn => &["el turno", "side to move"],
            FenField::Castling => &["los derechos de enroque", "castling"],
            FenField::EnPassant => &["la casilla de captura al paso", "en passant"],
            FenField::Halfmoves => &["el contador de medias jugadas", "halfmove clock"],
            FenField::Fullmoves => &["el número de jugada", "fullmove number"],
        },
        lang,
    )
}

/// Why a FEN cannot be played, naming the field and, where there is one, the character: "FEN, la
/// colocación de las piezas: el carácter 43, «X», no vale ahí." / "FEN piece placement: unexpected 'X' at
/// character 43."
pub fn fen_error(lang: Lang, e: &FenError) -> String {
    match (lang, e) {
        (Lang::Es, FenError::Empty) => "El FEN está vacío.".to_string(),
        (Lang::En, FenError::Empty) => "The FEN is empty.".to_string(),
        (Lang::Es, FenError::BadChar { field, ch, at }) => format!(
            "FEN, {}: el carácter {}, «{ch}», no vale ahí.",
            fen_field(lang, *field),
            at + 1
        ),
        (Lang::En, FenError::BadChar { field, ch, at }) => format!(
            "FEN {}: unexpected '{ch}' at character {}.",
            fen_field(lang, *field),
            at + 1
        ),
        (_, FenError::BadBoardShape { shape }) => {
            let head = pick(
                &[
                    "FEN, la colocación de las piezas: ",
                    "FEN piece placement: ",
                ],
                lang,
            );
            [head, &board_shape(lang, *shape), "."].concat()
        }
        (Lang::Es, FenError::MissingField(field)) => {
            format!("Al FEN le falta {}.", fen_field(lang, *field))
        }
        (Lang::En, FenError::MissingField(field)) => {
            format!("The FEN is missing its {}.", fen_field(lang, *field))
        }
        (Lang::Es, FenError::BadField { field, text }) => format!(
            "FEN, {}: «{text}» no es un valor válido.",
            fen_field(lang, *field)
        ),
        (Lang::En, FenError::BadField { field, text }) => {
            format!("FEN {}: “{text}” is not valid.", fen_field(lang, *field))
        }
        (Lang::Es, FenError::TrailingText(t)) => {
            format!("El FEN tiene texto de más tras sus seis campos: «{t}».")
        }
        (Lang::En, FenError::TrailingText(t)) => {
            format!("The FEN has text after its six fields: “{t}”.")
        }
        (_, FenError::Position(p)) => {
            let head = pick(
                &[
                    "El FEN describe una posición ilegal: ",
                    "The FEN describes an illegal position: ",
                ],
                lang,
            );
            [head, &position_error(lang, *p), "."].concat()
        }
    }
}

/// How the board field fails to make 8 ranks of 8 squares: "la fila 8 tiene 9 casillas, no 8".
fn board_shape(lang: Lang, shape: BoardShape) -> String {
    match (lang, shape) {
        (Lang::Es, BoardShape::RankLength { rank, squares }) => format!(
            "la fila {rank} tiene {}, no 8",
            count(lang, squares.into(), SQUARE)
        ),
        (Lang::En, BoardShape::RankLength { rank, squares }) => format!(
            "rank {rank} has {}, not 8",
            count(lang, squares.into(), SQUARE)
        ),
        (Lang::Es, BoardShape::RankTooLong { rank }) => {
            format!("la fila {rank} tiene más de 8 casillas")
        }
        (Lang::En, BoardShape::RankTooLong { rank }) => {
            format!("rank {rank} has more than 8 squares")
        }
        (Lang::Es, BoardShape::TooManyRanks) => "hay más de 8 filas".to_string(),
        (Lang::En, BoardShape::TooManyRanks) => "more than 8 ranks".to_string(),
        (Lang::Es, BoardShape::TooFewRanks(n)) => {
            format!("hay {}, no 8", count(lang, n.into(), RANK))
        }
        (Lang::En, BoardShape::TooFewRanks(n)) => {
            format!("{}, not 8", count(lang, n.into(), RANK))
        }
    }
}

/// Why a position cannot be played, to follow a colon: "las negras no tienen rey" / "Black has no king".
pub fn position_error(lang: Lang, e: PositionError) -> String {
    let es = lang == Lang::Es;
    match e {
        PositionError::MissingKing(c) => [
            side(lang, c),
            pick(&[" no tienen rey", " has no king"], lang),
        ]
        .concat(),
        PositionError::TooManyKings(c) => [
            side(lang, c),
            pick(&[" tienen más de un rey", " has more than one king"], lang),
        ]
        .concat(),
        PositionError::PawnOnBackRank(sq) if es => {
            format!("hay un peón en {sq}, en la primera o la última fila")
        }
        PositionError::PawnOnBackRank(sq) => {
            format!("a pawn stands on {sq}, on the first or last rank")
        }
        PositionError::TooManyPieces(c) => [
            side(lang, c),
            pick(
                &[
                    " tienen más de 16 piezas o más de 8 peones",
                    " has more than 16 pieces or more than 8 pawns",
                ],
                lang,
            ),
        ]
        .concat(),
        PositionError::OppositeCheck => pick(
            &[
                "el bando que no tiene el turno está en jaque",
                "the side not to move is in check",
            ],
            lang,
        )
        .to_string(),
        PositionError::ImpossibleCheck => pick(
            &[
                "el bando que tiene el turno está en un jaque que ninguna jugada legal puede dar",
                "the side to move is in a check no legal move can give",
            ],
            lang,
        )
        .to_string(),
        PositionError::BadCastlingRights(sq) if es => {
            format!(
                "hay derecho de enroque con {sq}, pero el rey o la torre no están en su casilla"
            )
        }
        PositionError::BadCastlingRights(sq) => {
            format!("there is a castling right with {sq}, but the king or the rook is not in place")
        }
        PositionError::BadEpSquare(sq) if es => {
            format!("la casilla de captura al paso {sq} no sigue a ningún avance de dos casillas")
        }
        PositionError::BadEpSquare(sq) => {
            format!("the en passant square {sq} does not follow a two-square advance")
        }
    }
}

/// A FEN from a link (`?fen=`) that cannot be played: "El FEN del enlace no se puede jugar: …" / "The
/// link's FEN cannot be played: …".
pub fn link_fen_error(lang: Lang, e: &FenError) -> String {
    let head = pick(
        &[
            "El FEN del enlace no se puede jugar; la partida no cambia. ",
            "The link's FEN cannot be played; the game stays as it was. ",
        ],
        lang,
    );
    [head, &fen_error(lang, e)].concat()
}

/// What is wrong in a time control text, after the part it is in: "Negras, período 2, «18x0»: sobra «x»
/// tras los segundos; se esperaba «+», «d», «b» o el final." / "Black, period 2, “18x0”: unexpected “x”
/// after the seconds; expected “+”, “d”, “b” or the end."
pub fn tc_error(lang: Lang, e: &TcError) -> String {
    let mut s = String::new();
    if let Some(c) = e.side {
        s.push_str(side_cap(
            lang,
            match c {
                Side::White => Color::White,
                Side::Black => Color::Black,
            },
        ));
        s.push_str(", ");
    }
    if let Some(n) = e.stage {
        s.push_str(&fill(
            pick(&["período {}, ", "period {}, "], lang),
            &[&n.to_string()],
        ));
    }
    let (open, close) = match lang {
        Lang::Es => ("«", "»"),
        Lang::En => ("“", "”"),
    };
    s.push_str(open);
    s.push_str(&e.part);
    s.push_str(close);
    s.push_str(": ");
    let q = |c: char| [open, &c.to_string(), close].concat();
    let why = match (lang, e.kind) {
        (Lang::Es, TcErrorKind::Empty) => {
            "falta el ritmo de juego; por ejemplo «300», «300+2», «40/5400+30:1800+30» o «-»"
                .to_string()
        }
        (Lang::En, TcErrorKind::Empty) => {
            "expected a time control such as “300”, “300+2”, “40/5400+30:1800+30” or “-”"
                .to_string()
        }
        (Lang::Es, TcErrorKind::ExpectedMoves) => {
            "antes de «/» va un número de jugadas".to_string()
        }
        (Lang::En, TcErrorKind::ExpectedMoves) => {
            "expected a number of moves before “/”".to_string()
        }
        (Lang::Es, TcErrorKind::ExpectedSeconds) => "se esperaban los segundos".to_string(),
        (Lang::En, TcErrorKind::ExpectedSeconds) => "expected seconds".to_string(),
        (Lang::Es, TcErrorKind::ExpectedBonusSeconds(c)) => {
            format!("tras {} van los segundos", q(c))
        }
        (Lang::En, TcErrorKind::ExpectedBonusSeconds(c)) => {
            format!("expected seconds after {}", q(c))
        }
        (Lang::Es, TcErrorKind::Unexpected(c)) => format!(
            "sobra {} tras los segundos; se esperaba «+», «d», «b» o el final",
            q(c)
        ),
        (Lang::En, TcErrorKind::Unexpected(c)) => format!(
            "unexpected {} after the seconds; expected “+”, “d”, “b” or the end",
            q(c)
        ),
        (Lang::Es, TcErrorKind::TooManyDecimals) => {
            "como mucho tres decimales (milésimas de segundo)".to_string()
        }
        (Lang::En, TcErrorKind::TooManyDecimals) => {
            "at most three decimals (milliseconds)".to_string()
        }
        (Lang::Es, TcErrorKind::ZeroMoves) => "antes de «/» va al menos 1 jugada".to_string(),
        (Lang::En, TcErrorKind::ZeroMoves) => "expected at least 1 move before “/”".to_string(),
        (Lang::Es, TcErrorKind::ZeroTime) => {
            "el primer período necesita más de 0 segundos".to_string()
        }
        (Lang::En, TcErrorKind::ZeroTime) => {
            "the first period needs more than 0 seconds".to_string()
        }
        (Lang::Es, TcErrorKind::TooLarge) => {
            format!("como mucho {MAX_SECONDS} segundos y {MAX_MOVES} jugadas")
        }
        (Lang::En, TcErrorKind::TooLarge) => {
            format!("at most {MAX_SECONDS} seconds and {MAX_MOVES} moves")
        }
        (Lang::Es, TcErrorKind::RestNotLast) => "falta el número de jugadas («40/…»): solo el \
             último período puede ser para el resto de la partida"
            .to_string(),
        (Lang::En, TcErrorKind::RestNotLast) => "expected a number of moves (“40/…”): only the \
             last period may be for the rest of the game"
            .to_string(),
        (Lang::Es, TcErrorKind::TooManyStages) => format!("como mucho {MAX_STAGES} períodos"),
        (Lang::En, TcErrorKind::TooManyStages) => format!("at most {MAX_STAGES} periods"),
        (Lang::Es, TcErrorKind::HourglassAlone) => {
            "el reloj de arena («*60») va solo, sin incremento ni otros períodos".to_string()
        }
        (Lang::En, TcErrorKind::HourglassAlone) => {
            "an hourglass (“*60”) stands alone, without a bonus or other periods".to_string()
        }
        (Lang::Es, TcErrorKind::TooManySides) => {
            "se espera un ritmo, o dos como blancas|negras".to_string()
        }
        (Lang::En, TcErrorKind::TooManySides) => {
            "expected one control, or two as white|black".to_string()
        }
        (Lang::Es, TcErrorKind::NoClockOneSide) => {
            "«-» (sin reloj) vale solo para los dos jugadores".to_string()
        }
        (Lang::En, TcErrorKind::NoClockOneSide) => {
            "“-” (no clock) is only for both players".to_string()
        }
        (Lang::Es, TcErrorKind::OddsHere) => {
            "se espera el ritmo de un solo jugador, sin «|»".to_string()
        }
        (Lang::En, TcErrorKind::OddsHere) => {
            "expected one player's control, without “|”".to_string()
        }
    };
    s.push_str(&why);
    s.push('.');
    s
}

/// A time control from a link (`?tc=`) that does not read: "El ritmo de juego del enlace (tc=) no se puede
/// leer; no se pone ningún reloj. …" / "The link's time control (tc=) cannot be read; no clock is set. …".
pub fn link_tc_error(lang: Lang, e: &TcError) -> String {
    let head = pick(
        &[
            "El ritmo de juego del enlace (tc=) no se puede leer; no se pone ningún reloj. ",
            "The link's time control (tc=) cannot be read; no clock is set. ",
        ],
        lang,
    );
    [head, &tc_error(lang, e)].concat()
}

/// Why a saved game does not read back, with its line: "línea 14: una jugada guardada no se puede hacer
/// en el tablero" / "line 14: a saved move cannot be made on the board".
pub fn save_error(lang: Lang, e: &SaveError) -> String {
    let why = match (lang, &e.kind) {
        (Lang::Es, SaveProblem::Empty) => "el registro está vacío".to_string(),
        (Lang::En, SaveProblem::Empty) => "the record is empty".to_string(),
        (Lang::Es, SaveProblem::UnknownFormat) => {
            "no está en ningún formato que esta versión conozca".to_string()
        }
        (Lang::En, SaveProblem::UnknownFormat) => {
            "it is in no format this version knows".to_string()
        }
        (Lang::Es, SaveProblem::Newer) => {
            "lo escribió una versión más reciente de Escaque".to_string()
        }
        (Lang::En, SaveProblem::Newer) => "a newer version of Escaque wrote it".to_string(),
        (Lang::Es, SaveProblem::BadLine) => "la línea no se puede leer".to_string(),
        (Lang::En, SaveProblem::BadLine) => "the line does not read".to_string(),
        (_, SaveProblem::Fen(f)) => [
            pick(&["la posición inicial: ", "the starting position: "], lang),
            &fen_error(lang, f),
        ]
        .concat(),
        (_, SaveProblem::TimeControl(t)) => [
            pick(&["el ritmo de juego: ", "the time control: "], lang),
            &tc_error(lang, t),
        ]
        .concat(),
        (Lang::Es, SaveProblem::Clock) => "el estado del reloj no se puede leer".to_string(),
        (Lang::En, SaveProblem::Clock) => "the clock's state does not read".to_string(),
        (Lang::Es, SaveProblem::Move) => {
            "una jugada guardada no se puede hacer en el tablero".to_string()
        }
        (Lang::En, SaveProblem::Move) => "a saved move cannot be made on the board".to_string(),
        (Lang::Es, SaveProblem::Inconsistent) => {
            "sus partes no concuerdan entre sí o con el tablero".to_string()
        }
        (Lang::En, SaveProblem::Inconsistent) => {
            "its parts do not agree with each other or with the board".to_string()
        }
    };
    let why = why.trim_end_matches('.').to_string();
    if e.line == 0 {
        why
    } else {
        [
            pick(&["línea ", "line "], lang),
            &e.line.to_string(),
            ": ",
            &why,
        ]
        .concat()
    }
}

/// The notice when the saved game cannot be read back: why, and the storage key its text is kept under.
/// "No se pudo recuperar la partida guardada (línea 3: la línea no se puede leer). Su texto se conserva en
/// escaque.broken.1."
pub fn restore_failed(lang: Lang, e: &SaveError, key: &str) -> String {
    let template = pick(
        &[
            "No se pudo recuperar la partida guardada ({}). Su texto se conserva en {}.",
            "The saved game could not be restored ({}). Its text is kept in {}.",
        ],
        lang,
    );
    fill(template, &[&save_error(lang, e), key])
}
