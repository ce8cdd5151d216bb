//! What each square of the board shows: the board's view model.
//!
//! [`looks`] turns the shown position, the input machine and the marks of the moment into one [`Look`] per square;
//! the view copies each look into the DOM ([`Look::attrs`] names every attribute), touching only the squares whose
//! look changed. Every decision about a square is made here, where a native test can check it.

use crate::rules::explain::pins;
use crate::rules::{Bitboard, Color, File, Move, Piece, Position, Rank, Role, Setup, Square};
use crate::table::input::BoardInput;

/// What the learning overlay marks on the board in the shown position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overlay {
    /// Squares attacked by the side not to move (the opponent of the player to move).
    pub threats: Bitboard,
    /// Pieces pinned to their king (both colours).
    pub pinned: Bitboard,
    /// The pieces pinning them.
    pub pinners: Bitboard,
    /// Pieces giving check.
    pub checkers: Bitboard,
    /// The en passant target while a capture there is legal.
    pub ep: Option<Square>,
    /// The en passant target of the previous move, not taken: the window has just closed.
    pub ep_closed: Option<Square>,
}

/// The overlay of one position.
pub fn overlay_of(pos: &Position) -> Overlay {
    let mut o = Overlay {
        // Squares the opponent attacks, less those its own pieces stand on (defended, not threatened).
        threats: pos.attacked_by(pos.turn().other()) & !pos.board().by_color(pos.turn().other()),
        checkers: pos.checkers(),
        ep: pos.legal_ep_square(),
        ..Overlay::default()
    };
    for color in Color::ALL {
        for (pinned, pinner) in pins(pos, color) {
            o.pinned.add(pinned);
            o.pinners.add(pinner);
        }
    }
    o
}

/// A legal target of the lifted piece, as the board marks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// An empty square the piece may go to, or the king's own rook (a drop on it castles).
    Move,
    /// A capture (en passant included).
    Capture,
}

/// A piece sliding in from another square: the distance as seen, in squares, and the move's serial (a repeated move
/// animates again).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slide {
    /// Files to the right (as seen) the piece comes from.
    pub dx: i8,
    /// Ranks downwards (as seen) the piece comes from.
    pub dy: i8,
    /// The animation's serial.
    pub serial: u32,
}

/// The move being animated: the piece now on `to` slides in from `from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anim {
    /// Origin.
    pub from: Square,
    /// Target.
    pub to: Square,
    /// Changes every move, so a repeated move animates again.
    pub serial: u32,
}

/// Everything the board's squares depend on at one moment.
#[derive(Clone, Copy, Debug)]
pub struct Facts<'a> {
    /// The board shown (the live position's, a reviewed one's, or in tournament practice the board
    /// after an illegal move, which is never a legal position).
    pub pos: &'a Setup,
    /// The board's input machine (selection, drag, keyboard cursor).
    pub input: &'a BoardInput,
    /// The legal targets of the selected piece.
    pub hints: Bitboard,
    /// The last move of the shown position, marked on its two squares.
    pub last: Option<Move>,
    /// The king in check, if the board marks it.
    pub check: Option<Square>,
    /// The learning overlay (empty while learning is off).
    pub overlay: &'a Overlay,
    /// The piece touched under touch-move (Art. 4.3).
    pub touched: Option<Square>,
    /// The move sliding in, if any.
    pub anim: Option<Anim>,
    /// Black at the bottom.
    pub flipped: bool,
}

/// What one square shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Look {
    /// The piece on it.
    pub piece: Option<Piece>,
    /// The piece is being dragged away (drawn faint).
    pub lifted: bool,
    /// The piece slides in.
    pub slide: Option<Slide>,
    /// A legal target of the lifted piece.
    pub hint: Option<Hint>,
    /// One of the last move's squares.
    pub last: bool,
    /// The king in check.
    pub check: bool,
    /// The selected square.
    pub selected: bool,
    /// The square under a dragged piece.
    pub hover: bool,
    /// The keyboard cursor (the one square in the tab order).
    pub cursor: bool,
    /// Threatened by the opponent: `Some(true)` when one of the mover's pieces stands on it.
    pub threat: Option<bool>,
    /// A pinned piece.
    pub pinned: bool,
    /// A pinning piece.
    pub pinner: bool,
    /// A piece giving check.
    pub checker: bool,
    /// The en passant target.
    pub ep: bool,
    /// The en passant target whose window has just closed.
    pub ep_closed: bool,
    /// The touched piece (Art. 4.3).
    pub touched: bool,
    /// The file letter drawn in its corner (the bottom rank as seen).
    pub file_label: Option<char>,
    /// The rank digit drawn in its corner (the left file as seen).
    pub rank_label: Option<char>,
}

