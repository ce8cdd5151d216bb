//! A game: start position, moves, repetition history, offers, claims, resignation and the outcome.
//!
//! Pure: no web dependency and no clock reading. Flag fall comes in through [`Game::flag`], decided by
//! the caller from the clock's exact timestamps. The game in PGN, out and in, is in `pgn.rs`
//! (re-exported here).

use crate::rules::{Color, GameResult, Move, Outcome, Position, Reason, Square};
use core::fmt;

mod pgn;
pub mod tree;
pub use pgn::{
    annotate, export_pgn, export_pgn_commented, import_pgn, pgn_record, termination,
    termination_reason, ImportError, ImportFault, PgnImport,
};

/// How draws by repetition and the fifty-move rule happen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// Threefold and fifty moves end the game by themselves, as in online play. The default.
    #[default]
    Casual,
    /// The FIDE Laws: threefold (9.2) and fifty moves (9.3) must be claimed by the player to move.
    Fide,
    /// Tournament practice: the FIDE Laws as at a real board with no arbiter watching. Draws are
    /// claimed as under [`RuleSet::Fide`]; a move may be illegal and stands until claimed (7.4, A4c,
    /// B3c), which the table decides (`crate::table::tournament`).
    Tournament,
}

impl RuleSet {
    /// `"casual"` or `"fide"`.
    pub fn as_str(self) -> &'static str {
        match self {
            RuleSet::Casual => "casual",
            RuleSet::Fide => "fide",
            RuleSet::Tournament => "tournament",
        }
    }

    /// Draws by repetition and fifty moves are claimed (9.2, 9.3), not automatic: FIDE and tournament.
    pub fn claims_draws(self) -> bool {
        self != RuleSet::Casual
    }

    /// Parses [`RuleSet::as_str`] (case-insensitive).
    pub fn parse(s: &str) -> Option<RuleSet> {
        match s.to_ascii_lowercase().as_str() {
            "casual" => Some(RuleSet::Casual),
            "fide" => Some(RuleSet::Fide),
            "tournament" => Some(RuleSet::Tournament),
            _ => None,
        }
    }
}

/// A draw the player to move may claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// Threefold repetition (9.2).
    ThreefoldRepetition,
    /// Fifty moves without capture or pawn move (9.3).
    FiftyMoves,
}

impl Claim {
    /// The snake_case name of the contracts.
    pub fn as_str(self) -> &'static str {
        match self {
            Claim::ThreefoldRepetition => "threefold_repetition",
            Claim::FiftyMoves => "fifty_moves",
        }
    }

    fn reason(self) -> Reason {
        match self {
            Claim::ThreefoldRepetition => Reason::ThreefoldRepetition,
            Claim::FiftyMoves => Reason::FiftyMoves,
        }
    }
}

/// Why the game refused an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game is over.
    Over,
    /// The move is not legal in the current position.
    IllegalMove(Move),
    /// No move matches the given squares.
    NoSuchMove {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The text is not a legal move in UCI here.
    BadUci,
    /// It is not this colour's turn for that action.
    NotYourTurn(Color),
    /// A draw may be offered only after one's own move (9.1b).
    OfferNotAllowed,
    /// There is no pending offer from the opponent.
    NoOffer,
    /// The claim is not valid now.
    ClaimNotValid,
    /// Nothing to take back.
    NothingToTakeBack,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over => f.write_str("the game is over"),
            GameError::IllegalMove(m) => write!(f, "illegal move {m}"),
            GameError::NoSuchMove { from, to } => write!(f, "no legal move from {from} to {to}"),
            GameError::BadUci => f.write_str("not a legal move in UCI notation here"),
            GameError::NotYourTurn(c) => write!(f, "not {}'s turn", c.name()),
            GameError::OfferNotAllowed => {
                f.write_str("a draw may be offered only after one's own move")
            }
            GameError::NoOffer => f.write_str("no draw offer to answer"),
            GameError::ClaimNotValid => f.write_str("no draw can be claimed now"),
            GameError::NothingToTakeBack => f.write_str("no move to take back"),
        }
    }
}

impl std::error::Error for GameError {}

