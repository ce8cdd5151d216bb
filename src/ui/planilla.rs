//! The printable scoresheet (the "planilla" of Art. 8): names, event, date, the moves in the
//! interface language's notation in the usual two columns of numbered rows, the result, and room
//! for both signatures. Hidden on screen; the print stylesheet shows it alone.

use super::i18n::Lang;
use super::records::{pgn_date_today, tr, Records, R};
use super::state::Ctx;
use crate::rules::Color;
use leptos::prelude::*;

/// Rows per column at least: a blank sheet has room for 60 moves, like a printed one.
const MIN_ROWS: usize = 30;

/// One row of the sheet: move number and the two half-moves' SAN (empty when not played).
type Row = (u32, String, String);

/// Lays the SAN list out in numbered rows from the start position's move number and side.
fn rows(sans: &[String], first_number: u32, black_first: bool) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut i = 0;
    let mut n = first_number;
    if black_first && !sans.is_empty() {
        rows.push((n, "…".to_string(), sans[0].clone()));
        i = 1;
        n += 1;
    }
    while i < sans.len() {
        let w = sans[i].clone();
        let b = sans.get(i + 1).cloned().unwrap_or_default();
        rows.push((n, w, b));
        i += 2;
        n += 1;
    }
    rows
}

/// A PGN date (`2024.05.01`) as people write it: `01/05/2024` in Spanish, `2024-05-01` in English.
/// Unknown parts (`??`) are left blank.
fn human_date(pgn: &str, lang: Lang) -> String {
    let parts: Vec<&str> = pgn.split('.').collect();
    let [y, m, d] = parts[..] else {
        return pgn.to_string();
    };
    fn known(p: &str) -> &str {
        if p.contains('?') {
            ""
        } else {
            p
        }
    }
    let (y, m, d) = (known(y), known(m), known(d));
    if y.is_empty() {
        return String::new();
    }
    match lang {
        Lang::Es => format!("{d}/{m}/{y}"),
        Lang::En => format!("{y}-{m}-{d}"),
    }
}

/// The scoresheet section (`.planilla`, `data-planilla`).
#[component]
pub fn Planilla() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rec = expect_context::<Records>();
    let l = move || ctx.lang.get();
    let meta_tag = move |name: &'static str| {
        rec.meta.with(|m| {
            m.as_ref()
                .filter(|m| ctx.game.with(|g| m.fits(g)))
                .and_then(|m| m.tags.iter().find(|(n, _)| n == name))
                .map(|(_, v)| v.trim().to_string())
                .filter(|v| v != "?" && v != "-")
        })
    };
    let event = move || meta_tag("Event").unwrap_or_default();
    let round = move || meta_tag("Round").unwrap_or_default();
    let date = move || human_date(&meta_tag("Date").unwrap_or_else(pgn_date_today), l());
    let name = move |c: Color| ctx.names.with(|n| n.get(c).trim().to_string());
    let result = move || {
        ctx.game.with(|g| match g.result_str() {
            "1/2-1/2" => "½ – ½".to_string(),
            "*" => String::new(),
            r => r.replace('-', " – "),
        })
    };
    // Every row of both columns, blank rows included; keyed by content so a move redraws one row.
    let sheet = Memo::new(move |_| {
        let sans = ctx.sans.get();
        let (number, black_first) = ctx
            .game
            .with(|g| (g.start().fullmoves(), g.start().turn() == Color::Black));
        let mut all = rows(&sans, number, black_first);
        let per = MIN_ROWS.max(all.len().div_ceil(2));
        let mut next = all.last().map_or(number, |r| r.0 + 1);
        while all.len() < per * 2 {
            all.push((next, String::new(), String::new()));
            next += 1;
        }
        (per, all)
    });
    let column = move |c: usize| {
        view! {
            <table class="planilla-moves">
                <thead><tr>
                    <th scope="col">"Nº"</th>
                    <th scope="col">{move || tr(l(), R::White)}</th>
                    <th scope="col">{move || tr(l(), R::Black)}</th>
                </tr></thead>
                <tbody>
                    <For
                        each=move || sheet.with(|(per, all)| all[c * per..(c + 1) * per].to_vec())
                        key=|r: &Row| r.clone()
                        let((n, w, b))
                    >
                        <tr><th scope="row">{n.to_string()}</th><td>{w}</td><td>{b}</td></tr>
                    </For>
                </tbody>
            </table>
        }
    };
    view! {
        <section class="planilla" data-planilla="" aria-hidden="true">
            <h1>{move || tr(l(), R::Scoresheet)}</h1>
            <dl class="planilla-head">
                <div><dt>{move || tr(l(), R::Event)}</dt><dd data-planilla-field="event">{event}</dd></div>
                <div><dt>{move || tr(l(), R::Date)}</dt><dd data-planilla-field="date">{date}</dd></div>
                <div><dt>{move || tr(l(), R::Round)}</dt><dd data-planilla-field="round">{round}</dd></div>
                <div class="wide"><dt>{move || tr(l(), R::White)}</dt><dd data-planilla-field="white">{move || name(Color::White)}</dd></div>
                <div class="wide"><dt>{move || tr(l(), R::Black)}</dt><dd data-planilla-field="black">{move || name(Color::Black)}</dd></div>
            </dl>
            <div class="planilla-columns">{column(0)}{column(1)}</div>
            <p class="planilla-result"><span>{move || tr(l(), R::Result)}</span><span class="box" data-planilla-field="result">{result}</span></p>
            <div class="planilla-signatures">
                <p><span class="line"></span>{move || tr(l(), R::SignWhite)}</p>
                <p><span class="line"></span>{move || tr(l(), R::SignBlack)}</p>
            </div>
        </section>
    }
}
