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

// ---------------------------------------------------------------------------------------------------------------
// Files (issue 40): no import cycle between the files of `src/`, and `src/ui`'s wings in one order.

/// One name a `use` declaration brings in: the path it names, the name it is known by here, and whether it is a glob.
#[derive(Clone, Debug, PartialEq)]
struct UseItem {
    path: Vec<String>,
    name: String,
    glob: bool,
}

/// Splits `s` at the commas outside braces.
fn split_top(s: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (k, ch) in s.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&s[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    parts.push(&s[start..]);
    parts
}

/// The names of a use tree (`a::{b, c::d as e, f::*}`), whitespace already squeezed out around `::`, braces and
/// commas.
fn walk_use(s: &str, prefix: &mut Vec<String>, out: &mut Vec<UseItem>) {
    let s = s.trim();
    if s.is_empty() {
        return;
    }
    if let (Some(open), Some(close)) = (s.find('{'), s.rfind('}')) {
        let head = s[..open].trim_end_matches("::");
        let n = prefix.len();
        prefix.extend(head.split("::").filter(|p| !p.is_empty()).map(String::from));
        for part in split_top(&s[open + 1..close]) {
            walk_use(part, prefix, out);
        }
        prefix.truncate(n);
        return;
    }
    let (path, alias) = match s.split_once(" as ") {
        Some((p, a)) => (p.trim(), Some(a.trim().to_string())),
        None => (s, None),
    };
    let mut segs: Vec<String> = prefix.clone();
    segs.extend(path.split("::").map(|p| p.trim().to_string()));
    match segs.last().map(String::as_str) {
        Some("*") => {
            segs.pop();
            let name = String::new();
            out.push(UseItem {
                path: segs,
                name,
                glob: true,
            });
        }
        Some("self") => {
            segs.pop();
            let name = alias.unwrap_or_else(|| segs.last().cloned().unwrap_or_default());
            out.push(UseItem {
                path: segs,
                name,
                glob: false,
            });
        }
        Some(last) => {
            let name = alias.unwrap_or_else(|| last.to_string());
            out.push(UseItem {
                path: segs,
                name,
                glob: false,
            });
        }
        None => {}
    }
}

/// The items of one `use` declaration's tree (the text between `use` and `;`).
fn use_items(tree: &str) -> Vec<UseItem> {
    let mut squeezed = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    for tight in ["::", "{", "}", ","] {
        squeezed = squeezed.replace(&format!(" {tight}"), tight);
        squeezed = squeezed.replace(&format!("{tight} "), tight);
    }
    let mut out = Vec::new();
    walk_use(&squeezed, &mut Vec::new(), &mut out);
    out
}

/// One source file as the file graph reads it.
struct SourceFile {
    rel: PathBuf,
    module: Vec<String>,
    /// Its `use` declarations: the items, whether the declaration is a re-export (`pub use` at the top level), and
    /// whether it stands inside an inline module or a function (indented).
    uses: Vec<(UseItem, bool, bool)>,
    /// Every other path of its code (`a::b…`, two segments or more), with whether it is indented.
    paths: Vec<(Vec<String>, bool)>,
}

/// Reads a file of `src/` into what the file graph needs.
fn read_source(rel: &Path, module: &[String], src: &str) -> SourceFile {
    let code = code_only(src);
    // The `use` declarations, blanked out of the code once read.
    let mut uses = Vec::new();
    let mut rest = String::with_capacity(code.len());
    let mut at = 0;
    while let Some(k) = code[at..].find("use ") {
        let pos = at + k;
        let line_start = code[..pos].rfind('\n').map_or(0, |n| n + 1);
        let before = code[line_start..pos].trim();
        let keyword = (before.is_empty() || before.starts_with("pub"))
            && !ident_before(&code.chars().collect::<Vec<_>>()[..0], 0);
        let boundary =
            pos == 0 || !code[..pos].ends_with(|c: char| c.is_alphanumeric() || c == '_');
        let Some(end) = code[pos..].find(';').map(|e| pos + e) else {
            break;
        };
        if keyword && boundary {
            let indented = line_start < pos && code[line_start..].starts_with([' ', '\t']);
            let reexport = before.starts_with("pub") && !indented;
            for item in use_items(&code[pos + 4..end]) {
                uses.push((item, reexport, indented));
            }
            rest.push_str(&code[at..pos]);
            rest.extend(
                code[pos..=end]
                    .chars()
                    .map(|c| if c == '\n' { '\n' } else { ' ' }),
            );
            at = end + 1;
        } else {
            rest.push_str(&code[at..pos + 4]);
            at = pos + 4;
        }
    }
    rest.push_str(&code[at..]);
    // Every path of two segments or more left in the code.
    let mut paths = Vec::new();
    for line in rest.lines() {
        let indented = line.starts_with([' ', '\t']);
        let b = line.as_bytes();
        let mut i = 0;
        while i < b.len() {
            let starts = (b[i].is_ascii_alphabetic() || b[i] == b'_' || b[i] == b'$')
                && (i == 0
                    || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b':'));
            if !starts {
                i += 1;
                continue;
            }
            let mut segs = Vec::new();
            let mut j = i;
            loop {
                let k = j + usize::from(b.get(j) == Some(&b'$'));
                let name = ident_at(&line[k..]);
                if name.is_empty() {
                    break;
                }
                segs.push(line[j..k + name.len()].to_string());
                j = k + name.len();
                if line[j..].starts_with("::") {
                    j += 2;
                } else {
                    break;
                }
            }
            if segs.len() > 1 {
                paths.push((segs, indented));
            }
            i = j.max(i + 1);
        }
    }
    SourceFile {
        rel: rel.to_path_buf(),
        module: module.to_vec(),
        uses,
        paths,
    }
}

