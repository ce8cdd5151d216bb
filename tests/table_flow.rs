//! The table's questions and the clock-only table: confirm and cancel, a takeback that needs the
//! opponent's agreement, a question that lapses when play goes on, clock-only turns and their undo,
//! and the correction of a wrongly set clock (6.11b).

use escaque::clock::Phase;
use escaque::game::{parse_uci, Game, RuleSet};
use escaque::rules::{ByColor, Color, Position, Reason};
use escaque::table::{Ask, Event, Imported, Intent, Loaded, Refusal, Settings, Table, ADD_TIME_MS};

mod common;
use common::{ok, play_all, refuse};

/// A table at the start position.
fn table(rules: RuleSet, tc: Option<&str>) -> Table {
    common::table(None, rules, tc)
}

fn resign_question(c: Color) -> Intent {
    Intent::Ask {
        ask: Ask::Resign(c),
        then: Box::new(Intent::Resign(c)),
    }
}

#[test]
fn resign_asks_first_and_cancel_changes_nothing_in_the_game() {
    let mut t = table(RuleSet::Fide, Some("300+2"));
    play_all(&mut t, "e2e4 e7e5", 1000);
    let events = ok(&mut t, resign_question(Color::White), 2000);
    assert_eq!(events, vec![Event::Asked(Ask::Resign(Color::White))]);
    assert_eq!(t.snapshot().question, Some(Ask::Resign(Color::White)));
    assert!(!t.game().is_over(), "asking is not resigning");
    // Only one question at a time.
    assert_eq!(
        refuse(&mut t, resign_question(Color::Black), 2100),
        Refusal::QuestionOpen
    );
    let events = ok(&mut t, Intent::Cancel, 2200);
    assert_eq!(
        events,
        vec![Event::QuestionClosed(Ask::Resign(Color::White))]
    );
    assert_eq!(t.snapshot().question, None);
    assert!(!t.game().is_over());
    assert_eq!(refuse(&mut t, Intent::Cancel, 2300), Refusal::NoQuestion);
    assert_eq!(
        refuse(&mut t, Intent::Confirm(None), 2300),
        Refusal::NoQuestion
    );
}

#[test]
fn confirm_resigns_ends_the_game_and_stops_the_clock() {
    let mut t = table(RuleSet::Fide, Some("300+2"));
    play_all(&mut t, "e2e4 e7e5", 1000);
    ok(&mut t, resign_question(Color::Black), 2000);
    // The question was put to Black: White cannot answer it.
    assert_eq!(
        refuse(&mut t, Intent::Confirm(Some(Color::White)), 2100),
        Refusal::NotYours(Color::Black)
    );
    let events = ok(&mut t, Intent::Confirm(Some(Color::Black)), 2200);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::GameOver(o) if o.reason == Reason::Resignation)));
    assert_eq!(t.game().result_str(), "1-0");
    assert_eq!(t.snapshot().question, None);
    assert_eq!(t.clock().unwrap().phase(), Phase::Paused);
}

#[test]
fn a_question_is_put_only_if_a_yes_could_be_carried_out() {
    let mut t = table(RuleSet::Fide, None);
    play_all(&mut t, "f2f3 e7e5 g2g4 d8h4", 0);
    assert!(t.game().is_over());
    assert_eq!(
        refuse(&mut t, resign_question(Color::White), 10),
        Refusal::GameOver
    );
    // A new game after the end may still be asked about (nothing is lost: the game is over).
    let new = Intent::NewGame {
        start: Position::new(),
        rules: RuleSet::Fide,
        controls: None,
    };
    ok(
        &mut t,
        Intent::Ask {
            ask: Ask::Discard,
            then: Box::new(new),
        },
        20,
    );
    assert_eq!(
        t.snapshot().question,
        Some(Ask::Discard),
        "a question put after the end stays"
    );
    ok(&mut t, Intent::Confirm(None), 30);
    assert_eq!(t.game().moves().len(), 0);
    assert!(!t.game().is_over());
}

