//! The intents: what a player (or the page) asks of the table ([`Intent`], with the questions it may
//! put first, [`Ask`]), and what each one is, declared once: whether it asks first, whether it
//! replaces the game, whether it is heard once the game is over or while it is adjourned, and how it
//! stands to a flag and to an open question.
//!
//! [`Intent::rules`] is one exhaustive `match`: a new intent does not compile until each of these
//! is decided for it, and [`super::Table::apply`] reads them instead of keeping lists of its own.

use super::demo::DemoAct;
use super::tournament::Line;
use super::{EventTags, Imported, Settings};
use crate::clock::Controls;
use crate::game::{Game, RuleSet};
use crate::rules::{ByColor, Color, Move, Position, Square};

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
    /// "Play from here": a new game from `start` that keeps the table's rule set and time control (the
    /// clock fresh): the teacher's board, a saved position, a pasted FEN, a link with a `fen` alone.
    /// Decided here once, for every view that offers it.
    PlayFrom(Position),
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
        /// Draw odds: the colour a drawn game counts as a win for (Armageddon: Black).
        draw_odds: Option<Color>,
    },
    /// A new game after this one: same time control and rule set, colours (names) swapped.
    Rematch,
    /// The `new` command: a new game from the standard start with this game's rule set and time
    /// control, the time controls offered first ([`Snapshot::presets`](super::Snapshot::presets)) until a move or a choice.
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
    /// Demonstration mode (the teacher's wall board): on, a free move, a piece off, off. Never
    /// touches the game, its clock (but that entering stops a running one) or its record.
    Demo(DemoAct),
    /// An edit of the record under review (a finished or imported game; refused in a game in
    /// progress): a move that starts a variation, a comment, a symbol, a promotion, a deletion,
    /// shapes.
    Review(super::review::ReviewEdit),
    /// The player on move, with less than two minutes in a period played to a finish, claims a draw
    /// (quickplay finish: 10.2 with an arbiter at the table, Appendix D without one).
    ClaimQuickplay(Color),
    /// The arbiter's decision on the quickplay-finish claim (10.2a–c, Appendix D1).
    DecideQuickplay(super::Decision),
    /// Draw odds for the game on the table, before its first move: the colour a drawn game counts as a
    /// win for (`None`: none). A link's `?draws=`.
    SetDrawOdds(Option<Color>),
}

/// What a question asks, for its wording and for whom it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// This colour is about to resign (5.1b): asked to that player.
    Resign(Color),
    /// The game in progress would be replaced (a new game, a link, an import): asked to both.
    Discard,
    /// A record with comments, symbols or variations added would be replaced, and that work with it
    /// ([`Table::loses_work`]): asked to both.
    DiscardNotes,
    /// This colour asks to take back the last move: asked to the opponent, who must agree.
    Takeback(Color),
}

