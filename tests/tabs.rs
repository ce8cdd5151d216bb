//! One game across tabs and time that is fair (issue 13, points 1, 6 and 7), through the pure model:
//! the revision gate, adoption with the clock handed over in wall time, collisions, the detection of
//! a stopped page, and the refusal to write over a newer format.
//!
//! Each tab is simulated by its own monotonic origin: tab A's `performance.now` and tab B's differ by
//! an arbitrary offset, and only the wall clock is shared.

use escaque::clock::{Controls, Phase};
use escaque::game::{Game, RuleSet};
use escaque::rules::{Color, Position};
use escaque::table::save::{game_part, head, may_write, running_wall, Head, VERSION};
use escaque::table::sync::{
    adopt, gate, receive, Gate, Local, Message, Receive, Stamp, Watch, HANDOVER_MAX_MS,
};
use escaque::table::{Intent, Table};

mod common;
use common::play_heard;

fn clocked(tc: &str) -> Table {
    let c = Controls::parse(tc).unwrap();
    Table::new(Game::new(Position::new(), RuleSet::Casual), c)
}

/// Tab A's monotonic clock reads `wall - A_ORIGIN`, tab B's `wall - B_ORIGIN`.
const A_ORIGIN: u64 = 1_700_000_000_000;
const B_ORIGIN: u64 = 1_700_000_040_000;

fn at_a(wall: u64) -> Stamp {
    Stamp {
        mono: wall - A_ORIGIN,
        wall,
    }
}

fn at_b(wall: u64) -> Stamp {
    Stamp {
        mono: wall - B_ORIGIN,
        wall,
    }
}

#[test]
fn handover_between_tabs_keeps_the_running_clock_exact() {
    let w0 = B_ORIGIN + 1_000;
    let mut a = clocked("300+2");
    play_heard(&mut a, "e2e4", at_a(w0).mono);
    play_heard(&mut a, "e7e5", at_a(w0 + 4_000).mono);
    // White thinks; tab A saves 3 s into White's move, B adopts 1.5 s after that save.
    let save = at_a(w0 + 7_000);
    let record = a.to_record_at(save.mono, Some(save.wall));
    assert_eq!(running_wall(&record), Some(save.wall));
    let now_b = at_b(w0 + 8_500);
    let b = adopt(&record, now_b).unwrap();
    let clock_b = b.clock().unwrap();
    assert_eq!(
        clock_b.phase(),
        Phase::Running,
        "the clock is not paused by a second tab"
    );
    let now_a = at_a(now_b.wall);
    for color in [Color::White, Color::Black] {
        assert_eq!(
            b.remaining(color, now_b.mono),
            a.remaining(color, now_a.mono),
            "{color:?}'s time is the same in both tabs"
        );
    }
    // Both tabs keep agreeing as the clock runs, each on its own time base.
    let later = w0 + 20_000;
    assert_eq!(
        b.remaining(Color::White, at_b(later).mono),
        a.remaining(Color::White, at_a(later).mono)
    );
    // White moves in tab B: exactly the time that passed is charged, and the increment is credited.
    let mut b = b;
    play_heard(&mut b, "g1f3", at_b(w0 + 10_000).mono);
    assert_eq!(
        b.remaining(Color::White, at_b(w0 + 10_000).mono),
        Some(300_000 + 2_000 + 2_000 - 6_000)
    );
    assert_eq!(b.revision(), a.revision() + 1);
}

#[test]
fn handover_never_charges_a_wall_clock_set_back_or_a_dead_tab() {
    let mut a = clocked("300");
    play_heard(&mut a, "e2e4", 1_000);
    let before = a.remaining(Color::Black, 1_000).unwrap();
    let record = a.to_record_at(1_000, Some(5_000_000));
    // The wall clock went back by a minute between the save and the adoption: nothing is charged.
    let b = adopt(
        &record,
        Stamp {
            mono: 50,
            wall: 5_000_000 - 60_000,
        },
    )
    .unwrap();
    assert_eq!(b.remaining(Color::Black, 50), Some(before));
    assert_eq!(b.clock().unwrap().phase(), Phase::Running);
    // A save much older than any live tab's heartbeat: the tab that ran it is gone; paused at the save.
    let c = adopt(
        &record,
        Stamp {
            mono: 50,
            wall: 5_000_000 + HANDOVER_MAX_MS + 1,
        },
    )
    .unwrap();
    assert_eq!(c.clock().unwrap().phase(), Phase::Paused);
    assert_eq!(c.remaining(Color::Black, 50), Some(before));
    // A load after a reload (Table::from_record) always resumes paused, whatever the record says.
    let d = Table::from_record(&record, 50).unwrap();
    assert_eq!(d.clock().unwrap().phase(), Phase::Paused);
}

