//! Time controls — stages with an increment or a delay, or an hourglass — and their text form.
//!
//! # Syntax
//!
//! The PGN `TimeControl` tag in seconds (PGN standard, 9.6.1), as used in `?tc=`:
//!
//! | text                  | meaning                                                                      |
//! |-----------------------|------------------------------------------------------------------------------|
//! | `300`                 | 5 minutes for the game (sudden death)                                        |
//! | `300+2`               | 5 minutes, plus a 2 s increment per move (Fischer), from move 1              |
//! | `300d5`               | 5 minutes with a 5 s simple delay (the Laws' "demora", 6.2b)                 |
//! | `300b5`               | 5 minutes with a 5 s Bronstein delay (time used is given back, up to 5 s)    |
//! | `40/5400+30:1800+30`  | 90 min for 40 moves, then 30 min for the rest; +30 s per move from move 1     |
//! | `40/5400:1800+30`     | each stage has its own bonus: none for moves 1–40, +30 s from move 41         |
//! | `40/7200:20/3600`     | a last stage with a move count repeats: 1 h more every 20 moves after 40      |
//! | `*180`                | hourglass of 3 minutes (PGN's "sandclock" field): time one player uses is    |
//! |                       | added to the other's                                                         |
//! | `300+2\|180+2`        | time odds: White's control `|` Black's control                               |
//! | `-`                   | no clock (`?`, PGN's "unknown", is read the same way)                        |
//!
//! Stages are separated by `:`; a stage is `[moves/]seconds[bonus]`, where the bonus is `+s` (increment),
//! `ds` (simple delay) or `bs` (Bronstein); `d`/`b` may also be upper case. Seconds may carry up to three
//! decimals (`0.5`). A space is read as `+`, because an unescaped `+` in a URL query arrives as a space.
//! Only the last stage may lack a move count. [`fmt::Display`] writes the canonical form back (`300+0` becomes
//! `300`, `300D5` becomes `300d5`), and parsing the canonical form gives the same control.

use super::Side;
use std::fmt;

/// The largest number of seconds one field may hold (about 11.5 days).
pub const MAX_SECONDS: u64 = 1_000_000;
/// The largest move count one stage may have.
pub const MAX_MOVES: u32 = 10_000;
/// The largest number of stages in one control.
pub const MAX_STAGES: usize = 16;

const MAX_MS: u64 = MAX_SECONDS * 1000;

/// What a player receives with each move of a stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Bonus {
    /// Nothing.
    #[default]
    None,
    /// Fischer increment: this many ms are added after every completed move (the first included), unless the
    /// flag has fallen.
    Increment(u64),
    /// Simple delay, the Laws' "demora" (6.2b): the main time does not move during the first this-many ms of each
    /// move. An unused delay is lost, never banked.
    Delay(u64),
    /// Bronstein delay: after the move, the time used is given back, up to this many ms.
    Bronstein(u64),
}

impl Bonus {
    /// The amount in ms (0 for [`Bonus::None`]).
    #[must_use]
    pub const fn ms(self) -> u64 {
        match self {
            Bonus::None => 0,
            Bonus::Increment(ms) | Bonus::Delay(ms) | Bonus::Bronstein(ms) => ms,
        }
    }

    /// A bonus of 0 ms is no bonus.
    const fn normalized(self) -> Bonus {
        if self.ms() == 0 {
            Bonus::None
        } else {
            self
        }
    }
}

/// One period of a time control (the Laws' "período", 6.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stage {
    /// Moves to be made in this stage; `None` for all the remaining moves of the game (only the last stage).
    /// A last stage with a move count repeats.
    pub moves: Option<u32>,
    /// Time for the stage in ms, added when the previous stage is completed (the first is the starting time).
    pub time_ms: u64,
    /// What each move of this stage receives.
    pub bonus: Bonus,
}

/// One player's time control: one or more stages, or an hourglass.
///
/// Built by [`TimeControl::parse`], [`TimeControl::new`] or [`TimeControl::hourglass`], which all check it, so a
/// `TimeControl` you hold has at least one stage, a first stage with time, no stage of 0 moves, and a stage
/// without a move count only at the end.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    stages: Vec<Stage>,
    hourglass: bool,
}

/// Where a move falls in a control: see [`TimeControl::locate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// Index of the stage in [`TimeControl::stages`] (a repeating last stage keeps its index).
    pub stage: usize,
    /// Moves left in the stage counting this one: `Some(1)` for the move that completes the stage, `None` in a
    /// stage for the rest of the game.
    pub to_go: Option<u32>,
}

