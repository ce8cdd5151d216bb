//! Tournament practice (7.4, A4c, A4d, B3c) and adjourned games (Appendix F) at the table, through
//! its public API; the time classes of A1 and B1; the save format of all the new state.
//!
//! Time is the `now_ms` each test passes; nothing here reads a clock.

use escaque::clock::TimeClass;
use escaque::clock::{Controls, Side};
use escaque::game::RuleSet;
use escaque::rules::{ByColor, Color, GameResult, Move, Outcome, Position, Reason, Role, Square};
use escaque::table::tournament;
use escaque::table::{Added, Event, Intent, Refusal, Settings, Table, ADD_TIME_MS};

mod common;
use common::{controls, heard, refuse, remaining, reread, table};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// Black's knight on c6 is pinned to its king by the bishop on b5; White has a rook to mate with.
const PINNED: &str = "4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1";
/// Black's rook on c6 pinned by the bishop; White, with a bishop alone, can never mate.
const PINNED_NO_ROOK: &str = "4k3/8/2r5/1B6/8/8/8/4K3 b - - 0 1";
/// White's king in check from the rook on e2; Ra8+ would leave both kings in check.
const BOTH_CHECK: &str = "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1";

const MIN2: u64 = ADD_TIME_MS;

fn tournament(fen: Option<&str>, tc: Option<&str>) -> Table {
    let fen = fen.unwrap_or("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    table(Some(fen), RuleSet::Tournament, tc)
}

/// The move a piece makes on the board as it stands, legal or not (any square allowed).
fn mv(t: &Table, uci: &str) -> Move {
    let from = Square::parse(&uci[0..2]).unwrap();
    let to = Square::parse(&uci[2..4]).unwrap();
    let promotion = match uci.get(4..) {
        Some("q") => Some(Role::Queen),
        Some("n") => Some(Role::Knight),
        _ => None,
    };
    tournament::find_move(&t.board(), from, to, promotion, true)
        .unwrap_or_else(|r| panic!("{uci}: {r:?}"))
}

fn play(t: &mut Table, uci: &str, now: u64) -> Vec<Event> {
    let m = mv(t, uci);
    heard(t, Intent::Play(m), now)
}

fn fen(t: &Table) -> String {
    t.snapshot().position.fen()
}

fn outcome(t: &Table) -> Option<(Reason, GameResult)> {
    t.game().outcome().map(|o| (o.reason, o.result))
}

/// Saves and reads back, checking the record is written again the same.
fn round_trip(t: &Table, now: u64) -> Table {
    let back = reread(t, now);
    assert_eq!(back.line(), t.line());
    assert_eq!(back.adjourned(), t.adjourned());
    assert_eq!(back.board(), t.board());
    assert_eq!(back.game().outcome(), t.game().outcome());
    back
}

// ---------------------------------------------------------------------------------------------
// Time classes (A1, B1)
// ---------------------------------------------------------------------------------------------

fn class(tc: &str) -> TimeClass {
    TimeClass::of(Some(&controls(tc)))
}

#[test]
fn time_classes_at_the_boundaries_of_a1_and_b1() {
    assert_eq!(class("899"), TimeClass::Blitz, "14:59 + 0");
    assert_eq!(class("900"), TimeClass::Rapid, "15 + 0");
    assert_eq!(
        class("600+5"),
        TimeClass::Rapid,
        "10 + 5: 10 + 60 × 5 s = 15 min"
    );
    assert_eq!(class("600+4"), TimeClass::Blitz);
    assert_eq!(class("3599"), TimeClass::Rapid, "59:59");
    assert_eq!(class("3600"), TimeClass::Standard, "60 + 0");
    assert_eq!(class("180+2"), TimeClass::Blitz, "3 + 2");
    assert_eq!(class("900+10"), TimeClass::Rapid, "15 + 10");
    assert_eq!(TimeClass::of(None), TimeClass::Standard, "no clock");
    // A delay counts as increment.
    assert_eq!(class("600d5"), TimeClass::Rapid);
    assert_eq!(class("600d4"), TimeClass::Blitz);
    assert_eq!(class("600b5"), TimeClass::Rapid);
    // A multi-stage control by its first stage (Contract 2; the second stage's hour does not count).
    assert_eq!(class("10/600:3000"), TimeClass::Blitz);
    assert_eq!(class("20/300:600"), TimeClass::Blitz);
    assert_eq!(class("40/5400+30:1800+30"), TimeClass::Standard);
    // Time odds: the longer side's time.
    assert_eq!(class("180|900"), TimeClass::Rapid);
    assert_eq!(class("3600|300"), TimeClass::Standard);
    assert_eq!(class("*600"), TimeClass::Blitz);
    assert_eq!(TimeClass::Rapid.as_str(), "rapid");
}

#[test]
fn the_rule_set_reads_and_writes_tournament() {
    assert_eq!(RuleSet::Tournament.as_str(), "tournament");
    assert_eq!(RuleSet::parse("Tournament"), Some(RuleSet::Tournament));
    assert!(RuleSet::Tournament.claims_draws());
    assert_eq!(Reason::parse("illegal_move"), Some(Reason::IllegalMove));
    assert_eq!(Reason::parse("sealed_move"), Some(Reason::SealedMove));
}

// ---------------------------------------------------------------------------------------------
// Moves on the board
// ---------------------------------------------------------------------------------------------

#[test]
fn legality_on_the_board_agrees_with_the_rules_on_legal_positions() {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1",
        "r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1",
    ];
    for f in fens {
        let pos = Position::from_fen(f).unwrap();
        let board = pos.to_setup_as_played();
        let mut ours: Vec<String> = board.legal_moves().iter().map(Move::uci).collect();
        let mut theirs: Vec<String> = pos.legal_moves().iter().map(Move::uci).collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "{f}");
    }
}

#[test]
fn a_pinned_piece_moves_the_move_stands_and_the_clock_is_pressed() {
    let mut t = tournament(Some(PINNED), Some("180+2"));
    let events = play(&mut t, "c6d4", 1_000);
    assert!(matches!(
        events[0],
        Event::Moved {
            by: Color::Black,
            ..
        }
    ));
    let s = t.snapshot();
    assert_eq!(s.turn, Color::White);
    assert_eq!(s.plies, 1);
    assert_eq!(s.board.board.board_fen(), "4k3/8/8/1B6/3n4/8/8/R3K3");
    assert_eq!(t.clock().unwrap().running(), Some(Side::White));
    assert!(t.line().played[0].illegal);
    // The claim is there for White, right or wrong.
    assert!(s.commands.white.claim_illegal);
    // Capturing a king is not a move.
    let to = Square::parse("e8").unwrap();
    let from = Square::parse("b5").unwrap();
    assert_eq!(
        tournament::find_move(&t.board(), from, to, None, true),
        Err(Refusal::KingCapture)
    );
}

#[test]
fn castling_through_check_and_a_knight_moved_like_a_bishop() {
    // The f1 square is attacked by the rook on f8: castling through check stands.
    let mut t = tournament(Some("k4r2/8/8/8/8/8/8/4K2R w K - 0 1"), None);
    let castle = mv(&t, "e1g1");
    assert!(matches!(castle, Move::Castle { .. }));
    heard(&mut t, Intent::Play(castle), 0);
    assert!(t.line().played[0].illegal);
    // A knight moved like a bishop needs the option.
    let mut t = tournament(None, None);
    let bishop_like = mv(&t, "g1e3");
    assert!(matches!(
        refuse(&mut t, Intent::Play(bishop_like), 0),
        Refusal::NotAMovement { .. }
    ));
    heard(
        &mut t,
        Intent::Configure(Settings {
            any_square: true,
            ..Settings::default()
        }),
        0,
    );
    heard(&mut t, Intent::Play(bishop_like), 0);
    assert!(t.line().played[0].illegal);
}

