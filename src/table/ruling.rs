//! The rule that decided how a game ended, as the result line cites it. An ending's reason names its
//! article (`Reason::article`), but some endings are decided by different rules at different time
//! classes: an illegal move ends a blitz game by Appendix B3c (the claim wins), a standard game only at
//! the third claimed illegal move (7.4b), a rapid game the same way once claimed under A4c; a flag in
//! rapid or blitz tournament practice falls when it is claimed (A4d) and loses by 6.10.

use crate::clock::TimeClass;
use crate::game::RuleSet;
use crate::rules::{Outcome, Reason};

use super::Table;

/// The articles cited for an ending: one of the Laws' body ("7.4b"), one of an appendix ("B3c"), or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ruling {
    /// An article of the Laws' body, cited "Art. 7.4b".
    pub article: Option<&'static str>,
    /// An article of an appendix, cited "Apéndice B3c" / "Appendix B3c".
    pub appendix: Option<&'static str>,
}

impl Ruling {
    /// The article the reason names by itself, where nothing else is known (an imported result, a PGN note).
    pub fn of(reason: Reason) -> Ruling {
        Ruling {
            article: Some(reason.article()),
            appendix: None,
        }
    }

    /// The rule that decided `outcome` in a game of `rules` at `class`.
    pub fn decided(outcome: Outcome, rules: RuleSet, class: TimeClass) -> Ruling {
        let (article, appendix) = match (outcome.reason, class) {
            // B3c: in blitz the claim of an illegal move wins (or draws) at once.
            (Reason::IllegalMove, TimeClass::Blitz) => (None, Some("B3c")),
            // 7.4b: the third claimed illegal move loses; in rapid the claim came under A4c.
            (Reason::IllegalMove, TimeClass::Rapid) => (Some("7.4b"), Some("A4c")),
            (Reason::IllegalMove, TimeClass::Standard) => (Some("7.4b"), None),
            // A4d: in rapid and blitz tournament practice a flag has fallen once it is claimed; 6.10 decides.
            (
                Reason::Timeout | Reason::TimeoutInsufficientMaterial,
                TimeClass::Rapid | TimeClass::Blitz,
            ) if rules == RuleSet::Tournament => (Some("6.10"), Some("A4d")),
            (reason, _) => return Ruling::of(reason),
        };
        Ruling { article, appendix }
    }
}

impl Table {
    /// The rule that decided the game's end, `None` while it goes on.
    pub fn ruling(&self) -> Option<Ruling> {
        let o = self.game.outcome()?;
        if o.reason == crate::rules::Reason::QuickplayFinish {
            // Decided on a claim referred to an arbiter where none was present: Appendix D1.
            let referred = self.quickplay.is_some_and(|q| !q.arbiter);
            return Some(Ruling {
                article: Some("10.2"),
                appendix: referred.then_some("D1"),
            });
        }
        Some(Ruling::decided(o, self.game.rules(), self.time_class()))
    }
}
