//! The record's tree as the review shows it: one flat list of items (moves, comments, the bounds of each variation),
//! every move numbered as players write it and carrying what its label says, and the arrow keys' way through the
//! tree. The view only draws the items and words the labels.

use crate::game::tree::{Node, NodePath, Shape, Tree};
use crate::rules::san::{san, Lang};
use crate::rules::{Color, Position};
use crate::table::Table;

/// Variations nested deeper than this are not drawn (a read file can nest them without end).
pub const MAX_DEPTH: usize = 32;

/// One move of the tree as the review shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TreeMove {
    /// Where it is in the tree (the `data-node` key).
    pub path: NodePath,
    /// Its move number.
    pub number: u32,
    /// Who played it.
    pub mover: Color,
    /// The number is written before it: every White move, and a Black move that opens a line or follows a comment
    /// or a variation (`12…`).
    pub numbered: bool,
    /// The move in the interface language's SAN (`--` for a null move).
    pub san: String,
    /// Its symbols (NAGs), in order.
    pub nags: Vec<u8>,
    /// The comment after it.
    pub comment: String,
    /// Off the main line.
    pub in_variation: bool,
}

/// One item of the tree as the review lays it out, in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeItem {
    /// A comment standing before the moves (the game's first comment, or one before a variation's first move).
    Comment(String),
    /// A move.
    Move(TreeMove),
    /// A variation opens here (it ends at the matching [`TreeItem::Close`]).
    Open,
    /// The innermost open variation ends.
    Close,
}

/// The tree's items in reading order, SAN in `lang`.
pub fn items(tree: &Tree, lang: Lang) -> Vec<TreeItem> {
    let mut out = Vec::new();
    if !tree.comment.text.is_empty() {
        out.push(TreeItem::Comment(tree.comment.text.clone()));
    }
    let start = (NodePath::root(), tree.start.clone());
    line(&mut out, &tree.children, start, true, lang, 0);
    out
}

/// The items of a line starting with `list` (its first move, then the variations to it) from the node `at` with
/// its position; `opens_line`: the first move is written with its number even if Black's.
fn line(
    out: &mut Vec<TreeItem>,
    list: &[Node],
    (at, pos): (NodePath, Position),
    opens_line: bool,
    lang: Lang,
    depth: usize,
) {
    let (mut list, mut at, mut pos) = (list, at, pos);
    let mut opens_line = opens_line;
    while let Some(first) = list.first() {
        let here = at.child(0);
        out.push(TreeItem::Move(shown(
            &pos,
            first,
            here.clone(),
            opens_line,
            lang,
        )));
        opens_line = !first.comment.text.is_empty();
        for (i, alt) in list.iter().enumerate().skip(1) {
            let v = at.child(i);
            out.push(TreeItem::Open);
            if !alt.before.is_empty() {
                out.push(TreeItem::Comment(alt.before.clone()));
            }
            out.push(TreeItem::Move(shown(&pos, alt, v.clone(), true, lang)));
            let mut after = pos.clone();
            if let Some(m) = alt.mv {
                after.play_unchecked(m);
            }
            if depth < MAX_DEPTH {
                // A variation's second move goes on the line as any other: numbered after a comment only.
                let commented = !alt.comment.text.is_empty();
                line(out, &alt.children, (v, after), commented, lang, depth + 1);
            }
            out.push(TreeItem::Close);
            opens_line = true;
        }
        if let Some(m) = first.mv {
            pos.play_unchecked(m);
        }
        list = &first.children;
        at = here;
    }
}

fn shown(pos: &Position, node: &Node, path: NodePath, opens_line: bool, lang: Lang) -> TreeMove {
    TreeMove {
        in_variation: !path.is_main(),
        path,
        number: pos.fullmoves(),
        mover: pos.turn(),
        numbered: pos.turn() == Color::White || opens_line,
        san: node
            .mv
            .map_or_else(|| "--".to_string(), |m| san(pos, m, lang)),
        nags: node.nags.clone(),
        comment: node.comment.text.clone(),
    }
}

/// One entry of the tree as the review draws it: the items of [`items`] with each variation holding its own, so
/// that the view keeps every entry that did not change (each entry is its own key: a move by its path and what it
/// shows, a variation by all it holds).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// A comment standing before the moves of its line.
    Comment(String),
    /// A move.
    Move(TreeMove),
    /// A variation and what it holds.
    Variation(Vec<Entry>),
}

