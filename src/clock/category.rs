//! Categories of the Laws (rapid, blitz) and the presets players know, grouped by them.
//!
//! The definitions are those of the FIDE Laws of Chess in force from 1 July 2009 (Spanish text), Appendices A
//! and B:
//! - A1 rapid: "al menos 15 minutos pero menos de 60" for each player, or time + 60 × increment in that range;
//! - B1 blitz: "menor de 15 minutos", or time + 60 × increment under 15 minutes;
//! - anything of 60 minutes or more is a standard ("classical") game, played under the Laws without an appendix.
//!
//! Bullet is not in the Laws: it is the players' name for the fastest blitz, here an estimate under 3 minutes.
//! Later editions of the Laws (2018 on) moved the line between blitz and rapid to "10 minutes or less"; under the
//! 2009 text used here, 10+0 is blitz.

use super::control::TimeControl;
use std::fmt;

/// A game's speed, by the time for 60 moves ([`TimeControl::estimate_ms`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// Under 3 minutes: the players' name for the fastest blitz (not a category of the Laws).
    Bullet,
    /// Under 15 minutes (Laws, Appendix B1).
    Blitz,
    /// At least 15 and under 60 minutes (Laws, Appendix A1).
    Rapid,
    /// 60 minutes or more: a standard game under the Laws' competition rules.
    Classical,
}

impl Category {
    /// All categories, fastest first.
    pub const ALL: [Category; 4] = [
        Category::Bullet,
        Category::Blitz,
        Category::Rapid,
        Category::Classical,
    ];

    /// The category of one player's control, by its time for 60 moves. A delay counts like an increment of the
    /// same length (the Laws of 2009 mention only increments); an hourglass counts its starting time.
    #[must_use]
    pub fn of(tc: &TimeControl) -> Category {
        const MIN: u64 = 60_000;
        match tc.estimate_ms(60) {
            ms if ms < 3 * MIN => Category::Bullet,
            ms if ms < 15 * MIN => Category::Blitz,
            ms if ms < 60 * MIN => Category::Rapid,
            _ => Category::Classical,
        }
    }

    /// The category as the Laws name it: bullet is blitz (Appendix B).
    #[must_use]
    pub fn laws(self) -> Category {
        match self {
            Category::Bullet => Category::Blitz,
            other => other,
        }
    }

    /// `"bullet"`, `"blitz"`, `"rapid"` or `"classical"`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Category::Bullet => "bullet",
            Category::Blitz => "blitz",
            Category::Rapid => "rapid",
            Category::Classical => "classical",
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A time control as players name it, with its category and its `?tc=` text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Preset {
    /// The name players use: minutes + seconds of increment (`"3+2"`).
    pub name: &'static str,
    /// Its category, [`Category::of`] its control.
    pub category: Category,
    /// The control in the `?tc=` / PGN syntax, in seconds (`"180+2"`).
    pub tc: &'static str,
}

impl Preset {
    /// The parsed control (always `Some`: every preset is checked by a test).
    #[must_use]
    pub fn control(&self) -> Option<TimeControl> {
        TimeControl::parse(self.tc).ok().flatten()
    }
}

/// The presets, grouped by category, fastest first. Under the 2009 Laws 10+0 (10 minutes) is blitz.
pub const PRESETS: &[Preset] = &[
    preset("1+0", Category::Bullet, "60"),
    preset("3+0", Category::Blitz, "180"),
    preset("3+2", Category::Blitz, "180+2"),
    preset("5+0", Category::Blitz, "300"),
    preset("5+3", Category::Blitz, "300+3"),
    preset("10+0", Category::Blitz, "600"),
    preset("10+5", Category::Rapid, "600+5"),
    preset("15+10", Category::Rapid, "900+10"),
    preset("25+10", Category::Rapid, "1500+10"),
    preset("90+30", Category::Classical, "5400+30"),
    preset("40/90+30+30", Category::Classical, "40/5400+30:1800+30"),
];

const fn preset(name: &'static str, category: Category, tc: &'static str) -> Preset {
    Preset { name, category, tc }
}

/// The presets of one category, in order.
pub fn presets_in(category: Category) -> impl Iterator<Item = &'static Preset> {
    PRESETS.iter().filter(move |p| p.category == category)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(text: &str) -> Category {
        Category::of(&TimeControl::parse(text).unwrap().unwrap())
    }

    #[test]
    fn every_preset_parses_is_canonical_and_in_its_category() {
        for p in PRESETS {
            let tc = p
                .control()
                .unwrap_or_else(|| panic!("{} does not parse", p.name));
            assert_eq!(tc.to_string(), p.tc, "{}", p.name);
            assert_eq!(Category::of(&tc), p.category, "{}", p.name);
        }
        // Grouped: categories never go back.
        assert!(PRESETS.windows(2).all(|w| w[0].category <= w[1].category));
    }

    #[test]
    fn presets_by_category() {
        let names = |c| presets_in(c).map(|p| p.name).collect::<Vec<_>>();
        assert_eq!(names(Category::Bullet), ["1+0"]);
        assert_eq!(names(Category::Blitz), ["3+0", "3+2", "5+0", "5+3", "10+0"]);
        assert_eq!(names(Category::Rapid), ["10+5", "15+10", "25+10"]);
        assert_eq!(names(Category::Classical), ["90+30", "40/90+30+30"]);
    }

    #[test]
    fn boundaries_of_the_2009_laws() {
        assert_eq!(of("179"), Category::Bullet);
        assert_eq!(of("180"), Category::Blitz);
        assert_eq!(of("60+1"), Category::Bullet); // 1 min + 60 × 1 s = 2 min
        assert_eq!(of("120+1"), Category::Blitz); // 2 min + 60 × 1 s = 3 min
        assert_eq!(of("899"), Category::Blitz);
        assert_eq!(of("900"), Category::Rapid);
        assert_eq!(of("600+5"), Category::Rapid); // 10 min + 60 × 5 s = 15 min: "al menos 15"
        assert_eq!(of("600+4.999"), Category::Blitz);
        assert_eq!(of("3599"), Category::Rapid);
        assert_eq!(of("3600"), Category::Classical);
        assert_eq!(of("1800+30"), Category::Classical);
        assert_eq!(of("300d5"), Category::Blitz); // 5 + 5 min
        assert_eq!(of("600d5"), Category::Rapid);
        assert_eq!(of("*600"), Category::Blitz);
        assert_eq!(of("40/5400:1800"), Category::Classical);
    }

    #[test]
    fn bullet_is_blitz_for_the_laws() {
        assert_eq!(Category::Bullet.laws(), Category::Blitz);
        assert_eq!(Category::Rapid.laws(), Category::Rapid);
        assert_eq!(Category::Classical.to_string(), "classical");
        assert_eq!(
            Category::ALL.map(Category::name),
            ["bullet", "blitz", "rapid", "classical"]
        );
    }
}
