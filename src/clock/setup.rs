//! The clock setup form as a club player fills it: minutes, increment and delay in seconds, and the kind
//! of control (Fischer, simple delay, Bronstein, hourglass, stages by move count, time odds).
//!
//! [`ClockForm`] holds the fields as typed; [`ClockForm::controls`] turns them into the [`Controls`] the
//! clock runs, or a [`FieldError`] naming the field that is wrong; [`ClockForm::from_controls`] fills the
//! fields from a control (a preset, a `?tc=` link, the game in progress). The presets players name
//! (`3+2`, `90+30`, "40 moves in 90 min then 30 min") are [`PRESETS`], in the `?tc=` syntax; the time
//! class shown beside the form is [`TimeClass::of`](super::TimeClass::of) the result (Appendices A1 and B1).
//!
//! Numbers are read as people write them: `5`, `2.5` or `2,5` (a Spanish decimal comma), at most three
//! decimals; an empty increment or delay is 0.

use super::control::{MAX_MOVES, MAX_SECONDS};
use super::{Bonus, Controls, Stage, TimeControl};

/// The kind of control the form sets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Kind {
    /// No clock.
    NoClock,
    /// Minutes for the game and an increment added after every move, the first included (Fischer).
    #[default]
    Fischer,
    /// Minutes for the game with a simple delay on every move (the Laws' "demora", 6.2b).
    Delay,
    /// Minutes for the game with a Bronstein delay: the time used is given back, up to the delay.
    Bronstein,
    /// An hourglass: the time one player uses is added to the other's.
    Hourglass,
    /// Two periods: a number of moves in some minutes, then minutes for the rest of the game; the
    /// increment (or delay) applies from move 1.
    Stages,
    /// Time odds: different minutes for White and Black, the same increment (or delay).
    Odds,
    /// A control the fields cannot show (from a link such as `40/7200:20/3600`), kept as it is.
    Other,
}

impl Kind {
    /// The kinds offered in the form's list, in order ([`Kind::Other`] only appears for a control that
    /// needs it).
    pub const LISTED: [Kind; 7] = [
        Kind::Fischer,
        Kind::Delay,
        Kind::Bronstein,
        Kind::Hourglass,
        Kind::Stages,
        Kind::Odds,
        Kind::NoClock,
    ];

    /// The kind's value in the form (`"fischer"`, `"delay"`, …).
    pub const fn code(self) -> &'static str {
        match self {
            Kind::NoClock => "none",
            Kind::Fischer => "fischer",
            Kind::Delay => "delay",
            Kind::Bronstein => "bronstein",
            Kind::Hourglass => "hourglass",
            Kind::Stages => "stages",
            Kind::Odds => "odds",
            Kind::Other => "other",
        }
    }

    /// The kind with this [`Kind::code`].
    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::LISTED
            .into_iter()
            .chain([Kind::Other])
            .find(|k| k.code() == code)
    }

    /// The fields this kind uses, in the order the form shows them.
    pub const fn fields(self) -> &'static [Field] {
        match self {
            Kind::NoClock | Kind::Other => &[],
            Kind::Fischer => &[Field::Minutes, Field::Increment],
            Kind::Delay | Kind::Bronstein => &[Field::Minutes, Field::Delay],
            Kind::Hourglass => &[Field::Minutes],
            Kind::Stages => &[
                Field::Moves,
                Field::Minutes,
                Field::ThenMinutes,
                Field::Increment,
                Field::Delay,
            ],
            Kind::Odds => &[
                Field::Minutes,
                Field::BlackMinutes,
                Field::Increment,
                Field::Delay,
            ],
        }
    }
}

/// One field of the form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// Minutes for the game (the first period's, White's with time odds).
    Minutes,
    /// Black's minutes (time odds).
    BlackMinutes,
    /// The increment, in seconds.
    Increment,
    /// The delay, in seconds.
    Delay,
    /// The moves of the first period (stages).
    Moves,
    /// The minutes of the second period, for the rest of the game (stages).
    ThenMinutes,
}

impl Field {
    /// The field's name in the form (`data-field`).
    pub const fn code(self) -> &'static str {
        match self {
            Field::Minutes => "minutes",
            Field::BlackMinutes => "black-minutes",
            Field::Increment => "increment",
            Field::Delay => "delay",
            Field::Moves => "moves",
            Field::ThenMinutes => "then-minutes",
        }
    }
}

