//! The old home of the interface's texts, now in [`crate::text`]: these re-exports keep the old paths
//! for files not yet moved to `crate::text`. Remove them once none is left.

pub use crate::text::{color_name, outcome_text, piece_name, t, Lang, Msg};

/// The browser's preferred language: Spanish for any `es-*`, English otherwise.
pub fn from_tag(tag: &str) -> Lang {
    Lang::from_tag(tag)
}

/// `"es"` or `"en"`.
pub fn code(lang: Lang) -> &'static str {
    lang.code()
}
