//! The game at the table: one pure owner of the [`Game`], its [`Clock`], the players' names, the rule
//! set, the settings that change play and every table procedure.
//!
//! Intents come in with the instant they happened (`now_ms`, on the caller's time base; the model never
//! reads time). Each is applied whole or refused whole: [`Table::apply`] returns the [`Event`]s that
//! describe what changed (for sounds, announcements, animation) or a typed [`Refusal`] and leaves the
//! table as it was. Views read the table through [`Table::snapshot`] and the clock readings; they never
//! call the game or the clock themselves.
//!
//! The end of the game stops the clock in one place, [`Table::settle`], which every procedure passes
//! through. A fallen flag is settled before any intent is considered, so nothing a player does after
//! their flag fell can overtake it (6.10).
//!
//! - [`input`]: the board's input machine (lift, drop, click, keyboard, promotion → intents).
//! - [`drawing`]: arrows and circles drawn over the board (never part of the game).
//! - [`save`]: the versioned save format with its revision number, and the migration of old records.
//! - [`tags`]: the event, round and board of the game, and the PGN tags of its export.
//! - [`sync`]: one game across tabs (revisions, adoption, the clock handed over in wall time) and
//!   the detection of a stopped page.
//! - [`tournament`]: tournament practice (illegal moves stand until claimed: 7.4, A4c, B3c; flags
//!   claimed in rapid and blitz, A4d) and adjourned games (Appendix F).

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod aids;
pub mod archive;
pub mod drawing;
pub mod face;
pub mod input;
pub mod intents;
pub mod lessons;
pub mod look;
pub mod material;
pub mod practice;
pub mod ruling;
pub mod save;
pub mod scoresheet;
pub mod sync;
pub mod tags;
pub mod tournament;

/// The time control of a game, its time class and the clock setup form as players fill it: the
/// views reach the clock through the table only (a layers test holds them to it), so they can read
/// a control and its form but never drive a clock themselves.
pub use crate::clock::{format_face, setup as clock_setup, Controls, TimeClass};
use crate::clock::{BothFlagsRule, Clock, Phase, Side};
use crate::game::{Claim, Game, GameError, RuleSet};
use crate::rules::{ByColor, Color, Move, Outcome, Position, Reason, Setup, Square};
pub use ruling::Ruling;
pub use tags::{EventTags, EVENT_TAG_MAX};
use tournament::{Adjourned, Envelope, Line};

/// Time given by one press of the add-time control: two minutes, as 7.4b, 9.5b and 13.4b give.
pub const ADD_TIME_MS: u64 = 120_000;

