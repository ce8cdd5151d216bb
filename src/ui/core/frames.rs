//! Work run after a frame: [`after_paint`] once the frame a change makes is painted. Its own file, below the page's
//! state ([`super::state`] uses it) and the helpers of `mod.rs`.

use leptos::prelude::{request_animation_frame, set_timeout};

/// Runs `job` once the frame a change makes is painted (a frame, then a task of its own): the work a move does not
/// need before it is seen (the views around the board, archiving, sounds). Jobs run in the order they were given. A
/// page whose frames are held back (a hidden tab) runs it anyway, a quarter of a second later.
pub(crate) fn after_paint(job: Box<dyn FnOnce()>) {
    use std::cell::Cell;
    use std::rc::Rc;
    use std::time::Duration;
    let job = Rc::new(Cell::new(Some(job)));
    let run = |job: &Cell<Option<Box<dyn FnOnce()>>>| {
        if let Some(f) = job.take() {
            f();
        }
    };
    let painted = Rc::clone(&job);
    request_animation_frame(move || {
        set_timeout(move || run(&painted), Duration::ZERO);
    });
    set_timeout(move || run(&job), Duration::from_millis(250));
}

/// `source` as a view that may wait shows it: a value that comes (`Some`) is shown once the frame of the change that
/// brought it is painted, one that goes (`None`) at once. The ending's banner and explanation wait so: the mating
/// move's frames draw the board, then the views around it, then the ending, each within a frame on a slow phone
/// (issue 41), and a new game clears them in its own first frame.
pub(crate) fn shown_after_paint<T: Clone + PartialEq + Send + Sync + 'static>(
    source: leptos::prelude::Memo<Option<T>>,
) -> leptos::prelude::ReadSignal<Option<T>> {
    use leptos::prelude::*;
    let shown = RwSignal::new(source.get_untracked());
    Effect::new(move |_| {
        if source.with(Option::is_none) {
            if shown.with_untracked(Option::is_some) {
                shown.set(None);
            }
        } else {
            after_paint(Box::new(move || {
                if let Some(now) = source.try_get_untracked() {
                    if shown.try_with_untracked(|s| *s != now) == Some(true) {
                        shown.set(now);
                    }
                }
            }));
        }
    });
    shown.read_only()
}