#[test]
fn an_illegal_move_that_would_mate_does_not_end_the_game() {
    // Black's rook on f7 is pinned by the bishop on h5; Rf1 would be mate if it were legal (5.1a
    // asks for a legal move). In blitz nobody steps in: the move stands until claimed.
    let mut t = tournament(Some("4k3/5r2/8/7B/8/8/6PP/7K b - - 0 1"), Some("180+2"));
    play(&mut t, "f7f1", 1_000);
    assert_eq!(t.game().outcome(), None);
    assert!(t.snapshot().live);
    heard(&mut t, Intent::ClaimIllegal(Color::White), 2_000);
    assert_eq!(
        outcome(&t),
        Some((Reason::IllegalMove, GameResult::WhiteWins))
    );
    // A legal move keeps the record legal.
    let mut t = tournament(Some(PINNED), None);
    play(&mut t, "e8d8", 0);
    assert!(t.line().played.is_empty());
    assert_eq!(t.game().moves().len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Claims
// ---------------------------------------------------------------------------------------------

#[test]
fn blitz_pinned_knight_moved_the_claim_wins() {
    let mut t = tournament(Some(PINNED), Some("180+2"));
    assert_eq!(t.time_class(), TimeClass::Blitz);
    play(&mut t, "c6d4", 1_000);
    let events = heard(&mut t, Intent::ClaimIllegal(Color::White), 3_000);
    assert!(events.contains(&Event::GameOver(Outcome {
        result: GameResult::WhiteWins,
        reason: Reason::IllegalMove,
    })));
    assert_eq!(t.snapshot().result, "1-0");
    assert_eq!(Reason::IllegalMove.as_str(), "illegal_move");
    // The clock stopped with the end.
    assert_eq!(t.clock().unwrap().running(), None);
}

#[test]
fn blitz_claim_draws_when_the_claimant_cannot_mate() {
    let mut t = tournament(Some(PINNED_NO_ROOK), Some("180+2"));
    play(&mut t, "c6c2", 1_000);
    heard(&mut t, Intent::ClaimIllegal(Color::White), 3_000);
    assert_eq!(outcome(&t), Some((Reason::IllegalMove, GameResult::Draw)));
}

#[test]
fn rapid_claim_restores_the_position_and_gives_the_claimant_two_minutes() {
    let mut t = tournament(Some(PINNED), Some("900+10"));
    assert_eq!(t.time_class(), TimeClass::Rapid);
    play(&mut t, "c6d4", 5_000); // Black's first move: charged nothing, +10 s
    assert_eq!(remaining(&t, 8_000), (897_000, 910_000));
    let events = heard(&mut t, Intent::ClaimIllegal(Color::White), 8_000);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::IllegalClaimed {
            claimant: Color::White,
            removed: 1,
            arbiter: false,
            ..
        }
    )));
    assert!(events.contains(&Event::TimeAdded(Added {
        to: Color::White,
        ms: MIN2
    })));
    // The position before the illegal move; the clocks keep their time (6.14), White +2 min.
    assert_eq!(fen(&t), Position::from_fen(PINNED).unwrap().fen());
    assert!(t.line().played.is_empty());
    assert_eq!(t.snapshot().turn, Color::Black);
    assert_eq!(remaining(&t, 8_000), (897_000 + MIN2, 910_000));
    assert_eq!(t.clock().unwrap().running(), Some(Side::Black));
    assert_eq!(remaining(&t, 9_000), (897_000 + MIN2, 909_000));
    assert_eq!(t.snapshot().illegal_counts, ByColor { white: 0, black: 1 });
    assert_eq!(t.game().outcome(), None);
    // The pinned knight cannot move legally: no replacement move is due.
    assert_eq!(t.line().replace, None);
    play(&mut t, "e8d8", 10_000);
}

#[test]
fn the_replacement_move_uses_the_piece_moved_illegally() {
    // White's rook on d2 is pinned by the queen on d8 against the king on d1; it can still move
    // along the file, so after the claim it is the piece that must move (4.3, 4.6, 7.4a).
    let mut t = tournament(Some("3qk3/8/8/8/8/8/3R4/3K4 w - - 0 1"), Some("900+10"));
    play(&mut t, "d2a2", 1_000); // the pinned rook leaves the file: illegal
    heard(&mut t, Intent::ClaimIllegal(Color::Black), 2_000);
    assert_eq!(t.snapshot().turn, Color::White);
    let r = t.line().replace.expect("a replacement is due");
    assert_eq!(r.piece, Square::parse("d2").unwrap());
    assert_eq!(t.snapshot().touched, Some(r.piece));
    // The king may not move instead; the rook must, along the file.
    let king = mv(&t, "d1c1");
    assert!(matches!(
        refuse(&mut t, Intent::Play(king), 3_000),
        Refusal::ReplacementMove { .. }
    ));
    play(&mut t, "d2d8", 3_000);
    assert_eq!(t.line().replace, None);
}

#[test]
fn the_claim_is_gone_once_the_claimant_has_moved() {
    for tc in ["900+10", "180+2"] {
        let mut t = tournament(Some(PINNED), Some(tc));
        play(&mut t, "c6d4", 1_000);
        play(&mut t, "a1a2", 2_000);
        assert!(!t.snapshot().commands.white.claim_illegal, "{tc}");
        assert_eq!(
            refuse(&mut t, Intent::ClaimIllegal(Color::White), 3_000),
            Refusal::ClaimIllegalNotAvailable,
            "{tc}"
        );
        // The illegal move stands for good; play goes on.
        play(&mut t, "e8f8", 4_000);
        assert_eq!(t.snapshot().plies, 3);
        assert_eq!(t.game().outcome(), None);
    }
}

#[test]
fn standard_claim_several_moves_later_restores_before_the_first_illegal_move() {
    let mut t = tournament(Some(PINNED), Some("5400+30"));
    assert_eq!(t.time_class(), TimeClass::Standard);
    play(&mut t, "c6d4", 1_000); // illegal
    play(&mut t, "a1a2", 2_000);
    play(&mut t, "e8f8", 3_000); // legal: the king leaves the check
    play(&mut t, "a2a3", 4_000);
    play(&mut t, "f8g8", 5_000);
    assert_eq!(t.snapshot().plies, 5);
    let before = remaining(&t, 6_000);
    let events = heard(&mut t, Intent::ClaimIllegal(Color::White), 6_000);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::IllegalClaimed { removed: 5, .. })));
    assert_eq!(fen(&t), Position::from_fen(PINNED).unwrap().fen());
    assert_eq!(t.snapshot().plies, 0);
    assert_eq!(t.snapshot().turn, Color::Black);
    // The clocks keep what they showed; White, the claimant, gets two minutes.
    assert_eq!(remaining(&t, 6_000), (before.0 + MIN2, before.1));
    assert_eq!(t.clock().unwrap().history().len(), 0);
    // Without a clock too.
    let mut t = tournament(Some(PINNED), None);
    for (u, n) in [("c6d4", 0), ("a1a2", 1), ("e8f8", 2)] {
        play(&mut t, u, n);
    }
    assert!(t.snapshot().commands.white.claim_illegal);
    heard(&mut t, Intent::ClaimIllegal(Color::White), 10);
    assert_eq!(t.snapshot().plies, 0);
}

