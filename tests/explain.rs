//! Why a move is illegal: one real position per reason, checked for its fields, its article of the 2009
//! Laws and the key words of both wordings; then a property test over thousands of positions reached by
//! random legal play, asking every from/to pair.

use escaque::rules::explain::{
    castling_status, check_escapes, explain, explain_lift, pins, Escapes, Illegal, RightLost,
};
use escaque::rules::{CastlingSide, Color, Lang, Move, Piece, Position, Role, Square};
use escaque::text::explain::{describe, describe_castling, describe_check};

mod common;
use common::{after, sq};

fn fen(f: &str) -> Position {
    Position::from_fen(f).unwrap_or_else(|e| panic!("{f}: {e}"))
}

fn piece(color: Color, role: Role) -> Piece {
    Piece { color, role }
}

fn w(role: Role) -> Piece {
    piece(Color::White, role)
}

fn b(role: Role) -> Piece {
    piece(Color::Black, role)
}

/// The reason for a drop that must be illegal.
fn why(pos: &Position, from: &str, to: &str) -> Illegal {
    explain(pos, sq(from), sq(to)).unwrap_or_else(|| panic!("{from}{to} is legal in {}", pos.fen()))
}

/// Checks the article and that both wordings end with it and contain the given words.
fn says(reason: &Illegal, pos: &Position, article: &str, es: &[&str], en: &[&str]) {
    assert_eq!(reason.article(), article, "{reason:?}");
    let cite = format!("(Art. {article}).");
    for (spanish, words) in [(Lang::Es, es), (Lang::En, en)] {
        let text = describe(reason, pos, spanish);
        assert!(text.ends_with(&cite), "{text:?} should end with {cite:?}");
        for word in words {
            assert!(text.contains(word), "{text:?} should contain {word:?}");
        }
    }
}

#[test]
fn no_piece() {
    let pos = Position::new();
    let r = why(&pos, "e4", "e5");
    assert_eq!(r, Illegal::NoPiece { from: sq("e4") });
    assert_eq!(r.law_id(), "no_piece");
    says(
        &r,
        &pos,
        "1.1",
        &["e4", "ninguna pieza"],
        &["no piece", "e4"],
    );
    assert_eq!(explain_lift(&pos, sq("e4")), Some(r));
}

#[test]
fn not_your_turn() {
    let pos = Position::new();
    let r = why(&pos, "g8", "f6");
    assert_eq!(
        r,
        Illegal::NotYourTurn {
            from: sq("g8"),
            piece: b(Role::Knight)
        }
    );
    says(
        &r,
        &pos,
        "1.1",
        &["Ese caballo", "las negras", "juegan las blancas"],
        &["That knight", "Black's", "White's turn"],
    );
    assert_eq!(explain_lift(&pos, sq("g8")), Some(r));
}

#[test]
fn same_square() {
    let pos = Position::new();
    let r = why(&pos, "d1", "d1");
    assert_eq!(
        r,
        Illegal::SameSquare {
            from: sq("d1"),
            piece: w(Role::Queen)
        }
    );
    says(
        &r,
        &pos,
        "4.6",
        &["Esa dama", "no es una jugada"],
        &["That queen", "not a move"],
    );
}

#[test]
fn own_piece() {
    let pos = Position::new();
    let r = why(&pos, "d1", "d2");
    assert_eq!(
        r,
        Illegal::OwnPiece {
            to: sq("d2"),
            piece: w(Role::Pawn)
        }
    );
    says(
        &r,
        &pos,
        "3.1",
        &["d2", "su peón", "mismo color"],
        &["own pawn", "d2"],
    );
}