/// What is wrong with a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// Empty where a value is needed.
    Missing,
    /// Not a number (or more than three decimals, or a fraction of a move).
    NotANumber,
    /// 0 where there must be more (the starting time, the moves of a period).
    Zero,
    /// Above [`MAX_SECONDS`] seconds or [`MAX_MOVES`] moves.
    TooLarge,
    /// An increment and a delay both set: a control has one or the other.
    BothBonuses,
}

/// A form that does not make a time control: the field and what is wrong with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FieldError {
    /// The field.
    pub field: Field,
    /// What is wrong.
    pub problem: Problem,
}

/// The clock setup form, its fields as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClockForm {
    /// The kind of control.
    pub kind: Kind,
    /// Minutes (the first period's; White's with time odds).
    pub minutes: String,
    /// Black's minutes (time odds).
    pub black_minutes: String,
    /// Increment in seconds.
    pub increment: String,
    /// Delay in seconds.
    pub delay: String,
    /// Moves of the first period (stages).
    pub moves: String,
    /// Minutes of the second period (stages).
    pub then_minutes: String,
    /// The control kept as it is for [`Kind::Other`].
    pub other: Option<Controls>,
}

/// The presets players know, in the `?tc=` syntax, fastest first; `-` is no clock. Their names are in
/// `text::setup::preset_name`.
pub const PRESETS: &[&str] = &[
    "60",
    "180",
    "180+2",
    "300",
    "300+3",
    "300d3",
    "600",
    "600+5",
    "900+10",
    "1500+10",
    "1800",
    "5400+30",
    "40/5400+30:1800+30",
    "-",
];

/// The start grid: the time controls a fresh page and the `new` command offer, one tap each, as
/// players name them — 1+0, 3+2, 5+3, 10+5, 15+10, 30+0, 90+30, 40 moves in 90 min then 30 min with
/// 30 s a move, 5 min with a 3 s delay, no clock.
pub const GRID: &[&str] = &[
    "60",
    "180+2",
    "300+3",
    "600+5",
    "900+10",
    "1800",
    "5400+30",
    "40/5400+30:1800+30",
    "300d3",
    "-",
];

/// A tournament control as players know it by name (its words in `text::club::named_preset`): a
/// control in the `?tc=` syntax and the draw odds that go with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    /// The value in the preset list (`armageddon`, `fide-classical`, …).
    pub code: &'static str,
    /// The control, in the `?tc=` syntax.
    pub tc: &'static str,
    /// The side a drawn game counts as a win for, if any.
    pub draw_odds: Option<super::Side>,
}

/// The tournament controls the new-game dialog names: Armageddon (5 min v 4 min, draw odds to Black, the
/// usual tiebreak), the FIDE classical control (90 min for 40 moves, then 30 min, 30 s a move from move
/// 1), and the rapid and blitz controls of FIDE's world championships (15 min + 10 s, 3 min + 2 s), which
/// the Spanish federation (FEDA) calls "rápidas" and "relámpago".
pub const NAMED: &[Named] = &[
    Named {
        code: "armageddon",
        tc: "300|240",
        draw_odds: Some(super::Side::Black),
    },
    Named {
        code: "fide-classical",
        tc: "40/5400+30:1800+30",
        draw_odds: None,
    },
    Named {
        code: "fide-rapid",
        tc: "900+10",
        draw_odds: None,
    },
    Named {
        code: "fide-blitz",
        tc: "180+2",
        draw_odds: None,
    },
];

/// The named control with this code.
pub fn named(code: &str) -> Option<&'static Named> {
    NAMED.iter().find(|n| n.code == code)
}

/// The value the preset list shows for a form and draw odds: a preset of [`PRESETS`] (without draw
/// odds; the FIDE controls named in [`NAMED`] are presets too, shown by their times), else the named
/// control both match (draw odds decide between Armageddon and plain time odds), else one of the
/// player's own controls `own` (its `?tc=` text), else `custom`.
pub fn preset_value(form: &ClockForm, draw_odds: Option<super::Side>, own: &[String]) -> String {
    let Ok(mine) = form.controls() else {
        return "custom".to_string();
    };
    let same = |tc: &str| Controls::parse(tc).ok().as_ref() == Some(&mine);
    if draw_odds.is_none() {
        if let Some(p) = form.matching_preset() {
            return p.to_string();
        }
    }
    if let Some(n) = NAMED
        .iter()
        .find(|n| n.draw_odds == draw_odds && same(n.tc))
    {
        return n.code.to_string();
    }
    own.iter()
        .find(|tc| same(tc))
        .cloned()
        .unwrap_or_else(|| "custom".to_string())
}

