//! The words for [`crate::rules::explain`]: short sentences in Spanish or English, in a chess teacher's
//! voice, each ending with the article of the Laws it rests on — "Ese caballo está clavado por el alfil de
//! b5 … (Art. 3.9)." Pure strings in the [`Lang`] the UI asks for.
//!
//! Spanish names keep their gender: el peón, el caballo, el alfil, el rey; la torre, la dama ("clavado" /
//! "clavada", "capturarlo" / "capturarla"). Squares are written as in the notation, `b5`. The player on
//! move is addressed as *usted* ("su rey", "puede") / "you".

use super::Lang;
use crate::rules::explain::{
    AttackedSquare, CastlingStatus, CheckInfo, Escapes, Illegal, RightLost,
};
use crate::rules::position::{CastlingSide, Position};
use crate::rules::types::{Color, Piece, Role, Square};

fn noun(role: Role, es: bool) -> &'static str {
    match (role, es) {
        (Role::Pawn, true) => "peón",
        (Role::Knight, true) => "caballo",
        (Role::Bishop, true) => "alfil",
        (Role::Rook, true) => "torre",
        (Role::Queen, true) => "dama",
        (Role::King, true) => "rey",
        (role, false) => role.name(),
    }
}

/// Spanish grammatical gender: la torre, la dama.
fn feminine(role: Role) -> bool {
    matches!(role, Role::Rook | Role::Queen)
}

/// Picks the masculine or feminine Spanish form for a role.
fn gendered(role: Role, masculine: &'static str, feminine_form: &'static str) -> &'static str {
    if feminine(role) {
        feminine_form
    } else {
        masculine
    }
}

/// "el alfil" / "la torre" / "the bishop".
fn the(role: Role, es: bool) -> String {
    if es {
        format!("{} {}", gendered(role, "el", "la"), noun(role, true))
    } else {
        format!("the {}", noun(role, false))
    }
}

/// "el alfil de b5" / "the bishop on b5".
fn the_on(role: Role, sq: Square, es: bool) -> String {
    if es {
        format!("{} de {sq}", the(role, true))
    } else {
        format!("the {} on {sq}", noun(role, false))
    }
}

/// "del caballo de f6" / "de la dama de h4" / "from the knight on f6".
fn from_the_on(role: Role, sq: Square, es: bool) -> String {
    if es {
        format!(
            "{} {} de {sq}",
            gendered(role, "del", "de la"),
            noun(role, true)
        )
    } else {
        format!("from {}", the_on(role, sq, false))
    }
}

/// "su peón de d2" for a piece of the player on move, else "el peón de d7" (and in English alike).
fn whose_on(piece: Piece, sq: Square, us: Color, es: bool) -> String {
    match (piece.color == us, es) {
        (true, true) => format!("su {} de {sq}", noun(piece.role, true)),
        (true, false) => format!("your {} on {sq}", noun(piece.role, false)),
        (false, _) => the_on(piece.role, sq, es),
    }
}

/// "Ese caballo" / "Esa torre" / "That knight".
fn that(role: Role, es: bool) -> String {
    if es {
        format!("{} {}", gendered(role, "Ese", "Esa"), noun(role, true))
    } else {
        format!("That {}", noun(role, false))
    }
}

/// "El alfil" / "La torre" / "A bishop": the piece in general, at the start of a sentence.
fn a_piece(role: Role, es: bool) -> String {
    if es {
        format!("{} {}", gendered(role, "El", "La"), noun(role, true))
    } else {
        format!("A {}", noun(role, false))
    }
}

/// "las blancas" / "White".
fn side_of(color: Color, es: bool) -> &'static str {
    match (color, es) {
        (Color::White, true) => "las blancas",
        (Color::Black, true) => "las negras",
        (Color::White, false) => "White",
        (Color::Black, false) => "Black",
    }
}

/// "enrocar corto" / "castle kingside".
fn castle(side: CastlingSide, es: bool) -> &'static str {
    match (side, es) {
        (CastlingSide::King, true) => "enrocar corto",
        (CastlingSide::Queen, true) => "enrocar largo",
        (CastlingSide::King, false) => "castle kingside",
        (CastlingSide::Queen, false) => "castle queenside",
    }
}

/// " (Art. 3.9)." — how every sentence ends.
fn cite(article: &str) -> String {
    format!(" (Art. {article}).")
}