#[test]
fn the_third_illegal_move_loses_or_draws_when_the_claimant_cannot_mate() {
    for (start, illegal, result) in [
        (PINNED, "c6d4", GameResult::WhiteWins),
        (PINNED_NO_ROOK, "c6c2", GameResult::Draw),
    ] {
        let mut t = tournament(Some(start), None);
        for k in 1..=3 {
            play(&mut t, illegal, k);
            heard(&mut t, Intent::ClaimIllegal(Color::White), k);
            assert_eq!(*t.snapshot().illegal_counts.get(Color::Black), k as u8);
        }
        assert_eq!(outcome(&t), Some((Reason::IllegalMove, result)));
    }
}

/// The result line cites the rule that decided the game, by time class: B3c in blitz (the claim wins), 7.4b at
/// the third illegal move in standard, 7.4b with A4c in rapid; never the bare 7.4 where B3c decided.
#[test]
fn an_illegal_move_ending_cites_the_rule_that_decided_it() {
    use escaque::table::Ruling;
    use escaque::text::{outcome_ruled, outcome_text, Lang};
    // Blitz: one claim ends the game.
    let mut t = tournament(Some(PINNED), Some("180+2"));
    play(&mut t, "c6d4", 1_000);
    heard(&mut t, Intent::ClaimIllegal(Color::White), 3_000);
    let s = t.snapshot();
    let ruling = s.ruling.expect("the game is over");
    assert_eq!(
        ruling,
        Ruling {
            article: None,
            appendix: Some("B3c")
        }
    );
    let es = outcome_ruled(Lang::Es, s.outcome.unwrap(), s.ruling);
    let en = outcome_ruled(Lang::En, s.outcome.unwrap(), s.ruling);
    assert_eq!(
        es,
        "Se reclamó una jugada ilegal de las negras. Ganan las blancas (Apéndice B3c)."
    );
    assert_eq!(
        en,
        "An illegal move by Black was claimed. White wins (Appendix B3c)."
    );
    assert!(!es.contains("7.4") && !en.contains("7.4"));
    // Without the table (an imported result), the reason's own article.
    assert!(outcome_text(Lang::En, s.outcome.unwrap()).ends_with("(Art. 7.4)."));
    // Standard and rapid: the third claimed illegal move loses (7.4b); in rapid, claimed under A4c.
    for (tc, ruling, cited) in [
        (None, (Some("7.4b"), None), "(Art. 7.4b)."),
        (
            Some("900+10"),
            (Some("7.4b"), Some("A4c")),
            "(Art. 7.4b; Apéndice A4c).",
        ),
    ] {
        let mut t = tournament(Some(PINNED), tc);
        let mut now = 1_000;
        for _ in 1..=3 {
            play(&mut t, "c6d4", now);
            heard(&mut t, Intent::ClaimIllegal(Color::White), now + 1_000);
            now += 2_000;
        }
        let s = t.snapshot();
        assert_eq!(
            outcome(&t),
            Some((Reason::IllegalMove, GameResult::WhiteWins))
        );
        assert_eq!(
            s.ruling,
            Some(Ruling {
                article: ruling.0,
                appendix: ruling.1
            }),
            "{tc:?}"
        );
        let es = outcome_ruled(Lang::Es, s.outcome.unwrap(), s.ruling);
        assert!(es.ends_with(cited), "{es}");
    }
    // Other endings keep their own article, and a game that goes on has no ruling.
    let t = tournament(None, Some("180+2"));
    assert_eq!(t.snapshot().ruling, None);
    assert_eq!(
        Ruling::decided(
            Outcome::draw(Reason::Stalemate),
            RuleSet::Tournament,
            TimeClass::Blitz
        ),
        Ruling::of(Reason::Stalemate)
    );
    // A flag in rapid or blitz tournament practice falls when claimed (A4d) and loses by 6.10.
    let flag = Outcome {
        result: GameResult::WhiteWins,
        reason: Reason::Timeout,
    };
    assert_eq!(
        Ruling::decided(flag, RuleSet::Tournament, TimeClass::Rapid),
        Ruling {
            article: Some("6.10"),
            appendix: Some("A4d")
        }
    );
    assert_eq!(
        Ruling::decided(flag, RuleSet::Fide, TimeClass::Blitz),
        Ruling::of(Reason::Timeout)
    );
}

#[test]
fn a_wrong_claim_gives_the_opponent_two_minutes() {
    let mut t = tournament(None, Some("900+10"));
    play(&mut t, "e2e4", 1_000); // White's first move: +10 s, Black's clock starts
    let events = heard(&mut t, Intent::ClaimIllegal(Color::Black), 4_000);
    assert!(events.contains(&Event::WrongClaim(Color::Black)));
    assert!(events.contains(&Event::TimeAdded(Added {
        to: Color::White,
        ms: MIN2
    })));
    assert_eq!(remaining(&t, 4_000), (910_000 + MIN2, 897_000));
    assert_eq!(t.snapshot().plies, 1, "nothing else changes");
    // Outside tournament practice there is no such claim.
    let mut fide = table(
        Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        RuleSet::Fide,
        None,
    );
    assert_eq!(
        refuse(&mut fide, Intent::ClaimIllegal(Color::Black), 0),
        Refusal::ClaimIllegalNotAvailable
    );
}

#[test]
fn both_kings_in_check_the_table_steps_in() {
    for tc in [None, Some("900+10")] {
        let mut t = tournament(Some(BOTH_CHECK), tc);
        let events = play(&mut t, "a1a8", 1_000);
        assert!(
            events.iter().any(|e| matches!(
                e,
                Event::IllegalClaimed {
                    claimant: Color::Black,
                    arbiter: true,
                    removed: 1,
                    ..
                }
            )),
            "{events:?}"
        );
        assert_eq!(fen(&t), Position::from_fen(BOTH_CHECK).unwrap().fen());
        assert_eq!(t.snapshot().illegal_counts.white, 1);
        if tc.is_some() {
            // Black gets two minutes; White's first move was free and its increment is kept (6.14).
            assert_eq!(remaining(&t, 1_000), (910_000, 900_000 + MIN2));
        }
    }
    // In blitz the move stands until claimed (B3c).
    let mut t = tournament(Some(BOTH_CHECK), Some("180+2"));
    play(&mut t, "a1a8", 1_000);
    assert_eq!(t.line().played.len(), 1);
}

// ---------------------------------------------------------------------------------------------
// Flags in rapid and blitz (A4d)
// ---------------------------------------------------------------------------------------------

#[test]
fn rapid_flag_ends_the_game_only_when_claimed() {
    let mut t = tournament(None, Some("900"));
    play(&mut t, "e2e4", 0);
    // Black's flag falls at 900 s; nothing ends by itself.
    assert_eq!(t.next_flag_check(), Some(900_000));
    assert!(heard(&mut t, Intent::CheckFlags, 901_000).is_empty());
    // The page's flag timer stops asking; the fallen flag waits for its claim.
    assert_eq!(t.next_flag_check(), None);
    assert_eq!(t.game().outcome(), None);
    assert!(t.snapshot().flags_claimed);
    assert!(t.can_claim_flag(Color::White, 901_000));
    assert_eq!(
        refuse(&mut t, Intent::ClaimFlag(Color::Black), 901_000),
        Refusal::NoFlagToClaim
    );
    play(&mut t, "e7e5", 902_000); // the move after the flag stands
    heard(&mut t, Intent::ClaimFlag(Color::White), 903_000);
    assert_eq!(outcome(&t), Some((Reason::Timeout, GameResult::WhiteWins)));
}

