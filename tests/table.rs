//! The game at the table through its public API: every procedure, every refusal, and the save format.
//!
//! Time is the `now_ms` each test passes; nothing here reads a clock.

use escaque::clock::{Clock, Controls, Phase, Side};
use escaque::game::{parse_uci, Game, RuleSet};
use escaque::rules::{ByColor, Color, GameResult, Move, Outcome, Position, Reason, Square};
use escaque::table::save::{SaveError, VERSION};
use escaque::table::{Added, Ask, Event, Imported, Intent, Refusal, Settings, Table, ADD_TIME_MS};
use std::collections::BTreeSet;

mod common;
use common::{controls, import, mv, ok, play, play_all, refuse, remaining, reread, table};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const CASTLING: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
/// White king and queen against a bare king: Black can never mate.
const QUEEN_VS_KING: &str = "4k3/8/8/8/8/8/8/4K2Q w - - 0 1";
/// Knight shuffles that bring the start position back a third time with the eighth ply.
const SHUFFLE_7: &str = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";

fn touch_move() -> Settings {
    Settings {
        touch_move: true,
        ..Settings::default()
    }
}

fn game_over(events: &[Event]) -> Option<Outcome> {
    events.iter().find_map(|e| match e {
        Event::GameOver(o) => Some(*o),
        _ => None,
    })
}

fn resigned(by: Color) -> Outcome {
    Outcome {
        result: GameResult::win_for(by.other()),
        reason: Reason::Resignation,
    }
}

fn timeout(loser: Color) -> Outcome {
    Outcome {
        result: GameResult::win_for(loser.other()),
        reason: Reason::Timeout,
    }
}

// ---------------------------------------------------------------------------------------------
// Moves and the clock press
// ---------------------------------------------------------------------------------------------

#[test]
fn first_move_starts_the_opponents_clock_and_gets_its_increment() {
    let mut t = table(None, RuleSet::Fide, Some("300+2"));
    assert_eq!(t.snapshot().phase, Some(Phase::Idle));
    assert_eq!(t.next_flag_check(), None);
    let e4 = mv(&t, "e2e4");
    let events = ok(&mut t, Intent::Play(e4), 1_000);
    assert_eq!(
        events,
        vec![
            Event::Moved {
                mv: e4,
                by: Color::White,
                capture: false,
                check: false
            },
            Event::ClockStarted(Color::Black),
        ]
    );
    assert_eq!(t.snapshot().phase, Some(Phase::Running));
    assert_eq!(t.clock().unwrap().running(), Some(Side::Black));
    // White was charged nothing and got the increment; Black's time runs from the move.
    assert_eq!(remaining(&t, 6_000), (302_000, 295_000));
    assert_eq!(t.next_flag_check(), Some(301_000));
    let events = play(&mut t, "e7e5", 6_000);
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(remaining(&t, 6_000), (302_000, 297_000));
    assert_eq!(remaining(&t, 9_000), (299_000, 297_000));
    let s = t.snapshot();
    assert_eq!(
        (s.plies, s.turn, s.result, s.live),
        (2, Color::White, "*", true)
    );
}

#[test]
fn capture_and_check_are_reported_with_the_move() {
    let mut t = table(None, RuleSet::Casual, None);
    play_all(&mut t, "e2e4 d7d5", 0);
    let events = play(&mut t, "e4d5", 0);
    assert!(matches!(
        events[0],
        Event::Moved {
            by: Color::White,
            capture: true,
            check: false,
            ..
        }
    ));
    play(&mut t, "g8f6", 0);
    let events = play(&mut t, "f1b5", 0);
    assert!(matches!(
        events[0],
        Event::Moved {
            capture: false,
            check: true,
            ..
        }
    ));
}

#[test]
fn illegal_moves_and_touches_out_of_turn_are_refused() {
    let mut t = table(None, RuleSet::Casual, Some("300"));
    let bad = Move::Normal {
        role: escaque::rules::Role::Pawn,
        from: Square::E2,
        capture: None,
        to: Square::E5,
        promotion: None,
    };
    assert_eq!(
        refuse(&mut t, Intent::Play(bad), 0),
        Refusal::IllegalMove(bad)
    );
    // A Black move while White is to move is not legal here.
    let e5 = parse_uci(
        &Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").unwrap(),
        "e7e5",
    )
    .unwrap();
    assert_eq!(
        refuse(&mut t, Intent::Play(e5), 0),
        Refusal::IllegalMove(e5)
    );
    assert_eq!(
        refuse(&mut t, Intent::Touch(Square::E7), 0),
        Refusal::NotYourTurn(Color::White)
    );
    assert_eq!(
        refuse(&mut t, Intent::Touch(Square::E4), 0),
        Refusal::NotYourTurn(Color::White)
    );
    assert_eq!(t.revision(), 0);
}

#[test]
fn start_clock_before_the_first_move() {
    let mut t = table(None, RuleSet::Fide, Some("60"));
    assert_eq!(
        ok(&mut t, Intent::StartClock, 500),
        vec![Event::ClockStarted(Color::White)]
    );
    assert_eq!(remaining(&t, 10_500), (50_000, 60_000));
    assert_eq!(
        refuse(&mut t, Intent::StartClock, 600),
        Refusal::AlreadyStarted
    );
    let mut plain = table(None, RuleSet::Fide, None);
    assert_eq!(refuse(&mut plain, Intent::StartClock, 0), Refusal::NoClock);
    assert_eq!(plain.remaining(Color::White, 0), None);
    assert_eq!(plain.next_flag_check(), None);
    // From a position with Black to move, Black's clock is the one that starts.
    let mut t = table(
        Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"),
        RuleSet::Fide,
        Some("60"),
    );
    assert_eq!(
        ok(&mut t, Intent::StartClock, 0),
        vec![Event::ClockStarted(Color::Black)]
    );
}

// ---------------------------------------------------------------------------------------------
// Touch-move (4.3, 4.4)
// ---------------------------------------------------------------------------------------------

#[test]
fn touch_move_binds_the_first_movable_piece() {
    let mut t = table(None, RuleSet::Fide, None);
    // Without the setting, touching binds nothing.
    assert_eq!(ok(&mut t, Intent::Touch(Square::E2), 0), vec![]);
    assert_eq!(t.touched(), None);
    ok(&mut t, Intent::Configure(touch_move()), 0);
    // The rook in the corner cannot move: it does not bind (4.3 with 4.5).
    assert_eq!(ok(&mut t, Intent::Touch(Square::A1), 0), vec![]);
    assert_eq!(t.touched(), None);
    assert_eq!(
        ok(&mut t, Intent::Touch(Square::E2), 0),
        vec![Event::Touched(Square::E2)]
    );
    assert_eq!(t.snapshot().touched, Some(Square::E2));
    // Touching another piece afterwards changes nothing.
    assert_eq!(ok(&mut t, Intent::Touch(Square::G1), 0), vec![]);
    assert_eq!(t.touched(), Some(Square::E2));
    let nf3 = mv(&t, "g1f3");
    assert_eq!(
        refuse(&mut t, Intent::Play(nf3), 0),
        Refusal::TouchMove {
            touched: Square::E2,
            tried: Square::G1
        }
    );
    play(&mut t, "e2e4", 0);
    assert_eq!(t.touched(), None, "the move frees the player");
    // Black's turn: a new touch binds again.
    ok(&mut t, Intent::Touch(Square::G8), 0);
    assert_eq!(t.touched(), Some(Square::G8));
    // Turning the setting off lets go of the touched piece.
    ok(&mut t, Intent::Configure(Settings::default()), 0);
    assert_eq!(t.touched(), None);
    play(&mut t, "e7e5", 0);
}

#[test]
fn rook_touched_first_is_not_castling() {
    let mut t = table(Some(CASTLING), RuleSet::Fide, None);
    ok(&mut t, Intent::Configure(touch_move()), 0);
    ok(&mut t, Intent::Touch(Square::H1), 0);
    let castle = mv(&t, "e1g1");
    assert!(matches!(castle, Move::Castle { .. }));
    assert_eq!(
        refuse(&mut t, Intent::Play(castle), 0),
        Refusal::RookFirst { rook: Square::H1 }
    );
    // The rook must move.
    play(&mut t, "h1g1", 0);

    // King first: castling is the king's move.
    let mut t = table(Some(CASTLING), RuleSet::Fide, None);
    ok(&mut t, Intent::Configure(touch_move()), 0);
    ok(&mut t, Intent::Touch(Square::E1), 0);
    let castle = mv(&t, "e1c1");
    ok(&mut t, Intent::Play(castle), 0);
    assert_eq!(t.game().moves(), &[castle]);
}

// ---------------------------------------------------------------------------------------------
// Offers (9.1, 5.2c)
// ---------------------------------------------------------------------------------------------

#[test]
fn offers_follow_article_9_1() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    assert!(!t.snapshot().commands.white.offer_draw);
    assert_eq!(
        refuse(&mut t, Intent::OfferDraw(Color::White), 0),
        Refusal::OfferNotAllowed
    );
    play(&mut t, "e2e4", 0);
    assert_eq!(
        refuse(&mut t, Intent::OfferDraw(Color::Black), 100),
        Refusal::OfferNotAllowed
    );
    assert!(t.snapshot().commands.white.offer_draw);
    assert_eq!(
        ok(&mut t, Intent::OfferDraw(Color::White), 100),
        vec![Event::DrawOffered(Color::White)]
    );
    assert_eq!(t.snapshot().offer, Some(Color::White));
    assert_eq!(
        refuse(&mut t, Intent::OfferDraw(Color::White), 100),
        Refusal::OfferNotAllowed
    );
    assert_eq!(
        refuse(&mut t, Intent::AcceptDraw(Color::White), 100),
        Refusal::NoOffer
    );
    assert_eq!(
        refuse(&mut t, Intent::DeclineDraw(Color::White), 100),
        Refusal::NoOffer
    );
    // Black moves instead of answering: the offer lapses (9.1b).
    let e5 = mv(&t, "e7e5");
    let events = ok(&mut t, Intent::Play(e5), 200);
    assert!(matches!(events[0], Event::Moved { mv, .. } if mv == e5));
    assert_eq!(events[1], Event::DrawDeclined(Color::White));
    assert_eq!(t.snapshot().offer, None);
    // An explicit decline.
    ok(&mut t, Intent::OfferDraw(Color::Black), 200);
    assert_eq!(
        ok(&mut t, Intent::DeclineDraw(Color::White), 300),
        vec![Event::DrawDeclined(Color::Black)]
    );
    assert_eq!(t.snapshot().offer, None);
    assert!(!t.game().is_over());
}

