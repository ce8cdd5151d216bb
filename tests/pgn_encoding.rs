//! PGN files in other encodings (Contract 2, rounds four and five; issues 28 and 44): UTF-8 with and
//! without a byte-order mark, files that are not UTF-8, read as Windows-1252 (ISO-8859-1's superset),
//! files mixing UTF-8 and Windows-1252 lines, and UTF-16 with a byte-order mark in either order. The
//! files under `tests/data/encodings/` are real bytes, written for this repository.

use escaque::rules::pgn::{decode, read_games, Decoder, Encoding};
use std::process::Command;

fn bytes(name: &str) -> Vec<u8> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/encodings/").to_string() + name;
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn tag(text: &str, name: &str) -> String {
    let games = read_games(text);
    let g = games[0].as_ref().expect("the game reads");
    g.tag(name).unwrap_or_default().to_string()
}

#[test]
fn latin_1_file_reads_as_windows_1252() {
    let raw = bytes("latin1.pgn");
    assert!(
        std::str::from_utf8(&raw).is_err(),
        "the file must not be UTF-8"
    );
    let d = decode(&raw);
    assert_eq!(d.encoding, Encoding::Windows1252);
    assert!(!d.text.contains('\u{FFFD}'), "{}", d.text);
    assert_eq!(tag(&d.text, "White"), "Muñoz, Ángel");
    assert_eq!(tag(&d.text, "Site"), "Logroño ESP");
    assert!(d.text.contains("{Partida del «Círculo»: ¿la última?}"));
    // The same game as its UTF-8 copy, character for character.
    assert_eq!(d.text, decode(&bytes("utf8.pgn")).text);
}

#[test]
fn windows_1252_file_reads_its_0x80_to_0x9f_characters() {
    let raw = bytes("cp1252.pgn");
    for b in [0x80, 0x93, 0x94, 0xF1, 0xC1, 0x8C, 0x85] {
        assert!(raw.contains(&b), "the file holds byte {b:#x}");
    }
    let d = decode(&raw);
    assert_eq!(d.encoding, Encoding::Windows1252);
    assert_eq!(tag(&d.text, "Event"), "Open “Ciudad de Úbeda” 2001");
    assert_eq!(tag(&d.text, "White"), "Muñoz, Ángel");
    assert_eq!(tag(&d.text, "Black"), "Œuvray, François");
    assert!(d.text.contains("500 € – el “mejor” juego…"), "{}", d.text);
    assert!(!d.text.contains('\u{FFFD}'));
    let games = read_games(&d.text);
    assert_eq!(games[0].as_ref().unwrap().result, "0-1");
}

#[test]
fn every_byte_is_one_character_and_none_is_u_fffd() {
    // 0x80..=0xFF alone is never valid UTF-8.
    let all: Vec<u8> = (0x80..=0xFF).collect();
    let d = decode(&all);
    assert_eq!(d.encoding, Encoding::Windows1252);
    let chars: Vec<char> = d.text.chars().collect();
    assert_eq!(chars.len(), 128);
    assert!(!chars.contains(&'\u{FFFD}'));
    assert_eq!(chars[0], '€');
    assert_eq!(chars[0x93 - 0x80], '“');
    assert_eq!(chars[0x94 - 0x80], '”');
    assert_eq!(chars[0x9F - 0x80], 'Ÿ');
    // The five bytes Windows-1252 leaves undefined keep their ISO-8859-1 controls.
    assert_eq!(chars[0x81 - 0x80], '\u{81}');
    assert_eq!(chars[0x9D - 0x80], '\u{9D}');
    // From 0xA0 on, ISO-8859-1 itself.
    assert_eq!(chars[0xF1 - 0x80], 'ñ');
    assert_eq!(chars[0xC1 - 0x80], 'Á');
    assert_eq!(chars[0xFF - 0x80], 'ÿ');
}

#[test]
fn utf_8_with_and_without_a_byte_order_mark() {
    let plain = decode(&bytes("utf8.pgn"));
    let bom = decode(&bytes("utf8_bom.pgn"));
    assert_eq!(plain.encoding, Encoding::Utf8);
    assert_eq!(bom.encoding, Encoding::Utf8Bom);
    assert_eq!(plain.text, bom.text, "the mark is skipped");
    assert!(plain.text.starts_with("[Event \"Torneo de Año Nuevo\"]"));
    assert_eq!(tag(&bom.text, "Event"), "Torneo de Año Nuevo");
    assert_eq!(tag(&bom.text, "Black"), "Peña, José María");
    // The UTF-8 bytes of a text are never taken for Windows-1252 ("MuÃ±oz").
    assert!(!plain.text.contains('Ã'));
    assert_eq!(decode(b"").encoding, Encoding::Utf8);
    assert_eq!(decode(&[0xEF, 0xBB, 0xBF]).text, "");
    assert_eq!(decode(&[0xEF, 0xBB, 0xBF]).encoding, Encoding::Utf8Bom);
}

