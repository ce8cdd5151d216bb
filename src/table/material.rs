//! What each player has captured and the material balance, shown beside the players.

use crate::rules::{Board, Color, Piece, Role};

/// The pieces a player has captured (the opponent's pieces missing from a full set, promotions
/// counted as the pawn that became them) and the balance in pawns, positive when ahead.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captured {
    /// The captured pieces, most valuable first.
    pub pieces: Vec<Piece>,
    /// Material ahead of the opponent, in pawns (queen 9, rook 5, bishop and knight 3, pawn 1).
    pub balance: i32,
}

const ROLES: [(Role, usize, i32); 5] = [
    (Role::Queen, 1, 9),
    (Role::Rook, 2, 5),
    (Role::Bishop, 2, 3),
    (Role::Knight, 2, 3),
    (Role::Pawn, 8, 1),
];

fn value(board: &Board, color: Color) -> i32 {
    ROLES
        .iter()
        .map(|&(role, _, v)| v * board.by_piece(Piece { color, role }).count() as i32)
        .sum()
}

/// What `color` has captured on `board` and its balance.
pub fn captured(board: &Board, color: Color) -> Captured {
    let them = color.other();
    let mut pieces = Vec::new();
    // A promoted piece beyond the full set stands for one of the pawns that are missing.
    let mut extra = 0usize;
    for &(role, full, _) in &ROLES[..4] {
        let n = board.by_piece(Piece { color: them, role }).count();
        extra += n.saturating_sub(full);
        for _ in n..full {
            pieces.push(Piece { color: them, role });
        }
    }
    let pawns = board
        .by_piece(Piece {
            color: them,
            role: Role::Pawn,
        })
        .count();
    for _ in 0..(8usize.saturating_sub(pawns).saturating_sub(extra)) {
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
        assert_eq!(captured(p.board(), Color::White), Captured::default());
    }

    #[test]
    fn a_knight_up_and_a_pawn_down() {
        // White has taken a knight; Black has taken a pawn.
        let p =
            Position::from_fen("r1bqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQkq - 0 3").unwrap();
        let w = captured(p.board(), Color::White);
        let b = captured(p.board(), Color::Black);
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
        let b = captured(p.board(), Color::Black);
        assert!(b.pieces.is_empty(), "{:?}", b.pieces);
        let w = captured(p.board(), Color::White);
        assert_eq!(w.balance, 18 + 10 + 6 + 6 + 7);
        assert_eq!(w.pieces.len(), 15, "every black piece but the king");
    }
}
