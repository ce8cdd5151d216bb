//! The record's tree while going over a game (issue 30), in the records' part of the download:
//! every move a button (`[data-node]`) that shows its position, its symbols beside it, its comment
//! under it (`[data-comment]`), each variation an element of its own (`[data-variation]`), nested as
//! it is; the comment of the shown move edited with `data-action="comment"` in a finished or
//! imported game. Arrow keys on a move go through the tree. The moves are written as markup, once
//! per change of the record: a step only moves the mark of the shown move.

use crate::rules::san::Lang;
use crate::rules::Color;
use crate::table::page::tree::{items, step, Record, ShownNode, TreeItem, TreeKey, TreeMove};
use crate::table::page::Variation;
use crate::table::review::{drawn, keep_drawn};
use crate::table::{Intent, NodePath, ReviewEdit, Tree};
use crate::text::review::{nag_name, nag_symbol, Label};
use crate::ui::core::html::push_escaped;
use crate::ui::core::state::Ctx;
use crate::ui::core::{click, effect, input, when};
use leptos::prelude::*;

/// The record, parsed once per change of the table (and only while it may be gone over).
type RecordMemo = Memo<Option<Record>>;

/// The tree's moves as markup in `lang`, the move at `current` marked (`aria-current="true"`): one string written into
/// the tree at once. A 300-move record with its variations is 450 buttons; built as views, each with its own click
/// listener and `aria-current` closure, opening it was one task of about 350 ms on a slow phone (issue 41). Written as
/// text, the browser parses it in one go; one listener on the tree serves every move ([`node_at`]) and one effect
/// moves the mark ([`mark`]).
fn markup(tree: &Tree, lang: Lang, current: &NodePath) -> String {
    let items = items(tree, lang);
    let mut out = String::with_capacity(items.len() * 96);
    // The variations opened and not yet closed.
    let mut open = 0usize;
    for item in items {
        match item {
            TreeItem::Comment(text) => {
                out.push_str("<span class=\"comment\" data-comment=\"\">");
                push_escaped(&mut out, &text);
                out.push_str("</span>");
            }
            TreeItem::Open => {
                open += 1;
                out.push_str("<span class=\"variation\" data-variation=\"\">");
            }
            TreeItem::Close => {
                if open > 0 {
                    open -= 1;
                    out.push_str("</span>");
                }
            }
            TreeItem::Move(m) => node_markup(&mut out, &m, lang, current),
        }
    }
    for _ in 0..open {
        out.push_str("</span>");
    }
    out
}

/// One move of the tree: its button (`data-node`, its label, its number when written, its symbols) and its comment
/// under it.
fn node_markup(out: &mut String, m: &TreeMove, lang: Lang, current: &NodePath) {
    let numbered = match m.mover {
        Color::White => format!("{}.", m.number),
        Color::Black => format!("{}…", m.number),
    };
    let symbols: String = m.nags.iter().map(|&n| nag_symbol(n)).collect();
    let text = format!("{}{symbols}", m.san);
    let label = if m.in_variation {
        format!("{numbered} {text}, {}", Label::Variation.text(lang))
    } else {
        format!("{numbered} {text}")
    };
    let key = m.path.to_string();
    out.push_str("<button type=\"button\" class=\"node\" data-node=\"");
    out.push_str(&key);
    out.push_str("\" aria-label=\"");
    push_escaped(out, &label);
    out.push('"');
    if m.path == *current {
        out.push_str(" aria-current=\"true\"");
    }
    out.push('>');
    if m.numbered {
        out.push_str("<span class=\"number\">");
        out.push_str(&numbered);
        out.push_str("</span>");
    }
    push_escaped(out, &text);
    out.push_str("</button>");
    if !m.comment.is_empty() {
        out.push_str("<span class=\"comment\" data-comment=\"");
        out.push_str(&key);
        out.push_str("\">");
        push_escaped(out, &m.comment);
        out.push_str("</span>");
    }
}

/// The tree's element of moves (`[data-review-tree] .tree-moves`), once the view is in the page.
fn moves_element() -> Option<web_sys::Element> {
    document()
        .query_selector("[data-review-tree] .tree-moves")
        .ok()
        .flatten()
}

/// Writes the tree's markup; the move that had the focus has it again (by its key), so an edit of the record made
/// from the keyboard leaves it where it was.
fn write(html: &str) {
    let Some(el) = moves_element() else {
        return;
    };
    let focused = document()
        .active_element()
        .filter(|a| el.contains(Some(a)))
        .and_then(|a| a.get_attribute("data-node"))
        .and_then(|k| NodePath::parse(&k));
    el.set_inner_html(html);
    let marked = el.query_selector("[aria-current]").ok().flatten();
    MARKED.with(|m| *m.borrow_mut() = marked);
    if let Some(p) = focused {
        focus_node(&p);
    }
}