/// The text with its first letter in capitals. Our texts start with a Latin-1 letter, so a Latin-1 rule is enough;
/// `char::to_uppercase` would ship Unicode's whole case table (12 KB) for it.
fn cap(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => {
            let upper = match first {
                'a'..='z' => first.to_ascii_uppercase(),
                'à'..='þ' if first != '÷' => {
                    char::from_u32(first as u32 - 0x20).unwrap_or(first)
                }
                _ => first,
            };
            let mut out = String::with_capacity(text.len());
            out.push(upper);
            out.push_str(chars.as_str());
            out
        }
        None => String::new(),
    }
}

/// "a, b o c" / "a, b or c".
fn join(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., tail] => format!("{} {last} {tail}", init.join(", ")),
    }
}

/// The ways out of a check as verbs: "capturarla", "interponer una pieza", "mover el rey".
fn escape_verbs(escapes: Escapes, checker: Role, es: bool) -> Vec<String> {
    let mut v = Vec::new();
    if escapes.capture {
        v.push(if es {
            format!("capturarl{}", gendered(checker, "o", "a"))
        } else {
            "capture it".to_string()
        });
    }
    if escapes.block {
        v.push(
            if es {
                "interponer una pieza"
            } else {
                "block the check"
            }
            .to_string(),
        );
    }
    if escapes.king {
        v.push(if es { "mover el rey" } else { "move the king" }.to_string());
    }
    v
}

/// Why the right is gone, as a clause: "el rey ya se ha movido" / "the king has already moved".
fn right_lost_clause(why: RightLost, rook: Square, es: bool) -> String {
    match (why, es) {
        (RightLost::KingMoved, true) => "el rey ya se ha movido".to_string(),
        (RightLost::KingMoved, false) => "the king has already moved".to_string(),
        (RightLost::RookMoved, true) => {
            format!("la torre de {rook} ya se ha movido, aunque haya vuelto a su casilla")
        }
        (RightLost::RookMoved, false) => {
            format!("the rook on {rook} has already moved, even though it is back")
        }
        (RightLost::RookGone, true) => {
            format!("la torre de la esquina {rook} ya se ha movido o ha sido capturada")
        }
        (RightLost::RookGone, false) => {
            format!("the rook from {rook} has moved or been captured")
        }
        (RightLost::KingOrRook, true) => {
            format!("el rey o la torre de {rook} ya se han movido, aunque hayan vuelto")
        }
        (RightLost::KingOrRook, false) => {
            format!("the king or the rook on {rook} has already moved, even if it came back")
        }
    }
}

/// How each piece moves, after "… doesn't move like that:".
fn pattern_rule(role: Role, es: bool) -> &'static str {
    match (role, es) {
        (Role::Pawn, true) => {
            "avanza una casilla (dos desde su casilla inicial) y captura en diagonal hacia adelante"
        }
        (Role::Knight, true) => "salta en «L», dos casillas en una dirección y una hacia un lado",
        (Role::Bishop, true) => "solo se desplaza en diagonal",
        (Role::Rook, true) => "solo se desplaza por su fila o su columna",
        (Role::Queen, true) => "se desplaza en línea recta por su fila, su columna o sus diagonales",
        (Role::King, true) => "da un solo paso en cualquier dirección, salvo al enrocar",
        (Role::Pawn, false) => {
            "it goes one square straight ahead (two from its starting square) and captures one square \
             diagonally forward"
        }
        (Role::Knight, false) => "it jumps in an L, two squares one way and one to the side",
        (Role::Bishop, false) => "it moves only along diagonals",
        (Role::Rook, false) => "it moves only along its rank or file",
        (Role::Queen, false) => "it moves in a straight line along its rank, file or diagonals",
        (Role::King, false) => "it steps one square in any direction, except when castling",
    }
}

