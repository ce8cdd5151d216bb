//! The page below the views (issue 40): what the board is doing and what it shows, decided once, natively tested.
//!
//! The table owns the game; the page owns how the game is looked at: whether the record is being gone over and at
//! which node, whether the position editor's board stands instead of the game's. [`Page`] holds that state and its
//! transitions; [`Page::mode`] reads it with the table into one [`Mode`]; [`Page::shown`] computes, once per change,
//! everything the board shows ([`Shown`]: the position, the board as drawn, the last move, the check, the square
//! en passant just closed, whether the learning overlay may speak); [`Page::route`] says where an intent the board's
//! input machine made goes (the table, the record, the editor, nowhere). The views only read these.
//!
//! - [`tree`]: the record's tree as the review shows it (numbered and labelled rows, nested variations) and its
//!   arrow-key navigation.
//! - [`typed`]: a move typed in SAN read where a drop would be read in the board's mode.
//! - [`keyed`]: what a keyed list of the page keeps and builds again when its items change.
//! - [`sheet`]: the live scoresheet's rows (one numbering rule with the printed one) and the marks of tournament
//!   practice's moves.

pub mod keyed;
pub mod sheet;
pub mod tree;
pub mod typed;

use super::input::{BoardInput, Context, Tournament};
use super::look::{overlay_of, Overlay};
use super::{Intent, ReviewEdit, Snapshot, Table};
use crate::game::tree::{NodePath, Tree};
use crate::rules::{Bitboard, Color, Dests, Move, Position, Setup, Square};

/// What the board is doing: one answer, decided by [`Page::mode`] in this order of precedence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The position editor's board stands instead of the game's: gestures go to the editor.
    Editor,
    /// Demonstration mode: the table's board beside the game, any piece anywhere, the game untouched.
    Demo,
    /// Going over the record at a node of its tree; `editable`: a move on the board goes to the record (a finished or
    /// imported game), else the board only shows.
    Review {
        /// The record takes moves, comments and symbols.
        editable: bool,
    },
    /// Beside a real board: the page is the clock and the record of a game played on a real board; a move entered on
    /// the board is recorded and presses the mover's clock.
    Recorder,
    /// Tournament practice: moves read by the pieces' own movement, illegal ones standing until claimed.
    Tournament {
        /// A piece may also go to any square not held by its own side.
        any_square: bool,
    },
    /// The live game.
    Play,
}

impl Mode {
    /// The board shown is no game's (the editor's or demonstration mode's): no last move, check, hints or overlay.
    pub fn off_game(self) -> bool {
        matches!(self, Mode::Editor | Mode::Demo)
    }

    /// Going over the record.
    pub fn reviewing(self) -> bool {
        matches!(self, Mode::Review { .. })
    }
}

/// A position inside a variation of the record, with the move that led to it (what the board marks and the review
/// line names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variation {
    /// Where it is in the tree.
    pub path: NodePath,
    /// The position before its move (`None` only for the tree's start, which is no variation).
    pub before: Option<Position>,
    /// The move that led here (`None` for a null move).
    pub mv: Option<Move>,
    /// The position shown.
    pub pos: Position,
}

impl Variation {
    /// The node at `path` of `tree`, with its position and the move that led to it; `None` when the tree has no such
    /// node.
    pub fn of(tree: &Tree, path: &NodePath) -> Option<Variation> {
        let pos = tree.position(path)?;
        let (before, mv) = match path.parent() {
            Some(parent) => (tree.position(&parent), tree.node(path).and_then(|n| n.mv)),
            None => (None, None),
        };
        Some(Variation {
            path: path.clone(),
            before,
            mv,
            pos,
        })
    }

    /// The node reached by playing `mv` (legal in `before`) from the node at `parent` to `path`.
    pub fn after(path: NodePath, before: &Position, mv: Move) -> Option<Variation> {
        let pos = before.play(mv).ok()?;
        Some(Variation {
            path,
            before: Some(before.clone()),
            mv: Some(mv),
            pos,
        })
    }
}

/// Where the record is being gone over.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cursor {
    /// The main line after this many half-moves (fewer than the game has).
    Main(usize),
    /// A node off the main line.
    Variation(Variation),
}

/// The page's own state below the views: the review's cursor and the editor's staged board. Change it only through
/// its methods; read it through [`Page::mode`] and [`Page::shown`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Page {
    cursor: Option<Cursor>,
    staged: Option<Setup>,
    /// The record is being gone over in its tree: set when a review begins, kept at its last move, cleared when the
    /// live game goes on ([`Page::live`]).
    tree: bool,
    /// The load under way was asked for to be gone over ("Repasar"), not played on.
    review_load: bool,
}

