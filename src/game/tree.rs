//! The game record as a tree, as a teacher goes over a game: the main line and nested variations,
//! a comment before the first move and after every move, numeric annotation glyphs (NAGs), the
//! arrows and circles drawn on a move (kept as `[%cal]`/`[%csl]` in its comment) and its `[%clk]`
//! reading.
//!
//! Each [`Node`] is a move; its first child is the move that follows on its line, the others are
//! variations (alternatives to that move). A [`NodePath`] addresses a position: the child taken at
//! each step from the start. Built from a read PGN game ([`Tree::from_pgn`]) and written back to one
//! ([`Tree::to_pgn`]) so that a tree written and read again is the same tree.

use crate::rules::pgn::{clock_of, play_null, with_clock};
use crate::rules::{Move, PgnGame, PgnMove, Position, Square};
use core::fmt;

/// The colour of a drawn shape, as the `[%cal]`/`[%csl]` commands write it (`G`, `R`, `Y`, `B`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShapeColor {
    /// `G`.
    #[default]
    Green,
    /// `R`.
    Red,
    /// `Y`.
    Yellow,
    /// `B`.
    Blue,
}

impl ShapeColor {
    /// Its letter in a `[%cal]`/`[%csl]` command.
    pub const fn letter(self) -> char {
        match self {
            ShapeColor::Green => 'G',
            ShapeColor::Red => 'R',
            ShapeColor::Yellow => 'Y',
            ShapeColor::Blue => 'B',
        }
    }

    /// The colour of a letter, `None` for any other.
    pub const fn of_letter(c: char) -> Option<ShapeColor> {
        match c {
            'G' => Some(ShapeColor::Green),
            'R' => Some(ShapeColor::Red),
            'Y' => Some(ShapeColor::Yellow),
            'B' => Some(ShapeColor::Blue),
            _ => None,
        }
    }
}

/// An arrow (`from` ≠ `to`) or a circle (`from` = `to`) drawn on a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Its colour.
    pub color: ShapeColor,
    /// The square it starts on (the circled square).
    pub from: Square,
    /// The square it ends on (the circled square for a circle).
    pub to: Square,
}

impl Shape {
    /// True for a circle.
    pub fn is_circle(self) -> bool {
        self.from == self.to
    }

    /// Reads `Ge4` (a circle) or `Re2e4` (an arrow).
    pub fn parse(s: &str) -> Option<Shape> {
        let mut chars = s.chars();
        let color = ShapeColor::of_letter(chars.next()?)?;
        let rest = chars.as_str();
        let (from, to) = match rest.len() {
            2 => (Square::parse(rest)?, Square::parse(rest)?),
            4 if rest.is_char_boundary(2) => {
                (Square::parse(&rest[..2])?, Square::parse(&rest[2..])?)
            }
            _ => return None,
        };
        Some(Shape { color, from, to })
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_circle() {
            write!(f, "{}{}", self.color.letter(), self.from)
        } else {
            write!(f, "{}{}{}", self.color.letter(), self.from, self.to)
        }
    }
}

/// A move's comment taken apart: its text, the shapes it draws and its clock reading.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comment {
    /// The words and any other `[%…]` command (`[%eval]`), spaces collapsed.
    pub text: String,
    /// The circles (`[%csl]`) and arrows (`[%cal]`), in the order read.
    pub shapes: Vec<Shape>,
    /// The first `[%clk]` reading, in milliseconds.
    pub clock: Option<u64>,
}

impl Comment {
    /// Reads PGN comments (all those after one move), joined by a space.
    pub fn parse<S: AsRef<str>>(comments: &[S]) -> Comment {
        let mut c = Comment::default();
        let mut text = String::new();
        for comment in comments {
            let mut rest = comment.as_ref();
            text.push(' ');
            while let Some(i) = rest.find("[%") {
                text.push_str(&rest[..i]);
                let after = &rest[i..];
                let Some(j) = after.find(']') else {
                    text.push_str(after);
                    rest = "";
                    break;
                };
                let command = &after[..=j];
                if !c.command(command) {
                    text.push(' ');
                    text.push_str(command);
                    text.push(' ');
                }
                rest = &after[j + 1..];
            }
            text.push_str(rest);
        }
        c.text = collapse(&text);
        c
    }

