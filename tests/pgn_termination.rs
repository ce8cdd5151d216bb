//! The `Termination` tag (issue 28): chess.com's forms read as what they say ("Hikaru won on
//! time" is a fallen flag, not a resignation), and the PGN standard's values worded in the page
//! while the file keeps them.

use escaque::game::{export_pgn, import_pgn, termination_reason, RuleSet};
use escaque::rules::pgn::read_games;
use escaque::rules::{GameResult, Outcome, Reason};
use escaque::text::pgn::termination_label;
use escaque::text::Lang;

fn imported(termination: &str, result: &str, moves: &str, rules: RuleSet) -> Option<Outcome> {
    let text = format!(
        "[White \"Hikaru\"]\n[Black \"Magnus\"]\n[Result \"{result}\"]\n[Termination \"{termination}\"]\n\n{moves} {result}"
    );
    let g = read_games(&text).remove(0).expect("reads");
    let i = import_pgn(&g, rules).expect("loads");
    assert_eq!(i.inferred, i.game.outcome(), "{termination}");
    i.game.outcome()
}

#[test]
fn chess_com_won_on_time_is_a_fallen_flag() {
    let o = imported("Hikaru won on time", "1-0", "1. e4 e5", RuleSet::Fide);
    let white = GameResult::win_for(escaque::rules::Color::White);
    assert_eq!(
        o.map(|o| (o.result, o.reason)),
        Some((white, Reason::Timeout))
    );
    let o = imported("Magnus won on time", "0-1", "1. e4 e5", RuleSet::Casual);
    assert_eq!(o.map(|o| o.reason), Some(Reason::Timeout));
    // The standard's value, as before.
    let o = imported("time forfeit", "1-0", "1. e4 e5", RuleSet::Fide);
    assert_eq!(o.map(|o| o.reason), Some(Reason::Timeout));
    // Resignation, abandonment and `normal` are a resignation.
    for t in [
        "Hikaru won by resignation",
        "Hikaru won - game abandoned",
        "normal",
        "abandoned",
    ] {
        let o = imported(t, "1-0", "1. e4 e5", RuleSet::Fide);
        assert_eq!(o.map(|o| o.reason), Some(Reason::Resignation), "{t}");
    }
    // A mate the board does not show is not recorded as a mate.
    let o = imported("Hikaru won by checkmate", "1-0", "1. e4 e5", RuleSet::Fide);
    assert_eq!(o.map(|o| o.reason), Some(Reason::Resignation));
}

#[test]
fn chess_com_draws_are_read_as_they_say_where_the_board_allows() {
    let o = imported(
        "Game drawn by timeout vs insufficient material",
        "1/2-1/2",
        "1. e4 e5",
        RuleSet::Fide,
    );
    assert_eq!(
        o.map(|o| o.reason),
        Some(Reason::TimeoutInsufficientMaterial)
    );
    let o = imported(
        "Game drawn by agreement",
        "1/2-1/2",
        "1. e4 e5",
        RuleSet::Fide,
    );
    assert_eq!(o.map(|o| o.reason), Some(Reason::Agreement));
    // A threefold repetition the final position can claim (FIDE rules: it must be claimed).
    let rep = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8";
    let o = imported("Game drawn by repetition", "1/2-1/2", rep, RuleSet::Fide);
    assert_eq!(o.map(|o| o.result), Some(GameResult::Draw));
    assert_eq!(o.map(|o| o.reason), Some(Reason::ThreefoldRepetition));
    // A repetition the board cannot claim is recorded as agreed.
    let o = imported(
        "Game drawn by repetition",
        "1/2-1/2",
        "1. e4 e5",
        RuleSet::Fide,
    );
    assert_eq!(o.map(|o| o.reason), Some(Reason::Agreement));
}

#[test]
fn termination_tags_read() {
    let cases = [
        ("Hikaru won on time", Some(Reason::Timeout)),
        ("TIME FORFEIT", Some(Reason::Timeout)),
        ("Hikaru won by resignation", Some(Reason::Resignation)),
        ("Hikaru won by checkmate", Some(Reason::Checkmate)),
        (
            "Game drawn by repetition",
            Some(Reason::ThreefoldRepetition),
        ),
        ("Game drawn by agreement", Some(Reason::Agreement)),
        ("Game drawn by stalemate", Some(Reason::Stalemate)),
        (
            "Game drawn by insufficient material",
            Some(Reason::InsufficientMaterial),
        ),
        (
            "Game drawn by timeout vs insufficient material",
            Some(Reason::TimeoutInsufficientMaterial),
        ),
        ("Game drawn by 50-move rule", Some(Reason::FiftyMoves)),
        ("Hikaru won - game abandoned", None),
        ("Game abandoned", None),
        ("normal", None),
        ("", None),
    ];
    for (tag, reason) in cases {
        assert_eq!(termination_reason(tag), reason, "{tag}");
    }
}

#[test]
fn the_file_keeps_the_tag_and_the_page_words_it() {
    let g = read_games("[Termination \"Hikaru won on time\"]\n\n1. e4 e5 1-0")
        .remove(0)
        .unwrap();
    let i = import_pgn(&g, RuleSet::Fide).unwrap();
    // Our own export of a flag fall writes the standard's value, in English: it is data.
    let out = export_pgn(&i.game, &[], &[]);
    assert!(out.contains("[Termination \"time forfeit\"]"), "{out}");
    assert_eq!(
        termination_label(Lang::Es, "time forfeit"),
        "pérdida por tiempo"
    );
    assert_eq!(termination_label(Lang::Es, "unterminated"), "sin terminar");
    assert_eq!(termination_label(Lang::Es, "Normal"), "normal");
    assert_eq!(termination_label(Lang::En, "time forfeit"), "time forfeit");
    for v in [
        "abandoned",
        "adjudication",
        "death",
        "emergency",
        "rules infraction",
    ] {
        assert_ne!(
            termination_label(Lang::Es, v),
            v,
            "{v} is worded in Spanish"
        );
        assert_eq!(termination_label(Lang::En, v), v);
    }
    // Another program's own words are shown as the file writes them.
    assert_eq!(
        termination_label(Lang::Es, " Hikaru won on time "),
        "Hikaru won on time"
    );
}
