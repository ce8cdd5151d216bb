//! What the records keep of the moves at the board: their marks, their long notation on the
//! scoresheet and the save-format lines of the moves claims removed.

use super::{Played, Removal};
use crate::clock::TimeClass;
use crate::rules::{CastlingSide, Color, Lang, Move, Reason, Role, Setup, Square};
use crate::table::Table;

/// A move in long notation for the scoresheet of a tournament game (`Cc6-d4`, `Nc6-d4`, `e2-e4`,
/// `0-0`): written from the squares alone, so it says nothing about checks or legality.
pub fn long_notation(m: Move, lang: Lang) -> String {
    match m.castling_side() {
        Some(CastlingSide::King) => return "0-0".to_string(),
        Some(CastlingSide::Queen) => return "0-0-0".to_string(),
        None => {}
    }
    let mut s = String::new();
    if m.role() != Role::Pawn {
        s.push(lang.letter(m.role()));
    }
    s.push_str(&m.from().to_string());
    s.push(if m.is_capture() { 'x' } else { '-' });
    s.push_str(&m.to().to_string());
    if let Some(p) = m.promotion() {
        s.push(lang.letter(p));
    }
    s
}

/// What the records say of a move of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing (a legal move, or an illegal one a claim may still find: marking it would tell).
    None,
    /// An illegal move that stood: no claim can reach it any more.
    Stood,
    /// An illegal move whose claim ended the game (blitz, B3c).
    Claimed(Color),
}

impl Table {
    /// The mark of each move of the line, in order. An illegal move is marked once no claim can
    /// reach it (rapid and blitz once the claimant has moved, A4c and B3c; any class once the game
    /// is over); before that the mark would give away what only a claim should find (7.4).
    pub fn line_marks(&self) -> Vec<Mark> {
        let over = self.game.outcome();
        let n = self.line.played.len();
        let class = self.time_class();
        self.line
            .played
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if !p.illegal {
                    return Mark::None;
                }
                let last = i + 1 == n;
                match over {
                    Some(o) if last && o.reason == Reason::IllegalMove => {
                        Mark::Claimed(p.by.other())
                    }
                    Some(_) => Mark::Stood,
                    None if class != TimeClass::Standard && !last => Mark::Stood,
                    None => Mark::None,
                }
            })
            .collect()
    }

    /// The moves claims removed whose note stands after `plies` half-moves of the record.
    pub fn removed_at(&self, plies: usize) -> impl Iterator<Item = &Removal> {
        self.line.removed.iter().filter(move |r| r.at == plies)
    }
}

/// A removal as a save-format value: the plies before it, the claimant, `1` when the table stepped
/// in, the board before its first move (FEN), ` | `, the moves in UCI.
pub(in crate::table) fn removal_record(r: &Removal) -> String {
    let mut s = r.at.to_string();
    s.push(' ');
    s.push_str(r.claimant.name());
    s.push_str(if r.arbiter { " 1 " } else { " 0 " });
    if let Some(first) = r.moves.first() {
        s.push_str(&first.before.to_fen());
    }
    s.push_str(" |");
    for p in &r.moves {
        s.push(' ');
        s.push_str(&p.mv.uci());
    }
    s
}

/// Reads what [`removal_record`] wrote: the moves are replayed from the board given, each found by
/// its piece (any square), and must start with an illegal one.
pub(in crate::table) fn removal_from_record(value: &str) -> Result<Removal, String> {
    let (head, moves) = value
        .split_once(" |")
        .ok_or_else(|| "expected ` | ` before the removed moves".to_string())?;
    let mut parts = head.splitn(4, ' ');
    let at = parts
        .next()
        .and_then(|v| v.parse::<usize>().ok())
        .ok_or_else(|| "expected the plies before the removed moves".to_string())?;
    let claimant = match parts.next() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => return Err("expected the claimant".to_string()),
    };
    let arbiter = match parts.next() {
        Some("0") => false,
        Some("1") => true,
        _ => return Err("expected 0 or 1 for the arbiter".to_string()),
    };
    let fen = parts.next().unwrap_or("");
    let mut board = Setup::from_fen(fen).map_err(|e| format!("FEN: {e}"))?;
    let mut played = Vec::new();
    for uci in moves.split_whitespace() {
        let m = uci_squares(uci)
            .and_then(|(from, to, promotion)| board.movement(from, to, promotion, true).ok())
            .ok_or_else(|| format!("removed move \"{uci}\" does not fit the board"))?;
        let p = Played::new(board, m);
        board = p.after.clone();
        played.push(p);
    }
    if !played.first().is_some_and(|p| p.illegal) {
        return Err("removed moves start with an illegal one".to_string());
    }
    Ok(Removal {
        at,
        claimant,
        arbiter,
        moves: played,
    })
}

/// The squares and promotion of a move in UCI (`e7e8q`).
pub fn uci_squares(uci: &str) -> Option<(Square, Square, Option<Role>)> {
    let from = uci.get(0..2).and_then(Square::parse)?;
    let to = uci.get(2..4).and_then(Square::parse)?;
    let promotion = match uci.get(4..)? {
        "" => None,
        "q" => Some(Role::Queen),
        "r" => Some(Role::Rook),
        "b" => Some(Role::Bishop),
        "n" => Some(Role::Knight),
        _ => return None,
    };
    Some((from, to, promotion))
}
