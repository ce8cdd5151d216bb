//! The web interface: thin Leptos components over the table model (`crate::table`): they show its snapshot and turn
//! pointer and keyboard events into its intents.

/// A part of the app that the web build fetches as a piece of wasm of its own the first time it is called (issue 23):
/// `part! { fn name() -> AnyView { view! { … }.into_any() } }` declares `async fn name() -> AnyView`. With the
/// `split` feature (trunk's build, index.html) the body goes behind a split point of Leptos's `wasm_split` (what
/// `#[lazy]` uses), which `scripts/split.sh` cuts out after cargo; without it (the wasm tests) the function is a
/// plain async one. Show a part with `Suspend::new(name())` inside a closure that asks for it only when it is needed.
///
/// A part that cannot be fetched (offline before the service worker had it, or a tab left open across an update that
/// removed the old files) shows [`Msg::PartMissing`] and nothing else: the game goes on. (`#[lazy]` itself panics.)
macro_rules! part {
    ($(#[doc = $doc:expr])* fn $name:ident() -> AnyView $body:block) => {
        #[cfg(feature = "split")]
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            #[leptos::wasm_split::wasm_split($name, wasm_split_path = leptos::wasm_split, fallible)]
            pub fn load() -> Result<AnyView, leptos::wasm_split::SplitLoaderError> {
                Ok($body)
            }
        }

        $(#[doc = $doc])*
        #[cfg(feature = "split")]
        async fn $name() -> AnyView {
            match $name::load().await {
                Ok(view) => view,
                Err(_) => $crate::ui::shell::app::part_missing(),
            }
        }

        $(#[doc = $doc])*
        #[cfg(not(feature = "split"))]
        async fn $name() -> AnyView $body
    };
}

pub(crate) mod board;
pub(crate) mod dialogs;
pub(crate) mod guide;
pub(crate) mod panels;
pub(crate) mod services;
pub(crate) mod shell;
pub(crate) mod teacher;

use crate::text::{Lang, Later, Msg};
use crate::ui::shell::state::ReadOnly;
use leptos::prelude::*;

/// A text of the catalogue that follows the interface language, as a view's child or an attribute's value:
/// `{msg(ctx.lang, Msg::Menu)}` for `{move || Msg::Menu.text(ctx.lang.get())}`. Each such closure had a type of its
/// own, and the renderer compiled its text and attribute code once per type; every text written with this helper has
/// the one closure type it returns, so that code is compiled once for all of them (issue 32).
pub(crate) fn msg(
    lang: ReadOnly<Lang>,
    msg: Msg,
) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || msg.text(lang.get())
}

/// [`msg`] for a text of the views that come later ([`Later`]): their one closure type, compiled in their part.
pub(crate) fn later(
    lang: ReadOnly<Lang>,
    text: Later,
) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || text.text(lang.get())
}

/// Mounts the app on the page body: at once when there is nothing to read, else once the readers of a stored game and
/// of a link have come (their part, issue 32: [`shell::restore`]), the skeleton standing meanwhile.
pub fn mount() {
    if shell::restore::needed() {
        shell::restore::load(mount_now);
    } else {
        mount_now();
    }
}

/// Replaces the skeleton with the app.
fn mount_now() {
    // index.html's skeleton (drawn before the wasm arrived) gives way to the app in the same task: no frame shows both.
    // Its panels and status line are kept, and stand in the app's places until the table's part draws the real ones.
    let held = shell::held::take();
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("skeleton"))
    {
        el.remove();
    }
    // Marks for benches/web/download.mjs: how long building the page takes, within the cold load.
    let mark = |name: &str| {
        if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
            p.mark(name).ok();
        }
    };
    mark("escaque-mount");
    shell::tap::guard();
    leptos::mount::mount_to_body(shell::app::App);
    shell::held::adopt(held);
    mark("escaque-mounted");
}

// Event handlers boxed to one type per event: `on:click=click(move |_| …)`. Each handler closure has a type of its own,
// and `tachys` compiled its event attribute code (`On<E, F>`: building, attaching, erasing) once per closure type; boxed,
// that code is compiled once per event kind and each handler costs only its box (issue 14).

/// A `click` handler as a boxed closure (see the note above).
pub(crate) fn click(
    f: impl FnMut(leptos::ev::MouseEvent) + 'static,
) -> Box<dyn FnMut(leptos::ev::MouseEvent)> {
    Box::new(f)
}

/// A `change` handler as a boxed closure (see the note above).
pub(crate) fn change(
    f: impl FnMut(leptos::ev::Event) + 'static,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(f)
}

/// An `input` handler as a boxed closure (see the note above).
pub(crate) fn input(
    f: impl FnMut(leptos::ev::Event) + 'static,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(f)
}

/// A `close` handler (of a dialog) as a boxed closure (see the note above).
pub(crate) fn close(
    f: impl FnMut(leptos::ev::Event) + 'static,
) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(f)
}

/// A `keydown` handler as a boxed closure (see the note above).
pub(crate) fn keydown(
    f: impl FnMut(leptos::ev::KeyboardEvent) + 'static,
) -> Box<dyn FnMut(leptos::ev::KeyboardEvent)> {
    Box::new(f)
}

/// A `submit` handler as a boxed closure (see the note above).
pub(crate) fn submit(
    f: impl FnMut(leptos::ev::SubmitEvent) + 'static,
) -> Box<dyn FnMut(leptos::ev::SubmitEvent)> {
    Box::new(f)
}

/// A reactive flag (`hidden`, `disabled`, `prop:checked`) as a boxed closure: `hidden=when(move || …)`. Like the event
/// handlers above, each closure type had its own copy of `tachys`'s reactive attribute code; boxed, they share one.
pub(crate) fn when(f: impl Fn() -> bool + Send + 'static) -> Box<dyn FnMut() -> bool + Send> {
    Box::new(f)
}

/// An effect that keeps nothing from one run to the next: `effect(move |_| …)` for `Effect::new(move |_| …)`. Boxed
/// like the handlers above, so `reactive_graph`'s effect code (the task that reruns it) is compiled once for all of
/// them instead of once per closure type.
pub(crate) fn effect(f: impl FnMut(Option<()>) + 'static) {
    boxed_effect(Box::new(f));
}

/// [`effect`]'s one instantiation of `Effect::new`.
#[inline(never)]
fn boxed_effect(f: Box<dyn FnMut(Option<()>)>) {
    Effect::new(f);
}
