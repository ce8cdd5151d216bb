//! The export and import dialogs: PGN out (download, clipboard), PGN in (paste or file, one game
//! picked of many, to review or to continue), FEN in and out, and a link to the shown position.
//!
//! Every text that comes from an imported PGN is put in the page as a text node or an attribute
//! value by Leptos, never as markup, so a tag like `<img onerror=…>` stays inert.

use crate::rules::pgn::PgnNote;
use crate::rules::pgn::{
    read_game_at, Decoded, Decoder, Encoding, ReadOptions, Resume, SliceReader, SlicedGame,
};
use crate::rules::{PgnError, PgnGame, Position};
use crate::table::pgn::{LoadError, PgnLoad};
use crate::table::search::{Header, Query};
use crate::table::{tournament, Loaded};
use crate::text::imports::{
    encoding_used, more_errors, pasted_text, reading, reading_stopped, showing,
};
use crate::text::review::Label as SearchLabel;
use crate::text::{self, Lang, Later};
use crate::ui::core::dom::download;
use crate::ui::core::state::Ctx;
use crate::ui::core::{change, click, close, effect, input, memo, when};
use crate::ui::dialogs::records_core::{close_dialog, lm, lt, plies_text, Records, R};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// How long one slice of reading may take before the page gets the hand back (milliseconds).
const SLICE_MS: f64 = 40.0;
/// The first slice's reading time: the task that ends it also lays out the first page of the list
/// and the preview of the first game, about 15 ms more (measured with benches/web/import.mjs).
const FIRST_SLICE_MS: f64 = 20.0;
/// Games listed per page of the import list ("more" adds as many).
const PAGE: usize = 50;
/// A pasted text longer than this (in UTF-16 units) is kept out of the field, which then shows its
/// size: a browser lays out a field of megabytes for seconds.
const KEEP_OUT: u32 = 200_000;
/// Read errors kept to show (the rest are counted).
const MAX_ERRORS: usize = 100;

/// The result of a copy: `Some(true)` copied, `Some(false)` refused (the text is then selected).
type CopyStatus = RwSignal<Option<bool>>;

/// Copies `text` to the clipboard; if the browser refuses, selects the text of the field
/// `[data-field=field]` so the user can copy it by hand. Never throws.
pub fn copy_text(text: String, field: &'static str, status: CopyStatus) {
    status.set(None);
    leptos::task::spawn_local(async move {
        let ok = match clipboard_write(&text) {
            Some(promise) => JsFuture::from(promise).await.is_ok(),
            None => false,
        };
        if !ok {
            select_field(field);
        }
        status.set(Some(ok));
    });
}

fn clipboard_write(text: &str) -> Option<js_sys::Promise> {
    let nav = web_sys::window()?.navigator();
    let clipboard = js_sys::Reflect::get(&nav, &JsValue::from_str("clipboard")).ok()?;
    if !clipboard.is_object() {
        return None;
    }
    let write = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText")).ok()?;
    let write = write.dyn_into::<js_sys::Function>().ok()?;
    write
        .call1(&clipboard, &JsValue::from_str(text))
        .ok()?
        .dyn_into::<js_sys::Promise>()
        .ok()
}

fn select_field(field: &str) {
    let el = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(&format!("[data-field=\"{field}\"]"))
            .ok()
            .flatten()
    });
    if let Some(el) = el {
        if let Some(t) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
            t.focus().ok(); // Focus is a courtesy: a refusal changes nothing.
            t.select();
        } else if let Some(i) = el.dyn_ref::<web_sys::HtmlInputElement>() {
            i.focus().ok();
            i.select();
        }
    }
}

/// `escaque-2024-05-01.pgn`, with today's date.
pub fn file_name() -> String {
    format!(
        "escaque-{}.pgn",
        crate::ui::dialogs::records_core::pgn_date_today().replace('.', "-")
    )
}

/// The page's own address with `?fen=` of `fen`: opening it starts a game from that position.
pub fn link_for(fen: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    match web_sys::Url::new(&href) {
        Ok(url) => {
            url.set_hash("");
            url.set_search("");
            url.search_params().set("fen", fen);
            url.href()
        }
        Err(_) => format!("?fen={}", String::from(js_sys::encode_uri_component(fen))),
    }
}