/// The items nested: each [`TreeItem::Open`] … [`TreeItem::Close`] one [`Entry::Variation`] (an unmatched close is
/// left out; an unclosed variation ends with the items).
pub fn nest(items: Vec<TreeItem>) -> Vec<Entry> {
    // One list per open variation, the outermost first (never empty).
    let mut open: Vec<Vec<Entry>> = vec![Vec::new()];
    let close = |open: &mut Vec<Vec<Entry>>| {
        if open.len() > 1 {
            let inner = open.pop().unwrap_or_default();
            if let Some(l) = open.last_mut() {
                l.push(Entry::Variation(inner));
            }
        }
    };
    for item in items {
        let entry = match item {
            TreeItem::Open => {
                open.push(Vec::new());
                continue;
            }
            TreeItem::Close => {
                close(&mut open);
                continue;
            }
            TreeItem::Comment(text) => Entry::Comment(text),
            TreeItem::Move(m) => Entry::Move(m),
        };
        if let Some(l) = open.last_mut() {
            l.push(entry);
        }
    }
    while open.len() > 1 {
        close(&mut open);
    }
    open.pop().unwrap_or_default()
}

/// The record as the review reads it, parsed once per change of the table ([`Record::of`]) and read from there by
/// every view of the review: the tree, its items and the shown node's facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The record's tree ([`Table::record`]).
    pub tree: Tree,
}

impl Record {
    /// The record of `table` when it may be gone over in its tree (it takes edits, [`Table::record_editable`]); `None` in a game in progress,
    /// whose record nothing in the review reads (so a move played parses no record).
    pub fn of(table: &Table) -> Option<Record> {
        table.record_editable().then(|| Record {
            tree: table.record(),
        })
    }

    /// What the review's tools show of the node at `at`.
    pub fn node(&self, at: &NodePath) -> ShownNode {
        let node = self.tree.node(at);
        let comment = self.tree.comment(at);
        ShownNode {
            path: at.clone(),
            in_tree: at.0.is_empty() || node.is_some(),
            nags: node.map(|n| n.nags.clone()).unwrap_or_default(),
            comment: comment.map(|c| c.text.clone()).unwrap_or_default(),
            shapes: comment.map(|c| c.shapes.clone()).unwrap_or_default(),
        }
    }
}

/// The node shown in review, as the review's tools and comment field read it (one memo of it, not a read of the
/// whole record per button).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShownNode {
    /// Where it is in the tree.
    pub path: NodePath,
    /// It is in the record's tree (the start is).
    pub in_tree: bool,
    /// Its symbols (NAGs).
    pub nags: Vec<u8>,
    /// The comment after it (before the first move at the start).
    pub comment: String,
    /// Its kept arrows and circles.
    pub shapes: Vec<Shape>,
}

impl ShownNode {
    /// A move is shown (not the start): the symbols are offered.
    pub fn on_move(&self) -> bool {
        !self.path.0.is_empty()
    }

    /// The move is off the main line: its variation may be promoted or deleted.
    pub fn in_variation(&self) -> bool {
        !self.path.is_main()
    }

    /// The move carries the symbol `nag`.
    pub fn has(&self, nag: u8) -> bool {
        self.nags.contains(&nag)
    }
}

/// An arrow key on a move of the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeKey {
    /// The next move on this line.
    Next,
    /// The move before.
    Previous,
    /// The next sibling: the next variation to the same move.
    Down,
    /// The sibling before.
    Up,
}

/// Where an arrow key goes from the node at `at`: `None` when it goes nowhere (the line's end, the start, no other
/// sibling).
pub fn step(tree: &Tree, at: &NodePath, key: TreeKey) -> Option<NodePath> {
    match key {
        TreeKey::Next => tree
            .children(at)
            .filter(|c| !c.is_empty())
            .map(|_| at.child(0)),
        TreeKey::Previous => at.parent(),
        TreeKey::Down | TreeKey::Up => {
            let parent = at.parent()?;
            let i = *at.0.last()?;
            let n = tree.children(&parent)?.len();
            let j = if key == TreeKey::Down {
                (i + 1).min(n.saturating_sub(1))
            } else {
                i.saturating_sub(1)
            };
            (j != i).then(|| parent.child(j))
        }
    }
}
