//! The decisions the views used to make themselves, now read from the snapshot (issue 29): each
//! test names the view place it replaced. Natively tested, as the views are not.

use escaque::game::RuleSet;
use escaque::rules::{Color, Square};
use escaque::table::{Event, Intent, Refusal, Settings, Table};

mod common;
use common::play_heard;

/// A table at the start position.
fn table(rules: RuleSet, tc: Option<&str>) -> Table {
    common::table(None, rules, tc)
}

/// 1. e4 f5 2. Qh5+: Black's king on e8 is in check.
const CHECK: &str = "e2e4 f7f5 d1h5";

#[test]
fn check_is_marked_where_the_rule_set_shows_it() {
    // Replaces `Ctx::check_square` deciding by `rules == Tournament` (ui/shell/state.rs), and the
    // checks `Aids::of(g.rules()).check` said in ui/services/announce.rs and heard in ui/services/sound.rs.
    for rules in [RuleSet::Casual, RuleSet::Fide] {
        let mut t = table(rules, None);
        play_heard(&mut t, CHECK, 0);
        let s = t.snapshot();
        assert!(s.aids.marks_check(&s.position), "{rules:?}");
        assert_eq!(s.aids.check_square(&s.position), Some(Square::E8));
    }
    // Tournament practice: in check all the same, but nothing says so.
    let mut t = table(RuleSet::Tournament, None);
    play_heard(&mut t, CHECK, 0);
    let s = t.snapshot();
    assert!(s.position.is_check());
    assert!(!s.aids.marks_check(&s.position));
    assert_eq!(s.aids.check_square(&s.position), None);
    // No check, no mark: a position not in check, in casual play.
    let mut t = table(RuleSet::Casual, None);
    play_heard(&mut t, "e2e4", 0);
    let s = t.snapshot();
    assert!(!s.aids.marks_check(&s.position));
    assert_eq!(s.aids.check_square(&s.position), None);
}

#[test]
fn the_check_mark_follows_the_position_shown() {
    // `Ctx::check_square` marks the shown position, a past one while reviewing.
    let mut t = table(RuleSet::Casual, None);
    play_heard(&mut t, CHECK, 0);
    play_heard(&mut t, "g7g6", 0);
    let s = t.snapshot();
    assert_eq!(s.aids.check_square(&s.position), None);
    let past = t.game().position_at(3).unwrap();
    assert_eq!(s.aids.check_square(past), Some(Square::E8));
}

#[test]
fn the_teaching_overlay_and_the_scoresheet_marks_follow_the_aids() {
    // Replaces `Aids::of(g.rules()).teaching` in ui/board/teach.rs and `Aids::of(g.rules()).check` for the
    // scoresheet's `+` and `#` in ui/shell/state.rs: the snapshot's aids are the rule set's.
    for (rules, on) in [
        (RuleSet::Casual, true),
        (RuleSet::Fide, true),
        (RuleSet::Tournament, false),
    ] {
        let aids = table(rules, None).snapshot().aids;
        assert_eq!((aids.teaching, aids.check), (on, on), "{rules:?}");
    }
}

#[test]
fn a_typed_move_is_read_on_the_board_by_movement_only_in_tournament_practice() {
    // Replaces `(s.rules == RuleSet::Tournament).then(|| s.board.clone())` in ui/panels/movebox.rs
    // (`play_text`), and the same test in `Snapshot::board_context`.
    for rules in [RuleSet::Casual, RuleSet::Fide] {
        let mut t = table(rules, None);
        play_heard(&mut t, CHECK, 0);
        let s = t.snapshot();
        assert_eq!(s.movement_board(), None, "{rules:?}");
        assert!(s
            .board_context(&s.position, false, false)
            .tournament
            .is_none());
    }
    // Tournament practice: Black ignores the check (a7a6 stands until it is claimed); the
    // board shows it, and a typed move is read on that board, not on the last legal position.
    let mut t = table(RuleSet::Tournament, None);
    play_heard(&mut t, CHECK, 0);
    let (from, to) = (Square::A7, Square::A6);
    let m = escaque::table::tournament::find_move(&t.board(), from, to, None, false).unwrap();
    t.apply(Intent::Play(m), 0).unwrap();
    let s = t.snapshot();
    let board = s.movement_board().expect("tournament practice");
    assert_eq!(board, &s.board);
    assert_ne!(board, &s.position.to_setup_as_played());
    assert!(s
        .board_context(&s.position, false, true)
        .tournament
        .is_some_and(|b| b.board == board && b.any_square));
}