#[test]
fn two_fallen_flags_are_a_draw() {
    let mut t = tournament(None, Some("900"));
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 901_000); // Black's flag is down, nobody claimed it
                                   // White's 900 s run out at 1 801 s: both flags are down.
    let events = heard(&mut t, Intent::CheckFlags, 1_802_000);
    assert!(matches!(events.last(), Some(Event::GameOver(_))));
    assert_eq!(
        outcome(&t),
        Some((Reason::TimeoutInsufficientMaterial, GameResult::Draw))
    );
}

#[test]
fn standard_flags_end_the_game_as_usual() {
    let mut t = tournament(None, Some("3600"));
    play(&mut t, "e2e4", 0);
    heard(&mut t, Intent::CheckFlags, 3_601_000);
    assert_eq!(outcome(&t), Some((Reason::Timeout, GameResult::WhiteWins)));
}

// ---------------------------------------------------------------------------------------------
// Adjournment (Appendix F)
// ---------------------------------------------------------------------------------------------

fn opening(rules: RuleSet) -> Table {
    let mut t = table(
        Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        rules,
        Some("5400+30"),
    );
    play(&mut t, "e2e4", 0);
    play(&mut t, "e7e5", 10_000);
    t
}

/// `Resume`'s procedure has no guard against an adjourned game (issue 29: it could never fire):
/// every intent reaches its procedure through `Table::procedure`, which refuses one not heard while
/// adjourned, and `Resume` is not, nor is a question whose yes would resume.
#[test]
fn resume_is_refused_while_adjourned_by_its_declared_rule() {
    assert!(!Intent::Resume.rules().while_adjourned);
    let ask = Intent::Ask {
        ask: escaque::table::Ask::Discard,
        then: Box::new(Intent::Resume),
    };
    assert!(!ask.rules().while_adjourned);
    let mut t = opening(RuleSet::Fide);
    heard(&mut t, Intent::Pause, 20_000);
    heard(
        &mut t,
        Intent::Adjourn {
            sealed: "Cf3".into(),
        },
        70_000,
    );
    assert_eq!(refuse(&mut t, Intent::Resume, 80_000), Refusal::Adjourned);
    assert_eq!(refuse(&mut t, ask, 80_000), Refusal::Adjourned);
    assert_eq!(t.clock().unwrap().running(), None);
}

#[test]
fn adjourn_save_reload_resume_plays_the_sealed_move() {
    for rules in [RuleSet::Fide, RuleSet::Tournament, RuleSet::Casual] {
        let mut t = opening(rules);
        heard(&mut t, Intent::SetName(Color::White, "Ana".into()), 10_000);
        let events = heard(
            &mut t,
            Intent::Adjourn {
                sealed: "Cf3".into(),
            },
            70_000,
        );
        assert_eq!(events, vec![Event::Adjourned(Color::White)]);
        let s = t.snapshot();
        let e = s.adjourned.expect("adjourned");
        assert_eq!((e.sealer, e.move_number), (Color::White, 2));
        // The sealer's minute is charged (F1a); the clocks are stopped.
        assert_eq!(
            e.times,
            Some(ByColor {
                white: 5_430_000 - 60_000,
                black: 5_420_000
            })
        );
        assert!(!s.live);
        assert_eq!(t.clock().unwrap().running(), None);
        let nf3 = mv(&t, "g1f3");
        assert_eq!(
            refuse(&mut t, Intent::Play(nf3), 80_000),
            Refusal::Adjourned
        );
        assert_eq!(refuse(&mut t, Intent::Resume, 80_000), Refusal::Adjourned);
        // Reload, days later on another time base.
        let mut back = round_trip(&t, 90_000);
        assert_eq!(back.adjourned().unwrap().sealed, "Cf3");
        let events = heard(&mut back, Intent::ResumeAdjourned, 5_000);
        assert!(events.contains(&Event::SealedMoveRevealed {
            sealed: "Cf3".into(),
            mv: Some(nf3)
        }));
        assert!(events
            .iter()
            .any(|e| matches!(e, Event::Moved { mv, .. } if *mv == nf3)));
        assert_eq!(back.adjourned(), None);
        assert_eq!(back.snapshot().plies, 3);
        // The opponent's clock starts; the sealer gets the increment.
        assert_eq!(back.clock().unwrap().running(), Some(Side::Black));
        assert_eq!(
            remaining(&back, 6_000),
            (5_430_000 - 60_000 + 30_000, 5_420_000 - 1_000)
        );
    }
}

#[test]
fn while_adjourned_a_draw_may_be_agreed_or_a_player_resign() {
    let mut t = opening(RuleSet::Fide);
    heard(&mut t, Intent::OfferDraw(Color::Black), 10_000);
    heard(
        &mut t,
        Intent::Adjourn {
            sealed: "Nf3".into(),
        },
        20_000,
    );
    assert_eq!(t.snapshot().adjourned.unwrap().offer, Some(Color::Black));
    let back = round_trip(&t, 30_000);
    let mut agreed = back.clone();
    heard(&mut agreed, Intent::AcceptDraw(Color::White), 40_000);
    assert_eq!(
        outcome(&agreed),
        Some((Reason::Agreement, GameResult::Draw))
    );
    assert_eq!(agreed.adjourned(), None);
    let mut resigned = back;
    heard(&mut resigned, Intent::Resign(Color::Black), 40_000);
    assert_eq!(
        outcome(&resigned),
        Some((Reason::Resignation, GameResult::WhiteWins))
    );
}

#[test]
fn an_illegal_ambiguous_or_unreadable_sealed_move_loses() {
    for sealed in ["Ke3", "xyz", "Ne2"] {
        let mut t = opening(RuleSet::Fide);
        heard(
            &mut t,
            Intent::Adjourn {
                sealed: sealed.into(),
            },
            20_000,
        );
        let mut t = round_trip(&t, 20_000);
        heard(&mut t, Intent::ResumeAdjourned, 30_000);
        if sealed == "Ne2" {
            assert_eq!(t.game().outcome(), None);
            continue;
        }
        assert_eq!(
            outcome(&t),
            Some((Reason::SealedMove, GameResult::BlackWins)),
            "{sealed}"
        );
    }
    // Two knights reach d2: "Nd2" is ambiguous and loses.
    let mut t = table(
        Some("r3k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"),
        RuleSet::Fide,
        None,
    );
    heard(
        &mut t,
        Intent::Adjourn {
            sealed: "Nd2".into(),
        },
        0,
    );
    heard(&mut t, Intent::ResumeAdjourned, 0);
    assert_eq!(
        outcome(&t),
        Some((Reason::SealedMove, GameResult::BlackWins))
    );
    // A sealed move that does not stand draws when the opponent cannot mate (6.10, 9.6).
    let mut t = table(
        Some("4k3/8/8/8/8/8/8/4K2Q w - - 0 1"),
        RuleSet::Fide,
        Some("600"),
    );
    heard(
        &mut t,
        Intent::Adjourn {
            sealed: "Qh9".into(),
        },
        0,
    );
    heard(&mut t, Intent::ResumeAdjourned, 0);
    assert_eq!(outcome(&t), Some((Reason::SealedMove, GameResult::Draw)));
    assert_eq!(Reason::SealedMove.as_str(), "sealed_move");
}

#[test]
fn only_the_player_on_move_adjourns_with_a_move_written() {
    let mut t = opening(RuleSet::Fide);
    assert_eq!(
        refuse(
            &mut t,
            Intent::Adjourn {
                sealed: "  ".into()
            },
            0
        ),
        Refusal::CannotAdjourn
    );
    assert_eq!(
        refuse(&mut t, Intent::ResumeAdjourned, 0),
        Refusal::NotAdjourned
    );
}

