//! What each [`Intent`] is, declared once: who may send it, whether it changes the game record,
//! whether it asks first, whether it is heard once the game is over or while it is adjourned, and
//! how it stands to a flag and to an open question.
//!
//! [`Intent::rules`] is one exhaustive `match`: a new intent does not compile until each of these
//! is decided for it, and [`super::Table::apply`] reads them instead of keeping lists of its own.

use super::{Ask, Intent};
use crate::rules::Color;

/// Who may send an intent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sender {
    /// The player on move (a move, a touch, sealing a move).
    OnMove,
    /// This player, named in the intent.
    Player(Color),
    /// Either player, or the page itself (a setting, the flag timer, a new game).
    Anyone,
}

/// The properties of one intent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntentRules {
    /// Who may send it.
    pub sender: Sender,
    /// It may change the game record (moves, result, times on the scoresheet).
    pub changes_record: bool,
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
    const fn play(sender: Sender) -> IntentRules {
        IntentRules {
            sender,
            changes_record: true,
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
    const fn quiet(changes_record: bool, settles_flags: bool) -> IntentRules {
        IntentRules {
            sender: Sender::Anyone,
            changes_record,
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
            sender: Sender::Anyone,
            changes_record: true,
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
    const fn question(sender: Sender) -> IntentRules {
        IntentRules {
            sender,
            changes_record: false,
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
    /// This intent's properties: the one place where each intent is decided.
    pub fn rules(&self) -> IntentRules {
        use IntentRules as R;
        use Sender::{Anyone, OnMove, Player};
        match self {
            Intent::Play(_) | Intent::Touch(_) => R::play(OnMove),
            Intent::StartClock | Intent::Pause | Intent::Resume => R {
                changes_record: false,
                ..R::play(Anyone)
            },
            Intent::OfferDraw(c) => R {
                changes_record: false,
                ..R::play(Player(*c))
            },
            // F4: a draw may be agreed while the game is adjourned.
            Intent::AcceptDraw(c) | Intent::DeclineDraw(c) => R {
                while_adjourned: true,
                ..R::play(Player(*c))
            },
            Intent::ClaimDraw(c) | Intent::ClaimIllegal(c) | Intent::ClaimFlag(c) => {
                R::play(Player(*c))
            }
            // F6: a player may resign while the game is adjourned; the page asks first (5.1b).
            Intent::Resign(c) => R {
                asks: Some(Ask::Resign(*c)),
                while_adjourned: true,
                ..R::play(Player(*c))
            },
            Intent::Takeback => R::play(Anyone),
            Intent::ProposeTakeback(c) => R {
                asks: Some(Ask::Takeback(*c)),
                after_end: false,
                while_adjourned: false,
                ..R::question(Player(*c))
            },
            Intent::AddTime { .. }
            | Intent::UndoAddTime
            | Intent::CorrectClock { .. }
            | Intent::PressClock(_)
            | Intent::UndoPress => R::play(Anyone),
            Intent::Ask { then, .. } => R {
                after_end: then.rules().after_end,
                while_adjourned: then.rules().while_adjourned,
                ..R::question(Anyone)
            },
            Intent::Confirm(by) => R::question(by.map_or(Anyone, Player)),
            Intent::Cancel => R::question(Anyone),
            // The flag timer exists to settle flags; a name, the event or a setting leaves them to the next act.
            Intent::CheckFlags => R::quiet(false, true),
            Intent::SetName(..) | Intent::SetEventTags(_) => R::quiet(true, false),
            Intent::Configure(_) => R::quiet(false, false),
            Intent::NewGame { .. }
            | Intent::NewGameNamed { .. }
            | Intent::Rematch
            | Intent::Fresh => R::replace(),
            Intent::Load(_) => R {
                settles_flags: true,
                ..R::replace()
            },
            Intent::Adjourn { .. } => R::play(OnMove),
            Intent::ResumeAdjourned | Intent::SetResumeDate(_) => R {
                while_adjourned: true,
                ..R::play(Anyone)
            },
        }
    }
}

impl super::Table {
    /// What the page sends when a player asks for `intent`: the intent itself, or the question
    /// put first — the one its rules name (a resignation, a takeback), or [`Ask::Discard`] when it
    /// would replace a game in progress that has moves.
    pub fn request(&self, intent: Intent) -> Intent {
        let rules = intent.rules();
        let ask = rules.asks.or_else(|| {
            let in_progress =
                !self.game.is_over() && self.game.moves().len() + self.line.played.len() > 0;
            (rules.replaces_game && in_progress).then_some(Ask::Discard)
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
