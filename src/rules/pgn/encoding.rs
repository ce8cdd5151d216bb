//! The bytes of a PGN file made into text (Contract 2, round four): UTF-8, a byte-order mark
//! skipped; a file that is not valid UTF-8 is read as Windows-1252, the superset of ISO-8859-1
//! that older databases and Windows programs wrote. Every byte decodes to a character of its own,
//! so no text ever shows U+FFFD for a byte that could be read.
//!
//! [`Decoder`] takes the bytes a piece at a time (the page reads a large file a megabyte per task)
//! and decides the encoding only at the end; [`decode`] does it in one call.

/// The three bytes of a UTF-8 byte-order mark.
const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];

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
    /// Not valid UTF-8, so read as Windows-1252 (ISO-8859-1 and its superset).
    Windows1252,
}

impl Encoding {
    /// A label for data (not for the page): `utf-8`, `utf-8-bom` or `windows-1252`.
    pub const fn label(self) -> &'static str {
        match self {
            Encoding::Utf8 => "utf-8",
            Encoding::Utf8Bom => "utf-8-bom",
            Encoding::Windows1252 => "windows-1252",
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

/// The text of `bytes`: UTF-8 (a byte-order mark skipped) when they are valid UTF-8, else
/// Windows-1252. Never fails: every byte sequence is a text in one of them.
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

/// Decodes a text given a piece at a time ([`Decoder::push`]), then [`Decoder::finish`]. While the
/// bytes are valid UTF-8 the text is built as they come; at the first byte that is not, everything
/// read so far is read again as Windows-1252 (once), and so is the rest.
#[derive(Clone, Debug, Default)]
pub struct Decoder {
    /// The text so far.
    text: String,
    /// Bytes held back: the start of the file until the byte-order mark is known, or a UTF-8
    /// character cut by the end of a piece.
    pending: Vec<u8>,
    /// The first bytes were looked at for a byte-order mark.
    started: bool,
    /// A byte-order mark was skipped.
    bom: bool,
    /// Not UTF-8: reading as Windows-1252.
    latin: bool,
}

impl Decoder {
    /// A decoder with nothing read yet.
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Reads the next piece of the bytes.
    pub fn push(&mut self, bytes: &[u8]) {
        if self.started {
            self.feed(bytes);
            return;
        }
        self.pending.extend_from_slice(bytes);
        if self.pending.len() < BOM.len() && BOM.starts_with(&self.pending) {
            return; // Could still be a byte-order mark.
        }
        self.begin();
    }

    /// Looks at the first bytes for a byte-order mark, then reads them.
    fn begin(&mut self) {
        self.started = true;
        let first = std::mem::take(&mut self.pending);
        let rest = match first.strip_prefix(&BOM[..]) {
            Some(rest) => {
                self.bom = true;
                rest
            }
            None => &first[..],
        };
        self.feed(rest);
    }

    fn feed(&mut self, bytes: &[u8]) {
        if self.latin {
            push_1252(&mut self.text, bytes);
            return;
        }
        let joined;
        let input: &[u8] = if self.pending.is_empty() {
            bytes
        } else {
            joined = [std::mem::take(&mut self.pending).as_slice(), bytes].concat();
            &joined
        };
        match std::str::from_utf8(input) {
            Ok(s) => self.text.push_str(s),
            Err(e) => {
                let good = e.valid_up_to();
                if let Ok(s) = std::str::from_utf8(&input[..good]) {
                    self.text.push_str(s);
                }
                if e.error_len().is_some() {
                    self.reread_as_1252(&input[good..]);
                } else {
                    // A character cut at the end of this piece: wait for the next.
                    self.pending = input[good..].to_vec();
                }
            }
        }
    }

    /// Not UTF-8 after all: the text so far and `rest` read again as Windows-1252.
    fn reread_as_1252(&mut self, rest: &[u8]) {
        let earlier = std::mem::take(&mut self.text).into_bytes();
        let pending = std::mem::take(&mut self.pending);
        self.latin = true;
        self.text = String::with_capacity(earlier.len() + pending.len() + rest.len() + 16);
        push_1252(&mut self.text, &earlier);
        push_1252(&mut self.text, &pending);
        push_1252(&mut self.text, rest);
    }

    /// The whole text and its encoding. A UTF-8 character left unfinished at the end makes the
    /// bytes invalid UTF-8, so they are all read as Windows-1252.
    pub fn finish(mut self) -> Decoded {
        if !self.started {
            self.begin();
        }
        if !self.pending.is_empty() {
            self.reread_as_1252(&[]);
        }
        let encoding = match (self.latin, self.bom) {
            (true, _) => Encoding::Windows1252,
            (false, true) => Encoding::Utf8Bom,
            (false, false) => Encoding::Utf8,
        };
        Decoded {
            text: self.text,
            encoding,
        }
    }
}
