//! Arrows and circles drawn over the board: the teacher's gesture, as lichess and chess.com have it.
//!
//! A stroke starts on a square and ends on another (an arrow) or on the same one (a circle); drawing a
//! shape that is already there takes it away, in another colour recolours it. The shapes belong to the
//! board they were drawn on: any change of the board shown (a move from any source, a takeback, a new
//! game, a review step) clears them, and so does a plain press on the board. They are never part of the
//! game: not in the record, the save or the PGN. Tournament practice has none ([`super::aids::Aids`]).
//!
//! Geometry for the view is in hundredths of a square, in whole numbers, so the view formats no floats.

use crate::rules::{Setup, Square};

/// A shape's colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Brush {
    /// The plain stroke.
    #[default]
    Green,
    /// With Shift.
    Red,
    /// With Alt or Ctrl.
    Blue,
    /// With Shift and Alt or Ctrl.
    Yellow,
}

impl Brush {
    /// The brush the modifier keys held at the press choose.
    pub const fn from_keys(shift: bool, alt_or_ctrl: bool) -> Brush {
        match (shift, alt_or_ctrl) {
            (false, false) => Brush::Green,
            (true, false) => Brush::Red,
            (false, true) => Brush::Blue,
            (true, true) => Brush::Yellow,
        }
    }

    /// The name written in `data-brush`.
    pub const fn name(self) -> &'static str {
        match self {
            Brush::Green => "green",
            Brush::Red => "red",
            Brush::Blue => "blue",
            Brush::Yellow => "yellow",
        }
    }
}

/// What a shape marks, whatever its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// An arrow from the first square to the second (never the same square).
    Arrow(Square, Square),
    /// A circle around a square.
    Circle(Square),
}

impl Mark {
    /// The mark of a stroke from `from` to `to`: an arrow, or a circle when both are one square.
    pub fn of(from: Square, to: Square) -> Mark {
        if from == to {
            Mark::Circle(from)
        } else {
            Mark::Arrow(from, to)
        }
    }

    /// Its name in the page: `e2e4` for an arrow (`data-arrow`), `e4` for a circle (`data-circle`).
    pub fn key(self) -> String {
        match self {
            Mark::Arrow(from, to) => [from.to_string(), to.to_string()].concat(),
            Mark::Circle(sq) => sq.to_string(),
        }
    }
}

/// A shape on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// What it marks.
    pub mark: Mark,
    /// Its colour.
    pub brush: Brush,
}

/// The stroke being drawn: where it started, the square under the pointer now, its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stroke {
    from: Square,
    over: Option<Square>,
    brush: Brush,
}

/// The drawing machine: the shapes, the stroke in progress, draw mode, and the board they belong to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    shapes: Vec<Shape>,
    stroke: Option<Stroke>,
    mode: bool,
    allowed: bool,
    board: Option<Setup>,
    keep: bool,
}

impl Default for Drawing {
    fn default() -> Drawing {
        Drawing {
            shapes: Vec::new(),
            stroke: None,
            mode: false,
            allowed: true,
            board: None,
            keep: false,
        }
    }
}

/// The primary button (a mouse's left button, a finger, a pen's tip) in `PointerEvent.button`.
pub const PRIMARY: i16 = 0;
/// The secondary button (a mouse's right button) in `PointerEvent.button`.
pub const SECONDARY: i16 = 2;

impl Drawing {
    /// The shapes drawn, in the order drawn.
    pub fn shapes(&self) -> &[Shape] {
        &self.shapes
    }

    /// The stroke in progress as the shape it would make if released now (`None` off the board).
    pub fn pending(&self) -> Option<Shape> {
        let s = self.stroke?;
        Some(Shape {
            mark: Mark::of(s.from, s.over?),
            brush: s.brush,
        })
    }

    /// A stroke is in progress (pressed and not yet released).
    pub fn stroking(&self) -> bool {
        self.stroke.is_some()
    }

    /// Draw mode is on: every press on the board draws (for touch and pen, which have no second
    /// button).
    pub fn mode(&self) -> bool {
        self.mode
    }

    /// Drawing is allowed by the rule set.
    pub fn allowed(&self) -> bool {
        self.allowed
    }

    /// Turns draw mode on or off (it stays off where drawing is not allowed). A stroke in progress is
    /// dropped.
    pub fn set_mode(&mut self, on: bool) {
        self.mode = on && self.allowed;
        self.stroke = None;
    }

    /// Whether a press with pointer button `button` (`PointerEvent.button`) draws rather than moves
    /// pieces: the secondary button always, the primary one in draw mode; nothing where drawing is
    /// not allowed.
    pub fn claims(&self, button: i16) -> bool {
        self.allowed && (button == SECONDARY || (self.mode && button == PRIMARY))
    }

    /// A stroke starts on `sq` with `brush`. Returns false (nothing starts) where drawing is not
    /// allowed.
    pub fn press(&mut self, sq: Square, brush: Brush) -> bool {
        if !self.allowed {
            return false;
        }
        self.stroke = Some(Stroke {
            from: sq,
            over: Some(sq),
            brush,
        });
        true
    }

