//! The teacher's board's views, fetched on first use: the position editor on the game's board
//! element, the title form of a saved position, and the presentation view's way out.

use super::{saved, Teacher};
use crate::rules::{CastlingSide, Color, Piece, Role, Square};
use crate::table::demo::DemoAct;
use crate::table::editor::{Editor, Tool};
use crate::table::Intent;
use crate::text::editor::{castling_label, reasons, tool_name, turn_label, Label};
use crate::text::errors::fen_error;
use crate::text::Lang;
use crate::ui::core::state::{Ctx, ReadOnly, StageInput};
use crate::ui::core::{change, click, effect, keydown, when};
use leptos::prelude::*;
use std::sync::Arc;

part! {
    /// The teacher's board: the position editor, the saved position's title form and the presentation
    /// view's way out.
    fn teacher_part() -> AnyView {
        view! { <EditorPanel /> <saved::SaveForm /> <PresentExit /> }.into_any()
    }
}

/// Shows the teacher's part once it is wanted.
pub(crate) fn lazy(t: Teacher) -> impl IntoView {
    move || t.wanted.get().then(|| Suspend::new(teacher_part()))
}

/// The twelve pieces of the palette, White's first, king to pawn.
fn palette() -> Vec<Piece> {
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    Color::ALL
        .into_iter()
        .flat_map(|color| roles.map(|role| Piece { color, role }))
        .collect()
}

/// The square under a point of the window, if a board square is there.
fn square_under(x: i32, y: i32) -> Option<Square> {
    let doc = web_sys::window()?.document()?;
    let el = doc.element_from_point(x as f32, y as f32)?;
    let sq = el.closest("[data-square]").ok()??;
    Square::parse(&sq.get_attribute("data-square")?)
}

/// The position editor: the palette, the board's controls, the FEN and play from here; the board
/// itself is the game's, staged with the editor's position ([`Ctx::stage`]).
#[component]
fn EditorPanel() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = expect_context::<Teacher>();
    let l = move || ctx.lang.get();
    let editor = RwSignal::new(Editor::default());
    let fen_problem = RwSignal::new(None::<String>);
    stage_editor(ctx, t, editor, fen_problem);
    let open = move || t.editing.with(Option::is_some);
    let edit = move |f: fn(&mut Editor)| {
        editor.update(f);
        fen_problem.set(None);
    };
    let play = move || {
        let Ok(start) = editor.with_untracked(Editor::position) else {
            return;
        };
        t.editing.set(None);
        ctx.act(ctx.request(Intent::PlayFrom(start)));
        // Back to the board: the editor's controls may have scrolled the page.
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    };
    let errors = move || editor.with(|e| reasons(l(), &e.errors(), e.board()));
    view! {
        <section class="editor" data-editor="" hidden=when(move || !open())
            aria-label=move || Label::Editor.text(l())
            on:keydown=keydown(move |ev| if ev.key() == "Escape" { t.editing.set(None) })>
            <div class="palette" role="group" aria-label=move || Label::Palette.text(l())>
                {palette().into_iter().map(|p| tool_button(editor, ctx.lang, Tool::Piece(p))).collect_view()}
                {tool_button(editor, ctx.lang, Tool::Eraser)}
            </div>
            <div class="editor-row">
                <button type="button" data-action="editor-clear"
                    on:click=click(move |_| edit(Editor::clear))>{move || Label::Clear.text(l())}</button>
                <button type="button" data-action="editor-start"
                    on:click=click(move |_| edit(Editor::start))>{move || Label::Start.text(l())}</button>
                <button type="button" data-action="editor-flip"
                    on:click=click(move |_| {
                        edit(Editor::flip);
                        ctx.configure(|s| s.flipped = !s.flipped);
                    })>{move || Label::Flip.text(l())}</button>
            </div>
            <fieldset class="editor-row">
                <legend>{move || Label::Turn.text(l())}</legend>
                {turn(editor, ctx.lang, Color::White)} {turn(editor, ctx.lang, Color::Black)}
            </fieldset>
            <fieldset class="editor-row">
                <legend>{move || Label::Castling.text(l())}</legend>
                {castle(editor, ctx.lang, Color::White, CastlingSide::King)}
                {castle(editor, ctx.lang, Color::White, CastlingSide::Queen)}
                {castle(editor, ctx.lang, Color::Black, CastlingSide::King)}
                {castle(editor, ctx.lang, Color::Black, CastlingSide::Queen)}
            </fieldset>
            {ep_select(editor, ctx.lang)}
            {fen_field(editor, ctx.lang, fen_problem)}
            {move || fen_problem.get().map(|p| view! { <p class="notice" role="alert" data-fen-error="">{p}</p> })}
            <div class="editor-error" data-editor-error="" role="status" hidden=when(move || errors().is_empty())>
                <p>{move || Label::NotLegal.text(l())}</p>
                <ul>{move || errors().into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
            </div>
            <div class="editor-row">
                <button type="button" class="primary" data-action="editor-play"
                    disabled=when(move || !editor.with(Editor::is_legal))
                    on:click=click(move |_| play())>{move || Label::PlayFromHere.text(l())}</button>
                <button type="button" data-action="editor-close"
                    on:click=click(move |_| t.editing.set(None))>{move || Label::CloseEditor.text(l())}</button>
            </div>
        </section>
    }
}

