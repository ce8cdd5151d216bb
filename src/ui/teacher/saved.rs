//! Saved positions in the page: the title form of `data-action="save-position"`, and the list in
//! the archive dialog (`[data-saved-position]`), each opened in the editor or as a game, or
//! removed, the whole set exported and imported as one PGN file (`crate::table::positions`).

use super::Teacher;
use crate::rules::Setup;
use crate::table::positions::{from_pgn, to_pgn, PositionsError, SavedPosition, STORAGE_KEY};
use crate::table::Intent;
use crate::text::editor::{positions_error, Label};
use crate::ui::core::dom::close_dialog;
use crate::ui::core::dom::download;
use crate::ui::core::state::Ctx;
use crate::ui::core::{change, click, memo, submit, when};
use crate::ui::services::local;
use leptos::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// The set the browser keeps (empty when none, or when it does not read).
fn load_set() -> Vec<SavedPosition> {
    local::get(STORAGE_KEY)
        .and_then(|t| from_pgn(&t, true).ok())
        .unwrap_or_default()
}

/// Keeps the set in the browser, and has the list read it again.
fn store(t: Teacher, set: &[SavedPosition]) {
    local::set(STORAGE_KEY, &to_pgn(set));
    t.bump.update(|n| *n = n.wrapping_add(1));
}

/// The title form (`input[data-field="position-title"]`, a note, `data-action="confirm"`): keeps the
/// position shown, with the arrows and circles drawn on it.
#[component]
pub(super) fn SaveForm() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = expect_context::<Teacher>();
    let l = move || ctx.lang.get();
    let title = RwSignal::new(String::new());
    let note = RwSignal::new(String::new());
    let problem = RwSignal::new(false);
    let keep = move || {
        let fen = ctx.drawn.with_untracked(Setup::to_fen);
        let shapes = ctx.drawing.with_untracked(|d| d.shapes().to_vec());
        match SavedPosition::new(&title.get_untracked(), &note.get_untracked(), &fen, shapes) {
            Ok(p) => {
                let mut set = load_set();
                set.push(p);
                store(t, &set);
                t.saving.set(false);
                title.set(String::new());
                note.set(String::new());
                problem.set(false);
            }
            Err(_) => problem.set(true),
        }
    };
    move || {
        t.saving.get().then(|| view! {
            <form class="save-position" role="dialog" data-save-position=""
                aria-label=move || Label::SavePosition.text(l())
                on:submit=submit(move |ev| { ev.prevent_default(); keep(); })>
                <label>{move || Label::PositionTitle.text(l())}
                    <input type="text" data-field="position-title" autofocus
                        prop:value=move || title.get()
                        on:input=crate::ui::core::input(move |ev| title.set(event_target_value(&ev))) />
                </label>
                <label>{move || Label::PositionNote.text(l())}
                    <textarea data-field="position-note" rows="2"
                        prop:value=move || note.get()
                        on:input=crate::ui::core::input(move |ev| note.set(event_target_value(&ev)))></textarea>
                </label>
                {move || problem.get().then(|| view! {
                    <p class="field-error" role="alert">{Label::PositionNotKept.text(l())}</p>
                })}
                <span class="row">
                    <button type="submit" class="primary" data-action="confirm">{move || Label::Keep.text(l())}</button>
                    <button type="button" data-action="cancel"
                        on:click=click(move |_| t.saving.set(false))>{move || Label::Cancel.text(l())}</button>
                </span>
            </form>
        })
    }
}

/// The file control's change: the positions of the chosen PGN file added to the saved set, or the problem said.
fn import_positions(
    t: Teacher,
    problem: RwSignal<Option<Option<PositionsError>>>,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    change(move |ev| {
        let Some(file) = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .and_then(|i| i.files())
            .and_then(|f| f.get(0))
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            let read = JsFuture::from(file.array_buffer()).await.ok().map(|buf| {
                let bytes = js_sys::Uint8Array::new(&buf).to_vec();
                from_pgn(&crate::rules::pgn::decode(&bytes).text, false)
            });
            match read {
                Some(Ok(more)) => {
                    let mut s = load_set();
                    s.extend(more);
                    store(t, &s);
                    problem.set(None);
                }
                // Why, in words (issue 44); a file the browser could not read says so alone.
                Some(Err(e)) => problem.set(Some(Some(e))),
                None => problem.set(Some(None)),
            }
        });
    })
}

