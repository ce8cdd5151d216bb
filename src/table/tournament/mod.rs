//! Tournament practice (7.4, Appendices A4c, A4d, B3c) and adjourned games (Appendix F).
//!
//! # Representation
//!
//! A [`Position`](crate::rules::Position) is always legal, and a board after an illegal move (the
//! side that moved left its king in check) is not: it is a [`Setup`](crate::rules::Setup), and the
//! pieces' own movement on it is the rules' ([`Setup::movement`](crate::rules::Setup::movement)). So
//! the table keeps two parts:
//! - its [`Game`](crate::game::Game): the record up to the first move that is illegal and still
//!   stands, every position in it legal (repetitions, fifty moves and exports read it as before);
//! - a [`Line`]: every move played after that one, each with the unchecked setup before and
//!   after it and whether it was illegal when played. The board is the last `after` (or the game's
//!   position when the line is empty).
//!
//! A claim (or the table acting as arbiter when both kings are in check) cuts the line back to the
//! position before the first illegal move still claimable and replays nothing. In rapid and blitz an
//! illegal move stands for good once the claimant has moved (A4c, B3c): it stays in the line, which
//! then only grows until the game ends. While the line is not empty, draw offers are kept by the
//! line; draws by repetition or fifty moves are not claimable (their history is the game's); the
//! ending on the board (mate, stalemate, dead position, 75 moves) is read after each legal move of
//! the line whenever its setup is a legal position.
//!
//! Decisions the Laws leave to the arbiter, made here:
//! - 6.14, the clocks after a restored position: both keep the time they show, the running move's
//!   time is charged to its player, move counters follow the restored position
//!   ([`Clock::rewind_keeping_times`](crate::clock::Clock::rewind_keeping_times), called from
//!   `Table::restore`).
//! - 13.4b, a wrong claim: two minutes to the opponent (as 7.4b), `Table::claim_illegal`.
//! - 7.4 after several illegal moves: each removed illegal move gives its author's opponent two
//!   minutes and counts against its author (`Table::restore`).
//! - A4c, both kings in check: the table steps in by itself in standard and rapid games, not in
//!   blitz (B3b: A4c does not apply), `Table::play_tournament`.
//! - F8, an ambiguous sealed move: a text that reads as two different moves in Spanish and in
//!   English is ambiguous and loses ([`resolve_sealed`]).
//!
//! # Records
//!
//! Moves a claim removed are kept in [`Line::removed`] (the scoresheet's struck notes, the PGN's
//! comments, the save format's `removed` lines). An illegal move is marked in the records only once
//! no claim can reach it ([`Table::line_marks`](crate::table::Table::line_marks)): a mark any earlier would tell the opponent what
//! only a claim should find. [`export_pgn`] writes the line after the legal record, in English SAN
//! with English comments in every interface language (the SAN around them is English, as PGN
//! wants), and [`table_from_pgn`] reads it back.
//!
//! # Parts
//!
//! `line` plays at the board (the [`Line`], moves by their movement, offers on the line); `claims`
//! hears claims of an illegal move or a fallen flag; `adjourn` seals, keeps and resumes an adjourned
//! game; `records` marks the line's moves and writes removals in the save format; `pgn` exports a
//! tournament game and reads it back.

mod adjourn;
mod claims;
mod line;
mod pgn;
mod records;

pub use adjourn::{is_resume_date, resolve_sealed, Adjourned, Envelope};
pub use line::{find_move, Line, Played, Removal, Replace};
pub(in crate::table) use pgn::export_record;
pub use pgn::{
    at_the_board, export_pgn, is_practice_record, loaded_from_pgn, movements_of, removal_comment,
    table_from_pgn, PGN_NOTE,
};
pub use records::{long_notation, uci_squares, Mark};
pub(in crate::table) use records::{removal_from_record, removal_record};
