//! Reading PGN: many games from one text, leniently, each a game or an error that says where; after an
//! error reading goes on with the next game.
//!
//! Piece letters are read a whole game at a time ([`Letters`]): English as the standard says, a game
//! in Spanish letters only when it does not read in English, and a game that reads both ways is an
//! error. `R` is a rook in English and a king in Spanish, so reading letters move by move could turn
//! a rook move into a king move and go on with a different, still legal, game.

use super::error::{Found, MoveAt, PgnErrorKind};
use super::lexer::{LexError, Lexer, Mark, Tok, Token};
use super::{play_null, PgnError, PgnGame, PgnMove, MAX_VARIATION_DEPTH};
use crate::rules::position::{Move, Position};
use crate::rules::san::{
    check_mark, format_san, parse_san_only, resolve_only, Lang, San, SanError,
};
use crate::rules::types::Color;

/// Which piece letters a game's moves are read in: a whole game at a time, never move by move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Letters {
    /// As the PGN standard says: English letters (`K Q R B N`). A game that does not read to its
    /// end so is read again in Spanish letters (`R D T A C`, the Laws' Appendix C); a game that reads
    /// to its end both ways, with different moves, is an error ([`PgnErrorKind::Letters`]). When
    /// neither reading gets through, the error is the one further into the text (English on a tie).
    #[default]
    Standard,
    /// One language's letters only, for every game.
    Only(Lang),
}

/// How to read.
#[derive(Clone, Copy, Debug)]
pub struct ReadOptions {
    /// Keep variations (their moves are then checked); if false they are skipped unread, at any
    /// depth.
    pub variations: bool,
    /// The piece letters moves are read in (see [`Letters`]).
    pub letters: Letters,
    /// Records of play at a real board (tournament practice, 7.4): a move that is not legal is
    /// looked for among these moves of the board (its pieces' own movement) and played on it
    /// unchecked. `None` (the default): such a move is an error, as in any PGN reader.
    pub at_the_board: Option<fn(&Position) -> Vec<Move>>,
}

impl Default for ReadOptions {
    fn default() -> ReadOptions {
        ReadOptions {
            variations: true,
            letters: Letters::Standard,
            at_the_board: None,
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

/// Where a reader stands between two games of a text: enough to go on reading that text later,
/// with the same games, lines and game numbers as one reader reading it in one go
/// ([`PgnReader::position`], [`PgnReader::resume`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resume {
    mark: Mark,
    /// Games read before this point.
    game: usize,
}

impl Resume {
    /// The start of a text.
    pub const START: Resume = Resume {
        mark: Mark {
            start: 0,
            line: 1,
            col: 1,
            line_start: true,
        },
        game: 0,
    };

    /// The byte offset in the text where reading goes on.
    pub fn offset(&self) -> usize {
        self.mark.start
    }

    /// How many games (and errors) were read before this point.
    pub fn games(&self) -> usize {
        self.game
    }
}

/// Reads games one at a time from a PGN text (an iterator of games or errors).
pub struct PgnReader<'a> {
    lex: Lexer<'a>,
    /// Tokens read ahead or put back, the next one last.
    peeked: Vec<Result<Token<'a>, LexError>>,
    options: ReadOptions,
    game: usize,
    /// The letters of the game being read.
    lang: Lang,
    /// The game being read is read under [`Letters::Standard`]: its moves are kept in `played`
    /// while a second reading may have to be compared with this one.
    standard: bool,
    /// The game being read is read in English under [`Letters::Standard`]: watch whether its moves
    /// would read in Spanish letters too.
    watch: bool,
    /// While watching: every move so far is notation in Spanish letters as well.
    spanish_fits: bool,
    /// While watching: some move so far reads differently in Spanish letters.
    spanish_differs: bool,
    /// The moves the reading played, in the order read (main line and variations), kept while a
    /// second reading may have to be compared with it.
    played: Vec<Played<'a>>,
}

/// One move a reading played, where its text stands.
struct Played<'a> {
    line: usize,
    col: usize,
    number: u32,
    color: Color,
    text: &'a str,
    mv: Option<Move>,
    /// The move in English SAN, as written into the game.
    san: String,
}