#[test]
fn a_typed_move_is_refused_for_the_reason_the_board_refuses_a_gesture() {
    // Replaces the game-over and paused test `play_text` in ui/panels/movebox.rs made of its own: it
    // reads `Snapshot::blocked`, as the board does.
    let mut t = table(RuleSet::Casual, Some("300"));
    play_heard(&mut t, "e2e4", 1_000);
    assert_eq!(t.snapshot().blocked(), None);
    t.apply(Intent::Pause, 2_000).unwrap();
    assert_eq!(t.snapshot().blocked(), Some(Refusal::Paused));
    t.apply(Intent::Resume, 3_000).unwrap();
    t.apply(Intent::Resign(Color::Black), 4_000).unwrap();
    assert_eq!(t.snapshot().blocked(), Some(Refusal::GameOver));
}

/// Knight shuffles that bring the start position back a third time with the eighth ply.
const SHUFFLE_7: &str = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";

#[test]
fn the_claim_draw_button_is_shown_in_fide_play_only() {
    // Replaces the panel's own `fide()` test beside `claim_draw` (ui/panels/controls.rs, PlayerPanel).
    let shown = |rules| {
        let mut t = table(rules, None);
        play_heard(&mut t, SHUFFLE_7, 0);
        let c = t.snapshot().commands;
        (
            c.black.claim_draw,
            c.black.show_claim_draw,
            c.white.show_claim_draw,
        )
    };
    // FIDE play: the mover may claim the threefold repetition with the next move, and sees how.
    assert_eq!(shown(RuleSet::Fide), (true, true, false));
    // Tournament practice: the table hears the claim, the panel does not offer it.
    assert_eq!(shown(RuleSet::Tournament), (true, false, false));
    // Casual play: repetition ends the game by itself, nothing to claim.
    assert!(!shown(RuleSet::Casual).1);
    // Never shown without a claim to make.
    let c = table(RuleSet::Fide, None).snapshot().commands;
    assert!(!c.white.show_claim_draw && !c.black.show_claim_draw);
}

#[test]
fn the_takeback_button_is_shown_and_enabled_by_the_snapshot() {
    // Replaces the status line's own test (`rules == Casual`, no outcome, not clock-only, a move
    // played) in ui/mod.rs: one root in the table for `show_takeback`, `can_takeback` and
    // `Commands::takeback`.
    let button = |t: &Table| {
        let s = t.snapshot();
        (s.show_takeback, s.can_takeback)
    };
    let mut t = table(RuleSet::Casual, Some("300"));
    assert_eq!(button(&t), (false, false), "no move to take back");
    play_heard(&mut t, "e2e4", 1_000);
    assert_eq!(button(&t), (true, true));
    assert!(t.snapshot().commands.black.takeback);
    // Paused: shown, not enabled.
    t.apply(Intent::Pause, 2_000).unwrap();
    assert_eq!(button(&t), (true, false));
    t.apply(Intent::Resume, 3_000).unwrap();
    // Over: hidden.
    t.apply(Intent::Resign(Color::Black), 4_000).unwrap();
    assert_eq!(button(&t), (false, false));
    // The Laws have no takeback.
    for rules in [RuleSet::Fide, RuleSet::Tournament] {
        let mut t = table(rules, None);
        play_heard(&mut t, "e2e4", 0);
        assert_eq!(button(&t), (false, false), "{rules:?}");
    }
    // Clock-only mode: the game is on a real board (the table refuses the switch once a move is
    // on the record, so the button is hidden there by having no move as well).
    let clock_only = Settings {
        clock_only: true,
        ..Settings::default()
    };
    let mut t = table(RuleSet::Casual, Some("300"));
    play_heard(&mut t, "e2e4", 0);
    assert_eq!(
        t.apply(Intent::Configure(clock_only), 0),
        Err(Refusal::ClockOnly)
    );
    let mut t = table(RuleSet::Casual, Some("300"));
    t.apply(Intent::Configure(clock_only), 0).unwrap();
    assert!(!t.snapshot().show_takeback);
}

#[test]
fn tournament_practice_and_its_illegal_move_claim_are_the_snapshots() {
    // Replaces the three `rules == RuleSet::Tournament` tests in ui/panels/tournament.rs: the
    // tournament area and the any-square setting (`Snapshot::tournament_practice`), and the
    // illegal-move claim, shown exactly when `Commands::claim_illegal` offers it.
    for rules in [RuleSet::Casual, RuleSet::Fide] {
        let mut t = table(rules, None);
        play_heard(&mut t, "e2e4", 0);
        let s = t.snapshot();
        assert!(!s.tournament_practice(), "{rules:?}");
        assert!(!s.commands.white.claim_illegal && !s.commands.black.claim_illegal);
    }
    let t = table(RuleSet::Tournament, None);
    assert!(t.snapshot().tournament_practice());
    // Standard play (7.4): once the opponent has moved, the claim is offered, legal move or not.
    let mut t = table(RuleSet::Tournament, None);
    play_heard(&mut t, "e2e4", 0);
    let s = t.snapshot();
    assert!(s.tournament_practice());
    assert!(s.commands.black.claim_illegal && !s.commands.white.claim_illegal);
}

