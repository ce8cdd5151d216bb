//! A game: start position, moves, repetition history, offers, claims, resignation and the outcome.
//!
//! Pure: no web dependency and no clock reading. Flag fall comes in through [`Game::flag`], decided by
//! the caller from the clock's exact timestamps.

use crate::rules::{Color, GameResult, Move, Outcome, Position, Reason, Square};
use core::fmt;

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

// ---------------------------------------------------------------------------------------------
// PGN export and import of a whole game
// ---------------------------------------------------------------------------------------------

/// The PGN `Termination` tag value for how a game ended (`unterminated` while it goes on). Every
/// ending by the players or the board is `normal`; a fallen flag is `time forfeit`.
pub fn termination(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(|o| o.reason) {
        None => "unterminated",
        Some(Reason::Timeout | Reason::TimeoutInsufficientMaterial) => "time forfeit",
        Some(_) => "normal",
    }
}

/// How a `Termination` tag says a game ended, when it says more than the result: the PGN standard's
/// `time forfeit` and the forms chess.com writes ("Hikaru won on time", "… won by resignation",
/// "… won by checkmate", "Game drawn by repetition", "… by agreement", "… by stalemate", "… by
/// insufficient material", "… by timeout vs insufficient material", "… by 50-move rule"). `None`
/// for `normal`, an abandoned game ("game abandoned", "… won - game abandoned", the standard's
/// `abandoned`) and anything else: the result alone decides those.
pub fn termination_reason(tag: &str) -> Option<Reason> {
    let t = tag.trim().to_lowercase();
    let has = |s: &str| t.contains(s);
    if has("timeout vs insufficient material") || has("time vs insufficient material") {
        Some(Reason::TimeoutInsufficientMaterial)
    } else if t == "time forfeit" || has("won on time") || has("by timeout") {
        Some(Reason::Timeout)
    } else if has("by resignation") {
        Some(Reason::Resignation)
    } else if has("by checkmate") {
        Some(Reason::Checkmate)
    } else if has("by agreement") {
        Some(Reason::Agreement)
    } else if has("by repetition") {
        Some(Reason::ThreefoldRepetition)
    } else if has("50-move rule") || has("fifty-move rule") || has("50 move rule") {
        Some(Reason::FiftyMoves)
    } else if has("by stalemate") {
        Some(Reason::Stalemate)
    } else if has("insufficient material") {
        Some(Reason::InsufficientMaterial)
    } else {
        None
    }
}

/// The game as PGN in English SAN (the PGN standard's notation).
///
/// `tags` come first in the order given after the Seven Tag Roster (missing roster tags are written
/// as `?`); `Result` always follows the game, `SetUp`/`FEN` are written when the start is not the
/// initial position, and `Termination` is added from the outcome unless `tags` has one.
/// `clocks[i]`, when present, is the mover's time left after ply `i` in milliseconds, written as a
/// `[%clk h:mm:ss]` comment after that move.
pub fn export_pgn(game: &Game, tags: &[(String, String)], clocks: &[Option<u64>]) -> String {
    export_pgn_commented(game, tags, clocks, &[])
}

/// [`export_pgn`] with a comment after each ply (an empty text for none), written before its
/// `[%clk]` reading: an imported game's comments go out as they came in.
pub fn export_pgn_commented(
    game: &Game,
    tags: &[(String, String)],
    clocks: &[Option<u64>],
    comments: &[String],
) -> String {
    let mut pgn = pgn_record(game, tags);
    annotate(&mut pgn, clocks, comments);
    crate::rules::write_game(&pgn)
}