/// A reader's place in its text (its lexer and the tokens it holds), to read a game again.
struct Snapshot<'a> {
    lex: Lexer<'a>,
    peeked: Vec<Result<Token<'a>, LexError>>,
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
    kind: PgnErrorKind,
    /// True if the error came after the tag section.
    in_movetext: bool,
}

fn fail(t: &Token<'_>, kind: PgnErrorKind, in_movetext: bool) -> Failure {
    Failure {
        line: t.line,
        col: t.col,
        kind,
        in_movetext,
    }
}

pub(super) fn is_result(s: &str) -> bool {
    matches!(s, "1-0" | "0-1" | "1/2-1/2" | "*" | "½-½" | "1/2")
}

pub(super) fn normal_result(s: &str) -> &'static str {
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

fn found(t: &Tok<'_>) -> Found {
    match t {
        Tok::LBracket => Found::LBracket,
        Tok::RBracket => Found::RBracket,
        Tok::Str(s) => Found::Str(s.clone()),
        Tok::Comment(_) => Found::Comment,
        Tok::LParen => Found::LParen,
        Tok::RParen => Found::RParen,
        Tok::Nag(n) => Found::Nag(*n),
        Tok::WideNag(d) => Found::Symbol(format!("${d}")),
        Tok::DrawOffer => Found::DrawOffer,
        Tok::Symbol(s) => Found::Symbol((*s).to_string()),
        Tok::Eof => Found::End,
    }
}

