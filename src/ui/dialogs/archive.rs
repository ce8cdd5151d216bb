//! The local archive of games: every finished game (and a game in progress that a new one replaces)
//! is kept as PGN in `localStorage`, listed with names, date and result, and can be reviewed,
//! exported or deleted.
//!
//! The stored form is [`crate::table::archive`]'s: a small index, read only when the archive is
//! shown or written, and each game under its own key, read only when it is opened or exported, so
//! the page's start does not grow with the archive. A game is checked when read (a missing or
//! changed text is reported; its result is what its moves give). No game is ever dropped to make
//! room: when the browser refuses a save, or the storage is nearly full, the player is told in the
//! page and offered an export of the whole archive. The first archive (`escaque.archive.v1`) is
//! moved game by game the first time the archive is used, and removed only once all is written.

use crate::table::archive::{
    check, game_key, id_of_key, migrate, split_v1, Checked, Entry, Index, INDEX_KEY, V1_KEY,
};
use crate::table::cues::{archive_again, same_game};
use crate::table::Table;
use crate::text::archive_usage;
use crate::text::imports::{migrated, storage_used};
use crate::text::review::Label as SearchLabel;
use crate::text::Lang;
use crate::ui::core::dom::{dialog_open, download};
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, close, effect, input, memo, when};
use crate::ui::dialogs::pgn_io::load;
use crate::ui::dialogs::records_core::{
    close_dialog, lt, open_dialog, plies_text, ExportView, Records, R,
};
use crate::ui::services::local;
use leptos::prelude::*;