/// The game's legal record as a [`crate::rules::PgnGame`] with `tags`, its `Termination` (unless
/// given) and its result: what every export starts from.
pub fn pgn_record(game: &Game, tags: &[(String, String)]) -> crate::rules::PgnGame {
    let mut pgn = match crate::rules::PgnGame::from_moves(game.start().clone(), game.moves()) {
        Ok(p) => p,
        // A game only ever holds legal moves; keep the tags if that ever changed.
        Err(_) => crate::rules::PgnGame {
            start: game.start().clone(),
            ..crate::rules::PgnGame::default()
        },
    };
    for (name, value) in tags {
        pgn.set_tag(name, value);
    }
    if pgn.tag("Termination").is_none() {
        pgn.set_tag("Termination", termination(game.outcome()));
    }
    pgn.result = game.result_str().to_string();
    pgn
}

/// Adds after each ply of `pgn` its comment (an empty text for none), then its `[%clk]` reading.
pub fn annotate(pgn: &mut crate::rules::PgnGame, clocks: &[Option<u64>], comments: &[String]) {
    for (pm, text) in pgn.moves.iter_mut().zip(comments) {
        if !text.trim().is_empty() {
            pm.comments_after.push(text.trim().to_string());
        }
    }
    for (pm, clock) in pgn.moves.iter_mut().zip(clocks) {
        if let Some(ms) = clock {
            pm.comments_after
                .push(format!("[%clk {}]", crate::clock::format_clk(*ms)));
        }
    }
}

/// A PGN game made into a [`Game`]: see [`import_pgn`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnImport {
    /// The game, ended as the PGN says when the board alone does not end it.
    pub game: Game,
    /// The ending taken from the PGN's `Result` (and `Termination`) because the board does not show
    /// it: resignation for a win, agreement (or the claim that holds) for a draw, a fallen flag for
    /// `time forfeit` or chess.com's "… won on time" ([`termination_reason`]). `None` when the
    /// board decides or the game goes on.
    pub inferred: Option<Outcome>,
    /// True when the PGN's result contradicts the board (a mate scored the other way); the board wins.
    pub result_differs: bool,
    /// The `[%clk]` reading after each ply, if any.
    pub clocks: Vec<Option<u64>>,
}

/// What is wrong with the move a PGN game cannot be put on the board with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportFault {
    /// A null move (`--`): a PGN convention, never a move on a board.
    NullMove,
    /// A move after the game has ended.
    AfterEnd,
    /// Not a move any piece makes on that board.
    NotOnBoard,
    /// Not legal in that position.
    Illegal,
}

/// Why a PGN game cannot become a [`Game`]: the move, as players number it, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The half-move (from 1) that cannot be played.
    pub ply: usize,
    /// Its move number, as players write it (`2` of `2…--`).
    pub number: u32,
    /// Who plays it.
    pub color: Color,
    /// The move as the game writes it, in English SAN (`--` for a null move).
    pub text: String,
    /// What is wrong with it, as data (worded in `text::pgn::import_error`).
    pub fault: ImportFault,
    /// What is wrong with it, in English (for logs and the command line).
    pub message: String,
}

