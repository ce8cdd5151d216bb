//! The words for the board's explanation: a refused attempt or a note, in the UI language.
//!
//! The refusal is decided at once by the table and the board's input machine (the piece snaps back, `data-explain`
//! is there); its words, with the rules' explanation of why a move is illegal (`rules::explain`) and their texts,
//! are in a part of their own (`refusal_words` in the part machinery, [`crate::ui::core::parts`]; the words are
//! [`crate::text::refusal::explanation_text`], issue 32) fetched the first time one is shown, and follow it. Until
//! then the explanation is there without words; a part that cannot be fetched says so ([`Msg::PartMissing`]).

use crate::table::input::{Explanation, Why};
use crate::text::{Lang, Msg};
use crate::ui::core::parts::{self, Words};
use leptos::prelude::*;

thread_local! {
    /// The words' maker once its part arrived (`None` before); a signal, so the explanations shown meanwhile get
    /// their words when it comes. Reference-counted, not owned by the view that first asked (which is redrawn).
    static WORDS: ArcRwSignal<Option<Words>> = ArcRwSignal::new(None);
    /// The part was asked for (it is fetched once).
    static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The words of an explanation, citing the article where the Laws have one; `None` while their part is on its way
/// (asked for by the first call). Reactive: a view calling it is drawn again when the words arrive.
pub fn words(lang: Lang, e: &Explanation) -> Option<String> {
    // A text made when it was decided needs nothing more.
    if let Why::Text(s) | Why::Note(s) = &e.why {
        return Some(s.clone());
    }
    let maker = WORDS.with(ArcRwSignal::clone);
    let got = maker.get();
    match got {
        Some(f) => Some(f(lang, e)),
        None => {
            fetch(maker);
            None
        }
    }
}

/// Asks for the words' part once (at hand at once without the split).
fn fetch(maker: ArcRwSignal<Option<Words>>) {
    if ASKED.with(|a| a.replace(true)) {
        return;
    }
    if let Some(f) = parts::words_at_hand() {
        maker.set(Some(f));
        return;
    }
    let ctx = use_context::<crate::ui::core::state::Ctx>();
    leptos::task::spawn_local(async move {
        match parts::fetch_words().await {
            Some(f) => maker.set(Some(f)),
            None => {
                if let Some(ctx) = ctx {
                    ctx.notice(Some(
                        Msg::PartMissing.text(ctx.lang.get_untracked()).to_string(),
                    ));
                }
                // Asked again at the next explanation (the network may be back).
                ASKED.with(|a| a.set(false));
            }
        }
    });
}
