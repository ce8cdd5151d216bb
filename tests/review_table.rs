//! The record's tree kept by the table (issue 30): imported, saved and restored, exported, and
//! edited in review through `Intent::Review`, which a game in progress refuses.

use escaque::game::RuleSet;
use escaque::rules::{read_games, PgnGame};
use escaque::table::{
    Event, Intent, NodePath, Refusal, ReviewEdit, Shape, ShapeColor, Table, Tree, TreeError,
};

mod common;
use common::{load_pgn, mv, ok, play_all, refuse, sq, table};

const ANNOTATED: &str = r#"[Event "Clase 3"]
[White "Ana"]
[Black "Luis"]
[Result "1-0"]

{Una partida de la clase.} 1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:58]} 2. Nf3 $1
(2. f4 {El gambito} exf4 3. Nf3 $1 (3. Bc4 Qh4+ 4. Kf1 (4. g3?? fxg3) 4... d6) 3... g5)
2... Nc6!? {[%csl Ge5][%cal Gf3e5] Defiende} 3. Bb5 a6?! 4. Ba4 ({Mejor} 4. Bxc6 dxc6 $14) 4... Nf6 1-0
"#;

fn read_one(text: &str) -> PgnGame {
    read_games(text).into_iter().next().unwrap().unwrap()
}

/// The tree of the table's export, read again.
fn exported(t: &Table) -> Tree {
    Tree::from_pgn(&read_one(&t.export_pgn("2026.01.01")))
}

