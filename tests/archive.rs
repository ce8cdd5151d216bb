//! The archive as stored (issue 13): index lines read back exactly, bad lines kept, games checked when
//! read (missing, altered, a result the moves do not give), the first archive moved without loss;
//! and an imported game's tags, comments and `[%clk]` through a save, a reload and an export.

use escaque::rules::read_games;
use escaque::table::archive::{
    check, checksum, game_key, id_of_key, migrate, split_v1, Checked, Entry, Index, HEADER,
    V1_SEPARATOR,
};
use escaque::table::{Imported, Table};

mod common;
use common::load_pgn;

const MATE: &str = "[Event \"Club\"]\n[Date \"2024.05.01\"]\n[White \"Carla\"]\n[Black \"Dani\"]\n\
[Result \"0-1\"]\n[Termination \"normal\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

const GOING: &str = "[White \"Ana\\tTab\"]\n[Black \"Luis\"]\n\n1. d4 d5 *\n";

#[test]
fn an_entry_reads_its_game_and_its_line_reads_back() {
    let e = Entry::of(7, MATE);
    assert_eq!(e.id, 7);
    assert_eq!((e.plies, e.result.as_str()), (4, "0-1"));
    assert_eq!((e.white.as_str(), e.black.as_str()), ("Carla", "Dani"));
    assert_eq!(
        (e.date.as_str(), e.termination.as_str()),
        ("2024.05.01", "normal")
    );
    assert_eq!((e.len, e.hash), (MATE.len(), checksum(MATE)));
    assert_eq!(Entry::parse(&e.line()), Some(e));
    // A tab, a line break and a backslash in a name survive the line.
    let mut odd = Entry::of(8, GOING);
    odd.black = "a\\b\nc\td".to_string();
    assert!(!odd.line().contains('\n'));
    assert_eq!(Entry::parse(&odd.line()), Some(odd));
}

// The archive's list showed "? – ?", "sin terminar" twice (the result and the tag) and "normal" (issue 42).
#[test]
fn an_archive_line_says_what_a_player_expects_each_thing_once() {
    use escaque::table::archive::Listed;
    use escaque::text::{archive_players, archive_result, Lang};
    let line = |pgn: &str, lang: Lang| {
        let e = Entry::of(1, pgn);
        let l = e.listed();
        (archive_players(lang, &l), archive_result(lang, &l))
    };
    // Named players, a mate ended "normal": the result alone.
    assert_eq!(
        line(MATE, Lang::Es),
        ("Carla – Dani".to_string(), "0-1".to_string())
    );
    // No names: the colours, never "? – ?"; unfinished once, whatever the tag says.
    let nameless = "[White \"?\"]\n[Black \"\"]\n[Result \"*\"]\n[Termination \"unterminated\"]\n\n1. d4 d5 *\n";
    assert_eq!(
        line(nameless, Lang::Es),
        ("Blancas – Negras".to_string(), "sin terminar".to_string())
    );
    assert_eq!(
        line(nameless, Lang::En),
        ("White – Black".to_string(), "unfinished".to_string())
    );
    // One side named; a tag that says more than the result is worded beside it.
    let on_time = "[White \"Ana\"]\n[Termination \"time forfeit\"]\n\n1. e4 e5 0-1\n";
    assert_eq!(
        line(on_time, Lang::Es),
        (
            "Ana – Negras".to_string(),
            "0-1, pérdida por tiempo".to_string()
        )
    );
    assert_eq!(line(on_time, Lang::En).1, "0-1, time forfeit");
    // What the pure layer decides, part by part.
    assert_eq!(
        Entry::of(1, nameless).listed(),
        Listed {
            white: None,
            black: None,
            result: None,
            how: None
        }
    );
    // "Normal" in any case says nothing more.
    let shout = "[Termination \"NORMAL\"]\n\n1. e4 e5 1/2-1/2\n";
    assert_eq!(Entry::of(1, shout).listed().how, None);
}

