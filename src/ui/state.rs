//! The app's state: one signal for the game plus the few signals of the interaction, shared by context.
//! Components call the methods here; the methods call `Game`. Nothing here decides legality.

use super::clock::side;
use super::i18n::{t, Lang, Msg};
use super::time;
use crate::clock::{Clock, Controls, Phase};
use crate::game::{Game, RuleSet};
use crate::rules::explain::{explain, explain_lift};
use crate::rules::explain_text::describe;
use crate::rules::san::san;
use crate::rules::{Bitboard, ByColor, Color, Dests, Move, Position, Role, Square};
use leptos::prelude::*;

/// A piece being dragged: where it came from and where the pointer is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    /// The lifted piece's square.
    pub from: Square,
    /// Pointer position at the start, in CSS pixels.
    pub start: (f64, f64),
    /// Pointer position now.
    pub at: (f64, f64),
    /// True once the pointer has moved far enough to count as a drag rather than a click.
    pub started: bool,
    /// True if the piece was already selected before this press (a second click deselects it).
    pub was_selected: bool,
    /// The square under the pointer.
    pub over: Option<Square>,
    /// The side of a square in pixels, for the ghost piece.
    pub size: f64,
}

/// A move to animate: the piece now on `to` slides in from `from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anim {
    /// Origin.
    pub from: Square,
    /// Target.
    pub to: Square,
    /// Changes every move, so a repeated move animates again.
    pub serial: u32,
}

/// The whole state of the page, cheap to copy into closures.
#[derive(Clone, Copy)]
pub struct Ctx {
    /// The game: the single source of truth.
    pub game: RwSignal<Game>,
    /// The ply shown while reviewing (None: the live position).
    pub review: RwSignal<Option<usize>>,
    /// The selected (lifted or clicked) square.
    pub selected: RwSignal<Option<Square>>,
    /// The drag in progress.
    pub drag: RwSignal<Option<Drag>>,
    /// The last refusal's explanation.
    pub explain: RwSignal<Option<String>>,
    /// A promotion waiting for the player's choice.
    pub promo: RwSignal<Option<(Square, Square)>>,
    /// Interface language.
    pub lang: RwSignal<Lang>,
    /// Black at the bottom.
    pub flipped: RwSignal<bool>,
    /// Black's panel turned to face Black.
    pub tabletop: RwSignal<bool>,
    /// Player names.
    pub names: RwSignal<ByColor<String>>,
    /// The move to animate.
    pub anim: RwSignal<Option<Anim>>,
    /// The player to move has announced a claim to be made with the next move (9.2b, 9.3b).
    pub claim_pending: RwSignal<bool>,
    /// The chess clock, when the game has one.
    pub clock: RwSignal<Option<Clock>>,
    /// The time control for new games (None: no clock).
    pub controls: RwSignal<Option<Controls>>,
    /// Bumped by the redraw timer: faces re-read the time when it changes.
    pub tick: RwSignal<u32>,
    /// Show the time used per move in the scoresheet.
    pub show_times: RwSignal<bool>,
    /// When the current pointer or key input happened, on the clock's time base.
    pub input_at: StoredValue<Option<u64>>,
    /// The position on the board (live or reviewed).
    pub shown: Memo<Position>,
    /// Legal destinations in the shown position (empty when reviewing or over).
    pub dests: Memo<Dests>,
    /// The SAN of every ply in the interface language.
    pub sans: Memo<Vec<String>>,
}