/// What the browser is assumed to hold for one site (characters of keys and values): 5 million,
/// the smallest of the common browsers' `localStorage` quotas.
pub const LIMIT_CHARS: usize = 5_000_000;
/// Past this share of [`LIMIT_CHARS`] the player is warned (per mille).
const NEAR_PER_MILLE: usize = 800;
/// Archived games listed per page ("more" adds as many).
const PAGE: usize = 50;

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Every key in `localStorage`.
fn keys() -> Vec<String> {
    let Some(s) = local() else {
        return Vec::new();
    };
    let n = s.length().unwrap_or(0);
    (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
}

/// The ids of the game keys present.
fn stored_ids() -> Vec<u64> {
    keys().iter().filter_map(|k| id_of_key(k)).collect()
}

/// The index as stored (empty when there is none). Reads nothing else.
fn read_index() -> Index {
    local::get(INDEX_KEY).map_or_else(Index::default, |t| Index::parse(&t))
}

/// What making the archive ready found: games moved from the first archive, games recovered.
#[derive(Default)]
struct Ready {
    index: Index,
    /// Games moved from `escaque.archive.v1` now.
    moved: usize,
    /// The browser refused a write: nothing was removed, the old form stays.
    refused: bool,
}

/// The index, after moving the first archive's games (if any are left) and listing game keys the
/// index missed (a save cut short). Each step writes the new copies before removing anything.
fn ready() -> Ready {
    let mut index = read_index();
    let mut out = Ready::default();
    let mut changed = false;
    let taken = stored_ids();
    // Game keys without an entry: kept, listed again.
    let orphans: Vec<u64> = taken
        .iter()
        .copied()
        .filter(|id| index.get(*id).is_none())
        .collect();
    for id in orphans {
        if let Some(text) = local::get(&game_key(id)) {
            index.entries.push(Entry::of(id, &text));
            changed = true;
        }
    }
    // The index is kept oldest first: only the orphans pushed above are out of place, so the insertion sort does
    // little work, and it spares the standard library's stable sort (about 2.5 KB of wasm, issue 14).
    crate::rules::sort_short_by_key(&mut index.entries, |e| e.id);
    // Entries from before the search kept event, site and opening get them from their games, once.
    changed |= index.complete(|id| local::get(&game_key(id)));
    let old = local::get(V1_KEY);
    let mut written = Vec::new();
    if let Some(old) = &old {
        for (key, text) in migrate(&mut index, old, &taken) {
            if !local::set(&key, &text) {
                out.refused = true;
                break;
            }
            written.push(key);
            out.moved += 1;
            changed = true;
        }
    }
    if changed && !out.refused && !local::set(INDEX_KEY, &index.to_text()) {
        out.refused = true;
    }
    if out.refused {
        // Undo this step's copies; the first archive is untouched and is tried again next time.
        for k in &written {
            local::remove(k);
        }
        out.moved = 0;
        out.index = read_index();
        return out;
    }
    if old.is_some() {
        local::remove(V1_KEY);
    }
    out.index = index;
    out
}

/// Characters used in `localStorage`, estimated from the index for the archived games (so no game
/// text is read) and from the values of the other keys.
fn used_chars(index: &Index) -> usize {
    keys()
        .iter()
        .map(|k| {
            let value = match id_of_key(k).and_then(|id| index.get(id)) {
                Some(e) => e.len,
                None => local::get(k).map_or(0, |v| v.len()),
            };
            k.len() + value
        })
        .sum()
}

fn near_full(index: &Index) -> bool {
    used_chars(index) * 1000 > LIMIT_CHARS * NEAR_PER_MILLE
}

fn notice(ctx: &Ctx, rec: &Records, text: String) {
    rec.notice.set(Some(text.clone()));
    ctx.notice(Some(text));
}

/// Tells the player in the page, with an export of the archive at hand.
fn warn(rec: &Records, text: String) {
    rec.warning.set(Some(text));
}

/// Adds a game to the archive, its PGN and its entry as the table gave them ([`Table::archived`]), or replaces the
/// entry `replace` (the same game, ended again after a takeback): the new copy is written before the old one is
/// removed. Returns the new entry's id, or `None` if the browser refused (the player is then told, and nothing is
/// lost).
fn save(ctx: &Ctx, rec: &Records, game: (String, Entry), replace: Option<u64>) -> Option<u64> {
    let (text, entry) = game;
    let lang = ctx.lang.get_untracked();
    let Ready {
        mut index, refused, ..
    } = ready();
    let refuse = |rec: &Records| {
        let why = R::ArchiveRefused.text(lang).to_string();
        notice(ctx, rec, why.clone());
        warn(rec, why);
        None
    };
    if refused {
        return refuse(rec);
    }
    let taken = stored_ids();
    let (key, entry) = index.add_entry(entry, &taken);
    if !local::set(&key, &text) {
        return refuse(rec);
    }
    if let Some(old) = replace {
        index.remove(old);
    }
    if !local::set(INDEX_KEY, &index.to_text()) {
        local::remove(&key);
        return refuse(rec);
    }
    if let Some(old) = replace {
        local::remove(&game_key(old));
    }
    if near_full(&index) {
        warn(rec, R::ArchiveNearFull.text(lang).to_string());
    }
    // The list re-reads the archive when it is opened (its button bumps the count); a game archived while it is
    // closed leaves it alone, so the mating move does not read the index and draw a page of rows nobody sees.
    if dialog_open("archive") {
        rec.archive_rev.update(|r| *r = r.wrapping_add(1));
    }
    Some(entry.id)
}

/// Removes a game: from the index first, then its text. False if the browser refused.
fn delete(id: u64) -> bool {
    let mut index = ready().index;
    index.remove(id);
    if !local::set(INDEX_KEY, &index.to_text()) {
        return false;
    }
    local::remove(&game_key(id));
    true
}

/// Every archived game's PGN, oldest first: all game keys, indexed or not.
pub fn export_text() -> String {
    let mut ids = stored_ids();
    // An insertion sort rather than the standard library's (about 3 KB of wasm, issue 14): a few thousand keys at
    // most, which fit in `localStorage`, sort in milliseconds, once per export.
    crate::rules::sort_short_by_key(&mut ids, |&id| id);
    let mut out = String::new();
    for id in ids {
        if let Some(t) = local::get(&game_key(id)) {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(t.trim_end());
            out.push('\n');
        }
    }
    // A first archive not moved yet (the browser refused) is exported too.
    if let Some(old) = local::get(V1_KEY) {
        for t in split_v1(&old) {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(&t);
        }
    }
    out
}

/// Moves focus to the first element matching `selector` once the page has drawn it.
fn focus_later(selector: String) {
    gloo_timers::callback::Timeout::new(0, move || {
        let el = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(&selector).ok().flatten())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(el) = el {
            el.focus().ok(); // Focus is a courtesy: a refusal changes nothing.
        }
    })
    .forget();
}

/// Offers the whole archive as a file.
pub fn export_all() {
    download(&export_text(), "escaque-archive.pgn");
}

/// What the watcher remembers of the game between two changes.
#[derive(Clone)]
struct Snapshot {
    /// The table at this change: its game, and what goes to the archive (its PGN, its tournament line included) if
    /// another game replaces it, written only then.
    table: Table,
    /// Moves on the tournament line after the legal record (illegal moves that stand, and those after them).
    line: usize,
    /// Something happened to this game in this page (not only loaded).
    played_here: bool,
    /// The id of the archive entry holding this game, once archived.
    entry: Option<u64>,
    loads: u32,
}

