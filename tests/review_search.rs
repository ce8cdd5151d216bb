//! Finding games by their headers (issue 30): players, event, site, date and opening; case and
//! accents do not count; every word must be found.

use escaque::rules::read_games;
use escaque::table::search::{filter, fold, Header, Query, SEARCHED_TAGS};

mod common;
use common::data;

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

#[test]
fn case_and_accents_do_not_count_and_every_word_is_needed() {
    assert_eq!(
        fold("Córdoba ÑANDÚ Müller Łódź Straße"),
        "cordoba nandu muller lodz strasse"
    );
    let h = Header::of_tags(&tags(&[
        ("Event", "Torneo Abierto"),
        ("Site", "Córdoba ARG"),
        ("Date", "2025.03.14"),
        ("White", "Pérez, Ana"),
        ("Black", "Núñez, Luis"),
        ("Opening", "Defensa Siciliana"),
        ("Annotator", "Eva"),
    ]));
    for q in [
        "cordoba",
        "CÓRDOBA",
        "nunez",
        "perez ana",
        "2025.03",
        "sicil",
        "abierto luis",
    ] {
        assert!(h.matches(&Query::new(q)), "{q}");
    }
    // Another tag, a word missing, a word across two tags.
    for q in ["eva", "perez carlos", "abierto2025", "arg2025"] {
        assert!(!h.matches(&Query::new(q)), "{q}");
    }
    assert!(Query::new("   ").is_empty());
    assert!(h.matches(&Query::new("")));
}

#[test]
fn the_10929_games_are_searched_by_their_headers() {
    let text = data("games.pgn");
    let games: Vec<_> = read_games(&text).into_iter().flatten().collect();
    assert_eq!(games.len(), 10_929);
    let headers: Vec<Header> = games.iter().map(|g| Header::of_tags(&g.tags)).collect();
    assert_eq!(filter(&headers, &Query::new("")).len(), 10_929);
    // The same games as a plain look at the tags finds.
    let plain = |word: &str| -> Vec<usize> {
        games
            .iter()
            .enumerate()
            .filter(|(_, g)| {
                g.tags.iter().any(|(n, v)| {
                    SEARCHED_TAGS.contains(&n.as_str()) && v.to_lowercase().contains(word)
                })
            })
            .map(|(i, _)| i)
            .collect()
    };
    let kasparov = filter(&headers, &Query::new("KASPAROV"));
    assert!(!kasparov.is_empty());
    assert_eq!(kasparov, plain("kasparov"));
    let both = filter(&headers, &Query::new("kasparov deep blue"));
    assert!(!both.is_empty() && both.len() < kasparov.len());
    assert!(both.iter().all(|i| kasparov.contains(i)));
    assert_eq!(filter(&headers, &Query::new("1997")), plain("1997"));
    assert!(filter(&headers, &Query::new("zzzz no such player")).is_empty());
}

#[test]
fn case_does_not_count_in_the_scripts_names_are_written_in() {
    assert_eq!(fold("ΚΑΣΠΑΡΟΒ Карпов ԱՐՄԵՆ"), "κασπαροβ карпов արմեն");
    // Every capital of Latin, Greek, Cyrillic and Armenian with a small letter of its own folds as its small letter
    // does: case never counts there (a capital left as it is would fail here).
    let mut checked = 0;
    let blocks = [
        '\u{80}'..='\u{17F}',  // Latin-1 and Latin Extended-A
        '\u{370}'..='\u{52F}', // Greek, Cyrillic and its supplement
        '\u{530}'..='\u{58F}', // Armenian
    ];
    let mut missed = Vec::new();
    for c in blocks.into_iter().flatten().filter(|c| c.is_uppercase()) {
        let mut small = c.to_lowercase();
        let (Some(s), None) = (small.next(), small.next()) else {
            continue;
        };
        if fold(&c.to_string()) != fold(&s.to_string()) {
            missed.push(format!("{c} U+{:04X}", c as u32));
        }
        checked += 1;
    }
    assert!(missed.is_empty(), "{missed:?}");
    assert!(checked > 300, "{checked}");
}
