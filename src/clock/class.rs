//! The time class of a game for the Laws: standard, rapid (Appendix A1) or blitz (Appendix B1). It decides
//! how illegal moves and flags are claimed in tournament practice, and the setup form shows it.

use super::control::{Bonus, Controls, TimeControl};

/// The time class of a game for the Laws: standard, rapid (Appendix A1) or blitz (Appendix B1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeClass {
    /// 60 minutes or more for each player (base + 60 × increment), or no clock.
    Standard,
    /// At least 15 and under 60 minutes (A1).
    Rapid,
    /// Under 15 minutes (B1).
    Blitz,
}

impl TimeClass {
    /// The class of a game with `controls` (`None`: no clock, standard). A1/B1: the time of the first
    /// stage plus 60 times its increment; a delay counts as increment; with time odds the longer
    /// side's time decides.
    pub fn of(controls: Option<&Controls>) -> TimeClass {
        let Some(c) = controls else {
            return TimeClass::Standard;
        };
        TimeClass::of_ms(Self::minutes_ms(&c.white).max(Self::minutes_ms(&c.black)))
    }

    /// A1/B1's time of one control: its first stage's time + 60 × its bonus, in ms.
    pub fn minutes_ms(tc: &TimeControl) -> u64 {
        let Some(first) = tc.stages().first() else {
            return tc.initial_ms();
        };
        let bonus = match first.bonus {
            Bonus::None => 0,
            Bonus::Increment(ms) | Bonus::Delay(ms) | Bonus::Bronstein(ms) => ms,
        };
        first.time_ms.saturating_add(bonus.saturating_mul(60))
    }

    fn of_ms(ms: u64) -> TimeClass {
        const MIN: u64 = 60_000;
        if ms < 15 * MIN {
            TimeClass::Blitz
        } else if ms < 60 * MIN {
            TimeClass::Rapid
        } else {
            TimeClass::Standard
        }
    }

    /// `"standard"`, `"rapid"` or `"blitz"`.
    pub fn as_str(self) -> &'static str {
        match self {
            TimeClass::Standard => "standard",
            TimeClass::Rapid => "rapid",
            TimeClass::Blitz => "blitz",
        }
    }
}
