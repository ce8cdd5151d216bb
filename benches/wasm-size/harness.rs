//! Harness for benches/wasm-size/measure.sh: exports that reach every part of the rules engine.
#![allow(dangerous_implicit_autorefs, static_mut_refs)]
use escaque::rules::{san, Lang, Position, perft, explain, Square};
use escaque::text::explain::describe;
use escaque::game::{Game, RuleSet};
static mut BUF: [u8; 1024] = [0; 1024];
#[no_mangle] pub extern "C" fn buf() -> *mut u8 { &raw mut BUF as *mut u8 }
fn input(len: usize) -> String { unsafe { String::from_utf8_lossy(&(*(&raw const BUF))[..len.min(1024)]).into_owned() } }
fn output(s: &str) -> usize { let b = s.as_bytes(); let n = b.len().min(1024); unsafe { (*(&raw mut BUF))[..n].copy_from_slice(&b[..n]); } n }
/// FEN in, perft(depth) out.
#[no_mangle] pub extern "C" fn perft_fen(len: usize, depth: u32) -> u64 { Position::from_fen(&input(len)).map_or(0, |p| perft(&p, depth)) }
/// FEN + UCI moves in: final FEN, SAN list (both languages), outcome, claimable, explanation of e2e5.
#[no_mangle] pub extern "C" fn analyse(len: usize) -> usize {
    let text = input(len);
    let mut parts = text.split('|');
    let start = Position::from_fen(parts.next().unwrap_or("")).unwrap_or_default();
    let mut g = Game::new(start, RuleSet::Fide);
    let mut out = String::new();
    for m in parts.next().unwrap_or("").split_whitespace() {
        let pos = g.position().clone();
        if let Some(mv) = escaque::game::parse_uci(&pos, m) { out += &san(&pos, mv, Lang::En); out += &san(&pos, mv, Lang::Es); let _ = g.play(mv); }
    }
    out += &g.position().fen();
    if let Some(o) = g.outcome() { out += o.reason.as_str(); }
    for c in g.claimable() { out += c.as_str(); }
    if let Some(r) = explain::explain(g.position(), Square::E2, Square::E5) { out += &describe(&r, g.position(), Lang::Es); out += &describe(&r, g.position(), Lang::En); }
    output(&out)
}
