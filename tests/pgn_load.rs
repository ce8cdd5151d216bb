//! One PGN import for every rule set (issue 29): `table::pgn::load` makes a read game into the
//! table's loaded game with the note to show, or a typed refusal the text layer words; one rule
//! takes a move's comments and clock reading apart; one export serves every rule set.

use escaque::clock::Controls;
use escaque::game::{ImportFault, RuleSet};
use escaque::rules::pgn::{read_games, read_games_with, PgnGame};
use escaque::rules::{ByColor, Color, GameResult, Outcome, Reason};
use escaque::table::pgn::{load, LoadError, LoadNote};
use escaque::table::{tournament, Intent, Table};
use escaque::text::pgn::{load_error, load_note};
use escaque::text::Lang;

mod common;
use common::{controls, heard, play_all, table};

fn game(text: &str) -> PgnGame {
    read_games(text).remove(0).expect("the game reads")
}

#[test]
fn a_casual_game_loads_with_its_comments_clocks_names_and_tags() {
    let g = game(
        "[Event \"Club\"]\n[White \"Ana\"]\n[Black \"?\"]\n[ECO \"C20\"]\n\n\
         1. e4 { [%clk 0:04:58] Best by test [%eval 0.3] } { again } 1... e5 { [%clk 0:04:57] } \
         2. Nf3 { The knight } *",
    );
    let l = load(&g, RuleSet::Casual, false, false, Some(controls("300+2"))).unwrap();
    assert_eq!(l.note, None);
    let loaded = l.loaded;
    assert_eq!(loaded.game.moves().len(), 3);
    assert_eq!(loaded.game.rules(), RuleSet::Casual);
    assert_eq!(
        loaded.names,
        ByColor {
            white: "Ana".to_string(),
            black: String::new()
        }
    );
    assert_eq!(loaded.imported.plies, 3);
    assert_eq!(
        loaded.imported.clocks,
        vec![Some(298_000), Some(297_000), None]
    );
    assert_eq!(
        loaded.imported.comments,
        ["Best by test [%eval 0.3] again", "", "The knight"]
    );
    assert_eq!(loaded.imported.tag("ECO"), Some("C20"));
    assert_eq!(loaded.imported.tag("White"), None, "the game decides it");
    // To review, no clock: the table's time control is for playing on.
    assert_eq!(loaded.controls, None);
    assert!(loaded.line.played.is_empty());

    // To play on, the table's time control on a new clock, the game going on.
    let l = load(&g, RuleSet::Fide, true, false, Some(controls("300+2"))).unwrap();
    assert_eq!(l.loaded.controls, Some(controls("300+2")));
    assert_eq!(l.loaded.game.rules(), RuleSet::Fide);
    let mut t = table(None, RuleSet::Fide, None);
    heard(&mut t, Intent::Load(Box::new(l.loaded)), 0);
    play_all(&mut t, "b8c6", 1_000);
    assert_eq!(t.game().moves().len(), 4);
}

#[test]
fn a_finished_game_is_refused_for_play_on_and_the_refusal_is_worded() {
    let mate = game("1. f3 e5 2. g4 Qh4# 0-1");
    assert!(load(&mate, RuleSet::Casual, false, false, None).is_ok());
    let e = load(&mate, RuleSet::Casual, true, false, None).unwrap_err();
    assert_eq!(e, LoadError::Finished);
    assert_eq!(
        load_error(Lang::Es, &e),
        "La partida ya terminó en el tablero: solo se puede repasar."
    );
    assert_eq!(
        load_error(Lang::En, &e),
        "The game is already over on the board: it can only be reviewed."
    );
    // A result the board does not show is dropped to play on: a resigned game goes on.
    let resigned = game("1. e4 e5 1-0");
    let l = load(&resigned, RuleSet::Fide, true, false, None).unwrap();
    assert_eq!((l.loaded.game.outcome(), l.note), (None, None));
    // A move that cannot be played is the other refusal, worded as the import's.
    let null = game("1. e4 -- 2. d4 *");
    let e = load(&null, RuleSet::Casual, false, false, None).unwrap_err();
    let LoadError::Move(m) = &e else {
        panic!("a null move: {e:?}");
    };
    assert_eq!(m.fault, ImportFault::NullMove);
    assert!(load_error(Lang::Es, &e).contains("1…--"), "{e:?}");
}

