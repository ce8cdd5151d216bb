//! The page's state: one signal holding the [`Table`] (the game at the table), one holding the board's
//! input machine, and what is derived from them, shared by context.
//!
//! Data flows one way: a pointer or key event goes to the [`BoardInput`] machine, which may make an
//! [`Intent`]; [`Ctx::act`] hands it to the table with the instant it happened; the table's new state is
//! the one snapshot every view reads. Nothing here decides legality or a table procedure.

use crate::rules::san::san;
use crate::rules::{ByColor, Color, Dests, Move, Position, Setup, Square};
use crate::table::drawing::Drawing;
use crate::table::input::{BoardInput, Context, Why};
use crate::table::Game;
use crate::table::{Event, Intent, Loaded, Refusal, Settings, Snapshot, Table};
use crate::text::Lang;
use crate::ui::core::time;
use leptos::prelude::*;

pub use crate::table::look::Anim;

/// What the page does around each change of the table, plugged in by the page.
#[derive(Clone, Copy)]
pub struct Hooks {
    /// Before an intent: another tab moved the game on, so this one catches up and the intent is
    /// refused (true).
    pub behind: fn(&Ctx, &Intent) -> bool,
    /// After the table changed: save it and tell the other tabs, in the same task.
    pub changed: fn(&Ctx),
}

impl Default for Hooks {
    fn default() -> Hooks {
        Hooks {
            behind: |_, _| false,
            changed: |_| {},
        }
    }
}

/// The whole state of the page, cheap to copy into closures. Views read its halves (signals they can only read,
/// memos) and change the page only through its methods: [`Ctx::act`] for the table, [`Ctx::board`] and
/// [`Ctx::gesture`] for the board's input machine, and a few setters for what belongs to the page alone.
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The game at the table: the single source of truth (change it with [`Ctx::act`]).
    pub table: ReadOnly<Table>,
    /// What the views show of the table.
    pub snap: Memo<Snapshot>,
    /// The table's game (read-only).
    pub game: Memo<Game>,
    /// The players' names (read-only; change them with [`Intent::SetName`]).
    pub names: Memo<ByColor<String>>,
    /// The table's settings (read-only; change them with [`Intent::Configure`]).
    pub settings: Memo<Settings>,
    /// The board's input machine: selection, drag, promotion chooser, explanation.
    pub input: ReadOnly<BoardInput>,
    /// The arrows and circles drawn over the board, and draw mode (never part of the game).
    pub drawing: ReadOnly<Drawing>,
    /// The ply shown while reviewing (None: the live position).
    pub review: ReadOnly<Option<usize>>,
    /// The position of the record's tree shown while reviewing a variation (None: the main line's
    /// ply `review`).
    pub node: ReadOnly<Option<(crate::table::NodePath, Position)>>,
    /// Interface language.
    pub lang: ReadOnly<Lang>,
    /// The move to animate.
    pub anim: ReadOnly<Option<Anim>>,
    /// Bumped by the redraw timer: faces re-read the time when it changes.
    pub tick: ReadOnly<u32>,
    /// Show the time used per move in the scoresheet.
    pub show_times: ReadOnly<bool>,
    /// The events of the last change of the table, numbered (for sounds and announcements).
    pub events: ReadOnly<(u32, Vec<Event>)>,
    /// Bumped when the user's own gesture changed the arrows and circles ([`Ctx::draw_by_hand`]), not when the
    /// board's change let them go: what keeps them (the record under review) listens to this.
    pub drawn_by_hand: ReadOnly<u32>,
    /// The position on the board (live or reviewed); in tournament practice after an illegal move,
    /// the last legal one.
    pub shown: Memo<Position>,
    /// The board as drawn: the shown position's, or in tournament practice after an illegal move the
    /// board as it stands (a setup the rules would not accept).
    pub drawn: Memo<Setup>,
    /// Legal destinations in the shown position (empty when reviewing or over).
    pub dests: Memo<Dests>,
    /// A board shown instead of the game's that takes the board's gestures (the position editor's,
    /// set by its part with [`Ctx::stage`]); `None` when the game's board is shown.
    pub staged: ReadOnly<Option<Setup>>,
    /// Black is at the bottom (a memo, so what turns with the board re-runs only when it turns, not at every
    /// change of the snapshot).
    turned: Memo<bool>,
    /// What only this module's methods use.
    own: Own,
}