#[test]
fn the_result_comes_from_the_moves_not_from_the_text() {
    // A PGN that says 1-0 after Black mates: the board decides.
    let lie = MATE
        .replace("Qh4# 0-1", "Qh4# 1-0")
        .replace("\"0-1\"", "\"1-0\"");
    assert_eq!(Entry::of(1, &lie).result, "0-1");
    // No ending on the board: the text's result stands as an ending the players made.
    assert_eq!(Entry::of(2, "1. e4 e5 1-0\n").result, "1-0");
    // A text that holds no playable game is still an entry (kept, listed), with no result.
    let junk = Entry::of(3, "1. e4 e5 2. Ke3 *\n");
    assert_eq!((junk.plies, junk.result.as_str()), (0, "*"));
}

#[test]
fn an_index_reads_back_and_keeps_lines_it_cannot_read() {
    let mut index = Index::default();
    let (k1, a) = index.add(MATE, &[]);
    let (k2, b) = index.add(GOING, &[5]);
    assert_eq!(k1, game_key(a.id));
    assert_eq!(id_of_key(&k2), Some(b.id));
    assert!(
        b.id > 5,
        "an id of a key already in storage is never reused"
    );
    let text = index.to_text();
    assert!(text.starts_with(HEADER));
    assert_eq!(Index::parse(&text), index);
    // A broken line (a hand edit) is reported and written back, never dropped.
    let edited = text.replace(&b.line(), "9\tnot a number\tx");
    let read = Index::parse(&edited);
    assert_eq!(read.entries, vec![a.clone()]);
    assert_eq!(read.bad, vec![(3, "9\tnot a number\tx".to_string())]);
    assert!(read.to_text().contains("9\tnot a number\tx"));
    // A duplicate id is a bad line too (two games under one key cannot both be right).
    let twice = [text.as_str(), a.line().as_str(), "\n"].concat();
    assert_eq!(Index::parse(&twice).bad.len(), 1);
    // Removing and replacing.
    let mut i2 = index.clone();
    assert!(i2.remove(a.id));
    assert!(!i2.remove(a.id));
    assert_eq!(i2.entries, vec![b.clone()]);
    let r = i2.replace(b.id, MATE).unwrap();
    assert_eq!((r.id, r.result.as_str()), (b.id, "0-1"));
    assert_eq!(i2.bytes(), MATE.len());
}

#[test]
fn a_stored_game_is_checked_when_read() {
    let e = Entry::of(1, MATE);
    match check(&e, Some(MATE)) {
        Checked::Sound(g) => assert_eq!(g.moves.len(), 4),
        other => panic!("{other:?}"),
    }
    assert_eq!(check(&e, None), Checked::Missing);
    // One move changed: the text no longer matches.
    let changed = MATE.replace("2. g4", "2. g3");
    assert!(matches!(
        check(&e, Some(&changed)),
        Checked::Altered(Some(_))
    ));
    // Cut short: reported, and what is left still reads.
    let cut = MATE.replace(" 2. g4 Qh4# 0-1", "");
    assert!(matches!(check(&e, Some(&cut)), Checked::Altered(Some(g)) if g.moves.len() == 2));
    // An index line that claims another result than the moves give is not believed.
    let mut lying = e.clone();
    lying.result = "1-0".to_string();
    assert!(matches!(
        check(&lying, Some(MATE)),
        Checked::Altered(Some(_))
    ));
    // Text that is no game at all.
    assert_eq!(check(&e, Some("[Event")), Checked::Altered(None));
}

