//! Beside a real board (issue 43; Art. 8.1, 8.4): the page keeps the clock and the record of a game played on a real
//! board. An entry on the page's board is recorded and presses the mover's clock; a press without an entry leaves a
//! dash, which later entries fill in order without pressing. Through the table and the page model.

use escaque::game::RuleSet;
use escaque::rules::{Color, Lang, Square};
use escaque::table::page::sheet::{self, DASH};
use escaque::table::page::{Mode, Page, Route};
use escaque::table::{Event, Intent, Refusal, Settings, Table};

mod common;
use common::{heard, mv, refuse, reread, table};

fn recorder() -> Settings {
    Settings {
        recorder: true,
        ..Settings::default()
    }
}

/// A clocked game (5 min) beside a real board.
fn beside(rules: RuleSet) -> Table {
    let mut t = table(None, rules, Some("300"));
    heard(&mut t, Intent::Configure(recorder()), 0);
    t
}

fn enter(t: &mut Table, uci: &str, now: u64) -> Vec<Event> {
    let m = mv(t, uci);
    heard(t, Intent::Play(m), now)
}

fn presses(t: &Table) -> usize {
    t.clock().map_or(0, |c| c.history().len())
}

#[test]
fn the_recorder_is_clock_only_mode_that_keeps_the_record() {
    let t = beside(RuleSet::Fide);
    let snap = t.snapshot();
    assert!(snap.recorder && snap.clock_only);
    assert_eq!(Page::default().mode(&t, &snap), Mode::Recorder);
    // The board takes entries as it takes moves: to the table.
    let shown = Page::default().shown(&t, &snap);
    assert!(!shown.dests(&snap).movable().is_empty());
    let e4 = mv(&t, "e2e4");
    assert_eq!(
        Page::default().route(Mode::Recorder, Intent::Play(e4), 0),
        Route::Table(Intent::Play(e4))
    );
    // Plain clock-only mode refuses moves on the page's board.
    let mut only = table(None, RuleSet::Fide, Some("300"));
    let clock_only = Settings {
        clock_only: true,
        ..Settings::default()
    };
    heard(&mut only, Intent::Configure(clock_only), 0);
    let e4 = mv(&only, "e2e4");
    assert_eq!(refuse(&mut only, Intent::Play(e4), 0), Refusal::ClockOnly);
}

#[test]
fn an_entry_is_recorded_and_presses_the_movers_clock() {
    let mut t = beside(RuleSet::Fide);
    let events = enter(&mut t, "e2e4", 1_000);
    assert!(matches!(
        events[0],
        Event::Moved {
            by: Color::White,
            ..
        }
    ));
    assert_eq!(presses(&t), 1);
    assert_eq!(t.snapshot().turn, Color::Black, "Black's clock runs");
    enter(&mut t, "e7e5", 4_000);
    assert_eq!(presses(&t), 2);
    assert_eq!(t.open_dashes(), 0);
}

#[test]
fn presses_without_entries_leave_dashes_that_entries_fill_in_order_without_pressing() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "e2e4", 1_000);
    // Black plays on the real board with little time and writes nothing: a press alone (8.4).
    heard(&mut t, Intent::PressClock(Color::Black), 3_000);
    heard(&mut t, Intent::PressClock(Color::White), 5_000);
    assert_eq!(t.open_dashes(), 2);
    assert_eq!(t.snapshot().dashes, 2);
    let sans = sheet::sans(&t, Lang::En, true);
    assert_eq!(sans, ["e4", DASH, DASH]);
    // The next entries fill the dashes in order: Black's 1… e5, then White's 2. Nf3, pressing nothing.
    enter(&mut t, "e7e5", 6_000);
    assert_eq!((presses(&t), t.open_dashes()), (3, 1));
    assert_eq!(sheet::sans(&t, Lang::En, true), ["e4", "e5", DASH]);
    enter(&mut t, "g1f3", 6_500);
    assert_eq!((presses(&t), t.open_dashes()), (3, 0));
    // Black's clock still runs for Black's move on the real board: the next entry presses it.
    assert_eq!(t.snapshot().turn, Color::Black);
    enter(&mut t, "b8c6", 9_000);
    assert_eq!((presses(&t), t.open_dashes()), (4, 0));
    assert_eq!(sheet::sans(&t, Lang::Es, true), ["e4", "e5", "Cf3", "Cc6"]);
}

