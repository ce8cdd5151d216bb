//! Portable Game Notation: reading many games from one text, and writing one.
//!
//! Reading is lenient: tags with `\"`/`\\` escapes and blank lines among them, `{comments}` (a `{`
//! inside one is plain text), `;` comments, `%` escape lines, NAGs (`$1`) and `!`/`?` glyphs, move
//! numbers with or without dots (`12.`, `12...`, `1.e4`), null moves (`--`, `Z0`), `SetUp`/`FEN`,
//! variations kept or skipped, SAN in English or Spanish and UCI moves, a UTF-8 BOM and CRLF line
//! ends. A bad game gives a [`PgnError`] with its line and column, and reading goes on with the
//! next game. Writing puts the Seven Tag Roster first and wraps movetext under 80 columns, in
//! English SAN, so that the reader reads back the same game.

use crate::rules::position::{IllegalMove, Move, Position};
use crate::rules::san::{check_mark, format_san, resolve_in, Lang, SanError};
use crate::rules::types::Color;
use core::fmt;

/// Variations nested deeper than this are an error (kept variations are a tree: this bounds the
/// recursion of dropping, comparing and writing one).
pub const MAX_VARIATION_DEPTH: usize = 128;

/// One half-move of a game or variation, with its annotations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnMove {
    /// The move in English SAN as Escaque writes it (`--` for a null move), whatever the input was.
    pub san: String,
    /// The move; `None` for a null move.
    pub mv: Option<Move>,
    /// Numeric annotation glyphs (`$1`, or `!` read as 1, `?` as 2, `!!` 3, `??` 4, `!?` 5, `?!` 6).
    pub nags: Vec<u8>,
    /// Comments before the move; only the first move of a variation has these.
    pub comments_before: Vec<String>,
    /// Comments after the move.
    pub comments_after: Vec<String>,
    /// Alternatives to this move, each a line starting from the position before it.
    pub variations: Vec<Vec<PgnMove>>,
}

impl PgnMove {
    /// A move with no annotations.
    pub fn new(san: String, mv: Option<Move>) -> PgnMove {
        PgnMove {
            san,
            mv,
            nags: Vec::new(),
            comments_before: Vec::new(),
            comments_after: Vec::new(),
            variations: Vec::new(),
        }
    }

    /// The clock time left after this move, from a `[%clk h:mm:ss]` comment, in milliseconds.
    pub fn clock(&self) -> Option<u64> {
        self.comments_after.iter().find_map(|c| clock_of(c))
    }
}

