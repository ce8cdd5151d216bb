//! The board's input machine: what a player does with the pieces (press, drag, release, keys,
//! promotion choice, cancel) turned into [`Intent`]s, with the selected square, the drag, the open
//! promotion chooser and the last refusal's explanation as its state.
//!
//! The machine knows no rules beyond what it is given: the position (for the legal moves and the
//! explanation of a refused one), whether pieces may move now, and the piece touch-move binds. The
//! table decides; when it refuses, [`BoardInput::refused`] shows why. Used by the game's board and the
//! guide's practice boards alike.
//!
//! Demonstration mode ([`Context::demo`]) is a mode of the same machine: a press on any piece lifts
//! it, a drop on any other square sends it there (a drop on a piece takes it off), a drag off the
//! board removes it, and nothing is checked or explained; the intents are [`Intent::Demo`]. With a
//! piece held, a click on another square, empty or not, sends the piece there; a click on the held
//! piece puts it down. No promotion is offered: a pawn stays a pawn.

use super::demo::DemoAct;
use super::tournament::find_move;
use super::{Intent, Refusal};
use crate::rules::explain::{explain, explain_lift, Illegal};
use crate::rules::{Bitboard, Board, File, Move, Position, Role, Setup, Square};

/// Pointer travel (in CSS pixels) after which a press becomes a drag rather than a click.
pub const DRAG_THRESHOLD_PX: f64 = 4.0;

/// Where the piece on `from` may be dropped to make a legal move: its legal targets and, for a king
/// that may castle, its own rook's square too, since a drop on the rook castles (as
/// [`Position::find_move`] reads it).
pub fn targets(pos: &Position, from: Square) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for m in pos.legal_moves().iter().filter(|m| m.from() == from) {
        out.add(m.to());
        if let Move::Castle { rook, .. } = *m {
            out.add(rook);
        }
    }
    out
}

/// What the board needs to know of the table to read a gesture.
#[derive(Clone, Copy, Debug)]
pub struct Context<'a> {
    /// The position on the board.
    pub pos: &'a Position,
    /// Why pieces may not move now (the game is over, the clock paused); `None` when they may.
    pub blocked: Option<Refusal>,
    /// A past position is shown: pieces stay where they are, silently.
    pub reviewing: bool,
    /// The piece that must move (touch-move).
    pub touched: Option<Square>,
    /// Tournament practice: moves are read on this board by the pieces' own movement, legal or not,
    /// and nothing reveals legality (no hints, no explanation but of the movement).
    pub tournament: Option<Tournament<'a>>,
    /// Demonstration mode: the demonstration board, on which any piece goes to any square (no
    /// rules, nothing blocked, nothing explained). It outweighs everything above.
    pub demo: Option<&'a Board>,
}

/// The board of a tournament game, as the input machine reads it.
#[derive(Clone, Copy, Debug)]
pub struct Tournament<'a> {
    /// What stands on the board (possibly a position the rules refuse).
    pub board: &'a Setup,
    /// A piece may also go to any square not held by its own side.
    pub any_square: bool,
}

/// Why an attempt was refused, kept until the next pick-up or move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The rules refuse it (Art. 3): the typed reason.
    Rule(Illegal),
    /// The table refuses it.
    Table(Refusal),
    /// An announced draw claim lapsed with the move played (9.2a, 9.3a).
    ClaimLapsed,
    /// The claim will be made with the next move, which must produce it (9.2a, 9.3a).
    ClaimWithMove,
    /// Any other message (a bad link or a record that did not read), already in the UI language.
    Text(String),
    /// What a procedure decided that is no refusal (an upheld claim, a flag claimed), already in
    /// the UI language: shown in the same place, not in the error style.
    Note(String),
}

impl Why {
    /// The message reports a decision, not a refusal or an error.
    pub fn is_note(&self) -> bool {
        matches!(self, Why::Note(_))
    }
}

/// A refusal's explanation and the position it speaks of (explanations name pieces and squares).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// Why.
    pub why: Why,
    /// The position when it happened.
    pub pos: Position,
}

