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
            None => out.extend(c.to_lowercase()),
        }
    }
    out
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
