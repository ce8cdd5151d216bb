//! How a game ends on the board: mate (5.1a), stalemate (5.2a), dead position (5.2b, 9.6), and the
//! material a side needs to mate at all (6.10).

use super::attacks;
use super::bitboard::Bitboard;
use super::board::Board;
use super::position::Position;
use super::types::{Color, Role};
use core::fmt;

/// The score of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// 1-0.
    WhiteWins,
    /// 0-1.
    BlackWins,
    /// ½-½.
    Draw,
}

impl GameResult {
    /// The winner's result.
    pub fn win_for(color: Color) -> GameResult {
        color.fold(GameResult::WhiteWins, GameResult::BlackWins)
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Reads a PGN result token of a finished game: `1-0`, `0-1` or `1/2-1/2` (`*` and anything else:
    /// `None`).
    pub fn parse(token: &str) -> Option<GameResult> {
        match token {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a game ended. The names are those of the page and CLI contracts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Checkmate (5.1a).
    Checkmate,
    /// Stalemate (5.2a).
    Stalemate,
    /// Neither side has the material to mate (5.2b, 9.6).
    InsufficientMaterial,
    /// No sequence of legal moves can lead to mate, with material on the board (5.2b, 9.6).
    DeadPosition,
    /// The same position five times (FIDE Laws since 2018, 9.6.1; the 2009 Laws have no such rule).
    FivefoldRepetition,
    /// 75 moves by each side without a capture or pawn move (FIDE Laws since 2018, 9.6.2; 9.6b in 2014).
    SeventyFiveMoves,
    /// Threefold repetition, claimed (9.2) or automatic in casual play.
    ThreefoldRepetition,
    /// Fifty moves, claimed (9.3) or automatic in casual play.
    FiftyMoves,
    /// Draw by agreement (5.2c, 9.1).
    Agreement,
    /// A player resigned (5.1b).
    Resignation,
    /// A flag fell and the opponent can mate (6.10).
    Timeout,
    /// A flag fell but the opponent cannot mate by any legal sequence (6.10).
    TimeoutInsufficientMaterial,
    /// An illegal move was claimed: in blitz the claim wins (B3c); a player's third claimed illegal
    /// move loses (7.4b, A4c). Drawn when the winner cannot mate by any series of legal moves.
    IllegalMove,
    /// The sealed move of an adjourned game was ambiguous, unreadable or illegal (Appendix F8).
    SealedMove,
    /// A quickplay finish decided on a claim of the player with less than two minutes: by the arbiter
    /// at the table (10.2) or, without one, by an arbiter the claim was referred to (Appendix D).
    QuickplayFinish,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 15] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::InsufficientMaterial,
        Reason::DeadPosition,
        Reason::FivefoldRepetition,
        Reason::SeventyFiveMoves,
        Reason::ThreefoldRepetition,
        Reason::FiftyMoves,
        Reason::Agreement,
        Reason::Resignation,
        Reason::Timeout,
        Reason::TimeoutInsufficientMaterial,
        Reason::IllegalMove,
        Reason::SealedMove,
        Reason::QuickplayFinish,
    ];

    /// The snake_case name used in JSON and `data-outcome`.
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient_material",
            Reason::DeadPosition => "dead_position",
            Reason::FivefoldRepetition => "fivefold_repetition",
            Reason::SeventyFiveMoves => "seventyfive_moves",
            Reason::ThreefoldRepetition => "threefold_repetition",
            Reason::FiftyMoves => "fifty_moves",
            Reason::Agreement => "agreement",
            Reason::Resignation => "resignation",
            Reason::Timeout => "timeout",
            Reason::TimeoutInsufficientMaterial => "timeout_insufficient_material",
            Reason::IllegalMove => "illegal_move",
            Reason::SealedMove => "sealed_move",
            Reason::QuickplayFinish => "quickplay_finish",
        }
    }

