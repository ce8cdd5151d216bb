//! Texts of the position editor and demonstration mode (the teacher's board), in Spanish (usted,
//! the terms of the FIDE Laws) and English: the controls' labels, the palette's accessible names,
//! and each reason a position cannot be played, citing the Laws where they speak.

use super::errors::position_error;
use super::{color_name, pick, piece_name, Lang};
use crate::rules::{Board, CastlingSide, Color, PositionError, Rank, Role};
use crate::table::editor::Tool;

/// The labels of the editor's and demonstration mode's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The command that opens the editor (`data-action="editor"`).
    Editor,
    /// The palette's group name.
    Palette,
    /// The eraser in the palette.
    Eraser,
    /// Empty the board.
    Clear,
    /// The start position.
    Start,
    /// Turn the board round.
    Flip,
    /// The group of the side to move.
    Turn,
    /// The castling group.
    Castling,
    /// The en-passant field.
    EnPassant,
    /// The en-passant field's choice of no square.
    NoEnPassant,
    /// The FEN field.
    Fen,
    /// Start a game from the position.
    PlayFromHere,
    /// Demonstration mode's switch.
    Demo,
    /// What demonstration mode is, for its switch's description.
    DemoHint,
    /// Leaving demonstration mode: play on from the position?
    PlayOn,
    /// Leaving demonstration mode without playing: back to the game.
    BackToGame,
    /// The heading of the reasons a position cannot be played.
    NotLegal,
    /// Leave the editor without playing.
    CloseEditor,
    /// Pass and play's switch (`data-action="auto-flip"`).
    AutoFlip,
    /// The presentation view's switch (`data-action="present"`).
    Present,
    /// Leaving the presentation view (its own button's accessible name and tooltip; Escape too).
    LeavePresent,
    /// The presentation view's way out as its button shows it: one short word beside the top player's panel.
    LeavePresentShort,
    /// Keep the shown position (`data-action="save-position"`).
    SavePosition,
    /// The title field of a kept position.
    PositionTitle,
    /// The note field of a kept position.
    PositionNote,
    /// Keep it (`data-action="confirm"`).
    Keep,
    /// Do not keep it.
    Cancel,
    /// The heading of the saved positions in the archive.
    SavedPositions,
    /// No position saved yet.
    NoSavedPositions,
    /// A saved position with no title.
    Untitled,
    /// Open a saved position in the editor.
    OpenInEditor,
    /// Play a game from a saved position.
    PlayPosition,
    /// Remove a saved position.
    RemovePosition,
    /// Said once a saved position is removed, beside the way back.
    PositionRemoved,
    /// Put the removed position back (`data-action="undo"`).
    UndoRemove,
    /// Give a saved position the title typed (`data-action="saved-rename"`).
    RenamePosition,
    /// Export every saved position as one PGN file.
    ExportPositions,
    /// Read saved positions from a PGN file.
    ImportPositions,
    /// A position file that could not be read.
    PositionsUnread,
    /// The shown position cannot be kept (it cannot be played).
    PositionNotKept,
}

