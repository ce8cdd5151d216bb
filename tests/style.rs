//! The stylesheets keep `:has()` off the screen (issue 41): with any `:has()` rule over the table's grid or its side
//! column, every element added or removed under them (a piece moved, a scoresheet row) cost the browser about twice
//! the style and layout. The page states those rules read are classes on the grid (`with-tree`, `clockless`,
//! `explaining`, `offering`). Printing may use `:has()`: a printed page is laid out once.
//!
//! Nor does any rule select the board's `dragging` class: it is toggled at each pick-up and drop, and a rule on it (a
//! cursor, inherited by every square, piece and coordinate) restyled the whole board both times.

use std::path::Path;

/// The CSS outside comments and outside `@media print { … }` blocks.
fn on_screen(css: &str) -> String {
    let mut text = String::new();
    let mut rest = css;
    // Comments out first: a brace or a selector in a comment is not CSS.
    while let Some(start) = rest.find("/*") {
        text.push_str(&rest[..start]);
        rest = rest[start + 2..]
            .find("*/")
            .map_or("", |end| &rest[start + 2 + end + 2..]);
    }
    text.push_str(rest);
    let mut out = String::new();
    let mut rest = text.as_str();
    while let Some(start) = rest.find("@media print") {
        out.push_str(&rest[..start]);
        let block = &rest[start..];
        let mut depth = 0usize;
        let mut end = block.len();
        for (i, c) in block.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        end = i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &block[end..];
    }
    out.push_str(rest);
    out
}

/// The lines of `css` whose screen rules contain `needle`.
fn on_screen_with(css: &str, needle: &str) -> Vec<String> {
    on_screen(css)
        .lines()
        .filter(|l| l.contains(needle))
        .map(|l| l.trim().to_string())
        .collect()
}

/// The lines of `css` whose screen rules use `:has(`.
fn has_on_screen(css: &str) -> Vec<String> {
    on_screen_with(css, ":has(")
}

/// Every line of the project's stylesheets whose screen rules contain `needle`, named by file.
fn in_stylesheets(needle: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("style");
    let mut found = Vec::new();
    let mut read = 0;
    for entry in std::fs::read_dir(&dir).expect("style/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "css") {
            let css = std::fs::read_to_string(&path).expect("a stylesheet is text");
            read += 1;
            for line in on_screen_with(&css, needle) {
                found.push(format!("{}: {line}", path.display()));
            }
        }
    }
    assert!(
        read >= 2,
        "app.css and later.css were not found in {}",
        dir.display()
    );
    found
}

#[test]
fn no_has_selector_on_screen() {
    let found = in_stylesheets(":has(");
    assert!(
        found.is_empty(),
        ":has() on screen (use a class on the grid instead):\n{}",
        found.join("\n")
    );
}

#[test]
fn no_rule_selects_the_board_while_dragging() {
    let found = in_stylesheets(".dragging");
    assert!(
        found.is_empty(),
        "a rule on .dragging restyles the whole board at each pick-up and drop (style the ghost instead):\n{}",
        found.join("\n")
    );
    // The check reads rules, not the comment that explains them.
    assert_eq!(
        on_screen_with(
            "/* .dragging was here */\n.ghost { cursor: grabbing; }\n",
            ".dragging"
        )
        .len(),
        0
    );
    assert_eq!(
        on_screen_with(".board.dragging .sq { cursor: grabbing; }\n", ".dragging").len(),
        1
    );
}

#[test]
fn the_check_catches_planted_has_and_spares_print_and_comments() {
    let planted = ".a { color: red; }\n.table-grid:has(.explain) .info { display: none; }\n";
    assert_eq!(has_on_screen(planted).len(), 1);
    let nested =
        "@media (orientation: portrait) {\n  .info:has(> .tree) > .sheet { flex: none; }\n}\n";
    assert_eq!(has_on_screen(nested).len(), 1);
    let spared = "/* .x:has(.y) was here */\n@media print {\n  html :has(.envelope) { display: block; }\n  .p { x: y; }\n}\n.b { color: blue; }\n";
    assert!(has_on_screen(spared).is_empty());
    // What follows a print block is read again.
    let after = "@media print { .p:has(.q) { x: y; } }\n.c:has(.d) { x: y; }\n";
    assert_eq!(has_on_screen(after).len(), 1);
}
