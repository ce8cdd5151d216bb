//! A PGN game that could not be read, told in the interface language (issue 20): the game, the line
//! and column, the move as players write it (`13…Txd7` / `13...Rxd7`) with the text as it stands
//! when its letters differ, and what went wrong, worded from the reader's typed error
//! ([`PgnErrorKind`]). The command-line tool keeps the reader's own English text.

use super::{fill, role_name, Lang};
use crate::game::{ImportError, ImportFault};
use crate::rules::pgn::{Found, MoveAt, PgnError, PgnErrorKind, PgnNote, MAX_VARIATION_DEPTH};
use crate::rules::{CastlingSide, Color, FenError, PositionError, Role, San};
use crate::table::pgn::{LoadError, LoadNote};

fn pick2(lang: Lang, es: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Es => es,
        Lang::En => en,
    }
}

/// A quoted text: «Rxd7» / “Rxd7”.
fn quoted(lang: Lang, s: &str) -> String {
    match lang {
        Lang::Es => ["«", s, "»"].concat(),
        Lang::En => ["“", s, "”"].concat(),
    }
}

/// The whole error: "Partida 3, línea 12, columna 5: 13…Txd6 («Rxd6» en el texto, con letras
/// inglesas): jugada ilegal en esa posición de la partida."
pub fn pgn_error(lang: Lang, e: &PgnError) -> String {
    let place = fill(
        pick2(
            lang,
            "Partida {}, línea {}, columna {}: ",
            "Game {}, line {}, column {}: ",
        ),
        &[
            &e.game.to_string(),
            &e.line.to_string(),
            &e.column.to_string(),
        ],
    );
    place + &what(lang, &e.kind)
}

/// The move number as players write it before a move of `color`: `13.` for White; for Black
/// `13…` in Spanish and `13...` in English.
pub fn move_number(lang: Lang, number: u32, color: Color) -> String {
    let dots = match (color, lang) {
        (Color::White, _) => ".",
        (Color::Black, Lang::Es) => "…",
        (Color::Black, Lang::En) => "...",
    };
    [number.to_string().as_str(), dots].concat()
}

/// A move read from notation, written in `lang`'s letters: `Txd7`, `e8D`, `0-0` in Spanish;
/// `Rxd7`, `e8=Q`, `O-O` in English.
pub fn written(lang: Lang, san: &San) -> String {
    match *san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            let mut s = String::new();
            if role != Role::Pawn {
                s.push(lang.letter(role));
            }
            s.extend(file.map(|f| f.char()));
            s.extend(rank.map(|r| r.char()));
            if capture {
                s.push('x');
            }
            s.push_str(&to.to_string());
            if let Some(p) = promotion {
                if lang == Lang::En {
                    s.push('=');
                }
                s.push(lang.letter(p));
            }
            s
        }
        San::Coords { .. } | San::Null => san.to_string(),
        San::Castle(side) => {
            let short = side == CastlingSide::King;
            match (lang, short) {
                (Lang::Es, true) => "0-0",
                (Lang::Es, false) => "0-0-0",
                (Lang::En, true) => "O-O",
                (Lang::En, false) => "O-O-O",
            }
            .to_string()
        }
    }
}

/// The move as players write it, in `lang`'s letters when it is notation (`13…Txd7`), and the
/// text as it stands when that differs in more than check marks and glyphs: `13…Txd7 («Rxd7» en
/// el texto, con letras inglesas)`.
pub fn move_label(lang: Lang, at: &MoveAt) -> String {
    let number = move_number(lang, at.number, at.color);
    let core = at.text.trim_end_matches(['+', '#', '!', '?']);
    let Some(san) = &at.san else {
        return number + &quoted(lang, &at.text);
    };
    let move_text = written(lang, san);
    if move_text == core {
        return number + &move_text;
    }
    let letters = match (lang, at.letters) {
        (Lang::Es, Lang::En) => "con letras inglesas",
        (Lang::Es, Lang::Es) => "con letras españolas",
        (Lang::En, Lang::En) => "in English letters",
        (Lang::En, Lang::Es) => "in Spanish letters",
    };
    let note = fill(
        pick2(lang, " ({} en el texto, {})", " ({} in the text, {})"),
        &[&quoted(lang, &at.text), letters],
    );
    number + &move_text + &note
}