/// How many of the player's own controls the list remembers.
pub const OWN_MAX: usize = 5;

/// The player's own controls after a game started with `tc` (`?tc=` text): a control no preset or named
/// control has goes first, once (an equal control already listed moves up), at most [`OWN_MAX`]; any
/// other choice leaves the list as it was.
pub fn remember(own: &[String], tc: &str) -> Vec<String> {
    let Ok(Some(mine)) = Controls::parse(tc) else {
        return own.to_vec();
    };
    let same = |t: &str| Controls::parse(t).ok().flatten().as_ref() == Some(&mine);
    if PRESETS
        .iter()
        .chain(NAMED.iter().map(|n| &n.tc))
        .any(|p| same(p))
    {
        return own.to_vec();
    }
    let mut list = vec![mine.to_string()];
    list.extend(own.iter().filter(|t| !same(t)).cloned());
    list.truncate(OWN_MAX);
    list
}

/// Reads the stored list of own controls (one `?tc=` text a line): the lines that are controls, at most
/// [`OWN_MAX`]; anything else is dropped.
pub fn read_own(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| matches!(Controls::parse(l), Ok(Some(_))))
        .take(OWN_MAX)
        .map(str::to_string)
        .collect()
}

impl ClockForm {
    /// The value of one field.
    pub fn get(&self, field: Field) -> &str {
        match field {
            Field::Minutes => &self.minutes,
            Field::BlackMinutes => &self.black_minutes,
            Field::Increment => &self.increment,
            Field::Delay => &self.delay,
            Field::Moves => &self.moves,
            Field::ThenMinutes => &self.then_minutes,
        }
    }

    /// Sets one field.
    pub fn set(&mut self, field: Field, value: String) {
        *match field {
            Field::Minutes => &mut self.minutes,
            Field::BlackMinutes => &mut self.black_minutes,
            Field::Increment => &mut self.increment,
            Field::Delay => &mut self.delay,
            Field::Moves => &mut self.moves,
            Field::ThenMinutes => &mut self.then_minutes,
        } = value;
    }

    /// The time control the form describes (`None`: no clock). Only the fields of the kind are read.
    ///
    /// # Errors
    /// The first field (in the form's order) that is missing, not a number, 0 where time or moves are
    /// needed, too large, or an increment and a delay both set.
    pub fn controls(&self) -> Result<Option<Controls>, FieldError> {
        let single = |bonus: Bonus| -> Result<Option<Controls>, FieldError> {
            let base = self.base(Field::Minutes)?;
            let tc = TimeControl::single(base, bonus)
                .map_err(|_| err(Field::Minutes, Problem::TooLarge))?;
            Ok(Some(Controls::same(tc)))
        };
        match self.kind {
            Kind::NoClock => Ok(None),
            Kind::Other => Ok(self.other.clone()),
            Kind::Fischer => single(Bonus::Increment(self.seconds(Field::Increment)?)),
            Kind::Delay => single(Bonus::Delay(self.seconds(Field::Delay)?)),
            Kind::Bronstein => single(Bonus::Bronstein(self.seconds(Field::Delay)?)),
            Kind::Hourglass => {
                let base = self.base(Field::Minutes)?;
                let tc = TimeControl::hourglass(base)
                    .map_err(|_| err(Field::Minutes, Problem::TooLarge))?;
                Ok(Some(Controls::same(tc)))
            }
            Kind::Stages => {
                let moves = self.move_count()?;
                let first = self.base(Field::Minutes)?;
                let then = self.minutes(Field::ThenMinutes)?;
                let bonus = self.one_bonus()?;
                let tc = TimeControl::new(vec![
                    Stage {
                        moves: Some(moves),
                        time_ms: first,
                        bonus,
                    },
                    Stage {
                        moves: None,
                        time_ms: then,
                        bonus,
                    },
                ])
                .map_err(|_| err(Field::Minutes, Problem::TooLarge))?;
                Ok(Some(Controls::same(tc)))
            }
            Kind::Odds => {
                let white = self.base(Field::Minutes)?;
                let black = self.base(Field::BlackMinutes)?;
                let bonus = self.one_bonus()?;
                let tc = |ms, field| {
                    TimeControl::single(ms, bonus).map_err(|_| err(field, Problem::TooLarge))
                };
                Ok(Some(Controls {
                    white: tc(white, Field::Minutes)?,
                    black: tc(black, Field::BlackMinutes)?,
                }))
            }
        }
    }