#[test]
fn wrong_pattern_cites_each_role() {
    // Every piece free to move, White to play.
    let pos = fen("4k3/8/8/8/8/2B5/1P6/R2QK1NR w K - 0 1");
    let cases = [
        (
            "c3",
            "c5",
            Role::Bishop,
            "3.2",
            "El alfil",
            "diagonal",
            "A bishop",
        ),
        (
            "a1",
            "b3",
            Role::Rook,
            "3.3",
            "La torre",
            "columna",
            "A rook",
        ),
        (
            "d1",
            "e3",
            Role::Queen,
            "3.4",
            "La dama",
            "diagonales",
            "A queen",
        ),
        (
            "g1",
            "g3",
            Role::Knight,
            "3.6",
            "El caballo",
            "«L»",
            "A knight",
        ),
        (
            "b2",
            "c3",
            Role::Pawn,
            "3.7",
            "El peón",
            "diagonal",
            "A pawn",
        ),
        (
            "e1",
            "e3",
            Role::King,
            "3.8",
            "El rey",
            "un solo paso",
            "A king",
        ),
    ];
    for (from, to, role, article, es_name, es_word, en_name) in cases {
        // b2-c3 is blocked by its own bishop; use b2-a4 for the pawn instead.
        let (from, to) = if role == Role::Pawn {
            ("b2", "a4")
        } else {
            (from, to)
        };
        let r = why(&pos, from, to);
        assert_eq!(
            r,
            Illegal::WrongPattern {
                piece: w(role),
                from: sq(from),
                to: sq(to)
            },
            "{from}{to}"
        );
        assert_eq!(r.law_id(), "wrong_pattern");
        says(
            &r,
            &pos,
            article,
            &[es_name, es_word, "no se mueve así"],
            &[en_name, "doesn't move like that"],
        );
    }
    // Sideways is not a pawn move either.
    let pos = after(&["e2e4", "a7a6"]);
    let r = why(&pos, "e4", "f4");
    assert!(matches!(r, Illegal::WrongPattern { piece, .. } if piece.role == Role::Pawn));
}

