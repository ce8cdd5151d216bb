//! `escaque-cli`: the rules engine from the command line (Contract 1 in docs/ARCHITECTURE.md).
//!
//! ```text
//! escaque-cli perft DEPTH [FEN]      leaf count
//! escaque-cli divide DEPTH [FEN]     "UCI: N" per root move, sorted, then "total: N"
//! escaque-cli analyse                JSON lines in, JSON lines out
//! escaque-cli pgn [FILE]             one JSON line per game
//! ```
//! It never panics on any input: bad lines give `{"error": …}` and the tool goes on.

use escaque::game::{parse_uci, Game, RuleSet};
use escaque::rules::pgn;
use escaque::rules::san::{san, Lang};
use escaque::rules::Position;
use serde_json::{json, Map, Value};
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  escaque-cli perft DEPTH [FEN]
  escaque-cli divide DEPTH [FEN]
  escaque-cli analyse            (JSON lines on stdin)
  escaque-cli pgn [FILE]         (PGN on stdin if no FILE)";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("escaque-cli: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let cmd = args.first().map(String::as_str).unwrap_or("");
    match cmd {
        "perft" | "divide" => {
            let depth: u32 = args
                .get(1)
                .ok_or_else(|| format!("{cmd}: missing DEPTH\n{USAGE}"))?
                .parse()
                .ok()
                .filter(|d| *d <= 12)
                .ok_or_else(|| format!("{cmd}: DEPTH must be a number from 0 to 12"))?;
            let fen = if args.len() > 2 {
                args[2..].join(" ")
            } else {
                "startpos".into()
            };
            let (pos, _) = read_position(&fen)?;
            let mut out = io::stdout().lock();
            if cmd == "perft" {
                writeln!(out, "{}", escaque::rules::perft(&pos, depth))
                    .map_err(|e| e.to_string())?;
            } else {
                let rows = escaque::rules::divide(&pos, depth.max(1));
                let mut total = 0;
                for (uci, n) in rows {
                    writeln!(out, "{uci}: {n}").map_err(|e| e.to_string())?;
                    total += n;
                }
                writeln!(out, "total: {total}").map_err(|e| e.to_string())?;
            }
            Ok(())
        }
        "analyse" | "analyze" => {
            let stdin = io::stdin().lock();
            let mut out = io::BufWriter::new(io::stdout().lock());
            for line in stdin.split(b'\n') {
                let line = line.map_err(|e| format!("cannot read stdin: {e}"))?;
                // A line that is not UTF-8 is refused by its first bad byte, never echoed as U+FFFD.
                let v = match std::str::from_utf8(&line) {
                    Ok(text) if text.trim().is_empty() => continue,
                    Ok(text) => analyse_line(text),
                    Err(e) => error(
                        format!(
                            "not UTF-8: byte 0x{:02X} at byte {} of the line",
                            line[e.valid_up_to()],
                            e.valid_up_to() + 1
                        ),
                        None,
                    ),
                };
                writeln!(out, "{v}").map_err(|e| e.to_string())?;
            }
            out.flush().map_err(|e| e.to_string())
        }
        "pgn" => {
            let mut bytes = Vec::new();
            match args.get(1) {
                Some(path) => {
                    bytes =
                        std::fs::read(path).map_err(|e| format!("pgn: cannot read {path}: {e}"))?;
                }
                None => {
                    io::stdin()
                        .lock()
                        .read_to_end(&mut bytes)
                        .map_err(|e| format!("cannot read stdin: {e}"))?;
                }
            }
            // UTF-16 after its mark; else UTF-8 line by line, a line that is not read as
            // Windows-1252 (Contract 2, rounds four and five): said on stderr, so stdout stays one
            // JSON line per game.
            let decoded = pgn::decode(&bytes);
            match decoded.encoding {
                pgn::Encoding::Utf8 | pgn::Encoding::Utf8Bom => {}
                pgn::Encoding::Windows1252 => {
                    eprintln!("pgn: not valid UTF-8, read as Windows-1252")
                }
                pgn::Encoding::Mixed => {
                    eprintln!("pgn: UTF-8 lines read as UTF-8, the others as Windows-1252")
                }
                pgn::Encoding::Utf16Le | pgn::Encoding::Utf16Be => {
                    eprintln!("pgn: read as {}", decoded.encoding.label())
                }
            }
            let mut out = io::BufWriter::new(io::stdout().lock());
            for (k, game) in pgn::read_games(&decoded.text).into_iter().enumerate() {
                writeln!(out, "{}", pgn_json(k, game)).map_err(|e| e.to_string())?;
            }
            out.flush().map_err(|e| e.to_string())
        }
        "" | "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command {other:?}\n{USAGE}")),
    }
}

