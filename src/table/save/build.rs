//! The second half of reading a record: a [`Raw`] record built into a [`Table`], step by step,
//! each step checking what its part must agree with (the board, the line, the clock, the
//! envelope). The first line that disagrees refuses the whole record.

use super::read::{bad, parse, Raw};
use super::{SaveError, SaveProblem};
use crate::clock::TimeClass;
use crate::game::{Claim, Game, RuleSet};
use crate::rules::{GameResult, Outcome, Reason};
use crate::table::tournament::{self, Adjourned, Line, Played};
use crate::table::{side, EventTags, Imported, Table};

/// Parts of the record that disagree, on line `n` (0: the record as a whole).
fn wrong(n: usize, message: String) -> SaveError {
    SaveError {
        line: n,
        message,
        kind: SaveProblem::Inconsistent,
    }
}

/// A saved move that cannot be played, on line `n`.
fn unplayable(n: usize, message: String) -> SaveError {
    SaveError {
        line: n,
        message,
        kind: SaveProblem::Move,
    }
}

/// The table a raw record describes, or the first line that disagrees with the rest.
pub(super) fn table(mut raw: Raw<'_>) -> Result<Table, SaveError> {
    let mut game = record(&raw)?;
    let (played, line_end) = line(&raw, &game)?;
    ending(&raw, &mut game, &played, line_end)?;
    offer(&raw, &mut game, &played)?;
    let plies = game.moves().len() + played.len();
    imports(&mut raw, plies)?;
    if raw.controls.is_none() {
        raw.controls = raw.clock.as_ref().map(|(_, c)| c.controls());
    }
    clock(&raw, &game, &played, plies)?;
    let mut table = Table::new(game, raw.controls.take());
    if let Some((_, c)) = raw.clock.take() {
        table.clock = Some(c);
    }
    table.names = std::mem::take(&mut raw.names);
    table.event_tags = std::mem::take(&mut raw.event_tags);
    table.settings = raw.settings;
    table.presets = raw.presets;
    table.line = Line {
        played,
        offer: None,
        counts: raw.counts.unwrap_or_default(),
        replace: None,
        removed: std::mem::take(&mut raw.removed),
    };
    if raw.rules != RuleSet::Tournament && !table.line.removed.is_empty() {
        return Err(wrong(
            0,
            "removed moves outside tournament practice".to_string(),
        ));
    }
    at_the_board(&raw, &mut table)?;
    adjournment(&mut raw, &mut table)?;
    let mut parts = raw_club(&mut raw);
    table.added = raw.added;
    if let (Some(n), None) = (raw.taught, &raw.imported) {
        return Err(wrong(n, "work added without a record".to_string()));
    }
    table.taught = raw.taught.is_some();
    table.imported = raw.imported;
    table.revision = raw.revision;
    club(&mut parts, &mut table, plies)?;
    Ok(table)
}

/// The club evening's parts of a record, taken out of the raw record.
struct Club {
    draw_odds: Option<crate::rules::Color>,
    offer_marks: (usize, Vec<usize>),
    quickplay: Option<(usize, crate::table::Quickplay)>,
}

fn raw_club(raw: &mut Raw<'_>) -> Club {
    Club {
        draw_odds: raw.draw_odds,
        offer_marks: std::mem::take(&mut raw.offer_marks),
        quickplay: raw.quickplay.take(),
    }
}

/// Draw odds, the offer marks (each after a move played, in order) and a quickplay claim (made at a
/// ply of the record; one waiting for the arbiter only in a game that has not ended).
fn club(c: &mut Club, table: &mut Table, plies: usize) -> Result<(), SaveError> {
    table.draw_odds = c.draw_odds;
    let (n, marks) = std::mem::take(&mut c.offer_marks);
    if marks.iter().any(|&p| p == 0 || p > plies) || marks.windows(2).any(|w| w[0] >= w[1]) {
        return Err(wrong(
            n,
            "offer marks outside the record or out of order".to_string(),
        ));
    }
    table.offer_marks = marks;
    if let Some((n, q)) = c.quickplay {
        if q.plies > table.game.moves().len() || (q.blocks_play() && table.game.is_over()) {
            return Err(wrong(
                n,
                "quickplay claim that does not fit the record".to_string(),
            ));
        }
        table.quickplay = Some(q);
    }
    Ok(())
}

