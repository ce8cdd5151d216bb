//! The play path alone (`Table::PLAY_PATH`, what the web app's first module hears until every procedure has come,
//! issue 32) hears each of its intents exactly as every procedure does, and refuses the others.

use escaque::game::{parse_uci, Game, RuleSet};
use escaque::rules::{Color, Position, Square};
use escaque::table::{Intent, Procedures, Refusal, Settings, Table};

mod common;
use common::controls;

/// Two tables in the same state, one hearing every procedure and one the play path alone.
struct Twins {
    every: Table,
    play: Table,
}

impl Twins {
    fn new(fen: Option<&str>, rules: RuleSet, tc: Option<&str>, settings: Settings) -> Twins {
        let start = fen.map_or_else(Position::new, |f| Position::from_fen(f).unwrap());
        let mut t = Table::new(Game::new(start, rules), tc.map(controls));
        t.apply(Intent::Configure(settings), 0).unwrap();
        Twins {
            every: t.clone(),
            play: t,
        }
    }

    /// Hears `intent` on both; both answer alike and stay alike.
    fn hear(&mut self, intent: Intent, now: u64) -> Result<(), Refusal> {
        assert!(intent.is_play(), "{intent:?} is on the play path");
        let hear = |t: &mut Table, with: Procedures| t.apply_with(intent.clone(), now, with);
        let every = hear(&mut self.every, Table::EVERY_PROCEDURE);
        let play = hear(&mut self.play, Table::PLAY_PATH);
        assert_eq!(play, every, "{intent:?} at {now}");
        assert_eq!(
            self.play.snapshot(),
            self.every.snapshot(),
            "after {intent:?}"
        );
        assert_eq!(self.play.revision(), self.every.revision());
        every.map(|_| ())
    }

    /// Plays `uci` (legal or not on the board: an illegal one is an attempt the table refuses).
    fn play(&mut self, uci: &str, now: u64) -> Result<(), Refusal> {
        match parse_uci(self.every.game().position(), uci) {
            Some(m) => self.hear(Intent::Play(m), now),
            None => {
                let from = Square::parse(&uci[..2]).unwrap();
                self.hear(Intent::Touch(from), now)
            }
        }
    }
}

#[test]
fn moves_refusals_and_the_end_of_a_game_are_heard_alike() {
    let mut t = Twins::new(None, RuleSet::Fide, None, Settings::default());
    for uci in ["f2f3", "e7e5", "g2g4"] {
        t.play(uci, 1_000).unwrap();
    }
    // Fool's mate: the game ends, and nothing more is played.
    t.play("d8h4", 2_000).unwrap();
    assert!(t.every.game().is_over());
    assert_eq!(t.play("a2a3", 3_000), Err(Refusal::GameOver));
}

#[test]
fn touch_move_binds_alike() {
    let settings = Settings {
        touch_move: true,
        ..Settings::default()
    };
    let mut t = Twins::new(None, RuleSet::Fide, None, settings);
    t.hear(Intent::Touch(Square::parse("g1").unwrap()), 500)
        .unwrap();
    // The touched knight must move: the pawn is refused on both.
    let e4 = parse_uci(t.every.game().position(), "e2e4").unwrap();
    assert!(t.hear(Intent::Play(e4), 600).is_err());
    t.play("g1f3", 700).unwrap();
}

#[test]
fn the_clock_starts_runs_and_a_flag_falls_alike() {
    let mut t = Twins::new(None, RuleSet::Fide, Some("60+0"), Settings::default());
    t.hear(Intent::StartClock, 1_000).unwrap();
    t.play("e2e4", 3_000).unwrap();
    t.play("e7e5", 5_000).unwrap();
    t.hear(Intent::CheckFlags, 30_000).unwrap();
    assert!(!t.every.game().is_over());
    // White's minute runs out while White thinks.
    t.hear(Intent::CheckFlags, 70_000).unwrap();
    assert!(t.every.game().is_over(), "White's flag fell");
}

#[test]
fn clock_only_presses_are_heard_alike() {
    let settings = Settings {
        clock_only: true,
        ..Settings::default()
    };
    let mut t = Twins::new(None, RuleSet::Fide, Some("300+2"), settings);
    t.hear(Intent::StartClock, 0).unwrap();
    t.hear(Intent::PressClock(Color::White), 4_000).unwrap();
    // Not Black's turn to have pressed for White: refused alike.
    assert!(t.hear(Intent::PressClock(Color::White), 5_000).is_err());
    t.hear(Intent::PressClock(Color::Black), 9_000).unwrap();
}

#[test]
fn off_the_play_path_the_play_path_refuses_and_changes_nothing() {
    let mut t = Table::new(Game::new(Position::new(), RuleSet::Fide), None);
    let before = t.snapshot();
    for intent in [
        Intent::OfferDraw(Color::White),
        Intent::Resign(Color::White),
        Intent::ClaimDraw(Color::White),
        Intent::Fresh,
    ] {
        assert!(!intent.is_play());
        assert_eq!(
            t.apply_with(intent.clone(), 1_000, Table::PLAY_PATH),
            Err(Refusal::NotAMove),
            "{intent:?}"
        );
        assert_eq!(t.snapshot(), before);
        // Every procedure hears it (and may refuse it for a reason of its own).
        assert_ne!(t.clone().apply(intent, 1_000), Err(Refusal::NotAMove));
    }
}