#[test]
fn accepting_an_offer_ends_the_game_and_stops_the_clock() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play(&mut t, "d2d4", 0);
    play(&mut t, "d7d5", 10_000);
    ok(&mut t, Intent::OfferDraw(Color::Black), 10_000);
    let events = ok(&mut t, Intent::AcceptDraw(Color::White), 14_000);
    let agreed = Outcome::draw(Reason::Agreement);
    assert_eq!(events, vec![Event::GameOver(agreed)]);
    let s = t.snapshot();
    assert_eq!(
        (s.outcome, s.result, s.live),
        (Some(agreed), "1/2-1/2", false)
    );
    assert_eq!(s.phase, Some(Phase::Paused));
    assert_eq!(remaining(&t, 14_000), remaining(&t, 500_000));
    assert_eq!(remaining(&t, 14_000), (296_000, 290_000));
    assert_eq!(t.next_flag_check(), None);
    // Long after, the (stopped) flag does not fall.
    assert_eq!(ok(&mut t, Intent::CheckFlags, 10_000_000), vec![]);
    assert_eq!(t.game().outcome(), Some(agreed));
}

// ---------------------------------------------------------------------------------------------
// Claims (9.2, 9.3, 9.5)
// ---------------------------------------------------------------------------------------------

#[test]
fn threefold_claimed_now_under_fide() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play_all(&mut t, SHUFFLE_7, 0);
    play(&mut t, "f6g8", 0);
    assert!(!t.game().is_over(), "FIDE: threefold must be claimed");
    let s = t.snapshot();
    assert!(s.commands.white.claim_draw && !s.commands.black.claim_draw);
    assert_eq!(
        refuse(&mut t, Intent::ClaimDraw(Color::Black), 0),
        Refusal::NotYourTurn(Color::White)
    );
    let events = ok(&mut t, Intent::ClaimDraw(Color::White), 5_000);
    let o = Outcome::draw(Reason::ThreefoldRepetition);
    assert_eq!(events, vec![Event::GameOver(o)]);
    assert_eq!(t.snapshot().phase, Some(Phase::Paused));
    // Casual play draws by itself.
    let mut c = table(None, RuleSet::Casual, None);
    play_all(&mut c, SHUFFLE_7, 0);
    let events = play(&mut c, "f6g8", 0);
    assert_eq!(game_over(&events), Some(o));
}

#[test]
fn announced_claim_ends_the_game_with_the_move_that_produces_it() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play_all(&mut t, SHUFFLE_7, 0);
    assert!(t.snapshot().commands.black.claim_draw);
    assert_eq!(
        ok(&mut t, Intent::ClaimDraw(Color::Black), 1_000),
        vec![Event::ClaimAnnounced(Color::Black)]
    );
    let s = t.snapshot();
    assert_eq!(s.claim_pending, Some(Color::Black));
    assert!(!s.commands.black.claim_draw, "one claim at a time");
    assert_eq!(
        refuse(&mut t, Intent::ClaimDraw(Color::Black), 1_000),
        Refusal::ClaimPending
    );
    let events = play(&mut t, "f6g8", 2_000);
    let o = Outcome::draw(Reason::ThreefoldRepetition);
    assert!(matches!(
        events[0],
        Event::Moved {
            by: Color::Black,
            ..
        }
    ));
    assert_eq!(events.last(), Some(&Event::GameOver(o)));
    assert_eq!(t.game().moves().len(), 8);
    assert_eq!(t.claim_pending(), None);
    assert_eq!(t.snapshot().phase, Some(Phase::Paused));
}

#[test]
fn announced_claim_lapses_with_another_move() {
    let mut t = table(None, RuleSet::Fide, None);
    play_all(&mut t, SHUFFLE_7, 0);
    ok(&mut t, Intent::ClaimDraw(Color::Black), 0);
    let events = play(&mut t, "e7e5", 0);
    assert_eq!(events.len(), 2, "{events:?}");
    assert_eq!(events[1], Event::ClaimLapsed(Color::Black));
    assert!(!t.game().is_over());
    assert_eq!(t.claim_pending(), None);
    play(&mut t, "e2e4", 0);
}

#[test]
fn fifty_moves_claim_with_the_move() {
    let mut t = table(
        Some("8/8/4k3/8/8/4K3/8/R7 w - - 99 80"),
        RuleSet::Fide,
        None,
    );
    ok(&mut t, Intent::ClaimDraw(Color::White), 0);
    play(&mut t, "a1a2", 0);
    assert_eq!(t.game().outcome(), Some(Outcome::draw(Reason::FiftyMoves)));
}

#[test]
fn nothing_to_claim_is_refused() {
    let mut t = table(None, RuleSet::Fide, None);
    assert!(!t.snapshot().commands.white.claim_draw);
    assert_eq!(
        refuse(&mut t, Intent::ClaimDraw(Color::White), 0),
        Refusal::ClaimNotValid
    );
    assert_eq!(
        refuse(&mut t, Intent::ClaimDraw(Color::Black), 0),
        Refusal::NotYourTurn(Color::White)
    );
}

// ---------------------------------------------------------------------------------------------
// Resignation, takeback
// ---------------------------------------------------------------------------------------------

#[test]
fn resignation_ends_the_game_and_stops_the_clock() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 0);
    let events = ok(&mut t, Intent::Resign(Color::Black), 7_000);
    assert_eq!(events, vec![Event::GameOver(resigned(Color::Black))]);
    let s = t.snapshot();
    assert_eq!(
        (s.result, s.offer, s.phase),
        ("1-0", None, Some(Phase::Paused))
    );
    assert_eq!(remaining(&t, 7_000), remaining(&t, 70_000));
    // Either side may resign, at any time, even before a move.
    let mut t = table(None, RuleSet::Fide, None);
    ok(&mut t, Intent::Resign(Color::White), 0);
    assert_eq!(t.game().outcome(), Some(resigned(Color::White)));
}

#[test]
fn takeback_only_in_casual_play() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play(&mut t, "e2e4", 0);
    assert!(!t.snapshot().can_takeback);
    assert_eq!(
        refuse(&mut t, Intent::Takeback, 0),
        Refusal::TakebackNotAllowed
    );
    let mut c = table(None, RuleSet::Casual, None);
    assert!(!c.snapshot().can_takeback);
    assert_eq!(
        refuse(&mut c, Intent::Takeback, 0),
        Refusal::NothingToTakeBack
    );
    let e4 = mv(&c, "e2e4");
    ok(&mut c, Intent::Play(e4), 0);
    assert!(c.snapshot().can_takeback);
    assert_eq!(ok(&mut c, Intent::Takeback, 0), vec![Event::TakenBack(e4)]);
    assert_eq!(c.game().position(), &Position::new());
}

#[test]
fn takeback_restores_both_clocks() {
    let mut t = table(None, RuleSet::Casual, Some("300+5"));
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 10_000);
    play(&mut t, "g1f3", 13_000);
    // What the faces showed when Black had thought 4 s over his second move.
    let before = remaining(&t, 17_000);
    assert_eq!(before, (307_000, 291_000));
    play(&mut t, "b8c6", 17_000);
    assert_eq!(remaining(&t, 20_000), (304_000, 296_000));
    let events = ok(&mut t, Intent::Takeback, 20_000);
    assert!(matches!(events[..], [Event::TakenBack(_)]));
    assert_eq!(remaining(&t, 20_000), before);
    assert_eq!(t.clock().unwrap().running(), Some(Side::Black));
    assert_eq!(remaining(&t, 21_000), (307_000, 290_000));
    // Taking back the first move stops the clocks again.
    for _ in 0..3 {
        ok(&mut t, Intent::Takeback, 22_000);
    }
    assert_eq!(t.snapshot().phase, Some(Phase::Idle));
    assert_eq!(remaining(&t, 99_000), (300_000, 300_000));
}

#[test]
fn takeback_keeps_time_added_after_the_move() {
    let mut t = table(None, RuleSet::Casual, Some("300"));
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 10_000);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: ADD_TIME_MS,
        },
        12_000,
    );
    assert_eq!(remaining(&t, 12_000), (298_000, 410_000));
    ok(&mut t, Intent::Takeback, 12_000);
    // Black's clock runs again, showing what it did at his move, plus the two minutes.
    assert_eq!(remaining(&t, 12_000), (300_000, 410_000));
    assert_eq!(
        t.added(),
        &[Added {
            to: Color::Black,
            ms: ADD_TIME_MS
        }]
    );
    ok(&mut t, Intent::UndoAddTime, 12_000);
    assert_eq!(remaining(&t, 12_000), (300_000, 290_000));
}

#[test]
fn a_finished_game_is_not_taken_back() {
    // Mate: the clock stops and stays stopped; nothing reopens the game (issue 20).
    let mut t = table(None, RuleSet::Casual, Some("300"));
    play_all(&mut t, "f2f3 e7e5", 0);
    play(&mut t, "g2g4", 1_000);
    let events = play(&mut t, "d8h4", 4_000);
    assert_eq!(
        game_over(&events).map(|o| o.reason),
        Some(Reason::Checkmate)
    );
    assert_eq!(t.snapshot().phase, Some(Phase::Paused));
    assert_eq!(t.next_flag_check(), None);
    let before = t.clone();
    assert_eq!(refuse(&mut t, Intent::Pause, 9_000), Refusal::GameOver);
    assert_eq!(refuse(&mut t, Intent::Takeback, 9_000), Refusal::GameOver);
    assert_eq!(
        refuse(&mut t, Intent::ProposeTakeback(Color::White), 9_000),
        Refusal::GameOver
    );
    assert_eq!(t, before);
    let s = t.snapshot();
    assert!(!s.can_takeback);
    assert!(!s.commands.white.takeback && !s.commands.black.takeback);
    assert_eq!(remaining(&t, 20_000), (299_000, 297_000));
}

#[test]
fn a_resignation_stands() {
    // Takeback after a resignation used to undo the resignation and the opponent's last move and
    // restart a clock (issue 20): now nothing but a new game or a rematch follows it.
    let mut t = table(None, RuleSet::Casual, Some("300"));
    play_all(&mut t, "e2e4 e7e5", 0);
    let ask = t.request(Intent::Resign(Color::White));
    assert!(matches!(
        ask,
        Intent::Ask {
            ask: Ask::Resign(Color::White),
            ..
        }
    ));
    ok(&mut t, ask, 5_000);
    ok(&mut t, Intent::Confirm(Some(Color::White)), 5_000);
    assert!(t.game().is_over());
    let before = t.clone();
    assert_eq!(refuse(&mut t, Intent::Takeback, 6_000), Refusal::GameOver);
    let propose = t.request(Intent::ProposeTakeback(Color::Black));
    assert_eq!(refuse(&mut t, propose, 6_000), Refusal::GameOver);
    assert_eq!(t, before);
    assert_eq!(t.game().moves().len(), 2);
    assert_eq!(t.clock().unwrap().running(), None);
    // Asking to replace a finished game asks nothing.
    let new = Intent::NewGame {
        start: Position::new(),
        rules: RuleSet::Casual,
        controls: None,
    };
    assert_eq!(t.request(new.clone()), new);
    ok(&mut t, Intent::Rematch, 7_000);
    assert!(!t.game().is_over());
}

