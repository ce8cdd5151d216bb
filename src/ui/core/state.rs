//! The page's state: one signal holding the [`Table`] (the game at the table), one holding the board's
//! input machine, one the [`Page`] (how the game is looked at: the review's cursor, the editor's board), and
//! what is derived from them, shared by context.
//!
//! Data flows one way: a pointer or key event goes to the [`BoardInput`] machine, which may make an
//! [`Intent`]; [`Page::route`] says where it goes and [`Ctx::act`] hands a table's intent to the table with the
//! instant it happened; the table's new state is the one snapshot every view reads, and [`Page::shown`] what
//! the board shows of it. Nothing here decides legality, a table procedure or what the board shows.
//!
//! The board first, the rest in the next frame: what the board shows ([`Ctx::board_shown`] and the memos read
//! from it) follows a change of the table at once; the views around the board (scoresheet, clocks, status,
//! commands) read the table and the snapshot through [`TableRead`] and [`SnapRead`], whose tracked reads follow
//! a count. After a move made on the board the count is bumped in a task of its own once the frame that draws the
//! move is painted, so that frame draws the moved piece and little more, and the views' work comes in that task and
//! their layout and paint in the next frame (issue 41: a drop within a frame or two on a slow phone); after any other
//! change, at once. Untracked reads (a handler's) are always the table now. The page's
//! cursor is read so too ([`Ctx::review`], [`Ctx::shown_node`]): a step of the review draws the board in its frame, the
//! tree's mark, the scoresheet's and the review's tools in the next.

use crate::rules::{ByColor, Color, Dests, Move, Position, Setup, Square};
use crate::table::drawing::Drawing;
use crate::table::input::{BoardInput, Context, Why};
use crate::table::page::sheet::Sans;
use crate::table::page::{Page, Route, Shown, Variation};
use crate::table::Game;
use crate::table::{
    Event, Intent, Loaded, NodePath, Refusal, ReviewEdit, Settings, Snapshot, Table,
};
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
    /// After the table changed: save it and tell the other tabs (once the frame is painted, or the pending moves at
    /// once until the writer's part is in).
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
    /// The game at the table: the single source of truth (change it with [`Ctx::act`]); a tracked read follows
    /// it in the frame after a change ([`TableRead`]).
    pub table: TableRead,
    /// What the views show of the table; a tracked read follows it in the frame after a change ([`SnapRead`]).
    pub snap: SnapRead,
    /// The table's game (read-only), read in place: no copy of the game is made at a change.
    pub game: GameRead,
    /// The players' names (read-only; change them with [`Intent::SetName`]).
    pub names: Memo<ByColor<String>>,
    /// The table's settings (read-only; change them with [`Intent::Configure`]).
    pub settings: Memo<Settings>,
    /// The board's input machine: selection, drag, promotion chooser, explanation.
    pub input: ReadOnly<BoardInput>,
    /// The arrows and circles drawn over the board, and draw mode (never part of the game).
    pub drawing: ReadOnly<Drawing>,
    /// How the game is looked at: the review's cursor and the editor's board (change it through the methods).
    pub page: ReadOnly<Page>,
    /// What the board shows, decided by the page model once per change ([`Page::shown`]).
    pub board_shown: Memo<Shown>,
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
    /// The position on the board ([`Shown::pos`]).
    pub shown: Memo<Position>,
    /// The board as drawn ([`Shown::board`]).
    pub drawn: Memo<Setup>,
    /// Legal destinations in the shown position ([`Shown::dests`]).
    pub dests: Memo<Dests>,
    /// Black is at the bottom (a memo, so what turns with the board re-runs only when it turns, not at every
    /// change of the snapshot).
    turned: Memo<bool>,
    /// The snapshot now, tracked at once: what the board's memos read.
    snap_now: Memo<Snapshot>,
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
    /// An intent made on the board is being heard: the views around the board follow its change in the next frame
    /// ([`TableRead::follow`]).
    static BOARD_MOVE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
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
    /// The SAN of every ply and the count the scoresheet follows, once asked for ([`Ctx::sans`],
    /// [`Ctx::sheet_table`]).
    sans: StoredValue<Option<(Memo<Sans>, RwSignal<u32>)>>,
    /// What a move on the board does to the record under review ([`Ctx::edit_record`]), set by the table's part
    /// ([`Ctx::connect_review`]): a record is reviewed only once that part is in, so the first module carries none of it.
    record_edit: StoredValue<Option<RecordEdit>>,
    /// What a tracked read of the page's cursor follows ([`Ctx::review`], [`Ctx::shown_node`]): bumped after each
    /// change of the page, a frame late after a move on the board or a step of the review.
    seen: RwSignal<u32>,
}