/// What the reader found: «)» / “)”, «el final del texto» / “the end of the text”.
fn found(lang: Lang, f: &Found) -> String {
    match f {
        Found::LBracket => quoted(lang, "["),
        Found::RBracket => quoted(lang, "]"),
        Found::Str(s) => pick2(lang, "el texto ", "the string ").to_string() + &quoted(lang, s),
        Found::Comment => pick2(lang, "un comentario", "a comment").to_string(),
        Found::LParen => quoted(lang, "("),
        Found::RParen => quoted(lang, ")"),
        Found::Nag(n) => quoted(lang, &format!("${n}")),
        Found::DrawOffer => quoted(lang, "(=)"),
        Found::Symbol(s) => quoted(lang, s),
        Found::End => pick2(lang, "el final del texto", "the end of the text").to_string(),
    }
}

/// The reader's English description of what would have fitted where a move is not notation
/// (the texts of `SanError::Syntax`), in `lang`; `None` for a text this table does not know.
pub fn expected_text(lang: Lang, expected: &str) -> Option<&'static str> {
    let pair: [&'static str; 2] = match expected {
        "a move" => ["una jugada", "a move"],
        "a file (a-h)" => ["una columna (a-h)", "a file (a-h)"],
        "a rank (1-8)" => ["una fila (1-8)", "a rank (1-8)"],
        "a square" => ["una casilla", "a square"],
        "the target square" => ["la casilla de llegada", "the target square"],
        "a shorter move" => ["una jugada más corta", "a shorter move"],
        "the end of the move" => ["el final de la jugada", "the end of the move"],
        "the end of the move (or `+`, `#`, `!`, `?`, `e.p.`)" => [
            "el final de la jugada (o «+», «#», «!», «?», «a.p.»)",
            "the end of the move (or “+”, “#”, “!”, “?”, “e.p.”)",
        ],
        "`-O` (castling)" => ["«-O» (enroque)", "“-O” (castling)"],
        "`)`" => ["«)»", "“)”"],
        "a piece letter, a file or castling" => [
            "una letra de pieza, una columna o un enroque",
            "a piece letter, a file or castling",
        ],
        "a piece letter (K, Q, R, B, N), a file or castling" => [
            "una letra de pieza inglesa (K, Q, R, B, N), una columna o un enroque",
            "an English piece letter (K, Q, R, B, N), a file or castling",
        ],
        "a piece letter (R, D, T, A, C), a file or castling" => [
            "una letra de pieza española (R, D, T, A, C), una columna o un enroque",
            "a Spanish piece letter (R, D, T, A, C), a file or castling",
        ],
        "a promotion piece (Q, R, B, N)" => [
            "la pieza de la promoción (Q, R, B, N)",
            "a promotion piece (Q, R, B, N)",
        ],
        "a promotion piece (D, T, A, C)" => [
            "la pieza de la promoción (D, T, A, C)",
            "a promotion piece (D, T, A, C)",
        ],
        "a promotion piece (q, r, b, n)" => [
            "la pieza de la promoción (q, r, b, n)",
            "a promotion piece (q, r, b, n)",
        ],
        _ => return None,
    };
    Some(pick2(lang, pair[0], pair[1]))
}

