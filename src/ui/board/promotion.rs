//! The promotion chooser (Art. 3.7e): the four pieces on the promotion square's file, keyboard-ready.

use crate::rules::{Color, Piece, Role};
use crate::text::{piece_name, Msg};
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, effect, keydown};
use leptos::prelude::*;

/// Four buttons `data-promote="q" | "r" | "b" | "n"` over the board; a click outside or Escape cancels.
#[component]
pub fn Chooser() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // Focus the queen when the chooser opens, so Enter promotes and Tab walks the four pieces.
    effect(move |_| {
        if ctx.input.with(|i| i.promotion.is_some()) {
            request_animation_frame(|| {
                let el = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector("[data-promote='q']").ok().flatten())
                    .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
                if let Some(el) = el {
                    el.focus().ok();
                }
            });
        }
    });
    move || {
        let (_, to) = ctx.input.with(|i| i.promotion)?;
        let color = if to.rank().index() == 7 {
            Color::White
        } else {
            Color::Black
        };
        let flipped = ctx.flipped();
        // Column from the promotion square toward the middle of the board.
        let col = if flipped {
            7 - to.file().index()
        } else {
            to.file().index()
        };
        let top_edge = (to.rank().index() == 7) != flipped;
        let lang = ctx.lang.get();
        let buttons = Role::PROMOTIONS
            .into_iter()
            .enumerate()
            .map(|(i, role)| {
                let p = Piece { color, role };
                let row = if top_edge { i } else { 7 - i };
                let style = format!("left:calc(12.5% * {col});top:calc(12.5% * {row})");
                view! {
                    <button
                        class=format!("promote p-{}", p.code())
                        data-promote=role.char().to_string()
                        data-piece=p.code()
                        style=style
                        title=piece_name(lang, color, role)
                        aria-label=piece_name(lang, color, role)
                        // Not the backdrop's: a press on a piece is no press outside.
                        on:pointerdown=move |ev| ev.stop_propagation()
                        // The tap that opened the chooser never chooses: its click is dropped (`crate::ui::core::tap`).
                        on:click=click(move |ev| {
                            ev.stop_propagation();
                            ctx.board(|i, cx| ((), i.choose(role, cx)));
                        })
                        on:keydown=keydown(move |ev| {
                            if matches!(ev.key().as_str(), "Enter" | " ") {
                                ev.prevent_default();
                                ctx.board(|i, cx| ((), i.choose(role, cx)));
                            }
                        })
                    ></button>
                }
            })
            .collect_view();
        Some(view! {
            <div
                class="promo-backdrop"
                role="dialog"
                aria-label=Msg::Promote.text(lang)
                on:pointerdown=move |ev| {
                    ev.stop_propagation();
                    ctx.gesture(|i| i.cancel());
                }
            >
                {buttons}
            </div>
        })
    }
}