/// Where an intent the board's input machine made goes ([`Page::route`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// To the table.
    Table(Intent),
    /// To the record under review, as this edit.
    Record(ReviewEdit),
    /// To the position editor, which staged the board (the game never sees it).
    Stage(Intent),
    /// Nowhere (a touch on a record's move: no move on the record).
    Drop,
}

/// The move the review line names ("reviewing 7…Nxe4"): its number, its mover and the position it was played in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownMove {
    /// The move number.
    pub number: u32,
    /// Who played it.
    pub mover: Color,
    /// The position it was played in.
    pub before: Position,
    /// The move (`None`: a null move).
    pub mv: Option<Move>,
}

/// Everything the board shows at one moment, computed once per change by [`Page::shown`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// What the board is doing.
    pub mode: Mode,
    /// The position shown: the live one (in tournament practice after an illegal move the last legal one), a
    /// reviewed node's, or for the editor and demonstration boards the game's.
    pub pos: Position,
    /// The board as drawn: the shown position's, the editor's or demonstration mode's board, or in tournament
    /// practice the board as it stands after an illegal move (a setup the rules would not accept).
    pub board: Setup,
    /// The last move of the shown position, marked on its two squares.
    pub last: Option<Move>,
    /// The king in check, when the rule set's aids mark it.
    pub check: Option<Square>,
    /// The learning overlay may speak of the shown position (off in tournament practice, on the editor's and the
    /// demonstration board, and on the final position of the live game, which the end-of-game explanation tells).
    pub teach: bool,
    /// The en passant capture the last move closed (a double step answered by anything but the capture).
    pub ep_closed: Option<Square>,
    /// While reviewing, the move that led to the shown node (`None` at the start or off review).
    pub reviewing: Option<ShownMove>,
    /// The node of the record shown (the live position's when not reviewing).
    pub node: NodePath,
    /// The record's tree stands in the scoresheet's place: a record that takes edits (a finished or imported game)
    /// is being gone over, at any of its moves, its last too, and a finished record loaded to be gone over always;
    /// never on the editor's or demonstration board.
    pub tree: bool,
}

impl Page {
    /// What the board is doing, with the table and its snapshot.
    pub fn mode(&self, table: &Table, snap: &Snapshot) -> Mode {
        if self.staged.is_some() {
            Mode::Editor
        } else if snap.demo.is_some() {
            Mode::Demo
        } else if self.cursor.is_some() {
            Mode::Review {
                editable: table.record_editable(),
            }
        } else if snap.recorder {
            Mode::Recorder
        } else if snap.tournament_practice() {
            Mode::Tournament {
                any_square: table.settings().any_square,
            }
        } else {
            Mode::Play
        }
    }

    /// The main line's ply shown while reviewing: the ply itself, or for a variation the main line's ply it leaves
    /// from (`None`: the live position).
    pub fn review_ply(&self) -> Option<usize> {
        match &self.cursor {
            None => None,
            Some(Cursor::Main(ply)) => Some(*ply),
            Some(Cursor::Variation(v)) => {
                let branch = v.path.0.iter().position(|&i| i != 0).unwrap_or(0);
                Some(branch)
            }
        }
    }

    /// The variation shown, if the review stands in one.
    pub fn variation(&self) -> Option<&Variation> {
        match &self.cursor {
            Some(Cursor::Variation(v)) => Some(v),
            _ => None,
        }
    }

    /// The editor's staged board.
    pub fn staged(&self) -> Option<&Setup> {
        self.staged.as_ref()
    }

    /// The node of the record shown, for a game of `len` half-moves (the live position when not reviewing).
    pub fn node(&self, len: usize) -> NodePath {
        match &self.cursor {
            None => NodePath::main(len),
            Some(Cursor::Main(ply)) => NodePath::main(*ply),
            Some(Cursor::Variation(v)) => v.path.clone(),
        }
    }

    /// Shows the main line after `ply` half-moves of a game of `len`: the live game when `ply` is the last. A review
    /// begun here opens the record's tree, which stays open at the last move.
    pub fn go_to(&mut self, ply: usize, len: usize) {
        self.cursor = (ply < len).then_some(Cursor::Main(ply));
        self.tree |= self.cursor.is_some();
    }