/// What went wrong, without the place: "13…Txd6: jugada ilegal en esa posición de la partida."
pub fn what(lang: Lang, kind: &PgnErrorKind) -> String {
    let q = |s: &str| quoted(lang, s);
    let f = |x: &Found| found(lang, x);
    match kind {
        PgnErrorKind::Illegal(at) => fill(
            pick2(
                lang,
                "{}: jugada ilegal en esa posición de la partida.",
                "{}: not a legal move in that position of the game.",
            ),
            &[&move_label(lang, at)],
        ),
        PgnErrorKind::Ambiguous { at, candidates } => {
            let list: Vec<String> = candidates.iter().map(|c| written(lang, c)).collect();
            // A pawn reaching the last rank without its new piece (`f8`, or the old `f8(Q)`, whose
            // parentheses PGN reads as a variation and the Laws as a draw offer, C13): what is
            // missing is the piece, written right after the move (C12), never a file or rank.
            let promotion = !candidates.is_empty()
                && candidates
                    .iter()
                    .all(|c| matches!(c, San::Normal { promotion: Some(_), .. }));
            if promotion {
                return fill(
                    pick2(
                        lang,
                        "{}: falta la pieza que sustituye al peón; se escribe justo después de la casilla, sin paréntesis: {} (Apéndice C12).",
                        "{}: the piece the pawn is exchanged for is missing; it is written right after the square, without brackets: {} (Appendix C12).",
                    ),
                    &[
                        &move_label(lang, at),
                        &list.join(pick2(lang, " o ", " or ")),
                    ],
                );
            }
            fill(
                pick2(
                    lang,
                    "{}: jugada ambigua: puede ser {}; falta la columna o la fila de origen (Apéndice C).",
                    "{}: ambiguous: it could be {}; the file or rank it comes from is missing (Appendix C).",
                ),
                &[
                    &move_label(lang, at),
                    &list.join(pick2(lang, " o ", " or ")),
                ],
            )
        }
        PgnErrorKind::NotAMove { at, expected } => {
            let head = fill(
                pick2(lang, "{}: {} no es una jugada", "{}: {} is not a move"),
                &[&move_number(lang, at.number, at.color), &q(&at.text)],
            );
            match expected_text(lang, expected) {
                Some(x) => fill(
                    pick2(lang, "{} (se esperaba {}).", "{} ({} was expected there)."),
                    &[&head, x],
                ),
                None => head + ".",
            }
        }
        PgnErrorKind::NullInCheck(at) => fill(
            pick2(
                lang,
                "{}: jugada nula {} estando en jaque.",
                "{}: a null move, {}, while in check.",
            ),
            &[&move_number(lang, at.number, at.color), &q(&at.text)],
        ),
        PgnErrorKind::Letters {
            at,
            english,
            spanish,
        } => {
            let role = |s: &San| match s {
                San::Normal { role, .. } => role_name(lang, *role),
                _ => pick2(lang, "otra pieza", "another piece"),
            };
            let label = move_number(lang, at.number, at.color) + &at.text;
            fill(
                pick2(
                    lang,
                    "{}: con las letras inglesas del estándar PGN es una jugada de {} ({}), y con las \
                     españolas del Apéndice C, una de {} ({}). La partida se lee entera de las dos \
                     maneras, con jugadas distintas, y no se adivina cuál es. Si las R son torres, \
                     escríbalas T; si son reyes, K.",
                    "{}: in the English letters of the PGN standard it is a {} move ({}), and in the \
                     Spanish letters of Appendix C a {} move ({}). The whole game reads both ways, \
                     with different moves, and which is meant is not guessed. If the Rs are rooks, \
                     write them T; if kings, K.",
                ),
                &[
                    &label,
                    role(english),
                    &written(lang, english),
                    role(spanish),
                    &written(lang, spanish),
                ],
            )
        }
        PgnErrorKind::UnclosedComment => pick2(
            lang,
            "comentario sin cerrar: falta «}» antes del final del texto.",
            "comment not closed: “}” is missing before the end of the text.",
        )
        .to_string(),
        PgnErrorKind::StrayBrace => pick2(
            lang,
            "«}» fuera de un comentario.",
            "“}” outside a comment.",
        )
        .to_string(),
        PgnErrorKind::UnclosedString => pick2(
            lang,
            "texto entre comillas sin cerrar: faltan las comillas finales antes del final de la línea.",
            "string not closed: the closing quote is missing before the end of the line.",
        )
        .to_string(),
        PgnErrorKind::NagDigits => pick2(
            lang,
            "faltan las cifras tras «$».",
            "digits are missing after “$”.",
        )
        .to_string(),
        PgnErrorKind::NagTooLarge(d) => fill(
            pick2(
                lang,
                "{} pasa de 255, el mayor número de anotación.",
                "{} is over 255, the largest annotation number.",
            ),
            &[&q(&format!("${d}"))],
        ),
        PgnErrorKind::TagName { found } => fill(
            pick2(
                lang,
                "se esperaba el nombre de una etiqueta y hay {}.",
                "a tag name was expected, not {}.",
            ),
            &[&f(found)],
        ),
        PgnErrorKind::TagValue { tag, found } => fill(
            pick2(
                lang,
                "se esperaba entre comillas el valor de la etiqueta {} y hay {}.",
                "the value of tag {} was expected in quotes, not {}.",
            ),
            &[tag, &f(found)],
        ),
        PgnErrorKind::TagClose { tag, found } => fill(
            pick2(
                lang,
                "falta {} para cerrar la etiqueta {}; hay {}.",
                "{} is missing to close tag {}; found {}.",
            ),
            &[&q("]"), tag, &f(found)],
        ),
        PgnErrorKind::Variant(v) => fill(
            pick2(
                lang,
                "modalidad de ajedrez {} no admitida: solo se leen partidas de ajedrez normal.",
                "chess variant {} is not supported: only standard chess is read.",
            ),
            &[&q(v)],
        ),
        PgnErrorKind::Fen(e) => fill(
            pick2(
                lang,
                "la etiqueta FEN no es una posición válida: {}.",
                "the FEN tag is not a valid position: {}.",
            ),
            &[&fen_error(lang, e)],
        ),
        PgnErrorKind::EndInVariation => pick2(
            lang,
            "variante sin cerrar: falta «)» antes del final del texto.",
            "variation not closed: “)” is missing before the end of the text.",
        )
        .to_string(),
        PgnErrorKind::BracketInVariation => pick2(
            lang,
            "falta «)» para cerrar la variante antes de «[».",
            "“)” is missing to close the variation before “[”.",
        )
        .to_string(),
        PgnErrorKind::BracketInMovetext => pick2(
            lang,
            "«[» entre las jugadas: cada etiqueta va en su propia línea.",
            "“[” among the moves: each tag stands on its own line.",
        )
        .to_string(),
        PgnErrorKind::Unexpected { found } => fill(
            pick2(
                lang,
                "se esperaba una jugada, un comentario o un resultado y hay {}.",
                "a move, a comment or a result was expected, not {}.",
            ),
            &[&f(found)],
        ),
        PgnErrorKind::VariationFirst => pick2(
            lang,
            "«(» sin jugada delante: una variante empieza después de una jugada.",
            "“(” with no move before it: a variation follows a move.",
        )
        .to_string(),
        PgnErrorKind::TooDeep => fill(
            pick2(
                lang,
                "variantes anidadas en más de {} niveles.",
                "variations nested more than {} deep.",
            ),
            &[&MAX_VARIATION_DEPTH.to_string()],
        ),
        PgnErrorKind::StrayParen => pick2(
            lang,
            "«)» fuera de una variante.",
            "“)” outside a variation.",
        )
        .to_string(),
        PgnErrorKind::ResultInVariation(s) => fill(
            pick2(
                lang,
                "falta «)» para cerrar la variante antes del resultado {}.",
                "“)” is missing to close the variation before the result {}.",
            ),
            &[&q(s)],
        ),
        PgnErrorKind::VariationNotClosed => pick2(
            lang,
            "variante sin cerrar: falta «)».",
            "variation not closed: “)” is missing.",
        )
        .to_string(),
    }
}