impl ImportError {
    /// The error for the `ply`-th half-move (from 1) of `pgn`.
    pub fn at(
        pgn: &crate::rules::PgnGame,
        ply: usize,
        fault: ImportFault,
        message: impl Into<String>,
    ) -> ImportError {
        let (number, color) = pgn.move_at(ply);
        let text = ply
            .checked_sub(1)
            .and_then(|i| pgn.moves.get(i))
            .map(|m| m.san.clone())
            .unwrap_or_default();
        ImportError {
            ply,
            number,
            color,
            text,
            fault,
            message: message.into(),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = match self.color {
            Color::White => ".",
            Color::Black => "...",
        };
        write!(f, "{}{dots}{}: {}", self.number, self.text, self.message)
    }
}

impl std::error::Error for ImportError {}

/// Makes a read PGN game (main line) into a [`Game`] under `rules`.
///
/// Moves are replayed even past an automatic ending that the players did not stop at (a casual
/// threefold in a game played under other rules); the board's ending at the end of the line decides
/// first. Otherwise a decisive or drawn `Result` ends the game with the closest reason (see
/// [`PgnImport::inferred`]); `*` leaves it going on.
///
/// # Errors
/// [`ImportError`] for a null move (`--`), which a game over the board cannot have.
pub fn import_pgn(pgn: &crate::rules::PgnGame, rules: RuleSet) -> Result<PgnImport, ImportError> {
    let mut game = Game::new(pgn.start.clone(), rules);
    let mut clocks = Vec::with_capacity(pgn.moves.len());
    for (i, pm) in pgn.moves.iter().enumerate() {
        let m = pm.mv.ok_or_else(|| {
            ImportError::at(
                pgn,
                i + 1,
                ImportFault::NullMove,
                "a null move (--) cannot be played on the board",
            )
        })?;
        game.play_analysis(m)
            .map_err(|e| ImportError::at(pgn, i + 1, ImportFault::Illegal, e.to_string()))?;
        clocks.push(pm.clock());
    }
    let said = GameResult::parse(pgn.result.trim());
    let mut inferred = None;
    let mut result_differs = false;
    match (game.outcome(), said) {
        (Some(o), Some(r)) => result_differs = o.result != r,
        (Some(_), None) | (None, None) => {}
        (None, Some(result)) => {
            let said = pgn.tag("Termination").and_then(termination_reason);
            let claims: Vec<Reason> = game.claims_now().iter().map(|c| c.reason()).collect();
            // Only an ending the board cannot contradict: a fallen flag, a resignation, an
            // agreement, or a claim that holds in the final position. A mate or stalemate the
            // board does not show is not recorded as one.
            let reason = match (result, said) {
                (GameResult::Draw, Some(Reason::Timeout | Reason::TimeoutInsufficientMaterial)) => {
                    Reason::TimeoutInsufficientMaterial
                }
                (GameResult::Draw, Some(Reason::Agreement)) => Reason::Agreement,
                (GameResult::Draw, Some(r)) if claims.contains(&r) => r,
                (GameResult::Draw, _) => claims.first().copied().unwrap_or(Reason::Agreement),
                (_, Some(Reason::Timeout)) => Reason::Timeout,
                (_, _) => Reason::Resignation,
            };
            let o = Outcome { result, reason };
            game.restore_outcome(o);
            inferred = Some(o);
        }
    }
    Ok(PgnImport {
        game,
        inferred,
        result_differs,
        clocks,
    })
}

#[cfg(test)]
mod pgn_tests {
    use super::*;
    use crate::rules::read_games;

