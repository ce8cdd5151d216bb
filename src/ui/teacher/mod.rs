//! The teacher's board in the menu (issue 31): pass and play, and the switches of the position
//! editor, demonstration mode, saved positions and the presentation view, whose views are a part
//! fetched on first use (`part.rs`).

use crate::text::editor::Label;
use crate::ui::shell::state::Ctx;
use crate::ui::{change, when};
use leptos::prelude::*;

/// The teacher's commands in the menu's view group.
#[component]
pub(crate) fn MenuCommands() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    view! {
        <label class="toggle">
            <input type="checkbox" data-action="auto-flip"
                prop:checked=when(move || ctx.settings.with(|s| s.auto_flip))
                on:change=change(move |ev| {
                    let on = event_target_checked(&ev);
                    ctx.configure(|s| s.auto_flip = on);
                }) />
            {move || Label::AutoFlip.text(l())}
        </label>
    }
}