#[test]
fn a_press_is_taken_back_only_while_it_is_a_dash() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "e2e4", 1_000);
    // The press of e4 has its entry: taking it back would leave the record ahead of the clock.
    assert!(!t.snapshot().can_undo_press);
    assert_eq!(
        refuse(&mut t, Intent::UndoPress, 2_000),
        Refusal::NothingToUndo
    );
    heard(&mut t, Intent::PressClock(Color::Black), 3_000);
    assert!(t.snapshot().can_undo_press);
    heard(&mut t, Intent::UndoPress, 3_500);
    assert_eq!((presses(&t), t.open_dashes()), (1, 0));
}

#[test]
fn an_illegal_entry_is_refused_and_in_tournament_practice_stands() {
    use escaque::table::tournament::find_move;
    // White's king walks onto the second rank, along Black's rook on h2.
    let fen = "4k3/8/8/8/8/8/7r/R3K3 w - - 0 1";
    let into_check =
        |t: &mut Table| find_move(&t.board(), Square::E1, Square::F2, None, true).unwrap();
    // FIDE play: the entry is refused (3.9) and nothing is pressed.
    let mut t = table(Some(fen), RuleSet::Fide, Some("300"));
    heard(&mut t, Intent::Configure(recorder()), 0);
    let k = into_check(&mut t);
    assert_eq!(
        refuse(&mut t, Intent::Play(k), 2_000),
        Refusal::IllegalMove(k)
    );
    assert_eq!(presses(&t), 0);
    // Tournament practice: the entry stands until claimed (7.4) and presses the clock as any move.
    let mut q = table(Some(fen), RuleSet::Tournament, Some("300"));
    heard(&mut q, Intent::Configure(recorder()), 0);
    let k = into_check(&mut q);
    heard(&mut q, Intent::Play(k), 2_000);
    assert!(q.line().played.last().unwrap().illegal);
    assert_eq!((presses(&q), q.open_dashes()), (1, 0));
    assert_eq!(sheet::sans(&q, Lang::En, false).len(), 1);
}

#[test]
fn a_clock_only_game_with_presses_reads_back() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    let clock_only = Settings {
        clock_only: true,
        ..Settings::default()
    };
    heard(&mut t, Intent::Configure(clock_only), 0);
    heard(&mut t, Intent::PressClock(Color::White), 1_000);
    heard(&mut t, Intent::PressClock(Color::Black), 2_000);
    heard(&mut t, Intent::PressClock(Color::White), 3_000);
    let back = Table::from_record(&t.to_record(3_000), 3_000).unwrap();
    assert_eq!(presses(&back), 3);
    assert_eq!(
        back.open_dashes(),
        0,
        "plain clock-only mode keeps no record"
    );
}

#[test]
fn the_recorder_and_its_dashes_survive_the_save() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "e2e4", 1_000);
    heard(&mut t, Intent::PressClock(Color::Black), 3_000);
    let saved = t.to_record(3_000);
    assert!(saved.contains("\nrecorder 1"), "{saved}");
    let back = Table::from_record(&saved, 3_000).unwrap();
    assert!(back.settings().recorder && back.settings().clock_only);
    assert_eq!(back.open_dashes(), 1);
    assert_eq!(sheet::sans(&back, Lang::En, true), ["e4", DASH]);
}

#[test]
fn the_recorder_is_switched_on_or_off_only_before_the_first_entry() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "e2e4", 1_000);
    assert_eq!(
        refuse(&mut t, Intent::Configure(Settings::default()), 2_000),
        Refusal::ClockOnly
    );
    let mut g = table(None, RuleSet::Fide, Some("300"));
    enter(&mut g, "e2e4", 1_000);
    assert_eq!(
        refuse(&mut g, Intent::Configure(recorder()), 2_000),
        Refusal::ClockOnly
    );
}

#[test]
fn mate_entered_ends_the_game_and_stops_the_clock() {
    let mut t = beside(RuleSet::Fide);
    for (i, uci) in ["f2f3", "e7e5", "g2g4", "d8h4"].iter().enumerate() {
        enter(&mut t, uci, 1_000 * (i as u64 + 1));
    }
    let snap = t.snapshot();
    assert!(snap.outcome.is_some());
    assert!(!snap.clock_running);
}

#[test]
fn every_ply_of_the_scoresheet_has_its_clock_reading_dashes_included() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "e2e4", 1_000);
    heard(&mut t, Intent::PressClock(Color::Black), 4_000);
    let readings = t.clock_readings();
    assert_eq!(readings.len(), 2);
    // 5 minutes each: White's clock never ran before the first press; Black's ran 3 s.
    assert_eq!(readings, [Some(300_000), Some(297_000)]);
    enter(&mut t, "e7e5", 6_000);
    assert_eq!(t.clock_readings(), [Some(300_000), Some(297_000)]);
}

