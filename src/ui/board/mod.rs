//! The board: 64 squares carrying the Contract 2 attributes, pointer drag-and-drop and click-to-move.
//!
//! The drag is a small state machine on one pointer (down → move → up / cancel), pressed on the board and
//! followed on the window, so mouse, pen and touch behave the same and the page never scrolls under a finger.
//! Presses with the second button, and every press in draw mode, go to the drawing machine instead
//! (`crate::ui::board::drawing`).

pub(crate) mod drawing;
pub(crate) mod promotion;
pub(crate) mod teach;

use crate::rules::Square;
use crate::table::input::{BoardInput, Key};
use crate::table::look::{looks, square_at, Facts, Look};
use crate::text::{square_label, Lang, Msg};
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use crate::ui::core::{keydown, msg};
use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::PointerEvent;

/// The board with its squares, pieces, ghost piece and promotion chooser; `overlay` is the learning overlay
/// ([`teach::Teach::overlay`], handed down rather than looked up: a first module without that lookup's code).
#[component]
pub fn Board(overlay: Memo<teach::Overlay>) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let board_ref = NodeRef::<Div>::new();

    let square_at = move |x: f64, y: f64| square_under(ctx, board_ref, x, y);
    let square_size = move || {
        board_ref
            .get_untracked()
            .map_or(48.0, |el| el.get_bounding_client_rect().width() / 8.0)
    };

    let size = StoredValue::new(48.0_f64);
    // The lifted piece's element while a drag goes on (drawn by `draw`, moved by `on_move`).
    let ghost = StoredValue::new(None::<web_sys::Element>);
    let on_down = move |ev: PointerEvent| {
        if ctx.input.with_untracked(|i| i.promotion.is_some()) {
            return;
        }
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        // Arrows and circles: the second button, or any press in draw mode.
        if drawing::down(ctx, &ev, square_at(x, y)) {
            return;
        }
        if ev.pointer_type() == "mouse" && ev.button() != 0 {
            return;
        }
        ev.prevent_default();
        ctx.input_at(time::at_event(ev.time_stamp()));
        let Some(sq) = square_at(x, y) else { return };
        // The position editor's palette tool takes the tap.
        if ctx.give_stage(crate::ui::core::state::StageInput::Press(sq)) {
            return;
        }
        size.set_value(square_size());
        let serial = ctx.events.with_untracked(|e| e.0);
        ctx.board(|i, cx| ((), i.pointer_down(sq, (x, y), cx)));
        animate_new_move(ctx, serial);
    };

    let on_move = move |ev: PointerEvent| {
        let (x, y) = (ev.client_x() as f64, ev.client_y() as f64);
        if drawing::moved(ctx, &ev, || square_at(x, y)) {
            return;
        }
        if ctx.input.with_untracked(|i| i.drag.is_none()) {
            return;
        }
        ev.prevent_default();
        let over = square_at(x, y);
        ctx.drag_to((x, y), over);
        // The lifted piece follows the pointer by its transform: a composited move, no new element, no layout.
        if let Some(g) = ghost.get_value() {
            g.set_attribute("style", &ghost_style(size.get_value(), (x, y)))
                .ok();
        }
    };

    let on_up = move |ev: PointerEvent| {
        if drawing::up(ctx, || {
            square_at(ev.client_x() as f64, ev.client_y() as f64)
        }) {
            return;
        }
        if ctx.input.with_untracked(|i| i.drag.is_none()) {
            return;
        }
        ctx.input_at(time::at_event(ev.time_stamp()));
        let over = square_at(ev.client_x() as f64, ev.client_y() as f64);
        ctx.board(|i, cx| ((), i.pointer_up(over, cx)));
        // A drop is not animated: the piece is already where the finger left it.
        ctx.animate(None);
    };

    let on_cancel = move |_: PointerEvent| {
        if !drawing::cancel(ctx) {
            ctx.gesture(BoardInput::pointer_cancel);
        }
    };

    follow_on_window(on_move, on_up, on_cancel);

    let on_key = keyboard(ctx, board_ref);
    // The squares: built and kept up to date by one effect from the board's view model (see `draw`).
    let lifted = Lifted { size, el: ghost };
    Effect::new(move |state: Option<Option<Drawn>>| {
        draw(ctx, board_ref, overlay, lifted, state.flatten())
    });
    // The keyboard cursor follows focus (a click or a tap focuses a square too).
    let on_focus = move |ev: web_sys::FocusEvent| focus_square(ctx, ev);

    view! {
        <div class="board-frame">
            <div
                class="board"
                role="grid"
                aria-label=msg(ctx.lang, Msg::Board)
                aria-describedby="board-keys"
                node_ref=board_ref
                class:flipped=move || ctx.flipped()
                class:dragging=move || ctx.input.with(|i| i.drag.is_some_and(|d| d.started))
                class:draw-mode=move || ctx.drawing.with(|d| d.mode())
                on:pointerdown=on_down
                on:keydown=on_key
                on:focusin=on_focus
                on:contextmenu=move |ev| ev.prevent_default()
            >
                <drawing::Shapes />
            </div>
            <p id="board-keys" class="sr-only">{msg(ctx.lang, Msg::BoardKeys)}</p>
            <crate::ui::board::promotion::Chooser />
        </div>
    }
}