/// Ties the editor to the board: opening on a position starts the editor from it, closing gives the game's board
/// back; while it is open the page is marked `editing` and the board shows the editor's position, its gestures handed
/// to the editor.
fn stage_editor(
    ctx: Ctx,
    t: Teacher,
    editor: RwSignal<Editor>,
    fen_problem: RwSignal<Option<String>>,
) {
    // Opening on a position: the editor starts from it; closing gives the game's board back.
    effect(move |_| match t.editing.get() {
        Some(setup) => {
            editor.set(Editor::from_setup(setup));
            fen_problem.set(None);
        }
        None => ctx.stage(None, None),
    });
    let handler: Arc<dyn Fn(StageInput) -> bool + Send + Sync> = Arc::new(move |input| {
        match input {
            // A tap with a palette tool puts its piece (or erases); without one the board's machine
            // moves pieces as in demonstration mode.
            StageInput::Press(sq) => {
                if editor.with_untracked(|e| e.tool().is_none()) {
                    return false;
                }
                editor.update(|e| {
                    e.tap(sq);
                });
            }
            StageInput::Intent(Intent::Demo(DemoAct::Move { from, to })) => editor.update(|e| {
                e.move_piece(from, to);
            }),
            StageInput::Intent(Intent::Demo(DemoAct::Remove(sq))) => editor.update(|e| {
                e.remove(sq);
            }),
            StageInput::Intent(_) => return false,
        }
        true
    });
    // While the editor is open the page is marked `editing` (the start grid gives the board way).
    effect(move |_| {
        let on = t.editing.with(Option::is_some);
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            el.class_list().toggle_with_force("editing", on).ok();
        }
    });
    // The board shows the editor's position while it is open.
    effect(move |_| {
        let setup = editor.with(Editor::setup);
        if t.editing.with_untracked(Option::is_some) {
            ctx.stage(Some(setup), Some(handler.clone()));
        }
    });
}

/// A palette button: a tap picks the tool; a drag from it onto a square puts the piece there.
fn tool_button(editor: RwSignal<Editor>, lang: ReadOnly<Lang>, tool: Tool) -> impl IntoView {
    let l = move || lang.get();
    let code = match tool {
        Tool::Piece(p) => p.code(),
        Tool::Eraser => "erase".to_string(),
    };
    let class = match tool {
        Tool::Piece(p) => format!("palette-piece p-{}", p.code()),
        Tool::Eraser => "palette-piece eraser".to_string(),
    };
    // A tap picks the tool; a drag from it onto a square puts the piece there.
    let on_down = move |ev: web_sys::PointerEvent| {
        ev.prevent_default();
        if let Some(el) = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            el.set_pointer_capture(ev.pointer_id()).ok();
        }
    };
    let on_up =
        move |ev: web_sys::PointerEvent| match (square_under(ev.client_x(), ev.client_y()), tool) {
            (Some(sq), Tool::Piece(p)) => editor.update(|e| {
                e.put(sq, p);
            }),
            (Some(sq), Tool::Eraser) => editor.update(|e| {
                e.remove(sq);
            }),
            (None, _) => editor.update(|e| e.pick(tool)),
        };
    view! {
        <button type="button" class=class data-palette=code
            aria-label=move || tool_name(l(), tool)
            aria-pressed=move || (editor.with(Editor::tool) == Some(tool)).to_string()
            on:pointerdown=on_down on:pointerup=on_up
            // The keyboard's Enter or Space (a click with no pointer before it).
            on:click=click(move |ev| if ev.detail() == 0 { editor.update(|e| e.pick(tool)) })>
            {(tool == Tool::Eraser).then_some("⌫")}
        </button>
    }
}

