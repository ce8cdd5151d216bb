//! A move typed in SAN (`input[data-field="san"]`), read where a drop would be read in the board's mode: on the
//! record's node while an editable record is gone over, by the pieces' own movement in tournament practice, on the
//! live position otherwise. The move found then goes the way a dropped one goes ([`super::Page::route`]).

use super::{Mode, Shown};
use crate::rules::san::{resolve, resolve_in, Lang, SanError};
use crate::rules::{Move, Position};
use crate::table::{Refusal, Snapshot};

/// Why a typed text is no move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The board shows the editor's or demonstration mode's board: a typed move would be the game's, unseen.
    OffGame,
    /// The table takes no move now (over, paused, a question open…).
    Blocked(Refusal),
    /// Tournament practice: the text names no movement of a piece on the board as it stands (nothing is said about
    /// legality before a claim, 7.4).
    NoMovement(SanError),
    /// The rules refuse it in this position (with the position, to say why).
    Rules(SanError, Position),
}

/// Where a typed move is read, and whether the page goes back to the live game first (a read-only record under
/// review: the move is the game's).
pub fn read(shown: &Shown, snap: &Snapshot, text: &str, lang: Lang) -> Result<(Move, bool), Typed> {
    if shown.mode.off_game() {
        return Err(Typed::OffGame);
    }
    let on_record = matches!(shown.mode, Mode::Review { editable: true });
    if !on_record {
        if let Some(r) = snap.blocked() {
            return Err(Typed::Blocked(r));
        }
    }
    let back_to_game = matches!(shown.mode, Mode::Review { editable: false });
    if let (false, Some(board)) = (on_record, snap.movement_board()) {
        let moves = board.movements();
        return resolve_in(text, lang, &moves)
            .map(|m| (m, back_to_game))
            .map_err(Typed::NoMovement);
    }
    let pos = if on_record {
        shown.pos.clone()
    } else {
        snap.position.clone()
    };
    match resolve(&pos, text, lang) {
        Ok(m) => Ok((m, back_to_game)),
        Err(e) => Err(Typed::Rules(e, pos)),
    }
}
