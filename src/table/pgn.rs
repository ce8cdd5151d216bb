//! PGN in and out of the table, for every rule set: one import ([`load`]) that makes a read game
//! into a [`Loaded`] with the note to show, and one export ([`Table::export_pgn`]). Tournament
//! practice has its own reading and writing (`tournament/pgn.rs`), which these call; the views
//! never choose between them.
//!
//! A move's comments and its clock reading are taken apart by one rule,
//! [`crate::rules::pgn::comment_parts`], here ([`notes_of`]) as in the import preview.

use super::{pgn_name, tournament, Controls, Imported, Loaded, Table};
use crate::game::{import_pgn, ImportError, PgnImport, RuleSet};
use crate::rules::pgn::comment_parts;
use crate::rules::{ByColor, Outcome, PgnGame};

/// What a loaded game's player is told about its result beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadNote {
    /// The PGN's result contradicts the board, which decides.
    ResultDiffers {
        /// The result the PGN says.
        said: String,
        /// The ending on the board.
        board: Option<Outcome>,
    },
}

/// Why a read game cannot be put on the table (worded in `text::pgn::load_error`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// A move that cannot be played, and where.
    Move(ImportError),
    /// Play was to go on, but the game is already over on the board: it can only be reviewed.
    Finished,
}

impl From<ImportError> for LoadError {
    fn from(e: ImportError) -> LoadError {
        LoadError::Move(e)
    }
}

/// A read game made ready for the table: see [`load`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnLoad {
    /// What [`super::Intent::Load`] puts on the table.
    pub loaded: Loaded,
    /// What to tell the player about the result, if anything.
    pub note: Option<LoadNote>,
}

/// Makes a read game into a [`Loaded`] under `rules`, the table's rule set.
///
/// A tournament-practice record ([`tournament::is_practice_record`]), or any game read at the
/// board (`at_board`, read with [`tournament::at_the_board`]), loads as a whole tournament table
/// ([`tournament::loaded_from_pgn`]: its line, its removals, its own marks dropped from the
/// comments); any other game through [`import_pgn`], ended as its result says. To review
/// (`play_on` false) the game keeps its result and gets no clock (a practice record's
/// `TimeControl` sets one, stopped). To play on, the result is taken as `*` and the game goes on
/// with `controls`, the table's time control, on a new clock.
///
/// # Errors
/// [`LoadError::Move`] for a move that cannot be put on the board; [`LoadError::Finished`] when
/// play is to go on from a game the board has already ended.
pub fn load(
    pgn: &PgnGame,
    rules: RuleSet,
    play_on: bool,
    at_board: bool,
    controls: Option<Controls>,
) -> Result<PgnLoad, LoadError> {
    let controls = controls.filter(|_| play_on);
    let live;
    let read = if play_on {
        live = PgnGame {
            result: "*".to_string(),
            ..pgn.clone()
        };
        &live
    } else {
        pgn
    };
    let (loaded, note) = if at_board || tournament::is_practice_record(pgn) {
        (tournament::loaded_from_pgn(read, controls)?, None)
    } else {
        imported(read, rules, controls)?
    };
    if play_on && loaded.game.is_over() {
        return Err(LoadError::Finished);
    }
    Ok(PgnLoad { loaded, note })
}

/// Any game but a practice record: [`import_pgn`], the note it gives, the names and tags.
fn imported(
    pgn: &PgnGame,
    rules: RuleSet,
    controls: Option<Controls>,
) -> Result<(Loaded, Option<LoadNote>), ImportError> {
    let PgnImport {
        game,
        inferred,
        result_differs,
        ..
    } = import_pgn(pgn, rules)?;
    // A result the board does not show is recorded with the closest reason for the export, but told as the file's
    // result alone in the status line ([`Table::result_from_pgn`]): no note repeats it.
    let note = (inferred.is_none() && result_differs).then(|| LoadNote::ResultDiffers {
        said: pgn.result.clone(),
        board: game.outcome(),
    });
    let (clocks, comments) = notes_of(pgn, &[]);
    let loaded = Loaded {
        game,
        names: names_of(pgn),
        imported: Imported {
            record: Some(crate::game::tree::Tree::from_pgn(pgn).to_line()),
            ..Imported::of(&pgn.tags, clocks, comments)
        },
        controls,
        line: Default::default(),
    };
    Ok((loaded, note))
}

/// The players' names of a read game ([`pgn_name`]).
pub(in crate::table) fn names_of(pgn: &PgnGame) -> ByColor<String> {
    ByColor {
        white: pgn_name(pgn, "White"),
        black: pgn_name(pgn, "Black"),
    }
}

/// Each move's clock reading and comment, by [`comment_parts`]: the reading is the first of its
/// comments that has one, the comment its comments after it less that reading (a later reading
/// stays, in its order), joined by a space, those equal to one of `marks` (an exporter's own notes)
/// left out.
pub fn notes_of(pgn: &PgnGame, marks: &[String]) -> (Vec<Option<u64>>, Vec<String>) {
    pgn.moves
        .iter()
        .map(|m| {
            let mut clock = None;
            let mut kept = Vec::new();
            for c in &m.comments_after {
                let mut parts = comment_parts(c);
                if clock.is_some() && parts.clock.is_some() {
                    // A second reading stays in its comment, in its place.
                    parts.kept = c.split_whitespace().collect::<Vec<_>>().join(" ");
                }
                clock = clock.or(parts.clock);
                if !parts.kept.is_empty() && !marks.contains(&parts.kept) {
                    kept.push(parts.kept);
                }
            }
            (clock, kept.join(" "))
        })
        .unzip()
}

impl Table {
    /// The game on the table as PGN, for every rule set: its tags ([`Table::pgn_tags`], `today` a
    /// PGN date for a game that has none), the clock reading after each ply
    /// ([`Table::clock_readings`]) and an imported game's comments; in tournament practice its line
    /// and removed moves too ([`tournament::export_pgn`]), an adjourned game's sealed move never.
    pub fn export_pgn(&self, today: &str) -> String {
        crate::rules::write_game(&self.export_record(today))
    }

    /// The PGN game [`Table::export_pgn`] writes.
    pub(in crate::table) fn export_record(&self, today: &str) -> PgnGame {
        let tags = self.pgn_tags(today);
        let clocks = self.clock_readings();
        let tree = self.imported().is_some_and(|i| i.record.is_some());
        if tree && self.game.rules() != RuleSet::Tournament && self.line.played.is_empty() {
            // The record's tree: its comments, symbols, shapes and variations.
            let mut pgn = crate::game::pgn_record(&self.game, &tags);
            self.record_into(&mut pgn, &clocks);
            return pgn;
        }
        let mut comments = self
            .imported()
            .map(|m| m.comments.clone())
            .unwrap_or_default();
        self.mark_offers(&mut comments);
        tournament::export_record(self, &tags, &clocks, &comments)
    }

    /// Adds the offer mark "(=)" (9.1b) to the comment of each move after which a draw was offered,
    /// `comments` one per ply (made longer as needed).
    pub(in crate::table) fn mark_offers(&self, comments: &mut Vec<String>) {
        for &ply in &self.offer_marks {
            if comments.len() < ply {
                comments.resize(ply, String::new());
            }
            let text = &mut comments[ply - 1];
            if !text
                .split_whitespace()
                .any(|w| w == super::tags::OFFER_MARK)
            {
                if !text.is_empty() {
                    text.push(' ');
                }
                text.push_str(super::tags::OFFER_MARK);
            }
        }
    }
}
