//! The event, round and board of the game at the table (`Intent::SetEventTags`): set, kept by a new
//! game and a rematch, replaced by a loaded game's own, saved and read back (and old records still
//! read), written to the PGN export with the time control, and the time control in words for the
//! scoresheet.

use escaque::clock::Controls;
use escaque::game::{Game, RuleSet};
use escaque::rules::{ByColor, Color, Position};
use escaque::table::{Event, EventTags, Imported, Intent, Table, EVENT_TAG_MAX};
use escaque::text::setup::{time_control_text, time_control_words};
use escaque::text::Lang;

mod common;
use common::{import, load_pgn, play_heard, reread};

fn tags(event: &str, round: &str, board: &str) -> EventTags {
    EventTags {
        event: event.into(),
        round: round.into(),
        board: board.into(),
    }
}

/// A FIDE table at the start position.
fn table(tc: Option<&str>) -> Table {
    common::table(None, RuleSet::Fide, tc)
}

/// The tags as `name value` lines, for comparing in one assertion.
fn tag_lines(t: &Table) -> Vec<String> {
    t.pgn_tags("2026.03.14")
        .into_iter()
        .map(|(n, v)| format!("{n} {v}"))
        .collect()
}

fn round_trip(t: &Table) -> Table {
    reread(t, 0)
}

#[test]
fn set_cleans_the_fields_and_reports_a_change_once() {
    let mut t = table(None);
    assert_eq!(t.event_tags(), &EventTags::default());
    let rev = t.revision();
    let events = t
        .apply(
            Intent::SetEventTags(tags("  Open\tde\nTucumán\u{7} ", " 3.1 ", "12")),
            0,
        )
        .unwrap();
    assert_eq!(events, vec![Event::EventTagsChanged]);
    assert_eq!(t.revision(), rev + 1);
    assert_eq!(t.event_tags(), &tags("Open de Tucumán", "3.1", "12"));
    // The same fields again change nothing.
    let same = tags("Open de Tucumán", "3.1 ", "12");
    assert_eq!(t.apply(Intent::SetEventTags(same), 0).unwrap(), vec![]);
    assert_eq!(t.revision(), rev + 1);
    // PGN's "unknown" is no value, its "not applicable" is kept; a long typed text is cut.
    let long = "x".repeat(EVENT_TAG_MAX + 20);
    t.apply(Intent::SetEventTags(tags("?", "-", &long)), 0)
        .unwrap();
    assert_eq!(t.event_tags(), &tags("", "-", &"x".repeat(EVENT_TAG_MAX)));
}

#[test]
fn settable_after_the_game_ended_and_while_a_clock_runs() {
    let rules = Intent::SetEventTags(EventTags::default()).rules();
    assert!(rules.after_end && rules.while_adjourned && rules.quiet);
    assert!(!rules.replaces_game && rules.asks.is_none());
    let mut t = table(Some("300+2"));
    play_heard(&mut t, "e2e4 e7e5", 0);
    t.apply(Intent::Resign(Color::Black), 1_000).unwrap();
    assert!(t.game().is_over());
    let events = t
        .apply(Intent::SetEventTags(tags("Club", "2", "")), 2_000)
        .unwrap();
    assert_eq!(events, vec![Event::EventTagsChanged]);
    assert_eq!(t.event_tags().event, "Club");
    assert!(t.game().is_over());
}

#[test]
fn a_new_game_and_a_rematch_keep_them_a_loaded_game_brings_its_own() {
    let mut t = table(Some("300+2"));
    t.apply(Intent::SetEventTags(tags("Club", "3", "7")), 0)
        .unwrap();
    play_heard(&mut t, "e2e4", 0);
    t.apply(Intent::Resign(Color::Black), 0).unwrap();
    t.apply(Intent::Rematch, 0).unwrap();
    assert!(t.game().moves().is_empty());
    assert_eq!(t.event_tags(), &tags("Club", "3", "7"), "rematch");
    t.apply(
        Intent::NewGame {
            start: Position::new(),
            rules: RuleSet::Casual,
            controls: None,
        },
        0,
    )
    .unwrap();
    assert_eq!(t.event_tags(), &tags("Club", "3", "7"), "new game");

    // A loaded game is another game: its own tags, none of the table's.
    let mut game = Game::new(Position::new(), RuleSet::Casual);
    game.play_uci("d2d4").unwrap();
    let imported = Imported::of(
        &[
            ("Event".into(), "Olimpiada\n2024".into()),
            ("Site".into(), "Budapest".into()),
            ("Round".into(), "?".into()),
            ("Board".into(), "2".into()),
        ],
        vec![None],
        vec![String::new()],
    );
    import(&mut t, game.clone(), ByColor::default(), imported, None);
    assert_eq!(t.event_tags(), &tags("Olimpiada 2024", "", "2"));
    let left: Vec<&str> = t
        .imported()
        .unwrap()
        .tags
        .iter()
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(left, ["Site"], "the table keeps them, not the import");
    let bare = Imported::of(&[], vec![None], vec![String::new()]);
    import(&mut t, game, ByColor::default(), bare, None);
    assert_eq!(t.event_tags(), &EventTags::default());
}

