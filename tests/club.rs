//! The club evening (issue 43) through the table's public API: draw odds in every way a game is drawn,
//! the named tournament controls and the player's own, the quickplay finish (10.2 with an arbiter at
//! the table, Appendix D without one), and the record's marks (the offer "(=)", each move's clock
//! reading) on the record, in the export, read back and saved.
//!
//! Time is the `now_ms` each test passes; nothing here reads a clock.

use escaque::clock::setup::{self, ClockForm, NAMED, OWN_MAX};
use escaque::clock::Side;
use escaque::game::RuleSet;
use escaque::rules::{Color, GameResult, Reason};
use escaque::table::quickplay::Stage;
use escaque::table::{Decision, Intent, Refusal, Settings, Table, QUICKPLAY_MS};

mod common;
use common::{controls, load_pgn, ok, play, play_all, refuse, remaining, table};

/// White king and queen against a bare king: Black can never mate.
const QUEEN_VS_KING: &str = "4k3/8/8/8/8/8/8/4K2Q w - - 0 1";
/// Qe7-f7 stalemates the black king on h8.
const STALEMATE_IN_ONE: &str = "7k/4Q3/6K1/8/8/8/8/8 w - - 0 1";
/// Kxd4 leaves king against king.
const BARE_KINGS_IN_ONE: &str = "8/8/8/8/3p4/3K4/8/7k w - - 0 1";
/// Knight shuffles that bring the start position back a third time with the eighth ply.
const SHUFFLE_8: &str = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";

/// A table with draw odds to `odds` (as the new-game dialog sets them), from `fen`.
fn with_odds(fen: Option<&str>, rules: RuleSet, tc: Option<&str>, odds: Option<Color>) -> Table {
    let mut t = table(fen, rules, tc);
    ok(&mut t, Intent::SetDrawOdds(odds), 0);
    t
}

/// The drawn game's decision on draw odds, seen by the table, the snapshot and the export.
fn assert_black_wins_on_odds(t: &Table, reason: Reason) {
    let o = t.game().outcome().expect("the game is over");
    assert_eq!(o.result, GameResult::Draw, "{o:?}");
    assert_eq!(o.reason, reason);
    assert_eq!(t.draw_winner(), Some(Color::Black));
    let s = t.snapshot();
    assert_eq!(s.result, "1/2-1/2");
    assert_eq!(s.draw_winner, Some(Color::Black));
    let pgn = t.export_pgn("2026.11.28");
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert!(pgn.contains("[DrawOdds \"Black\"]"), "{pgn}");
    assert!(pgn.contains("[Decision \"0-1\"]"), "{pgn}");
    assert!(pgn.trim_end().ends_with("1/2-1/2"), "{pgn}");
}

#[test]
fn draw_odds_decide_a_draw_by_agreement() {
    let mut t = with_odds(None, RuleSet::Fide, Some("300|240"), Some(Color::Black));
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 100);
    ok(&mut t, Intent::AcceptDraw(Color::Black), 200);
    assert_black_wins_on_odds(&t, Reason::Agreement);
}

#[test]
fn draw_odds_decide_a_claimed_repetition() {
    let mut t = with_odds(None, RuleSet::Fide, Some("300|240"), Some(Color::Black));
    play_all(&mut t, SHUFFLE_8, 0);
    assert!(
        t.game().outcome().is_none(),
        "FIDE play: the repetition is claimed"
    );
    ok(&mut t, Intent::ClaimDraw(Color::White), 0);
    assert_black_wins_on_odds(&t, Reason::ThreefoldRepetition);
}

#[test]
fn draw_odds_decide_a_stalemate() {
    let mut t = with_odds(
        Some(STALEMATE_IN_ONE),
        RuleSet::Fide,
        Some("300|240"),
        Some(Color::Black),
    );
    play(&mut t, "e7f7", 0);
    assert_black_wins_on_odds(&t, Reason::Stalemate);
}

