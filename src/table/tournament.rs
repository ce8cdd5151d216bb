//! Tournament practice (7.4, Appendices A4c, A4d, B3c) and adjourned games (Appendix F).
//!
//! # Representation
//!
//! A [`Position`] is always legal, and a board after an illegal move (the side that moved left its
//! king in check) is not. So the table keeps two parts:
//! - its [`Game`](crate::game::Game): the record up to the first move that is illegal and still
//!   stands, every position in it legal (repetitions, fifty moves and exports read it as before);
//! - a [`Line`]: every move played after that one, each with the unchecked [`Setup`] before and
//!   after it and whether it was illegal when played. The board is the last `after` (or the game's
//!   position when the line is empty).
//!
//! A claim (or the table acting as arbiter when both kings are in check) cuts the line back to the
//! position before the first illegal move still claimable and replays nothing. In rapid and blitz an
//! illegal move stands for good once the claimant has moved (A4c, B3c): it stays in the line, which
//! then only grows until the game ends. While the line is not empty, draw offers are kept by the
//! line; draws by repetition or fifty moves are not claimable (their history is the game's); the
//! ending on the board (mate, stalemate, dead position, 75 moves) is read after each legal move of
//! the line whenever its setup is a legal position.
//!
//! Decisions the Laws leave to the arbiter, made here:
//! - 6.14, the clocks after a restored position: both keep the time they show, the running move's
//!   time is charged to its player, move counters follow the restored position
//!   ([`Clock::rewind_keeping_times`](crate::clock::Clock::rewind_keeping_times), called from
//!   `Table::restore`).
//! - 13.4b, a wrong claim: two minutes to the opponent (as 7.4b), `Table::claim_illegal`.
//! - 7.4 after several illegal moves: each removed illegal move gives its author's opponent two
//!   minutes and counts against its author (`Table::restore`).
//! - A4c, both kings in check: the table steps in by itself in standard and rapid games, not in
//!   blitz (B3b: A4c does not apply), `Table::play_tournament`.
//! - F8, an ambiguous sealed move: a text that reads as two different moves in Spanish and in
//!   English is ambiguous and loses ([`resolve_sealed`]).
//!
//! # Records
//!
//! Moves a claim removed are kept in [`Line::removed`] (the scoresheet's struck notes, the PGN's
//! comments, the save format's `removed` lines). An illegal move is marked in the records only once
//! no claim can reach it ([`Table::line_marks`]): a mark any earlier would tell the opponent what
//! only a claim should find. [`export_pgn`] writes the line after the legal record, in English SAN
//! with English comments in every interface language (the SAN around them is English, as PGN
//! wants), and [`table_from_pgn`] reads it back.

use super::{side, Added, Event, Refusal, Table, ADD_TIME_MS};
use crate::clock::{Bonus, Controls, TimeControl};
use crate::game::{Game, RuleSet};
use crate::rules::attacks;
use crate::rules::{
    Bitboard, ByColor, CastlingSide, Color, GameResult, Lang, Move, Outcome, Piece, Position, Rank,
    Reason, Role, Setup, Square,
};

/// The time class of a game for the Laws: standard, rapid (Appendix A1) or blitz (Appendix B1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeClass {
    /// 60 minutes or more for each player (base + 60 × increment), or no clock.
    Standard,
    /// At least 15 and under 60 minutes (A1).
    Rapid,
    /// Under 15 minutes (B1).
    Blitz,
}

impl TimeClass {
    /// The class of a game with `controls` (`None`: no clock, standard). A1/B1: the time of the first
    /// stage plus 60 times its increment; a delay counts as increment; with time odds the longer
    /// side's time decides.
    pub fn of(controls: Option<&Controls>) -> TimeClass {
        let Some(c) = controls else {
            return TimeClass::Standard;
        };
        TimeClass::of_ms(Self::minutes_ms(&c.white).max(Self::minutes_ms(&c.black)))
    }

    /// A1/B1's time of one control: its first stage's time + 60 × its bonus, in ms.
    pub fn minutes_ms(tc: &TimeControl) -> u64 {
        let Some(first) = tc.stages().first() else {
            return tc.initial_ms();
        };
        let bonus = match first.bonus {
            Bonus::None => 0,
            Bonus::Increment(ms) | Bonus::Delay(ms) | Bonus::Bronstein(ms) => ms,
        };
        first.time_ms.saturating_add(bonus.saturating_mul(60))
    }

    fn of_ms(ms: u64) -> TimeClass {
        const MIN: u64 = 60_000;
        if ms < 15 * MIN {
            TimeClass::Blitz
        } else if ms < 60 * MIN {
            TimeClass::Rapid
        } else {
            TimeClass::Standard
        }
    }

    /// `"standard"`, `"rapid"` or `"blitz"`.
    pub fn as_str(self) -> &'static str {
        match self {
            TimeClass::Standard => "standard",
            TimeClass::Rapid => "rapid",
            TimeClass::Blitz => "blitz",
        }
    }
}

/// A move played after the legal record (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub by: Color,
    /// It was illegal when played (its piece's movement, or its king left or put in check, or
    /// castling out of, through or into check).
    pub illegal: bool,
    /// The board before it.
    pub before: Setup,
    /// The board after it.
    pub after: Setup,
}

/// The replacement move after a restored position (4.3, 4.6, 7.4a): the piece moved illegally
/// must move, and capture the piece it captured, when it legally can.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replace {
    /// The piece that moved illegally, if it has a legal move.
    pub piece: Square,
    /// The square of the piece it captured, if it can legally capture it.
    pub capture: Option<Square>,
}

/// Tournament state of the table: the moves after the legal record and the claims' bookkeeping.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The moves after the legal record, the first of them illegal.
    pub played: Vec<Played>,
    /// A draw offer made while the line is not empty.
    pub offer: Option<Color>,
    /// Claimed (removed) illegal moves, per author (7.4b: the third loses).
    pub counts: ByColor<u8>,
    /// The replacement move that is due.
    pub replace: Option<Replace>,
    /// The moves claims took off the record, for the scoresheet's notes and the PGN's comments.
    pub removed: Vec<Removal>,
}

