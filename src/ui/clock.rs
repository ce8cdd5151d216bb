//! The clock faces (filled in by the clock issue).

use crate::rules::Color;
use leptos::prelude::*;

/// One player's clock face; nothing while the game has no clock.
#[component]
pub fn ClockFace(color: Color) -> impl IntoView {
    let _ = color;
}