/// The reason as one sentence in the UI language, ending with its article: "Ese caballo está clavado por
/// el alfil de b5: si saliera de esa línea, su rey quedaría en jaque (Art. 3.9)."
///
/// `pos` is the position the reason was found in; it tells whose pieces are "yours".
pub fn describe(reason: &Illegal, pos: &Position, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let us = pos.turn();
    let body = match *reason {
        Illegal::NoPiece { from } => {
            if es {
                format!("En {from} no hay ninguna pieza que mover")
            } else {
                format!("There is no piece on {from} to move")
            }
        }
        Illegal::NotYourTurn { piece, .. } => {
            let owner = side_of(piece.color, es);
            let mover = side_of(piece.color.other(), es);
            if es {
                format!(
                    "{} es de {owner} y ahora juegan {mover}",
                    that(piece.role, es)
                )
            } else {
                format!(
                    "{} is {owner}'s, and it is {mover}'s turn",
                    that(piece.role, es)
                )
            }
        }
        Illegal::SameSquare { piece, .. } => {
            if es {
                format!(
                    "{} sigue en su casilla: soltar una pieza donde estaba no es una jugada",
                    that(piece.role, es)
                )
            } else {
                format!(
                    "{} is back on its own square: putting a piece down where it stood is not a move",
                    that(piece.role, es)
                )
            }
        }
        Illegal::OwnPiece { to, piece } => {
            if es {
                format!(
                    "En {to} está su {}: ninguna pieza puede ir a una casilla ocupada por otra de su \
                     mismo color",
                    noun(piece.role, es)
                )
            } else {
                format!(
                    "Your own {} stands on {to}: no piece may move to a square occupied by a piece of \
                     its own colour",
                    noun(piece.role, es)
                )
            }
        }
        Illegal::WrongPattern { piece, .. } => {
            let rule = pattern_rule(piece.role, es);
            if es {
                format!("{} no se mueve así: {rule}", a_piece(piece.role, es))
            } else {
                format!("{} doesn't move like that: {rule}", a_piece(piece.role, es))
            }
        }
        Illegal::PathBlocked { piece, by, blocker } => {
            let b = whose_on(blocker, by, us, es);
            if es {
                format!(
                    "{} no puede saltar por encima de otras piezas: {b} le cierra el paso",
                    a_piece(piece.role, es)
                )
            } else {
                format!(
                    "{} cannot jump over other pieces: {b} is in the way",
                    a_piece(piece.role, es)
                )
            }
        }
        Illegal::PawnBackward { .. } => {
            if es {
                "Los peones nunca retroceden: solo avanzan".to_string()
            } else {
                "Pawns never move backwards, only forwards".to_string()
            }
        }
        Illegal::PawnForwardBlocked {
            by,
            blocker,
            double_step,
        } => {
            let b = whose_on(blocker, by, us, es);
            match (double_step, es) {
                (false, true) => {
                    format!("El peón solo avanza a una casilla libre: {b} le cierra el paso")
                }
                (false, false) => {
                    format!("A pawn only advances to an empty square: {b} is in the way")
                }
                (true, true) => format!(
                    "Para avanzar dos casillas, las dos deben estar libres: {b} le cierra el paso"
                ),
                (true, false) => {
                    format!("To advance two squares, both must be empty: {b} is in the way")
                }
            }
        }
        Illegal::PawnDoubleStepNotFromStart { .. } => {
            if es {
                "El peón solo puede avanzar dos casillas en su primer movimiento, desde su casilla \
                 inicial"
                    .to_string()
            } else {
                "A pawn may advance two squares only on its first move, from its starting square"
                    .to_string()
            }
        }
        Illegal::PawnStraightCapture { to, target } => {
            let t = the_on(target.role, to, es);
            if es {
                format!("El peón no captura hacia adelante, solo en diagonal: no puede tomar {t}")
            } else {
                format!(
                    "A pawn does not capture straight ahead, only diagonally: it cannot take {t}"
                )
            }
        }
        Illegal::PawnDiagonalToEmpty { to } => {
            if es {
                format!("El peón solo se mueve en diagonal para capturar, y {to} está vacía")
            } else {
                format!("A pawn moves diagonally only to capture, and {to} is empty")
            }
        }
        Illegal::EnPassantWindowClosed { captured, .. } => {
            if es {
                format!(
                    "El peón de {captured} solo puede capturarse al paso en la jugada inmediatamente \
                     siguiente a su avance de dos casillas"
                )
            } else {
                format!(
                    "The pawn on {captured} can be taken en passant only on the move right after its \
                     two-square advance"
                )
            }
        }
        Illegal::EnPassantExposesKing { by, attacker } => {
            if es {
                format!(
                    "Esa captura al paso dejaría a su rey en jaque por {}",
                    the_on(attacker.role, by, es)
                )
            } else {
                format!(
                    "That en passant capture would leave your king in check {}",
                    from_the_on(attacker.role, by, es)
                )
            }
        }
        Illegal::Pinned {
            piece,
            pinner,
            pinner_piece,
            ..
        } => {
            if es {
                format!(
                    "{} está {} por {}: si saliera de esa línea, su rey quedaría en jaque",
                    that(piece.role, es),
                    gendered(piece.role, "clavado", "clavada"),
                    the_on(pinner_piece.role, pinner, es)
                )
            } else {
                format!(
                    "{} is pinned by {}: leaving that line would expose your king to check",
                    that(piece.role, es),
                    the_on(pinner_piece.role, pinner, es)
                )
            }
        }
        Illegal::InCheck {
            checker,
            checker_piece,
            escapes,
        } => {
            let who = the_on(checker_piece.role, checker, es);
            let ways = escape_verbs(escapes, checker_piece.role, es);
            match (ways.is_empty(), es) {
                (true, true) => format!(
                    "Su rey está en jaque por {who} y no hay forma de evitarlo: es jaque mate"
                ),
                (true, false) => format!(
                    "Your king is in check {} and there is no way out: it is checkmate",
                    from_the_on(checker_piece.role, checker, es)
                ),
                (false, true) => {
                    format!("Su rey está en jaque por {who}: puede {}", join(&ways, "o"))
                }
                (false, false) => format!(
                    "Your king is in check {}: you can {}",
                    from_the_on(checker_piece.role, checker, es),
                    join(&ways, "or")
                ),
            }
        }
        Illegal::DoubleCheckOnlyKing { checkers } => {
            let [(a, pa), (b, pb)] = checkers;
            if es {
                format!(
                    "Su rey está en jaque doble, por {} y {}: solo puede responder moviendo el rey",
                    the_on(pa.role, a, es),
                    the_on(pb.role, b, es)
                )
            } else {
                format!(
                    "Your king is in double check, from {} and {}: only a king move can answer it",
                    the_on(pa.role, a, es),
                    the_on(pb.role, b, es)
                )
            }
        }
        Illegal::KingIntoCheck { to, by, attacker } => {
            let a = the_on(attacker.role, by, es);
            match (attacker.role == Role::King, es) {
                (true, true) => format!(
                    "El rey no puede ir a {to}: quedaría al lado del rey de {by}, que ataca esa casilla"
                ),
                (true, false) => format!(
                    "The king cannot go to {to}: it would stand next to the king on {by}, which attacks \
                     that square"
                ),
                (false, true) => format!("El rey no puede ir a {to}: esa casilla está atacada por {a}"),
                (false, false) => format!("The king cannot go to {to}: that square is attacked by {a}"),
            }
        }
        Illegal::KingAlongCheckLine { to, by, attacker } => {
            let a = the_on(attacker.role, by, es);
            if es {
                format!(
                    "El rey no puede ir a {to}: seguiría en la línea {} y, por tanto, en jaque",
                    from_the_on(attacker.role, by, es)
                )
            } else {
                format!("The king cannot go to {to}: it would still be on the line of {a}, and so in check")
            }
        }
        Illegal::KingNoSafeSquare { .. } => {
            if es {
                "Su rey no tiene adónde ir: las casillas vecinas están ocupadas por sus propias piezas \
                 o atacadas por el rival"
                    .to_string()
            } else {
                "Your king has nowhere to go: every square next to it holds one of your pieces or is \
                 attacked"
                    .to_string()
            }
        }
        Illegal::NoFreeSquare { piece, .. } => {
            let t = match (piece.role, es) {
                (Role::King, true) => "Su rey".to_string(),
                (Role::King, false) => "Your king".to_string(),
                (role, _) => that(role, es),
            };
            let line_piece = matches!(piece.role, Role::Bishop | Role::Rook | Role::Queen);
            match (line_piece, es) {
                (true, true) => {
                    format!("{t} no tiene ninguna casilla libre: sus propias piezas le cierran el paso")
                }
                (true, false) => format!("{t} has no free square: your own pieces block its way"),
                (false, true) => format!(
                    "{t} no tiene ninguna casilla libre: todas las que alcanza están ocupadas por sus \
                     propias piezas"
                ),
                (false, false) => {
                    format!("{t} has no free square: every square it reaches holds one of your pieces")
                }
            }
        }
        Illegal::CastlingRightLost { side, rook, why } => {
            let clause = right_lost_clause(why, rook, es);
            if es {
                format!("Ya no puede {}: {clause}", castle(side, es))
            } else {
                format!("You can no longer {}: {clause}", castle(side, es))
            }
        }
        Illegal::CastlingInCheck { by, attacker, .. } => {
            let a = the_on(attacker.role, by, es);
            if es {
                format!("No puede enrocar estando en jaque: {a} ataca a su rey")
            } else {
                format!("You cannot castle while in check: {a} is attacking your king")
            }
        }
        Illegal::CastlingBlocked {
            side,
            square,
            piece,
        } => {
            let p = whose_on(piece, square, us, es);
            if es {
                format!(
                    "No puede {}: entre el rey y la torre está {p}",
                    castle(side, es)
                )
            } else {
                format!(
                    "You cannot {}: {p} stands between king and rook",
                    castle(side, es)
                )
            }
        }
        Illegal::CastlingThroughAttack {
            side,
            square,
            by,
            attacker,
        } => {
            let a = the_on(attacker.role, by, es);
            if es {
                format!(
                    "No puede {}: el rey cruzaría la casilla {square}, atacada por {a}",
                    castle(side, es)
                )
            } else {
                format!(
                    "You cannot {}: the king would cross {square}, which {a} attacks",
                    castle(side, es)
                )
            }
        }
        Illegal::CastlingIntoCheck {
            side,
            square,
            by,
            attacker,
        } => {
            let a = the_on(attacker.role, by, es);
            if es {
                format!(
                    "No puede {}: el rey llegaría a la casilla {square}, atacada por {a}",
                    castle(side, es)
                )
            } else {
                format!(
                    "You cannot {}: the king would land on {square}, which {a} attacks",
                    castle(side, es)
                )
            }
        }
    };
    body + &cite(reason.article())
}