/// What the archive's watcher reads of one change, when it happens; it is gone over later, out of the player's way
/// ([`crate::ui::core::lull::after_input`]).
struct Change {
    table: Table,
    line: usize,
    /// Adopted from another tab (which archives it).
    theirs: bool,
    loads: u32,
    /// The archive entry just opened, if this change opened one.
    opened: Option<u64>,
}

/// Archives games as they end, and a game in progress when another replaces it. Each change is read when it happens
/// (a copy of the table, no PGN written) and gone over once its frame is painted and the player's finger lifted, in
/// order: a mating move is seen before its game is written to the archive.
pub fn watch(ctx: Ctx, rec: Records) {
    let snap = StoredValue::new(None::<Snapshot>);
    // The changes read and not yet gone over, in the order they happened.
    let pending = StoredValue::new(std::collections::VecDeque::<Change>::new());
    // In tournament practice moves after an illegal one go on the line, not into the game record.
    let line = memo(move |_| ctx.table.with(|t| t.line().played.len()));
    effect(move |_| {
        ctx.table.track();
        let table = ctx.table.get_untracked();
        // A change adopted from another tab is archived by that tab, not again by this one.
        let theirs = crate::ui::services::storage::adopted_here(table.revision());
        let change = Change {
            table,
            line: line.get(),
            theirs,
            loads: rec.loads.get_value(),
            opened: rec.opened.get_value(),
        };
        rec.opened.set_value(None);
        pending.update_value(|q| q.push_back(change));
        // Whichever job runs first goes over every change waiting, oldest first: the order holds even when one
        // change's frame comes after a later change's fallback (a tab hidden and shown again between them).
        crate::ui::core::lull::after_input(Box::new(move || {
            while let Some(change) = pending.try_update_value(|q| q.pop_front()).flatten() {
                archive_change(&ctx, &rec, snap, change);
            }
        }));
    });
}

/// Goes over one change of the table ([`watch`]): a game that ended here is archived, a game played here that
/// another replaces is archived as it stood.
fn archive_change(ctx: &Ctx, rec: &Records, snap: StoredValue<Option<Snapshot>>, c: Change) {
    let Change {
        table,
        line,
        theirs,
        loads,
        opened,
    } = c;
    let game = table.game();
    let moved = !game.moves().is_empty() || line > 0;
    let prev = snap.try_update_value(Option::take).flatten();
    let (played_here, entry) = match prev {
        None => (moved && !game.is_over(), None),
        Some(p) if p.loads == loads && same_game(p.table.game(), game) => {
            let played = p.played_here || p.table.game() != game || p.line != line;
            let mut entry = p.entry;
            if played && !theirs && moved && archive_again(p.table.game(), game) {
                entry = save(ctx, rec, pgn_of(&table), entry).or(entry);
            }
            (played, entry)
        }
        Some(p) => {
            let unsaved = !(p.table.game().is_over() && p.entry.is_some());
            if p.played_here
                && !theirs
                && (!p.table.game().moves().is_empty() || p.line > 0)
                && unsaved
            {
                save(ctx, rec, pgn_of(&p.table), p.entry);
            }
            (false, opened)
        }
    };
    snap.set_value(Some(Snapshot {
        table,
        line,
        played_here,
        entry,
        loads,
    }));
}

/// The PGN of a table as the archive keeps it (dated today, as the export is), and its entry.
fn pgn_of(table: &Table) -> (String, Entry) {
    table.archived(&crate::ui::dialogs::records_core::pgn_date_today())
}

