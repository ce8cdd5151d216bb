//! Texts of going over a game (issue 30), in Spanish (usted, the terms of the FIDE Laws) and
//! English: the search field of the game lists and why an edit of the record was refused.

use super::{pick, Lang};
use crate::table::{Refusal, TreeError};

/// The labels of the review and search controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The search field of the import list and the archive (`data-field="pgn-search"`).
    Search,
    /// Its placeholder: where it looks.
    SearchHint,
    /// Said when no game is kept.
    NoneFound,
    /// The record's tree (`[data-review-tree]`).
    Tree,
    /// The comment field of the shown move.
    Comment,
    /// Saving it (`data-action="comment"`).
    SaveComment,
    /// Said of a move in a variation, in its accessible name.
    Variation,
    /// The group of symbols for the shown move.
    Symbols,
    /// Make the shown move's variation one step more main (`data-action="promote"`).
    Promote,
    /// Take the shown move and what follows it off the record (`data-action="delete-variation"`).
    Delete,
    /// The question before that: what goes with it.
    AskDelete,
    /// Yes to it (`data-action="confirm"`).
    ConfirmDelete,
    /// No to it (`data-action="cancel"`).
    KeepIt,
}

impl Label {
    /// The label in `lang`.
    pub fn text(self, lang: Lang) -> &'static str {
        let pair = match self {
            Label::Search => ["Buscar partidas", "Find games"],
            Label::SearchHint => [
                "Jugadores, torneo, lugar, fecha o apertura",
                "Players, event, site, date or opening",
            ],
            Label::NoneFound => [
                "Ninguna partida coincide con la búsqueda.",
                "No game matches the search.",
            ],
            Label::Tree => ["Planilla comentada", "Annotated record"],
            Label::Comment => [
                "Comentario de la jugada mostrada",
                "Comment on the move shown",
            ],
            Label::SaveComment => ["Guardar el comentario", "Save the comment"],
            Label::Variation => ["variante", "variation"],
            Label::Symbols => ["Signos de la jugada", "Symbols of the move"],
            Label::Promote => ["Subir la variante", "Promote the variation"],
            Label::Delete => ["Borrar desde aquí", "Delete from here"],
            Label::AskDelete => [
                "¿Borrar esta jugada y todo lo que la sigue, con sus comentarios y subvariantes?",
                "Delete this move and everything after it, with its comments and nested variations?",
            ],
            Label::ConfirmDelete => ["Sí, borrar", "Yes, delete"],
            Label::KeepIt => ["No, conservar", "No, keep it"],
        };
        pick(&pair, lang)
    }
}

/// Why an edit of the record under review was refused; `None` for any other refusal.
pub fn refusal_text(lang: Lang, r: Refusal) -> Option<&'static str> {
    let pair = match r {
        Refusal::ReadOnlyRecord => [
            "Durante la partida la planilla no se modifica: revísela al terminar.",
            "The record of a game in progress cannot be changed: go over it once the game ends.",
        ],
        Refusal::Record(TreeError::MainLine) => [
            "Las jugadas de la partida se conservan; solo las variantes se pueden cambiar.",
            "The game's own moves are kept; only variations can be changed.",
        ],
        Refusal::Record(TreeError::NothingToPromote) => {
            ["Ya es la línea principal.", "It is already the main line."]
        }
        Refusal::Record(TreeError::Illegal) => [
            "Esa jugada no es legal en esta posición.",
            "That move is not legal in this position.",
        ],
        Refusal::Record(TreeError::NoSuchNode) => [
            "Esa posición ya no está en la planilla.",
            "That position is no longer in the record.",
        ],
        _ => return None,
    };
    Some(pick(&pair, lang))
}

/// The accessible name of a symbol button of the review (`$1`…`$6`): "jugada buena" / "good move",
/// "error" / "mistake", "jugada muy buena" / "very good move", "error grave" / "blunder", "jugada
/// interesante" / "interesting move", "jugada dudosa" / "dubious move"; any other NAG, its symbol.
pub fn nag_name(lang: Lang, nag: u8) -> String {
    let pair = match nag {
        1 => ["jugada buena", "good move"],
        2 => ["error", "mistake"],
        3 => ["jugada muy buena", "very good move"],
        4 => ["error grave", "blunder"],
        5 => ["jugada interesante", "interesting move"],
        6 => ["jugada dudosa", "dubious move"],
        n => return nag_symbol(n).trim().to_string(),
    };
    pick(&pair, lang).to_string()
}

/// A NAG as players write it: `!`, `?`, `!!`, `??`, `!?`, `?!`, the usual position signs, else `$n`.
pub fn nag_symbol(nag: u8) -> String {
    let s = match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        7 => "□",
        10 => "=",
        13 => "∞",
        // "+=" and "=+" as players type them: ⩲ and ⩱ are missing from many fonts, which draw a box.
        14 => "+=",
        15 => "=+",
        16 => "±",
        17 => "∓",
        18 => "+−",
        19 => "−+",
        // ⊙ and ↻ where ⨀ and ⟳ are missing from many fonts.
        22 | 23 => "⊙",
        32 | 33 => "↻",
        // Initiative ↑ ($36/$37), attack → ($40/$41), as ChessBase and the Informant print them.
        36 | 37 => "↑",
        40 | 41 => "→",
        132 | 133 => "⇆",
        146 => "N",
        n => return format!(" ${n}"),
    };
    s.to_string()
}
