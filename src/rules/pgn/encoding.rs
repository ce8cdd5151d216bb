//! The bytes of a PGN file made into text (Contract 2, rounds four and five): UTF-8, a byte-order
//! mark skipped; UTF-16 with a byte-order mark (either order, as some Windows programs write it);
//! otherwise each line on its own: UTF-8 where the line is valid UTF-8, else Windows-1252, the
//! superset of ISO-8859-1 that older databases and Windows programs wrote. A file concatenated from
//! two programs (one writing UTF-8, one Windows-1252) so keeps every game as it was written. Every
//! byte of a Windows-1252 line decodes to a character of its own, so no text ever shows U+FFFD for a
//! byte that could be read.
//!
//! [`Decoder`] takes the bytes a piece at a time (the page reads a large file a megabyte per task);
//! [`decode`] does it in one call.

/// The three bytes of a UTF-8 byte-order mark.
const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];
/// The byte-order mark of UTF-16 little-endian (U+FEFF written low byte first).
const BOM_LE: [u8; 2] = [0xFF, 0xFE];
/// The byte-order mark of UTF-16 big-endian.
const BOM_BE: [u8; 2] = [0xFE, 0xFF];

/// Windows-1252's characters for the bytes 0x80 to 0x9F, where it differs from ISO-8859-1. The five
/// bytes it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay the C1 controls of ISO-8859-1,
/// as browsers decode them: each byte still gives one character of its own.
const HIGH: [char; 32] = [
    '\u{20AC}', '\u{0081}', '\u{201A}', '\u{0192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{02C6}', '\u{2030}', '\u{0160}', '\u{2039}', '\u{0152}', '\u{008D}', '\u{017D}', '\u{008F}',
    '\u{0090}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{02DC}', '\u{2122}', '\u{0161}', '\u{203A}', '\u{0153}', '\u{009D}', '\u{017E}', '\u{0178}',
];

/// The encoding a text was read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// UTF-8 without a byte-order mark (plain ASCII is this too).
    Utf8,
    /// UTF-8 that began with a byte-order mark (skipped).
    Utf8Bom,
    /// Not valid UTF-8 on any line that is not plain ASCII, so read as Windows-1252 (ISO-8859-1
    /// and its superset).
    Windows1252,
    /// Some lines valid UTF-8 (read as such) and some not (read as Windows-1252): a file put
    /// together from programs that wrote different encodings.
    Mixed,
    /// UTF-16 little-endian, after its byte-order mark (`FF FE`).
    Utf16Le,
    /// UTF-16 big-endian, after its byte-order mark (`FE FF`).
    Utf16Be,
}

impl Encoding {
    /// A label for data (not for the page): `utf-8`, `utf-8-bom`, `windows-1252`,
    /// `utf-8+windows-1252`, `utf-16le` or `utf-16be`.
    pub const fn label(self) -> &'static str {
        match self {
            Encoding::Utf8 => "utf-8",
            Encoding::Utf8Bom => "utf-8-bom",
            Encoding::Windows1252 => "windows-1252",
            Encoding::Mixed => "utf-8+windows-1252",
            Encoding::Utf16Le => "utf-16le",
            Encoding::Utf16Be => "utf-16be",
        }
    }
}

/// A decoded text and the encoding it was read in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The text, without a byte-order mark.
    pub text: String,
    /// How the bytes were read.
    pub encoding: Encoding,
}

/// The text of `bytes`: UTF-16 after a UTF-16 byte-order mark; otherwise UTF-8 (a byte-order mark
/// skipped) line by line, a line that is not valid UTF-8 read as Windows-1252. Never fails: every
/// byte sequence is a text this way.
pub fn decode(bytes: &[u8]) -> Decoded {
    let mut d = Decoder::new();
    d.push(bytes);
    d.finish()
}

/// Appends `bytes` read as Windows-1252 to `out`.
fn push_1252(out: &mut String, bytes: &[u8]) {
    out.reserve(bytes.len());
    for &b in bytes {
        let c = match b {
            0x80..=0x9F => HIGH[usize::from(b - 0x80)],
            // ASCII, and ISO-8859-1's 0xA0..=0xFF, are the code points of the same number.
            _ => char::from(b),
        };
        out.push(c);
    }
}

/// How the decoder reads the bytes after the start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Mode {
    /// The first bytes are not yet known (they may be a byte-order mark).
    #[default]
    Start,
    /// UTF-8 or Windows-1252, decided line by line.
    Lines,
    /// UTF-16, low byte first.
    Utf16Le,
    /// UTF-16, high byte first.
    Utf16Be,
}

/// Decodes a text given a piece at a time ([`Decoder::push`]), then [`Decoder::finish`]. Lines are
/// decoded as each is complete (a line cut between two pieces waits for its end); UTF-16 code units
/// as they come (a unit or a surrogate pair cut between pieces waits for the rest).
#[derive(Clone, Debug, Default)]
pub struct Decoder {
    /// The text so far.
    text: String,
    /// Bytes held back: the start of the file until the byte-order mark is known, the line not yet
    /// ended, or the UTF-16 bytes of a cut unit or pair.
    pending: Vec<u8>,
    /// How the bytes are read.
    mode: Mode,
    /// A UTF-8 byte-order mark was skipped.
    bom: bool,
    /// A line was read as Windows-1252.
    latin: bool,
    /// A line holding more than ASCII was read as UTF-8.
    wide: bool,
}

