//! The time class of a game for the Laws: standard, rapid (Appendix A1) or blitz (Appendix B1). It decides
//! how illegal moves and flags are claimed in tournament practice, and the setup form shows it.
//!
//! A1 and B1 (FIDE Laws in force from 1 July 2009) classify a game by the time in which "all the moves"
//! must be made, or by "the time allotted plus 60 times the increment": at least 15 and under 60 minutes
//! is rapid, under 15 blitz, for each player. Read for every kind of control, that is the time a player
//! has for a game of 60 moves ([`TimeControl::estimate_ms`]): the base plus 60 increments; a delay counted
//! as an increment of its length (the most it gives); a control in stages by all the stages those 60
//! moves reach (`20/300:600`, 5 minutes for 20 moves then 10 for the rest, is 15 minutes: rapid); an
//! hourglass by its starting time. With time odds the Laws say nothing: the longer side's time decides.
//! No clock: standard.
//!
//! Later editions of the Laws (2018 on) moved the line between blitz and rapid to "10 minutes or less";
//! under the 2009 text used here, 10+0 is blitz.

use super::control::{Controls, TimeControl};

/// The time class of a game for the Laws: standard, rapid (Appendix A1) or blitz (Appendix B1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeClass {
    /// 60 minutes or more for 60 moves, or no clock: a standard game.
    Standard,
    /// At least 15 and under 60 minutes for 60 moves (A1).
    Rapid,
    /// Under 15 minutes for 60 moves (B1).
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

    /// A1/B1's time of one control: what it gives for a game of 60 moves, in ms.
    pub fn game_ms(tc: &TimeControl) -> u64 {
        tc.estimate_ms(60)
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
    fn stages_count_as_far_as_sixty_moves_reach() {
        // 5 minutes for 20 moves, then 10: all the moves in 15 minutes, rapid (A1), not blitz.
        assert_eq!(of("20/300:600"), TimeClass::Rapid);
        assert_eq!(
            TimeClass::game_ms(&TimeControl::parse("20/300:600").unwrap().unwrap()),
            900_000
        );
        assert_eq!(of("10/600:3000"), TimeClass::Standard);
        assert_eq!(of("40/5400:1800"), TimeClass::Standard);
        assert_eq!(
            TimeClass::of_control(&TimeControl::parse("20/120:300").unwrap().unwrap()),
            TimeClass::Blitz
        );
    }
}
