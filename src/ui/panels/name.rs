//! A player's name by their clock, edited in place.

use crate::rules::Color;
use crate::table::Intent;
use crate::text::setup::SetupText;
use crate::ui::core::state::Ctx;
use crate::ui::core::{effect, input, keydown};
use leptos::prelude::*;

/// The longest name the field takes, as the settings dialog's fields.
const NAME_MAX: usize = 60;

/// A player's name by their clock, editable in place before and during the game (`data-name`, its text
/// is the name). Typing sets it at once ([`Intent::SetName`], saved with the game); the table trims it,
/// and the text is rewritten only when it says something else, so the caret and the spaces being typed
/// stay. Enter ends the editing. A player without a name shows the colour (a placeholder, not text).
#[component]
pub fn NameField(color: Color) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let span = NodeRef::<leptos::html::Span>::new();
    effect(move |_| {
        let name = ctx.names.with(|n| n.get(color).clone());
        if let Some(el) = span.get() {
            if el.text_content().unwrap_or_default().trim() != name {
                el.set_text_content(Some(&name));
            }
        }
    });
    let label = move || {
        if color == Color::White {
            SetupText::WhiteNameLabel.text(l())
        } else {
            SetupText::BlackNameLabel.text(l())
        }
    };
    let typed = input(move |_| {
        let Some(el) = span.get_untracked() else {
            return;
        };
        let mut text = el.text_content().unwrap_or_default().replace('\n', " ");
        if text.chars().count() > NAME_MAX {
            text = text.chars().take(NAME_MAX).collect();
            el.set_text_content(Some(&text));
        }
        ctx.act(Intent::SetName(color, text));
    });
    view! {
        <span class="name" data-name=color.name() node_ref=span role="textbox" tabindex="0"
            contenteditable="plaintext-only" spellcheck="false" aria-label=label
            data-placeholder=move || crate::text::color_name(l(), color)
            on:input=typed
            on:keydown=keydown(move |ev: leptos::ev::KeyboardEvent| {
                if ev.key() == "Enter" || ev.key() == "Escape" {
                    ev.prevent_default();
                    if let Some(el) = span.get_untracked() {
                        // Blur cannot fail on an element in the page.
                        el.blur().ok();
                    }
                }
            })></span>
    }
}
