//! The teacher's board in the menu (issue 31): pass and play, and the switches of the position
//! editor, demonstration mode, saved positions and the presentation view, whose views are a part
//! fetched on first use (`part.rs`).

mod part;
pub(crate) mod saved;

pub(crate) use part::LazyTeacher;

use crate::rules::Setup;
use crate::table::demo::DemoAct;
use crate::table::Intent;
use crate::text::editor::{menu_label, Label};
use crate::ui::core::state::Ctx;
use crate::ui::core::{change, click, when, SettingToggle};
use leptos::prelude::*;

/// What the teacher's views share: which are open, and whether their part is wanted yet.
#[derive(Clone, Copy)]
pub(crate) struct Teacher {
    /// The position editor is open, opened on this board (`None`: closed).
    pub editing: RwSignal<Option<Setup>>,
    /// The saved position's title form is open.
    pub saving: RwSignal<bool>,
    /// The presentation view is on.
    pub present: RwSignal<bool>,
    /// The part has been asked for (it stays once fetched).
    pub wanted: RwSignal<bool>,
    /// Bumped when the saved set changed, for the list to read it again.
    pub bump: RwSignal<u32>,
}

impl Teacher {
    /// Provides the teacher's state to the page.
    pub(crate) fn provide() {
        provide_context(Teacher {
            editing: RwSignal::new(None),
            saving: RwSignal::new(false),
            present: RwSignal::new(false),
            wanted: RwSignal::new(false),
            bump: RwSignal::new(0),
        });
    }

    /// Asks for the part (once: setting it again would build the part anew).
    pub(crate) fn want(self) {
        if !self.wanted.get_untracked() {
            self.wanted.set(true);
        }
    }

    /// Opens the position editor on `board`.
    pub(crate) fn open_editor(self, board: Setup) {
        self.want();
        self.editing.set(Some(board));
    }
}

/// The teacher's commands in the menu's view group.
#[component]
pub(crate) fn MenuCommands() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = expect_context::<Teacher>();
    let l = move || ctx.lang.get();
    let demo = move || ctx.snap.with(|s| s.demo.is_some());
    view! {
        <button type="button" data-action="editor" data-closes-menu=""
            on:click=click(move |_| t.open_editor(ctx.drawn.get_untracked()))>
            {move || menu_label(l(), Label::Editor)}
        </button>
        <label class="toggle" >
            <input type="checkbox" data-action="demo" data-closes-menu=""
                prop:checked=when(demo)
                on:change=change(move |ev| {
                    if event_target_checked(&ev) {
                        // With the editor open, the mode starts from the editor's board as it stands.
                        let act = match ctx.staged_untracked() {
                            Some(board) => DemoAct::StartOn(Box::new(board)),
                            None => DemoAct::Start,
                        };
                        t.editing.set(None);
                        ctx.act(Intent::Demo(act));
                        ctx.draw(|d| d.set_keep(true));
                    } else {
                        leave_demo(ctx, t);
                    }
                }) />
            {move || menu_label(l(), Label::Demo)}
        </label>
        <button type="button" data-action="save-position" data-closes-menu=""
            on:click=click(move |_| { t.want(); t.saving.set(true); })>
            {move || menu_label(l(), Label::SavePosition)}
        </button>
        <label class="toggle">
            <input type="checkbox" data-action="present" data-closes-menu=""
                prop:checked=when(move || t.present.get())
                on:change=change(move |ev| {
                    let on = event_target_checked(&ev);
                    t.want();
                    t.present.set(on);
                }) />
            {move || menu_label(l(), Label::Present)}
        </label>
        <SettingToggle action="auto-flip" get=|s| s.auto_flip set=|s, on| s.auto_flip = on>
            {move || menu_label(l(), Label::AutoFlip)}
        </SettingToggle>
    }
}

/// Leaves demonstration mode. Leaving offers play from here: the editor opens on the board, with its check.
fn leave_demo(ctx: Ctx, t: Teacher) {
    let board = ctx.table.with_untracked(|t| t.demo().cloned());
    ctx.act(Intent::Demo(DemoAct::Stop));
    ctx.draw(|d| d.set_keep(false));
    if let Some(board) = board {
        t.open_editor(board);
    }
}

/// Demonstration mode shows itself (issue 42): a note in the status's place with its way out, and the page marked
/// `demo` (a frame around the board) and `off-game` (the game's commands, status and material put away) as the page
/// model decides ([`crate::table::page::Shown::game_controls`]).
#[component]
pub(crate) fn DemoNote() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let t = expect_context::<Teacher>();
    let demo = move || ctx.board_shown.with(crate::table::page::Shown::demo);
    crate::ui::core::effect(move |_| {
        let (off, demo) = ctx.board_shown.with(|s| (!s.game_controls(), s.demo()));
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let list = el.class_list();
            list.toggle_with_force("off-game", off).ok();
            list.toggle_with_force("demo", demo).ok();
        }
    });
    move || {
        demo().then(|| {
            let (note, exit) = crate::text::editor::demo_note(ctx.lang.get());
            view! {
                <div class="demo-note" data-mode="demo" role="status">
                    <span>{note}</span>
                    <button type="button" data-action="demo-exit"
                        on:click=click(move |_| leave_demo(ctx, t))>{exit}</button>
                </div>
            }
        })
    }
}