impl Label {
    /// The label in `lang`.
    pub fn text(self, lang: Lang) -> &'static str {
        let pair = match self {
            Label::Editor => ["Editor de posiciones", "Position editor"],
            Label::Palette => ["Piezas para colocar", "Pieces to place"],
            Label::Eraser => ["Borrador", "Eraser"],
            Label::Clear => ["Vaciar el tablero", "Clear the board"],
            Label::Start => ["Posición inicial", "Start position"],
            Label::Flip => ["Girar el tablero", "Flip board"],
            Label::Turn => ["Juegan", "To move"],
            Label::Castling => ["Enroque", "Castling"],
            Label::EnPassant => ["Captura al paso", "En passant"],
            Label::NoEnPassant => ["Ninguna", "None"],
            Label::Fen => ["Posición en FEN", "Position in FEN"],
            Label::PlayFromHere => ["Jugar desde aquí", "Play from here"],
            Label::Demo => ["Modo demostración", "Demonstration mode"],
            Label::DemoHint => [
                "Las piezas van a cualquier casilla, como en un tablero mural: sin reglas, sin reloj y sin planilla; las flechas se conservan.",
                "Pieces go to any square, as on a wall board: no rules, no clock and no scoresheet; the arrows stay.",
            ],
            Label::PlayOn => [
                "¿Jugar una partida desde esta posición?",
                "Play a game from this position?",
            ],
            Label::BackToGame => ["Volver a la partida", "Back to the game"],
            Label::NotLegal => [
                "Esta posición no se puede jugar:",
                "This position cannot be played:",
            ],
            Label::CloseEditor => ["Cerrar el editor", "Close the editor"],
            Label::AutoFlip => [
                "Girar el tablero tras cada jugada",
                "Turn the board after every move",
            ],
            Label::Present => ["Vista de presentación", "Presentation view"],
            Label::LeavePresent => ["Salir de la presentación", "Leave the presentation"],
            Label::LeavePresentShort => ["✕ Salir", "✕ Exit"],
            Label::SavePosition => ["Guardar la posición", "Save the position"],
            Label::PositionTitle => ["Título", "Title"],
            Label::PositionNote => ["Nota", "Note"],
            Label::Keep => ["Guardar", "Save"],
            Label::Cancel => ["Cancelar", "Cancel"],
            Label::SavedPositions => ["Posiciones guardadas", "Saved positions"],
            Label::NoSavedPositions => [
                "Aún no hay posiciones guardadas.",
                "No positions saved yet.",
            ],
            Label::Untitled => ["Sin título", "Untitled"],
            Label::OpenInEditor => ["Abrir en el editor", "Open in the editor"],
            Label::PlayPosition => [
                "Jugar desde esta posición",
                "Play from this position",
            ],
            Label::RemovePosition => ["Eliminar", "Remove"],
            Label::PositionRemoved => ["Posición eliminada.", "Position removed."],
            Label::UndoRemove => ["Deshacer", "Undo"],
            Label::RenamePosition => ["Cambiar el título", "Rename"],
            Label::ExportPositions => [
                "Exportar las posiciones (PGN)",
                "Export the positions (PGN)",
            ],
            Label::ImportPositions => [
                "Importar posiciones (PGN)",
                "Import positions (PGN)",
            ],
            Label::PositionsUnread => [
                "No se pudieron leer posiciones de ese archivo.",
                "No positions could be read from that file.",
            ],
            Label::PositionNotKept => [
                "Solo se puede guardar una posición que se pueda jugar.",
                "Only a position that can be played can be saved.",
            ],
        };
        pick(&pair, lang)
    }
}

/// Demonstration mode's note while it is on (`[data-mode="demo"]`) and its way out: "Modo demostración: la partida no
/// cambia." / "Salir".
pub fn demo_note(lang: Lang) -> (&'static str, &'static str) {
    (
        pick(
            &[
                "Modo demostración: las piezas van a cualquier casilla; la partida no cambia.",
                "Demonstration mode: pieces go to any square; the game does not change.",
            ],
            lang,
        ),
        pick(&["Salir de la demostración", "Leave demonstration"], lang),
    )
}

/// The labels of the teacher's commands in the menu, the page's first download, apart from
/// [`Label::text`] so that the menu does not carry every label of the editor's part: the editor,
/// demonstration mode and its hint, saving a position, the presentation view and pass and play
/// (any other label: the empty text).
pub fn menu_label(lang: Lang, label: Label) -> &'static str {
    let pair = match label {
        Label::Editor => ["Editor de posiciones", "Position editor"],
        Label::Demo => ["Modo demostración", "Demonstration mode"],
        Label::SavePosition => ["Guardar la posición", "Save the position"],
        Label::Present => ["Vista de presentación", "Presentation view"],
        Label::AutoFlip => [
            "Girar el tablero tras cada jugada",
            "Turn the board after every move",
        ],
        _ => ["", ""],
    };
    pick(&pair, lang)
}

/// A palette button's accessible name: the piece ("dama blanca" / "white queen") or the eraser.
pub fn tool_name(lang: Lang, tool: Tool) -> String {
    match tool {
        Tool::Piece(p) => piece_name(lang, p.color, p.role),
        Tool::Eraser => Label::Eraser.text(lang).to_string(),
    }
}

/// The side-to-move radio's label: "Blancas" / "White".
pub fn turn_label(lang: Lang, color: Color) -> &'static str {
    color_name(lang, color)
}

