//! The game record as a tree (issue 30): reader → tree → writer → reader gives the same tree, on the
//! files of `tests/data` and on annotated games written here; the tree's edits.

use escaque::game::tree::{Comment, NodePath, Shape, ShapeColor, Tree, TreeError};
use escaque::rules::{read_games, write_game, PgnGame, Position, Square};

mod common;
use common::data;

/// A teacher's annotated game: a comment before move 1, comments after moves, NAGs in both forms,
/// nested variations with comments before their first move, shapes and clock readings.
const ANNOTATED: &str = r#"[Event "Clase 3"]
[Site "Tucumán"]
[Date "2025.03.14"]
[Round "1"]
[White "Ana"]
[Black "Luis"]
[Result "1-0"]

{Una partida de la clase.} 1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58.5]} 2. Nf3 $1
(2. f4 {El gambito} exf4 3. Nf3 $1 (3. Bc4 Qh4+ 4. Kf1 (4. g3?? fxg3) 4... d6) 3... g5)
2... Nc6!? {[%csl Ge5,Rd4][%cal Gf3e5,Bb8c6] Defiende} 3. Bb5 a6?! 4. Ba4 ({Mejor} 4. Bxc6 dxc6 $14) 4... Nf6
5. O-O! $18 {[%eval 0.3] Blancas mejor [%clk 0:04:10]} 1-0
"#;

fn read_one(text: &str) -> PgnGame {
    read_games(text)
        .into_iter()
        .next()
        .expect("a game")
        .unwrap_or_else(|e| panic!("{e}"))
}

/// The tree of the game read back after writing it.
fn again(tree: &Tree, pgn: &PgnGame) -> Tree {
    let written = write_game(&tree.to_pgn(pgn.tags.clone(), &pgn.result));
    Tree::from_pgn(&read_one(&written))
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

#[test]
fn an_annotated_game_keeps_everything_through_the_tree() {
    let pgn = read_one(ANNOTATED);
    let tree = Tree::from_pgn(&pgn);
    assert_eq!(tree.comment.text, "Una partida de la clase.");
    let main: Vec<&str> = tree.main_line().iter().map(|n| n.san.as_str()).collect();
    assert_eq!(
        main,
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O"]
    );
    let line = tree.main_line();
    assert_eq!(line[0].comment.clock, Some(300_000));
    assert_eq!(line[1].comment.clock, Some(298_500));
    assert_eq!(line[2].nags, [1]);
    assert_eq!(line[3].nags, [5]);
    assert_eq!(line[3].comment.text, "Defiende");
    assert_eq!(
        line[3].comment.shapes,
        [
            Shape {
                color: ShapeColor::Green,
                from: sq("e5"),
                to: sq("e5")
            },
            Shape {
                color: ShapeColor::Red,
                from: sq("d4"),
                to: sq("d4")
            },
            Shape {
                color: ShapeColor::Green,
                from: sq("f3"),
                to: sq("e5")
            },
            Shape {
                color: ShapeColor::Blue,
                from: sq("b8"),
                to: sq("c6")
            },
        ]
    );
    assert_eq!(line[5].nags, [6]);
    assert_eq!(line[8].nags, [1, 18]);
    assert_eq!(line[8].comment.text, "[%eval 0.3] Blancas mejor");
    assert_eq!(line[8].comment.clock, Some(250_000));
    // 2. f4 is a variation to 2. Nf3, with its own nested variations.
    let f4 = tree.node(&NodePath(vec![0, 0, 1])).unwrap();
    assert_eq!(f4.san, "f4");
    assert_eq!(f4.comment.text, "El gambito");
    let bc4 = tree.node(&NodePath(vec![0, 0, 1, 0, 1])).unwrap();
    assert_eq!(bc4.san, "Bc4");
    let g3 = tree.node(&NodePath(vec![0, 0, 1, 0, 1, 0, 1])).unwrap();
    assert_eq!((g3.san.as_str(), g3.nags.as_slice()), ("g3", &[4u8][..]));
    let bxc6 = tree.node(&NodePath(vec![0, 0, 0, 0, 0, 0, 1])).unwrap();
    assert_eq!((bxc6.san.as_str(), bxc6.before.as_str()), ("Bxc6", "Mejor"));
    assert_eq!(bxc6.children[0].nags, [14]);
    assert_eq!(again(&tree, &pgn), tree);
    let line = tree.to_line();
    assert!(
        line.starts_with("c:Una%20partida%20de%20la%20clase. m:e2e4 k:300000 m:e7e5 k:298500"),
        "{line}"
    );
    assert_eq!(
        Tree::from_line(pgn.start.clone(), &line),
        Some(tree.clone())
    );
    assert_eq!(Tree::from_line(pgn.start.clone(), "m:e2e4 )"), None);
    assert_eq!(Tree::from_line(pgn.start.clone(), "m:e2e5"), None);
}

#[test]
fn the_annotated_game_is_written_in_the_standard_form() {
    let pgn = read_one(ANNOTATED);
    let tree = Tree::from_pgn(&pgn);
    let written = write_game(&tree.to_pgn(pgn.tags.clone(), &pgn.result));
    let movetext: String = written
        .lines()
        .filter(|l| !(l.starts_with('[') && l.ends_with("\"]")))
        .collect::<Vec<_>>()
        .join(" ");
    let expected = "{ Una partida de la clase. } 1. e4 { [%clk 0:05:00] } 1... e5 \
{ [%clk 0:04:58.5] } 2. Nf3 $1 (2. f4 { El gambito } 2... exf4 3. Nf3 $1 (3. Bc4 Qh4+ 4. Kf1 \
(4. g3 $4 fxg3) 4... d6) 3... g5) 2... Nc6 $5 { Defiende [%csl Ge5,Rd4] [%cal Gf3e5,Bb8c6] } \
3. Bb5 a6 $6 4. Ba4 ({ Mejor } 4. Bxc6 dxc6 $14) 4... Nf6 5. O-O $1 $18 \
{ [%eval 0.3] Blancas mejor [%clk 0:04:10] } 1-0";
    assert_eq!(movetext.trim(), expected);
}

#[test]
fn every_game_of_the_data_files_reads_back_as_the_same_tree() {
    let mut files = vec![
        "games.pgn".to_string(),
        "pgn/syntax_tour.pgn".to_string(),
        "pgn/crlf_bom.pgn".to_string(),
    ];
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn_edge_cases");
    for e in std::fs::read_dir(dir).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().to_string();
        if name.ends_with(".pgn") {
            files.push(format!("pgn_edge_cases/{name}"));
        }
    }
    let mut games = 0;
    for f in files {
        let text = data(&f);
        for pgn in read_games(&text).into_iter().flatten() {
            let tree = Tree::from_pgn(&pgn);
            assert_eq!(again(&tree, &pgn), tree, "{f}: {:?}", pgn.tags);
            // The save's compact form reads back the same too.
            assert_eq!(
                Tree::from_line(pgn.start.clone(), &tree.to_line()).as_ref(),
                Some(&tree)
            );
            games += 1;
        }
    }
    assert!(games > 10_929);
}

