//! Which procedures the table hears (issue 32, issue 40): the caller of [`Table::apply_with`] passes them, and they
//! come with the parts of the download — the play path in the first module, every other procedure with the readers'
//! part or the table's part, the review's with the review's view.

use crate::table::{Intent, Procedures, Table};

thread_local! {
    /// The procedures the table hears, once every one has come (issue 32); until then the play path alone
    /// ([`Table::PLAY_PATH`]). The split build's first module does not name the others (offers, claims, questions,
    /// new games, tournament practice…), so it does not carry them: the readers' part and the table's part bring
    /// them ([`hear_every_procedure`]). Without the split, all from the start.
    static HEAR: std::cell::Cell<Option<Procedures>> = const {
        #[cfg(feature = "split")]
        let every = None;
        #[cfg(not(feature = "split"))]
        let every = Some(Table::BESIDE_REVIEW);
        std::cell::Cell::new(every)
    };
    /// The review's procedure ([`Table::REVIEW`]), once the review's view that carries it has come
    /// ([`hear_review`]); until then an edit of the record is refused as read-only. Without the split, from the
    /// start.
    static REVIEW: std::cell::Cell<Option<Procedures>> = const {
        #[cfg(feature = "split")]
        let review = None;
        #[cfg(not(feature = "split"))]
        let review = Some(Table::REVIEW);
        std::cell::Cell::new(review)
    };
}

/// Lets the table hear every procedure but the review's: the readers' part and the table's part call it when they
/// load.
pub(crate) fn hear_every_procedure() {
    HEAR.with(|h| h.set(Some(Table::BESIDE_REVIEW)));
}

/// Lets the table hear the review's procedure: the review's view calls it when it is built (it comes in the table's
/// part).
pub(crate) fn hear_review() {
    REVIEW.with(|h| h.set(Some(Table::REVIEW)));
}

/// The procedures that hear `intent` now, passed to [`Table::apply_with`]; `None` while the part that brings them
/// has not come (the intent waits for it).
pub(crate) fn procedures_for(intent: &Intent) -> Option<Procedures> {
    let every = HEAR.with(std::cell::Cell::get);
    match intent {
        // Before the review's procedure, the rest refuses an edit of the record as read-only.
        Intent::Review(_) => REVIEW.with(std::cell::Cell::get).or(every),
        _ => every.or_else(|| intent.is_play().then_some(Table::PLAY_PATH)),
    }
}
