//! The language findings of issue 44, each fixed in `src/text` and shown here in both languages
//! (the closing note's table lists them with the text before and after).

use escaque::rules::pgn::read_games;
use escaque::rules::{Board, PositionError, Square};
use escaque::table::positions::{from_pgn, PositionsError};
use escaque::text::editor::{menu_label, positions_error, reason, Label};
use escaque::text::lessons::{end_explanation, LAWS_TEXT};
use escaque::text::pgn::comment_lines;
use escaque::text::review::{nag_name, nag_symbol};
use escaque::text::setup::class_line;
use escaque::text::{Lang, Later, Msg, Rec};

#[test]
fn initiative_and_attack_glyphs_the_right_way_round() {
    assert_eq!(nag_symbol(36), "↑");
    assert_eq!(nag_symbol(37), "↑");
    assert_eq!(nag_symbol(40), "→");
    assert_eq!(nag_symbol(41), "→");
}

#[test]
fn the_symbol_buttons_have_names() {
    let es: Vec<String> = (1..=6).map(|n| nag_name(Lang::Es, n)).collect();
    let en: Vec<String> = (1..=6).map(|n| nag_name(Lang::En, n)).collect();
    assert_eq!(
        es,
        [
            "jugada buena",
            "error",
            "jugada muy buena",
            "error grave",
            "jugada interesante",
            "jugada dudosa"
        ]
    );
    assert_eq!(
        en,
        [
            "good move",
            "mistake",
            "very good move",
            "blunder",
            "interesting move",
            "dubious move"
        ]
    );
}

#[test]
fn the_part_missing_notice_claims_nothing_about_the_board() {
    // Shown over a fresh board when the save could not be read: it must not say the game goes on.
    let es = Msg::PartMissing.text(Lang::Es);
    let en = Msg::PartMissing.text(Lang::En);
    assert!(!es.contains("sigue en el tablero"), "{es}");
    assert!(!en.contains("stays on the board"), "{en}");
    assert!(es.contains("recargue") && en.contains("reload"));
    // The unread-save notice asks to reload; its Reload button is `Later::Reload`.
    assert!(Later::SaveUnread.text(Lang::Es).contains("Recargue"));
    assert_eq!(Later::Reload.text(Lang::Es), "Recargar");
}

#[test]
fn the_import_preview_numbers_its_comments_in_the_page_s_language() {
    let g = read_games("{Game} 1. e4 e5 2. Nf3 {The knight [%clk 0:01:00]} Nc6 {and back} *")
        .remove(0)
        .unwrap();
    assert_eq!(
        comment_lines(Lang::Es, &g, 100),
        ["Game", "2. Cf3: The knight", "2…Cc6: and back"]
    );
    assert_eq!(
        comment_lines(Lang::En, &g, 100),
        ["Game", "2. Nf3: The knight", "2...Nc6: and back"]
    );
    assert_eq!(comment_lines(Lang::Es, &g, 1), ["Game"]);
}

#[test]
fn archivo_is_a_file_and_the_games_kept_are_partidas_guardadas() {
    for t in [
        Rec::Archive,
        Rec::ConfirmDelete,
        Rec::StoreRefused,
        Rec::ArchiveRefused,
        Rec::ExportArchive,
        Rec::ArchiveNearFull,
        Rec::ArchiveUnreadable,
    ] {
        let es = t.text(Lang::Es);
        assert!(!es.to_lowercase().contains("archiv"), "{t:?}: {es}");
    }
    assert_eq!(Rec::Archive.text(Lang::Es), "Partidas guardadas");
    assert!(!Later::AskDiscard.text(Lang::Es).contains("archivo"));
    assert!(!escaque::text::imports::migrated(Lang::Es, 2).contains("archivo"));
    // A file is still an "archivo".
    assert_eq!(
        Rec::FileUnreadable.text(Lang::Es),
        "No se pudo leer el archivo."
    );
}