/// The files of `src/` (the library's: not `main.rs` nor `bin/`, crates of their own) and the imports between them.
struct FileGraph {
    files: Vec<SourceFile>,
    modules: BTreeMap<Vec<String>, usize>,
}

impl FileGraph {
    fn new(sources: Vec<(PathBuf, Vec<String>, String)>) -> FileGraph {
        let files: Vec<SourceFile> = sources
            .iter()
            .filter(|(rel, _, _)| !(rel == Path::new("main.rs") || rel.starts_with("bin")))
            .map(|(rel, module, src)| read_source(rel, module, src))
            .collect();
        let modules = files
            .iter()
            .enumerate()
            .map(|(i, f)| (f.module.clone(), i))
            .collect();
        FileGraph { files, modules }
    }

    /// `path` as written in file `f` made absolute from the crate's root; `None` for another crate's.
    fn absolute(
        &self,
        f: usize,
        path: &[String],
        indented: bool,
        depth: usize,
    ) -> Option<Vec<String>> {
        let file = &self.files[f];
        let first = path.first()?.as_str();
        let mut out;
        let rest;
        match first {
            "crate" | "$crate" => {
                out = Vec::new();
                rest = &path[1..];
            }
            "super" => {
                out = file.module.clone();
                // Inside an inline module (`mod tests`), the first `super` is the file's own module.
                let mut ups = path.iter().take_while(|p| *p == "super").count();
                if indented {
                    ups -= 1;
                }
                out.truncate(out.len().saturating_sub(ups));
                rest = &path[path.iter().take_while(|p| *p == "super").count()..];
            }
            "self" => {
                out = file.module.clone();
                rest = &path[1..];
            }
            _ => {
                let mut child = file.module.clone();
                child.push(first.to_string());
                if self.modules.contains_key(&child) {
                    out = file.module.clone();
                    rest = path;
                } else if depth < 4 {
                    let item = file
                        .uses
                        .iter()
                        .find(|(u, _, _)| !u.glob && u.name == first)?;
                    let mut base = self.absolute(f, &item.0.path, item.2, depth + 1)?;
                    base.extend(path[1..].iter().cloned());
                    return Some(base);
                } else {
                    return None;
                }
            }
        }
        out.extend(rest.iter().cloned());
        Some(out)
    }