// ---------------------------------------------------------------------------------------------
// Save format
// ---------------------------------------------------------------------------------------------

#[test]
fn tournament_state_round_trips() {
    // An illegal move standing, a draw offer on the line, any-square on.
    let mut t = tournament(Some(PINNED), Some("5400+30"));
    heard(
        &mut t,
        Intent::Configure(Settings {
            any_square: true,
            ..Settings::default()
        }),
        0,
    );
    play(&mut t, "c6d4", 1_000);
    heard(&mut t, Intent::OfferDraw(Color::Black), 1_000);
    play(&mut t, "a1a2", 2_000);
    let back = round_trip(&t, 3_000);
    assert!(back.settings().any_square);
    assert_eq!(back.line().played.len(), 2);
    // Counts and a replacement due.
    let mut t = tournament(Some("3qk3/8/8/8/8/8/3R4/3K4 w - - 0 1"), Some("900+10"));
    play(&mut t, "d2a2", 1_000);
    heard(&mut t, Intent::ClaimIllegal(Color::Black), 2_000);
    let back = round_trip(&t, 3_000);
    assert_eq!(back.line().replace, t.line().replace);
    assert_eq!(back.snapshot().touched, t.snapshot().touched);
    assert_eq!(back.snapshot().illegal_counts.white, 1);
    // A game won by a claim.
    let mut t = tournament(Some(PINNED), Some("180+2"));
    play(&mut t, "c6d4", 1_000);
    heard(&mut t, Intent::ClaimIllegal(Color::White), 2_000);
    round_trip(&t, 3_000);
}

#[test]
fn inconsistent_tournament_records_are_refused() {
    let mut t = tournament(Some(PINNED), None);
    play(&mut t, "c6d4", 0);
    let rec = t.to_record(0);
    assert!(rec.contains("line c6d4\n"), "{rec}");
    let bad = [
        rec.replace("rules tournament", "rules fide"),
        rec.replace("line c6d4", "line e8d8"),
        rec.replace("line c6d4", "line c6d4 b5e8"),
        format!("{rec}line-offer white\n"),
        format!("{rec}replace c6\n"),
        format!("{rec}illegal-counts 4 0\n"),
        format!("{rec}adjourned black 1 - -\nsealed Kd8\n"),
        format!("{rec}sealed Kd8\n"),
    ];
    for b in bad {
        assert!(Table::from_record(&b, 0).is_err(), "read:\n{b}");
    }
    // An adjourned record whose envelope does not fit the board.
    let mut t = opening(RuleSet::Fide);
    heard(
        &mut t,
        Intent::Adjourn {
            sealed: "Nf3".into(),
        },
        0,
    );
    let rec = t.to_record(0);
    assert!(Table::from_record(&rec, 0).is_ok());
    for b in [
        rec.replace("adjourned white 2", "adjourned black 2"),
        rec.replace("adjourned white 2", "adjourned white 7"),
        rec.lines()
            .filter(|l| !l.starts_with("sealed-hex "))
            .map(|l| format!("{l}\n"))
            .collect::<String>(),
    ] {
        assert!(Table::from_record(&b, 0).is_err(), "read:\n{b}");
    }
}

// ---------------------------------------------------------------------------------------------
// The board's input machine
// ---------------------------------------------------------------------------------------------

#[test]
fn the_input_machine_drops_by_movement_without_hints_in_tournament() {
    use escaque::table::input::{BoardInput, Context, Tournament};
    let t = tournament(Some(PINNED), None);
    let board = t.board();
    let pos = t.snapshot().position;
    let cx = Context {
        pos: &pos,
        blocked: None,
        reviewing: false,
        touched: None,
        tournament: Some(Tournament {
            board: &board,
            any_square: false,
        }),
        demo: None,
    };
    let c6 = Square::parse("c6").unwrap();
    let d4 = Square::parse("d4").unwrap();
    let mut input = BoardInput::default();
    // The pinned knight lifts like any other piece, with no hint of where it may go.
    assert_eq!(
        input.pointer_down(c6, (0.0, 0.0), &cx),
        Some(Intent::Touch(c6))
    );
    assert_eq!(input.hints(&cx), escaque::rules::Bitboard::EMPTY);
    input.pointer_move((50.0, 50.0), Some(d4));
    let intent = input.pointer_up(Some(d4), &cx);
    assert_eq!(intent, Some(Intent::Play(mv(&t, "c6d4"))));
    // A drop outside the knight's movement snaps back with an explanation.
    let mut input = BoardInput::default();
    input.pointer_down(c6, (0.0, 0.0), &cx);
    let c5 = Square::parse("c5").unwrap();
    input.pointer_move((50.0, 50.0), Some(c5));
    assert_eq!(input.pointer_up(Some(c5), &cx), None);
    assert!(input.explanation.is_some());
}

// ---------------------------------------------------------------------------------------------
// Records (#15.5): marks, removals, the PGN and reading it back; the envelope's date and secrecy
// ---------------------------------------------------------------------------------------------

use escaque::rules::pgn::{read_games_with, ReadOptions};
use tournament::Mark;

/// Rapid 15+10 on PINNED: Nc6-d4 claimed and removed; then Nc6-e5 (illegal) stands because White
/// moves on; Black answers.
fn rapid_with_a_removed_and_a_stood_move() -> Table {
    let mut t = tournament(Some(PINNED), Some("900+10"));
    play(&mut t, "c6d4", 1_000);
    heard(&mut t, Intent::ClaimIllegal(Color::White), 2_000);
    play(&mut t, "c6e5", 3_000);
    assert_eq!(t.line_marks(), vec![Mark::None], "claimable: no mark yet");
    play(&mut t, "a1a2", 4_000);
    play(&mut t, "e8d8", 5_000);
    t
}

#[test]
fn removed_moves_are_kept_for_the_record_and_saved() {
    let t = rapid_with_a_removed_and_a_stood_move();
    let removed = &t.line().removed;
    assert_eq!(removed.len(), 1);
    assert_eq!(
        (removed[0].at, removed[0].claimant, removed[0].arbiter),
        (0, Color::White, false)
    );
    assert_eq!(removed[0].moves.len(), 1);
    assert_eq!(
        removed[0].moves[0].mv,
        mv(&tournament(Some(PINNED), None), "c6d4")
    );
    assert_eq!(t.removed_at(0).count(), 1);
    assert_eq!(t.removed_at(1).count(), 0);
    assert_eq!(
        tournament::removal_comment(&removed[0]),
        "Nc6-d4 illegal, claimed by White: 7.4"
    );
    let back = round_trip(&t, 6_000);
    assert_eq!(back.line().removed, t.line().removed);
}

#[test]
fn an_illegal_move_is_marked_only_once_no_claim_can_reach_it() {
    // Rapid: marked once the claimant has moved (A4c).
    let t = rapid_with_a_removed_and_a_stood_move();
    assert_eq!(t.line_marks(), vec![Mark::Stood, Mark::None, Mark::None]);
    // Standard: a claim may come at any time, so no mark while the game goes on (7.4)...
    let mut s = tournament(Some(PINNED), None);
    play(&mut s, "c6d4", 0);
    play(&mut s, "a1a2", 0);
    play(&mut s, "e8d8", 0);
    assert_eq!(s.line_marks(), vec![Mark::None; 3]);
    // ...and every illegal move is marked once it is over.
    heard(&mut s, Intent::Resign(Color::White), 0);
    assert_eq!(s.line_marks(), vec![Mark::Stood, Mark::None, Mark::None]);
    // Blitz: the claim that won is marked as claimed (B3c).
    let mut b = tournament(Some(PINNED), Some("180+2"));
    play(&mut b, "c6d4", 0);
    heard(&mut b, Intent::ClaimIllegal(Color::White), 0);
    assert_eq!(b.line_marks(), vec![Mark::Claimed(Color::White)]);
}