impl Look {
    /// The square's `data-*` and ARIA state attributes with their values (`None`: absent). The view sets exactly
    /// these; the ones fixed at creation (`data-square`, `role`, the colour class) are not among them.
    pub fn attrs(&self) -> [(&'static str, Option<&'static str>); 14] {
        let flag = |b: bool| b.then_some("");
        [
            (
                "aria-selected",
                Some(if self.selected { "true" } else { "false" }),
            ),
            ("tabindex", Some(if self.cursor { "0" } else { "-1" })),
            ("data-selected", flag(self.selected)),
            (
                "data-hint",
                self.hint.map(|h| match h {
                    Hint::Move => "move",
                    Hint::Capture => "capture",
                }),
            ),
            ("data-last", flag(self.last)),
            ("data-check", flag(self.check)),
            ("data-hover", flag(self.hover)),
            (
                "data-threat",
                self.threat.map(|own| if own { "piece" } else { "square" }),
            ),
            ("data-pinned", flag(self.pinned)),
            ("data-pinner", flag(self.pinner)),
            ("data-checker", flag(self.checker)),
            ("data-ep", flag(self.ep)),
            ("data-ep-closed", flag(self.ep_closed)),
            ("data-touched", flag(self.touched)),
        ]
    }

    /// The piece element's class and inline style (`None` without a piece).
    pub fn piece_class(&self) -> Option<(String, Option<String>)> {
        let p = self.piece?;
        let mut class = String::from("piece p-");
        class.push_str(&p.code());
        if self.slide.is_some() {
            class.push_str(" anim");
        }
        if self.lifted {
            class.push_str(" lifted");
        }
        let style = self
            .slide
            .map(|s| format!("--dx:{}00%;--dy:{}00%", s.dx, s.dy));
        Some((class, style))
    }
}

/// The square seen at a row (0 = top) and column (0 = left) of the board.
pub fn square_at(row: u32, col: u32, flipped: bool) -> Square {
    if flipped {
        Square::from_coords(File::new(7 - col), Rank::new(row))
    } else {
        Square::from_coords(File::new(col), Rank::new(7 - row))
    }
}

/// The look of every square, indexed by [`Square::index`].
pub fn looks(f: &Facts) -> [Look; 64] {
    let board = &f.pos.board;
    let drag = f.input.drag.filter(|d| d.started);
    let selected_pawn = f.input.selected.and_then(|s| board.role_at(s)) == Some(Role::Pawn);
    // The lifted piece's colour: a hinted square holding a piece of it is its own rook (castling).
    let mover = f.input.selected.and_then(|s| board.color_at(s));
    let (bottom, left) = if f.flipped {
        (Rank::Eighth, File::H)
    } else {
        (Rank::First, File::A)
    };
    let sign: i8 = if f.flipped { -1 } else { 1 };
    let mut out = [Look::default(); 64];
    for sq in (0..64).map(Square::new) {
        let piece = board.piece_at(sq);
        let hint = f.hints.contains(sq).then(|| {
            let capture = board.color_at(sq).is_some_and(|c| Some(c) != mover)
                || (f.pos.ep_square == Some(sq) && selected_pawn);
            if capture {
                Hint::Capture
            } else {
                Hint::Move
            }
        });
        let slide = f
            .anim
            .filter(|a| a.to == sq && piece.is_some())
            .map(|a| Slide {
                dx: (a.from.file().index() as i8 - a.to.file().index() as i8) * sign,
                dy: -(a.from.rank().index() as i8 - a.to.rank().index() as i8) * sign,
                serial: a.serial,
            });
        let o = f.overlay;
        out[sq.index()] = Look {
            piece,
            lifted: piece.is_some() && drag.is_some_and(|d| d.from == sq),
            slide,
            hint,
            last: f.last.is_some_and(|m| m.from() == sq || m.to() == sq),
            check: f.check == Some(sq),
            selected: f.input.selected == Some(sq),
            hover: drag.is_some_and(|d| d.over == Some(sq)),
            cursor: f.input.cursor == sq,
            threat: o
                .threats
                .contains(sq)
                .then(|| board.color_at(sq) == Some(f.pos.turn)),
            pinned: o.pinned.contains(sq),
            pinner: o.pinners.contains(sq),
            checker: o.checkers.contains(sq),
            ep: o.ep == Some(sq),
            ep_closed: o.ep_closed == Some(sq),
            touched: f.touched == Some(sq),
            file_label: (sq.rank() == bottom).then(|| sq.file().char()),
            rank_label: (sq.file() == left).then(|| sq.rank().char()),
        };
    }
    out
}