    /// The file an absolute `path` names: the file of the longest module it starts with. A name re-exported by a
    /// module (`pub use`) is that module's: a folder's `mod.rs` is the face it shows, and a path through it imports the
    /// face, not the file behind it.
    fn target(&self, path: &[String]) -> Option<usize> {
        (0..=path.len())
            .rev()
            .find_map(|i| self.modules.get(&path[..i]).copied())
    }

    /// The files each file imports (a re-export, `pub use` at the top level, passes names on and is not an import).
    fn edges(&self) -> Vec<std::collections::BTreeSet<usize>> {
        (0..self.files.len())
            .map(|f| {
                let file = &self.files[f];
                let uses = file
                    .uses
                    .iter()
                    .filter(|(_, reexport, _)| !reexport)
                    .map(|(u, _, indented)| (u.path.clone(), *indented));
                let paths = file.paths.iter().cloned();
                uses.chain(paths)
                    .filter_map(|(p, indented)| self.absolute(f, &p, indented, 0))
                    .filter_map(|p| self.target(&p))
                    .filter(|&t| t != f)
                    .collect()
            })
            .collect()
    }

    /// The paths of file `f` that lead to file `t`.
    fn why(&self, f: usize, t: usize) -> Vec<String> {
        let file = &self.files[f];
        let uses = file
            .uses
            .iter()
            .filter(|(_, reexport, _)| !reexport)
            .map(|(u, _, indented)| (u.path.clone(), *indented));
        uses.chain(file.paths.iter().cloned())
            .filter(|(p, indented)| {
                self.absolute(f, p, *indented, 0)
                    .and_then(|a| self.target(&a))
                    == Some(t)
            })
            .map(|(p, _)| p.join("::"))
            .collect()
    }

    fn name(&self, f: usize) -> String {
        format!("src/{}", self.files[f].rel.display())
    }
}

/// The cycles of a graph: its strongly connected components of more than one node (Tarjan's algorithm).
fn cycles(edges: &[std::collections::BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct State<'a> {
        edges: &'a [std::collections::BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in s.edges[v].iter() {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(i) if s.on_stack[w] => s.low[v] = s.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                component.push(w);
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort_unstable();
                s.out.push(component);
            }
        }
    }
    let n = edges.len();
    let mut s = State {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if s.index[v].is_none() {
            visit(&mut s, v);
        }
    }
    s.out
}

#[test]
fn no_file_imports_itself_through_others() {
    let graph = FileGraph::new(sources());
    let edges = graph.edges();
    assert!(
        edges.iter().map(|e| e.len()).sum::<usize>() > 200,
        "the graph reads the imports"
    );
    let found: Vec<String> = cycles(&edges)
        .into_iter()
        .map(|c| {
            let names = c
                .iter()
                .map(|&f| graph.name(f))
                .collect::<Vec<_>>()
                .join(" <-> ");
            let ties = c
                .iter()
                .flat_map(|&f| c.iter().map(move |&t| (f, t)))
                .filter(|(f, t)| edges[*f].contains(t))
                .map(|(f, t)| {
                    format!(
                        "  {} -> {}: {}",
                        graph.name(f),
                        graph.name(t),
                        graph.why(f, t).join(", ")
                    )
                })
                .collect::<Vec<_>>()
                .join("\n");
            format!("{names}\n{ties}")
        })
        .collect();
    assert!(
        found.is_empty(),
        "import cycles between files:\n{}",
        found.join("\n")
    );
}