fn at_the_board() -> ReadOptions {
    ReadOptions {
        at_the_board: Some(tournament::movements_of),
        ..ReadOptions::default()
    }
}

#[test]
fn the_pgn_notes_removed_and_illegal_moves_and_reads_back() {
    let t = rapid_with_a_removed_and_a_stood_move();
    let pgn = tournament::export_pgn(&t, &[], &[], &[]);
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(tournament::PGN_NOTE), "{pgn}");
    assert!(
        flat.contains("{ Nc6-d4 illegal, claimed by White: 7.4 }"),
        "{pgn}"
    );
    assert!(
        flat.contains("1... Ne5 { illegal, not claimed in time"),
        "{pgn}"
    );
    assert!(
        !pgn.contains("Nd4"),
        "a removed move is no move of the record: {pgn}"
    );
    // Other programs (a strict reader) refuse the illegal move...
    assert!(read_games_with(&pgn, ReadOptions::default())[0].is_err());
    // ...the app reads it back: the same moves and board.
    let read = read_games_with(&pgn, at_the_board());
    let game = read[0].as_ref().expect("read at the board");
    let back = tournament::table_from_pgn(game).expect("a tournament game");
    assert_eq!(back.game().moves(), t.game().moves());
    let moves = |t: &Table| {
        t.line()
            .played
            .iter()
            .map(|p| (p.mv, p.illegal))
            .collect::<Vec<_>>()
    };
    assert_eq!(moves(&back), moves(&t));
    assert_eq!(back.board(), t.board());
    assert_eq!(
        back.line_marks(),
        vec![Mark::None, Mark::None, Mark::None],
        "read as going on"
    );
}

#[test]
fn a_blitz_claim_reads_back_as_won_by_the_claim() {
    let mut t = tournament(Some(PINNED), Some("180+2"));
    play(&mut t, "c6d4", 0);
    heard(&mut t, Intent::ClaimIllegal(Color::White), 0);
    let pgn = tournament::export_pgn(&t, &[], &[], &[]);
    let flat = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("1... Nd4 { illegal, claimed by White: B3c }"),
        "{pgn}"
    );
    assert!(pgn.contains("1-0"), "{pgn}");
    let read = read_games_with(&pgn, at_the_board());
    let back = tournament::table_from_pgn(read[0].as_ref().unwrap()).unwrap();
    assert_eq!(
        outcome(&back),
        Some((Reason::IllegalMove, GameResult::WhiteWins))
    );
    assert_eq!(back.line_marks(), t.line_marks());
    // Legal moves after the legal record read as before; an illegal one must fit the board.
    let plain = read_games_with("1. e4 e5 2. Nf3 *", at_the_board());
    let back = tournament::table_from_pgn(plain[0].as_ref().unwrap()).unwrap();
    assert_eq!(back.game().moves().len(), 3);
    assert!(back.line().played.is_empty());
}

#[test]
fn the_sealed_move_leaves_no_clear_trace_and_the_envelope_keeps_its_date() {
    let mut t = opening(RuleSet::Fide);
    heard(
        &mut t,
        Intent::Adjourn {
            sealed: "Cf3".into(),
        },
        70_000,
    );
    let rec = t.to_record(70_000);
    assert!(
        !rec.contains("Cf3"),
        "the save holds the sealed move in clear:\n{rec}"
    );
    let pgn = tournament::export_pgn(&t, &[], &[], &[]);
    assert!(!pgn.contains("Cf3") && !pgn.contains("Nf3"), "{pgn}");
    // The date set for resuming (F2g): checked, saved, cleared.
    for bad in [
        "mañana",
        "2026-13-01",
        "2026-11-30T25:00",
        "2026-11-30 18:00",
    ] {
        assert_eq!(
            refuse(&mut t, Intent::SetResumeDate(bad.into()), 71_000),
            Refusal::NotADate,
            "{bad}"
        );
    }
    heard(
        &mut t,
        Intent::SetResumeDate("2026-11-30T18:00".into()),
        71_000,
    );
    let back = round_trip(&t, 72_000);
    assert_eq!(back.adjourned().unwrap().resume_at, "2026-11-30T18:00");
    assert_eq!(back.adjourned().unwrap().sealed, "Cf3");
    heard(&mut t, Intent::SetResumeDate(String::new()), 73_000);
    assert_eq!(t.adjourned().unwrap().resume_at, "");
    // Not adjourned: no date to set.
    let mut fresh = opening(RuleSet::Fide);
    assert_eq!(
        refuse(&mut fresh, Intent::SetResumeDate("2026-11-30".into()), 0),
        Refusal::NotAdjourned
    );
    // A record with a date but no adjournment is refused.
    let rec = fresh.to_record(0) + "resume-at 2026-11-30\n";
    assert!(Table::from_record(&rec, 0).is_err());
}

#[test]
fn every_decided_claim_says_what_was_illegal_why_what_the_laws_do_and_the_clocks() {
    use escaque::text::tournament::claim_text;
    use escaque::text::Lang;
    let claim = |tc: Option<&str>| {
        let mut t = tournament(Some(PINNED), tc);
        play(&mut t, "c6d4", 0);
        let events = heard(&mut t, Intent::ClaimIllegal(Color::White), 0);
        let e = events
            .iter()
            .find(|e| matches!(e, Event::IllegalClaimed { .. }))
            .expect("upheld")
            .clone();
        (t, e)
    };
    // Blitz: the move, why (the pin, with its article), B3c, the clocks.
    let (t, e) = claim(Some("180+2"));
    let en = claim_text(Lang::En, &t, &e).unwrap();
    let es = claim_text(Lang::Es, &t, &e).unwrap();
    assert!(en.starts_with("Nc6-d4: "), "{en}");
    assert!(es.starts_with("Cc6-d4: "), "{es}");
    let why = t.line().played[0].before.to_position().unwrap();
    let reason = escaque::rules::explain::explain(&why, Square::C6, Square::D4).unwrap();
    assert!(en.contains(reason.article()), "{en}");
    for s in [&en, &es] {
        assert!(s.contains("B3c"), "{s}");
    }
    assert!(
        en.contains("White wins") && en.contains("clocks stop"),
        "{en}"
    );
    assert!(
        es.contains("ganan las blancas") && es.contains("relojes"),
        "{es}"
    );
    // Rapid: restored, A4c, 6.14 for the clocks, two minutes.
    let (t, e) = claim(Some("900+10"));
    let en = claim_text(Lang::En, &t, &e).unwrap();
    assert!(
        en.contains("Appendix A4c") && en.contains("6.14") && en.contains("two minutes"),
        "{en}"
    );
    // Standard with a clock: at any time, 7.4, two minutes; without one, no time is given.
    let (t, e) = claim(Some("5400+30"));
    let es = claim_text(Lang::Es, &t, &e).unwrap();
    assert!(
        es.contains("en cualquier momento (Art. 7.4)") && es.contains("dos minutos"),
        "{es}"
    );
    let (t, e) = claim(None);
    let en = claim_text(Lang::En, &t, &e).unwrap();
    assert!(en.contains("without a clock nobody receives time"), "{en}");
    assert!(!en.contains("two minutes"), "{en}");
}

// ---------------------------------------------------------------------------------------------
// The rules guide's lessons on illegal moves (7.4, A4c, B3c) and their practice boards
// ---------------------------------------------------------------------------------------------

