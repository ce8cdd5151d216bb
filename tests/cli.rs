//! The command-line face (Contract 1), run as a real process: perft, divide, analyse, pgn, and junk.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

fn cli(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_escaque-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn escaque-cli");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn perft_and_divide() {
    assert_eq!(cli(&["perft", "3"], "").1, "8902\n");
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(cli(&["perft", "2", kiwipete], "").1, "2039\n");
    let (code, out, _) = cli(&["divide", "2", kiwipete], "");
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 49);
    assert_eq!(lines.last(), Some(&"total: 2039"));
    assert!(lines.contains(&"e1g1: 43"), "{out}");
    let mut sorted = lines[..48].to_vec();
    sorted.sort();
    assert_eq!(sorted, lines[..48]);
}

#[test]
fn analyse_contract() {
    let input = concat!(
        r#"{"fen": "startpos", "moves": ["f2f3", "e7e5", "g2g4", "d8h4"]}"#,
        "\n",
        r#"{"fen": "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "moves": ["e5f6"]}"#,
        "\n",
        r#"{"fen": "8/8/8/8/8/2k5/8/4K2N w - - 0 1", "moves": []}"#,
        "\n",
        "not json\n",
        r#"{"fen": "startpos", "moves": ["e2e4", "e2e4"]}"#,
        "\n",
        r#"{"fen": "startpos", "moves": ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"]}"#,
        "\n",
    );
    let (code, out, _) = cli(&["analyse"], input);
    assert_eq!(code, 0);
    let v: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(v.len(), 6);
    assert_eq!(v[0]["san"], serde_json::json!(["f3", "e5", "g4", "Qh4#"]));
    assert_eq!(
        v[0]["san_es"],
        serde_json::json!(["f3", "e5", "g4", "Dh4#"])
    );
    assert_eq!(v[0]["outcome"]["result"], "0-1");
    assert_eq!(v[0]["outcome"]["reason"], "checkmate");
    assert_eq!(v[0]["legal"], serde_json::json!([]));
    assert_eq!(v[0]["check"], true);
    assert_eq!(v[1]["san"], serde_json::json!(["exf6"]));
    assert_eq!(v[1]["san_es"], serde_json::json!(["exf6 a.p."]));
    assert_eq!(v[2]["outcome"]["reason"], "insufficient_material");
    assert_eq!(v[2]["outcome"]["result"], "1/2-1/2");
    assert!(v[3]["error"].as_str().unwrap().contains("JSON"));
    assert_eq!(v[3]["ply"], Value::Null);
    assert_eq!(v[4]["ply"], 1);
    assert_eq!(
        v[5]["claimable"],
        serde_json::json!(["threefold_repetition"])
    );
    assert_eq!(v[5]["outcome"], Value::Null);
}

#[test]
fn pgn_games_and_errors() {
    let text = "[Event \"A\"]\n[White \"Tal\"]\n\n1. e4 e5 2. Nf3 {ok} Nc6 1-0\n\n[Event \"B\"]\n\n1. e4 Ke7?? 2. Qxx9 *\n\n1. d4 d5 *\n";
    let (code, out, _) = cli(&["pgn"], text);
    assert_eq!(code, 0);
    let v: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(v.len(), 3, "{out}");
    assert_eq!(v[0]["tags"]["White"], "Tal");
    assert_eq!(v[0]["moves"], 4);
    assert_eq!(v[0]["result"], "1-0");
    assert_eq!(v[1]["game"], 2);
    assert_eq!(v[1]["line"], 8);
    assert_eq!(
        v[2]["fen"],
        "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn junk_never_panics() {
    let junk = [
        "",
        "\u{0}\u{1}",
        "{}",
        "[]",
        "{\"fen\": 3}",
        "{\"moves\": \"e2e4\"}",
        "{\"moves\": [1, 2]}",
        "{\"fen\": \"8/8/8/8/8/8/8/8 w - - 0 1\"}",
        "{\"fen\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1\"}",
        "{\"fen\": \"startpos\", \"moves\": [\"e7e8q\", \"zzzz\", \"\"]}",
        "\u{feff}{\"fen\":\"startpos\"}",
    ];
    let (code, out, err) = cli(&["analyse"], &junk.join("\n"));
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("panicked"), "{err}");
    // Every non-blank line gets one JSON answer.
    assert_eq!(
        out.lines().count(),
        junk.iter().filter(|l| !l.trim().is_empty()).count()
    );
    for args in [
        vec!["perft"],
        vec!["perft", "-1"],
        vec!["divide", "2", "xx"],
        vec!["bogus"],
        vec!["pgn", "/nonexistent"],
    ] {
        let (code, _, err) = cli(&args, "");
        assert_eq!(code, 2, "{args:?}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let (code, _, err) = cli(
        &["pgn"],
        "((((((((((((( {{{{ [[[[ \"\" ]]]] 1. e4 ))))))\n%%%\n",
    );
    assert_eq!(code, 0);
    assert!(!err.contains("panicked"), "{err}");
}