/// One sentence for the teaching panel while in check: who gives check and which ways out exist here.
/// "Jaque de la dama de h4. Puede capturarla, interponer una pieza o mover el rey (Art. 3.9)."
pub fn describe_check(info: &CheckInfo, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let names: Vec<String> = info
        .checkers
        .iter()
        .map(|&(sq, p)| from_the_on(p.role, sq, es))
        .collect();
    let double = info.checkers.len() > 1;
    let head = match (double, es) {
        (false, true) => format!("Jaque {}", join(&names, "y")),
        (false, false) => format!("Check {}", join(&names, "and")),
        (true, true) => format!("Jaque doble {}", join(&names, "y")),
        (true, false) => format!("Double check {}", join(&names, "and")),
    };
    if info.is_checkmate() {
        return if es {
            format!("{head}, sin ninguna salida: es jaque mate (Art. 5.1a).")
        } else {
            format!("{head}, with no way out: checkmate (Art. 5.1a).")
        };
    }
    let checker = info.checkers.first().map_or(Role::King, |(_, p)| p.role);
    let ways = escape_verbs(info.escapes(), checker, es);
    let tail = match (double, es) {
        (true, true) => "Solo el rey puede responder: hay que moverlo".to_string(),
        (true, false) => "Only the king can answer it: it has to move".to_string(),
        (false, true) => format!("Puede {}", join(&ways, "o")),
        (false, false) => format!("You can {}", join(&ways, "or")),
    };
    format!("{head}. {tail}{}", cite("3.9"))
}

