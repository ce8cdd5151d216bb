//! The local archive of games: every finished game (and a game in progress that a new one replaces)
//! is kept as PGN in `localStorage`, listed with names, date and result, and can be reviewed,
//! exported or deleted.
//!
//! The stored text is the PGN of each game, separated by a line holding only U+001E (record
//! separator), which the PGN writer never puts in a game. Oldest games are dropped beyond
//! [`MAX_GAMES`] or [`MAX_CHARS`], with a note; if the browser refuses to store, the player is told.

use super::pgn_io::{download, load, players};
use super::records_core::{
    close_dialog, current_clocks, current_tags, lt, open_dialog, plies_text, tr, ExportView,
    Records, R,
};
use super::state::Ctx;
use super::storage;
use crate::game::{export_pgn, Game};
use crate::rules::{read_games, PgnGame};
use crate::text::{archive_full, archive_usage};
use leptos::prelude::*;

/// The versioned `localStorage` key of the archive.
pub const ARCHIVE_KEY: &str = "escaque.archive.v1";
/// At most this many games are kept.
pub const MAX_GAMES: usize = 200;
/// At most this many characters of PGN are kept (about 1 MB).
pub const MAX_CHARS: usize = 1_000_000;
/// Between two games of the stored text.
const SEPARATOR: &str = "\n\u{1e}\n";

/// The archived games' PGN texts, oldest first.
pub fn entries() -> Vec<String> {
    split(&storage::get(ARCHIVE_KEY).unwrap_or_default())
}

fn split(text: &str) -> Vec<String> {
    text.split(SEPARATOR)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| format!("{s}\n"))
        .collect()
}

/// Drops the oldest entries beyond the limits; returns how many were dropped.
fn cap(entries: &mut Vec<String>) -> usize {
    let mut dropped = 0;
    let size = |v: &[String]| v.iter().map(|e| e.len() + SEPARATOR.len()).sum::<usize>();
    while entries.len() > 1 && (entries.len() > MAX_GAMES || size(entries) > MAX_CHARS) {
        entries.remove(0);
        dropped += 1;
    }
    dropped
}

/// Writes the archive; false if the browser refused (storage full or disabled).
fn store(entries: &[String]) -> bool {
    let text: Vec<&str> = entries.iter().map(|e| e.trim_end()).collect();
    storage::set(ARCHIVE_KEY, &text.join(SEPARATOR))
}

fn notice(ctx: &Ctx, rec: &Records, text: String) {
    rec.notice.set(Some(text.clone()));
    ctx.notice(Some(text));
}

/// Adds a game's PGN to the archive, or replaces the entry `replace` (the same game, ended again
/// after a takeback). Returns the stored text, or `None` if the browser refused.
fn save(ctx: &Ctx, rec: &Records, text: String, replace: Option<&str>) -> Option<String> {
    let lang = ctx.lang.get_untracked();
    let mut v = entries();
    match replace.and_then(|old| v.iter().position(|e| e == old)) {
        Some(i) => v[i] = text.clone(),
        None => v.push(text.clone()),
    }
    let dropped = cap(&mut v);
    if !store(&v) {
        notice(ctx, rec, tr(lang, R::ArchiveRefused).to_string());
        return None;
    }
    if dropped > 0 {
        notice(ctx, rec, archive_full(lang, dropped, MAX_GAMES));
    }
    rec.archive_rev.update(|r| *r = r.wrapping_add(1));
    Some(text)
}

/// Removes the entry with this exact text. False if the browser refused to store the result.
fn delete(text: &str) -> bool {
    let mut v = entries();
    v.retain(|e| e != text);
    store(&v)
}

/// What the watcher remembers of the game between two changes.
#[derive(Clone)]
struct Snapshot {
    game: Game,
    tags: Vec<(String, String)>,
    clocks: Vec<Option<u64>>,
    /// Something happened to this game in this page (not only loaded).
    played_here: bool,
    /// The archive entry holding this game, once archived.
    entry: Option<String>,
    loads: u32,
}

/// True if `now` is `prev` carried on: the same start, moves added, or one taken back.
fn same_game(prev: &Game, now: &Game) -> bool {
    let (p, n) = (prev.moves(), now.moves());
    prev.start() == now.start()
        && (n.starts_with(p) || (!n.is_empty() && p.len() == n.len() + 1 && p.starts_with(n)))
}

/// Archives games as they end, and a game in progress when another replaces it.
pub fn watch(ctx: Ctx, rec: Records) {
    let snap = StoredValue::new(None::<Snapshot>);
    Effect::new(move |_| {
        let game = ctx.game.get();
        // A change adopted from another tab is archived by that tab, not again by this one.
        let theirs = ctx
            .table
            .with_untracked(|t| super::tabs::adopted_here(t.revision()));
        let tags = current_tags(&ctx);
        let clocks = current_clocks(&ctx);
        let loads = rec.loads.get_value();
        let prev = snap.get_value();
        let (played_here, entry) = match prev {
            None => (!game.moves().is_empty() && !game.is_over(), None),
            Some(p) if p.loads == loads && same_game(&p.game, &game) => {
                let played = p.played_here || p.game != game;
                let mut entry = p.entry;
                if played
                    && !theirs
                    && game.is_over()
                    && !p.game.is_over()
                    && !game.moves().is_empty()
                {
                    let text = export_pgn(&game, &tags, &clocks);
                    entry = save(&ctx, &rec, text, entry.as_deref()).or(entry);
                }
                (played, entry)
            }
            Some(p) => {
                let unsaved = !(p.game.is_over() && p.entry.is_some());
                if p.played_here && !theirs && !p.game.moves().is_empty() && unsaved {
                    let text = export_pgn(&p.game, &p.tags, &p.clocks);
                    save(&ctx, &rec, text, p.entry.as_deref());
                }
                (false, rec.opened.get_value())
            }
        };
        rec.opened.set_value(None);
        snap.set_value(Some(Snapshot {
            game,
            tags,
            clocks,
            played_here,
            entry,
            loads,
        }));
    });
}

