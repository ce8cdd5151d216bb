//! A whole game in PGN: the export ([`export_pgn`], and the parts every exporter builds on,
//! [`pgn_record`] and [`annotate`]), the `Termination` tag both ways ([`termination`],
//! [`termination_reason`]), and the import of a read game into a [`Game`] ([`import_pgn`]).

use super::{Game, RuleSet};
use crate::rules::{Color, GameResult, Outcome, Reason};
use core::fmt;

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
    // ASCII only: every form matched is ASCII, and `str::to_lowercase` would ship Unicode's case tables.
    let t = tag.trim().to_ascii_lowercase();
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

/// Adds after each ply of `pgn` its comment (an empty text for none) with its `[%clk]` reading,
/// one comment by the one writer ([`crate::rules::pgn::with_clock`]: the reading after the words,
/// or first when the comment holds a second reading).
pub fn annotate(pgn: &mut crate::rules::PgnGame, clocks: &[Option<u64>], comments: &[String]) {
    for (i, pm) in pgn.moves.iter_mut().enumerate() {
        let text = comments.get(i).map_or("", |t| t.trim());
        let clock = clocks.get(i).copied().flatten();
        let comment = crate::rules::pgn::with_clock(text, clock);
        if !comment.is_empty() {
            pm.comments_after.push(comment);
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
mod tests {
    use super::*;
    use crate::rules::read_games;
    use crate::rules::Position;

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
        assert!(movetext.contains("1. e4 { [%clk 0:04:59] } 1... e5 { [%clk 0:05:00.5] } 2. Nf3 Nc6 { [%clk 0:01:01] } 3. Bb5 { [%clk 1:00:00] } *"), "{text}");
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
