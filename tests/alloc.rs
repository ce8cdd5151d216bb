//! Memory across games (issue 41 item 4), in wasm32 where the app runs: a counting allocator wraps the system one
//! and keeps the bytes live now; 100 games played through the table model, as the page plays them (every move an
//! intent with the clock running, the snapshot, the save record and the PGN export read after each change), must
//! leave as many bytes live after game 100 as after game 10, give or take a small bound. Deterministic: the games,
//! the clock's times and the order of every allocation are the same on every run.
//!
//! Run by scripts/test.sh's wasm step (`--test alloc`), in Node.js (no DOM needed).
#![cfg(target_arch = "wasm32")]

use escaque::clock::Controls;
use escaque::game::{parse_uci, Game, RuleSet};
use escaque::rules::{Color, Position};
use escaque::table::{Intent, Table};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};
use wasm_bindgen_test::*;

/// The system allocator, counting the bytes it has handed out and not yet taken back.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to `System` unchanged; the counter only follows the sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
            LIVE.fetch_add(new_size, Ordering::Relaxed);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The games, in turn: two mates and a draw claimed by repetition (the threefold comes with the eighth ply).
const GAMES: [&str; 3] = [
    "f2f3 e7e5 g2g4 d8h4",
    "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7",
    "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
];

/// Plays one game on the table, reading what the page reads after each change; returns the time reached.
fn play(t: &mut Table, moves: &str, mut now: u64) -> u64 {
    for (i, uci) in moves.split(' ').enumerate() {
        now += 1_000 + 137 * i as u64;
        let m = parse_uci(t.game().position(), uci).expect("a legal move of the game");
        if i == 2 {
            // An offer made after a move and declined by the player on move, as players do.
            let by = t.turn().other();
            t.apply(Intent::OfferDraw(by), now).expect("an offer");
            t.apply(Intent::DeclineDraw(by.other()), now)
                .expect("declined");
        }
        t.apply(Intent::Play(m), now).expect("the move is heard");
        read(t, now);
    }
    if !t.game().is_over() {
        now += 500;
        let by = t.turn();
        t.apply(Intent::ClaimDraw(by), now)
            .expect("the repetition claimed");
        read(t, now);
    }
    assert!(t.game().is_over(), "the game ended: {moves}");
    let pgn = t.export_pgn("2026.11.28");
    assert!(pgn.contains("[Result"), "the export has its result");
    now
}

/// What the page reads from the table after a change: the snapshot, the save record, the PGN.
fn read(t: &Table, now: u64) {
    std::hint::black_box(t.snapshot());
    let record = t.to_record(now);
    assert!(!record.is_empty());
}

/// Plays 100 games, keeping `leak` bytes of each for ever (the check of the instrument); the live bytes after each.
fn hundred_games(leak: usize) -> Vec<usize> {
    let controls = Controls::parse("300+2").ok().flatten().expect("a clock");
    let mut t = Table::new(
        Game::new(Position::new(), RuleSet::Fide),
        Some(controls.clone()),
    );
    let mut now = 0;
    let mut live = Vec::with_capacity(100);
    for n in 1..=100usize {
        now = play(&mut t, GAMES[n % GAMES.len()], now);
        if leak > 0 {
            std::mem::forget(vec![0u8; leak]);
        }
        // A new game the two ways the page starts one: the same settings, or a rematch with colours swapped.
        let next = if n % 2 == 0 {
            Intent::NewGame {
                start: Position::new(),
                rules: RuleSet::Fide,
                controls: Some(controls.clone()),
            }
        } else {
            Intent::Rematch
        };
        now += 2_000;
        t.apply(next, now).expect("a new game");
        read(&t, now);
        assert_eq!(t.game().moves().len(), 0);
        assert_eq!(t.turn(), Color::White);
        live.push(LIVE.load(Ordering::Relaxed));
    }
    live
}

/// The bound on what game 100 may hold beyond game 10: less than one move's worth of record.
const BOUND: usize = 512;

#[wasm_bindgen_test]
fn a_hundred_games_leave_no_more_memory_live_than_ten() {
    let live = hundred_games(0);
    // Games 10 and 100 are the same game (the three alternate, and so do new game and rematch): the table holds
    // the same then, unless something is kept per game.
    let (after10, after100) = (live[9], live[99]);
    console_log!("live bytes after game 10: {after10}, after game 100: {after100}");
    let per_game = after100.saturating_sub(after10) / 90;
    assert!(
        after100 <= after10 + BOUND,
        "live bytes grew from {after10} after game 10 to {after100} after game 100 (about {per_game} a game): {live:?}"
    );
}

#[wasm_bindgen_test]
fn the_count_sees_a_game_that_keeps_a_few_bytes() {
    // The same games, each keeping 64 bytes: the test above would fail on such a table.
    let live = hundred_games(64);
    assert!(
        live[99] > live[9] + BOUND,
        "64 bytes kept a game for 90 games: {} then {}",
        live[9],
        live[99]
    );
    assert!(live[99] >= live[9] + 90 * 64);
}