thread_local! {
    /// The tree's move marked as the one shown, kept so that a step finds it (to unmark it, scroll to its successor
    /// and focus it) without searching the tree's 450 moves each time.
    static MARKED: std::cell::RefCell<Option<web_sys::Element>> = const { std::cell::RefCell::new(None) };
}

/// The marked move, if it is the one at `key` and still in the tree.
fn marked(key: &str) -> Option<web_sys::Element> {
    MARKED.with(|m| {
        m.borrow()
            .clone()
            .filter(|e| e.is_connected() && e.get_attribute("data-node").as_deref() == Some(key))
    })
}

/// Marks the move at `at` as the one shown (`aria-current="true"`), unmarking the one before: two elements touched a
/// step, whatever the tree's size.
fn mark(at: &NodePath) {
    let Some(el) = moves_element() else {
        return;
    };
    let key = at.to_string();
    if marked(&key).is_some() {
        return;
    }
    if let Some(old) = MARKED.with(|m| m.borrow_mut().take()) {
        // Removing an attribute of an element cannot fail.
        old.remove_attribute("aria-current").ok();
    }
    let sel = format!("[data-node=\"{key}\"]");
    if let Some(new) = el.query_selector(&sel).ok().flatten() {
        // Setting a plain attribute cannot fail.
        new.set_attribute("aria-current", "true").ok();
        MARKED.with(|m| *m.borrow_mut() = Some(new));
    }
}

/// Scrolls the marked move into view by the least scroll (its box, then the page).
fn scroll_to_marked() {
    if let Some(el) = MARKED.with(|m| m.borrow().clone()) {
        crate::ui::core::dom::scroll_nearest(&el);
    }
}

/// Calls the method `name` of `el` with `arg`, if it has one (a browser without it does without).
fn call(el: &web_sys::Element, name: &str, arg: &wasm_bindgen::JsValue) {
    let f = js_sys::Reflect::get(el, &name.into())
        .ok()
        .and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok());
    if let Some(f) = f {
        // It fails only on an element that cannot do it (focus one that cannot take it); nothing to tell.
        f.call1(el, arg).ok();
    }
}

/// The move of the tree a click landed in (on its button or in it), by its `data-node` key.
fn node_at(ev: &leptos::ev::MouseEvent) -> Option<NodePath> {
    use wasm_bindgen::JsCast;
    let el = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let button = el.closest("[data-node]").ok().flatten()?;
    NodePath::parse(&button.get_attribute("data-node")?)
}

/// Shows a position of the record's tree on the board. A main-line move is shown by its ply, as the page shows it
/// (its position is the game's): reading it from the tree replayed the line from the start twice, a step.
fn show(ctx: Ctx, record: RecordMemo, path: NodePath) {
    if path.is_main() {
        if record.with_untracked(|r| r.as_ref().is_some_and(|r| r.tree.contains(&path))) {
            ctx.go_to(path.ply());
        }
        return;
    }
    let node = record.with_untracked(|r| r.as_ref().and_then(|r| Variation::of(&r.tree, &path)));
    if let Some(node) = node {
        ctx.show_node(node);
    }
}

/// The shown move's arrows and circles are drawn when it is shown, once the drawing has let go of the last board's;
/// what the user draws on it is kept on it (a stroke ended, or a plain press clearing them).
fn shapes(ctx: Ctx, record: RecordMemo, shown: Memo<ShownNode>) {
    effect(move |_| {
        let shapes = shown.with(|n| n.in_tree.then(|| drawn(&n.shapes)));
        // Nothing drawn and nothing to draw (most steps): no frame to wait for.
        let idle =
            |s: &Vec<_>| s.is_empty() && ctx.drawing.with_untracked(|d| d.shapes().is_empty());
        if let Some(shapes) = shapes.filter(|s| !idle(s)) {
            request_animation_frame(move || {
                ctx.draw_if(|d| {
                    let same = d.shapes() == shapes.as_slice();
                    if !same {
                        d.clear();
                        shapes.into_iter().for_each(|s| d.toggle(s));
                    }
                    !same
                });
            });
        }
    });
    Effect::new(move |seen: Option<u32>| {
        let n = ctx.drawn_by_hand.get();
        if seen.is_some() {
            let at = untrack(|| ctx.shown_node());
            let edit = ctx.drawing.with_untracked(|d| {
                let keep = |r: &Record| keep_drawn(&r.tree, true, &at, d.shapes());
                // The tree hidden (a game just ended), the record is not parsed: read here, once.
                record
                    .with_untracked(|r| r.as_ref().map(keep))
                    .unwrap_or_else(|| ctx.table.with_untracked(Record::of).and_then(|r| keep(&r)))
            });
            if let Some(edit) = edit {
                ctx.act(Intent::Review(edit));
            }
        }
        n
    });
}