/// Hears the pointer's moves, its release and its cancel on the window, wherever the pointer goes (a drag dropped off
/// the board, a stroke ending outside it), not by capturing the pointer on the board: releasing a captured pointer
/// makes the browser hit-test the page again within the release's task, after the drop changed it, so the page was
/// laid out inside the drop's input task (long tasks on a slow phone, issue 41; a mouse's release hit-tests it too,
/// for its `:active` state, and that one remains). The board stands for the page's lifetime, and so do these
/// listeners.
fn follow_on_window(
    on_move: impl FnMut(PointerEvent) + 'static,
    on_up: impl FnMut(PointerEvent) + 'static,
    on_cancel: impl FnMut(PointerEvent) + 'static,
) {
    let Some(w) = web_sys::window() else { return };
    let on_move = Closure::<dyn FnMut(PointerEvent)>::new(on_move);
    let on_up = Closure::<dyn FnMut(PointerEvent)>::new(on_up);
    let on_cancel = Closure::<dyn FnMut(PointerEvent)>::new(on_cancel);
    for (kind, f) in [
        ("pointermove", &on_move),
        ("pointerup", &on_up),
        ("pointercancel", &on_cancel),
    ] {
        w.add_event_listener_with_callback(kind, f.as_ref().unchecked_ref())
            .ok();
    }
    on_move.forget();
    on_up.forget();
    on_cancel.forget();
}

/// Which square lies under a point of the viewport, given the orientation.
fn square_under(ctx: Ctx, board_ref: NodeRef<Div>, x: f64, y: f64) -> Option<Square> {
    let el = board_ref.get_untracked()?;
    let r = el.get_bounding_client_rect();
    if r.width() <= 0.0 {
        return None;
    }
    let col = ((x - r.left()) / r.width() * 8.0).floor();
    let row = ((y - r.top()) / r.height() * 8.0).floor();
    if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
        return None;
    }
    let flipped = ctx.snap.with_untracked(|s| s.flipped);
    Some(square_at(row as u32, col as u32, flipped))
}

/// The keyboard cursor follows focus (a click or a tap focuses a square too).
fn focus_square(ctx: Ctx, ev: web_sys::FocusEvent) {
    let sq = ev
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .and_then(|e| e.get_attribute("data-square"))
        .and_then(|s| Square::parse(&s));
    if let Some(sq) = sq {
        ctx.gesture(|i| i.focus(sq));
    }
}

/// The board's keys (arrows, Home, End, Enter or Space, Escape) through the input machine: one square is in the tab
/// order (roving tabindex) and the focus follows the cursor, back to it after a promotion chosen from the keyboard.
fn keyboard(ctx: Ctx, board_ref: NodeRef<Div>) -> Box<dyn FnMut(web_sys::KeyboardEvent)> {
    let cursor = Memo::new(move |_| ctx.input.with(|i| i.cursor));
    let focus_cursor = move || {
        let sel = format!("[data-square='{}']", cursor.get_untracked());
        let el = board_ref
            .get_untracked()
            .and_then(|b| b.query_selector(&sel).ok().flatten())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(el) = el {
            el.focus().ok();
        }
    };
    let on_key = keydown(move |ev: web_sys::KeyboardEvent| {
        let key = match ev.key().as_str() {
            "ArrowUp" => Key::Up,
            "ArrowDown" => Key::Down,
            "ArrowLeft" => Key::Left,
            "ArrowRight" => Key::Right,
            "Home" => Key::Home,
            "End" => Key::End,
            "Enter" | " " => Key::Select,
            "Escape" => Key::Escape,
            _ => return,
        };
        ctx.input_now();
        let flipped = ctx.flipped();
        let serial = ctx.events.with_untracked(|e| e.0);
        let used = ctx.board(|i, cx| i.key(key, flipped, cx));
        if !used {
            return;
        }
        if key != Key::Select && key != Key::Escape {
            focus_cursor();
        } else {
            animate_new_move(ctx, serial);
        }
        ev.prevent_default();
        ev.stop_propagation();
    });
    // Focus follows the cursor back after a promotion is chosen or cancelled from the keyboard.
    Effect::new(move |was_open: Option<bool>| {
        let open = ctx.input.with(|i| i.promotion.is_some());
        if was_open == Some(true) && !open {
            let on_body = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element())
                .is_none_or(|e| e.tag_name() == "BODY");
            if on_body {
                request_animation_frame(focus_cursor);
            }
        }
        open
    });

    on_key
}

