//! Pure chess rules after the FIDE Laws (Art. 3, 5, 9, Appendix C): no web dependency here, ever.

pub mod attacks;
pub mod bitboard;
pub mod board;
pub mod explain;
pub mod explain_text;
pub mod fen;
pub mod lessons;
pub mod movegen;
pub mod outcome;
pub mod pgn;
pub mod position;
pub mod san;
pub mod types;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use fen::{FenError, FenWarning, ImpossibleCheck};
pub use movegen::{divide, perft, Dests, MoveList};
pub use outcome::{GameResult, Outcome, Reason};
pub use pgn::{read_games, write_game, PgnError, PgnGame, PgnMove};
pub use position::{CastlingSide, IllegalMove, Move, Position, PositionError, Setup};
pub use san::{parse_san, resolve, san, Lang, San, SanError};
pub use types::{ByColor, Color, File, Piece, Rank, Role, Square};