/// A game: tags, start position, main line with annotations, result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// Tag pairs in the order read (the `Result` tag as written, which may differ from `result`).
    pub tags: Vec<(String, String)>,
    /// The start position: from the `FEN` tag, else the initial position.
    pub start: Position,
    /// Comments before the first move (the game comment).
    pub comments: Vec<String>,
    /// The main line.
    pub moves: Vec<PgnMove>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`: the movetext's termination marker, else the `Result` tag,
    /// else `*`.
    pub result: String,
}

impl Default for PgnGame {
    fn default() -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            start: Position::new(),
            comments: Vec::new(),
            moves: Vec::new(),
            result: "*".to_string(),
        }
    }
}

impl PgnGame {
    /// A game of these moves from `start`, with no tags and result `*`.
    ///
    /// # Errors
    /// The first move that is not legal where it is played.
    pub fn from_moves(start: Position, moves: &[Move]) -> Result<PgnGame, IllegalMove> {
        let mut pos = start.clone();
        let mut line = Vec::with_capacity(moves.len());
        for &m in moves {
            let legal = pos.legal_moves();
            if !legal.contains(&m) {
                return Err(IllegalMove(m));
            }
            pos.play_unchecked(m);
            let text = format_san(m, Lang::En, legal.as_slice(), check_mark(&pos));
            line.push(PgnMove::new(text, Some(m)));
        }
        Ok(PgnGame {
            start,
            moves: line,
            ..PgnGame::default()
        })
    }

    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets a tag, replacing the first one of that name or adding it at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(n, _)| n == name) {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The position at the end of the main line (stopping early at a move that is not legal,
    /// which a read game never has).
    pub fn final_position(&self) -> Position {
        let mut pos = self.start.clone();
        for pm in &self.moves {
            let next = match pm.mv {
                Some(m) => pos.play(m).ok(),
                None => play_null(&pos),
            };
            match next {
                Some(p) => pos = p,
                None => break,
            }
        }
        pos
    }
}

/// Passes the turn (a PGN null move): `None` if the side to move is in check, since the king could
/// then be taken.
pub fn play_null(pos: &Position) -> Option<Position> {
    let mut s = pos.to_setup();
    if s.turn == Color::Black {
        s.fullmoves = s.fullmoves.saturating_add(1);
    }
    s.turn = s.turn.other();
    s.ep_square = None;
    s.halfmoves = s.halfmoves.saturating_add(1);
    Position::from_setup(s).ok()
}

/// The clock reading of a comment such as `[%clk 0:03:00]` or `[%clk 1:05:09.5]`, in milliseconds.
pub fn clock_of(comment: &str) -> Option<u64> {
    let at = comment.find("[%clk")?;
    let rest = &comment[at + 5..];
    let value = rest[..rest.find(']')?].trim();
    let fields: Vec<&str> = value.split(':').collect();
    let (h, m, s) = match fields[..] {
        [h, m, s] => (h, m, s),
        [m, s] => ("0", m, s),
        _ => return None,
    };
    let number = |t: &str| -> Option<u64> {
        if t.is_empty() || t.len() > 9 || !t.bytes().all(|b| b.is_ascii_digit()) {
            None
        } else {
            t.parse().ok()
        }
    };
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    let ms = if frac.is_empty() {
        0
    } else {
        let f: String = frac.chars().chain("00".chars()).take(3).collect();
        number(&f)?
    };
    Some(((number(h)? * 60 + number(m)?) * 60 + number(whole)?) * 1000 + ms)
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/// Why a game could not be read: where (1-based line and column, in characters) and what was
/// expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// Which game of the text, the first being 1.
    pub game: usize,
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}: {}",
            self.game, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for PgnError {}

// ---------------------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug, PartialEq, Eq)]
enum Tok<'a> {
    LBracket,
    RBracket,
    Str(String),
    Comment(String),
    LParen,
    RParen,
    Nag(u8),
    /// `(=)`, the Laws' draw-offer mark (C13).
    DrawOffer,
    Symbol(&'a str),
    Eof,
}

#[derive(Clone, Debug)]
struct Token<'a> {
    tok: Tok<'a>,
    line: usize,
    col: usize,
    /// First token on its line.
    line_start: bool,
    /// A blank line lies between this token and the previous one.
    blank_before: bool,
}

#[derive(Clone, Debug)]
struct LexError {
    line: usize,
    col: usize,
    message: String,
}

struct Lexer<'a> {
    src: &'a str,
    /// Byte offset of the next character.
    i: usize,
    line: usize,
    col: usize,
    /// Some token already stands on the current line.
    content_on_line: bool,
    /// No `}` stands at or after this byte offset (found once, so unclosed comments cost one scan).
    no_brace_from: usize,
}

fn is_delimiter(c: char) -> bool {
    c.is_whitespace()
        || c.is_control()
        || matches!(
            c,
            '{' | '}' | '(' | ')' | '[' | ']' | ';' | '$' | '"' | '*' | '\u{feff}'
        )
}

impl<'a> Lexer<'a> {
    fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            i: 0,
            line: 1,
            col: 1,
            content_on_line: false,
            no_brace_from: usize::MAX,
        }
    }

    fn peek_char(&self) -> Option<char> {
        self.src[self.i..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek_char()?;
        self.i += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    /// Skips whitespace, control characters (a DOS end-of-file `^Z`), a BOM and `%` escape lines; returns true if a blank line was crossed.
    fn skip_space(&mut self) -> bool {
        let mut blank = false;
        while let Some(c) = self.peek_char() {
            if c == '\n' {
                if !self.content_on_line {
                    blank = true;
                }
                self.content_on_line = false;
                self.bump();
            } else if c == '\u{feff}' {
                // A byte-order mark takes no column.
                self.i += c.len_utf8();
            } else if c.is_whitespace() || c.is_control() {
                self.bump();
            } else if c == '%' && self.col == 1 {
                while self.peek_char().is_some_and(|c| c != '\n') {
                    self.bump();
                }
            } else {
                break;
            }
        }
        blank
    }

    fn error(&self, line: usize, col: usize, message: impl Into<String>) -> LexError {
        LexError {
            line,
            col,
            message: message.into(),
        }
    }

    fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        let blank_before = self.skip_space();
        let (line, col) = (self.line, self.col);
        let line_start = !self.content_on_line;
        self.content_on_line = true;
        let token = |tok| Token {
            tok,
            line,
            col,
            line_start,
            blank_before,
        };
        let Some(c) = self.bump() else {
            return Ok(token(Tok::Eof));
        };
        let tok = match c {
            '[' => Tok::LBracket,
            ']' => Tok::RBracket,
            ')' => Tok::RParen,
            '(' => {
                if self.src[self.i..].starts_with("=)") {
                    self.bump();
                    self.bump();
                    Tok::DrawOffer
                } else {
                    Tok::LParen
                }
            }
            '{' => {
                let start = self.i;
                let closed = start < self.no_brace_from && self.src[start..].contains('}');
                if !closed {
                    // Read on from the next line, so the games after an unclosed comment survive.
                    self.no_brace_from = self.no_brace_from.min(start);
                    while self.peek_char().is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                    return Err(self.error(
                        line,
                        col,
                        "comment not closed: expected `}` before the end of the text",
                    ));
                }
                while self.bump().is_some_and(|c| c != '}') {}
                Tok::Comment(collapse(&self.src[start..self.i - 1]))
            }
            ';' => {
                let start = self.i;
                while self.peek_char().is_some_and(|c| c != '\n') {
                    self.bump();
                }
                Tok::Comment(collapse(&self.src[start..self.i]))
            }
            '}' => return Err(self.error(line, col, "unexpected `}` outside a comment")),
            '"' => {
                let mut s = String::new();
                loop {
                    match self.peek_char() {
                        None | Some('\n') | Some('\r') => {
                            return Err(self.error(
                                line,
                                col,
                                "string not closed: expected `\"` before the end of the line",
                            ))
                        }
                        Some('"') => {
                            self.bump();
                            break;
                        }
                        Some('\\') => {
                            self.bump();
                            match self.peek_char() {
                                Some(e @ ('"' | '\\')) => {
                                    self.bump();
                                    s.push(e);
                                }
                                _ => s.push('\\'),
                            }
                        }
                        Some(c) => {
                            self.bump();
                            s.push(c);
                        }
                    }
                }
                Tok::Str(s)
            }
            '$' => {
                let start = self.i;
                while self.peek_char().is_some_and(|c| c.is_ascii_digit()) {
                    self.bump();
                }
                let digits = &self.src[start..self.i];
                if digits.is_empty() {
                    return Err(self.error(line, col + 1, "expected digits after `$`"));
                }
                match digits.parse::<u8>() {
                    Ok(n) => Tok::Nag(n),
                    Err(_) => {
                        return Err(self.error(line, col, format!("NAG ${digits} is over 255")))
                    }
                }
            }
            '*' => Tok::Symbol("*"),
            _ => {
                let start = self.i - c.len_utf8();
                while self.peek_char().is_some_and(|c| !is_delimiter(c)) {
                    self.bump();
                }
                Tok::Symbol(&self.src[start..self.i])
            }
        };
        Ok(token(tok))
    }
}