/// A game of chess under the Laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: RuleSet,
    /// `positions[0]` is the start, `positions[i]` the position after ply `i`.
    positions: Vec<Position>,
    /// Repetition keys, parallel to `positions`.
    keys: Vec<u64>,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
    /// The colour whose draw offer is pending.
    offer: Option<Color>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::new(), RuleSet::Casual)
    }
}

impl Game {
    /// A new game from `start` (which may already be over: mate, stalemate, dead).
    pub fn new(start: Position, rules: RuleSet) -> Game {
        let key = start.zobrist();
        let mut g = Game {
            rules,
            positions: vec![start],
            keys: vec![key],
            moves: Vec::new(),
            outcome: None,
            offer: None,
        };
        g.outcome = g.automatic_outcome();
        g
    }

    /// The rule set.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// The position after `ply` half-moves (0 = start), if played.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*` while playing.
    pub fn result_str(&self) -> &'static str {
        self.outcome.map_or("*", |o| o.result.as_str())
    }

    /// The colour whose draw offer is pending, if any.
    pub fn pending_offer(&self) -> Option<Color> {
        self.offer
    }

    /// How many times the current position has occurred (this time included).
    pub fn repetitions(&self) -> usize {
        let key = *self.keys.last().unwrap_or(&0);
        self.occurrences(key)
    }

    fn occurrences(&self, key: u64) -> usize {
        // Only positions since the last irreversible move can repeat, but counting all is as exact.
        self.keys.iter().filter(|&&k| k == key).count()
    }

    /// How the position on the record ends the game by itself, if it does: mate, stalemate, a dead position, 75
    /// moves or a fivefold repetition (9.6), and in casual play a threefold repetition or fifty moves. A scoresheet
    /// completed after the end reads it: such a position, reached on the board, ended the game before the end
    /// recorded (5.1.1, 5.2.1, 5.2.2, 9.6).
    pub fn board_outcome(&self) -> Option<Outcome> {
        self.automatic_outcome()
    }

    fn automatic_outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if let Some(o) = pos.outcome() {
            // Mate and stalemate come first; 75 moves yields to mate (9.6.2 of the Laws since 2018).
            return Some(o);
        }
        if self.repetitions() >= 5 {
            return Some(Outcome::draw(Reason::FivefoldRepetition));
        }
        if self.rules == RuleSet::Casual {
            if self.repetitions() >= 3 {
                return Some(Outcome::draw(Reason::ThreefoldRepetition));
            }
            if pos.halfmoves() >= 100 {
                return Some(Outcome::draw(Reason::FiftyMoves));
            }
        }
        None
    }

    /// Plays a legal move. A move by the opponent of a pending offer declines it (9.1b).
    ///
    /// # Errors
    /// [`GameError::Over`] or [`GameError::IllegalMove`]; the game is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        let next = self
            .position()
            .play(m)
            .map_err(|_| GameError::IllegalMove(m))?;
        let mover = self.position().turn();
        if self.offer == Some(mover.other()) {
            self.offer = None; // Moving declines the opponent's offer.
        }
        if self.offer == Some(mover) {
            self.offer = None; // An offer lasts until the opponent answers; a second move of ours cannot happen.
        }
        self.keys.push(next.zobrist());
        self.positions.push(next);
        self.moves.push(m);
        self.outcome = self.automatic_outcome();
        Ok(())
    }

    /// Writes a legal move on the record of a game already decided, the result standing: a scoresheet completed
    /// after the game (8.4), its moves played on a real board before the end.
    ///
    /// # Errors
    /// [`GameError::IllegalMove`]; the game is unchanged.
    pub fn complete(&mut self, m: Move) -> Result<(), GameError> {
        let next = self
            .position()
            .play(m)
            .map_err(|_| GameError::IllegalMove(m))?;
        self.keys.push(next.zobrist());
        self.positions.push(next);
        self.moves.push(m);
        Ok(())
    }

    /// Plays a move given in UCI (`e2e4`, `e7e8q`, castling `e1g1`).
    ///
    /// # Errors
    /// [`GameError::BadUci`] if the text is not a legal move here.
    pub fn play_uci(&mut self, uci: &str) -> Result<Move, GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        let m = parse_uci(self.position(), uci).ok_or(GameError::BadUci)?;
        self.play(m)?;
        Ok(m)
    }

    /// The draws the player to move could claim right now, the position as it stands (9.2b, 9.3b).
    /// Computed from the board and history alone; whether the game is still on is the caller's concern.
    pub fn claims_now(&self) -> Vec<Claim> {
        let mut v = Vec::new();
        if self.repetitions() >= 3 {
            v.push(Claim::ThreefoldRepetition);
        }
        if self.position().halfmoves() >= 100 {
            v.push(Claim::FiftyMoves);
        }
        v
    }

    /// The draws the player to move could claim by announcing `m` (9.2a, 9.3a): the position after
    /// `m` would occur a third time, or `m` would complete fifty moves.
    pub fn claims_with(&self, m: Move) -> Vec<Claim> {
        let mut v = Vec::new();
        let Ok(next) = self.position().play(m) else {
            return v;
        };
        if self.occurrences(next.zobrist()) + 1 >= 3 {
            v.push(Claim::ThreefoldRepetition);
        }
        if next.halfmoves() >= 100 {
            v.push(Claim::FiftyMoves);
        }
        v
    }

    /// Every draw claimable now or with some legal move — what the CLI reports as `claimable`; none
    /// once the game is over (mate, stalemate, an automatic draw or any other ending), since there is
    /// no game left to claim a draw in.
    pub fn claimable(&self) -> Vec<Claim> {
        if self.is_over() {
            return Vec::new();
        }
        let mut v = self.claims_now();
        for m in self.position().legal_moves().iter() {
            for c in self.claims_with(*m) {
                if !v.contains(&c) {
                    v.push(c);
                }
            }
        }
        crate::rules::sort_short_by_key(&mut v, |c| c.as_str());
        v
    }

    /// The player to move claims a draw on the position as it stands (9.2b, 9.3b).
    ///
    /// # Errors
    /// [`GameError::ClaimNotValid`] if neither threefold nor fifty moves holds; nothing changes.
    pub fn claim_draw(&mut self) -> Result<Claim, GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        let claim = *self.claims_now().first().ok_or(GameError::ClaimNotValid)?;
        self.outcome = Some(Outcome::draw(claim.reason()));
        self.offer = None;
        Ok(claim)
    }

    /// The player to move announces `m` and claims the draw it produces (9.2a, 9.3a). The move is
    /// played and the game ends drawn.
    ///
    /// # Errors
    /// [`GameError::ClaimNotValid`] if `m` produces no claimable draw; nothing changes.
    pub fn claim_draw_with(&mut self, m: Move) -> Result<Claim, GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        let claim = *self
            .claims_with(m)
            .first()
            .ok_or(GameError::ClaimNotValid)?;
        self.play(m)?;
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::draw(claim.reason()));
        }
        Ok(claim)
    }

    /// `color` offers a draw. Allowed only right after `color`'s own move (9.1b.1).
    ///
    /// # Errors
    /// [`GameError::OfferNotAllowed`] otherwise.
    pub fn offer_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        if !self.can_offer_draw(color) {
            return Err(GameError::OfferNotAllowed);
        }
        self.offer = Some(color);
        Ok(())
    }

    /// True if `color` may offer a draw now: it has just moved and no offer is pending.
    pub fn can_offer_draw(&self, color: Color) -> bool {
        !self.is_over()
            && !self.moves.is_empty()
            && self.position().turn() == color.other()
            && self.offer.is_none()
    }

    /// `color` accepts the opponent's pending offer: the game is drawn (5.2c).
    ///
    /// # Errors
    /// [`GameError::NoOffer`] if the opponent has no offer pending.
    pub fn accept_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        if self.offer != Some(color.other()) {
            return Err(GameError::NoOffer);
        }
        self.offer = None;
        self.outcome = Some(Outcome::draw(Reason::Agreement));
        Ok(())
    }

    /// `color` declines the opponent's pending offer.
    ///
    /// # Errors
    /// [`GameError::NoOffer`] if the opponent has no offer pending.
    pub fn decline_draw(&mut self, color: Color) -> Result<(), GameError> {
        if self.offer != Some(color.other()) {
            return Err(GameError::NoOffer);
        }
        self.offer = None;
        Ok(())
    }

    /// `color` resigns (5.1b).
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has ended.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        self.offer = None;
        self.outcome = Some(Outcome {
            result: GameResult::win_for(color.other()),
            reason: Reason::Resignation,
        });
        Ok(())
    }

    /// `color`'s flag has fallen (6.10): a loss, or a draw if the opponent cannot mate by any legal
    /// sequence. The caller decides from exact timestamps that no move ended the game first.
    ///
    /// # Errors
    /// [`GameError::Over`] if the game has already ended.
    pub fn flag(&mut self, color: Color) -> Result<Outcome, GameError> {
        if self.is_over() {
            return Err(GameError::Over);
        }
        let o =
            Outcome::win_unless_no_mate(self.position().board(), color.other(), Reason::Timeout);
        self.offer = None;
        self.outcome = Some(o);
        Ok(o)
    }

    /// True if `color` can still mate by some legal sequence (6.10, 9.6).
    pub fn can_mate(&self, color: Color) -> bool {
        self.position().can_mate(color)
    }

    /// Plays a legal move even after the game has ended, recomputing the automatic outcome for the new
    /// position (for analysing continuations, as the CLI does). Offers, resignation and claims are
    /// forgotten.
    ///
    /// # Errors
    /// [`GameError::IllegalMove`] if `m` is not legal; nothing changes.
    pub fn play_analysis(&mut self, m: Move) -> Result<(), GameError> {
        let next = self
            .position()
            .play(m)
            .map_err(|_| GameError::IllegalMove(m))?;
        self.offer = None;
        self.keys.push(next.zobrist());
        self.positions.push(next);
        self.moves.push(m);
        self.outcome = self.automatic_outcome();
        Ok(())
    }

    /// Takes back the last move; a finished game becomes live again unless it was already over
    /// before that move.
    ///
    /// # Errors
    /// [`GameError::NothingToTakeBack`] with no moves.
    pub fn takeback(&mut self) -> Result<Move, GameError> {
        let m = self.moves.pop().ok_or(GameError::NothingToTakeBack)?;
        self.positions.pop();
        self.keys.pop();
        self.offer = None;
        self.outcome = self.automatic_outcome();
        Ok(m)
    }
}

