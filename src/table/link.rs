//! The Contract 2 link: the parameters of the page's address read whole into one value ([`Link::parse`]), and the
//! game it asks for ([`Link::game`]) and what that game is on a table ([`LinkGame::intent`]).
//!
//! The page reads the address once, before the app mounts: whether the link starts a game (then the readers' part is
//! waited for), the language, the players' names. The game itself is read by the readers' part (it parses a FEN and a
//! time control), and its intent decided on the table the page holds then.

use super::{Intent, Table};
use crate::clock::{Controls, TcError};
use crate::game::RuleSet;
use crate::rules::{ByColor, FenError, Position};

/// The parameters of a link, as written (percent-decoded); each `None` when the link does not have it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// `fen`: the position to start from.
    pub fen: Option<String>,
    /// `rules`: the rule set's name (`casual`, `fide`, `tournament`).
    pub rules: Option<String>,
    /// `tc`: the time control (`5+3`, `-` for no clock…).
    pub tc: Option<String>,
    /// `lang`: the interface language's tag.
    pub lang: Option<String>,
    /// `white` and `black`: the players' names.
    pub names: ByColor<Option<String>>,
}

/// What does not read in a link, beside its game ([`Link::game`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinkProblems {
    /// Why the FEN cannot be played.
    pub fen: Option<FenError>,
    /// Why the time control does not read.
    pub tc: Option<TcError>,
}

/// The game a link asks for, read by [`Link::game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkGame {
    /// The position to start from: the FEN's, or the initial one when the link has no `fen`; `None` when the FEN
    /// cannot be played (no game is started then).
    pub start: Option<Position>,
    /// The rule set `rules` names, when it names one.
    pub rules: Option<RuleSet>,
    /// The time control of `tc` when there is one and it reads (`Some(None)`: no clock).
    pub controls: Option<Option<Controls>>,
    /// The link replaces the game on the table (it has a `fen`, a `rules`, or a `tc` that reads): the page takes
    /// over a clock running in another tab first, then plays [`LinkGame::intent`].
    pub replaces: bool,
    /// The game-starting parameters are taken out of the address bar once applied, so that a reload resumes the
    /// saved game; a bad `tc` alone too, so that it is explained once, not at every reload.
    pub clear: bool,
}

impl Link {
    /// Reads a query string (`?a=1&b=2`, with or without its `?`) as the browser's `URLSearchParams` does: `+` is a
    /// space, `%XX` a byte, the bytes UTF-8 (a byte that is not is replaced, never refused); a key given twice keeps
    /// its first value; unknown keys are left aside.
    pub fn parse(query: &str) -> Link {
        let pairs: Vec<(String, String)> = query
            .trim_start_matches('?')
            .split('&')
            .filter(|pair| !pair.is_empty())
            .map(|pair| {
                let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
                (decode(key), decode(value))
            })
            .collect();
        Link::read(|key| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
    }

    /// The link from its parameters, each looked up by name in a query already decoded (the page's
    /// `URLSearchParams`, whose decoding is [`Link::parse`]'s).
    pub fn read(get: impl Fn(&str) -> Option<String>) -> Link {
        Link {
            fen: get("fen"),
            rules: get("rules"),
            tc: get("tc"),
            lang: get("lang"),
            names: ByColor {
                white: get("white"),
                black: get("black"),
            },
        }
    }

    /// Whether the link starts a game (`fen`, `tc` or `rules`): the page reads it before the app mounts.
    pub fn starts_game(&self) -> bool {
        self.fen.is_some() || self.tc.is_some() || self.rules.is_some()
    }

    /// Reads the game the link asks for: its FEN (as the established libraries read one), its rule set and its time
    /// control; and what of them does not read.
    pub fn game(&self) -> (LinkGame, LinkProblems) {
        let (controls, tc_error) = match self.tc.as_deref().map(Controls::parse) {
            Some(Ok(c)) => (Some(c), None),
            Some(Err(e)) => (None, Some(e)),
            None => (None, None),
        };
        let (start, fen_error) = match self.fen.as_deref().map(Position::from_fen_lenient) {
            Some(Ok((p, _))) => (Some(p), None),
            Some(Err(e)) => (None, Some(e)),
            None => (Some(Position::new()), None),
        };
        let replaces = self.fen.is_some() || self.rules.is_some() || controls.is_some();
        let bad_tc_alone = tc_error.is_some() && self.fen.is_none() && self.rules.is_none();
        let game = LinkGame {
            start,
            rules: self.rules.as_deref().and_then(RuleSet::parse),
            controls,
            replaces,
            clear: replaces || bad_tc_alone,
        };
        let problems = LinkProblems {
            fen: fen_error,
            tc: tc_error,
        };
        (game, problems)
    }
}

impl LinkGame {
    /// The intent that starts the link's game on `table` (the page asks it first over a game with moves,
    /// [`Table::request`]): the link's rule set and time control, the table's where the link names none (a `rules`
    /// that does not read names none); `None` when the link replaces nothing or its FEN cannot be played.
    pub fn intent(&self, table: &Table) -> Option<Intent> {
        if !self.replaces {
            return None;
        }
        let start = self.start.clone()?;
        Some(match (self.rules, &self.controls) {
            (None, None) => Intent::PlayFrom(start),
            (rules, controls) => Intent::NewGame {
                start,
                rules: rules.unwrap_or_else(|| table.game().rules()),
                controls: match controls {
                    Some(c) => c.clone(),
                    None => table.controls().cloned(),
                },
            },
        })
    }
}

/// A part of a query string decoded: `+` a space, `%XX` a byte, the bytes read as UTF-8 (lossily).
fn decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let digit = |k: usize| b.get(k).copied().and_then(hex);
                match (digit(i + 1), digit(i + 2)) {
                    (Some(high), Some(low)) => {
                        out.push(high * 16 + low);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The value of a hexadecimal digit.
fn hex(c: u8) -> Option<u8> {
    char::from(c)
        .to_digit(16)
        .and_then(|d| u8::try_from(d).ok())
}