/// The export dialog (`#export`): the PGN in `data-field="pgn-out"`, download and copy buttons,
/// the FEN and a link of the shown position.
#[component]
pub fn ExportDialog() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rec = expect_context::<Records>();
    let l = move || ctx.lang.get();
    let status: CopyStatus = RwSignal::new(None);
    // The game on the board, each time its export is asked for (also when that was before this part came in).
    effect(move |_| {
        if rec.export_asked.get() > 0 {
            rec.export
                .set(crate::ui::dialogs::records_core::export_view(&ctx));
        }
    });
    let pgn = move || rec.export.with(|e| e.pgn.clone());
    let fen = move || rec.export.with(|e| e.fen.clone());
    let link = move || link_for(&fen());
    view! {
        <dialog id="export" class="dialog records-dialog" data-dialog="export"
            on:close=close(move |_| status.set(None))>
            <form method="dialog">
                <h2>{lt(ctx.lang, R::ExportTitle)}</h2>
                <textarea data-field="pgn-out" readonly rows="14" spellcheck="false"
                    aria-label="PGN" prop:value=pgn></textarea>
                <div class="row">
                    <button type="button" class="primary" data-action="download-pgn"
                        on:click=click(move |_| { download(&pgn(), &file_name()); })>
                        {lt(ctx.lang, R::Download)}
                    </button>
                    <button type="button" data-action="copy-pgn"
                        on:click=click(move |_| copy_text(pgn(), "pgn-out", status))>
                        {lt(ctx.lang, R::CopyPgn)}
                    </button>
                </div>
                <label>{lt(ctx.lang, R::Fen)}
                    <span class="row">
                        <input data-field="fen-out" readonly spellcheck="false" prop:value=fen />
                        <button type="button" data-action="copy-fen"
                            on:click=click(move |_| copy_text(fen(), "fen-out", status))>
                            {lt(ctx.lang, R::CopyFen)}
                        </button>
                    </span>
                </label>
                <label>{lt(ctx.lang, R::Link)}
                    <span class="row">
                        <input data-field="link-out" readonly spellcheck="false" prop:value=link />
                        <button type="button" data-action="copy-link"
                            on:click=click(move |_| copy_text(link(), "link-out", status))>
                            {lt(ctx.lang, R::CopyLink)}
                        </button>
                    </span>
                </label>
                <p class="copy-status" role="status" data-copy-status=move || status.get().map(|ok| if ok { "ok" } else { "refused" })>
                    {move || status.get().map(|ok| (if ok { R::Copied } else { R::CopyFailed }).text(l()))}
                </p>
                <menu>
                    <button value="close" data-action="close">{lt(ctx.lang, R::Close)}</button>
                </menu>
            </form>
        </dialog>
    }
}

/// A read error, where and what, in the interface language.
pub fn pgn_error_text(lang: Lang, e: &PgnError) -> String {
    text::pgn::pgn_error(lang, e)
}

fn tag_or<'a>(g: &'a PgnGame, name: &str) -> &'a str {
    g.tag(name).map_or("?", str::trim)
}

/// "White – Black".
pub fn players(g: &PgnGame) -> String {
    format!("{} – {}", tag_or(g, "White"), tag_or(g, "Black"))
}

/// Puts a read game on the board: to review it (ended as its result says) or to play on from its
/// end with the current time control. `warning`, if any, is told first (an archived game found
/// changed). A tournament-practice record (or a game read at the board, `at_board`) loads as a
/// whole table, its illegal moves on the line ([`crate::table::pgn::load`] decides). Returns a
/// note for the player, or why it cannot be done.
pub fn load(
    ctx: Ctx,
    rec: Records,
    pgn: &PgnGame,
    play_on: bool,
    warning: Option<&str>,
    at_board: bool,
) -> Result<Option<String>, String> {
    let lang = ctx.lang.get_untracked();
    let rules = ctx.game.with_untracked(|g| g.rules());
    let controls = ctx.table.with_untracked(|t| t.controls().cloned());
    let PgnLoad { loaded, note } = crate::table::pgn::load(pgn, rules, play_on, at_board, controls)
        .map_err(|e| text::pgn::load_error(lang, &e))?;
    let note = with_warning(warning, note.map(|n| text::pgn::load_note(lang, &n)));
    put_on_table(ctx, rec, loaded, play_on, note.clone());
    Ok(note)
}

