//! The page below the views (issue 40): the board's mode, what it shows in each, where the board's intents go, the
//! review tree's rows and the scoresheet's numbering, decided in `table::page` and tested here natively. Each test
//! names the view place the decision was taken from.

use escaque::game::RuleSet;
use escaque::rules::{Color, Move, Position};
use escaque::table::demo::DemoAct;
use escaque::table::input::BoardInput;
use escaque::table::page::sheet;
use escaque::table::page::tree::{items, step, TreeItem, TreeKey};
use escaque::table::page::{Mode, Page, Route, Variation};
use escaque::table::{
    tournament, Event, Intent, NodePath, ReviewEdit, Settings, Table, UNKNOWN_OUTCOME,
};

mod common;
use common::{heard, load_pgn, mv, ok, play_all, sq, table};

const ANNOTATED: &str = r#"[Event "Clase 3"]
[White "Ana"]
[Black "Luis"]
[Result "1-0"]

{Una partida de la clase.} 1. e4 e5 2. Nf3 $1
(2. f4 {El gambito} exf4 3. Nf3 $1 (3. Bc4 Qh4+ 4. Kf1 (4. g3?? fxg3) 4... d6) 3... g5)
2... Nc6!? 3. Bb5 a6?! 4. Ba4 ({Mejor} 4. Bxc6 dxc6 $14) 4... Nf6 1-0
"#;

/// Black's knight on c6 is pinned to its king by the bishop on b5.
const PINNED: &str = "4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1";

fn reviewed() -> Table {
    let mut t = table(None, RuleSet::Casual, None);
    load_pgn(&mut t, ANNOTATED, false);
    t
}

fn path(s: &str) -> NodePath {
    NodePath::parse(s).unwrap()
}

/// The page showing the record's node at `at`.
fn at_node(t: &Table, at: &str) -> Page {
    let mut page = Page::default();
    let v = Variation::of(&t.record(), &path(at)).expect("the node");
    page.show(v, t.game().moves().len());
    page
}

fn uci(m: Option<Move>) -> Option<String> {
    m.map(|m| m.uci())
}

// Replaces `Ctx::last_move` (ui/shell/state.rs), which marked the main line's move of the same ply.
#[test]
fn in_a_variation_the_board_marks_the_variations_move_not_the_main_lines() {
    let t = reviewed();
    // 2. f4: the first variation to 2. Nf3.
    let page = at_node(&t, "0.0.1");
    let shown = page.shown(&t, &t.snapshot());
    assert_eq!(shown.mode, Mode::Review { editable: true });
    assert_eq!(uci(shown.last).as_deref(), Some("f2f4"));
    let said = shown.reviewing.expect("a move is named");
    assert_eq!((said.number, said.mover), (2, Color::White));
    assert_eq!(uci(said.mv).as_deref(), Some("f2f4"));
    // The main line's same ply marks g1–f3.
    let mut main = Page::default();
    main.go_to(3, t.game().moves().len());
    assert_eq!(
        uci(main.shown(&t, &t.snapshot()).last).as_deref(),
        Some("g1f3")
    );
}

// Replaces `Ctx::review_move` and the "reviewing …" text of `ui/panels/moves.rs`, which named the main line's ply.
#[test]
fn a_move_added_in_review_is_shown_and_named_as_itself() {
    let mut t = reviewed();
    let len = t.game().moves().len();
    let mut page = Page::default();
    page.go_to(5, len); // after 3. Bb5: Black to move
    let shown = page.shown(&t, &t.snapshot());
    let d6 = escaque::game::parse_uci(&shown.pos, "d7d6").unwrap();
    let Route::Record(edit) = page.route(shown.mode, Intent::Play(d6), len) else {
        panic!("a move in review goes to the record");
    };
    assert_eq!(
        edit,
        ReviewEdit::Play {
            at: NodePath::main(5),
            mv: d6
        }
    );
    let events = ok(&mut t, Intent::Review(edit), 0);
    let [Event::RecordChanged(added)] = events.as_slice() else {
        panic!("{events:?}")
    };
    assert!(!added.is_main());
    page.follow_play(added.clone(), &shown.pos, d6, len);
    let shown = page.shown(&t, &t.snapshot());
    assert_eq!(shown.node, *added);
    assert_eq!(uci(shown.last).as_deref(), Some("d7d6"));
    let said = shown.reviewing.unwrap();
    assert_eq!((said.number, said.mover), (3, Color::Black));
    // The main line's move of that ply (3… a6) is not what is named.
    assert_ne!(uci(said.mv).as_deref(), Some("a7a6"));
}

// Replaces `Teach::new` (ui/board/teach.rs), which computed the overlay of the main line's position.
#[test]
fn the_overlay_and_the_check_are_those_of_the_variation_shown() {
    let t = reviewed();
    // 3… Qh4+ in the variation 3. Bc4: White's king in check from h4.
    let page = at_node(&t, "0.0.1.0.1.0");
    let shown = page.shown(&t, &t.snapshot());
    assert_eq!(uci(shown.last).as_deref(), Some("d8h4"));
    assert_eq!(shown.check, Some(sq("e1")));
    let overlay = shown.overlay(true);
    assert!(overlay.checkers.contains(sq("h4")));
    assert_eq!(shown.overlay(false), Default::default());
    // The main line's position of the same ply has no check.
    let mut main = Page::default();
    main.go_to(6, t.game().moves().len());
    let main = main.shown(&t, &t.snapshot());
    assert_eq!(main.check, None);
    assert!(main.overlay(true).checkers.is_empty());
}