/// One of the three ways out of a check (Art. 3.9), as the teaching panel lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    /// Capture the checking piece.
    Capture,
    /// Put a piece between the checking piece and the king.
    Block,
    /// Move the king to a square that is not attacked.
    King,
}

/// A way out of a check as one sentence, possible here or not: "Puede capturar la pieza que da jaque." /
/// "No puede interponer ninguna pieza entre el rey y la pieza que da jaque."
pub fn describe_way(way: Way, possible: bool, lang: Lang) -> &'static str {
    let pair: [&'static str; 2] = match (way, possible) {
        (Way::Capture, true) => [
            "Puede capturar la pieza que da jaque.",
            "You can capture the checking piece.",
        ],
        (Way::Capture, false) => [
            "No puede capturar la pieza que da jaque.",
            "You cannot capture the checking piece.",
        ],
        (Way::Block, true) => [
            "Puede interponer una pieza entre el rey y la pieza que da jaque.",
            "You can block the check by putting a piece in between.",
        ],
        (Way::Block, false) => [
            "No puede interponer ninguna pieza entre el rey y la pieza que da jaque.",
            "You cannot block the check: no piece can go in between.",
        ],
        (Way::King, true) => [
            "Puede mover el rey a una casilla no atacada.",
            "You can move the king to a square that is not attacked.",
        ],
        (Way::King, false) => [
            "No puede mover el rey a ninguna casilla no atacada.",
            "You cannot move the king to any square that is not attacked.",
        ],
    };
    super::pick(&pair, lang)
}

