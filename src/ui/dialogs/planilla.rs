//! The printable scoresheet (the "planilla" of Art. 8): event, round, board, time control, date,
//! names, the moves in the interface language's notation in the usual two columns of numbered
//! rows, the result, and room for both signatures. Hidden on screen; the print stylesheet shows it alone.
//!
//! The sheet is written a few seconds after the changes stop (and when the page is about to print),
//! straight into the DOM: nothing on screen depends on it, so no move waits for it, and
//! the download carries no renderer code for sixty table rows. Every text goes in as
//! `textContent`, so a name from an imported PGN stays text.

use crate::rules::Color;
use crate::table::scoresheet::{self, Page, Row};
use crate::table::tags::OFFER_MARK;
use crate::table::tournament::Mark;
use crate::text::tournament::{illegal_mark_label, ILLEGAL_MARK};
use crate::text::{self, Lang, Later};
use crate::ui::core::state::Ctx;
use crate::ui::dialogs::records_core::{pgn_date_today, R};
use leptos::prelude::*;
use web_sys::{Document, Element};

/// Appends a new `<tag class=class>` holding `text` (as text) to `parent`.
fn add(doc: &Document, parent: &Element, tag: &str, class: &str, text: &str) -> Option<Element> {
    let el = doc.create_element(tag).ok()?;
    if !class.is_empty() {
        el.set_class_name(class);
    }
    if !text.is_empty() {
        el.set_text_content(Some(text));
    }
    parent.append_child(&el).ok()?;
    Some(el)
}

/// What the sheet shows, read from the game now.
struct Sheet {
    lang: Lang,
    event: String,
    date: String,
    round: String,
    board: String,
    time_control: String,
    white: String,
    black: String,
    result: String,
    /// The moves, a page at a time, each page's columns in order.
    pages: Vec<Page>,
    /// What the marks of illegal moves mean, one line each kind (and the offer mark's, when used).
    legend: Vec<String>,
    /// The sheet has a time column: each move's clock reading (a clocked game).
    clocked: bool,
}

fn sheet(ctx: &Ctx) -> Sheet {
    let lang = ctx.lang.get_untracked();
    let meta_tag = |name: &str| {
        ctx.table.with_untracked(|t| {
            t.imported()
                .and_then(|m| m.tag(name))
                .map(|v| v.trim().to_string())
                .filter(|v| v != "?" && v != "-")
        })
    };
    let (number, black_first, result) = ctx.game.with_untracked(|g| {
        (
            g.start().fullmoves(),
            g.start().turn() == Color::Black,
            g.result_str(),
        )
    });
    // Tournament practice: an illegal move that stood carries the mark the legend explains.
    let (legal_plies, marks) = ctx
        .table
        .with_untracked(|t| (t.game().moves().len(), t.line_marks()));
    // The record's marks: the offers of a draw (9.1b, "(=)") and each move's clock reading.
    let (offers, clocks) = ctx.table.with_untracked(|t| {
        let clocks: Option<Vec<Option<String>>> = t.clock().map(|_| {
            t.clock_readings()
                .into_iter()
                .map(|r| r.map(crate::table::format_clk))
                .collect()
        });
        (t.offer_marks().to_vec(), clocks)
    });
    let mut legend = Vec::new();
    let marked: Vec<String> = ctx.sans().with_untracked(|sans| {
        sans.list()
            .iter()
            .enumerate()
            .map(|(i, san)| {
                let san = if offers.contains(&(i + 1)) {
                    format!("{san} {OFFER_MARK}")
                } else {
                    san.clone()
                };
                let claimant = match i.checked_sub(legal_plies).and_then(|k| marks.get(k)) {
                    Some(Mark::Stood) => None,
                    Some(&Mark::Claimed(c)) => Some(c),
                    _ => return san,
                };
                let label = illegal_mark_label(lang, claimant);
                if !legend.contains(&label) {
                    legend.push(label);
                }
                format!("{san} {ILLEGAL_MARK}")
            })
            .collect()
    });
    if !offers.is_empty() {
        legend.push(crate::text::club::offer_mark_legend(lang).to_string());
    }
    let rows = match &clocks {
        Some(c) => scoresheet::rows_clocked(&marked, c, number, black_first),
        None => scoresheet::rows(&marked, number, black_first),
    };
    let pages = scoresheet::pages(rows, number);
    let names = ctx.names.get_untracked();
    let (tags, tc) = ctx
        .table
        .with_untracked(|t| (t.event_tags().clone(), t.time_control_tag()));
    Sheet {
        lang,
        event: tags.event,
        date: text::pgn::pgn_date(lang, &meta_tag("Date").unwrap_or_else(pgn_date_today)),
        round: tags.round,
        board: tags.board,
        time_control: text::setup::time_control_text(lang, &tc),
        white: names.white.trim().to_string(),
        black: names.black.trim().to_string(),
        result: match result {
            "1/2-1/2" => "½ – ½".to_string(),
            "*" => String::new(),
            r => r.replace('-', " – "),
        },
        pages,
        legend,
        clocked: clocks.is_some(),
    }
}