#[test]
fn the_en_passant_window_closing_is_read_from_the_shown_line() {
    let mut t = table(None, RuleSet::Casual, None);
    play_all(&mut t, "e2e4 a7a6 e4e5 d7d5 g1f3", 0);
    let len = t.game().moves().len();
    let mut page = Page::default();
    page.go_to(4, len); // after 2… d5: e5xd6 is possible
    let s = page.shown(&t, &t.snapshot());
    assert_eq!(s.overlay(true).ep, Some(sq("d6")));
    assert_eq!(s.overlay(true).ep_closed, None);
    page.live();
    let s = page.shown(&t, &t.snapshot());
    assert_eq!(s.overlay(true).ep_closed, Some(sq("d6")));
}

// Replaces `Ctx::act`'s refusal (ui/shell/state.rs), which explained a refusal against the last legal position.
#[test]
fn a_refusal_in_tournament_practice_is_explained_against_the_board_shown() {
    let mut t = table(None, RuleSet::Tournament, None);
    let any = Settings {
        any_square: true,
        ..Settings::default()
    };
    heard(&mut t, Intent::Configure(any), 0);
    // White's knight moved like a bishop: the illegal move stands until claimed (7.4).
    let m = tournament::find_move(&t.board(), sq("g1"), sq("e3"), None, true).unwrap();
    heard(&mut t, Intent::Play(m), 0);
    let page = Page::default();
    let snap = t.snapshot();
    let shown = page.shown(&t, &snap);
    assert_eq!(shown.mode, Mode::Tournament { any_square: true });
    // The board shows the knight on e3; the game's last legal position has it on g1.
    assert!(shown.board.board.piece_at(sq("e3")).is_some());
    assert!(t.game().position().board().piece_at(sq("e3")).is_none());
    let explained = shown.explained();
    assert!(explained.board().piece_at(sq("e3")).is_some());
    assert!(explained.board().piece_at(sq("g1")).is_none());
    assert_eq!(explained.turn(), Color::Black);
    assert_eq!(uci(shown.last).as_deref(), Some("g1e3"));
}

// Replaces `Ctx::drawn` and `Ctx::board` (ui/shell/state.rs): which board is drawn and who takes its gestures.
#[test]
fn the_mode_follows_editor_then_demonstration_then_review_then_the_game() {
    let mut t = reviewed();
    let len = t.game().moves().len();
    let mut page = Page::default();
    assert_eq!(page.mode(&t, &t.snapshot()), Mode::Play);
    page.go_to(2, len);
    assert_eq!(
        page.mode(&t, &t.snapshot()),
        Mode::Review { editable: true }
    );
    heard(&mut t, Intent::Demo(DemoAct::Start), 0);
    let snap = t.snapshot();
    let shown = page.shown(&t, &snap);
    assert_eq!(shown.mode, Mode::Demo);
    assert_eq!(Some(&shown.board), snap.demo.as_ref());
    assert_eq!((shown.last, shown.check), (None, None));
    let staged = Position::new().to_setup();
    page.stage(Some(staged.clone()));
    let shown = page.shown(&t, &t.snapshot());
    assert_eq!(shown.mode, Mode::Editor);
    assert_eq!(shown.board, staged);
    assert!(shown.context(&t.snapshot()).demo.is_some());
    // Opening the editor left the review; closing it shows demonstration mode's board, then the game's.
    page.stage(None);
    assert_eq!(page.review_ply(), None);
    assert_eq!(page.mode(&t, &t.snapshot()), Mode::Demo);
    heard(&mut t, Intent::Demo(DemoAct::Stop), 0);
    assert_eq!(page.mode(&t, &t.snapshot()), Mode::Play);
}

#[test]
fn each_mode_sends_the_boards_intents_where_they_belong() {
    let t = reviewed();
    let len = t.game().moves().len();
    let page = Page::default();
    let e4 = mv(&table(None, RuleSet::Casual, None), "e2e4");
    let touch = Intent::Touch(sq("e2"));
    assert_eq!(
        page.route(Mode::Editor, Intent::Play(e4), len),
        Route::Stage(Intent::Play(e4))
    );
    assert_eq!(
        page.route(Mode::Review { editable: true }, touch.clone(), len),
        Route::Drop
    );
    assert!(matches!(
        page.route(Mode::Review { editable: true }, Intent::Play(e4), len),
        Route::Record(ReviewEdit::Play { .. })
    ));
    for mode in [
        Mode::Play,
        Mode::Demo,
        Mode::Review { editable: false },
        Mode::Tournament { any_square: true },
    ] {
        assert_eq!(
            page.route(mode, touch.clone(), len),
            Route::Table(touch.clone())
        );
    }
}