/// One archived game as listed.
#[derive(Clone)]
struct Row {
    text: String,
    game: Option<PgnGame>,
}

fn rows() -> Vec<Row> {
    let mut v: Vec<Row> = entries()
        .into_iter()
        .map(|text| {
            let game = read_games(&text).into_iter().next().and_then(Result::ok);
            Row { text, game }
        })
        .collect();
    v.reverse();
    v
}

/// The archive dialog (`#archive`): newest first, each with review, export and delete.
#[component]
pub fn ArchiveDialog() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rec = expect_context::<Records>();
    let l = move || ctx.lang.get();
    let error = RwSignal::new(None::<String>);
    let list = Memo::new(move |_| {
        rec.archive_rev.track();
        rows()
            .into_iter()
            .map(|r| (r.text, r.game))
            .collect::<Vec<_>>()
    });
    let open = move |text: String, game: PgnGame| {
        rec.opened.set_value(Some(text));
        match load(ctx, rec, &game, false) {
            // The note shows once the game is on the table (see `Ctx::pending_note`).
            Ok(_) => {
                error.set(None);
                close_dialog("archive");
            }
            Err(e) => {
                rec.opened.set_value(None);
                error.set(Some(e));
            }
        }
    };
    let export = move |text: String, game: Option<PgnGame>| {
        let fen = game.map(|g| g.final_position().fen()).unwrap_or_default();
        rec.export.set(ExportView { pgn: text, fen });
        close_dialog("archive");
        open_dialog("export");
    };
    let remove = move |text: String| {
        let sure = web_sys::window()
            .and_then(|w| w.confirm_with_message(tr(l(), R::ConfirmDelete)).ok())
            .unwrap_or(false);
        if sure {
            if !delete(&text) {
                error.set(Some(tr(l(), R::StoreRefused).to_string()));
            }
            rec.archive_rev.update(|r| *r = r.wrapping_add(1));
        }
    };
    let items = move || {
        let lang = l();
        list.get()
            .into_iter()
            .enumerate()
            .map(|(i, (text, game))| {
                let (date, who, result, how, plies) = match &game {
                    Some(g) => (
                        g.tag("Date").unwrap_or("?").replace('.', "-"),
                        players(g),
                        match g.result.as_str() {
                            "*" => tr(lang, R::Unfinished).to_string(),
                            r => r.to_string(),
                        },
                        g.tag("Termination").unwrap_or("").to_string(),
                        plies_text(lang, g.moves.len()),
                    ),
                    None => (
                        "?".to_string(),
                        "?".to_string(),
                        "?".to_string(),
                        String::new(),
                        String::new(),
                    ),
                };
                let readable = game.is_some();
                let (t1, t2, t3) = (text.clone(), text.clone(), text);
                let g1 = game.clone();
                view! {
                    <li class="archive-entry" data-archive-entry=i.to_string()>
                        <span class="date">{date}</span>
                        <span class="players">{who}</span>
                        <span class="result">{result}</span>
                        <span class="how">{how}</span>
                        <span class="plies">{plies}</span>
                        <span class="buttons">
                            <button type="button" data-action="archive-open" disabled=!readable
                                on:click=move |_| { if let Some(g) = g1.clone() { open(t1.clone(), g) } }>
                                {tr(lang, R::Open)}
                            </button>
                            <button type="button" data-action="archive-export"
                                on:click=move |_| export(t2.clone(), game.clone())>
                                {tr(lang, R::Export)}
                            </button>
                            <button type="button" class="danger" data-action="archive-delete"
                                on:click=move |_| remove(t3.clone())>
                                {tr(lang, R::Delete)}
                            </button>
                        </span>
                    </li>
                }
            })
            .collect_view()
    };
    let usage = move || {
        let v = list.get();
        let chars: usize = v.iter().map(|(t, _)| t.len()).sum();
        format!(
            "{} · {} KB / {} KB",
            archive_usage(l(), v.len()),
            chars.div_ceil(1000),
            MAX_CHARS / 1000
        )
    };
    let export_all = move |_| {
        let all = entries().join("\n");
        download(&all, "escaque-archive.pgn");
    };
    view! {
        <dialog id="archive" class="dialog records-dialog" data-dialog="archive"
            on:close=move |_| { error.set(None); rec.notice.set(None); }>
            <form method="dialog">
                <h2>{lt(ctx.lang, R::ArchiveTitle)}</h2>
                {move || rec.notice.get().map(|n| view! { <p class="notice" role="status" data-archive-notice="">{n}</p> })}
                {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                {move || list.with(|v| v.is_empty()).then(|| view! { <p class="empty">{tr(l(), R::ArchiveEmpty)}</p> })}
                <ol class="archive-list">{items}</ol>
                <p class="usage" data-archive-usage="">{usage}</p>
                <menu>
                    <button type="button" data-action="archive-export-all"
                        disabled=move || list.with(|v| v.is_empty())
                        on:click=export_all>{lt(ctx.lang, R::Download)}</button>
                    <button value="close" data-action="close">{lt(ctx.lang, R::Close)}</button>
                </menu>
            </form>
        </dialog>
    }
}