/// `warning` before `note`, either or both.
fn with_warning(warning: Option<&str>, note: Option<String>) -> Option<String> {
    match (warning, note) {
        (Some(w), Some(n)) => Some([w, " ", &n].concat()),
        (Some(w), None) => Some(w.to_string()),
        (None, n) => n,
    }
}

/// Loads `loaded` (asking first over a game in progress); to review, from its first move with the record's tree,
/// after the question too (`Page::loaded`).
fn put_on_table(ctx: Ctx, rec: Records, loaded: Loaded, play_on: bool, note: Option<String>) {
    rec.loads.update_value(|n| *n = n.wrapping_add(1));
    ctx.note_after_load(note);
    ctx.expect_load(!play_on);
    let now = ctx.load(loaded);
    if !now && ctx.snap.with_untracked(|s| s.question.is_none()) {
        ctx.note_after_load(None); // Refused: nothing to wait for.
    }
}

/// One game of an import as listed: enough to show it and to read it again when picked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Listed {
    /// The game's number in the text (from 1, errors counted).
    n: usize,
    who: String,
    event: String,
    date: String,
    result: String,
    /// Where the game stands in the text.
    at: Resume,
    end: usize,
    /// It reads only as played at the board (a tournament-practice record with an illegal move).
    at_board: bool,
    /// What the list tells of it (a null move, a `Result` tag that disagrees).
    notes: Vec<PgnNote>,
    /// Its players, event, site, date and opening as the search field looks at them.
    header: Header,
}

impl Listed {
    fn of(g: &SlicedGame, game: &PgnGame, at_board: bool) -> Listed {
        Listed {
            n: g.at.games() + 1,
            who: players(game),
            event: tag_or(game, "Event").to_string(),
            date: tag_or(game, "Date").to_string(),
            result: game.result.clone(),
            at: g.at,
            end: g.end,
            at_board,
            notes: game.notes(),
            header: Header::of_tags(&game.tags),
        }
    }
}

/// Where a reading stands, for the progress line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Progress {
    /// Reading (slices still to come).
    reading: bool,
    /// Stopped by the player before the end.
    cancelled: bool,
    /// Read to the end.
    done: bool,
    /// Games read (errors included).
    games: usize,
    bytes: usize,
    total: usize,
}

impl Progress {
    fn percent(&self) -> u32 {
        if self.total == 0 {
            100
        } else {
            (self.bytes as f64 * 100.0 / self.total as f64).floor() as u32
        }
    }
}

/// `options` that read moves as played at the board (a tournament-practice record).
fn at_board(options: ReadOptions) -> ReadOptions {
    ReadOptions {
        at_the_board: tournament::at_the_board().at_the_board,
        ..options
    }
}

/// The import's reading state, shared by its closures.
#[derive(Clone, Copy)]
struct Import {
    /// The reader and its text (kept once done, to read a picked game again).
    reader: StoredValue<Option<SliceReader>, LocalStorage>,
    /// Bumped by each new reading or cancel: a slice of an older reading does nothing.
    run: StoredValue<u32>,
    listed: RwSignal<Vec<Listed>>,
    errors: RwSignal<Vec<PgnError>>,
    error_count: RwSignal<usize>,
    progress: RwSignal<Progress>,
    /// How many games the list shows.
    shown: RwSignal<usize>,
    /// What is typed in the search field (`pgn-search`).
    query: RwSignal<String>,
    chosen: RwSignal<usize>,
    problem: RwSignal<Option<String>>,
    /// The encoding the file was read in (`None` for text typed or pasted in the field).
    encoding: RwSignal<Option<Encoding>>,
}

impl Import {
    fn new() -> Import {
        Import {
            reader: StoredValue::new_local(None),
            run: StoredValue::new(0),
            listed: RwSignal::new(Vec::new()),
            errors: RwSignal::new(Vec::new()),
            error_count: RwSignal::new(0),
            progress: RwSignal::new(Progress::default()),
            shown: RwSignal::new(PAGE),
            query: RwSignal::new(String::new()),
            chosen: RwSignal::new(0),
            problem: RwSignal::new(None),
            encoding: RwSignal::new(None),
        }
    }