#[test]
fn a_paused_or_finished_clock_is_not_marked_running() {
    let mut a = clocked("300");
    play_heard(&mut a, "e2e4", 1_000);
    a.apply(Intent::Pause, 2_000).unwrap();
    assert_eq!(running_wall(&a.to_record_at(3_000, Some(9))), None);
    a.apply(Intent::Resume, 3_000).unwrap();
    assert_eq!(running_wall(&a.to_record_at(3_500, Some(9))), Some(9));
    a.apply(Intent::Resign(Color::Black), 4_000).unwrap();
    assert_eq!(running_wall(&a.to_record_at(5_000, Some(9))), None);
    // Without a wall time (a tab closing, or the plain writer) the clock is never marked running.
    let mut b = clocked("300");
    play_heard(&mut b, "e2e4", 1_000);
    assert_eq!(running_wall(&b.to_record(2_000)), None);
}

#[test]
fn a_stale_tab_is_refused_and_a_newer_revision_is_adopted() {
    let mut a = clocked("300+2");
    let b = a.clone();
    play_heard(&mut a, "e2e4", 1_000);
    let stored = a.to_record_at(1_500, Some(10_000));
    // Tab B still holds revision 0; the stored game is at revision 1.
    assert_eq!(gate(b.revision(), Some(&stored)), Gate::Stale(a.revision()));
    assert_eq!(gate(a.revision(), Some(&stored)), Gate::Go);
    assert_eq!(gate(0, None), Gate::Go);
    assert_eq!(gate(0, Some("not a record")), Gate::Go);
    // B catches up: it adopts the stored game, move included.
    let caught_up = adopt(
        &stored,
        Stamp {
            mono: 7,
            wall: 10_200,
        },
    )
    .unwrap();
    assert_eq!(caught_up.game().moves(), a.game().moves());
    assert_eq!(caught_up.revision(), a.revision());
    // What another tab announces: a newer revision is adopted, an older or the same one is not.
    let b_record = b.to_record(0);
    assert_eq!(
        receive(local(b.revision(), 1, &b_record), 2, &stored),
        Receive::Adopt
    );
    let a_record = a.to_record(0);
    assert_eq!(
        receive(local(a.revision(), 1, &a_record), 2, &b_record),
        Receive::Ignore
    );
    assert_eq!(
        receive(local(a.revision(), 1, &a_record), 2, &stored),
        Receive::Ignore
    );
}

/// A tab that has acted (not fresh) at `revision`, holding `record`.
fn local(revision: u64, id: u64, record: &str) -> Local<'_> {
    Local {
        revision,
        id,
        fresh: false,
        record,
    }
}

#[test]
fn a_new_tab_takes_over_the_running_clock_of_the_same_revision() {
    let mut a = clocked("300");
    play_heard(&mut a, "e2e4", 1_000);
    let stored = a.to_record(1_000);
    let loaded = Table::from_record(&stored, 5).unwrap();
    assert_eq!(loaded.clock().unwrap().phase(), Phase::Paused);
    let answer = a.to_record_at(1_200, Some(40_000));
    let me = Local {
        revision: loaded.revision(),
        id: 9,
        fresh: true,
        record: &stored,
    };
    assert_eq!(receive(me, 3, &answer), Receive::Adopt);
    // Once the tab has acted, the same revision is no news.
    let me = Local { fresh: false, ..me };
    assert_eq!(receive(me, 3, &answer), Receive::Ignore);
    // Its own message is never news.
    let me = Local {
        fresh: true,
        id: 3,
        ..me
    };
    assert_eq!(receive(me, 3, &answer), Receive::Ignore);
}

#[test]
fn two_tabs_acting_at_once_end_with_one_game() {
    let base = clocked("300");
    let (mut a, mut b) = (base.clone(), base);
    play_heard(&mut a, "e2e4", 1_000);
    play_heard(&mut b, "d2d4", 1_000);
    assert_eq!(a.revision(), b.revision());
    let (ra, rb) = (a.to_record(1_100), b.to_record(1_100));
    assert_ne!(game_part(&ra), game_part(&rb));
    // Tab 7 (A) and tab 4 (B): the higher id keeps its game, the other adopts it.
    assert_eq!(receive(local(1, 7, &ra), 4, &rb), Receive::Keep);
    assert_eq!(receive(local(1, 4, &rb), 7, &ra), Receive::Adopt);
    // The same game at the same revision, saved at other moments, is no collision.
    let ra2 = a.to_record(5_000);
    assert_ne!(ra, ra2, "the clock line differs");
    assert_eq!(receive(local(1, 7, &ra), 4, &ra2), Receive::Ignore);
}