#[test]
fn the_board_reads_gestures_against_why_pieces_may_not_move() {
    let mut t = table(None, RuleSet::Casual, Some("300"));
    play_all(&mut t, "e2e4 e7e5", 1_000);
    let pos = t.game().position().clone();
    let s = t.snapshot();
    assert_eq!(s.blocked(), None);
    let cx = s.board_context(&pos, false, false);
    assert_eq!(
        (cx.blocked, cx.touched, cx.tournament.is_some()),
        (None, None, false)
    );
    ok(&mut t, Intent::Pause, 2_000);
    assert_eq!(t.snapshot().blocked(), Some(Refusal::Paused));
    ok(&mut t, Intent::Resume, 3_000);
    ok(&mut t, Intent::Resign(Color::White), 4_000);
    assert_eq!(t.snapshot().blocked(), Some(Refusal::GameOver));
    let tournament = table(None, RuleSet::Tournament, None);
    let s = tournament.snapshot();
    let cx = s.board_context(&pos, true, true);
    assert!(cx.reviewing);
    assert!(cx
        .tournament
        .is_some_and(|b| b.any_square && b.board == &s.board));
}

#[test]
fn takeback_is_refused_while_paused() {
    let mut t = table(None, RuleSet::Casual, Some("300"));
    play_all(&mut t, "e2e4 e7e5", 1_000);
    ok(&mut t, Intent::Pause, 2_000);
    assert_eq!(refuse(&mut t, Intent::Takeback, 3_000), Refusal::Paused);
    assert!(!t.snapshot().can_takeback);
    ok(&mut t, Intent::Resume, 3_000);
    assert!(t.snapshot().can_takeback);
    ok(&mut t, Intent::Takeback, 4_000);
    assert_eq!(t.game().moves().len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Pause, resume, add time
// ---------------------------------------------------------------------------------------------

#[test]
fn pause_and_resume() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    assert_eq!(refuse(&mut t, Intent::Pause, 0), Refusal::NotRunning);
    assert_eq!(refuse(&mut t, Intent::Resume, 0), Refusal::NotPaused);
    play(&mut t, "e2e4", 0);
    assert_eq!(refuse(&mut t, Intent::Resume, 1_000), Refusal::NotPaused);
    assert_eq!(ok(&mut t, Intent::Pause, 5_000), vec![Event::Paused]);
    let s = t.snapshot();
    assert_eq!((s.phase, s.live), (Some(Phase::Paused), false));
    assert!(t.paused());
    assert_eq!(t.next_flag_check(), None);
    assert_eq!(remaining(&t, 5_000), (300_000, 295_000));
    assert_eq!(remaining(&t, 900_000), (300_000, 295_000));
    assert_eq!(refuse(&mut t, Intent::Pause, 6_000), Refusal::NotRunning);
    let e5 = mv(&t, "e7e5");
    assert_eq!(refuse(&mut t, Intent::Play(e5), 6_000), Refusal::Paused);
    assert_eq!(
        refuse(&mut t, Intent::Touch(Square::E7), 6_000),
        Refusal::Paused
    );
    assert_eq!(
        refuse(&mut t, Intent::OfferDraw(Color::White), 6_000),
        Refusal::Paused
    );
    assert_eq!(refuse(&mut t, Intent::StartClock, 6_000), Refusal::Paused);
    // The flag does not fall while paused, however long.
    assert_eq!(ok(&mut t, Intent::CheckFlags, 10_000_000), vec![]);
    assert_eq!(ok(&mut t, Intent::Resume, 10_000_000), vec![Event::Resumed]);
    assert_eq!(remaining(&t, 10_001_000), (300_000, 294_000));
    assert_eq!(t.next_flag_check(), Some(10_000_000 + 295_000));
    ok(&mut t, Intent::Play(e5), 10_001_000);
    let mut plain = table(None, RuleSet::Fide, None);
    assert_eq!(refuse(&mut plain, Intent::Pause, 0), Refusal::NoClock);
    assert_eq!(refuse(&mut plain, Intent::Resume, 0), Refusal::NoClock);
}

#[test]
fn add_time_goes_to_the_receiver_and_undo_takes_it_back() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play(&mut t, "e2e4", 0);
    let a = Added {
        to: Color::White,
        ms: ADD_TIME_MS,
    };
    assert_eq!(
        ok(
            &mut t,
            Intent::AddTime {
                to: Color::White,
                ms: ADD_TIME_MS
            },
            1_000
        ),
        vec![Event::TimeAdded(a)]
    );
    assert_eq!(remaining(&t, 1_000), (420_000, 299_000));
    let b = Added {
        to: Color::Black,
        ms: 30_000,
    };
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: 30_000,
        },
        2_000,
    );
    assert_eq!(remaining(&t, 2_000), (420_000, 328_000));
    assert_eq!(t.added(), &[a, b]);
    assert_eq!(t.snapshot().undo_add, Some(b));
    assert_eq!(
        ok(&mut t, Intent::UndoAddTime, 3_000),
        vec![Event::TimeAddUndone(b)]
    );
    assert_eq!(remaining(&t, 3_000), (420_000, 297_000));
    assert_eq!(t.snapshot().undo_add, Some(a));
    ok(&mut t, Intent::UndoAddTime, 3_000);
    assert_eq!(remaining(&t, 3_000), (300_000, 297_000));
    assert_eq!(t.snapshot().undo_add, None);
    assert_eq!(
        refuse(&mut t, Intent::UndoAddTime, 3_000),
        Refusal::NothingToUndo
    );
    for ms in [0, 999, 1_500, 3_601_000, u64::MAX] {
        assert_eq!(
            refuse(
                &mut t,
                Intent::AddTime {
                    to: Color::Black,
                    ms
                },
                3_000
            ),
            Refusal::BadAmount,
            "{ms}"
        );
    }
    // The limits themselves are fine.
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: 1_000,
        },
        3_000,
    );
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: 3_600_000,
        },
        3_000,
    );
    // Time added while paused counts too.
    ok(&mut t, Intent::Pause, 4_000);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::White,
            ms: 2_000,
        },
        5_000,
    );
    assert_eq!(remaining(&t, 6_000).0, 302_000);

    let mut plain = table(None, RuleSet::Fide, None);
    assert_eq!(
        refuse(
            &mut plain,
            Intent::AddTime {
                to: Color::White,
                ms: ADD_TIME_MS
            },
            0
        ),
        Refusal::NoClock
    );
    assert_eq!(
        refuse(&mut plain, Intent::UndoAddTime, 0),
        Refusal::NothingToUndo
    );
}

// ---------------------------------------------------------------------------------------------
// Flags (6.10, 6.12)
// ---------------------------------------------------------------------------------------------

#[test]
fn an_intent_after_the_flag_is_refused_and_the_game_is_lost_on_time() {
    let mut t = table(None, RuleSet::Fide, Some("10"));
    play(&mut t, "e2e4", 0);
    assert_eq!(t.next_flag_check(), Some(10_000));
    // A move pressed before the flag time stands.
    let mut early = t.clone();
    play(&mut early, "e7e5", 9_999);
    assert!(!early.game().is_over());

    let rev = t.revision();
    let e5 = mv(&t, "e7e5");
    assert_eq!(t.apply(Intent::Play(e5), 10_000), Err(Refusal::GameOver));
    assert_eq!(t.revision(), rev + 1, "the flag is a change");
    assert_eq!(t.game().outcome(), Some(timeout(Color::Black)));
    assert_eq!(t.game().moves().len(), 1, "the late move was not played");
    let s = t.snapshot();
    assert_eq!(
        (s.result, s.live, s.phase),
        ("1-0", false, Some(Phase::Paused))
    );
    assert_eq!(t.next_flag_check(), None);
    // Nothing more happens afterwards.
    assert_eq!(ok(&mut t, Intent::CheckFlags, 20_000), vec![]);
    assert_eq!(
        refuse(&mut t, Intent::Resign(Color::White), 20_000),
        Refusal::GameOver
    );
}

#[test]
fn check_flags_reports_the_flag() {
    let mut t = table(None, RuleSet::Fide, Some("10"));
    ok(&mut t, Intent::StartClock, 1_000);
    assert_eq!(ok(&mut t, Intent::CheckFlags, 10_999), vec![]);
    let rev = t.revision();
    assert_eq!(
        t.apply(Intent::CheckFlags, 11_000),
        Ok(vec![Event::GameOver(timeout(Color::White))])
    );
    assert_eq!(t.revision(), rev + 1);
    assert_eq!(t.snapshot().outcome, Some(timeout(Color::White)));
}

#[test]
fn a_flag_against_a_lone_king_is_a_draw() {
    let mut t = table(Some(QUEEN_VS_KING), RuleSet::Fide, Some("5"));
    ok(&mut t, Intent::StartClock, 0);
    assert_eq!(
        t.apply(Intent::CheckFlags, 5_000),
        Ok(vec![Event::GameOver(Outcome::draw(
            Reason::TimeoutInsufficientMaterial
        ))])
    );
    assert_eq!(t.snapshot().result, "1/2-1/2");
    // The side with the queen wins on Black's flag.
    let mut t = table(Some(QUEEN_VS_KING), RuleSet::Fide, Some("5"));
    play(&mut t, "h1h2", 0);
    assert_eq!(
        t.apply(Intent::CheckFlags, 6_000),
        Ok(vec![Event::GameOver(timeout(Color::Black))])
    );
}

#[test]
fn a_flag_falls_with_a_claim_pending() {
    let mut t = table(None, RuleSet::Fide, Some("60"));
    play_all(&mut t, SHUFFLE_7, 0);
    ok(&mut t, Intent::ClaimDraw(Color::Black), 1_000);
    assert_eq!(t.next_flag_check(), Some(60_000));
    let m = mv(&t, "f6g8");
    // The move that would have produced the claim comes after the flag: the flag decides (6.10).
    assert_eq!(t.apply(Intent::Play(m), 60_000), Err(Refusal::GameOver));
    assert_eq!(t.game().outcome(), Some(timeout(Color::Black)));
    assert_eq!(t.claim_pending(), None);
    assert_eq!(t.game().moves().len(), 7);
}

#[test]
fn a_deduction_that_leaves_no_time_is_a_fallen_flag() {
    // Black thinks long on the two minutes he was given, then they are taken back (undo).
    let mut t = table(None, RuleSet::Fide, Some("60"));
    play(&mut t, "e2e4", 0);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: ADD_TIME_MS,
        },
        0,
    );
    play(&mut t, "e7e5", 100_000);
    ok(&mut t, Intent::UndoAddTime, 100_000);
    assert_eq!(t.remaining(Color::Black, 100_000), Some(0));
    assert!(t.clock().unwrap().flag_fell(Side::Black, 100_000).is_some());
    // Whatever happens next, Black's flag is down: the game cannot go on as if it were not.
    let _ = t.apply(Intent::CheckFlags, 100_001);
    if !t.game().is_over() {
        play(&mut t, "g1f3", 101_000);
        let _ = t.apply(Intent::CheckFlags, 101_001);
    }
    assert_eq!(t.game().outcome(), Some(timeout(Color::Black)));
}