// Replaces the class decision of `main.app` in ui/shell/app.rs (`clock_only && !recorder`, `recorder`).
#[test]
fn the_layout_keeps_the_board_beside_a_real_board_and_drops_it_in_clock_only_mode() {
    use escaque::table::Layout;
    let plain = table(None, RuleSet::Fide, Some("300"));
    assert_eq!(plain.snapshot().layout(), Layout::Board);
    let beside = beside(RuleSet::Fide);
    assert_eq!(beside.snapshot().layout(), Layout::Recorder);
    let mut clock = table(None, RuleSet::Fide, Some("300"));
    let only = Settings {
        clock_only: true,
        ..Settings::default()
    };
    heard(&mut clock, Intent::Configure(only), 0);
    assert!(clock.snapshot().clock_only && !clock.snapshot().recorder);
    assert_eq!(clock.snapshot().layout(), Layout::ClockOnly);
}

// Replaces the switches' own settings in ui/panels/club.rs (`RecorderToggle`) and ui/shell/bar.rs (the clock-only
// button): the recorder comes and goes with clock-only mode, plain clock-only mode never keeps the record.
#[test]
fn the_recorder_and_clock_only_switches_set_each_other() {
    let mut s = Settings::default();
    s.set_recorder(true);
    assert!(s.recorder && s.clock_only);
    s.set_clock_only(true);
    assert!(s.clock_only && !s.recorder);
    s.set_recorder(true);
    s.set_recorder(false);
    assert!(!s.recorder && !s.clock_only);
    s.set_clock_only(false);
    assert_eq!(s, Settings::default());
}

// Replaces the switch's own lock in ui/panels/club.rs (`plies > 0 && !recorder`): the switch is locked exactly where
// the table refuses it, on or off, once a move is on the record.
#[test]
fn the_recorder_switch_is_locked_exactly_where_the_table_refuses_it() {
    for on in [false, true] {
        let mut t = table(None, RuleSet::Fide, Some("300"));
        if on {
            heard(&mut t, Intent::Configure(recorder()), 0);
        }
        assert!(
            !t.snapshot().recorder_locked(),
            "free before the first move"
        );
        let flipped = if on { Settings::default() } else { recorder() };
        let mut probe = t.clone();
        heard(&mut probe, Intent::Configure(flipped), 0);
        enter(&mut t, "e2e4", 1_000);
        assert!(t.snapshot().recorder_locked(), "locked after e4, on: {on}");
        assert_eq!(
            refuse(&mut t, Intent::Configure(flipped), 2_000),
            Refusal::ClockOnly
        );
    }
}

// Issue 43, FIDE 8.4: a player in time trouble presses without writing, and completes the scoresheet after the game.
#[test]
fn after_the_flag_falls_the_open_dashes_are_filled_in_order_and_the_result_stands() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "e2e4", 1_000);
    heard(&mut t, Intent::PressClock(Color::Black), 3_000);
    heard(&mut t, Intent::PressClock(Color::White), 5_000);
    // Black's flag falls (5 minutes, 2 s used before) with two moves not entered.
    heard(&mut t, Intent::CheckFlags, 400_000);
    let snap = t.snapshot();
    assert_eq!((snap.result, snap.dashes), ("1-0", 2));
    assert!(snap.completing());
    assert_eq!(
        snap.blocked(),
        None,
        "the board takes the entries still owed"
    );
    let note = escaque::text::club::status_note(Lang::Es, &snap).unwrap_or_default();
    assert!(note.contains("2 jugadas sin anotar"), "{note}");
    assert!(!Page::default()
        .shown(&t, &snap)
        .dests(&snap)
        .movable()
        .is_empty());
    // A piece picked up by a tap binds nothing and announces nothing.
    assert_eq!(heard(&mut t, Intent::Touch(Square::E7), 405_000), []);
    // Each entry fills the next dash: no clock pressed, no ending announced again.
    let events = enter(&mut t, "e7e5", 410_000);
    assert!(
        matches!(
            events[..],
            [Event::Moved {
                by: Color::Black,
                ..
            }]
        ),
        "{events:?}"
    );
    assert_eq!(sheet::sans(&t, Lang::En, true), ["e4", "e5", DASH]);
    enter(&mut t, "g1f3", 420_000);
    assert_eq!(presses(&t), 3);
    let snap = t.snapshot();
    assert_eq!((snap.result, snap.dashes, snap.plies), ("1-0", 0, 3));
    assert!(!snap.completing() && !snap.clock_running);
    assert_eq!(escaque::text::club::status_note(Lang::En, &snap), None);
    // The scoresheet complete, the game is closed as any finished game is.
    assert_eq!(snap.blocked(), Some(Refusal::GameOver));
    let c6 = mv(&t, "b8c6");
    assert_eq!(refuse(&mut t, Intent::Play(c6), 430_000), Refusal::GameOver);
    assert_eq!(sheet::sans(&t, Lang::Es, true), ["e4", "e5", "Cf3"]);
    // Saved and read back with its result, complete.
    let back = reread(&t, 430_000);
    assert_eq!((back.snapshot().result, back.open_dashes()), ("1-0", 0));
    assert_eq!(sheet::sans(&back, Lang::En, true), ["e4", "e5", "Nf3"]);
}