#[test]
fn a_move_closes_an_open_question_and_the_end_of_the_game_closes_it_too() {
    let mut t = table(RuleSet::Fide, Some("60"));
    play_all(&mut t, "e2e4", 0);
    ok(&mut t, resign_question(Color::Black), 100);
    let m = parse_uci(t.game().position(), "e7e5").unwrap();
    let events = ok(&mut t, Intent::Play(m), 200);
    assert!(events.contains(&Event::QuestionClosed(Ask::Resign(Color::Black))));
    assert_eq!(t.snapshot().question, None);

    // White is asked whether to resign, and White's flag falls while the question is open.
    ok(&mut t, resign_question(Color::White), 300);
    let events = ok(&mut t, Intent::CheckFlags, 200 + 60_000 + 1);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::GameOver(o) if o.reason == Reason::Timeout)));
    assert_eq!(
        t.snapshot().question,
        None,
        "the end of the game closes the question"
    );
}

#[test]
fn takeback_needs_the_opponents_agreement_in_casual_play_only() {
    let mut t = table(RuleSet::Casual, Some("300"));
    play_all(&mut t, "e2e4 e7e5 g1f3", 0);
    let before = (t.remaining(Color::White, 5000), t.game().moves().len());
    ok(&mut t, Intent::ProposeTakeback(Color::White), 5000);
    assert_eq!(t.snapshot().question, Some(Ask::Takeback(Color::White)));
    assert_eq!(t.game().moves().len(), 3, "proposing takes nothing back");
    // The proposer cannot agree with himself.
    assert_eq!(
        refuse(&mut t, Intent::Confirm(Some(Color::White)), 5100),
        Refusal::NotYours(Color::Black)
    );
    let events = ok(&mut t, Intent::Confirm(Some(Color::Black)), 5200);
    assert!(events.iter().any(|e| matches!(e, Event::TakenBack(_))));
    assert_eq!(t.game().moves().len(), before.1 - 1);

    // Declined: nothing changes in the game.
    ok(&mut t, Intent::ProposeTakeback(Color::White), 6000);
    ok(&mut t, Intent::Cancel, 6100);
    assert_eq!(t.game().moves().len(), 2);

    let mut fide = table(RuleSet::Fide, None);
    play_all(&mut fide, "e2e4", 0);
    assert_eq!(
        refuse(&mut fide, Intent::ProposeTakeback(Color::White), 10),
        Refusal::TakebackNotAllowed
    );
    let mut empty = table(RuleSet::Casual, None);
    assert_eq!(
        refuse(&mut empty, Intent::ProposeTakeback(Color::White), 10),
        Refusal::NothingToTakeBack
    );
}

#[test]
fn loading_a_game_over_one_with_moves_is_asked_and_keeps_the_settings() {
    let mut t = table(RuleSet::Casual, None);
    ok(
        &mut t,
        Intent::Configure(Settings {
            flipped: true,
            ..Settings::default()
        }),
        0,
    );
    play_all(&mut t, "d2d4", 0);
    let mut g = Game::new(Position::new(), RuleSet::Fide);
    g.play_uci("e2e4").unwrap();
    let loaded = Loaded {
        game: g,
        names: ByColor {
            white: "Ana".into(),
            black: "Luis".into(),
        },
        imported: Imported {
            plies: 1,
            clocks: vec![None],
            comments: vec![String::new()],
            record: None,
            tags: vec![("Event".into(), "Club".into())],
        },
        controls: None,
        line: Default::default(),
    };
    ok(
        &mut t,
        Intent::Ask {
            ask: Ask::Discard,
            then: Box::new(Intent::Load(Box::new(loaded))),
        },
        10,
    );
    assert_eq!(t.game().moves().len(), 1);
    assert_eq!(
        t.game().rules(),
        RuleSet::Casual,
        "nothing loaded before the yes"
    );
    ok(&mut t, Intent::Confirm(None), 20);
    assert_eq!(t.game().rules(), RuleSet::Fide);
    assert_eq!(t.names().white, "Ana");
    assert!(t.settings().flipped);
    assert_eq!(
        t.event_tags().event,
        "Club",
        "the loaded game's event is the table's"
    );
    assert_eq!(t.imported().unwrap().tag("Event"), None);
}