/// Reads a FEN as the established libraries do (Contract 1): the position and the texts of what was
/// repaired or is odd about it.
fn read_position(fen: &str) -> Result<(Position, Vec<String>), String> {
    let fen = fen.trim();
    if fen == "startpos" || fen.is_empty() {
        return Ok((Position::new(), Vec::new()));
    }
    let (pos, warnings) = Position::from_fen_lenient(fen).map_err(|e| e.to_string())?;
    Ok((pos, warnings.iter().map(ToString::to_string).collect()))
}

fn error(msg: impl Into<String>, ply: Option<usize>) -> Value {
    json!({ "error": msg.into(), "ply": ply })
}

/// One `analyse` line: `{"fen": FEN | "startpos", "moves": [UCI…]}`.
fn analyse_line(text: &str) -> Value {
    let input: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => return error(format!("bad JSON: {e}"), None),
    };
    let Some(obj) = input.as_object() else {
        return error("expected a JSON object", None);
    };
    let fen = match obj.get("fen") {
        None | Some(Value::Null) => "startpos",
        Some(Value::String(s)) => s.as_str(),
        Some(_) => return error("\"fen\" must be a string", None),
    };
    let (start, warnings) = match read_position(fen) {
        Ok(p) => p,
        Err(e) => return error(e, None),
    };
    let moves: Vec<&str> = match obj.get("moves") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(a)) => {
            let mut v = Vec::with_capacity(a.len());
            for (i, m) in a.iter().enumerate() {
                match m.as_str() {
                    Some(s) => v.push(s),
                    None => return error(format!("move {} is not a string", i + 1), Some(i)),
                }
            }
            v
        }
        Some(_) => return error("\"moves\" must be an array of UCI strings", None),
    };
    let mut game = Game::new(start, RuleSet::Fide);
    let mut sans = Vec::with_capacity(moves.len());
    let mut sans_es = Vec::with_capacity(moves.len());
    for (i, uci) in moves.iter().enumerate() {
        let pos = game.position().clone();
        let Some(m) = parse_uci(&pos, uci) else {
            return error(
                format!("move {} {uci:?} is not legal in {}", i + 1, pos.fen()),
                Some(i),
            );
        };
        sans.push(san(&pos, m, Lang::En));
        sans_es.push(san(&pos, m, Lang::Es));
        // Moves after an automatic ending (a dead position, say) are still legal moves: keep going and
        // report the final position, as other rules engines do.
        if game.play_analysis(m).is_err() {
            return error(format!("move {} {uci:?} is not legal", i + 1), Some(i));
        }
    }
    let pos = game.position();
    let mut legal: Vec<String> = pos.legal_moves().iter().map(|m| m.uci()).collect();
    legal.sort();
    let outcome = match game.outcome() {
        Some(o) => json!({ "result": o.result.as_str(), "reason": o.reason.as_str() }),
        None => Value::Null,
    };
    let claimable: Vec<&str> = game.claimable().iter().map(|c| c.as_str()).collect();
    let mut out = json!({
        "fen": pos.fen(),
        "san": sans,
        "san_es": sans_es,
        "legal": legal,
        "check": pos.is_check(),
        "outcome": outcome,
        "claimable": claimable,
    });
    if !warnings.is_empty() {
        out["warnings"] = json!(warnings);
    }
    out
}

fn pgn_json(k: usize, game: Result<pgn::PgnGame, pgn::PgnError>) -> Value {
    match game {
        Ok(g) => {
            let mut tags = Map::new();
            for (name, value) in &g.tags {
                tags.insert(name.clone(), Value::String(value.clone()));
            }
            json!({
                "tags": tags,
                "moves": g.moves.len(),
                "fen": g.final_position().fen(),
                "result": g.result,
            })
        }
        Err(e) => json!({ "error": e.to_string(), "game": k + 1, "line": e.line }),
    }
}