impl Game {
    /// Ends the game with an outcome recorded earlier (restoring a saved game): resignation,
    /// agreement, a claim or a flag, which the board alone cannot show.
    pub fn restore_outcome(&mut self, outcome: Outcome) {
        if self.outcome.is_none() {
            self.outcome = Some(outcome);
            self.offer = None;
        }
    }

    /// An arbiter's decision replaces the result of a finished game: a quickplay-finish claim
    /// whose decision was postponed and is declared after a flag has fallen (10.2b).
    pub fn overrule(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
        self.offer = None;
    }
}

/// Parses a UCI move against a position: `e2e4`, `e7e8q`, castling as `e1g1` or king-takes-rook `e1h1`
/// (surrounding spaces ignored). The one UCI reader is [`crate::rules::san::parse_uci`]; this keeps the
/// `Option` shape the game and the CLI want.
pub fn parse_uci(pos: &Position, uci: &str) -> Option<Move> {
    crate::rules::san::parse_uci(pos, uci.trim()).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play_all(g: &mut Game, moves: &str) {
        for m in moves.split_whitespace() {
            g.play_uci(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    #[test]
    fn fools_mate() {
        let mut g = Game::default();
        play_all(&mut g, "f2f3 e7e5 g2g4 d8h4");
        assert_eq!(
            g.outcome(),
            Some(Outcome {
                result: GameResult::BlackWins,
                reason: Reason::Checkmate
            })
        );
        assert_eq!(g.play_uci("a2a3"), Err(GameError::Over));
    }

    #[test]
    fn threefold_casual_ends_fide_claims() {
        let shuffle = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
        let mut casual = Game::default();
        play_all(&mut casual, shuffle);
        assert_eq!(
            casual.outcome(),
            Some(Outcome::draw(Reason::ThreefoldRepetition))
        );

        let mut fide = Game::new(Position::new(), RuleSet::Fide);
        play_all(&mut fide, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        // Black's f6g8 would produce the start position a third time: claim with the move (9.2a).
        assert!(fide.claims_now().is_empty());
        let m = parse_uci(fide.position(), "f6g8").unwrap();
        assert_eq!(fide.claims_with(m), vec![Claim::ThreefoldRepetition]);
        assert_eq!(fide.claimable(), vec![Claim::ThreefoldRepetition]);
        let mut occurred = fide.clone();
        occurred.play(m).unwrap();
        assert_eq!(occurred.outcome(), None);
        assert_eq!(occurred.claims_now(), vec![Claim::ThreefoldRepetition]);
        assert_eq!(occurred.claim_draw(), Ok(Claim::ThreefoldRepetition));
        assert_eq!(fide.claim_draw_with(m), Ok(Claim::ThreefoldRepetition));
        assert_eq!(
            fide.outcome(),
            Some(Outcome::draw(Reason::ThreefoldRepetition))
        );
        assert_eq!(fide.moves().len(), 8);
    }

    #[test]
    fn fivefold_ends_even_under_fide() {
        let mut g = Game::new(Position::new(), RuleSet::Fide);
        for _ in 0..4 {
            play_all(&mut g, "g1f3 g8f6 f3g1 f6g8");
        }
        assert_eq!(g.outcome(), Some(Outcome::draw(Reason::FivefoldRepetition)));
    }

    #[test]
    fn offers_follow_article_9_1() {
        let mut g = Game::default();
        assert_eq!(g.offer_draw(Color::White), Err(GameError::OfferNotAllowed));
        play_all(&mut g, "e2e4");
        assert_eq!(g.offer_draw(Color::Black), Err(GameError::OfferNotAllowed));
        g.offer_draw(Color::White).unwrap();
        assert_eq!(g.accept_draw(Color::White), Err(GameError::NoOffer));
        // Black answers by moving: the offer lapses.
        play_all(&mut g, "e7e5");
        assert_eq!(g.pending_offer(), None);
        g.offer_draw(Color::Black).unwrap();
        g.accept_draw(Color::White).unwrap();
        assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Agreement)));
    }

    #[test]
    fn flag_against_bare_king_is_drawn() {
        let pos = Position::from_fen("8/8/8/4k3/8/8/8/4K2Q w - - 0 1").unwrap();
        let mut g = Game::new(pos.clone(), RuleSet::Fide);
        assert_eq!(g.flag(Color::Black).unwrap().reason, Reason::Timeout);
        let mut g = Game::new(pos, RuleSet::Fide);
        assert_eq!(
            g.flag(Color::White).unwrap(),
            Outcome::draw(Reason::TimeoutInsufficientMaterial)
        );
        // K+N v K+N: the side with the knight can still mate (a helpmate exists).
        let pos = Position::from_fen("8/8/8/4k3/3n4/8/2N5/4K3 w - - 0 1").unwrap();
        let mut g = Game::new(pos, RuleSet::Fide);
        assert_eq!(g.flag(Color::White).unwrap().reason, Reason::Timeout);
    }

    #[test]
    fn takeback_reopens() {
        let mut g = Game::default();
        play_all(&mut g, "f2f3 e7e5 g2g4 d8h4");
        g.takeback().unwrap();
        assert!(!g.is_over());
        assert_eq!(g.moves().len(), 3);
        assert_eq!(g.position().turn(), Color::Black);
    }

    #[test]
    fn fifty_moves() {
        let pos = Position::from_fen("8/8/4k3/8/8/4K3/8/R7 w - - 99 80").unwrap();
        let fide = Game::new(pos.clone(), RuleSet::Fide);
        assert!(fide.claims_now().is_empty());
        assert_eq!(fide.claimable(), vec![Claim::FiftyMoves]);
        let mut casual = Game::new(pos, RuleSet::Casual);
        casual.play_uci("a1a2").unwrap();
        assert_eq!(casual.outcome(), Some(Outcome::draw(Reason::FiftyMoves)));
    }
}