/// The wings of `src/ui`, from the bottom up: a wing imports only the wings before it. (`ui/mod.rs`, which mounts the
/// app, stands above them all.)
const UI_WINGS: [&str; 8] = [
    "core", "services", "board", "panels", "guide", "teacher", "dialogs", "shell",
];

/// The imports of the graph that run from a wing of `src/ui` to one above it (or to a wing not in the order).
fn wing_back_edges(graph: &FileGraph, edges: &[std::collections::BTreeSet<usize>]) -> Vec<String> {
    let wing = |f: usize| -> Option<(usize, &str)> {
        let m = &graph.files[f].module;
        if m.first().map(String::as_str) != Some("ui") {
            return None;
        }
        let w = m.get(1)?.as_str();
        Some((
            UI_WINGS.iter().position(|x| *x == w).unwrap_or(usize::MAX),
            w,
        ))
    };
    let mut bad = Vec::new();
    for (f, targets) in edges.iter().enumerate() {
        let Some((from, from_name)) = wing(f) else {
            continue;
        };
        for &t in targets {
            let Some((to, to_name)) = wing(t) else {
                continue;
            };
            if from_name != to_name && (to > from || from == usize::MAX) {
                bad.push(format!(
                    "{} -> {} ({from_name} imports {to_name}): {}",
                    graph.name(f),
                    graph.name(t),
                    graph.why(f, t).join(", ")
                ));
            }
        }
    }
    bad
}

#[test]
fn ui_wings_import_downwards_only() {
    let graph = FileGraph::new(sources());
    let edges = graph.edges();
    let bad = wing_back_edges(&graph, &edges);
    assert!(
        bad.is_empty(),
        "imports up the order of src/ui's wings ({UI_WINGS:?}):\n{}",
        bad.join("\n")
    );
}

/// The wing-level graph of `src/ui` (`from -> to: files`), printed with `--nocapture`.
#[test]
fn ui_wing_graph() {
    let graph = FileGraph::new(sources());
    let mut pairs: BTreeMap<(String, String), usize> = BTreeMap::new();
    for (f, targets) in graph.edges().iter().enumerate() {
        for &t in targets {
            let (a, b) = (&graph.files[f].module, &graph.files[t].module);
            if a.first().map(String::as_str) == Some("ui")
                && b.first().map(String::as_str) == Some("ui")
            {
                let (wa, wb) = (
                    a.get(1).cloned().unwrap_or("mod".into()),
                    b.get(1).cloned().unwrap_or("mod".into()),
                );
                if wa != wb {
                    *pairs.entry((wa, wb)).or_default() += 1;
                }
            }
        }
    }
    for ((a, b), n) in &pairs {
        println!("{a} -> {b}: {n}");
    }
    assert!(pairs.contains_key(&("shell".to_string(), "core".to_string())));
}