/// After a click or a key: a move the table played since events numbered `serial` slides in (a drop
/// is not animated: the piece is already where the finger left it).
fn animate_new_move(ctx: Ctx, serial: u32) {
    let moved = ctx.events.with_untracked(|(n, e)| {
        e.iter().filter(|_| *n != serial).find_map(|e| match e {
            crate::table::Event::Moved { mv, .. } => Some(*mv),
            _ => None,
        })
    });
    if moved.is_some() {
        ctx.animate(moved);
    }
}

/// The board's squares as drawn: the 64 cells (indexed by square), their rows, their pieces and what each shows.
struct Drawn {
    rows: Vec<web_sys::Element>,
    cells: Vec<web_sys::Element>,
    pieces: Vec<Option<web_sys::Element>>,
    looks: [Look; 64],
    flipped: bool,
    lang: Lang,
    /// Just created: every attribute is still to be set.
    fresh: bool,
    /// The square the lifted piece was lifted from, while a drag goes on (its element is [`Lifted::el`]).
    ghost: Option<Square>,
}

/// The piece under the finger while dragging: its size (a square's, measured at the press) and its element.
#[derive(Clone, Copy)]
struct Lifted {
    size: StoredValue<f64>,
    el: StoredValue<Option<web_sys::Element>>,
}

/// Brings the squares up to date with the board's view model, touching only the squares whose look changed: one
/// effect for the whole board instead of a dozen reactive attributes on each of 64 squares (a smaller wasm and a
/// faster start). The cells are created once and keyed by square; a flip re-orders them.
fn draw(
    ctx: Ctx,
    board_ref: NodeRef<Div>,
    overlay: Memo<teach::Overlay>,
    lifted: Lifted,
    state: Option<Drawn>,
) -> Option<Drawn> {
    let shown = ctx.drawn.read();
    let input = ctx.input.read();
    let overlay = overlay.get();
    let flipped = ctx.flipped();
    let lang = ctx.lang.get();
    let facts = Facts {
        pos: &shown,
        input: &input,
        hints: ctx.hints(),
        last: ctx.last_move(),
        check: ctx.check_square(),
        overlay: &overlay,
        touched: ctx.touched(),
        anim: ctx.anim.get(),
        flipped,
    };
    let looks = looks(&facts);
    let board = board_ref.get()?;
    let doc = board.owner_document()?;
    let mut d = match state {
        Some(d) => d,
        None => new_cells(&board, &doc, flipped, lang)?,
    };
    let reorder = d.flipped != flipped;
    if reorder {
        place_cells(&d, flipped);
    }
    let new_lang = d.lang != lang;
    for (i, look) in looks.iter().enumerate() {
        let old = d.looks[i];
        let first = d.fresh;
        if !first && old == *look && !new_lang {
            continue;
        }
        let cell = &d.cells[i];
        for ((name, value), (_, was)) in look.attrs().into_iter().zip(old.attrs()) {
            if value == was && !first {
                continue;
            }
            // Setting or removing an attribute with a fixed valid name cannot fail.
            match value {
                Some(v) => cell.set_attribute(name, v).ok(),
                None => cell.remove_attribute(name).ok(),
            };
        }
        if first || old.piece != look.piece || old.hint != look.hint || new_lang {
            let label = square_label(lang, Square::new(i as u32), look.piece, look.hint);
            cell.set_attribute("aria-label", &label).ok();
        }
        if first || old.file_label != look.file_label || old.rank_label != look.rank_label {
            set_coords(&doc, cell, look);
        }
        if first || old.piece != look.piece || old.slide != look.slide {
            // A new element, so a slide starts again.
            if let Some(p) = d.pieces[i].take() {
                p.remove();
            }
            if let Some((class, style)) = look.piece_class() {
                let p = doc.create_element("div").ok()?;
                p.set_class_name(&class);
                if let Some(style) = style {
                    p.set_attribute("style", &style).ok();
                }
                if let Some(piece) = look.piece {
                    p.set_attribute("data-piece", &piece.code()).ok();
                }
                cell.insert_before(&p, cell.first_child().as_ref()).ok();
                d.pieces[i] = Some(p);
            }
        } else if old.lifted != look.lifted {
            if let Some(p) = &d.pieces[i] {
                p.class_list().toggle_with_force("lifted", look.lifted).ok();
            }
        }
    }
    draw_ghost(&mut d, &board, &doc, &shown, &input, lifted);
    d.looks = looks;
    d.flipped = flipped;
    d.lang = lang;
    d.fresh = false;
    Some(d)
}