#[test]
fn a_result_the_board_does_not_show_gets_no_note_and_one_that_differs_from_the_board_does() {
    // The closest reason is recorded for the export, but no note tells it: the status line says the file's result
    // alone (`Table::result_from_pgn`, tests/page.rs).
    let resigned = game("1. e4 e5 1-0");
    let l = load(&resigned, RuleSet::Fide, false, false, None).unwrap();
    let o = Outcome {
        result: GameResult::WhiteWins,
        reason: Reason::Resignation,
    };
    assert_eq!(l.note, None);
    assert_eq!(l.loaded.game.outcome(), Some(o));

    let wrong = game("1. f3 e5 2. g4 Qh4# 1-0");
    let l = load(&wrong, RuleSet::Casual, false, false, None).unwrap();
    let board = l.loaded.game.outcome();
    assert_eq!(board.unwrap().reason, Reason::Checkmate);
    let note = l.note.unwrap();
    assert_eq!(
        note,
        LoadNote::ResultDiffers {
            said: "1-0".to_string(),
            board
        }
    );
    assert!(load_note(Lang::En, &note).starts_with("The PGN says 1-0, but the board decides"));
}

#[test]
fn a_practice_record_loads_as_a_tournament_table_without_its_own_marks() {
    let text = format!(
        "[White \"Ana\"]\n[Black \"Luis\"]\n[TimeControl \"900+10\"]\n\n{{ {} }} \
         1. e4 {{ [%clk 0:14:58] Good }} \
         1... e5 {{ illegal, not claimed in time: the move stands (A4c, B3c) }} {{ [%clk 0:14:50] }} *",
        tournament::PGN_NOTE
    );
    let g = read_games_with(&text, tournament::at_the_board())
        .remove(0)
        .unwrap();
    assert!(tournament::is_practice_record(&g));
    let l = load(&g, RuleSet::Casual, false, false, None).unwrap();
    assert_eq!(l.note, None);
    let loaded = l.loaded;
    assert_eq!(
        loaded.game.rules(),
        RuleSet::Tournament,
        "the record's rules"
    );
    assert_eq!(
        loaded.imported.comments,
        ["Good", ""],
        "the mark is dropped"
    );
    assert_eq!(loaded.imported.clocks, vec![Some(898_000), Some(890_000)]);
    assert_eq!(loaded.names.black, "Luis");
    // To review, the record's time control sets the clock; to play on, the table's does.
    assert_eq!(loaded.controls, Controls::parse("900+10").unwrap());
    let l = load(&g, RuleSet::Casual, true, false, Some(controls("180+2"))).unwrap();
    assert_eq!(l.loaded.controls, Some(controls("180+2")));

    // Any game read at the board loads the same way, note or not.
    let plain = game("1. e4 e5 *");
    let l = load(&plain, RuleSet::Fide, false, true, None).unwrap();
    assert_eq!(l.loaded.game.rules(), RuleSet::Tournament);
    let l = load(&plain, RuleSet::Fide, false, false, None).unwrap();
    assert_eq!(l.loaded.game.rules(), RuleSet::Fide);
}

#[test]
fn one_export_for_every_rule_set_and_it_loads_back() {
    for rules in [RuleSet::Casual, RuleSet::Fide, RuleSet::Tournament] {
        let mut t = table(None, rules, None);
        heard(&mut t, Intent::SetName(Color::White, "Ana".to_string()), 0);
        play_all(&mut t, "e2e4 e7e5 g1f3", 0);
        let out = t.export_pgn("2026.03.14");
        assert!(out.contains("[Date \"2026.03.14\"]"), "{out}");
        assert!(out.contains("[White \"Ana\"]"), "{out}");
        assert_eq!(
            out.contains(tournament::PGN_NOTE.split_whitespace().next().unwrap()),
            rules == RuleSet::Tournament,
            "{out}"
        );
        let back = load(&game(&out), rules, true, false, None).unwrap();
        assert_eq!(back.loaded.game.moves(), t.game().moves());
        assert_eq!(back.loaded.game.rules(), rules);
        let mut again = Table::default();
        heard(&mut again, Intent::Load(Box::new(back.loaded)), 0);
        assert_eq!(again.names().white, "Ana");
    }
}
