//! Tournament-practice games in PGN: the export (the line after the legal record, the marks and the
//! removed moves as comments) and reading it back into a table.

use super::{long_notation, Mark, Played, Removal};
use crate::clock::Controls;
use crate::game::{Game, ImportError, ImportFault, RuleSet};
use crate::rules::{Color, GameResult, Lang, Move, Outcome, Position, Reason, Setup};
use crate::table::Table;

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
    crate::rules::write_game(&export_record(t, tags, clocks, comments))
}

/// The PGN game [`export_pgn`] writes.
pub(in crate::table) fn export_record(
    t: &Table,
    tags: &[(String, String)],
    clocks: &[Option<u64>],
    comments: &[String],
) -> crate::rules::PgnGame {
    let g = &t.game;
    let mut pgn = crate::game::pgn_record(g, tags);
    let marks = t.line_marks();
    for (p, mark) in t.line.played.iter().zip(marks) {
        let moves = p.before.movements();
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
    pgn
}

/// The moves of a position's pieces by their own movement, for reading records of play at the
/// board ([`crate::rules::pgn::ReadOptions::at_the_board`]).
pub fn movements_of(p: &Position) -> Vec<Move> {
    p.to_setup_as_played().movements()
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
fn table_of_pgn(pgn: &crate::rules::PgnGame) -> Result<Table, ImportError> {
    let mut t = Table::new(Game::new(pgn.start.clone(), RuleSet::Tournament), None);
    for (i, pm) in pgn.moves.iter().enumerate() {
        restore_removals(&mut t, pgn, i);
        let bad = |fault: ImportFault, why: &str| ImportError::at(pgn, i + 1, fault, why);
        let m = pm
            .mv
            .ok_or_else(|| bad(ImportFault::NullMove, "a null move"))?;
        if t.game.is_over() {
            return Err(bad(ImportFault::AfterEnd, "after the end of the game"));
        }
        let board = t.board();
        if board.movement(m.from(), m.to(), m.promotion(), true) != Ok(m) {
            return Err(bad(ImportFault::NotOnBoard, "not a move on the board"));
        }
        let legal = board.is_legal(m);
        if t.line.played.is_empty() && legal {
            t.game
                .play(m)
                .map_err(|e| bad(ImportFault::Illegal, &e.to_string()))?;
            continue;
        }
        let played = Played::new(board, m);
        if let Some(o) = played.ending() {
            t.game.restore_outcome(o);
        }
        t.line.played.push(played);
    }
    restore_removals(&mut t, pgn, pgn.moves.len());
    let result = GameResult::parse(pgn.result.trim());
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
        let mv = board
            .movements()
            .into_iter()
            .find(|&m| long_notation(m, Lang::En) == long)?;
        let illegal = !board.is_legal(mv);
        if illegal != said_illegal || (moves.is_empty() && !illegal) {
            return None;
        }
        let played = Played::new(board, mv);
        board = played.after.clone();
        moves.push(played);
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

/// A tournament-practice record (read with [`at_the_board`]) ready for [`crate::table::Intent::Load`] as
/// a whole table: the game and its line as [`table_from_pgn`] reads them, the players' names and
/// the other tags, each move's `[%clk]` reading and comments
/// ([`crate::table::pgn::notes_of`]), less the marks the export writes (the table marks its moves
/// itself). With `controls`, play goes on with a new clock; without,
/// the record's `TimeControl` tag, if it reads, sets the clock (stopped) and so the time class
/// that decides which illegal moves stood (A4c, B3c). The notes of removed moves come back as
/// removals (and count against their authors, 7.4b), not as comments.
///
/// # Errors
/// As [`table_from_pgn`]: the half-move that does not fit, and why.
pub fn loaded_from_pgn(
    pgn: &crate::rules::PgnGame,
    controls: Option<Controls>,
) -> Result<crate::table::Loaded, crate::game::ImportError> {
    let t = table_of_pgn(pgn)?;
    let mut marks = vec![
        STOOD_NOTE.to_string(),
        claimed_note(Color::White),
        claimed_note(Color::Black),
    ];
    marks.extend(t.line.removed.iter().map(removal_comment));
    let (clocks, comments) = crate::table::pgn::notes_of(pgn, &marks);
    let controls = controls.or_else(|| {
        pgn.tag("TimeControl")
            .and_then(|tc| Controls::parse(tc).ok().flatten())
    });
    Ok(crate::table::Loaded {
        game: t.game,
        names: crate::table::pgn::names_of(pgn),
        imported: crate::table::Imported::of(&pgn.tags, clocks, comments),
        controls,
        line: t.line,
    })
}
