//! The Contract 2 link read whole in one pure function (issue 40), and "a new game from here" decided once by the
//! table (`Intent::PlayFrom`). Replaces the two halves of the link read in `ui/shell/page.rs` (`url_params`,
//! `apply_link`) and `ui/shell/restore.rs` (`read_link`, `needed`), and the five views that built "a new game
//! from here keeps the rules and the clock" themselves (`teacher/part.rs`, `teacher/saved.rs`, `dialogs/pgn_io.rs`,
//! `shell/page.rs`; `panels/start.rs` keeps the rules and sets a clock of its own).

use escaque::game::RuleSet;
use escaque::rules::{ByColor, Position};
use escaque::table::link::Link;
use escaque::table::{Ask, Event, Intent, Table};

mod common;
use common::{controls, ok, play_all, table};

const SCHOLAR: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

#[test]
fn a_link_reads_whole_as_the_browser_reads_its_query() {
    let link = Link::parse(
        "?fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2FK6k+w+-+-+0+1&rules=fide&tc=5%2B3&lang=es&white=Jos%C3%A9+Ra%C3%BAl&black=Ana&x=1",
    );
    assert_eq!(
        link,
        Link {
            fen: Some("8/8/8/8/8/8/8/K6k w - - 0 1".into()),
            rules: Some("fide".into()),
            tc: Some("5+3".into()),
            lang: Some("es".into()),
            names: ByColor {
                white: Some("José Raúl".into()),
                black: Some("Ana".into()),
            },
        }
    );
    assert!(link.starts_game());
    // Without the `?`, a key given twice keeps its first value, a key without `=` is empty, a bad escape is kept.
    let link = Link::parse("white=A&white=B&black&lang=%zz%4");
    assert_eq!(link.names.white.as_deref(), Some("A"));
    assert_eq!(link.names.black.as_deref(), Some(""));
    assert_eq!(link.lang.as_deref(), Some("%zz%4"));
    assert!(!link.starts_game(), "names and a language start no game");
    // Bytes that are not UTF-8 are replaced, never refused; an empty query is no link.
    assert_eq!(
        Link::parse("white=%FF").names.white.as_deref(),
        Some("\u{FFFD}")
    );
    assert_eq!(Link::parse(""), Link::default());
    assert_eq!(Link::parse("?"), Link::default());
}

#[test]
fn the_links_game_keeps_the_tables_rules_and_clock_where_it_names_none() {
    let t = table(None, RuleSet::Fide, Some("300+2"));
    // A FEN alone: "play from here", which keeps the table's rule set and clock.
    let game = Link::parse(&format!("fen={SCHOLAR}")).game().0;
    assert!(game.replaces && game.clear);
    let start = Position::from_fen(SCHOLAR).unwrap();
    assert_eq!(game.intent(&t), Some(Intent::PlayFrom(start.clone())));
    // A rule set, a clock: named ones are the link's; the other is the table's.
    let game = Link::parse("rules=tournament").game().0;
    assert_eq!(
        game.intent(&t),
        Some(Intent::NewGame {
            start: Position::new(),
            rules: RuleSet::Tournament,
            controls: Some(controls("300+2")),
        })
    );
    let game = Link::parse("tc=-").game().0;
    assert_eq!(
        game.intent(&t),
        Some(Intent::NewGame {
            start: Position::new(),
            rules: RuleSet::Fide,
            controls: None,
        })
    );
    // A rule set that does not read names none: the link still starts a game, from the initial position with the
    // table's rule set and clock.
    let game = Link::parse("rules=blitzkrieg").game().0;
    assert!(game.replaces);
    assert_eq!(game.intent(&t), Some(Intent::PlayFrom(Position::new())));
}

#[test]
fn what_does_not_read_in_a_link_is_said_and_cleared_once() {
    let t = table(None, RuleSet::Casual, None);
    // A FEN that cannot be played: no game, the reason kept, the parameters cleared.
    let (game, problems) = Link::parse("fen=not+a+fen&tc=5%2B3").game();
    assert!(problems.fen.is_some() && problems.tc.is_none());
    assert!(game.start.is_none());
    assert!(game.replaces && game.clear);
    assert_eq!(game.intent(&t), None);
    // A bad clock alone: nothing replaced, said once (cleared).
    let (game, problems) = Link::parse("tc=5%2Bx").game();
    assert!(problems.tc.is_some() && problems.fen.is_none());
    assert!(!game.replaces);
    assert!(game.clear);
    assert_eq!(game.intent(&t), None);
    // A bad clock beside a rule set: the game starts with the table's clock.
    let (game, problems) = Link::parse("tc=nope&rules=fide").game();
    assert!(problems.tc.is_some() && game.replaces && game.clear);
    assert_eq!(
        game.intent(&t),
        Some(Intent::NewGame {
            start: Position::new(),
            rules: RuleSet::Fide,
            controls: None,
        })
    );
    // No game parameter: nothing read, nothing cleared.
    let (game, problems) = Link::parse("white=Ana").game();
    assert_eq!(problems, Default::default());
    assert!(!game.replaces && !game.clear);
    assert_eq!(game.intent(&t), None);
}

#[test]
fn play_from_here_keeps_the_rules_and_the_clock_and_asks_first_over_moves() {
    let mut t = table(None, RuleSet::Tournament, Some("600+5"));
    play_all(&mut t, "e2e4 e7e5", 1_000);
    let start = Position::from_fen(SCHOLAR).unwrap();
    // Over a game with moves the table asks first.
    let asked = t.request(Intent::PlayFrom(start.clone()));
    assert_eq!(
        asked,
        Intent::Ask {
            ask: Ask::Discard,
            then: Box::new(Intent::PlayFrom(start.clone())),
        }
    );
    let events = ok(&mut t, Intent::PlayFrom(start.clone()), 5_000);
    assert!(events.contains(&Event::NewGame), "{events:?}");
    assert_eq!(t.game().position(), &start);
    assert!(t.game().moves().is_empty());
    assert_eq!(t.game().rules(), RuleSet::Tournament);
    assert_eq!(t.controls(), Some(&controls("600+5")));
    // The same as the new game the views built themselves.
    let mut built = table(None, RuleSet::Tournament, Some("600+5"));
    play_all(&mut built, "e2e4 e7e5", 1_000);
    let (rules, tc) = (built.game().rules(), built.controls().cloned());
    ok(
        &mut built,
        Intent::NewGame {
            start,
            rules,
            controls: tc,
        },
        5_000,
    );
    assert_eq!(t.to_record(6_000), built.to_record(6_000));
    // Without a clock, none.
    let mut t: Table = table(None, RuleSet::Casual, None);
    ok(&mut t, Intent::PlayFrom(Position::new()), 0);
    assert_eq!(t.controls(), None);
}
