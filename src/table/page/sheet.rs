//! The live scoresheet's model: the SAN of every ply as the page writes it, the plies laid out in numbered rows by
//! the one numbering rule the printed scoresheet uses too ([`crate::table::scoresheet::numbered`]), tournament
//! practice's marks on its illegal moves and where the notes of removed moves stand.

use crate::rules::san::{san, Lang};
use crate::rules::Color;
use crate::table::scoresheet::numbered;
use crate::table::tournament::{long_notation, Mark, Removal};
use crate::table::Table;

/// How the scoresheet writes a move pressed for on the clock but not entered yet (8.4).
pub const DASH: &str = "—";

/// The SAN of every ply in `lang` (tournament practice's moves after the legal record in long notation). Without
/// the check aid (tournament practice) no check or mate mark: as on a real scoresheet, the players judge the board
/// themselves.
pub fn sans(table: &Table, lang: Lang, check_marks: bool) -> Vec<String> {
    let game = table.game();
    let mut v: Vec<String> = game
        .moves()
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            let mut s = game
                .position_at(i)
                .map(|p| san(p, m, lang))
                .unwrap_or_default();
            if !check_marks {
                s.truncate(s.trim_end_matches(['+', '#']).len());
            }
            s
        })
        .collect();
    v.extend(
        table
            .line()
            .played
            .iter()
            .map(|p| long_notation(p.mv, lang)),
    );
    // Beside a real board: a dash for each press with no entry yet (8.4).
    v.extend((0..table.open_dashes()).map(|_| DASH.to_string()));
    v
}

/// One row of the live scoresheet: its number and the index (from 0) of each side's ply on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetRow {
    /// The move number.
    pub number: u32,
    /// White's ply (`None`: a game Black began, or not played yet).
    pub white: Option<usize>,
    /// Black's ply (`None`: not played yet).
    pub black: Option<usize>,
}

/// The live scoresheet's rows for `plies` half-moves from a start with `first_number` and `first_turn` to move.
pub fn rows(plies: usize, first_number: u32, first_turn: Color) -> Vec<SheetRow> {
    numbered(plies, first_number, first_turn == Color::Black)
        .into_iter()
        .map(|(number, white, black)| SheetRow {
            number,
            white,
            black,
        })
        .collect()
}

/// How the scoresheet marks ply `i` (from 0): `None` for an unmarked move; `Some(None)` for an illegal move that
/// stood; `Some(Some(claimant))` for one whose claim ended the game.
pub fn illegal_mark(table: &Table, i: usize) -> Option<Option<Color>> {
    let legal = table.game().moves().len();
    let k = i.checked_sub(legal)?;
    match table.line_marks().get(k).copied()? {
        Mark::None => None,
        Mark::Stood => Some(None),
        Mark::Claimed(c) => Some(Some(c)),
    }
}

/// The removals whose note stands after more than `after` (`None`: from the start) and at most `upto` half-moves.
pub fn removed_between(
    table: &Table,
    after: Option<usize>,
    upto: usize,
) -> impl Iterator<Item = &Removal> {
    table
        .line()
        .removed
        .iter()
        .filter(move |r| after.is_none_or(|lo| r.at > lo) && r.at <= upto)
}