/// Both flags down: Black thinks `think` ms on two minutes he was given, the two minutes are taken
/// back (his flag falls at once, though his clock is not running), then White's flag falls too.
/// Returns the table and the instant White's flag falls.
fn both_flags(tc: &str, think: u64) -> (Table, u64) {
    let mut t = table(None, RuleSet::Fide, Some(tc));
    play(&mut t, "e2e4", 0);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: ADD_TIME_MS,
        },
        0,
    );
    play(&mut t, "e7e5", think);
    ok(&mut t, Intent::UndoAddTime, think);
    assert!(t.clock().unwrap().flag_fell(Side::Black, think).is_some());
    // The waiting side's flag is settled when its clock runs; White's clock runs now.
    assert!(!t.game().is_over());
    let white_falls = t.next_flag_check().unwrap();
    (t, white_falls)
}

#[test]
fn both_flags_in_the_last_period_draw() {
    // A single period is the last one (6.12b).
    let (mut t, at) = both_flags("10", 110_000);
    assert_eq!(at, 120_000);
    let events = t.apply(Intent::CheckFlags, at).unwrap();
    assert_eq!(
        events,
        vec![Event::GameOver(Outcome::draw(
            Reason::TimeoutInsufficientMaterial
        ))]
    );
    assert_eq!(t.snapshot().phase, Some(Phase::Paused));
}

#[test]
fn both_flags_before_the_last_period_play_goes_on() {
    for (tc, think) in [("2/10:10", 110_000), ("40/5400+30:1800+30", 5_500_000)] {
        let (mut t, at) = both_flags(tc, think);
        let before = t.clone();
        assert_eq!(
            t.apply(Intent::CheckFlags, at + 1_000),
            Ok(vec![Event::BothFlagsContinue]),
            "{tc}"
        );
        assert!(!t.game().is_over(), "{tc}");
        assert_eq!(t.game(), before.game(), "{tc}");
        // Play goes on (6.12a): a refused intent still changes nothing, a move is played.
        let before = t.clone();
        assert_eq!(
            t.apply(Intent::Touch(Square::E7), at + 1_000),
            Err(Refusal::NotYourTurn(Color::White))
        );
        assert_eq!(t, before, "{tc}");
        let nf3 = mv(&t, "g1f3");
        let events = t
            .apply(Intent::Play(nf3), at + 2_000)
            .unwrap_or_else(|r| panic!("{tc}: 6.12a, the game continues: {r:?}"));
        assert!(
            events.contains(&Event::BothFlagsContinue),
            "{tc}: {events:?}"
        );
        assert!(
            matches!(
                events[0],
                Event::Moved {
                    by: Color::White,
                    ..
                }
            ),
            "{tc}: {events:?}"
        );
        assert_eq!(t.game().moves().len(), 3, "{tc}");
    }
}

#[test]
fn a_multi_stage_control_stops_with_a_casual_threefold() {
    let mut t = table(None, RuleSet::Casual, Some("40/5400+30:1800+30"));
    let mut now = 0;
    'game: for _ in 0..5 {
        for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            if t.game().is_over() {
                break 'game;
            }
            now += 60_000;
            play(&mut t, m, now);
        }
    }
    assert_eq!(
        t.game().outcome(),
        Some(Outcome::draw(Reason::ThreefoldRepetition))
    );
    assert_eq!(t.game().moves().len(), 8);
    assert_eq!(t.snapshot().phase, Some(Phase::Paused));
    // Four moves each, +30 s each; a minute per move, except White's first (clocks stopped).
    assert_eq!(
        remaining(&t, now + 99_000),
        (5_400_000 + 120_000 - 180_000, 5_400_000 + 120_000 - 240_000)
    );
}

// ---------------------------------------------------------------------------------------------
// After the game
// ---------------------------------------------------------------------------------------------

fn every_intent(t: &Table) -> Vec<Intent> {
    let m = t
        .game()
        .position()
        .legal_moves()
        .iter()
        .next()
        .copied()
        .unwrap_or(Move::Normal {
            role: escaque::rules::Role::Pawn,
            from: Square::A2,
            capture: None,
            to: Square::A3,
            promotion: None,
        });
    vec![
        Intent::Play(m),
        Intent::Touch(m.from()),
        Intent::StartClock,
        Intent::OfferDraw(Color::White),
        Intent::OfferDraw(Color::Black),
        Intent::AcceptDraw(Color::White),
        Intent::AcceptDraw(Color::Black),
        Intent::DeclineDraw(Color::White),
        Intent::DeclineDraw(Color::Black),
        Intent::ClaimDraw(Color::White),
        Intent::ClaimDraw(Color::Black),
        Intent::Resign(Color::White),
        Intent::Resign(Color::Black),
        Intent::Pause,
        Intent::Resume,
        Intent::AddTime {
            to: Color::White,
            ms: ADD_TIME_MS,
        },
        Intent::UndoAddTime,
    ]
}

fn over_in_every_way() -> Vec<(&'static str, Table)> {
    let mut v = Vec::new();
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play_all(&mut t, "e2e4 e7e5", 0);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::White,
            ms: ADD_TIME_MS,
        },
        0,
    );
    ok(&mut t, Intent::Resign(Color::White), 1_000);
    v.push(("resignation", t));
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 0);
    ok(&mut t, Intent::AcceptDraw(Color::Black), 0);
    v.push(("agreement", t));
    let mut t = table(None, RuleSet::Fide, Some("10"));
    play(&mut t, "e2e4", 0);
    t.apply(Intent::CheckFlags, 20_000).unwrap();
    v.push(("flag", t));
    let mut t = table(None, RuleSet::Fide, None);
    play_all(&mut t, "f2f3 e7e5 g2g4 d8h4", 0);
    v.push(("mate", t));
    let mut t = table(None, RuleSet::Fide, Some("60"));
    play_all(&mut t, SHUFFLE_7, 0);
    play(&mut t, "f6g8", 0);
    ok(&mut t, Intent::ClaimDraw(Color::White), 0);
    v.push(("claim", t));
    v
}

#[test]
fn every_intent_after_the_game_is_refused() {
    for (name, mut t) in over_in_every_way() {
        assert!(t.game().is_over(), "{name}");
        for intent in every_intent(&t) {
            let r = refuse(&mut t, intent.clone(), 50_000);
            assert_eq!(r, Refusal::GameOver, "{name}: {intent:?}");
        }
        assert_eq!(
            refuse(&mut t, Intent::Takeback, 50_000),
            Refusal::GameOver,
            "{name}"
        );
        let s = t.snapshot();
        for c in [Color::White, Color::Black] {
            assert_eq!(
                *s.commands.get(c),
                escaque::table::Commands::default(),
                "{name}: nothing is offered to {c:?} once the game is over"
            );
        }
        // The names and the settings may still change; a new game or a rematch may start.
        ok(&mut t, Intent::SetName(Color::White, "Ana".into()), 50_000);
        ok(&mut t, Intent::Configure(touch_move()), 50_000);
        assert!(t.game().is_over(), "{name}");
        let mut r = t.clone();
        ok(&mut r, Intent::Rematch, 50_000);
        assert!(!r.game().is_over());
        ok(
            &mut t,
            Intent::NewGame {
                start: Position::new(),
                rules: RuleSet::Casual,
                controls: None,
            },
            50_000,
        );
        assert!(!t.game().is_over());
    }
}

#[test]
fn rematch_swaps_names_and_keeps_rules_and_time_control() {
    let mut t = table(None, RuleSet::Fide, Some("300+2|180+2"));
    ok(&mut t, Intent::SetName(Color::White, "Ana".into()), 0);
    ok(&mut t, Intent::SetName(Color::Black, "Luis".into()), 0);
    ok(
        &mut t,
        Intent::Configure(Settings {
            touch_move: true,
            flipped: true,
            tabletop: false,
            ..Settings::default()
        }),
        0,
    );
    assert_eq!(refuse(&mut t, Intent::Rematch, 0), Refusal::NotOver);
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::Resign(Color::Black), 3_000);
    let rev = t.revision();
    assert_eq!(ok(&mut t, Intent::Rematch, 4_000), vec![Event::NewGame]);
    assert_eq!(t.revision(), rev + 1);
    assert_eq!(t.names().white, "Luis");
    assert_eq!(t.names().black, "Ana");
    assert_eq!(t.game().rules(), RuleSet::Fide);
    assert_eq!(t.game().moves(), &[]);
    // The time odds stay with the players.
    assert_eq!(t.controls().unwrap().to_string(), "180+2|300+2");
    assert_eq!(t.snapshot().phase, Some(Phase::Idle));
    assert_eq!(remaining(&t, 0), (180_000, 300_000));
    assert!(t.settings().touch_move && t.settings().flipped);
    assert_eq!(t.added(), &[]);
    assert_eq!(refuse(&mut t, Intent::Rematch, 5_000), Refusal::NotOver);
}

#[test]
fn rematch_from_a_set_up_position_starts_from_it() {
    let mut t = table(Some(QUEEN_VS_KING), RuleSet::Casual, None);
    ok(&mut t, Intent::Resign(Color::Black), 0);
    ok(&mut t, Intent::Rematch, 0);
    assert_eq!(t.game().start().fen(), QUEEN_VS_KING);
    assert_eq!(t.controls(), None);
    assert_eq!(t.clock(), None);
}

#[test]
fn new_game_keeps_names_and_settings_and_nothing_else() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    ok(
        &mut t,
        Intent::SetName(Color::White, "  Ana\u{7}  ".into()),
        0,
    );
    assert_eq!(
        t.names().white,
        "Ana",
        "trimmed, control characters dropped"
    );
    // The same name again changes nothing.
    assert_eq!(
        ok(&mut t, Intent::SetName(Color::White, "Ana".into()), 0),
        vec![]
    );
    ok(&mut t, Intent::Configure(touch_move()), 0);
    assert_eq!(ok(&mut t, Intent::Configure(touch_move()), 0), vec![]);
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 0);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: 5_000,
        },
        0,
    );
    ok(&mut t, Intent::Touch(Square::E7), 0);
    let rev = t.revision();
    let start = Position::from_fen(CASTLING).unwrap();
    let events = ok(
        &mut t,
        Intent::NewGame {
            start: start.clone(),
            rules: RuleSet::Casual,
            controls: Some(controls("60+1")),
        },
        1_000,
    );
    assert_eq!(events, vec![Event::NewGame]);
    assert_eq!(t.revision(), rev + 1);
    let mut expected = Table::new(Game::new(start, RuleSet::Casual), Some(controls("60+1")));
    expected
        .apply(Intent::SetName(Color::White, "Ana".into()), 0)
        .unwrap();
    expected.apply(Intent::Configure(touch_move()), 0).unwrap();
    assert_eq!(
        t.to_record(0).lines().skip(2).collect::<Vec<_>>(),
        expected.to_record(0).lines().skip(2).collect::<Vec<_>>()
    );
    assert_eq!(t.touched(), None);
    assert_eq!(t.snapshot().offer, None);
    assert_eq!(t.added(), &[]);
}

