//! The record's tree as the review shows it: one flat list of items (moves, comments, the bounds of each variation),
//! every move numbered as players write it and carrying what its label says, and the arrow keys' way through the
//! tree. The view only draws the items and words the labels.

use crate::game::tree::{Node, NodePath, Tree};
use crate::rules::san::{san, Lang};
use crate::rules::{Color, Position};

/// Variations nested deeper than this are not drawn (a read file can nest them without end).
pub const MAX_DEPTH: usize = 32;

/// One move of the tree as the review shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
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
