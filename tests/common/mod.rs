//! What the integration tests share: reading a file of `tests/data` (see `tests/data/SOURCES.md`),
//! and the helpers that drive a `Table` through its public API.
//!
//! Each test file that says `mod common;` compiles its own copy and uses only part of it.
#![allow(dead_code)]

use escaque::clock::Controls;
use escaque::game::{parse_uci, Game, RuleSet};
use escaque::rules::{ByColor, Color, Move, Position, Role, Square};
use escaque::table::pgn::LoadNote;
use escaque::table::{Event, Imported, Intent, Loaded, Refusal, Table};

/// The text of `tests/data/{name}`; panics with the path when it cannot be read.
pub fn data(name: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/").to_string() + name;
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A square by its name, `e4`.
pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// The position after the moves `moves` in UCI (`e2e4`, `e7e8q`) from the start position; panics naming the first
/// that is not legal.
pub fn after(moves: &[&str]) -> Position {
    let mut pos = Position::new();
    for m in moves {
        let promotion = m.chars().nth(4).and_then(Role::from_char);
        let mv = pos
            .find_move(sq(&m[0..2]), sq(&m[2..4]), promotion)
            .unwrap_or_else(|| panic!("{m} is not legal in {}", pos.fen()));
        pos = pos.play(mv).unwrap();
    }
    pos
}

/// A time control that has a clock, `300+2`.
pub fn controls(text: &str) -> Controls {
    Controls::parse(text).unwrap().expect("a clock")
}

/// A table from `fen` (the start position when `None`), under `rules`, with the clock `tc` if any.
pub fn table(fen: Option<&str>, rules: RuleSet, tc: Option<&str>) -> Table {
    let start = fen.map_or_else(Position::new, |f| Position::from_fen(f).unwrap());
    Table::new(Game::new(start, rules), tc.map(controls))
}

/// The legal move `uci` in the table's position.
pub fn mv(t: &Table, uci: &str) -> Move {
    parse_uci(t.game().position(), uci).unwrap_or_else(|| panic!("{uci} is not legal here"))
}

/// Applies an intent that must succeed, and returns its events.
pub fn heard(t: &mut Table, intent: Intent, now: u64) -> Vec<Event> {
    t.apply(intent.clone(), now)
        .unwrap_or_else(|r| panic!("{intent:?} refused: {r:?}"))
}

/// Applies an intent that must succeed; the revision counts it exactly when something changed.
pub fn ok(t: &mut Table, intent: Intent, now: u64) -> Vec<Event> {
    let rev = t.revision();
    let events = heard(t, intent.clone(), now);
    let expected = rev + u64::from(!events.is_empty());
    assert_eq!(
        t.revision(),
        expected,
        "revision after {intent:?}: {events:?}"
    );
    events
}

/// Applies an intent that must be refused, and checks the table is exactly as before.
pub fn refuse(t: &mut Table, intent: Intent, now: u64) -> Refusal {
    let before = t.clone();
    let r = t
        .apply(intent.clone(), now)
        .expect_err(&format!("{intent:?} should be refused"));
    assert_eq!(
        *t, before,
        "{intent:?} refused with {r:?} changed the table"
    );
    r
}

/// Plays the legal move `uci` with [`ok`].
pub fn play(t: &mut Table, uci: &str, now: u64) -> Vec<Event> {
    let m = mv(t, uci);
    ok(t, Intent::Play(m), now)
}

/// Plays legal moves in UCI, each with [`play`].
pub fn play_all(t: &mut Table, ucis: &str, now: u64) {
    for u in ucis.split_whitespace() {
        play(t, u, now);
    }
}

/// Plays legal moves in UCI, each of which must be heard (the revision is not checked).
pub fn play_heard(t: &mut Table, ucis: &str, now: u64) {
    for uci in ucis.split_whitespace() {
        let m = mv(t, uci);
        heard(t, Intent::Play(m), now);
    }
}

/// Puts a game made by hand (its parts, not a PGN text: see [`load_pgn`]) on the table as the page
/// does ([`Intent::Load`]), at time 0; with `controls`, play goes on with a new clock, stopped
/// until the next move.
pub fn import(
    t: &mut Table,
    game: Game,
    names: ByColor<String>,
    imported: Imported,
    controls: Option<Controls>,
) {
    let loaded = Loaded {
        game,
        names,
        imported,
        controls,
        line: Default::default(),
    };
    heard(t, Intent::Load(Box::new(loaded)), 0);
}

/// The time left on both clocks, White's first.
pub fn remaining(t: &Table, now: u64) -> (u64, u64) {
    (
        t.remaining(Color::White, now).unwrap(),
        t.remaining(Color::Black, now).unwrap(),
    )
}

/// Reads the first game of `text` and puts it on the table as the page does, through the one PGN
/// import ([`escaque::table::pgn::load`]) under the table's rule set, at time 0: to review, or with
/// `play_on` to go on with the table's time control. Returns the note the page would show.
pub fn load_pgn(t: &mut Table, text: &str, play_on: bool) -> Option<LoadNote> {
    let pgn = escaque::rules::read_games(text)
        .into_iter()
        .next()
        .expect("a game")
        .expect("it reads");
    let rules = t.game().rules();
    let controls = t.controls().cloned();
    let l = escaque::table::pgn::load(&pgn, rules, play_on, false, controls)
        .unwrap_or_else(|e| panic!("{e:?}: {text}"));
    heard(t, Intent::Load(Box::new(l.loaded)), 0);
    l.note
}

/// Saves the table at `now` and reads it back at `now`, checking the record is written again the same; panics with
/// the record when it does not read.
pub fn reread(t: &Table, now: u64) -> Table {
    let text = t.to_record(now);
    let back = Table::from_record(&text, now).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.to_record(now), text);
    back
}
