//! Finding games in a list by their headers (issue 30): what is typed in the import list's and the
//! archive's search field (`pgn-search`) keeps the games whose players, event, site, date or opening
//! contain it. Case and accents do not count (`cordoba` finds `Córdoba`); several words must each
//! be found, in any of those tags.

/// The tags a search looks in.
pub const SEARCHED_TAGS: [&str; 8] = [
    "White",
    "Black",
    "Event",
    "Site",
    "Date",
    "Opening",
    "Variation",
    "ECO",
];

/// A game's searchable text: its [`SEARCHED_TAGS`] folded ([`fold`]), made once per game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header(String);

impl Header {
    /// The header of a game with these tags (the searched ones only).
    pub fn of_tags(tags: &[(String, String)]) -> Header {
        let values = tags
            .iter()
            .filter(|(n, _)| SEARCHED_TAGS.contains(&n.as_str()))
            .map(|(_, v)| v.as_str());
        Header::of_values(values)
    }

    /// The header of these values (an archive entry's date and players).
    pub fn of_values<'a>(values: impl IntoIterator<Item = &'a str>) -> Header {
        let mut text = String::new();
        for v in values {
            text.push_str(&fold(v));
            // A separator no folded query holds: a word never runs from one tag into the next.
            text.push('\u{1}');
        }
        Header(text)
    }

    /// True when every word of the query is in the header.
    pub fn matches(&self, query: &Query) -> bool {
        query.words.iter().all(|w| self.0.contains(w.as_str()))
    }
}

/// What was typed, folded and cut into words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    words: Vec<String>,
}

impl Query {
    /// The query of a typed text.
    pub fn new(typed: &str) -> Query {
        Query {
            words: fold(typed).split_whitespace().map(str::to_string).collect(),
        }
    }

    /// True when nothing was typed: every game is kept.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// The indices of the headers the query keeps, in order.
pub fn filter(headers: &[Header], query: &Query) -> Vec<usize> {
    headers
        .iter()
        .enumerate()
        .filter(|(_, h)| h.matches(query))
        .map(|(i, _)| i)
        .collect()
}

/// Text as a search compares it: lower case, the accents and marks of Latin letters dropped (`Ñ`
/// → `n`, `ü` → `u`, `ß` → `ss`), control characters dropped.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            if !c.is_control() {
                out.push(c.to_ascii_lowercase());
            }
            continue;
        }
        match base(c) {
            Some(b) => out.push_str(b),
            None => out.push(lower(c)),
        }
    }
    out
}

/// The small letter of a capital in the scripts players' names are written in (Latin, Greek, Cyrillic, Armenian);
/// any other character as it is. `char::to_lowercase` would ship Unicode's whole case table (about 12 KB, 4 KB of
/// gzip) and, for `str`, the tables of cased and case-ignorable letters in the records' part for this.
fn lower(c: char) -> char {
    let n = c as u32;
    let pair_even = |lo: u32, hi: u32| (lo..=hi).contains(&n) && n.is_multiple_of(2);
    let pair_odd = |lo: u32, hi: u32| (lo..=hi).contains(&n) && !n.is_multiple_of(2);
    let small = match n {
        // Latin-1's capitals beside the multiplication sign (the accented ones are folded by `base`: Ð, Þ).
        0xC0..=0xDE if n != 0xD7 => n + 0x20,
        // Latin Extended-A, in pairs (capital, small), the pairs starting odd between Ĺ and ň and after Ÿ.
        _ if pair_even(0x100, 0x137) || pair_odd(0x139, 0x148) || pair_even(0x14A, 0x177) => n + 1,
        _ if pair_odd(0x179, 0x17E) => n + 1,
        // Greek: the accented capitals, then Α to Ω (no capital final sigma).
        0x386 => 0x3AC,
        0x388..=0x38A => n + 0x25,
        0x38C => 0x3CC,
        0x38E..=0x38F => n + 0x3F,
        0x391..=0x3AB if n != 0x3A2 => n + 0x20,
        // Greek's archaic and Coptic-era letters.
        _ if pair_even(0x370, 0x373) || n == 0x376 || pair_even(0x3D8, 0x3EF) => n + 1,
        0x37F => 0x3F3,
        0x3CF => 0x3D7,
        0x3F4 => 0x3B8,
        0x3F7 | 0x3FA => n + 1,
        0x3F9 => 0x3F2,
        0x3FD..=0x3FF => n - 0x82,
        // Cyrillic: Ѐ to Џ, А to Я, then the pairs of the historic and the other languages' letters.
        0x400..=0x40F => n + 0x50,
        0x410..=0x42F => n + 0x20,
        _ if pair_even(0x460, 0x481) || pair_even(0x48A, 0x4BF) || pair_even(0x4D0, 0x52F) => n + 1,
        0x4C0 => 0x4CF,
        _ if pair_odd(0x4C1, 0x4CE) => n + 1,
        // Armenian: Ա to Ֆ.
        0x531..=0x556 => n + 0x30,
        _ => n,
    };
    char::from_u32(small).unwrap_or(c)
}

/// The plain letters of an accented Latin letter.
fn base(c: char) -> Option<&'static str> {
    Some(match c {
        'À'..='Å' | 'à'..='å' | 'Ā'..='ą' => "a",
        'Æ' | 'æ' => "ae",
        'Ç' | 'ç' | 'Ć'..='č' => "c",
        'Ď'..='đ' => "d",
        'È'..='Ë' | 'è'..='ë' | 'Ē'..='ě' => "e",
        'Ĝ'..='ģ' => "g",
        'Ì'..='Ï' | 'ì'..='ï' | 'Ĩ'..='ı' => "i",
        'Ł' | 'ł' | 'Ĺ'..='ľ' => "l",
        'Ñ' | 'ñ' | 'Ń'..='ň' => "n",
        'Ò'..='Ö' | 'Ø' | 'ò'..='ö' | 'ø' | 'Ō'..='ő' => "o",
        'Œ' | 'œ' => "oe",
        'Ŕ'..='ř' => "r",
        'ß' => "ss",
        'Ś'..='š' => "s",
        'Ţ'..='ť' => "t",
        'Ù'..='Ü' | 'ù'..='ü' | 'Ũ'..='ų' => "u",
        'Ý' | 'ý' | 'ÿ' | 'Ÿ' => "y",
        'Ź'..='ž' => "z",
        _ => return None,
    })
}
