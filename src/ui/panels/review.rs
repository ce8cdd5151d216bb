//! The record's tree while going over a game (issue 30), in the records' part of the download:
//! every move a button (`[data-node]`) that shows its position, its symbols beside it, its comment
//! under it (`[data-comment]`), each variation an element of its own (`[data-variation]`), nested as
//! it is; the comment of the shown move edited with `data-action="comment"` in a finished or
//! imported game. Arrow keys on a move go through the tree.

use crate::rules::san::san;
use crate::rules::{Color, Position};
use crate::table::review::{keep_drawn, shapes_to_draw};
use crate::table::{Intent, Node, NodePath, ReviewEdit};
use crate::text::review::{nag_name, nag_symbol, Label};
use crate::text::Lang;
use crate::ui::shell::state::Ctx;
use crate::ui::{click, input, when};
use leptos::prelude::*;

/// One move of the tree as shown.
struct Shown {
    path: NodePath,
    number: String,
    text: String,
    label: String,
    comment: String,
}

fn shown(pos: &Position, node: &Node, path: NodePath, first: bool, lang: Lang) -> Shown {
    let number = match (pos.turn(), first) {
        (Color::White, _) => format!("{}.", pos.fullmoves()),
        (Color::Black, true) => format!("{}…", pos.fullmoves()),
        (Color::Black, false) => String::new(),
    };
    let mv = node
        .mv
        .map_or_else(|| "--".to_string(), |m| san(pos, m, lang));
    let symbols: String = node.nags.iter().map(|&n| nag_symbol(n)).collect();
    let variation = if path.is_main() {
        ""
    } else {
        Label::Variation.text(lang)
    };
    let label = format!(
        "{} {mv}{symbols}{}{variation}",
        if number.is_empty() {
            format!("{}…", pos.fullmoves())
        } else {
            number.clone()
        },
        if variation.is_empty() { "" } else { ", " }
    );
    Shown {
        path,
        number,
        text: format!("{mv}{symbols}"),
        label,
        comment: node.comment.text.clone(),
    }
}

/// The views of a line starting with `list` (its first move, then the variations to it) from `pos`.
fn line_view(
    ctx: Ctx,
    list: &[Node],
    at: NodePath,
    pos: Position,
    lang: Lang,
    depth: usize,
) -> Vec<AnyView> {
    let mut out = Vec::new();
    let (mut list, mut at, mut pos) = (list, at, pos);
    let mut first_of_line = true;
    while let Some(first) = list.first() {
        let p = at.child(0);
        out.push(node_view(
            ctx,
            shown(&pos, first, p.clone(), first_of_line, lang),
        ));
        first_of_line = !first.comment.text.is_empty();
        for (i, alt) in list.iter().enumerate().skip(1) {
            let v = at.child(i);
            let mut inner = Vec::new();
            if !alt.before.is_empty() {
                let before = alt.before.clone();
                inner.push(
                    view! { <span class="comment" data-comment="">{before}</span> }.into_any(),
                );
            }
            inner.push(node_view(ctx, shown(&pos, alt, v.clone(), true, lang)));
            let mut after = pos.clone();
            if let Some(m) = alt.mv {
                after.play_unchecked(m);
            }
            if depth < 32 {
                inner.extend(line_view(ctx, &alt.children, v, after, lang, depth + 1));
            }
            out.push(view! { <span class="variation" data-variation="">{inner}</span> }.into_any());
            first_of_line = true;
        }
        if let Some(m) = first.mv {
            pos.play_unchecked(m);
        }
        list = &first.children;
        at = p;
    }
    out
}

fn node_view(ctx: Ctx, s: Shown) -> AnyView {
    let key = s.path.to_string();
    let current = {
        let path = s.path.clone();
        move || (ctx.shown_node() == path).then_some("true")
    };
    let go = s.path.clone();
    let comment = (!s.comment.is_empty())
        .then(|| view! { <span class="comment" data-comment=key.clone()>{s.comment}</span> });
    view! {
        <button type="button" class="node" data-node=key aria-label=s.label aria-current=current
            on:click=click(move |_| show(ctx, go.clone()))>
            {(!s.number.is_empty()).then(|| view! { <span class="number">{s.number}</span> })}
            {s.text}
        </button>
        {comment}
    }
    .into_any()
}

/// Shows a position of the record's tree on the board.
fn show(ctx: Ctx, path: NodePath) {
    let pos = ctx.table.with_untracked(|t| t.record().position(&path));
    if let Some(pos) = pos {
        ctx.show_node(path, pos);
    }
}