    /// Starts a new reading of `total` bytes (a reading under way is dropped): the list is emptied
    /// and the progress shows at once, before the text is all there. Returns the reading's number.
    fn begin(self, total: usize) -> u32 {
        let run = self.run.get_value().wrapping_add(1);
        self.run.set_value(run);
        self.reader.set_value(None);
        self.listed.set(Vec::new());
        self.errors.set(Vec::new());
        self.error_count.set(0);
        self.shown.set(PAGE);
        self.query.set(String::new());
        self.chosen.set(0);
        self.problem.set(None);
        self.encoding.set(None);
        self.progress.set(Progress {
            reading: true,
            total,
            ..Progress::default()
        });
        run
    }

    /// Reads the games of `text`, the whole text of reading `run`: slices of about [`SLICE_MS`],
    /// the first in a task of its own right after this one, so the page is never held for long.
    fn start(self, run: u32, text: String, lang: Lang) {
        if self.run.get_value() != run {
            return;
        }
        let total = text.len();
        // Piece letters as the PGN standard says, whatever the interface language (see `Letters`).
        let options = ReadOptions {
            variations: false,
            ..ReadOptions::default()
        };
        self.reader.set_value(Some(SliceReader::new(text, options)));
        self.progress.update(|p| p.total = total);
        Timeout::new(0, move || self.slice(run, lang)).forget();
    }

    /// Reads one slice of about [`SLICE_MS`] ([`FIRST_SLICE_MS`] for the first), shows it, and asks
    /// for the next.
    fn slice(self, run: u32, lang: Lang) {
        if self.run.get_value() != run {
            return;
        }
        let t0 = js_sys::Date::now();
        let step = self.reader.try_update_value(|r| {
            r.as_mut().map(|r| {
                let budget = if r.games() == 0 {
                    FIRST_SLICE_MS
                } else {
                    SLICE_MS
                };
                let mut games = r.step(|_| js_sys::Date::now() - t0 < budget);
                // A game that does not read as legal may be a record of play at the board.
                let at_board = games
                    .iter_mut()
                    .map(|g| {
                        if g.game.is_ok() {
                            return false;
                        }
                        let again = read_game_at(r.text(), g.at, g.end, at_board(r.options()));
                        match again {
                            Some(Ok(game)) => {
                                g.game = Ok(game);
                                true
                            }
                            _ => false,
                        }
                    })
                    .collect::<Vec<_>>();
                (games, at_board, r.done(), r.offset(), r.games())
            })
        });
        let Some(Some((games, at_board, done, bytes, count))) = step else {
            return;
        };
        let mut new_errors = Vec::new();
        let mut new_listed = Vec::with_capacity(games.len());
        for (g, at_board) in games.iter().zip(at_board) {
            match &g.game {
                Ok(game) => new_listed.push(Listed::of(g, game, at_board)),
                Err(e) => new_errors.push(e.clone()),
            }
        }
        if !new_listed.is_empty() {
            self.listed.update(|v| v.extend(new_listed));
        }
        if !new_errors.is_empty() {
            self.error_count.update(|n| *n += new_errors.len());
            self.errors.update(|v| {
                let room = MAX_ERRORS.saturating_sub(v.len());
                v.extend(new_errors.into_iter().take(room));
            });
        }
        self.progress.update(|p| {
            p.games = count;
            p.bytes = bytes;
            p.reading = !done;
            p.done = done;
        });
        if done {
            if count == 0 {
                self.problem.set(Some(R::NoGames.text(lang).to_string()));
            }
            return;
        }
        Timeout::new(0, move || self.slice(run, lang)).forget();
    }

    /// Stops the reading under way; what was read stays listed.
    fn cancel(self) {
        if !self.progress.get_untracked().reading {
            return;
        }
        self.run.update_value(|r| *r = r.wrapping_add(1));
        self.reader.update_value(|r| {
            if let Some(r) = r {
                r.cancel();
            }
        });
        self.progress.update(|p| {
            p.reading = false;
            p.cancelled = true;
        });
    }

    /// The game picked in the list, read again from the text as it was listed, and whether it
    /// was read at the board.
    fn game(self, i: usize) -> Option<(PgnGame, bool)> {
        let item = self.listed.with(|v| v.get(i).cloned())?;
        let game = self.reader.with_value(|r| {
            let r = r.as_ref()?;
            let options = if item.at_board {
                at_board(r.options())
            } else {
                r.options()
            };
            // The list skips variations to read fast; the game picked keeps them (issue 30).
            let options = ReadOptions {
                variations: true,
                ..options
            };
            read_game_at(r.text(), item.at, item.end, options)
        })?;
        Some((game.ok()?, item.at_board))
    }
}