#[test]
fn the_first_archive_moves_game_by_game_without_loss() {
    let junk = "this is not PGN {";
    let v1 = [MATE.trim_end(), GOING.trim_end(), junk].join(V1_SEPARATOR);
    let games = split_v1(&v1);
    assert_eq!(games.len(), 3);
    let mut index = Index::default();
    let mut stored = Vec::new();
    for g in &games {
        let (key, e) = index.add(g, &[]);
        stored.push((key, g.clone(), e));
    }
    let back = Index::parse(&index.to_text());
    assert_eq!(back.entries.len(), 3);
    for (key, text, e) in &stored {
        assert_eq!(id_of_key(key), Some(e.id));
        let entry = back.get(e.id).unwrap();
        assert_eq!(entry.len, text.len());
        // Every game, the junk included, is kept whole: the moved texts are the old ones.
        assert!(v1.contains(text.trim_end()));
    }
    assert!(matches!(
        check(back.get(stored[0].2.id).unwrap(), Some(&stored[0].1)),
        Checked::Sound(_)
    ));
    assert_eq!(back.entries.iter().map(|e| e.plies).sum::<usize>(), 6);
    // The migration itself: every part stored under a fresh key, in order, the junk included; run
    // again on the same text (an older tab wrote it back), nothing is added twice.
    let mut moved = Index::default();
    let writes = migrate(&mut moved, &v1, &[4]);
    assert_eq!(writes.len(), 3);
    assert!(writes
        .iter()
        .all(|(k, _)| id_of_key(k).is_some_and(|id| id > 4)));
    assert_eq!(
        writes.iter().map(|(_, t)| t.clone()).collect::<Vec<_>>(),
        games
    );
    assert_eq!(moved.entries.len(), 3);
    assert!(migrate(&mut moved, &v1, &[]).is_empty());
    // One game more in the old text later: only that one moves.
    let more = [v1.as_str(), V1_SEPARATOR, "1. c4 *"].concat();
    let again = migrate(&mut moved, &more, &[]);
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].1, "1. c4 *\n");
    assert_eq!(moved.entries.len(), 4);
    // Empty parts between separators are not games.
    assert_eq!(
        split_v1(&[V1_SEPARATOR, MATE, V1_SEPARATOR].concat()).len(),
        1
    );
}

#[test]
fn an_imported_games_tags_comments_and_clocks_survive_save_reload_and_export() {
    let pgn = "[Event \"Open de Sevilla\"]\n[Site \"Sevilla\"]\n[Date \"2024.05.01\"]\n[Round \"3\"]\n\
[White \"Ana\"]\n[Black \"Luis\"]\n[Result \"*\"]\n[ECO \"B20\"]\n[Annotator \"Eva\"]\n[TimeControl \"180+2\"]\n\n\
1. e4 { [%clk 0:03:00] Best by test } 1... c5 { [%clk 0:02:58] } 2. Nf3 { The Sicilian } *\n";
    let game = read_games(pgn).remove(0).unwrap();
    let clocks = vec![Some(180_000), Some(178_000), None];
    let comments = vec![
        "Best by test".to_string(),
        String::new(),
        "The Sicilian".to_string(),
    ];
    let imported = Imported::of(&game.tags, clocks, comments.clone());
    let mut t = Table::default();
    assert_eq!(load_pgn(&mut t, pgn, false), None);
    assert_eq!(t.names().white, "Ana");
    assert_eq!(t.names().black, "Luis");
    let record = t.to_record(0);
    let back = Table::from_record(&record, 0).unwrap();
    let kept = back.imported().unwrap();
    // The event and the round are the table's own fields now (they go on with a rematch); the other
    // tags stay with what the import brought.
    assert_eq!(back.event_tags().event, "Open de Sevilla");
    assert_eq!(back.event_tags().round, "3");
    let mut rest = imported.clone();
    rest.tags
        .retain(|(name, _)| name != "Event" && name != "Round");
    // The record's tree came with the import too (issue 30).
    rest.record = Some(escaque::table::Tree::from_pgn(&game).to_line());
    assert_eq!(kept, &rest);
    assert_eq!(kept.tag("ECO"), Some("B20"));
    assert_eq!(kept.tag("Annotator"), Some("Eva"));
    assert_eq!(kept.clocks, vec![Some(180_000), Some(178_000), None]);
    // The export after the reload carries them all, and reads back to the same.
    let out = back.export_pgn("2026.11.24");
    for needle in [
        "[ECO \"B20\"]",
        "[Annotator \"Eva\"]",
        "[Round \"3\"]",
        "Best by test",
        "The Sicilian",
        "[%clk 0:03:00]",
        "[%clk 0:02:58]",
    ] {
        // Where a line wraps is the writer's choice (a comment may be written as it came).
        let flat = out.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains(needle), "{needle} in\n{out}");
    }
    let again = read_games(&out).remove(0).unwrap();
    let clocks: Vec<Option<u64>> = again.moves.iter().map(|m| m.clock()).collect();
    assert_eq!(clocks, kept.clocks);
    assert_eq!(again.tag("ECO"), Some("B20"));
}