#[test]
fn a_change_of_the_wall_clock_is_never_charged() {
    // Black's clock runs in tab A; the device's clock is put forward an hour, then back two.
    let mut a = clocked("300");
    play_heard(&mut a, "e2e4", 1_000);
    let mut watch = Watch::default();
    assert_eq!(
        watch.observe(Stamp {
            mono: 1_000,
            wall: 50_000_000
        }),
        None
    );
    assert_eq!(
        watch.observe(Stamp {
            mono: 2_000,
            wall: 50_001_000
        }),
        None
    );
    // The clock is driven by the monotonic time only: 10 s of play is 10 s, whatever the wall says.
    let jumped = watch.observe(Stamp {
        mono: 3_000,
        wall: 50_002_000 + 3_600_000,
    });
    assert!(jumped.is_some(), "a forward jump is noticed");
    assert_eq!(a.remaining(Color::Black, 11_000), Some(300_000 - 10_000));
    // Set back: nothing is noticed and nothing is charged or given.
    assert_eq!(
        watch.observe(Stamp {
            mono: 4_000,
            wall: 50_003_000 - 3_600_000,
        }),
        None
    );
    assert_eq!(
        watch.observe(Stamp {
            mono: 5_000,
            wall: 50_004_000 - 3_600_000
        }),
        None
    );
}

#[test]
fn a_stopped_page_pauses_the_game_at_the_moment_it_stopped() {
    let mut a = clocked("300");
    play_heard(&mut a, "e2e4", 1_000);
    let mut watch = Watch::default();
    watch.observe(Stamp {
        mono: 1_000,
        wall: 80_000,
    });
    assert_eq!(
        watch.observe(Stamp {
            mono: 2_000,
            wall: 81_000
        }),
        None
    );
    // A second of ordinary timer lateness is not a sleep.
    assert_eq!(
        watch.observe(Stamp {
            mono: 3_000,
            wall: 83_500
        }),
        None
    );
    // The device sleeps ten minutes 800 ms after this sample: the monotonic clock stands still.
    let woke = Stamp {
        mono: 3_000 + 800 + 200,
        wall: 83_500 + 800 + 600_000 + 200,
    };
    let stopped = watch.observe(woke).expect("the sleep is noticed");
    assert_eq!(stopped.lost_ms, 600_000);
    // The page pauses at once: Black is charged the 3 s the page could run, not the ten minutes.
    a.apply(Intent::Pause, woke.mono).unwrap();
    assert_eq!(a.clock().unwrap().phase(), Phase::Paused);
    assert_eq!(a.remaining(Color::Black, woke.mono), Some(300_000 - 3_000));
    assert_eq!(
        a.remaining(Color::Black, woke.mono + 60_000),
        Some(300_000 - 3_000),
        "paused: no time runs until the players resume"
    );
}

#[test]
fn an_older_version_never_writes_over_a_newer_format() {
    let mut t = clocked("300");
    play_heard(&mut t, "e2e4", 1_000);
    let mine = t.to_record(1_000);
    assert_eq!(may_write(Some(&mine)), Ok(()));
    assert_eq!(may_write(None), Ok(()));
    let v6 = "escaque 6\nrevision 40\nsomething new\n";
    assert_eq!(VERSION, 5);
    assert_eq!(may_write(Some(v6)), Err(6));
    assert_eq!(
        head(v6),
        Some(Head {
            version: 6,
            revision: 40
        })
    );
    // The gate refuses to act, whatever the revisions.
    assert_eq!(gate(1_000, Some(v6)), Gate::Newer(6));
    // Reading it says what it is (and does not take it for a broken record).
    let e = Table::from_record(v6, 0).unwrap_err();
    assert!(e.message.contains("newer"), "{e}");
    // Another tab announcing it: ask for a reload.
    let me = Local {
        revision: t.revision(),
        id: 1,
        fresh: false,
        record: &mine,
    };
    assert_eq!(receive(me, 2, v6), Receive::Newer(6));
}

#[test]
fn messages_read_back_exactly() {
    let record = clocked("300").to_record_at(0, Some(1));
    for m in [
        Message::Hello { from: 42 },
        Message::State {
            from: u64::MAX,
            record,
        },
    ] {
        assert_eq!(Message::parse(&m.to_text()), Some(m));
    }
    assert_eq!(Message::parse("hello"), None);
    assert_eq!(Message::parse("hello x"), None);
    assert_eq!(Message::parse("bye 3"), None);
    assert_eq!(Message::parse(""), None);
}

#[test]
fn the_running_line_reads_back_and_is_validated() {
    let mut t = clocked("300");
    play_heard(&mut t, "e2e4", 1_000);
    let record = t.to_record_at(2_000, Some(123_456));
    let back = Table::from_record(&record, 0).unwrap();
    assert_eq!(back.game(), t.game());
    let bad = record.replace("running 123456", "running soon");
    assert!(Table::from_record(&bad, 0).is_err());
}
