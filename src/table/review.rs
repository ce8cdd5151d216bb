//! Going over a game as a teacher (issue 30): the game record as a tree ([`crate::game::tree`]) kept
//! with the table, and its edits as one intent ([`Intent::Review`](super::Intent::Review) with a
//! [`ReviewEdit`]).
//!
//! An imported game brings its tree; a game played here has a main line only until it is edited.
//! The tree is edited only in a finished game, or an imported game under review (no clock, its
//! moves as imported): in a game in progress the record is read-only
//! ([`Refusal::ReadOnlyRecord`]). A move in review that differs from the record's next move starts a
//! variation; the main line, the game's moves, is never changed.

use super::{Event, Imported, Intent, Procedures, Refusal, Table};
use crate::game::tree::{NodePath, Shape, Tree};
use crate::rules::{Move, PgnGame};

/// One change to the record under review, at a position of its tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewEdit {
    /// A move from the position at `at`: the record's own move goes there, another starts a
    /// variation.
    Play {
        /// Where it is played.
        at: NodePath,
        /// The move.
        mv: Move,
    },
    /// The comment after the move at `at` (before the first move at the start).
    Comment {
        /// Which move.
        at: NodePath,
        /// The new text (empty: none).
        text: String,
    },
    /// Sets or clears a NAG on the move at `at` ([`Tree::toggle_nag`]).
    Nag {
        /// Which move.
        at: NodePath,
        /// The glyph's number.
        nag: u8,
    },
    /// The variation holding `at` one step more main ([`Tree::promote`]); never in place of the
    /// game's own moves.
    Promote(NodePath),
    /// The move at `at` and what follows it taken off (never the main line).
    Delete(NodePath),
    /// The arrows and circles drawn on the position at `at`.
    Shapes {
        /// Which position.
        at: NodePath,
        /// All its shapes.
        shapes: Vec<Shape>,
    },
}

impl Table {
    /// The game record as a tree: the kept tree of an imported or edited game (its main line
    /// followed by any moves played since), else the game's moves with an imported game's comments
    /// and clock readings.
    pub fn record(&self) -> Tree {
        let moves = self.game.moves();
        let kept = self
            .imported
            .as_ref()
            .and_then(|i| i.record.as_deref())
            .and_then(|line| Tree::from_line(self.game.start().clone(), line))
            .filter(|t| moves.starts_with(&t.main_moves()));
        let mut tree = match kept {
            Some(t) => t,
            None => self.plain_record(),
        };
        let mut at = NodePath::main(tree.main_moves().len());
        for &m in moves.iter().skip(at.ply()) {
            match tree.play(&at, m) {
                Ok(p) => at = p,
                Err(_) => break,
            }
        }
        tree
    }

    /// The game's moves, with what an import said of each (comment and clock reading).
    fn plain_record(&self) -> Tree {
        let mut tree = Tree::from_moves(self.game.start().clone(), self.game.moves());
        if let Some(i) = &self.imported {
            for (ply, text) in i.comments.iter().enumerate() {
                let at = NodePath::main(ply + 1);
                let _ = tree.set_comment(&at, text);
            }
            for (ply, clock) in i.clocks.iter().enumerate() {
                if let Some(n) = tree.main_node_mut(ply + 1) {
                    n.comment.clock = *clock;
                }
            }
        }
        tree
    }

    /// True when the record may be edited: the game is over, or it is an imported game under
    /// review (no clock, no move played or taken back since the import).
    pub fn record_editable(&self) -> bool {
        let imported_review = self.clock.is_none()
            && self.line.played.is_empty()
            && self.imported_unchanged()
            && self.imported.as_ref().is_some_and(|i| i.record.is_some());
        self.game.is_over() || imported_review
    }

    /// The result on the table is a loaded record's `Result` that nothing on the board or in the file explains: the
    /// final position proves no ending (mate, stalemate, a dead position, an automatic or claimable draw) and no
    /// `Termination` tag names the reason the import recorded. It is then told as the file's result alone ("1-0,
    /// from the PGN"), never with a reason or an article the import had to choose (a resignation, an agreement).
    pub fn result_from_pgn(&self) -> bool {
        let Some(o) = self.game.outcome() else {
            return false;
        };
        if !self.loaded_finished() || self.imported.is_none() {
            return false;
        }
        let said = self
            .imported
            .as_ref()
            .and_then(|i| i.tag("Termination"))
            .and_then(crate::game::termination_reason);
        !(board_proves(o.reason) || said == Some(o.reason))
    }