#[test]
fn draw_odds_decide_a_dead_position() {
    let mut t = with_odds(
        Some(BARE_KINGS_IN_ONE),
        RuleSet::Fide,
        Some("300|240"),
        Some(Color::Black),
    );
    play(&mut t, "d3d4", 0);
    assert_black_wins_on_odds(&t, Reason::InsufficientMaterial);
}

#[test]
fn draw_odds_decide_a_flag_against_a_side_that_cannot_mate() {
    let mut t = with_odds(
        Some(QUEEN_VS_KING),
        RuleSet::Fide,
        Some("60"),
        Some(Color::Black),
    );
    play(&mut t, "h1h2", 0);
    play(&mut t, "e8d8", 1_000);
    // White's flag falls at 61 s; Black, with a bare king, cannot mate (6.10).
    ok(&mut t, Intent::CheckFlags, 100_000);
    assert_black_wins_on_odds(&t, Reason::TimeoutInsufficientMaterial);
}

#[test]
fn draw_odds_change_no_decisive_result_and_no_plain_draw() {
    let mut t = with_odds(None, RuleSet::Fide, Some("300|240"), Some(Color::Black));
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::Resign(Color::Black), 10);
    assert_eq!(t.draw_winner(), None);
    assert_eq!(t.snapshot().draw_winner, None);
    let pgn = t.export_pgn("2026.11.28");
    assert!(pgn.contains("[DrawOdds \"Black\"]"), "{pgn}");
    assert!(!pgn.contains("[Decision "), "{pgn}");
    // Without draw odds a draw is a draw.
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 100);
    ok(&mut t, Intent::AcceptDraw(Color::Black), 200);
    assert_eq!(t.snapshot().draw_winner, None);
    assert!(!t.export_pgn("2026.11.28").contains("DrawOdds"));
}

#[test]
fn draw_odds_are_set_before_the_first_move_and_kept_by_a_rematch() {
    let mut t = with_odds(None, RuleSet::Fide, Some("300|240"), Some(Color::White));
    assert_eq!(t.snapshot().draw_odds, Some(Color::White));
    play(&mut t, "e2e4", 0);
    assert_eq!(
        refuse(&mut t, Intent::SetDrawOdds(None), 10),
        Refusal::DrawOddsAfterStart
    );
    ok(&mut t, Intent::Resign(Color::Black), 10);
    ok(&mut t, Intent::Rematch, 20);
    assert_eq!(t.draw_odds(), Some(Color::White));
    // A new game from the dialog sets its own.
    let new = Intent::NewGameNamed {
        start: escaque::rules::Position::new(),
        rules: RuleSet::Fide,
        controls: Some(controls("300|240")),
        names: Default::default(),
        tags: Default::default(),
        draw_odds: Some(Color::Black),
    };
    ok(&mut t, new, 30);
    assert_eq!(t.draw_odds(), Some(Color::Black));
    let plain = Intent::NewGame {
        start: escaque::rules::Position::new(),
        rules: RuleSet::Fide,
        controls: None,
    };
    ok(&mut t, plain, 40);
    assert_eq!(t.draw_odds(), None);
}

#[test]
fn draw_odds_are_saved_and_read_back_from_the_export() {
    let mut t = with_odds(None, RuleSet::Fide, Some("300|240"), Some(Color::Black));
    play(&mut t, "e2e4", 0);
    let back = Table::from_record(&t.to_record(50), 50).unwrap();
    assert_eq!(back.draw_odds(), Some(Color::Black));
    ok(&mut t, Intent::OfferDraw(Color::White), 100);
    ok(&mut t, Intent::AcceptDraw(Color::Black), 200);
    let pgn = t.export_pgn("2026.11.28");
    let mut read = table(None, RuleSet::Fide, None);
    load_pgn(&mut read, &pgn, false);
    assert_eq!(read.draw_odds(), Some(Color::Black));
    assert_eq!(read.snapshot().draw_winner, Some(Color::Black));
    // Written again, the tags are there once each.
    let again = read.export_pgn("2026.11.28");
    assert_eq!(again.matches("[DrawOdds ").count(), 1, "{again}");
    assert_eq!(again.matches("[Decision ").count(), 1, "{again}");
}

