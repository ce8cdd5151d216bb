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
/// brought it and `frames - 1` frames after it are painted (`frames` at least 1), one that goes (`None`) at once (a
/// new game clears the ending in its own first frame). The ending waits so, a frame for each part of it, each within
/// a frame on a slow phone (issue 41): the mating move draws the board (its input's frame), then the views around it (the first frame
/// after), then the scoresheet's new row (a task after the views', [`Ctx::sheet_table`]), then the banner over the
/// board (2 frames), then the end's explanation beside it and the grid's `ended` layout (3). With the scoresheet's
/// row, and then in one frame of their own, the banner and the explanation made the mating move's one task over
/// 50 ms at CPU 4×; a frame each, the mating move's longest task is that of an ordinary move.
///
/// [`Ctx::sheet_table`]: super::state::Ctx::sheet_table
pub(crate) fn shown_after_paint<T: Clone + PartialEq + Send + Sync + 'static>(
    source: leptos::prelude::Memo<Option<T>>,
    frames: u32,
) -> leptos::prelude::ReadSignal<Option<T>> {
    use leptos::prelude::*;
    let shown = RwSignal::new(source.get_untracked());
    Effect::new(move |_| {
        if source.with(Option::is_none) {
            if shown.with_untracked(Option::is_some) {
                shown.set(None);
            }
        } else {
            show_after(frames, source, shown);
        }
    });
    shown.read_only()
}

/// Sets `shown` to what `source` holds once `frames` frames (at least one) are painted: one kind of job for every
/// frame waited (each is an entry of the function table, which the first module holds).
fn show_after<T: Clone + PartialEq + Send + Sync + 'static>(
    frames: u32,
    source: leptos::prelude::Memo<Option<T>>,
    shown: leptos::prelude::RwSignal<Option<T>>,
) {
    use leptos::prelude::*;
    after_paint(Box::new(move || {
        if frames > 1 {
            show_after(frames - 1, source, shown);
        } else if let Some(now) = source.try_get_untracked() {
            if shown.try_with_untracked(|s| *s != now) == Some(true) {
                shown.set(now);
            }
        }
    }));
}
