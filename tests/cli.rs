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

fn analyse(lines: &[&str]) -> Vec<Value> {
    let (code, out, err) = cli(&["analyse"], &lines.join("\n"));
    assert_eq!(code, 0, "{err}");
    let v: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(v.len(), lines.len(), "{out}");
    v
}

#[test]
fn analyse_reads_fen_as_other_libraries_and_warns() {
    let v = analyse(&[
        r#"{"fen": "4k3/8/8/8/8/8/8/R3K2R"}"#,
        r#"{"fen": "4k3/8/8/8/8/8/8/R3K2R w KQkq e6 0 0", "moves": ["e1g1"]}"#,
        r#"{"fen": "4k3/8/3N4/1B6/8/8/8/K3R3 b - - 0 1"}"#,
        r#"{"fen": "kBQQQQQQ/BR5Q/Q6Q/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1"}"#,
        r#"{"fen": "startpos", "moves": ["e2e4"]}"#,
        r#"{"fen": "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"}"#,
        r#"{"fen": "8/8/8/8/8/1NN5/8/k1K5 w - - 0 1"}"#,
        r#"{"fen": "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"}"#,
        r#"{"fen": "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"}"#,
    ]);
    // Placement only: white to move, no castling, no en passant, 0 1.
    assert_eq!(v[0]["fen"], "4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert_eq!(
        v[0]["warnings"],
        serde_json::json!(["only the piece placement was given: read as w - - 0 1"])
    );
    // Rights without their rook dropped, the impossible e6 dropped, fullmove 0 read as 1; the
    // rights that stand are playable.
    assert_eq!(v[1]["san"], serde_json::json!(["O-O"]));
    assert_eq!(v[1]["fen"], "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
    assert_eq!(
        v[1]["warnings"],
        serde_json::json!([
            "castling right k dropped: the king or the rook is not on its starting square",
            "castling right q dropped: the king or the rook is not on its starting square",
            "en passant square e6 dropped: no double step could have left it",
            "fullmove number 0 read as 1"
        ])
    );
    // A triple check: accepted, only the king moves.
    assert_eq!(v[2]["legal"], serde_json::json!(["e8d8", "e8f8"]));
    assert_eq!(v[2]["check"], true);
    assert_eq!(
        v[2]["warnings"],
        serde_json::json!(["a check no legal move can give: 3 pieces give check"])
    );
    // More material than a game can reach, and more than 256 legal moves.
    assert_eq!(v[3]["legal"].as_array().unwrap().len(), 270);
    assert_eq!(
        v[3]["warnings"],
        serde_json::json!(["white has more material than a game can reach"])
    );
    // Nothing to say: no field at all.
    for ok in &v[4..6] {
        assert!(ok.get("warnings").is_none(), "{ok}");
        assert!(ok.get("error").is_none(), "{ok}");
    }
    assert_eq!(
        v[5]["fen"],
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
    );
    // Refused: what cannot be played.
    assert!(v[6]["error"]
        .as_str()
        .unwrap()
        .contains("the side not to move is in check"));
    assert!(v[7]["error"]
        .as_str()
        .unwrap()
        .contains("more than one king"));
    assert!(v[8]["error"].as_str().unwrap().contains("back rank"));
    for e in &v[6..] {
        assert_eq!(e["ply"], Value::Null);
        assert!(e.get("warnings").is_none());
    }
}

#[test]
fn claimable_is_empty_once_the_game_is_over() {
    let dance = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let fivefold: Vec<&str> = dance.iter().cycle().take(16).copied().collect();
    let fivefold = serde_json::json!({ "fen": "startpos", "moves": fivefold }).to_string();
    let v = analyse(&[
        // Mate with the fifty moves long past.
        r#"{"fen": "7k/6Q1/6K1/8/8/8/8/8 b - - 120 100"}"#,
        // Stalemate likewise.
        r#"{"fen": "7k/5Q2/6K1/8/8/8/8/8 b - - 110 90"}"#,
        // Insufficient material likewise.
        r#"{"fen": "8/8/8/4k3/8/8/8/4K3 w - - 100 80"}"#,
        // Fivefold repetition (threefold was claimable on the way).
        &fivefold,
        // Mate by a move that completes the fifty.
        r#"{"fen": "7k/8/6K1/8/8/8/8/5Q2 w - - 99 80", "moves": ["f1f8"]}"#,
        // Still on: the claims stand.
        r#"{"fen": "8/8/8/4k3/8/8/3Q4/4K3 w - - 100 80"}"#,
    ]);
    let reasons = [
        "checkmate",
        "stalemate",
        "insufficient_material",
        "fivefold_repetition",
        "checkmate",
    ];
    for (out, reason) in v.iter().zip(reasons) {
        assert_eq!(out["outcome"]["reason"], reason, "{out}");
        assert_eq!(out["claimable"], serde_json::json!([]), "{out}");
    }
    assert_eq!(v[5]["outcome"], Value::Null);
    assert_eq!(v[5]["claimable"], serde_json::json!(["fifty_moves"]));
}

#[test]
fn pgn_separation_from_the_command_line() {
    let text = concat!(
        "[Event \"A\"]\n\n1. e4 e5 1-0 {after the result}\n\n",
        "[Event \"Tags only\"]\n[Result \"*\"]\n\n",
        "[Event \"B\"]\n[Wh?te \"skipped\"]\n\n1. d4\n\nd5 *\n\n",
        "1. c4 *\n\n1. Nf3 Nf6\n\n1. g3 g6\n",
    );
    let (code, out, _) = cli(&["pgn"], text);
    assert_eq!(code, 0);
    let v: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let events: Vec<&Value> = v.iter().map(|g| &g["tags"]["Event"]).collect();
    assert_eq!(
        events,
        [
            &Value::from("A"),
            &Value::from("Tags only"),
            &Value::from("B"),
            &Value::Null,
            &Value::Null,
            &Value::Null
        ],
        "{out}"
    );
    let moves: Vec<u64> = v.iter().map(|g| g["moves"].as_u64().unwrap()).collect();
    assert_eq!(moves, [2, 0, 2, 1, 2, 2], "{out}");
    assert_eq!(v[2]["tags"].as_object().unwrap().len(), 1, "{out}");
    assert_eq!(
        v[5]["fen"],
        "rnbqkbnr/pppppp1p/6p1/8/8/6P1/PPPPPP1P/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn pgn_reads_letters_a_whole_game_at_a_time() {
    // English first (Morphy's Opera game, R the rook), a Spanish-lettered game (R the king), and a
    // game that reads both ways, which is an error in English text (Contract 1).
    let data = |name: &str| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/letters/").to_string() + name;
        std::fs::read_to_string(path).unwrap()
    };
    let text = [
        data("opera_game.pgn"),
        data("lasker_thomas_es.pgn"),
        "[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. Rd1 Rf8 *\n".to_string(),
    ]
    .join("\n");
    let (code, out, _) = cli(&["pgn"], &text);
    assert_eq!(code, 0);
    let v: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(v.len(), 3, "{out}");
    assert_eq!(v[0]["moves"], 33);
    assert_eq!(
        v[0]["fen"],
        "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"
    );
    assert_eq!(v[1]["moves"], 35);
    assert_eq!(
        v[1]["fen"],
        "rn3r2/pbppq1p1/1p2pN2/8/3P2NP/6P1/PPPKBP1R/R5k1 b - - 6 18"
    );
    assert_eq!(v[2]["game"], 3);
    let error = v[2]["error"].as_str().unwrap();
    assert!(
        error.starts_with("game 3, line 30, column 4: move 1 (white): `Rd1`: a rook move (Rd1)"),
        "{error}"
    );
}