#[test]
fn the_file_graph_catches_planted_cycles() {
    let file = |rel: &str, src: &str| {
        let rel = PathBuf::from(rel);
        let module = module_path(&rel);
        (rel, module, src.to_string())
    };
    let base = || {
        vec![
            file("lib.rs", "pub mod ui;"),
            file("ui/mod.rs", "mod core; mod panels; mod shell;"),
            file("ui/core/mod.rs", "pub mod state;"),
            file("ui/core/state.rs", "pub struct Ctx;"),
            file("ui/panels/mod.rs", "pub mod clock;"),
            file(
                "ui/panels/clock.rs",
                "use crate::ui::core::state::Ctx;\npub fn face(c: Ctx) {}",
            ),
            file("ui/shell/mod.rs", "pub mod app; pub mod page;"),
            file(
                "ui/shell/app.rs",
                "use crate::ui::panels::clock;\nuse super::page;\nfn f() { clock::face(x); page::g(); }",
            ),
            file("ui/shell/page.rs", "pub fn g() {}"),
        ]
    };
    let check = |sources: Vec<(PathBuf, Vec<String>, String)>| {
        let graph = FileGraph::new(sources);
        let edges = graph.edges();
        let cycles: Vec<Vec<String>> = cycles(&edges)
            .into_iter()
            .map(|c| c.into_iter().map(|f| graph.name(f)).collect())
            .collect();
        (cycles, wing_back_edges(&graph, &edges).len())
    };
    assert_eq!(check(base()), (Vec::<Vec<String>>::new(), 0));
    // A file that imports back the one importing it, by a path in code.
    let mut planted = base();
    planted[8] = file(
        "ui/shell/page.rs",
        "pub fn g() { crate::ui::shell::app::h(); }",
    );
    assert_eq!(
        check(planted).0,
        [["src/ui/shell/app.rs", "src/ui/shell/page.rs"]]
    );
    // A wing that imports one above it: a back edge, and here a cycle too.
    let mut planted = base();
    planted[3] = file(
        "ui/core/state.rs",
        "use crate::ui::{panels::clock as c};\npub struct Ctx; fn f() { c::face(Ctx); }",
    );
    let (cycles, back) = check(planted);
    assert_eq!(back, 1);
    assert_eq!(cycles, [["src/ui/core/state.rs", "src/ui/panels/clock.rs"]]);
    // Through `super::` and a module brought in by `use`.
    let mut planted = base();
    planted[4] = file(
        "ui/panels/mod.rs",
        "pub mod clock;\nuse super::shell;\nfn f() { shell::page::g(); }",
    );
    let (cycles, back) = check(planted);
    // Two files of the shell reached: its `mod.rs` by the `use`, `page.rs` by the call.
    assert_eq!((cycles.len(), back), (0, 2));
    // What is not an import: a comment, a string, a re-export.
    let mut planted = base();
    planted[4] = file(
        "ui/panels/mod.rs",
        "pub mod clock;\n// crate::ui::shell::page::g\nconst S: &str = \"crate::ui::shell::page\";\npub use crate::ui::shell::page::g;",
    );
    assert_eq!(check(planted), (Vec::<Vec<String>>::new(), 0));
}

// ---------------------------------------------------------------------------------------------------------------
// The split download at the views' edge (issue 40).

/// What keeps state of its own or reads the target, never below the views: a global that changes (a
/// `thread_local!`, a `OnceLock` or its kin, a `static mut`, an atomic or a lock), a `cfg(target_arch …)` branch.
/// (A `static` table of constants, as the rules' attack tables, is no state.)
const NOT_BELOW_THE_VIEWS: [&str; 9] = [
    "thread_local!",
    "OnceLock",
    "OnceCell",
    "LazyLock",
    "static mut",
    "Atomic",
    "Mutex",
    "RwLock",
    "cfg(target_arch",
];

/// The places of `code` (one file's code, comments and strings blanked) that hold what [`NOT_BELOW_THE_VIEWS`]
/// names.
fn globals(code: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let squeezed = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let squeezed = squeezed.replace("( ", "(").replace(" (", "(");
        for what in NOT_BELOW_THE_VIEWS {
            if squeezed.contains(what) {
                found.push((n + 1, what.to_string()));
            }
        }
    }
    found
}

#[test]
fn nothing_below_the_views_holds_a_global_or_reads_the_target() {
    let mut bad = Vec::new();
    for (rel, module, src) in sources() {
        let below = ["table", "text", "game", "rules", "clock"];
        if !module.first().is_some_and(|l| below.contains(&l.as_str())) {
            continue;
        }
        for (n, what) in globals(&code_only(&src)) {
            bad.push(format!("src/{}:{n}: {what}", rel.display()));
        }
    }
    assert!(
        bad.is_empty(),
        "state or target branches below the views:\n{}",
        bad.join("\n")
    );
    // The check reads what it must.
    let planted = "thread_local! { static X: u8 = 0; }\n#[cfg( target_arch = \"wasm32\")]\nstatic P: std::sync::OnceLock<u8> = std::sync::OnceLock::new();\nstatic mut Y: u8 = 0;\nstatic TABLE: [u8; 2] = [1, 2];\n// thread_local!\nconst S: &str = \"OnceLock\";";
    let found: Vec<String> = globals(&code_only(planted))
        .into_iter()
        .map(|(n, w)| format!("{n}:{w}"))
        .collect();
    assert_eq!(
        found,
        [
            "1:thread_local!",
            "2:cfg(target_arch",
            "3:OnceLock",
            "4:static mut"
        ]
    );
}