#[test]
fn the_named_controls_are_as_players_know_them() {
    let armageddon = setup::named("armageddon").unwrap();
    let c = controls(armageddon.tc);
    assert_eq!(c.white.initial_ms(), 300_000);
    assert_eq!(c.black.initial_ms(), 240_000);
    assert_eq!(armageddon.draw_odds, Some(Side::Black));
    let classical = controls(setup::named("fide-classical").unwrap().tc);
    let stages = classical.white.stages();
    assert_eq!(stages.len(), 2);
    assert_eq!(stages[0].moves, Some(40));
    assert_eq!(stages[0].time_ms, 5_400_000);
    assert_eq!(stages[1].time_ms, 1_800_000);
    assert!(stages
        .iter()
        .all(|s| s.bonus == escaque::clock::Bonus::Increment(30_000)));
    for n in NAMED {
        assert!(
            !escaque::text::club::named_preset(escaque::rules::Lang::Es, n.code).is_empty(),
            "{}",
            n.code
        );
        // Shown by its code, or by its times when it is one of the presets too.
        let form = ClockForm::preset(n.tc).unwrap();
        let shown = setup::preset_value(&form, n.draw_odds, &[]);
        assert!(
            shown == n.code || (n.draw_odds.is_none() && setup::PRESETS.contains(&n.tc)),
            "{} shown as {shown}",
            n.code
        );
    }
    assert_eq!(
        setup::preset_value(
            &ClockForm::preset("300|240").unwrap(),
            Some(Side::Black),
            &[]
        ),
        "armageddon"
    );
    // The same times without draw odds are time odds, not Armageddon.
    let form = ClockForm::preset("300|240").unwrap();
    assert_eq!(setup::preset_value(&form, None, &[]), "custom");
    assert_eq!(
        setup::preset_value(&ClockForm::preset("600+5").unwrap(), None, &[]),
        "600+5"
    );
}

#[test]
fn the_players_own_controls_are_remembered_newest_first() {
    let own = setup::remember(&[], "420+3");
    assert_eq!(own, vec!["420+3".to_string()]);
    // A preset or a named control is not one of the player's own.
    assert_eq!(setup::remember(&own, "180+2"), own);
    assert_eq!(setup::remember(&own, "300|240"), own);
    assert_eq!(setup::remember(&own, "-"), own);
    let own = setup::remember(&own, "1200+15");
    assert_eq!(own, vec!["1200+15".to_string(), "420+3".to_string()]);
    // The same control again moves up, once.
    let own = setup::remember(&own, "420+3");
    assert_eq!(own, vec!["420+3".to_string(), "1200+15".to_string()]);
    let mut many = own.clone();
    for m in 21..30 {
        many = setup::remember(&many, &format!("{}+1", m * 60));
    }
    assert_eq!(many.len(), OWN_MAX);
    assert_eq!(many[0], "1740+1");
    // The stored list: what is not a control is dropped.
    let text = "420+3\nnonsense\n\n1200+15\n-\n";
    assert_eq!(setup::read_own(text), vec!["420+3", "1200+15"]);
    let form = ClockForm::preset("1200+15").unwrap();
    assert_eq!(setup::preset_value(&form, None, &own), "1200+15");
}

// ---------------------------------------------------------------------------------------------
// The quickplay finish (10.2, Appendix D)
// ---------------------------------------------------------------------------------------------

/// A game at 5 min with no increment, 1. e4 e5 played, White's clock running from 1 s on.
fn five_minutes(arbiter: bool) -> Table {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    ok(
        &mut t,
        Intent::Configure(Settings {
            arbiter,
            ..Settings::default()
        }),
        0,
    );
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 1_000);
    t
}

/// White has 119 s left here.
const UNDER_TWO: u64 = 1_000 + 181_000;