/// The clock side of a colour.
pub const fn side(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

/// The colour of a clock side.
pub const fn color(side: Side) -> Color {
    match side {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

/// The settings kept with a game: what changes play, and how the board is shown at this table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// Touch-move training (4.3, 4.4): the first piece touched that can move is the one that must move.
    pub touch_move: bool,
    /// Black at the bottom of the board.
    pub flipped: bool,
    /// Black's side of the table turned to face Black (players face to face).
    pub tabletop: bool,
    /// Clock-only mode: the game is played on a real board, the page is its clock.
    pub clock_only: bool,
    /// Tournament practice: a piece may also go to any square not held by its own side (a knight
    /// moved like a bishop), an illegal move that stands until claimed.
    pub any_square: bool,
}

/// Tags and clock readings an imported game brought, which the [`Game`] itself does not keep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// The PGN tags, except those the game decides (players, result, set-up).
    pub tags: Vec<(String, String)>,
    /// How many plies came from the import (the game may continue past them).
    pub plies: usize,
    /// The `[%clk]` reading after each imported ply, if any.
    pub clocks: Vec<Option<u64>>,
    /// The comments after each imported ply (empty when none), without the `[%clk]` ones.
    pub comments: Vec<String>,
}

/// A name from a PGN tag (`White`, `Black`): `?`, `-` and empty mean unknown (empty); control
/// characters are dropped and at most 60 characters kept.
pub fn pgn_name(g: &crate::rules::PgnGame, tag: &str) -> String {
    match g.tag(tag).map(str::trim) {
        None | Some("?") | Some("-") => String::new(),
        Some(n) => n.chars().filter(|c| !c.is_control()).take(60).collect(),
    }
}

/// A PGN comment less its `[%clk …]` readings (kept apart, as numbers), its spaces collapsed.
pub fn without_clk(c: &str) -> String {
    let mut out = String::new();
    let mut rest = c;
    while let Some(i) = rest.find("[%clk") {
        out.push_str(&rest[..i]);
        rest = rest[i..].find(']').map_or("", |j| &rest[i + j + 1..]);
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Tags that the game itself decides, never kept from an imported game.
pub const GAME_TAGS: [&str; 6] = ["White", "Black", "Result", "SetUp", "FEN", "PlyCount"];

impl Imported {
    /// What a PGN game brought: its tags (less [`GAME_TAGS`]), and per ply its `[%clk]` reading and
    /// its other comments.
    pub fn of(
        tags: &[(String, String)],
        clocks: Vec<Option<u64>>,
        comments: Vec<String>,
    ) -> Imported {
        Imported {
            tags: tags
                .iter()
                .filter(|(n, _)| !GAME_TAGS.contains(&n.as_str()))
                .cloned()
                .collect(),
            plies: clocks.len(),
            clocks,
            comments,
        }
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Time added to a player's clock, kept so that it can be undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Added {
    /// Who received the time.
    pub to: Color,
    /// How much, in milliseconds.
    pub ms: u64,
}

/// Something a player (or the page, for the flag timer) asks of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Play a legal move for the side to move (with an announced claim, the claim goes with it).
    Play(Move),
    /// The side to move touches the piece on a square (touch-move, 4.3).
    Touch(Square),
    /// Start the clock of the side to move before its first move (6.5 without a move).
    StartClock,
    /// A colour offers a draw (9.1b).
    OfferDraw(Color),
    /// A colour accepts the opponent's pending offer (5.2c).
    AcceptDraw(Color),
    /// A colour declines the opponent's pending offer.
    DeclineDraw(Color),
    /// A colour, on move, claims a draw by repetition or fifty moves (9.2, 9.3): at once if it holds
    /// now, else announced for the next move, which must produce it.
    ClaimDraw(Color),
    /// A colour resigns (5.1b).
    Resign(Color),
    /// Take back the last move (casual play only), both clocks as they were.
    Takeback,
    /// Stop both clocks (6.13).
    Pause,
    /// Restart the clock of the side to move.
    Resume,
    /// Give time to a player (the Laws give it to the opponent of whoever caused it: 7.4b, 9.5b, 13.4b).
    AddTime {
        /// Who receives it.
        to: Color,
        /// How much, in milliseconds.
        ms: u64,
    },
    /// Undo the last time added.
    UndoAddTime,
    /// Put a question whose answer decides whether `then` happens (resign, discard a game, a takeback
    /// that needs the opponent's agreement). Only one question is open at a time.
    Ask {
        /// What is asked.
        ask: Ask,
        /// What happens if the question is confirmed.
        then: Box<Intent>,
    },
    /// The open question is answered yes, by `by` when it was put to a player.
    Confirm(Option<Color>),
    /// The open question is answered no (or withdrawn).
    Cancel,
    /// A player asks to take back the last move (casual play): the opponent is asked to agree.
    ProposeTakeback(Color),
    /// Put a loaded game on the table (an import or an archived game).
    Load(Box<Loaded>),
    /// Clock-only mode (a game on a real board): the player ends their turn by pressing their clock.
    PressClock(Color),
    /// Clock-only mode: take back the last press (an accidental tap), times as they were.
    UndoPress,
    /// Correct a wrongly set clock during the game (6.11b): the times both faces should show, and
    /// optionally the move counter that decides the periods.
    CorrectClock {
        /// White's time, in milliseconds.
        white_ms: u64,
        /// Black's time, in milliseconds.
        black_ms: u64,
        /// The number of the move being played, as on the scoresheet and a clock's move counter
        /// (from 1): the side to move has completed one move fewer; with White to move so has Black,
        /// with Black to move White has completed this many. `None` leaves the counters as they are.
        moves: Option<u32>,
    },
    /// Check the flags now (the page's timer fires at the flag instant the clock predicted).
    CheckFlags,
    /// Set a player's name.
    SetName(Color, String),
    /// Set the event, round and board of the game (each [cleaned](EventTags::clean)).
    SetEventTags(EventTags),
    /// Change the settings.
    Configure(Settings),
    /// A new game from `start`, with the rule set and time control given (`None`: no clock).
    NewGame {
        /// The start position.
        start: Position,
        /// The rule set.
        rules: RuleSet,
        /// The time control.
        controls: Option<Controls>,
    },
    /// The new-game dialog's start: [`Intent::NewGame`] with the players' names and the event's tags it was
    /// given. They are set only when the game is replaced, so a "no" to [`Ask::Discard`] leaves the game as it was.
    NewGameNamed {
        /// The start position.
        start: Position,
        /// The rule set.
        rules: RuleSet,
        /// The time control.
        controls: Option<Controls>,
        /// The players' names.
        names: ByColor<String>,
        /// The event, round and board.
        tags: EventTags,
    },
    /// A new game after this one: same time control and rule set, colours (names) swapped.
    Rematch,
    /// The `new` command: a new game from the standard start with this game's rule set and time
    /// control, the time controls offered first ([`Snapshot::presets`]) until a move or a choice.
    Fresh,
    /// Tournament practice: a colour claims that the opponent made an illegal move (7.4, A4c, B3c).
    ClaimIllegal(Color),
    /// Tournament practice in rapid or blitz: a colour claims the opponent's fallen flag (A4d).
    ClaimFlag(Color),
    /// The player on move adjourns the game, sealing a move written in SAN (Appendix F1).
    Adjourn {
        /// The sealed move as written; read only when the game resumes.
        sealed: String,
    },
    /// The adjourned game resumes: the sealed move is revealed and played (F5, F9a).
    ResumeAdjourned,
    /// The date set for resuming the adjourned game (F2g): `YYYY-MM-DD`, optionally `THH:MM`, or
    /// empty to clear it.
    SetResumeDate(String),
}

/// What a question asks, for its wording and for whom it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// This colour is about to resign (5.1b): asked to that player.
    Resign(Color),
    /// The game in progress would be replaced (a new game, a link, an import): asked to both.
    Discard,
    /// This colour asks to take back the last move: asked to the opponent, who must agree.
    Takeback(Color),
}

impl Ask {
    /// The player who must answer (`None`: either).
    pub fn to(self) -> Option<Color> {
        match self {
            Ask::Resign(c) => Some(c),
            Ask::Discard => None,
            Ask::Takeback(c) => Some(c.other()),
        }
    }
}

/// An open question and what follows a yes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// What is asked.
    pub ask: Ask,
    /// What a yes does.
    pub then: Intent,
}

/// A game loaded onto the table, with what came with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The game, its moves played.
    pub game: Game,
    /// The players' names.
    pub names: ByColor<String>,
    /// The import's tags, comments and clock readings.
    pub imported: Imported,
    /// With a time control, play goes on with a new clock, stopped until the next move.
    pub controls: Option<Controls>,
    /// A tournament-practice record's moves after its legal record (empty for any other game).
    pub line: Line,
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
    /// The sealed move was revealed; the move it stands for, if it reads as one legal move.
    SealedMoveRevealed {
        /// The text sealed.
        sealed: String,
        /// Its move.
        mv: Option<Move>,
    },
}

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

