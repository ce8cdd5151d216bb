//! The layers hold (issue 21): `rules` ← `game` ← `table` ← (`text`, `ui`), with `clock` beside `rules`
//! and reached by the views only through `table`.
//! Reads every `src/**/*.rs` and fails on an import that runs the wrong way: `use crate::x`, a path
//! `crate::x::…` anywhere in code, and `super::` chains that climb out of their layer. Comments and string
//! literals are not code. `module_graph` prints the imports between the layers (scripts/module-graph.sh).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The layers a layer must never import.
fn forbidden(layer: &str) -> &'static [&'static str] {
    match layer {
        "rules" => &["clock", "game", "table", "text", "ui"],
        "clock" => &["game", "table", "text", "ui"],
        "game" => &["table", "text", "ui"],
        "table" => &["text", "ui"],
        "text" => &["ui"],
        // The views reach the clock through the table only: they read faces and commands, never
        // drive a clock themselves (issue 21).
        // ... and the game record through the table too: the table re-exports the record types they read
        // (`table::{Game, RuleSet}`), and every import and export of a game is the table's (issue 29).
        "ui" => &["clock", "game"],
        _ => &[],
    }
}

/// The module path of a source file below `src/` (`rules/pgn/mod.rs` → `["rules", "pgn"]`).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The source with comments, strings and character literals blanked out (newlines kept).
fn code_only(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if c[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
        } else if c[i] == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&c, i) {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(c[i]);
                i += 1;
                continue;
            }
            let close: Vec<char> = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            let mut k = j + 1;
            while k < c.len() && !c[k..].starts_with(&close) {
                k += 1;
            }
            let end = (k + close.len()).min(c.len());
            for &ch in &c[i..end] {
                blank(&mut out, ch);
            }
            i = end;
        } else if c[i] == '"' {
            blank(&mut out, c[i]);
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            if i < c.len() {
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if c[i] == '\'' && (c.get(i + 2) == Some(&'\'') || next == Some('\\')) {
            // A character literal ('x', '\n', '\u{..}'); a lifetime ('a) is code.
            let mut k = i + 1;
            if next == Some('\\') {
                k += 1;
            }
            while k < c.len() && c[k] != '\'' {
                k += 1;
            }
            let end = (k + 1).min(c.len());
            for &ch in &c[i..end] {
                blank(&mut out, ch);
            }
            i = end;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

fn ident_before(c: &[char], i: usize) -> bool {
    i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_')
}

fn ident_at(s: &str) -> &str {
    let end = s
        .find(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The top-level names a path reaches after its prefix: `rules::X` → `rules`; `{rules, text::Y}` → both.
fn heads(rest: &str) -> Vec<String> {
    let rest = rest.trim_start();
    if let Some(inner) = rest.strip_prefix('{') {
        let mut names = Vec::new();
        let mut depth = 1;
        let mut start = true;
        for (k, ch) in inner.char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                ',' if depth == 1 => start = true,
                ch if start && depth == 1 && !ch.is_whitespace() => {
                    names.push(ident_at(&inner[k..]).to_string());
                    start = false;
                }
                _ => {}
            }
        }
        names.retain(|n| !n.is_empty() && n != "self");
        names
    } else {
        let name = ident_at(rest);
        if name.is_empty() {
            Vec::new()
        } else {
            vec![name.to_string()]
        }
    }
}

/// The layers (top-level modules) a file at `module` refers to, with their line numbers: through
/// `crate::` paths and `super::` chains that climb to the crate root.
fn references(module: &[String], src: &str) -> Vec<(usize, String)> {
    let code = code_only(src);
    let mut found = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let mut at = 0;
        while at < line.len() {
            let rest = &line[at..];
            let Some(k) = rest.find(['c', 's']) else {
                break;
            };
            let pos = at + k;
            let tail = &line[pos..];
            let boundary = pos == 0
                || !line[..pos]
                    .chars()
                    .next_back()
                    .is_some_and(|ch| ch.is_alphanumeric() || ch == '_');
            if boundary {
                if let Some(after) = tail.strip_prefix("crate::") {
                    for h in heads(after) {
                        found.push((n + 1, h));
                    }
                } else if tail.starts_with("super::") {
                    let mut after = tail;
                    let mut ups = 0;
                    while let Some(a) = after.strip_prefix("super::") {
                        ups += 1;
                        after = a;
                    }
                    let base = &module[..module.len().saturating_sub(ups)];
                    match base.first() {
                        Some(top) => found.push((n + 1, top.clone())),
                        None => {
                            for h in heads(after) {
                                found.push((n + 1, h));
                            }
                        }
                    }
                    at = pos + (tail.len() - after.len());
                    continue;
                }
            }
            at = pos + 1;
        }
    }
    found
}

/// The forbidden imports of the file at `module`: line, the file's layer and the layer it reaches.
fn violations(module: &[String], src: &str) -> Vec<(usize, String, String)> {
    let Some(layer) = module.first() else {
        return Vec::new();
    };
    references(module, src)
        .into_iter()
        .filter(|(_, to)| forbidden(layer).contains(&to.as_str()))
        .map(|(n, to)| (n, layer.clone(), to))
        .collect()
}

fn sources() -> Vec<(PathBuf, Vec<String>, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut stack = vec![root.clone()];
    let mut files = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(&root).expect("below src").to_path_buf();
                let src = std::fs::read_to_string(&path).expect("utf-8 source");
                files.push((rel.clone(), module_path(&rel), src));
            }
        }
    }
    files.sort();
    files
}