#[test]
fn the_syntax_tour_keeps_its_nested_variations_and_game_comment() {
    let pgn = read_one(&data("pgn/syntax_tour.pgn"));
    let tree = Tree::from_pgn(&pgn);
    assert_eq!(tree.comment.text, "The game comment.");
    let walk = tree.walk();
    assert!(walk.iter().any(|(_, depth)| *depth == 2), "{walk:?}");
}

#[test]
fn a_comment_takes_apart_shapes_clock_and_keeps_the_rest() {
    let c = Comment::parse(&[
        "a [%cal Ge2e4,Rd2d4] [%clk 1:00:00] b",
        "[%csl Yh8] [%cal bad]",
    ]);
    assert_eq!(c.text, "a b [%cal bad]");
    assert_eq!(c.clock, Some(3_600_000));
    assert_eq!(c.shapes.len(), 3);
    assert_eq!(
        c.to_pgn(),
        "a b [%cal bad] [%csl Yh8] [%cal Ge2e4,Rd2d4] [%clk 1:00:00]"
    );
    // A circle in `[%cal]` is not an arrow: the command stays text.
    assert_eq!(Comment::parse(&["[%cal Ge4]"]).text, "[%cal Ge4]");
    assert!(Comment::parse(&["  "]).is_empty());
}