    /// Takes a `[%clk]`, `[%cal]` or `[%csl]` command into the comment; `false` if it is another
    /// command or does not read whole (it then stays in the text).
    fn command(&mut self, command: &str) -> bool {
        let body = command[2..command.len() - 1].trim();
        let (name, value) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
        match name {
            "clk" if self.clock.is_none() => match clock_of(command) {
                Some(ms) => {
                    self.clock = Some(ms);
                    true
                }
                None => false,
            },
            "cal" | "csl" => {
                let shapes: Option<Vec<Shape>> = value
                    .split(',')
                    .map(|s| Shape::parse(s.trim()))
                    .map(|s| s.filter(|s| s.is_circle() == (name == "csl")))
                    .collect();
                match shapes {
                    Some(s) if !s.is_empty() => {
                        self.shapes.extend(s);
                        true
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// True when there is nothing to write.
    pub fn is_empty(&self) -> bool {
        self.text.is_empty() && self.shapes.is_empty() && self.clock.is_none()
    }

    /// The comment as PGN writes it (without braces): the text, then `[%csl …]`, `[%cal …]` and
    /// the clock reading by the one writer ([`with_clock`]: first when the text holds a second
    /// reading, so the two keep their order).
    pub fn to_pgn(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        if !self.text.is_empty() {
            parts.push(self.text.clone());
        }
        let list = |circles: bool| {
            self.shapes
                .iter()
                .filter(|s| s.is_circle() == circles)
                .map(Shape::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        let circles = list(true);
        if !circles.is_empty() {
            parts.push(format!("[%csl {circles}]"));
        }
        let arrows = list(false);
        if !arrows.is_empty() {
            parts.push(format!("[%cal {arrows}]"));
        }
        with_clock(&parts.join(" "), self.clock)
    }
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// One move of the record with what was said about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The move; `None` for a null move (`--`), which only a read variation may hold.
    pub mv: Option<Move>,
    /// The move in English SAN.
    pub san: String,
    /// Its NAGs (`$1`…`$255`; `!` is 1, `?` 2, `!!` 3, `??` 4, `!?` 5, `?!` 6), in order.
    pub nags: Vec<u8>,
    /// The comment before the move (PGN has one only before the first move of a variation).
    pub before: String,
    /// The comment after the move, with its shapes and clock reading.
    pub comment: Comment,
    /// The next move on this line first, then the variations to it.
    pub children: Vec<Node>,
}

impl Node {
    /// A move with nothing said about it.
    pub fn new(mv: Option<Move>, san: String) -> Node {
        Node {
            mv,
            san,
            nags: Vec::new(),
            before: String::new(),
            comment: Comment::default(),
            children: Vec::new(),
        }
    }
}

/// Where a position is in a [`Tree`]: the index of the child taken at each step from the start
/// (empty: the start position; all zeros: the main line).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodePath(pub Vec<usize>);

impl NodePath {
    /// The start position.
    pub fn root() -> NodePath {
        NodePath(Vec::new())
    }

    /// The main line's position after `ply` half-moves.
    pub fn main(ply: usize) -> NodePath {
        NodePath(vec![0; ply])
    }

    /// True on the main line (the start included).
    pub fn is_main(&self) -> bool {
        self.0.iter().all(|&i| i == 0)
    }

    /// How many half-moves from the start.
    pub fn ply(&self) -> usize {
        self.0.len()
    }

    /// The position before this one; `None` at the start.
    pub fn parent(&self) -> Option<NodePath> {
        let mut p = self.0.clone();
        p.pop()?;
        Some(NodePath(p))
    }

    /// The path of this position's `i`-th child.
    pub fn child(&self, i: usize) -> NodePath {
        let mut p = self.0.clone();
        p.push(i);
        NodePath(p)
    }

    /// Reads the form [`fmt::Display`] writes: child indices joined by `.`, empty for the start.
    pub fn parse(s: &str) -> Option<NodePath> {
        if s.is_empty() {
            return Some(NodePath::root());
        }
        s.split('.')
            .map(|i| i.parse().ok())
            .collect::<Option<Vec<usize>>>()
            .map(NodePath)
    }
}

impl fmt::Display for NodePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, i) in self.0.iter().enumerate() {
            if k > 0 {
                f.write_str(".")?;
            }
            write!(f, "{i}")?;
        }
        Ok(())
    }
}

/// Why a change to the tree was not made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// No position at that path.
    NoSuchNode,
    /// The move is not legal in that position.
    Illegal,
    /// The record's main line is kept: it cannot be deleted.
    MainLine,
    /// Already the main line: nothing to promote.
    NothingToPromote,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TreeError::NoSuchNode => "no such position in the record",
            TreeError::Illegal => "the move is not legal there",
            TreeError::MainLine => "the main line is kept",
            TreeError::NothingToPromote => "already the main line",
        })
    }
}

