//! The time class of a game for the Laws: standard, rapid (Appendix A1) or blitz (Appendix B1). It decides
//! how illegal moves and flags are claimed in tournament practice, and the setup form shows it.
//!
//! A1 and B1 (FIDE Laws in force from 1 July 2009): at least 15 and under 60 minutes for each player is
//! rapid, under 15 blitz, counting the time allotted plus 60 times the increment. As the project's contract
//! (Contract 2) reads them for every kind of control: a delay counts as an increment of its length; a
//! control in stages is classed by its first stage (`20/300:600` is blitz); an hourglass by its starting
//! time; with time odds the longer side's time decides; no clock is standard.
//!
//! Later editions of the Laws (2018 on) moved the line between blitz and rapid to "10 minutes or less";
//! under the 2009 text used here, 10+0 is blitz.

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
    /// The class of a game with `controls` (`None`: no clock, standard), by the longer side's time.
    pub fn of(controls: Option<&Controls>) -> TimeClass {
        let Some(c) = controls else {
            return TimeClass::Standard;
        };
        TimeClass::of_ms(Self::game_ms(&c.white).max(Self::game_ms(&c.black)))
    }

    /// The class of one player's control.
    pub fn of_control(tc: &TimeControl) -> TimeClass {
        TimeClass::of_ms(Self::game_ms(tc))
    }

    /// A1/B1's time of one control: its first stage's time + 60 × its bonus (an hourglass: its
    /// starting time), in ms.
    pub fn game_ms(tc: &TimeControl) -> u64 {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn of(text: &str) -> TimeClass {
        TimeClass::of(Some(&Controls::parse(text).unwrap().unwrap()))
    }

    #[test]
    fn boundaries_of_the_2009_laws() {
        assert_eq!(of("899"), TimeClass::Blitz);
        assert_eq!(of("900"), TimeClass::Rapid);
        assert_eq!(of("600"), TimeClass::Blitz); // 10+0
        assert_eq!(of("600+5"), TimeClass::Rapid); // 10 min + 60 × 5 s = 15 min: "al menos 15"
        assert_eq!(of("600+4.999"), TimeClass::Blitz);
        assert_eq!(of("3599"), TimeClass::Rapid);
        assert_eq!(of("3600"), TimeClass::Standard);
        assert_eq!(of("300d5"), TimeClass::Blitz); // 5 + 5 min
        assert_eq!(of("600d5"), TimeClass::Rapid);
        assert_eq!(of("*600"), TimeClass::Blitz);
        assert_eq!(TimeClass::of(None), TimeClass::Standard);
    }

    #[test]
    fn stages_by_the_first() {
        // Contract 2: a control in stages by its first stage (the later stages do not count).
        assert_eq!(of("20/300:600"), TimeClass::Blitz);
        assert_eq!(
            TimeClass::game_ms(&TimeControl::parse("20/300:600").unwrap().unwrap()),
            300_000
        );
        assert_eq!(of("10/600:3000"), TimeClass::Blitz);
        assert_eq!(of("40/5400:1800"), TimeClass::Standard);
        assert_eq!(of("40/840+1:1800"), TimeClass::Rapid); // 14 min + 60 × 1 s
        assert_eq!(
            TimeClass::of_control(&TimeControl::parse("20/120:300").unwrap().unwrap()),
            TimeClass::Blitz
        );
    }
}
