//! Texts of the clock setup (the kinds of control, the fields, their errors, the presets' names, the time
//! class), of the clock correction (6.11b) and of the names' fields.

use super::{pick, Lang};
use crate::clock::setup::{ClockForm, Field, FieldError, Kind, Problem};
use crate::clock::{Bonus, Controls, TimeControl};

/// Fixed texts of the setup, the correction and the names, each `[spanish, english]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupText {
    /// "Clock type"
    KindLabel,
    /// "Presets"
    PresetLabel,
    /// "Time category: " before the time class in the setup form's line ([`class_line`]).
    ClassLabel,
    /// "Correct the clock" (the button).
    Correct,
    /// "Correct the clock (6.11b)" (the form's title).
    CorrectTitle,
    /// "White's time"
    WhiteTime,
    /// "Black's time"
    BlackTime,
    /// "Move number"
    MoveNumber,
    /// "Apply"
    Apply,
    /// What a time is written like.
    TimeHint,
    /// A time that cannot be read.
    BadTime,
    /// A move number that cannot be read.
    BadMoveNumber,
    /// "White's name"
    WhiteNameLabel,
    /// "Black's name"
    BlackNameLabel,
}

impl SetupText {
    /// Every text, for the tests.
    pub const ALL: [SetupText; 14] = [
        SetupText::KindLabel,
        SetupText::PresetLabel,
        SetupText::ClassLabel,
        SetupText::Correct,
        SetupText::CorrectTitle,
        SetupText::WhiteTime,
        SetupText::BlackTime,
        SetupText::MoveNumber,
        SetupText::Apply,
        SetupText::TimeHint,
        SetupText::BadTime,
        SetupText::BadMoveNumber,
        SetupText::WhiteNameLabel,
        SetupText::BlackNameLabel,
    ];

    /// The text in `lang`.
    pub const fn text(self, lang: Lang) -> &'static str {
        pick(
            match self {
                SetupText::KindLabel => &["Tipo de reloj", "Clock type"],
                SetupText::PresetLabel => &["Ritmos habituales", "Presets"],
                SetupText::ClassLabel => &["Ritmo: ", "Time category: "],
                SetupText::Correct => &["Corregir reloj", "Correct clock"],
                SetupText::CorrectTitle => {
                    &["Corregir el reloj (6.11b)", "Correct the clock (6.11b)"]
                }
                SetupText::WhiteTime => &["Tiempo de las blancas", "White's time"],
                SetupText::BlackTime => &["Tiempo de las negras", "Black's time"],
                SetupText::MoveNumber => &["Número de jugada", "Move number"],
                SetupText::Apply => &["Aplicar", "Apply"],
                SetupText::TimeHint => &[
                    "Escriba los tiempos como 4:30 o 1:05:00.",
                    "Write the times as 4:30 or 1:05:00.",
                ],
                SetupText::BadTime => &[
                    "Escriba el tiempo como 4:30 (minutos y segundos) o 1:05:00.",
                    "Write the time as 4:30 (minutes and seconds) or 1:05:00.",
                ],
                SetupText::BadMoveNumber => &[
                    "El número de jugada es un entero desde 1.",
                    "The move number is a whole number from 1.",
                ],
                SetupText::WhiteNameLabel => &["Nombre de las blancas", "White's name"],
                SetupText::BlackNameLabel => &["Nombre de las negras", "Black's name"],
            },
            lang,
        )
    }
}

/// The name of a kind of control.
pub const fn kind_name(lang: Lang, kind: Kind) -> &'static str {
    pick(
        match kind {
            Kind::NoClock => &["Sin reloj", "No clock"],
            Kind::Fischer => &["Incremento (Fischer)", "Increment (Fischer)"],
            Kind::Delay => &["Demora simple", "Simple delay"],
            Kind::Bronstein => &["Demora Bronstein", "Bronstein delay"],
            Kind::Hourglass => &["Reloj de arena", "Hourglass"],
            Kind::Stages => &["Por períodos (jugadas)", "Periods by move count"],
            Kind::Odds => &["Ventaja de tiempo", "Time odds"],
            Kind::Other => &["Otro (del enlace)", "Other (from the link)"],
        },
        lang,
    )
}