impl TimeControl {
    /// A control from its stages.
    ///
    /// # Errors
    /// No stages, more than [`MAX_STAGES`], a stage of 0 moves or more than [`MAX_MOVES`], a first stage without
    /// time, a time or bonus above [`MAX_SECONDS`], or a stage without a move count before the last.
    pub fn new(stages: Vec<Stage>) -> Result<TimeControl, TcError> {
        let stages: Vec<Stage> = stages
            .into_iter()
            .map(|s| Stage {
                bonus: s.bonus.normalized(),
                ..s
            })
            .collect();
        let many = stages.len() > 1;
        if stages.is_empty() {
            return Err(TcError::new(TcErrorKind::Empty, ""));
        }
        if stages.len() > MAX_STAGES {
            return Err(TcError::new(TcErrorKind::TooManyStages, ""));
        }
        for (i, stage) in stages.iter().enumerate() {
            let text = StageText(stage).to_string();
            let err = |kind| Err(TcError::new(kind, &text).at_stage(i, many));
            match stage.moves {
                Some(0) => return err(TcErrorKind::ZeroMoves),
                Some(m) if m > MAX_MOVES => return err(TcErrorKind::TooLarge),
                None if i + 1 < stages.len() => return err(TcErrorKind::RestNotLast),
                _ => {}
            }
            if stage.time_ms > MAX_MS || stage.bonus.ms() > MAX_MS {
                return err(TcErrorKind::TooLarge);
            }
            if i == 0 && stage.time_ms == 0 {
                return err(TcErrorKind::ZeroTime);
            }
        }
        Ok(TimeControl {
            stages,
            hourglass: false,
        })
    }

    /// A single stage for the whole game: `time_ms` with `bonus` on every move.
    ///
    /// # Errors
    /// As [`TimeControl::new`]: `time_ms` is 0 or above [`MAX_SECONDS`], or the bonus is too large.
    pub fn single(time_ms: u64, bonus: Bonus) -> Result<TimeControl, TcError> {
        TimeControl::new(vec![Stage {
            moves: None,
            time_ms,
            bonus,
        }])
    }

    /// An hourglass of `time_ms` for each player: the time one player uses is added to the other's.
    ///
    /// # Errors
    /// `time_ms` is 0 or above [`MAX_SECONDS`].
    pub fn hourglass(time_ms: u64) -> Result<TimeControl, TcError> {
        let mut tc = TimeControl::single(time_ms, Bonus::None).map_err(|e| TcError {
            part: format!("*{}", Seconds(time_ms)),
            ..e
        })?;
        tc.hourglass = true;
        Ok(tc)
    }

    /// Reads one player's control in the syntax of the [module documentation](self); `Ok(None)` for `-` or `?`
    /// (no clock). Time odds (`a|b`) are read by [`Controls::parse`].
    ///
    /// # Errors
    /// A [`TcError`] naming the stage and the part that is wrong, and what was expected there.
    pub fn parse(text: &str) -> Result<Option<TimeControl>, TcError> {
        let text = text.trim();
        if is_no_clock(text) {
            return Ok(None);
        }
        if text.contains('|') {
            return Err(TcError::new(TcErrorKind::OddsHere, text));
        }
        parse_control(text).map(Some)
    }

    /// The stages, in order (an hourglass has one).
    #[must_use]
    pub fn stages(&self) -> &[Stage] {
        &self.stages
    }

    /// Whether this is an hourglass.
    #[must_use]
    pub fn is_hourglass(&self) -> bool {
        self.hourglass
    }

    /// The time on the clock before the first move, in ms.
    #[must_use]
    pub fn initial_ms(&self) -> u64 {
        self.stages[0].time_ms
    }

    /// Where move `number` (counted from 1 for this player; 0 is read as 1) falls.
    #[must_use]
    pub fn locate(&self, number: u32) -> Location {
        let n = u64::from(number.max(1));
        let mut first = 1u64; // number of the first move of stage i
        let last = self.stages.len() - 1;
        for (i, stage) in self.stages.iter().enumerate() {
            let Some(m) = stage.moves else {
                return Location {
                    stage: i,
                    to_go: None,
                };
            };
            let m = u64::from(m.max(1));
            if i == last {
                let into = (n.saturating_sub(first)) % m;
                return Location {
                    stage: i,
                    to_go: u32::try_from(m - into).ok(),
                };
            }
            if n < first + m {
                return Location {
                    stage: i,
                    to_go: u32::try_from(first + m - n).ok(),
                };
            }
            first += m;
        }
        Location {
            stage: last,
            to_go: None,
        }
    }

    /// The stage that move `number` belongs to.
    #[must_use]
    pub fn stage_for_move(&self, number: u32) -> &Stage {
        &self.stages[self.locate(number).stage]
    }

    /// The time added when stage `index` is completed: the next stage's time, or the same stage's if it is the
    /// last and repeats; 0 for a stage that is never completed.
    #[must_use]
    pub fn time_after_stage(&self, index: usize) -> u64 {
        match self.stages.get(index) {
            Some(Stage { moves: None, .. }) | None => 0,
            Some(stage) => self.stages.get(index + 1).unwrap_or(stage).time_ms,
        }
    }

    /// The time available for the first `moves` moves: the stage times added before the last of them, plus
    /// every bonus they receive (a delay counts in full, as the most it can give). The Laws (A1, B1) classify
    /// a game by this for 60 moves.
    #[must_use]
    pub fn estimate_ms(&self, moves: u32) -> u64 {
        let mut total = self.initial_ms();
        for n in 1..=moves {
            let at = self.locate(n);
            total = total.saturating_add(self.stages[at.stage].bonus.ms());
            if at.to_go == Some(1) && n < moves {
                total = total.saturating_add(self.time_after_stage(at.stage));
            }
        }
        total
    }
}

