//! Pass and play: with `Settings::auto_flip` the table says the side to move sits at the bottom
//! after every move (and a takeback), the setting is saved, and without it the orientation chosen
//! stands.

mod common;

use common::{ok, play, table};
use escaque::game::RuleSet;
use escaque::table::{Intent, Settings, Table};

fn pass_and_play() -> Table {
    let mut t = table(None, RuleSet::Casual, None);
    let s = Settings {
        auto_flip: true,
        ..t.settings()
    };
    ok(&mut t, Intent::Configure(s), 0);
    t
}

#[test]
fn the_board_turns_to_the_side_to_move_after_every_move() {
    let mut t = pass_and_play();
    assert!(!t.snapshot().flipped, "White to move sits at the bottom");
    play(&mut t, "e2e4", 10);
    assert!(t.snapshot().flipped, "Black to move: Black at the bottom");
    play(&mut t, "e7e5", 20);
    assert!(!t.snapshot().flipped);
    ok(&mut t, Intent::Takeback, 30);
    assert!(
        t.snapshot().flipped,
        "a takeback gives the board back to Black"
    );
}

#[test]
fn a_game_from_a_position_with_black_to_move_starts_turned() {
    let mut t = table(Some("4k3/8/8/8/8/8/8/4K3 b - - 0 1"), RuleSet::Casual, None);
    assert!(!t.snapshot().flipped);
    let s = Settings {
        auto_flip: true,
        ..t.settings()
    };
    ok(&mut t, Intent::Configure(s), 0);
    assert!(t.snapshot().flipped);
}

#[test]
fn without_it_the_chosen_orientation_stands() {
    let mut t = table(None, RuleSet::Casual, None);
    let s = Settings {
        flipped: true,
        ..t.settings()
    };
    ok(&mut t, Intent::Configure(s), 0);
    play(&mut t, "e2e4", 10);
    assert!(t.snapshot().flipped);
    play(&mut t, "e7e5", 20);
    assert!(t.snapshot().flipped);
}

#[test]
fn the_setting_is_saved() {
    let mut t = pass_and_play();
    play(&mut t, "e2e4", 10);
    let text = t.to_record(20);
    assert!(text.lines().any(|l| l == "auto-flip 1"));
    let back = Table::from_record(&text, 30).unwrap();
    assert!(back.settings().auto_flip);
    assert!(back.snapshot().flipped);
    assert!(!table(None, RuleSet::Casual, None)
        .to_record(0)
        .contains("auto-flip"));
}