/// `bytes` given to a [`Decoder`] `size` bytes at a time.
fn in_pieces(bytes: &[u8], size: usize) -> escaque::rules::pgn::Decoded {
    let mut d = Decoder::new();
    for piece in bytes.chunks(size) {
        d.push(piece);
    }
    d.finish()
}

#[test]
fn pieces_read_as_the_whole() {
    for name in ["latin1.pgn", "cp1252.pgn", "utf8.pgn", "utf8_bom.pgn"] {
        let raw = bytes(name);
        let whole = decode(&raw);
        for size in [1, 2, 3, 5, 64] {
            assert_eq!(in_pieces(&raw, size), whole, "{name} in pieces of {size}");
        }
    }
    // A UTF-8 character cut between pieces is still UTF-8.
    let d = in_pieces("ñ€".as_bytes(), 1);
    assert_eq!((d.text.as_str(), d.encoding), ("ñ€", Encoding::Utf8));
    // A bad byte in the last piece reads the earlier ones again as Windows-1252.
    let mut d = Decoder::new();
    d.push("Peña ".as_bytes());
    d.push(b"Mu\xF1oz");
    let d = d.finish();
    assert_eq!(
        (d.text.as_str(), d.encoding),
        ("PeÃ±a Muñoz", Encoding::Windows1252)
    );
}

#[test]
fn a_utf_8_character_cut_at_the_end_is_not_utf_8() {
    // "Peñ" then the first byte of "ñ" alone.
    let d = decode(b"Pe\xC3\xB1\xC3");
    assert_eq!(d.encoding, Encoding::Windows1252);
    assert_eq!(d.text, "PeÃ±Ã");
    let d = decode(&[0xEF, 0xBB]);
    assert_eq!((d.text.as_str(), d.encoding), ("ï»", Encoding::Windows1252));
}

#[test]
fn the_cli_reads_a_latin_1_file_and_says_so() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/encodings/latin1.pgn"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_escaque-cli"))
        .args(["pgn", path])
        .output()
        .expect("run escaque-cli");
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 out");
    let v: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one JSON line");
    assert_eq!(v["tags"]["White"], "Muñoz, Ángel");
    assert_eq!(v["result"], "1-0");
    let stderr = String::from_utf8(out.stderr).expect("UTF-8 err");
    assert!(stderr.contains("Windows-1252"), "{stderr}");
    // A UTF-8 file says nothing.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/encodings/utf8_bom.pgn"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_escaque-cli"))
        .args(["pgn", path])
        .output()
        .expect("run escaque-cli");
    assert!(out.stderr.is_empty());
    assert!(String::from_utf8(out.stdout)
        .unwrap()
        .contains("Peña, José María"));
}

#[test]
fn the_import_says_which_encoding_it_used_in_both_languages() {
    use escaque::text::imports::encoding_used;
    use escaque::text::Lang;
    assert_eq!(encoding_used(Lang::Es, Encoding::Utf8), None);
    assert_eq!(encoding_used(Lang::En, Encoding::Utf8), None);
    let es = encoding_used(Lang::Es, Encoding::Windows1252).unwrap();
    let en = encoding_used(Lang::En, Encoding::Windows1252).unwrap();
    assert!(es.contains("Windows-1252") && es.contains("leído"), "{es}");
    assert!(
        en.contains("Windows-1252") && en.contains("read as"),
        "{en}"
    );
    let es = encoding_used(Lang::Es, Encoding::Utf8Bom).unwrap();
    assert!(es.contains("UTF-8") && es.contains("omitido"), "{es}");
    assert!(encoding_used(Lang::En, Encoding::Utf8Bom)
        .unwrap()
        .contains("skipped"));
}

/// The names of every game of `text`, White then Black.
fn names(text: &str) -> Vec<(String, String)> {
    read_games(text)
        .into_iter()
        .map(|g| {
            let g = g.expect("every game reads");
            let tag = |n: &str| g.tag(n).unwrap_or_default().to_string();
            (tag("White"), tag("Black"))
        })
        .collect()
}

fn pair(a: &str, b: &str) -> (String, String) {
    (a.to_string(), b.to_string())
}