impl fmt::Display for TimeControl {
    /// The canonical `TimeControl` text: `300+2`, `40/5400+30:1800+30`, `300d5`, `*60`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.hourglass {
            return write!(f, "*{}", Seconds(self.initial_ms()));
        }
        for (i, stage) in self.stages.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            write!(f, "{}", StageText(stage))?;
        }
        Ok(())
    }
}

/// Both players' controls: equal, or different for time odds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Controls {
    /// White's control.
    pub white: TimeControl,
    /// Black's control.
    pub black: TimeControl,
}

impl Controls {
    /// The same control for both players.
    #[must_use]
    pub fn same(tc: TimeControl) -> Controls {
        Controls {
            white: tc.clone(),
            black: tc,
        }
    }

    /// Reads a `?tc=` value: one control for both players, or `white|black` for time odds; `Ok(None)` for `-`
    /// or `?` (no clock).
    ///
    /// # Errors
    /// A [`TcError`] naming the side (for time odds), the stage and the part that is wrong.
    pub fn parse(text: &str) -> Result<Option<Controls>, TcError> {
        let text = text.trim();
        if is_no_clock(text) {
            return Ok(None);
        }
        let parts: Vec<&str> = text.split('|').collect();
        match parts.as_slice() {
            [one] => parse_control(one).map(|tc| Some(Controls::same(tc))),
            [white, black] => {
                let side = |side: Side, part: &str| {
                    let part = part.trim();
                    if is_no_clock(part) {
                        return Err(TcError::new(TcErrorKind::NoClockOneSide, part).for_side(side));
                    }
                    parse_control(part).map_err(|e| e.for_side(side))
                };
                Ok(Some(Controls {
                    white: side(Side::White, white)?,
                    black: side(Side::Black, black)?,
                }))
            }
            _ => Err(TcError::new(TcErrorKind::TooManySides, text)),
        }
    }

    /// The control of `side`.
    #[must_use]
    pub fn get(&self, side: Side) -> &TimeControl {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    /// Whether the players have different controls.
    #[must_use]
    pub fn is_odds(&self) -> bool {
        self.white != self.black
    }
}

impl fmt::Display for Controls {
    /// `300+2`, or `300+2|180+2` for time odds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_odds() {
            write!(f, "{}|{}", self.white, self.black)
        } else {
            write!(f, "{}", self.white)
        }
    }
}

/// What is wrong in a time control text; see [`TcError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TcErrorKind {
    /// Nothing where a control or a stage was expected.
    Empty,
    /// Something other than digits before `/`.
    ExpectedMoves,
    /// No seconds where they were expected (at the start, or after `/` or `*`).
    ExpectedSeconds,
    /// No seconds after the bonus letter (`+`, `d` or `b`).
    ExpectedBonusSeconds(char),
    /// An unexpected character after the seconds.
    Unexpected(char),
    /// More than three decimals.
    TooManyDecimals,
    /// A stage of 0 moves.
    ZeroMoves,
    /// A first stage with no time.
    ZeroTime,
    /// A number above [`MAX_SECONDS`] or [`MAX_MOVES`].
    TooLarge,
    /// A stage for the rest of the game (no move count) that is not the last.
    RestNotLast,
    /// More than [`MAX_STAGES`] stages.
    TooManyStages,
    /// An hourglass with a bonus or with other stages.
    HourglassAlone,
    /// More than two controls separated by `|`.
    TooManySides,
    /// `-` or `?` for one side of time odds.
    NoClockOneSide,
    /// `|` given to [`TimeControl::parse`], which reads one player's control.
    OddsHere,
}

/// A time control text that could not be read: which part is wrong and what was expected.
///
/// Displays as, for example, `stage 2 "18x0": unexpected "x" after the seconds; expected "+", "d", "b" or the
/// end` or `black: "abc": expected seconds`. The stage is named only when the control has more than one, the
/// side only for time odds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TcError {
    /// The side, for time odds.
    pub side: Option<Side>,
    /// The stage, counted from 1, when the control has more than one.
    pub stage: Option<usize>,
    /// The text of the part that is wrong (a stage, or the whole control).
    pub part: String,
    /// What is wrong.
    pub kind: TcErrorKind,
}

impl TcError {
    fn new(kind: TcErrorKind, part: &str) -> TcError {
        TcError {
            side: None,
            stage: None,
            part: part.to_owned(),
            kind,
        }
    }

    fn at_stage(mut self, index: usize, many: bool) -> TcError {
        if many {
            self.stage = Some(index + 1);
        }
        self
    }

    fn for_side(mut self, side: Side) -> TcError {
        self.side = Some(side);
        self
    }
}