/// A game from the start with `ucis` played, under `rules`.
fn game_after(rules: RuleSet, ucis: &str) -> escaque::game::Game {
    let mut g = escaque::game::Game::new(escaque::rules::Position::new(), rules);
    for u in ucis.split_whitespace() {
        g.play_uci(u).unwrap();
    }
    g
}

#[test]
fn the_sound_of_a_change_is_decided_by_the_table_from_its_events() {
    // Replaces `sound_for` in ui/services/sound.rs (a view's own reading of two whole records, cloned at each change).
    use escaque::table::aids::Aids;
    use escaque::table::cues::{sound_of, Sound};
    let casual = Aids::of(RuleSet::Casual);
    let practice = Aids::of(RuleSet::Tournament);
    let mut t = common::table(None, RuleSet::Casual, None);
    let heard_of = |t: &mut Table, uci: &str| common::play(t, uci, 0);
    let e4 = heard_of(&mut t, "e2e4");
    assert_eq!(sound_of(&e4, casual), Some(Sound::Move));
    heard_of(&mut t, "d7d5");
    let take = heard_of(&mut t, "e4d5");
    assert_eq!(sound_of(&take, casual), Some(Sound::Capture));
    heard_of(&mut t, "e7e6");
    let check = heard_of(&mut t, "f1b5");
    assert_eq!(sound_of(&check, casual), Some(Sound::Check));
    // In tournament practice the check is not marked, so it is not heard either.
    assert_eq!(sound_of(&check, practice), Some(Sound::Move));
    // A takeback is silent.
    let back = common::heard(&mut t, Intent::Takeback, 0);
    assert!(
        back.iter().any(|e| matches!(e, Event::TakenBack(_))),
        "{back:?}"
    );
    assert_eq!(sound_of(&back, casual), None);
    let mut m = common::table(None, RuleSet::Casual, None);
    common::play_all(&mut m, "f2f3 e7e5 g2g4", 0);
    let mate = heard_of(&mut m, "d8h4");
    assert_eq!(sound_of(&mate, casual), Some(Sound::End));
    assert_eq!(sound_of(&[], casual), None);
}

#[test]
fn the_archive_keeps_one_entry_per_game() {
    // Replaces `same_game` in ui/dialogs/archive.rs.
    use escaque::table::cues::same_game;
    let a = game_after(RuleSet::Casual, "e2e4 e7e5");
    let on = game_after(RuleSet::Casual, "e2e4 e7e5 g1f3");
    let back = game_after(RuleSet::Casual, "e2e4");
    assert!(same_game(&a, &on), "a move added carries the game on");
    assert!(same_game(&a, &back), "one move taken back carries it on");
    assert!(
        !same_game(&on, &back),
        "two taken back at once is another game"
    );
    assert!(!same_game(&a, &game_after(RuleSet::Casual, "d2d4")));
    let fen = escaque::rules::Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    let other = escaque::game::Game::new(fen, RuleSet::Casual);
    assert!(
        !same_game(&game_after(RuleSet::Casual, ""), &other),
        "another start is another game"
    );
}

#[test]
fn the_archive_writes_a_game_when_it_ends_and_again_when_its_record_is_completed_after() {
    use escaque::table::cues::archive_again;
    use escaque::table::{Intent, Settings};
    let on = game_after(RuleSet::Casual, "f2f3 e7e5");
    let mated = game_after(RuleSet::Casual, "f2f3 e7e5 g2g4 d8h4");
    assert!(
        !archive_again(&game_after(RuleSet::Casual, "f2f3"), &on),
        "a game in progress is not written"
    );
    assert!(
        archive_again(&game_after(RuleSet::Casual, "f2f3 e7e5 g2g4"), &mated),
        "a game that has just ended is"
    );
    assert!(
        !archive_again(&mated, &mated.clone()),
        "nothing changed, nothing written again"
    );
    // Beside a real board: a flag falls with dashes open, then the entries owed complete the record after the end.
    let mut t = common::table(None, RuleSet::Fide, Some("300"));
    common::heard(
        &mut t,
        Intent::Configure(Settings {
            recorder: true,
            ..Settings::default()
        }),
        0,
    );
    let e4 = common::mv(&t, "e2e4");
    common::heard(&mut t, Intent::Play(e4), 1_000);
    common::heard(
        &mut t,
        Intent::PressClock(escaque::rules::Color::Black),
        2_000,
    );
    common::heard(&mut t, Intent::CheckFlags, 400_000);
    let flagged = t.game().clone();
    assert!(flagged.is_over());
    let e5 = common::mv(&t, "e7e5");
    common::heard(&mut t, Intent::Play(e5), 410_000);
    assert!(
        archive_again(&flagged, t.game()),
        "an entry owed, written after the end, is archived with the rest"
    );
}
