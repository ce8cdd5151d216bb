//! Writing PGN: one game, Seven Tag Roster first, movetext in English SAN wrapped under 80 columns, so
//! that the reader reads back the same game.

use super::reader::normal_result;
use super::{play_null, PgnGame, PgnMove, MAX_VARIATION_DEPTH};
use crate::rules::position::Position;
use crate::rules::san::{check_mark, format_san, Lang};
use crate::rules::types::Color;

/// What to write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WriteOptions {
    /// Write comments.
    pub comments: bool,
    /// Write variations.
    pub variations: bool,
    /// Write NAGs.
    pub nags: bool,
}

impl Default for WriteOptions {
    fn default() -> WriteOptions {
        WriteOptions {
            comments: true,
            variations: true,
            nags: true,
        }
    }
}

/// The Seven Tag Roster with the values written when a tag is missing.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The widest movetext line written.
const WIDTH: usize = 79;

/// Writes a game with everything it has. See [`write_game_with`].
pub fn write_game(game: &PgnGame) -> String {
    write_game_with(game, &WriteOptions::default())
}

/// Writes a game: the Seven Tag Roster first (`?` and `????.??.??` where missing; `Result` is the
/// game's result), `SetUp`/`FEN` when the start is not the initial position, the other tags in
/// order, each value whole, a blank line, then the movetext in English SAN wrapped under 80 columns
/// (a longer line holds a single word or `[%…]` command; no line breaks inside a command), ending
/// with the result and a newline. A comment holding `}` is written as [`CLOSE_BRACE_LOOKALIKE`]
/// shows. Moves that are not legal where they stand are left out with all that
/// follows them in their line.
pub fn write_game_with(game: &PgnGame, options: &WriteOptions) -> String {
    let mut out = String::new();
    let result = normal_result(game.result.trim());
    for (name, default) in ROSTER {
        let value = if name == "Result" {
            result
        } else {
            game.tag(name).unwrap_or(default)
        };
        push_tag(&mut out, name, value);
    }
    let custom_start = game.start.fen() != Position::new().fen();
    if custom_start {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &game.start.fen());
    }
    for (name, value) in &game.tags {
        let name = tag_name(name);
        let skip = ROSTER.iter().any(|(n, _)| *n == name) || name == "SetUp" || name == "FEN";
        if !skip {
            push_tag(&mut out, &name, value);
        }
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    if options.comments {
        for c in &game.comments {
            push_comment(&mut tokens, c);
        }
    }
    line_tokens(&game.start, &game.moves, options, &mut tokens, 0);
    tokens.push(result.to_string());
    let mut width = 0;
    for tok in tokens {
        let n = tok.chars().count();
        if width > 0 && width + 1 + n > WIDTH {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        if width == 0 && tok.starts_with('%') {
            // A `%` in the first column would make the line an escape line for other readers.
            out.push(' ');
            width += 1;
        }
        out.push_str(&tok);
        width += n;
    }
    out.push('\n');
    out
}

/// The tags [`write_game`] writes for `game`, in its order and as a reader reads them back: the Seven Tag Roster
/// (`?` and `????.??.??` where missing, `Result` the game's), `SetUp`/`FEN` when the start is not the initial
/// position, then the game's other tags, each name with only the characters PGN allows ([`tag_name`]; a name left
/// empty is not written) and each control character of a value written as a space. What the archive's index keeps of
/// a game it has just written is read here rather than from the text (`crate::table::archive`; its tests hold the
/// two to the same). Apart from the writer, which stays in the first wasm module without it.
pub fn written_tags(game: &PgnGame) -> Vec<(String, String)> {
    let value = |v: &str| -> String {
        v.chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect()
    };
    let mut tags = Vec::with_capacity(game.tags.len() + ROSTER.len() + 2);
    for (name, default) in ROSTER {
        let v = if name == "Result" {
            normal_result(game.result.trim())
        } else {
            game.tag(name).unwrap_or(default)
        };
        tags.push((name.to_string(), value(v)));
    }
    if game.start.fen() != Position::new().fen() {
        tags.push(("SetUp".to_string(), "1".to_string()));
        tags.push(("FEN".to_string(), game.start.fen()));
    }
    for (name, v) in &game.tags {
        let name = tag_name(name);
        let skip = name.is_empty()
            || ROSTER.iter().any(|(n, _)| *n == name)
            || name == "SetUp"
            || name == "FEN";
        if !skip {
            tags.push((name, value(v)));
        }
    }
    tags
}

/// A tag name with only the characters PGN allows in one (ASCII letters and digits, and a few signs).
fn tag_name(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-'))
        .collect()
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    if name.is_empty() {
        return;
    }
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// The character a `}` inside a comment is written as: U+FF5D FULLWIDTH RIGHT CURLY BRACKET, which
/// looks like one. A brace comment cannot hold a `}` (every reader ends the comment there), and a `;`
/// comment is no way out: pgn-extract then drops the game's moves, SCID cuts the comment and
/// python-chess drops it. Written as this look-alike, python-chess, pgn-extract and SCID all keep
/// the comment and the moves (the comment reads back with the look-alike, not the brace).
pub const CLOSE_BRACE_LOOKALIKE: char = '\u{FF5D}';

/// A comment as `{ words }`, a `}` in it written as [`CLOSE_BRACE_LOOKALIKE`]. The words are its
/// runs without white space, except that a `[%…]` command stays one token with the words around it
/// (its inner spaces collapsed), so the wrap never breaks a line inside one.
fn push_comment(tokens: &mut Vec<String>, comment: &str) {
    tokens.push("{".to_string());
    let comment = comment.replace('}', &CLOSE_BRACE_LOOKALIKE.to_string());
    let mut open = false;
    for word in comment.split_whitespace() {
        match tokens.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(word);
            }
            _ => tokens.push(word.to_string()),
        }
        let last = tokens.last().map_or("", String::as_str);
        open = last.rfind("[%").is_some_and(|i| !last[i..].contains(']'));
    }
    tokens.push("}".to_string());
}

