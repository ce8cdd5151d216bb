//! The printed scoresheet's layout (the planilla of Art. 8, drawn by `ui::planilla`): the moves in
//! numbered rows, and the rows laid out a page at a time, each page two columns read in order
//! (moves 1–30 then 31–60 on the first page, 61–90 then 91–120 on the next, …), so that however
//! long the game, no page prints its columns out of order and the result comes after the last move.

/// Rows of one column on a page: the sheet's first page, with its heading, the result and both
/// signatures, holds two columns of this many rows on A4 (the print stylesheet sizes a row for it).
pub const ROWS_PER_COLUMN: usize = 30;

/// One row of the sheet: the move number and the two half-moves as written (empty when not played;
/// `…` for White's move of a game that started with Black to move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The move number.
    pub number: u32,
    /// White's move.
    pub white: String,
    /// Black's move.
    pub black: String,
    /// White's clock after the move (`h:mm:ss`; empty without a reading): the time column.
    pub white_clk: String,
    /// Black's clock after the move (`h:mm:ss`; empty without a reading).
    pub black_clk: String,
}

/// One printed page of moves: its left column, then its right one, each [`ROWS_PER_COLUMN`] rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// The left column, read first.
    pub left: Vec<Row>,
    /// The right column, which goes on from the left one.
    pub right: Vec<Row>,
}

/// The one move-numbering rule of every scoresheet (the printed one and the page's): `plies` half-moves from a start
/// with move number `first_number` (Black to move first when `black_first`) as `(number, white, black)` rows of ply
/// indices from 0. A game Black began has no White ply in its first row.
pub fn numbered(
    plies: usize,
    first_number: u32,
    black_first: bool,
) -> Vec<(u32, Option<usize>, Option<usize>)> {
    let mut rows = Vec::with_capacity(plies / 2 + 2);
    let mut number = first_number;
    let mut ply = 0;
    if black_first && plies > 0 {
        rows.push((number, None, Some(0)));
        ply = 1;
        number = number.saturating_add(1);
    }
    while ply < plies {
        let black = (ply + 1 < plies).then_some(ply + 1);
        rows.push((number, Some(ply), black));
        ply += 2;
        number = number.saturating_add(1);
    }
    rows
}

/// The moves `sans` (as written, one per half-move) in numbered rows from the start position's move
/// number and side to move.
pub fn rows(sans: &[String], first_number: u32, black_first: bool) -> Vec<Row> {
    rows_clocked(sans, &[], first_number, black_first)
}

/// [`rows`] with each move's clock reading (`clocks`, one per half-move as `sans`, `None` without one)
/// in the row's time column: the printed planilla of a clocked game.
pub fn rows_clocked(
    sans: &[String],
    clocks: &[Option<String>],
    first_number: u32,
    black_first: bool,
) -> Vec<Row> {
    let text = |i: Option<usize>| i.map(|i| sans[i].clone());
    let clock = |i: Option<usize>| {
        i.and_then(|i| clocks.get(i).cloned().flatten())
            .unwrap_or_default()
    };
    numbered(sans.len(), first_number, black_first)
        .into_iter()
        .map(|(number, white, black)| Row {
            number,
            white: text(white).unwrap_or_else(|| "…".to_string()),
            black: text(black).unwrap_or_default(),
            white_clk: clock(white),
            black_clk: clock(black),
        })
        .collect()
}

/// `rows` laid out in pages, with blank numbered rows after the last move so that every page is
/// full (a blank sheet, and the first page of any game, has room for 60 moves). At least one page.
pub fn pages(mut rows: Vec<Row>, first_number: u32) -> Vec<Page> {
    let per_page = 2 * ROWS_PER_COLUMN;
    let wanted = rows.len().div_ceil(per_page).max(1) * per_page;
    let mut next = rows
        .last()
        .map_or(first_number, |r| r.number.saturating_add(1));
    while rows.len() < wanted {
        rows.push(Row {
            number: next,
            white: String::new(),
            black: String::new(),
            white_clk: String::new(),
            black_clk: String::new(),
        });
        next = next.saturating_add(1);
    }
    rows.chunks(per_page)
        .map(|page| {
            let (left, right) = page.split_at(ROWS_PER_COLUMN.min(page.len()));
            Page {
                left: left.to_vec(),
                right: right.to_vec(),
            }
        })
        .collect()
}
