//! Markup written as text (the views that fill `inner_html`): a text escaped into it.

/// Appends `text` with `&`, `<`, `>` and `"` escaped.
pub fn push_escaped(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}