#[test]
fn utf_16_with_a_byte_order_mark_reads_in_either_order() {
    // As Windows programs write "Unicode" text: a byte-order mark, UTF-16, CRLF line ends.
    for (name, encoding) in [
        ("utf16le_bom.pgn", Encoding::Utf16Le),
        ("utf16be_bom.pgn", Encoding::Utf16Be),
    ] {
        let raw = bytes(name);
        let d = decode(&raw);
        assert_eq!(d.encoding, encoding, "{name}");
        assert!(!d.text.contains('\u{FFFD}'), "{name}");
        assert!(
            d.text.starts_with("[Event \"Bundesliga 2019/20\"]"),
            "{name}"
        );
        assert_eq!(
            names(&d.text),
            vec![
                pair("Müller, Jürgen", "Åström, Björn"),
                pair("Lefèvre, Zoé", "Dvořák, Tomáš")
            ],
            "{name}"
        );
        // In pieces of every odd and even size, a code unit cut between two.
        for size in [1, 2, 3, 7, 64] {
            assert_eq!(in_pieces(&raw, size), d, "{name} in pieces of {size}");
        }
    }
    // A surrogate pair cut between two pieces is one character; one left unfinished is U+FFFD.
    let clef: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain("a𝄞".encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    assert_eq!(in_pieces(&clef, 1).text, "a𝄞");
    assert_eq!(decode(&clef[..clef.len() - 2]).text, "a\u{FFFD}");
    // The mark alone, and a lone byte after it.
    assert_eq!(decode(&[0xFE, 0xFF]).text, "");
    assert_eq!(decode(&[0xFF, 0xFE, 0x41]).text, "\u{FFFD}");
}

#[test]
fn a_file_of_utf_8_and_windows_1252_games_keeps_each_as_written() {
    // A UTF-8 file with a Windows-1252 file pasted in its middle.
    let raw = bytes("mixed.pgn");
    assert!(std::str::from_utf8(&raw).is_err(), "the file is not UTF-8");
    let d = decode(&raw);
    assert_eq!(d.encoding, Encoding::Mixed);
    assert!(
        !d.text.contains('\u{FFFD}') && !d.text.contains('Ã'),
        "{}",
        d.text
    );
    assert_eq!(
        names(&d.text),
        vec![
            pair("Müller, Jürgen", "Åström, Björn"),
            pair("Muñoz, Ángel", "Œuvray, François"),
            pair("Lefèvre, Zoé", "Dvořák, Tomáš"),
        ]
    );
    assert!(d.text.contains("{Najdorf-Übergang möglich}"));
    assert!(d.text.contains("{Premio: 500 € – el “mejor” juego…}"));
    for size in [1, 2, 3, 5, 64] {
        assert_eq!(in_pieces(&raw, size), d, "in pieces of {size}");
    }
    // A file of Windows-1252 and ASCII lines only is Windows-1252, as before.
    assert_eq!(
        decode(b"[White \"Mu\xF1oz\"]\n1. e4 *\n").encoding,
        Encoding::Windows1252
    );
}

#[test]
fn the_cli_reads_utf_16_and_mixed_files() {
    for (name, said, white) in [
        ("utf16le_bom.pgn", "utf-16le", "Müller, Jürgen"),
        ("utf16be_bom.pgn", "utf-16be", "Müller, Jürgen"),
        ("mixed.pgn", "Windows-1252", "Müller, Jürgen"),
    ] {
        let path = format!("{}/tests/data/encodings/{name}", env!("CARGO_MANIFEST_DIR"));
        let out = Command::new(env!("CARGO_BIN_EXE_escaque-cli"))
            .args(["pgn", &path])
            .output()
            .expect("run escaque-cli");
        assert!(out.status.success(), "{name}");
        let stdout = String::from_utf8(out.stdout).expect("UTF-8 out");
        let first: serde_json::Value =
            serde_json::from_str(stdout.lines().next().unwrap()).expect("JSON");
        assert_eq!(first["tags"]["White"], white, "{name}");
        assert!(!stdout.contains('\u{FFFD}'), "{name}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.contains(said), "{name}: {stderr}");
    }
}

#[test]
fn the_import_says_so_for_utf_16_and_mixed_files() {
    use escaque::text::imports::encoding_used;
    use escaque::text::Lang;
    for e in [Encoding::Utf16Le, Encoding::Utf16Be] {
        assert!(encoding_used(Lang::Es, e).unwrap().contains("UTF-16"));
        assert!(encoding_used(Lang::En, e).unwrap().contains("UTF-16"));
    }
    let es = encoding_used(Lang::Es, Encoding::Mixed).unwrap();
    let en = encoding_used(Lang::En, Encoding::Mixed).unwrap();
    assert!(es.contains("UTF-8") && es.contains("Windows-1252"), "{es}");
    assert!(en.contains("UTF-8") && en.contains("Windows-1252"), "{en}");
}
