//! Files from anywhere (issue 44; Contract 2, round five): each defect a user moving files between
//! ChessBase, lichess, SCID and Escaque tripped over, shown with a file as another program writes
//! it (`tests/data/files/`, and the UTF-16 and mixed files of `tests/data/encodings/`, read in
//! `tests/pgn_encoding.rs`).

use escaque::game::RuleSet;
use escaque::rules::pgn::{read_games, write_game, PgnGame, PgnNote, CLOSE_BRACE_LOOKALIKE};
use escaque::rules::{FenWarning, Position, Setup};
use escaque::table::EventTags;
use escaque::text::Lang;
use std::io::Write;
use std::process::{Command, Stdio};

mod common;
use common::{data, load_pgn, table};

fn games(name: &str) -> Vec<PgnGame> {
    read_games(&data(name))
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

/// Movetext lines of a written game (after the blank line that ends the tags).
fn movetext(text: &str) -> Vec<&str> {
    text.split("\n\n").nth(1).unwrap_or("").lines().collect()
}

// --- Shredder-FEN and X-FEN -------------------------------------------------------------------

#[test]
fn shredder_and_x_fen_castling_fields_read_as_python_chess_reads_them() {
    // python-chess 1.11.2, chess.Board(fen).fen() of each.
    for (fen, expect) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w Hh - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R b HAa - 5 20",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQq - 5 20",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KH - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1",
        ),
    ] {
        // The strict reading (the CLI's `perft`, saves) and the lenient one (the editor, `?fen=`,
        // PGN `FEN` tags) alike.
        assert_eq!(Position::from_fen(fen).unwrap().fen(), expect, "{fen}");
        let (pos, warnings) = Position::from_fen_lenient(fen).unwrap();
        assert_eq!((pos.fen().as_str(), warnings.len()), (expect, 0), "{fen}");
    }
    // A right of a rook off its corner (Chess960) is no castling in this game: dropped and said in
    // the lenient reading (python-chess flags BAD_CASTLING_RIGHTS), refused with its square in the
    // strict one.
    let fen = "4k1r1/8/8/8/8/8/8/4K1R1 w Gg - 0 1";
    let (pos, warnings) = Position::from_fen_lenient(fen).unwrap();
    assert_eq!(pos.fen(), "4k1r1/8/8/8/8/8/8/4K1R1 w - - 0 1");
    assert_eq!(warnings.len(), 2);
    assert!(warnings
        .iter()
        .all(|w| matches!(w, FenWarning::Setup(_)) && w.to_string().starts_with("castling right")));
    let e = Position::from_fen(fen).unwrap_err();
    assert!(e.to_string().contains("g1"), "{e}");
    // Still refused: a letter that names no file.
    assert!(Setup::from_fen("4k3/8/8/8/8/8/8/4K3 w KZ - 0 1").is_err());
}

#[test]
fn a_pgn_fen_tag_in_shredder_fen_reads_and_its_games_play() {
    // As engines' GUIs (Shredder, Arena, cutechess) write a set-up start.
    let g = games("files/shredder_fen.pgn");
    assert_eq!(g.len(), 3);
    // Start and final positions as python-chess 1.11.2 reads the file.
    assert_eq!(
        g[0].start.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        g[0].final_position().fen(),
        "rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w - - 6 5"
    );
    assert_eq!(
        g[1].start.fen(),
        "r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w Kk - 0 1"
    );
    assert_eq!(
        g[1].final_position().fen(),
        "r4rk1/pppq1ppp/8/8/8/8/PPPQ1PPP/R4RK1 w - - 2 2"
    );
    // python-chess reads this one as Chess960 (its start "… w Kk"); the standard game has no
    // such castling, so the start has none; the moves and final position agree.
    assert_eq!(g[2].start.fen(), "4k1r1/8/8/8/8/8/8/4K1R1 w - - 0 1");
    assert_eq!(
        g[2].final_position().fen(),
        "5kr1/8/8/8/8/8/8/5KR1 w - - 2 2"
    );
    // Written back in the standard's own form, and read back the same.
    let text = write_game(&g[0]);
    // The initial position needs no `FEN` tag; the X-FEN one is written in KQkq form.
    assert!(!text.contains("[FEN"), "{text}");
    assert!(
        write_game(&g[1]).contains("[FEN \"r3k2r/pppq1ppp/8/8/8/8/PPPQ1PPP/R3K2R w Kk - 0 1\"]")
    );
    assert_eq!(read_games(&text)[0].as_ref().unwrap().moves, g[0].moves);
}