    /// The ending's name for `data-outcome` (Contract 2): the reason the game ended, or `"unknown"` for a loaded
    /// record's result that nothing explains ([`Table::result_from_pgn`]): the reason the import recorded for the
    /// export is not claimed on the page. `None` while the game goes on.
    pub fn outcome_name(&self) -> Option<&'static str> {
        let o = self.game.outcome()?;
        Some(if self.result_from_pgn() {
            UNKNOWN_OUTCOME
        } else {
            o.reason.as_str()
        })
    }

    /// Replacing the game now would lose what a teacher made: a comment, a symbol, a variation or a shape was added
    /// to the record (a finished or imported game) since it was loaded or finished, and nothing keeps it but this
    /// table. [`Table::request`] then asks first ([`super::Ask::DiscardNotes`]).
    pub fn loses_work(&self) -> bool {
        self.taught
    }

    /// The game is a finished record as it was loaded (imported or reopened, no move played
    /// since): it is gone over, not just ended here.
    pub fn loaded_finished(&self) -> bool {
        self.game.is_over()
            && self.clock.is_none()
            && self.line.played.is_empty()
            && self.imported_unchanged()
    }

    /// [`Intent::Review`](super::Intent::Review): the edit made on the kept tree.
    fn review_edit(&mut self, edit: ReviewEdit, events: &mut Vec<Event>) -> Result<(), Refusal> {
        if !self.record_editable() {
            return Err(Refusal::ReadOnlyRecord);
        }
        let mut tree = self.record();
        let main = tree.main_moves();
        let shown = match edit {
            ReviewEdit::Play { at, mv } => tree.play(&at, mv),
            ReviewEdit::Comment { at, text } => tree.set_comment(&at, &text).map(|_| at),
            ReviewEdit::Nag { at, nag } => tree.toggle_nag(&at, nag).map(|_| at),
            ReviewEdit::Promote(at) => tree.promote(&at),
            ReviewEdit::Delete(at) => tree.delete(&at),
            ReviewEdit::Shapes { at, shapes } => tree.set_shapes(&at, shapes).map(|_| at),
        }
        .map_err(Refusal::Record)?;
        if tree.main_moves() != main {
            // A variation promoted past the game's own moves: the main line is the game's.
            return Err(Refusal::Record(crate::game::tree::TreeError::MainLine));
        }
        let plies = self.game.moves().len();
        let imported = self.imported.get_or_insert_with(|| Imported {
            plies,
            clocks: vec![None; plies],
            comments: vec![String::new(); plies],
            ..Imported::default()
        });
        // What the per-ply comments say follows the tree's main line.
        for (ply, node) in tree.main_line().iter().enumerate().take(imported.plies) {
            if let Some(c) = imported.comments.get_mut(ply) {
                *c = crate::game::tree::Comment {
                    clock: None,
                    ..node.comment.clone()
                }
                .to_pgn();
            }
        }
        imported.record = Some(tree.to_line());
        self.taught = true;
        events.push(Event::RecordChanged(shown));
        Ok(())
    }

    /// The record's tree put into a PGN game written from the game (its tags and result): the
    /// comments, symbols and variations of the tree, the clock readings of the table where the
    /// tree has none.
    pub(in crate::table) fn record_into(&self, pgn: &mut PgnGame, clocks: &[Option<u64>]) {
        let mut tree = self.record();
        for (ply, clock) in clocks.iter().enumerate() {
            if let Some(n) = tree.main_node_mut(ply + 1) {
                n.comment.clock = n.comment.clock.or(*clock);
            }
        }
        for &ply in &self.offer_marks {
            // The offer mark "(=)" (9.1b) in the offerer's move's comment, once.
            let mark = super::tags::OFFER_MARK;
            if let Some(n) = tree.main_node_mut(ply) {
                if !n.comment.text.split_whitespace().any(|w| w == mark) {
                    let sep = if n.comment.text.is_empty() { "" } else { " " };
                    n.comment.text = [n.comment.text.as_str(), sep, mark].concat();
                }
            }
        }
        tree.write_into(pgn);
    }
}

