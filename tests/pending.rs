//! The pending moves (issue 32): while the save writer's part is not in the page, each change writes the game's
//! moves in a short note, and a page that starts again plays the moves after the stored record's, only when the
//! record is the one the note follows.

use escaque::clock::{Controls, Phase};
use escaque::game::{Game, RuleSet};
use escaque::rules::Position;
use escaque::table::{Intent, Table};

mod common;
use common::play_heard;

fn clocked(tc: &str) -> Table {
    let c = Controls::parse(tc).unwrap();
    Table::new(Game::new(Position::new(), RuleSet::Casual), c)
}

fn ucis(t: &Table) -> Vec<String> {
    t.game().moves().iter().map(|m| m.uci()).collect()
}

/// A stored record read back, as the page reads it at start.
fn reloaded(t: &Table, now: u64) -> Table {
    Table::from_record(&t.to_record(now), now).unwrap()
}

#[test]
fn the_note_names_the_record_it_follows_and_every_move() {
    let mut t = Table::default();
    assert_eq!(t.pending_note(0), "after 0\nmoves");
    play_heard(&mut t, "e2e4 e7e5 e1e2", 0);
    assert_eq!(t.pending_note(7), "after 7\nmoves e2e4 e7e5 e1e2");
}

#[test]
fn moves_after_the_stored_record_are_played_again() {
    // The stored record: two moves, a clock that ran. The tab played two more before the writer came.
    let mut before = clocked("300+2");
    play_heard(&mut before, "e2e4 e7e5", 1_000);
    let stored = reloaded(&before, 2_000);
    let after = stored.revision();
    let mut tab = stored.clone();
    tab.apply(Intent::Resume, 3_000).unwrap();
    play_heard(&mut tab, "g1f3 b8c6", 4_000);
    let note = tab.pending_note(after);

    let mut restored = reloaded(&stored, 10_000);
    assert_eq!(restored.catch_up(&note, 10_000), 2);
    assert_eq!(ucis(&restored), ["e2e4", "e7e5", "g1f3", "b8c6"]);
    assert!(
        restored.revision() > after,
        "newer than the stored record: the writer saves it and other tabs adopt it"
    );
    assert_eq!(
        restored.clock().unwrap().phase(),
        Phase::Paused,
        "the clock comes back paused, as after any reload"
    );
    // The table is whole: it writes a record that reads back to the same game.
    let again = reloaded(&restored, 11_000);
    assert_eq!(ucis(&again), ucis(&restored));
}

#[test]
fn a_first_game_without_a_stored_record_comes_back() {
    // Nothing was stored (a first visit whose writer never came): the note follows revision 0.
    let mut tab = Table::default();
    play_heard(&mut tab, "d2d4 d7d5 c2c4", 0);
    let note = tab.pending_note(0);
    let mut restored = Table::default();
    assert_eq!(restored.catch_up(&note, 0), 3);
    assert_eq!(ucis(&restored), ["d2d4", "d7d5", "c2c4"]);
    assert!(restored.clock().is_none());
}

#[test]
fn a_note_for_another_record_is_not_played() {
    let mut base = Table::default();
    play_heard(&mut base, "e2e4", 0);
    let mut tab = base.clone();
    play_heard(&mut tab, "e7e5", 0);
    let note = tab.pending_note(base.revision());

    // Another tab saved since (a newer revision): its game stands, the note is not played on it.
    let mut newer = base.clone();
    play_heard(&mut newer, "c7c5", 0);
    let revision = newer.revision();
    assert_eq!(newer.catch_up(&note, 0), 0);
    assert_eq!(ucis(&newer), ["e2e4", "c7c5"]);
    assert_eq!(newer.revision(), revision, "nothing changed");

    // The same revision with other moves (not the game the note follows): nothing played.
    let mut other = Table::default();
    play_heard(&mut other, "d2d4", 0);
    assert_eq!(other.revision(), base.revision());
    assert_eq!(other.catch_up(&note, 0), 0);
    assert_eq!(ucis(&other), ["d2d4"]);

    // Not a note at all.
    let mut same = base.clone();
    assert_eq!(same.catch_up("moves e7e5", 0), 0);
    assert_eq!(same.catch_up("", 0), 0);
    assert_eq!(ucis(&same), ["e2e4"]);
}

#[test]
fn the_replay_stops_at_a_move_that_does_not_play() {
    let mut t = Table::default();
    let note = "after 0\nmoves e2e4 e7e5 e1e3 g1f3";
    assert_eq!(
        t.catch_up(note, 0),
        2,
        "e1e3 is no move: the replay ends there"
    );
    assert_eq!(ucis(&t), ["e2e4", "e7e5"]);
}

#[test]
fn the_note_is_the_same_when_read_back_and_written_again() {
    // A tab that closes twice before the writer comes: the second note, from the caught-up table, still follows
    // the same stored record and holds the same moves, so a third start plays them once.
    let mut tab = Table::default();
    play_heard(&mut tab, "e2e4 e7e5", 0);
    let note = tab.pending_note(0);
    let mut second = Table::default();
    second.catch_up(&note, 0);
    assert_eq!(second.pending_note(0), note);
    let mut third = Table::default();
    assert_eq!(third.catch_up(&second.pending_note(0), 0), 2);
    assert_eq!(ucis(&third), ["e2e4", "e7e5"]);
}