/// Why a `FEN` tag is not a position, in `lang` (English as the FEN reader says it).
fn fen_error(lang: Lang, e: &FenError) -> String {
    if lang == Lang::En {
        return e.to_string();
    }
    use crate::rules::fen::FenField;
    let field = |f: &FenField| match f {
        FenField::Board => "la colocación de las piezas",
        FenField::Turn => "el bando que juega",
        FenField::Castling => "los enroques",
        FenField::EnPassant => "la casilla de captura al paso",
        FenField::Halfmoves => "el contador de medias jugadas",
        FenField::Fullmoves => "el número de jugada",
    };
    let side = |c: &Color| match c {
        Color::White => "las blancas",
        Color::Black => "las negras",
    };
    match e {
        FenError::Empty => "está vacía".to_string(),
        FenError::BadChar { field: f, ch, at } => fill(
            "carácter «{}» inesperado en {} (carácter {})",
            &[&ch.to_string(), field(f), &(at + 1).to_string()],
        ),
        FenError::BadBoardShape { .. } => {
            "la colocación de las piezas no forma 8 filas de 8 casillas".to_string()
        }
        FenError::MissingField(f) => fill("falta {}", &[field(f)]),
        FenError::BadField { field: f, text } => fill("«{}» no vale como {}", &[text, field(f)]),
        FenError::TrailingText(t) => fill("sobra texto tras los seis campos: «{}»", &[t]),
        FenError::Position(p) => match p {
            PositionError::MissingKing(c) => fill("{} no tienen rey", &[side(c)]),
            PositionError::TooManyKings(c) => fill("{} tienen más de un rey", &[side(c)]),
            PositionError::PawnOnBackRank(sq) => fill(
                "hay un peón en la primera u octava fila ({})",
                &[&sq.to_string()],
            ),
            PositionError::TooManyPieces(c) => {
                fill("{} tienen más de 16 piezas u 8 peones", &[side(c)])
            }
            PositionError::OppositeCheck => "el bando que no juega está en jaque".to_string(),
            PositionError::ImpossibleCheck => {
                "el bando que juega está en un jaque que ninguna jugada legal puede dar".to_string()
            }
            PositionError::BadCastlingRights(sq) => fill(
                "derecho de enroque sin el rey o la torre en su casilla ({})",
                &[&sq.to_string()],
            ),
            PositionError::BadEpSquare(sq) => fill(
                "casilla de captura al paso imposible ({})",
                &[&sq.to_string()],
            ),
        },
    }
}