    /// Parses [`Reason::as_str`].
    pub fn parse(s: &str) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.as_str() == s)
    }

    /// The article of the Laws that rules this ending: the 2009 Laws' numbering, except fivefold repetition and
    /// 75 moves, which the 2009 Laws lack, numbered as in the Laws since 2018 (9.6.1, 9.6.2).
    pub fn article(self) -> &'static str {
        match self {
            Reason::Checkmate => "5.1a",
            Reason::Resignation => "5.1b",
            Reason::Stalemate => "5.2a",
            Reason::InsufficientMaterial | Reason::DeadPosition => "5.2b",
            Reason::Agreement => "9.1",
            Reason::ThreefoldRepetition => "9.2",
            Reason::FiftyMoves => "9.3",
            Reason::FivefoldRepetition => "9.6.1",
            Reason::SeventyFiveMoves => "9.6.2",
            Reason::Timeout | Reason::TimeoutInsufficientMaterial => "6.10",
            Reason::IllegalMove => "7.4",
            Reason::SealedMove => "F8",
            Reason::QuickplayFinish => "10.2",
        }
    }
}

/// A finished game: the score and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The score.
    pub result: GameResult,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// A drawn game for `reason`.
    pub fn draw(reason: Reason) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            reason,
        }
    }

    /// `winner` wins for `reason` — unless `winner` cannot mate on `board` by any series of legal
    /// moves, and then the game is drawn (6.10, and as 7.4b, B3c and F8 say). A flag's draw is
    /// [`Reason::TimeoutInsufficientMaterial`]; any other reason keeps its name.
    pub fn win_unless_no_mate(board: &Board, winner: Color, reason: Reason) -> Outcome {
        if board.can_mate(winner) {
            Outcome {
                result: GameResult::win_for(winner),
                reason,
            }
        } else if reason == Reason::Timeout {
            Outcome::draw(Reason::TimeoutInsufficientMaterial)
        } else {
            Outcome::draw(reason)
        }
    }
}

impl Board {
    /// True if `color` cannot mate by any sequence of legal moves with the material on the board alone
    /// (the opponent's pieces counted as possible blockers, as in a helpmate).
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        let b = self;
        let ours = b.by_color(color);
        let theirs = b.by_color(color.other());
        if (ours & (b.by_role(Role::Pawn) | b.by_role(Role::Rook) | b.by_role(Role::Queen))).any() {
            return false;
        }
        let knights = ours & b.by_role(Role::Knight);
        if knights.any() {
            // A lone knight mates only against a king that its own pawns, knights, bishops or rooks hem
            // in; a queen can always take or interpose, and two knights can help-mate.
            return ours.count() <= 2
                && (theirs - b.by_role(Role::King) - b.by_role(Role::Queen)).is_empty();
        }
        let bishops = b.by_role(Role::Bishop);
        if (ours & bishops).any() {
            // Bishops on one colour only, and no pawn or knight anywhere to block a king on the other.
            let one_colour =
                (bishops & Bitboard::DARK).is_empty() || (bishops & Bitboard::LIGHT).is_empty();
            return one_colour && (b.by_role(Role::Pawn) | b.by_role(Role::Knight)).is_empty();
        }
        true
    }

    /// True if neither side can mate with the material on the board.
    pub fn is_insufficient_material(&self) -> bool {
        self.has_insufficient_material(Color::White) && self.has_insufficient_material(Color::Black)
    }

    /// True for a dead position with material left: kings and pawns only, every pawn blocked head-on by
    /// an enemy pawn, no pawn capture possible, and neither king able to reach an enemy pawn it could take.
    /// Then nothing can ever change but the kings' squares, and kings alone never give check.
    pub fn is_blocked_dead(&self) -> bool {
        let b = self;
        let pawns = b.by_role(Role::Pawn);
        if pawns.is_empty() || b.occupied() != pawns | b.by_role(Role::King) {
            return false;
        }
        let white = pawns & b.by_color(Color::White);
        let black = pawns & b.by_color(Color::Black);
        if white.north() & !black != Bitboard::EMPTY || black.south() & !white != Bitboard::EMPTY {
            return false; // Some pawn can step forward.
        }
        let attacked_by = |c: Color| -> Bitboard {
            let mut bb = Bitboard::EMPTY;
            for sq in pawns & b.by_color(c) {
                bb |= attacks::pawn_attacks(c, sq);
            }
            bb
        };
        let white_attacks = attacked_by(Color::White);
        let black_attacks = attacked_by(Color::Black);
        if (white_attacks & black).any() || (black_attacks & white).any() {
            return false; // A pawn can capture.
        }
        for color in Color::ALL {
            let Some(king) = b.king_of(color) else {
                return false;
            };
            let (enemy_pawns, enemy_attacks) =
                color.fold((black, black_attacks), (white, white_attacks));
            let free = !pawns & !enemy_attacks;
            // Flood fill the king's reachable squares.
            let mut region = Bitboard::from_square(king);
            loop {
                let mut next = region;
                for sq in region {
                    next |= attacks::king_attacks(sq) & free;
                }
                if next == region {
                    break;
                }
                region = next;
            }
            let mut touch = Bitboard::EMPTY;
            for sq in region {
                touch |= attacks::king_attacks(sq);
            }
            if (touch & enemy_pawns & !enemy_attacks).any() {
                return false; // The king could eat an unprotected pawn.
            }
        }
        true
    }

    /// True if `color` can still mate by some sequence of legal moves (what 6.10 asks on flag fall).
    pub fn can_mate(&self, color: Color) -> bool {
        !self.has_insufficient_material(color) && !self.is_blocked_dead()
    }
}

