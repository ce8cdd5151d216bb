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

/// The classes set on the table's grid as the game goes (`grid_states`): a move can toggle `ended`, `explaining` and
/// `offering`; a review, `with-tree`; a clock set or removed, `clockless`.
const GRID_STATES: [&str; 5] = [
    ".ended",
    ".explaining",
    ".offering",
    ".with-tree",
    ".clockless",
];

/// The selectors of `css`'s screen rules, one by one (split at top-level commas; at-rules' own lines left out).
fn selectors(css: &str) -> Vec<String> {
    let text = on_screen(css);
    let mut out = Vec::new();
    let mut head = String::new();
    let mut depth_in_block = 0usize;
    for c in text.chars() {
        match c {
            '{' => {
                let h = head.trim().to_string();
                if !h.starts_with('@') && !h.is_empty() {
                    let mut paren = 0usize;
                    let mut part = String::new();
                    for d in h.chars() {
                        match d {
                            '(' => paren += 1,
                            ')' => paren = paren.saturating_sub(1),
                            ',' if paren == 0 => {
                                out.push(part.trim().to_string());
                                part.clear();
                                continue;
                            }
                            _ => {}
                        }
                        part.push(d);
                    }
                    out.push(part.trim().to_string());
                }
                head.clear();
                depth_in_block += 1;
            }
            '}' => {
                head.clear();
                depth_in_block = depth_in_block.saturating_sub(1);
            }
            ';' => head.clear(),
            _ => head.push(c),
        }
    }
    out
}

/// The rightmost compound of a selector: what follows its last combinator (space, `>`, `+`, `~` outside brackets).
fn rightmost(selector: &str) -> &str {
    let mut paren = 0usize;
    let mut start = 0;
    for (i, c) in selector.char_indices() {
        match c {
            '(' | '[' => paren += 1,
            ')' | ']' => paren = paren.saturating_sub(1),
            ' ' | '>' | '+' | '~' if paren == 0 => start = i + 1,
            _ => {}
        }
    }
    selector[start..].trim()
}

/// Whether a compound names what it selects by a class, an id or an attribute (not only pseudo-classes, `*` or an
/// element's name): the browser can then restyle, at a change of a class above it, just the elements so named. An
/// element's name alone is not enough: `.ended … .nav button` restyled every button under the grid (the scoresheet's
/// moves, the commands: 130 elements in the mating move's first frame at 95 plies, issue 41).
fn named(compound: &str) -> bool {
    // `:is()` and `:where()` name what their arguments name (the browser takes their classes); `:not()` names nothing.
    for pseudo in [":is(", ":where("] {
        if let Some(at) = compound.find(pseudo) {
            let inner = &compound[at + pseudo.len()..];
            let mut paren = 1usize;
            let end = inner
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '(' => paren += 1,
                        ')' => paren -= 1,
                        _ => {}
                    }
                    paren == 0
                })
                .map_or(inner.len(), |(i, _)| i);
            if inner[..end].split(',').all(|arg| named(rightmost(arg))) {
                return true;
            }
        }
    }
    let mut paren = 0usize;
    for c in compound.chars() {
        match c {
            '.' | '#' | '[' if paren == 0 => return true,
            '(' => paren += 1,
            ')' => paren = paren.saturating_sub(1),
            _ => {}
        }
    }
    false
}

/// The selectors that read one of the grid's states and end in a compound that names nothing.
fn unnamed_under_grid_states(css: &str) -> Vec<String> {
    selectors(css)
        .into_iter()
        .filter(|s| GRID_STATES.iter().any(|g| s.contains(g)))
        .filter(|s| !named(rightmost(s)))
        .collect()
}

#[test]
fn rules_under_the_grids_states_name_what_they_select() {
    // A rule such as `.table-grid.ended > .info > .sheet > :not(.moves)` ends in a compound that names no class or
    // element: at the toggle of `ended` the browser restyled everything under the grid (403 elements, 20 ms at CPU
    // 4× in the mating move's frame, a scoresheet of 95 plies), not only what the rule can select (issue 41).
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("style");
    let mut found = Vec::new();
    for name in ["app.css", "later.css"] {
        let css = std::fs::read_to_string(dir.join(name)).expect("a stylesheet is text");
        found.extend(
            unnamed_under_grid_states(&css)
                .into_iter()
                .map(|s| format!("{name}: {s}")),
        );
    }
    assert!(
        found.is_empty(),
        "selectors under a grid state ending in a compound with no class, id or attribute:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_selector_check_reads_compounds_as_the_browser_does() {
    assert_eq!(
        rightmost(".a.ended > .info > .sheet > :not(.moves, .nav, h2)"),
        ":not(.moves, .nav, h2)"
    );
    assert_eq!(rightmost(".a .b:is(.c .d)"), ".b:is(.c .d)");
    assert!(!named(":not(.moves, .nav, h2)"));
    assert!(!named("*"));
    assert!(named("[data-x]::after"));
    assert!(!named(":not([data-x])"));
    assert!(named(".reviewing"));
    assert!(named("button.step:focus-visible"));
    assert!(!named("button:focus-visible"));
    assert!(!named("h2"));
    assert!(named(":is(.slot-top, .slot-bottom)"));
    assert!(!named(":is(.a, :not(.b))"));
    let css = "@media (orientation: portrait) {\n  .x.ended > .sheet > :not(.moves), .x.ended .nav button { a: b; }\n}\n.y.offering .z::after { c: d; }\n";
    assert_eq!(
        unnamed_under_grid_states(css),
        vec![
            ".x.ended > .sheet > :not(.moves)".to_string(),
            ".x.ended .nav button".to_string()
        ]
    );
}