// Replaces `Ctx::dests`, `Ctx::board` and `Ctx::hints`: hints only on the live game, the record's board read as the
// record's.
#[test]
fn hints_and_the_input_context_follow_the_mode() {
    let mut t = table(None, RuleSet::Casual, None);
    play_all(&mut t, "e2e4 e7e5", 0);
    let len = t.game().moves().len();
    let mut page = Page::default();
    let snap = t.snapshot();
    let live = page.shown(&t, &snap);
    assert!(!live.dests(&snap).movable().is_empty());
    assert!(!live.context(&snap).reviewing);
    let knight = BoardInput {
        selected: Some(sq("g1")),
        ..BoardInput::default()
    };
    assert!(live.hints(&knight, &snap).contains(sq("f3")));
    page.go_to(1, len);
    let review = page.shown(&t, &snap);
    // A game in progress: its record is read-only, the board only shows.
    assert_eq!(review.mode, Mode::Review { editable: false });
    assert!(review.dests(&snap).movable().is_empty());
    assert!(review.context(&snap).reviewing);
    // A finished game's record takes moves: nothing blocks them.
    let t = reviewed();
    let mut page = Page::default();
    page.go_to(1, t.game().moves().len());
    let snap = t.snapshot();
    let shown = page.shown(&t, &snap);
    let cx = shown.context(&snap);
    assert!(!cx.reviewing && cx.blocked.is_none());
    // ... but offers no hints: the record's board is no game to be guided in.
    let input = BoardInput {
        selected: Some(sq("g8")),
        ..BoardInput::default()
    };
    assert!(shown.hints(&input, &snap).is_empty());
    page.live();
    let live = page.shown(&t, &snap);
    assert!(live.hints(&input, &snap).is_empty(), "the game is over");
}

// Replaces `Ctx::step` and `Ctx::go_to`.
#[test]
fn stepping_clamps_and_the_last_ply_is_the_live_game() {
    let mut page = Page::default();
    page.step(-1, 4);
    assert_eq!(page.review_ply(), Some(3));
    page.step(-10, 4);
    assert_eq!(page.review_ply(), Some(0));
    page.step(2, 4);
    assert_eq!(page.review_ply(), Some(2));
    page.step(5, 4);
    assert_eq!(page.review_ply(), None);
    assert_eq!(page.node(4), NodePath::main(4));
}

// Replaces `ui/panels/review.rs`'s `shown` and `line_view` (numbering, labels, nesting) and its arrow keys.
#[test]
fn the_tree_is_numbered_and_nested_as_players_write_it() {
    let t = reviewed();
    let tree = t.record();
    let all = items(&tree, escaque::rules::Lang::En);
    assert_eq!(
        all.first(),
        Some(&TreeItem::Comment("Una partida de la clase.".into()))
    );
    let opens = all.iter().filter(|i| **i == TreeItem::Open).count();
    let closes = all.iter().filter(|i| **i == TreeItem::Close).count();
    assert_eq!((opens, closes), (4, 4));
    let moves: Vec<_> = all
        .iter()
        .filter_map(|i| match i {
            TreeItem::Move(m) => Some(m),
            _ => None,
        })
        .collect();
    let written: Vec<String> = moves
        .iter()
        .map(|m| {
            let n = match (m.numbered, m.mover) {
                (false, _) => String::new(),
                (true, Color::White) => format!("{}.", m.number),
                (true, Color::Black) => format!("{}…", m.number),
            };
            format!("{n}{}", m.san)
        })
        .collect();
    assert_eq!(
        written[..8],
        ["1.e4", "e5", "2.Nf3", "2.f4", "2…exf4", "3.Nf3", "3.Bc4", "Qh4+"]
    );
    // After a variation closes, Black's main-line move is numbered again.
    let nc6 = moves.iter().find(|m| m.san == "Nc6").unwrap();
    assert!(nc6.numbered && nc6.mover == Color::Black && nc6.nags == vec![5]);
    assert!(moves
        .iter()
        .filter(|m| m.in_variation)
        .all(|m| !m.path.is_main()));
    // Arrow keys: next on the line, up and down between variations, back to the parent.
    let f4 = path("0.0.1");
    assert_eq!(step(&tree, &f4, TreeKey::Next), Some(path("0.0.1.0")));
    assert_eq!(step(&tree, &f4, TreeKey::Up), Some(path("0.0.0")));
    assert_eq!(step(&tree, &f4, TreeKey::Down), None);
    assert_eq!(step(&tree, &f4, TreeKey::Previous), Some(path("0.0")));
    assert_eq!(step(&tree, &NodePath::root(), TreeKey::Previous), None);
}

// Replaces the row layout of `ui/panels/moves.rs` (its own copy of the printed scoresheet's numbering).
#[test]
fn the_page_and_the_printed_scoresheet_number_moves_alike() {
    let rows = sheet::rows(4, 12, Color::Black);
    let laid: Vec<_> = rows.iter().map(|r| (r.number, r.white, r.black)).collect();
    assert_eq!(
        laid,
        [
            (12, None, Some(0)),
            (13, Some(1), Some(2)),
            (14, Some(3), None)
        ]
    );
    let sans: Vec<String> = ["Nf6", "e4", "e5", "d4"].map(String::from).to_vec();
    let printed = escaque::table::scoresheet::rows(&sans, 12, true);
    for (p, r) in printed.iter().zip(&rows) {
        assert_eq!(p.number, r.number);
        assert_eq!(
            p.black,
            r.black.map(|i| sans[i].clone()).unwrap_or_default()
        );
    }
    assert_eq!(printed[0].white, "…");
    assert!(sheet::rows(0, 1, Color::White).is_empty());
}

