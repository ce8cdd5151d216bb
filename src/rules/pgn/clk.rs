//! Clock comments: the `[%clk h:mm:ss]` command lichess and others put after each move, and the one
//! rule that takes a comment apart into its words, its other `[%…]` commands and its clock reading
//! ([`comment_parts`]), which every reader of comments uses.

/// A PGN comment taken apart by [`comment_parts`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommentParts {
    /// The comment less its clock reading, spaces collapsed: what an import keeps as the move's
    /// comment (other commands, `[%eval]`, `[%csl]`, a second `[%clk]`, stay in it and go out again
    /// on export, in their order).
    pub kept: String,
    /// The words alone, every `[%…]` command left out, spaces collapsed: what a person reads.
    pub words: String,
    /// The first `[%clk]` reading that reads, in milliseconds.
    pub clock: Option<u64>,
}

/// Takes a comment apart. A command opens with `[%` and closes at the next `]`; one left open runs
/// to the end of the comment and is no reading. The first `[%clk …]` command that reads is the
/// clock reading (its value as [`clock_of`] reads it) and leaves the kept comment; every command
/// leaves the words.
pub fn comment_parts(comment: &str) -> CommentParts {
    let mut kept = String::new();
    let mut words = String::new();
    let mut clock = None;
    let mut rest = comment;
    while let Some(i) = rest.find("[%") {
        kept.push_str(&rest[..i]);
        words.push_str(&rest[..i]);
        let command = &rest[i + 2..];
        let (body, closed, next) = match command.find(']') {
            Some(j) => (&command[..j], true, &command[j + 1..]),
            None => (command, false, ""),
        };
        let read = body
            .strip_prefix("clk")
            .filter(|_| closed && clock.is_none())
            .and_then(|value| reading(value.trim()));
        match read {
            // The reading: closed and the first one that reads; not kept.
            Some(ms) => clock = Some(ms),
            // Any other command, a later reading too, is kept in its place.
            None if closed => kept.push_str(&["[%", body, "]"].concat()),
            // An unclosed command is dropped with the rest of the comment.
            None => {}
        }
        rest = next;
    }
    kept.push_str(rest);
    words.push_str(rest);
    let collapse = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
    CommentParts {
        kept: collapse(kept),
        words: collapse(words),
        clock,
    }
}

/// The clock reading of a comment such as `[%clk 0:03:00]` or `[%clk 1:05:09.5]`, in milliseconds:
/// [`comment_parts`]'s reading.
pub fn clock_of(comment: &str) -> Option<u64> {
    comment_parts(comment).clock
}

/// The one `[%clk]` writer: the command for a reading of `ms` milliseconds, `[%clk h:mm:ss]`, with
/// the fraction of a second after a dot when there is one (to the millisecond, trailing zeros
/// dropped: `[%clk 0:04:58.5]`). No rounding: every reading [`comment_parts`] reads is written back
/// as it came; the clocks of a game played here are whole seconds (what the clock face showed).
pub fn clk_command(ms: u64) -> String {
    let s = ms / 1000;
    let mut out = format!("[%clk {}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    let frac = ms % 1000;
    if frac != 0 {
        let f = format!("{frac:03}");
        out.push('.');
        out.push_str(f.trim_end_matches('0'));
    }
    out.push(']');
    out
}

/// A comment and its clock reading as one comment, the two readings of a comment that had two in
/// their order: `kept` then `[%clk …]`, or the reading first when `kept` holds another `[%clk]`
/// (the later one, left there by [`comment_parts`]).
pub fn with_clock(kept: &str, clock: Option<u64>) -> String {
    let Some(ms) = clock else {
        return kept.to_string();
    };
    let command = clk_command(ms);
    match (kept.is_empty(), kept.contains("[%clk")) {
        (true, _) => command,
        (false, true) => format!("{command} {kept}"),
        (false, false) => format!("{kept} {command}"),
    }
}

/// A `[%clk]` value, `h:mm:ss`, `mm:ss`, with a fraction of a second or not, in milliseconds.
fn reading(value: &str) -> Option<u64> {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_rule_for_the_kept_comment_the_words_and_the_reading() {
        let p = comment_parts("Best  by test [%clk 0:03:00] [%eval 0.3]\n!");
        assert_eq!(p.kept, "Best by test [%eval 0.3] !");
        assert_eq!(p.words, "Best by test !");
        assert_eq!(p.clock, Some(180_000));
        let p = comment_parts("[%clk 0:01:00]");
        assert_eq!((p.kept.as_str(), p.words.as_str()), ("", ""));
        // The first reading that reads; an unclosed command runs to the end and reads nothing.
        assert_eq!(clock_of("[%clk bad] [%clk 0:00:05]"), Some(5_000));
        let p = comment_parts("Time trouble [%clk 0:00:05");
        assert_eq!((p.kept.as_str(), p.clock), ("Time trouble", None));
        assert_eq!(comment_parts("a [%csl Gd4]b").kept, "a [%csl Gd4]b");
    }

    #[test]
    fn two_readings_keep_their_order_and_every_reading_writes_back_as_read() {
        let p = comment_parts("[%clk 0:02:59] [%clk 0:02:58] two programs");
        assert_eq!(
            (p.kept.as_str(), p.clock),
            ("[%clk 0:02:58] two programs", Some(179_000))
        );
        assert_eq!(
            with_clock(&p.kept, p.clock),
            "[%clk 0:02:59] [%clk 0:02:58] two programs"
        );
        assert_eq!(with_clock("Best", Some(61_000)), "Best [%clk 0:01:01]");
        assert_eq!(with_clock("", Some(0)), "[%clk 0:00:00]");
        assert_eq!(with_clock("Best", None), "Best");
        for text in [
            "0:04:58.5",
            "1:05:09.25",
            "0:00:00.123",
            "10:00:00",
            "0:03:00",
        ] {
            let command = format!("[%clk {text}]");
            assert_eq!(clk_command(clock_of(&command).unwrap()), command);
        }
        assert_eq!(clk_command(3_599_999), "[%clk 0:59:59.999]");
    }
}