/// Moves a claim (or the table as arbiter) took off the record (7.4a), kept for the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    /// How many half-moves of the record stood before the first removed one.
    pub at: usize,
    /// Who claimed (for the arbiter: the opponent of the last mover).
    pub claimant: Color,
    /// The table stepped in by itself (both kings in check, A4c).
    pub arbiter: bool,
    /// The removed moves as they were played, the first of them illegal.
    pub moves: Vec<Played>,
}

/// The envelope of an adjourned game (Appendix F2); the names and the position are the table's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Envelope {
    /// Who sealed the move (the player on move).
    pub sealer: Color,
    /// The number of the move sealed.
    pub move_number: u32,
    /// Each player's time at the seal (`None` without a clock).
    pub times: Option<ByColor<u64>>,
    /// The draw offer pending at the seal.
    pub offer: Option<Color>,
}

/// An adjourned game: the envelope and the sealed move, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjourned {
    /// The envelope.
    pub envelope: Envelope,
    /// The sealed move, as the player wrote it; revealed only on resuming.
    pub sealed: String,
    /// When the game resumes (F2g): `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, or empty while not set.
    pub resume_at: String,
}

/// `text` is a date `YYYY-MM-DD`, optionally with a time `THH:MM`, as a date field gives it.
pub fn is_resume_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    let date = b.len() >= 10
        && digits(0..4)
        && b[4] == b'-'
        && digits(5..7)
        && b[7] == b'-'
        && digits(8..10);
    let month = text.get(5..7).and_then(|m| m.parse::<u8>().ok());
    let day = text.get(8..10).and_then(|d| d.parse::<u8>().ok());
    let in_range = matches!(month, Some(1..=12)) && matches!(day, Some(1..=31));
    match b.len() {
        10 => date && in_range,
        16 => {
            let hour = text.get(11..13).and_then(|h| h.parse::<u8>().ok());
            let minute = text.get(14..16).and_then(|m| m.parse::<u8>().ok());
            date && in_range
                && b[10] == b'T'
                && digits(11..13)
                && b[13] == b':'
                && digits(14..16)
                && matches!(hour, Some(0..=23))
                && matches!(minute, Some(0..=59))
        }
        _ => false,
    }
}

// ---------------------------------------------------------------------------------------------
// Moves on an unchecked board
// ---------------------------------------------------------------------------------------------

/// A setup as a position object, unchecked: used only for its bitboard queries and to play moves.
fn raw(setup: &Setup) -> Position {
    Position {
        board: setup.board,
        turn: setup.turn,
        castling: setup.castling_rights,
        ep_square: setup.ep_square,
        halfmoves: setup.halfmoves,
        fullmoves: setup.fullmoves,
    }
}

fn setup_of(p: &Position) -> Setup {
    Setup {
        board: p.board,
        turn: p.turn,
        castling_rights: p.castling,
        ep_square: p.ep_square,
        halfmoves: p.halfmoves,
        fullmoves: p.fullmoves,
    }
}

/// The board of a legal position, the en-passant square as played.
pub fn setup_of_position(p: &Position) -> Setup {
    setup_of(p)
}

/// The legal position a setup holds, if the rules accept it.
pub fn legal_position(setup: &Setup) -> Option<Position> {
    Position::from_setup(setup.clone())
        .or_else(|_| {
            Position::from_setup(Setup {
                ep_square: None,
                ..setup.clone()
            })
        })
        .ok()
}

/// The board as a position object for showing it (pieces, turn) — the legal position when the rules
/// accept the board, else an unchecked one that must never be asked about legal moves.
pub fn shown_position(board: &Setup) -> Position {
    legal_position(board).unwrap_or_else(|| raw(board))
}

/// A move in long notation for the scoresheet of a tournament game (`Cc6-d4`, `Nc6-d4`, `e2-e4`,
/// `0-0`): written from the squares alone, so it says nothing about checks or legality.
pub fn long_notation(m: Move, lang: Lang) -> String {
    match m.castling_side() {
        Some(CastlingSide::King) => return "0-0".to_string(),
        Some(CastlingSide::Queen) => return "0-0-0".to_string(),
        None => {}
    }
    let mut s = String::new();
    if m.role() != Role::Pawn {
        s.push(lang.letter(m.role()));
    }
    s.push_str(&m.from().to_string());
    s.push(if m.is_capture() { 'x' } else { '-' });
    s.push_str(&m.to().to_string());
    if let Some(p) = m.promotion() {
        s.push(lang.letter(p));
    }
    s
}

/// `color`'s king is attacked on `board`.
pub fn in_check(board: &Setup, color: Color) -> bool {
    let p = raw(board);
    p.board
        .king_of(color)
        .is_some_and(|k| p.attackers_to(k, color.other(), p.board.occupied()).any())
}

/// Plays `m` on `board` as the pieces move, legal or not.
pub fn play_on(board: &Setup, m: Move) -> Setup {
    let mut p = raw(board);
    p.play_unchecked(m);
    setup_of(&p)
}

