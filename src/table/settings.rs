//! The settings kept with a game: what changes play, and how the board is shown at this table.

/// The rule sets a new game may be played under, in the order the new-game dialog offers them.
pub const RULE_SETS: [crate::game::RuleSet; 3] = [
    crate::game::RuleSet::Casual,
    crate::game::RuleSet::Fide,
    crate::game::RuleSet::Tournament,
];

/// The settings kept with a game: what changes play, and how the board is shown at this table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// Touch-move training (4.3, 4.4): the first piece touched that can move is the one that must move.
    pub touch_move: bool,
    /// Black at the bottom of the board.
    pub flipped: bool,
    /// Black's side of the table turned to face Black (players face to face).
    pub tabletop: bool,
    /// Clock-only mode: the game is played on a real board, the page is its clock.
    pub clock_only: bool,
    /// Beside a real board (issue 43): clock-only mode that also keeps the record. A move entered on the page's
    /// board is recorded and presses the mover's clock; a press without an entry leaves a dash for that move
    /// (8.4), which later entries fill in order without pressing. Always with `clock_only`.
    pub recorder: bool,
    /// Tournament practice: a piece may also go to any square not held by its own side (a knight
    /// moved like a bishop), an illegal move that stands until claimed.
    pub any_square: bool,
    /// Pass and play: the board turns after every move so that the side to move sits at the bottom
    /// ([`super::Snapshot::flipped`]), for two players passing one device.
    pub auto_flip: bool,
    /// An arbiter is at the table: a quickplay-finish claim goes to the arbiter's three decisions
    /// (10.2); without one, the claim ends play and is referred to an arbiter (Appendix D).
    pub arbiter: bool,
}

impl Settings {
    /// Beside a real board, on or off: the recorder is clock-only mode that keeps the record, so the two go together.
    pub fn set_recorder(&mut self, on: bool) {
        self.recorder = on;
        self.clock_only = on;
    }

    /// Plain clock-only mode, on or off: the clocks alone, no record kept (so never the recorder).
    pub fn set_clock_only(&mut self, on: bool) {
        self.clock_only = on;
        self.recorder = false;
    }
}
