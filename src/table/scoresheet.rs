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

/// The moves `sans` (as written, one per half-move) in numbered rows from the start position's move
/// number and side to move.
pub fn rows(sans: &[String], first_number: u32, black_first: bool) -> Vec<Row> {
    let mut rows = Vec::with_capacity(sans.len() / 2 + 2);
    let mut rest = sans;
    let mut number = first_number;
    if black_first {
        if let Some((first, tail)) = sans.split_first() {
            rows.push(Row {
                number,
                white: "…".to_string(),
                black: first.clone(),
                white_clk: String::new(),
                black_clk: String::new(),
            });
            rest = tail;
            number = number.saturating_add(1);
        }
    }
    for pair in rest.chunks(2) {
        rows.push(Row {
            number,
            white: pair[0].clone(),
            black: pair.get(1).cloned().unwrap_or_default(),
            white_clk: String::new(),
            black_clk: String::new(),
        });
        number = number.saturating_add(1);
    }
    rows
}

/// [`rows`] with each move's clock reading (`clocks`, one per half-move as `sans`, `None` without one)
/// in the row's time column: the printed planilla of a clocked game.
pub fn rows_clocked(
    sans: &[String],
    clocks: &[Option<String>],
    first_number: u32,
    black_first: bool,
) -> Vec<Row> {
    let mut out = rows(sans, first_number, black_first);
    // The ply of each cell, in order: Black's alone in a first row that Black began.
    let cells = out.iter_mut().enumerate().flat_map(|(k, r)| {
        let skip_white = k == 0 && black_first;
        let (w, b) = (&mut r.white_clk, &mut r.black_clk);
        (!skip_white).then_some(w).into_iter().chain([b])
    });
    for (cell, clock) in cells.zip(clocks) {
        *cell = clock.clone().unwrap_or_default();
    }
    out
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