/// The legal record: the start position with its moves played.
fn record(raw: &Raw<'_>) -> Result<Game, SaveError> {
    let mut game = Game::new(raw.start.clone(), raw.rules);
    let (n, moves) = raw.moves;
    for (k, uci) in moves.split_whitespace().enumerate() {
        game.play_uci(uci)
            .map_err(|e| unplayable(n, format!("move {} \"{uci}\": {e}", k + 1)))?;
    }
    Ok(game)
}

/// The tournament line after the record, replayed, and the ending its last move brought about; only
/// in tournament practice, and not after the end of the game.
fn line(raw: &Raw<'_>, game: &Game) -> Result<(Vec<Played>, Option<Outcome>), SaveError> {
    let clock_controls = raw.clock.as_ref().map(|(_, c)| c.controls());
    let class = TimeClass::of(raw.controls.as_ref().or(clock_controls.as_ref()));
    let (n, moves) = raw.line_moves;
    let (played, line_end) = replay_line(game, moves, class).map_err(|m| unplayable(n, m))?;
    if !played.is_empty() && raw.rules != RuleSet::Tournament {
        return Err(wrong(
            n,
            "a line of moves outside tournament practice".to_string(),
        ));
    }
    if !played.is_empty() && game.is_over() {
        return Err(wrong(n, "moves after the end of the game".to_string()));
    }
    Ok((played, line_end))
}

/// The recorded ending: where the board (or the line) ends the game, the record must say the same;
/// otherwise it must be an ending the players or the clock can bring about, and it is restored.
fn ending(
    raw: &Raw<'_>,
    game: &mut Game,
    played: &[Played],
    line_end: Option<Outcome>,
) -> Result<(), SaveError> {
    let Some((n, value)) = raw.end else {
        if line_end.is_some() {
            return Err(wrong(
                raw.line_moves.0,
                "the line ends the game, the record does not".to_string(),
            ));
        }
        return Ok(());
    };
    let outcome = parse_end(value).map_err(|m| bad(n, m))?;
    let board_says = if played.is_empty() {
        game.outcome()
    } else {
        line_end
    };
    match board_says {
        // The board already ends the game: the record must agree with it.
        Some(o) if o != outcome => Err(wrong(
            n,
            format!(
                "the record says {} {}, the board says {} {}",
                outcome.reason.as_str(),
                outcome.result.as_str(),
                o.reason.as_str(),
                o.result.as_str()
            ),
        )),
        Some(_) => Ok(()),
        None => {
            let claimed_draw = matches!(
                outcome.reason,
                Reason::ThreefoldRepetition | Reason::FiftyMoves
            );
            if !played.is_empty() && claimed_draw {
                return Err(wrong(
                    n,
                    "no draw claim while an illegal move stands".to_string(),
                ));
            }
            check_end(game, outcome).map_err(|m| wrong(n, m))?;
            game.restore_outcome(outcome);
            Ok(())
        }
    }
}

/// The draw offer pending on the record (none while a line stands: the line keeps its own).
fn offer(raw: &Raw<'_>, game: &mut Game, played: &[Played]) -> Result<(), SaveError> {
    let Some((n, c)) = raw.offer else {
        return Ok(());
    };
    if !played.is_empty() {
        return Err(wrong(
            n,
            "a draw offer on the record while a line stands".to_string(),
        ));
    }
    game.offer_draw(c)
        .map_err(|e| wrong(n, format!("draw offer by {}: {e}", c.name())))
}

/// What an imported game brought: its tags, and its comments and clock readings placed at their
/// plies, which must be among the game's `plies`. Tags, comments or readings need `import-plies`.
fn imports(raw: &mut Raw<'_>, plies: usize) -> Result<(), SaveError> {
    let tags = std::mem::take(&mut raw.tags);
    let record = raw.record.take();
    let comments = std::mem::take(&mut raw.comments);
    let clks = std::mem::take(&mut raw.clks);
    let Some(i) = raw.imported.as_mut() else {
        if !tags.is_empty() || !comments.is_empty() || !clks.is_empty() || record.is_some() {
            return Err(wrong(
                0,
                "tags or comments without import-plies".to_string(),
            ));
        }
        return Ok(());
    };
    if i.plies > plies {
        return Err(wrong(
            0,
            format!("{} imported plies, {plies} moves", i.plies),
        ));
    }
    i.tags = tags;
    event_from_tags(i, &mut raw.event_tags);
    i.comments = vec![String::new(); i.plies];
    for (n, ply, text) in comments {
        *i.comments
            .get_mut(ply.wrapping_sub(1))
            .ok_or_else(|| wrong(n, format!("comment for ply {ply}")))? = text;
    }
    i.clocks = vec![None; i.plies];
    for (n, ply, ms) in clks {
        *i.clocks
            .get_mut(ply.wrapping_sub(1))
            .ok_or_else(|| wrong(n, format!("clock reading for ply {ply}")))? = Some(ms);
    }
    // Read when the record is shown (`Table::record`), which falls back to the moves and the
    // comments above if it does not read.
    i.record = record.map(|(_, text)| text);
    Ok(())
}