// ---------------------------------------------------------------------------------------------
// Every refusal, and refusals change nothing
// ---------------------------------------------------------------------------------------------

fn name(r: Refusal) -> String {
    let s = format!("{r:?}");
    s.split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn every_refusal_arises() {
    let mut seen = BTreeSet::new();
    let mut note = |r: Refusal| {
        seen.insert(name(r));
    };
    let mut t = table(Some(CASTLING), RuleSet::Fide, Some("300"));
    let bad = Move::Normal {
        role: escaque::rules::Role::King,
        from: Square::E1,
        capture: None,
        to: Square::E3,
        promotion: None,
    };
    note(refuse(&mut t, Intent::Play(bad), 0));
    note(refuse(&mut t, Intent::Touch(Square::E8), 0));
    note(refuse(&mut t, Intent::OfferDraw(Color::White), 0));
    note(refuse(&mut t, Intent::AcceptDraw(Color::White), 0));
    note(refuse(&mut t, Intent::ClaimDraw(Color::White), 0));
    note(refuse(&mut t, Intent::Takeback, 0));
    note(refuse(&mut t, Intent::Pause, 0));
    note(refuse(&mut t, Intent::UndoAddTime, 0));
    note(refuse(
        &mut t,
        Intent::AddTime {
            to: Color::White,
            ms: 1,
        },
        0,
    ));
    note(refuse(&mut t, Intent::Rematch, 0));
    ok(&mut t, Intent::StartClock, 0);
    note(refuse(&mut t, Intent::StartClock, 0));
    note(refuse(&mut t, Intent::Resume, 0));
    ok(&mut t, Intent::Pause, 0);
    let a3 = mv(&t, "a2a3");
    note(refuse(&mut t, Intent::Play(a3), 0));
    ok(&mut t, Intent::Resume, 0);
    ok(&mut t, Intent::Configure(touch_move()), 0);
    ok(&mut t, Intent::Touch(Square::H1), 0);
    let castle = mv(&t, "e1g1");
    note(refuse(&mut t, Intent::Play(castle), 0));
    note(refuse(&mut t, Intent::Play(a3), 0));
    let mut c = table(None, RuleSet::Casual, None);
    note(refuse(&mut c, Intent::Takeback, 0));
    note(refuse(&mut c, Intent::StartClock, 0));
    let mut f = table(None, RuleSet::Fide, None);
    play_all(&mut f, SHUFFLE_7, 0);
    ok(&mut f, Intent::ClaimDraw(Color::Black), 0);
    note(refuse(&mut f, Intent::ClaimDraw(Color::Black), 0));
    ok(&mut f, Intent::Resign(Color::White), 0);
    note(refuse(&mut f, Intent::Resign(Color::Black), 0));
    let all = [
        "GameOver",
        "Paused",
        "NotYourTurn",
        "IllegalMove",
        "TouchMove",
        "RookFirst",
        "OfferNotAllowed",
        "NoOffer",
        "ClaimNotValid",
        "ClaimPending",
        "NothingToTakeBack",
        "TakebackNotAllowed",
        "NoClock",
        "AlreadyStarted",
        "NotRunning",
        "NotPaused",
        "NothingToUndo",
        "BadAmount",
        "NotOver",
    ];
    let all: BTreeSet<String> = all.iter().map(|s| s.to_string()).collect();
    assert_eq!(seen, all);
}

#[test]
fn revision_counts_changes_only() {
    let mut t = table(None, RuleSet::Casual, Some("300"));
    let mut rev = 0;
    let mut step = |t: &mut Table, intent: Intent, now: u64| {
        let r = t.apply(intent.clone(), now);
        match &r {
            Ok(e) if !e.is_empty() => rev += 1,
            _ => {}
        }
        assert_eq!(t.revision(), rev, "{intent:?} → {r:?}");
    };
    let e4 = mv(&t, "e2e4");
    step(&mut t, Intent::Play(e4), 0);
    step(&mut t, Intent::Resume, 0);
    step(&mut t, Intent::OfferDraw(Color::White), 0);
    step(&mut t, Intent::DeclineDraw(Color::Black), 0);
    step(&mut t, Intent::Pause, 1_000);
    step(&mut t, Intent::Resume, 2_000);
    step(
        &mut t,
        Intent::AddTime {
            to: Color::White,
            ms: 3_000,
        },
        2_000,
    );
    step(&mut t, Intent::UndoAddTime, 2_000);
    step(&mut t, Intent::UndoAddTime, 2_000);
    step(&mut t, Intent::Takeback, 3_000);
    step(&mut t, Intent::SetName(Color::Black, "Luis".into()), 3_000);
    step(&mut t, Intent::SetName(Color::Black, "Luis".into()), 3_000);
    step(&mut t, Intent::CheckFlags, 3_000);
    assert_eq!(rev, 9);
    assert_eq!(t.revision(), 9);
}

// ---------------------------------------------------------------------------------------------
// Save format
// ---------------------------------------------------------------------------------------------

/// Saves at `now` and reads back at `now`: the table comes back exactly (no clock runs).
fn round_trip(t: &Table, now: u64) -> Table {
    let text = t.to_record(now);
    // Format 5 only for a record carrying the work added; the rest stays format 4.
    let version = if t.loses_work() { VERSION } else { 4 };
    assert!(
        text.starts_with(&format!("escaque {version}\nrevision {}\n", t.revision())),
        "{text}"
    );
    reread(t, now)
}

fn assert_round_trip(t: &Table, now: u64) {
    let back = round_trip(t, now);
    assert_eq!(&back, t, "{}", t.to_record(now));
    assert_eq!(back.snapshot(), t.snapshot());
}

#[test]
fn save_fresh_tables() {
    assert_round_trip(&Table::default(), 0);
    assert_round_trip(&table(None, RuleSet::Fide, Some("300+2")), 0);
    assert_round_trip(
        &table(Some(CASTLING), RuleSet::Fide, Some("40/5400+30:1800+30")),
        0,
    );
    assert_round_trip(
        &table(
            Some("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40"),
            RuleSet::Casual,
            Some("*180"),
        ),
        77,
    );
    assert_round_trip(&table(None, RuleSet::Casual, Some("300d5|180b2")), 0);
}

#[test]
fn save_a_running_clock_comes_back_paused_with_the_same_times() {
    let mut t = table(None, RuleSet::Fide, Some("300+2"));
    play_all(&mut t, "e2e4 e7e5", 1_000);
    play(&mut t, "g1f3", 4_000);
    let saved_at = 9_000;
    let shown = remaining(&t, saved_at);
    let text = t.to_record(saved_at);
    // The page reloads: its time base starts again.
    let back = Table::from_record(&text, 50).unwrap();
    assert_eq!(remaining(&back, 50), shown);
    assert_eq!(remaining(&back, 60_000), shown);
    assert_eq!(back.snapshot().phase, Some(Phase::Paused));
    assert!(back.paused());
    assert_eq!(back.game(), t.game());
    assert_eq!(back.revision(), t.revision());
    let mut paused = t.clock().unwrap().clone();
    paused.pause(saved_at);
    assert_eq!(
        back.clock().unwrap().to_record(50),
        paused.to_record(saved_at)
    );
    // Resuming continues from there.
    let mut back = back;
    ok(&mut back, Intent::Resume, 100);
    assert_eq!(remaining(&back, 1_100), (shown.0, shown.1 - 1_000));
    play(&mut back, "b8c6", 1_100);
}

#[test]
fn a_pause_survives_a_reload() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    play_all(&mut t, "e2e4 e7e5", 0);
    ok(&mut t, Intent::Pause, 20_000);
    let shown = remaining(&t, 20_000);
    assert_eq!(shown, (280_000, 300_000));
    let back = round_trip(&t, 90_000);
    assert_eq!(back, t);
    let mut back = Table::from_record(&t.to_record(90_000), 3).unwrap();
    assert_eq!(remaining(&back, 3), shown);
    let g1f3 = mv(&back, "g1f3");
    assert_eq!(refuse(&mut back, Intent::Play(g1f3), 5), Refusal::Paused);
    ok(&mut back, Intent::Resume, 1_000);
    assert_eq!(remaining(&back, 6_000), (275_000, 300_000));
}

#[test]
fn save_pending_offer_claim_touch_names_added_and_settings() {
    let mut t = table(None, RuleSet::Fide, Some("300+2"));
    ok(
        &mut t,
        Intent::SetName(Color::White, "Ana María de la Peña".into()),
        0,
    );
    ok(
        &mut t,
        Intent::SetName(Color::Black, "Łukasz \\ Ødegaard 李".into()),
        0,
    );
    ok(
        &mut t,
        Intent::Configure(Settings {
            touch_move: true,
            flipped: true,
            tabletop: true,
            ..Settings::default()
        }),
        0,
    );
    play_all(&mut t, SHUFFLE_7, 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 0);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: ADD_TIME_MS,
        },
        500,
    );
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::White,
            ms: 10_000,
        },
        600,
    );
    ok(&mut t, Intent::Pause, 1_000);
    ok(&mut t, Intent::Resume, 1_500);
    ok(&mut t, Intent::Touch(Square::F6), 2_000);
    ok(&mut t, Intent::ClaimDraw(Color::Black), 2_000);
    ok(&mut t, Intent::Pause, 3_000);
    let text = t.to_record(3_000);
    for line in [
        "offer white",
        "claim black",
        "touched f6",
        "touch-move 1",
        "flip 1",
        "tabletop 1",
        "added black 120000",
        "added white 10000",
    ] {
        assert!(text.lines().any(|l| l == line), "{line}\n{text}");
    }
    assert!(text.contains("black Łukasz \\\\ Ødegaard 李\n"), "{text}");
    assert_round_trip(&t, 3_000);
    // The claim still works after the reload.
    let mut back = Table::from_record(&text, 0).unwrap();
    ok(&mut back, Intent::Resume, 0);
    let events = play(&mut back, "f6g8", 10);
    assert_eq!(
        game_over(&events),
        Some(Outcome::draw(Reason::ThreefoldRepetition))
    );
    // And the undo stack too.
    let mut back = Table::from_record(&text, 0).unwrap();
    assert_eq!(
        ok(&mut back, Intent::UndoAddTime, 0),
        vec![Event::TimeAddUndone(Added {
            to: Color::White,
            ms: 10_000
        })]
    );
}

#[test]
fn save_finished_games() {
    for (name, t) in over_in_every_way() {
        let back = round_trip(&t, 99_000);
        assert_eq!(back, t, "{name}");
        assert_eq!(back.game().outcome(), t.game().outcome(), "{name}");
    }
    // A finished game stays finished after a reload: no takeback reopens it.
    let mut t = table(None, RuleSet::Casual, Some("300"));
    play_all(&mut t, "f2f3 e7e5 g2g4", 0);
    play(&mut t, "d8h4", 1_000);
    let mut back = round_trip(&t, 2_000);
    assert_eq!(
        refuse(&mut back, Intent::Takeback, 5_000),
        Refusal::GameOver
    );
    assert_eq!(back.clock().unwrap().running(), None);
}

