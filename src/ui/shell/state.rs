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
use crate::ui::services::time;
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
    pub table: ReadSignal<Table>,
    /// What the views show of the table.
    pub snap: Memo<Snapshot>,
    /// The table's game (read-only).
    pub game: Memo<Game>,
    /// The players' names (read-only; change them with [`Intent::SetName`]).
    pub names: Memo<ByColor<String>>,
    /// The table's settings (read-only; change them with [`Intent::Configure`]).
    pub settings: Memo<Settings>,
    /// The board's input machine: selection, drag, promotion chooser, explanation.
    pub input: ReadSignal<BoardInput>,
    /// The arrows and circles drawn over the board, and draw mode (never part of the game).
    pub drawing: ReadSignal<Drawing>,
    /// The ply shown while reviewing (None: the live position).
    pub review: ReadSignal<Option<usize>>,
    /// The position of the record's tree shown while reviewing a variation (None: the main line's
    /// ply `review`).
    pub node: ReadSignal<Option<(crate::table::NodePath, Position)>>,
    /// Interface language.
    pub lang: ReadSignal<Lang>,
    /// The move to animate.
    pub anim: ReadSignal<Option<Anim>>,
    /// Bumped by the redraw timer: faces re-read the time when it changes.
    pub tick: ReadSignal<u32>,
    /// Show the time used per move in the scoresheet.
    pub show_times: ReadSignal<bool>,
    /// The events of the last change of the table, numbered (for sounds and announcements).
    pub events: ReadSignal<(u32, Vec<Event>)>,
    /// The position on the board (live or reviewed); in tournament practice after an illegal move,
    /// the last legal one.
    pub shown: Memo<Position>,
    /// The board as drawn: the shown position's, or in tournament practice after an illegal move the
    /// board as it stands (a setup the rules would not accept).
    pub drawn: Memo<Setup>,
    /// Legal destinations in the shown position (empty when reviewing or over).
    pub dests: Memo<Dests>,
    /// The SAN of every ply in the interface language.
    pub sans: Memo<Vec<String>>,
    /// The write halves, for this module's methods only.
    own: Own,
}

/// What only [`Ctx`]'s methods write.
#[derive(Clone, Copy)]
struct Own {
    table: WriteSignal<Table>,
    input: WriteSignal<BoardInput>,
    drawing: WriteSignal<Drawing>,
    review: WriteSignal<Option<usize>>,
    node: WriteSignal<Option<(crate::table::NodePath, Position)>>,
    lang: WriteSignal<Lang>,
    anim: WriteSignal<Option<Anim>>,
    tick: WriteSignal<u32>,
    show_times: WriteSignal<bool>,
    events: WriteSignal<(u32, Vec<Event>)>,
    /// When the current pointer or key input happened, on the clock's time base.
    input_at: StoredValue<Option<u64>>,
    /// A note to show once a loaded game is on the table (the load may wait for a question's answer).
    pending_note: StoredValue<Option<String>>,
    /// What the page does around each change of the table: the tab sync's check before it and the
    /// save after it. Set by the page ([`Ctx::connect`]); none until then.
    hooks: StoredValue<Hooks>,
}