/// The record's tree and the comment field, shown while going over a finished or imported game.
#[component]
pub fn ReviewTree() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // The reducer reaches the review's procedure from here on (it comes in this part).
    crate::ui::core::hearing::hear_review();
    let l = move || ctx.lang.get();
    let in_tree = Memo::new(move |_| ctx.board_shown.with(|s| s.tree));
    // The record is parsed while its tree is shown, not before: a game ended by a move (mate, a draw by rule) can be
    // gone over from that move on, and parsing its whole record in the frame after it made the game's longest task on
    // a slow phone (issue 41). Hidden, nothing here reads it; the review's first step shows the tree and parses it.
    let record: RecordMemo = Memo::new(move |_| {
        if in_tree.get() {
            ctx.table.with(Record::of)
        } else {
            None
        }
    });
    // The node shown: one memo its tools, its comment field and the tree's mark read.
    let shown = Memo::new(move |_| {
        let at = ctx.shown_node();
        record.with(|r| match r {
            Some(r) => r.node(&at),
            None => ShownNode {
                path: at,
                ..ShownNode::default()
            },
        })
    });
    // The tree is written while it is shown, once per change of the record or the language (a step writes nothing:
    // the mark moves, below); hidden, it is emptied.
    let hidden = move || !in_tree.get();
    effect(move |_| {
        let lang = l();
        let html = if in_tree.get() {
            let at = untrack(|| ctx.shown_node());
            record.with(|r| r.as_ref().map(|r| markup(&r.tree, lang, &at)))
        } else {
            None
        };
        write(html.as_deref().unwrap_or_default());
    });
    effect(move |_| shown.with(|n| mark(&n.path)));
    shapes(ctx, record, shown);
    // The shown move stays in view while stepping, by the least scroll (its box, then the page).
    effect(move |_| {
        ctx.shown_node();
        if in_tree.get() {
            request_animation_frame(scroll_to_marked);
        }
    });
    let text = RwSignal::new(String::new());
    // The field shows the shown move's comment whenever the shown move or the record changes; written only when it
    // differs (a step between two moves without comments leaves the field alone: no layout of the field a step).
    effect(move |_| {
        shown.with(|n| {
            text.maybe_update(|t| {
                let differs = *t != n.comment;
                if differs {
                    t.clone_from(&n.comment);
                }
                differs
            })
        });
    });
    let save = move |_| {
        let at = ctx.shown_node();
        let edit = ReviewEdit::Comment {
            at,
            text: text.get_untracked(),
        };
        ctx.act(Intent::Review(edit));
    };
    let keys = move |ev: leptos::ev::KeyboardEvent| {
        let at = ctx.shown_node();
        let key = match ev.key().as_str() {
            "ArrowRight" => Some(TreeKey::Next),
            "ArrowLeft" => Some(TreeKey::Previous),
            "ArrowDown" => Some(TreeKey::Down),
            "ArrowUp" => Some(TreeKey::Up),
            _ => None,
        };
        let next = key.and_then(|k| {
            record.with_untracked(|r| r.as_ref().and_then(|r| step(&r.tree, &at, k)))
        });
        if let Some(p) = next {
            ev.prevent_default();
            // The page's own arrows step the main line: not here.
            ev.stop_propagation();
            show(ctx, record, p.clone());
            // The focus follows once the step's frame is painted: moving it costs a blur, a focus and their styles,
            // which the move shown need not wait for (the effect above has scrolled it into view by then).
            crate::ui::core::after_paint(Box::new(move || focus_node(&p)));
        }
    };
    view! {
        <section class="review-tree" data-review-tree="" aria-label=move || Label::Tree.text(l())
            hidden=when(hidden)
            on:keydown=crate::ui::core::keydown(keys)>
            <h2>{move || Label::Tree.text(l())}</h2>
            <div class="tree-moves" on:click=click(move |ev| {
                if let Some(p) = node_at(&ev) {
                    show(ctx, record, p);
                }
            })></div>
            <label class="comment-field">{move || Label::Comment.text(l())}
                <textarea data-field="comment" rows="2" prop:value=move || text.get()
                    on:input=input(move |ev| text.set(event_target_value(&ev)))></textarea>
            </label>
            <button type="button" data-action="comment" on:click=click(save)>
                {move || Label::SaveComment.text(l())}
            </button>
            <ReviewTools shown=shown record=record />
        </section>
    }
}