use escaque::table::practice::{Practice, Verdict};
use escaque::text::lessons::LESSONS;

fn lesson(id: &str) -> Practice {
    Practice::new(escaque::table::lessons::index_of(id).expect(id))
}

fn clicks(p: &mut Practice, squares: &[&str]) {
    for s in squares {
        p.click(Square::parse(s).unwrap());
    }
}

#[test]
fn the_guide_practises_illegal_moves_by_time_class() {
    for (id, article) in [
        ("illegal-standard", "7.4"),
        ("illegal-rapid", "A4c"),
        ("illegal-blitz", "B3c"),
    ] {
        let l = LESSONS.iter().find(|l| l.id == id).unwrap();
        for (text, title) in l.text.iter().zip(l.title) {
            assert!(
                text.contains(article) && title.contains(article),
                "{id}: {title}"
            );
        }
    }
    // 7.4: the pinned knight moves, White moves on, the claim still restores before the first.
    let mut p = lesson("illegal-standard");
    clicks(&mut p, &["c6", "d4"]);
    assert!(
        p.board().board.piece_at(Square::D4).is_some(),
        "the illegal move stands"
    );
    clicks(&mut p, &["a1", "a2", "e8", "d8"]);
    p.claim(Color::White);
    let a = p.at_board.as_ref().unwrap();
    assert_eq!((a.verdict, a.moves.len()), (Some(Verdict::Restored), 0));
    assert_eq!(p.board(), p.pos.to_setup_as_played());
    // The lesson done as written (issue 28): the knight, a move for White, then White claims with Black to move.
    // The claim belongs to White whoever is to move; the claim of Black, who moved illegally, is wrong.
    let mut p = lesson("illegal-standard");
    clicks(&mut p, &["c6", "d4", "a1", "a2"]);
    let mut black = p.clone();
    black.claim(Color::Black);
    assert_eq!(black.at_board.unwrap().verdict, Some(Verdict::Wrong));
    p.claim(Color::White);
    let a = p.at_board.as_ref().unwrap();
    assert_eq!((a.verdict, a.moves.len()), (Some(Verdict::Restored), 0));
    // A wrong claim.
    let mut p = lesson("illegal-standard");
    clicks(&mut p, &["e8", "d8"]);
    p.claim(Color::White);
    assert_eq!(p.at_board.as_ref().unwrap().verdict, Some(Verdict::Wrong));
    // A4c: castling through check, claimed at once: restored; a move later: too late.
    let mut p = lesson("illegal-rapid");
    clicks(&mut p, &["e1", "g1"]);
    assert!(p.at_board.as_ref().unwrap().moves[0].illegal);
    p.claim(Color::Black);
    assert_eq!(
        p.at_board.as_ref().unwrap().verdict,
        Some(Verdict::Restored)
    );
    assert!(p.at_board.as_ref().unwrap().moves.is_empty());
    clicks(&mut p, &["e1", "g1", "e8", "d8", "g1", "h1"]);
    // Now it is Black's move again: their claim of the castling comes after their own move.
    p.claim(Color::Black);
    assert_eq!(p.at_board.as_ref().unwrap().verdict, Some(Verdict::TooLate));
    // B3c: the king walks into the rook's rank; the claim wins and the board stops.
    let mut p = lesson("illegal-blitz");
    clicks(&mut p, &["e1", "e2"]);
    // The claim of White, who moved, finds no illegal move of Black's.
    let mut white = p.clone();
    white.claim(Color::White);
    assert_eq!(white.at_board.unwrap().verdict, Some(Verdict::Wrong));
    p.claim(Color::Black);
    assert_eq!(p.at_board.as_ref().unwrap().verdict, Some(Verdict::Won));
    clicks(&mut p, &["e8", "d8"]);
    assert_eq!(p.at_board.as_ref().unwrap().moves.len(), 1);
    // Other lessons keep the legal practice board.
    assert!(lesson("knight").at_board.is_none());
}

#[test]
fn touch_move_in_tournament_practice_says_nothing_on_legality() {
    use escaque::text::tournament::refusal_text;
    use escaque::text::Lang;
    let with_touch = |fen: &str| {
        let mut t = tournament(Some(fen), None);
        let settings = Settings {
            touch_move: true,
            ..t.settings()
        };
        heard(&mut t, Intent::Configure(settings), 0);
        t
    };
    // The pinned knight touched first binds (it has a movement), and another move is refused
    // without saying the knight has no legal move.
    let mut t = with_touch(PINNED);
    heard(&mut t, Intent::Touch(Square::C6), 0);
    let king = mv(&t, "e8d8");
    let r = refuse(&mut t, Intent::Play(king), 0);
    assert_eq!(
        r,
        Refusal::Touched {
            touched: Square::C6
        }
    );
    // King, then rook, where castling would pass an attacked square: the same words, no reason.
    let mut t = with_touch("4kr2/8/8/8/8/8/8/4K2R w K - 0 1");
    heard(&mut t, Intent::Touch(Square::E1), 0);
    let rook = mv(&t, "h1h2");
    let r = refuse(&mut t, Intent::Play(rook), 0);
    assert_eq!(
        r,
        Refusal::Touched {
            touched: Square::E1
        }
    );
    for lang in [Lang::Es, Lang::En] {
        let text = refusal_text(lang, r).unwrap();
        assert!(text.contains("e1") && text.contains("4.3a"), "{text}");
        assert!(
            !text.contains("legal") && !text.contains("jaque") && !text.contains("check"),
            "{text}"
        );
    }
}

/// `t` exported as the app does, read back as the import dialog does (strict first, then at the
/// board) and loaded through `Table::apply` onto a table with another game on it. The record's
/// `TimeControl` is `t`'s.
fn pgn_round_trip(t: &Table, controls: Option<Controls>) -> Table {
    let tc = match t.time_class() {
        TimeClass::Standard => "-",
        TimeClass::Rapid => "900+10",
        TimeClass::Blitz => "180+2",
    };
    let tags = [
        ("White".to_string(), "Ana".to_string()),
        ("Black".to_string(), "Luis".to_string()),
        ("Event".to_string(), "Club".to_string()),
        ("TimeControl".to_string(), tc.to_string()),
    ];
    let pgn = tournament::export_pgn(t, &tags, &[], &[]);
    let read = read_games_with(&pgn, ReadOptions::default());
    let game = match &read[0] {
        Ok(g) => g.clone(),
        Err(_) => read_games_with(&pgn, tournament::at_the_board())[0]
            .clone()
            .expect("read at the board"),
    };
    assert!(tournament::is_practice_record(&game), "{pgn}");
    let loaded = tournament::loaded_from_pgn(&game, controls).expect("loads");
    let mut back = tournament(None, None);
    play(&mut back, "e2e4", 0);
    heard(&mut back, Intent::Load(Box::new(loaded)), 10);
    back
}

/// What the table shows of a game: its record, line, board and marks, not its clock's times.
fn shown(t: &Table) -> impl PartialEq + std::fmt::Debug {
    let s = t.snapshot();
    (
        (s.position, s.board, s.turn, s.outcome, s.result, s.rules),
        (s.plies, s.offer, s.time_class, s.live, s.illegal_counts),
        t.game().moves().to_vec(),
        t.line()
            .removed
            .iter()
            .map(|r| {
                let moves = r.moves.iter().map(|p| (p.mv, p.by, p.illegal));
                (r.at, r.claimant, r.arbiter, moves.collect::<Vec<_>>())
            })
            .collect::<Vec<_>>(),
        t.line()
            .played
            .iter()
            .map(|p| (p.mv, p.by, p.illegal))
            .collect::<Vec<_>>(),
        t.line_marks(),
    )
}