impl Decoder {
    /// A decoder with nothing read yet.
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Reads the next piece of the bytes.
    pub fn push(&mut self, bytes: &[u8]) {
        match self.mode {
            Mode::Start => {
                self.pending.extend_from_slice(bytes);
                let p = &self.pending[..];
                let maybe_mark = (p.len() < BOM.len() && BOM.starts_with(p))
                    || (p.len() < 2 && (BOM_LE.starts_with(p) || BOM_BE.starts_with(p)));
                if !maybe_mark {
                    self.begin();
                }
            }
            Mode::Lines => self.lines(bytes),
            Mode::Utf16Le | Mode::Utf16Be => {
                self.pending.extend_from_slice(bytes);
                self.utf16(false);
            }
        }
    }

    /// Looks at the first bytes for a byte-order mark, then reads them.
    fn begin(&mut self) {
        let first = std::mem::take(&mut self.pending);
        if let Some(rest) = first.strip_prefix(&BOM[..]) {
            self.bom = true;
            self.mode = Mode::Lines;
            self.lines(rest);
        } else if first.starts_with(&BOM_LE) || first.starts_with(&BOM_BE) {
            self.mode = if first.starts_with(&BOM_LE) {
                Mode::Utf16Le
            } else {
                Mode::Utf16Be
            };
            self.pending = first[2..].to_vec();
            self.utf16(false);
        } else {
            self.mode = Mode::Lines;
            self.lines(&first);
        }
    }

    /// Reads the complete lines of the pending bytes and `bytes`; the last, unended line waits.
    fn lines(&mut self, bytes: &[u8]) {
        let mut rest = bytes;
        if !self.pending.is_empty() {
            match rest.iter().position(|&b| b == b'\n') {
                None => {
                    self.pending.extend_from_slice(rest);
                    return;
                }
                Some(i) => {
                    let mut line = std::mem::take(&mut self.pending);
                    line.extend_from_slice(&rest[..=i]);
                    self.line(&line);
                    rest = &rest[i + 1..];
                }
            }
        }
        // The complete lines of `rest` at once when they are all valid UTF-8, the common case.
        let end = rest.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let (whole, tail) = rest.split_at(end);
        match std::str::from_utf8(whole) {
            Ok(s) => {
                self.wide |= !s.is_ascii();
                self.text.push_str(s);
            }
            Err(_) => {
                for line in whole.split_inclusive(|&b| b == b'\n') {
                    self.line(line);
                }
            }
        }
        self.pending.extend_from_slice(tail);
    }

    /// Reads one line: UTF-8 when it is valid UTF-8, else Windows-1252.
    fn line(&mut self, line: &[u8]) {
        match std::str::from_utf8(line) {
            Ok(s) => {
                self.wide |= !s.is_ascii();
                self.text.push_str(s);
            }
            Err(_) => {
                self.latin = true;
                push_1252(&mut self.text, line);
            }
        }
    }

    /// Reads the pending UTF-16 code units; at the `end`, also a unit or pair left unfinished (as
    /// U+FFFD: there is no character in it to read).
    fn utf16(&mut self, end: bool) {
        let big = self.mode == Mode::Utf16Be;
        let unit = |pair: &[u8]| {
            if big {
                u16::from_be_bytes([pair[0], pair[1]])
            } else {
                u16::from_le_bytes([pair[0], pair[1]])
            }
        };
        let mut n = self.pending.len() / 2 * 2;
        // A high surrogate last waits for its low half in the next piece.
        if !end && n >= 2 && (0xD800..0xDC00).contains(&unit(&self.pending[n - 2..n])) {
            n -= 2;
        }
        let units = self.pending[..n].chunks_exact(2).map(unit);
        self.text
            .extend(char::decode_utf16(units).map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER)));
        self.pending.drain(..n);
        if end && !self.pending.is_empty() {
            self.pending.clear();
            self.text.push(char::REPLACEMENT_CHARACTER);
        }
    }

    /// The whole text and its encoding. The last line is read as the others; a start too short to
    /// be a byte-order mark is read as a line.
    pub fn finish(mut self) -> Decoded {
        if self.mode == Mode::Start {
            self.begin();
        }
        match self.mode {
            Mode::Utf16Le | Mode::Utf16Be => self.utf16(true),
            _ => {
                let last = std::mem::take(&mut self.pending);
                if !last.is_empty() {
                    self.line(&last);
                }
            }
        }
        let encoding = match (self.mode, self.latin, self.wide, self.bom) {
            (Mode::Utf16Le, ..) => Encoding::Utf16Le,
            (Mode::Utf16Be, ..) => Encoding::Utf16Be,
            (_, true, true, _) => Encoding::Mixed,
            (_, true, false, _) => Encoding::Windows1252,
            (_, false, _, true) => Encoding::Utf8Bom,
            (_, false, _, false) => Encoding::Utf8,
        };
        Decoded {
            text: self.text,
            encoding,
        }
    }
}