/// A piece being dragged: a plain record, as chessground keeps it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// The lifted piece's square.
    pub from: Square,
    /// Pointer position at the press, in CSS pixels.
    pub start: (f64, f64),
    /// Pointer position now.
    pub at: (f64, f64),
    /// The pointer has travelled far enough for a drag rather than a click.
    pub started: bool,
    /// The piece was already selected before this press (a click on it puts it down).
    pub was_selected: bool,
    /// The square under the pointer.
    pub over: Option<Square>,
}

/// A key the board reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// Arrow up (towards the far side of the board as shown).
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Home: the first file as shown.
    Home,
    /// End: the last file as shown.
    End,
    /// Enter or Space: pick up or drop at the cursor.
    Select,
    /// Escape: put down what is held.
    Escape,
}

/// The machine's state.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardInput {
    /// The selected (lifted or clicked) square.
    pub selected: Option<Square>,
    /// The drag in progress.
    pub drag: Option<Drag>,
    /// A promotion waiting for the player's choice: from, to.
    pub promotion: Option<(Square, Square)>,
    /// The last refusal's explanation.
    pub explanation: Option<Explanation>,
    /// The keyboard cursor (the one square in the tab order).
    pub cursor: Square,
}

impl Default for BoardInput {
    fn default() -> BoardInput {
        BoardInput {
            selected: None,
            drag: None,
            promotion: None,
            explanation: None,
            cursor: Square::E2,
        }
    }
}

impl BoardInput {
    /// The squares hinted for the selected piece (none while reviewing or blocked, none in
    /// tournament practice): see [`targets`].
    pub fn hints(&self, cx: &Context) -> Bitboard {
        match self.selected {
            Some(sq)
                if cx.blocked.is_none()
                    && !cx.reviewing
                    && cx.tournament.is_none()
                    && cx.demo.is_none() =>
            {
                targets(cx.pos, sq)
            }
            _ => Bitboard::EMPTY,
        }
    }

    /// Shows a message until the next pick-up or move.
    pub fn show(&mut self, why: Why, pos: &Position) {
        self.explanation = Some(Explanation {
            why,
            pos: pos.clone(),
        });
    }

    /// The table refused what the machine asked: the piece goes back and the reason shows. Touch-move
    /// keeps the touched piece in hand.
    pub fn refused(&mut self, r: Refusal, pos: &Position) {
        self.promotion = None;
        self.drag = None;
        self.selected = match r {
            Refusal::TouchMove { touched, .. } => Some(touched),
            Refusal::RookFirst { .. } => None,
            _ => None,
        };
        self.show(Why::Table(r), pos);
    }

    /// Everything held is put down and the message cleared (a new game, a takeback, a review step).
    pub fn reset(&mut self) {
        let cursor = self.cursor;
        *self = BoardInput {
            cursor,
            ..BoardInput::default()
        };
    }

    /// A move was played (from any source): nothing stays held and the cursor follows its target.
    pub fn moved(&mut self, m: Move) {
        self.selected = None;
        self.drag = None;
        self.promotion = None;
        self.explanation = None;
        self.cursor = m.to();
    }

    /// A pointer goes down on `sq` at `at`. Returns the intent it makes, if any.
    pub fn pointer_down(&mut self, sq: Square, at: (f64, f64), cx: &Context) -> Option<Intent> {
        if self.promotion.is_some() {
            return None;
        }
        let was_selected = self.selected == Some(sq);
        let (lifted, intent) = self.press(sq, cx);
        if lifted {
            self.drag = Some(Drag {
                from: sq,
                start: at,
                at,
                started: false,
                was_selected,
                over: Some(sq),
            });
        }
        intent
    }

    /// The pointer moves to `at`, over `over`. Returns whether what the board shows changed: the drag began, or a
    /// begun drag went over another square. The pointer's position alone (where the lifted piece is drawn) is no
    /// change of the board's look, so a view need not follow every move of the pointer (issue 41).
    pub fn pointer_move(&mut self, at: (f64, f64), over: Option<Square>) -> bool {
        let Some(d) = self.drag.as_mut() else {
            return false;
        };
        let was = (d.started, d.over);
        d.at = at;
        if !d.started {
            let (dx, dy) = (at.0 - d.start.0, at.1 - d.start.1);
            d.started = dx * dx + dy * dy > DRAG_THRESHOLD_PX * DRAG_THRESHOLD_PX;
        }
        d.over = over;
        d.started && (d.started, d.over) != was
    }