/// The label of a field, as the kind uses it (minutes are White's with time odds, the first period's with
/// periods by move count).
pub const fn field_label(lang: Lang, kind: Kind, field: Field) -> &'static str {
    pick(
        match (kind, field) {
            (Kind::Odds, Field::Minutes) => &["Minutos de las blancas", "White's minutes"],
            (Kind::Stages, Field::Minutes) => {
                &["Minutos del primer período", "Minutes of the first period"]
            }
            (_, Field::Minutes) => &["Minutos", "Minutes"],
            (_, Field::BlackMinutes) => &["Minutos de las negras", "Black's minutes"],
            (_, Field::Increment) => &["Incremento (s)", "Increment (s)"],
            (_, Field::Delay) => &["Demora (s)", "Delay (s)"],
            (_, Field::Moves) => &["Jugadas del primer período", "Moves in the first period"],
            (_, Field::ThenMinutes) => &[
                "Minutos después (resto de la partida)",
                "Minutes after (rest of the game)",
            ],
        },
        lang,
    )
}

/// Why a field is refused, after its label: "Minutos: escriba un número, por ejemplo 5 o 2,5."
pub fn field_error(lang: Lang, kind: Kind, e: FieldError) -> String {
    let why = pick(
        match e.problem {
            Problem::Missing => &["escriba un valor.", "enter a value."],
            Problem::NotANumber => &[
                "escriba un número, por ejemplo 5 o 2,5 (hasta tres decimales).",
                "enter a number such as 5 or 2.5 (at most three decimals).",
            ],
            Problem::Zero => &["debe ser mayor que 0.", "must be more than 0."],
            Problem::TooLarge => &["es demasiado grande.", "is too large."],
            Problem::BothBonuses => &[
                "elija incremento o demora, no ambos.",
                "choose an increment or a delay, not both.",
            ],
        },
        lang,
    );
    [field_label(lang, kind, e.field), ": ", why].concat()
}

/// The time class of the Laws in the UI language, from its code (`clock::TimeClass::as_str`), as a heading
/// or a button's second line: "Relámpago" (blitz, B1), "Rápida" (rapid, A1), "Estándar" — each agreeing with
/// the "partida" it qualifies, as the Laws speak of "partidas rápidas" and "partidas relámpago".
pub fn class_name(lang: Lang, code: &str) -> &'static str {
    pick(
        match code {
            "blitz" => &["Relámpago", "Blitz"],
            "rapid" => &["Rápida", "Rapid"],
            _ => &["Estándar", "Standard"],
        },
        lang,
    )
}

/// The setup form's line naming the time class of the control being set, with the line the Laws
/// draw ([`class_basis`]): "Ritmo: partida rápida (…)" / "Time category: rapid (…)".
pub fn class_line(lang: Lang, code: &str) -> String {
    let class = pick(
        match code {
            "blitz" => &["partida relámpago", "blitz"],
            "rapid" => &["partida rápida", "rapid"],
            _ => &["partida estándar", "standard"],
        },
        lang,
    );
    [
        SetupText::ClassLabel.text(lang),
        class,
        " (",
        class_basis(lang, code),
        ")",
    ]
    .concat()
}

/// Where the Laws the app follows (in force from 1 July 2009, Appendices A1 and B1) draw the line of a
/// time class, and where the 2018 Laws moved it: blitz "menos de 15 min por jugador, contando 60
/// veces el incremento, según las Leyes de 2009; desde 2018, 10 min o menos" / "under 15 min each,
/// counting 60 times the increment, by the 2009 Laws; 10 min or less since 2018".
pub fn class_basis(lang: Lang, code: &str) -> &'static str {
    pick(
        match code {
            "blitz" => &[
                "menos de 15 min por jugador, contando 60 veces el incremento, según las Leyes de 2009; desde 2018, 10 min o menos",
                "under 15 min each, counting 60 times the increment, by the 2009 Laws; 10 min or less since 2018",
            ],
            "rapid" => &[
                "de 15 a menos de 60 min por jugador, contando 60 veces el incremento, según las Leyes de 2009; desde 2018, más de 10",
                "15 to under 60 min each, counting 60 times the increment, by the 2009 Laws; over 10 since 2018",
            ],
            _ => &[
                "60 min o más por jugador, contando 60 veces el incremento",
                "60 min or more each, counting 60 times the increment",
            ],
        },
        lang,
    )
}