/// A gesture on a staged board ([`Ctx::stage`]), handed to whoever staged it.
#[derive(Clone, Debug)]
pub enum StageInput {
    /// A press on a square, before the board's input machine reads it; the handler returns true
    /// when it took the press (a tap with a palette tool).
    Press(Square),
    /// What the board's input machine made of a gesture in its demonstration mode (a piece moved
    /// or dragged off), which the game never sees.
    Intent(Intent),
}

/// Who receives the gestures on a staged board.
type StageHandler = std::sync::Arc<dyn Fn(StageInput) -> bool + Send + Sync>;

thread_local! {
    /// Intents off the play path made before every procedure came, heard once they have, in order. (No view of
    /// the first module makes one: their commands come with the table's part.)
    static WAITING: std::cell::RefCell<Vec<(Intent, u64)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// What only [`Ctx`]'s methods use.
#[derive(Clone, Copy)]
struct Own {
    /// When the current pointer or key input happened, on the clock's time base.
    input_at: StoredValue<Option<u64>>,
    /// A note to show once a loaded game is on the table (the load may wait for a question's answer).
    pending_note: StoredValue<Option<String>>,
    /// What the page does around each change of the table: the tab sync's check before it and the
    /// save after it. Set by the page ([`Ctx::connect`]); none until then.
    hooks: StoredValue<Hooks>,
    /// Who receives the gestures on the staged board.
    stage_handler: StoredValue<Option<StageHandler>>,
    /// The page's reactive owner, under which [`Ctx::sans`] is made when first asked for.
    owner: StoredValue<Option<Owner>>,
    /// The SAN of every ply, once asked for ([`Ctx::sans`]).
    sans: StoredValue<Option<Memo<Vec<String>>>>,
}

impl Ctx {
    /// Builds the state around a table.
    pub fn new(table: Table, lang: Lang) -> Ctx {
        let table = RwSignal::new(table);
        let snap = Memo::new(move |_| table.with(Table::snapshot));
        let game = Memo::new(move |_| table.with(|t| t.game().clone()));
        let names = Memo::new(move |_| table.with(|t| t.names().clone()));
        let settings = Memo::new(move |_| table.with(Table::settings));
        let review = RwSignal::new(None::<usize>);
        let lang = RwSignal::new(lang);
        let input = RwSignal::new(BoardInput::default());
        let drawing = RwSignal::new(Drawing::default());
        let anim = RwSignal::new(None);
        let tick = RwSignal::new(0);
        let show_times = RwSignal::new(false);
        let events = RwSignal::new((0, Vec::new()));
        let drawn_by_hand = RwSignal::new(0u32);
        let staged = RwSignal::new(None::<Setup>);
        let node = RwSignal::new(None::<(crate::table::NodePath, Position)>);
        let shown = Memo::new(move |_| {
            if let Some((_, p)) = node.get() {
                return p;
            }
            game.with(|g| match review.get() {
                Some(ply) => g
                    .position_at(ply)
                    .cloned()
                    .unwrap_or_else(|| g.position().clone()),
                // The live position (in tournament practice after an illegal move, the last legal one).
                None => snap.with(|s| s.position.clone()),
            })
        });
        let drawn = Memo::new(move |_| match review.get() {
            Some(_) => shown.with(Position::to_setup_as_played),
            // The position editor's board, else demonstration mode's, else the game's.
            None => staged
                .get()
                .or_else(|| snap.with(|s| s.demo.clone()))
                .unwrap_or_else(|| snap.with(|s| s.board.clone())),
        });
        let dests = Memo::new(move |_| {
            let aided = snap.with(|s| s.aids.hints);
            let live = aided && review.get().is_none() && snap.with(|s| s.live);
            if live {
                shown.with(|p| p.dests())
            } else {
                Dests::default()
            }
        });
        let turned = Memo::new(move |_| snap.with(|s| s.flipped));
        let own = Own {
            input_at: StoredValue::new(None),
            pending_note: StoredValue::new(None),
            hooks: StoredValue::new(Hooks::default()),
            stage_handler: StoredValue::new(None),
            owner: StoredValue::new(Owner::current()),
            sans: StoredValue::new(None),
        };
        Ctx {
            table: ReadOnly(table),
            snap,
            game,
            names,
            settings,
            input: ReadOnly(input),
            drawing: ReadOnly(drawing),
            review: ReadOnly(review),
            lang: ReadOnly(lang),
            anim: ReadOnly(anim),
            tick: ReadOnly(tick),
            show_times: ReadOnly(show_times),
            events: ReadOnly(events),
            drawn_by_hand: ReadOnly(drawn_by_hand),
            node: ReadOnly(node),
            shown,
            drawn,
            dests,
            staged: ReadOnly(staged),
            turned,
            own,
        }
    }

    /// The SAN of every ply in the interface language (tournament practice's moves after the legal record in long
    /// notation). Made the first time it is asked for (by the scoresheet and the printable one, both in parts of the
    /// wasm), under the page's owner so it lives as long as the page: the first module does not carry it.
    pub fn sans(&self) -> Memo<Vec<String>> {
        if let Some(m) = self.own.sans.get_value() {
            return m;
        }
        let ctx = *self;
        let make = move || {
            Memo::new(move |_| {
                let lang = ctx.lang.get();
                let mut v = ctx.game.with(|g| {
                    // Without the check aid (tournament practice) no check or mate mark: as on a
                    // real scoresheet, the players judge the board themselves.
                    let marks = ctx.snap.with(|s| s.aids.check);
                    g.moves()
                        .iter()
                        .enumerate()
                        .map(|(i, &m)| {
                            let mut s = g
                                .position_at(i)
                                .map(|p| san(p, m, lang))
                                .unwrap_or_default();
                            if !marks {
                                s.truncate(s.trim_end_matches(['+', '#']).len());
                            }
                            s
                        })
                        .collect::<Vec<_>>()
                });
                // Tournament practice: the moves after the legal record, in long notation.
                ctx.table.with(|t| {
                    for p in &t.line().played {
                        v.push(crate::table::tournament::long_notation(p.mv, lang));
                    }
                });
                v
            })
        };
        let memo = match self.own.owner.get_value() {
            Some(owner) => owner.with(make),
            None => make(),
        };
        self.own.sans.set_value(Some(memo));
        memo
    }

    /// Connects what happens around each change of the table (the tab sync and the save): this
    /// module knows neither, so neither knows it back.
    pub fn connect(&self, hooks: Hooks) {
        self.own.hooks.set_value(hooks);
    }

    /// Runs the board's input machine on one gesture with the table's current state; an intent it
    /// makes goes to the table.
    pub fn board<R: Default>(
        &self,
        f: impl FnOnce(&mut BoardInput, &Context) -> (R, Option<Intent>),
    ) -> R {
        let pos = self.shown.get_untracked();
        let snap = self.snap.get_untracked();
        let any_square = self.settings.with_untracked(|s| s.any_square);
        let staged = self.staged.get_untracked();
        let reviewing = self.review.get_untracked().is_some();
        // Going over a finished or imported game: a move on the board goes to the record (issue 30).
        let editing =
            staged.is_none() && reviewing && self.table.with_untracked(Table::record_editable);
        let mut cx = snap.board_context(&pos, reviewing && !editing, any_square);
        if editing {
            cx.blocked = None;
        }
        if let Some(s) = &staged {
            // A staged board is read as demonstration mode reads its board: any piece anywhere.
            cx.demo = Some(&s.board);
        }
        let (r, intent) = self.input.0.try_update(|i| f(i, &cx)).unwrap_or_default();
        match intent {
            Some(intent) if staged.is_some() => {
                self.give_stage(StageInput::Intent(intent));
            }
            Some(Intent::Play(mv)) if editing => self.review_move(mv, &pos),
            // A touched piece is no move on the record.
            Some(_) if editing => {}
            Some(intent) => {
                self.act(intent);
            }
            None => {}
        }
        // The gesture's instant belongs to this gesture only: a refused or empty one must not lend
        // it to the next command (a stale instant would charge a resumed clock for the pause).
        self.own.input_at.set_value(None);
        r
    }

    /// Hears, in order and at their instants, the intents made before every procedure had come (the table's part
    /// calls it once it has let the table hear them all).
    pub(crate) fn hear_waiting(&self) {
        for (intent, at) in WAITING.with(|w| std::mem::take(&mut *w.borrow_mut())) {
            self.own.input_at.set_value(Some(at));
            self.act(intent);
        }
    }

    /// Hands an intent to the table at the instant of the current input (or now). Returns the events
    /// if the table applied it; a refusal is shown by the board's explanation. An intent off the play path made
    /// before every procedure has come waits for them ([`Ctx::hear_waiting`]).
    pub fn act(&self, intent: Intent) -> Option<Vec<Event>> {
        let at = self.own.input_at.get_value().unwrap_or_else(time::now);
        self.own.input_at.set_value(None);
        let Some(hear) = crate::ui::core::hearing::procedures_for(&intent) else {
            WAITING.with(|w| w.borrow_mut().push((intent, at)));
            return None;
        };
        let hooks = self.own.hooks.get_value();
        // Another tab moved the game on: this one catches up and the intent, made on an old position,
        // is refused (the tab says so).
        if (hooks.behind)(self, &intent) {
            return None;
        }
        // The table is notified only when it changed (its revision moved), so a press that changes
        // nothing re-renders and saves nothing.
        let before = self.table.with_untracked(Table::revision);
        let answer = self
            .table
            .0
            .try_update_untracked(|t| t.apply_with(intent, at, hear))
            .unwrap_or(Err(Refusal::GameOver));
        if self.table.with_untracked(Table::revision) != before {
            self.table.0.notify();
            // Saved and told to the other tabs in the same task as the check above.
            (hooks.changed)(self);
        }
        match answer {
            Ok(events) => {
                self.after(&events);
                Some(events)
            }
            Err(r) => {
                let pos = self.game.with_untracked(|g| g.position().clone());
                self.input.0.update(|i| i.refused(r, &pos));
                None
            }
        }
    }

    /// What the page does after the table changed: the board follows the moves, a new game or a
    /// takeback clears what is held and ends a review.
    fn after(&self, events: &[Event]) {
        for e in events {
            match e {
                Event::Moved { mv, .. } => {
                    let mv = *mv;
                    self.input.0.update(|i| i.moved(mv));
                    self.review.0.set(None);
                }
                Event::ClaimLapsed(_) => {
                    let pos = self.game.with_untracked(|g| g.position().clone());
                    self.input.0.update(|i| i.show(Why::ClaimLapsed, &pos));
                }
                Event::ClaimAnnounced(_) => {
                    let pos = self.game.with_untracked(|g| g.position().clone());
                    self.input.0.update(|i| i.show(Why::ClaimWithMove, &pos));
                }
                Event::NewGame | Event::TakenBack(_) | Event::GameOver(_) => {
                    self.reset_interaction();
                }
                Event::Loaded => {
                    self.reset_interaction();
                    let note = self
                        .own
                        .pending_note
                        .try_update_value(Option::take)
                        .flatten();
                    if note.is_some() {
                        self.notice(note);
                    }
                }
                Event::Resumed => self.input.0.update(|i| i.explanation = None),
                _ => {}
            }
        }
        if !events.is_empty() {
            self.events
                .0
                .update(|(n, v)| (*n, *v) = (n.wrapping_add(1), events.to_vec()));
        }
    }

    /// Sets the move to animate (`None`: no animation).
    pub fn animate(&self, m: Option<Move>) {
        match m {
            Some(m) => {
                let serial = self
                    .anim
                    .get_untracked()
                    .map_or(0, |a| a.serial.wrapping_add(1));
                self.anim.0.set(Some(Anim {
                    from: m.from(),
                    to: m.to(),
                    serial,
                }));
            }
            None => self.anim.0.set(None),
        }
    }

    /// Shows a message in the explanation area until the next pick-up or move (`None` clears it).
    pub fn notice(&self, text: Option<String>) {
        let pos = self.game.with_untracked(|g| g.position().clone());
        self.input.0.update(|i| match text {
            Some(t) => i.show(Why::Text(t), &pos),
            None => i.explanation = None,
        });
    }

    /// Shows what a procedure decided (a claim upheld or rejected) where refusals are shown, in
    /// the neutral style: it is no refusal.
    pub fn note(&self, text: String) {
        let pos = self.game.with_untracked(|g| g.position().clone());
        self.input.0.update(|i| i.show(Why::Note(text), &pos));
    }

    /// Puts a loaded game on the table (an import or an archived game, a tournament-practice
    /// record's line too), asking first over a game in progress with moves. Returns true if it is
    /// on the table now (false: asked, or refused).
    pub fn load(&self, loaded: Loaded) -> bool {
        let load = Intent::Load(Box::new(loaded));
        let events = self.act(self.request(load));
        events.is_some_and(|e| e.contains(&Event::Loaded))
    }

    /// What to send for `intent`: the intent, or the question the table puts first
    /// ([`crate::table::Table::request`]).
    pub fn request(&self, intent: Intent) -> Intent {
        self.table.with_untracked(|t| t.request(intent))
    }

    /// Clears selection, drag, explanation, review and the promotion chooser.
    pub fn reset_interaction(&self) {
        self.review.0.set(None);
        self.input.0.update(BoardInput::reset);
        self.anim.0.set(None);
        self.node.0.set(None);
    }

    /// Steps the review by `delta` plies (clamped); reaching the last ply returns to the live game.
    pub fn step(&self, delta: i64) {
        let len = self.game.with_untracked(|g| g.moves().len()) as i64;
        let cur = self.review.get_untracked().map_or(len, |p| p as i64);
        self.go_to((cur + delta).clamp(0, len) as usize);
    }

    /// Shows the position after `ply` half-moves (the live game when it is the last).
    pub fn go_to(&self, ply: usize) {
        let len = self.game.with_untracked(|g| g.moves().len());
        self.input.0.update(|i| {
            i.selected = None;
            i.promotion = None;
            i.drag = None;
        });
        self.anim.0.set(None);
        self.node.0.set(None);
        self.review.0.set(if ply >= len { None } else { Some(ply) });
    }

    /// Shows `board` instead of the game's, its gestures going to `handler` (the position editor);
    /// `None` shows the game's board again.
    pub fn stage(&self, board: Option<Setup>, handler: Option<StageHandler>) {
        if handler.is_some() || board.is_none() {
            self.own.stage_handler.set_value(handler);
        }
        self.reset_interaction();
        self.staged.0.set(board);
    }

    /// Hands a gesture to the staged board's handler; returns whether it took it.
    pub fn give_stage(&self, input: StageInput) -> bool {
        if self.staged.with_untracked(Option::is_none) {
            return false;
        }
        self.own.stage_handler.get_value().is_some_and(|h| h(input))
    }

    /// The board shown is no game's (the editor's or demonstration mode's): no last move, no check.
    fn off_game(&self) -> bool {
        self.staged.with(Option::is_some) || self.snap.with(|s| s.demo.is_some())
    }

    /// Shows a position of the record's tree: a main-line ply as [`Ctx::go_to`] does, a variation's
    /// position (`pos`, which the caller reads from the tree) on the board in review.
    pub fn show_node(&self, path: crate::table::NodePath, pos: Position) {
        if path.is_main() {
            self.go_to(path.ply());
            return;
        }
        let len = self.game.with_untracked(|g| g.moves().len());
        self.go_to(path.ply().min(len.saturating_sub(1)));
        self.node.0.set(Some((path, pos)));
    }

    /// A move on the board while going over the record: the record's next move shows it, another
    /// starts (or follows) a variation, which is shown.
    fn review_move(&self, mv: Move, pos: &Position) {
        let at = self
            .node
            .with_untracked(|n| n.as_ref().map(|(p, _)| p.clone()));
        let at = at.unwrap_or_else(|| {
            crate::table::NodePath::main(self.review.get_untracked().unwrap_or_default())
        });
        let edit = crate::table::ReviewEdit::Play { at, mv };
        let events = self.act(Intent::Review(edit)).unwrap_or_default();
        for e in events {
            if let Event::RecordChanged(path) = e {
                if path.is_main() {
                    self.go_to(path.ply());
                } else if let Ok(next) = pos.play(mv) {
                    self.show_node(path, next);
                }
            }
        }
    }

    /// The position of the record's tree on the board: the variation shown, else the main line's.
    pub fn shown_node(&self) -> crate::table::NodePath {
        match self.node.get() {
            Some((p, _)) => p,
            None => {
                let len = self.game.with(|g| g.moves().len());
                crate::table::NodePath::main(self.review.get().unwrap_or(len))
            }
        }
    }

    /// The last move of the shown position, for highlighting.
    pub fn last_move(&self) -> Option<Move> {
        if self.off_game() {
            return None;
        }
        let review = self.review.get();
        if review.is_none() {
            if let Some(p) = self.table.with(|t| t.line().played.last().map(|p| p.mv)) {
                return Some(p);
            }
        }
        self.game.with(|g| {
            let n = review.unwrap_or(g.moves().len());
            n.checked_sub(1).and_then(|i| g.moves().get(i).copied())
        })
    }

    /// The square of the king in check in the shown position.
    pub fn check_square(&self) -> Option<Square> {
        // Tournament practice shows no check mark (`Aids::check_square`).
        if self.off_game() {
            return None;
        }
        self.shown
            .with(|p| self.snap.with(|s| s.aids.check_square(p)))
    }

    /// The colour to move in the live game.
    pub fn turn(&self) -> Color {
        self.snap.with(|s| s.turn)
    }

    /// The squares hinted for the selected piece, as the board's input machine decides them
    /// ([`BoardInput::hints`]).
    pub fn hints(&self) -> crate::rules::Bitboard {
        let input = self.input.0.read();
        if input.selected.is_none() || self.off_game() {
            return crate::rules::Bitboard::EMPTY;
        }
        let pos = self.shown.read();
        let reviewing = self.review.with(Option::is_some);
        let any_square = self.settings.with(|s| s.any_square);
        self.snap
            .with(|s| input.hints(&s.board_context(&pos, reviewing, any_square)))
    }

    /// Black is at the bottom (the table decides: the orientation chosen, or pass and play's).
    pub fn flipped(&self) -> bool {
        self.turned.get()
    }

    /// Changes the settings through the table.
    pub fn configure(&self, f: impl FnOnce(&mut Settings)) {
        let mut s = self.settings.get_untracked();
        f(&mut s);
        self.act(Intent::Configure(s));
    }

    /// Runs the board's input machine on a gesture that makes no intent (a drag's move, a cancel, the keyboard
    /// square's move, a refusal decided outside the board).
    pub fn gesture(&self, f: impl FnOnce(&mut BoardInput)) {
        self.input.0.update(f);
    }

    /// Changes the arrows and circles, or draw mode.
    pub fn draw(&self, f: impl FnOnce(&mut Drawing)) {
        self.drawing.0.update(f);
    }

    /// Changes the arrows and circles by the user's own gesture (a stroke ended, a plain press clearing them) if `f`
    /// says it did, and says so on [`Ctx::drawn_by_hand`].
    pub fn draw_by_hand(&self, f: impl FnOnce(&mut Drawing) -> bool) {
        let mut changed = false;
        self.drawing.0.maybe_update(|d| {
            changed = f(d);
            changed
        });
        if changed {
            self.drawn_by_hand.0.update(|n| *n = n.wrapping_add(1));
        }
    }

    /// Changes the arrows and circles if `f` says it did (true), redrawing them only then.
    pub fn draw_if(&self, f: impl FnOnce(&mut Drawing) -> bool) {
        self.drawing.0.maybe_update(f);
    }

    /// Notes that a pointer or key input happens now: the intent it makes is dated by it.
    pub fn input_now(&self) {
        self.own.input_at.set_value(Some(time::now()));
    }

    /// Notes when the current pointer input happened (an event's own time, on the clock's time base).
    pub fn input_at(&self, at: u64) {
        self.own.input_at.set_value(Some(at));
    }

    /// Shows `note` once a loaded game is on the table (`None`: nothing to show).
    pub fn note_after_load(&self, note: Option<String>) {
        self.own.pending_note.set_value(note);
    }

    /// Redraws what reads the time (the clock faces), as the redraw timer does.
    pub fn redraw(&self) {
        self.tick.0.update(|t| *t = t.wrapping_add(1));
    }

    /// Switches the interface language.
    pub fn set_lang(&self, lang: Lang) {
        self.lang.0.set(lang);
    }

    /// Shows or hides the time used per move in the scoresheet.
    pub fn set_show_times(&self, on: bool) {
        self.show_times.0.set(on);
    }

    /// Replaces the table with one read elsewhere (another tab's newer save), without a table procedure: the
    /// game there is already the truth.
    pub fn adopt(&self, table: Table) {
        self.table.0.set(table);
        self.redraw();
    }
}

/// A signal the views may only read: the page's state changes through [`Ctx`]'s methods alone. A thin wrapper over
/// the signal itself (not a second, read-only signal), so no signal code is compiled twice.
pub struct ReadOnly<T: 'static>(RwSignal<T>);

impl<T> Clone for ReadOnly<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ReadOnly<T> {}

impl<T: Send + Sync + 'static> ReadOnly<T> {
    /// The value, tracked by the effect or memo that reads it.
    #[inline]
    pub fn get(&self) -> T
    where
        T: Clone,
    {
        self.0.get()
    }

    /// The value, untracked.
    #[inline]
    pub fn get_untracked(&self) -> T
    where
        T: Clone,
    {
        self.0.get_untracked()
    }

    /// `f` of the value, tracked.
    #[inline]
    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.0.with(f)
    }

    /// `f` of the value, untracked.
    #[inline]
    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.0.with_untracked(f)
    }

    /// A guard that reads the value, tracked.
    #[inline]
    pub fn read(&self) -> impl std::ops::Deref<Target = T> {
        self.0.read()
    }

    /// Subscribes the running effect or memo to the value without reading it.
    #[inline]
    pub fn track(&self) {
        self.0.track();
    }
}