/// Bytes of a file decoded per task. Copying all of a 7 MB file into wasm and checking it as UTF-8
/// in one task held the page for over half a second before the first progress (issue 20); a
/// megabyte takes a few milliseconds.
const CHUNK: f64 = 1_048_576.0;

/// Reads a file or a pasted blob as UTF-8, or, when it is not, as Windows-1252
/// ([`crate::rules::pgn::decode`], Contract 2, round four), a chunk per task with the progress shown
/// from the start, then reads its games.
fn read_blob(imp: Import, blob: web_sys::Blob, lang: Lang) {
    let run = imp.begin(blob.size() as usize);
    leptos::task::spawn_local(async move {
        let current = move || imp.run.get_value() == run;
        match read_text(&blob, current).await {
            Ok(Some(decoded)) => {
                imp.encoding.set(Some(decoded.encoding));
                imp.start(run, decoded.text, lang);
            }
            // A newer reading, or the stop button, took over.
            Ok(None) => {}
            Err(_) if current() => {
                imp.progress.update(|p| p.reading = false);
                imp.problem
                    .set(Some(R::FileUnreadable.text(lang).to_string()));
            }
            Err(_) => {}
        }
    });
}

/// The text of `blob` and its encoding, its bytes a [`CHUNK`] at a time through one
/// [`Decoder`] (a character cut between two chunks is put together again); `None` as soon as
/// `current()` turns false.
async fn read_text(
    blob: &web_sys::Blob,
    current: impl Fn() -> bool,
) -> Result<Option<Decoded>, JsValue> {
    let mut decoder = Decoder::new();
    let size = blob.size();
    let mut at = 0.0;
    let mut bytes = Vec::new();
    while at < size {
        let end = (at + CHUNK).min(size);
        let part = blob.slice_with_f64_and_f64(at, end)?;
        let buf = JsFuture::from(part.array_buffer()).await?;
        if !current() {
            return Ok(None);
        }
        let array = js_sys::Uint8Array::new(&buf);
        bytes.resize(array.length() as usize, 0);
        array.copy_to(&mut bytes);
        decoder.push(&bytes);
        at = end;
    }
    Ok(Some(decoder.finish()))
}

/// The notes of a game ([`PgnGame::notes`]) in `lang`, one `[data-pgn-note]` each (`null-move`,
/// `result-differs`, `wide-nags`); nothing when it has none.
fn notes_view(lang: Lang, notes: &[PgnNote]) -> Option<impl IntoView> {
    if notes.is_empty() {
        return None;
    }
    let items = notes
        .iter()
        .map(|n| {
            let kind = match n {
                PgnNote::NullMove { .. } => "null-move",
                PgnNote::ResultDiffers { .. } => "result-differs",
                PgnNote::WideNags { .. } => "wide-nags",
            };
            view! { <li data-pgn-note=kind>{text::pgn::pgn_note(lang, n)}</li> }
        })
        .collect_view();
    Some(view! { <ul class="pgn-notes">{items}</ul> })
}

/// The reading's progress (`[data-import-progress]`, with a stop button) while the text is read,
/// or the notice that it was stopped.
fn progress_line(ctx: Ctx, imp: Import) -> impl IntoView {
    let l = move || ctx.lang.get();
    let progress = move || imp.progress.get();
    move || {
        let lang = l();
        let p = progress();
        if p.reading {
            Some(view! {
                <div class="row import-progress" data-import-progress="" data-games=p.games.to_string()
                    data-percent=p.percent().to_string()>
                    <progress max="100" value=p.percent().to_string()
                        aria-label=R::ReadingProgress.text(lang)></progress>
                    <span>{reading(lang, p.games, p.percent())}</span>
                    <button type="button" data-action="import-cancel" on:click=click(move |_| imp.cancel())>
                        {R::StopReading.text(lang)}
                    </button>
                </div>
            }
            .into_any())
        } else if p.cancelled {
            Some(view! {
                <p class="notice" role="status" data-import-cancelled="" data-games=p.games.to_string()>
                    {reading_stopped(lang, p.games)}
                </p>
            }
            .into_any())
        } else {
            None
        }
    }
}