/// The name players give a preset of [`crate::clock::setup::PRESETS`]: `3+2`, "5 min, 3 s de demora",
/// "40 jugadas en 90 min, luego 30 min, +30 s", "Sin reloj".
pub fn preset_name(lang: Lang, tc: &str) -> String {
    let fixed = match tc {
        "-" => Some(kind_name(lang, Kind::NoClock)),
        "40/5400+30:1800+30" => Some(pick(
            &[
                "40 jugadas en 90 min, luego 30 min, +30 s",
                "40 moves in 90 min, then 30 min, +30 s",
            ],
            lang,
        )),
        "300d3" => Some(pick(&["5 min, 3 s de demora", "5 min, 3 s delay"], lang)),
        _ => None,
    };
    if let Some(name) = fixed {
        return name.to_string();
    }
    match ClockForm::preset(tc) {
        Some(f) if f.kind == Kind::Fischer => {
            let inc = if f.increment.is_empty() {
                "0"
            } else {
                &f.increment
            };
            [f.minutes.as_str(), "+", inc].concat()
        }
        _ => tc.to_string(),
    }
}

/// A start-grid button's two lines (issue 22): the control as players name it (`5+3`, `40/90+30`,
/// "Sin reloj") and what it is (the time class; the delay or the increment of a staged control).
pub fn grid_label(lang: Lang, tc: &str) -> (String, String) {
    let class = crate::clock::Controls::parse(tc)
        .ok()
        .flatten()
        .map(|c| class_name(lang, crate::clock::TimeClass::of(Some(&c)).as_str()));
    let Some(class) = class else {
        return (preset_name(lang, tc), String::new());
    };
    match tc {
        "40/5400+30:1800+30" => ("40/90+30".to_string(), ["+30 s · ", class].concat()),
        "300d3" => (
            "5 min".to_string(),
            pick(&["3 s de demora", "3 s delay"], lang).to_string(),
        ),
        _ => (preset_name(lang, tc), class.to_string()),
    }
}

/// The start grid's buttons, in the order of [`crate::clock::setup::GRID`]: each control's two lines
/// ([`grid_label`]) in Spanish and English, written out so that the first wasm module, which draws the grid with the
/// board (issue 42), carries neither the time-control reader nor the setup form's namer (`tests/clock_setup.rs`
/// checks each against [`grid_label`]).
pub const GRID_LABELS: [[(&str, &str); 2]; 10] = [
    [("1+0", "Relámpago"), ("1+0", "Blitz")],
    [("3+2", "Relámpago"), ("3+2", "Blitz")],
    [("5+3", "Relámpago"), ("5+3", "Blitz")],
    [("10+5", "Rápida"), ("10+5", "Rapid")],
    [("15+10", "Rápida"), ("15+10", "Rapid")],
    [("30+0", "Rápida"), ("30+0", "Rapid")],
    [("90+30", "Estándar"), ("90+30", "Standard")],
    [
        ("40/90+30", "+30 s · Estándar"),
        ("40/90+30", "+30 s · Standard"),
    ],
    [("5 min", "3 s de demora"), ("5 min", "3 s delay")],
    [("Sin reloj", ""), ("No clock", "")],
];

/// A start-grid button's two lines as written out in [`GRID_LABELS`]: `index` into [`crate::clock::setup::GRID`].
pub fn grid_label_at(lang: Lang, index: usize) -> (&'static str, &'static str) {
    GRID_LABELS.get(index).map_or(("", ""), |pair| match lang {
        Lang::Es => pair[0],
        Lang::En => pair[1],
    })
}

/// A number of the setup form as the language writes it: a decimal comma in Spanish ("2,5"), a point in English
/// ("2.5"). The form reads either.
pub fn decimal(lang: Lang, value: &str) -> String {
    match lang {
        Lang::Es => value.replace('.', ","),
        Lang::En => value.to_string(),
    }
}

/// A duration as a time control states it: "90 min", "1 min 30 s", "2,5 s" / "2.5 s".
fn duration(lang: Lang, ms: u64) -> String {
    let seconds = |ms: u64| {
        let (s, rest) = (ms / 1000, ms % 1000);
        let text = if rest == 0 {
            s.to_string()
        } else {
            let frac = format!("{rest:03}");
            format!("{s}.{}", frac.trim_end_matches('0'))
        };
        [decimal(lang, &text).as_str(), " s"].concat()
    };
    match (ms / 60_000, ms % 60_000) {
        (0, _) => seconds(ms),
        (m, 0) => format!("{m} min"),
        (m, rest) => format!("{m} min {}", seconds(rest)),
    }
}

