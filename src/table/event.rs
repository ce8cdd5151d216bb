//! What changed at the table: the [`Event`]s [`Table::apply`](super::Table::apply) returns, in the
//! order they happened, and the time added to a clock ([`Added`]).

use super::Ask;
use crate::rules::{Color, Move, Outcome, Square};

/// Time added to a player's clock, kept so that it can be undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Added {
    /// Who received the time.
    pub to: Color,
    /// How much, in milliseconds.
    pub ms: u64,
}

/// What changed at the table, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A move was played by `by`.
    Moved {
        /// The move.
        mv: Move,
        /// Who played it.
        by: Color,
        /// It captured a piece.
        capture: bool,
        /// It gives check.
        check: bool,
    },
    /// The piece on this square is now the one that must move (touch-move).
    Touched(Square),
    /// The clock of this colour started running.
    ClockStarted(Color),
    /// A draw offer by this colour is pending.
    DrawOffered(Color),
    /// The pending offer of this colour was declined: answered, or the opponent moved (9.1b).
    DrawDeclined(Color),
    /// This colour announced a draw claim to be made with its next move (9.2a, 9.3a).
    ClaimAnnounced(Color),
    /// An announced claim lapsed: the move played did not produce it (the move stands, 9.5 would let
    /// an arbiter add time; the app says so instead).
    ClaimLapsed(Color),
    /// The game ended.
    GameOver(Outcome),
    /// The last move was taken back.
    TakenBack(Move),
    /// Both clocks stopped (6.13).
    Paused,
    /// The clock of the side to move runs again.
    Resumed,
    /// Time was added to a player's clock.
    TimeAdded(Added),
    /// The last time added was taken away again.
    TimeAddUndone(Added),
    /// Both flags fell in a period that is not the last: play goes on (6.12a).
    BothFlagsContinue,
    /// A name changed.
    NameChanged(Color),
    /// The event, round or board changed.
    EventTagsChanged,
    /// The settings changed.
    Configured,
    /// A new game started.
    NewGame,
    /// A question was put.
    Asked(Ask),
    /// The open question was answered no, or lapsed because play went on.
    QuestionClosed(Ask),
    /// In clock-only mode, this colour pressed its clock.
    ClockPressed(Color),
    /// In clock-only mode, the last press was taken back.
    PressUndone(Color),
    /// The clock was corrected (6.11b).
    ClockCorrected,
    /// A loaded game is on the table.
    Loaded,
    /// An illegal-move claim was upheld (or the table stepped in as arbiter: both kings in check).
    IllegalClaimed {
        /// Who claimed (for the arbiter: the opponent of the last mover).
        claimant: Color,
        /// The table stepped in by itself (A4c).
        arbiter: bool,
        /// The illegal moves found, in order.
        illegal: Vec<Move>,
        /// How many moves were removed from the record (0 in blitz: the claim wins).
        removed: usize,
    },
    /// A claim of an illegal move was wrong (13.4b); the opponent gets two minutes.
    WrongClaim(Color),
    /// This colour sealed a move and the game is adjourned.
    Adjourned(Color),
    /// Demonstration mode is on.
    DemoStarted,
    /// A piece went from one square to another in demonstration mode.
    DemoMoved {
        /// Where it stood.
        from: Square,
        /// Where it went.
        to: Square,
        /// It took off a piece standing there.
        capture: bool,
    },
    /// A piece left the board in demonstration mode.
    DemoRemoved(Square),
    /// Demonstration mode is off.
    DemoEnded,
    /// The record under review changed; the position to show after it.
    RecordChanged(crate::game::tree::NodePath),
    /// This colour claimed a quickplay finish (10.2, Appendix D).
    QuickplayClaimed(Color),
    /// The arbiter decided the quickplay-finish claim.
    QuickplayDecided(super::Decision),
    /// The sealed move was revealed; the move it stands for, if it reads as one legal move.
    SealedMoveRevealed {
        /// The text sealed.
        sealed: String,
        /// Its move.
        mv: Option<Move>,
    },
}