/// Castling for the teaching panel, condition by condition (Art. 3.8.ii): first a summary, then one line
/// per condition — the right (3.8.ii.1), the king not in check and the squares it crosses and lands on
/// not attacked (3.8.ii.2a), nothing between king and rook (3.8.ii.2b). Each entry is `(holds, text)`;
/// for the summary, `holds` is [`CastlingStatus::allowed`]. Once the king has left its square only the
/// summary and the right are listed: the rest no longer applies.
pub fn describe_castling(status: &CastlingStatus, lang: Lang) -> Vec<(bool, String)> {
    let es = lang == Lang::Es;
    let color = status.color;
    let side = status.side;
    let rook = side.rook_from(color);
    let allowed = status.allowed();
    let mut lines = Vec::new();

    let name = match (side, es) {
        (CastlingSide::King, true) => "Enroque corto",
        (CastlingSide::Queen, true) => "Enroque largo",
        (CastlingSide::King, false) => "kingside castling",
        (CastlingSide::Queen, false) => "queenside castling",
    };
    let summary = match (allowed, es) {
        (true, true) => format!(
            "{name} de {}: se cumplen todas las condiciones",
            side_of(color, es)
        ),
        (false, true) => format!("{name} de {}: ahora no es posible", side_of(color, es)),
        (true, false) => format!("{} {name}: every condition holds", side_of(color, es)),
        (false, false) => format!("{} {name}: not possible now", side_of(color, es)),
    };
    lines.push((allowed, summary + &cite("3.8.ii")));

    match status.lost {
        None => lines.push((
            true,
            if es {
                format!("Ni el rey ni la torre de {rook} se han movido: el derecho se conserva")
            } else {
                format!("Neither the king nor the rook on {rook} has moved: the right is kept")
            } + &cite("3.8.ii.1"),
        )),
        Some(why) => {
            let clause = right_lost_clause(why, rook, es);
            let text = if es {
                format!("Derecho perdido: {clause}")
            } else {
                format!("Right lost: {clause}")
            };
            lines.push((false, text + &cite(why.article())));
            if why == RightLost::KingMoved {
                return lines;
            }
        }
    }

    let check = if status.checkers.is_empty() {
        if es {
            "El rey no está en jaque".to_string()
        } else {
            "The king is not in check".to_string()
        }
    } else {
        let who: Vec<String> = status
            .checkers
            .iter()
            .map(|&(sq, p)| the_on(p.role, sq, es))
            .collect();
        if es {
            format!("El rey está en jaque por {}", join(&who, "y"))
        } else {
            format!("The king is in check from {}", join(&who, "and"))
        }
    };
    lines.push((status.checkers.is_empty(), check + &cite("3.8.ii.2a")));

    let king_to = side.king_to(color);
    // The square the king crosses is the one the rook lands on (f1/d1, f8/d8).
    let crossed = side.rook_to(color);
    let path = if status.attacked.is_empty() {
        if es {
            format!("Ni {crossed}, que el rey cruza, ni {king_to}, adonde llega, están atacadas")
        } else {
            format!("Neither {crossed}, which the king crosses, nor {king_to}, where it lands, is attacked")
        }
    } else {
        let each: Vec<String> = status
            .attacked
            .iter()
            .map(|a: &AttackedSquare| {
                let by = the_on(a.attacker.role, a.by, es);
                match (a.landing, es) {
                    (false, true) => format!("cruzaría la casilla {}, atacada por {by}", a.square),
                    (true, true) => format!("llegaría a la casilla {}, atacada por {by}", a.square),
                    (false, false) => format!("cross {}, attacked by {by}", a.square),
                    (true, false) => format!("land on {}, attacked by {by}", a.square),
                }
            })
            .collect();
        if es {
            format!("El rey {}", each.join(", y "))
        } else {
            format!("The king would {}", each.join(", and "))
        }
    };
    lines.push((status.attacked.is_empty(), path + &cite("3.8.ii.2a")));

    let between = if status.between.is_empty() {
        if es {
            "No hay ninguna pieza entre el rey y la torre".to_string()
        } else {
            "No piece stands between king and rook".to_string()
        }
    } else {
        let each: Vec<String> = status
            .between
            .iter()
            .map(|&(sq, p)| the_on(p.role, sq, es))
            .collect();
        match (each.len() > 1, es) {
            (false, true) => format!("Entre el rey y la torre está {}", join(&each, "y")),
            (true, true) => format!("Entre el rey y la torre están {}", join(&each, "y")),
            (false, false) => format!("{} stands between king and rook", cap(&join(&each, "and"))),
            (true, false) => format!("{} stand between king and rook", cap(&join(&each, "and"))),
        }
    };
    lines.push((status.between.is_empty(), between + &cite("3.8.ii.2b")));
    lines
}