impl fmt::Display for TcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(side) = self.side {
            write!(f, "{side}: ")?;
        }
        if let Some(stage) = self.stage {
            write!(f, "stage {stage} ")?;
        }
        write!(f, "\"{}\": ", self.part)?;
        match self.kind {
            TcErrorKind::Empty => {
                f.write_str("expected a time control such as \"300\", \"300+2\", \"40/5400+30:1800+30\" or \"-\"")
            }
            TcErrorKind::ExpectedMoves => f.write_str("expected a number of moves before \"/\""),
            TcErrorKind::ExpectedSeconds => f.write_str("expected seconds"),
            TcErrorKind::ExpectedBonusSeconds(c) => write!(f, "expected seconds after \"{c}\""),
            TcErrorKind::Unexpected(c) => write!(
                f,
                "unexpected \"{c}\" after the seconds; expected \"+\", \"d\", \"b\" or the end"
            ),
            TcErrorKind::TooManyDecimals => f.write_str("expected at most three decimals (milliseconds)"),
            TcErrorKind::ZeroMoves => f.write_str("expected at least 1 move before \"/\""),
            TcErrorKind::ZeroTime => f.write_str("expected more than 0 seconds to start with"),
            TcErrorKind::TooLarge => {
                write!(f, "expected at most {MAX_SECONDS} seconds and {MAX_MOVES} moves")
            }
            TcErrorKind::RestNotLast => {
                f.write_str("expected a number of moves (\"40/...\"): only the last stage may be for the rest of the game")
            }
            TcErrorKind::TooManyStages => write!(f, "expected at most {MAX_STAGES} stages"),
            TcErrorKind::HourglassAlone => {
                f.write_str("expected an hourglass (\"*60\") alone, without a bonus or other stages")
            }
            TcErrorKind::TooManySides => f.write_str("expected one control, or two as white|black"),
            TcErrorKind::NoClockOneSide => {
                f.write_str("expected a time control: \"-\" (no clock) is only for both players")
            }
            TcErrorKind::OddsHere => {
                f.write_str("expected one player's control; read time odds (white|black) with Controls::parse")
            }
        }
    }
}

impl std::error::Error for TcError {}

fn is_no_clock(text: &str) -> bool {
    text == "-" || text == "?"
}

/// Parses one player's control (not `-`, not `|`).
fn parse_control(text: &str) -> Result<TimeControl, TcError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(TcError::new(TcErrorKind::Empty, text));
    }
    // Errors quote `parts`, as written; parsing reads a space as `+`, because an unescaped `+` in a URL query
    // arrives as a space.
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() > MAX_STAGES {
        return Err(TcError::new(TcErrorKind::TooManyStages, text));
    }
    let plus = |part: &str| part.replace(' ', "+");
    let many = parts.len() > 1;
    let first = plus(parts[0]);
    if let Some(rest) = first.strip_prefix('*') {
        let time_ms = match parse_seconds(rest) {
            Ok((ms, "")) => ms,
            Ok((_, tail)) => {
                return Err(TcError::new(TcErrorKind::HourglassAlone, parts[0])
                    .at_stage(0, many)
                    .with_kind_if_bonus(tail));
            }
            Err(kind) => return Err(TcError::new(kind, parts[0]).at_stage(0, many)),
        };
        if many {
            return Err(TcError::new(TcErrorKind::HourglassAlone, parts[0]).at_stage(0, many));
        }
        return TimeControl::hourglass(time_ms).map_err(|e| TcError {
            part: parts[0].to_owned(),
            ..e
        });
    }
    let mut stages = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter().enumerate() {
        let stage =
            parse_stage(&plus(part)).map_err(|kind| TcError::new(kind, part).at_stage(i, many))?;
        stages.push(stage);
    }
    TimeControl::new(stages).map_err(|e| TcError {
        part: e
            .stage
            .and_then(|s| parts.get(s - 1))
            .unwrap_or(&parts[0])
            .to_string(),
        ..e
    })
}

impl TcError {
    /// An hourglass followed by something: a bonus letter keeps `HourglassAlone`, anything else is unexpected.
    fn with_kind_if_bonus(mut self, tail: &str) -> TcError {
        if let Some(c) = tail.chars().next() {
            if !matches!(c, '+' | 'd' | 'D' | 'b' | 'B') {
                self.kind = TcErrorKind::Unexpected(c);
            }
        }
        self
    }
}

