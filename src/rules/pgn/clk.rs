//! Clock comments: the `[%clk h:mm:ss]` command lichess and others put after each move.

/// The clock reading of a comment such as `[%clk 0:03:00]` or `[%clk 1:05:09.5]`, in milliseconds.
pub fn clock_of(comment: &str) -> Option<u64> {
    let at = comment.find("[%clk")?;
    let rest = &comment[at + 5..];
    let value = rest[..rest.find(']')?].trim();
    let fields: Vec<&str> = value.split(':').collect();
    let (h, m, s) = match fields[..] {
        [h, m, s] => (h, m, s),
        [m, s] => ("0", m, s),
        _ => return None,
    };
    let number = |t: &str| -> Option<u64> {
        if t.is_empty() || t.len() > 9 || !t.bytes().all(|b| b.is_ascii_digit()) {
            None
        } else {
            t.parse().ok()
        }
    };
    let (whole, frac) = s.split_once('.').unwrap_or((s, ""));
    let ms = if frac.is_empty() {
        0
    } else {
        let f: String = frac.chars().chain("00".chars()).take(3).collect();
        number(&f)?
    };
    Some(((number(h)? * 60 + number(m)?) * 60 + number(whole)?) * 1000 + ms)
}