    /// The pointer goes up over `over`. Returns the intent it makes, if any.
    pub fn pointer_up(&mut self, over: Option<Square>, cx: &Context) -> Option<Intent> {
        let d = self.drag.take()?;
        if d.started {
            match over {
                Some(to) if to != d.from => return self.attempt(d.from, to, cx),
                Some(_) => {} // Dropped back home: stays selected for a click move.
                None if cx.demo.is_some() => {
                    // Dragged off the demonstration board: the piece leaves it.
                    self.selected = None;
                    return Some(Intent::Demo(DemoAct::Remove(d.from)));
                }
                None => self.selected = None,
            }
        } else if d.was_selected {
            self.selected = None; // A click on the selected piece puts it down.
        }
        None
    }

    /// The browser took the pointer away (a scroll, a system gesture): the drag ends, the selection stays.
    pub fn pointer_cancel(&mut self) {
        self.drag = None;
    }

    /// A key on the board; `flipped` when Black is at the bottom. Returns whether the key was used and the
    /// intent it makes.
    pub fn key(&mut self, key: Key, flipped: bool, cx: &Context) -> (bool, Option<Intent>) {
        if self.promotion.is_some() {
            return (false, None);
        }
        let f = if flipped { -1 } else { 1 };
        let step = |df: i32, dr: i32| self.cursor.offset(df, dr);
        let next = match key {
            Key::Up => step(0, f),
            Key::Down => step(0, -f),
            Key::Left => step(-f, 0),
            Key::Right => step(f, 0),
            Key::Home | Key::End => {
                let first = (key == Key::Home) != flipped;
                let file = if first { File::A } else { File::H };
                Some(Square::from_coords(file, self.cursor.rank()))
            }
            Key::Select => {
                let sq = self.cursor;
                if self.selected == Some(sq) {
                    self.selected = None;
                    return (true, None);
                }
                return (true, self.press(sq, cx).1);
            }
            Key::Escape => {
                self.selected = None;
                self.drag = None;
                return (true, None);
            }
        };
        if let Some(sq) = next {
            self.cursor = sq;
        }
        (true, None)
    }

    /// The player picks a piece in the promotion chooser.
    pub fn choose(&mut self, role: Role, cx: &Context) -> Option<Intent> {
        let (from, to) = self.promotion.take()?;
        self.selected = None;
        if let Some(t) = cx.tournament {
            return find_move(t.board, from, to, Some(role), t.any_square)
                .ok()
                .map(Intent::Play);
        }
        cx.pos.find_move(from, to, Some(role)).map(Intent::Play)
    }

    /// The keyboard's square follows the focus (a tap or Tab onto a square).
    pub fn focus(&mut self, sq: Square) {
        self.cursor = sq;
    }

    /// A move typed in the move box did not read: nothing stays selected on the board.
    pub fn deselect(&mut self) {
        self.selected = None;
    }

    /// Escape or a click outside: the chooser closes, the pawn goes back, nothing stays held.
    pub fn cancel(&mut self) {
        self.promotion = None;
        self.selected = None;
        self.drag = None;
    }

    /// A press on `sq` by pointer or keyboard: plays the selected piece there (a click on a target, or
    /// on its own rook for castling), or lifts the piece on `sq`. Returns whether a piece was lifted
    /// (it may be dragged) and the intent made.
    fn press(&mut self, sq: Square, cx: &Context) -> (bool, Option<Intent>) {
        let pos = cx.pos;
        if let Some(board) = cx.demo {
            return self.press_demo(sq, board);
        }
        if let Some(t) = cx.tournament {
            return self.press_tournament(sq, t, cx);
        }
        let own = pos.board().color_at(sq) == Some(pos.turn());
        if let Some(from) = self.selected {
            if from != sq && !own {
                return (false, self.attempt(from, sq, cx));
            }
            let castle_on_rook = own
                && from != sq
                && pos.board().role_at(sq) == Some(Role::Rook)
                && pos.find_move(from, sq, None).is_some();
            if castle_on_rook {
                return (false, self.attempt(from, sq, cx));
            }
        }
        self.lift(sq, cx)
    }