// Replaces `Ctx::sans` (ui/shell/state.rs) and the illegal-move mark lookup written twice in `ui/panels/moves.rs`.
#[test]
fn the_scoresheet_writes_tournament_moves_without_check_marks_and_marks_illegal_ones() {
    let mut t = table(Some(PINNED), RuleSet::Tournament, None);
    heard(
        &mut t,
        Intent::Configure(Settings {
            any_square: false,
            ..Settings::default()
        }),
        0,
    );
    let m = tournament::find_move(&t.board(), sq("c6"), sq("e5"), None, true).unwrap();
    heard(&mut t, Intent::Play(m), 0);
    let sans = sheet::sans(&t, escaque::rules::Lang::En, false);
    assert_eq!(sans.len(), 1);
    assert!(!sans[0].ends_with('+'));
    // Not marked while a claim can still find it (7.4).
    assert_eq!(sheet::illegal_mark(&t, 0), None);
    let mut c = table(None, RuleSet::Casual, None);
    play_all(&mut c, "f2f3 e7e5 g2g4 d8h4", 0);
    let sans = sheet::sans(&c, escaque::rules::Lang::Es, true);
    assert_eq!(sans.last().map(String::as_str), Some("Dh4#"));
    assert_eq!(sheet::illegal_mark(&c, 3), None);
}

// Replaces the second input path of `ui/panels/movebox.rs` (`play_text`), which read every typed move on the live
// position and sent it to the table whatever the board showed.
#[test]
fn a_typed_move_is_read_where_a_drop_would_be() {
    use escaque::rules::Lang;
    use escaque::table::page::typed::{read, Typed};
    // A finished game's record under review: the move is read on the node shown and goes to the record.
    let t = reviewed();
    let len = t.game().moves().len();
    let mut page = Page::default();
    page.go_to(2, len); // after 1… e5
    let snap = t.snapshot();
    let shown = page.shown(&t, &snap);
    let (m, back) = read(&shown, &snap, "Cc3", Lang::Es).expect("Nc3 on the record's node");
    assert_eq!((m.uci(), back), ("b1c3".to_string(), false));
    assert!(matches!(
        page.route(shown.mode, Intent::Play(m), len),
        Route::Record(ReviewEdit::Play { .. })
    ));
    // A game in progress under review: read on the live position, and the page goes back to the game first.
    let mut g = table(None, RuleSet::Casual, None);
    play_all(&mut g, "e2e4 e7e5", 0);
    let mut page = Page::default();
    page.go_to(1, 2);
    let snap = g.snapshot();
    let shown = page.shown(&g, &snap);
    let (m, back) = read(&shown, &snap, "Nf3", Lang::En).unwrap();
    assert_eq!((m.uci(), back), ("g1f3".to_string(), true));
    // Refused in the rules with the position to say why in.
    match read(&shown, &snap, "Ke3", Lang::En) {
        Err(Typed::Rules(_, pos)) => assert_eq!(pos, g.game().position().clone()),
        other => panic!("{other:?}"),
    }
    // The editor's board shown: no move of the game is typed unseen.
    page.stage(Some(Position::new().to_setup()));
    let shown = page.shown(&g, &snap);
    assert_eq!(read(&shown, &snap, "Nf3", Lang::En), Err(Typed::OffGame));
    // Tournament practice: read among the board's movements, illegal ones too.
    let mut tp = table(Some(PINNED), RuleSet::Tournament, None);
    let page = Page::default();
    let snap = tp.snapshot();
    let shown = page.shown(&tp, &snap);
    let (m, _) = read(&shown, &snap, "Ne5", Lang::En).expect("a movement, illegal or not");
    heard(&mut tp, Intent::Play(m), 0);
    assert!(tp.line().played[0].illegal);
}

// The status line of a loaded record (ui/panels/controls.rs `status_text`) told "Las negras abandonan (Art. 5.1b)" for
// any decisive game without mate on the board (issue 42).
#[test]
fn a_loaded_result_is_told_with_a_reason_only_where_the_board_or_a_termination_tag_proves_it() {
    let told = |pgn: &str| {
        let mut t = table(None, RuleSet::Fide, None);
        load_pgn(&mut t, pgn, false);
        assert!(t.game().is_over(), "{pgn}");
        t.result_from_pgn()
    };
    // Nothing says why: the file's result alone.
    assert!(told("1. e4 e5 2. Nf3 1-0"));
    assert!(told("1. e4 e5 1/2-1/2"));
    assert!(told("[Termination \"normal\"]\n\n1. e4 e5 0-1"));
    // The board proves it: a mate.
    assert!(!told("1. f3 e5 2. g4 Qh4# 0-1"));
    // A Termination tag says why.
    assert!(!told("[Termination \"time forfeit\"]\n\n1. e4 e5 0-1"));
    assert!(!told(
        "[Termination \"Ana won by resignation\"]\n\n1. e4 e5 1-0"
    ));
    // A game played here and ended here is ruled as it ended.
    let mut t = table(None, RuleSet::Fide, None);
    play_all(&mut t, "e2e4 e7e5", 0);
    heard(&mut t, Intent::Resign(Color::White), 0);
    assert!(t.game().is_over());
    assert!(!t.result_from_pgn());
    // Played on from an import: no longer the file's record.
    let mut t = table(None, RuleSet::Fide, None);
    load_pgn(&mut t, "1. e4 e5 *", true);
    assert!(!t.result_from_pgn());
}