fn line_tokens(
    start: &Position,
    moves: &[PgnMove],
    options: &WriteOptions,
    tokens: &mut Vec<String>,
    depth: usize,
) {
    let mut pos = start.clone();
    let mut need_number = true;
    let mut off_board = false;
    for (k, pm) in moves.iter().enumerate() {
        if k == 0 && options.comments && !pm.comments_before.is_empty() {
            for c in &pm.comments_before {
                push_comment(tokens, c);
            }
            need_number = true;
        }
        let legal = pos.legal_moves();
        let (next, text) = match pm.mv {
            // A record of play at a real board (tournament practice): from its first illegal move
            // on, each move is written as its SAN says, the board played unchecked.
            Some(m) if (off_board || !legal.contains(&m)) && !pm.san.is_empty() => {
                off_board = true;
                let mut next = pos.clone();
                next.play_unchecked(m);
                (next, pm.san.clone())
            }
            Some(m) if legal.contains(&m) => {
                let mut next = pos.clone();
                next.play_unchecked(m);
                let text = format_san(m, Lang::En, legal.as_slice(), check_mark(&next));
                (next, text)
            }
            None => match play_null(&pos) {
                Some(next) => (next, "--".to_string()),
                None => return,
            },
            Some(_) => return,
        };
        if pos.turn() == Color::White {
            tokens.push(format!("{}.", pos.fullmoves()));
        } else if need_number {
            tokens.push(format!("{}...", pos.fullmoves()));
        }
        tokens.push(text);
        need_number = false;
        if options.nags {
            for n in &pm.nags {
                tokens.push(format!("${n}"));
            }
        }
        if options.comments && !pm.comments_after.is_empty() {
            for c in &pm.comments_after {
                push_comment(tokens, c);
            }
            need_number = true;
        }
        if options.variations && depth < MAX_VARIATION_DEPTH {
            for var in &pm.variations {
                let first = tokens.len();
                line_tokens(&pos, var, options, tokens, depth + 1);
                if tokens.len() > first {
                    tokens[first].insert(0, '(');
                    if let Some(last) = tokens.last_mut() {
                        last.push(')');
                    }
                    need_number = true;
                }
            }
        }
        pos = next;
    }
}