fn parse_stage(text: &str) -> Result<Stage, TcErrorKind> {
    if text.is_empty() {
        return Err(TcErrorKind::Empty);
    }
    if text.starts_with('*') {
        return Err(TcErrorKind::HourglassAlone);
    }
    let (moves, rest) = match text.split_once('/') {
        Some((moves, rest)) => {
            if moves.is_empty() || !moves.bytes().all(|b| b.is_ascii_digit()) {
                return Err(TcErrorKind::ExpectedMoves);
            }
            let m = parse_int(moves).ok_or(TcErrorKind::TooLarge)?;
            if m == 0 {
                return Err(TcErrorKind::ZeroMoves);
            }
            let m = u32::try_from(m)
                .ok()
                .filter(|&m| m <= MAX_MOVES)
                .ok_or(TcErrorKind::TooLarge)?;
            (Some(m), rest)
        }
        None => (None, text),
    };
    let (time_ms, rest) = parse_seconds(rest)?;
    let mut chars = rest.chars();
    let bonus = match chars.next() {
        None => Bonus::None,
        Some(c @ ('+' | 'd' | 'D' | 'b' | 'B')) => {
            let (ms, tail) = parse_seconds(chars.as_str()).map_err(|kind| match kind {
                TcErrorKind::ExpectedSeconds => TcErrorKind::ExpectedBonusSeconds(c),
                other => other,
            })?;
            if let Some(t) = tail.chars().next() {
                return Err(TcErrorKind::Unexpected(t));
            }
            match c {
                '+' => Bonus::Increment(ms),
                'd' | 'D' => Bonus::Delay(ms),
                _ => Bonus::Bronstein(ms),
            }
        }
        Some(c) => return Err(TcErrorKind::Unexpected(c)),
    };
    Ok(Stage {
        moves,
        time_ms,
        bonus: bonus.normalized(),
    })
}

/// Reads `digits[.ddd]` at the start of `text` as ms; returns them and the rest.
fn parse_seconds(text: &str) -> Result<(u64, &str), TcErrorKind> {
    let int_len = text.bytes().take_while(u8::is_ascii_digit).count();
    if int_len == 0 {
        return Err(TcErrorKind::ExpectedSeconds);
    }
    let whole = parse_int(&text[..int_len]).ok_or(TcErrorKind::TooLarge)?;
    let mut rest = &text[int_len..];
    let mut frac_ms = 0;
    if let Some(after) = rest.strip_prefix('.') {
        let frac_len = after.bytes().take_while(u8::is_ascii_digit).count();
        if frac_len == 0 {
            return Err(TcErrorKind::ExpectedSeconds);
        }
        if frac_len > 3 {
            return Err(TcErrorKind::TooManyDecimals);
        }
        let digits = &after[..frac_len];
        frac_ms = parse_int(digits).unwrap_or(0) * 10u64.pow(3 - frac_len as u32);
        rest = &after[frac_len..];
    }
    if whole > MAX_SECONDS {
        return Err(TcErrorKind::TooLarge);
    }
    let ms = whole * 1000 + frac_ms;
    if ms > MAX_MS {
        return Err(TcErrorKind::TooLarge);
    }
    Ok((ms, rest))
}

/// ASCII digits to a number; `None` on overflow (the caller has checked they are digits).
fn parse_int(digits: &str) -> Option<u64> {
    digits.bytes().try_fold(0u64, |n, b| {
        n.checked_mul(10)?.checked_add(u64::from(b - b'0'))
    })
}

/// Milliseconds written as seconds: `300`, `0.5`, `1.25`.
struct Seconds(u64);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (s, ms) = (self.0 / 1000, self.0 % 1000);
        if ms == 0 {
            write!(f, "{s}")
        } else {
            let frac = format!("{ms:03}");
            write!(f, "{s}.{}", frac.trim_end_matches('0'))
        }
    }
}

/// One stage in the canonical syntax.
struct StageText<'a>(&'a Stage);

