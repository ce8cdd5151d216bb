//! Browser tests (wasm-bindgen-test in headless Chromium): the app mounts into a real DOM, renders the
//! board of Contract 2, and a click, click moves a piece through `Game`.
#![cfg(target_arch = "wasm32")]

use escaque::rules::{Position, Square};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

fn piece_on(sq: &str) -> Option<String> {
    document()
        .query_selector(&format!("[data-square='{sq}'] [data-piece]"))
        .unwrap()
        .and_then(|e| e.get_attribute("data-piece"))
}

/// Three animation frames, then 20 ms: the board follows a change in the next frame, the views around it (the
/// scoresheet, the status) in the one after.
async fn frame() {
    for _ in 0..3 {
        let p = js_sys::Promise::new(&mut |resolve, _| {
            web_sys::window()
                .unwrap()
                .request_animation_frame(&resolve)
                .unwrap();
        });
        wasm_bindgen_futures::JsFuture::from(p).await.unwrap();
    }
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(p).await.unwrap();
}

fn press(sq: &str, kind: &str) {
    let el = document()
        .query_selector(&format!("[data-square='{sq}']"))
        .unwrap()
        .unwrap();
    let rect = el.get_bounding_client_rect();
    let init = web_sys::PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_client_x((rect.left() + rect.width() / 2.0) as i32);
    init.set_client_y((rect.top() + rect.height() / 2.0) as i32);
    init.set_pointer_id(1);
    init.set_pointer_type("mouse");
    init.set_is_primary(true);
    let ev = web_sys::PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
    el.dispatch_event(ev.unchecked_ref()).unwrap();
}

#[wasm_bindgen_test]
async fn board_mounts_plays_and_refuses() {
    let _ = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .clear();
    // The test page has no stylesheet: give the board its grid so points map to squares.
    let style = document().create_element("style").unwrap();
    style.set_text_content(Some(
        ".board{position:relative;display:grid;width:320px;height:320px;\
         grid-template-columns:repeat(8,40px);grid-template-rows:repeat(8,40px)}.sq{position:relative}",
    ));
    document().head().unwrap().append_child(&style).unwrap();
    escaque::ui::mount();
    frame().await;
    let squares = document().query_selector_all("[data-square]").unwrap();
    assert_eq!(squares.length(), 64);
    let pos = Position::new();
    for sq in Square::all() {
        let expected = pos.board().piece_at(sq).map(|p| p.code());
        assert_eq!(piece_on(&sq.to_string()), expected, "{sq}");
    }
    // Click the knight, then f3.
    press("g1", "pointerdown");
    press("g1", "pointerup");
    frame().await;
    let hints = document().query_selector_all("[data-hint='move']").unwrap();
    assert_eq!(hints.length(), 2);
    press("f3", "pointerdown");
    press("f3", "pointerup");
    frame().await;
    assert_eq!(piece_on("f3").as_deref(), Some("wN"));
    assert_eq!(piece_on("g1"), None);
    let ply = document()
        .query_selector("[data-ply='1']")
        .unwrap()
        .unwrap();
    assert!(matches!(
        ply.text_content().as_deref().map(str::trim),
        Some("Nf3" | "Cf3")
    ));
    // Black's rook is walled in: lifting it is refused with the article, and a press on an empty
    // square afterwards leaves the explanation in place.
    press("a8", "pointerdown");
    press("a8", "pointerup");
    frame().await;
    let explain = document()
        .query_selector("[data-explain]")
        .unwrap()
        .unwrap();
    let text = explain.text_content().unwrap();
    assert!(text.contains("(Art. 3."), "{text}");
    press("a6", "pointerdown");
    press("a6", "pointerup");
    frame().await;
    let explain = document()
        .query_selector("[data-explain]")
        .unwrap()
        .unwrap();
    assert_eq!(explain.text_content().unwrap(), text);
    assert_eq!(piece_on("a8").as_deref(), Some("bR"));
    let status = document().query_selector("[data-status]").unwrap().unwrap();
    assert_eq!(status.get_attribute("data-result").as_deref(), Some("*"));
    assert_eq!(status.get_attribute("data-turn").as_deref(), Some("black"));
}
