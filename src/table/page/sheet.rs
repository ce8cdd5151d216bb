//! The live scoresheet's model: the SAN of every ply as the page writes it, the plies laid out in numbered rows by
//! the one numbering rule the printed scoresheet uses too ([`crate::table::scoresheet::numbered`]), tournament
//! practice's marks on its illegal moves and where the notes of removed moves stand.

use crate::rules::san::{san, Lang};
use crate::rules::{Color, Move, Position};
use crate::table::scoresheet::numbered;
use crate::table::tournament::{long_notation, Mark, Removal};
use crate::table::Table;

/// How the scoresheet writes a move pressed for on the clock but not entered yet (8.4).
pub const DASH: &str = "—";

/// The SAN of every ply in `lang` (tournament practice's moves after the legal record in long notation). Without
/// the check aid (tournament practice) no check or mate mark: as on a real scoresheet, the players judge the board
/// themselves. Written from scratch; the page keeps a [`Sans`] and follows the table with it instead.
pub fn sans(table: &Table, lang: Lang, check_marks: bool) -> Vec<String> {
    Sans::new(table, lang, check_marks).list
}

/// The scoresheet's SAN list kept across the table's changes: the legal record's moves are written once each, as
/// they are played ([`Sans::follow`]); a takeback, another game or another language writes again only from where
/// the record differs. Equal to [`sans`] of the same table at every step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sans {
    /// The language and check marks the list is written with.
    how: Option<(Lang, bool)>,
    /// The legal record's start, and the moves whose SAN is in `list`.
    start: Option<Position>,
    moves: Vec<Move>,
    /// The SAN of each move of `moves`, then the tournament line's and the dashes.
    list: Vec<String>,
}

impl Sans {
    /// The list of `table` written from scratch.
    pub fn new(table: &Table, lang: Lang, check_marks: bool) -> Sans {
        let mut s = Sans::default();
        s.follow(table, lang, check_marks);
        s
    }

    /// Brings the list up to `table`: only the legal moves not written yet are written (the tail after the legal
    /// record, tournament practice's line and a recorder's dashes, is short and written again). True when the list
    /// changed.
    pub fn follow(&mut self, table: &Table, lang: Lang, check_marks: bool) -> bool {
        let game = table.game();
        let moves = game.moves();
        let same_game =
            self.how == Some((lang, check_marks)) && self.start.as_ref() == Some(game.start());
        let kept = if same_game {
            self.moves
                .iter()
                .zip(moves)
                .take_while(|(a, b)| a == b)
                .count()
        } else {
            0
        };
        // What stood after the kept moves, to say whether anything changed.
        let at = kept.min(self.list.len());
        let before = self.list.split_off(at);
        let list = &mut self.list;
        list.extend(moves.iter().enumerate().skip(kept).map(|(i, &m)| {
            let mut s = game
                .position_at(i)
                .map(|p| san(p, m, lang))
                .unwrap_or_default();
            if !check_marks {
                s.truncate(s.trim_end_matches(['+', '#']).len());
            }
            s
        }));
        list.extend(
            table
                .line()
                .played
                .iter()
                .map(|p| long_notation(p.mv, lang)),
        );
        // Beside a real board: a dash for each press with no entry yet (8.4).
        list.extend((0..table.open_dashes()).map(|_| DASH.to_string()));
        self.moves.truncate(kept);
        self.moves.extend_from_slice(&moves[kept..]);
        self.how = Some((lang, check_marks));
        if !same_game {
            self.start = Some(game.start().clone());
        }
        self.list[at..] != before[..]
    }

    /// The SAN of every ply, as [`sans`] writes it.
    pub fn list(&self) -> &[String] {
        &self.list
    }
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

/// One ply of the live scoresheet as shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Its number from 1 (`data-ply`; a click shows the position after it).
    pub ply: usize,
    /// The move as written ([`DASH`] for a press not entered yet beside a real board).
    pub text: String,
    /// Tournament practice's mark on an illegal move ([`illegal_mark`]).
    pub mark: Option<Option<Color>>,
    /// A draw was offered with it (9.1b).
    pub offered: bool,
    /// The mover's clock reading after it, in a clocked game (ms, whole seconds).
    pub clk: Option<u64>,
    /// The time the mover used on it, when the times are shown (ms).
    pub used: Option<u64>,
}

/// A note of moves a claim took off the record (7.4a), as the scoresheet shows it after the ply it follows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RemovedNote {
    /// Its place among the table's removals (two notes are never the same item).
    pub index: usize,
    /// Who claimed.
    pub claimant: Color,
    /// The table stepped in by itself (A4c).
    pub arbiter: bool,
    /// The removed moves.
    pub moves: Vec<Move>,
}

/// One item of the live scoresheet, in order: a numbered row, or a note of removed moves after the row it follows.
/// Each is its own key: a change of the game rebuilds only the items that changed (the last row, as a rule).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SheetItem {
    /// A numbered row.
    Row {
        /// The move number.
        number: u32,
        /// White's ply (`None`: a hole: Black began the game, written "…").
        white: Option<Cell>,
        /// Black's ply (`None`: not played yet).
        black: Option<Cell>,
    },
    /// A note of removed moves.
    Removed(RemovedNote),
}

/// The live scoresheet's items for `sans` (the list [`Sans`] keeps): the rows numbered by the one numbering rule, each
/// ply with its marks and clock reading (the time used too when `times`), and the notes of removed moves where they
/// stand: before every row those removed from the start, else after the row of the last ply before them.
pub fn items(table: &Table, sans: &[String], times: bool) -> Vec<SheetItem> {
    let start = table.game().start();
    let marks = table.line_marks();
    let legal = table.game().moves().len();
    let clocks = if table.clock().is_some() {
        table.clock_readings()
    } else {
        Vec::new()
    };
    let offers = table.offer_marks();
    let cell = |i: usize| Cell {
        ply: i + 1,
        text: sans.get(i).cloned().unwrap_or_default(),
        mark: i
            .checked_sub(legal)
            .and_then(|k| marks.get(k))
            .and_then(|m| match m {
                Mark::None => None,
                Mark::Stood => Some(None),
                Mark::Claimed(c) => Some(Some(*c)),
            }),
        offered: offers.contains(&(i + 1)),
        clk: clocks.get(i).copied().flatten(),
        used: if times { table.time_used(i) } else { None },
    };
    let notes = |after: Option<usize>, upto: usize| {
        let removed = &table.line().removed;
        removed
            .iter()
            .enumerate()
            .filter(move |(_, r)| after.is_none_or(|lo| r.at > lo) && r.at <= upto)
            .map(|(index, r)| {
                SheetItem::Removed(RemovedNote {
                    index,
                    claimant: r.claimant,
                    arbiter: r.arbiter,
                    moves: r.moves.iter().map(|p| p.mv).collect(),
                })
            })
    };
    let mut out: Vec<SheetItem> = notes(None, 0).collect();
    for r in rows(sans.len(), start.fullmoves(), start.turn()) {
        out.push(SheetItem::Row {
            number: r.number,
            white: r.white.map(cell),
            black: r.black.map(cell),
        });
        // The notes of moves removed after one of this row's plies.
        let first = r.white.or(r.black).unwrap_or(0);
        let after = r.black.or(r.white).map_or(0, |i| i + 1);
        out.extend(notes(Some(first), after));
    }
    out
}