/// Writes the sheet of the game as it stands into `[data-planilla]`.
pub fn fill(ctx: &Ctx) {
    let s = sheet(ctx);
    let write = || -> Option<()> {
        let doc = web_sys::window()?.document()?;
        let root = doc.query_selector("[data-planilla]").ok()??;
        root.set_text_content(None);
        let tr_ = |r: R| r.text(s.lang);
        add(&doc, &root, "h1", "", tr_(R::Scoresheet))?;
        let head = add(&doc, &root, "dl", "planilla-head", "")?;
        // Event, round and board on the first line; the time control (the longest, over two
        // columns) and the date on the second; then each player on a line of their own.
        for (label, field, value, class) in [
            (tr_(R::Event), "event", &s.event, ""),
            (tr_(R::Round), "round", &s.round, ""),
            (tr_(R::Board), "board", &s.board, ""),
            (
                Later::TimeControl.text(s.lang),
                "time-control",
                &s.time_control,
                "span2",
            ),
            (tr_(R::Date), "date", &s.date, ""),
            (tr_(R::White), "white", &s.white, "wide"),
            (tr_(R::Black), "black", &s.black, "wide"),
        ] {
            let div = add(&doc, &head, "div", class, "")?;
            add(&doc, &div, "dt", "", label)?;
            add(&doc, &div, "dd", "", value)?
                .set_attribute("data-planilla-field", field)
                .ok()?;
        }
        // One block of two columns per page, each read down then across; the print stylesheet
        // starts each block after the first on a new page.
        for (k, page) in s.pages.iter().enumerate() {
            let columns = add(&doc, &root, "div", "planilla-columns", "")?;
            columns
                .set_attribute("data-planilla-page", &(k + 1).to_string())
                .ok()?;
            for column in [&page.left, &page.right] {
                let class = if s.clocked {
                    "planilla-moves clocked"
                } else {
                    "planilla-moves"
                };
                let table = add(&doc, &columns, "table", class, "")?;
                let tr_head = add(&doc, &add(&doc, &table, "thead", "", "")?, "tr", "", "")?;
                let clock = crate::text::club::clock_column(s.lang);
                let heads: &[&str] = if s.clocked {
                    &[
                        tr_(R::MoveNumber),
                        tr_(R::White),
                        clock,
                        tr_(R::Black),
                        clock,
                    ]
                } else {
                    &[tr_(R::MoveNumber), tr_(R::White), tr_(R::Black)]
                };
                for h in heads {
                    add(&doc, &tr_head, "th", "", h)?
                        .set_attribute("scope", "col")
                        .ok()?;
                }
                let body = add(&doc, &table, "tbody", "", "")?;
                for Row {
                    number,
                    white,
                    black,
                    white_clk,
                    black_clk,
                } in column.iter()
                {
                    let row = add(&doc, &body, "tr", "", "")?;
                    add(&doc, &row, "th", "", &number.to_string())?
                        .set_attribute("scope", "row")
                        .ok()?;
                    add(&doc, &row, "td", "", white)?;
                    if s.clocked {
                        add(&doc, &row, "td", "clk", white_clk)?
                            .set_attribute("data-planilla-clk", "")
                            .ok()?;
                    }
                    add(&doc, &row, "td", "", black)?;
                    if s.clocked {
                        add(&doc, &row, "td", "clk", black_clk)?
                            .set_attribute("data-planilla-clk", "")
                            .ok()?;
                    }
                }
            }
        }
        for label in &s.legend {
            let p = add(&doc, &root, "p", "planilla-legend", "")?;
            if label.starts_with(OFFER_MARK) {
                p.set_text_content(Some(label));
            } else {
                p.set_text_content(Some(&format!("{ILLEGAL_MARK} {label}")));
            }
            p.set_attribute("data-planilla-legend", "").ok()?;
        }
        let result = add(&doc, &root, "p", "planilla-result", "")?;
        add(&doc, &result, "span", "", tr_(R::Result))?;
        add(&doc, &result, "span", "box", &s.result)?
            .set_attribute("data-planilla-field", "result")
            .ok()?;
        let signatures = add(&doc, &root, "div", "planilla-signatures", "")?;
        for who in [R::SignWhite, R::SignBlack] {
            let p = add(&doc, &signatures, "p", "", "")?;
            add(&doc, &p, "span", "line", "")?;
            p.append_with_str_1(tr_(who)).ok()?;
        }
        Some(())
    };
    // Without a document or the sheet there is nothing to print into: the print shows the page as is.
    write();
}

/// The scoresheet's place (`.planilla`, `data-planilla`), kept filled: a few seconds after the last change
/// of the game, the names or the language, and again just before the page prints. Printing from the
/// browser's own menu or a share sheet may not say `beforeprint` first; an empty sheet printed a
/// blank page (issue 20).
#[component]
pub fn Planilla() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let before = window_event_listener_untyped("beforeprint", move |_| fill(&ctx));
    on_cleanup(move || before.remove());
    // Written after the page has drawn the change (never on a move's critical path), once per burst.
    let pending = StoredValue::new_local(None::<gloo_timers::callback::Timeout>);
    crate::ui::core::effect(move |_| {
        ctx.table.track();
        ctx.lang.track();
        let timer = gloo_timers::callback::Timeout::new(FILL_AFTER_MS, move || fill(&ctx));
        pending.set_value(Some(timer));
    });
    view! { <section class="planilla" data-planilla="" aria-hidden="true"></section> }
}

/// How long after a change the sheet is written again: once play pauses, not at every move of a game played at speed
/// (the whole sheet is written each time; `beforeprint` writes it at once).
const FILL_AFTER_MS: u32 = 3_000;