#[test]
fn pattern_comes_before_pin() {
    // 1.e4 e5 2.Nf3 Nc6 3.Bb5 d6 4.d3: the c6 knight is pinned. An impossible jump is answered as a
    // jump, not as a pin.
    let pos = after(&["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "d7d6", "d2d3"]);
    let r = why(&pos, "c6", "c4");
    assert!(matches!(r, Illegal::WrongPattern { .. }), "{r:?}");
}

#[test]
fn path_blocked() {
    let pos = Position::new();
    let r = why(&pos, "c1", "e3");
    assert_eq!(
        r,
        Illegal::PathBlocked {
            piece: w(Role::Bishop),
            by: sq("d2"),
            blocker: w(Role::Pawn)
        }
    );
    says(
        &r,
        &pos,
        "3.5",
        &["El alfil", "saltar", "su peón de d2"],
        &["A bishop", "jump", "your pawn on d2"],
    );
    // The first piece in the way, counted from the mover: the rook on a1 to a8 meets a2 before a7.
    let r = why(&pos, "a1", "a8");
    assert!(
        matches!(r, Illegal::PathBlocked { by, .. } if by == sq("a2")),
        "{r:?}"
    );
    // An enemy piece in the way.
    let pos = fen("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1");
    let r = why(&pos, "d1", "d7");
    assert_eq!(
        r,
        Illegal::PathBlocked {
            piece: w(Role::Queen),
            by: sq("d5"),
            blocker: b(Role::Pawn)
        }
    );
    says(&r, &pos, "3.5", &["el peón de d5"], &["the pawn on d5"]);
}

#[test]
fn pawn_backward() {
    let pos = after(&["e2e4", "a7a6"]);
    let r = why(&pos, "e4", "e3");
    assert_eq!(
        r,
        Illegal::PawnBackward {
            from: sq("e4"),
            to: sq("e3")
        }
    );
    says(&r, &pos, "3.7a", &["retroceden"], &["backwards"]);
    // Diagonally backwards too.
    assert!(matches!(
        why(&pos, "e4", "d3"),
        Illegal::PawnBackward { .. }
    ));
}

#[test]
fn pawn_forward_blocked() {
    // A double step through a piece.
    let pos = after(&["b1c3", "a7a6"]);
    let r = why(&pos, "c2", "c4");
    assert_eq!(
        r,
        Illegal::PawnForwardBlocked {
            by: sq("c3"),
            blocker: w(Role::Knight),
            double_step: true
        }
    );
    says(
        &r,
        &pos,
        "3.7b",
        &["dos casillas", "su caballo de c3"],
        &["two squares", "your knight on c3"],
    );
    // A double step onto a piece.
    let pos = after(&["e2e3", "d7d5", "e3e4", "d5d4"]);
    let r = why(&pos, "d2", "d4");
    assert_eq!(
        r,
        Illegal::PawnForwardBlocked {
            by: sq("d4"),
            blocker: b(Role::Pawn),
            double_step: true
        }
    );
    // Lifting a pawn that cannot advance and has nothing to take.
    let pos = after(&["e2e4", "e7e5"]);
    let r = explain_lift(&pos, sq("e4")).unwrap();
    assert_eq!(
        r,
        Illegal::PawnForwardBlocked {
            by: sq("e5"),
            blocker: b(Role::Pawn),
            double_step: false
        }
    );
    says(
        &r,
        &pos,
        "3.7a",
        &["casilla libre", "el peón de e5"],
        &["empty square", "the pawn on e5"],
    );
}

#[test]
fn pawn_double_step_not_from_start() {
    let pos = after(&["e2e4", "a7a6"]);
    let r = why(&pos, "e4", "e6");
    assert_eq!(r, Illegal::PawnDoubleStepNotFromStart { from: sq("e4") });
    says(
        &r,
        &pos,
        "3.7b",
        &["dos casillas", "primer movimiento"],
        &["two squares", "first move"],
    );
}

#[test]
fn pawn_straight_capture() {
    let pos = after(&["e2e4", "e7e5"]);
    let r = why(&pos, "e4", "e5");
    assert_eq!(
        r,
        Illegal::PawnStraightCapture {
            to: sq("e5"),
            target: b(Role::Pawn)
        }
    );
    says(
        &r,
        &pos,
        "3.7c",
        &["no captura hacia adelante", "diagonal", "el peón de e5"],
        &["straight ahead", "diagonally", "the pawn on e5"],
    );
}

#[test]
fn pawn_diagonal_to_empty() {
    let pos = Position::new();
    let r = why(&pos, "e2", "d3");
    assert_eq!(r, Illegal::PawnDiagonalToEmpty { to: sq("d3") });
    says(
        &r,
        &pos,
        "3.7c",
        &["diagonal", "capturar", "d3 está vacía"],
        &["diagonally", "capture", "d3 is empty"],
    );
}

#[test]
fn en_passant_window_closed() {
    // 1.e4 a6 2.e5 d5 3.a3 a5: the d5 pawn's double step is no longer the last move.
    let pos = after(&["e2e4", "a7a6", "e4e5", "d7d5", "a2a3", "a6a5"]);
    let r = why(&pos, "e5", "d6");
    assert_eq!(
        r,
        Illegal::EnPassantWindowClosed {
            to: sq("d6"),
            captured: sq("d5")
        }
    );
    says(
        &r,
        &pos,
        "3.7d",
        &["al paso", "inmediatamente siguiente", "d5"],
        &["en passant", "right after", "d5"],
    );
    // One move earlier it was legal.
    let open = after(&["e2e4", "a7a6", "e4e5", "d7d5"]);
    assert_eq!(explain(&open, sq("e5"), sq("d6")), None);
}

#[test]
fn en_passant_exposes_king() {
    // The two pawns leave the fifth rank together and open the h5 rook's line to a5.
    let pos = fen("8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1");
    let pos = pos
        .play(pos.find_move(sq("c7"), sq("c5"), None).unwrap())
        .unwrap();
    let r = why(&pos, "b5", "c6");
    assert_eq!(
        r,
        Illegal::EnPassantExposesKing {
            by: sq("h5"),
            attacker: b(Role::Rook)
        }
    );
    says(
        &r,
        &pos,
        "3.9",
        &["captura al paso", "su rey en jaque", "la torre de h5"],
        &["en passant", "your king in check", "the rook on h5"],
    );
    // The b5 pawn is not pinned in the ordinary sense: two pawns stand between.
    assert!(pins(&pos, Color::White).is_empty());
}

#[test]
fn pinned() {
    let pos = after(&["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "d7d6", "d2d3"]);
    let r = why(&pos, "c6", "d4");
    assert_eq!(
        r,
        Illegal::Pinned {
            piece: b(Role::Knight),
            from: sq("c6"),
            pinner: sq("b5"),
            pinner_piece: w(Role::Bishop)
        }
    );
    assert_eq!(r.law_id(), "pinned");
    says(
        &r,
        &pos,
        "3.9",
        &["Ese caballo está clavado por el alfil de b5"],
        &["That knight is pinned by the bishop on b5"],
    );
    assert_eq!(pins(&pos, Color::Black), vec![(sq("c6"), sq("b5"))]);
    // Lifting it says the same.
    assert_eq!(explain_lift(&pos, sq("c6")), Some(r));
    // A pinned queen may move along the pin line but not off it; Spanish agrees in gender.
    let pos = fen("4k3/4q3/8/8/8/8/8/4RK2 b - - 0 1");
    assert_eq!(explain(&pos, sq("e7"), sq("e3")), None);
    let r = why(&pos, "e7", "d6");
    assert!(matches!(r, Illegal::Pinned { pinner, .. } if pinner == sq("e1")));
    says(
        &r,
        &pos,
        "3.9",
        &["Esa dama está clavada por la torre de e1"],
        &["That queen is pinned by the rook on e1"],
    );
}

#[test]
fn in_check_with_a_block() {
    // 1.e4 f5 2.Qh5+: only g7-g6 answers the check.
    let pos = after(&["e2e4", "f7f5", "d1h5"]);
    let r = why(&pos, "a7", "a6");
    let escapes = Escapes {
        capture: false,
        block: true,
        king: false,
    };
    assert_eq!(
        r,
        Illegal::InCheck {
            checker: sq("h5"),
            checker_piece: w(Role::Queen),
            escapes
        }
    );
    says(
        &r,
        &pos,
        "3.9",
        &["en jaque por la dama de h5", "interponer una pieza"],
        &["in check from the queen on h5", "block the check"],
    );
    let es = describe(&r, &pos, Lang::Es);
    assert!(
        !es.contains("capturar") && !es.contains("mover el rey"),
        "{es}"
    );
    // Lifting a piece that cannot help.
    assert_eq!(explain_lift(&pos, sq("a7")), Some(r));
    // The teaching panel agrees.
    let info = check_escapes(&pos).unwrap();
    assert_eq!(info.checkers, vec![(sq("h5"), w(Role::Queen))]);
    assert_eq!(info.escapes(), escapes);
    let line = describe_check(&info, Lang::Es);
    assert!(
        line.contains("Jaque de la dama de h5") && line.ends_with("(Art. 3.9)."),
        "{line}"
    );
    let line = describe_check(&info, Lang::En);
    assert!(line.contains("Check from the queen on h5"), "{line}");
}

#[test]
fn in_check_with_capture_and_king_moves() {
    // 1.e4 e5 2.Bc4 Nc6 3.Bxf7+: the king can take, or step aside.
    let pos = after(&["e2e4", "e7e5", "f1c4", "b8c6", "c4f7"]);
    let r = why(&pos, "g8", "f6");
    let escapes = Escapes {
        capture: true,
        block: false,
        king: true,
    };
    assert_eq!(
        r,
        Illegal::InCheck {
            checker: sq("f7"),
            checker_piece: w(Role::Bishop),
            escapes
        }
    );
    says(
        &r,
        &pos,
        "3.9",
        &["capturarlo", "mover el rey", "el alfil de f7"],
        &["capture it", "move the king", "the bishop on f7"],
    );
    // Answering the check is fine; the check comes before the pin when the move does not answer it.
    assert_eq!(explain(&pos, sq("e8"), sq("f7")), None);
}

#[test]
fn checkmate_has_no_escape() {
    // Fool's mate.
    let pos = after(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    let r = why(&pos, "a2", "a3");
    assert_eq!(
        r,
        Illegal::InCheck {
            checker: sq("h4"),
            checker_piece: b(Role::Queen),
            escapes: Escapes::default()
        }
    );
    says(&r, &pos, "3.9", &["jaque mate"], &["checkmate"]);
    let info = check_escapes(&pos).unwrap();
    assert!(info.is_checkmate());
    assert!(describe_check(&info, Lang::Es).contains("jaque mate"));
    assert!(describe_check(&info, Lang::En).contains("checkmate"));
}

#[test]
fn double_check_only_king() {
    let pos = fen("4k3/7p/3N4/8/8/8/8/4R2K b - - 0 1");
    let r = why(&pos, "h7", "h6");
    assert_eq!(
        r,
        Illegal::DoubleCheckOnlyKing {
            checkers: [(sq("d6"), w(Role::Knight)), (sq("e1"), w(Role::Rook))]
        }
    );
    says(
        &r,
        &pos,
        "3.9",
        &[
            "jaque doble",
            "el caballo de d6",
            "la torre de e1",
            "moviendo el rey",
        ],
        &[
            "double check",
            "the knight on d6",
            "the rook on e1",
            "king move",
        ],
    );
    assert_eq!(explain_lift(&pos, sq("h7")), Some(r));
    let info = check_escapes(&pos).unwrap();
    assert_eq!(info.checkers.len(), 2);
    assert!(info.can_move_king && !info.can_block);
    assert!(describe_check(&info, Lang::Es).starts_with("Jaque doble del caballo de d6"));
}

#[test]
fn king_into_check() {
    let pos = fen("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
    let r = why(&pos, "e1", "e2");
    assert_eq!(
        r,
        Illegal::KingIntoCheck {
            to: sq("e2"),
            by: sq("a2"),
            attacker: b(Role::Rook)
        }
    );
    says(
        &r,
        &pos,
        "3.8.i",
        &["El rey no puede ir a e2", "atacada por la torre de a2"],
        &["cannot go to e2", "attacked by the rook on a2"],
    );
    // Next to the other king.
    let pos = fen("8/8/8/3k4/8/3K4/8/8 w - - 0 1");
    let r = why(&pos, "d3", "d4");
    assert!(matches!(r, Illegal::KingIntoCheck { attacker, .. } if attacker.role == Role::King));
    says(
        &r,
        &pos,
        "3.8.i",
        &["al lado del rey de d5"],
        &["next to the king on d5"],
    );
}

#[test]
fn king_along_check_line() {
    let pos = fen("4r2k/8/8/8/4K3/8/8/8 w - - 0 1");
    let r = why(&pos, "e4", "e3");
    assert_eq!(
        r,
        Illegal::KingAlongCheckLine {
            to: sq("e3"),
            by: sq("e8"),
            attacker: b(Role::Rook)
        }
    );
    says(
        &r,
        &pos,
        "3.9",
        &["e3", "línea de la torre de e8", "en jaque"],
        &["e3", "line of the rook on e8", "in check"],
    );
}

#[test]
fn king_no_safe_square() {
    let pos = fen("7k/8/8/8/8/8/P3n1PP/7K w - - 0 1");
    let r = explain_lift(&pos, sq("h1")).unwrap();
    assert_eq!(r, Illegal::KingNoSafeSquare { from: sq("h1") });
    says(
        &r,
        &pos,
        "3.8.i",
        &["Su rey", "atacadas"],
        &["Your king", "attacked"],
    );
}

#[test]
fn no_free_square() {
    let pos = Position::new();
    for (s, role, article, es_word, en_word) in [
        ("c1", Role::Bishop, "3.5", "Ese alfil", "That bishop"),
        ("a1", Role::Rook, "3.5", "Esa torre", "That rook"),
        ("d1", Role::Queen, "3.5", "Esa dama", "That queen"),
        ("e1", Role::King, "3.1", "Su rey", "Your king"),
    ] {
        let r = explain_lift(&pos, sq(s)).unwrap();
        assert_eq!(
            r,
            Illegal::NoFreeSquare {
                from: sq(s),
                piece: w(role)
            }
        );
        says(
            &r,
            &pos,
            article,
            &[es_word, "casilla libre"],
            &[en_word, "free square"],
        );
    }
    let pos = fen("4k3/8/8/8/8/6P1/5P2/K6N w - - 0 1");
    let r = explain_lift(&pos, sq("h1")).unwrap();
    assert!(matches!(r, Illegal::NoFreeSquare { piece, .. } if piece.role == Role::Knight));
    assert_eq!(r.article(), "3.1");
    // Pieces with moves have nothing to explain.
    assert_eq!(explain_lift(&Position::new(), sq("g1")), None);
}

#[test]
fn castling_right_lost() {
    let cases = [
        // The h1 rook is gone.
        (
            "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1",
            RightLost::RookGone,
            "3.8.ii.1b",
        ),
        // The h1 rook is back, but the a1 right is kept: the king never moved, the rook did.
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
            RightLost::RookMoved,
            "3.8.ii.1b",
        ),
        // Both pieces at home, no right left: one of them moved.
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1",
            RightLost::KingOrRook,
            "3.8.ii.1",
        ),
    ];
    for (f, why_lost, article) in cases {
        let pos = fen(f);
        for to in ["g1", "h1"] {
            if to == "h1" && why_lost == RightLost::RookGone {
                continue;
            }
            let r = why(&pos, "e1", to);
            assert_eq!(
                r,
                Illegal::CastlingRightLost {
                    side: CastlingSide::King,
                    rook: sq("h1"),
                    why: why_lost
                },
                "{f} e1{to}"
            );
            says(
                &r,
                &pos,
                article,
                &["Ya no puede enrocar corto", "h1"],
                &["no longer castle kingside", "h1"],
            );
        }
    }
    // The king has moved: told by the castling panel.
    let pos = fen("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1");
    let status = castling_status(&pos, Color::White, CastlingSide::King);
    assert_eq!(status.lost, Some(RightLost::KingMoved));
    let r = status.reason().unwrap();
    assert_eq!(r.article(), "3.8.ii.1a");
    says(
        &r,
        &pos,
        "3.8.ii.1a",
        &["el rey ya se ha movido"],
        &["the king has already moved"],
    );
    let lines = describe_castling(&status, Lang::Es);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(!lines[0].0 && !lines[1].0);
}

#[test]
fn castling_in_check() {
    let pos = fen("r3k2r/8/8/4q3/8/8/8/R3K2R w KQkq - 0 1");
    let r = why(&pos, "e1", "c1");
    assert_eq!(
        r,
        Illegal::CastlingInCheck {
            side: CastlingSide::Queen,
            by: sq("e5"),
            attacker: b(Role::Queen)
        }
    );
    says(
        &r,
        &pos,
        "3.8.ii.2a",
        &["enrocar estando en jaque", "la dama de e5"],
        &["castle while in check", "the queen on e5"],
    );
}

#[test]
fn castling_blocked() {
    let pos = after(&["e2e4", "e7e5", "g1f3", "b8c6"]);
    for to in ["g1", "h1"] {
        let r = why(&pos, "e1", to);
        assert_eq!(
            r,
            Illegal::CastlingBlocked {
                side: CastlingSide::King,
                square: sq("f1"),
                piece: w(Role::Bishop)
            }
        );
        says(
            &r,
            &pos,
            "3.8.ii.2b",
            &["enrocar corto", "entre el rey y la torre", "su alfil de f1"],
            &[
                "castle kingside",
                "between king and rook",
                "your bishop on f1",
            ],
        );
    }
    let status = castling_status(&pos, Color::White, CastlingSide::Queen);
    assert_eq!(
        status.between,
        vec![
            (sq("d1"), w(Role::Queen)),
            (sq("c1"), w(Role::Bishop)),
            (sq("b1"), w(Role::Knight))
        ]
    );
}

#[test]
fn castling_through_attack() {
    let pos = fen("r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1");
    let r = why(&pos, "e1", "g1");
    assert_eq!(
        r,
        Illegal::CastlingThroughAttack {
            side: CastlingSide::King,
            square: sq("f1"),
            by: sq("c4"),
            attacker: b(Role::Bishop)
        }
    );
    says(
        &r,
        &pos,
        "3.8.ii.2a",
        &["cruzaría la casilla f1", "el alfil de c4"],
        &["cross f1", "the bishop on c4"],
    );
    // The other side is fine.
    assert_eq!(explain(&pos, sq("e1"), sq("c1")), None);
    assert_eq!(explain(&pos, sq("e1"), sq("a1")), None);
}

#[test]
fn castling_into_check() {
    let pos = fen("r3k2r/8/8/8/8/7n/8/R3K2R w KQkq - 0 1");
    let r = why(&pos, "e1", "g1");
    assert_eq!(
        r,
        Illegal::CastlingIntoCheck {
            side: CastlingSide::King,
            square: sq("g1"),
            by: sq("h3"),
            attacker: b(Role::Knight)
        }
    );
    says(
        &r,
        &pos,
        "3.8.ii.2a",
        &["llegaría a la casilla g1", "el caballo de h3"],
        &["land on g1", "the knight on h3"],
    );
}

#[test]
fn castling_ignores_attacks_on_b1_and_on_the_rook() {
    // Art. 3.8.ii.2a names only the king's squares: b1 and the rook's corner may be attacked.
    let pos = fen("1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1");
    assert!(pos.attacked_by(Color::Black).contains(sq("b1")));
    assert_eq!(explain(&pos, sq("e1"), sq("c1")), None);
    let pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(pos.attacked_by(Color::Black).contains(sq("a1")));
    let status = castling_status(&pos, Color::White, CastlingSide::Queen);
    assert!(status.allowed());
    assert!(describe_castling(&status, Lang::En)
        .iter()
        .all(|(ok, _)| *ok));
}

#[test]
fn castling_panel_lists_every_condition() {
    let pos = fen("r3k2r/8/8/8/2b5/7n/8/R3KB1R w KQkq - 0 1");
    let status = castling_status(&pos, Color::White, CastlingSide::King);
    assert_eq!(status.lost, None);
    assert!(status.checkers.is_empty());
    assert_eq!(status.between, vec![(sq("f1"), w(Role::Bishop))]);
    // f1 holds a piece and is still attacked (Art. 3.1); g1 too.
    assert_eq!(status.attacked.len(), 2);
    assert_eq!(
        status.reason(),
        Some(Illegal::CastlingBlocked {
            side: CastlingSide::King,
            square: sq("f1"),
            piece: w(Role::Bishop)
        })
    );
    let lines = describe_castling(&status, Lang::Es);
    assert_eq!(lines.len(), 5, "{lines:?}");
    assert!(!lines[0].0);
    assert!(lines[1].0 && lines[1].1.contains("el derecho se conserva"));
    assert!(lines[2].0 && lines[2].1.contains("no está en jaque"));
    assert!(
        !lines[3].0
            && lines[3].1.contains(
                "cruzaría la casilla f1, atacada por el alfil de c4, y llegaría a la casilla g1, \
                 atacada por el caballo de h3"
            ),
        "{lines:?}"
    );
    assert!(
        !lines[4].0
            && lines[4]
                .1
                .contains("Entre el rey y la torre está el alfil de f1")
    );
    for (_, text) in describe_castling(&status, Lang::En) {
        assert!(text.ends_with(")."), "{text}");
    }
}

/// A small deterministic generator for the random games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Start positions rich in castling, en passant, pins and promotion.
const STARTS: [&str; 7] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "r3k2r/8/8/8/3pPp2/8/8/R3K1RR b KQkq e3 0 1",
];

/// Checks one position against every from/to pair and every lift; returns how many reasons it saw.
fn check_position(pos: &Position, seen: &mut std::collections::BTreeSet<&'static str>) -> usize {
    let legal = pos.legal_moves();
    let dests = pos.dests();
    let us = pos.turn();
    let pinned = pins(pos, us);
    let mut count = 0;
    for from in Square::all() {
        let lift = explain_lift(pos, from);
        assert_eq!(
            lift.is_none(),
            dests.get(from).any(),
            "lift {from} in {}: {lift:?}",
            pos.fen()
        );
        if let Some(r) = lift {
            seen.insert(r.law_id());
        }
        for to in Square::all() {
            let exists = legal.iter().any(|m| {
                m.from() == from
                    && (m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
            });
            let reason = explain(pos, from, to);
            assert_eq!(
                reason.is_none(),
                exists,
                "{from}{to} in {}: {reason:?}",
                pos.fen()
            );
            let Some(r) = reason else { continue };
            count += 1;
            seen.insert(r.law_id());
            assert!(!r.article().is_empty());
            match r {
                Illegal::Pinned {
                    from: f, pinner, ..
                } => {
                    assert_eq!(f, from);
                    assert!(pinned.contains(&(from, pinner)), "{r:?} in {}", pos.fen());
                }
                Illegal::OwnPiece { to: t, piece } => {
                    assert_eq!(t, to);
                    assert_eq!(piece.color, us);
                }
                Illegal::InCheck { escapes, .. } => {
                    let info = check_escapes(pos).expect("in check");
                    assert_eq!(info.escapes(), escapes);
                    assert_eq!(escapes.any(), !legal.is_empty());
                }
                Illegal::DoubleCheckOnlyKing { .. } => assert_eq!(pos.checkers().count(), 2),
                Illegal::KingIntoCheck { by, .. } | Illegal::KingAlongCheckLine { by, .. } => {
                    assert_eq!(pos.board().color_at(by), Some(us.other()));
                }
                _ => {}
            }
        }
    }
    for side in CastlingSide::ALL {
        let status = castling_status(pos, us, side);
        let castles = legal.iter().any(|m| m.castling_side() == Some(side));
        assert_eq!(status.allowed(), castles, "{side:?} in {}", pos.fen());
        let lines = describe_castling(&status, Lang::Es);
        assert_eq!(lines[0].0, status.allowed());
    }
    match check_escapes(pos) {
        None => assert!(!pos.is_check()),
        Some(info) => {
            assert!(pos.is_check());
            assert_eq!(info.is_checkmate(), legal.is_empty());
            assert!(!describe_check(&info, Lang::Es).is_empty());
        }
    }
    count
}

#[test]
fn explains_exactly_the_illegal_moves_in_random_games() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut seen = std::collections::BTreeSet::new();
    let mut positions = 0;
    let mut reasons = 0;
    for start in STARTS {
        for _game in 0..6 {
            let mut pos = fen(start);
            for _ply in 0..80 {
                reasons += check_position(&pos, &mut seen);
                positions += 1;
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal.as_slice()[rng.below(legal.len())];
                pos = pos.play(m).unwrap();
            }
        }
    }
    eprintln!("{positions} positions, {reasons} illegal drops explained, kinds seen: {seen:?}");
    assert!(positions >= 2000, "{positions}");
    for kind in [
        "no_piece",
        "not_your_turn",
        "same_square",
        "own_piece",
        "wrong_pattern",
        "path_blocked",
        "pawn_backward",
        "pawn_straight_capture",
        "pawn_diagonal_to_empty",
        "pinned",
        "in_check",
        "king_into_check",
        "no_free_square",
        "castling_right_lost",
    ] {
        assert!(seen.contains(kind), "never saw {kind}");
    }
}

#[test]
fn every_sentence_reads_in_both_languages() {
    // Every reason the random games produce has a non-empty sentence ending with its article.
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for start in STARTS {
        let mut pos = fen(start);
        for _ in 0..60 {
            for from in Square::all() {
                for to in Square::all() {
                    if let Some(r) = explain(&pos, from, to) {
                        for spanish in [Lang::Es, Lang::En] {
                            let text = describe(&r, &pos, spanish);
                            assert!(
                                text.ends_with(&format!("(Art. {}).", r.article())),
                                "{text}"
                            );
                            assert!(!text.contains("  ") && !text.contains("{"), "{text}");
                        }
                    }
                }
            }
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            pos = pos.play(legal.as_slice()[rng.below(legal.len())]).unwrap();
        }
    }
}