/// A castling right's switch, offered when the king and rook stand at home.
fn castle(
    editor: RwSignal<Editor>,
    lang: ReadOnly<Lang>,
    color: Color,
    side: CastlingSide,
) -> impl IntoView {
    let l = move || lang.get();
    let field = match (color, side) {
        (Color::White, CastlingSide::King) => "castle-K",
        (Color::White, CastlingSide::Queen) => "castle-Q",
        (Color::Black, CastlingSide::King) => "castle-k",
        (Color::Black, CastlingSide::Queen) => "castle-q",
    };
    let offered = move || editor.with(|e| e.castling_offered(color, side));
    view! {
        <label class="toggle" hidden=when(move || !offered())>
            <input type="checkbox" data-field=field
                disabled=when(move || !offered())
                prop:checked=when(move || editor.with(|e| e.castling(color, side)))
                on:change=change(move |_| editor.update(|e| {
                    e.toggle_castling(color, side);
                })) />
            {move || castling_label(l(), color, side)}
        </label>
    }
}

/// The side to move's choice.
fn turn(editor: RwSignal<Editor>, lang: ReadOnly<Lang>, color: Color) -> impl IntoView {
    let l = move || lang.get();
    view! {
        <label class="toggle">
            <input type="radio" name="editor-turn" data-field="editor-turn"
                value=color.char().to_string()
                prop:checked=when(move || editor.with(Editor::turn) == color)
                on:change=change(move |_| editor.update(|e| e.set_turn(color))) />
            {move || turn_label(l(), color)}
        </label>
    }
}

/// The en passant square's choice, among those the position offers.
fn ep_select(editor: RwSignal<Editor>, lang: ReadOnly<Lang>) -> impl IntoView {
    let l = move || lang.get();
    view! {
        <label class="editor-row">{move || Label::EnPassant.text(l())}
            <select data-field="editor-ep"
                on:change=change(move |ev| {
                    let v = event_target_value(&ev);
                    editor.update(|e| {
                        e.set_ep(Square::parse(&v));
                    });
                })>
                <option value="" selected=move || editor.with(|e| e.ep_square().is_none())>
                    {move || Label::NoEnPassant.text(l())}
                </option>
                {move || editor.with(|e| {
                    let chosen = e.ep_square();
                    e.ep_offered().into_iter().map(|sq| view! {
                        <option value=sq.to_string() selected=chosen == Some(sq)>{sq.to_string()}</option>
                    }).collect_view()
                })}
            </select>
        </label>
    }
}

/// The position's FEN, read back into the editor when changed (a FEN that does not read is said, the board kept).
fn fen_field(
    editor: RwSignal<Editor>,
    lang: ReadOnly<Lang>,
    fen_problem: RwSignal<Option<String>>,
) -> impl IntoView {
    let l = move || lang.get();
    view! {
        <label class="editor-fen">{move || Label::Fen.text(l())}
            <input type="text" data-field="editor-fen" spellcheck="false" autocomplete="off"
                prop:value=move || editor.with(Editor::fen)
                on:change=change(move |ev| {
                    let text = event_target_value(&ev);
                    let mut read = Err(crate::rules::FenError::Empty);
                    editor.update(|e| read = e.set_fen(&text));
                    fen_problem.set(read.err().map(|err| fen_error(l(), &err)));
                }) />
        </label>
    }
}

/// The presentation view's way out: a button, and Escape anywhere.
#[component]
fn PresentExit() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = expect_context::<Teacher>();
    let esc = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && t.present.get_untracked() {
            t.present.set(false);
        }
    });
    on_cleanup(move || esc.remove());
    effect(move |_| {
        let on = t.present.get();
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            el.class_list().toggle_with_force("present", on).ok();
        }
    });
    view! {
        <button type="button" class="present-exit" data-action="present-exit"
            hidden=when(move || !t.present.get())
            aria-label=move || Label::LeavePresent.text(ctx.lang.get())
            title=move || Label::LeavePresent.text(ctx.lang.get())
            on:click=click(move |_| t.present.set(false))>
            {move || Label::LeavePresentShort.text(ctx.lang.get())}
        </button>
    }
}

/// The teacher's part, shown once wanted (the editor, the title form, the presentation's way out).
#[component]
pub(crate) fn LazyTeacher() -> impl IntoView {
    lazy(expect_context::<Teacher>())
}