// `data-outcome` (ui/panels/controls.rs `Status`) said "resignation" for any decisive imported game the board does not
// prove, the reason the import recorded only for the export (issue 42).
#[test]
fn data_outcome_names_a_loaded_result_s_reason_only_where_the_board_or_a_tag_gives_it() {
    let outcome = |pgn: &str| {
        let mut t = table(None, RuleSet::Fide, None);
        load_pgn(&mut t, pgn, false);
        t.outcome_name()
    };
    // Nothing says why: unknown, whatever the import recorded for the export.
    assert_eq!(outcome("1. e4 e5 2. Nf3 1-0"), Some(UNKNOWN_OUTCOME));
    assert_eq!(outcome("1. e4 e5 1/2-1/2"), Some(UNKNOWN_OUTCOME));
    assert_eq!(
        outcome("[Termination \"normal\"]\n\n1. e4 e5 0-1"),
        Some(UNKNOWN_OUTCOME)
    );
    assert_eq!(
        outcome("[Termination \"abandoned\"]\n\n1. e4 e5 0-1"),
        Some(UNKNOWN_OUTCOME)
    );
    // The board proves it, or the tag says it.
    assert_eq!(outcome("1. f3 e5 2. g4 Qh4# 0-1"), Some("checkmate"));
    assert_eq!(
        outcome("[Termination \"time forfeit\"]\n\n1. e4 e5 0-1"),
        Some("timeout")
    );
    assert_eq!(
        outcome("[Termination \"Ana won by resignation\"]\n\n1. e4 e5 1-0"),
        Some("resignation")
    );
    // Unfinished: no outcome.
    assert_eq!(outcome("1. e4 e5 *"), None);
    // Ended here: as it ended.
    let mut t = table(None, RuleSet::Fide, None);
    play_all(&mut t, "e2e4 e7e5", 0);
    assert_eq!(t.outcome_name(), None);
    heard(&mut t, Intent::Resign(Color::White), 0);
    assert_eq!(t.outcome_name(), Some("resignation"));
}

// "Repasar" over a game in progress (ui/dialogs/pgn_io.rs `put_on_table`) went to the start only when the load
// happened at once: after the question it opened at the last move, and the tree (ui/panels/review.rs) showed only
// while the cursor stood before the last move (issue 42).
#[test]
fn a_record_loaded_to_be_gone_over_opens_at_its_start_with_the_tree_kept_to_its_last_move() {
    // A game in progress: the load asks first, the page remembers what it was for.
    let mut t = table(None, RuleSet::Casual, None);
    play_all(&mut t, "e2e4 e7e5", 0);
    let mut page = Page::default();
    page.expect_load(true);
    let pgn = escaque::rules::read_games(ANNOTATED).remove(0).unwrap();
    let l = escaque::table::pgn::load(&pgn, RuleSet::Casual, false, false, None).unwrap();
    let asked = t.request(Intent::Load(Box::new(l.loaded)));
    assert!(
        matches!(asked, Intent::Ask { .. }),
        "the game in progress asks first: {asked:?}"
    );
    heard(&mut t, asked, 0);
    let events = heard(&mut t, Intent::Confirm(None), 0);
    assert!(events.contains(&Event::Loaded));
    let len = t.game().moves().len();
    page.loaded(len);
    let snap = t.snapshot();
    let shown = page.shown(&t, &snap);
    assert_eq!(shown.node, NodePath::main(0), "at the start");
    assert!(shown.tree, "with the tree");
    assert_eq!(shown.mode, Mode::Review { editable: true });
    // Stepped to its last move, the tree stays, marking that move.
    page.step(100, len);
    let shown = page.shown(&t, &snap);
    assert_eq!(shown.node, NodePath::main(len));
    assert!(shown.tree);
    // A finished record loaded to be gone over keeps its tree whatever the page did (a question put and answered).
    page.live();
    assert!(page.shown(&t, &snap).tree);
    // A new game: the tree closes.
    heard(&mut t, Intent::Fresh, 0);
    page.live();
    assert!(!page.shown(&t, &t.snapshot()).tree);
    // Loaded to play on: the live position, no tree.
    let mut page = Page::default();
    page.expect_load(false);
    page.loaded(len);
    assert!(!page.shown(&t, &snap).tree);
    assert_eq!(page.review_ply(), None);
    // A game in progress gone over shows its scoresheet, never the tree (its record takes no edits).
    let mut t = table(None, RuleSet::Casual, None);
    play_all(&mut t, "e2e4 e7e5", 0);
    let mut page = Page::default();
    page.go_to(0, 2);
    assert!(!page.shown(&t, &t.snapshot()).tree);
}