#[test]
fn a_move_in_review_goes_to_the_record_or_starts_a_variation() {
    let pgn = read_one("1. e4 e5 2. Nf3 Nc6 *");
    let mut tree = Tree::from_pgn(&pgn);
    let pos = tree.position(&NodePath::main(1)).unwrap();
    let e5 = escaque::game::parse_uci(&pos, "e7e5").unwrap();
    let c5 = escaque::game::parse_uci(&pos, "c7c5").unwrap();
    // The next move on the record: just go there.
    assert_eq!(tree.play(&NodePath::main(1), e5), Ok(NodePath::main(2)));
    // Another: a new variation, the main line kept.
    let v = tree.play(&NodePath::main(1), c5).unwrap();
    assert_eq!(v, NodePath(vec![0, 1]));
    assert_eq!(tree.main_moves().len(), 4);
    assert_eq!(tree.node(&v).unwrap().san, "c5");
    // Played again, the same variation.
    assert_eq!(tree.play(&NodePath::main(1), c5), Ok(v.clone()));
    // A move from the variation continues it.
    let after = tree.position(&v).unwrap();
    let nf3 = escaque::game::parse_uci(&after, "g1f3").unwrap();
    let v2 = tree.play(&v, nf3).unwrap();
    assert_eq!(v2, NodePath(vec![0, 1, 0]));
    // Not legal there.
    assert_eq!(tree.play(&v2, nf3), Err(TreeError::Illegal));
    assert_eq!(
        tree.play(&NodePath(vec![5]), nf3),
        Err(TreeError::NoSuchNode)
    );
    let written = write_game(&tree.to_pgn(vec![], "*"));
    assert!(
        written.contains("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *"),
        "{written}"
    );
}

#[test]
fn promote_delete_comment_symbols_and_shapes() {
    let pgn = read_one("1. e4 (1. d4 d5 (1... Nf6 2. c4)) 1... e5 *");
    let mut tree = Tree::from_pgn(&pgn);
    let nf6 = NodePath(vec![1, 1]);
    assert_eq!(tree.node(&nf6).unwrap().san, "Nf6");
    // Promote: Nf6 before d5, then d4 before e4.
    assert_eq!(tree.promote(&nf6.child(0)), Ok(NodePath(vec![1, 0, 0])));
    assert_eq!(tree.node(&NodePath(vec![1, 0])).unwrap().san, "Nf6");
    assert_eq!(
        tree.promote(&NodePath(vec![1, 0])),
        Ok(NodePath(vec![0, 0]))
    );
    assert_eq!(tree.main_line()[0].san, "d4");
    assert_eq!(
        tree.promote(&NodePath::main(2)),
        Err(TreeError::NothingToPromote)
    );
    // The main line is kept; a variation goes.
    assert_eq!(tree.delete(&NodePath::main(1)), Err(TreeError::MainLine));
    assert_eq!(tree.delete(&NodePath(vec![0, 1])), Ok(NodePath::main(1)));
    assert_eq!(tree.children(&NodePath::main(1)).unwrap().len(), 1);
    // Comments, symbols, shapes.
    tree.set_comment(&NodePath::main(1), "  la  apertura ")
        .unwrap();
    tree.set_comment(&NodePath::root(), "antes").unwrap();
    tree.toggle_nag(&NodePath::main(1), 1).unwrap();
    tree.toggle_nag(&NodePath::main(1), 2).unwrap();
    tree.toggle_nag(&NodePath::main(1), 14).unwrap();
    assert_eq!(tree.node(&NodePath::main(1)).unwrap().nags, [2, 14]);
    tree.toggle_nag(&NodePath::main(1), 2).unwrap();
    assert_eq!(tree.node(&NodePath::main(1)).unwrap().nags, [14]);
    assert_eq!(
        tree.toggle_nag(&NodePath::root(), 1),
        Err(TreeError::NoSuchNode)
    );
    let shapes = vec![Shape {
        color: ShapeColor::Yellow,
        from: sq("c4"),
        to: sq("d5"),
    }];
    tree.set_shapes(&NodePath::main(2), shapes.clone()).unwrap();
    assert_eq!(
        tree.comment(&NodePath::main(1)).unwrap().text,
        "la apertura"
    );
    let pgn2 = tree.to_pgn(vec![], "*");
    let written = write_game(&pgn2);
    assert!(
        written.contains(
            "{ antes } 1. d4 $14 { la apertura } (1. e4 e5) 1... Nf6 { [%cal Yc4d5] } 2. c4"
        ),
        "{written}"
    );
    assert_eq!(Tree::from_pgn(&read_one(&written)), tree);
}

#[test]
fn paths_read_as_they_are_written_and_a_played_game_is_a_main_line() {
    let p = NodePath(vec![0, 0, 3, 1]);
    assert_eq!(p.to_string(), "0.0.3.1");
    assert_eq!(NodePath::parse("0.0.3.1"), Some(p));
    assert_eq!(NodePath::parse(""), Some(NodePath::root()));
    assert_eq!(NodePath::parse("0.x"), None);
    let pgn = read_one("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
    let moves: Vec<_> = pgn.moves.iter().map(|m| m.mv.unwrap()).collect();
    let tree = Tree::from_moves(Position::new(), &moves);
    assert_eq!(tree, Tree::from_pgn(&pgn));
    assert_eq!(tree.main_moves(), moves);
}