    /// The form that describes `controls` (`None`: no clock): the kind that fits, its fields filled;
    /// [`Kind::Other`] when no kind shows it exactly. The other fields keep a usual value (5 minutes), so
    /// switching the kind starts from something sensible.
    pub fn from_controls(controls: Option<&Controls>) -> ClockForm {
        let mut form = ClockForm {
            kind: Kind::NoClock,
            minutes: "5".into(),
            increment: "0".into(),
            delay: "0".into(),
            black_minutes: "5".into(),
            moves: "40".into(),
            then_minutes: "30".into(),
            other: None,
        };
        let Some(c) = controls else {
            return form;
        };
        let fitted = fit(&mut form, c);
        if !fitted || form.controls().ok().flatten().as_ref() != Some(c) {
            form.kind = Kind::Other;
            form.other = Some(c.clone());
        }
        form
    }

    /// The form of a preset of [`PRESETS`] (or any `?tc=` text); `None` if it does not parse.
    pub fn preset(tc: &str) -> Option<ClockForm> {
        Controls::parse(tc)
            .ok()
            .map(|c| ClockForm::from_controls(c.as_ref()))
    }

    /// The preset of [`PRESETS`] this form describes, if any.
    pub fn matching_preset(&self) -> Option<&'static str> {
        let mine = self.controls().ok()?;
        PRESETS
            .iter()
            .copied()
            .find(|p| Controls::parse(p).ok().as_ref() == Some(&mine))
    }

    /// A time field that must be more than 0: ms.
    fn base(&self, field: Field) -> Result<u64, FieldError> {
        match self.minutes(field)? {
            0 => Err(err(field, Problem::Zero)),
            ms => Ok(ms),
        }
    }

    fn minutes(&self, field: Field) -> Result<u64, FieldError> {
        let thousandths = number(self.get(field), false).map_err(|p| err(field, p))?;
        let ms = thousandths.saturating_mul(60);
        if ms > MAX_SECONDS * 1000 {
            return Err(err(field, Problem::TooLarge));
        }
        Ok(ms)
    }

    /// Seconds (empty is 0), as ms.
    fn seconds(&self, field: Field) -> Result<u64, FieldError> {
        let ms = number(self.get(field), true).map_err(|p| err(field, p))?;
        if ms > MAX_SECONDS * 1000 {
            return Err(err(field, Problem::TooLarge));
        }
        Ok(ms)
    }

    fn move_count(&self) -> Result<u32, FieldError> {
        let field = Field::Moves;
        let text = self.moves.trim();
        if text.is_empty() {
            return Err(err(field, Problem::Missing));
        }
        if !text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err(field, Problem::NotANumber));
        }
        match text.parse::<u32>() {
            Ok(0) => Err(err(field, Problem::Zero)),
            Ok(n) if n <= MAX_MOVES => Ok(n),
            _ => Err(err(field, Problem::TooLarge)),
        }
    }

    /// The increment or the delay of stages and time odds: one of them, not both.
    fn one_bonus(&self) -> Result<Bonus, FieldError> {
        let inc = self.seconds(Field::Increment)?;
        let delay = self.seconds(Field::Delay)?;
        match (inc, delay) {
            (0, 0) => Ok(Bonus::None),
            (inc, 0) => Ok(Bonus::Increment(inc)),
            (0, d) => Ok(Bonus::Delay(d)),
            _ => Err(err(Field::Delay, Problem::BothBonuses)),
        }
    }
}

fn err(field: Field, problem: Problem) -> FieldError {
    FieldError { field, problem }
}

/// Reads `5`, `2.5` or `2,5` as thousandths (at most three decimals). Empty is 0 when `empty_is_zero`.
fn number(text: &str, empty_is_zero: bool) -> Result<u64, Problem> {
    let text = text.trim();
    if text.is_empty() {
        return if empty_is_zero {
            Ok(0)
        } else {
            Err(Problem::Missing)
        };
    }
    let (int, frac) = match text.find(['.', ',']) {
        Some(i) => (&text[..i], &text[i + 1..]),
        None => (text, ""),
    };
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) || frac.len() > 3 {
        return Err(Problem::NotANumber);
    }
    // More digits than any allowed value has: too large, not an overflow.
    if int.len() > 12 {
        return Err(Problem::TooLarge);
    }
    let whole: u64 = if int.is_empty() {
        0
    } else {
        int.parse().map_err(|_| Problem::TooLarge)?
    };
    let mut part: u64 = if frac.is_empty() {
        0
    } else {
        frac.parse().map_err(|_| Problem::NotANumber)?
    };
    for _ in frac.len()..3 {
        part *= 10;
    }
    Ok(whole.saturating_mul(1000).saturating_add(part))
}