impl Position {
    /// True if `color` cannot mate by any sequence of legal moves with the material on the board alone
    /// ([`Board::has_insufficient_material`]).
    pub fn has_insufficient_material(&self, color: Color) -> bool {
        self.board.has_insufficient_material(color)
    }

    /// True if neither side can mate with the material on the board.
    pub fn is_insufficient_material(&self) -> bool {
        self.board.is_insufficient_material()
    }

    /// True for a dead position with material left ([`Board::is_blocked_dead`]).
    pub fn is_blocked_dead(&self) -> bool {
        self.board.is_blocked_dead()
    }

    /// True if `color` can still mate by some sequence of legal moves (what 6.10 asks on flag fall).
    pub fn can_mate(&self, color: Color) -> bool {
        self.board.can_mate(color)
    }

    /// The ending on the board alone, without history (mate, stalemate, dead position, 75 moves).
    /// Repetition needs the game's history: see `Game`.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.count_legal() == 0 {
            return Some(if self.is_check() {
                Outcome {
                    result: GameResult::win_for(self.turn.other()),
                    reason: Reason::Checkmate,
                }
            } else {
                Outcome::draw(Reason::Stalemate)
            });
        }
        if self.is_insufficient_material() {
            return Some(Outcome::draw(Reason::InsufficientMaterial));
        }
        if self.is_blocked_dead() {
            return Some(Outcome::draw(Reason::DeadPosition));
        }
        if self.halfmoves >= 150 {
            return Some(Outcome::draw(Reason::SeventyFiveMoves));
        }
        None
    }

    /// True if the fifty-move rule can be claimed now or with some legal move (9.3).
    pub fn can_claim_fifty(&self) -> bool {
        self.halfmoves >= 100
            || (self.halfmoves == 99 && self.legal_moves().iter().any(|m| !m.is_zeroing()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_unless_the_winner_cannot_mate() {
        let rook = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let o = Outcome::win_unless_no_mate(rook.board(), Color::White, Reason::Timeout);
        assert_eq!(o.result, GameResult::WhiteWins);
        assert_eq!(o.reason, Reason::Timeout);
        // Black has a lone king: a flag is a draw by its own name, other reasons keep theirs.
        let o = Outcome::win_unless_no_mate(rook.board(), Color::Black, Reason::Timeout);
        assert_eq!(o, Outcome::draw(Reason::TimeoutInsufficientMaterial));
        let o = Outcome::win_unless_no_mate(rook.board(), Color::Black, Reason::IllegalMove);
        assert_eq!(o, Outcome::draw(Reason::IllegalMove));
    }

    #[test]
    fn result_tokens_read_back() {
        for r in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ] {
            assert_eq!(GameResult::parse(r.as_str()), Some(r));
        }
        assert_eq!(GameResult::parse("*"), None);
        assert_eq!(GameResult::parse("1-1"), None);
    }
}