/// What the views show, read in one piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The live position.
    pub position: Position,
    /// The colour to move.
    pub turn: Color,
    /// How the game ended, if it has.
    pub outcome: Option<Outcome>,
    /// The rule that decided the ending, cited beside it (B3c for a blitz claim, 7.4b for the third illegal
    /// move, …); `Some` exactly when `outcome` is.
    pub ruling: Option<Ruling>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: &'static str,
    /// The rule set.
    pub rules: RuleSet,
    /// The colour whose draw offer is pending.
    pub offer: Option<Color>,
    /// The colour that announced a claim for its next move.
    pub claim_pending: Option<Color>,
    /// The piece that must move (touch-move).
    pub touched: Option<Square>,
    /// Per colour: may offer a draw now.
    pub can_offer: ByColor<bool>,
    /// Per colour: may claim a draw now or announce it with the next move.
    pub can_claim: ByColor<bool>,
    /// A move can be taken back.
    pub can_takeback: bool,
    /// The game has a clock.
    pub clocked: bool,
    /// The clock's phase (`None` without a clock).
    pub phase: Option<Phase>,
    /// A clock runs in a game that goes on (the screen is kept awake).
    pub clock_running: bool,
    /// Time added that can be undone, the last first.
    pub undo_add: Option<Added>,
    /// Pieces may be moved now: the game goes on and the clock is not paused.
    pub live: bool,
    /// The number of half-moves played.
    pub plies: usize,
    /// The open question, if any.
    pub question: Option<Ask>,
    /// Clock-only mode.
    pub clock_only: bool,
    /// What stands on the board (in tournament practice it may be a position the rules refuse;
    /// `position` is then the last legal position of the record).
    pub board: Setup,
    /// Per colour: may claim an illegal move now (tournament practice; after every move, so its
    /// presence reveals nothing).
    pub can_claim_illegal: ByColor<bool>,
    /// Flags are claimed, not automatic (tournament practice in rapid or blitz, A4d).
    pub flags_claimed: bool,
    /// The time class (A1, B1).
    pub time_class: TimeClass,
    /// The envelope of an adjourned game (the sealed move stays hidden).
    pub adjourned: Option<Envelope>,
    /// Claimed illegal moves per player (7.4b).
    pub illegal_counts: ByColor<u8>,
    /// What each player may do now (the commands the page offers them).
    pub commands: ByColor<Commands>,
    /// A clocked game in progress is paused (6.13; also right after a reload).
    pub paused: bool,
    /// The one clock control that applies now: start, pause or resume (none without a clock,
    /// once the game is over, or while adjourned, when the game resumes by its own command).
    pub clock_control: Option<ClockControl>,
    /// Clock-only mode: the last press can be taken back.
    pub can_undo_press: bool,
    /// What the page may show beyond the position (none in tournament practice).
    pub aids: aids::Aids,
    /// The time controls are offered: a fresh page or the `new` command, no move yet, the game not
    /// over nor adjourned, not in clock-only mode. A choice or a move puts them away.
    pub presets: bool,
}

impl Snapshot {
    /// Why pieces may not move on the board now (the game is over, the clock paused), if they may not.
    pub fn blocked(&self) -> Option<Refusal> {
        if self.outcome.is_some() {
            Some(Refusal::GameOver)
        } else if !self.live {
            Some(Refusal::Paused)
        } else {
            None
        }
    }

    /// What the board's input machine reads a gesture against: `pos` is the position shown, `reviewing`
    /// whether it is a past one, `any_square` the tournament-practice setting.
    pub fn board_context<'a>(
        &'a self,
        pos: &'a Position,
        reviewing: bool,
        any_square: bool,
    ) -> input::Context<'a> {
        input::Context {
            pos,
            blocked: self.blocked(),
            reviewing,
            touched: self.touched,
            tournament: (self.rules == RuleSet::Tournament).then_some(input::Tournament {
                board: &self.board,
                any_square,
            }),
        }
    }
}

/// The clock control the page shows: only the one that applies now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockControl {
    /// Start the clock of the side to move before its first move.
    Start,
    /// Stop both clocks (6.13).
    Pause,
    /// Restart the clock after a pause.
    Resume,
}

/// The commands one player has now. A command not offered is hidden or disabled; the table
/// refuses it too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Commands {
    /// Offer a draw (9.1b: after one's own move, none pending).
    pub offer_draw: bool,
    /// Accept or decline the opponent's pending offer.
    pub answer_offer: bool,
    /// Claim a draw by repetition or fifty moves, now or with the next move (FIDE play, 9.2, 9.3).
    pub claim_draw: bool,
    /// Claim that the opponent made an illegal move (tournament practice, 7.4, A4c, B3c).
    pub claim_illegal: bool,
    /// Claim the opponent's fallen flag (tournament practice in rapid and blitz, A4d).
    pub claim_flag: bool,
    /// Receive added time (7.4b, 9.5b, 13.4b).
    pub add_time: bool,
    /// Take back the time this player last received.
    pub undo_add_time: bool,
    /// Resign (5.1b), also while adjourned (F6).
    pub resign: bool,
    /// Propose to take back the last move (casual play; the opponent is asked).
    pub takeback: bool,
}

/// The game at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    game: Game,
    clock: Option<Clock>,
    controls: Option<Controls>,
    names: ByColor<String>,
    event_tags: EventTags,
    settings: Settings,
    touched: Option<Square>,
    claim_pending: Option<Color>,
    added: Vec<Added>,
    imported: Option<Imported>,
    question: Option<Box<Question>>,
    revision: u64,
    /// Tournament practice: the moves after the legal record.
    line: Line,
    /// An adjourned game's envelope and sealed move.
    adjourned: Option<Adjourned>,
    /// The time controls are offered (a fresh page, or the `new` command) until a move or a choice.
    presets: bool,
}

impl Default for Table {
    /// A fresh table: the standard start, no clock, the time controls offered.
    fn default() -> Table {
        Table {
            presets: true,
            ..Table::new(Game::default(), None)
        }
    }
}