#[test]
fn the_claim_is_offered_only_under_two_minutes_in_a_finish() {
    let t = five_minutes(true);
    let s = t.snapshot();
    assert!(s.commands.white.claim_10_2, "on move in a finish");
    assert!(!s.commands.black.claim_10_2, "not on move");
    assert!(!t.may_claim_quickplay(Color::White, 100_000), "201 s left");
    assert!(!s.claim_10_2(Color::White, QUICKPLAY_MS));
    assert!(s.claim_10_2(Color::White, QUICKPLAY_MS - 1));
    assert!(!s.claim_10_2(Color::White, 0), "the flag has fallen");
    assert!(t.may_claim_quickplay(Color::White, UNDER_TWO));
    let mut t2 = t.clone();
    assert_eq!(
        refuse(&mut t2, Intent::ClaimQuickplay(Color::White), 100_000),
        Refusal::QuickplayNotAvailable
    );
    assert_eq!(
        refuse(&mut t2, Intent::ClaimQuickplay(Color::Black), UNDER_TWO),
        Refusal::NotYourTurn(Color::White)
    );
    // With an increment or a delay, or before the last period, there is no quickplay finish.
    for tc in ["300+2", "300d3", "40/5400+30:1800+30", "40/300:60"] {
        let mut t = table(None, RuleSet::Fide, Some(tc));
        play(&mut t, "e2e4", 0);
        play(&mut t, "e7e5", 1_000);
        assert!(!t.snapshot().commands.white.claim_10_2, "{tc}");
        assert!(!t.may_claim_quickplay(Color::White, 299_000), "{tc}");
    }
    // Without a clock, none either.
    assert!(
        !table(None, RuleSet::Fide, None)
            .snapshot()
            .commands
            .white
            .claim_10_2
    );
}

#[test]
fn the_second_period_of_a_staged_control_is_played_to_a_finish() {
    let mut t = table(None, RuleSet::Fide, Some("2/300:60"));
    play_all(&mut t, "g1f3 g8f6 f3g1 f6g8", 0);
    let c = t.clock().unwrap();
    assert!(c.played_to_finish(Side::White));
    assert!(t.snapshot().commands.white.claim_10_2);
}

#[test]
fn with_an_arbiter_a_claim_stops_the_clocks_until_the_decision() {
    let mut t = five_minutes(true);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    let q = t.quickplay().unwrap();
    assert_eq!(q.stage, Stage::Claimed);
    assert!(q.arbiter);
    let s = t.snapshot();
    assert!(!s.live);
    assert_eq!(s.clock_control, None, "no resume while the arbiter decides");
    assert_eq!(
        s.quickplay_decisions(),
        &[Decision::Draw, Decision::Postpone, Decision::Reject]
    );
    assert_eq!(
        remaining(&t, UNDER_TWO + 50_000),
        remaining(&t, UNDER_TWO),
        "the clocks are stopped"
    );
    let m = common::mv(&t, "g1f3");
    assert_eq!(
        refuse(&mut t, Intent::Play(m), UNDER_TWO + 10),
        Refusal::AwaitingArbiter
    );
    assert_eq!(
        refuse(&mut t, Intent::Resume, UNDER_TWO + 10),
        Refusal::AwaitingArbiter
    );
}