    fn lift(&mut self, sq: Square, cx: &Context) -> (bool, Option<Intent>) {
        let pos = cx.pos;
        if cx.reviewing {
            return (false, None);
        }
        if let Some(r) = cx.blocked {
            self.selected = None;
            self.show(Why::Table(r), pos);
            return (false, None);
        }
        if let Some(touched) = cx.touched {
            if touched != sq && pos.board().color_at(sq) == Some(pos.turn()) {
                self.selected = Some(touched);
                self.show(Why::Table(Refusal::TouchMove { touched, tried: sq }), pos);
                return (false, None);
            }
        }
        if pos.board().piece_at(sq).is_none() {
            // A press on an empty square with nothing held: nothing to explain, keep what is shown.
            self.selected = None;
            return (false, None);
        }
        match explain_lift(pos, sq) {
            Some(reason) => {
                self.selected = None;
                self.show(Why::Rule(reason), pos);
                (false, None)
            }
            None => {
                self.explanation = None;
                self.selected = Some(sq);
                (true, Some(Intent::Touch(sq)))
            }
        }
    }

    /// A press in tournament practice: any piece of the side to move may be lifted; nothing says
    /// whether it has a legal move.
    fn press_tournament(
        &mut self,
        sq: Square,
        t: Tournament,
        cx: &Context,
    ) -> (bool, Option<Intent>) {
        let b = &t.board.board;
        let own = b.color_at(sq) == Some(t.board.turn);
        if let Some(from) = self.selected {
            let castle_on_rook = own
                && from != sq
                && b.role_at(sq) == Some(Role::Rook)
                && find_move(t.board, from, sq, None, false).is_ok();
            if (from != sq && !own) || castle_on_rook {
                return (false, self.attempt(from, sq, cx));
            }
        }
        if cx.reviewing {
            return (false, None);
        }
        if let Some(r) = cx.blocked {
            self.selected = None;
            self.show(Why::Table(r), cx.pos);
            return (false, None);
        }
        if let Some(touched) = cx.touched {
            if touched != sq && own {
                self.selected = Some(touched);
                self.show(
                    Why::Table(Refusal::TouchMove { touched, tried: sq }),
                    cx.pos,
                );
                return (false, None);
            }
        }
        if !own {
            self.selected = None;
            return (false, None);
        }
        self.explanation = None;
        self.selected = Some(sq);
        (true, Some(Intent::Touch(sq)))
    }

    /// A press in demonstration mode: with a piece held, any other square takes it; else any piece
    /// is lifted.
    fn press_demo(&mut self, sq: Square, board: &Board) -> (bool, Option<Intent>) {
        self.explanation = None;
        if let Some(from) = self.selected.filter(|&from| from != sq) {
            self.selected = None;
            return (false, Some(Intent::Demo(DemoAct::Move { from, to: sq })));
        }
        if board.piece_at(sq).is_none() {
            self.selected = None;
            return (false, None);
        }
        self.selected = Some(sq);
        (true, None)
    }

    fn attempt(&mut self, from: Square, to: Square, cx: &Context) -> Option<Intent> {
        if cx.demo.is_some() {
            self.selected = None;
            return Some(Intent::Demo(DemoAct::Move { from, to }));
        }
        if cx.reviewing || cx.blocked.is_some() {
            return None;
        }
        let pos = cx.pos;
        if let Some(t) = cx.tournament {
            let found = find_move(t.board, from, to, None, t.any_square);
            if let Ok(m) = found {
                self.selected = None;
                return Some(Intent::Play(m));
            }
            if find_move(t.board, from, to, Some(Role::Queen), t.any_square).is_ok() {
                self.promotion = Some((from, to));
                return None;
            }
            self.selected = None;
            if let Err(r) = found {
                // Only the piece's movement is explained: nothing about checks (no aids).
                self.show(Why::Table(r), pos);
            }
            return None;
        }
        if let Some(m) = pos.find_move(from, to, None) {
            self.selected = None;
            return Some(Intent::Play(m));
        }
        if pos.find_move(from, to, Some(Role::Queen)).is_some() {
            self.promotion = Some((from, to));
            return None;
        }
        self.selected = None;
        if let Some(reason) = explain(pos, from, to) {
            self.show(Why::Rule(reason), pos);
        }
        None
    }
}