/// The saved positions in the archive dialog, with export and import.
#[component]
pub(crate) fn SavedList() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = expect_context::<Teacher>();
    let l = move || ctx.lang.get();
    let problem = RwSignal::new(None::<Option<PositionsError>>);
    let set = memo(move |_| {
        t.bump.track();
        load_set()
    });
    let open_in_editor = move |p: &SavedPosition| {
        if let Ok(setup) = Setup::from_fen(&p.fen) {
            close_dialog("archive");
            t.open_editor(setup);
        }
    };
    let play = move |p: &SavedPosition| {
        let Some(start) = p.position() else { return };
        let shapes = p.shapes.clone();
        close_dialog("archive");
        ctx.act(ctx.request(Intent::PlayFrom(start)));
        // The shapes go on the new board once the board follows it.
        request_animation_frame(move || {
            ctx.draw(|d| shapes.into_iter().for_each(|s| d.toggle(s)));
        });
    };
    // The last position removed, with its place: it can be put back (`data-action="undo"`).
    let removed = RwSignal::new(None::<(usize, SavedPosition)>);
    let remove = move |i: usize| {
        let mut s = load_set();
        if i < s.len() {
            removed.set(Some((i, s.remove(i))));
            store(t, &s);
        }
    };
    let undo = move || {
        if let Some((i, p)) = removed.get_untracked() {
            let mut s = load_set();
            s.insert(i.min(s.len()), p);
            store(t, &s);
            removed.set(None);
        }
    };
    let rename = move |i: usize, title: String| {
        let mut s = load_set();
        if let Some(p) = s.get_mut(i) {
            p.title = title.trim().to_string();
            store(t, &s);
        }
    };
    let on_file = import_positions(t, problem);
    let items = move || {
        set.get()
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                let title = if p.title.is_empty() {
                    Label::Untitled.text(l()).to_string()
                } else {
                    p.title.clone()
                };
                let (a, b) = (p.clone(), p.clone());
                let draft = RwSignal::new(p.title.clone());
                view! {
                    <li data-saved-position=i.to_string() data-fen=p.fen.clone()>
                        <strong>{title}</strong>
                        <label class="rename">{move || Label::PositionTitle.text(l())}
                            <input data-field="saved-title" maxlength="80" prop:value=move || draft.get()
                                on:input=crate::ui::core::input(move |ev| draft.set(event_target_value(&ev))) />
                        </label>
                        {(!p.note.is_empty()).then(|| view! { <span class="note">{p.note.clone()}</span> })}
                        <span class="row">
                            <button type="button" data-action="saved-edit"
                                on:click=click(move |_| open_in_editor(&a))>{move || Label::OpenInEditor.text(l())}</button>
                            <button type="button" data-action="saved-play"
                                on:click=click(move |_| play(&b))>{move || Label::PlayPosition.text(l())}</button>
                            <button type="button" data-action="saved-rename"
                                on:click=click(move |_| rename(i, draft.get_untracked()))>{move || Label::RenamePosition.text(l())}</button>
                            <button type="button" data-action="saved-remove"
                                on:click=click(move |_| remove(i))>{move || Label::RemovePosition.text(l())}</button>
                        </span>
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="saved-positions" data-saved-positions="">
            <h3>{move || Label::SavedPositions.text(l())}</h3>
            {move || set.with(Vec::is_empty).then(|| view! { <p class="empty">{Label::NoSavedPositions.text(l())}</p> })}
            <ol class="archive-list">{items}</ol>
            {move || removed.with(Option::is_some).then(|| view! {
                <p class="notice" role="status" data-removed-position="">
                    {Label::PositionRemoved.text(l())} " "
                    <button type="button" data-action="undo" on:click=click(move |_| undo())>
                        {Label::UndoRemove.text(l())}</button>
                </p>
            })}
            {move || problem.get().map(|e| view! {
                <p class="field-error" role="alert" data-positions-error="">{positions_error(l(), e.as_ref())}</p>
            })}
            <span class="row file-row">
                <button type="button" data-action="export-positions"
                    disabled=when(move || set.with(Vec::is_empty))
                    on:click=click(move |_| { download(&to_pgn(&load_set()), "escaque-positions.pgn"); })>
                    {move || Label::ExportPositions.text(l())}
                </button>
                <label class="file">{move || Label::ImportPositions.text(l())}
                    <input type="file" class="sr-only" data-field="positions-file"
                        accept=".pgn,.txt,application/x-chess-pgn,text/plain" on:change=on_file />
                </label>
            </span>
        </section>
    }
}
