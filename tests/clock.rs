//! The clock through its public API only, as the game and the UI use it.

use escaque::clock::setup::PRESETS;
use escaque::clock::{format_clk, format_ms, Clock, Controls, Phase, Side, TimeClass, TimeControl};

/// A manual time source: the test decides what "now" is.
struct Time(u64);

impl Time {
    fn after(&mut self, ms: u64) -> u64 {
        self.0 += ms;
        self.0
    }
}

#[test]
fn clock_blitz_game_from_the_url_to_the_pgn() {
    // `?tc=180+2` arrives from URLSearchParams as "180 2".
    let controls = Controls::parse("180 2").unwrap().expect("a clock");
    assert_eq!(controls.to_string(), "180+2");
    assert_eq!(TimeClass::of(Some(&controls)), TimeClass::Blitz);
    let mut clock = Clock::from_controls(&controls);
    let mut time = Time(1_000);

    // 1. e4 with the clocks stopped starts Black's clock.
    clock.press(Side::White, time.after(0)).unwrap();
    for used in [4_000, 2_500, 7_200, 1_100] {
        let now = time.after(used);
        let side = clock.turn();
        clock.press(side, now).unwrap();
    }
    let now = time.0;
    assert_eq!(format_ms(clock.remaining(Side::White, now)), "3:02");
    assert_eq!(format_ms(clock.remaining(Side::Black, now)), "2:52");

    // The scoresheet's [%clk] comments.
    let clk: Vec<String> = clock
        .history()
        .iter()
        .map(|r| format!("[%clk {}]", format_clk(r.remaining_ms)))
        .collect();
    assert_eq!(
        clk,
        [
            "[%clk 0:03:02]",
            "[%clk 0:02:58]",
            "[%clk 0:03:01]",
            "[%clk 0:02:52]",
            "[%clk 0:03:02]"
        ]
    );

    // Saved after a change; the page reloads (time base back to 0) and resumes paused.
    let saved = clock.to_record(time.after(300));
    let mut clock = Clock::from_record(&saved, 40).unwrap();
    assert_eq!(clock.phase(), Phase::Paused);
    assert_eq!(clock.remaining(Side::Black, 40), 172_500);
    assert!(clock.resume(1_000));

    // The UI schedules the flag check; a move before the flag stands.
    let flag = clock.flag_time(Side::Black).unwrap();
    assert_eq!(flag, 1_000 + 172_500);
    assert_eq!(clock.flagged(flag - 1), None);
    assert_eq!(clock.flagged(flag), Some(Side::Black));
    let record = clock.press(Side::Black, flag - 1).unwrap();
    assert!(!record.flagged);
}

#[test]
fn clock_presets_are_ready_to_use() {
    for preset in PRESETS {
        let Some(tc) = TimeControl::parse(preset).unwrap() else {
            continue; // No clock.
        };
        let clock = Clock::new(tc.clone(), tc);
        assert_eq!(clock.phase(), Phase::Idle, "{preset}");
    }
}