    /// Says what the load under way is for: to be gone over (`review`, "Repasar") or played on. Kept until the load
    /// happens ([`Page::loaded`]), after a question over a game in progress too.
    pub fn expect_load(&mut self, review: bool) {
        self.review_load = review;
    }

    /// A game of `len` half-moves was put on the table: one loaded to be gone over opens at its start with its tree
    /// (whatever question came between), one to play on at its live position.
    pub fn loaded(&mut self, len: usize) {
        self.live();
        if std::mem::take(&mut self.review_load) {
            self.go_to(0, len);
            self.tree = true;
        }
    }

    /// Steps the main line by `delta` half-moves (clamped); reaching the last ply returns to the live game. From a
    /// variation it steps from the main line's ply it leaves.
    pub fn step(&mut self, delta: i64, len: usize) {
        let cur = self.review_ply().unwrap_or(len) as i64;
        self.go_to((cur + delta).clamp(0, len as i64) as usize, len);
    }

    /// Shows a node of the record: a main-line node as [`Page::go_to`] does, a variation's with its position.
    pub fn show(&mut self, v: Variation, len: usize) {
        if v.path.is_main() {
            self.go_to(v.path.ply(), len);
        } else {
            self.cursor = Some(Cursor::Variation(v));
            self.tree = true;
        }
    }

    /// Back to the live game (a new game, a move played, a takeback): the review and its tree close.
    pub fn live(&mut self) {
        self.cursor = None;
        self.tree = false;
    }

    /// Stands the editor's board instead of the game's (`None`: the game's again). Opening it leaves the review.
    pub fn stage(&mut self, board: Option<Setup>) {
        if board.is_some() {
            self.live();
        }
        self.staged = board;
    }

    /// Where an intent the board's input machine made in `mode` goes.
    pub fn route(&self, mode: Mode, intent: Intent, len: usize) -> Route {
        match mode {
            Mode::Editor => Route::Stage(intent),
            Mode::Review { editable: true } => match intent {
                Intent::Play(mv) => Route::Record(ReviewEdit::Play {
                    at: self.node(len),
                    mv,
                }),
                // A touched piece is no move on the record.
                _ => Route::Drop,
            },
            _ => Route::Table(intent),
        }
    }

    /// Follows an edit of the record that changed it at `path`: a main-line node is shown as a ply, a variation's
    /// reached by `mv` from the position shown before (`before`) is shown with it. Without a move (a deletion, a
    /// promotion) the caller shows the node through [`Variation::of`].
    pub fn follow_play(&mut self, path: NodePath, before: &Position, mv: Move, len: usize) {
        if path.is_main() {
            self.go_to(path.ply(), len);
        } else if let Some(v) = Variation::after(path, before, mv) {
            self.cursor = Some(Cursor::Variation(v));
        }
    }

    /// Everything the board shows, from the table and its snapshot.
    pub fn shown(&self, table: &Table, snap: &Snapshot) -> Shown {
        let mode = self.mode(table, snap);
        let game = table.game();
        let len = game.moves().len();
        let live_pos = || snap.position.clone();
        let main_at = |ply: usize| game.position_at(ply).cloned().unwrap_or_else(live_pos);
        // The main line's move into `ply`, with the position it was played in.
        let main_move = |ply: usize| {
            let i = ply.checked_sub(1)?;
            Some((game.position_at(i)?.clone(), *game.moves().get(i)?))
        };
        let (pos, board, last, before) = match (mode, &self.cursor) {
            (Mode::Editor, _) => {
                let staged = self.staged.clone().unwrap_or_else(|| live_pos().to_setup());
                (live_pos(), staged, None, None)
            }
            (Mode::Demo, _) => {
                let demo = snap.demo.clone().unwrap_or_else(|| live_pos().to_setup());
                (live_pos(), demo, None, None)
            }
            (Mode::Review { .. }, Some(Cursor::Variation(v))) => {
                let before = v.before.clone().zip(v.mv);
                (v.pos.clone(), v.pos.to_setup_as_played(), v.mv, before)
            }
            (Mode::Review { .. }, Some(Cursor::Main(ply))) => {
                let pos = main_at(*ply);
                let before = main_move(*ply);
                (
                    pos.clone(),
                    pos.to_setup_as_played(),
                    before.as_ref().map(|b| b.1),
                    before,
                )
            }
            _ => {
                // The live game: in tournament practice after an illegal move, the last move on the line stands on the
                // board, which the rules would not accept.
                let line_last = table.line().played.last().map(|p| p.mv);
                let before = main_move(len);
                let last = line_last.or(before.as_ref().map(|b| b.1));
                (live_pos(), snap.board.clone(), last, before)
            }
        };
        let off = mode.off_game();
        let check = if off {
            None
        } else {
            snap.aids.check_square(&pos)
        };
        let over_live = game.is_over() && !mode.reviewing();
        let teach = snap.aids.teaching && !off && !over_live;
        let ep_closed = before.as_ref().and_then(|(prev, mv)| {
            (!matches!(mv, Move::EnPassant { .. }))
                .then(|| prev.legal_ep_square())
                .flatten()
        });
        let reviewing = match (mode.reviewing(), &self.cursor) {
            (true, Some(Cursor::Variation(v))) => v.before.as_ref().map(|b| ShownMove {
                number: b.fullmoves(),
                mover: b.turn(),
                before: b.clone(),
                mv: v.mv,
            }),
            (true, Some(Cursor::Main(_))) => before.as_ref().map(|(b, mv)| ShownMove {
                number: b.fullmoves(),
                mover: b.turn(),
                before: b.clone(),
                mv: Some(*mv),
            }),
            _ => None,
        };
        Shown {
            mode,
            pos,
            board,
            last: if off { None } else { last },
            check,
            teach,
            ep_closed: if off { None } else { ep_closed },
            reviewing,
            node: self.node(len),
            tree: !off
                && table.record_editable()
                && (self.tree || self.cursor.is_some() || table.loaded_finished()),
        }
    }
}