#[test]
fn the_import_loads_its_own_tournament_export_as_the_table_was() {
    // Rapid: a move removed by a claim, then an illegal move that stood (the opponent moved on).
    let t = rapid_with_a_removed_and_a_stood_move();
    assert!(t.line_marks().contains(&Mark::Stood));
    let back = pgn_round_trip(&t, Some(controls("900+10")));
    assert_eq!(shown(&back), shown(&t));
    assert_eq!(back.game().rules(), RuleSet::Tournament);
    assert_eq!(back.turn(), t.turn());
    assert_eq!(
        (back.names().white.as_str(), back.names().black.as_str()),
        ("Ana", "Luis")
    );
    let imported = back.imported().expect("imported");
    assert_eq!(back.event_tags().event, "Club");
    assert!(
        imported
            .comments
            .iter()
            .all(|c| !c.contains("not claimed") && !c.contains("claimed by")),
        "the table marks its moves and notes its removals itself: {:?}",
        imported.comments
    );
    assert_eq!(back.line().removed.len(), 1, "the removal is back");
    // Play goes on from the line's board.
    let mut on = back.clone();
    play(&mut on, "a2a3", 20);
    assert_eq!(on.line().played.len(), t.line().played.len() + 1);
    // Exported again, it reads the same (no mark comment doubled).
    let again = tournament::export_pgn(&back, &[], &[], &back.imported().unwrap().comments);
    assert_eq!(again.matches("not claimed in time").count(), 1, "{again}");

    // Reviewed (no clock given): the record's TimeControl decides the class, so the marks too.
    let review = pgn_round_trip(&t, None);
    assert_eq!(review.time_class(), TimeClass::Rapid);
    assert_eq!(review.line_marks(), t.line_marks());

    // Over, blitz: the claim that won reads back as won by the claim, marked as claimed.
    let mut b = tournament(Some(PINNED), Some("180+2"));
    play(&mut b, "c6d4", 0);
    heard(&mut b, Intent::ClaimIllegal(Color::White), 0);
    let back = pgn_round_trip(&b, None);
    assert_eq!(back.game().outcome(), b.game().outcome());
    assert_eq!(back.line_marks(), vec![Mark::Claimed(Color::White)]);
    assert_eq!(back.board(), b.board());

    // A standard game whose record is legal but holds a removal is still a tournament record.
    let mut s = tournament(Some(PINNED), None);
    play(&mut s, "c6d4", 0);
    heard(&mut s, Intent::ClaimIllegal(Color::White), 0);
    play(&mut s, "c6e5", 0);
    heard(&mut s, Intent::ClaimIllegal(Color::White), 0);
    play(&mut s, "e8d8", 0);
    play(&mut s, "a1a8", 0);
    let back = pgn_round_trip(&s, None);
    assert_eq!(back.game().rules(), RuleSet::Tournament);
    assert_eq!(shown(&back), shown(&s));
    assert_eq!(
        back.snapshot().illegal_counts.black,
        2,
        "7.4b counts come back"
    );
    // A removal by the table itself (both kings in check, A4c) comes back as the arbiter's.
    let mut a = tournament(Some(BOTH_CHECK), Some("900+10"));
    play(&mut a, "a1a8", 1_000);
    play(&mut a, "e1d1", 2_000);
    assert!(a.line().removed[0].arbiter);
    let back_a = pgn_round_trip(&a, None);
    assert_eq!(shown(&back_a), shown(&a));
    // A third claimed illegal move loses, as it would have before the export (7.4b).
    let mut on = back.clone();
    play(&mut on, "d8c8", 0);
    play(&mut on, "a8a1", 0);
    play(&mut on, "c6e5", 0);
    heard(&mut on, Intent::ClaimIllegal(Color::White), 0);
    assert_eq!(
        on.game().outcome().map(|o| o.reason),
        Some(Reason::IllegalMove)
    );
}

#[test]
fn an_archived_tournament_game_with_a_stood_illegal_move_opens_as_it_was() {
    use escaque::table::archive::{check, Checked, Entry};
    let mut t = rapid_with_a_removed_and_a_stood_move();
    heard(&mut t, Intent::Resign(Color::White), 6_000);
    let pgn = tournament::export_pgn(&t, &[], &[], &[]);
    let e = Entry::of(1, &pgn);
    assert_eq!((e.plies, e.result.as_str()), (3, "0-1"), "{pgn}");
    let Checked::Sound(g) = check(&e, Some(&pgn)) else {
        panic!("the archive's own game reads as sound: {pgn}");
    };
    let loaded = tournament::loaded_from_pgn(&g, None).expect("loads");
    let mut back = tournament(None, None);
    heard(&mut back, Intent::Load(Box::new(loaded)), 10);
    assert_eq!(back.board(), t.board());
    assert_eq!(back.game().outcome(), t.game().outcome());
    assert_eq!(back.line_marks(), t.line_marks());
    // A record of another program with an illegal move is still no game (no PGN_NOTE).
    let start = pgn.find("{ Tournament practice").expect("the note");
    let end = start + pgn[start..].find('}').expect("its end") + 1;
    let stranger = [&pgn[..start], &pgn[end..]].concat();
    assert_eq!(Entry::of(2, &stranger).plies, 0, "{stranger}");
}

// The guide's practice boards said nothing when a move went well (issue 42): the success line names the move and,
// in the lessons about them, castling, the en passant capture and the promotion with their articles.
#[test]
fn a_practice_board_says_what_the_move_just_played_achieved() {
    use escaque::table::practice::Success;
    use escaque::text::{practice_success, Lang};
    let said = |p: &Practice, lang: Lang| {
        p.success()
            .map(|(what, before, m)| practice_success(lang, what, before, m))
    };
    let mut p = lesson("knight");
    assert_eq!(p.success(), None, "nothing before a move");
    clicks(&mut p, &["d4", "b5"]);
    assert_eq!(
        said(&p, Lang::Es).as_deref(),
        Some("Bien: Cb5 es una jugada legal.")
    );
    assert_eq!(
        said(&p, Lang::En).as_deref(),
        Some("Well done: Nb5 is a legal move.")
    );
    let mut p = lesson("castling");
    clicks(&mut p, &["e1", "c1"]);
    assert_eq!(p.success().map(|s| s.0), Some(Success::Castled));
    assert_eq!(
        said(&p, Lang::Es).as_deref(),
        Some("Bien: 0-0-0, enroque (Art. 3.8.ii).")
    );
    let mut p = lesson("en-passant");
    clicks(&mut p, &["d7", "d5", "e5", "d6"]);
    assert_eq!(p.success().map(|s| s.0), Some(Success::EnPassant));
    assert_eq!(
        said(&p, Lang::Es).as_deref(),
        Some("Bien: exd6 a.p., captura al paso (Art. 3.7d).")
    );
    let mut p = lesson("promotion");
    clicks(&mut p, &["e7", "e8"]);
    p.promote(escaque::rules::Role::Queen);
    assert_eq!(p.success().map(|s| s.0), Some(Success::Promoted));
    assert!(said(&p, Lang::En)
        .unwrap()
        .contains("promotion (Art. 3.7e)"));
    // Picking up a piece of the other side hands it the turn: the line about the last move goes.
    let mut p = lesson("knight");
    clicks(&mut p, &["d4", "b5", "a1"]);
    assert_eq!(p.success(), None);
    // The boards of the lessons on illegal moves say the claim's verdict instead.
    let mut p = lesson("illegal-standard");
    clicks(&mut p, &["c6", "d4"]);
    assert_eq!(p.success(), None);
}