#[test]
fn article_10_2a_the_arbiter_declares_a_draw() {
    let mut t = five_minutes(true);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Draw),
        UNDER_TWO + 5_000,
    );
    let o = t.game().outcome().unwrap();
    assert_eq!(o.result, GameResult::Draw);
    assert_eq!(o.reason, Reason::QuickplayFinish);
    let r = t.ruling().unwrap();
    assert_eq!((r.article, r.appendix), (Some("10.2"), None));
    assert_eq!(t.snapshot().quickplay_decisions(), &[] as &[Decision]);
    let pgn = t.export_pgn("2026.11.28");
    assert!(
        pgn.contains("[QuickplayClaim \"White 10.2 draw\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
}

#[test]
fn article_10_2b_postponed_two_minutes_to_the_opponent_decided_later() {
    let mut t = five_minutes(true);
    let (_, black_before) = remaining(&t, UNDER_TWO);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Postpone),
        UNDER_TWO + 5_000,
    );
    assert_eq!(t.quickplay().unwrap().stage, Stage::Postponed);
    let (white, black) = remaining(&t, UNDER_TWO + 5_000);
    assert_eq!(black, black_before + 120_000, "two minutes to the opponent");
    assert_eq!(
        white, 119_000,
        "the claimant's clock was stopped during the claim"
    );
    // Play goes on; the claimant's clock runs again.
    assert!(t.snapshot().live);
    assert_eq!(remaining(&t, UNDER_TWO + 15_000).0, 109_000);
    play(&mut t, "g1f3", UNDER_TWO + 15_000);
    assert_eq!(
        t.snapshot().quickplay_decisions(),
        &[Decision::Draw, Decision::Reject]
    );
    // No second claim while one is postponed.
    play(&mut t, "b8c6", UNDER_TWO + 16_000);
    assert!(!t.snapshot().commands.white.claim_10_2);
    // The flag falls; the arbiter then declares the draw (10.2b), which replaces the loss on time.
    ok(&mut t, Intent::CheckFlags, UNDER_TWO + 500_000);
    assert_eq!(t.game().outcome().unwrap().reason, Reason::Timeout);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Draw),
        UNDER_TWO + 510_000,
    );
    let o = t.game().outcome().unwrap();
    assert_eq!(
        (o.result, o.reason),
        (GameResult::Draw, Reason::QuickplayFinish)
    );
    assert_eq!(
        refuse(
            &mut t,
            Intent::DecideQuickplay(Decision::Reject),
            UNDER_TWO + 520_000
        ),
        Refusal::NoQuickplayClaim
    );
}

#[test]
fn article_10_2b_postponed_then_rejected_the_result_of_play_stands() {
    let mut t = five_minutes(true);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Postpone),
        UNDER_TWO,
    );
    ok(&mut t, Intent::CheckFlags, UNDER_TWO + 500_000);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Reject),
        UNDER_TWO + 510_000,
    );
    let o = t.game().outcome().unwrap();
    assert_eq!(o.result, GameResult::BlackWins);
    assert_eq!(o.reason, Reason::Timeout);
    assert_eq!(
        t.quickplay().unwrap().stage,
        Stage::Decided(Decision::Reject)
    );
}

#[test]
fn article_10_2c_rejected_two_minutes_to_the_opponent_and_play_goes_on() {
    let mut t = five_minutes(true);
    let (_, black_before) = remaining(&t, UNDER_TWO);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Reject),
        UNDER_TWO + 3_000,
    );
    assert_eq!(
        remaining(&t, UNDER_TWO + 3_000),
        (119_000, black_before + 120_000)
    );
    assert!(t.snapshot().live);
    assert!(t.game().outcome().is_none());
    play(&mut t, "g1f3", UNDER_TWO + 4_000);
    // A rejected claim may be made again later (10.2 sets no limit).
    play(&mut t, "b8c6", UNDER_TWO + 5_000);
    assert!(t.may_claim_quickplay(Color::White, UNDER_TWO + 6_000));
}

#[test]
fn appendix_d_without_an_arbiter_the_claim_ends_play_for_the_arbiter() {
    let mut t = five_minutes(false);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    let q = t.quickplay().unwrap();
    assert_eq!((q.stage, q.arbiter, q.plies), (Stage::Referred, false, 2));
    let s = t.snapshot();
    assert!(!s.live);
    assert_eq!(s.result, "*", "the result waits for the arbiter");
    assert_eq!(s.quickplay_decisions(), &[Decision::Draw, Decision::Reject]);
    assert!(!s.commands.white.resign && !s.commands.black.offer_draw);
    for intent in [
        Intent::Play(common::mv(&t, "g1f3")),
        Intent::Resume,
        Intent::OfferDraw(Color::White),
        Intent::DecideQuickplay(Decision::Postpone),
    ] {
        let r = refuse(&mut t, intent, UNDER_TWO + 1_000);
        assert!(
            matches!(r, Refusal::AwaitingArbiter | Refusal::NoQuickplayClaim),
            "{r:?}"
        );
    }
    // The final position and the scoresheet are kept, across a reload and in the export.
    let back = Table::from_record(&t.to_record(UNDER_TWO + 60_000), 0).unwrap();
    assert_eq!(back.quickplay(), t.quickplay());
    assert_eq!(back.game().moves(), t.game().moves());
    assert!(!back.snapshot().live);
    let pgn = t.export_pgn("2026.11.28");
    assert!(
        pgn.contains("[QuickplayClaim \"White D1 referred\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 "), "{pgn}");
}