impl Shown {
    /// The game's own commands (resign, offer a draw, take back), its status line and its material are shown: not
    /// while the editor's or demonstration mode's board stands instead of the game's, where they would speak of a
    /// game the board does not show (and a resignation would end the real game).
    pub fn game_controls(&self) -> bool {
        !self.mode.off_game()
    }

    /// Demonstration mode is on and says so (`[data-mode="demo"]`, a frame around the board).
    pub fn demo(&self) -> bool {
        self.mode == Mode::Demo
    }

    /// The legal destinations offered on the board: only in the live game with hints on (none while reviewing, on
    /// the editor's or demonstration board, or once the game is over).
    pub fn dests(&self, snap: &Snapshot) -> Dests {
        let live = matches!(
            self.mode,
            Mode::Play | Mode::Recorder | Mode::Tournament { .. }
        );
        if live && snap.aids.hints && (snap.live || snap.completing()) {
            self.pos.dests()
        } else {
            Dests::default()
        }
    }

    /// The squares hinted for the piece the input machine holds: only on the live game's board (none while reviewing,
    /// even a record that takes moves, on the editor's or demonstration board, or in tournament practice).
    pub fn hints(&self, input: &BoardInput, snap: &Snapshot) -> Bitboard {
        if self.mode.off_game() || self.mode.reviewing() {
            return Bitboard::EMPTY;
        }
        input.hints(&self.context(snap))
    }

    /// What the board's input machine reads a gesture with in this mode.
    pub fn context<'a>(&'a self, snap: &'a Snapshot) -> Context<'a> {
        let reviewing = matches!(self.mode, Mode::Review { editable: false });
        let mut cx = Context {
            pos: &self.pos,
            blocked: snap.blocked(),
            reviewing,
            touched: snap.touched,
            tournament: None,
            demo: None,
        };
        match self.mode {
            // A staged board is read as demonstration mode reads its board: any piece anywhere.
            Mode::Editor | Mode::Demo => cx.demo = Some(&self.board.board),
            // Going over a finished or imported game: a move on the board goes to the record.
            Mode::Review { editable: true } => cx.blocked = None,
            Mode::Tournament { any_square } => {
                cx.tournament = snap
                    .movement_board()
                    .map(|board| Tournament { board, any_square });
            }
            Mode::Review { editable: false } | Mode::Play | Mode::Recorder => {}
        }
        cx
    }

    /// The learning overlay of the shown position (empty while learning is off or where it may not speak,
    /// [`Shown::teach`]).
    pub fn overlay(&self, learning: bool) -> Overlay {
        if !(learning && self.teach) {
            return Overlay::default();
        }
        Overlay {
            ep_closed: self.ep_closed,
            ..overlay_of(&self.pos)
        }
    }

    /// The position a refusal or a note is explained against: the board shown, not the game's last legal position
    /// (in tournament practice after an illegal move they differ; where the board is no position the rules can read,
    /// a king left in check, the last position that reads).
    pub fn explained(&self) -> Position {
        self.pos.clone()
    }
}