#[test]
fn save_an_imported_game() {
    let mut game = Game::new(Position::new(), RuleSet::Casual);
    for m in ["e2e4", "c7c5", "g1f3"] {
        game.play_uci(m).unwrap();
    }
    let mut t = Table::default();
    ok(
        &mut t,
        Intent::Configure(Settings {
            flipped: true,
            ..Settings::default()
        }),
        0,
    );
    let rev = t.revision();
    let imported = Imported {
        tags: vec![
            ("Event".into(), "Club championship\nround 2".into()),
            ("Site".into(), " Córdoba \\ AR".into()),
            ("Annotator".into(), String::new()),
        ],
        plies: 3,
        clocks: vec![Some(179_000), None, Some(61_500)],
        comments: vec![String::new(), "The Sicilian.\nSharp.".into(), String::new()],
        record: None,
    };
    import(
        &mut t,
        game,
        ByColor {
            white: "Ana".into(),
            black: "Luis".into(),
        },
        imported.clone(),
        None,
    );
    assert_eq!(t.revision(), rev + 1);
    // The event is the table's now, one line; the other tags stay the import's.
    assert_eq!(t.event_tags().event, "Club championship round 2");
    let rest = Imported {
        tags: imported.tags[1..].to_vec(),
        ..imported.clone()
    };
    assert_eq!(t.imported(), Some(&rest));
    assert!(t.settings().flipped);
    assert_eq!(t.clock(), None);
    assert_round_trip(&t, 0);
    // The game goes on past the import.
    play(&mut t, "d7d6", 0);
    assert_round_trip(&t, 0);
}

#[test]
fn save_after_taking_back_into_an_imported_game() {
    let mut game = Game::new(Position::new(), RuleSet::Casual);
    for m in ["e2e4", "c7c5", "g1f3"] {
        game.play_uci(m).unwrap();
    }
    let mut t = Table::default();
    import(
        &mut t,
        game,
        ByColor::default(),
        Imported {
            tags: vec![("Event".into(), "Club".into())],
            plies: 3,
            clocks: vec![Some(179_000), Some(178_000), Some(61_500)],
            comments: vec!["one".into(), "two".into(), "three".into()],
            record: None,
        },
        None,
    );
    ok(&mut t, Intent::Takeback, 0);
    assert_eq!(t.imported().unwrap().plies, 2);
    let back = round_trip(&t, 0);
    assert_eq!(back, t);
    assert_eq!(back.imported().unwrap().comments, vec!["one", "two"]);
    // A different third move: the imported comment no longer belongs to it.
    play(&mut t, "b1c3", 0);
    assert_round_trip(&t, 0);
}

fn clock_after(moves: &[(Side, u64)], tc: &str, saved_at: u64) -> String {
    let mut c = Clock::from_controls(&controls(tc));
    for &(side, at) in moves {
        c.press(side, at).unwrap();
    }
    c.to_record(saved_at)
}

#[test]
fn a_version_1_record_is_migrated() {
    let clock = clock_after(
        &[(Side::White, 1_000), (Side::Black, 6_000)],
        "300+2",
        8_000,
    );
    let text = format!(
        "escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\nmoves e2e4 e7e5\nwhite Ana María\nblack Luis \\ Pérez\ntc 300+2\nclock {clock}\nflip 1\ntabletop 0\n"
    );
    let t = Table::from_record(&text, 40).unwrap();
    assert_eq!(t.revision(), 0);
    assert_eq!(t.game().rules(), RuleSet::Fide);
    assert_eq!(t.game().moves().len(), 2);
    assert_eq!(t.names().white, "Ana María");
    assert_eq!(t.names().black, "Luis \\ Pérez", "version 1 had no escapes");
    assert_eq!(
        t.settings(),
        Settings {
            touch_move: false,
            flipped: true,
            tabletop: false,
            ..Settings::default()
        }
    );
    assert_eq!(t.controls().unwrap().to_string(), "300+2");
    assert_eq!(t.snapshot().phase, Some(Phase::Paused));
    // White has used 2 s of his second move when the page was closed.
    assert_eq!(remaining(&t, 40), (300_000, 297_000));
    assert_eq!(remaining(&t, 40), remaining(&t, 4_000));
    // Saved again, it is the current version and reads back the same.
    let again = t.to_record(40);
    assert!(again.starts_with("escaque 4\nrevision 0\n"), "{again}");
    assert!(again.contains("black Luis \\\\ Pérez\n"), "{again}");
    assert_round_trip(&t, 40);
    let mut t = t;
    ok(&mut t, Intent::Resume, 50);
    play(&mut t, "g1f3", 1_050);
    // 2 s before the save and 1 s after the reload, then the increment.
    assert_eq!(remaining(&t, 1_050), (301_000, 297_000));
}

#[test]
fn version_1_records_of_every_shape() {
    // No clock, a finished game, an offer pending.
    let t = Table::from_record(
        "escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules casual\nmoves d2d4 d7d5\nend resignation 1-0\nwhite \nblack \nflip 0\ntabletop 1\n",
        0,
    )
    .unwrap();
    assert_eq!(t.game().outcome(), Some(resigned(Color::Black)));
    assert_eq!(t.names(), &ByColor::<String>::default());
    assert!(t.settings().tabletop);
    let t = Table::from_record(
        "escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\nmoves d2d4\noffer white\nwhite A\nblack B\nflip 0\ntabletop 0\n",
        0,
    )
    .unwrap();
    assert_eq!(t.game().pending_offer(), Some(Color::White));
    // Lines of version 2 are not version 1's.
    let e = Table::from_record("escaque 1\nrevision 4\n", 0).unwrap_err();
    assert_eq!(e.line, 2, "{e}");
    let e = Table::from_record("escaque 1\nmoves e2e4\ntouched e7\n", 0).unwrap_err();
    assert_eq!(e.line, 3, "{e}");
}

fn refused(text: &str) -> SaveError {
    match Table::from_record(text, 0) {
        Ok(t) => panic!("read {text:?} as {t:?}"),
        Err(e) => e,
    }
}

#[test]
fn bad_records_are_refused_with_the_line() {
    let head = "escaque 2\nrevision 3\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\n";
    let cases: &[(&str, usize, &str)] = &[
        ("colour blue\n", 5, "unknown line"),
        ("moves e2e4 e2e4\n", 5, "move 2"),
        (
            "moves e2e4 e7e5\nend checkmate 1-0\n",
            6,
            "board does not show",
        ),
        (
            "moves f2f3 e7e5 g2g4 d8h4\nend resignation 1-0\n",
            6,
            "the board says",
        ),
        (
            "moves e2e4\nend threefold_repetition 1/2-1/2\n",
            6,
            "board does not show",
        ),
        (
            "moves e2e4\nend resignation 1/2-1/2\n",
            6,
            "board does not show",
        ),
        ("moves e2e4\nend flagged 1-0\n", 6, "unknown ending"),
        ("moves e2e4\nend resignation 2-0\n", 6, "unknown result"),
        ("white A\\qB\n", 5, "bad escape"),
        ("white A\\\n", 5, "bad escape"),
        ("moves e2e4\noffer black\n", 6, "draw offer"),
        ("offer green\n", 5, "unknown colour"),
        ("rules blitz\n", 5, "unknown rule set"),
        ("tc 3x0\n", 5, "time control"),
        ("tc -\n", 5, "time control"),
        ("clock escaque-clock 9\n", 5, "clock"),
        ("flip yes\n", 5, "expected 0 or 1"),
        ("touched z9\n", 5, "bad square"),
        ("added white\n", 5, "colour and milliseconds"),
        ("added white lots\n", 5, "expected a number"),
        ("tag  x\n", 5, "tag without a name"),
        ("import-plies x\n", 5, "expected a number"),
        (
            "moves e2e4\nimport-plies 1\ncomment 2 late\n",
            7,
            "comment for ply 2",
        ),
        (
            "moves e2e4\nimport-plies 1\nclk 0 1000\n",
            7,
            "clock reading for ply 0",
        ),
        ("moves e2e4\nimport-plies 2\n", 0, "imported plies"),
        ("tag Event x\n", 0, "without import-plies"),
    ];
    for (tail, line, message) in cases {
        let text = format!("{head}{tail}");
        let e = refused(&text);
        assert_eq!(e.line, *line, "{tail:?}: {e}");
        assert!(e.message.contains(message), "{tail:?}: {e}");
    }
    let e = refused("fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    assert_eq!(e.line, 1, "{e}");
    assert!(e.message.contains("unknown format"), "{e}");
    let e = refused("escaque 6\n");
    assert_eq!(e.line, 1);
    assert_eq!(refused("").line, 0);
    assert!(refused("").to_string().contains("empty"));
    let e = refused("escaque 2\nrevision -1\n");
    assert_eq!(e.line, 2);
    assert!(e.to_string().contains("line 2"), "{e}");
    // The clock has seen more moves than the board.
    let clock = clock_after(&[(Side::White, 0), (Side::Black, 1_000)], "60", 2_000);
    let e = refused(&format!("escaque 2\nmoves e2e4\nclock {clock}\n"));
    assert_eq!(e.line, 3, "{e}");
}

#[test]
fn a_record_whose_clock_is_out_of_step_with_the_board_is_refused_or_playable() {
    // The board has Black to move; the clock (not started) would run White's time.
    let clock = Clock::from_controls(&controls("60")).to_record(0);
    let text = format!("escaque 2\nmoves e2e4\ntc 60\nclock {clock}\n");
    if let Ok(mut t) = Table::from_record(&text, 0) {
        let e5 = mv(&t, "e7e5");
        t.apply(Intent::Play(e5), 0)
            .expect("a table read from a record must be playable");
    }
}

/// A small deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(rng: &mut Rng, text: &str) -> String {
    const PIECES: &[&str] = &[
        " ",
        "\n",
        "\\",
        "\\n",
        "-",
        "0",
        "1",
        "9",
        "99999999999999999999",
        "-1",
        ",",
        ";",
        "=",
        "w",
        "b",
        "white",
        "black",
        "é",
        "李",
        "end ",
        "claim ",
        "touched ",
        "added ",
        "clk ",
        "comment ",
        "import-plies ",
        "tag ",
        "offer ",
        "e2e4",
        "e7e8q",
        "/",
        "K",
        "escaque 1",
        "escaque 2",
    ];
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for _ in 0..1 + rng.below(3) {
        if lines.is_empty() {
            lines.push(String::new());
        }
        let i = rng.below(lines.len());
        match rng.below(7) {
            0 => {
                lines.remove(i);
            }
            1 => {
                let j = rng.below(lines.len());
                lines.swap(i, j);
            }
            2 => {
                let l = lines[i].clone();
                lines.insert(i, l);
            }
            3 => {
                let cut = lines[i]
                    .char_indices()
                    .map(|(k, _)| k)
                    .nth(rng.below(lines[i].len() + 1));
                if let Some(k) = cut {
                    lines[i].truncate(k);
                }
            }
            4 | 5 => {
                let chars: Vec<char> = lines[i].chars().collect();
                let k = rng.below(chars.len() + 1);
                let p = PIECES[rng.below(PIECES.len())];
                let mut s: String = chars[..k].iter().collect();
                s.push_str(p);
                let skip = if rng.below(2) == 0 { 0 } else { 1 };
                s.extend(chars.iter().skip(k + skip));
                lines[i] = s;
            }
            _ => {
                // A digit changed somewhere.
                let chars: Vec<char> = lines[i].chars().collect();
                let digits: Vec<usize> = (0..chars.len())
                    .filter(|&k| chars[k].is_ascii_digit())
                    .collect();
                if !digits.is_empty() {
                    let k = digits[rng.below(digits.len())];
                    let mut c = chars.clone();
                    c[k] = char::from(b'0' + rng.below(10) as u8);
                    lines[i] = c.into_iter().collect();
                }
            }
        }
    }
    let mut s = lines.join("\n");
    if rng.below(4) != 0 {
        s.push('\n');
    }
    s
}