/// An edit the board made on the record under review, with the position it was made on.
type RecordEdit = fn(&Ctx, ReviewEdit, &Position);

impl Ctx {
    /// Builds the state around a table.
    pub fn new(table: Table, lang: Lang) -> Ctx {
        let table = RwSignal::new(table);
        let snap = Memo::new(move |_| table.with(Table::snapshot));
        let settled = RwSignal::new(0u32);
        let read = TableRead { table, settled };
        let game = GameRead(read);
        let names = Memo::new(move |_| table.with(|t| t.names().clone()));
        let settings = Memo::new(move |_| table.with(Table::settings));
        let page = RwSignal::new(Page::default());
        let board_shown =
            Memo::new(move |_| table.with(|t| snap.with(|s| page.with(|p| p.shown(t, s)))));
        let lang = RwSignal::new(lang);
        let input = RwSignal::new(BoardInput::default());
        let drawing = RwSignal::new(Drawing::default());
        let anim = RwSignal::new(None);
        let tick = RwSignal::new(0);
        let show_times = RwSignal::new(false);
        let events = RwSignal::new((0, Vec::new()));
        let drawn_by_hand = RwSignal::new(0u32);
        let shown = Memo::new(move |_| board_shown.with(|v| v.pos.clone()));
        let drawn = Memo::new(move |_| board_shown.with(|v| v.board.clone()));
        let dests = Memo::new(move |_| board_shown.with(|v| snap.with(|s| v.dests(s))));
        let turned = Memo::new(move |_| snap.with(|s| s.flipped));
        let own = Own {
            input_at: StoredValue::new(None),
            pending_note: StoredValue::new(None),
            hooks: StoredValue::new(Hooks::default()),
            stage_handler: StoredValue::new(None),
            owner: StoredValue::new(Owner::current()),
            sans: StoredValue::new(None),
            record_edit: StoredValue::new(None),
            seen: RwSignal::new(0),
        };
        Ctx {
            table: read,
            snap: SnapRead { now: snap, settled },
            game,
            names,
            settings,
            input: ReadOnly(input),
            drawing: ReadOnly(drawing),
            page: ReadOnly(page),
            board_shown,
            lang: ReadOnly(lang),
            anim: ReadOnly(anim),
            tick: ReadOnly(tick),
            show_times: ReadOnly(show_times),
            events: ReadOnly(events),
            drawn_by_hand: ReadOnly(drawn_by_hand),
            shown,
            drawn,
            dests,
            turned,
            snap_now: snap,
            own,
        }
    }

    /// The SAN of every ply in the interface language (tournament practice's moves after the legal record in long
    /// notation), kept across changes: each move is written once, when it is played ([`Sans::follow`]). It follows
    /// the scoresheet's count ([`Ctx::sheet_table`]). Made the first time it is asked for (by the scoresheet and the
    /// printable one, both in parts of the wasm), under the page's owner so it lives as long as the page: the first
    /// module does not carry it.
    pub fn sans(&self) -> Memo<Sans> {
        self.sheet_parts().0
    }

    /// The table as the scoresheet reads it: tracked, by a count bumped in a task of its own once the frame after
    /// each change the views around the board follow ([`TableRead`]) is painted. After a move on the board that is
    /// the frame of the views around the board, so the scoresheet's new row (its SAN, its cells, their layout and
    /// paint: a third of that frame on a slow phone) is a task and a frame of its own (issue 41).
    pub fn sheet_table(&self) -> TableRead {
        TableRead {
            table: self.table.table,
            settled: self.sheet_parts().1,
        }
    }

