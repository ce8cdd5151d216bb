//! Adjourned games (Appendix F): the envelope, the sealed move and resuming.

use crate::rules::{ByColor, Color, Lang, Move, Outcome, Position, Reason};
use crate::table::{Event, Refusal, Table};

/// The envelope of an adjourned game (Appendix F2); the names and the position are the table's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Envelope {
    /// Who sealed the move (the player on move).
    pub sealer: Color,
    /// The number of the move sealed.
    pub move_number: u32,
    /// Each player's time at the seal (`None` without a clock).
    pub times: Option<ByColor<u64>>,
    /// The draw offer pending at the seal.
    pub offer: Option<Color>,
}

/// An adjourned game: the envelope and the sealed move, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjourned {
    /// The envelope.
    pub envelope: Envelope,
    /// The sealed move, as the player wrote it; revealed only on resuming.
    pub sealed: String,
    /// When the game resumes (F2g): `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, or empty while not set.
    pub resume_at: String,
}

/// `text` is a date `YYYY-MM-DD`, optionally with a time `THH:MM`, as a date field gives it.
pub fn is_resume_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    let date = b.len() >= 10
        && digits(0..4)
        && b[4] == b'-'
        && digits(5..7)
        && b[7] == b'-'
        && digits(8..10);
    let month = text.get(5..7).and_then(|m| m.parse::<u8>().ok());
    let day = text.get(8..10).and_then(|d| d.parse::<u8>().ok());
    let in_range = matches!(month, Some(1..=12)) && matches!(day, Some(1..=31));
    match b.len() {
        10 => date && in_range,
        16 => {
            let hour = text.get(11..13).and_then(|h| h.parse::<u8>().ok());
            let minute = text.get(14..16).and_then(|m| m.parse::<u8>().ok());
            date && in_range
                && b[10] == b'T'
                && digits(11..13)
                && b[13] == b':'
                && digits(14..16)
                && matches!(hour, Some(0..=23))
                && matches!(minute, Some(0..=59))
        }
        _ => false,
    }
}

/// Resolves a sealed move written in SAN in either language (Appendix F8: ambiguous or unreadable
/// loses). A text read differently in Spanish and in English is ambiguous.
pub fn resolve_sealed(pos: &Position, text: &str) -> Option<Move> {
    let es = crate::rules::san::resolve(pos, text, Lang::Es).ok();
    let en = crate::rules::san::resolve(pos, text, Lang::En).ok();
    match (es, en) {
        (Some(a), Some(b)) if a == b => Some(a),
        (Some(_), Some(_)) => None,
        (a, b) => a.or(b),
    }
}

impl Table {
    /// The adjourned game's envelope and sealed move, if the game is adjourned.
    pub fn adjourned(&self) -> Option<&Adjourned> {
        self.adjourned.as_ref()
    }

    /// The player on move seals `sealed` (Appendix F1): the clocks stop with the sealer's time
    /// charged; nothing is checked until the game resumes.
    pub(in crate::table) fn adjourn(
        &mut self,
        sealed: String,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let sealed: String = sealed.chars().filter(|ch| !ch.is_control()).collect();
        let sealed = sealed.trim().to_string();
        if sealed.is_empty() || !self.line.played.is_empty() {
            return Err(Refusal::CannotAdjourn);
        }
        if let Some(k) = self.clock.as_mut() {
            k.pause(now_ms);
        }
        let pos = self.game.position();
        let sealer = pos.turn();
        let times = self.clock.as_ref().map(|k| ByColor {
            white: k.remaining(crate::clock::Side::White, now_ms),
            black: k.remaining(crate::clock::Side::Black, now_ms),
        });
        self.adjourned = Some(Adjourned {
            envelope: Envelope {
                sealer,
                move_number: pos.fullmoves(),
                times,
                offer: self.game.pending_offer(),
            },
            sealed,
            resume_at: String::new(),
        });
        events.push(Event::Adjourned(sealer));
        Ok(())
    }

    /// Sets the date the adjourned game resumes (F2g); an empty text clears it.
    pub(in crate::table) fn set_resume_date(
        &mut self,
        date: String,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let date = date.trim();
        if !date.is_empty() && !is_resume_date(date) {
            return Err(Refusal::NotADate);
        }
        let a = self.adjourned.as_mut().ok_or(Refusal::NotAdjourned)?;
        a.resume_at = date.to_string();
        events.push(Event::Configured);
        Ok(())
    }

    /// The game resumes (F5, F9a): the sealed move is revealed and played, the opponent's clock
    /// starts; a sealed move that is ambiguous, unreadable or illegal loses (F8), or draws when the
    /// opponent cannot mate (6.10, 9.6).
    pub(in crate::table) fn resume_adjourned(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let a = self.adjourned.take().ok_or(Refusal::NotAdjourned)?;
        if let Some(k) = self.clock.as_mut() {
            k.resume(now_ms);
        }
        let pos = self.game.position().clone();
        let sealer = a.envelope.sealer;
        let mv = resolve_sealed(&pos, &a.sealed);
        events.push(Event::SealedMoveRevealed {
            sealed: a.sealed.clone(),
            mv,
        });
        let played = match mv {
            Some(m) => {
                let mut more = Vec::new();
                let before = self.clone();
                match self.play(m, now_ms, &mut more) {
                    Ok(()) => {
                        events.extend(more);
                        true
                    }
                    Err(_) => {
                        *self = before;
                        false
                    }
                }
            }
            None => false,
        };
        if !played {
            let o = Outcome::win_unless_no_mate(pos.board(), sealer.other(), Reason::SealedMove);
            self.end(o, events);
        }
        Ok(())
    }
}