/// The game record as a tree: see the module's documentation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// The start position.
    pub start: Position,
    /// The comment before the first move (with shapes drawn on the start position).
    pub comment: Comment,
    /// The first move, then the variations to it.
    pub children: Vec<Node>,
}

/// The deepest nesting kept (as the PGN reader's [`crate::rules::pgn::MAX_VARIATION_DEPTH`]).
const MAX_DEPTH: usize = crate::rules::pgn::MAX_VARIATION_DEPTH;

impl Tree {
    /// A record with no moves from `start`.
    pub fn new(start: Position) -> Tree {
        Tree {
            start,
            comment: Comment::default(),
            children: Vec::new(),
        }
    }

    /// The main line of these moves (played from `start`; a move not legal there ends it).
    pub fn from_moves(start: Position, moves: &[Move]) -> Tree {
        let mut tree = Tree::new(start);
        let mut path = NodePath::root();
        for &m in moves {
            match tree.play(&path, m) {
                Ok(p) => path = p,
                Err(_) => break,
            }
        }
        tree
    }

    /// The tree of a read game: its comment before the first move, its moves with their comments,
    /// NAGs and variations.
    pub fn from_pgn(pgn: &PgnGame) -> Tree {
        Tree {
            start: pgn.start.clone(),
            comment: Comment::parse(&pgn.comments),
            children: line_nodes(&pgn.moves, 0),
        }
    }

    /// Puts the tree into a PGN game's comments and moves (its tags and result are left as they are).
    pub fn write_into(&self, pgn: &mut PgnGame) {
        pgn.start = self.start.clone();
        pgn.comments = Vec::new();
        let c = self.comment.to_pgn();
        if !c.is_empty() {
            pgn.comments.push(c);
        }
        pgn.moves = line_moves(&self.children, 0);
    }

    /// The tree as a PGN game with these tags and result.
    pub fn to_pgn(&self, tags: Vec<(String, String)>, result: &str) -> PgnGame {
        let mut pgn = PgnGame {
            tags,
            result: result.to_string(),
            ..PgnGame::default()
        };
        self.write_into(&mut pgn);
        pgn
    }

    /// The children of a position: the first move after it, then its variations.
    pub fn children(&self, path: &NodePath) -> Option<&[Node]> {
        if path.0.is_empty() {
            return Some(&self.children);
        }
        self.node(path).map(|n| n.children.as_slice())
    }

    fn children_mut(&mut self, path: &NodePath) -> Option<&mut Vec<Node>> {
        let mut list = &mut self.children;
        for &i in &path.0 {
            list = &mut list.get_mut(i)?.children;
        }
        Some(list)
    }

    /// The move that leads to a position; `None` for the start or a path not in the tree.
    pub fn node(&self, path: &NodePath) -> Option<&Node> {
        let (last, rest) = path.0.split_last()?;
        let mut list = &self.children;
        for &i in rest {
            list = &list.get(i)?.children;
        }
        list.get(*last)
    }

    fn node_mut(&mut self, path: &NodePath) -> Option<&mut Node> {
        let (last, rest) = path.0.split_last()?;
        let mut list = &mut self.children;
        for &i in rest {
            list = &mut list.get_mut(i)?.children;
        }
        list.get_mut(*last)
    }

    /// The main line's move after `ply` half-moves (from 1), to change.
    pub fn main_node_mut(&mut self, ply: usize) -> Option<&mut Node> {
        self.node_mut(&NodePath::main(ply))
    }

    /// True when the path is a position of the tree.
    pub fn contains(&self, path: &NodePath) -> bool {
        path.0.is_empty() || self.node(path).is_some()
    }

    /// The position at a path.
    pub fn position(&self, path: &NodePath) -> Option<Position> {
        let mut pos = self.start.clone();
        let mut list = &self.children;
        for &i in &path.0 {
            let node = list.get(i)?;
            pos = advance(&pos, node.mv)?;
            list = &node.children;
        }
        Some(pos)
    }