/// Opens the archived game `e` on the table, to review, and closes the archive; if it cannot be
/// read or loaded, says why in `error`.
fn open_entry(ctx: Ctx, rec: Records, error: RwSignal<Option<String>>, e: Entry) {
    let lang = ctx.lang.get();
    let checked = check(&e, local::get(&game_key(e.id)).as_deref());
    let (game, note) = match checked {
        Checked::Sound(g) => (g, None),
        Checked::Altered(Some(g)) => (g, Some(R::ArchiveAltered.text(lang))),
        Checked::Altered(None) => {
            error.set(Some(R::ArchiveAltered.text(lang).to_string()));
            return;
        }
        Checked::Missing => {
            error.set(Some(R::ArchiveMissing.text(lang).to_string()));
            return;
        }
    };
    rec.opened.set_value(Some(e.id));
    match load(ctx, rec, &game, false, note, false) {
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
}

/// Shows the archived game `e` in the export dialog, or says in `error` that its text is missing.
fn export_entry(ctx: Ctx, rec: Records, error: RwSignal<Option<String>>, e: Entry) {
    let lang = ctx.lang.get();
    let Some(text) = local::get(&game_key(e.id)) else {
        error.set(Some(R::ArchiveMissing.text(lang).to_string()));
        return;
    };
    let fen = match check(&e, Some(&text)) {
        Checked::Sound(g) | Checked::Altered(Some(g)) => g.final_position().fen(),
        _ => String::new(),
    };
    rec.export.set(ExportView { pgn: text, fen });
    close_dialog("archive");
    open_dialog("export");
}

/// Deletes the archived game `id` once confirmed (`asking` is cleared), saying in `error` if the
/// browser refused, and redraws the list.
fn remove_entry(
    ctx: Ctx,
    rec: Records,
    error: RwSignal<Option<String>>,
    asking: RwSignal<Option<u64>>,
    id: u64,
) {
    asking.set(None);
    if !delete(id) {
        error.set(Some(R::StoreRefused.text(ctx.lang.get()).to_string()));
    }
    rec.archive_rev.update(|r| *r = r.wrapping_add(1));
}

/// One row of the archive's list (`li.archive-entry`, the `i`th shown): the game's date, players,
/// result, ending and length, with review, export and delete, and the question before deleting
/// when `asking` holds its id.
fn entry_row(
    ctx: Ctx,
    rec: Records,
    error: RwSignal<Option<String>>,
    asking: RwSignal<Option<u64>>,
    lang: Lang,
    i: usize,
    e: Entry,
) -> impl IntoView {
    let date = crate::text::pgn::pgn_date(lang, &e.date);
    let listed = e.listed();
    let who = crate::text::archive_players(lang, &listed);
    // The result once, with how it ended only where the tag says more (the PGN standard's words, worded).
    let result = crate::text::archive_result(lang, &listed);
    let plies = plies_text(lang, e.plies);
    let id = e.id;
    let (e1, e2) = (e.clone(), e);
    view! {
        <li class="archive-entry" data-archive-entry=i.to_string() data-id=id.to_string()>
            <span class="date">{date}</span>
            <span class="players">{who}</span>
            <span class="result">{result}</span>
            <span class="plies">{plies}</span>
            <span class="buttons">
                <button type="button" data-action="archive-open"
                    on:click=click(move |_| open_entry(ctx, rec, error, e1.clone()))>
                    {R::Open.text(lang)}
                </button>
                <button type="button" data-action="archive-export"
                    on:click=click(move |_| export_entry(ctx, rec, error, e2.clone()))>
                    {R::Export.text(lang)}
                </button>
                <button type="button" class="danger" data-action="archive-delete"
                    aria-expanded=move || (asking.get() == Some(id)).to_string()
                    on:click=click(move |_| {
                        asking.set(Some(id));
                        focus_later(format!("[data-id=\"{id}\"] [data-action=archive-delete-keep]"));
                    })>
                    {R::Delete.text(lang)}
                </button>
            </span>
            {move || (asking.get() == Some(id)).then(|| view! {
                <span class="row ask-delete" role="group" data-question-delete=""
                    aria-label=R::ConfirmDelete.text(lang)>
                    <span>{R::ConfirmDelete.text(lang)}</span>
                    <button type="button" class="danger" data-action="archive-delete-confirm"
                        on:click=click(move |_| remove_entry(ctx, rec, error, asking, id))>{R::DeleteYes.text(lang)}</button>
                    <button type="button" data-action="archive-delete-keep"
                        on:click=click(move |_| {
                            asking.set(None);
                            focus_later(format!("[data-id=\"{id}\"] [data-action=archive-delete]"));
                        })>{R::Keep.text(lang)}</button>
                </span>
            })}
        </li>
    }
}

/// The archive dialog (`#archive`): newest first, a page at a time, each with review, export and
/// delete. Nothing is read until it is first opened, and then only the index.
#[component]
pub fn ArchiveDialog() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rec = expect_context::<Records>();
    let l = move || ctx.lang.get();
    let error = RwSignal::new(None::<String>);
    let shown = RwSignal::new(PAGE);
    let used = RwSignal::new(0usize);
    let list = memo(move |_| {
        if rec.archive_rev.get() == 0 {
            return (Vec::new(), false); // Not opened yet: the start of the page reads nothing.
        }
        let r = ready();
        let lang = ctx.lang.get_untracked();
        if r.moved > 0 {
            rec.notice.set(Some(migrated(lang, r.moved)));
        }
        if r.refused {
            rec.notice.set(Some(R::StoreRefused.text(lang).to_string()));
        }
        used.set(used_chars(&r.index));
        let bad = !r.index.bad.is_empty();
        let mut v = r.index.entries;
        v.reverse();
        (v, bad)
    });
    let count = move || list.with(|(v, _)| v.len());
    // The search field (`pgn-search`): the index keeps each game's players, date, event, site and
    // opening, which it looks in.
    let query = RwSignal::new(String::new());
    let kept = memo(move |_| {
        let q = crate::table::search::Query::new(&query.get());
        list.with(|(v, _)| {
            v.iter()
                .filter(|e| e.header().matches(&q))
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    let found = move || kept.with(Vec::len);
    // The entry whose deletion is being asked, in its own row (never with `confirm()`).
    let asking = RwSignal::new(None::<u64>);
    let items = move || {
        let lang = l();
        let n = shown.get();
        kept.with(|v| {
            v.iter()
                .take(n)
                .cloned()
                .enumerate()
                .map(|(i, e)| entry_row(ctx, rec, error, asking, lang, i, e))
                .collect_view()
        })
    };
    let usage = move || {
        [
            archive_usage(l(), count()),
            " · ".to_string(),
            storage_used(l(), used.get(), LIMIT_CHARS),
        ]
        .concat()
    };
    view! {
        <dialog id="archive" class="dialog records-dialog" data-dialog="archive"
            on:close=close(move |_| { error.set(None); rec.notice.set(None); shown.set(PAGE); asking.set(None); query.set(String::new()); })>
            <form method="dialog">
                <h2>{lt(ctx.lang, R::ArchiveTitle)}</h2>
                {move || rec.notice.get().map(|n| view! { <p class="notice" role="status" data-archive-notice="">{n}</p> })}
                {move || error.get().map(|e| view! { <p class="field-error" role="alert" data-archive-error="">{e}</p> })}
                {move || list.with(|(_, bad)| *bad).then(|| view! { <p class="field-error" role="alert" data-archive-bad-index="">{R::ArchiveUnreadable.text(l())}</p> })}
                {move || (count() == 0).then(|| view! { <p class="empty">{R::ArchiveEmpty.text(l())}</p> })}
                <label class="pgn-search" hidden=when(move || count() < 2)>
                    {move || SearchLabel::Search.text(l())}
                    <input type="search" data-field="pgn-search" autocomplete="off"
                        placeholder=move || SearchLabel::SearchHint.text(l())
                        prop:value=move || query.get()
                        on:input=input(move |ev| { query.set(event_target_value(&ev)); shown.set(PAGE); }) />
                </label>
                {move || (count() > 0 && found() == 0).then(|| view! { <p class="empty" role="status">{SearchLabel::NoneFound.text(l())}</p> })}
                <ol class="archive-list">{items}</ol>
                <p class="row" hidden=when(move || shown.get() >= found())>
                    <button type="button" data-action="archive-more"
                        on:click=click(move |_| shown.update(|s| *s += PAGE))>
                        {lt(ctx.lang, R::MoreGames)}
                    </button>
                </p>
                <p class="usage" data-archive-usage="">{usage}</p>
                <crate::ui::teacher::saved::SavedList />
                <menu>
                    <button type="button" data-action="archive-export-all"
                        disabled=when(move || count() == 0)
                        on:click=click(move |_| export_all())>{lt(ctx.lang, R::Download)}</button>
                    <button value="close" data-action="close">{lt(ctx.lang, R::Close)}</button>
                </menu>
            </form>
        </dialog>
    }
}

/// The archive's warning in the page (`[data-archive-warning]`): a refused save or a storage nearly
/// full, with an export of the whole archive (`data-action="export-archive"`) and a way to close it.
#[component]
pub fn ArchiveWarning() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rec = expect_context::<Records>();
    move || {
        rec.warning.get().map(|text| {
            view! {
                <div class="archive-warning" role="alert" data-archive-warning="">
                    <p>{text}</p>
                    <span class="row">
                        <button type="button" class="primary" data-action="export-archive"
                            on:click=click(move |_| export_all())>
                            {lt(ctx.lang, R::ExportArchive)}
                        </button>
                        <button type="button" data-action="dismiss-archive-warning"
                            on:click=click(move |_| rec.warning.set(None))>
                            {lt(ctx.lang, R::Close)}
                        </button>
                    </span>
                </div>
            }
        })
    }
}