/// Reads `\"` and `\\` escapes.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && matches!(chars.peek(), Some('"' | '\\')) {
            out.extend(chars.next());
        } else {
            out.push(c);
        }
    }
    out
}

/// Trims a comment and collapses its runs of whitespace to single spaces.
fn collapse(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for w in s.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(w);
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Reader
// ---------------------------------------------------------------------------------------------

/// How to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadOptions {
    /// Keep variations (their moves are then checked); if false they are skipped unread, at any
    /// depth.
    pub variations: bool,
    /// The language tried first for piece letters: it decides whether `R` is a rook (English,
    /// the default) or a king (Spanish) when both would be legal.
    pub lang: Lang,
}

impl Default for ReadOptions {
    fn default() -> ReadOptions {
        ReadOptions {
            variations: true,
            lang: Lang::En,
        }
    }
}

/// Reads every game of a PGN text, keeping variations: one entry per game, in order.
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    PgnReader::new(text).collect()
}

/// Reads every game of a PGN text with these options.
pub fn read_games_with(text: &str, options: ReadOptions) -> Vec<Result<PgnGame, PgnError>> {
    PgnReader::with_options(text, options).collect()
}

/// Reads games one at a time from a PGN text (an iterator of games or errors).
pub struct PgnReader<'a> {
    lex: Lexer<'a>,
    peeked: Option<Result<Token<'a>, LexError>>,
    options: ReadOptions,
    game: usize,
}

