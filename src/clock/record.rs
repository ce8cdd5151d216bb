//! The clock as one line of text, for saving (localStorage) and resuming after a reload.
//!
//! ```text
//! escaque-clock 1 tc=180+2 turn=b run=paused used=4000 w=179000,1,- b=180000,0,- moves=w,3000,180000,179000,2000,0,0,0,0,0,-,-
//! ```
//!
//! Space-separated fields in this order: the header `escaque-clock 1`; `tc=` the controls (canonical `?tc=`
//! text); `turn=` the side to move (`w`/`b`); `run=` `idle` or `paused`; `used=` ms used on the current move;
//! `w=` and `b=` each `bank,moves,flag` (bank in ms, possibly negative; flag `-` or its age: ms before the
//! save); `moves=` the history, `;`-separated, each `side,used,bank_before,bank_after,bonus,stage_ms,stage,
//! flagged,gain,started,white_flag,black_flag` (the two flags as ages, `-` for none).
//!
//! Timestamps are saved as ages because the caller's time base changes across a reload (`performance.now()`
//! starts again from 0): [`Clock::to_record`] takes the time of the save, [`Clock::from_record`] the time of
//! the load, and a running clock is saved as paused at the save.

use super::control::Controls;
use super::model::{Clock, Face, MoveRecord, Run};
use super::Side;
use std::fmt;
use std::fmt::Write as _;

const HEADER: &str = "escaque-clock";
const VERSION: &str = "1";

/// Why [`Clock::from_record`] refused a text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecordError {
    /// The text does not start with `escaque-clock 1`.
    Header,
    /// A field is missing (the text ends early, or the field has another name).
    Missing(&'static str),
    /// A field could not be read.
    Bad {
        /// The field's name.
        field: &'static str,
        /// Its text.
        value: String,
    },
    /// Text after the last field.
    Trailing,
    /// The fields contradict each other.
    Inconsistent(&'static str),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Header => write!(f, "not a clock record: expected \"{HEADER} {VERSION}\""),
            RecordError::Missing(field) => write!(f, "clock record: missing {field}="),
            RecordError::Bad { field, value } => write!(f, "clock record: bad {field}=\"{value}\""),
            RecordError::Trailing => f.write_str("clock record: unexpected text after moves="),
            RecordError::Inconsistent(what) => write!(f, "clock record: {what}"),
        }
    }
}

impl std::error::Error for RecordError {}

fn age(now_ms: u64, at: Option<u64>) -> String {
    at.map_or_else(
        || "-".to_owned(),
        |at| now_ms.saturating_sub(at).to_string(),
    )
}

impl Clock {
    /// The clock as one line of text (format in the [`record`](self) module docs), as if paused at `now_ms`.
    #[must_use]
    pub fn to_record(&self, now_ms: u64) -> String {
        let mut c = self.clone();
        c.pause(now_ms);
        let run = if c.run == Run::Idle { "idle" } else { "paused" };
        let mut out = format!(
            "{HEADER} {VERSION} tc={} turn={} run={run} used={}",
            c.controls(),
            c.turn.letter(),
            c.used
        );
        for side in Side::ALL {
            let face = &c.faces[side.index()];
            let _ = write!(
                out,
                " {}={},{},{}",
                side.letter(),
                face.bank,
                face.moves,
                age(now_ms, face.flag)
            );
        }
        out.push_str(" moves=");
        for (k, r) in c.history.iter().enumerate() {
            if k > 0 {
                out.push(';');
            }
            let _ = write!(
                out,
                "{},{},{},{},{},{},{},{},{},{},{},{}",
                r.side.letter(),
                r.used_ms,
                r.bank_before,
                r.bank_after,
                r.bonus_ms,
                r.stage_ms,
                r.stage,
                u8::from(r.flagged),
                r.gain,
                u8::from(r.started),
                age(now_ms, r.flags[0]),
                age(now_ms, r.flags[1]),
            );
        }
        out
    }