/// The piece under the finger while a drag goes on: one element for the whole drag, made when it begins, beside the
/// board (whose layout is contained: a fixed element inside it would be placed by it); `on_move` moves it by its
/// transform. Made anew at every move of the pointer, it was a new element and layer each time, its image painted
/// again (issue 41).
fn draw_ghost(
    d: &mut Drawn,
    board: &web_sys::HtmlDivElement,
    doc: &web_sys::Document,
    shown: &crate::rules::Setup,
    input: &BoardInput,
    lifted: Lifted,
) {
    let now = input
        .drag
        .filter(|drag| drag.started)
        .and_then(|drag| Some((drag.from, shown.board.piece_at(drag.from)?, drag.at)));
    if now.map(|(from, ..)| from) == d.ghost {
        return;
    }
    d.ghost = None;
    if let Some(g) = lifted.el.get_value() {
        g.remove();
    }
    lifted.el.set_value(None);
    let Some((from, piece, at)) = now else { return };
    let (Some(frame), Ok(g)) = (board.parent_element(), doc.create_element("div")) else {
        return;
    };
    g.set_class_name(&format!("ghost p-{}", piece.code()));
    g.set_attribute("style", &ghost_style(lifted.size.get_value(), at))
        .ok();
    g.set_attribute("aria-hidden", "true").ok();
    frame.append_child(&g).ok();
    lifted.el.set_value(Some(g));
    d.ghost = Some(from);
}

/// The board's rows and squares, created once and appended to the board (their places set by the first
/// [`place_cells`]: they start as if turned the other way).
fn new_cells(
    board: &web_sys::HtmlDivElement,
    doc: &web_sys::Document,
    flipped: bool,
    lang: Lang,
) -> Option<Drawn> {
    let mut rows = Vec::with_capacity(8);
    for _ in 0..8 {
        let row = doc.create_element("div").ok()?;
        row.set_class_name("rank");
        row.set_attribute("role", "row").ok()?;
        row.set_attribute("style", "display:contents").ok()?;
        board.append_child(&row).ok()?;
        rows.push(row);
    }
    let mut cells = Vec::with_capacity(64);
    for sq in (0..64).map(Square::new) {
        let cell = doc.create_element("div").ok()?;
        cell.set_class_name(if sq.is_light() { "sq light" } else { "sq dark" });
        cell.set_attribute("role", "gridcell").ok()?;
        cell.set_attribute("data-square", &sq.to_string()).ok()?;
        cells.push(cell);
    }
    Some(Drawn {
        rows,
        cells,
        pieces: vec![None; 64],
        looks: [Look::default(); 64],
        ghost: None,
        flipped: !flipped,
        lang,
        fresh: true,
    })
}

/// Rows in the order seen (a screen reader reads them so), each square placed on the grid.
fn place_cells(d: &Drawn, flipped: bool) {
    for row in 0..8u32 {
        for col in 0..8u32 {
            let cell = &d.cells[square_at(row, col, flipped).index()];
            d.rows[row as usize].append_child(cell).ok();
            let place = [
                "grid-row:",
                &(row + 1).to_string(),
                ";grid-column:",
                &(col + 1).to_string(),
            ]
            .concat();
            cell.set_attribute("style", &place).ok();
        }
    }
}

/// The coordinates drawn in a square's corner: its file letter on the bottom rank, its rank digit on the left file.
fn set_coords(doc: &web_sys::Document, cell: &web_sys::Element, look: &Look) {
    while let Ok(Some(old)) = cell.query_selector(".coord") {
        old.remove();
    }
    for (label, class) in [
        (look.file_label, "coord file"),
        (look.rank_label, "coord rank"),
    ] {
        if let (Some(c), Ok(span)) = (label, doc.create_element("span")) {
            span.set_class_name(class);
            span.set_text_content(Some(c.encode_utf8(&mut [0; 4])));
            cell.append_child(&span).ok();
        }
    }
}

/// The lifted piece's style: a square's size, its centre at the pointer. Whole pixels: formatting floats would pull
/// float printing into the download.
fn ghost_style(size: f64, at: (f64, f64)) -> String {
    format!(
        "width:{s}px;height:{s}px;transform:translate({x}px,{y}px) translate(-50%,-50%)",
        s = size as i32,
        x = at.0 as i32,
        y = at.1 as i32
    )
}