/// One line being read: a game's main line or a variation.
struct Line {
    moves: Vec<PgnMove>,
    /// The position after the last move.
    pos: Position,
    /// The position before the last move (where a variation on it starts).
    before: Option<Position>,
    /// Comments read before the first move.
    pending: Vec<String>,
    /// A variation (its first comments belong to its first move), not the main line (whose first
    /// comments are the game's).
    variation: bool,
}

impl Line {
    fn new(pos: Position, variation: bool) -> Line {
        Line {
            moves: Vec::new(),
            pos,
            before: None,
            pending: Vec::new(),
            variation,
        }
    }
}

/// An error inside a game, before the game index is known to it.
struct Failure {
    line: usize,
    col: usize,
    message: String,
    /// True if the error came after the tag section.
    in_movetext: bool,
}

fn fail(t: &Token<'_>, message: impl Into<String>, in_movetext: bool) -> Failure {
    Failure {
        line: t.line,
        col: t.col,
        message: message.into(),
        in_movetext,
    }
}

fn is_result(s: &str) -> bool {
    matches!(s, "1-0" | "0-1" | "1/2-1/2" | "*" | "½-½" | "1/2")
}

fn normal_result(s: &str) -> &'static str {
    match s {
        "1-0" => "1-0",
        "0-1" => "0-1",
        "1/2-1/2" | "½-½" | "1/2" => "1/2-1/2",
        _ => "*",
    }
}

/// The NAG of a `!`/`?` glyph.
fn glyph_nag(s: &str) -> Option<u8> {
    match s {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => None,
    }
}

fn is_ep_word(s: &str) -> bool {
    matches!(
        s.to_ascii_lowercase().as_str(),
        "e.p." | "e.p" | "ep" | "a.p." | "a.p" | "ap"
    )
}

fn describe(t: &Tok<'_>) -> String {
    match t {
        Tok::LBracket => "`[`".into(),
        Tok::RBracket => "`]`".into(),
        Tok::Str(s) => format!("the string \"{s}\""),
        Tok::Comment(_) => "a comment".into(),
        Tok::LParen => "`(`".into(),
        Tok::RParen => "`)`".into(),
        Tok::Nag(n) => format!("${n}"),
        Tok::DrawOffer => "`(=)`".into(),
        Tok::Symbol(s) => format!("`{s}`"),
        Tok::Eof => "the end of the text".into(),
    }
}

