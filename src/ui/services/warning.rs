//! The watch on low time: the live region says it and the sound plays it from this one watch.

use crate::rules::Color;
use crate::ui::core::effect;
use crate::ui::core::state::Ctx;
use crate::ui::core::time;
use leptos::prelude::*;

/// Calls `warn` with the colour whose running face has just gone under ten seconds (the table's
/// `Face::warning`): once each time, again only after time added lifts it back over. The live region
/// says it and the sound plays it from this one watch.
pub fn on_warning(ctx: Ctx, warn: impl Fn(Color) + 'static) {
    let warned = StoredValue::new([false; 2]);
    effect(move |_| {
        ctx.tick.track();
        let now = time::now();
        let Some(faces) = ctx.table.with(|t| t.faces(now)) else {
            return;
        };
        for (i, c) in [Color::White, Color::Black].into_iter().enumerate() {
            let f = faces.get(c);
            let before = warned.with_value(|w| w[i]);
            warned.update_value(|w| w[i] = f.warning);
            if f.warning && f.running && !before {
                warn(c);
            }
        }
    });
}
