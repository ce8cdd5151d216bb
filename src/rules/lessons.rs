//! The old home of the teaching texts, now in [`crate::text::lessons`]: these wrappers keep the
//! `spanish: bool` signatures for callers not yet moved to [`Lang`]. Remove them once none is left.

use super::outcome::Reason;
use super::san::Lang;
pub use crate::text::lessons::{Both, Lesson, LESSONS};

/// Picks the Spanish (`spanish: true`) or English half.
pub fn pick(text: &Both, spanish: bool) -> &'static str {
    crate::text::pick(text, if spanish { Lang::Es } else { Lang::En })
}

/// Why the game ended, as a short paragraph for the player, citing the article.
///
/// ```
/// use escaque::rules::Reason;
/// use escaque::rules::lessons::end_explanation;
/// assert!(end_explanation(Reason::Stalemate, true).contains("(Art. 5.2a)"));
/// ```
pub fn end_explanation(reason: Reason, spanish: bool) -> &'static str {
    crate::text::lessons::end_explanation(reason, if spanish { Lang::Es } else { Lang::En })
}