#[test]
fn editor_words_name_one_thing_one_way() {
    assert_eq!(Label::Editor.text(Lang::Es), "Editor de posiciones");
    assert_eq!(menu_label(Lang::Es, Label::Editor), "Editor de posiciones");
    assert_eq!(Label::CloseEditor.text(Lang::Es), "Cerrar el editor");
    assert_eq!(Label::Editor.text(Lang::En), "Position editor");
    assert_eq!(
        Label::PlayPosition.text(Lang::Es),
        "Jugar desde esta posición"
    );
    assert_eq!(
        Label::PlayPosition.text(Lang::En),
        "Play from this position"
    );
    let flip = menu_label(Lang::Es, Label::AutoFlip);
    assert!(!flip.contains("Pasar y jugar"), "{flip}");
    assert_eq!(flip, Label::AutoFlip.text(Lang::Es));
    // Every reason a sentence with a verb.
    let board = Board::default();
    assert_eq!(
        reason(Lang::En, PositionError::BadCastlingRights(Square::A8), &board),
        "There is a castling right with a8, but the king or the rook is not in place (Art. 3.8.ii.1)."
    );
}

#[test]
fn importing_positions_says_why_it_failed() {
    let has_moves = from_pgn("[Event \"a\"]\n\n1. e4 *\n", false).unwrap_err();
    assert_eq!(has_moves, PositionsError::HasMoves(0));
    assert_eq!(
        positions_error(Lang::Es, Some(&has_moves)),
        "No se pudieron leer posiciones de ese archivo: la partida 1 tiene jugadas, y una posición guardada no tiene ninguna."
    );
    assert_eq!(
        positions_error(Lang::En, Some(&has_moves)),
        "No positions could be read from that file: game 1 has moves, and a saved position has none."
    );
    let empty = from_pgn("", false).unwrap_err();
    assert_eq!(
        positions_error(Lang::Es, Some(&empty)),
        "No se pudieron leer posiciones de ese archivo: no contiene ninguna partida."
    );
    let bad = from_pgn(
        "[Event \"a\"]\n[SetUp \"1\"]\n[FEN \"8/8/8 w\"]\n\n*\n",
        false,
    )
    .unwrap_err();
    let es = positions_error(Lang::Es, Some(&bad));
    assert!(
        es.starts_with("No se pudieron leer posiciones de ese archivo: Partida 1, línea 3"),
        "{es}"
    );
    assert!(!es.ends_with(".."), "{es}");
    assert_eq!(
        positions_error(Lang::En, None),
        "No positions could be read from that file."
    );
}

#[test]
fn the_claim_explanations_say_what_happened_in_the_past() {
    use escaque::rules::Reason;
    let es = end_explanation(Reason::ThreefoldRepetition, Lang::Es);
    assert!(
        es.contains("la reclamó el jugador que tenía el turno"),
        "{es}"
    );
    assert!(
        es.contains("se aplicó automáticamente") && !es.contains("se aplica solo"),
        "{es}"
    );
    let es = end_explanation(Reason::FiftyMoves, Lang::Es);
    assert!(
        es.contains("las reclamó") && es.contains("automáticamente"),
        "{es}"
    );
    let en = end_explanation(Reason::FiftyMoves, Lang::En);
    assert!(
        en.contains("claimed it") && en.contains("applied automatically"),
        "{en}"
    );
    let slept = Later::Slept.text(Lang::Es);
    assert!(!slept.contains("cobrado"), "{slept}");
    assert!(slept.contains("no se ha descontado a nadie"), "{slept}");
}

#[test]
fn the_guide_says_which_text_of_the_laws_it_cites() {
    let [es, en] = LAWS_TEXT;
    assert!(
        es.contains("2009") && es.contains("traducción española"),
        "{es}"
    );
    assert!(en.contains("Spanish translation") && en.contains("6.9, 6.10b, 6.12 and 6.13"));
    assert!(en.contains("Chess960"));
}

#[test]
fn a_custom_control_s_class_says_where_the_laws_draw_its_line() {
    let es = class_line(Lang::Es, "blitz");
    assert!(
        es.contains("menos de 15 min") && es.contains("desde 2018, 10 min o menos"),
        "{es}"
    );
    let en = class_line(Lang::En, "blitz");
    assert!(
        en.contains("under 15 min") && en.contains("10 min or less since 2018"),
        "{en}"
    );
    assert!(class_line(Lang::En, "rapid").contains("15 to under 60 min"));
}