/// The list of the games read (`[data-pgn-games]`), when there are two or more: a page at a time,
/// one picked with a radio button, and "more" while some are not shown.
fn game_list(ctx: Ctx, imp: Import) -> impl IntoView {
    let l = move || ctx.lang.get();
    let chosen = imp.chosen;
    let all = memo(move |_| imp.listed.with(Vec::len));
    // The games the search keeps, by their place in the list.
    let kept = memo(move |_| {
        let query = Query::new(&imp.query.get());
        imp.listed.with(|v| {
            v.iter()
                .enumerate()
                .filter(|(_, g)| g.header.matches(&query))
                .map(|(i, _)| i)
                .collect::<Vec<usize>>()
        })
    });
    let total = memo(move |_| kept.with(Vec::len));
    // Only the page shown is rendered; it changes only when games join it, "more" is pressed or
    // the search changes.
    let page = memo(move |_| {
        let shown = imp.shown.get();
        kept.with(|k| {
            imp.listed.with(|v| {
                k.iter()
                    .take(shown)
                    .map(|&i| (i, v[i].clone()))
                    .collect::<Vec<_>>()
            })
        })
    });
    let search = move |ev| {
        imp.query.set(event_target_value(&ev));
        imp.shown.set(PAGE);
        if let Some(first) = kept.with_untracked(|k| k.first().copied()) {
            chosen.set(first);
        }
    };
    // The list's frame is made once per reading; its count, header and page follow the reading.
    let many = memo(move |_| all.get() >= 2);
    move || {
        if !many.get() {
            return None;
        }
        let count = move || {
            let p = imp.progress.get();
            p.done.then(|| all.get().to_string())
        };
        let items = move || {
            let lang = l();
            page.get()
                .into_iter()
                .map(|(i, g)| {
                    let title = g.who.clone();
                    view! {
                        <li>
                            <label title=title>
                                <input type="radio" name="pgn-game" data-game=g.n.to_string()
                                    prop:checked=when(move || chosen.get() == i)
                                    on:change=change(move |_| chosen.set(i)) />
                                <span class="players">{g.who}</span>
                                <span class="event">{g.event}</span>
                                <span class="date">{g.date}</span>
                                <span class="result">{g.result}</span>
                            </label>
                            {notes_view(lang, &g.notes)}
                        </li>
                    }
                })
                .collect_view()
        };
        let shown = move || page.with(Vec::len);
        let all_shown = move || shown() >= total.get();
        let none_found = move || total.get() > 0;
        Some(view! {
            <h3>{move || format!("{} ({})", R::GamesFound.text(l()), all.get())}</h3>
            <label class="pgn-search">{move || SearchLabel::Search.text(l())}
                <input type="search" data-field="pgn-search" autocomplete="off"
                    placeholder=move || SearchLabel::SearchHint.text(l())
                    prop:value=move || imp.query.get()
                    on:input=input(search) />
            </label>
            <p class="pgn-none" role="status" hidden=when(none_found)>
                {move || SearchLabel::NoneFound.text(l())}</p>
            <ol class="pgn-games" data-pgn-games="" data-count=count data-shown=move || total.get().to_string()>{items}</ol>
            <p class="row pgn-more" hidden=all_shown>
                <span>{move || showing(l(), shown(), total.get())}</span>
                <button type="button" data-action="more-games"
                    on:click=click(move |_| imp.shown.update(|s| *s += PAGE))>
                    {lt(ctx.lang, R::MoreGames)}
                </button>
            </p>
        })
    }
}

/// The read errors (`[data-pgn-error]`): the first [`MAX_ERRORS`] and a count of the rest.
fn error_list(ctx: Ctx, imp: Import) -> impl IntoView {
    let l = move || ctx.lang.get();
    move || {
        let lang = l();
        let count = imp.error_count.get();
        if count == 0 {
            return None;
        }
        let items = imp.errors.with(|v| {
            v.iter()
                .map(|e| {
                    view! {
                        <li data-pgn-error="" data-game=e.game.to_string()
                            data-line=e.line.to_string() data-column=e.column.to_string()>
                            {pgn_error_text(lang, e)}
                        </li>
                    }
                })
                .collect_view()
        });
        let shown = imp.errors.with(Vec::len);
        let more = (count > shown).then(|| view! { <li>{more_errors(lang, count - shown)}</li> });
        Some(view! { <ul class="pgn-errors" role="alert">{items}{more}</ul> })
    }
}

