//! Questions put before an intent (a resignation, a game replaced, a takeback the opponent must
//! agree to): one open at a time, confirmed by whom it was put to, or cancelled.

use crate::rules::Color;
use crate::table::{Ask, Event, Intent, Question, Refusal, Table};

impl Table {
    /// Opens a question whose yes applies `then`; refused if `then` could not be applied now.
    pub(in crate::table) fn ask(
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
        self.question = Some(std::sync::Arc::new(Question { ask, then }));
        events.push(Event::Asked(ask));
        Ok(())
    }

    /// The open question is answered yes, by `by` when it was put to a player: its intent applies.
    pub(in crate::table) fn confirm(
        &mut self,
        by: Option<Color>,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let q = self.question.take().ok_or(Refusal::NoQuestion)?;
        if let (Some(to), Some(by)) = (q.ask.to(), by) {
            if to != by {
                return Err(Refusal::NotYours(to));
            }
        }
        // The one owner of the question but for a copy `apply_with` keeps of the table until the intent is heard.
        self.procedure(std::sync::Arc::unwrap_or_clone(q).then, now_ms, events)
    }

    /// The open question is answered no, or withdrawn.
    pub(in crate::table) fn cancel(&mut self, events: &mut Vec<Event>) -> Result<(), Refusal> {
        let q = self.question.take().ok_or(Refusal::NoQuestion)?;
        events.push(Event::QuestionClosed(q.ask));
        Ok(())
    }
}