    /// Reads a text written by [`Clock::to_record`]; the clock comes back paused (or not started), its flag
    /// instants moved to the caller's time base at `now_ms`. Never panics.
    ///
    /// # Errors
    /// A [`RecordError`] if the text is not a clock record, a field cannot be read, or the fields contradict
    /// each other (move counts, turn, history).
    pub fn from_record(text: &str, now_ms: u64) -> Result<Clock, RecordError> {
        let mut tokens = text.split_whitespace();
        if tokens.next() != Some(HEADER) || tokens.next() != Some(VERSION) {
            return Err(RecordError::Header);
        }
        let mut field = |name: &'static str| {
            tokens
                .next()
                .and_then(|t| t.strip_prefix(name))
                .and_then(|t| t.strip_prefix('='))
                .ok_or(RecordError::Missing(name))
        };
        let tc = field("tc")?;
        let turn = field("turn")?;
        let run = field("run")?;
        let used = field("used")?;
        let white = field("w")?;
        let black = field("b")?;
        let moves = field("moves")?;
        if tokens.next().is_some() {
            return Err(RecordError::Trailing);
        }

        let bad = |field: &'static str, value: &str| RecordError::Bad {
            field,
            value: value.to_owned(),
        };
        let controls = match Controls::parse(tc) {
            Ok(Some(c)) => c,
            _ => return Err(bad("tc", tc)),
        };
        let turn = one_side(turn).ok_or_else(|| bad("turn", turn))?;
        let run = match run {
            "idle" => Run::Idle,
            "paused" => Run::Paused,
            _ => return Err(bad("run", run)),
        };
        let used = used.parse::<u64>().map_err(|_| bad("used", used))?;
        let flag = |text: &str| -> Option<Option<u64>> {
            match text {
                "-" => Some(None),
                _ => text
                    .parse::<u64>()
                    .ok()
                    .map(|age| Some(now_ms.saturating_sub(age))),
            }
        };
        let face = |name: &'static str, text: &str| -> Result<Face, RecordError> {
            let parts: Vec<&str> = text.split(',').collect();
            let [bank, moves, f] = parts.as_slice() else {
                return Err(bad(name, text));
            };
            Ok(Face {
                bank: bank.parse().map_err(|_| bad(name, text))?,
                moves: moves.parse().map_err(|_| bad(name, text))?,
                flag: flag(f).ok_or_else(|| bad(name, text))?,
            })
        };
        let faces = [face("w", white)?, face("b", black)?];

        let mut history = Vec::new();
        let mut counts = [0u32; 2];
        for entry in moves.split(';').filter(|e| !e.is_empty()) {
            let err = || bad("moves", entry);
            let f: Vec<&str> = entry.split(',').collect();
            let [side, used_ms, before, after, bonus, stage_ms, stage, flagged, gain, started, fw, fb] =
                f.as_slice()
            else {
                return Err(err());
            };
            let side = one_side(side).ok_or_else(err)?;
            let int = |t: &str| t.parse::<i64>().map_err(|_| err());
            let nat = |t: &str| t.parse::<u64>().map_err(|_| err());
            let flag01 = |t: &str| match t {
                "0" => Ok(false),
                "1" => Ok(true),
                _ => Err(err()),
            };
            let i = side.index();
            counts[i] = counts[i].checked_add(1).ok_or_else(err)?;
            let bank_after = int(after)?;
            let stage = usize::try_from(nat(stage)?).map_err(|_| err())?;
            if stage >= controls.get(side).stages().len() {
                return Err(err());
            }
            history.push(MoveRecord {
                side,
                number: counts[i],
                used_ms: nat(used_ms)?,
                remaining_ms: u64::try_from(bank_after).unwrap_or(0),
                bonus_ms: nat(bonus)?,
                stage_ms: nat(stage_ms)?,
                stage,
                flagged: flag01(flagged)?,
                bank_before: int(before)?,
                bank_after,
                gain: int(gain)?,
                flags: [flag(fw).ok_or_else(err)?, flag(fb).ok_or_else(err)?],
                started: flag01(started)?,
            });
        }

        // The move counters may differ from the moves recorded: an arbiter's correction (6.11b) sets them.
        if history.windows(2).any(|w| w[0].side == w[1].side) {
            return Err(RecordError::Inconsistent("moves do not alternate"));
        }
        if history.last().is_some_and(|r| r.side == turn) {
            return Err(RecordError::Inconsistent(
                "the side to move made the last move",
            ));
        }
        if history.iter().skip(1).any(|r| r.started) {
            return Err(RecordError::Inconsistent(
                "only the first move can start the clocks",
            ));
        }
        if run == Run::Idle && (!history.is_empty() || used != 0) {
            return Err(RecordError::Inconsistent(
                "a clock not started has no moves and no time used",
            ));
        }
        Ok(Clock {
            controls: [controls.white, controls.black],
            faces,
            turn,
            run,
            used,
            history,
        })
    }
}