#[test]
fn the_cli_reads_shredder_fen_in_perft_and_analyse() {
    let run = |args: &[&str], stdin: &str| {
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
        String::from_utf8(out.stdout).unwrap()
    };
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w HAha - 0 1";
    assert_eq!(run(&["perft", "2", kiwipete], ""), "2039\n");
    let out = run(
        &["analyse"],
        r#"{"fen": "r3k2r/8/8/8/8/8/8/R3K2R w Hh - 0 1", "moves": ["e1g1"]}"#,
    );
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["fen"], "r3k2r/8/8/8/8/8/8/R4RK1 b k - 1 1");
    assert_eq!(v["san"][0], "O-O");
}

#[test]
fn analyse_never_echoes_u_fffd() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_escaque-cli"))
        .arg("analyse")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // A FEN typed in Windows-1252 (`é` is 0xE9).
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"{\"fen\": \"4k3/8/8/8/8/8/8/4K3 w \xE9 - 0 1\"}\n")
        .unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    assert!(!out.contains('\u{FFFD}'), "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["error"], "not UTF-8: byte 0xE9 at byte 32 of the line");
}

// --- A comment holding `}` --------------------------------------------------------------------

/// The comments of a movetext as a reader that ends a brace comment at its first `}` (python-chess,
/// SCID, pgn-extract: none reads a brace inside one) finds them, and what is left outside.
fn brace_reader(movetext: &str) -> (Vec<String>, String) {
    let mut comments = Vec::new();
    let mut outside = String::new();
    let mut rest = movetext;
    while let Some(i) = rest.find('{') {
        outside.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let end = after.find('}').unwrap_or(after.len());
        comments.push(
            after[..end]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        );
        rest = after.get(end + 1..).unwrap_or("");
    }
    outside.push_str(rest);
    (comments, outside)
}

#[test]
fn a_comment_holding_a_closing_brace_is_written_so_every_reader_keeps_it_and_the_moves() {
    // As a `;` comment (the PGN standard's rest-of-line comment, which may hold `}`), the way a
    // typed review comment and older exports wrote it.
    let g = games("files/brace_comment.pgn");
    assert_eq!(
        g[0].moves[2].comments_after,
        ["Black's reply {to be checked} was Nc6, not d6 }"]
    );
    let text = write_game(&g[0]);
    let body = movetext(&text).join("\n");
    // No `;` comment (pgn-extract drops the game's moves after one, python-chess drops it).
    assert!(!body.contains(';'), "{text}");
    let (comments, outside) = brace_reader(&body);
    let look = CLOSE_BRACE_LOOKALIKE;
    assert_eq!(
        comments,
        [format!(
            "Black's reply {{to be checked{look} was Nc6, not d6 {look}"
        )]
    );
    assert_eq!(
        outside.split_whitespace().collect::<Vec<_>>().join(" "),
        "1. e4 e5 2. Nf3 2... Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O 1-0"
    );
    // Escaque reads its own export back: the same moves, the comment with its look-alike, and
    // writes it again the same.
    let back = read_games(&text).remove(0).unwrap();
    assert_eq!(back.final_position(), g[0].final_position());
    assert_eq!(write_game(&back), text);
}

// --- Tags whole, Round "-", no TimeControl added, clocks in order, no break inside [%…] ----------

#[test]
fn an_imported_game_is_exported_with_its_tags_whole_and_its_clocks_in_order() {
    let source = data("files/long_tags.pgn");
    let g = read_games(&source).remove(0).unwrap();
    let event = g.tag("Event").unwrap().to_string();
    assert_eq!(event.chars().count(), 150);
    let white = g.tag("White").unwrap().to_string();
    let black = g.tag("Black").unwrap().to_string();
    assert!(white.chars().count() > 60 && black.chars().count() > 60);
    let board = g.tag("Board").unwrap().to_string();

    let mut t = table(None, RuleSet::Casual, None);
    load_pgn(&mut t, &source, false);
    assert_eq!(t.event_tags().event, event, "the table keeps it whole");
    let out = t.export_pgn("2026.01.01");
    let back = read_games(&out).remove(0).unwrap();
    // Every tag whole, Round "-" (PGN's "not applicable") kept, no time control invented.
    for (name, value) in [
        ("Event", event.as_str()),
        ("White", white.as_str()),
        ("Black", black.as_str()),
        ("Board", board.as_str()),
        ("Round", "-"),
        ("Site", "Buenos Aires ARG"),
        ("Date", "2025.11.02"),
    ] {
        assert_eq!(back.tag(name), Some(value), "{name}:\n{out}");
    }
    assert_eq!(back.tag("TimeControl"), None, "{out}");
    // Two readings in one comment keep their order, export after export.
    let first = &back.moves[0].comments_after;
    assert_eq!(first.join(" "), "[%clk 0:14:58] [%clk 0:14:57]", "{out}");
    let mut t2 = table(None, RuleSet::Casual, None);
    load_pgn(&mut t2, &out, false);
    assert_eq!(t2.export_pgn("2026.01.01"), out);
    // No line is broken inside a `[%…]` command, and each stays under 80 columns.
    for line in movetext(&out) {
        assert!(line.chars().count() < 80, "{line}");
        let opens = line.matches("[%").count();
        let closes = line.matches(']').count();
        assert_eq!(opens, closes, "a command cut: {line}\n{out}");
    }
    // A game made here with no clock says "-" (no time control), as before.
    let fresh = table(None, RuleSet::Casual, None).export_pgn("2026.01.01");
    assert!(fresh.contains("[TimeControl \"-\"]"), "{fresh}");
    // The field a person types is still held to the form's length.
    assert_eq!(EventTags::tidy(&event), event);
    assert_eq!(EventTags::tidy(" ? "), "");
    assert_eq!(EventTags::tidy("-"), "-");
}