impl Ctx {
    /// Builds the state around a game.
    pub fn new(game: Game, lang: Lang) -> Ctx {
        let game = RwSignal::new(game);
        let review = RwSignal::new(None::<usize>);
        let lang = RwSignal::new(lang);
        let shown = Memo::new(move |_| {
            game.with(|g| match review.get() {
                Some(ply) => g
                    .position_at(ply)
                    .cloned()
                    .unwrap_or_else(|| g.position().clone()),
                None => g.position().clone(),
            })
        });
        let dests = Memo::new(move |_| {
            let live = review.get().is_none() && !game.with(|g| g.is_over());
            if live {
                shown.with(|p| p.dests())
            } else {
                Dests::default()
            }
        });
        let sans = Memo::new(move |_| {
            let lang = lang.get();
            game.with(|g| {
                g.moves()
                    .iter()
                    .enumerate()
                    .map(|(i, &m)| {
                        g.position_at(i)
                            .map(|p| san(p, m, lang))
                            .unwrap_or_default()
                    })
                    .collect::<Vec<_>>()
            })
        });
        Ctx {
            game,
            review,
            selected: RwSignal::new(None),
            drag: RwSignal::new(None),
            explain: RwSignal::new(None),
            promo: RwSignal::new(None),
            lang,
            flipped: RwSignal::new(false),
            tabletop: RwSignal::new(false),
            names: RwSignal::new(ByColor::default()),
            anim: RwSignal::new(None),
            claim_pending: RwSignal::new(false),
            clock: RwSignal::new(None),
            controls: RwSignal::new(None),
            tick: RwSignal::new(0),
            show_times: RwSignal::new(false),
            input_at: StoredValue::new(None),
            shown,
            dests,
            sans,
        }
    }

    /// True if pieces may be moved now: the live position of a game in progress, clock not paused.
    pub fn live(&self) -> bool {
        self.review.get_untracked().is_none()
            && !self.game.with_untracked(|g| g.is_over())
            && !self.paused()
    }

    /// True while the clock is paused (6.13): nothing moves.
    pub fn paused(&self) -> bool {
        self.clock
            .with_untracked(|c| c.as_ref().is_some_and(|c| c.phase() == Phase::Paused))
    }

    /// The legal targets of the selected piece.
    pub fn hints(&self) -> Bitboard {
        match self.selected.get() {
            Some(sq) => self.dests.with(|d| d.get(sq)),
            None => Bitboard::EMPTY,
        }
    }

    /// Shows a refusal in the interface language.
    fn refuse(&self, text: String) {
        self.explain.set(Some(text));
    }

    /// The player lifts or clicks the piece on `sq`. Returns true if it may be dragged.
    pub fn lift(&self, sq: Square) -> bool {
        if !self.live() {
            if self.game.with_untracked(|g| g.is_over()) {
                self.refuse(t(self.lang.get_untracked(), Msg::GameOver).to_string());
            } else if self.paused() {
                self.refuse(t(self.lang.get_untracked(), Msg::ClockPaused).to_string());
            }
            return false;
        }
        let pos = self.game.with_untracked(|g| g.position().clone());
        if pos.board().piece_at(sq).is_none() {
            // A press on an empty square with nothing held: nothing to explain, keep what is shown.
            self.selected.set(None);
            return false;
        }
        let spanish = self.lang.get_untracked() == Lang::Es;
        match explain_lift(&pos, sq) {
            Some(reason) => {
                self.selected.set(None);
                self.refuse(describe(&reason, &pos, spanish));
                false
            }
            None => {
                self.explain.set(None);
                self.selected.set(Some(sq));
                true
            }
        }
    }

    /// The player tries to move the piece on `from` to `to`: plays it, opens the promotion chooser,
    /// or explains why not (and the piece goes back).
    pub fn attempt(&self, from: Square, to: Square, animate: bool) {
        if !self.live() {
            return;
        }
        let pos = self.game.with_untracked(|g| g.position().clone());
        if let Some(m) = pos.find_move(from, to, None) {
            self.commit(m, animate);
        } else if pos.find_move(from, to, Some(Role::Queen)).is_some() {
            self.promo.set(Some((from, to)));
        } else {
            self.selected.set(None);
            let spanish = self.lang.get_untracked() == Lang::Es;
            if let Some(reason) = explain(&pos, from, to) {
                self.refuse(describe(&reason, &pos, spanish));
            }
        }
    }

    /// Completes a promotion with the chosen role.
    pub fn promote(&self, role: Role) {
        if let Some((from, to)) = self.promo.get_untracked() {
            self.promo.set(None);
            let m = self
                .game
                .with_untracked(|g| g.position().find_move(from, to, Some(role)));
            if let Some(m) = m {
                self.commit(m, false);
            }
        }
    }

