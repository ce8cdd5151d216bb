//! Why the table refused an intent ([`Refusal`]), and the refusals of the layers below said as the
//! table says them.

use super::color;
use crate::game::GameError;
use crate::rules::{Color, Move, Square};

/// Why the table refused an intent. The table is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over (Art. 5): nothing more can be played or claimed.
    GameOver,
    /// The clock is paused (6.13): resume it first.
    Paused,
    /// It is the other colour's move.
    NotYourTurn(Color),
    /// The move is not legal in the current position.
    IllegalMove(Move),
    /// No legal move goes between these squares, or the text names none (a bad UCI move from a
    /// link or another tab).
    NotAMove,
    /// Touch-move: the piece touched first must be moved (4.3a); `tried` is the piece the player moved.
    TouchMove {
        /// The piece touched first.
        touched: Square,
        /// The piece the player tried to move instead.
        tried: Square,
    },
    /// Touch-move: the rook was touched before the king, so this is not castling (4.4b).
    RookFirst {
        /// The rook touched first.
        rook: Square,
    },
    /// A draw may be offered only right after one's own move, and not while an offer is pending (9.1b).
    OfferNotAllowed,
    /// There is no offer by the opponent to answer.
    NoOffer,
    /// Neither threefold repetition nor fifty moves can be claimed, now or with a move (9.2, 9.3).
    ClaimNotValid,
    /// A claim was already announced for the next move; it cannot be withdrawn (9.5).
    ClaimPending,
    /// There is no move to take back.
    NothingToTakeBack,
    /// Takebacks exist only in casual play: the Laws have none.
    TakebackNotAllowed,
    /// The game has no clock.
    NoClock,
    /// The clock has already started.
    AlreadyStarted,
    /// The clock is not running.
    NotRunning,
    /// The clock is not paused.
    NotPaused,
    /// No time was added that could be taken away.
    NothingToUndo,
    /// Time may be added only in whole seconds from one second up to an hour.
    BadAmount,
    /// A rematch is offered once the game is over.
    NotOver,
    /// A question is already open: answer it first.
    QuestionOpen,
    /// There is no open question.
    NoQuestion,
    /// The question was put to the other player.
    NotYours(Color),
    /// In clock-only mode the board is elsewhere: moves are not made here, the clock is pressed.
    ClockOnly,
    /// The clock is pressed by hand only in clock-only mode.
    NotClockOnly,
    /// Capturing a king is not a move (tournament practice: claim the illegal move instead).
    KingCapture,
    /// The piece cannot go there by its own movement (and the any-square option is off).
    NotAMovement {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// After a restored position, the piece moved illegally must move, and capture what it
    /// captured, when it can (4.3, 4.6, 7.4a).
    ReplacementMove {
        /// The piece that must move.
        piece: Square,
        /// The piece it must capture, if it can.
        capture: Option<Square>,
    },
    /// No illegal-move claim can be made now: not tournament practice, no move yet, or in rapid and
    /// blitz the claimant has already made their next move (A4c, B3c).
    ClaimIllegalNotAvailable,
    /// No fallen flag of the opponent to claim (or flags are not claimed in this game).
    NoFlagToClaim,
    /// The game is adjourned: no move until it resumes (Appendix F).
    Adjourned,
    /// The game is not adjourned.
    NotAdjourned,
    /// A game may be adjourned by the player on move with a sealed move written, while the board
    /// holds a legal position.
    CannotAdjourn,
    /// The resuming date is not a date (`YYYY-MM-DD`, optionally `THH:MM`).
    NotADate,
    /// Touch-move in tournament practice: the piece touched first must be moved (4.3a, 4.4b); said
    /// without a word on which moves are legal (#15.1).
    Touched {
        /// The piece touched first.
        touched: Square,
    },
    /// The record of a game in progress is read-only in review: only a finished or imported game's
    /// is edited.
    ReadOnlyRecord,
    /// No quickplay-finish claim now: it is for the player on move with less than two minutes, in a
    /// period played to a finish (no increment, no delay), before the flag falls (10.2, Appendix D).
    QuickplayNotAvailable,
    /// No quickplay-finish claim waits for that decision.
    NoQuickplayClaim,
    /// A quickplay-finish claim waits for the arbiter: nothing is played meanwhile (10.2, Appendix D1).
    AwaitingArbiter,
    /// Draw odds are agreed before play: the game has moves.
    DrawOddsAfterStart,
    /// The edit does not fit the record's tree (no such position, a move not legal there, the
    /// main line kept, nothing to promote).
    Record(crate::game::tree::TreeError),
}

impl From<GameError> for Refusal {
    fn from(e: GameError) -> Refusal {
        match e {
            GameError::Over => Refusal::GameOver,
            GameError::IllegalMove(m) => Refusal::IllegalMove(m),
            GameError::NoSuchMove { .. } | GameError::BadUci => Refusal::NotAMove,
            GameError::NotYourTurn(c) => Refusal::NotYourTurn(c),
            GameError::OfferNotAllowed => Refusal::OfferNotAllowed,
            GameError::NoOffer => Refusal::NoOffer,
            GameError::ClaimNotValid => Refusal::ClaimNotValid,
            GameError::NothingToTakeBack => Refusal::NothingToTakeBack,
        }
    }
}

/// A clock press the clock refused, as the table says it.
pub(in crate::table) fn refusal_of_press(e: crate::clock::PressError) -> Refusal {
    match e {
        crate::clock::PressError::Paused => Refusal::Paused,
        crate::clock::PressError::NotToMove { to_move } => Refusal::NotYourTurn(color(to_move)),
    }
}

/// A touch-move refusal as tournament practice says it: the touched piece must move, nothing on
/// castling's or the piece's legal moves (#15.1).
pub(in crate::table) fn at_board(r: Refusal) -> Refusal {
    match r {
        Refusal::TouchMove { touched, .. } | Refusal::RookFirst { rook: touched } => {
            Refusal::Touched { touched }
        }
        r => r,
    }
}
