//! Each clock face as the page shows it, decided here and tested natively: the time, whether it
//! runs, its flag, the low-time warning, the periods and the delay, and, once the game is over,
//! whether this player won, lost or drew. The views render a [`Face`] and decide nothing.

use crate::clock::Phase;
use crate::rules::{ByColor, Color, GameResult};
use crate::table::{color, side, Table};

/// Below this a running face warns once (spoken and heard) and shows tenths of a second.
pub const WARNING_MS: u64 = 10_000;

/// How a finished game ended for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceEnd {
    /// This player won.
    Won,
    /// This player lost.
    Lost,
    /// The game was drawn.
    Drawn,
}

impl FaceEnd {
    /// The face's `data-end` value (Contract 2): `won`, `lost` or `drawn`.
    pub fn name(self) -> &'static str {
        match self {
            FaceEnd::Won => "won",
            FaceEnd::Lost => "lost",
            FaceEnd::Drawn => "drawn",
        }
    }
}

/// One player's clock face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Face {
    /// The time shown, in milliseconds (never below 0).
    pub ms: u64,
    /// This face counts down now (its player is on move and the clock runs).
    pub running: bool,
    /// This player's flag has fallen (6.1, 6.10), whatever the rule set, claimed or not (A4d).
    pub flagged: bool,
    /// Little time left while the game goes on: below a fifth of the starting time, at most
    /// 20 s and at least [`WARNING_MS`]. Shown in the warning colour.
    pub low: bool,
    /// Below [`WARNING_MS`] while the game goes on: warned once, shown with tenths.
    pub warning: bool,
    /// Shown with tenths of a second.
    pub tenths: bool,
    /// The clock has not started yet.
    pub idle: bool,
    /// The period of this player's next move (from 0).
    pub period: usize,
    /// Moves still to make in this period (`None` in a period for the rest of the game).
    pub to_go: Option<u32>,
    /// Moves this player has completed.
    pub moves: u32,
    /// What is left of a simple delay on this player's current move (0 when none runs).
    pub delay_ms: u64,
    /// Once the game is over: how it ended for this player.
    pub end: Option<FaceEnd>,
}

impl Face {
    /// The time as the face shows it (`5:00`, `1:02:03`, `9.8` with tenths).
    pub fn shown(&self) -> String {
        crate::clock::format_face(self.ms, self.tenths)
    }

    /// What is left of the delay, rounded up to whole seconds as the face shows it.
    pub fn delay_shown(&self) -> String {
        crate::clock::format_face(self.delay_ms.div_ceil(1000) * 1000, false)
    }
}

impl Table {
    /// Both clock faces at `now_ms` (`None` without a clock).
    pub fn faces(&self, now_ms: u64) -> Option<ByColor<Face>> {
        let c = self.clock()?;
        let outcome = self.game().outcome();
        let over = outcome.is_some();
        let face = |who: Color| {
            let s = side(who);
            let ms = c.remaining(s, now_ms);
            let running = !over && c.phase() == Phase::Running && c.running() == Some(s);
            // A flag has fallen when the clock recorded it, or when the face reads 0 past its
            // flag instant (a claimed flag in rapid or blitz waits at 0 for the claim, A4d).
            let flagged = c.flag_recorded(s) || c.flag_fell(s, now_ms).is_some();
            let initial = c.control(s).initial_ms().max(1);
            let threshold = (initial / 5).clamp(WARNING_MS, 20_000);
            let end = outcome.map(|o| match o.result {
                GameResult::Draw => FaceEnd::Drawn,
                r if r.winner() == Some(who) => FaceEnd::Won,
                _ => FaceEnd::Lost,
            });
            Face {
                ms,
                running,
                flagged,
                low: !over && !flagged && ms < threshold,
                warning: !over && !flagged && ms > 0 && ms <= WARNING_MS,
                tenths: ms < WARNING_MS,
                idle: c.phase() == Phase::Idle,
                period: c.stage_of(s),
                to_go: c.moves_to_go(s),
                moves: c.moves_made(s),
                delay_ms: if running { c.delay_left(s, now_ms) } else { 0 },
                end,
            }
        };
        Some(ByColor {
            white: face(Color::White),
            black: face(Color::Black),
        })
    }

    /// Milliseconds from `now_ms` until the running face next shows a different digit (seconds,
    /// tenths below [`WARNING_MS`], or the delay's countdown); `None` while no face can change.
    pub fn next_redraw(&self, now_ms: u64) -> Option<u64> {
        let c = self.clock()?;
        let running = c.running()?;
        c.next_change(running, now_ms, c.remaining(running, now_ms) < WARNING_MS)
    }

    /// The time the clock measured for the `i`-th half-move of the game (from 0), if it saw it.
    pub fn time_used(&self, i: usize) -> Option<u64> {
        self.clock()?.history().get(i).map(|r| r.used_ms)
    }

    /// The clock reading after each ply of the scoresheet (the game's, tournament practice's line after it, and
    /// beside a real board the dashes after that): from the running clock's history for the plies it saw, the
    /// last ones, in whole seconds (down, as the clock face showed them: the `[%clk h:mm:ss]` of the export), from an
    /// imported game's `[%clk]` comments, as they were, before that.
    pub fn clock_readings(&self) -> Vec<Option<u64>> {
        let plies = self.record_plies() + self.open_dashes();
        let mut clocks = vec![None; plies];
        if let Some(m) = self.imported() {
            for (slot, c) in clocks.iter_mut().zip(&m.clocks) {
                *slot = *c;
            }
        }
        if let Some(c) = self.clock() {
            let history = c.history();
            let n = history.len().min(plies);
            let offset = plies - n;
            for (i, r) in history[history.len() - n..].iter().enumerate() {
                clocks[offset + i] = Some(r.remaining_ms / 1000 * 1000);
            }
        }
        clocks
    }

    /// The colour whose turn it is at the table: the board's side to move, or in clock-only mode
    /// (the board is elsewhere) the side whose clock runs or would run next.
    pub fn to_play(&self) -> Color {
        match self.clock() {
            Some(c) if self.settings().clock_only => color(c.turn()),
            _ => self.board().turn,
        }
    }
}