/// Moves the focus to the tree's move at `path` without scrolling (the shown move is scrolled into view by the least
/// scroll, [`scroll_to_marked`]); a move not in the tree (any more) keeps the focus where it is.
fn focus_node(path: &NodePath) {
    let key = path.to_string();
    let el = marked(&key).or_else(|| {
        let sel = format!("[data-review-tree] [data-node=\"{key}\"]");
        document().query_selector(&sel).ok().flatten()
    });
    let Some(el) = el else {
        return;
    };
    let options = js_sys::Object::new();
    // Setting a plain object's property cannot fail.
    js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into()).ok();
    call(&el, "focus", &options);
}

/// The glyphs offered on the shown move, as players write them: `!`, `?`, `!!`, `??`, `!?`, `?!`.
const GLYPHS: [u8; 6] = [1, 2, 3, 4, 5, 6];

/// The commands on the shown move of an editable record: a symbol toggled, its variation promoted or deleted
/// (those two only in a variation: the game's own moves stay).
#[component]
fn ReviewTools(shown: Memo<ShownNode>, record: RecordMemo) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let at = move || shown.with_untracked(|n| n.path.clone());
    // What the buttons read, each a memo of its own: a step to another move with the same symbols, on the same kind
    // of line, re-runs none of them.
    let on_move = Memo::new(move |_| shown.with(ShownNode::on_move));
    let in_variation = Memo::new(move |_| shown.with(ShownNode::in_variation));
    let nags = Memo::new(move |_| shown.with(|n| n.nags.clone()));
    // The variation whose deletion is being asked about; another move shown puts the question away.
    let asking = RwSignal::new(None::<NodePath>);
    Effect::new(move |_| {
        let moved = shown.with(|n| asking.get_untracked().is_some_and(|p| p != n.path));
        if moved {
            asking.set(None);
        }
    });
    let has = move |nag: u8| nags.with(|n| n.contains(&nag));
    let glyphs = GLYPHS
        .iter()
        .map(|&nag| {
            view! {
                <button type="button" class="glyph" data-nag=nag.to_string()
                    aria-label=move || nag_name(l(), nag) title=move || nag_name(l(), nag)
                    aria-pressed=move || has(nag).to_string()
                    on:click=click(move |_| {
                        ctx.act(Intent::Review(ReviewEdit::Nag { at: at(), nag }));
                    })>{nag_symbol(nag)}</button>
            }
        })
        .collect_view();
    view! {
        <div class="review-tools" role="group" aria-label=move || Label::Symbols.text(l())
            hidden=when(move || !on_move.get())>
            {glyphs}
            <button type="button" data-action="promote" hidden=when(move || !in_variation.get())
                on:click=click(move |_| {
                    follow(ctx, record, ctx.act(Intent::Review(ReviewEdit::Promote(at()))));
                })>{move || Label::Promote.text(l())}</button>
            <button type="button" data-action="delete-variation" hidden=when(move || !in_variation.get())
                on:click=click(move |_| asking.set(Some(at())))>{move || Label::Delete.text(l())}</button>
        </div>
        // Deleting a variation takes its nested lines and comments with it: asked first.
        {move || asking.get().map(|p| {
            let yes = p.clone();
            view! {
                <div class="ask-delete" role="alertdialog" data-ask="delete-variation">
                    <p>{Label::AskDelete.text(l())}</p>
                    <button type="button" class="danger" data-action="confirm" on:click=click(move |_| {
                        asking.set(None);
                        follow(ctx, record, ctx.act(Intent::Review(ReviewEdit::Delete(yes.clone()))));
                    })>{Label::ConfirmDelete.text(l())}</button>
                    <button type="button" data-action="cancel" on:click=click(move |_| asking.set(None))>
                        {Label::KeepIt.text(l())}</button>
                </div>
            }
        })}
    }
}

/// Shows the position an edit of the record points at (a promoted variation at its new place, the move before a
/// deleted one).
fn follow(ctx: Ctx, record: RecordMemo, events: Option<Vec<crate::table::Event>>) {
    for e in events.unwrap_or_default() {
        if let crate::table::Event::RecordChanged(path) = e {
            if path.is_main() {
                ctx.go_to(path.ply());
            } else {
                show(ctx, record, path);
            }
        }
    }
}