    /// The moves of the main line.
    pub fn main_line(&self) -> Vec<&Node> {
        let mut out = Vec::new();
        let mut list = &self.children;
        while let Some(n) = list.first() {
            out.push(n);
            list = &n.children;
        }
        out
    }

    /// The main line's moves (stopping at a null move).
    pub fn main_moves(&self) -> Vec<Move> {
        self.main_line().iter().map_while(|n| n.mv).collect()
    }

    /// Plays `mv` at the position `at`: if it is already a move from there (the next move on the
    /// record or a variation), the path of that move; otherwise it becomes a new variation after
    /// the others (or the line's next move where there is none), and the main line is kept.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`], or [`TreeError::Illegal`] when the move is not legal there.
    pub fn play(&mut self, at: &NodePath, mv: Move) -> Result<NodePath, TreeError> {
        let pos = self.position(at).ok_or(TreeError::NoSuchNode)?;
        if at.ply() >= MAX_DEPTH * 64 {
            return Err(TreeError::Illegal);
        }
        let legal = pos.legal_moves();
        if !legal.contains(&mv) {
            return Err(TreeError::Illegal);
        }
        let children = self.children_mut(at).ok_or(TreeError::NoSuchNode)?;
        if let Some(i) = children.iter().position(|n| n.mv == Some(mv)) {
            return Ok(at.child(i));
        }
        let mut next = pos.clone();
        next.play_unchecked(mv);
        let san = crate::rules::san::format_san(
            mv,
            crate::rules::Lang::En,
            legal.as_slice(),
            crate::rules::san::check_mark(&next),
        );
        children.push(Node::new(Some(mv), san));
        Ok(at.child(children.len() - 1))
    }

    /// Makes the variation holding `path` one step more main: at the nearest point where its line
    /// branches off, it changes places with the move before it. Returns the new path of the same
    /// move.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`], or [`TreeError::NothingToPromote`] on the main line.
    pub fn promote(&mut self, path: &NodePath) -> Result<NodePath, TreeError> {
        if !self.contains(path) {
            return Err(TreeError::NoSuchNode);
        }
        let k = path
            .0
            .iter()
            .rposition(|&i| i != 0)
            .ok_or(TreeError::NothingToPromote)?;
        let i = path.0[k];
        let branch = NodePath(path.0[..k].to_vec());
        let children = self.children_mut(&branch).ok_or(TreeError::NoSuchNode)?;
        children.swap(i - 1, i);
        let mut out = path.clone();
        out.0[k] = i - 1;
        Ok(out)
    }

    /// Deletes the move at `path` and all that follows it (a whole variation when it is the
    /// variation's first move). Returns the position shown after it: the one before.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`], or [`TreeError::MainLine`] for a move of the main line.
    pub fn delete(&mut self, path: &NodePath) -> Result<NodePath, TreeError> {
        if !self.contains(path) || path.0.is_empty() {
            return Err(TreeError::NoSuchNode);
        }
        if path.is_main() {
            return Err(TreeError::MainLine);
        }
        let parent = path.parent().ok_or(TreeError::NoSuchNode)?;
        let i = *path.0.last().ok_or(TreeError::NoSuchNode)?;
        let children = self.children_mut(&parent).ok_or(TreeError::NoSuchNode)?;
        children.remove(i);
        Ok(parent)
    }