/// The move the piece of the side to move on `from` makes to `to` by its own movement — legal or
/// not as to checks — or, with `any_square`, to any square not held by its own side.
///
/// # Errors
/// [`Refusal::KingCapture`] for a move onto the enemy king, [`Refusal::NotAMovement`] otherwise.
pub fn find_move(
    board: &Setup,
    from: Square,
    to: Square,
    promotion: Option<Role>,
    any_square: bool,
) -> Result<Move, Refusal> {
    let us = board.turn;
    let b = &board.board;
    let no = Refusal::NotAMovement { from, to };
    let piece = b.piece_at(from).filter(|p| p.color == us).ok_or(no)?;
    let target = b.piece_at(to);
    if piece.role == Role::King && promotion.is_none() {
        if let Some(m) = castle(board, from, to) {
            return Ok(m);
        }
    }
    if target.is_some_and(|t| t.color == us) || from == to {
        return Err(no);
    }
    if target.is_some_and(|t| t.role == Role::King) {
        return Err(Refusal::KingCapture);
    }
    let capture = target.map(|t| t.role);
    let occ = b.occupied();
    let last = to.rank() == us.other().back_rank();
    let promo_ok = |promotion: Option<Role>| {
        matches!(
            (piece.role == Role::Pawn && last, promotion),
            (
                true,
                Some(Role::Queen | Role::Rook | Role::Bishop | Role::Knight)
            ) | (false, None)
        )
    };
    let normal = Move::Normal {
        role: piece.role,
        from,
        capture,
        to,
        promotion,
    };
    let moves_so = if piece.role == Role::Pawn {
        let fwd = if us == Color::White { 8i32 } else { -8 };
        let d = to.index() as i32 - from.index() as i32;
        let one = Square::new((from.index() as i32 + fwd).clamp(0, 63) as u32);
        let start = from.rank() == us.fold(Rank::Second, Rank::Seventh);
        if capture.is_none()
            && board.ep_square == Some(to)
            && attacks::pawn_attacks(us, from).contains(to)
        {
            if promotion.is_some() {
                return Err(no);
            }
            return Ok(Move::EnPassant { from, to });
        }
        (capture.is_none() && d == fwd)
            || (capture.is_none() && d == 2 * fwd && start && !occ.contains(one))
            || (capture.is_some() && attacks::pawn_attacks(us, from).contains(to))
    } else {
        attacks::attacks(us, piece.role, from, occ).contains(to)
    };
    if !promo_ok(promotion) {
        return Err(no);
    }
    if moves_so {
        return Ok(normal);
    }
    // Any square: still no pawn on its own first rank.
    if any_square && !(piece.role == Role::Pawn && to.rank() == us.back_rank()) {
        return Ok(normal);
    }
    Err(no)
}

/// Castling by the king on `from` towards `to` (its target, or the rook's square): the right is kept,
/// king and rook stand on their squares and nothing stands between them. Checks are not looked at.
fn castle(board: &Setup, from: Square, to: Square) -> Option<Move> {
    let us = board.turn;
    if from != CastlingSide::king_from(us) {
        return None;
    }
    let side = CastlingSide::ALL
        .into_iter()
        .find(|s| s.king_to(us) == to || s.rook_from(us) == to)?;
    let rook = side.rook_from(us);
    let b = &board.board;
    if !board.castling_rights.contains(rook)
        || b.piece_at(rook)
            != Some(Piece {
                color: us,
                role: Role::Rook,
            })
    {
        return None;
    }
    let between = attacks::between(from, rook);
    let path =
        between | Bitboard::from_square(side.king_to(us)) | Bitboard::from_square(side.rook_to(us));
    let path = path.without(from).without(rook);
    if (path & b.occupied()).any() {
        return None;
    }
    Some(Move::Castle { king: from, rook })
}

/// `m` is legal on `board`: its piece's own movement, its own king not left or put in check, and
/// castling neither out of, through nor into check (3.1–3.9).
pub fn is_legal_on(board: &Setup, m: Move) -> bool {
    let us = board.turn;
    let Ok(found) = find_move(board, m.from(), target(m), m.promotion(), false) else {
        return false;
    };
    if found != m {
        return false;
    }
    if let Move::Castle { king, .. } = m {
        let side = m.castling_side().unwrap_or(CastlingSide::King);
        let p = raw(board);
        let occ = p.board.occupied();
        let to = side.king_to(us);
        let squares =
            attacks::between(king, to) | Bitboard::from_square(king) | Bitboard::from_square(to);
        for sq in squares {
            if p.attackers_to(sq, us.other(), occ).any() {
                return false;
            }
        }
    }
    !in_check(&play_on(board, m), us)
}

/// The square a move is given by: the king's target for castling.
fn target(m: Move) -> Square {
    m.to()
}

/// Every move the side to move can make by its pieces' own movement (legal or not as to checks).
pub fn movements(board: &Setup) -> Vec<Move> {
    let mut v = Vec::new();
    let ours = board.board.by_color(board.turn);
    for from in ours {
        for to in Square::all() {
            for promotion in [
                None,
                Some(Role::Queen),
                Some(Role::Rook),
                Some(Role::Bishop),
                Some(Role::Knight),
            ] {
                if let Ok(m) = find_move(board, from, to, promotion, false) {
                    if !v.contains(&m) {
                        v.push(m);
                    }
                }
            }
        }
    }
    v
}

/// Every legal move on `board`.
pub fn legal_moves_on(board: &Setup) -> Vec<Move> {
    movements(board)
        .into_iter()
        .filter(|&m| is_legal_on(board, m))
        .collect()
}

/// `color` can mate by some series of legal moves with the material on `board` (6.10, 9.6).
pub fn can_mate_on(board: &Setup, color: Color) -> bool {
    raw(board).can_mate(color)
}

/// The ending a legal move of the line brings about on its own (mate, stalemate, dead position, 75
/// moves), when the board after it is a legal position.
pub fn ending_after(after: &Setup) -> Option<Outcome> {
    legal_position(after)?.outcome()
}

/// Resolves a sealed move written in SAN in either language (Appendix F8: ambiguous or unreadable
/// loses). A text read differently in Spanish and in English is ambiguous.
pub fn resolve_sealed(pos: &Position, text: &str) -> Option<Move> {
    let es = crate::rules::san::resolve(pos, text, Lang::Es).ok();
    let en = crate::rules::san::resolve(pos, text, Lang::En).ok();
    match (es, en) {
        (Some(a), Some(b)) if a == b => Some(a),
        (Some(_), Some(_)) => None,
        (a, b) => a.or(b),
    }
}

// ---------------------------------------------------------------------------------------------
// The table's procedures
// ---------------------------------------------------------------------------------------------

impl Table {
    /// The time class of this game (A1, B1).
    pub fn time_class(&self) -> TimeClass {
        TimeClass::of(self.controls.as_ref())
    }

    /// The tournament line (empty outside tournament practice or while the record is legal).
    pub fn line(&self) -> &Line {
        &self.line
    }

    /// The adjourned game's envelope and sealed move, if the game is adjourned.
    pub fn adjourned(&self) -> Option<&Adjourned> {
        self.adjourned.as_ref()
    }

    /// What stands on the board now: the last position of the line, else the game's.
    pub fn board(&self) -> Setup {
        self.line
            .played
            .last()
            .map_or_else(|| setup_of(self.game.position()), |p| p.after.clone())
    }