#[test]
fn appendix_d_the_arbiter_declares_a_draw() {
    let mut t = five_minutes(false);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Draw),
        UNDER_TWO + 3_600_000,
    );
    let o = t.game().outcome().unwrap();
    assert_eq!(
        (o.result, o.reason),
        (GameResult::Draw, Reason::QuickplayFinish)
    );
    let r = t.ruling().unwrap();
    assert_eq!((r.article, r.appendix), (Some("10.2"), Some("D1")));
    let said = escaque::text::outcome_ruled(escaque::rules::Lang::Es, o, Some(r));
    assert!(said.contains("Apéndice D1"), "{said}");
    let said = escaque::text::outcome_ruled(escaque::rules::Lang::En, o, Some(r));
    assert!(said.contains("Appendix D1"), "{said}");
}

#[test]
fn appendix_d_the_arbiter_rejects_the_claim_and_the_claimant_loses() {
    let mut t = five_minutes(false);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    ok(
        &mut t,
        Intent::DecideQuickplay(Decision::Reject),
        UNDER_TWO + 3_600_000,
    );
    let o = t.game().outcome().unwrap();
    assert_eq!(
        (o.result, o.reason),
        (GameResult::BlackWins, Reason::QuickplayFinish)
    );
    assert_eq!(t.snapshot().result, "0-1");
}

#[test]
fn a_claim_with_draw_odds_upheld_gives_the_odds() {
    let mut t = table(None, RuleSet::Fide, Some("300|240"));
    ok(&mut t, Intent::SetDrawOdds(Some(Color::Black)), 0);
    ok(
        &mut t,
        Intent::Configure(Settings {
            arbiter: true,
            ..Settings::default()
        }),
        0,
    );
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 1_000);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    ok(&mut t, Intent::DecideQuickplay(Decision::Draw), UNDER_TWO);
    assert_black_wins_on_odds(&t, Reason::QuickplayFinish);
}

#[test]
fn the_quickplay_texts_cite_the_article_in_both_languages() {
    use escaque::rules::Lang;
    use escaque::text::club;
    for lang in [Lang::Es, Lang::En] {
        assert!(club::claim_explain(lang, true).contains("10.2"));
        assert!(club::claim_explain(lang, false).contains("D1"));
        assert!(club::claim_label(lang).contains("10.2"));
        for r in [
            Refusal::QuickplayNotAvailable,
            Refusal::AwaitingArbiter,
            Refusal::NoQuickplayClaim,
        ] {
            assert!(
                club::refusal_text(lang, r).unwrap().contains("10.2"),
                "{r:?}"
            );
        }
    }
    assert!(club::claim_explain(Lang::Es, false).contains("Apéndice D1"));
    assert!(club::claim_explain(Lang::En, false).contains("Appendix D1"));
}

// ---------------------------------------------------------------------------------------------
// The record's marks
// ---------------------------------------------------------------------------------------------