impl fmt::Display for StageText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stage = self.0;
        if let Some(m) = stage.moves {
            write!(f, "{m}/")?;
        }
        write!(f, "{}", Seconds(stage.time_ms))?;
        match stage.bonus {
            Bonus::None => Ok(()),
            Bonus::Increment(ms) => write!(f, "+{}", Seconds(ms)),
            Bonus::Delay(ms) => write!(f, "d{}", Seconds(ms)),
            Bonus::Bronstein(ms) => write!(f, "b{}", Seconds(ms)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(text: &str) -> TimeControl {
        match TimeControl::parse(text) {
            Ok(Some(tc)) => tc,
            other => panic!("{text:?} gave {other:?}"),
        }
    }

    fn err(text: &str) -> String {
        match Controls::parse(text) {
            Err(e) => e.to_string(),
            Ok(c) => panic!("{text:?} should fail, gave {c:?}"),
        }
    }

    fn stage(moves: Option<u32>, time_ms: u64, bonus: Bonus) -> Stage {
        Stage {
            moves,
            time_ms,
            bonus,
        }
    }

    #[test]
    fn sudden_death_and_increment() {
        assert_eq!(tc("300").stages(), &[stage(None, 300_000, Bonus::None)]);
        assert_eq!(
            tc("300+2").stages(),
            &[stage(None, 300_000, Bonus::Increment(2_000))]
        );
        assert_eq!(tc("60").initial_ms(), 60_000);
        assert!(!tc("300").is_hourglass());
    }

    #[test]
    fn delays() {
        assert_eq!(
            tc("300d5").stages(),
            &[stage(None, 300_000, Bonus::Delay(5_000))]
        );
        assert_eq!(
            tc("300b5").stages(),
            &[stage(None, 300_000, Bonus::Bronstein(5_000))]
        );
        assert_eq!(tc("300D5").to_string(), "300d5");
        assert_eq!(tc("300B5").to_string(), "300b5");
    }

    #[test]
    fn stages_with_their_own_bonus() {
        assert_eq!(
            tc("40/5400+30:1800+30").stages(),
            &[
                stage(Some(40), 5_400_000, Bonus::Increment(30_000)),
                stage(None, 1_800_000, Bonus::Increment(30_000)),
            ]
        );
        assert_eq!(
            tc("40/5400:1800+30").stages(),
            &[
                stage(Some(40), 5_400_000, Bonus::None),
                stage(None, 1_800_000, Bonus::Increment(30_000))
            ]
        );
        assert_eq!(
            tc("40/7200d30:20/3600b10:900").stages(),
            &[
                stage(Some(40), 7_200_000, Bonus::Delay(30_000)),
                stage(Some(20), 3_600_000, Bonus::Bronstein(10_000)),
                stage(None, 900_000, Bonus::None),
            ]
        );
    }

    #[test]
    fn hourglass_is_pgn_sandclock() {
        let h = tc("*60");
        assert!(h.is_hourglass());
        assert_eq!(h.stages(), &[stage(None, 60_000, Bonus::None)]);
        assert_eq!(h.to_string(), "*60");
        assert_eq!(TimeControl::hourglass(90_000).unwrap().to_string(), "*90");
    }

    #[test]
    fn no_clock() {
        assert_eq!(TimeControl::parse("-"), Ok(None));
        assert_eq!(TimeControl::parse(" ? "), Ok(None));
        assert_eq!(Controls::parse("-"), Ok(None));
    }

    #[test]
    fn url_space_is_plus_and_whitespace_is_trimmed() {
        assert_eq!(tc("300 2"), tc("300+2"));
        assert_eq!(tc(" 40/5400 30:1800 30 "), tc("40/5400+30:1800+30"));
    }

    #[test]
    fn decimal_seconds() {
        assert_eq!(
            tc("0.5+0.25").stages(),
            &[stage(None, 500, Bonus::Increment(250))]
        );
        assert_eq!(tc("90.1").initial_ms(), 90_100);
        assert_eq!(tc("1.50").to_string(), "1.5");
        assert_eq!(tc("5400.000").to_string(), "5400");
    }

    #[test]
    fn zero_bonus_is_no_bonus() {
        assert_eq!(tc("300+0"), tc("300"));
        assert_eq!(tc("300d0").to_string(), "300");
        assert_eq!(tc("300b0.000").to_string(), "300");
    }

    #[test]
    fn time_odds() {
        let c = Controls::parse("300+2|180+2").unwrap().unwrap();
        assert_eq!(c.white, tc("300+2"));
        assert_eq!(c.black, tc("180+2"));
        assert!(c.is_odds());
        assert_eq!(c.to_string(), "300+2|180+2");
        assert_eq!(c.get(Side::Black), &c.black);
        let same = Controls::parse("300+2 | 300+2").unwrap().unwrap();
        assert!(!same.is_odds());
        assert_eq!(same.to_string(), "300+2");
        assert_eq!(
            Controls::parse("*60|*30").unwrap().unwrap().to_string(),
            "*60|*30"
        );
    }

    #[test]
    fn canonical_round_trip() {
        for text in [
            "300",
            "300+2",
            "300d5",
            "300b5",
            "40/5400+30:1800+30",
            "40/5400:1800+30",
            "40/7200:20/3600",
            "40/7200d30:20/3600b10:900+5",
            "2/60+1:30+1",
            "*60",
            "0.5+0.25",
            "90.125",
            "1000000",
        ] {
            assert_eq!(tc(text).to_string(), text);
            assert_eq!(tc(&tc(text).to_string()), tc(text));
        }
        for text in ["300+2|180+2", "*60|300", "40/5400+30:1800+30|5400+30"] {
            assert_eq!(Controls::parse(text).unwrap().unwrap().to_string(), text);
        }
    }

    #[test]
    fn non_canonical_to_canonical() {
        for (text, canonical) in [
            ("300+0", "300"),
            ("300 2", "300+2"),
            ("300D5", "300d5"),
            ("0300", "300"),
            ("40/5400.0+30.000:1800+30", "40/5400+30:1800+30"),
            ("300+2|300+2", "300+2"),
            (" 60 ", "60"),
        ] {
            assert_eq!(
                Controls::parse(text).unwrap().unwrap().to_string(),
                canonical,
                "{text}"
            );
        }
    }

    #[test]
    fn errors_name_the_part_and_what_was_expected() {
        assert_eq!(
            err(""),
            "\"\": expected a time control such as \"300\", \"300+2\", \"40/5400+30:1800+30\" or \"-\""
        );
        assert_eq!(err("abc"), "\"abc\": expected seconds");
        assert_eq!(err("300  2"), "\"300  2\": expected seconds after \"+\"");
        assert_eq!(
            err("40/300:1 x"),
            "stage 2 \"1 x\": expected seconds after \"+\""
        );
        assert_eq!(
            err("5400:18x0"),
            "stage 2 \"18x0\": unexpected \"x\" after the seconds; expected \"+\", \"d\", \"b\" or the end"
        );
        assert_eq!(err("40/5400+30:x0"), "stage 2 \"x0\": expected seconds");
        assert_eq!(err("300+"), "\"300+\": expected seconds after \"+\"");
        assert_eq!(err("300d"), "\"300d\": expected seconds after \"d\"");
        assert_eq!(err("300b5x"), "\"300b5x\": unexpected \"x\" after the seconds; expected \"+\", \"d\", \"b\" or the end");
        assert_eq!(
            err("x/300"),
            "\"x/300\": expected a number of moves before \"/\""
        );
        assert_eq!(
            err("/300"),
            "\"/300\": expected a number of moves before \"/\""
        );
        assert_eq!(err("40/"), "\"40/\": expected seconds");
        assert_eq!(
            err("0/300"),
            "\"0/300\": expected at least 1 move before \"/\""
        );
        assert_eq!(
            err("0"),
            "\"0\": expected more than 0 seconds to start with"
        );
        assert_eq!(
            err("0+2"),
            "\"0+2\": expected more than 0 seconds to start with"
        );
        assert_eq!(
            err("1.2345"),
            "\"1.2345\": expected at most three decimals (milliseconds)"
        );
        assert_eq!(err("1."), "\"1.\": expected seconds");
        assert_eq!(
            err("1000001"),
            "\"1000001\": expected at most 1000000 seconds and 10000 moves"
        );
        assert_eq!(
            err("99999999999999999999999"),
            "\"99999999999999999999999\": expected at most 1000000 seconds and 10000 moves"
        );
        assert_eq!(
            err("10001/300"),
            "\"10001/300\": expected at most 1000000 seconds and 10000 moves"
        );
        assert_eq!(
            err("300:40/300"),
            "stage 1 \"300\": expected a number of moves (\"40/...\"): only the last stage may be for the rest of the game"
        );
        assert_eq!(err("40/300::60"), "stage 2 \"\": expected a time control such as \"300\", \"300+2\", \"40/5400+30:1800+30\" or \"-\"");
        assert_eq!(
            err("*60+2"),
            "\"*60+2\": expected an hourglass (\"*60\") alone, without a bonus or other stages"
        );
        assert_eq!(
            err("*60x"),
            "\"*60x\": unexpected \"x\" after the seconds; expected \"+\", \"d\", \"b\" or the end"
        );
        assert_eq!(
            err("*60:300"),
            "stage 1 \"*60\": expected an hourglass (\"*60\") alone, without a bonus or other stages"
        );
        assert_eq!(
            err("40/300:*60"),
            "stage 2 \"*60\": expected an hourglass (\"*60\") alone, without a bonus or other stages"
        );
        assert_eq!(
            err("*0"),
            "\"*0\": expected more than 0 seconds to start with"
        );
        assert_eq!(err("*"), "\"*\": expected seconds");
        assert_eq!(
            err("300|300|300"),
            "\"300|300|300\": expected one control, or two as white|black"
        );
        assert_eq!(
            err("300|-"),
            "black: \"-\": expected a time control: \"-\" (no clock) is only for both players"
        );
        assert_eq!(err("300+2|18x0"), "black: \"18x0\": unexpected \"x\" after the seconds; expected \"+\", \"d\", \"b\" or the end");
        assert_eq!(err("abc|300"), "white: \"abc\": expected seconds");
        assert_eq!(err("40/300:20/300:x"), "stage 3 \"x\": expected seconds");
        assert_eq!(
            err(&["1/1"; 17].join(":")),
            format!("{:?}: expected at most 16 stages", ["1/1"; 17].join(":"))
        );
        assert_eq!(err("٣٠٠"), "\"٣٠٠\": expected seconds");
        assert_eq!(
            TimeControl::parse("300|300").unwrap_err().to_string(),
            "\"300|300\": expected one player's control; read time odds (white|black) with Controls::parse"
        );
    }

    #[test]
    fn errors_carry_side_stage_and_kind() {
        let e = Controls::parse("300|40/300:18x0").unwrap_err();
        assert_eq!(e.side, Some(Side::Black));
        assert_eq!(e.stage, Some(2));
        assert_eq!(e.part, "18x0");
        assert_eq!(e.kind, TcErrorKind::Unexpected('x'));
    }

    #[test]
    fn new_checks_the_stages() {
        let ok = stage(Some(40), 1_000, Bonus::None);
        let rest = stage(None, 1_000, Bonus::None);
        assert!(TimeControl::new(vec![ok, rest]).is_ok());
        assert_eq!(
            TimeControl::new(vec![]).unwrap_err().kind,
            TcErrorKind::Empty
        );
        assert_eq!(
            TimeControl::new(vec![rest, ok]).unwrap_err().kind,
            TcErrorKind::RestNotLast
        );
        let e = TimeControl::new(vec![ok, stage(Some(0), 1, Bonus::None)]).unwrap_err();
        assert_eq!(
            (e.kind, e.stage, e.part.as_str()),
            (TcErrorKind::ZeroMoves, Some(2), "0/0.001")
        );
        assert_eq!(
            TimeControl::new(vec![stage(None, 0, Bonus::None)])
                .unwrap_err()
                .kind,
            TcErrorKind::ZeroTime
        );
        assert_eq!(
            TimeControl::single(1_000, Bonus::Increment(MAX_MS + 1))
                .unwrap_err()
                .kind,
            TcErrorKind::TooLarge
        );
        assert_eq!(
            TimeControl::new(vec![ok; 17]).unwrap_err().kind,
            TcErrorKind::TooManyStages
        );
        assert_eq!(
            TimeControl::single(1_000, Bonus::Increment(0)).unwrap(),
            tc("1")
        );
        // A second stage of 0 s is allowed (only the first must have time).
        assert!(TimeControl::new(vec![ok, stage(None, 0, Bonus::Increment(5_000))]).is_ok());
    }

    #[test]
    fn locate_moves_in_stages() {
        let t = tc("40/5400+30:1800+30");
        assert_eq!(
            t.locate(1),
            Location {
                stage: 0,
                to_go: Some(40)
            }
        );
        assert_eq!(
            t.locate(39),
            Location {
                stage: 0,
                to_go: Some(2)
            }
        );
        assert_eq!(
            t.locate(40),
            Location {
                stage: 0,
                to_go: Some(1)
            }
        );
        assert_eq!(
            t.locate(41),
            Location {
                stage: 1,
                to_go: None
            }
        );
        assert_eq!(t.locate(0), t.locate(1));
        assert_eq!(
            t.locate(u32::MAX),
            Location {
                stage: 1,
                to_go: None
            }
        );
        assert_eq!(t.time_after_stage(0), 1_800_000);
        assert_eq!(t.time_after_stage(1), 0);
        assert_eq!(t.time_after_stage(9), 0);

        // A last stage with a move count repeats.
        let r = tc("40/7200:20/3600");
        assert_eq!(
            r.locate(40),
            Location {
                stage: 0,
                to_go: Some(1)
            }
        );
        assert_eq!(
            r.locate(41),
            Location {
                stage: 1,
                to_go: Some(20)
            }
        );
        assert_eq!(
            r.locate(60),
            Location {
                stage: 1,
                to_go: Some(1)
            }
        );
        assert_eq!(
            r.locate(61),
            Location {
                stage: 1,
                to_go: Some(20)
            }
        );
        assert_eq!(
            r.locate(80),
            Location {
                stage: 1,
                to_go: Some(1)
            }
        );
        assert_eq!(r.time_after_stage(1), 3_600_000);
        assert_eq!(r.locate(u32::MAX).stage, 1);

        let s = tc("300+2");
        assert_eq!(
            s.locate(1),
            Location {
                stage: 0,
                to_go: None
            }
        );
        assert_eq!(s.stage_for_move(7).bonus, Bonus::Increment(2_000));
    }

    #[test]
    fn estimate_for_sixty_moves() {
        assert_eq!(tc("180+2").estimate_ms(60), 300_000);
        assert_eq!(tc("300").estimate_ms(60), 300_000);
        assert_eq!(tc("300d5").estimate_ms(60), 600_000);
        assert_eq!(tc("40/5400+30:1800+30").estimate_ms(60), 9_000_000);
        assert_eq!(
            tc("40/5400:1800+30").estimate_ms(60),
            5_400_000 + 1_800_000 + 20 * 30_000
        );
        // Time added when move 60 completes a stage is not available for the first 60 moves.
        assert_eq!(tc("60/600:600").estimate_ms(60), 600_000);
        assert_eq!(tc("59/600:600").estimate_ms(60), 1_200_000);
        assert_eq!(tc("*60").estimate_ms(60), 60_000);
    }

    /// A small deterministic generator, so the junk test needs no dependency.
    fn junk(count: usize) -> Vec<String> {
        let alphabet: Vec<char> = "0123456789+-/:*|.dbDBx ?\u{e9}\u{663}\u{1F642}"
            .chars()
            .collect();
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        (0..count)
            .map(|_| {
                let len = (next() % 24) as usize;
                (0..len)
                    .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                    .collect()
            })
            .collect()
    }

    #[test]
    fn junk_never_panics_and_what_parses_round_trips() {
        let mut parsed = 0;
        for text in junk(3000) {
            if let Ok(Some(c)) = Controls::parse(&text) {
                parsed += 1;
                assert_eq!(
                    Controls::parse(&c.to_string()),
                    Ok(Some(c.clone())),
                    "{text:?}"
                );
            }
            if let Ok(Some(t)) = TimeControl::parse(&text) {
                assert_eq!(
                    TimeControl::parse(&t.to_string()),
                    Ok(Some(t.clone())),
                    "{text:?}"
                );
                let _ = t.estimate_ms(60);
                let _ = t.locate(u32::MAX);
            }
            if let Err(e) = Controls::parse(&text) {
                assert!(!e.to_string().is_empty());
            }
        }
        assert!(
            parsed > 10,
            "the generator should hit some valid controls, got {parsed}"
        );
    }
}
