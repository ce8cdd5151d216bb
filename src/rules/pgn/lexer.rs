//! The PGN lexer: a text cut into tokens (brackets, strings with `\"`/`\\` escapes, brace and `;`
//! comments, `%` escape lines, parentheses, NAGs, `(=)` and symbols), each with its line and column.

use super::PgnErrorKind;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Tok<'a> {
    LBracket,
    RBracket,
    Str(String),
    Comment(String),
    LParen,
    RParen,
    Nag(u8),
    /// A NAG above `$255` (its digits): no glyph any standard names, read as an oddity.
    WideNag(&'a str),
    /// `(=)`, the Laws' draw-offer mark (C13).
    DrawOffer,
    Symbol(&'a str),
    Eof,
}

#[derive(Clone, Debug)]
pub(super) struct Token<'a> {
    pub(super) tok: Tok<'a>,
    pub(super) line: usize,
    pub(super) col: usize,
    /// First token on its line.
    pub(super) line_start: bool,
    /// A blank line lies between this token and the previous one.
    pub(super) blank_before: bool,
    /// Byte offset of the token's first character.
    pub(super) start: usize,
}

/// Where a token starts: enough for a lexer to start again there ([`Lexer::at`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Mark {
    /// Byte offset.
    pub(super) start: usize,
    pub(super) line: usize,
    pub(super) col: usize,
    /// First token on its line.
    pub(super) line_start: bool,
}

#[derive(Clone, Debug)]
pub(super) struct LexError {
    pub(super) line: usize,
    pub(super) col: usize,
    pub(super) kind: PgnErrorKind,
    /// Where the token that failed starts (lexing again from there fails the same way).
    pub(super) at: Mark,
}

#[derive(Clone)]
pub(super) struct Lexer<'a> {
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
    pub(super) fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src,
            i: 0,
            line: 1,
            col: 1,
            content_on_line: false,
            no_brace_from: usize::MAX,
        }
    }

    /// A lexer that starts at a token's mark (taken from the same text), as if it had read
    /// everything before it. An offset past the end or inside a character starts at the end.
    pub(super) fn at(src: &'a str, mark: Mark) -> Lexer<'a> {
        let start = if src.is_char_boundary(mark.start) {
            mark.start
        } else {
            src.len()
        };
        Lexer {
            src,
            i: start,
            line: mark.line,
            col: mark.col,
            content_on_line: !mark.line_start,
            no_brace_from: usize::MAX,
        }
    }

    /// Where the next token would start if no space came first (the lexer's own position).
    pub(super) fn mark(&self) -> Mark {
        Mark {
            start: self.i,
            line: self.line,
            col: self.col,
            line_start: !self.content_on_line,
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

    fn error(&self, at: Mark, col: usize, kind: PgnErrorKind) -> LexError {
        LexError {
            line: at.line,
            col,
            kind,
            at,
        }
    }

    pub(super) fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        let blank_before = self.skip_space();
        let at = self.mark();
        let (line, col, start) = (self.line, self.col, self.i);
        let line_start = !self.content_on_line;
        self.content_on_line = true;
        let token = |tok| Token {
            tok,
            line,
            col,
            line_start,
            blank_before,
            start,
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
                    return Err(self.error(at, col, PgnErrorKind::UnclosedComment));
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
            '}' => return Err(self.error(at, col, PgnErrorKind::StrayBrace)),
            '"' => {
                let mut s = String::new();
                loop {
                    match self.peek_char() {
                        None | Some('\n') | Some('\r') => {
                            return Err(self.error(at, col, PgnErrorKind::UnclosedString))
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
                    return Err(self.error(at, col + 1, PgnErrorKind::NagDigits));
                }
                match digits.parse::<u8>() {
                    Ok(n) => Tok::Nag(n),
                    Err(_) => Tok::WideNag(digits),
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

    /// Reads a tag value. A value whose quotes are not escaped (`[Event ""Tageblatt","]`) is read,
    /// as python-chess does, up to the last `"` before the `]` that ends the line.
    pub(super) fn tag_value(&mut self) -> Result<Token<'a>, LexError> {
        self.skip_space();
        let saved = (self.i, self.line, self.col);
        let strict = self.next_token();
        if let Ok(Token {
            tok: Tok::Str(_), ..
        }) = &strict
        {
            let rest = &self.src[self.i..];
            if rest.trim_start_matches([' ', '\t']).starts_with(']') {
                return strict;
            }
        }
        let (i, line, col) = saved;
        let src = self.src;
        let text = &src[i..];
        let text = &text[..text.find('\n').unwrap_or(text.len())];
        let loose = text.strip_prefix('"').and_then(|t| {
            let t = t.trim_end();
            let inner = t.strip_suffix(']')?.trim_end().strip_suffix('"')?;
            Some(inner)
        });
        match loose {
            Some(inner) => {
                (self.i, self.line, self.col) = saved;
                // Step over the opening quote and the value, leaving the closing quote and `]`.
                let len = 1 + inner.chars().count();
                for _ in 0..len {
                    self.bump();
                }
                while self.peek_char() != Some(']') && self.bump().is_some() {}
                Ok(Token {
                    tok: Tok::Str(unescape(inner)),
                    line,
                    col,
                    line_start: false,
                    blank_before: false,
                    start: i,
                })
            }
            None => strict,
        }
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