/// The picked game's preview (`[data-pgn-preview]`): players, length and result, its tags, notes
/// and comments.
fn preview(ctx: Ctx, selected: Memo<Option<(PgnGame, bool)>>) -> impl IntoView {
    let l = move || ctx.lang.get();
    let selected = move || selected.get();
    move || {
        let lang = l();
        let (g, _) = selected()?;
        let tags = g
            .tags
            .iter()
            .map(|(n, v)| {
                let (n, v) = (n.clone(), v.clone());
                view! { <dt>{n}</dt><dd>{v}</dd> }
            })
            .collect_view();
        let comments = text::pgn::comment_lines(lang, &g, 100)
            .into_iter()
            .map(|c| view! { <li>{c}</li> })
            .collect_view();
        let summary = format!(
            "{} · {} · {}",
            players(&g),
            plies_text(lang, g.moves.len()),
            g.result
        );
        Some(view! {
            <section class="pgn-preview" data-pgn-preview="">
                <p class="summary">{summary}</p>
                <details>
                    <summary>{R::Tags.text(lang)}</summary>
                    <dl class="pgn-tags">{tags}</dl>
                </details>
                {notes_view(lang, &g.notes())}
                <ul class="pgn-comments" aria-label=R::Comments.text(lang)>{comments}</ul>
            </section>
        })
    }
}

/// The start from a FEN: its field (`[data-field=fen-in]`), its error, and the button that starts
/// a new game from it.
fn fen_import(ctx: Ctx) -> impl IntoView {
    let fen_text = RwSignal::new(String::new());
    let fen_error = RwSignal::new(None::<String>);
    let start_fen = click(move |_| {
        let fen = fen_text.get_untracked();
        match Position::from_fen_lenient(fen.trim()) {
            Ok((pos, _)) => {
                fen_error.set(None);
                ctx.act(ctx.request(crate::table::Intent::PlayFrom(pos)));
                close_dialog("import");
            }
            Err(e) => fen_error.set(Some(crate::text::errors::fen_error(
                ctx.lang.get_untracked(),
                &e,
            ))),
        }
    });

    view! {
        <label>{lt(ctx.lang, R::FenLabel)}
            <input data-field="fen-in" spellcheck="false" autocomplete="off"
                placeholder=crate::rules::fen::START_FEN
                prop:value=move || fen_text.get()
                on:input=input(move |ev| { fen_text.set(event_target_value(&ev)); fen_error.set(None); }) />
        </label>
        {move || fen_error.get().map(|e| view! { <p class="field-error" role="alert" data-fen-error="">{e}</p> })}
        <div class="row">
            <button type="button" data-action="import-fen" on:click=start_fen>
                {lt(ctx.lang, R::StartFromFen)}
            </button>
        </div>
    }
}

/// The paste field's input: a long pasted text is held as a blob (UTF-8, encoded by the browser) instead of in the
/// field, its length shown; a short one stays in the field.
fn paste_input(
    pasted: StoredValue<Option<web_sys::Blob>, LocalStorage>,
    pasted_len: RwSignal<Option<usize>>,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    input(move |ev: leptos::ev::Event| {
        let a: web_sys::HtmlTextAreaElement = event_target(&ev);
        let n = a.text_length();
        if n > KEEP_OUT {
            // The value stays a JavaScript string: the blob encodes it without a pass through wasm.
            let value = js_sys::Reflect::get(&a, &JsValue::from_str("value")).unwrap_or_default();
            let blob = web_sys::Blob::new_with_str_sequence(&js_sys::Array::of1(&value)).ok();
            if let Some(blob) = blob {
                a.set_value("");
                pasted_len.set(Some(blob.size() as usize));
                pasted.set_value(Some(blob));
            }
        } else if n > 0 {
            pasted.set_value(None);
            pasted_len.set(None);
        }
    })
}

