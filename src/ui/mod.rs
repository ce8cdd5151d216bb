//! The web app's Leptos components (placeholder until the real UI lands).
//!
//! This only proves the build and test pipeline end to end: it mounts a root element carrying `data-app`,
//! which the end-to-end smoke test waits for.

use leptos::prelude::*;

/// Mounts the app into `<body>`.
pub fn mount() {
    leptos::mount::mount_to_body(|| view! { <main data-app="">"Escaque"</main> });
}