    /// Sets the comment after the move at `path` (before the first move for the start), its
    /// shapes and clock kept; spaces are collapsed.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn set_comment(&mut self, path: &NodePath, text: &str) -> Result<(), TreeError> {
        self.comment_mut(path)?.text = collapse(text);
        Ok(())
    }

    /// Sets the shapes drawn on the position at `path`.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn set_shapes(&mut self, path: &NodePath, shapes: Vec<Shape>) -> Result<(), TreeError> {
        self.comment_mut(path)?.shapes = shapes;
        Ok(())
    }

    /// The comment after the move at `path` (before the first move for the start).
    pub fn comment(&self, path: &NodePath) -> Option<&Comment> {
        if path.0.is_empty() {
            return Some(&self.comment);
        }
        self.node(path).map(|n| &n.comment)
    }

    fn comment_mut(&mut self, path: &NodePath) -> Result<&mut Comment, TreeError> {
        if path.0.is_empty() {
            return Ok(&mut self.comment);
        }
        self.node_mut(path)
            .map(|n| &mut n.comment)
            .ok_or(TreeError::NoSuchNode)
    }

    /// Sets or clears a NAG on the move at `path`: a move's symbol (1–9) or a position's (10–135)
    /// replaces the one of its group there; `nag` already there is taken away.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`] (the start has no move to mark).
    pub fn toggle_nag(&mut self, path: &NodePath, nag: u8) -> Result<(), TreeError> {
        let node = self.node_mut(path).ok_or(TreeError::NoSuchNode)?;
        if let Some(i) = node.nags.iter().position(|&n| n == nag) {
            node.nags.remove(i);
            return Ok(());
        }
        let group = nag_group(nag);
        node.nags.retain(|&n| group == 0 || nag_group(n) != group);
        node.nags.push(nag);
        Ok(())
    }

    /// Every position of the tree in the order PGN writes it, with its depth of nesting (0 on
    /// the main line).
    pub fn walk(&self) -> Vec<(NodePath, usize)> {
        let mut out = Vec::new();
        walk_line(&self.children, &NodePath::root(), 0, &mut out);
        out
    }
}

/// The group of a NAG whose members exclude each other: 1 for a move's (1–9), 2 for a position's
/// (10–135), 0 for the others.
fn nag_group(n: u8) -> u8 {
    match n {
        1..=9 => 1,
        10..=135 => 2,
        _ => 0,
    }
}

/// The nodes of a line starting at `list` (the first is the line's move, the rest its
/// variations), in PGN order: the move, its variations each in full, then the line goes on.
fn walk_line(list: &[Node], at: &NodePath, depth: usize, out: &mut Vec<(NodePath, usize)>) {
    let mut list = list;
    let mut at = at.clone();
    while let Some(first) = list.first() {
        let p = at.child(0);
        out.push((p.clone(), depth));
        for (i, _) in list.iter().enumerate().skip(1) {
            let v = at.child(i);
            out.push((v.clone(), depth + 1));
            let node = &list[i];
            walk_line(&node.children, &v, depth + 1, out);
        }
        list = &first.children;
        at = p;
    }
}

fn advance(pos: &Position, mv: Option<Move>) -> Option<Position> {
    match mv {
        Some(m) => {
            let mut next = pos.clone();
            next.play_unchecked(m);
            Some(next)
        }
        None => play_null(pos),
    }
}

/// The nodes of a PGN line: each move's first child is the next move, then its variations.
fn line_nodes(moves: &[PgnMove], depth: usize) -> Vec<Node> {
    let Some((first, rest)) = moves.split_first() else {
        return Vec::new();
    };
    let node = Node {
        mv: first.mv,
        san: first.san.clone(),
        nags: first.nags.clone(),
        before: collapse(&first.comments_before.join(" ")),
        comment: Comment::parse(&first.comments_after),
        children: line_nodes(rest, depth),
    };
    let mut out = vec![node];
    if depth < MAX_DEPTH {
        for var in &first.variations {
            // A variation's own variations (`(1. d4 (1. c4))`) are alternatives here too.
            out.extend(line_nodes(var, depth + 1));
        }
    }
    out
}

/// The PGN line that starts with `list[0]`, its variations from `list[1..]`.
fn line_moves(list: &[Node], depth: usize) -> Vec<PgnMove> {
    let mut out = Vec::new();
    let mut list = list;
    while let Some(first) = list.first() {
        let mut pm = PgnMove::new(first.san.clone(), first.mv);
        pm.nags = first.nags.clone();
        if !first.before.is_empty() {
            pm.comments_before.push(first.before.clone());
        }
        let c = first.comment.to_pgn();
        if !c.is_empty() {
            pm.comments_after.push(c);
        }
        if depth < MAX_DEPTH {
            for alt in &list[1..] {
                pm.variations
                    .push(line_moves(std::slice::from_ref(alt), depth + 1));
            }
        }
        out.push(pm);
        list = &first.children;
    }
    out
}

