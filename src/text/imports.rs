//! Texts with arguments of big imports and the archive (issue 13): reading progress, a stopped
//! reading, how many games a list shows, and what a check of the archive found.

use super::{count, fill, Lang, ERROR, GAME};
use crate::rules::pgn::Encoding;

fn pick2(lang: Lang, es: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Es => es,
        Lang::En => en,
    }
}

/// "Leyendo: 1234 partidas (45 %)" / "Reading: 1234 games (45 %)".
pub fn reading(lang: Lang, games: usize, percent: u32) -> String {
    fill(
        pick2(lang, "Leyendo: {} ({} %)", "Reading: {} ({} %)"),
        &[&count(lang, games, GAME), &percent.to_string()],
    )
}

/// "Lectura detenida: se leyó 1 partida." / "Lectura detenida: se leyeron 1234 partidas." / "Reading
/// stopped: 1234 games read."
pub fn reading_stopped(lang: Lang, games: usize) -> String {
    let template = match (lang, games) {
        (Lang::Es, 1) => "Lectura detenida: se leyó {}.",
        (Lang::Es, _) => "Lectura detenida: se leyeron {}.",
        (Lang::En, _) => "Reading stopped: {} read.",
    };
    fill(template, &[&count(lang, games, GAME)])
}

/// "Texto pegado de 6,7 MB: se leerá entero; no se muestra aquí." / "Pasted text of 6.7 MB: read
/// whole, not shown here."
pub fn pasted_text(lang: Lang, bytes: usize) -> String {
    fill(
        pick2(
            lang,
            "Texto pegado de {} MB: se leerá entero; no se muestra aquí.",
            "Pasted text of {} MB: read whole, not shown here.",
        ),
        &[&megabytes(lang, bytes)],
    )
}

/// `6,7` / `6.7`: a size in megabytes with one decimal, rounded up.
fn megabytes(lang: Lang, n: usize) -> String {
    super::tenths(lang, n.div_ceil(100_000) as u64)
}

/// "Se muestran 50 de 10929." / "Showing 50 of 10929."
pub fn showing(lang: Lang, shown: usize, total: usize) -> String {
    fill(
        pick2(lang, "Se muestran {} de {}.", "Showing {} of {}."),
        &[&shown.to_string(), &total.to_string()],
    )
}

/// "… y 1 error más.", "… y 12 errores más." / "… and 12 more errors."
pub fn more_errors(lang: Lang, n: usize) -> String {
    let template = pick2(lang, "… y {} {} más.", "… and {} more {}.");
    fill(template, &[&n.to_string(), ERROR.form(lang, n)])
}

/// "Almacenamiento del navegador: unos 3,2 MB de 5,0 MB" / "Browser storage: about 3.2 MB of 5.0 MB": the
/// browser's storage, estimated.
pub fn storage_used(lang: Lang, used_chars: usize, limit_chars: usize) -> String {
    let mb = |c: usize| megabytes(lang, c);
    fill(
        pick2(
            lang,
            "Almacenamiento del navegador: unos {} MB de {} MB",
            "Browser storage: about {} MB of {} MB",
        ),
        &[&mb(used_chars), &mb(limit_chars)],
    )
}

/// "Se trasladó 1 partida de las partidas guardadas anteriores.", "Se trasladaron 12 partidas …" / "12 games moved from the
/// earlier archive."
pub fn migrated(lang: Lang, n: usize) -> String {
    let template = match (lang, n) {
        (Lang::Es, 1) => "Se trasladó {} de las partidas guardadas anteriores.",
        (Lang::Es, _) => "Se trasladaron {} de las partidas guardadas anteriores.",
        (Lang::En, _) => "{} moved from the earlier archive.",
    };
    fill(template, &[&count(lang, n, GAME)])
}

/// What the import says about a file's encoding when it was not plain UTF-8 (Contract 2, round
/// four): "El archivo no está en UTF-8: se ha leído como Windows-1252 (Latin-1)." / "The file is not
/// UTF-8: it was read as Windows-1252 (Latin-1)."; for a file mixing UTF-8 and Windows-1252 lines
/// and for UTF-16, a sentence saying so; `None` for plain UTF-8.
pub fn encoding_used(lang: Lang, encoding: Encoding) -> Option<&'static str> {
    match encoding {
        Encoding::Utf8 => None,
        Encoding::Utf8Bom => Some(pick2(
            lang,
            "El archivo está en UTF-8 con marca de orden de bytes (BOM), que se ha omitido.",
            "The file is UTF-8 with a byte-order mark (BOM), which was skipped.",
        )),
        Encoding::Windows1252 => Some(pick2(
            lang,
            "El archivo no está en UTF-8: se ha leído como Windows-1252 (Latin-1).",
            "The file is not UTF-8: it was read as Windows-1252 (Latin-1).",
        )),
        Encoding::Mixed => Some(pick2(
            lang,
            "El archivo mezcla codificaciones: las líneas en UTF-8 se han leído como UTF-8, y las demás como Windows-1252 (Latin-1).",
            "The file mixes encodings: its UTF-8 lines were read as UTF-8, the others as Windows-1252 (Latin-1).",
        )),
        Encoding::Utf16Le | Encoding::Utf16Be => Some(pick2(
            lang,
            "El archivo está en UTF-16 con marca de orden de bytes (BOM): se ha leído como UTF-16.",
            "The file is UTF-16 with a byte-order mark (BOM): it was read as UTF-16.",
        )),
    }
}