    /// The colour to move on the board.
    pub fn turn(&self) -> Color {
        self.line
            .played
            .last()
            .map_or_else(|| self.game.position().turn(), |p| p.after.turn)
    }

    /// Flags in this game are claimed (A4d, tournament practice in rapid or blitz), not automatic.
    pub fn flags_claimed(&self) -> bool {
        self.game.rules() == RuleSet::Tournament && self.time_class() != TimeClass::Standard
    }

    /// `color` may claim an illegal move now (the views show the claim after every move, so its
    /// presence reveals nothing: this says only that the claim would be heard, right or wrong).
    pub fn can_claim_illegal(&self, c: Color) -> bool {
        if self.game.rules() != RuleSet::Tournament
            || self.game.is_over()
            || self.adjourned.is_some()
        {
            return false;
        }
        let plies = self.game.moves().len() + self.line.played.len();
        if plies == 0 {
            return false;
        }
        match self.time_class() {
            // 7.4: at any time during the game, once the opponent has moved.
            TimeClass::Standard => self.opponent_has_moved(c),
            // A4c, B3c: before the claimant completes their own next move.
            TimeClass::Rapid | TimeClass::Blitz => self.turn() == c,
        }
    }

    fn opponent_has_moved(&self, c: Color) -> bool {
        if self.line.played.iter().any(|p| p.by == c.other()) {
            return true;
        }
        let g = &self.game;
        (0..g.moves().len()).any(|i| g.position_at(i).is_some_and(|p| p.turn() == c.other()))
    }

    /// `color` may claim the opponent's fallen flag now (A4d).
    pub fn can_claim_flag(&self, c: Color, now_ms: u64) -> bool {
        self.flags_claimed()
            && !self.game.is_over()
            && self.adjourned.is_none()
            && self
                .clock
                .as_ref()
                .is_some_and(|k| k.flag_fell(side(c.other()), now_ms).is_some())
    }

    /// A piece on `sq` of the side to move can move (legally, or by its movement in tournament).
    pub(super) fn movable(&self, sq: Square) -> bool {
        if self.game.rules() == RuleSet::Tournament {
            let board = self.board();
            return movements(&board).iter().any(|m| m.from() == sq);
        }
        !self.game.position().dests().get(sq).is_empty()
    }