fn seeds() -> Vec<String> {
    let mut v = Vec::new();
    let mut t = table(None, RuleSet::Fide, Some("40/5400+30:1800+30"));
    ok(
        &mut t,
        Intent::SetName(Color::White, "Ana \\ María".into()),
        0,
    );
    ok(&mut t, Intent::Configure(touch_move()), 0);
    play_all(&mut t, SHUFFLE_7, 1_000);
    ok(&mut t, Intent::OfferDraw(Color::White), 2_000);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: ADD_TIME_MS,
        },
        2_000,
    );
    ok(&mut t, Intent::Touch(Square::F6), 2_000);
    ok(&mut t, Intent::ClaimDraw(Color::Black), 2_000);
    v.push(t.to_record(5_000));
    for (_, t) in over_in_every_way() {
        v.push(t.to_record(60_000));
    }
    let mut game = Game::new(Position::new(), RuleSet::Casual);
    game.play_uci("e2e4").unwrap();
    let mut t = Table::default();
    import(
        &mut t,
        game,
        ByColor::default(),
        Imported {
            tags: vec![("Event".into(), "A\nB".into())],
            plies: 1,
            clocks: vec![Some(5_000)],
            comments: vec!["x".into()],
            record: None,
        },
        None,
    );
    v.push(t.to_record(0));
    let clock = clock_after(
        &[(Side::White, 1_000), (Side::Black, 6_000)],
        "300+2",
        8_000,
    );
    v.push(format!("escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\nmoves e2e4 e7e5\nwhite Ana\nblack Luis\ntc 300+2\nclock {clock}\nflip 1\ntabletop 0\n"));
    v
}

#[test]
fn junk_never_panics_and_what_reads_is_a_table() {
    let seeds = seeds();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut read = 0;
    for round in 0..4_000 {
        let seed = &seeds[round % seeds.len()];
        let text = mutate(&mut rng, seed);
        let Ok(mut t) = Table::from_record(&text, 1_000) else {
            continue;
        };
        read += 1;
        // What reads saves and reads back as itself.
        let again = t.to_record(1_000);
        let back = Table::from_record(&again, 1_000)
            .unwrap_or_else(|e| panic!("{e}\n{text}\n---\n{again}"));
        assert_eq!(back, t, "{text}\n---\n{again}");
        // And every intent on it is answered without a panic.
        let mut now = 1_000;
        for intent in every_intent(&t).into_iter().chain([
            Intent::Takeback,
            Intent::CheckFlags,
            Intent::Rematch,
        ]) {
            now += 700;
            let _ = t.apply(intent, now);
            let _ = t.snapshot();
        }
        let _ = t.to_record(now);
    }
    assert!(read > 100, "only {read} mutated records read");
}

#[test]
fn added_time_from_a_record_is_what_the_table_could_have_given() {
    let clock = Clock::from_controls(&controls("60")).to_record(0);
    for ms in ["9223372036854775808", "18446744073709551615", "0", "1500"] {
        let text = format!("escaque 2\ntc 60\nclock {clock}\nadded white {ms}\n");
        let e = refused(&text);
        assert_eq!(e.line, 4, "{ms}: {e}");
        assert!(e.message.contains("time added"), "{e}");
    }
}

#[test]
fn a_touched_square_from_a_record_binds_only_a_piece_that_can_move() {
    // e4 is empty, e7 is Black's, a1 cannot move: none of them may hold White's every move.
    for sq in ["e4", "e7", "a1"] {
        let text = format!("escaque 2\ntouched {sq}\ntouch-move 1\n");
        let mut t = Table::from_record(&text, 0).unwrap();
        assert_eq!(t.touched(), None, "{sq}");
        play(&mut t, "e2e4", 0);
    }
    let t = Table::from_record("escaque 2\ntouched g1\ntouch-move 1\n", 0).unwrap();
    assert_eq!(t.touched(), Some(Square::G1));
    let t = Table::from_record("escaque 2\ntouched g1\ntouch-move 0\n", 0).unwrap();
    assert_eq!(t.touched(), None);
}

// ---------------------------------------------------------------------------------------------
// What the views show, decided here: clock faces, whose turn at the table, each player's
// commands, and each intent's properties (issues 20 and 21)
// ---------------------------------------------------------------------------------------------

use escaque::table::face::{FaceEnd, WARNING_MS};

#[test]
fn a_fallen_flag_shows_in_every_rule_set() {
    // A4d: in tournament practice at rapid or blitz the flag waits for a claim, and still shows.
    for rules in [RuleSet::Casual, RuleSet::Fide, RuleSet::Tournament] {
        let mut t = table(None, rules, Some("180+2"));
        play(&mut t, "e2e4", 0);
        t.apply(Intent::CheckFlags, 200_000).unwrap();
        let f = t.faces(200_000).unwrap();
        assert!(f.black.flagged, "{rules:?}: Black's flag fell");
        assert!(!f.white.flagged, "{rules:?}");
        assert_eq!(f.black.ms, 0, "{rules:?}");
        assert!(
            !f.black.low && !f.black.warning,
            "{rules:?}: a fallen flag is no warning"
        );
        let over = t.game().is_over();
        assert_eq!(over, rules != RuleSet::Tournament, "{rules:?}");
        if over {
            assert_eq!(f.black.end, Some(FaceEnd::Lost), "{rules:?}");
            assert_eq!(f.white.end, Some(FaceEnd::Won), "{rules:?}");
            assert!(!f.white.running && !f.black.running);
        } else {
            // The claim is White's, and offered to White only as the table hears it.
            assert_eq!(f.black.end, None);
            assert!(t.snapshot().commands.white.claim_flag);
            ok(&mut t, Intent::ClaimFlag(Color::White), 200_000);
            let f = t.faces(200_000).unwrap();
            assert_eq!(
                (f.white.end, f.black.end),
                (Some(FaceEnd::Won), Some(FaceEnd::Lost))
            );
            assert!(f.black.flagged);
        }
    }
}

#[test]
fn an_ended_face_names_how_the_game_ended_for_its_player() {
    // Black's flag falls in a casual game: White's face says won, Black's lost, as `data-end` writes them.
    let mut t = table(None, RuleSet::Casual, Some("180+2"));
    play(&mut t, "e2e4", 0);
    t.apply(Intent::CheckFlags, 200_000).unwrap();
    let f = t.faces(200_000).unwrap();
    assert_eq!(f.white.end.map(FaceEnd::name), Some("won"));
    assert_eq!(f.black.end.map(FaceEnd::name), Some("lost"));
    // Agreed drawn: both faces say drawn.
    let mut t = table(None, RuleSet::Casual, Some("180+2"));
    play(&mut t, "e2e4", 0);
    ok(&mut t, Intent::OfferDraw(Color::White), 1_000);
    ok(&mut t, Intent::AcceptDraw(Color::Black), 2_000);
    let f = t.faces(2_000).unwrap();
    assert_eq!(
        (
            f.white.end.map(FaceEnd::name),
            f.black.end.map(FaceEnd::name)
        ),
        (Some("drawn"), Some("drawn"))
    );
    // A game going on has no end on either face.
    let mut t = table(None, RuleSet::Casual, Some("180+2"));
    play(&mut t, "e2e4", 0);
    let f = t.faces(1_000).unwrap();
    assert_eq!((f.white.end, f.black.end), (None, None));
}

#[test]
fn the_winner_with_little_time_is_not_shown_in_the_warning_colour() {
    let mut t = table(None, RuleSet::Fide, Some("60"));
    play(&mut t, "e2e4", 0);
    // White's face is only read while Black thinks; White has 60 s, Black runs out.
    play(&mut t, "e7e5", 55_000);
    play(&mut t, "g1f3", 56_000);
    let f = t.faces(58_000).unwrap();
    assert!(f.black.running && f.black.warning && f.black.low, "{f:?}");
    assert!(f.black.tenths && f.black.ms <= WARNING_MS);
    t.apply(Intent::CheckFlags, 70_000).unwrap();
    let f = t.faces(70_000).unwrap();
    assert!(f.black.flagged && !f.black.low && !f.black.warning);
    assert_eq!(f.white.end, Some(FaceEnd::Won));
    assert!(!f.white.low && !f.white.running);
}

#[test]
fn clock_only_mode_turn_follows_the_clock() {
    let mut t = table(None, RuleSet::Casual, Some("300"));
    ok(
        &mut t,
        Intent::Configure(Settings {
            clock_only: true,
            ..Settings::default()
        }),
        0,
    );
    assert_eq!(t.snapshot().turn, Color::White);
    ok(&mut t, Intent::StartClock, 0);
    ok(&mut t, Intent::PressClock(Color::White), 3_000);
    // The board never moved: the turn at the table is the clock's.
    assert_eq!(t.game().position().turn(), Color::White);
    assert_eq!(t.to_play(), Color::Black);
    assert_eq!(t.snapshot().turn, Color::Black);
    let f = t.faces(4_000).unwrap();
    assert!(f.black.running && !f.white.running);
    ok(&mut t, Intent::PressClock(Color::Black), 5_000);
    assert_eq!(t.snapshot().turn, Color::White);
    ok(&mut t, Intent::UndoPress, 6_000);
    assert_eq!(t.snapshot().turn, Color::Black);
    // Clock-only play has no takeback or resignation on this screen: the game is on a real board.
    let c = t.snapshot().commands;
    assert!(!c.white.takeback && !c.black.resign && c.white.add_time);
}