impl Ctx {
    /// Builds the state around a table.
    pub fn new(table: Table, lang: Lang) -> Ctx {
        let (table, set_table) = signal(table);
        let snap = Memo::new(move |_| table.with(Table::snapshot));
        let game = Memo::new(move |_| table.with(|t| t.game().clone()));
        let names = Memo::new(move |_| table.with(|t| t.names().clone()));
        let settings = Memo::new(move |_| table.with(Table::settings));
        let (review, set_review) = signal(None::<usize>);
        let (node, set_node) = signal(None::<(crate::table::NodePath, Position)>);
        let (lang, set_lang) = signal(lang);
        let (input, set_input) = signal(BoardInput::default());
        let (drawing, set_drawing) = signal(Drawing::default());
        let (anim, set_anim) = signal(None);
        let (tick, set_tick) = signal(0);
        let (show_times, set_show_times) = signal(false);
        let (events, set_events) = signal((0, Vec::new()));
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
            None => snap.with(|s| s.board.clone()),
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
        let sans = Memo::new(move |_| {
            let lang = lang.get();
            let mut v = game.with(|g| {
                // Without the check aid (tournament practice) no check or mate mark: as on a
                // real scoresheet, the players judge the board themselves.
                let marks = snap.with(|s| s.aids.check);
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
            table.with(|t| {
                for p in &t.line().played {
                    v.push(crate::table::tournament::long_notation(p.mv, lang));
                }
            });
            v
        });
        let own = Own {
            table: set_table,
            input: set_input,
            drawing: set_drawing,
            review: set_review,
            node: set_node,
            lang: set_lang,
            anim: set_anim,
            tick: set_tick,
            show_times: set_show_times,
            events: set_events,
            input_at: StoredValue::new(None),
            pending_note: StoredValue::new(None),
            hooks: StoredValue::new(Hooks::default()),
        };
        Ctx {
            table,
            snap,
            game,
            names,
            settings,
            input,
            drawing,
            review,
            node,
            lang,
            anim,
            tick,
            show_times,
            events,
            shown,
            drawn,
            dests,
            sans,
            own,
        }
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
        let reviewing = self.review.get_untracked().is_some();
        // Going over a finished or imported game: a move on the board goes to the record (issue 30).
        let editing = reviewing && self.table.with_untracked(Table::record_editable);
        let mut cx = snap.board_context(&pos, reviewing && !editing, any_square);
        if editing {
            cx.blocked = None;
        }
        let (r, intent) = self.own.input.try_update(|i| f(i, &cx)).unwrap_or_default();
        match intent {
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

    /// Hands an intent to the table at the instant of the current input (or now). Returns the events
    /// if the table applied it; a refusal is shown by the board's explanation.
    pub fn act(&self, intent: Intent) -> Option<Vec<Event>> {
        let at = self.own.input_at.get_value().unwrap_or_else(time::now);
        self.own.input_at.set_value(None);
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
            .own
            .table
            .try_update_untracked(|t| t.apply(intent, at))
            .unwrap_or(Err(Refusal::GameOver));
        if self.table.with_untracked(Table::revision) != before {
            self.own.table.notify();
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
                self.own.input.update(|i| i.refused(r, &pos));
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
                    self.own.input.update(|i| i.moved(mv));
                    self.own.review.set(None);
                }
                Event::ClaimLapsed(_) => {
                    let pos = self.game.with_untracked(|g| g.position().clone());
                    self.own.input.update(|i| i.show(Why::ClaimLapsed, &pos));
                }
                Event::ClaimAnnounced(_) => {
                    let pos = self.game.with_untracked(|g| g.position().clone());
                    self.own.input.update(|i| i.show(Why::ClaimWithMove, &pos));
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
                Event::Resumed => self.own.input.update(|i| i.explanation = None),
                _ => {}
            }
        }
        if !events.is_empty() {
            self.own
                .events
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
                self.own.anim.set(Some(Anim {
                    from: m.from(),
                    to: m.to(),
                    serial,
                }));
            }
            None => self.own.anim.set(None),
        }
    }

    /// Shows a message in the explanation area until the next pick-up or move (`None` clears it).
    pub fn notice(&self, text: Option<String>) {
        let pos = self.game.with_untracked(|g| g.position().clone());
        self.own.input.update(|i| match text {
            Some(t) => i.show(Why::Text(t), &pos),
            None => i.explanation = None,
        });
    }

    /// Shows what a procedure decided (a claim upheld or rejected) where refusals are shown, in
    /// the neutral style: it is no refusal.
    pub fn note(&self, text: String) {
        let pos = self.game.with_untracked(|g| g.position().clone());
        self.own.input.update(|i| i.show(Why::Note(text), &pos));
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
        self.own.review.set(None);
        self.own.node.set(None);
        self.own.input.update(BoardInput::reset);
        self.own.anim.set(None);
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
        self.own.input.update(|i| {
            i.selected = None;
            i.promotion = None;
            i.drag = None;
        });
        self.own.anim.set(None);
        self.own.node.set(None);
        self.own
            .review
            .set(if ply >= len { None } else { Some(ply) });
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
        self.own.node.set(Some((path, pos)));
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
        let input = self.input.read();
        if input.selected.is_none() {
            return crate::rules::Bitboard::EMPTY;
        }
        let pos = self.shown.read();
        let reviewing = self.review.with(Option::is_some);
        let any_square = self.settings.with(|s| s.any_square);
        self.snap
            .with(|s| input.hints(&s.board_context(&pos, reviewing, any_square)))
    }

    /// Black is at the bottom.
    pub fn flipped(&self) -> bool {
        self.settings.with(|s| s.flipped)
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
        self.own.input.update(f);
    }

    /// Changes the arrows and circles, or draw mode.
    pub fn draw(&self, f: impl FnOnce(&mut Drawing)) {
        self.own.drawing.update(f);
    }

    /// Changes the arrows and circles if `f` says it did (true), redrawing them only then.
    pub fn draw_if(&self, f: impl FnOnce(&mut Drawing) -> bool) {
        self.own.drawing.maybe_update(f);
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
        self.own.tick.update(|t| *t = t.wrapping_add(1));
    }

    /// Switches the interface language.
    pub fn set_lang(&self, lang: Lang) {
        self.own.lang.set(lang);
    }

    /// Shows or hides the time used per move in the scoresheet.
    pub fn set_show_times(&self, on: bool) {
        self.own.show_times.set(on);
    }

    /// Replaces the table with one read elsewhere (another tab's newer save), without a table procedure: the
    /// game there is already the truth.
    pub fn adopt(&self, table: Table) {
        self.own.table.set(table);
        self.redraw();
    }
}
