//! Numbers as each language writes them: a count with its noun in the singular or the plural, a decimal with
//! a comma in Spanish and a point in English, a move number as players write it on the scoresheet, and a
//! clock face.

use super::Lang;
use crate::rules::Color;

/// A noun phrase in the singular and the plural, in both languages: `[[es one, es many], [en one, en many]]`.
/// Every word that agrees with the number is part of the phrase ("media jugada retirada" / "medias jugadas
/// retiradas").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun([[&'static str; 2]; 2]);

impl Noun {
    /// A noun from its four forms: Spanish singular and plural, English singular and plural.
    pub const fn new(
        es_one: &'static str,
        es_many: &'static str,
        en_one: &'static str,
        en_many: &'static str,
    ) -> Noun {
        Noun([[es_one, es_many], [en_one, en_many]])
    }

    /// The form that goes with `n` in `lang`: the singular for exactly one, the plural otherwise (zero
    /// included, in both languages: "0 partidas", "0 games").
    pub const fn form(self, lang: Lang, n: usize) -> &'static str {
        let forms = self.0[super::column(lang)];
        if n == 1 {
            forms[0]
        } else {
            forms[1]
        }
    }
}

/// "partida" / "game".
pub const GAME: Noun = Noun::new("partida", "partidas", "game", "games");
/// "jugada" / "move".
pub const MOVE: Noun = Noun::new("jugada", "jugadas", "move", "moves");
/// "media jugada" / "half-move".
pub const HALF_MOVE: Noun = Noun::new("media jugada", "medias jugadas", "half-move", "half-moves");
/// "media jugada retirada" / "half-move removed".
pub const HALF_MOVE_REMOVED: Noun = Noun::new(
    "media jugada retirada",
    "medias jugadas retiradas",
    "half-move removed",
    "half-moves removed",
);
/// "jugada sin anotar" / "move not entered" (a dash on the scoresheet beside a real board).
pub const DASH_OPEN: Noun = Noun::new(
    "jugada sin anotar",
    "jugadas sin anotar",
    "move not entered",
    "moves not entered",
);
/// "error" / "error".
pub const ERROR: Noun = Noun::new("error", "errores", "error", "errors");
/// "segundo" / "second".
pub const SECOND: Noun = Noun::new("segundo", "segundos", "second", "seconds");
/// "minuto" / "minute".
pub const MINUTE: Noun = Noun::new("minuto", "minutos", "minute", "minutes");

/// `n` and its noun in the number `n` asks for: "1 partida", "12 partidas" / "1 game", "12 games". Every
/// count the app writes goes through here.
///
/// ```
/// use escaque::text::{count, Lang, GAME};
/// assert_eq!(count(Lang::Es, 1, GAME), "1 partida");
/// assert_eq!(count(Lang::En, 3, GAME), "3 games");
/// ```
pub fn count(lang: Lang, n: usize, noun: Noun) -> String {
    [n.to_string().as_str(), " ", noun.form(lang, n)].concat()
}

/// The decimal separator: a comma in Spanish, a point in English.
pub const fn decimal_separator(lang: Lang) -> char {
    match lang {
        Lang::Es => ',',
        Lang::En => '.',
    }
}

/// Tenths as a decimal number: `123` → "12,3" / "12.3".
pub fn tenths(lang: Lang, tenths: u64) -> String {
    let mut s = (tenths / 10).to_string();
    s.push(decimal_separator(lang));
    s.push_str(&(tenths % 10).to_string());
    s
}

/// A duration in seconds with tenths, rounded down: "12,3 s" / "12.3 s".
pub fn seconds_tenths(lang: Lang, ms: u64) -> String {
    [tenths(lang, ms / 100).as_str(), " s"].concat()
}

/// A move with its number as players write it: "12. e4" for White; "2…Cf6" in Spanish and "2...Nf6" in
/// English for Black.
pub fn numbered_move(lang: Lang, number: u32, mover: Color, san: &str) -> String {
    let dots = match (mover, lang) {
        (Color::White, _) => ". ",
        (Color::Black, Lang::Es) => "…",
        (Color::Black, Lang::En) => "...",
    };
    [number.to_string().as_str(), dots, san].concat()
}