/// The import dialog (`#import`): PGN pasted in `data-field="pgn-in"` or read from a file, read in
/// slices with its progress and a stop button, a list shown a page at a time to pick one of several
/// games, review or continue; and a FEN in `data-field="fen-in"`.
#[component]
pub fn ImportDialog() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let rec = expect_context::<Records>();
    let l = move || ctx.lang.get();
    let imp = Import::new();
    let area = NodeRef::<leptos::html::Textarea>::new();
    let chosen = imp.chosen;
    let problem = imp.problem;

    // A long pasted text, held as a blob (UTF-8, encoded by the browser) instead of in the field.
    let pasted = StoredValue::new_local(None::<web_sys::Blob>);
    let pasted_len = RwSignal::new(None::<usize>);
    let on_input = paste_input(pasted, pasted_len);
    let read = move || {
        let lang = ctx.lang.get_untracked();
        match pasted.with_value(Clone::clone) {
            Some(blob) => read_blob(imp, blob, lang),
            None => {
                let text = area.get_untracked().map(|a| a.value()).unwrap_or_default();
                let run = imp.begin(text.len());
                imp.start(run, text, lang);
            }
        }
    };
    let on_file = change(move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        if let Some(file) = input.files().and_then(|f| f.get(0)) {
            read_blob(imp, file.into(), ctx.lang.get_untracked());
        }
    });
    let selected_game = memo(move |_| {
        let i = chosen.get();
        // Re-read when the list gains its first games.
        let any = imp.listed.with(|v| v.len() > i);
        any.then(|| imp.game(i)).flatten()
    });
    let selected = move || selected_game.get();
    let over_on_board = memo(move |_| {
        selected().is_some_and(|(g, at_board)| {
            let rules = ctx.game.with_untracked(|g| g.rules());
            let load = crate::table::pgn::load(&g, rules, true, at_board, None);
            load == Err(LoadError::Finished)
        })
    });
    let over_on_board = move || over_on_board.get();
    let go = move |play_on: bool| {
        let Some((g, at_board)) = selected() else {
            return;
        };
        match load(ctx, rec, &g, play_on, None, at_board) {
            // The note shows once the game is on the table (see `Ctx::pending_note`).
            Ok(_) => {
                problem.set(None);
                close_dialog("import");
            }
            Err(e) => problem.set(Some(e)),
        }
    };

    view! {
        <dialog id="import" class="dialog records-dialog" data-dialog="import"
            on:close=close(move |_| imp.cancel())>
            <form method="dialog">
                <h2>{lt(ctx.lang, R::ImportTitle)}</h2>
                <label>{lt(ctx.lang, R::PastePgn)}
                    <textarea data-field="pgn-in" rows="8" spellcheck="false" node_ref=area
                        on:input=on_input></textarea>
                </label>
                {move || pasted_len.get().map(|n| view! {
                    <p class="notice" data-pasted="" data-bytes=n.to_string()>{pasted_text(l(), n)}</p>
                })}
                <div class="row file-row">
                    // The browser's own file control speaks the browser's language ("Choose File" in a Spanish
                    // page): it is hidden, and the label, ours, is what is seen and tapped.
                    <label class="file">{lt(ctx.lang, R::PgnFile)}
                        <input type="file" class="sr-only" data-field="pgn-file"
                            accept=".pgn,.txt,application/x-chess-pgn,text/plain" on:change=on_file />
                    </label>
                    <button type="button" class="primary" data-action="read-pgn" on:click=click(move |_| read())>
                        {lt(ctx.lang, R::ReadPgn)}
                    </button>
                </div>
                {progress_line(ctx, imp)}
                {move || imp.encoding.get().and_then(|e| {
                    encoding_used(l(), e).map(|t| view! {
                        <p class="notice" role="status" data-import-encoding=e.label()>{t}</p>
                    })
                })}
                {error_list(ctx, imp)}
                {game_list(ctx, imp)}
                {preview(ctx, selected_game)}
                {move || problem.get().map(|p| view! { <p class="field-error" role="alert" data-import-error="">{p}</p> })}
                <div class="row" hidden=when(move || selected().is_none())>
                    <button type="button" class="primary" data-action="import-review"
                        on:click=click(move |_| go(false))>{lt(ctx.lang, R::Review)}</button>
                    <button type="button" data-action="import-continue"
                        disabled=over_on_board
                        title=move || over_on_board().then(|| R::CannotContinue.text(l()))
                        on:click=click(move |_| go(true))>{lt(ctx.lang, R::Continue)}</button>
                </div>
                <hr />
                {fen_import(ctx)}
                <menu>
                    <button value="close" data-action="close">{lm(ctx.lang, Later::Cancel)}</button>
                </menu>
            </form>
        </dialog>
    }
}