// The work added (`Table::loses_work`) was not saved: after a reload, replacing the edited record asked nothing
// (issue 42). It is saved as `taught 1` in format 5; other records stay format 4, which older releases read.
#[test]
fn the_work_added_is_saved_and_a_reloaded_record_still_asks() {
    let mut t = reviewed();
    let plain = t.to_record(0);
    assert!(plain.starts_with("escaque 4\n"), "{plain}");
    assert!(!plain.contains("taught"), "{plain}");
    assert!(!Table::from_record(&plain, 0).unwrap().loses_work());
    heard(
        &mut t,
        Intent::Review(ReviewEdit::Comment {
            at: path("0.0"),
            text: "Buena".to_string(),
        }),
        0,
    );
    let saved = t.to_record(0);
    assert!(saved.starts_with("escaque 5\n"), "{saved}");
    assert!(saved.lines().any(|l| l == "taught 1"), "{saved}");
    let back = Table::from_record(&saved, 0).unwrap();
    assert!(back.loses_work(), "reloaded, it still knows");
    assert_eq!(back.to_record(0), saved, "and saves the same again");
    let asked = back.request(Intent::Fresh);
    assert!(
        matches!(
            &asked,
            Intent::Ask {
                ask: escaque::table::Ask::DiscardNotes,
                ..
            }
        ),
        "{asked:?}"
    );
    // A format-4 reader knew no such line; a format-4 record carrying it is refused as such, not read half.
    let as_four = saved.replacen("escaque 5", "escaque 4", 1);
    assert!(Table::from_record(&as_four, 0)
        .unwrap_err()
        .message
        .contains("unknown line \"taught\""));
    // Bad values and work added without a record are refused with their line.
    let n = saved.lines().position(|l| l == "taught 1").unwrap() + 1;
    let e = Table::from_record(&saved.replace("taught 1", "taught yes"), 0).unwrap_err();
    assert_eq!(e.line, n, "{e}");
    let e = Table::from_record("escaque 5\nrevision 1\nmoves e2e4\ntaught 1\n", 0).unwrap_err();
    assert_eq!(e.line, 4, "{e}");
    assert!(e.message.contains("without a record"), "{e}");
    // "taught 0" is read as not taught, and the record then says format 4 again.
    let zero = Table::from_record(&saved.replace("taught 1", "taught 0"), 0).unwrap();
    assert!(!zero.loses_work());
    assert!(zero.to_record(0).starts_with("escaque 4\n"));
}

// Menu → New game over a finished imported game with a comment added asked nothing and the archive stayed empty
// (ui/shell/bar.rs, issue 42): the question is the table's.
#[test]
fn replacing_an_annotated_record_asks_first_and_a_plain_one_does_not() {
    let fresh = || Intent::Fresh;
    let mut t = reviewed();
    assert!(!t.loses_work(), "as imported: nothing of the teacher's yet");
    assert_eq!(
        t.request(fresh()),
        fresh(),
        "a record as imported is replaced at once"
    );
    heard(
        &mut t,
        Intent::Review(ReviewEdit::Comment {
            at: path("0.0"),
            text: "Buena".to_string(),
        }),
        0,
    );
    assert!(t.loses_work());
    for replacing in [fresh(), Intent::Load(Box::new(reviewed_loaded()))] {
        let asked = t.request(replacing.clone());
        let Intent::Ask { ask, then } = asked else {
            panic!("asks first: {asked:?}");
        };
        assert_eq!(ask, escaque::table::Ask::DiscardNotes);
        assert_eq!(*then, replacing);
    }
    // "No": the record stays with its comment.
    let asked = t.request(fresh());
    heard(&mut t, asked, 0);
    heard(&mut t, Intent::Cancel, 0);
    assert_eq!(
        t.record()
            .comment(&path("0.0"))
            .map(|c| c.text.clone())
            .as_deref(),
        Some("Buena")
    );
    // "Yes": replaced, and the new table loses nothing.
    let asked = t.request(fresh());
    heard(&mut t, asked, 0);
    heard(&mut t, Intent::Confirm(None), 0);
    assert!(t.game().moves().is_empty());
    assert!(!t.loses_work());
    // A symbol or a variation counts as a comment does; a finished game played here too.
    let mut t = table(None, RuleSet::Casual, None);
    play_all(&mut t, "f2f3 e7e5 g2g4 d8h4", 0);
    assert!(t.game().is_over());
    assert_eq!(t.request(fresh()), fresh());
    heard(
        &mut t,
        Intent::Review(ReviewEdit::Nag {
            at: path("0"),
            nag: 2,
        }),
        0,
    );
    assert!(matches!(t.request(fresh()), Intent::Ask { .. }));
}

fn reviewed_loaded() -> escaque::table::Loaded {
    let pgn = escaque::rules::read_games(ANNOTATED).remove(0).unwrap();
    escaque::table::pgn::load(&pgn, RuleSet::Casual, false, false, None)
        .unwrap()
        .loaded
}

// While editing, the game's status, "Ofrecer tablas", "Abandonar", "Deshacer" and the material stayed live beside the
// editor; in demonstration mode "Abandonar" would end the real game (ui/panels/controls.rs, issue 42).
#[test]
fn the_games_commands_status_and_material_are_shown_only_on_the_games_board() {
    let mut t = table(None, RuleSet::Casual, Some("300+2"));
    play_all(&mut t, "e2e4 e7e5", 0);
    let mut page = Page::default();
    let shown = |page: &Page, t: &Table| page.shown(t, &t.snapshot());
    assert!(shown(&page, &t).game_controls());
    assert!(!shown(&page, &t).demo());
    page.go_to(1, 2);
    assert!(
        shown(&page, &t).game_controls(),
        "going over the record keeps them"
    );
    page.stage(Some(t.game().position().to_setup()));
    assert!(!shown(&page, &t).game_controls(), "the editor");
    page.stage(None);
    heard(&mut t, Intent::Demo(DemoAct::Start), 0);
    let s = shown(&page, &t);
    assert!(!s.game_controls() && s.demo(), "demonstration mode");
}