#[test]
fn an_offer_is_marked_after_the_offerers_move_on_the_record_and_in_the_export() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 1_000);
    play(&mut t, "g1f3", 2_000);
    ok(&mut t, Intent::OfferDraw(Color::White), 2_100);
    ok(&mut t, Intent::DeclineDraw(Color::Black), 2_200);
    play(&mut t, "b8c6", 3_000);
    ok(&mut t, Intent::OfferDraw(Color::Black), 3_100);
    assert_eq!(t.offer_marks(), &[3, 4]);
    let pgn = t.export_pgn("2026.11.28");
    // The mark opens the move's comment, beside its clock reading.
    assert!(pgn.contains("2. Nf3 { (=) [%clk"), "{pgn}");
    assert!(pgn.contains("Nc6 { (=) [%clk"), "{pgn}");
    assert_eq!(pgn.matches("{ (=) ").count(), 2, "{pgn}");
    // Saved and read back.
    let back = Table::from_record(&t.to_record(3_200), 3_200).unwrap();
    assert_eq!(back.offer_marks(), &[3, 4]);
    // The export read back by the app: the marks again, not a comment.
    let mut read = table(None, RuleSet::Fide, None);
    load_pgn(&mut read, &pgn, false);
    assert_eq!(read.offer_marks(), &[3, 4]);
    let comments = &read.imported().unwrap().comments;
    assert!(comments.iter().all(|c| !c.contains("(=)")), "{comments:?}");
    let again = read.export_pgn("2026.11.28");
    assert_eq!(again.matches("(=)").count(), 2, "{again}");
}

#[test]
fn an_offer_mark_goes_with_its_move_when_it_is_taken_back() {
    let mut t = table(None, RuleSet::Casual, None);
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 10);
    assert_eq!(t.offer_marks(), &[1]);
    ok(&mut t, Intent::Takeback, 20);
    assert_eq!(t.offer_marks(), &[] as &[usize]);
}

#[test]
fn an_offer_keeps_a_comment_and_its_mark_on_a_reviewed_record() {
    let pgn =
        "[Event \"?\"]\n[Result \"1/2-1/2\"]\n\n1. e4 {A good start (=)} e5 2. Nf3 {(=)} 1/2-1/2\n";
    let mut t = table(None, RuleSet::Fide, None);
    load_pgn(&mut t, pgn, false);
    assert_eq!(t.offer_marks(), &[1, 3]);
    assert_eq!(t.imported().unwrap().comments[0], "A good start");
    let out = t.export_pgn("2026.11.28");
    assert_eq!(out.matches("(=)").count(), 2, "{out}");
}

#[test]
fn every_move_of_a_clocked_game_has_its_clock_reading() {
    let mut t = table(None, RuleSet::Fide, Some("300+2"));
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 4_000);
    play(&mut t, "g1f3", 65_000);
    let readings = t.clock_readings();
    assert_eq!(readings.len(), 3);
    assert!(readings.iter().all(Option::is_some), "{readings:?}");
    // After the move, the increment added: the mover's clock.
    assert_eq!(readings[1], Some(300_000 - 4_000 + 2_000));
    assert_eq!(readings[2], Some(302_000 - 61_000 + 2_000));
    let texts: Vec<String> = readings
        .iter()
        .map(|r| escaque::table::format_clk(r.unwrap()))
        .collect();
    assert_eq!(texts[2], "0:04:03");
    let pgn = t.export_pgn("2026.11.28");
    assert_eq!(pgn.matches("[%clk ").count(), 3, "{pgn}");
    assert!(pgn.contains("[%clk 0:04:03]"), "{pgn}");
    // Read back by the app, the readings come with the moves.
    let mut read = table(None, RuleSet::Fide, None);
    load_pgn(&mut read, &pgn, false);
    assert_eq!(read.clock_readings()[2], Some(243_000));
}