impl<'a> PgnReader<'a> {
    /// A reader keeping variations.
    pub fn new(text: &'a str) -> PgnReader<'a> {
        PgnReader::with_options(text, ReadOptions::default())
    }

    /// A reader with these options.
    pub fn with_options(text: &'a str, options: ReadOptions) -> PgnReader<'a> {
        PgnReader {
            lex: Lexer::new(text),
            peeked: None,
            options,
            game: 0,
        }
    }

    fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        match self.peeked.take() {
            Some(t) => t,
            None => self.lex.next_token(),
        }
    }

    fn peek(&mut self) -> &Result<Token<'a>, LexError> {
        let lex = &mut self.lex;
        self.peeked.get_or_insert_with(|| lex.next_token())
    }

    fn token(&mut self, in_movetext: bool) -> Result<Token<'a>, Failure> {
        self.next_token().map_err(|e| Failure {
            line: e.line,
            col: e.col,
            message: e.message,
            in_movetext,
        })
    }

    /// After an error, skips to the end of the bad game: a result token, or a `[` opening a line
    /// once movetext or a blank line has been passed. Tokens on lines that open with `[` count as
    /// a (broken) tag section, not movetext.
    fn resync(&mut self, in_movetext: bool) {
        let mut seen_movetext = in_movetext;
        let mut tag_line = !in_movetext;
        loop {
            let (new_game, end) = match self.peek() {
                Err(_) => (false, false),
                Ok(t) => {
                    if t.line_start {
                        tag_line = t.tok == Tok::LBracket;
                    }
                    match &t.tok {
                        Tok::Eof => return,
                        Tok::LBracket => (t.line_start && (seen_movetext || t.blank_before), false),
                        Tok::Symbol(s) => (false, !tag_line && is_result(s)),
                        _ => (false, false),
                    }
                }
            };
            if new_game {
                return;
            }
            let _ = self.next_token();
            if end {
                return;
            }
            seen_movetext |= !tag_line;
        }
    }

    fn read_game(&mut self) -> Result<PgnGame, Failure> {
        // Tag section.
        let mut tags: Vec<(String, String)> = Vec::new();
        // Where the first FEN tag's value stands, and the value.
        let mut fen_at: Option<(Token<'a>, String)> = None;
        let mut variant_at: Option<(Token<'a>, String)> = None;
        loop {
            let open = self.token(false)?;
            if open.tok != Tok::LBracket {
                self.peeked = Some(Ok(open));
                break;
            }
            let name = self.token(false)?;
            let Tok::Symbol(name_text) = name.tok else {
                return Err(fail(
                    &name,
                    format!("expected a tag name, found {}", describe(&name.tok)),
                    false,
                ));
            };
            let value = self.tag_value()?;
            let Tok::Str(value_text) = value.tok else {
                return Err(fail(
                    &value,
                    format!(
                        "expected the value of tag {name_text} in quotes, found {}",
                        describe(&value.tok)
                    ),
                    false,
                ));
            };
            let close = self.token(false)?;
            if close.tok != Tok::RBracket {
                return Err(fail(
                    &close,
                    format!(
                        "expected `]` to close tag {name_text}, found {}",
                        describe(&close.tok)
                    ),
                    false,
                ));
            }
            if name_text == "FEN" && fen_at.is_none() {
                fen_at = Some((name.clone(), value_text.clone()));
            }
            if name_text == "Variant" && variant_at.is_none() {
                variant_at = Some((name.clone(), value_text.clone()));
            }
            tags.push((name_text.to_string(), value_text));
        }
        // Start position.
        if let Some((at, v)) = &variant_at {
            let lower = v.trim().to_ascii_lowercase();
            if !matches!(
                lower.as_str(),
                "" | "standard" | "chess" | "from position" | "fromposition"
            ) {
                return Err(fail(at, format!("unsupported variant \"{v}\""), false));
            }
        }
        let start = match &fen_at {
            Some((t, fen)) => Position::from_fen(fen.trim())
                .map_err(|e| fail(t, format!("bad FEN tag: {e}"), false))?,
            None => Position::new(),
        };
        // Movetext.
        let mut root = Line::new(start.clone(), false);
        // Open variations, innermost last.
        let mut vars: Vec<Line> = Vec::new();
        let mut result: Option<&'static str> = None;
        let mut last_was_move = false;
        loop {
            let t = self.token(true)?;
            let depth = vars.len();
            let was_move = std::mem::replace(&mut last_was_move, false);
            match t.tok {
                Tok::Eof => {
                    if depth > 0 {
                        return Err(fail(&t, "expected `)` before the end of the text", true));
                    }
                    break;
                }
                Tok::LBracket => {
                    if depth == 0 && t.line_start {
                        self.peeked = Some(Ok(t));
                        break;
                    }
                    let message = if depth > 0 {
                        "expected `)` to close the variation, found `[`"
                    } else {
                        "unexpected `[` in movetext (a tag section starts on its own line)"
                    };
                    return Err(fail(&t, message, true));
                }
                Tok::RBracket | Tok::Str(_) => {
                    return Err(fail(
                        &t,
                        format!(
                            "expected a move, a comment or a result, found {}",
                            describe(&t.tok)
                        ),
                        true,
                    ))
                }
                Tok::DrawOffer => last_was_move = was_move,
                Tok::Comment(c) => {
                    let line = current(&mut root, &mut vars);
                    match line.moves.last_mut() {
                        Some(m) => m.comments_after.push(c),
                        None => line.pending.push(c),
                    }
                }
                Tok::Nag(n) => {
                    if let Some(m) = current(&mut root, &mut vars).moves.last_mut() {
                        m.nags.push(n);
                    }
                    last_was_move = was_move;
                }
                Tok::LParen => {
                    if !self.options.variations {
                        self.skip_variation(&t)?;
                        continue;
                    }
                    let line = current(&mut root, &mut vars);
                    let Some(before) = line.before.clone() else {
                        return Err(fail(&t, "expected a move before `(`", true));
                    };
                    if depth >= MAX_VARIATION_DEPTH {
                        return Err(fail(
                            &t,
                            format!("variations nested deeper than {MAX_VARIATION_DEPTH}"),
                            true,
                        ));
                    }
                    vars.push(Line::new(before, true));
                }
                Tok::RParen => {
                    let Some(var) = vars.pop() else {
                        return Err(fail(&t, "unexpected `)` outside a variation", true));
                    };
                    if !var.moves.is_empty() {
                        if let Some(m) = current(&mut root, &mut vars).moves.last_mut() {
                            m.variations.push(var.moves);
                        }
                    }
                }
                Tok::Symbol(s) => {
                    if is_result(s) {
                        if depth > 0 {
                            return Err(fail(
                                &t,
                                format!("expected `)` to close the variation, found `{s}`"),
                                true,
                            ));
                        }
                        result = Some(normal_result(s));
                        break;
                    }
                    let line = current(&mut root, &mut vars);
                    if was_move && is_ep_word(s) {
                        last_was_move = true;
                        continue;
                    }
                    if !line.moves.is_empty() && s.chars().all(|c| c == '!' || c == '?') {
                        if let (Some(n), Some(m)) = (glyph_nag(s), line.moves.last_mut()) {
                            m.nags.push(n);
                        }
                        last_was_move = was_move;
                        continue;
                    }
                    let (offset, text) = split_move_number(s);
                    if text.is_empty() {
                        continue;
                    }
                    play_symbol(line, text, &t, offset, self.options.lang)?;
                    last_was_move = true;
                }
            }
        }
        let result = result
            .map(str::to_string)
            .or_else(|| {
                tags.iter()
                    .find(|(n, _)| n == "Result")
                    .filter(|(_, v)| is_result(v.trim()))
                    .map(|(_, v)| normal_result(v.trim()).to_string())
            })
            .unwrap_or_else(|| "*".to_string());
        Ok(PgnGame {
            tags,
            start,
            comments: root.pending,
            moves: root.moves,
            result,
        })
    }

    /// Reads a tag value. A value whose quotes are not escaped (`[Event ""Tageblatt","]`) is read,
    /// as python-chess does, up to the last `"` before the `]` that ends the line.
    fn tag_value(&mut self) -> Result<Token<'a>, Failure> {
        if self.peeked.is_some() {
            return self.token(false);
        }
        self.lex.skip_space();
        let saved = (self.lex.i, self.lex.line, self.lex.col);
        let strict = self.lex.next_token();
        if let Ok(Token {
            tok: Tok::Str(_), ..
        }) = &strict
        {
            let rest = &self.lex.src[self.lex.i..];
            if rest.trim_start_matches([' ', '\t']).starts_with(']') {
                return self.token_from(strict);
            }
        }
        let (i, line, col) = saved;
        let src = self.lex.src;
        let text = &src[i..];
        let text = &text[..text.find('\n').unwrap_or(text.len())];
        let loose = text.strip_prefix('"').and_then(|t| {
            let t = t.trim_end();
            let inner = t.strip_suffix(']')?.trim_end().strip_suffix('"')?;
            Some(inner)
        });
        match loose {
            Some(inner) => {
                (self.lex.i, self.lex.line, self.lex.col) = saved;
                // Step over the opening quote and the value, leaving the closing quote and `]`.
                let len = 1 + inner.chars().count();
                for _ in 0..len {
                    self.lex.bump();
                }
                while self.lex.peek_char() != Some(']') && self.lex.bump().is_some() {}
                Ok(Token {
                    tok: Tok::Str(unescape(inner)),
                    line,
                    col,
                    line_start: false,
                    blank_before: false,
                })
            }
            None => self.token_from(strict),
        }
    }

    fn token_from(&mut self, t: Result<Token<'a>, LexError>) -> Result<Token<'a>, Failure> {
        t.map_err(|e| Failure {
            line: e.line,
            col: e.col,
            message: e.message,
            in_movetext: false,
        })
    }

    /// Skips a variation whose `(` has just been read, at any depth.
    fn skip_variation(&mut self, open: &Token<'a>) -> Result<(), Failure> {
        let mut depth: u64 = 1;
        while depth > 0 {
            let t = self.token(true)?;
            match t.tok {
                Tok::LParen => depth += 1,
                Tok::RParen => depth -= 1,
                Tok::Eof => {
                    return Err(fail(open, "variation not closed: expected `)`", true));
                }
                Tok::LBracket if t.line_start => {
                    self.peeked = Some(Ok(t));
                    return Err(fail(open, "variation not closed: expected `)`", true));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// Splits a leading move number (`12.`, `12...`, `12…`, `12`) off a symbol: the character offset of
/// what follows, and what follows. `0-0` and other zeros are moves, never numbers.
fn split_move_number(s: &str) -> (usize, &str) {
    if !s.starts_with(|c: char| c.is_ascii_digit() && c != '0') && !s.starts_with('.') {
        return (0, s);
    }
    let mut offset = 0;
    let mut rest = s;
    let mut dots = false;
    while let Some(c) = rest.chars().next() {
        if c == '.' || c == '…' {
            dots = true;
        } else if !c.is_ascii_digit() || dots {
            // Digits belong to the number only before its dots.
            break;
        }
        rest = &rest[c.len_utf8()..];
        offset += 1;
    }
    (offset, rest)
}

/// Reads a move (or null move) and plays it on the line.
fn play_symbol(
    line: &mut Line,
    text: &str,
    t: &Token<'_>,
    offset: usize,
    lang: Lang,
) -> Result<(), Failure> {
    // Trailing glyphs become NAGs.
    let core = text.trim_end_matches(['!', '?', '+', '#']);
    let glyphs: String = text[core.len()..]
        .chars()
        .filter(|&c| c == '!' || c == '?')
        .collect();
    let legal = line.pos.legal_moves();
    let (mv, next, text_out) = match resolve_in(text, lang, legal.as_slice()) {
        Ok(m) => {
            let mut next = line.pos.clone();
            next.play_unchecked(m);
            let out = format_san(m, Lang::En, legal.as_slice(), check_mark(&next));
            (Some(m), next, out)
        }
        Err(SanError::NullMove) => match play_null(&line.pos) {
            Some(next) => (None, next, "--".to_string()),
            None => return Err(fail(t, format!("null move `{text}` while in check"), true)),
        },
        Err(e) => {
            let col = match &e {
                SanError::Syntax { at, .. } => t.col + offset + at,
                _ => t.col + offset,
            };
            let side = line.pos.turn().name();
            let number = line.pos.fullmoves();
            return Err(Failure {
                line: t.line,
                col,
                message: match e {
                    SanError::Syntax { expected, .. } => {
                        format!("expected a move, found `{text}` ({expected} there)")
                    }
                    e => format!("move {number} ({side}): `{text}`: {e}"),
                },
                in_movetext: true,
            });
        }
    };
    let mut pm = PgnMove::new(text_out, mv);
    if let Some(n) = glyph_nag(&glyphs) {
        pm.nags.push(n);
    }
    if line.moves.is_empty() && line.variation {
        pm.comments_before = std::mem::take(&mut line.pending);
    }
    line.moves.push(pm);
    line.before = Some(std::mem::replace(&mut line.pos, next));
    Ok(())
}

/// The line being read: the innermost open variation, else the main line.
fn current<'b>(root: &'b mut Line, vars: &'b mut [Line]) -> &'b mut Line {
    match vars.last_mut() {
        Some(l) => l,
        None => root,
    }
}

impl Iterator for PgnReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if matches!(self.peek(), Ok(Token { tok: Tok::Eof, .. })) {
            return None;
        }
        self.game += 1;
        match self.read_game() {
            Ok(g) => Some(Ok(g)),
            Err(f) => {
                self.resync(f.in_movetext);
                Some(Err(PgnError {
                    game: self.game,
                    line: f.line,
                    column: f.col,
                    message: f.message,
                }))
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Writer
// ---------------------------------------------------------------------------------------------

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
/// order, a blank line, then the movetext in English SAN wrapped under 80 columns (a longer line
/// holds a single word or a `;` comment), ending with the result and a newline. Moves that are not legal where they stand are left out with all that
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
        if tok.starts_with(';') {
            out.push('\n');
            width = 0;
        }
    }
    out.push('\n');
    out
}

/// A tag name with only the characters PGN allows in one.
fn tag_name(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-'))
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

/// A comment as `{ words }`; one holding a `}` (which a brace comment cannot) as a `;` comment, which
/// the line break after it ends.
fn push_comment(tokens: &mut Vec<String>, comment: &str) {
    if comment.contains('}') {
        let mut t = String::from(";");
        for w in comment.split_whitespace() {
            t.push(' ');
            t.push_str(w);
        }
        tokens.push(t);
        return;
    }
    tokens.push("{".to_string());
    tokens.extend(comment.split_whitespace().map(str::to_string));
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
    for (k, pm) in moves.iter().enumerate() {
        if k == 0 && options.comments && !pm.comments_before.is_empty() {
            for c in &pm.comments_before {
                push_comment(tokens, c);
            }
            need_number = true;
        }
        let legal = pos.legal_moves();
        let (next, text) = match pm.mv {
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