/// Records written before the table kept them held an imported game's event, round and board
/// among its tags: they become the table's, unless the record gives its own.
fn event_from_tags(i: &mut Imported, event_tags: &mut EventTags) {
    let old = EventTags::take_from(&mut i.tags);
    for (mine, theirs) in [
        (&mut event_tags.event, old.event),
        (&mut event_tags.round, old.round),
        (&mut event_tags.board, old.board),
    ] {
        if mine.is_empty() {
            *mine = theirs;
        }
    }
}

/// The clock must have seen no more moves than the board, and run for the side the board has to
/// move. In clock-only mode the board is elsewhere: the clock is read as it is; beside a real board (the
/// recorder) it may be ahead of the record by the dashes, and runs for the side the dashes leave to move.
fn clock(raw: &Raw<'_>, game: &Game, played: &[Played], plies: usize) -> Result<(), SaveError> {
    let Some((n, c)) = &raw.clock else {
        return Ok(());
    };
    let moved = c.history().len();
    if raw.settings.clock_only && !raw.settings.recorder {
        return Ok(());
    }
    let dashes = if raw.settings.recorder {
        moved.saturating_sub(plies)
    } else {
        0
    };
    // The clock may have seen fewer moves than the board when it started after an import.
    if moved > plies + dashes {
        return Err(wrong(
            *n,
            format!("the clock saw {moved} moves, the board {plies}"),
        ));
    }
    // The clock must run for the side the board has to move, or no move could be pressed.
    let turn = played
        .last()
        .map_or_else(|| game.position().turn(), |p| p.after.turn);
    let turn = if dashes % 2 == 1 { turn.other() } else { turn };
    if c.turn() != side(turn) {
        return Err(wrong(
            *n,
            format!(
                "the clock is for {}, the board has {} to move",
                c.turn(),
                turn.name()
            ),
        ));
    }
    Ok(())
}

/// What stands at the board with the pieces: the line's offer, the replacement move due, the
/// touched piece and an announced claim, each kept only where the board allows it.
fn at_the_board(raw: &Raw<'_>, table: &mut Table) -> Result<(), SaveError> {
    let line_empty = table.line.played.is_empty();
    let over = table.game.is_over();
    let turn = table.turn();
    if let Some((n, c)) = raw.line_offer {
        if line_empty || over || c != turn.other() {
            return Err(wrong(n, format!("draw offer by {} on the line", c.name())));
        }
        table.line.offer = Some(c);
    }
    if let Some((n, r)) = raw.replace {
        let board = table.board();
        let legal = board.legal_moves();
        let fits = raw.rules == RuleSet::Tournament
            && !over
            && legal.iter().any(|m| m.from() == r.piece)
            && r.capture.is_none_or(|sq| {
                legal
                    .iter()
                    .any(|m| m.from() == r.piece && m.to() == sq && m.is_capture())
            });
        if !fits {
            return Err(wrong(n, format!("no replacement move with {}", r.piece)));
        }
        table.line.replace = Some(r);
    }
    // Only a piece of the side to move that can move binds (as Intent::Touch decides).
    table.touched = raw.touched.filter(|&sq| {
        table.board().board.color_at(sq) == Some(turn)
            && raw.settings.touch_move
            && table.movable(sq)
    });
    if let Some(r) = table.line.replace {
        table.touched = Some(r.piece);
    }
    table.claim_pending = raw.claim.filter(|&c| line_empty && c == turn);
    Ok(())
}