/// What each move of a stage receives, after the stage's time: " + 30 s por jugada",
/// " con demora de 5 s", " con demora Bronstein de 5 s" (empty for nothing).
fn bonus_words(lang: Lang, bonus: Bonus) -> String {
    let (template, ms) = match bonus {
        Bonus::None => return String::new(),
        Bonus::Increment(ms) => (pick(&[" + {} por jugada", " + {} per move"], lang), ms),
        Bonus::Delay(ms) => (pick(&[" con demora de {}", " with a {} delay"], lang), ms),
        Bonus::Bronstein(ms) => (
            pick(
                &[" con demora Bronstein de {}", " with a {} Bronstein delay"],
                lang,
            ),
            ms,
        ),
    };
    super::fill(template, &[&duration(lang, ms)])
}

/// One player's time control in words, as the scoresheet states it: "90 min + 30 s por jugada";
/// "90 min para 40 jugadas, luego 30 min para el resto de la partida, + 30 s por jugada desde la
/// jugada 1" (a bonus common to every period is said once, at the end); "120 min cada 40 jugadas"
/// (a last period with a move count repeats); "Reloj de arena, 3 min".
fn control_words(lang: Lang, tc: &TimeControl) -> String {
    if tc.is_hourglass() {
        return [
            pick(&["Reloj de arena, ", "Hourglass, "], lang),
            duration(lang, tc.initial_ms()).as_str(),
        ]
        .concat();
    }
    let stages = tc.stages();
    let common = stages
        .iter()
        .all(|s| s.bonus == stages[0].bonus)
        .then_some(stages[0].bonus);
    let last = stages.len() - 1;
    let mut out = String::new();
    for (i, stage) in stages.iter().enumerate() {
        if i > 0 {
            out.push_str(pick(&[", luego ", ", then "], lang));
        }
        out.push_str(&duration(lang, stage.time_ms));
        if common.is_none() {
            out.push_str(&bonus_words(lang, stage.bonus));
        }
        let moves = |n: u32| super::count(lang, n as usize, super::MOVE);
        match (stage.moves, i == last) {
            (Some(n), false) => out.push_str(&super::fill(
                pick(&[" para {}", " for {}"], lang),
                &[&moves(n)],
            )),
            (Some(n), true) => out.push_str(&super::fill(
                pick(&[" cada {}", " every {}"], lang),
                &[&moves(n)],
            )),
            (None, _) if last > 0 => out.push_str(pick(
                &[" para el resto de la partida", " for the rest of the game"],
                lang,
            )),
            (None, _) => {}
        }
    }
    match common {
        Some(b @ Bonus::Increment(_)) if last > 0 => {
            out.push(',');
            out.push_str(&bonus_words(lang, b));
            out.push_str(pick(&[" desde la jugada 1", " from move 1"], lang));
        }
        Some(b) if last > 0 && b != Bonus::None => {
            out.push(',');
            out.push_str(&bonus_words(lang, b));
        }
        Some(b) => out.push_str(&bonus_words(lang, b)),
        None => {}
    }
    out
}

/// A game's time control in words, for the scoresheet's "Ritmo de juego": "90 min + 30 s por
/// jugada"; "90 min para 40 jugadas, luego 30 min para el resto de la partida, + 30 s por jugada
/// desde la jugada 1"; "5 min con demora de 3 s"; "Reloj de arena, 3 min"; "Blancas: …; negras: …"
/// for time odds; "Sin reloj" without a clock.
pub fn time_control_words(lang: Lang, controls: Option<&Controls>) -> String {
    match controls {
        None => kind_name(lang, Kind::NoClock).to_string(),
        Some(c) if c.is_odds() => super::fill(
            pick(&["Blancas: {}; negras: {}", "White: {}; Black: {}"], lang),
            &[
                &control_words(lang, &c.white),
                &control_words(lang, &c.black),
            ],
        ),
        Some(c) => control_words(lang, &c.white),
    }
}

/// A `TimeControl` tag's value (`300+2`, `-`, what an imported game says) in words: see
/// [`time_control_words`]. `?` (unknown) is empty; a value that does not read is shown as it is.
pub fn time_control_text(lang: Lang, tag: &str) -> String {
    match (tag.trim(), Controls::parse(tag)) {
        ("?" | "", _) => String::new(),
        (_, Ok(c)) => time_control_words(lang, c.as_ref()),
        (raw, Err(_)) => raw.to_string(),
    }
}