    /// [`Ctx::sans`] and the scoresheet's count, made together the first time either is asked for.
    fn sheet_parts(&self) -> (Memo<Sans>, RwSignal<u32>) {
        if let Some(made) = self.own.sans.get_value() {
            return made;
        }
        let ctx = *self;
        let make = move || {
            let count = RwSignal::new(0u32);
            Effect::new(move |ran: Option<()>| {
                ctx.table.track();
                if ran.is_some() {
                    crate::ui::core::frames::after_paint(Box::new(move || {
                        count.try_update(|n| *n = n.wrapping_add(1));
                    }));
                }
            });
            let sheet = TableRead {
                table: ctx.table.table,
                settled: count,
            };
            let memo = Memo::new_owning(move |kept: Option<Sans>| {
                let lang = ctx.lang.get();
                // Without the check aid (tournament practice) no check or mate mark.
                let marks = ctx.snap.with_untracked(|s| s.aids.check);
                let mut sans = kept.unwrap_or_default();
                let changed = sheet.with(|t| sans.follow(t, lang, marks));
                (sans, changed)
            });
            (memo, count)
        };
        let made = match self.own.owner.get_value() {
            Some(owner) => owner.with(make),
            None => make(),
        };
        self.own.sans.set_value(Some(made));
        made
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
        let shown = self.board_shown.get_untracked();
        let snap = self.snap_now.get_untracked();
        let cx = shown.context(&snap);
        let (r, intent) = self.input.0.try_update(|i| f(i, &cx)).unwrap_or_default();
        if let Some(intent) = intent {
            let len = self.plies();
            match self
                .page
                .0
                .with_untracked(|p| p.route(shown.mode, intent, len))
            {
                Route::Stage(intent) => {
                    self.give_stage(StageInput::Intent(intent));
                }
                Route::Record(edit) => self.review_edit(edit, &shown.pos),
                Route::Table(intent) => {
                    BOARD_MOVE.set(true);
                    self.act(intent);
                    BOARD_MOVE.set(false);
                }
                Route::Drop => {}
            }
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
            .table
            .try_update_untracked(|t| t.apply_with(intent, at, hear))
            .unwrap_or(Err(Refusal::GameOver));
        if self.table.with_untracked(Table::revision) != before {
            self.table.table.notify();
            follow(self.table.settled, BOARD_MOVE.get());
            // Saved and told to the other tabs (the save checks the stored record again when it writes).
            (hooks.changed)(self);
        }
        match answer {
            Ok(events) => {
                self.after(&events);
                Some(events)
            }
            Err(r) => {
                // Explained against the board shown (in tournament practice, not the last legal position).
                let pos = self.board_shown.with_untracked(Shown::explained);
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
                    self.page_update(Page::live, false);
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
                    let len = self.table.with_untracked(|t| t.game().moves().len());
                    self.page_update(|p| p.loaded(len), false);
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

    /// Says whether the next load is to be gone over (it then opens at its start with the record's tree) or played
    /// on ([`Page::expect_load`]).
    pub fn expect_load(&self, review: bool) {
        self.page.0.update_untracked(|p| p.expect_load(review));
    }

    /// What to send for `intent`: the intent, or the question the table puts first
    /// ([`crate::table::Table::request`]).
    pub fn request(&self, intent: Intent) -> Intent {
        self.table.with_untracked(|t| t.request(intent))
    }

    /// Clears selection, drag, explanation, review and the promotion chooser.
    pub fn reset_interaction(&self) {
        self.page_update(Page::live, false);
        self.input.0.update(BoardInput::reset);
        self.anim.0.set(None);
    }

    /// The half-moves of the game's record.
    fn plies(&self) -> usize {
        self.game.with_untracked(|g| g.moves().len())
    }

    /// Changes where the review stands: what is held on the board is put down first.
    fn move_cursor(&self, f: impl FnOnce(&mut Page, usize)) {
        let len = self.plies();
        self.input.0.update(|i| {
            i.selected = None;
            i.promotion = None;
            i.drag = None;
        });
        self.anim.0.set(None);
        self.page_update(|p| f(p, len), true);
    }

    /// Changes the page; the views around the board that read its cursor follow once the next frame is painted (`later`:
    /// a step of the review, or any change a move on the board makes) or at once. A change that leaves the page as it
    /// was (a move in the live game returns to the live game) notifies nothing.
    fn page_update(&self, f: impl FnOnce(&mut Page), later: bool) {
        let mut changed = false;
        self.page.0.maybe_update(|p| {
            let before = p.clone();
            f(p);
            changed = *p != before;
            changed
        });
        if changed {
            follow(self.own.seen, later || BOARD_MOVE.get());
        }
    }

    /// Steps the review by `delta` plies (clamped); reaching the last ply returns to the live game.
    pub fn step(&self, delta: i64) {
        self.move_cursor(|p, len| p.step(delta, len));
    }

    /// Shows the position after `ply` half-moves (the live game when it is the last).
    pub fn go_to(&self, ply: usize) {
        self.move_cursor(|p, len| p.go_to(ply, len));
    }

    /// Shows `board` instead of the game's, its gestures going to `handler` (the position editor);
    /// `None` shows the game's board again.
    pub fn stage(&self, board: Option<Setup>, handler: Option<StageHandler>) {
        if handler.is_some() || board.is_none() {
            self.own.stage_handler.set_value(handler);
        }
        self.reset_interaction();
        self.page_update(|p| p.stage(board), false);
    }

    /// The main line's ply shown while reviewing, or the one a shown variation leaves from (None: the live
    /// position), read from the page ([`Page::review_ply`]); tracked, by the frame after a step ([`Ctx::page_update`]).
    pub fn review(&self) -> Option<usize> {
        track(self.own.seen);
        self.page.with_untracked(Page::review_ply)
    }

    /// A board shown instead of the game's that takes the board's gestures (the position editor's, set by its part
    /// with [`Ctx::stage`]); `None` when the game's board is shown. Not tracked.
    pub fn staged_untracked(&self) -> Option<Setup> {
        self.page.with_untracked(|p| p.staged().cloned())
    }

    /// Hands a gesture to the staged board's handler; returns whether it took it.
    pub fn give_stage(&self, input: StageInput) -> bool {
        if self.page.with_untracked(|p| p.staged().is_none()) {
            return false;
        }
        self.own.stage_handler.get_value().is_some_and(|h| h(input))
    }

    /// Shows a node of the record's tree ([`Variation::of`] reads it from the tree): a main-line node as
    /// [`Ctx::go_to`] does, a variation's with its own position and move.
    pub fn show_node(&self, node: Variation) {
        self.move_cursor(|p, len| p.show(node, len));
    }

    /// A typed move, sent where a dropped one goes ([`Page::route`]); true if it was played (or kept on the record).
    pub fn play_typed(&self, mv: Move) -> bool {
        let shown = self.board_shown.get_untracked();
        let len = self.plies();
        match self
            .page
            .0
            .with_untracked(|p| p.route(shown.mode, Intent::Play(mv), len))
        {
            Route::Record(edit) => {
                self.review_edit(edit, &shown.pos);
                true
            }
            Route::Table(intent) => {
                let played = self.act(intent).is_some();
                if played {
                    self.animate(Some(mv));
                }
                played
            }
            Route::Stage(_) | Route::Drop => false,
        }
    }

    /// Connects what a move on the board does to the record under review: [`Ctx::edit_record`] (the table's part
    /// calls it).
    pub fn connect_review(&self, edit: RecordEdit) {
        self.own.record_edit.set_value(Some(edit));
    }

    /// An edit the board made on the record under review, through [`Ctx::connect_review`]'s function (none before
    /// the table's part, without which there is no review).
    fn review_edit(&self, edit: ReviewEdit, before: &Position) {
        if let Some(f) = self.own.record_edit.get_value() {
            f(self, edit, before);
        }
    }

    /// An edit the board made on the record under review (a move): the record's next move shows it, another starts
    /// (or follows) a variation, which is shown with its own move.
    pub fn edit_record(&self, edit: ReviewEdit, before: &Position) {
        let played = match &edit {
            ReviewEdit::Play { mv, .. } => Some(*mv),
            _ => None,
        };
        let events = self.act(Intent::Review(edit)).unwrap_or_default();
        for e in events {
            if let (Event::RecordChanged(path), Some(mv)) = (e, played) {
                self.move_cursor(|p, len| p.follow_play(path, before, mv, len));
            }
        }
    }

    /// The node of the record's tree on the board: the variation shown, else the main line's; tracked, by the frame
    /// after a step ([`Ctx::page_update`]).
    pub fn shown_node(&self) -> NodePath {
        track(self.own.seen);
        self.board_shown.with_untracked(|s| s.node.clone())
    }

    /// The last move of the shown position, for highlighting ([`Shown::last`]).
    pub fn last_move(&self) -> Option<Move> {
        self.board_shown.with(|s| s.last)
    }

    /// The square of the king in check in the shown position ([`Shown::check`]).
    pub fn check_square(&self) -> Option<Square> {
        self.board_shown.with(|s| s.check)
    }

    /// The colour to move in the live game.
    pub fn turn(&self) -> Color {
        self.snap.with(|s| s.turn)
    }

    /// The squares hinted for the selected piece ([`Shown::hints`]).
    pub fn hints(&self) -> crate::rules::Bitboard {
        let input = self.input.0.read();
        self.board_shown
            .with(|v| self.snap_now.with(|s| v.hints(&input, s)))
    }

    /// The piece touched under the touch-move rule, as the board marks it: read at once, as the board's other facts
    /// are, so a move's second frame does not draw the board again.
    pub fn touched(&self) -> Option<Square> {
        self.snap_now.with(|s| s.touched)
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

    /// A drag's pointer moves to `at`, over `over`: the input machine hears it, and the views that read the input
    /// follow only when the board's look changed ([`BoardInput::pointer_move`]); the lifted piece's place is the
    /// board's own to draw, at each move.
    pub fn drag_to(&self, at: (f64, f64), over: Option<crate::rules::Square>) {
        self.input.0.maybe_update(|i| i.pointer_move(at, over));
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
        self.table.table.set(table);
        follow(self.table.settled, false);
        self.redraw();
    }
}

/// The table as the views around the board read it: in place, the table now; tracked, by a count bumped after each
/// change (a move on the board: once its frame is painted), so a view re-runs once the board's change has been drawn.
#[derive(Clone, Copy)]
pub struct TableRead {
    /// The table (the page's state: [`Ctx`]'s methods change it).
    table: RwSignal<Table>,
    /// What a tracked read follows.
    settled: RwSignal<u32>,
}

impl TableRead {
    /// `f` of the table now, tracked by the frame after each change.
    #[inline]
    pub fn with<R>(&self, f: impl FnOnce(&Table) -> R) -> R {
        track(self.settled);
        self.table.with_untracked(f)
    }

    /// `f` of the table now, untracked.
    #[inline]
    pub fn with_untracked<R>(&self, f: impl FnOnce(&Table) -> R) -> R {
        self.table.with_untracked(f)
    }

    /// A copy of the table now, untracked.
    pub fn get_untracked(&self) -> Table {
        self.table.get_untracked()
    }

    /// Subscribes the running effect or memo to the frame after each change of the table.
    #[inline]
    pub fn track(&self) {
        track(self.settled);
    }
}

/// The views around the board follow a change (`count`: the table's or the page's): in a task once the next frame is
/// painted (`later`: a move made on the board or a step of the review, whose next frame draws the board alone), or at
/// once. In a task, not at the start of the frame after: the views' work (a third of that frame on a slow phone) and
/// their layout and paint (the rest) were one task, the longest of most moves; so they are two (issue 41).
fn follow(count: RwSignal<u32>, later: bool) {
    let bump = move || count.update(|n| *n = n.wrapping_add(1));
    if later {
        crate::ui::core::frames::after_paint(Box::new(bump));
    } else {
        bump();
    }
}

/// Subscribes the running effect or memo to `settled`: one copy of the signal's tracking for every read of
/// [`TableRead`], [`SnapRead`] and the page's cursor.
#[inline(never)]
fn track(settled: RwSignal<u32>) {
    settled.track();
}

/// The snapshot as the views around the board read it: the snapshot now, tracked by the frame after each change of
/// the table (see [`TableRead`]).
#[derive(Clone, Copy)]
pub struct SnapRead {
    /// The snapshot memo, followed at once.
    now: Memo<Snapshot>,
    /// What a tracked read follows.
    settled: RwSignal<u32>,
}

impl SnapRead {
    /// `f` of the snapshot now, tracked by the frame after each change of the table.
    #[inline]
    pub fn with<R>(&self, f: impl FnOnce(&Snapshot) -> R) -> R {
        track(self.settled);
        self.now.with_untracked(f)
    }

    /// `f` of the snapshot now, untracked.
    #[inline]
    pub fn with_untracked<R>(&self, f: impl FnOnce(&Snapshot) -> R) -> R {
        self.now.with_untracked(f)
    }
}

/// The table's game as the views read it: through the table's signal, in place (a memo of the game would copy the
/// whole game, every position of it, at each change).
#[derive(Clone, Copy)]
pub struct GameRead(TableRead);

impl GameRead {
    /// `f` of the game, tracked (by the frame after every change of the table).
    #[inline]
    pub fn with<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.0.with(|t| f(t.game()))
    }

    /// `f` of the game, untracked.
    #[inline]
    pub fn with_untracked<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.0.with_untracked(|t| f(t.game()))
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