#[test]
fn clock_only_turns_alternate_and_an_accidental_tap_is_undone() {
    let mut t = table(RuleSet::Casual, Some("60+1"));
    assert_eq!(
        refuse(&mut t, Intent::PressClock(Color::White), 0),
        Refusal::NotClockOnly
    );
    ok(
        &mut t,
        Intent::Configure(Settings {
            clock_only: true,
            ..Settings::default()
        }),
        0,
    );
    assert!(t.snapshot().clock_only);
    // The board is elsewhere: no move is made on the page.
    let m = parse_uci(t.game().position(), "e2e4").unwrap();
    assert_eq!(refuse(&mut t, Intent::Play(m), 0), Refusal::ClockOnly);
    // White ends the first move by pressing; Black's time runs.
    ok(&mut t, Intent::PressClock(Color::White), 1000);
    assert_eq!(
        refuse(&mut t, Intent::PressClock(Color::White), 1500),
        Refusal::NotYourTurn(Color::Black)
    );
    ok(&mut t, Intent::PressClock(Color::Black), 11_000);
    assert_eq!(
        t.remaining(Color::Black, 11_000),
        Some(60_000 - 10_000 + 1000)
    );
    assert_eq!(t.remaining(Color::White, 11_000), Some(61_000));
    // White taps by accident at once: undo gives back the time as it was.
    ok(&mut t, Intent::PressClock(Color::White), 12_000);
    let events = ok(&mut t, Intent::UndoPress, 12_500);
    assert_eq!(events, vec![Event::PressUndone(Color::White)]);
    assert_eq!(t.remaining(Color::Black, 12_500), Some(51_000));
    assert_eq!(
        t.clock().unwrap().running().map(escaque::table::color),
        Some(Color::White)
    );
    // Leaving the mode gives the page a fresh clock for its own board.
    ok(&mut t, Intent::Configure(Settings::default()), 13_000);
    assert_eq!(t.remaining(Color::White, 13_000), Some(60_000));
    assert_eq!(t.clock().unwrap().phase(), Phase::Idle);
}

#[test]
fn clock_only_cannot_start_over_a_game_with_moves() {
    let mut t = table(RuleSet::Casual, Some("60"));
    play_all(&mut t, "e2e4", 0);
    assert_eq!(
        refuse(
            &mut t,
            Intent::Configure(Settings {
                clock_only: true,
                ..Settings::default()
            }),
            10
        ),
        Refusal::ClockOnly
    );
}

#[test]
fn a_wrongly_set_clock_is_corrected_during_the_game() {
    let mut t = table(RuleSet::Fide, Some("300+2"));
    play_all(&mut t, "e2e4 e7e5", 1000);
    // White's clock runs; the arbiter sets 4:00 for White and 5:30 for Black (6.11b).
    let events = ok(
        &mut t,
        Intent::CorrectClock {
            white_ms: 240_000,
            black_ms: 330_000,
            moves: None,
        },
        3000,
    );
    assert_eq!(events, vec![Event::ClockCorrected]);
    assert_eq!(t.remaining(Color::White, 3000), Some(240_000));
    assert_eq!(t.remaining(Color::Black, 3000), Some(330_000));
    // The running clock goes on from the corrected time.
    assert_eq!(t.remaining(Color::White, 4000), Some(239_000));
    let mut none = table(RuleSet::Fide, None);
    assert_eq!(
        refuse(
            &mut none,
            Intent::CorrectClock {
                white_ms: 1,
                black_ms: 1,
                moves: None,
            },
            0
        ),
        Refusal::NoClock
    );
}

#[test]
fn time_added_goes_to_the_receiver_and_undo_takes_exactly_that_back() {
    let mut t = table(RuleSet::Fide, Some("300"));
    play_all(&mut t, "e2e4", 0);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::White,
            ms: ADD_TIME_MS,
        },
        1000,
    );
    assert_eq!(t.remaining(Color::White, 1000), Some(420_000));
    assert_eq!(t.snapshot().undo_add.map(|a| a.to), Some(Color::White));
    ok(&mut t, Intent::UndoAddTime, 2000);
    assert_eq!(t.remaining(Color::White, 2000), Some(300_000));
    assert_eq!(
        refuse(&mut t, Intent::UndoAddTime, 2000),
        Refusal::NothingToUndo
    );
}

#[test]
fn rematch_swaps_names_keeps_rules_and_time_control() {
    let mut t = table(RuleSet::Fide, Some("180+2"));
    ok(&mut t, Intent::SetName(Color::White, "Ana".into()), 0);
    ok(&mut t, Intent::SetName(Color::Black, "Luis".into()), 0);
    play_all(&mut t, "f2f3 e7e5 g2g4 d8h4", 0);
    ok(&mut t, Intent::Rematch, 10);
    assert_eq!(t.names().white, "Luis");
    assert_eq!(t.names().black, "Ana");
    assert_eq!(t.game().rules(), RuleSet::Fide);
    assert_eq!(t.controls().unwrap().to_string(), "180+2");
    assert_eq!(t.game().moves().len(), 0);
}