#[test]
fn an_old_record_reads_without_the_club_lines_and_a_new_one_refuses_bad_ones() {
    let old = "escaque 3\nrevision 2\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\nmoves e2e4\n";
    let t = Table::from_record(old, 0).unwrap();
    assert_eq!(t.draw_odds(), None);
    assert!(t.offer_marks().is_empty());
    assert!(!t.settings().arbiter);
    // Format 3 does not know the club's lines.
    assert!(Table::from_record(&format!("{old}draw-odds black\n"), 0).is_err());
    let new = old.replace("escaque 3", "escaque 4");
    let t = Table::from_record(&format!("{new}draw-odds black\narbiter 1\noffers 1\n"), 0).unwrap();
    assert_eq!(t.draw_odds(), Some(Color::Black));
    assert!(t.settings().arbiter);
    assert_eq!(t.offer_marks(), &[1]);
    for bad in [
        "offers 2\n",
        "offers 0\n",
        "draw-odds grey\n",
        "quickplay white 0 9 referred\n",
        "quickplay white 2 1 referred\n",
    ] {
        assert!(
            Table::from_record(&format!("{new}{bad}"), 0).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn the_printed_scoresheet_has_each_moves_clock_in_its_time_column() {
    use escaque::table::scoresheet::rows_clocked;
    let sans: Vec<String> = ["e4", "e5", "Cf3"].map(String::from).to_vec();
    let clocks = vec![
        Some("0:05:00".to_string()),
        Some("0:04:58".to_string()),
        None,
    ];
    let rows = rows_clocked(&sans, &clocks, 1, false);
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[0].white_clk.as_str(), rows[0].black_clk.as_str()),
        ("0:05:00", "0:04:58")
    );
    assert_eq!(
        (rows[1].white.as_str(), rows[1].white_clk.as_str()),
        ("Cf3", "")
    );
    // A game Black began: the first row's White cell is "…", with no clock.
    let rows = rows_clocked(&sans, &clocks, 7, true);
    assert_eq!(rows[0].white, "…");
    assert_eq!(
        (rows[0].white_clk.as_str(), rows[0].black_clk.as_str()),
        ("", "0:05:00")
    );
    assert_eq!(
        (rows[1].white_clk.as_str(), rows[1].black_clk.as_str()),
        ("0:04:58", "")
    );
}

#[test]
fn the_status_says_the_draw_odds_and_the_claim_in_both_languages() {
    use escaque::rules::Lang;
    use escaque::text::club::status_note;
    let mut t = with_odds(None, RuleSet::Fide, Some("300|240"), Some(Color::Black));
    let note = status_note(Lang::En, &t.snapshot()).unwrap();
    assert!(note.contains("A draw counts as a win for Black"), "{note}");
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 100);
    ok(&mut t, Intent::AcceptDraw(Color::Black), 200);
    assert_eq!(
        status_note(Lang::Es, &t.snapshot()).unwrap(),
        "Tablas: con las tablas a su favor, ganan las negras."
    );
    assert_eq!(
        status_note(Lang::En, &t.snapshot()).unwrap(),
        "Drawn: with draw odds, Black wins."
    );
    let mut t = five_minutes(false);
    assert_eq!(status_note(Lang::En, &t.snapshot()), None);
    ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
    let es = status_note(Lang::Es, &t.snapshot()).unwrap();
    assert!(
        es.contains("Apéndice D1") && es.starts_with("Las blancas"),
        "{es}"
    );
    let en = status_note(Lang::En, &t.snapshot()).unwrap();
    assert!(en.contains("Appendix D1"), "{en}");
}

// Replaces the note-from-events decision of `ClubStatus` (ui/panels/club.rs, through `text::club::event_text`), which
// built the claim's stage from the arbiter setting itself.
#[test]
fn a_claim_or_a_decision_is_noted_as_the_table_reports_it() {
    use escaque::table::quickplay::ClubNote;
    for arbiter in [true, false] {
        let mut t = five_minutes(arbiter);
        let events = ok(&mut t, Intent::ClaimQuickplay(Color::White), UNDER_TWO);
        let Some(ClubNote::Claim(q)) = ClubNote::of(&events, arbiter) else {
            panic!("{events:?}")
        };
        let stage = if arbiter {
            Stage::Claimed
        } else {
            Stage::Referred
        };
        assert_eq!(
            (q.claimant, q.arbiter, q.stage),
            (Color::White, arbiter, stage)
        );
        // The table's own claim stands at the stage the note tells.
        assert_eq!(t.quickplay().map(|q| q.stage), Some(stage));
        let events = ok(
            &mut t,
            Intent::DecideQuickplay(Decision::Draw),
            UNDER_TWO + 1_000,
        );
        assert_eq!(
            ClubNote::of(&events, arbiter),
            Some(ClubNote::Decided(Decision::Draw))
        );
    }
    // A move says nothing of a claim.
    let mut t = five_minutes(true);
    let events = play(&mut t, "g1f3", 2_000);
    assert_eq!(ClubNote::of(&events, true), None);
}