/// A pin for the teaching panel: "El caballo de c3 está clavado por el alfil de b4: no puede salir de esa
/// línea sin dejar a su rey en jaque (Art. 3.9)." Empty if either square is empty.
pub fn describe_pin(pos: &Position, pinned: Square, pinner: Square, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let b = pos.board();
    let (Some(p), Some(by)) = (b.piece_at(pinned), b.piece_at(pinner)) else {
        return String::new();
    };
    let body = if es {
        format!(
            "{} está {} por {}: no puede salir de esa línea sin dejar a su rey en jaque",
            cap(&the_on(p.role, pinned, es)),
            gendered(p.role, "clavado", "clavada"),
            the_on(by.role, pinner, es)
        )
    } else {
        format!(
            "{} is pinned by {}: it cannot leave that line without exposing its king to check",
            cap(&the_on(p.role, pinned, es)),
            the_on(by.role, pinner, es)
        )
    };
    body + &cite("3.9")
}

/// The en passant window while it is open, for the teaching panel: which pawn just made its two-square
/// advance, which pawns may take it and that it is now or never (Art. 3.7d). `None` when no en passant
/// capture is legal.
pub fn describe_en_passant(pos: &Position, lang: Lang) -> Option<String> {
    let es = lang == Lang::Es;
    let target = pos.legal_ep_square()?;
    let us = pos.turn();
    let passed = target.offset(0, us.fold(-1, 1))?;
    let takers: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| matches!(m, crate::rules::position::Move::EnPassant { .. }))
        .map(|m| m.from().to_string())
        .collect();
    let body = match (takers.len() > 1, es) {
        (false, true) => format!(
            "Captura al paso: el peón de {passed} acaba de avanzar dos casillas pasando por {target}. Su peón \
             de {} puede capturarlo yendo a {target}, como si hubiera avanzado una sola, pero solo en esta \
             jugada",
            join(&takers, "y")
        ),
        (true, true) => format!(
            "Captura al paso: el peón de {passed} acaba de avanzar dos casillas pasando por {target}. Sus \
             peones de {} pueden capturarlo yendo a {target}, como si hubiera avanzado una sola, pero solo \
             en esta jugada",
            join(&takers, "y")
        ),
        (_, false) => format!(
            "En passant: the pawn on {passed} has just advanced two squares, passing {target}. Your pawn \
             on {} may take it by moving to {target}, as if it had advanced one square, but only on this \
             move",
            join(&takers, "or")
        ),
    };
    Some(body + &cite("3.7d"))
}

/// The note shown on the move after an en passant capture was possible and not made: it can no longer be made.
pub fn describe_en_passant_closed(target: Square, lang: Lang) -> String {
    (if lang == Lang::Es {
        format!(
            "Ya no se puede capturar al paso en {target}: la captura al paso solo es posible en la jugada \
             inmediatamente siguiente al avance de dos casillas"
        )
    } else {
        format!(
            "En passant on {target} is no longer possible: it can be made only on the move immediately \
             after the two-square advance"
        )
    }) + &cite("3.7d")
}