/// Writes thousandths as the form shows them: `5`, `2.5`, `0.125`.
fn show(thousandths: u64) -> String {
    let whole = thousandths / 1000;
    let part = thousandths % 1000;
    if part == 0 {
        return whole.to_string();
    }
    let digits = part.to_string();
    let mut frac = "0".repeat(3 - digits.len()) + &digits;
    while frac.ends_with('0') {
        frac.pop();
    }
    [whole.to_string(), frac].join(".")
}

/// Minutes of `ms` as the form shows them (thousandths of a minute; the round trip checks exactness).
fn show_minutes(ms: u64) -> String {
    show(ms / 60)
}

/// Fills `form` with the kind and fields of `c`; false if no kind fits.
fn fit(form: &mut ClockForm, c: &Controls) -> bool {
    let bonus_fields = |form: &mut ClockForm, bonus: Bonus| match bonus {
        Bonus::None => {}
        Bonus::Increment(ms) => form.increment = show(ms),
        Bonus::Delay(ms) | Bonus::Bronstein(ms) => form.delay = show(ms),
    };
    let w = c.white.stages();
    if c.is_odds() {
        let ([ws], [bs]) = (w, c.black.stages()) else {
            return false;
        };
        if ws.bonus != bs.bonus
            || matches!(ws.bonus, Bonus::Bronstein(_))
            || c.white.is_hourglass()
            || c.black.is_hourglass()
        {
            return false;
        }
        form.kind = Kind::Odds;
        form.minutes = show_minutes(ws.time_ms);
        form.black_minutes = show_minutes(bs.time_ms);
        bonus_fields(form, ws.bonus);
        return true;
    }
    match w {
        [s] if c.white.is_hourglass() => {
            form.kind = Kind::Hourglass;
            form.minutes = show_minutes(s.time_ms);
        }
        [s] => {
            form.kind = match s.bonus {
                Bonus::None | Bonus::Increment(_) => Kind::Fischer,
                Bonus::Delay(_) => Kind::Delay,
                Bonus::Bronstein(_) => Kind::Bronstein,
            };
            form.minutes = show_minutes(s.time_ms);
            bonus_fields(form, s.bonus);
        }
        [first, then] => {
            if first.bonus != then.bonus
                || then.moves.is_some()
                || matches!(first.bonus, Bonus::Bronstein(_))
            {
                return false;
            }
            form.kind = Kind::Stages;
            form.moves = first.moves.map_or_else(String::new, |m| m.to_string());
            form.minutes = show_minutes(first.time_ms);
            form.then_minutes = show_minutes(then.time_ms);
            bonus_fields(form, first.bonus);
        }
        _ => return false,
    }
    true
}

/// Reads a time as a clock shows it and an arbiter writes it: `4:30` (minutes and seconds), `1:05:00`
/// (hours, minutes, seconds), `0:09.3` (seconds with up to three decimals) or `5` (minutes alone), in ms.
/// `None` for anything else, for minutes or seconds of 60 and over after the first part, or above
/// `MAX_SECONDS`.
pub fn read_time(text: &str) -> Option<u64> {
    let text = text.trim();
    let parts: Vec<&str> = text.split(':').collect();
    let whole = |s: &str| {
        (!s.is_empty() && s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u64>().ok())
            .flatten()
    };
    let ms = match parts.as_slice() {
        [m] => number(m, false).ok()?.checked_mul(60)?,
        [m, s] => {
            let secs = number(s, false).ok()?;
            (s.len() >= 2 && secs < 60_000).then_some(())?;
            whole(m)?.checked_mul(60_000)?.checked_add(secs)?
        }
        [h, m, s] => {
            let secs = number(s, false).ok()?;
            let mins = whole(m)?;
            (m.len() == 2 && s.len() >= 2 && mins < 60 && secs < 60_000).then_some(())?;
            whole(h)?
                .checked_mul(3_600_000)?
                .checked_add(mins * 60_000)?
                .checked_add(secs)?
        }
        _ => return None,
    };
    (ms <= MAX_SECONDS * 1000).then_some(ms)
}