#[test]
fn commands_follow_the_state_of_the_game() {
    let mut t = table(None, RuleSet::Fide, Some("300"));
    let c = t.snapshot().commands;
    assert!(c.white.resign && c.black.resign);
    assert!(!c.white.offer_draw && !c.white.claim_draw && !c.white.takeback);
    play(&mut t, "e2e4", 0);
    let c = t.snapshot().commands;
    // 9.1b: the offer is made after one's own move.
    assert!(c.white.offer_draw && !c.black.offer_draw);
    assert!(!c.white.takeback, "FIDE play has no takeback");
    ok(&mut t, Intent::OfferDraw(Color::White), 1_000);
    let c = t.snapshot().commands;
    assert!(c.black.answer_offer && !c.white.answer_offer);
    ok(
        &mut t,
        Intent::AddTime {
            to: Color::Black,
            ms: ADD_TIME_MS,
        },
        2_000,
    );
    let c = t.snapshot().commands;
    assert!(c.black.undo_add_time && !c.white.undo_add_time);
    // Threefold repetition: the claim is the mover's.
    let mut t = table(None, RuleSet::Fide, None);
    play_all(&mut t, SHUFFLE_7, 0);
    let c = t.snapshot().commands;
    assert!(c.black.claim_draw && !c.white.claim_draw);
    // Casual play: a takeback, not while paused, never after the end.
    let mut t = table(None, RuleSet::Casual, Some("300"));
    play(&mut t, "e2e4", 0);
    assert!(t.snapshot().commands.black.takeback);
    ok(&mut t, Intent::Resign(Color::Black), 1_000);
    assert_eq!(
        t.snapshot().commands.black,
        escaque::table::Commands::default()
    );
}

#[test]
fn each_intent_declares_when_it_is_heard() {
    let e4 = mv(&Table::default(), "e2e4");
    let r = Intent::Play(e4).rules();
    assert!(!r.after_end && !r.while_adjourned && r.lapses_question);
    let r = Intent::Resign(Color::Black).rules();
    assert_eq!(r.asks, Some(Ask::Resign(Color::Black)));
    assert!(
        r.while_adjourned && !r.after_end,
        "F6; a finished game is not resigned"
    );
    let r = Intent::Rematch.rules();
    assert!(r.replaces_game && r.after_end && !r.settles_flags);
    let r = Intent::Configure(Settings::default()).rules();
    assert!(r.quiet && r.after_end && !r.settles_flags);
    assert!(Intent::CheckFlags.rules().settles_flags);
    assert!(!Intent::Takeback.rules().after_end);
    assert!(!Intent::ClaimDraw(Color::White).rules().after_end);
    assert!(
        Intent::AcceptDraw(Color::White).rules().while_adjourned,
        "F4"
    );
    // A question inherits when it may be put from what a yes would do.
    let ask = Intent::Ask {
        ask: Ask::Discard,
        then: Box::new(Intent::Rematch),
    };
    assert!(ask.rules().after_end && !ask.rules().lapses_question);
    // Replacing a game with moves asks first; an empty one is replaced at once.
    let mut t = table(None, RuleSet::Casual, None);
    let new = Intent::NewGame {
        start: Position::new(),
        rules: RuleSet::Fide,
        controls: None,
    };
    assert_eq!(t.request(new.clone()), new);
    play(&mut t, "e2e4", 0);
    assert!(matches!(
        t.request(new),
        Intent::Ask {
            ask: Ask::Discard,
            ..
        }
    ));
}

#[test]
fn one_clock_control_at_a_time() {
    use escaque::table::ClockControl;
    let mut t = table(None, RuleSet::Fide, Some("300"));
    assert_eq!(t.snapshot().clock_control, Some(ClockControl::Start));
    play(&mut t, "e2e4", 0);
    assert_eq!(t.snapshot().clock_control, Some(ClockControl::Pause));
    ok(&mut t, Intent::Pause, 1_000);
    let s = t.snapshot();
    assert_eq!(
        (s.clock_control, s.paused),
        (Some(ClockControl::Resume), true)
    );
    ok(&mut t, Intent::Resume, 2_000);
    ok(&mut t, Intent::Resign(Color::Black), 3_000);
    let s = t.snapshot();
    assert_eq!(
        (s.clock_control, s.paused),
        (None, false),
        "a finished game has no clock control"
    );
    assert_eq!(
        table(None, RuleSet::Fide, None).snapshot().clock_control,
        None
    );
    // Clock-only: a press can be taken back, not before one nor once the game is over.
    let mut t = table(None, RuleSet::Casual, Some("300"));
    let clock_only = Settings {
        clock_only: true,
        ..Settings::default()
    };
    ok(&mut t, Intent::Configure(clock_only), 0);
    ok(&mut t, Intent::StartClock, 0);
    assert!(!t.snapshot().can_undo_press);
    ok(&mut t, Intent::PressClock(Color::White), 1_000);
    assert!(t.snapshot().can_undo_press);
}

#[test]
fn aids_per_rule_set() {
    use escaque::table::aids::Aids;
    let aids = |rules| table(None, rules, None).snapshot().aids;
    assert_eq!(aids(RuleSet::Casual), Aids::of(RuleSet::Casual));
    let casual = aids(RuleSet::Casual);
    assert!(casual.hints && casual.check && casual.teaching && casual.takeback);
    assert!(casual.drawing, "arrows and circles in casual play");
    let fide = aids(RuleSet::Fide);
    assert!(fide.drawing, "arrows and circles in FIDE play");
    assert!(
        fide.hints && fide.check && fide.teaching && !fide.takeback,
        "the Laws have no takeback"
    );
    // Tournament practice: nothing that tells a legal move from an illegal one before a claim.
    let t = aids(RuleSet::Tournament);
    assert!(!t.hints && !t.check && !t.teaching && !t.takeback);
    assert!(!t.drawing, "no arrows or circles at a tournament board");
    let mut t = table(None, RuleSet::Tournament, None);
    play(&mut t, "e2e4", 0);
    assert!(!t.snapshot().can_takeback);
}

#[test]
fn the_clock_facts_the_views_read() {
    // Time used per ply and the reading after each ply come from the table, not from the clock.
    let mut t = table(None, RuleSet::Fide, Some("300+2"));
    play(&mut t, "e2e4", 1_000);
    play(&mut t, "e7e5", 5_000);
    play(&mut t, "g1f3", 6_500);
    assert_eq!(t.time_used(2), Some(1_500));
    assert_eq!(t.time_used(3), None);
    let r = t.clock_readings();
    assert_eq!(r.len(), 3);
    // Black thought 4 s and got 2 s back.
    assert_eq!(r[1], Some(298_000));
    assert!(table(None, RuleSet::Fide, None).clock_readings().is_empty());
}

#[test]
fn the_time_controls_are_offered_on_a_fresh_table_and_after_new() {
    // A fresh table offers them; a choice puts them away and sets the clock, asking nothing.
    let mut t = Table::default();
    assert!(t.snapshot().presets);
    let five_three = Intent::NewGame {
        start: Position::new(),
        rules: RuleSet::Casual,
        controls: Some(controls("300+3")),
    };
    assert!(matches!(
        t.request(five_three.clone()),
        Intent::NewGame { .. }
    ));
    ok(&mut t, five_three, 0);
    let s = t.snapshot();
    assert!(!s.presets && s.clocked);
    assert_eq!(t.controls().map(|c| c.to_string()), Some("300+3".into()));
    // `new` over a game with moves asks first; the yes gives the same clock and offers them again.
    play(&mut t, "e2e4", 1_000);
    let asked = t.request(Intent::Fresh);
    assert!(
        matches!(
            asked,
            Intent::Ask {
                ask: Ask::Discard,
                ..
            }
        ),
        "{asked:?}"
    );
    ok(&mut t, asked, 2_000);
    assert_eq!(t.snapshot().plies, 1, "nothing changes before the answer");
    ok(&mut t, Intent::Confirm(None), 3_000);
    let s = t.snapshot();
    assert!(s.presets && s.plies == 0 && s.clocked);
    assert_eq!(t.controls().map(|c| c.to_string()), Some("300+3".into()));
    // A move puts them away as well: the game goes on with the clock it has.
    play(&mut t, "d2d4", 4_000);
    assert!(!t.snapshot().presets);
    // A reload offers them while they were offered, not once the game has begun; clock-only mode
    // does not offer them.
    let saved = t.to_record(5_000);
    let back = Table::from_record(&saved, 5_000).unwrap();
    assert!(!back.snapshot().presets);
    let fresh = Table::default();
    let back = Table::from_record(&fresh.to_record(0), 0).unwrap();
    assert!(back.snapshot().presets);
    let mut fresh = Table::default();
    ok(
        &mut fresh,
        Intent::Configure(Settings {
            clock_only: true,
            ..Settings::default()
        }),
        0,
    );
    assert!(!fresh.snapshot().presets);
}

#[test]
fn the_start_grid_holds_the_ten_controls_players_name() {
    use escaque::table::clock_setup::GRID;
    assert_eq!(GRID.len(), 10);
    for tc in GRID {
        let parsed = Controls::parse(tc);
        assert!(parsed.is_ok(), "{tc}: {parsed:?}");
        // Each one is also in the setup dialog's list, so the dialog shows it by name.
        assert!(escaque::table::clock_setup::PRESETS.contains(tc), "{tc}");
    }
    assert_eq!(
        Controls::parse(GRID[GRID.len() - 1]),
        Ok(None),
        "no clock comes last"
    );
    // 5+3 is there, as the two-tap game needs it.
    assert!(GRID.contains(&"300+3"));
}

/// The new-game dialog's start over a game with moves asks first (issue 28: it replaced the game without asking);
/// a "no" leaves the game, its names and its event as they were, a "yes" starts the new game with the dialog's.
#[test]
fn the_new_game_dialog_asks_over_a_game_with_moves() {
    use escaque::table::EventTags;
    let named = || Intent::NewGameNamed {
        start: Position::new(),
        rules: RuleSet::Fide,
        controls: Some(controls("300+2")),
        names: ByColor {
            white: "Ana".to_string(),
            black: "Luis".to_string(),
        },
        tags: EventTags {
            event: "Club".to_string(),
            round: "3".to_string(),
            board: String::new(),
        },
        draw_odds: None,
    };
    let mut t = table(None, RuleSet::Casual, None);
    ok(&mut t, Intent::SetName(Color::White, "Eva".to_string()), 0);
    play(&mut t, "e2e4", 0);
    let asked = t.request(named());
    assert!(
        matches!(&asked, Intent::Ask { ask: Ask::Discard, then } if **then == named()),
        "{asked:?}"
    );
    ok(&mut t, asked.clone(), 10);
    ok(&mut t, Intent::Cancel, 20);
    assert_eq!(t.game().moves().len(), 1, "the game stays");
    assert_eq!(t.names().white, "Eva", "its names too");
    assert_eq!(t.event_tags().event, "", "and its event");
    ok(&mut t, asked, 30);
    ok(&mut t, Intent::Confirm(None), 40);
    assert!(t.game().moves().is_empty());
    assert_eq!(t.game().rules(), RuleSet::Fide);
    assert_eq!(
        (t.names().white.as_str(), t.names().black.as_str()),
        ("Ana", "Luis")
    );
    assert_eq!(t.event_tags().event, "Club");
    assert!(t.controls().is_some());
    // Over a game without moves it starts at once.
    assert_eq!(t.request(named()), named());
}
