//! What a clock face shows, and the PGN `[%clk]` text.
//!
//! Faces show the floor of the remaining time, as DGT clocks and lichess do: a digit is shown only while that
//! much time is fully left. So 9.99 s shows `0:09.9`, 10.0 s shows `0:10`, 59:59.9 shows `59:59`, and `0:00.0`
//! is shown during the last tenth before the flag falls (the flag itself is [`super::Clock::flagged`]).

/// Below this, faces show tenths.
pub const TENTHS_BELOW_MS: u64 = 10_000;

/// The face for `ms` remaining: `m:ss`, `h:mm:ss` from an hour, `0:09.3` (tenths) below 10 s.
///
/// # Examples
/// ```
/// use escaque::clock::format_ms;
/// assert_eq!(format_ms(185_000), "3:05");
/// assert_eq!(format_ms(3_723_000), "1:02:03");
/// assert_eq!(format_ms(9_999), "0:09.9");
/// ```
#[must_use]
pub fn format_ms(ms: u64) -> String {
    format_face(ms, true)
}

/// As [`format_ms`], with tenths below 10 s only when `tenths` is set (else `0:09`).
#[must_use]
pub fn format_face(ms: u64, tenths: bool) -> String {
    let s = ms / 1000;
    let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{sec:02}")
    } else if tenths && ms < TENTHS_BELOW_MS {
        format!("{m}:{sec:02}.{}", ms % 1000 / 100)
    } else {
        format!("{m}:{sec:02}")
    }
}

/// The PGN comment clock text, `h:mm:ss` (floor of the second): `[%clk 1:30:00]`.
#[must_use]
pub fn format_clk(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces() {
        assert_eq!(format_ms(0), "0:00.0");
        assert_eq!(format_ms(99), "0:00.0");
        assert_eq!(format_ms(100), "0:00.1");
        assert_eq!(format_ms(9_300), "0:09.3");
        assert_eq!(format_ms(9_999), "0:09.9");
        assert_eq!(format_ms(10_000), "0:10");
        assert_eq!(format_ms(10_999), "0:10");
        assert_eq!(format_ms(59_999), "0:59");
        assert_eq!(format_ms(60_000), "1:00");
        assert_eq!(format_ms(600_000), "10:00");
        assert_eq!(format_ms(3_599_999), "59:59");
        assert_eq!(format_ms(3_600_000), "1:00:00");
        assert_eq!(format_ms(5_400_000), "1:30:00");
        assert_eq!(format_ms(36_000_000), "10:00:00");
        assert_eq!(format_ms(360_000_000), "100:00:00");
        assert_eq!(format_ms(u64::MAX), "5124095576030:25:51");
    }

    #[test]
    fn faces_without_tenths() {
        assert_eq!(format_face(9_999, false), "0:09");
        assert_eq!(format_face(0, false), "0:00");
        assert_eq!(format_face(9_999, true), "0:09.9");
        assert_eq!(format_face(65_000, false), "1:05");
    }

    #[test]
    fn pgn_clk() {
        assert_eq!(format_clk(0), "0:00:00");
        assert_eq!(format_clk(59_999), "0:00:59");
        assert_eq!(format_clk(185_000), "0:03:05");
        assert_eq!(format_clk(5_400_000), "1:30:00");
        assert_eq!(format_clk(36_000_000), "10:00:00");
    }
}
