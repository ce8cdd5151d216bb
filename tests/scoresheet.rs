//! The printed scoresheet (issue 28): moves laid out a page at a time, each page's two columns in
//! order, over any number of pages; and the date written as players write it.

use escaque::table::scoresheet::{pages, rows, Page, ROWS_PER_COLUMN};
use escaque::text::pgn::pgn_date;
use escaque::text::Lang;

/// `n` full moves (2n half-moves) named by their number, "w1", "b1", ….
fn sans(n: u32) -> Vec<String> {
    (1..=n)
        .flat_map(|k| [format!("w{k}"), format!("b{k}")])
        .collect()
}

/// Every row's number in reading order: page by page, left column then right.
fn reading_order(pages: &[Page]) -> Vec<u32> {
    pages
        .iter()
        .flat_map(|p| p.left.iter().chain(&p.right))
        .map(|r| r.number)
        .collect()
}

#[test]
fn a_long_game_prints_in_order_over_its_pages() {
    for moves in [1, 30, 41, 60, 61, 82, 84, 120, 153, 300] {
        let p = pages(rows(&sans(moves), 1, false), 1);
        let expected_pages = (moves as usize).div_ceil(2 * ROWS_PER_COLUMN).max(1);
        assert_eq!(p.len(), expected_pages, "{moves} moves");
        for page in &p {
            assert_eq!(page.left.len(), ROWS_PER_COLUMN);
            assert_eq!(page.right.len(), ROWS_PER_COLUMN);
        }
        let order = reading_order(&p);
        let want: Vec<u32> = (1..=order.len() as u32).collect();
        assert_eq!(order, want, "{moves} moves read 1, 2, 3… with no gap");
        // The last move is on the last page, after every other.
        let last = p.last().unwrap();
        let row = last
            .left
            .iter()
            .chain(&last.right)
            .find(|r| r.number == moves)
            .expect("the last move is on the last page");
        assert_eq!(row.white, format!("w{moves}"));
        assert_eq!(row.black, format!("b{moves}"));
    }
    // 82 moves: the first page 1–30 and 31–60, the second 61–90 and 91–120.
    let p = pages(rows(&sans(82), 1, false), 1);
    assert_eq!((p[0].left[0].number, p[0].right[0].number), (1, 31));
    assert_eq!((p[1].left[0].number, p[1].right[0].number), (61, 91));
    assert_eq!(p[1].left[21].white, "w82");
    assert_eq!(p[1].left[22].white, "", "blank rows after the last move");
    // 153 moves: move 77 keeps its own row (page 2, left column), and the last is 153.
    let p = pages(rows(&sans(153), 1, false), 1);
    assert_eq!(p.len(), 3);
    assert_eq!(p[1].left[16].number, 77);
    assert_eq!(p[1].left[16].white, "w77");
    assert_eq!(p[2].right[2].black, "b153");
}

#[test]
fn a_blank_sheet_and_a_game_from_a_position() {
    let p = pages(rows(&[], 1, false), 1);
    assert_eq!(p.len(), 1);
    assert_eq!(reading_order(&p), (1..=60).collect::<Vec<_>>());
    // Black to move at move 40: the first row is "40. … Kd7".
    let moves: Vec<String> = ["Kd7", "Kd2", "Ke7"].map(String::from).to_vec();
    let r = rows(&moves, 40, true);
    assert_eq!(
        (r[0].number, r[0].white.as_str(), r[0].black.as_str()),
        (40, "…", "Kd7")
    );
    assert_eq!(
        (r[1].number, r[1].white.as_str(), r[1].black.as_str()),
        (41, "Kd2", "Ke7")
    );
    let p = pages(r, 40);
    assert_eq!(reading_order(&p), (40..100).collect::<Vec<_>>());
    // A game from a FEN with no moves starts numbering at its own move.
    let p = pages(rows(&[], 25, true), 25);
    assert_eq!(p[0].left[0].number, 25);
}

#[test]
fn dates_as_players_write_them() {
    let cases = [
        ("2024.05.01", "01/05/2024", "2024-05-01"),
        ("1913.??.??", "1913", "1913"),
        ("1913.05.??", "05/1913", "1913-05"),
        ("1913.??.07", "1913", "1913"),
        ("????.??.??", "", ""),
        ("????.05.01", "", ""),
        (" 2001.12.24 ", "24/12/2001", "2001-12-24"),
        // Not a PGN date: as it stands.
        ("?", "?", "?"),
        ("May 1913", "May 1913", "May 1913"),
        ("1913.5x.01", "1913.5x.01", "1913.5x.01"),
        ("", "", ""),
    ];
    for (tag, es, en) in cases {
        assert_eq!(pgn_date(Lang::Es, tag), es, "{tag}");
        assert_eq!(pgn_date(Lang::En, tag), en, "{tag}");
        assert!(!pgn_date(Lang::Es, tag).starts_with('/'), "{tag}");
    }
}