/// A move of a read game (English SAN, as [`crate::rules::PgnMove::san`] holds it) as players write
/// it in `lang`: `2…--`, `13…Txd7` / `13...Rxd7`.
fn numbered(lang: Lang, number: u32, color: Color, text: &str) -> String {
    let shown = match crate::rules::san::parse_san(text, Lang::En) {
        Ok(san) => written(lang, &san),
        Err(_) => text.to_string(),
    };
    move_number(lang, number, color) + &shown
}

/// The comments of a read game for the import's preview, each after the move it follows as players
/// write it in `lang` ("12. Cf3: …", "12…Cf6: …" / "12. Nf3: …", "12...Nf6: …"), the game's own
/// comment first, without `[%…]` commands ([`crate::rules::pgn::comment_parts`]'s words); at most
/// `max`.
pub fn comment_lines(lang: Lang, g: &crate::rules::PgnGame, max: usize) -> Vec<String> {
    let clean = |c: &str| crate::rules::pgn::comment_parts(c).words;
    let mut v: Vec<String> = g.comments.iter().map(|c| clean(c)).collect();
    for (i, pm) in g.moves.iter().enumerate() {
        let (number, color) = g.move_at(i + 1);
        for c in pm.comments_before.iter().chain(&pm.comments_after) {
            let c = clean(c);
            if !c.is_empty() {
                let shown = match crate::rules::san::parse_san(&pm.san, Lang::En) {
                    Ok(san) => written(lang, &san),
                    Err(_) => pm.san.clone(),
                };
                let at = super::numbered_move(lang, number, color, &shown);
                v.push([at, ": ".into(), c].concat());
            }
        }
    }
    v.retain(|c| !c.is_empty());
    v.truncate(max);
    v
}

/// A game that cannot be put on the board, with the move as players write it: "No se puede poner
/// en el tablero: 2…-- es una jugada nula, que no se juega en un tablero." / "Cannot be put on the
/// board: 2...-- is a null move, which is not played on a board."
pub fn import_error(lang: Lang, e: &ImportError) -> String {
    let at = numbered(lang, e.number, e.color, &e.text);
    let template = match e.fault {
        ImportFault::NullMove => pick2(
            lang,
            "No se puede poner en el tablero: {} es una jugada nula, que no se juega en un tablero.",
            "Cannot be put on the board: {} is a null move, which is not played on a board.",
        ),
        ImportFault::AfterEnd => pick2(
            lang,
            "No se puede poner en el tablero: {} viene después del final de la partida.",
            "Cannot be put on the board: {} comes after the end of the game.",
        ),
        ImportFault::NotOnBoard => pick2(
            lang,
            "No se puede poner en el tablero: {} no es un movimiento de ninguna pieza en ese tablero.",
            "Cannot be put on the board: {} is not a move of any piece on that board.",
        ),
        ImportFault::Illegal => pick2(
            lang,
            "No se puede poner en el tablero: {} no es legal en esa posición.",
            "Cannot be put on the board: {} is not legal in that position.",
        ),
    };
    fill(template, &[&at])
}