// Turning demonstration mode on with the editor open (ui/teacher/mod.rs) dropped the edited position silently.
#[test]
fn demonstration_mode_started_from_the_editor_starts_on_the_editors_board() {
    let mut t = table(None, RuleSet::Casual, None);
    let edited = escaque::rules::Setup::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").unwrap();
    heard(
        &mut t,
        Intent::Demo(DemoAct::StartOn(Box::new(edited.clone()))),
        0,
    );
    assert_eq!(t.demo(), Some(&edited));
    assert!(t.game().moves().is_empty(), "the game untouched");
    let page = Page::default();
    assert_eq!(page.shown(&t, &t.snapshot()).board, edited);
}

// The names of an imported game (its PGN's players) were carried into the next game by "new" (issue 42).
#[test]
fn a_new_game_keeps_the_tables_players_but_not_a_loaded_records() {
    let mut t = reviewed();
    assert_eq!(t.names().white, "Ana");
    heard(&mut t, Intent::Fresh, 0);
    assert_eq!(t.names().white, "");
    assert_eq!(t.names().black, "");
    let mut t = table(None, RuleSet::Casual, None);
    heard(&mut t, Intent::SetName(Color::White, "Eva".to_string()), 0);
    play_all(&mut t, "e2e4", 0);
    let asked = t.request(Intent::Fresh);
    heard(&mut t, asked, 0);
    heard(&mut t, Intent::Confirm(None), 0);
    assert_eq!(t.names().white, "Eva");
}

// Replaces `Ctx::sans` (ui/core/state.rs), which wrote the SAN of every ply again at each change of the table.
#[test]
fn the_scoresheet_follows_the_game_and_equals_the_list_written_from_scratch() {
    use escaque::rules::Lang;
    use sheet::Sans;
    let mut t = table(None, RuleSet::Casual, None);
    let mut kept = Sans::new(&t, Lang::En, true);
    assert!(kept.list().is_empty());
    let game =
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6 e1g1 f7f6 d2d4 e5d4 f3d4 c6c5 d4e2 d8d1 f1d1";
    for (n, uci) in game.split(' ').enumerate() {
        play_all(&mut t, uci, 0);
        assert!(
            kept.follow(&t, Lang::En, true),
            "ply {} changed the list",
            n + 1
        );
        assert_eq!(kept.list(), sheet::sans(&t, Lang::En, true).as_slice());
        assert_eq!(kept.list().len(), n + 1);
    }
    assert_eq!(kept.list()[8], "O-O");
    // Nothing changed: the list stays and says so.
    assert!(!kept.follow(&t, Lang::En, true));
    // A takeback, another language, no check marks, another game: each written again where it differs.
    ok(&mut t, Intent::Takeback, 0);
    assert!(kept.follow(&t, Lang::En, true));
    assert_eq!(kept.list(), sheet::sans(&t, Lang::En, true).as_slice());
    assert!(kept.follow(&t, Lang::Es, true));
    assert_eq!(kept.list()[2], "Cf3");
    assert_eq!(kept.list(), sheet::sans(&t, Lang::Es, true).as_slice());
    let mut mate = table(None, RuleSet::Casual, None);
    play_all(&mut mate, "f2f3 e7e5 g2g4 d8h4", 0);
    assert!(kept.follow(&mate, Lang::Es, false));
    assert_eq!(kept.list(), ["f3", "e5", "g4", "Dh4"]);
    assert!(kept.follow(&mate, Lang::Es, true));
    assert_eq!(kept.list(), sheet::sans(&mate, Lang::Es, true).as_slice());
    // A game from another start with the same moves' squares is written from its own start.
    let mut other = table(Some(PINNED), RuleSet::Casual, None);
    play_all(&mut other, "e8d8", 0);
    assert!(kept.follow(&other, Lang::En, true));
    assert_eq!(kept.list(), sheet::sans(&other, Lang::En, true).as_slice());
}