/// An adjourned game: the envelope and the sealed move together, fitting the board and the clock;
/// a resuming date or an offer in the envelope only with them.
fn adjournment(raw: &mut Raw<'_>, table: &mut Table) -> Result<(), SaveError> {
    let line_empty = table.line.played.is_empty();
    let over = table.game.is_over();
    match (raw.adjourned.take(), raw.sealed.take()) {
        (None, None) => {}
        (Some((n, mut e)), Some(text)) => {
            let pos = table.game.position();
            let fits = !over
                && line_empty
                && e.sealer == pos.turn()
                && e.move_number == pos.fullmoves()
                && e.times.is_some() == table.clock.is_some()
                && !text.trim().is_empty();
            if !fits {
                return Err(wrong(n, "the envelope does not fit the board".to_string()));
            }
            e.offer = raw.envelope_offer;
            table.adjourned = Some(Adjourned {
                envelope: e,
                sealed: text,
                resume_at: raw.resume_at.take().map(|(_, d)| d).unwrap_or_default(),
            });
        }
        _ => {
            return Err(wrong(
                0,
                "an adjournment needs both the envelope and the sealed move".to_string(),
            ))
        }
    }
    if let Some((n, _)) = raw.resume_at {
        return Err(wrong(
            n,
            "a resuming date without an adjournment".to_string(),
        ));
    }
    if raw.envelope_offer.is_some() && table.adjourned.is_none() {
        return Err(wrong(
            0,
            "envelope-offer without an adjournment".to_string(),
        ));
    }
    Ok(())
}

/// An ending the board does not show must be one the players or the clock can bring about, with
/// the result it gives: a recorded "checkmate" on a board without mate is not believed.
fn check_end(game: &Game, o: Outcome) -> Result<(), String> {
    let draw = o.result == GameResult::Draw;
    let fits = match o.reason {
        Reason::Agreement | Reason::TimeoutInsufficientMaterial => draw,
        Reason::Resignation | Reason::Timeout => !draw,
        Reason::ThreefoldRepetition => {
            draw && game.claims_now().contains(&Claim::ThreefoldRepetition)
        }
        Reason::FiftyMoves => draw && game.claims_now().contains(&Claim::FiftyMoves),
        // Decided by claims and sealed moves the board does not show; any result may follow.
        Reason::IllegalMove => game.rules() == RuleSet::Tournament,
        Reason::SealedMove => true,
        // An arbiter's decision on a quickplay claim (10.2, Appendix D): a draw or the opponent's win.
        Reason::QuickplayFinish => true,
        _ => false,
    };
    if fits {
        Ok(())
    } else {
        Err(format!(
            "the board does not show \"{} {}\"",
            o.reason.as_str(),
            o.result.as_str()
        ))
    }
}

/// Replays a tournament line after the game's record: the moves, whether each was illegal, and the
/// ending its last move brought about.
fn replay_line(
    game: &Game,
    text: &str,
    class: TimeClass,
) -> Result<(Vec<Played>, Option<Outcome>), String> {
    let mut played: Vec<Played> = Vec::new();
    let mut ending = None;
    let mut board = game.position().to_setup_as_played();
    for (k, uci) in text.split_whitespace().enumerate() {
        let bad = |why: &str| format!("line move {} \"{uci}\": {why}", k + 1);
        if ending.is_some() {
            return Err(bad("after the end of the game"));
        }
        let (from, to, promotion) =
            tournament::uci_squares(uci).ok_or_else(|| bad("not a move"))?;
        let m = tournament::find_move(&board, from, to, promotion, true)
            .map_err(|_| bad("no piece can go there"))?;
        let legal = board.is_legal(m);
        if played.is_empty() && legal {
            return Err(bad("the line starts with a legal move"));
        }
        let p = Played::new(board, m);
        if !legal
            && class != TimeClass::Blitz
            && p.after.in_check(p.by)
            && p.after.in_check(p.by.other())
        {
            return Err(bad(
                "both kings in check: the arbiter would have stepped in",
            ));
        }
        ending = p.ending();
        board = p.after.clone();
        played.push(p);
    }
    Ok((played, ending))
}

/// An `end` line's value: the reason, then the result.
fn parse_end(value: &str) -> Result<Outcome, String> {
    let (reason, result) = value.split_once(' ').unwrap_or((value, ""));
    let reason = Reason::parse(reason).ok_or_else(|| format!("unknown ending \"{reason}\""))?;
    let result = GameResult::parse(result).ok_or_else(|| format!("unknown result \"{result}\""))?;
    Ok(Outcome { result, reason })
}

impl Table {
    /// Reads a record of format 1 or 2, the clock (paused) placed on the caller's time base at `now_ms`:
    /// its lines are read first (`read.rs`), then built into the table (`build.rs`).
    ///
    /// # Errors
    /// [`SaveError`] naming the line for an unknown format, an unknown key, a bad value or a move
    /// that cannot be played; nothing is half-read.
    pub fn from_record(text: &str, now_ms: u64) -> Result<Table, SaveError> {
        table(parse(text, now_ms)?)
    }
}