/// Whether a file's code names the download's parts: a view's `part!`, a split point, the `split` feature.
fn names_the_parts(code: &str) -> bool {
    let squeezed: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
    squeezed.contains("part! {")
        || squeezed.contains("part!{")
        || squeezed.contains("wasm_split")
        || squeezed.contains("feature = ")
}

#[test]
fn the_parts_are_named_at_the_views_edge_only() {
    let naming: Vec<String> = sources()
        .into_iter()
        .filter(|(_, _, src)| names_the_parts(&code_only(src)))
        .map(|(rel, _, _)| format!("src/{}", rel.display()))
        .collect();
    assert!(
        naming.iter().any(|f| f == "src/ui/core/parts.rs"),
        "{naming:?}"
    );
    assert!(
        naming.iter().all(|f| f.starts_with("src/ui/")),
        "the parts named outside src/ui: {naming:?}"
    );
    assert!(
        naming.len() <= 8,
        "{} files name the parts (the machinery in src/ui/core/parts.rs, and each view's own `part!`): {naming:?}",
        naming.len()
    );
    assert!(names_the_parts(&code_only(
        "part! {\n fn x() -> AnyView { } }"
    )));
    assert!(names_the_parts(&code_only(
        "#[cfg(feature = \"split\")]\nfn x() {}"
    )));
    assert!(!names_the_parts(&code_only("// part! {\nfn depart() {}")));
}

/// The files of `src/ui` whose code holds `needle` as a whole path (not the start of a longer name).
fn ui_files_with(needle: &str) -> Vec<String> {
    sources()
        .into_iter()
        .filter(|(_, module, _)| module.first().map(String::as_str) == Some("ui"))
        .filter(|(_, _, src)| {
            let code = code_only(src);
            code.match_indices(needle).any(|(k, _)| {
                !code[k + needle.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
            })
        })
        .map(|(rel, _, _)| format!("src/{}", rel.display()))
        .collect()
}

/// Decisions made once below the views (issue 40): "a new game from here keeps the rules and the clock" is the
/// table's (`Intent::PlayFrom`), the link's game is `table::link`'s; one view builds a new game of its own (the start
/// grid's clocks) and one names the rule sets (the set-up form).
#[test]
fn new_games_and_rule_sets_are_decided_below_the_views() {
    let new_game = ui_files_with("Intent::NewGame");
    assert!(
        new_game.len() <= 1,
        "views that build Intent::NewGame: {new_game:?}"
    );
    let rule_sets = ui_files_with("RuleSet::");
    assert!(
        rule_sets.len() <= 1,
        "views that name RuleSet::: {rule_sets:?}"
    );
    assert!(
        ui_files_with("Intent::PlayFrom").len() >= 3,
        "the views start a game from here with Intent::PlayFrom"
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Functions a reader can hold in view (issue 40).

/// The longest a function of `src/table` or `src/ui` may be, in lines from its `fn` to its closing brace.
const FN_LINES_MAX: usize = 120;

/// Each function of `code` (comments and strings blanked): its name, first line and length in lines.
fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let bytes = code.as_bytes();
    let line_of = |k: usize| code[..k].matches('\n').count() + 1;
    let mut out = Vec::new();
    for (k, _) in code.match_indices("fn ") {
        let boundary = k == 0 || !(bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_');
        let name = ident_at(&code[k + 3..]);
        if !boundary || name.is_empty() {
            continue;
        }
        // The body: the first `{` after the signature, unless a `;` ends it first (a declaration in a trait).
        let rest = &code[k..];
        let Some(open) = rest
            .find(['{', ';'])
            .filter(|&o| rest.as_bytes()[o] == b'{')
        else {
            continue;
        };
        let mut depth = 0usize;
        let mut end = None;
        for (j, c) in rest[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = Some(k + open + j);
                        break;
                    }
                }
                _ => {}
            }
        }
        if let Some(end) = end {
            let first = line_of(k);
            out.push((name.to_string(), first, line_of(end) - first + 1));
        }
    }
    out
}