#[test]
fn the_review_tree_keeps_two_readings_in_their_order() {
    use escaque::game::tree::Tree;
    let g = read_games(&data("files/long_tags.pgn")).remove(0).unwrap();
    let tree = Tree::from_pgn(&g);
    let pgn = tree.to_pgn(g.tags.clone(), &g.result);
    let text = write_game(&pgn);
    assert!(text.contains("{ [%clk 0:14:58] [%clk 0:14:57] }"), "{text}");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("{ Una jugada natural,"), "{text}");
}

// --- NAGs above $255 --------------------------------------------------------------------------

#[test]
fn a_nag_above_255_is_an_oddity_named_not_a_refusal() {
    let g = games("files/wide_nag.pgn");
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].moves.len(), 6);
    assert_eq!(g[0].result, "0-1");
    assert_eq!(g[0].moves[0].nags, [1]);
    assert_eq!(g[0].wide_nags, ["$300", "$1024"]);
    let notes = g[0].notes();
    assert_eq!(
        notes,
        [PgnNote::WideNags {
            nags: vec!["$300".into(), "$1024".into()]
        }]
    );
    use escaque::text::pgn::pgn_note;
    assert_eq!(
        pgn_note(Lang::Es, &notes[0]),
        "Se han omitido símbolos de anotación por encima de $255 ($300, $1024): ninguna norma les da significado."
    );
    assert_eq!(
        pgn_note(Lang::En, &notes[0]),
        "Annotation symbols above $255 were left out ($300, $1024): no standard gives them a meaning."
    );
}

// --- Round trips ------------------------------------------------------------------------------

#[test]
fn every_game_of_the_new_files_writes_and_reads_back_the_same() {
    use escaque::game::tree::Tree;
    use escaque::rules::pgn::decode;
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");
    let mut games = 0;
    for sub in ["files", "encodings"] {
        let mut names: Vec<_> = std::fs::read_dir(format!("{dir}{sub}"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        names.sort();
        for path in names {
            let text = decode(&std::fs::read(&path).unwrap()).text;
            for g in read_games(&text) {
                let g = g.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                let written = write_game(&g);
                let back = read_games(&written).remove(0).unwrap();
                assert_eq!(
                    back.final_position(),
                    g.final_position(),
                    "{}",
                    path.display()
                );
                // Every tag as it came; `SetUp`/`FEN` written from the start position itself
                // (KQkq for `HAha`; none for the initial position).
                let plain = |t: &[(String, String)]| -> Vec<(String, String)> {
                    t.iter()
                        .filter(|(n, _)| n != "SetUp" && n != "FEN")
                        .cloned()
                        .collect()
                };
                assert_eq!(plain(&back.tags), plain(&g.tags), "{}", path.display());
                assert_eq!(back.start, g.start, "{}", path.display());
                assert_eq!(write_game(&back), written, "{}", path.display());
                // The review's tree too; a `}` in a comment comes back as its look-alike, from then
                // on the same.
                let through = |t: &Tree| {
                    let text = write_game(&t.to_pgn(g.tags.clone(), &g.result));
                    Tree::from_pgn(&read_games(&text).remove(0).unwrap())
                };
                let tree = Tree::from_pgn(&g);
                let once = through(&tree);
                assert_eq!(through(&once), once, "{}", path.display());
                if !path.ends_with("brace_comment.pgn") {
                    assert_eq!(once, tree, "{}", path.display());
                }
                games += 1;
            }
        }
    }
    assert_eq!(games, 3 + 1 + 1 + 1 + 2 + 2 + 3 + 4);
}