impl Table {
    /// The review's procedure alone, as the caller of [`Table::apply_with`] passes it: an
    /// [`Intent::Review`](super::Intent::Review) edits the record; any other intent is refused as
    /// [`Refusal::NotAMove`]. [`Table::EVERY_PROCEDURE`] hears the review as this does; the
    /// reducer without it ([`Table::BESIDE_REVIEW`]) keeps the record read-only. (The web app passes
    /// it once the review's view, which carries its code, has come: the table holds no pointer of
    /// its own and behaves the same natively and in the browser.)
    pub const REVIEW: Procedures = Table::hear_review;

    /// [`Table::REVIEW`].
    fn hear_review(
        &mut self,
        intent: Intent,
        _now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.heard(&intent)?;
        match intent {
            Intent::Review(edit) => self.review_edit(edit, events),
            _ => Err(Refusal::NotAMove),
        }
    }

    /// Every procedure: the review's ([`Table::REVIEW`]) and all the others
    /// ([`Table::BESIDE_REVIEW`]).
    pub(in crate::table) fn hear_every(
        &mut self,
        intent: Intent,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if matches!(intent, Intent::Review(_)) {
            self.hear_review(intent, now_ms, events)
        } else {
            self.procedure(intent, now_ms, events)
        }
    }
}

/// The arrows and circles to draw when the move at `at` of `tree` is shown: its kept shapes, when the
/// record can be edited (a game in progress draws only what its players draw); `None` when there is
/// nothing to draw for it.
pub fn shapes_to_draw(
    tree: &Tree,
    editable: bool,
    at: &NodePath,
) -> Option<Vec<super::drawing::Shape>> {
    editable
        .then(|| tree.comment(at).map(|c| drawn(&c.shapes)))
        .flatten()
}

/// The edit that keeps on the move at `at` what is drawn on the board after the user drew: `None`
/// when the record cannot be edited, the move is not in it, or its kept shapes are already those
/// (so showing a move, which draws its shapes, never edits the record).
pub fn keep_drawn(
    tree: &Tree,
    editable: bool,
    at: &NodePath,
    on_board: &[super::drawing::Shape],
) -> Option<ReviewEdit> {
    if !editable {
        return None;
    }
    let now = kept(on_board);
    let saved = &tree.comment(at)?.shapes;
    (*saved != now).then(|| ReviewEdit::Shapes {
        at: at.clone(),
        shapes: now,
    })
}

/// The shapes of a move of the record as the board draws them (`[%csl]`/`[%cal]` → arrows and circles).
pub fn drawn(shapes: &[Shape]) -> Vec<super::drawing::Shape> {
    use super::drawing::{Brush, Mark};
    use crate::game::tree::ShapeColor;
    shapes
        .iter()
        .map(|s| super::drawing::Shape {
            mark: Mark::of(s.from, s.to),
            brush: match s.color {
                ShapeColor::Green => Brush::Green,
                ShapeColor::Red => Brush::Red,
                ShapeColor::Yellow => Brush::Yellow,
                ShapeColor::Blue => Brush::Blue,
            },
        })
        .collect()
}

/// The arrows and circles drawn on the board as shapes of a move of the record.
pub fn kept(shapes: &[super::drawing::Shape]) -> Vec<Shape> {
    use super::drawing::{Brush, Mark};
    use crate::game::tree::ShapeColor;
    shapes
        .iter()
        .map(|s| {
            let (from, to) = match s.mark {
                Mark::Arrow(from, to) => (from, to),
                Mark::Circle(sq) => (sq, sq),
            };
            Shape {
                color: match s.brush {
                    Brush::Green => ShapeColor::Green,
                    Brush::Red => ShapeColor::Red,
                    Brush::Yellow => ShapeColor::Yellow,
                    Brush::Blue => ShapeColor::Blue,
                },
                from,
                to,
            }
        })
        .collect()
}

/// `data-outcome` of a loaded result whose reason neither the board nor a `Termination` tag gives.
pub const UNKNOWN_OUTCOME: &str = "unknown";

/// The final position itself shows this ending (a mate, a stalemate, a dead position, an automatic draw), or a claim
/// the import records only where it holds in the final position.
fn board_proves(reason: crate::rules::Reason) -> bool {
    use crate::rules::Reason as R;
    matches!(
        reason,
        R::Checkmate
            | R::Stalemate
            | R::InsufficientMaterial
            | R::DeadPosition
            | R::FivefoldRepetition
            | R::SeventyFiveMoves
            | R::ThreefoldRepetition
            | R::FiftyMoves
    )
}