    /// A move under tournament practice: checked against the pieces' movement (and the replacement
    /// move due), then played legal or not.
    pub(super) fn play_tournament(
        &mut self,
        m: Move,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<bool, Refusal> {
        self.playing()?;
        let board = self.board();
        let found = find_move(
            &board,
            m.from(),
            target(m),
            m.promotion(),
            self.settings.any_square,
        )?;
        if found != m {
            return Err(Refusal::NotAMovement {
                from: m.from(),
                to: m.to(),
            });
        }
        self.check_replace(m)?;
        let legal = is_legal_on(&board, m);
        if self.line.played.is_empty() && legal {
            // The record stays legal: the usual procedure plays it.
            return Ok(false);
        }
        self.check_touch(m)?;
        let mover = board.turn;
        // The move declines the opponent's offer (9.1b); an announced draw claim lapses.
        if self.game.pending_offer() == Some(mover.other()) {
            self.game.decline_draw(mover)?;
            events.push(Event::DrawDeclined(mover.other()));
        }
        if self.line.offer == Some(mover.other()) {
            events.push(Event::DrawDeclined(mover.other()));
        }
        self.line.offer = None;
        if let Some(c) = self.claim_pending.take() {
            events.push(Event::ClaimLapsed(c));
        }
        let after = play_on(&board, m);
        let check = in_check(&after, mover.other());
        let both = check && in_check(&after, mover);
        self.line.played.push(Played {
            mv: m,
            by: mover,
            illegal: !legal,
            before: board,
            after: after.clone(),
        });
        if let Some(c) = self.clock.as_mut() {
            let started = c.phase() == crate::clock::Phase::Idle;
            c.press(side(mover), now_ms)
                .map_err(super::refusal_of_press)?;
            if started {
                events.push(Event::ClockStarted(mover.other()));
            }
        }
        self.touched = None;
        self.line.replace = None;
        events.insert(
            0,
            Event::Moved {
                mv: m,
                by: mover,
                capture: m.is_capture(),
                check,
            },
        );
        if legal {
            if let Some(o) = ending_after(&after) {
                self.end(o, events);
            }
        } else if both && self.time_class() != TimeClass::Blitz {
            // Both kings in check: the arbiter steps in (A4c) and applies 7.4.
            self.restore(mover.other(), true, now_ms, events);
        }
        Ok(true)
    }

    /// The replacement move due after a restored position (4.3, 4.6).
    fn check_replace(&self, m: Move) -> Result<(), Refusal> {
        let Some(r) = self.line.replace else {
            return Ok(());
        };
        let ok = m.from() == r.piece && r.capture.is_none_or(|sq| m.to() == sq && m.is_capture());
        if ok {
            Ok(())
        } else {
            Err(Refusal::ReplacementMove {
                piece: r.piece,
                capture: r.capture,
            })
        }
    }

    /// `c` claims that the opponent made an illegal move (7.4, A4c, B3c).
    pub(super) fn claim_illegal(
        &mut self,
        c: Color,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.not_over()?;
        if self.adjourned.is_some() {
            return Err(Refusal::Adjourned);
        }
        if !self.can_claim_illegal(c) {
            return Err(Refusal::ClaimIllegalNotAvailable);
        }
        let class = self.time_class();
        let found = match class {
            TimeClass::Standard => self
                .line
                .played
                .iter()
                .any(|p| p.illegal && p.by == c.other()),
            TimeClass::Rapid | TimeClass::Blitz => self
                .line
                .played
                .last()
                .is_some_and(|p| p.illegal && p.by == c.other()),
        };
        if !found {
            // 13.4b: a wrong claim; two minutes to the opponent, as 7.4b gives.
            events.push(Event::WrongClaim(c));
            if let Some(k) = self.clock.as_mut() {
                k.add_time(side(c.other()), ADD_TIME_MS as i64, now_ms);
                events.push(Event::TimeAdded(Added {
                    to: c.other(),
                    ms: ADD_TIME_MS,
                }));
            }
            return Ok(());
        }
        if class == TimeClass::Blitz {
            // B3c: the claim wins, or draws when the claimant cannot mate.
            let board = self.board();
            let mv = self.line.played.last().map(|p| p.mv);
            events.push(Event::IllegalClaimed {
                claimant: c,
                arbiter: false,
                illegal: mv.into_iter().collect(),
                removed: 0,
            });
            let o = if can_mate_on(&board, c) {
                Outcome {
                    result: GameResult::win_for(c),
                    reason: Reason::IllegalMove,
                }
            } else {
                Outcome::draw(Reason::IllegalMove)
            };
            self.end(o, events);
            return Ok(());
        }
        self.restore(c, false, now_ms, events);
        Ok(())
    }

    /// 7.4: the position before the first illegal move still claimable is restored, every later move
    /// removed; the clocks keep their time (6.14); each illegal move removed gives its author's opponent
    /// two minutes and counts against its author; the third loses, or draws when the claimant cannot
    /// mate; the piece moved illegally must make the replacement move (4.3, 4.6).
    fn restore(&mut self, claimant: Color, arbiter: bool, now_ms: u64, events: &mut Vec<Event>) {
        let first = match self.time_class() {
            TimeClass::Standard => self.line.played.iter().position(|p| p.illegal),
            _ => self.line.played.len().checked_sub(1),
        };
        let Some(first) = first else {
            return;
        };
        let removed: Vec<Played> = self.line.played.drain(first..).collect();
        let Some(head) = removed.first() else {
            return;
        };
        let to_move = head.by;
        self.line.removed.push(Removal {
            at: self.game.moves().len() + first,
            claimant,
            arbiter,
            moves: removed.clone(),
        });
        let illegal: Vec<&Played> = removed.iter().filter(|p| p.illegal).collect();
        events.push(Event::IllegalClaimed {
            claimant,
            arbiter,
            illegal: illegal.iter().map(|p| p.mv).collect(),
            removed: removed.len(),
        });
        if let Some(k) = self.clock.as_mut() {
            k.rewind_keeping_times(removed.len(), side(to_move), now_ms);
        }
        for p in &illegal {
            let n = self.line.counts.get_mut(p.by);
            *n = n.saturating_add(1);
            if let Some(k) = self.clock.as_mut() {
                k.add_time(side(p.by.other()), ADD_TIME_MS as i64, now_ms);
                events.push(Event::TimeAdded(Added {
                    to: p.by.other(),
                    ms: ADD_TIME_MS,
                }));
            }
        }
        self.line.offer = None;
        self.claim_pending = None;
        self.touched = None;
        // The replacement move: the piece moved illegally, capturing what it captured, if it can.
        let board = self.board();
        let legal = legal_moves_on(&board);
        let piece = head.mv.from();
        self.line.replace = if legal.iter().any(|m| m.from() == piece) {
            let captured = head.mv.is_capture().then(|| head.mv.to());
            let capture = captured.filter(|&sq| {
                legal
                    .iter()
                    .any(|m| m.from() == piece && m.to() == sq && m.is_capture())
            });
            self.touched = Some(piece);
            Some(Replace { piece, capture })
        } else {
            None
        };
        // 7.4b: the third claimed illegal move of the same player loses.
        if let Some(loser) = Color::ALL
            .into_iter()
            .find(|&c| *self.line.counts.get(c) >= 3 && illegal.iter().any(|p| p.by == c))
        {
            let winner = loser.other();
            let o = if can_mate_on(&board, winner) {
                Outcome {
                    result: GameResult::win_for(winner),
                    reason: Reason::IllegalMove,
                }
            } else {
                Outcome::draw(Reason::IllegalMove)
            };
            self.end(o, events);
        }
    }

    /// `c` claims the opponent's fallen flag (A4d).
    pub(super) fn claim_flag(
        &mut self,
        c: Color,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.not_over()?;
        if !self.can_claim_flag(c, now_ms) {
            return Err(Refusal::NoFlagToClaim);
        }
        let o = if can_mate_on(&self.board(), c) {
            Outcome {
                result: GameResult::win_for(c),
                reason: Reason::Timeout,
            }
        } else {
            Outcome::draw(Reason::TimeoutInsufficientMaterial)
        };
        self.end(o, events);
        Ok(())
    }

    /// The draw offer pending now (the line's while it is not empty).
    pub fn offer(&self) -> Option<Color> {
        if self.line.played.is_empty() {
            self.game.pending_offer()
        } else {
            self.line.offer
        }
    }

    /// Offers and answers while the line is not empty (9.1b).
    pub(super) fn line_offer(
        &mut self,
        intent: &super::Intent,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        use super::Intent;
        match *intent {
            Intent::OfferDraw(c) => {
                self.playing()?;
                if self.turn() != c.other() || self.line.offer.is_some() {
                    return Err(Refusal::OfferNotAllowed);
                }
                self.line.offer = Some(c);
                events.push(Event::DrawOffered(c));
            }
            Intent::AcceptDraw(c) => {
                self.not_over()?;
                if self.line.offer != Some(c.other()) {
                    return Err(Refusal::NoOffer);
                }
                self.line.offer = None;
                self.game.restore_outcome(Outcome::draw(Reason::Agreement));
            }
            Intent::DeclineDraw(c) => {
                self.not_over()?;
                if self.line.offer != Some(c.other()) {
                    return Err(Refusal::NoOffer);
                }
                self.line.offer = None;
                events.push(Event::DrawDeclined(c.other()));
            }
            _ => {}
        }
        Ok(())
    }

    /// The player on move seals `sealed` (Appendix F1): the clocks stop with the sealer's time
    /// charged; nothing is checked until the game resumes.
    pub(super) fn adjourn(
        &mut self,
        sealed: String,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.not_over()?;
        if self.adjourned.is_some() {
            return Err(Refusal::Adjourned);
        }
        let sealed: String = sealed.chars().filter(|ch| !ch.is_control()).collect();
        let sealed = sealed.trim().to_string();
        if sealed.is_empty() || !self.line.played.is_empty() {
            return Err(Refusal::CannotAdjourn);
        }
        if let Some(k) = self.clock.as_mut() {
            k.pause(now_ms);
        }
        let pos = self.game.position();
        let sealer = pos.turn();
        let times = self.clock.as_ref().map(|k| ByColor {
            white: k.remaining(crate::clock::Side::White, now_ms),
            black: k.remaining(crate::clock::Side::Black, now_ms),
        });
        self.adjourned = Some(Adjourned {
            envelope: Envelope {
                sealer,
                move_number: pos.fullmoves(),
                times,
                offer: self.game.pending_offer(),
            },
            sealed,
            resume_at: String::new(),
        });
        events.push(Event::Adjourned(sealer));
        Ok(())
    }

    /// Sets the date the adjourned game resumes (F2g); an empty text clears it.
    pub(super) fn set_resume_date(
        &mut self,
        date: String,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let date = date.trim();
        if !date.is_empty() && !is_resume_date(date) {
            return Err(Refusal::NotADate);
        }
        let a = self.adjourned.as_mut().ok_or(Refusal::NotAdjourned)?;
        a.resume_at = date.to_string();
        events.push(Event::Configured);
        Ok(())
    }

    /// The game resumes (F5, F9a): the sealed move is revealed and played, the opponent's clock
    /// starts; a sealed move that is ambiguous, unreadable or illegal loses (F8), or draws when the
    /// opponent cannot mate (6.10, 9.6).
    pub(super) fn resume_adjourned(
        &mut self,
        now_ms: u64,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        self.not_over()?;
        let a = self.adjourned.take().ok_or(Refusal::NotAdjourned)?;
        if let Some(k) = self.clock.as_mut() {
            k.resume(now_ms);
        }
        let pos = self.game.position().clone();
        let sealer = a.envelope.sealer;
        let mv = resolve_sealed(&pos, &a.sealed);
        events.push(Event::SealedMoveRevealed {
            sealed: a.sealed.clone(),
            mv,
        });
        let played = match mv {
            Some(m) => {
                let mut more = Vec::new();
                let before = self.clone();
                match self.play(m, now_ms, &mut more) {
                    Ok(()) => {
                        events.extend(more);
                        true
                    }
                    Err(_) => {
                        *self = before;
                        false
                    }
                }
            }
            None => false,
        };
        if !played {
            let winner = sealer.other();
            let o = if pos.can_mate(winner) {
                Outcome {
                    result: GameResult::win_for(winner),
                    reason: Reason::SealedMove,
                }
            } else {
                Outcome::draw(Reason::SealedMove)
            };
            self.end(o, events);
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// Records: marks, the save format of removals, the PGN and reading it back
// ---------------------------------------------------------------------------------------------

/// A removal as a save-format value: the plies before it, the claimant, `1` when the table stepped
/// in, the board before its first move (FEN), ` | `, the moves in UCI.
pub(super) fn removal_record(r: &Removal) -> String {
    let mut s = r.at.to_string();
    s.push(' ');
    s.push_str(r.claimant.name());
    s.push_str(if r.arbiter { " 1 " } else { " 0 " });
    if let Some(first) = r.moves.first() {
        s.push_str(&first.before.to_fen());
    }
    s.push_str(" |");
    for p in &r.moves {
        s.push(' ');
        s.push_str(&p.mv.uci());
    }
    s
}

/// Reads what [`removal_record`] wrote: the moves are replayed from the board given, each found by
/// its piece (any square), and must start with an illegal one.
pub(super) fn removal_from_record(value: &str) -> Result<Removal, String> {
    let (head, moves) = value
        .split_once(" |")
        .ok_or_else(|| "expected ` | ` before the removed moves".to_string())?;
    let mut parts = head.splitn(4, ' ');
    let at = parts
        .next()
        .and_then(|v| v.parse::<usize>().ok())
        .ok_or_else(|| "expected the plies before the removed moves".to_string())?;
    let claimant = match parts.next() {
        Some("white") => Color::White,
        Some("black") => Color::Black,
        _ => return Err("expected the claimant".to_string()),
    };
    let arbiter = match parts.next() {
        Some("0") => false,
        Some("1") => true,
        _ => return Err("expected 0 or 1 for the arbiter".to_string()),
    };
    let fen = parts.next().unwrap_or("");
    let mut board = Setup::from_fen(fen).map_err(|e| format!("FEN: {e}"))?;
    let mut played = Vec::new();
    for uci in moves.split_whitespace() {
        let m = uci_squares(uci)
            .and_then(|(from, to, promotion)| find_move(&board, from, to, promotion, true).ok())
            .ok_or_else(|| format!("removed move \"{uci}\" does not fit the board"))?;
        let after = play_on(&board, m);
        played.push(Played {
            mv: m,
            by: board.turn,
            illegal: !is_legal_on(&board, m),
            before: board,
            after: after.clone(),
        });
        board = after;
    }
    if !played.first().is_some_and(|p| p.illegal) {
        return Err("removed moves start with an illegal one".to_string());
    }
    Ok(Removal {
        at,
        claimant,
        arbiter,
        moves: played,
    })
}

/// The squares and promotion of a move in UCI (`e7e8q`).
pub fn uci_squares(uci: &str) -> Option<(Square, Square, Option<Role>)> {
    let from = uci.get(0..2).and_then(Square::parse)?;
    let to = uci.get(2..4).and_then(Square::parse)?;
    let promotion = match uci.get(4..)? {
        "" => None,
        "q" => Some(Role::Queen),
        "r" => Some(Role::Rook),
        "b" => Some(Role::Bishop),
        "n" => Some(Role::Knight),
        _ => return None,
    };
    Some((from, to, promotion))
}

/// What the records say of a move of the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing (a legal move, or an illegal one a claim may still find: marking it would tell).
    None,
    /// An illegal move that stood: no claim can reach it any more.
    Stood,
    /// An illegal move whose claim ended the game (blitz, B3c).
    Claimed(Color),
}

impl Table {
    /// The mark of each move of the line, in order. An illegal move is marked once no claim can
    /// reach it (rapid and blitz once the claimant has moved, A4c and B3c; any class once the game
    /// is over); before that the mark would give away what only a claim should find (7.4).
    pub fn line_marks(&self) -> Vec<Mark> {
        let over = self.game.outcome();
        let n = self.line.played.len();
        let class = self.time_class();
        self.line
            .played
            .iter()
            .enumerate()
            .map(|(i, p)| {
                if !p.illegal {
                    return Mark::None;
                }
                let last = i + 1 == n;
                match over {
                    Some(o) if last && o.reason == Reason::IllegalMove => {
                        Mark::Claimed(p.by.other())
                    }
                    Some(_) => Mark::Stood,
                    None if class != TimeClass::Standard && !last => Mark::Stood,
                    None => Mark::None,
                }
            })
            .collect()
    }

    /// The moves claims removed whose note stands after `plies` half-moves of the record.
    pub fn removed_at(&self, plies: usize) -> impl Iterator<Item = &Removal> {
        self.line.removed.iter().filter(move |r| r.at == plies)
    }
}

/// The article that decided a removal: 7.4 on a claim, A4c when the table stepped in.
fn removal_article(r: &Removal) -> &'static str {
    if r.arbiter {
        "A4c"
    } else {
        "7.4"
    }
}

/// The PGN comment of a removal, in English as the SAN around it (`Nc6-d4 illegal, claimed by
/// White: 7.4`); the legal moves removed with it follow.
pub fn removal_comment(r: &Removal) -> String {
    let mut s = String::new();
    for p in &r.moves {
        if !s.is_empty() {
            s.push_str("; ");
        }
        s.push_str(&long_notation(p.mv, Lang::En));
        if p.illegal {
            s.push_str(" illegal, ");
            if r.arbiter {
                s.push_str("both kings in check, removed by the arbiter");
            } else {
                s.push_str("claimed by ");
                s.push_str(if r.claimant == Color::White {
                    "White"
                } else {
                    "Black"
                });
            }
        } else {
            s.push_str(" removed with it");
        }
    }
    s.push_str(": ");
    s.push_str(removal_article(r));
    s
}

/// The PGN comment after an illegal move that stood.
const STOOD_NOTE: &str = "illegal, not claimed in time: the move stands (A4c, B3c)";

/// The PGN comment after an illegal move whose claim won (B3c).
fn claimed_note(c: Color) -> String {
    let who = if c == Color::White { "White" } else { "Black" };
    ["illegal, claimed by ", who, ": B3c"].concat()
}

/// The comment before every tournament-practice game in PGN: other programs may refuse it.
pub const PGN_NOTE: &str = "Tournament practice (FIDE Laws 7.4, A4c, B3c): moves are written as \
     played at the board, and an illegal move stands until claimed. Other programs may refuse this \
     record if it holds one.";

/// The game at `t` as PGN: the legal record in SAN, then the moves of the line in SAN written by
/// their pieces' movement, an illegal one marked (as [`Table::line_marks`] decides) by a comment;
/// each removal as a comment after the move before it. Tournament games open with [`PGN_NOTE`].
/// `tags`, `clocks` and `comments` as in [`crate::game::export_pgn_commented`]. An adjourned game's
/// sealed move is never written.
pub fn export_pgn(
    t: &Table,
    tags: &[(String, String)],
    clocks: &[Option<u64>],
    comments: &[String],
) -> String {
    let g = &t.game;
    let mut pgn = crate::game::pgn_record(g, tags);
    let marks = t.line_marks();
    for (p, mark) in t.line.played.iter().zip(marks) {
        let moves = movements(&p.before);
        let san = crate::rules::san::format_san(p.mv, Lang::En, &moves, None);
        let mut pm = crate::rules::PgnMove::new(san, Some(p.mv));
        match mark {
            Mark::None => {}
            Mark::Stood => pm.comments_after.push(STOOD_NOTE.to_string()),
            Mark::Claimed(c) => pm.comments_after.push(claimed_note(c)),
        }
        pgn.moves.push(pm);
    }
    crate::game::annotate(&mut pgn, clocks, comments);
    for r in &t.line.removed {
        let note = removal_comment(r);
        match r.at.checked_sub(1).and_then(|i| pgn.moves.get_mut(i)) {
            Some(pm) => pm.comments_after.push(note),
            None => pgn.comments.push(note),
        }
    }
    if g.rules() == RuleSet::Tournament {
        pgn.comments.insert(0, PGN_NOTE.to_string());
    }
    crate::rules::write_game(&pgn)
}

/// The moves of a position's pieces by their own movement, for reading records of play at the
/// board ([`crate::rules::pgn::ReadOptions::at_the_board`]).
pub fn movements_of(p: &Position) -> Vec<Move> {
    movements(&setup_of(p))
}

/// A tournament-practice game read from PGN (read with `at_the_board` set to [`movements_of`]):
/// the legal record, then from the first illegal move on, the line; the notes of moves a claim
/// removed ([`removal_comment`]) as the line's removals. The PGN's result, when the
/// board does not give one, ends the game: a decisive result after an illegal last move as a
/// claim (B3c), else as a resignation or an agreed draw.
///
/// # Errors
/// A null move, or a move that does not fit the board, with the half-move it is.
pub fn table_from_pgn(pgn: &crate::rules::PgnGame) -> Result<Table, String> {
    table_of_pgn(pgn).map_err(|e| e.to_string())
}

/// [`table_from_pgn`], its error with the half-move apart.
fn table_of_pgn(pgn: &crate::rules::PgnGame) -> Result<Table, crate::game::ImportError> {
    let mut t = Table::new(Game::new(pgn.start.clone(), RuleSet::Tournament), None);
    for (i, pm) in pgn.moves.iter().enumerate() {
        restore_removals(&mut t, pgn, i);
        let bad = |why: &str| crate::game::ImportError {
            ply: i + 1,
            message: why.to_string(),
        };
        let m = pm.mv.ok_or_else(|| bad("a null move"))?;
        if t.game.is_over() {
            return Err(bad("after the end of the game"));
        }
        let board = t.board();
        if find_move(&board, m.from(), m.to(), m.promotion(), true) != Ok(m) {
            return Err(bad("not a move on the board"));
        }
        let legal = is_legal_on(&board, m);
        if t.line.played.is_empty() && legal {
            t.game.play(m).map_err(|e| bad(&e.to_string()))?;
            continue;
        }
        let after = play_on(&board, m);
        if legal {
            if let Some(o) = ending_after(&after) {
                t.game.restore_outcome(o);
            }
        }
        t.line.played.push(Played {
            mv: m,
            by: board.turn,
            illegal: !legal,
            before: board,
            after,
        });
    }
    restore_removals(&mut t, pgn, pgn.moves.len());
    let result = match pgn.result.trim() {
        "1-0" => Some(GameResult::WhiteWins),
        "0-1" => Some(GameResult::BlackWins),
        "1/2-1/2" => Some(GameResult::Draw),
        _ => None,
    };
    if let (None, Some(result)) = (t.game.outcome(), result) {
        let claimed = t.line.played.last().is_some_and(|p| p.illegal);
        let reason = match (result, claimed) {
            (_, true) => Reason::IllegalMove,
            (GameResult::Draw, false) => Reason::Agreement,
            (_, false) => Reason::Resignation,
        };
        t.game.restore_outcome(Outcome { result, reason });
    }
    Ok(t)
}

/// The comments of a record that stand after its first `plies` half-moves (before the first:
/// the game's own).
fn comments_at(pgn: &crate::rules::PgnGame, plies: usize) -> &[String] {
    match plies.checked_sub(1) {
        None => &pgn.comments,
        Some(i) => pgn.moves.get(i).map_or(&[], |m| &m.comments_after),
    }
}

/// The removals whose notes ([`removal_comment`]) stand after `plies` half-moves of the record,
/// put back on the line with the claimed moves they count against their authors (7.4b). A
/// comment that does not read as such a note, or whose moves do not fit the board, is left a
/// comment.
fn restore_removals(t: &mut Table, pgn: &crate::rules::PgnGame, plies: usize) {
    for c in comments_at(pgn, plies) {
        let flat = c.split_whitespace().collect::<Vec<_>>().join(" ");
        let Some(r) = removal_of(&flat, &t.board(), plies) else {
            continue;
        };
        for p in r.moves.iter().filter(|p| p.illegal) {
            let n = t.line.counts.get_mut(p.by);
            *n = n.saturating_add(1);
        }
        t.line.removed.push(r);
    }
}

/// A removal read back from its note ([`removal_comment`]) on the board where its first move was
/// played, `at` half-moves into the record.
fn removal_of(note: &str, board: &Setup, at: usize) -> Option<Removal> {
    let (items, article) = note.rsplit_once(": ")?;
    let arbiter = match article {
        "7.4" => false,
        "A4c" => true,
        _ => return None,
    };
    let mut board = board.clone();
    let mut moves: Vec<Played> = Vec::new();
    let mut claimant = None;
    for item in items.split("; ") {
        let (long, said) = item.split_once(' ')?;
        let said_illegal = match said {
            "removed with it" => false,
            "illegal, both kings in check, removed by the arbiter" if arbiter => true,
            _ if !arbiter => {
                claimant = Some(match said.strip_prefix("illegal, claimed by ")? {
                    "White" => Color::White,
                    "Black" => Color::Black,
                    _ => return None,
                });
                true
            }
            _ => return None,
        };
        let mv = movements(&board)
            .into_iter()
            .find(|&m| long_notation(m, Lang::En) == long)?;
        let illegal = !is_legal_on(&board, mv);
        if illegal != said_illegal || (moves.is_empty() && !illegal) {
            return None;
        }
        let after = play_on(&board, mv);
        moves.push(Played {
            mv,
            by: board.turn,
            illegal,
            before: board,
            after: after.clone(),
        });
        board = after;
    }
    let claimant = if arbiter {
        moves.last()?.by.other()
    } else {
        claimant?
    };
    Some(Removal {
        at,
        claimant,
        arbiter,
        moves,
    })
}

/// The options to read records of play at the board: moves by their pieces' movement
/// ([`movements_of`]), the rest as any PGN.
pub fn at_the_board() -> crate::rules::pgn::ReadOptions {
    crate::rules::pgn::ReadOptions {
        at_the_board: Some(movements_of),
        ..crate::rules::pgn::ReadOptions::default()
    }
}

/// The game is a tournament-practice record: its first comment is [`PGN_NOTE`] (however a writer
/// wrapped its lines).
pub fn is_practice_record(pgn: &crate::rules::PgnGame) -> bool {
    let same = |c: &str| c.split_whitespace().eq(PGN_NOTE.split_whitespace());
    pgn.comments.first().is_some_and(|c| same(c))
}

/// A tournament-practice record (read with [`at_the_board`]) ready for [`super::Intent::Load`] as
/// a whole table: the game and its line as [`table_from_pgn`] reads them, the players' names and
/// the other tags, each move's `[%clk]` reading and comments, less the marks the export writes
/// (the table marks its moves itself). With `controls`, play goes on with a new clock; without,
/// the record's `TimeControl` tag, if it reads, sets the clock (stopped) and so the time class
/// that decides which illegal moves stood (A4c, B3c). The notes of removed moves come back as
/// removals (and count against their authors, 7.4b), not as comments.
///
/// # Errors
/// As [`table_from_pgn`]: the half-move that does not fit, and why.
pub fn loaded_from_pgn(
    pgn: &crate::rules::PgnGame,
    controls: Option<Controls>,
) -> Result<super::Loaded, crate::game::ImportError> {
    let t = table_of_pgn(pgn)?;
    let mut marks = vec![
        STOOD_NOTE.to_string(),
        claimed_note(Color::White),
        claimed_note(Color::Black),
    ];
    marks.extend(t.line.removed.iter().map(removal_comment));
    let clocks = pgn.moves.iter().map(|m| m.clock()).collect();
    let comments = pgn
        .moves
        .iter()
        .map(|m| {
            let kept: Vec<String> = m
                .comments_after
                .iter()
                .map(|c| super::without_clk(c))
                .filter(|c| !c.is_empty() && !marks.contains(c))
                .collect();
            kept.join(" ")
        })
        .collect();
    let controls = controls.or_else(|| {
        pgn.tag("TimeControl")
            .and_then(|tc| Controls::parse(tc).ok().flatten())
    });
    Ok(super::Loaded {
        game: t.game,
        names: ByColor {
            white: super::pgn_name(pgn, "White"),
            black: super::pgn_name(pgn, "Black"),
        },
        imported: super::Imported::of(&pgn.tags, clocks, comments),
        controls,
        line: t.line,
    })
}