impl<'a> PgnReader<'a> {
    /// A reader keeping variations.
    pub fn new(text: &'a str) -> PgnReader<'a> {
        PgnReader::with_options(text, ReadOptions::default())
    }

    /// A reader with these options.
    pub fn with_options(text: &'a str, options: ReadOptions) -> PgnReader<'a> {
        PgnReader::start(Lexer::new(text), options, 0)
    }

    /// A reader that goes on from `at`, a [`PgnReader::position`] taken on the same text (or on a
    /// longer text that starts with the same bytes).
    pub fn resume(text: &'a str, at: Resume, options: ReadOptions) -> PgnReader<'a> {
        PgnReader::start(Lexer::at(text, at.mark), options, at.game)
    }

    fn start(lex: Lexer<'a>, options: ReadOptions, game: usize) -> PgnReader<'a> {
        PgnReader {
            lex,
            peeked: Vec::new(),
            options,
            game,
            lang: Lang::En,
            standard: false,
            watch: false,
            spanish_fits: false,
            spanish_differs: false,
            played: Vec::new(),
        }
    }

    /// Where this reader stands: call it between games (before the first, or after `next`).
    pub fn position(&self) -> Resume {
        let mark = match self.peeked.last() {
            Some(Ok(t)) => Mark {
                start: t.start,
                line: t.line,
                col: t.col,
                line_start: t.line_start,
            },
            Some(Err(e)) => e.at,
            None => self.lex.mark(),
        };
        Resume {
            mark,
            game: self.game,
        }
    }

    fn next_token(&mut self) -> Result<Token<'a>, LexError> {
        match self.peeked.pop() {
            Some(t) => t,
            None => self.lex.next_token(),
        }
    }

    fn peek(&mut self) -> &Result<Token<'a>, LexError> {
        if self.peeked.is_empty() {
            let t = self.lex.next_token();
            self.peeked.push(t);
        }
        &self.peeked[self.peeked.len() - 1]
    }

    fn token(&mut self, in_movetext: bool) -> Result<Token<'a>, Failure> {
        self.next_token().map_err(|e| Failure {
            line: e.line,
            col: e.col,
            kind: e.kind,
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
                self.put_back(open);
                break;
            }
            let name = self.token(false)?;
            let Tok::Symbol(name_text) = name.tok else {
                return Err(fail(
                    &name,
                    PgnErrorKind::TagName {
                        found: found(&name.tok),
                    },
                    false,
                ));
            };
            if open.blank_before && open.line_start && tags.iter().any(|(n, _)| n == name_text) {
                // A tag this game already has, after a blank line: this game had only tags, and
                // the next one starts here.
                self.put_back(name);
                self.put_back(open);
                break;
            }
            let value = self.tag_value()?;
            let Tok::Str(value_text) = value.tok else {
                return Err(fail(
                    &value,
                    PgnErrorKind::TagValue {
                        tag: name_text.to_string(),
                        found: found(&value.tok),
                    },
                    false,
                ));
            };
            let close = self.token(false)?;
            if close.tok != Tok::RBracket {
                return Err(fail(
                    &close,
                    PgnErrorKind::TagClose {
                        tag: name_text.to_string(),
                        found: found(&close.tok),
                    },
                    false,
                ));
            }
            if !is_tag_name(name_text) {
                // Not a PGN symbol (`[Wh?te "x"]`): skipped, as python-chess skips it.
                continue;
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
                return Err(fail(at, PgnErrorKind::Variant(v.clone()), false));
            }
        }
        let start = match &fen_at {
            // Read as the established libraries read FEN (Contract 1): repairs are silent here.
            Some((t, fen)) => Position::from_fen_lenient(fen.trim())
                .map(|(pos, _)| pos)
                .map_err(|e| fail(t, PgnErrorKind::Fen(e), false))?,
            None => Position::new(),
        };
        // Movetext.
        let mut root = Line::new(start.clone(), false);
        // Open variations, innermost last.
        let mut vars: Vec<Line> = Vec::new();
        let mut result: Option<&'static str> = None;
        let mut last_was_move = false;
        let mut wide_nags = Vec::new();
        loop {
            let t = self.token(true)?;
            let depth = vars.len();
            let was_move = std::mem::replace(&mut last_was_move, false);
            match t.tok {
                Tok::Eof => {
                    if depth > 0 {
                        return Err(fail(&t, PgnErrorKind::EndInVariation, true));
                    }
                    break;
                }
                Tok::LBracket => {
                    if depth == 0 && t.line_start {
                        self.put_back(t);
                        break;
                    }
                    let kind = if depth > 0 {
                        PgnErrorKind::BracketInVariation
                    } else {
                        PgnErrorKind::BracketInMovetext
                    };
                    return Err(fail(&t, kind, true));
                }
                Tok::RBracket | Tok::Str(_) => {
                    return Err(fail(
                        &t,
                        PgnErrorKind::Unexpected {
                            found: found(&t.tok),
                        },
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
                Tok::WideNag(d) => {
                    // No standard names a glyph above $255: an oddity noted, not a refusal.
                    wide_nags.push(format!("${d}"));
                    last_was_move = was_move;
                }
                Tok::LParen => {
                    if !self.options.variations {
                        self.skip_variation(&t)?;
                        continue;
                    }
                    let line = current(&mut root, &mut vars);
                    let Some(before) = line.before.clone() else {
                        return Err(fail(&t, PgnErrorKind::VariationFirst, true));
                    };
                    if depth >= MAX_VARIATION_DEPTH {
                        return Err(fail(&t, PgnErrorKind::TooDeep, true));
                    }
                    vars.push(Line::new(before, true));
                }
                Tok::RParen => {
                    let Some(var) = vars.pop() else {
                        return Err(fail(&t, PgnErrorKind::StrayParen, true));
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
                                PgnErrorKind::ResultInVariation(s.to_string()),
                                true,
                            ));
                        }
                        result = Some(normal_result(s));
                        self.trailing_comments(&mut root);
                        break;
                    }
                    if depth == 0 && restarts_numbering(&t, s, &root) {
                        // A game without a result token, then a blank line and move 1 again: a
                        // game without tags starts here.
                        self.put_back(t);
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
                    let (number, color) = (line.pos.fullmoves(), line.pos.turn());
                    play_symbol(line, text, &t, offset, &self.options, self.lang)?;
                    if self.watch && self.spanish_fits {
                        self.watch_move(text);
                    }
                    let keep = self.standard && (self.lang == Lang::Es || self.spanish_fits);
                    if let Some(m) = line.moves.last().filter(|_| keep) {
                        self.played.push(Played {
                            line: t.line,
                            col: t.col + offset,
                            number,
                            color,
                            text,
                            mv: m.mv,
                            san: m.san.clone(),
                        });
                    }
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
            wide_nags,
        })
    }

    /// Puts a token back, to be read next.
    fn put_back(&mut self, t: Token<'a>) {
        self.peeked.push(Ok(t));
    }

    /// Reads the comments right after a game's result token: they still belong to that game (after
    /// its last move, or to the game when it has none), not to a game of their own.
    fn trailing_comments(&mut self, root: &mut Line) {
        while let Ok(Token {
            tok: Tok::Comment(_),
            ..
        }) = self.peek()
        {
            if let Some(Ok(Token {
                tok: Tok::Comment(c),
                ..
            })) = self.peeked.pop()
            {
                match root.moves.last_mut() {
                    Some(m) => m.comments_after.push(c),
                    None => root.pending.push(c),
                }
            }
        }
    }

    /// Reads a tag value (see [`Lexer::tag_value`]).
    fn tag_value(&mut self) -> Result<Token<'a>, Failure> {
        if !self.peeked.is_empty() {
            return self.token(false);
        }
        let t = self.lex.tag_value();
        self.token_from(t)
    }

    fn token_from(&mut self, t: Result<Token<'a>, LexError>) -> Result<Token<'a>, Failure> {
        t.map_err(|e| Failure {
            line: e.line,
            col: e.col,
            kind: e.kind,
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
                    return Err(fail(open, PgnErrorKind::VariationNotClosed, true));
                }
                Tok::LBracket if t.line_start => {
                    self.put_back(t);
                    return Err(fail(open, PgnErrorKind::VariationNotClosed, true));
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// True if `s` is a PGN symbol fit for a tag name, as python-chess reads one: a letter or digit,
/// then letters, digits and `_+#=:-`.
fn is_tag_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphanumeric())
        && chars
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-'))
}

/// True if the symbol `s` (token `t`) opens a line after a blank line with a move number lower than
/// the main line's current one, in a line that already has moves: the start of another game.
fn restarts_numbering(t: &Token<'_>, s: &str, root: &Line) -> bool {
    if !(t.blank_before && t.line_start) || root.moves.is_empty() {
        return false;
    }
    let (offset, _) = split_move_number(s);
    let digits: String = s
        .chars()
        .take(offset)
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .parse::<u32>()
        .is_ok_and(|n| n < root.pos.fullmoves())
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
    options: &ReadOptions,
    lang: Lang,
) -> Result<(), Failure> {
    // Trailing glyphs become NAGs.
    let core = text.trim_end_matches(['!', '?', '+', '#']);
    let glyphs: String = text[core.len()..]
        .chars()
        .filter(|&c| c == '!' || c == '?')
        .collect();
    let legal = line.pos.legal_moves();
    let mut resolved = resolve_only(text, lang, legal.as_slice());
    let mut at_board = None;
    if let (Err(SanError::Illegal | SanError::Ambiguous { .. }), Some(moves)) =
        (&resolved, options.at_the_board)
    {
        // A move played at the board: found by its piece's movement, checks not looked at.
        let board = moves(&line.pos);
        if let Ok(m) = resolve_only(text, lang, &board) {
            resolved = Ok(m);
            at_board = Some(board);
        }
    }
    let (mv, next, text_out) = match resolved {
        Ok(m) => {
            let mut next = line.pos.clone();
            next.play_unchecked(m);
            let out = match &at_board {
                // No check mark: on a board after an illegal move it would say nothing true.
                Some(board) => format_san(m, Lang::En, board, None),
                None => format_san(m, Lang::En, legal.as_slice(), check_mark(&next)),
            };
            (Some(m), next, out)
        }
        Err(SanError::NullMove) => match play_null(&line.pos) {
            Some(next) => (None, next, "--".to_string()),
            None => {
                let at = move_at(&line.pos, text, lang);
                return Err(fail(t, PgnErrorKind::NullInCheck(at), true));
            }
        },
        Err(e) => {
            let col = match &e {
                SanError::Syntax { at, .. } => t.col + offset + at,
                _ => t.col + offset,
            };
            let at = move_at(&line.pos, text, lang);
            let kind = match e {
                SanError::Syntax { expected, .. } => PgnErrorKind::NotAMove { at, expected },
                SanError::Ambiguous { candidates } => PgnErrorKind::Ambiguous {
                    at,
                    candidates: candidates
                        .iter()
                        .filter_map(|c| parse_san_only(c, lang).ok())
                        .collect(),
                },
                SanError::Illegal | SanError::NullMove => PgnErrorKind::Illegal(at),
            };
            return Err(Failure {
                line: t.line,
                col,
                kind,
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

/// The move `text` about to be played in `pos`, read in `lang`'s letters.
fn move_at(pos: &Position, text: &str, lang: Lang) -> MoveAt {
    MoveAt {
        number: pos.fullmoves(),
        color: pos.turn(),
        text: text.to_string(),
        san: parse_san_only(text, lang).ok(),
        letters: lang,
    }
}

/// The move text of `p` as an error points at it, with its readings in both letters.
fn letters_failure(p: &Played<'_>, spanish: &Played<'_>) -> Failure {
    let read = |san: &str| parse_san_only(san, Lang::En).unwrap_or(San::Null);
    let english = read(&p.san);
    Failure {
        line: p.line,
        col: p.col,
        kind: PgnErrorKind::Letters {
            at: MoveAt {
                number: p.number,
                color: p.color,
                text: p.text.to_string(),
                san: Some(english),
                letters: Lang::En,
            },
            english,
            spanish: read(&spanish.san),
        },
        in_movetext: true,
    }
}

/// The line being read: the innermost open variation, else the main line.
fn current<'b>(root: &'b mut Line, vars: &'b mut [Line]) -> &'b mut Line {
    match vars.last_mut() {
        Some(l) => l,
        None => root,
    }
}

impl<'a> PgnReader<'a> {
    /// While reading in English, notes how `text` reads in Spanish letters.
    fn watch_move(&mut self, text: &str) {
        match parse_san_only(text, Lang::Es) {
            Err(_) => self.spanish_fits = false,
            Ok(es) => self.spanish_differs |= parse_san_only(text, Lang::En) != Ok(es),
        }
    }

    fn snapshot(&self) -> Snapshot<'a> {
        Snapshot {
            lex: self.lex.clone(),
            peeked: self.peeked.clone(),
        }
    }

    fn restore(&mut self, s: Snapshot<'a>) {
        self.lex = s.lex;
        self.peeked = s.peeked;
    }

    /// Reads one game in `lang`'s letters; after an error, skips to the end of the game.
    /// `standard`: a reading under [`Letters::Standard`], watched and recorded for a comparison.
    fn read_in(&mut self, lang: Lang, standard: bool) -> Result<PgnGame, Failure> {
        self.lang = lang;
        self.standard = standard;
        self.watch = standard && lang == Lang::En;
        self.spanish_fits = self.watch;
        self.spanish_differs = false;
        self.played.clear();
        let read = self.read_game();
        if let Err(f) = &read {
            self.resync(f.in_movetext);
        }
        read
    }

    /// Reads one game as [`Letters::Standard`] says.
    fn read_standard(&mut self) -> Result<PgnGame, Failure> {
        let start = self.snapshot();
        let english = self.read_in(Lang::En, true);
        if english.is_ok() && !(self.spanish_fits && self.spanish_differs) {
            // Not notation in Spanish letters, or the same moves: English it is.
            return english;
        }
        let english_played = std::mem::take(&mut self.played);
        let english_end = self.snapshot();
        self.restore(start);
        let spanish = self.read_in(Lang::Es, true);
        let spanish_played = std::mem::take(&mut self.played);
        match (english, spanish) {
            (Err(_), Ok(g)) => Ok(g),
            (Err(e), Err(s)) => {
                if (s.line, s.col) > (e.line, e.col) {
                    Err(s)
                } else {
                    self.restore(english_end);
                    Err(e)
                }
            }
            (Ok(g), Err(_)) => {
                self.restore(english_end);
                Ok(g)
            }
            (Ok(g), Ok(_)) => {
                self.restore(english_end);
                let differ = english_played
                    .iter()
                    .zip(&spanish_played)
                    .find(|(e, s)| e.mv != s.mv);
                match differ {
                    Some((e, s)) => Err(letters_failure(e, s)),
                    None => Ok(g),
                }
            }
        }
    }
}

impl Iterator for PgnReader<'_> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        if matches!(self.peek(), Ok(Token { tok: Tok::Eof, .. })) {
            return None;
        }
        self.game += 1;
        let read = match self.options.letters {
            Letters::Standard => self.read_standard(),
            Letters::Only(lang) => self.read_in(lang, false),
        };
        Some(read.map_err(|f| PgnError {
            game: self.game,
            line: f.line,
            column: f.col,
            kind: f.kind,
        }))
    }
}
