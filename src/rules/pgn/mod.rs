//! Portable Game Notation: reading many games from one text, and writing one.
//!
//! Reading is lenient: tags with `\"`/`\\` escapes and blank lines among them, `{comments}` (a `{`
//! inside one is plain text), `;` comments, `%` escape lines, NAGs (`$1`) and `!`/`?` glyphs, move
//! numbers with or without dots (`12.`, `12...`, `1.e4`), null moves (`--`, `Z0`), `SetUp`/`FEN`,
//! variations kept or skipped, SAN in English letters or (a whole game that does not read in
//! English) Spanish letters ([`Letters`]) and UCI moves, a UTF-8 BOM and CRLF line
//! ends. Games are separated as the standard says (Contract 1 in docs/ARCHITECTURE.md): a game ends
//! with its result token and the comments right after it; tag-only games and games without tags
//! stand alone; blank lines inside movetext do not split a game; tag names that are not PGN
//! symbols are skipped; a `FEN` tag is read leniently. A bad game gives a [`PgnError`] with its
//! line and column and what went wrong as data ([`PgnErrorKind`]), and reading goes on with the next game. Writing puts the Seven Tag Roster first and wraps movetext under 80 columns, in
//! English SAN, so that the reader reads back the same game.
//!
//! The files, one concern each: `game.rs` holds [`PgnGame`] and [`PgnMove`], what a read game is;
//! `lexer.rs` cuts the text into tokens; `reader.rs` builds games from them ([`read_games`],
//! [`PgnReader`], [`ReadOptions`]); `slices.rs` reads a long text a slice at a time ([`SliceReader`]); `writer.rs` writes one ([`write_game`], [`WriteOptions`]); `clk.rs`
//! reads `[%clk]` comments and takes a comment apart by one rule ([`clock_of`], [`comment_parts`]); `error.rs` holds [`PgnError`]; `encoding.rs` makes a
//! file's bytes into text: UTF-16 after its byte-order mark, else UTF-8 line by line and a line that
//! is not UTF-8 as Windows-1252 ([`decode`], [`Decoder`]).

mod clk;
mod encoding;
mod error;
mod game;
mod lexer;
mod reader;
mod slices;
mod writer;

pub use clk::{clk_command, clock_of, comment_parts, with_clock, CommentParts};
pub use encoding::{decode, Decoded, Decoder, Encoding};
pub use error::{Found, MoveAt, PgnError, PgnErrorKind};
pub use game::{play_null, PgnGame, PgnMove, PgnNote};
pub use reader::{read_games, read_games_with, Letters, PgnReader, ReadOptions, Resume};
pub use slices::{read_game_at, SliceReader, SlicedGame};
pub use writer::{write_game, write_game_with, written_tags, WriteOptions, CLOSE_BRACE_LOOKALIKE};

/// Variations nested deeper than this are an error (kept variations are a tree: this bounds the
/// recursion of dropping, comparing and writing one).
pub const MAX_VARIATION_DEPTH: usize = 128;