#[test]
fn saved_and_read_back() {
    let mut t = table(Some("40/5400+30:1800+30"));
    t.apply(
        Intent::SetEventTags(tags("Open \\ «Ciudad» 李", "3.1", "12")),
        0,
    )
    .unwrap();
    play_heard(&mut t, "e2e4 e7e5", 0);
    let text = t.to_record(0);
    assert!(
        text.contains("\nevent Open \\\\ «Ciudad» 李\nround 3.1\nboard 12\n"),
        "{text}"
    );
    // The clock comes back paused; the rest is as it was.
    let back = round_trip(&t);
    assert_eq!(back.event_tags(), t.event_tags());
    assert_eq!(back.game(), t.game());
    // Only the fields given are written.
    let mut t = table(None);
    t.apply(Intent::SetEventTags(tags("", "5", "")), 0).unwrap();
    let text = t.to_record(0);
    assert!(text.contains("\nround 5\n") && !text.contains("\nevent") && !text.contains("\nboard"));
    assert_eq!(round_trip(&t), t);
    // A table without them writes none of the three lines.
    let text = table(None).to_record(0);
    assert!(!text.contains("\nevent") && !text.contains("\nround") && !text.contains("\nboard"));
}

#[test]
fn old_records_without_them_still_read() {
    let v2 = "escaque 2\nrevision 4\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\nmoves e2e4 e7e5\nwhite Ana\nblack Luis\ntouch-move 0\nflip 0\ntabletop 0\n";
    let t = Table::from_record(v2, 0).unwrap();
    assert_eq!(t.event_tags(), &EventTags::default());
    assert_eq!(t.names().white, "Ana");
    assert_eq!(t.game().moves().len(), 2);
    let v1 = "escaque 1\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules fide\nmoves e2e4\nwhite Ana\nblack Luis\nflip 1\ntabletop 0\n";
    assert_eq!(
        Table::from_record(v1, 0).unwrap().event_tags(),
        &EventTags::default()
    );
    // Format 1 had no such lines: they are refused there, as any unknown line.
    assert!(Table::from_record(&format!("{v1}event Club\n"), 0).is_err());
}

#[test]
fn an_imported_games_tags_in_an_old_record_become_the_tables() {
    // Written before the table kept them: the import's Event and Round among its tags.
    let old = "escaque 2\nrevision 2\nfen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nrules casual\nmoves e2e4\nwhite \nblack \ntouch-move 0\nflip 0\ntabletop 0\nimport-plies 1\ntag Event Club\ntag Site Córdoba\ntag Round 4\n";
    let t = Table::from_record(old, 0).unwrap();
    assert_eq!(t.event_tags(), &tags("Club", "4", ""));
    assert_eq!(
        t.imported().unwrap().tags,
        vec![("Site".into(), "Córdoba".into())]
    );
    // A line of the table's own wins over the import's tag.
    let both = format!("{old}event Open\n");
    assert_eq!(
        Table::from_record(&both, 0).unwrap().event_tags(),
        &tags("Open", "4", "")
    );
}

#[test]
fn the_export_writes_event_round_board_and_the_time_control() {
    let mut t = table(Some("5400+30"));
    t.apply(Intent::SetName(Color::White, "Ana".into()), 0)
        .unwrap();
    t.apply(
        Intent::SetEventTags(tags("Open de Tucumán", "3.1", "12")),
        0,
    )
    .unwrap();
    play_heard(&mut t, "e2e4 e7e5", 0);
    assert_eq!(
        tag_lines(&t),
        [
            "Event Open de Tucumán",
            "Site ?",
            "Date 2026.03.14",
            "Round 3.1",
            "White Ana",
            "Black ?",
            "Board 12",
            "TimeControl 5400+30",
        ]
    );
    let pgn = t.export_pgn("2026.03.14");
    assert!(
        pgn.starts_with(
            "[Event \"Open de Tucumán\"]\n[Site \"?\"]\n[Date \"2026.03.14\"]\n[Round \"3.1\"]\n[White \"Ana\"]\n[Black \"?\"]\n[Result \"*\"]\n[Board \"12\"]\n[TimeControl \"5400+30\"]\n"
        ),
        "{pgn}"
    );
    // Read back and loaded, the game brings them to the table again.
    let mut back = table(None);
    load_pgn(&mut back, &pgn, false);
    assert_eq!(back.event_tags(), t.event_tags());

    // Not given: Event and Round are PGN's unknown, no Board; no clock is `-`.
    assert_eq!(
        tag_lines(&table(None)),
        [
            "Event ?",
            "Site ?",
            "Date 2026.03.14",
            "Round ?",
            "White ?",
            "Black ?",
            "TimeControl -",
        ]
    );
}