const LAYERS: [&str; 6] = ["rules", "clock", "game", "table", "text", "ui"];

#[test]
fn no_layer_imports_one_above_it() {
    let files = sources();
    assert!(files.len() > 50, "read {} files", files.len());
    let mut bad = Vec::new();
    for (rel, module, src) in &files {
        for (n, from, to) in violations(module, src) {
            bad.push(format!("src/{}:{n}: {from} imports {to}", rel.display()));
        }
    }
    assert!(
        bad.is_empty(),
        "imports against the layers:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_checker_catches_planted_imports() {
    let at = |p: &str| p.split('/').map(str::to_string).collect::<Vec<_>>();
    let layers = |m: &[String], s: &str| -> Vec<String> {
        violations(m, s).into_iter().map(|(_, _, to)| to).collect()
    };
    // Each way in: a use, a path in code, a grouped use, super chains out of the layer.
    assert_eq!(layers(&at("rules/san"), "use crate::text::pick;"), ["text"]);
    assert_eq!(
        layers(
            &at("rules/san"),
            "fn f() { crate::table::lessons::index_of(\"x\"); }"
        ),
        ["table"]
    );
    assert_eq!(
        layers(&at("rules"), "use crate::{game::Game, rules::Color, ui};"),
        ["game", "ui"]
    );
    assert_eq!(
        layers(&at("rules/pgn/reader"), "use super::super::super::text;"),
        ["text"]
    );
    assert_eq!(
        layers(&at("clock/model"), "pub use super::super::{game, rules};"),
        ["game"]
    );
    assert_eq!(
        layers(&at("table/tournament/pgn"), "use crate::text::x;"),
        ["text"]
    );
    assert_eq!(
        layers(&at("text/words"), "let v = crate::ui::state::Ctx::new;"),
        ["ui"]
    );
    assert_eq!(layers(&at("game"), "use crate::table::Table;"), ["table"]);
    assert_eq!(
        layers(&at("ui/clock"), "use crate::clock::Phase;"),
        ["clock"]
    );
    // Allowed ways, and what is not code.
    assert!(layers(
        &at("rules/san"),
        "use super::position::Move; use crate::rules::Color;"
    )
    .is_empty());
    assert!(layers(
        &at("table/tournament/line"),
        "use super::super::Table; use crate::clock::Side;"
    )
    .is_empty());
    assert!(layers(
        &at("text"),
        "use crate::table::Table; use crate::rules::Lang;"
    )
    .is_empty());
    assert!(layers(
        &at("rules"),
        "/// See [`crate::text::explain`].\n// crate::ui\n"
    )
    .is_empty());
    assert!(layers(
        &at("rules"),
        "let s = \"crate::text::x\"; let r = r#\"crate::ui\"#;"
    )
    .is_empty());
    assert!(layers(
        &at("rules"),
        "let c = '\"'; use crate::rules::X; /* crate::table */"
    )
    .is_empty());
    assert!(layers(&at("rules"), "fn f<'a>(x: &'a str) {} // crate::text").is_empty());
    assert!(layers(
        &at("rules"),
        "let x = mycrate::text::y; let y = supercrate::ui;"
    )
    .is_empty());
}

/// The imports between the layers of `src/`, one line `from -> to: N` for each pair (N: lines that
/// refer to it). Run with `--nocapture` to read it (scripts/module-graph.sh does).
#[test]
fn module_graph() {
    let mut edges: BTreeMap<(String, String), usize> = BTreeMap::new();
    for (_, module, src) in sources() {
        let Some(from) = module.first().cloned() else {
            continue;
        };
        let from = match from.as_str() {
            l if LAYERS.contains(&l) => from,
            _ => "app".to_string(), // lib.rs, main.rs, bin/
        };
        for (_, to) in references(&module, &src) {
            if to != from && LAYERS.contains(&to.as_str()) {
                *edges.entry((from.clone(), to)).or_default() += 1;
            }
        }
    }
    println!("module graph of src/ (from -> to: lines that refer to it)");
    for ((from, to), n) in &edges {
        let wrong = forbidden(from).contains(&to.as_str());
        println!(
            "{from} -> {to}: {n}{}",
            if wrong { "   FORBIDDEN" } else { "" }
        );
    }
    assert!(edges.contains_key(&("table".to_string(), "rules".to_string())));
}