const ANNOTATED_TAGS: &str = "[Event \"Open de Córdoba\"]\n[Site \"Córdoba ESP\"]\n[Date \"2023.10.02\"]\n\
[White \"Ana\"]\n[Black \"Luis\"]\n[ECO \"C42\"]\n[Opening \"Petrov\"]\n[Variation \"Classical=main\"]\n\
[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nf6 *\n";

#[test]
fn an_entry_keeps_the_searched_tags_and_the_archive_finds_by_them() {
    use escaque::table::search::Query;
    let e = Entry::of(4, ANNOTATED_TAGS);
    let names: Vec<&str> = e
        .tags
        .as_ref()
        .unwrap()
        .iter()
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(names, ["Event", "Site", "ECO", "Opening", "Variation"]);
    // A value holding `=` and accents survives the line.
    assert_eq!(Entry::parse(&e.line()), Some(e.clone()));
    for (typed, found) in [
        ("cordoba", true),
        ("petrov ana", true),
        ("c42", true),
        ("classical=main", true),
        ("2023.10", true),
        ("sicilian", false),
        ("ana carla", false),
    ] {
        assert_eq!(e.header().matches(&Query::new(typed)), found, "{typed}");
    }
    // A game without such tags says so with one empty field, and reads back as looked for.
    let plain = Entry::of(5, "1. d4 d5 *\n");
    assert_eq!(plain.tags, Some(Vec::new()));
    assert!(plain.line().ends_with('\t'));
    assert_eq!(Entry::parse(&plain.line()), Some(plain));
    // A field after the ninth that is not `Name=value` is a bad line, kept as such.
    assert_eq!(
        Entry::parse(&[e.line().as_str(), "\tnonsense"].concat()),
        None
    );
}

#[test]
fn an_index_written_before_the_search_gets_its_tags_from_the_games_once() {
    let mut index = Index::default();
    let (_, a) = index.add(ANNOTATED_TAGS, &[]);
    let (_, b) = index.add(MATE, &[]);
    // The lines as the first index wrote them: nine fields.
    let old: String = [HEADER.to_string()]
        .into_iter()
        .chain(index.entries.iter().map(|e| {
            let line = e.line();
            line.split('\t').take(9).collect::<Vec<_>>().join("\t")
        }))
        .map(|l| l + "\n")
        .collect();
    let mut read = Index::parse(&old);
    assert!(read.bad.is_empty(), "{:?}", read.bad);
    assert!(read.entries.iter().all(|e| e.tags.is_none()));
    assert!(!read.entries[0]
        .header()
        .matches(&escaque::table::search::Query::new("petrov")));
    let stored = |id: u64| {
        (id == a.id)
            .then(|| ANNOTATED_TAGS.to_string())
            .or_else(|| (id == b.id).then(|| MATE.to_string()))
    };
    assert!(read.complete(stored));
    assert_eq!(
        read, index,
        "the same entries as if they had been added now"
    );
    assert!(!read.complete(stored), "read once, not at every opening");
    // A game whose text is gone gets no tags, and is not read again either.
    let mut lost = Index::parse(&old);
    assert!(lost.complete(|_| None));
    assert!(lost.entries.iter().all(|e| e.tags == Some(Vec::new())));
}

/// The table's own entry for its game ([`Table::archived`]) against the one read back from the text it wrote
/// ([`Entry::of`]): the same text as the export, and the same entry, field by field.
fn archived_reads_back(t: &Table, case: &str) -> Entry {
    let today = "2026.11.28";
    let (text, entry) = t.archived(today);
    assert_eq!(
        text,
        t.export_pgn(today),
        "{case}: the archived text is the export"
    );
    assert_eq!(entry, Entry::of(0, &text), "{case}:\n{text}");
    entry
}

