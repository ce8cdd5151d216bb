//! What each player has captured and the material balance, shown beside the players.

use crate::rules::{Board, Color, Piece, Role};

/// The pieces a player has captured in this game (the opponent's pieces missing from those it had at the
/// game's start, promotions counted as the pawn that became them) and the balance in pawns, positive when ahead.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captured {
    /// The captured pieces, most valuable first.
    pub pieces: Vec<Piece>,
    /// Material ahead of the opponent, in pawns (queen 9, rook 5, bishop and knight 3, pawn 1).
    pub balance: i32,
}

/// The roles counted, most valuable first, with their value in pawns.
const ROLES: [(Role, i32); 5] = [
    (Role::Queen, 9),
    (Role::Rook, 5),
    (Role::Bishop, 3),
    (Role::Knight, 3),
    (Role::Pawn, 1),
];

fn count(board: &Board, color: Color, role: Role) -> usize {
    board.by_piece(Piece { color, role }).count()
}

fn value(board: &Board, color: Color) -> i32 {
    ROLES
        .iter()
        .map(|&(role, v)| v * count(board, color, role) as i32)
        .sum()
}

/// What `color` has captured on `board` in a game that started from `start`, and its balance. A game from a set-up
/// position starts with nothing captured, whatever pieces it lacks.
pub fn captured(start: &Board, board: &Board, color: Color) -> Captured {
    let them = color.other();
    let mut pieces = Vec::new();
    // A promoted piece beyond those at the start stands for one of the pawns that are missing.
    let mut extra = 0usize;
    for &(role, _) in &ROLES[..4] {
        let (had, n) = (count(start, them, role), count(board, them, role));
        extra += n.saturating_sub(had);
        for _ in n..had {
            pieces.push(Piece { color: them, role });
        }
    }
    let (had, pawns) = (
        count(start, them, Role::Pawn),
        count(board, them, Role::Pawn),
    );
    for _ in 0..(had.saturating_sub(pawns).saturating_sub(extra)) {
        pieces.push(Piece {
            color: them,
            role: Role::Pawn,
        });
    }
    Captured {
        pieces,
        balance: value(board, color) - value(board, them),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    #[test]
    fn start_has_nothing_captured() {
        let p = Position::new();
        assert_eq!(
            captured(p.board(), p.board(), Color::White),
            Captured::default()
        );
    }

    #[test]
    fn a_set_up_position_starts_with_nothing_captured() {
        // A rook ending from a FEN: neither side has taken anything yet, whatever the position lacks.
        let start = Position::from_fen("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1").unwrap();
        for color in [Color::White, Color::Black] {
            assert!(captured(start.board(), start.board(), color)
                .pieces
                .is_empty());
        }
        // Then White takes the rook: one rook, five pawns up.
        let after = Position::from_fen("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1").unwrap();
        let w = captured(start.board(), after.board(), Color::White);
        assert_eq!(
            (w.pieces, w.balance),
            (
                vec![Piece {
                    color: Color::Black,
                    role: Role::Rook
                }],
                5
            )
        );
        assert!(captured(start.board(), after.board(), Color::Black)
            .pieces
            .is_empty());
    }

    #[test]
    fn a_knight_up_and_a_pawn_down() {
        // White has taken a knight; Black has taken a pawn.
        let p =
            Position::from_fen("r1bqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 3").unwrap();
        let start = Position::new();
        let w = captured(start.board(), p.board(), Color::White);
        let b = captured(start.board(), p.board(), Color::Black);
        assert_eq!(
            w.pieces,
            vec![Piece {
                color: Color::Black,
                role: Role::Knight
            }]
        );
        assert_eq!(
            b.pieces,
            vec![Piece {
                color: Color::White,
                role: Role::Pawn
            }]
        );
        assert_eq!((w.balance, b.balance), (2, -2));
    }

    #[test]
    fn a_promoted_queen_is_not_a_captured_pawn() {
        // White promoted a pawn to a second queen; nothing was captured from White.
        let p = Position::from_fen("4k3/8/8/8/3Q4/8/1PPPPPPP/RNBQKBNR w KQ - 0 40").unwrap();
        let start = Position::new();
        let b = captured(start.board(), p.board(), Color::Black);
        assert!(b.pieces.is_empty(), "{:?}", b.pieces);
        let w = captured(start.board(), p.board(), Color::White);
        assert_eq!(w.balance, 18 + 10 + 6 + 6 + 7);
        assert_eq!(w.pieces.len(), 15, "every black piece but the king");
    }
}