// Replaces the scoresheet's `rows` closure (ui/panels/moves.rs), which read the marks, the offers, the clock readings
// and the removed moves' notes itself and rebuilt every row at each change.
#[test]
fn the_scoresheet_items_carry_each_plys_marks_and_the_removed_moves_where_they_stand() {
    use escaque::rules::Lang;
    use sheet::{Cell, SheetItem};
    let mut t = table(Some(PINNED), RuleSet::Tournament, Some("900+10"));
    let m = tournament::find_move(&t.board(), sq("c6"), sq("d4"), None, true).unwrap();
    heard(&mut t, Intent::Play(m), 5_000);
    let sans = sheet::sans(&t, Lang::En, false);
    let items = sheet::items(&t, &sans, false);
    assert!(
        matches!(&items[..], [SheetItem::Row { number: 1, white: None, black: Some(c) }] if c.ply == 1)
    );
    heard(&mut t, Intent::ClaimIllegal(Color::White), 8_000);
    let kd8 = mv(&t, "e8d8");
    heard(&mut t, Intent::Play(kd8), 10_000);
    let sans = sheet::sans(&t, Lang::En, false);
    let items = sheet::items(&t, &sans, true);
    // The note of the removed move stands before every row (it was removed from the start).
    let SheetItem::Removed(note) = &items[0] else {
        panic!("{items:?}")
    };
    assert_eq!(
        (note.index, note.claimant, note.arbiter),
        (0, Color::White, false)
    );
    assert_eq!(note.moves, [m]);
    let SheetItem::Row {
        number: 1,
        white: None,
        black: Some(kd8),
    } = &items[1]
    else {
        panic!("{items:?}")
    };
    assert_eq!(kd8.text, "Kd8");
    assert_eq!(kd8.mark, None);
    assert!(kd8.clk.is_some() && kd8.used.is_some() && !kd8.offered);
    assert_eq!(items.len(), 2);
    // A draw offered with a move marks that move; the times only when asked.
    let mut c = table(None, RuleSet::Casual, Some("300+0"));
    play_all(&mut c, "e2e4", 1_000);
    ok(&mut c, Intent::OfferDraw(Color::White), 1_500);
    play_all(&mut c, "e7e5", 2_000);
    let sans = sheet::sans(&c, Lang::En, true);
    let items = sheet::items(&c, &sans, false);
    let SheetItem::Row {
        white: Some(e4),
        black: Some(e5),
        ..
    } = &items[0]
    else {
        panic!("{items:?}")
    };
    assert!(e4.offered && !e5.offered);
    assert_eq!(e4.used, None);
    assert_eq!(
        *e5,
        Cell {
            ply: 2,
            text: "e5".into(),
            mark: None,
            offered: false,
            clk: e5.clk,
            used: None
        }
    );
}

// Replaces `ReviewTree`'s memo of `(t.record(), t.record_editable())`, `show`'s own parse of the record and the six
// `aria-pressed` closures of `ReviewTools` (ui/panels/review.rs), each of which parsed the whole record again.
#[test]
fn the_record_is_parsed_once_and_the_shown_node_read_from_it() {
    use escaque::table::page::tree::Record;
    let t = reviewed();
    let record = Record::of(&t).expect("a finished record is gone over in its tree");
    // Read twice, the same record; and the table's own.
    assert_eq!(Some(&record), Record::of(&t).as_ref());
    assert_eq!(record.tree, t.record());
    // A game in progress has no record to go over: a move there parses nothing.
    let mut live = table(None, RuleSet::Casual, None);
    play_all(&mut live, "e2e4 e7e5", 0);
    assert_eq!(Record::of(&live), None);
    // The shown node's facts: Black's 2…Nc6 has !? (5); the start is no move; 2.f4 is in a variation.
    let nc6 = record.node(&path("0.0.0.0"));
    assert!(nc6.on_move() && nc6.in_tree && !nc6.in_variation());
    assert!(nc6.has(5) && !nc6.has(1));
    let start = record.node(&NodePath::root());
    assert!(!start.on_move() && start.in_tree);
    assert_eq!(start.comment, "Una partida de la clase.");
    let f4 = record.node(&path("0.0.1"));
    assert!(f4.in_variation() && f4.comment == "El gambito");
    assert!(!record.node(&path("0.0.9")).in_tree);
    // An edit of the record is read by the next record, not by the one kept.
    let mut edited = reviewed();
    ok(
        &mut edited,
        Intent::Review(ReviewEdit::Nag {
            at: path("0.0.0.0"),
            nag: 1,
        }),
        0,
    );
    let after = Record::of(&edited).unwrap();
    assert!(after.node(&path("0.0.0.0")).has(1));
    assert!(!record.node(&path("0.0.0.0")).has(1));
}

// Replaces `tree_view` (ui/panels/review.rs), which nested the variations while it built the views.
#[test]
fn the_tree_nests_each_variation_in_its_entry() {
    use escaque::table::page::tree::{nest, Entry};
    let t = reviewed();
    let flat = items(&t.record(), escaque::rules::Lang::En);
    let nested = nest(flat.clone());
    fn count(entries: &[Entry]) -> (usize, usize) {
        entries.iter().fold((0, 0), |(m, v), e| match e {
            Entry::Move(_) => (m + 1, v),
            Entry::Variation(inner) => {
                let (a, b) = count(inner);
                (m + a, v + b + 1)
            }
            Entry::Comment(_) => (m, v),
        })
    }
    let moves = flat
        .iter()
        .filter(|i| matches!(i, TreeItem::Move(_)))
        .count();
    assert_eq!(count(&nested), (moves, 4));
    assert_eq!(nested[0], Entry::Comment("Una partida de la clase.".into()));
    // 2.f4's variation holds its comment-less first move, 2…exf4 and the nested 3.Bc4 line.
    let Some(Entry::Variation(f4)) = nested.iter().find(|e| matches!(e, Entry::Variation(_)))
    else {
        panic!("{nested:?}")
    };
    assert!(matches!(&f4[0], Entry::Move(m) if m.san == "f4" && m.comment == "El gambito"));
    assert!(f4.iter().any(|e| matches!(e, Entry::Variation(_))));
    // Top-level entries are keys of their own: no two alike.
    let keys: std::collections::HashSet<_> = nested.iter().collect();
    assert_eq!(keys.len(), nested.len());
    // An unclosed variation ends with the items; a stray close is left out.
    let odd = vec![
        TreeItem::Close,
        TreeItem::Open,
        TreeItem::Comment("x".into()),
    ];
    assert_eq!(
        nest(odd),
        [Entry::Variation(vec![Entry::Comment("x".into())])]
    );
}