/// Why a read game cannot be put on the table: the move ([`import_error`]), or that a game over on
/// the board can only be reviewed.
pub fn load_error(lang: Lang, e: &LoadError) -> String {
    match e {
        LoadError::Move(e) => import_error(lang, e),
        LoadError::Finished => super::Rec::CannotContinue.text(lang).to_string(),
    }
}

/// The note on a loaded game's result: contradicted by the board ([`super::result_differs`]).
pub fn load_note(lang: Lang, note: &LoadNote) -> String {
    match note {
        LoadNote::ResultDiffers { said, board } => super::result_differs(lang, said, *board),
    }
}

/// What the import tells of a listed game ([`PgnNote`]): "Jugada nula en 2…--: la partida no se
/// puede poner en el tablero." / "A null move at 2...--: the game cannot be put on the board.";
/// "El resultado tras las jugadas (1-0) no coincide con la etiqueta Result (0-1): se toma el de las
/// jugadas." / "The result after the moves (1-0) differs from the Result tag (0-1): the one after
/// the moves is used."; NAGs above $255 left out, named.
pub fn pgn_note(lang: Lang, note: &PgnNote) -> String {
    match note {
        PgnNote::NullMove {
            number,
            color,
            text,
            ..
        } => fill(
            pick2(
                lang,
                "Jugada nula en {}: la partida no se puede poner en el tablero.",
                "A null move at {}: the game cannot be put on the board.",
            ),
            &[&numbered(lang, *number, *color, text)],
        ),
        PgnNote::ResultDiffers { tag, movetext } => fill(
            pick2(
                lang,
                "El resultado tras las jugadas ({}) no coincide con la etiqueta Result ({}): se toma el de las jugadas.",
                "The result after the moves ({}) differs from the Result tag ({}): the one after the moves is used.",
            ),
            &[movetext, tag],
        ),
        PgnNote::WideNags { nags } => fill(
            pick2(
                lang,
                "Se han omitido símbolos de anotación por encima de $255 ({}): ninguna norma les da significado.",
                "Annotation symbols above $255 were left out ({}): no standard gives them a meaning.",
            ),
            &[&nags.join(", ")],
        ),
    }
}

/// A `Termination` tag's value as the page shows it: the PGN standard's values (data, written in
/// English in the file) in the interface language, "time forfeit" → "pérdida por tiempo"; any
/// other value (a program's own, "Hikaru won on time") as the file writes it.
pub fn termination_label(lang: Lang, value: &str) -> String {
    let v = value.trim();
    let pair = match v.to_ascii_lowercase().as_str() {
        "abandoned" => ["abandonada", "abandoned"],
        "adjudication" => ["adjudicada", "adjudication"],
        "death" => ["fallecimiento", "death"],
        "emergency" => ["emergencia", "emergency"],
        "normal" => ["normal", "normal"],
        "rules infraction" => ["infracción de las reglas", "rules infraction"],
        "time forfeit" => ["pérdida por tiempo", "time forfeit"],
        "unterminated" => ["sin terminar", "unterminated"],
        _ => return v.to_string(),
    };
    super::pick(&pair, lang).to_string()
}

/// A PGN `Date` tag (`1913.05.07`) as players write a date on a scoresheet: `07/05/1913` in Spanish
/// (día/mes/año), `1913-05-07` in English. Only the known parts are written, from the year down:
/// `1913.05.??` is `05/1913` / `1913-05`, `1913.??.??` (or `1913.??.07`: a day without its month
/// says nothing) is `1913`, and an unknown year (`????.??.??`) leaves the line blank to be filled
/// by hand. A value that is not a PGN date is written as it stands.
pub fn pgn_date(lang: Lang, value: &str) -> String {
    let value = value.trim();
    let parts: Vec<&str> = value.split('.').collect();
    let [y, m, d] = parts[..] else {
        return value.to_string();
    };
    let known = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    let unknown = |p: &str| p.bytes().all(|b| b == b'?');
    if ![y, m, d].iter().all(|p| known(p) || unknown(p)) {
        return value.to_string();
    }
    match (known(y), known(m), known(d)) {
        (false, _, _) => String::new(),
        (true, false, _) => y.to_string(),
        (true, true, false) => match lang {
            Lang::Es => [m, "/", y].concat(),
            Lang::En => [y, "-", m].concat(),
        },
        (true, true, true) => super::date(lang, y, m, d),
    }
}