/// The pieces of the side to move that the opponent attacks, each with its least valuable attacker, for
/// the threat overlay's words: "Atacadas: su peón de e5 (por el caballo de f3)." `None` if there are none.
pub fn describe_threats(pos: &Position, lang: Lang) -> Option<String> {
    let es = lang == Lang::Es;
    let b = pos.board();
    let us = pos.turn();
    let occ = b.occupied();
    let items: Vec<String> = b
        .by_color(us)
        .filter_map(|sq| {
            let piece = b.piece_at(sq)?;
            let by = pos
                .attackers_to(sq, us.other(), occ)
                .filter_map(|a| b.piece_at(a).map(|p| (a, p)))
                .min_by_key(|(a, p)| (p.role.index(), a.index()))?;
            Some(if es {
                format!(
                    "{} (por {})",
                    whose_on(piece, sq, us, es),
                    the_on(by.1.role, by.0, es)
                )
            } else {
                format!(
                    "{} (by {})",
                    whose_on(piece, sq, us, es),
                    the_on(by.1.role, by.0, es)
                )
            })
        })
        .collect();
    if items.is_empty() {
        return None;
    }
    let head = if es { "Atacadas" } else { "Under attack" };
    Some(format!("{head}: {}.", items.join("; ")))
}

/// Touch-move (Art. 4.3, 4.4): the sentence shown when the player, having touched `touched` first, goes for
/// the piece on `tried` instead. A rook touched before its king forbids castling with it (4.4b); otherwise
/// the first touched piece that can move must move (4.3a).
pub fn describe_touch_move(pos: &Position, touched: Square, tried: Square, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let b = pos.board();
    let Some(first) = b.piece_at(touched) else {
        return String::new();
    };
    let us = first.color;
    let rook_then_king = first.role == Role::Rook
        && b.piece_at(tried)
            == Some(Piece {
                color: us,
                role: Role::King,
            });
    let first_name = whose_on(first, touched, us, es);
    // King, then its rook: castling on that side if legal (4.4a); when it is not, another king move (4.4c).
    let own_rook = b.piece_at(tried)
        == Some(Piece {
            color: us,
            role: Role::Rook,
        });
    if first.role == Role::King && own_rook {
        let reason = CastlingSide::from_rook_square(us, tried)
            .and_then(|side| crate::rules::explain::castling_status(pos, us, side).reason());
        if let Some(reason) = reason {
            let why = describe(&reason, pos, lang);
            let body = if es {
                format!(
                    "Tocó el rey y luego la torre de {tried}: habría que enrocar por ese lado, pero no es \
                     legal. {why} Debe hacer otra jugada con el rey"
                )
            } else {
                format!(
                    "You touched the king and then the rook on {tried}: that means castling on that side, but \
                     it is not legal. {why} You must make another move with the king"
                )
            };
            return body + &cite("4.4c");
        }
    }
    if rook_then_king {
        let body = if es {
            format!(
                "Pieza tocada: tocó primero {first_name} y luego el rey, así que no puede enrocar por \
                 ese lado en esta jugada y debe mover la torre"
            )
        } else {
            format!(
                "Touch-move: you touched {first_name} before the king, so you may not castle on that side \
                 this move and must move the rook"
            )
        };
        return body + &cite("4.4b");
    }
    let body = if es {
        format!(
            "Pieza tocada, pieza jugada: tocó primero {first_name}, que tiene jugadas legales, y es la \
             pieza que debe mover"
        )
    } else {
        format!(
            "Touch-move: you touched {first_name} first and it has a legal move, so it is the piece you must \
             move"
        )
    };
    body + &cite("4.3a")
}

/// The standing reminder while touch-move binds a piece: "Ha tocado su caballo de g1: debe moverlo
/// (Art. 4.3a)."
pub fn describe_touched(pos: &Position, touched: Square, lang: Lang) -> String {
    let es = lang == Lang::Es;
    let Some(p) = pos.board().piece_at(touched) else {
        return String::new();
    };
    let name = whose_on(p, touched, p.color, es);
    let body = match (p.role, es) {
        (Role::King, true) => format!(
            "Ha tocado {name}: debe moverlo (Art. 4.3a); si toca también una torre, debe enrocar por \
             ese lado si es legal"
        ),
        (Role::King, false) => format!(
            "You touched {name}: you must move it (Art. 4.3a); touch a rook as well and you must castle on \
             that side if it is legal"
        ),
        (role, true) => {
            return format!("Ha tocado {name}: debe mover{}", gendered(role, "lo", "la")) + &cite("4.3a")
        }
        (_, false) => return format!("You touched {name}: you must move it") + &cite("4.3a"),
    };
    body + &cite("4.4a")
}