impl Table {
    /// A table for `game` with the time control `controls` (both clocks stopped until the first move).
    pub fn new(game: Game, controls: Option<Controls>) -> Table {
        let turn = game.position().turn();
        Table {
            clock: controls
                .as_ref()
                .map(|c| Clock::from_controls(c).starting_with(side(turn))),
            game,
            controls,
            names: ByColor::default(),
            event_tags: EventTags::default(),
            settings: Settings::default(),
            touched: None,
            claim_pending: None,
            added: Vec::new(),
            imported: None,
            question: None,
            revision: 0,
            line: Line::default(),
            adjourned: None,
            presets: false,
        }
    }

    /// Whether the time controls are offered now ([`Snapshot::presets`]).
    fn snapshot_presets(&self) -> bool {
        self.presets
            && self.game.moves().is_empty()
            && self.line.played.is_empty()
            && !self.game.is_over()
            && self.adjourned.is_none()
            && !self.settings.clock_only
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The clock, if the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The time control of this game (and of a rematch).
    pub fn controls(&self) -> Option<&Controls> {
        self.controls.as_ref()
    }

    /// The players' names (empty: not given).
    pub fn names(&self) -> &ByColor<String> {
        &self.names
    }

    /// The event, round and board of the game (empty: not given).
    pub fn event_tags(&self) -> &EventTags {
        &self.event_tags
    }

    /// The settings.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// What an imported game brought, while the game on the board is that game or continues it.
    pub fn imported(&self) -> Option<&Imported> {
        self.imported.as_ref()
    }

    /// The game still has exactly the imported moves (none played or taken back since).
    pub fn imported_unchanged(&self) -> bool {
        self.imported
            .as_ref()
            .is_some_and(|i| i.plies == self.game.moves().len())
    }

    /// Counts every change; a saved record with a higher revision is newer.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The piece that must move (touch-move), if one was touched this turn.
    pub fn touched(&self) -> Option<Square> {
        self.touched
    }

    /// The colour that announced a draw claim for its next move.
    pub fn claim_pending(&self) -> Option<Color> {
        self.claim_pending
    }

    /// The undo stack of time added, oldest first.
    pub fn added(&self) -> &[Added] {
        &self.added
    }

    /// Pieces may be moved: the game goes on and the clock is not paused.
    pub fn live(&self) -> bool {
        !self.game.is_over() && !self.paused() && self.adjourned.is_none()
    }

    /// The clock is paused (6.13).
    pub fn paused(&self) -> bool {
        self.clock
            .as_ref()
            .is_some_and(|c| c.phase() == Phase::Paused)
            && !self.game.is_over()
    }

    /// The table as the views show it.
    pub fn snapshot(&self) -> Snapshot {
        let g = &self.game;
        let board = self.board();
        let turn = self.to_play();
        let commands = ByColor::new_with(|c| self.commands(c));
        Snapshot {
            position: board.to_position().unwrap_or_else(|| g.position().clone()),
            turn,
            outcome: g.outcome(),
            ruling: self.ruling(),
            result: g.result_str(),
            rules: g.rules(),
            offer: self.offer(),
            claim_pending: self.claim_pending,
            touched: self.touched,
            can_offer: ByColor::new_with(|c| commands.get(c).offer_draw),
            can_claim: ByColor::new_with(|c| commands.get(c).claim_draw),
            can_takeback: self.can_take_back(),
            clocked: self.clock.is_some(),
            phase: self.clock.as_ref().map(Clock::phase),
            clock_running: !g.is_over()
                && self
                    .clock
                    .as_ref()
                    .is_some_and(|c| c.phase() == Phase::Running),
            undo_add: self.added.last().copied(),
            live: self.live(),
            question: self.question.as_ref().map(|q| q.ask),
            clock_only: self.settings.clock_only,
            plies: g.moves().len() + self.line.played.len(),
            board,
            can_claim_illegal: ByColor::new_with(|c| commands.get(c).claim_illegal),
            flags_claimed: self.flags_claimed(),
            time_class: self.time_class(),
            adjourned: self.adjourned.as_ref().map(|a| a.envelope),
            illegal_counts: self.line.counts,
            commands,
            paused: self.paused(),
            clock_control: self.clock_control(),
            aids: aids::Aids::of(g.rules()),
            presets: self.snapshot_presets(),
            can_undo_press: self.settings.clock_only
                && !g.is_over()
                && self.clock.as_ref().is_some_and(|c| !c.history().is_empty()),
        }
    }

    /// The clock control that applies now.
    fn clock_control(&self) -> Option<ClockControl> {
        if self.game.is_over() || self.adjourned.is_some() {
            return None;
        }
        match self.clock.as_ref()?.phase() {
            Phase::Idle => Some(ClockControl::Start),
            Phase::Running => Some(ClockControl::Pause),
            Phase::Paused => Some(ClockControl::Resume),
        }
    }

    /// A move may be taken back now: casual play, a move to take back, the game going on.
    fn can_take_back(&self) -> bool {
        let g = &self.game;
        aids::Aids::of(g.rules()).takeback
            && !g.moves().is_empty()
            && !g.is_over()
            && !self.paused()
    }

    /// The commands `c` has now.
    fn commands(&self, c: Color) -> Commands {
        let over = self.game.is_over();
        let adjourned = self.adjourned.is_some();
        let turn = self.board().turn;
        let claim_draw = self.game.rules().claims_draws()
            && self.line.played.is_empty()
            && !over
            && !adjourned
            && c == turn
            && self.claim_pending.is_none()
            && !self.game.claimable().is_empty();
        let offer_draw = !over
            && !adjourned
            && if self.line.played.is_empty() {
                self.game.can_offer_draw(c)
            } else {
                turn == c.other() && self.line.offer.is_none()
            };
        Commands {
            offer_draw,
            answer_offer: !over && self.offer() == Some(c.other()),
            claim_draw,
            claim_illegal: self.can_claim_illegal(c),
            // Offered whenever flags are claimed (A4d), fallen or not: the table judges the claim.
            claim_flag: !over && self.flags_claimed(),
            add_time: !over && !adjourned && self.clock.is_some(),
            undo_add_time: !over && self.added.last().is_some_and(|a| a.to == c),
            resign: !over && !self.settings.clock_only,
            takeback: self.can_take_back() && !adjourned && !self.settings.clock_only,
        }
    }

    /// The time `color`'s clock shows at `now_ms` (`None` without a clock).
    pub fn remaining(&self, color: Color, now_ms: u64) -> Option<u64> {
        self.clock
            .as_ref()
            .map(|c| c.remaining(side(color), now_ms))
    }

    /// The instant the page should next look at the flags: the running side's flag time.
    pub fn next_flag_check(&self) -> Option<u64> {
        if self.game.is_over() {
            return None;
        }
        let c = self.clock.as_ref()?;
        let running = c.running()?;
        // A claimed flag (A4d) is looked at once: then the game waits for the claim.
        if self.flags_claimed() && c.flag_recorded(running) {
            return None;
        }
        c.flag_time(running)
    }

    /// Applies an intent that happened at `now_ms`.
    ///
    /// # Errors
    /// A [`Refusal`] saying why; the table is then unchanged, except that a flag that fell before
    /// `now_ms` has been settled first (its [`Event::GameOver`] is lost to this call, but the
    /// snapshot shows it; use [`Intent::CheckFlags`] from a timer to get it as an event).
    pub fn apply(&mut self, intent: Intent, now_ms: u64) -> Result<Vec<Event>, Refusal> {
        let mut events = Vec::new();
        let rules = intent.rules();
        if rules.settles_flags {
            self.settle_flags(now_ms, &mut events);
            // Both flags down before the last period (6.12a) is no ending: the intent goes on.
            if self.game.is_over() && !events.is_empty() {
                if let Some(q) = self.question.take() {
                    events.push(Event::QuestionClosed(q.ask));
                }
                self.settle(now_ms, &mut events);
                self.revision += 1;
                if intent != Intent::CheckFlags {
                    return Err(Refusal::GameOver);
                }
                return Ok(events);
            }
        }
        // Quiet intents never end the game, nor announce an ending again; play going on closes an
        // open question, which was about the game as it stood.
        let (quiet, lapses) = (rules.quiet, rules.lapses_question);
        let before = self.clone();
        let was_over = self.game.is_over();
        match self.procedure(intent, now_ms, &mut events) {
            Ok(()) => {
                // The game ending closes what was asked about it; a question put after the end stays.
                let ended = !was_over && self.game.is_over();
                if (lapses && !events.is_empty()) || ended {
                    if let Some(q) = self.question.take() {
                        events.push(Event::QuestionClosed(q.ask));
                    }
                }
                if !quiet {
                    self.settle(now_ms, &mut events);
                }
                if !events.is_empty() {
                    self.revision += 1;
                }
                Ok(events)
            }
            Err(r) => {
                *self = before;
                Err(r)
            }
        }
    }

    /// A new game at this table: the settings, the event, round and board (a new game at the same
    /// event, kept until changed) and the revision count stay, the rest starts afresh.
    fn start_new(
        &mut self,
        game: Game,
        controls: Option<Controls>,
        names: ByColor<String>,
        events: &mut Vec<Event>,
    ) {
        let settings = self.settings;
        let event_tags = std::mem::take(&mut self.event_tags);
        *self = Table {
            revision: self.revision,
            ..Table::new(game, controls)
        };
        self.names = names;
        self.event_tags = event_tags;
        self.settings = settings;
        events.push(Event::NewGame);
    }

    /// The end of the game stops the clock; nothing else does it. Called after every procedure.
    fn settle(&mut self, now_ms: u64, events: &mut Vec<Event>) {
        if !self.game.is_over() {
            return;
        }
        self.claim_pending = None;
        self.touched = None;
        self.adjourned = None;
        self.line.replace = None;
        self.line.offer = None;
        if let Some(c) = self.clock.as_mut() {
            c.pause(now_ms);
        }
        if let Some(o) = self.game.outcome() {
            // A game loaded already finished did not end here: no ending to announce.
            if !events
                .iter()
                .any(|e| matches!(e, Event::GameOver(_) | Event::Loaded))
            {
                events.push(Event::GameOver(o));
            }
        }
    }

    /// A flag that fell while the clock ran ends the game (6.10), or both flags (6.12).
    fn settle_flags(&mut self, now_ms: u64, events: &mut Vec<Event>) {
        if self.game.is_over() {
            return;
        }
        let Some(c) = self.clock.as_ref() else {
            return;
        };
        if self.flags_claimed() {
            // A4d: a fallen flag ends the game only when claimed; two fallen flags are a draw.
            if c.both_flags(now_ms).is_some() {
                self.end(Outcome::draw(Reason::TimeoutInsufficientMaterial), events);
            } else if let Some(k) = self.clock.as_mut() {
                // Recorded, so that the page's flag timer stops asking (next_flag_check).
                k.note_flags(now_ms);
            }
            return;
        }
        if !self.line.played.is_empty() {
            // The board is the line's: 6.10 asks whether the opponent can mate on it.
            if let Some(fell) = c.running().filter(|&s| c.flag_fell(s, now_ms).is_some()) {
                let winner = color(fell).other();
                let o = Outcome::win_unless_no_mate(&self.board().board, winner, Reason::Timeout);
                self.end(o, events);
                return;
            }
        }
        if let Some(both) = c.both_flags(now_ms) {
            match both.rule {
                BothFlagsRule::Draw => {
                    // 6.12b: in the last period, drawn. Recorded as a flag fall that no one can win.
                    self.end(Outcome::draw(Reason::TimeoutInsufficientMaterial), events);
                }
                BothFlagsRule::Continue => {
                    if !events.contains(&Event::BothFlagsContinue) {
                        events.push(Event::BothFlagsContinue);
                    }
                }
            }
            return;
        }
        if let Some(fell) = c.running().filter(|&s| c.flag_fell(s, now_ms).is_some()) {
            if let Ok(o) = self.game.flag(color(fell)) {
                events.push(Event::GameOver(o));
            }
        }
    }

    fn end(&mut self, outcome: Outcome, events: &mut Vec<Event>) {
        self.game.restore_outcome(outcome);
        events.push(Event::GameOver(outcome));
    }

    fn procedure(
        &mut self,
        intent: Intent,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let rules = intent.rules();
        if self.adjourned.is_some() && !rules.while_adjourned {
            // F4, F6: while adjourned a draw may be agreed or a player resign; nothing is played.
            return Err(Refusal::Adjourned);
        }
        if self.game.is_over() && !rules.after_end {
            // Nothing changes a finished game but a new game, a rematch or a loaded one.
            return Err(Refusal::GameOver);
        }
        if !self.line.played.is_empty()
            && matches!(
                intent,
                Intent::OfferDraw(_) | Intent::AcceptDraw(_) | Intent::DeclineDraw(_)
            )
        {
            return self.line_offer(&intent, events);
        }
        match intent {
            Intent::Play(m) => self.play(m, now_ms, events),
            Intent::Touch(sq) => self.touch(sq, events),
            Intent::StartClock => {
                self.playing()?;
                let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                if !c.start(now_ms) {
                    return Err(Refusal::AlreadyStarted);
                }
                events.push(Event::ClockStarted(color(c.turn())));
                Ok(())
            }
            Intent::OfferDraw(c) => {
                self.playing()?;
                self.game.offer_draw(c)?;
                events.push(Event::DrawOffered(c));
                Ok(())
            }
            Intent::AcceptDraw(c) => {
                self.game.accept_draw(c)?;
                Ok(())
            }
            Intent::DeclineDraw(c) => {
                self.game.decline_draw(c)?;
                events.push(Event::DrawDeclined(c.other()));
                Ok(())
            }
            Intent::ClaimDraw(c) => {
                if !self.line.played.is_empty() {
                    return Err(Refusal::ClaimNotValid);
                }
                self.claim(c, events)
            }
            Intent::Resign(c) => {
                self.game.resign(c)?;
                Ok(())
            }
            Intent::Takeback => self.takeback(now_ms, events),
            Intent::Pause => {
                let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                if !c.pause(now_ms) {
                    return Err(Refusal::NotRunning);
                }
                events.push(Event::Paused);
                Ok(())
            }
            Intent::Resume => {
                if self.adjourned.is_some() {
                    return Err(Refusal::Adjourned);
                }
                let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                if !c.resume(now_ms) {
                    return Err(Refusal::NotPaused);
                }
                events.push(Event::Resumed);
                Ok(())
            }
            Intent::AddTime { to, ms } => {
                if !(1000..=3_600_000).contains(&ms) || ms % 1000 != 0 {
                    return Err(Refusal::BadAmount);
                }
                let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                c.add_time(side(to), ms as i64, now_ms);
                let a = Added { to, ms };
                self.added.push(a);
                events.push(Event::TimeAdded(a));
                Ok(())
            }
            Intent::UndoAddTime => {
                let a = self.added.pop().ok_or(Refusal::NothingToUndo)?;
                let c = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                c.add_time(side(a.to), -(a.ms as i64), now_ms);
                events.push(Event::TimeAddUndone(a));
                Ok(())
            }
            Intent::CheckFlags => Ok(()),
            Intent::Ask { ask, then } => self.ask(ask, *then, now_ms, events),
            Intent::Confirm(by) => {
                let q = self.question.take().ok_or(Refusal::NoQuestion)?;
                if let (Some(to), Some(by)) = (q.ask.to(), by) {
                    if to != by {
                        return Err(Refusal::NotYours(to));
                    }
                }
                self.procedure(q.then, now_ms, events)
            }
            Intent::Cancel => {
                let q = self.question.take().ok_or(Refusal::NoQuestion)?;
                events.push(Event::QuestionClosed(q.ask));
                Ok(())
            }
            Intent::ProposeTakeback(c) => {
                self.ask(Ask::Takeback(c), Intent::Takeback, now_ms, events)
            }
            Intent::Load(l) => {
                self.load(*l);
                events.push(Event::Loaded);
                Ok(())
            }
            Intent::PressClock(c) => {
                if !self.settings.clock_only {
                    return Err(Refusal::NotClockOnly);
                }
                let clock = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                clock.press(side(c), now_ms).map_err(refusal_of_press)?;
                events.push(Event::ClockPressed(c));
                Ok(())
            }
            Intent::UndoPress => {
                if !self.settings.clock_only {
                    return Err(Refusal::NotClockOnly);
                }
                let clock = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                let r = clock.undo_last(now_ms).ok_or(Refusal::NothingToUndo)?;
                events.push(Event::PressUndone(color(r.side)));
                Ok(())
            }
            Intent::CorrectClock {
                white_ms,
                black_ms,
                moves,
            } => {
                if white_ms.max(black_ms) > crate::clock::control::MAX_SECONDS * 1000
                    || moves.is_some_and(|m| m == 0 || m > crate::clock::control::MAX_MOVES)
                {
                    return Err(Refusal::BadAmount);
                }
                let clock = self.clock.as_mut().ok_or(Refusal::NoClock)?;
                if let Some(number) = moves {
                    let turn = clock.turn();
                    clock.set_moves(turn, number - 1, now_ms);
                    let other = if turn == Side::White {
                        number - 1
                    } else {
                        number
                    };
                    clock.set_moves(turn.other(), other, now_ms);
                }
                for (s, target) in [(Side::White, white_ms), (Side::Black, black_ms)] {
                    let delta = i64::try_from(target).unwrap_or(i64::MAX)
                        - clock.remaining_signed(s, now_ms);
                    clock.add_time(s, delta, now_ms);
                }
                events.push(Event::ClockCorrected);
                Ok(())
            }
            Intent::SetName(c, name) => {
                let name: String = name.chars().filter(|ch| !ch.is_control()).collect();
                let name = name.trim().to_string();
                if *self.names.get(c) != name {
                    *self.names.get_mut(c) = name;
                    events.push(Event::NameChanged(c));
                }
                Ok(())
            }
            Intent::SetEventTags(tags) => {
                let tags = tags.cleaned();
                if self.event_tags != tags {
                    self.event_tags = tags;
                    events.push(Event::EventTagsChanged);
                }
                Ok(())
            }
            Intent::Configure(s) => {
                if s.clock_only != self.settings.clock_only {
                    // The clock alone follows a game on a real board: the page's game must be empty, and
                    // leaving the mode starts the clock afresh for the page's board.
                    if !self.game.moves().is_empty() {
                        return Err(Refusal::ClockOnly);
                    }
                    let turn = self.game.position().turn();
                    self.clock = self
                        .controls
                        .as_ref()
                        .map(|c| Clock::from_controls(c).starting_with(side(turn)));
                    self.added.clear();
                }
                if s != self.settings {
                    if !s.touch_move {
                        self.touched = None;
                    }
                    self.settings = s;
                    events.push(Event::Configured);
                }
                Ok(())
            }
            Intent::NewGame {
                start,
                rules,
                controls,
            } => {
                let names = std::mem::take(&mut self.names);
                self.start_new(Game::new(start, rules), controls, names, events);
                Ok(())
            }
            Intent::NewGameNamed {
                start,
                rules,
                controls,
                names,
                tags,
            } => {
                let ByColor { white, black } = names;
                for (c, name) in [(Color::White, white), (Color::Black, black)] {
                    self.procedure(Intent::SetName(c, name), now_ms, events)?;
                }
                self.procedure(Intent::SetEventTags(tags), now_ms, events)?;
                let new = Intent::NewGame {
                    start,
                    rules,
                    controls,
                };
                self.procedure(new, now_ms, events)
            }
            Intent::Fresh => {
                let names = std::mem::take(&mut self.names);
                let (rules, controls) = (self.game.rules(), self.controls.clone());
                self.start_new(Game::new(Position::new(), rules), controls, names, events);
                self.presets = true;
                Ok(())
            }
            Intent::Rematch => {
                if !self.game.is_over() {
                    return Err(Refusal::NotOver);
                }
                // Same start, rule set and time control; the players change colours.
                let names = ByColor {
                    white: std::mem::take(&mut self.names.black),
                    black: std::mem::take(&mut self.names.white),
                };
                let controls = self.controls.take().map(|c| Controls {
                    white: c.black,
                    black: c.white,
                });
                let game = Game::new(self.game.start().clone(), self.game.rules());
                self.start_new(game, controls, names, events);
                Ok(())
            }
            Intent::ClaimIllegal(c) => self.claim_illegal(c, now_ms, events),
            Intent::ClaimFlag(c) => self.claim_flag(c, now_ms, events),
            Intent::Adjourn { sealed } => self.adjourn(sealed, now_ms, events),
            Intent::ResumeAdjourned => self.resume_adjourned(now_ms, events),
            Intent::SetResumeDate(date) => self.set_resume_date(date, events),
        }
    }

    /// The game goes on, is not adjourned, and the clock is not paused. (A finished game never gets
    /// here through [`Table::apply`]: `Intent::rules` refuses it first; this holds for any caller.)
    fn playing(&self) -> Result<(), Refusal> {
        if self.game.is_over() {
            return Err(Refusal::GameOver);
        }
        if self.adjourned.is_some() {
            return Err(Refusal::Adjourned);
        }
        if self.paused() {
            return Err(Refusal::Paused);
        }
        Ok(())
    }

    fn touch(&mut self, sq: Square, events: &mut Vec<Event>) -> Result<(), Refusal> {
        self.playing()?;
        let board = self.board();
        if board.board.color_at(sq) != Some(board.turn) {
            return Err(Refusal::NotYourTurn(board.turn));
        }
        if !self.settings.touch_move || self.touched.is_some() {
            return Ok(());
        }
        // Only a piece that can move binds (4.3 with 4.5: a piece that cannot be moved frees the player).
        if !self.movable(sq) {
            return Ok(());
        }
        self.touched = Some(sq);
        events.push(Event::Touched(sq));
        Ok(())
    }

    /// Touch-move binds every way of moving (pointer, keyboard, typed SAN).
    fn check_touch(&self, m: Move) -> Result<(), Refusal> {
        if !self.settings.touch_move {
            return Ok(());
        }
        let Some(touched) = self.touched else {
            return Ok(());
        };
        if let Move::Castle { rook, .. } = m {
            if rook == touched {
                return Err(Refusal::RookFirst { rook });
            }
        }
        if m.from() != touched {
            return Err(Refusal::TouchMove {
                touched,
                tried: m.from(),
            });
        }
        Ok(())
    }

    fn play(&mut self, m: Move, now_ms: u64, events: &mut Vec<Event>) -> Result<(), Refusal> {
        self.playing()?;
        if self.settings.clock_only {
            return Err(Refusal::ClockOnly);
        }
        let tournament = self.game.rules() == RuleSet::Tournament;
        if tournament && self.play_tournament(m, now_ms, events).map_err(at_board)? {
            return Ok(());
        }
        let pos = self.game.position().clone();
        let mover = pos.turn();
        let next = pos.play(m).map_err(|_| Refusal::IllegalMove(m))?;
        self.check_touch(m)
            .map_err(|r| if tournament { at_board(r) } else { r })?;
        let offer = self.game.pending_offer();
        let claim = self.claim_pending.take();
        if claim.is_some() && !self.game.claims_with(m).is_empty() {
            self.game.claim_draw_with(m)?;
        } else {
            self.game.play(m)?;
            if let Some(c) = claim {
                events.push(Event::ClaimLapsed(c));
            }
        }
        if let Some(c) = self.clock.as_mut() {
            let started = c.phase() == Phase::Idle;
            match c.press(side(mover), now_ms) {
                Ok(_) => {
                    if started {
                        events.push(Event::ClockStarted(mover.other()));
                    }
                }
                // The clock follows the board: a clock out of step is re-synchronised, never the board refused.
                Err(e) => return Err(refusal_of_press(e)),
            }
        }
        if offer == Some(mover.other()) && self.game.pending_offer().is_none() {
            events.insert(0, Event::DrawDeclined(mover.other()));
        }
        self.touched = None;
        self.line.replace = None;
        events.insert(
            0,
            Event::Moved {
                mv: m,
                by: mover,
                capture: m.is_capture(),
                check: next.is_check(),
            },
        );
        Ok(())
    }

    fn claim(&mut self, c: Color, events: &mut Vec<Event>) -> Result<(), Refusal> {
        self.playing()?;
        let turn = self.game.position().turn();
        if c != turn {
            return Err(Refusal::NotYourTurn(turn));
        }
        if self.claim_pending.is_some() {
            return Err(Refusal::ClaimPending);
        }
        if !self.game.claims_now().is_empty() {
            self.game.claim_draw()?;
            return Ok(());
        }
        if self.game.claimable().is_empty() {
            return Err(Refusal::ClaimNotValid);
        }
        self.claim_pending = Some(c);
        events.push(Event::ClaimAnnounced(c));
        Ok(())
    }

    fn takeback(&mut self, now_ms: u64, events: &mut Vec<Event>) -> Result<(), Refusal> {
        if self.game.rules() != RuleSet::Casual {
            return Err(Refusal::TakebackNotAllowed);
        }
        if self.paused() {
            return Err(Refusal::Paused);
        }
        // A clock that started after this move (a loaded game played on) cannot give its time back;
        // one still stopped simply waits for the other side.
        if let Some(c) = self.clock.as_ref() {
            if c.history().is_empty() && c.phase() != Phase::Idle && !self.game.moves().is_empty() {
                return Err(Refusal::NothingToTakeBack);
            }
        }
        let m = self.game.takeback()?;
        let turn = self.game.position().turn();
        if let Some(c) = self.clock.as_mut() {
            if c.undo_last(now_ms).is_none() {
                *c = c.clone().starting_with(side(turn));
            }
        }
        if let Some(i) = self.imported.as_mut() {
            i.plies = i.plies.min(self.game.moves().len());
            // What the import said about the move taken back no longer belongs to the game.
            i.comments.truncate(i.plies);
            i.clocks.truncate(i.plies);
        }
        self.touched = None;
        self.claim_pending = None;
        events.push(Event::TakenBack(m));
        Ok(())
    }

    /// Opens a question whose yes applies `then`; refused if `then` could not be applied now.
    fn ask(
        &mut self,
        ask: Ask,
        then: Intent,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if self.question.is_some() {
            return Err(Refusal::QuestionOpen);
        }
        // Ask only what a yes could do: the same procedure, tried on a copy.
        let mut probe = self.clone();
        probe.procedure(then.clone(), now_ms, &mut Vec::new())?;
        self.question = Some(Box::new(Question { ask, then }));
        events.push(Event::Asked(ask));
        Ok(())
    }

    fn load(&mut self, l: Loaded) {
        let settings = Settings {
            clock_only: false,
            ..self.settings
        };
        *self = Table {
            revision: self.revision,
            ..Table::new(l.game, l.controls)
        };
        self.line = l.line;
        if !self.line.played.is_empty() {
            // The line's board decides who moves next, not the legal record's.
            let turn = self.turn();
            self.clock = self
                .controls
                .as_ref()
                .map(|c| Clock::from_controls(c).starting_with(side(turn)));
        }
        self.names = l.names;
        self.settings = settings;
        let mut imported = l.imported;
        // The loaded game's own event, round and board, never the previous game's.
        self.event_tags = EventTags::take_from(&mut imported.tags);
        self.imported = Some(imported);
    }

    /// Replaces the game with a loaded one (its moves already played), keeping the table's settings;
    /// with `controls`, play goes on with a new clock, stopped until the next move.
    pub fn import(
        &mut self,
        game: Game,
        names: ByColor<String>,
        imported: Imported,
        controls: Option<Controls>,
    ) {
        self.load(Loaded {
            game,
            names,
            imported,
            controls,
            line: Line::default(),
        });
        self.revision += 1;
    }

    /// Sets the settings of a table being read back (a migration), without counting a change.
    pub fn configure_saved(&mut self, settings: Settings) {
        self.settings = settings;
    }

    /// The claims the player to move has now or with a move (for the views' wording).
    pub fn claimable(&self) -> Vec<Claim> {
        self.game.claimable()
    }
}

fn refusal_of_press(e: crate::clock::PressError) -> Refusal {
    match e {
        crate::clock::PressError::Paused => Refusal::Paused,
        crate::clock::PressError::NotToMove { to_move } => Refusal::NotYourTurn(color(to_move)),
    }
}

/// A touch-move refusal as tournament practice says it: the touched piece must move, nothing on
/// castling's or the piece's legal moves (#15.1).
fn at_board(r: Refusal) -> Refusal {
    match r {
        Refusal::TouchMove { touched, .. } | Refusal::RookFirst { rook: touched } => {
            Refusal::Touched { touched }
        }
        r => r,
    }
}