    /// Cancels a promotion: the pawn goes back.
    pub fn cancel_promotion(&self) {
        self.promo.set(None);
        self.selected.set(None);
    }

    /// Plays a legal move (with a pending claim, the claim goes with it) and presses the clock
    /// (6.8). If the mover's flag fell before the move, the flag decides instead (6.10).
    pub fn commit(&self, m: Move, animate: bool) {
        let at = self.input_at.get_value().unwrap_or_else(time::now);
        self.input_at.set_value(None);
        let mover = self.game.with_untracked(|g| g.position().turn());
        if let Some(fell) = self
            .clock
            .with_untracked(|c| c.as_ref().and_then(|c| c.flag_fell(side(mover), at)))
        {
            let _ = fell;
            self.game.update(|g| {
                let _ = g.flag(mover);
            });
            super::clock::stop(*self, at);
            self.reset_interaction();
            return;
        }
        self.clock.update(|c| {
            if let Some(c) = c {
                let _ = c.press(side(mover), at);
            }
        });
        let claim = self.claim_pending.get_untracked();
        let mut lapsed = false;
        self.game.update(|g| {
            if claim && !g.claims_with(m).is_empty() {
                let _ = g.claim_draw_with(m);
            } else {
                lapsed = claim;
                let _ = g.play(m);
            }
        });
        self.claim_pending.set(false);
        self.selected.set(None);
        if self.game.with_untracked(|g| g.is_over()) {
            super::clock::stop(*self, at);
        }
        self.explain.set(if lapsed {
            Some(t(self.lang.get_untracked(), Msg::ClaimLapsed).to_string())
        } else {
            None
        });
        if animate {
            let serial = self
                .anim
                .get_untracked()
                .map_or(0, |a| a.serial.wrapping_add(1));
            let to = m.to();
            self.anim.set(Some(Anim {
                from: m.from(),
                to,
                serial,
            }));
        } else {
            self.anim.set(None);
        }
    }

    /// Starts a new game from `start` with `rules` and the current time control, both clocks stopped.
    pub fn new_game(&self, start: Position, rules: RuleSet) {
        let turn = start.turn();
        self.game.set(Game::new(start, rules));
        let clock = self
            .controls
            .get_untracked()
            .map(|tc| Clock::from_controls(&tc).starting_with(side(turn)));
        self.clock.set(clock);
        self.reset_interaction();
    }

    /// Takes back the last move, both clocks back to what they showed before it.
    pub fn takeback(&self) {
        let now = time::now();
        let taken = self
            .game
            .try_update(|g| g.takeback().is_ok())
            .unwrap_or(false);
        if taken {
            self.clock.update(|c| {
                if let Some(c) = c {
                    c.undo_last(now);
                }
            });
        }
        self.reset_interaction();
    }

    /// Clears selection, drag, explanation, review and pending dialogs.
    pub fn reset_interaction(&self) {
        self.review.set(None);
        self.selected.set(None);
        self.drag.set(None);
        self.explain.set(None);
        self.promo.set(None);
        self.anim.set(None);
        self.claim_pending.set(false);
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
        self.selected.set(None);
        self.promo.set(None);
        self.anim.set(None);
        self.review.set(if ply >= len { None } else { Some(ply) });
    }

    /// The last move of the shown position, for highlighting.
    pub fn last_move(&self) -> Option<Move> {
        let review = self.review.get();
        self.game.with(|g| {
            let n = review.unwrap_or(g.moves().len());
            n.checked_sub(1).and_then(|i| g.moves().get(i).copied())
        })
    }

    /// The square of the king in check in the shown position.
    pub fn check_square(&self) -> Option<Square> {
        self.shown
            .with(|p| p.is_check().then(|| p.board().king_of(p.turn())).flatten())
    }

    /// The colour to move in the live game.
    pub fn turn(&self) -> Color {
        self.game.with(|g| g.position().turn())
    }
}
