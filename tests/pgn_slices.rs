//! Reading PGN a slice at a time (issue 13, big imports): the slices give the same games as one
//! pass, each game reads again alone from where it stands, and a reading can be cancelled.

use escaque::rules::pgn::{
    read_game_at, read_games_with, Letters, ReadOptions, SliceReader, SlicedGame,
};

mod common;
use common::data;

/// How the app reads: variations skipped.
const APP: ReadOptions = ReadOptions {
    variations: false,
    letters: Letters::Standard,
    at_the_board: None,
};

/// Reads the whole text in slices of `per` games.
fn sliced(text: &str, per: usize, options: ReadOptions) -> Vec<SlicedGame> {
    let mut r = SliceReader::new(text.to_string(), options);
    let mut out = Vec::new();
    let mut last = 0;
    while !r.done() {
        let slice = r.step(|n| n < per);
        assert!(
            slice.len() <= per.max(1),
            "a slice reads at most what it is allowed"
        );
        assert!(r.offset() >= last, "the offset never goes back");
        last = r.offset();
        out.extend(slice);
    }
    assert_eq!(r.offset(), text.len());
    assert!(!r.cancelled());
    assert_eq!(r.games(), out.len());
    out
}

/// The slices of `text` equal one pass, whatever their size, and every game reads again alone.
fn assert_slices_agree(text: &str, what: &str, options: ReadOptions, sizes: &[usize]) {
    let whole = read_games_with(text, options);
    for &per in sizes {
        let parts = sliced(text, per, options);
        assert_eq!(parts.len(), whole.len(), "{what}: games in slices of {per}");
        for (i, (p, w)) in parts.iter().zip(&whole).enumerate() {
            assert_eq!(&p.game, w, "{what}: game {} in slices of {per}", i + 1);
        }
    }
    let parts = sliced(text, 1, options);
    for (i, p) in parts.iter().enumerate() {
        assert_eq!(p.at.games(), i, "{what}: games before game {}", i + 1);
        assert!(p.at.offset() <= p.end, "{what}: game {} span", i + 1);
        let again = read_game_at(text, p.at, p.end, options);
        assert_eq!(
            again.as_ref(),
            Some(&p.game),
            "{what}: game {} read again",
            i + 1
        );
    }
}

#[test]
fn games_pgn_reads_as_10929_games_in_any_slices() {
    let text = data("games.pgn");
    let whole = read_games_with(&text, APP);
    assert_eq!(whole.len(), 10_929);
    assert!(whole.iter().all(Result::is_ok));
    for per in [1, 50, 997] {
        let parts = sliced(&text, per, APP);
        assert_eq!(parts.len(), 10_929, "slices of {per}");
        assert!(
            parts.iter().zip(&whole).all(|(p, w)| &p.game == w),
            "slices of {per} give the games of one pass"
        );
        if per == 50 {
            // Every tenth game read again alone, from where it stands, is the same game.
            for p in parts.iter().step_by(10) {
                assert_eq!(read_game_at(&text, p.at, p.end, APP), Some(p.game.clone()));
            }
        }
    }
}

#[test]
fn odd_files_read_the_same_in_slices_errors_included() {
    let mut files = vec![
        "pgn/crlf_bom.pgn".to_string(),
        "pgn/errors.pgn".to_string(),
        "pgn/syntax_tour.pgn".to_string(),
    ];
    for dir in ["pgn_edge_cases", "readers"] {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/").to_string() + dir;
        for e in std::fs::read_dir(&path).unwrap() {
            let name = e.unwrap().file_name().into_string().unwrap();
            if name.ends_with(".pgn") {
                files.push(format!("{dir}/{name}"));
            }
        }
    }
    assert!(files.len() > 20);
    for f in &files {
        let text = data(f);
        for options in [ReadOptions::default(), APP] {
            assert_slices_agree(&text, f, options, &[1, 2, 3]);
        }
    }
}

#[test]
fn slices_cut_between_games_of_every_kind() {
    // Games that end in every way the reader knows: a result with a comment after it, a tag-only
    // game ended by a repeated tag, a game without tags or result ended by move 1 again, a broken
    // tag, an unclosed comment, a bad move.
    let text = "[Event \"a\"]\n\n1. e4 e5 1-0 {after the result}\n\n\
                [Event \"tags only\"]\n\n[Event \"c\"]\n1. d4 *\n\n\
                1. c4 c5\n\n1. Nf3 Nf6 *\n\
                [Event \"broken\n\n1. e4 *\n\n\
                [Event \"bad move\"]\n\n1. e4 e5 2. Ke3 *\n\n\
                {never closed\n[Event \"last\"]\n\n1. g3 $400 *\n";
    let whole = read_games_with(text, ReadOptions::default());
    assert!(whole.len() >= 7, "{whole:?}");
    assert!(whole.iter().any(Result::is_err));
    assert_slices_agree(text, "mixed", ReadOptions::default(), &[1, 2, 3, 4, 100]);
}

#[test]
fn a_reading_cancelled_keeps_what_it_read_and_reads_no_more() {
    let text = data("games.pgn");
    let mut r = SliceReader::new(text.clone(), APP);
    let first = r.step(|n| n < 30);
    let second = r.step(|n| n < 30);
    assert_eq!(first.len() + second.len(), 60);
    let at = r.offset();
    assert!(at > 0 && at < text.len());
    r.cancel();
    assert!(r.done());
    assert!(r.cancelled());
    assert!(r.step(|_| true).is_empty());
    assert_eq!(r.games(), 60);
    assert_eq!(r.offset(), at, "the bytes read stay what they were");
    // The games read before the cancel are still there to open.
    assert_eq!(r.game(&second[29]), Some(second[29].game.clone()));
}

#[test]
fn an_empty_or_blank_text_reads_no_game_and_is_done() {
    for text in ["", "   \n\n\t", "\u{feff}\n"] {
        let mut r = SliceReader::new(text.to_string(), APP);
        assert!(r.step(|_| true).is_empty());
        assert!(r.done());
        assert_eq!(r.games(), 0);
        assert_eq!(r.offset(), text.len());
    }
}