    /// The pointer of a stroke is over `over` now (`None`: off the board). Returns whether the
    /// pending shape changed.
    pub fn drag_over(&mut self, over: Option<Square>) -> bool {
        match self.stroke.as_mut() {
            Some(s) if s.over != over => {
                s.over = over;
                true
            }
            _ => false,
        }
    }

    /// The stroke ends over `over`: its shape is added, or taken away if it is there in the same
    /// colour, or recoloured if it is there in another; off the board nothing is drawn. Returns
    /// whether the shapes changed.
    pub fn release(&mut self, over: Option<Square>) -> bool {
        let Some(s) = self.stroke.take() else {
            return false;
        };
        let Some(to) = over else {
            return false;
        };
        self.toggle(Shape {
            mark: Mark::of(s.from, to),
            brush: s.brush,
        });
        true
    }

    /// The stroke in progress is dropped (the browser took the pointer away).
    pub fn cancel(&mut self) {
        self.stroke = None;
    }

    /// Adds `shape`, or takes it away if it is there in the same colour, or recolours it.
    pub fn toggle(&mut self, shape: Shape) {
        match self.shapes.iter().position(|s| s.mark == shape.mark) {
            Some(i) if self.shapes[i].brush == shape.brush => {
                self.shapes.remove(i);
            }
            Some(i) => self.shapes[i].brush = shape.brush,
            None => self.shapes.push(shape),
        }
    }

    /// Takes every shape away (a plain press on the board). Returns whether there was any.
    pub fn clear(&mut self) -> bool {
        self.stroke = None;
        !std::mem::take(&mut self.shapes).is_empty()
    }

    /// Shapes are kept across changes of the board shown (demonstration mode, where the teacher's
    /// arrows outlive the pieces' moves) while `on`; a plain press then moves pieces and must not
    /// clear them ([`Drawing::clears_on_press`]).
    pub fn set_keep(&mut self, on: bool) {
        self.keep = on;
    }

    /// Shapes are kept across changes of the board shown.
    pub fn keeps(&self) -> bool {
        self.keep
    }

    /// A plain press of the first button on the board clears the shapes (not in demonstration
    /// mode, where it moves a piece and the shapes stay).
    pub fn clears_on_press(&self) -> bool {
        !self.keep
    }

    /// The board shown is `board`, and drawing is `allowed` by the rule set: shapes drawn on another
    /// board go (unless [kept](Drawing::set_keep)), and where drawing is not allowed the shapes, the
    /// stroke and draw mode go. Returns whether anything changed.
    pub fn follow(&mut self, board: &Setup, allowed: bool) -> bool {
        let before = (self.shapes.len(), self.stroke, self.mode, self.allowed);
        if self.board.as_ref() != Some(board) {
            if self.board.is_some() && !self.keep {
                self.clear();
            }
            self.board = Some(board.clone());
        }
        self.allowed = allowed;
        if !allowed {
            self.clear();
            self.mode = false;
        }
        before != (self.shapes.len(), self.stroke, self.mode, self.allowed)
    }
}

/// A point of the board in hundredths of a square from its top-left corner, as seen.
pub type Point = (i32, i32);

/// The centre of `sq` as seen (`flipped`: Black at the bottom).
pub fn centre(sq: Square, flipped: bool) -> Point {
    let (col, row) = if flipped {
        (7 - sq.file().index(), sq.rank().index())
    } else {
        (sq.file().index(), 7 - sq.rank().index())
    };
    (col as i32 * 100 + 50, row as i32 * 100 + 50)
}

/// The width of an arrow's shaft, in hundredths of a square.
pub const SHAFT: i32 = 16;
/// The length of an arrow's head.
pub const HEAD_LENGTH: i32 = 45;
/// Half the width of an arrow's head at its base.
pub const HEAD_HALF_WIDTH: i32 = 30;
/// A circle's radius (inside the square) and the width of its line.
pub const CIRCLE: (i32, i32) = (42, 8);

/// An arrow as drawn: the shaft from the centre of its first square to the base of the head, and the
/// head, a triangle whose tip is the centre of its last square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArrowShape {
    /// Where the shaft starts.
    pub start: Point,
    /// Where the shaft ends: the middle of the head's base.
    pub end: Point,
    /// The head: tip, then the two corners of its base.
    pub head: [Point; 3],
}

/// The arrow from `from` to `to` as seen (`flipped`: Black at the bottom); `None` when both are one
/// square (that is a circle).
pub fn arrow(from: Square, to: Square, flipped: bool) -> Option<ArrowShape> {
    if from == to {
        return None;
    }
    let (a, b) = (centre(from, flipped), centre(to, flipped));
    let (dx, dy) = (f64::from(b.0 - a.0), f64::from(b.1 - a.1));
    let len = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / len, dy / len);
    // Whole hundredths, rounded (every point lies inside the board, so the values are positive).
    let at = |along: f64, across: f64| -> Point {
        let x = f64::from(b.0) - ux * along - uy * across;
        let y = f64::from(b.1) - uy * along + ux * across;
        ((x + 0.5).floor() as i32, (y + 0.5).floor() as i32)
    };
    let (l, w) = (f64::from(HEAD_LENGTH), f64::from(HEAD_HALF_WIDTH));
    Some(ArrowShape {
        start: a,
        end: at(l, 0.0),
        head: [b, at(l, w), at(l, -w)],
    })
}