/// The export with its lines joined: what it says, not where it wraps.
fn flat(t: &Table) -> String {
    t.export_pgn("?")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn reviewed() -> Table {
    let mut t = table(None, RuleSet::Casual, None);
    load_pgn(&mut t, ANNOTATED, false);
    t
}

fn edit(t: &mut Table, e: ReviewEdit) -> NodePath {
    match ok(t, Intent::Review(e), 0).as_slice() {
        [Event::RecordChanged(p)] => p.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_imported_game_keeps_its_tree_through_the_table_the_save_and_the_export() {
    let t = reviewed();
    let tree = Tree::from_pgn(&read_one(ANNOTATED));
    assert_eq!(t.record(), tree);
    assert_eq!(exported(&t), tree);
    let saved = t.to_record(0);
    assert!(saved.contains("\nrecord "), "{saved}");
    let back = Table::from_record(&saved, 0).unwrap();
    assert_eq!(back.record(), tree);
    assert_eq!(exported(&back), tree);
    let text = flat(&t);
    assert!(
        text.contains("(2. f4 { El gambito } 2... exf4 3. Nf3 $1"),
        "{text}"
    );
    assert!(
        text.contains("2... Nc6 $5 { Defiende [%csl Ge5] [%cal Gf3e5] }"),
        "{text}"
    );
}

#[test]
fn a_move_in_review_starts_a_variation_and_the_main_line_stays() {
    let mut t = reviewed();
    let moves = t.game().moves().to_vec();
    // The record's own move: just goes there.
    let e5 = escaque::game::parse_uci(&t.record().position(&NodePath::main(1)).unwrap(), "e7e5")
        .unwrap();
    let p = edit(
        &mut t,
        ReviewEdit::Play {
            at: NodePath::main(1),
            mv: e5,
        },
    );
    assert_eq!(p, NodePath::main(2));
    let c5 = escaque::game::parse_uci(&t.record().position(&NodePath::main(1)).unwrap(), "c7c5")
        .unwrap();
    let v = edit(
        &mut t,
        ReviewEdit::Play {
            at: NodePath::main(1),
            mv: c5,
        },
    );
    assert_eq!(v, NodePath(vec![0, 1]));
    assert_eq!(t.game().moves(), moves.as_slice());
    let text = flat(&t);
    assert!(
        text.contains("1... e5 { [%clk 0:04:58] } (1... c5) 2. Nf3"),
        "{text}"
    );
    // Kept by the save.
    let back = Table::from_record(&t.to_record(0), 0).unwrap();
    assert_eq!(back.record(), t.record());
    assert_eq!(exported(&back), t.record());
}

#[test]
fn comment_symbol_promote_delete_and_shapes_in_review() {
    let mut t = reviewed();
    let nf3 = NodePath::main(3);
    edit(
        &mut t,
        ReviewEdit::Comment {
            at: nf3.clone(),
            text: "Lo natural".into(),
        },
    );
    edit(
        &mut t,
        ReviewEdit::Nag {
            at: nf3.clone(),
            nag: 3,
        },
    );
    assert_eq!(t.record().node(&nf3).unwrap().nags, [3]);
    assert_eq!(t.record().node(&nf3).unwrap().comment.text, "Lo natural");
    // The per-ply comment the views read follows.
    assert_eq!(t.imported().unwrap().comments[2], "Lo natural");
    let shapes = vec![Shape {
        color: ShapeColor::Red,
        from: sq("f3"),
        to: sq("e5"),
    }];
    edit(
        &mut t,
        ReviewEdit::Shapes {
            at: nf3.clone(),
            shapes: shapes.clone(),
        },
    );
    assert_eq!(t.record().comment(&nf3).unwrap().shapes, shapes);
    // 3. Bc4 inside the f4 line: promoted over 3. Nf3 there.
    let bc4 = NodePath(vec![0, 0, 1, 0, 1]);
    assert_eq!(
        edit(&mut t, ReviewEdit::Promote(bc4)),
        NodePath(vec![0, 0, 1, 0, 0])
    );
    // The f4 line itself cannot take the game's place.
    let f4 = NodePath(vec![0, 0, 1]);
    assert_eq!(
        refuse(&mut t, Intent::Review(ReviewEdit::Promote(f4.clone())), 0),
        Refusal::Record(TreeError::MainLine)
    );
    assert_eq!(
        refuse(
            &mut t,
            Intent::Review(ReviewEdit::Delete(NodePath::main(2))),
            0
        ),
        Refusal::Record(TreeError::MainLine)
    );
    assert_eq!(edit(&mut t, ReviewEdit::Delete(f4)), NodePath::main(2));
    assert_eq!(t.record().children(&NodePath::main(2)).unwrap().len(), 1);
    let text = flat(&t);
    assert!(
        text.contains("2. Nf3 $3 { Lo natural [%cal Rf3e5] } 2... Nc6"),
        "{text}"
    );
    assert_eq!(exported(&t), t.record());
    let back = Table::from_record(&t.to_record(0), 0).unwrap();
    assert_eq!(back.record(), t.record());
}

#[test]
fn a_game_in_progress_refuses_every_edit() {
    let mut t = table(None, RuleSet::Casual, Some("300+2"));
    play_all(&mut t, "e2e4 e7e5", 0);
    let d4 = mv(&t, "g1f3");
    let edits = [
        ReviewEdit::Play {
            at: NodePath::main(1),
            mv: d4,
        },
        ReviewEdit::Comment {
            at: NodePath::main(1),
            text: "x".into(),
        },
        ReviewEdit::Nag {
            at: NodePath::main(1),
            nag: 1,
        },
        ReviewEdit::Promote(NodePath(vec![0, 1])),
        ReviewEdit::Delete(NodePath(vec![0, 1])),
        ReviewEdit::Shapes {
            at: NodePath::main(1),
            shapes: vec![],
        },
    ];
    for e in edits {
        assert_eq!(
            refuse(&mut t, Intent::Review(e), 0),
            Refusal::ReadOnlyRecord
        );
    }
    // A game imported to play on is a game in progress too.
    let mut t = table(None, RuleSet::Casual, Some("300+2"));
    load_pgn(&mut t, "1. e4 e5 *", true);
    let e = ReviewEdit::Comment {
        at: NodePath::main(1),
        text: "x".into(),
    };
    assert_eq!(
        refuse(&mut t, Intent::Review(e), 0),
        Refusal::ReadOnlyRecord
    );
}

#[test]
fn an_unfinished_game_imported_for_review_is_edited() {
    let mut t = table(None, RuleSet::Casual, None);
    load_pgn(&mut t, "1. e4 e5 *", false);
    assert!(!t.game().is_over());
    let at = NodePath::main(2);
    edit(
        &mut t,
        ReviewEdit::Comment {
            at,
            text: "Abierta".into(),
        },
    );
    assert!(flat(&t).contains("1. e4 e5 { Abierta } *"));
}

#[test]
fn a_finished_game_played_here_is_edited_and_keeps_its_clock_readings() {
    let mut t = table(None, RuleSet::Casual, Some("300+0"));
    play_all(&mut t, "f2f3 e7e5 g2g4 d8h4", 1_000);
    assert!(t.game().is_over());
    let before = t.export_pgn("?");
    assert!(before.contains("[%clk"), "{before}");
    let at = NodePath::main(4);
    edit(
        &mut t,
        ReviewEdit::Comment {
            at: at.clone(),
            text: "Mate del loco".into(),
        },
    );
    let text = flat(&t);
    assert!(text.contains("2... Qh4# { Mate del loco [%clk"), "{text}");
    assert_eq!(
        text.matches("[%clk").count(),
        before.matches("[%clk").count()
    );
    let back = Table::from_record(&t.to_record(0), 0).unwrap();
    assert_eq!(flat(&back), text);
}

#[test]
fn an_old_record_without_a_tree_reads_with_its_comments() {
    let old = "escaque 2\nrevision 2\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules casual\nmoves e2e4 e7e5\nwhite \nblack \ntouch-move 0\nflip 0\ntabletop 0\nimport-plies 2\ncomment 1 Bien\nclk 2 60000\n";
    let t = Table::from_record(old, 0).unwrap();
    let tree = t.record();
    assert_eq!(tree.main_line()[0].comment.text, "Bien");
    assert_eq!(tree.main_line()[1].comment.clock, Some(60_000));
    assert!(flat(&t).contains("1. e4 { Bien } 1... e5 { [%clk 0:01:00] }"));
    // A record line that does not read leaves the moves with their comments.
    let bad = format!("{old}record m:e2e4 m:e7e5 m:e1e3\n");
    assert_eq!(Table::from_record(&bad, 0).unwrap().record(), tree);
}

#[test]
fn shapes_drawn_on_the_board_and_kept_on_a_move_are_the_same_shapes() {
    use escaque::table::drawing::{Brush, Mark, Shape as Drawn};
    use escaque::table::review::{drawn, kept};
    let sq = |s: &str| escaque::rules::Square::parse(s).unwrap();
    let board = vec![
        Drawn {
            mark: Mark::Arrow(sq("g1"), sq("f3")),
            brush: Brush::Green,
        },
        Drawn {
            mark: Mark::Circle(sq("e5")),
            brush: Brush::Red,
        },
        Drawn {
            mark: Mark::Arrow(sq("d1"), sq("h5")),
            brush: Brush::Yellow,
        },
        Drawn {
            mark: Mark::Circle(sq("a1")),
            brush: Brush::Blue,
        },
    ];
    let record = kept(&board);
    assert_eq!(drawn(&record), board);
    // Written in the move's comment as the standard's commands.
    let comment = escaque::game::tree::Comment {
        text: String::new(),
        shapes: record,
        clock: None,
    };
    let text = comment.to_pgn();
    assert_eq!(text, "[%csl Re5,Ba1] [%cal Gg1f3,Yd1h5]");
}

#[test]
fn a_shown_move_draws_its_shapes_and_only_what_the_user_changes_is_kept() {
    use escaque::table::drawing::{Brush, Mark, Shape as Drawn};
    use escaque::table::review::{keep_drawn, shapes_to_draw};
    let mut t = reviewed();
    assert!(t.record_editable());
    let nc6 = NodePath::main(4);
    let tree = t.record();
    // 2... Nc6 keeps [%csl Ge5][%cal Gf3e5]: showing it draws them.
    let shown = shapes_to_draw(&tree, true, &nc6).unwrap();
    assert_eq!(
        shown,
        vec![
            Drawn {
                mark: Mark::Circle(sq("e5")),
                brush: Brush::Green
            },
            Drawn {
                mark: Mark::Arrow(sq("f3"), sq("e5")),
                brush: Brush::Green
            },
        ]
    );
    // Drawing them is no edit: showing a move never changes the record.
    assert_eq!(keep_drawn(&tree, true, &nc6, &shown), None);
    // An arrow drawn by hand is kept on the move, and drawn again when it is shown.
    let mut more = shown.clone();
    more.push(Drawn {
        mark: Mark::Arrow(sq("b5"), sq("c6")),
        brush: Brush::Red,
    });
    let keep = keep_drawn(&tree, true, &nc6, &more).unwrap();
    edit(&mut t, keep);
    assert_eq!(shapes_to_draw(&t.record(), true, &nc6).unwrap(), more);
    assert!(flat(&t).contains("[%cal Gf3e5,Rb5c6]"), "{}", flat(&t));
    // A board cleared by hand clears the move's shapes.
    let clear = keep_drawn(&t.record(), true, &nc6, &[]).unwrap();
    edit(&mut t, clear);
    assert_eq!(shapes_to_draw(&t.record(), true, &nc6), Some(Vec::new()));
    // A move not in the record, or a record that cannot be edited: nothing drawn, nothing kept.
    let nowhere = NodePath::main(40);
    assert_eq!(shapes_to_draw(&t.record(), true, &nowhere), None);
    assert_eq!(keep_drawn(&t.record(), true, &nowhere, &more), None);
    assert_eq!(shapes_to_draw(&tree, false, &nc6), None);
    assert_eq!(keep_drawn(&tree, false, &nc6, &more), None);
}

#[test]
fn the_game_over_card_is_for_a_game_ended_here_not_for_a_record_loaded_to_be_gone_over() {
    // A finished record imported for review: over, its result said, no card over the board.
    let t = reviewed();
    let s = t.snapshot();
    assert_eq!(s.result, "1-0");
    assert!(s.outcome.is_some() && !s.card);
    // The same moves played here to the end: the card.
    let mut here = table(None, RuleSet::Casual, None);
    play_all(&mut here, "f2f3 e7e5 g2g4 d8h4", 0);
    let s = here.snapshot();
    assert!(s.outcome.is_some() && s.card);
    // A game in progress: none.
    let going = table(None, RuleSet::Casual, None);
    assert!(!going.snapshot().card);
}

/// The review's procedure is passed by the caller as the other procedures are (issue 40): no pointer of the table's
/// own, so the table hears it the same natively and in the browser. `Table::REVIEW` edits the record as
/// `Table::EVERY_PROCEDURE` does and refuses anything else; `Table::BESIDE_REVIEW` keeps the record read-only and
/// hears the rest as `Table::EVERY_PROCEDURE` does. (Replaces the `static OnceLock` of `table/review.rs` under
/// `cfg(target_arch = "wasm32")`.)
#[test]
fn the_review_procedure_is_the_callers_to_pass() {
    let comment = || {
        Intent::Review(ReviewEdit::Comment {
            at: NodePath::main(1),
            text: "Buena".to_string(),
        })
    };
    let mut every = reviewed();
    let mut review = reviewed();
    let heard_every = every.apply_with(comment(), 0, Table::EVERY_PROCEDURE);
    let heard_review = review.apply_with(comment(), 0, Table::REVIEW);
    assert_eq!(heard_every, heard_review);
    assert!(matches!(
        heard_every.as_deref(),
        Ok([Event::RecordChanged(_)])
    ));
    assert_eq!(every.record(), review.record());
    assert_eq!(every.to_record(0), review.to_record(0));

    // Without the review's procedure the record is read-only, and the table unchanged.
    let mut beside = reviewed();
    let before = beside.to_record(0);
    assert_eq!(
        beside.apply_with(comment(), 0, Table::BESIDE_REVIEW),
        Err(Refusal::ReadOnlyRecord)
    );
    assert_eq!(beside.to_record(0), before);

    // The review's procedure alone hears nothing else; the rest is heard beside it as by every procedure.
    let rematch = || Intent::Rematch;
    assert_eq!(
        reviewed().apply_with(rematch(), 0, Table::REVIEW),
        Err(Refusal::NotAMove)
    );
    let (mut a, mut b) = (reviewed(), reviewed());
    assert_eq!(
        a.apply_with(rematch(), 0, Table::BESIDE_REVIEW),
        b.apply_with(rematch(), 0, Table::EVERY_PROCEDURE)
    );
    assert_eq!(a.to_record(0), b.to_record(0));
}