fn one_side(text: &str) -> Option<Side> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Side::from_letter(c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Phase;
    use Side::{Black, White};

    const S: u64 = 1_000;

    fn clock(tc: &str) -> Clock {
        Clock::from_controls(&Controls::parse(tc).unwrap().unwrap())
    }

    #[test]
    fn the_documented_example() {
        let mut c = clock("180+2");
        c.start(0);
        c.press(White, 3 * S).unwrap();
        let text = c.to_record(7 * S);
        assert_eq!(
            text,
            "escaque-clock 1 tc=180+2 turn=b run=paused used=4000 w=179000,1,- b=180000,0,- \
             moves=w,3000,180000,179000,2000,0,0,0,0,0,-,-"
        );
        let back = Clock::from_record(&text, 50).unwrap();
        assert_eq!(back.phase(), Phase::Paused);
        assert_eq!(back.remaining(Black, 50), 176 * S);
        assert_eq!(back.history(), c.history());
    }

    #[test]
    fn a_fresh_clock_round_trips() {
        let c = clock("300+2|60d1").starting_with(Black);
        let text = c.to_record(123);
        assert_eq!(
            text,
            "escaque-clock 1 tc=300+2|60d1 turn=b run=idle used=0 w=300000,0,- b=60000,0,- moves="
        );
        assert_eq!(Clock::from_record(&text, 0).unwrap(), c);
    }

    #[test]
    fn a_running_clock_comes_back_paused_where_it_was_saved() {
        for tc in ["40/5400+30:1800+30", "2/60d5:30b3", "*60", "300+2|*60"] {
            let mut c = clock(tc);
            c.start(1_000);
            let mut t = 1_000;
            for k in 0..7u64 {
                t += 1_500 + k * 300;
                let side = c.turn();
                c.press(side, t).unwrap();
            }
            t += 2_200; // the side to move has used 2.2 s of its move
            let text = c.to_record(t);
            let mut back = Clock::from_record(&text, 5).unwrap();
            assert_eq!(back.phase(), Phase::Paused, "{tc}");
            assert_eq!(back.history(), c.history(), "{tc}");
            for side in Side::ALL {
                assert_eq!(back.remaining(side, 5), c.remaining(side, t), "{tc}");
                assert_eq!(back.stage_of(side), c.stage_of(side));
                assert_eq!(back.moves_made(side), c.moves_made(side));
            }
            assert_eq!(back.to_record(5), text, "{tc}");
            // Resumed, it goes on exactly as the original would have.
            back.resume(10_000);
            c.pause(t);
            c.resume(10_000);
            assert_eq!(back, c);
            for later in [10_000, 12_345, 99_999] {
                assert_eq!(
                    back.remaining(back.turn(), later),
                    c.remaining(c.turn(), later)
                );
            }
            // And takebacks work after the reload.
            while back.undo_last(20_000).is_some() {
                c.undo_last(20_000);
                assert_eq!(back, c);
            }
        }
    }

    #[test]
    fn flags_are_moved_to_the_new_time_base() {
        let mut c = clock("60");
        c.start(0);
        c.press(White, 70 * S).unwrap(); // White's flag fell at 60 s, 20 s before the save
        let text = c.to_record(80 * S);
        assert!(text.contains(" w=-10000,1,20000 "), "{text}");
        let back = Clock::from_record(&text, 100 * S).unwrap();
        assert_eq!(back.flag_fell(White, 100 * S), Some(80 * S));
        assert_eq!(back.flagged(100 * S), Some(White));
        assert_eq!(back.history()[0].flags, [Some(80 * S), None]);
        // Before the new time base could hold it, the instant is 0.
        let back = Clock::from_record(&text, 5).unwrap();
        assert_eq!(back.flag_fell(White, 5), Some(0));
    }

    #[test]
    fn errors() {
        let good = clock("60").to_record(0);
        let cases: Vec<(String, RecordError)> = vec![
            (String::new(), RecordError::Header),
            ("escaque-clock 2".into(), RecordError::Header),
            ("escaque-clock 1".into(), RecordError::Missing("tc")),
            (
                good.replace("tc=60", "tc=6x"),
                RecordError::Bad {
                    field: "tc",
                    value: "6x".into(),
                },
            ),
            (
                good.replace("tc=60", "tc=-"),
                RecordError::Bad {
                    field: "tc",
                    value: "-".into(),
                },
            ),
            (
                good.replace("turn=w", "turn=x"),
                RecordError::Bad {
                    field: "turn",
                    value: "x".into(),
                },
            ),
            (
                good.replace("turn=w", "turn=ww"),
                RecordError::Bad {
                    field: "turn",
                    value: "ww".into(),
                },
            ),
            (
                good.replace("run=idle", "run=running"),
                RecordError::Bad {
                    field: "run",
                    value: "running".into(),
                },
            ),
            (
                good.replace("used=0", "used=-1"),
                RecordError::Bad {
                    field: "used",
                    value: "-1".into(),
                },
            ),
            (
                good.replace("w=60000,0,-", "w=60000,0"),
                RecordError::Bad {
                    field: "w",
                    value: "60000,0".into(),
                },
            ),
            (
                good.replace("b=60000,0,-", "b=x,0,-"),
                RecordError::Bad {
                    field: "b",
                    value: "x,0,-".into(),
                },
            ),
            (
                good.replace("turn=w", "side=w"),
                RecordError::Missing("turn"),
            ),
            (format!("{good} extra"), RecordError::Trailing),
            (
                good.replace("used=0", "used=5"),
                RecordError::Inconsistent("a clock not started has no moves and no time used"),
            ),
            (
                good.replace("moves=", "moves=w,1,2,3"),
                RecordError::Bad {
                    field: "moves",
                    value: "w,1,2,3".into(),
                },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(Clock::from_record(&text, 0), Err(expected), "{text}");
        }
        assert_eq!(
            RecordError::Bad {
                field: "used",
                value: "x".into()
            }
            .to_string(),
            "clock record: bad used=\"x\""
        );
    }

    #[test]
    fn contradictory_histories_are_refused() {
        let mut c = clock("60");
        c.press(White, 0).unwrap();
        c.press(Black, S).unwrap();
        let text = c.to_record(2 * S);
        let swapped = text.replace("turn=w", "turn=b");
        assert_eq!(
            Clock::from_record(&swapped, 0),
            Err(RecordError::Inconsistent(
                "the side to move made the last move"
            ))
        );
        let twice = text
            .replace(";b,", ";w,")
            .replace("w=", "W=")
            .replace("b=", "w=")
            .replace("W=", "b=");
        assert!(Clock::from_record(&twice, 0).is_err());
        let restarted = text.replacen(",0,-,-", ",1,-,-", 1);
        assert_eq!(
            Clock::from_record(&restarted, 0),
            Err(RecordError::Inconsistent(
                "only the first move can start the clocks"
            ))
        );
    }

    #[test]
    fn junk_and_mutations_never_panic() {
        let mut c = clock("2/60+1:30d2|*45");
        c.start(0);
        for k in 1..=5 {
            let side = c.turn();
            c.press(side, k * 3_100).unwrap();
        }
        let good = c.to_record(20_000);
        let mut state = 0x1234_5678_9ABC_DEF1u64;
        let mut next = move |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let alphabet: Vec<char> = "0123456789-,;=: wbx|+*d\u{e9}\u{1F642}".chars().collect();
        let chars: Vec<char> = good.chars().collect();
        let mut tried = 0;
        for _ in 0..2_000 {
            let mut m = chars.clone();
            for _ in 0..1 + next(3) {
                let at = next(m.len());
                match next(3) {
                    0 => {
                        m.remove(at);
                    }
                    1 => m[at] = alphabet[next(alphabet.len())],
                    _ => m.insert(at, alphabet[next(alphabet.len())]),
                }
            }
            let text: String = m.into_iter().collect();
            if let Ok(mut back) = Clock::from_record(&text, 1_000) {
                // Whatever was accepted is usable.
                back.resume(2_000);
                let _ = back.press(back.turn(), 3_000);
                while back.undo_last(4_000).is_some() {}
                let _ = back.both_flags(5_000);
                let _ = back.to_record(6_000);
            }
            tried += 1;
            let junk: String = (0..next(60))
                .map(|_| alphabet[next(alphabet.len())])
                .collect();
            let _ = Clock::from_record(&junk, 0);
            let _ = Clock::from_record(&format!("escaque-clock 1 {junk}"), 0);
        }
        assert_eq!(tried, 2_000);
        let cut: String = good.chars().take(good.len() / 2).collect();
        assert!(Clock::from_record(&cut, 0).is_err());
    }
}