    fn play_all(g: &mut Game, moves: &str) {
        for m in moves.split_whitespace() {
            g.play_uci(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    fn round_trip(g: &Game, clocks: &[Option<u64>]) -> (String, PgnImport) {
        let text = export_pgn(
            g,
            &tags(&[("White", "Ana \"la\" Pérez"), ("Black", "B\\C")]),
            clocks,
        );
        let games = read_games(&text);
        assert_eq!(games.len(), 1, "{text}");
        let read = games.into_iter().next().unwrap().expect("reads back");
        assert_eq!(read.tag("White"), Some("Ana \"la\" Pérez"));
        assert_eq!(read.tag("Black"), Some("B\\C"));
        let back = import_pgn(&read, g.rules()).expect("imports");
        assert_eq!(back.game.moves(), g.moves(), "{text}");
        assert_eq!(back.game.start(), g.start());
        assert_eq!(back.game.outcome(), g.outcome(), "{text}");
        (text, back)
    }

    #[test]
    fn export_has_the_tags_and_english_san() {
        let mut g = Game::default();
        play_all(&mut g, "e2e4 e7e5 g1f3 b8c6 f1b5");
        let text = export_pgn(
            &g,
            &tags(&[
                ("Event", "Club"),
                ("Date", "2024.05.01"),
                ("TimeControl", "300+2"),
            ]),
            &[
                Some(299_000),
                Some(300_500),
                None,
                Some(61_000),
                Some(3_600_000),
            ],
        );
        assert!(text.starts_with("[Event \"Club\"]\n[Site \"?\"]\n[Date \"2024.05.01\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n"), "{text}");
        assert!(text.contains("[TimeControl \"300+2\"]\n"), "{text}");
        assert!(text.contains("[Termination \"unterminated\"]\n"), "{text}");
        assert!(!text.contains("SetUp"), "{text}");
        let movetext = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(movetext.contains("1. e4 { [%clk 0:04:59] } 1... e5 { [%clk 0:05:00] } 2. Nf3 Nc6 { [%clk 0:01:01] } 3. Bb5 { [%clk 1:00:00] } *"), "{text}");
    }

    #[test]
    fn round_trips_every_ending() {
        // Mate.
        let mut g = Game::default();
        play_all(&mut g, "f2f3 e7e5 g2g4 d8h4");
        let (text, back) = round_trip(&g, &[]);
        assert!(text.contains("[Termination \"normal\"]"));
        assert_eq!(back.inferred, None);

        // Resignation.
        let mut g = Game::default();
        play_all(&mut g, "e2e4 e7e5");
        g.resign(Color::White).unwrap();
        let (_, back) = round_trip(&g, &[]);
        assert_eq!(back.inferred, g.outcome());

        // Agreement.
        let mut g = Game::default();
        play_all(&mut g, "d2d4");
        g.offer_draw(Color::White).unwrap();
        g.accept_draw(Color::Black).unwrap();
        round_trip(&g, &[]);

        // A flag, won and drawn.
        let mut g = Game::default();
        play_all(&mut g, "e2e4 e7e5 g1f3");
        g.flag(Color::Black).unwrap();
        let (text, _) = round_trip(&g, &[Some(1000), Some(0), Some(2000)]);
        assert!(text.contains("[Termination \"time forfeit\"]"), "{text}");
        let pos = Position::from_fen("8/8/8/4k3/8/8/8/4K2Q w - - 0 1").unwrap();
        let mut g = Game::new(pos, RuleSet::Fide);
        g.flag(Color::White).unwrap();
        let (text, _) = round_trip(&g, &[]);
        assert!(text.contains("[SetUp \"1\"]"), "{text}");

        // A claimed threefold under the FIDE rules.
        let mut g = Game::new(Position::new(), RuleSet::Fide);
        play_all(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
        g.claim_draw().unwrap();
        round_trip(&g, &[]);

        // Going on, from a position with Black to move.
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 3 40").unwrap();
        let mut g = Game::new(pos, RuleSet::Casual);
        play_all(&mut g, "e8d7 e2e4");
        let (text, back) = round_trip(&g, &[Some(5_000), Some(6_000)]);
        assert!(text.contains("40... Kd7"), "{text}");
        assert_eq!(back.clocks, vec![Some(5_000), Some(6_000)]);
    }

    #[test]
    fn import_replays_past_a_casual_threefold() {
        let text = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *";
        let read = read_games(text).remove(0).unwrap();
        let back = import_pgn(&read, RuleSet::Casual).unwrap();
        assert_eq!(back.game.moves().len(), 9);
        assert_eq!(back.game.outcome(), None);
    }

    #[test]
    fn import_keeps_the_board_over_a_wrong_result() {
        let read = read_games("1. f3 e5 2. g4 Qh4# 1-0").remove(0).unwrap();
        let back = import_pgn(&read, RuleSet::Casual).unwrap();
        assert_eq!(back.game.outcome().unwrap().reason, Reason::Checkmate);
        assert!(back.result_differs);
        assert_eq!(back.inferred, None);
    }

    #[test]
    fn import_refuses_null_moves() {
        let read = read_games("1. e4 -- 2. d4 *").remove(0).unwrap();
        let e = import_pgn(&read, RuleSet::Casual).unwrap_err();
        assert_eq!(e.ply, 2);
        assert_eq!((e.number, e.color), (1, Color::Black));
        assert_eq!(e.fault, ImportFault::NullMove);
        assert_eq!(
            e.to_string(),
            "1...--: a null move (--) cannot be played on the board"
        );
    }
}