#[test]
fn no_function_of_the_table_or_the_views_is_too_long() {
    let mut long = Vec::new();
    for (rel, module, src) in sources() {
        if !module.first().is_some_and(|l| l == "table" || l == "ui") {
            continue;
        }
        for (name, line, lines) in functions(&code_only(&src)) {
            if lines > FN_LINES_MAX {
                long.push(format!(
                    "src/{}:{line}: fn {name}: {lines} lines",
                    rel.display()
                ));
            }
        }
    }
    assert!(
        long.is_empty(),
        "functions over {FN_LINES_MAX} lines:\n{}",
        long.join("\n")
    );
    let planted = "fn a() {\n    let x = '{';\n    if b { c(); }\n}\ntrait T { fn d(&self); }\nfn e<F: Fn()>(f: F) -> u8 { 1 }";
    assert_eq!(
        functions(&code_only(planted)),
        [("a".to_string(), 1, 4), ("e".to_string(), 6, 1)]
    );
}

// ---------------------------------------------------------------------------------------------------------------
// The architecture's description names what exists (issue 40).

/// Every file of the repository, as a path from its root with `/` (what git would keep: no build output, no
/// dependencies).
fn repository_files() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let skip = [".git", "target", "node_modules", "dist", ".tools"];
    let mut stack = vec![root.to_path_buf()];
    let mut files = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("an entry").path();
            let name = path.file_name().map(|n| n.to_string_lossy().to_string());
            if path.is_dir() {
                if !name.is_some_and(|n| skip.contains(&n.as_str())) {
                    stack.push(path);
                }
            } else if let Ok(rel) = path.strip_prefix(root) {
                files.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    files
}

/// The file names a text names (`src/ui/core/state.rs`, `apply.rs`, `tests/e2e/face.test.mjs`), globs left out.
fn named_files(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for word in text.split(|c: char| !(c.is_alphanumeric() || "_./-*".contains(c))) {
        let word = word.trim_end_matches('.');
        let kinds = [".rs", ".mjs", ".sh", ".toml", ".html", ".py"];
        if kinds.iter().any(|k| word.ends_with(k)) && !word.contains('*') && !word.starts_with('.')
        {
            names.push(word.to_string());
        }
    }
    names.sort();
    names.dedup();
    names
}

#[test]
fn the_architecture_names_only_files_that_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text =
        std::fs::read_to_string(root.join("docs/ARCHITECTURE.md")).expect("docs/ARCHITECTURE.md");
    let files = repository_files();
    let exists = |name: &str| {
        files
            .iter()
            .any(|f| f == name || f.ends_with(&format!("/{name}")))
    };
    let named = named_files(&text);
    assert!(named.len() > 50, "read {} names", named.len());
    let missing: Vec<&String> = named.iter().filter(|n| !exists(n)).collect();
    assert!(
        missing.is_empty(),
        "docs/ARCHITECTURE.md names files that do not exist: {missing:?}"
    );
    assert_eq!(
        named_files("`src/ui/core/state.rs` and apply.rs, `tests/e2e/*.test.mjs`, a.b"),
        ["apply.rs", "src/ui/core/state.rs"]
    );
}