// The mating move's archiving read back the PGN it had just written, replaying its moves twice (issue 41): the
// entry is now taken from the table. It must say exactly what reading the text back says, whatever the game.
#[test]
fn the_archived_entry_taken_from_the_table_is_the_one_read_back_from_its_text() {
    use common::{heard, play_all, table};
    use escaque::game::RuleSet;
    use escaque::rules::Color;
    use escaque::table::{EventTags, Intent};

    // A mate, players unnamed: "?" and today's date.
    let mut t = Table::default();
    play_all(&mut t, "f2f3 e7e5 g2g4 d8h4", 0);
    let e = archived_reads_back(&t, "fool's mate");
    assert_eq!(
        (e.plies, e.result.as_str(), e.date.as_str()),
        (4, "0-1", "2026.11.28")
    );

    // A resignation under the Laws, with a clock, odd names and an event: quotes, a backslash, a tab and a line
    // break (written as a space), spaces around.
    let mut t = table(None, RuleSet::Fide, Some("300+2"));
    heard(
        &mut t,
        Intent::SetName(Color::White, " Ana \"la\" \\ Tab\tX ".into()),
        0,
    );
    heard(&mut t, Intent::SetName(Color::Black, "Luis\nDos".into()), 0);
    let tags = EventTags {
        event: "Open\tde Sevilla".into(),
        round: "3".into(),
        board: "12".into(),
    };
    heard(&mut t, Intent::SetEventTags(tags), 0);
    play_all(&mut t, "e2e4 c7c5 g1f3", 1_000);
    heard(&mut t, Intent::Resign(Color::Black), 5_000);
    let e = archived_reads_back(&t, "resigned");
    assert_eq!((e.result.as_str(), e.plies), ("1-0", 3));
    assert!(e
        .tags
        .as_ref()
        .is_some_and(|t| t.iter().any(|(n, _)| n == "Event")));

    // A draw agreed from a set-up position.
    let mut t = table(
        Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
        RuleSet::Casual,
        None,
    );
    play_all(&mut t, "e2e4 e8e7", 0);
    heard(&mut t, Intent::OfferDraw(Color::Black), 0);
    heard(&mut t, Intent::AcceptDraw(Color::White), 0);
    assert_eq!(archived_reads_back(&t, "draw agreed").result, "1/2-1/2");

    // An imported game with searched tags, reviewed as it came (its record's tree), and played on to a resignation.
    let mut t = Table::default();
    common::load_pgn(&mut t, ANNOTATED_TAGS, false);
    archived_reads_back(&t, "imported, reviewed");
    let mut t = Table::default();
    common::load_pgn(&mut t, ANNOTATED_TAGS, true);
    play_all(&mut t, "b1c3", 0);
    heard(&mut t, Intent::Resign(Color::White), 0);
    let e = archived_reads_back(&t, "imported, played on");
    assert!(e
        .tags
        .as_ref()
        .is_some_and(|t| t.iter().any(|(n, v)| n == "Opening" && v == "Petrov")));

    // Tournament practice: an illegal move that stands is on the record's line, read back at the board.
    let mut t = table(
        Some("4k3/8/2n5/1B6/8/8/8/R3K3 b - - 0 1"),
        RuleSet::Tournament,
        Some("900+10"),
    );
    let at_board = |t: &Table, from: &str, to: &str| {
        let (from, to) = (common::sq(from), common::sq(to));
        escaque::table::tournament::find_move(&t.board(), from, to, None, true).unwrap()
    };
    let illegal = at_board(&t, "c6", "e5");
    heard(&mut t, Intent::Play(illegal), 1_000);
    let next = at_board(&t, "a1", "a2");
    heard(&mut t, Intent::Play(next), 2_000);
    heard(&mut t, Intent::Resign(Color::Black), 3_000);
    archived_reads_back(&t, "tournament line");

    // Games of legal moves chosen by a fixed generator, under each rule set, to their end or 150 plies.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for game in 0..24 {
        let rules = [RuleSet::Casual, RuleSet::Fide, RuleSet::Tournament][game % 3];
        let mut t = table(None, rules, None);
        for _ in 0..150 {
            if t.game().is_over() {
                break;
            }
            let list = t.game().position().legal_moves();
            let moves = list.as_slice();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize];
            heard(&mut t, Intent::Play(m), 0);
        }
        archived_reads_back(&t, &format!("generated game {game}"));
    }
}
