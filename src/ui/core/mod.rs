//! The bottom wing of the views: what every other wing of `src/ui` stands on and none of it imports back — the page's
//! state ([`state::Ctx`], signals and `act`), the clock's time base ([`time`]), the part machinery ([`parts`]: the
//! `part!` macro and the places the table's part fills), the records' shared state ([`records`]), the page's small
//! browser helpers ([`dom`], [`html`]), the tap guard ([`tap`]), and the helpers that give the views' closures one
//! type each (texts, event handlers, flags, effects).

#[macro_use]
pub(crate) mod parts;
pub(crate) mod dom;
pub(crate) mod frames;
pub(crate) mod hearing;
pub(crate) mod html;
pub(crate) mod keyed;
pub(crate) mod lull;
pub(crate) mod records;
pub(crate) mod state;
pub(crate) mod tap;
pub(crate) mod time;

pub(crate) use frames::after_paint;
pub(crate) use keyed::{keyed_list, Selector};

use crate::text::{Lang, Later, Msg};
use crate::ui::core::state::ReadOnly;
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

/// A memo of `f`: `memo(move |_| …)` for `Memo::new(move |_| …)`, its function boxed, so the memo's code is compiled
/// once per type of value (the parts' memos of a count, of a flag, of a keyed list's items share it), not once per
/// closure.
pub(crate) fn memo<T: PartialEq + Send + Sync + 'static>(
    f: impl Fn(Option<&T>) -> T + Send + Sync + 'static,
) -> Memo<T> {
    boxed_memo(Box::new(f))
}

/// A memo's function, boxed ([`memo`]).
type MemoFn<T> = Box<dyn Fn(Option<&T>) -> T + Send + Sync>;

/// [`memo`]'s one instantiation of `Memo::new` for each `T`.
#[inline(never)]
fn boxed_memo<T: PartialEq + Send + Sync + 'static>(f: MemoFn<T>) -> Memo<T> {
    Memo::new(f)
}

/// An effect that hands a flag from one run to the next (`was`: the flag the last run returned, `None` at the first):
/// `flag_effect(move |was| …)` for `Effect::new(move |was: Option<bool>| …)`, boxed like [`effect`], so the parts'
/// effects of this shape share one copy of the effect's code.
pub(crate) fn flag_effect(f: impl FnMut(Option<bool>) -> bool + 'static) {
    boxed_flag_effect(Box::new(f));
}

/// [`flag_effect`]'s one instantiation of `Effect::new`.
#[inline(never)]
fn boxed_flag_effect(f: Box<dyn FnMut(Option<bool>) -> bool>) {
    Effect::new(f);
}

/// A menu switch of one of the table's settings: `label.toggle` holding `input[type=checkbox][data-action]`, checked
/// while `get` reads the setting on, its change sent to the table by `set` ([`state::Ctx::configure`]); the words are
/// its children. `shown` hides it where the snapshot says it does not apply, `locked` disables it, `help` is its
/// title.
#[component]
pub(crate) fn SettingToggle(
    /// The checkbox's `data-action`.
    action: &'static str,
    /// The setting as the box shows it.
    get: fn(&crate::table::Settings) -> bool,
    /// The setting changed by the box.
    set: fn(&mut crate::table::Settings, bool),
    /// Where the switch applies (shown by default).
    #[prop(optional)]
    shown: Option<fn(&crate::table::Snapshot) -> bool>,
    /// Where it may not be changed now (free by default).
    #[prop(optional)]
    locked: Option<fn(&crate::table::Snapshot) -> bool>,
    /// Its title, in the interface language.
    #[prop(optional)]
    help: Option<fn(Lang) -> &'static str>,
    /// The switch's words.
    children: Children,
) -> impl IntoView {
    let ctx = expect_context::<state::Ctx>();
    let reads = move |f: Option<fn(&crate::table::Snapshot) -> bool>, or: bool| {
        move || f.map_or(or, |f| ctx.snap.with(f))
    };
    let (shown, locked) = (reads(shown, true), reads(locked, false));
    view! {
        <label class="toggle" hidden=when(move || !shown())
            title=move || help.map(|h| h(ctx.lang.get()))>
            <input type="checkbox" data-action=action
                prop:checked=when(move || ctx.settings.with(get))
                disabled=when(locked)
                on:change=change(move |ev| {
                    let on = event_target_checked(&ev);
                    ctx.configure(|s| set(s, on));
                }) />
            {children()}
        </label>
    }
}

/// An item of the page's keyed list (the scoresheet's items), each its own key ([`keyed::keyed_list`]). (The review
/// tree's entries were its other kind; the tree is now written as markup, `ui::panels::review`.)
#[derive(Clone, PartialEq, Eq, Hash)]
pub(crate) enum Listed {
    /// An item of the scoresheet.
    Sheet(crate::table::page::sheet::SheetItem),
}

/// The view of one [`Listed`] item (the list's own children fn).
pub(crate) type ListedView = std::sync::Arc<dyn Fn(Listed) -> AnyView + Send + Sync>;
