//! The old home of the explanations' words, now in [`crate::text::explain`]: these wrappers keep the
//! `spanish: bool` signatures for callers not yet moved to [`Lang`]. Remove them once none is left.

use super::explain::{CastlingStatus, CheckInfo, Illegal};
use super::position::Position;
use super::san::Lang;
use super::types::Square;
use crate::text::explain as words;

const fn lang(spanish: bool) -> Lang {
    if spanish {
        Lang::Es
    } else {
        Lang::En
    }
}

/// [`words::describe`] with `spanish: true` for Spanish.
pub fn describe(reason: &Illegal, pos: &Position, spanish: bool) -> String {
    words::describe(reason, pos, lang(spanish))
}

/// [`words::describe_check`] with `spanish: true` for Spanish.
pub fn describe_check(info: &CheckInfo, spanish: bool) -> String {
    words::describe_check(info, lang(spanish))
}

/// [`words::describe_castling`] with `spanish: true` for Spanish.
pub fn describe_castling(status: &CastlingStatus, spanish: bool) -> Vec<(bool, String)> {
    words::describe_castling(status, lang(spanish))
}

/// [`words::describe_pin`] with `spanish: true` for Spanish.
pub fn describe_pin(pos: &Position, pinned: Square, pinner: Square, spanish: bool) -> String {
    words::describe_pin(pos, pinned, pinner, lang(spanish))
}

/// [`words::describe_en_passant`] with `spanish: true` for Spanish.
pub fn describe_en_passant(pos: &Position, spanish: bool) -> Option<String> {
    words::describe_en_passant(pos, lang(spanish))
}

/// [`words::describe_en_passant_closed`] with `spanish: true` for Spanish.
pub fn describe_en_passant_closed(target: Square, spanish: bool) -> String {
    words::describe_en_passant_closed(target, lang(spanish))
}

/// [`words::describe_threats`] with `spanish: true` for Spanish.
pub fn describe_threats(pos: &Position, spanish: bool) -> Option<String> {
    words::describe_threats(pos, lang(spanish))
}

/// [`words::describe_touch_move`] with `spanish: true` for Spanish.
pub fn describe_touch_move(
    pos: &Position,
    touched: Square,
    tried: Square,
    spanish: bool,
) -> String {
    words::describe_touch_move(pos, touched, tried, lang(spanish))
}

/// [`words::describe_touched`] with `spanish: true` for Spanish.
pub fn describe_touched(pos: &Position, touched: Square, spanish: bool) -> String {
    words::describe_touched(pos, touched, lang(spanish))
}