impl Ask {
    /// The player who must answer (`None`: either).
    pub fn to(self) -> Option<Color> {
        match self {
            Ask::Resign(c) => Some(c),
            Ask::Discard | Ask::DiscardNotes => None,
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

/// The properties of one intent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntentRules {
    /// The question the page puts before it, if it asks first whatever the game's state
    /// ([`Ask::Resign`], [`Ask::Takeback`]); a game replaced asks only over a game with moves
    /// (see [`super::Table::request`]).
    pub asks: Option<Ask>,
    /// It replaces the game on the table (asked first over a game in progress with moves).
    pub replaces_game: bool,
    /// It is heard once the game is over. Nothing changes a finished game but a new game, a
    /// rematch, a loaded game, the names, the event, round and board, the settings, and questions
    /// about those.
    pub after_end: bool,
    /// It is heard while the game is adjourned: a draw agreed, a resignation (F4, F6), the
    /// envelope's date, resuming, and what does not touch the game.
    pub while_adjourned: bool,
    /// A flag that fell before it is settled first (6.10): everything that touches the game.
    pub settles_flags: bool,
    /// It never ends the game nor announces an ending again (a name, a setting, the flag timer).
    pub quiet: bool,
    /// Play going on closes an open question about the game as it stood; asking and answering
    /// do not.
    pub lapses_question: bool,
}

impl IntentRules {
    /// Play: heard while the game goes on and is not adjourned, flags settled first.
    const fn play() -> IntentRules {
        IntentRules {
            asks: None,
            replaces_game: false,
            after_end: false,
            while_adjourned: false,
            settles_flags: true,
            quiet: false,
            lapses_question: true,
        }
    }

    /// A setting, a name, the flag timer: heard always, never the end of anything.
    const fn quiet(settles_flags: bool) -> IntentRules {
        IntentRules {
            asks: None,
            replaces_game: false,
            after_end: true,
            while_adjourned: true,
            settles_flags,
            quiet: true,
            lapses_question: false,
        }
    }

    /// A game put in place of the one on the table.
    const fn replace() -> IntentRules {
        IntentRules {
            asks: None,
            replaces_game: true,
            after_end: true,
            while_adjourned: true,
            settles_flags: false,
            quiet: false,
            lapses_question: true,
        }
    }

    /// Putting or answering a question: its own answer decides.
    const fn question() -> IntentRules {
        IntentRules {
            asks: None,
            replaces_game: false,
            after_end: true,
            while_adjourned: true,
            settles_flags: true,
            quiet: false,
            lapses_question: false,
        }
    }
}

impl Intent {
    /// On the play path: a move, a touch, the clock's start and press, the look at the flags ([`Table::PLAY_PATH`]
    /// hears these alone).
    ///
    /// [`Table::PLAY_PATH`]: super::Table::PLAY_PATH
    pub fn is_play(&self) -> bool {
        matches!(
            self,
            Intent::Play(_)
                | Intent::Touch(_)
                | Intent::StartClock
                | Intent::PressClock(_)
                | Intent::CheckFlags
        )
    }

    /// This intent's properties: the one place where each intent is decided.
    pub fn rules(&self) -> IntentRules {
        use IntentRules as R;
        match self {
            Intent::Play(_)
            | Intent::Touch(_)
            | Intent::StartClock
            | Intent::Pause
            | Intent::Resume
            | Intent::OfferDraw(_)
            | Intent::ClaimDraw(_)
            | Intent::ClaimIllegal(_)
            | Intent::ClaimFlag(_)
            | Intent::Takeback
            | Intent::AddTime { .. }
            | Intent::UndoAddTime
            | Intent::CorrectClock { .. }
            | Intent::PressClock(_)
            | Intent::UndoPress
            | Intent::ClaimQuickplay(_)
            | Intent::Adjourn { .. } => R::play(),
            // 10.2b: a postponed claim is decided later in the game or after a flag has fallen.
            Intent::DecideQuickplay(_) => R {
                after_end: true,
                ..R::play()
            },
            // Agreed before play: never the end of anything, heard until the first move.
            Intent::SetDrawOdds(_) => R {
                after_end: false,
                ..R::quiet(false)
            },
            // F4: a draw may be agreed while the game is adjourned.
            Intent::AcceptDraw(_) | Intent::DeclineDraw(_) => R {
                while_adjourned: true,
                ..R::play()
            },
            // F6: a player may resign while the game is adjourned; the page asks first (5.1b).
            Intent::Resign(c) => R {
                asks: Some(Ask::Resign(*c)),
                while_adjourned: true,
                ..R::play()
            },
            Intent::ProposeTakeback(c) => R {
                asks: Some(Ask::Takeback(*c)),
                after_end: false,
                while_adjourned: false,
                ..R::question()
            },
            Intent::Ask { then, .. } => R {
                after_end: then.rules().after_end,
                while_adjourned: then.rules().while_adjourned,
                ..R::question()
            },
            Intent::Confirm(_) | Intent::Cancel => R::question(),
            // The flag timer exists to settle flags; a name, the event or a setting leaves them to the next act.
            Intent::CheckFlags => R::quiet(true),
            Intent::SetName(..) | Intent::SetEventTags(_) | Intent::Configure(_) => R::quiet(false),
            Intent::NewGame { .. }
            | Intent::PlayFrom(_)
            | Intent::NewGameNamed { .. }
            | Intent::Rematch
            | Intent::Fresh => R::replace(),
            Intent::Load(_) => R {
                settles_flags: true,
                ..R::replace()
            },
            Intent::ResumeAdjourned | Intent::SetResumeDate(_) => R {
                while_adjourned: true,
                ..R::play()
            },
            // A demonstration is no play: heard always, never the end of anything; entering it
            // settles a fallen flag first, as it stops the clock.
            Intent::Demo(act) => R::quiet(matches!(act, DemoAct::Start | DemoAct::StartOn(_))),
            // Going over the record never touches the game: heard always (it refuses a game in
            // progress itself), never the end of anything.
            Intent::Review(_) => R::quiet(false),
        }
    }
}

impl super::Table {
    /// What the page sends when a player asks for `intent`: the intent itself, or the question
    /// put first — the one its rules name (a resignation, a takeback), [`Ask::Discard`] when it
    /// would replace a game in progress that has moves, or [`Ask::DiscardNotes`] a record a teacher
    /// annotated ([`super::Table::loses_work`]).
    pub fn request(&self, intent: Intent) -> Intent {
        let rules = intent.rules();
        let ask = rules.asks.or_else(|| {
            let in_progress =
                !self.game.is_over() && self.game.moves().len() + self.line.played.len() > 0;
            let notes = (rules.replaces_game && self.loses_work()).then_some(Ask::DiscardNotes);
            (rules.replaces_game && in_progress)
                .then_some(Ask::Discard)
                .or(notes)
        });
        match ask {
            Some(ask) => Intent::Ask {
                ask,
                then: Box::new(match intent {
                    // The question is the proposal; a yes takes the move back.
                    Intent::ProposeTakeback(_) => Intent::Takeback,
                    other => other,
                }),
            },
            None => intent,
        }
    }
}