/// The compact form the save keeps a tree in ([`Tree::to_line`]): no SAN and no PGN reader needed
/// to read it back, so that the page's start-up does not carry them.
impl Tree {
    /// The tree as one line of tokens: `m:e2e4` a move (`m:0000` a null move), `n:1` a NAG,
    /// `b:…` the comment before a move, `c:…` the comment's text after it (before the first move:
    /// the start's), `s:Ge4,Re2e4` its shapes, `k:180000` its clock reading in ms, `(` and `)` around
    /// a variation; texts with `%` and spaces written `%25` and `%20`.
    pub fn to_line(&self) -> String {
        let mut out: Vec<String> = Vec::new();
        push_comment(&mut out, &self.comment);
        line_tokens(&self.children, &mut out, 0);
        out.join(" ")
    }

    /// Reads [`Tree::to_line`]'s form from `start`; `None` when a token does not read or a move is
    /// not legal where it stands.
    pub fn from_line(start: Position, line: &str) -> Option<Tree> {
        let mut tree = Tree::new(start);
        let mut cur = NodePath::root();
        let mut stack: Vec<NodePath> = Vec::new();
        for tok in line.split_whitespace() {
            match tok {
                "(" => {
                    if stack.len() >= MAX_DEPTH {
                        return None;
                    }
                    let parent = cur.parent()?;
                    stack.push(std::mem::replace(&mut cur, parent));
                }
                ")" => cur = stack.pop()?,
                _ => {
                    let (key, value) = tok.split_once(':')?;
                    match key {
                        "m" => cur = tree.push_uci(&cur, value)?,
                        "n" => tree.node_mut(&cur)?.nags.push(value.parse().ok()?),
                        "b" => tree.node_mut(&cur)?.before = unpercent(value),
                        "c" => tree.comment_mut(&cur).ok()?.text = unpercent(value),
                        "s" => {
                            let shapes = value
                                .split(',')
                                .map(Shape::parse)
                                .collect::<Option<Vec<_>>>()?;
                            tree.comment_mut(&cur).ok()?.shapes = shapes;
                        }
                        "k" => tree.comment_mut(&cur).ok()?.clock = Some(value.parse().ok()?),
                        _ => return None,
                    }
                }
            }
        }
        stack.is_empty().then_some(tree)
    }

    /// Adds the move written in UCI (`0000`: a null move) after `at` as a new child.
    fn push_uci(&mut self, at: &NodePath, uci: &str) -> Option<NodePath> {
        if uci == "0000" {
            let pos = self.position(at)?;
            play_null(&pos)?;
            let children = self.children_mut(at)?;
            children.push(Node::new(None, "--".to_string()));
            return Some(at.child(children.len() - 1));
        }
        let pos = self.position(at)?;
        let legal = pos.legal_moves();
        let mv = *legal.iter().find(|m| m.uci() == uci)?;
        let before = self.children(at)?.len();
        let path = self.play(at, mv).ok()?;
        // A move twice from one position is no tree this writes.
        (self.children(at)?.len() > before).then_some(path)
    }
}

fn percent(s: &str) -> String {
    s.replace('%', "%25").replace(' ', "%20")
}

fn unpercent(s: &str) -> String {
    s.replace("%20", " ").replace("%25", "%")
}

fn push_comment(out: &mut Vec<String>, c: &Comment) {
    if !c.text.is_empty() {
        out.push(format!("c:{}", percent(&c.text)));
    }
    if !c.shapes.is_empty() {
        let list: Vec<String> = c.shapes.iter().map(Shape::to_string).collect();
        out.push(format!("s:{}", list.join(",")));
    }
    if let Some(ms) = c.clock {
        out.push(format!("k:{ms}"));
    }
}

fn line_tokens(list: &[Node], out: &mut Vec<String>, depth: usize) {
    let mut list = list;
    while let Some(first) = list.first() {
        node_tokens(first, out);
        if depth < MAX_DEPTH {
            for alt in &list[1..] {
                out.push("(".to_string());
                node_tokens(alt, out);
                line_tokens(&alt.children, out, depth + 1);
                out.push(")".to_string());
            }
        }
        list = &first.children;
    }
}

fn node_tokens(n: &Node, out: &mut Vec<String>) {
    out.push(format!(
        "m:{}",
        n.mv.map_or("0000".to_string(), |m| m.uci())
    ));
    for nag in &n.nags {
        out.push(format!("n:{nag}"));
    }
    if !n.before.is_empty() {
        out.push(format!("b:{}", percent(&n.before)));
    }
    push_comment(out, &n.comment);
}