/// The record's tree and the comment field, shown while going over a finished or imported game.
#[component]
pub fn ReviewTree() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // The reducer reaches the review's procedure from here on (it comes in this part).
    crate::table::review::install();
    let l = move || ctx.lang.get();
    let state = Memo::new(move |_| ctx.table.with(|t| (t.record(), t.record_editable())));
    let editable = move || state.with(|(_, e)| *e);
    let moves = move || {
        let lang = l();
        state.with(|(tree, _)| {
            let start = tree.start.clone();
            let mut out = Vec::new();
            if !tree.comment.text.is_empty() {
                out.push(view! { <span class="comment" data-comment="">{tree.comment.text.clone()}</span> }.into_any());
            }
            out.extend(line_view(ctx, &tree.children, NodePath::root(), start, lang, 0));
            out
        })
    };
    // The shown move's arrows and circles are drawn when it is shown, once the drawing has let go of the last
    // board's; what the user draws on it is kept on it (a stroke ended, or a plain press clearing them).
    Effect::new(move |_| {
        let at = ctx.shown_node();
        let shapes = state.with(|(t, e)| shapes_to_draw(t, *e, &at));
        if let Some(shapes) = shapes {
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
                state.with_untracked(|(t, e)| keep_drawn(t, *e, &at, d.shapes()))
            });
            if let Some(edit) = edit {
                ctx.act(Intent::Review(edit));
            }
        }
        n
    });
    let text = RwSignal::new(String::new());
    // The field shows the shown move's comment whenever the shown move or the record changes.
    Effect::new(move |_| {
        let at = ctx.shown_node();
        let c = state.with(|(t, _)| t.comment(&at).map(|c| c.text.clone()).unwrap_or_default());
        text.set(c);
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
        let next = state.with(|(t, _)| match ev.key().as_str() {
            "ArrowRight" => t
                .children(&at)
                .filter(|c| !c.is_empty())
                .map(|_| at.child(0)),
            "ArrowLeft" => at.parent(),
            "ArrowDown" | "ArrowUp" => {
                let parent = at.parent()?;
                let i = *at.0.last()?;
                let n = t.children(&parent)?.len();
                let j = if ev.key() == "ArrowDown" {
                    (i + 1).min(n - 1)
                } else {
                    i.saturating_sub(1)
                };
                Some(parent.child(j))
            }
            _ => None,
        });
        if let Some(p) = next {
            ev.prevent_default();
            // The page's own arrows step the main line: not here.
            ev.stop_propagation();
            show(ctx, p.clone());
            let sel = format!("[data-review-tree] [data-node=\"{p}\"]");
            if let Some(el) = document().query_selector(&sel).ok().flatten() {
                if let Ok(el) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el) {
                    // Focus fails only on an element that cannot take it; the move is shown anyway.
                    el.focus().ok();
                }
            }
        }
    };
    view! {
        <section class="review-tree" data-review-tree="" aria-label=move || Label::Tree.text(l())
            hidden=when(move || {
                !editable() || (ctx.review.with(Option::is_none) && ctx.node.with(Option::is_none))
            })
            on:keydown=crate::ui::keydown(keys)>
            <h2>{move || Label::Tree.text(l())}</h2>
            <div class="tree-moves">{moves}</div>
            <label class="comment-field">{move || Label::Comment.text(l())}
                <textarea data-field="comment" rows="2" prop:value=move || text.get()
                    on:input=input(move |ev| text.set(event_target_value(&ev)))></textarea>
            </label>
            <button type="button" data-action="comment" on:click=click(save)>
                {move || Label::SaveComment.text(l())}
            </button>
            <ReviewTools />
        </section>
    }
}

/// The glyphs offered on the shown move, as players write them: `!`, `?`, `!!`, `??`, `!?`, `?!`.
const GLYPHS: [u8; 6] = [1, 2, 3, 4, 5, 6];

/// The commands on the shown move of an editable record: a symbol toggled, its variation promoted or deleted
/// (those two only in a variation: the game's own moves stay).
#[component]
fn ReviewTools() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = move || ctx.lang.get();
    let at = move || ctx.shown_node();
    let on_move = move || !at().0.is_empty();
    let in_variation = move || !at().is_main();
    let has = move |nag: u8| {
        let p = at();
        ctx.table
            .with(|t| t.record().node(&p).is_some_and(|n| n.nags.contains(&nag)))
    };
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
            hidden=when(move || !on_move())>
            {glyphs}
            <button type="button" data-action="promote" hidden=when(move || !in_variation())
                on:click=click(move |_| {
                    follow(ctx, ctx.act(Intent::Review(ReviewEdit::Promote(at()))));
                })>{move || Label::Promote.text(l())}</button>
            <button type="button" data-action="delete-variation" hidden=when(move || !in_variation())
                on:click=click(move |_| {
                    follow(ctx, ctx.act(Intent::Review(ReviewEdit::Delete(at()))));
                })>{move || Label::Delete.text(l())}</button>
        </div>
    }
}

/// Shows the position an edit of the record points at (a promoted variation at its new place, the move before a
/// deleted one).
fn follow(ctx: Ctx, events: Option<Vec<crate::table::Event>>) {
    for e in events.unwrap_or_default() {
        if let crate::table::Event::RecordChanged(path) = e {
            if path.is_main() {
                ctx.go_to(path.ply());
            } else {
                show(ctx, path);
            }
        }
    }
}