#[test]
fn a_game_resigned_with_dashes_open_is_completed_after_a_reload() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "d2d4", 1_000);
    heard(&mut t, Intent::PressClock(Color::Black), 2_000);
    heard(&mut t, Intent::Resign(Color::White), 3_000);
    let mut back = reread(&t, 3_000);
    assert_eq!((back.snapshot().result, back.open_dashes()), ("0-1", 1));
    enter(&mut back, "d7d5", 60_000);
    assert_eq!((back.snapshot().result, back.open_dashes()), ("0-1", 0));
    assert_eq!(sheet::sans(&back, Lang::En, true), ["d4", "d5"]);
}

// 5.1.1 (and 6.9: the flag yields to it): a mate reached on the board ends the game at once. A scoresheet completed
// after a flag fell that shows a mate before it gives the game to the mate, and says so.
#[test]
fn a_mate_found_while_completing_after_the_flag_ends_the_game_there() {
    let mut t = beside(RuleSet::Fide);
    enter(&mut t, "f2f3", 1_000);
    enter(&mut t, "e7e5", 2_000);
    // Three presses without entries (the third a slip: White pressed again), then Black's flag falls.
    heard(&mut t, Intent::PressClock(Color::White), 3_000);
    heard(&mut t, Intent::PressClock(Color::Black), 4_000);
    heard(&mut t, Intent::PressClock(Color::White), 5_000);
    heard(&mut t, Intent::CheckFlags, 400_000);
    let snap = t.snapshot();
    assert_eq!((snap.result, snap.dashes), ("1-0", 3), "Black's flag");
    enter(&mut t, "g2g4", 410_000);
    // Black's entry is the Fool's mate: the board ended the game before the flag, Black wins, and the last press was
    // no move.
    let events = enter(&mut t, "d8h4", 420_000);
    assert!(
        matches!(events[..], [Event::Moved { check: true, .. }, Event::GameOver(o)] if o.reason == escaque::rules::Reason::Checkmate),
        "{events:?}"
    );
    let snap = t.snapshot();
    assert_eq!((snap.result, snap.dashes), ("0-1", 0));
    assert!(!snap.completing());
    assert_eq!(snap.blocked(), Some(Refusal::GameOver));
    assert_eq!(sheet::sans(&t, Lang::En, true), ["f3", "e5", "g4", "Qh4#"]);
    // Read back, the same.
    let back = reread(&t, 430_000);
    assert_eq!(
        (back.game().outcome().map(|o| o.reason), back.open_dashes()),
        (Some(escaque::rules::Reason::Checkmate), 0)
    );
}

// 5.2.1 before 6.9: a stalemate on the board draws the game whose flag fell after it.
#[test]
fn a_stalemate_found_while_completing_after_the_flag_draws_the_game() {
    let mut t = table(
        Some("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1"),
        RuleSet::Fide,
        Some("300"),
    );
    heard(&mut t, Intent::Configure(recorder()), 0);
    // White presses without writing; Black's flag falls while Black (stalemated) has no move to make.
    heard(&mut t, Intent::PressClock(Color::White), 1_000);
    heard(&mut t, Intent::CheckFlags, 400_000);
    assert_eq!(t.snapshot().result, "1-0");
    let events = enter(&mut t, "e7f7", 410_000);
    assert!(
        matches!(events[..], [Event::Moved { .. }, Event::GameOver(o)] if o.reason == escaque::rules::Reason::Stalemate),
        "{events:?}"
    );
    assert_eq!(t.snapshot().result, "1/2-1/2");
}