#[test]
fn the_time_control_tag_is_the_clocks_else_the_imported_games() {
    for (tc, tag) in [
        ("300+3", "300+3"),
        ("40/5400+30:1800+30", "40/5400+30:1800+30"),
        ("*180", "*180"),
        // No PGN form: the app's own, which it reads back.
        ("300d5", "300d5"),
        ("300b5", "300b5"),
        ("300+2|180+2", "300+2|180+2"),
    ] {
        assert_eq!(table(Some(tc)).time_control_tag(), tag, "{tc}");
    }
    let mut t = table(None);
    let imported = Imported::of(&[("TimeControl".into(), "600+5".into())], vec![], vec![]);
    import(&mut t, Game::default(), ByColor::default(), imported, None);
    assert_eq!(t.time_control_tag(), "600+5");
    let imported = Imported::of(&[("TimeControl".into(), "600+5".into())], vec![], vec![]);
    let clocked = Controls::parse("180+2").unwrap();
    import(
        &mut t,
        Game::default(),
        ByColor::default(),
        imported,
        clocked,
    );
    assert_eq!(
        t.time_control_tag(),
        "180+2",
        "the clock the game goes on with"
    );
}

#[test]
fn the_time_control_in_words() {
    let words = |lang, tc: &str| time_control_text(lang, tc);
    use Lang::{En, Es};
    for (tc, es, en) in [
        ("5400+30", "90 min + 30 s por jugada", "90 min + 30 s per move"),
        ("300", "5 min", "5 min"),
        ("180+2", "3 min + 2 s por jugada", "3 min + 2 s per move"),
        ("90+0.5", "1 min 30 s + 0,5 s por jugada", "1 min 30 s + 0.5 s per move"),
        (
            "40/5400+30:1800+30",
            "90 min para 40 jugadas, luego 30 min para el resto de la partida, + 30 s por jugada desde la jugada 1",
            "90 min for 40 moves, then 30 min for the rest of the game, + 30 s per move from move 1",
        ),
        (
            "40/5400:1800+30",
            "90 min para 40 jugadas, luego 30 min + 30 s por jugada para el resto de la partida",
            "90 min for 40 moves, then 30 min + 30 s per move for the rest of the game",
        ),
        (
            "40/7200:20/3600",
            "120 min para 40 jugadas, luego 60 min cada 20 jugadas",
            "120 min for 40 moves, then 60 min every 20 moves",
        ),
        ("300d3", "5 min con demora de 3 s", "5 min with a 3 s delay"),
        (
            "300b5",
            "5 min con demora Bronstein de 5 s",
            "5 min with a 5 s Bronstein delay",
        ),
        ("*180", "Reloj de arena, 3 min", "Hourglass, 3 min"),
        (
            "300+2|180+2",
            "Blancas: 5 min + 2 s por jugada; negras: 3 min + 2 s por jugada",
            "White: 5 min + 2 s per move; Black: 3 min + 2 s per move",
        ),
        ("-", "Sin reloj", "No clock"),
        ("?", "", ""),
        ("ninety minutes", "ninety minutes", "ninety minutes"),
    ] {
        assert_eq!(words(Es, tc), es, "{tc}");
        assert_eq!(words(En, tc), en, "{tc}");
    }
    assert_eq!(time_control_words(Es, None), "Sin reloj");
}

#[test]
fn another_tab_adopts_them_with_the_game() {
    use escaque::table::sync::{adopt, receive, Local, Receive, Stamp};
    let mut a = table(Some("300+2"));
    let mut b = a.clone();
    a.apply(Intent::SetEventTags(tags("Club", "2", "4")), 0)
        .unwrap();
    let record = a.to_record(0);
    let local = b.to_record(0);
    let here = Local {
        revision: b.revision(),
        id: 1,
        fresh: false,
        record: &local,
    };
    assert_eq!(
        receive(here, 2, &record),
        Receive::Adopt,
        "a newer revision"
    );
    b = adopt(&record, Stamp { mono: 0, wall: 0 }).unwrap();
    assert_eq!(b.event_tags(), &tags("Club", "2", "4"));
}