/// A castling checkbox's label: "Blancas, 0-0 (flanco de rey)" / "White, O-O (kingside)".
pub fn castling_label(lang: Lang, color: Color, side: CastlingSide) -> String {
    let which = match side {
        CastlingSide::King => ["0-0 (flanco de rey)", "O-O (kingside)"],
        CastlingSide::Queen => ["0-0-0 (flanco de dama)", "O-O-O (queenside)"],
    };
    [color_name(lang, color), ", ", pick(&which, lang)].concat()
}

/// The article of the Laws that a reason rests on, if they speak of it. A pawn on its own first
/// rank could never have stood there (3.7a, it only moves forward); on the far rank it must have
/// been promoted (3.7e).
pub fn article(e: PositionError, board: &Board) -> Option<&'static str> {
    Some(match e {
        PositionError::MissingKing(_) | PositionError::TooManyKings(_) => "2.2",
        PositionError::PawnOnBackRank(sq) => {
            let white = board.color_at(sq) == Some(Color::White);
            if white == (sq.rank() == Rank::Eighth) {
                "3.7e"
            } else {
                "3.7a"
            }
        }
        PositionError::TooManyPieces(_) => "2.2, 3.7e",
        PositionError::OppositeCheck => "3.9",
        PositionError::BadCastlingRights(_) => "3.8.ii.1",
        PositionError::BadEpSquare(_) => "3.7d",
        PositionError::ImpossibleCheck => return None,
    })
}

/// One reason the editor's position cannot be played, as a sentence with its article: "Las
/// blancas tienen más de un rey (Art. 2.2)." `board` is the editor's, to tell which pawn stands
/// where.
pub fn reason(lang: Lang, e: PositionError, board: &Board) -> String {
    let mut s = cap(&position_error(lang, e));
    if let Some(a) = article(e, board) {
        s.push_str(" (Art. ");
        s.push_str(a);
        s.push(')');
    }
    s.push('.');
    s
}

/// Every reason, one sentence each, for `[data-editor-error]`.
pub fn reasons(lang: Lang, errors: &[PositionError], board: &Board) -> Vec<String> {
    errors.iter().map(|&e| reason(lang, e, board)).collect()
}

/// The role's name for the palette's group headings ("Rey" / "King").
pub fn role_heading(lang: Lang, role: Role) -> String {
    cap(super::role_name(lang, role))
}

/// `text` with its first letter in capitals (the reasons start with an ASCII letter).
fn cap(text: &str) -> String {
    let mut s = text.to_string();
    if let Some(first) = s.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    s
}

/// Why a positions file could not be read, after [`Label::PositionsUnread`]: "No se pudieron leer
/// posiciones de ese archivo: la partida 2 tiene jugadas, y una posición guardada no tiene
/// ninguna." / "No positions could be read from that file: game 2 has moves, and a saved position
/// has none."; `None` (a file the browser could not read) gives the first sentence alone.
pub fn positions_error(lang: Lang, e: Option<&crate::table::positions::PositionsError>) -> String {
    use crate::table::positions::PositionsError as E;
    let head = Label::PositionsUnread.text(lang);
    let Some(e) = e else {
        return head.to_string();
    };
    let why = match e {
        E::Empty => pick(&["no contiene ninguna partida", "it holds no game"], lang).to_string(),
        E::HasMoves(i) => super::fill(
            pick(
                &[
                    "la partida {} tiene jugadas, y una posición guardada no tiene ninguna",
                    "game {} has moves, and a saved position has none",
                ],
                lang,
            ),
            &[&(i + 1).to_string()],
        ),
        // The reader's own words name the game, its line and column.
        E::Pgn(_, e) => super::pgn::pgn_error(lang, e),
        E::Fen(fen, e) => super::fill(
            pick(
                &[
                    "la posición {} no vale: {}",
                    "the position {} is not valid: {}",
                ],
                lang,
            ),
            &[fen, &super::errors::fen_error(lang, e)],
        ),
    };
    // "…de ese archivo." becomes "…de ese archivo: why."
    let why = why.trim_end_matches('.');
    [head.trim_end_matches('.'), ": ", why, "."].concat()
}
