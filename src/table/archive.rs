//! The archive of games as stored: a small index read when the archive is shown (one line per
//! game: names, date, result, size and a checksum), and each game's PGN under its own key, read only
//! when that game is opened or exported. Nothing here touches the browser: the view passes texts in
//! and writes the texts it gets back.
//!
//! ```text
//! escaque-archive 2
//! 7\t812\t3735928559\t4\t0-1\t2024.05.01\tCarla\tDani\tnormal
//! ```
//!
//! Fields: id, length of the PGN in bytes, its FNV-1a checksum, plies, result, date, White, Black,
//! termination, then the game's other searched tags (Event, Site, Opening, Variation, ECO: the
//! search field's, [`crate::table::search::SEARCHED_TAGS`]) as `Name=value` fields, one each (`\`, tab and line
//! breaks escaped). A line of nine fields (written before the search, issue 30) still reads; its
//! entry has no searched tags until [`Index::complete`] reads them from its game. A line that does not read is kept as it is and
//! written back (its game is not lost), and reported. A game is checked when read: a missing key or
//! a text whose length or checksum differ is reported, and the result is the one its moves give when
//! replayed ([`crate::game::import_pgn`]), never the index's.
//!
//! The first archive (`escaque.archive.v1`, every game's PGN in one key separated by a line holding
//! U+001E) is read by [`split_v1`] and moved game by game ([`Index::add`]).

use crate::game::{import_pgn, RuleSet};
use crate::rules::pgn::{read_games_with, ReadOptions};
use crate::rules::PgnGame;
use crate::table::tournament;

/// The key of the index.
pub const INDEX_KEY: &str = "escaque.archive.v2";
/// Each game is stored under this prefix followed by its id.
pub const GAME_PREFIX: &str = "escaque.archive.v2.";
/// The key of the first archive (all games in one text), read once and moved.
pub const V1_KEY: &str = "escaque.archive.v1";
/// The first line of the index.
pub const HEADER: &str = "escaque-archive 2";
/// Between two games of the first archive's text.
pub const V1_SEPARATOR: &str = "\n\u{1e}\n";

/// The key of the game with this id.
pub fn game_key(id: u64) -> String {
    let mut k = String::with_capacity(GAME_PREFIX.len() + 8);
    k.push_str(GAME_PREFIX);
    k.push_str(&id.to_string());
    k
}

/// The id of a game key, if `key` is one.
pub fn id_of_key(key: &str) -> Option<u64> {
    let rest = key.strip_prefix(GAME_PREFIX)?;
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    rest.parse().ok()
}

/// The FNV-1a checksum (32 bits) of a text: enough to see that a stored game was changed.
pub fn checksum(text: &str) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in text.bytes() {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// One game of the index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its key's number ([`game_key`]).
    pub id: u64,
    /// Length of its PGN in bytes.
    pub len: usize,
    /// [`checksum`] of its PGN.
    pub hash: u32,
    /// Half-moves of the main line.
    pub plies: usize,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`, as the moves replayed give it.
    pub result: String,
    /// The `Date` tag (`?` when none).
    pub date: String,
    /// The `White` tag.
    pub white: String,
    /// The `Black` tag.
    pub black: String,
    /// The `Termination` tag (empty when none).
    pub termination: String,
    /// The game's other searched tags (not players or date) as (name, value), in the game's order;
    /// `None` for an entry read from a line written before they were kept ([`Index::complete`]).
    pub tags: Option<Vec<(String, String)>>,
}

impl Entry {
    /// The index line of this entry.
    pub fn line(&self) -> String {
        let mut fields = vec![
            self.id.to_string(),
            self.len.to_string(),
            self.hash.to_string(),
            self.plies.to_string(),
            super::save::escape(&self.result),
            super::save::escape(&self.date),
            super::save::escape(&self.white),
            super::save::escape(&self.black),
            super::save::escape(&self.termination),
        ];
        // The searched tags follow, one `Name=value` field each; a line without them (no tags kept
        // yet) is the nine fields of the first index lines. A game without such tags writes one
        // empty field, so its line still says they were looked for.
        match &self.tags {
            None => {}
            Some(tags) if tags.is_empty() => fields.push(String::new()),
            Some(tags) => fields.extend(
                tags.iter()
                    .map(|(n, v)| super::save::escape(&[n.as_str(), "=", v.as_str()].concat())),
            ),
        }
        fields.join("\t")
    }

    /// The text a search looks in: players, date and the other searched tags.
    pub fn header(&self) -> crate::table::search::Header {
        let fixed = [self.white.as_str(), self.black.as_str(), self.date.as_str()];
        let more = self.tags.iter().flatten().map(|(_, v)| v.as_str());
        crate::table::search::Header::of_values(fixed.into_iter().chain(more))
    }

    /// Reads an index line; `None` if it is not one.
    pub fn parse(line: &str) -> Option<Entry> {
        let f: Vec<&str> = line.split('\t').collect();
        let (fixed, rest) = f.split_at_checked(9)?;
        let [id, len, hash, plies, result, date, white, black, termination] = fixed else {
            return None;
        };
        let tags = match rest {
            [] => None,
            [""] => Some(Vec::new()),
            more => Some(
                more.iter()
                    .map(|field| {
                        let text = super::save::unescape(field)?;
                        let (n, v) = text.split_once('=')?;
                        Some((n.to_string(), v.to_string()))
                    })
                    .collect::<Option<Vec<_>>>()?,
            ),
        };
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if ![id, len, hash, plies].iter().all(|s| digits(s)) {
            return None;
        }
        let result = super::save::unescape(result)?;
        if result != "*" && crate::rules::GameResult::parse(&result).is_none() {
            return None;
        }
        Some(Entry {
            id: id.parse().ok()?,
            len: len.parse().ok()?,
            hash: hash.parse().ok()?,
            plies: plies.parse().ok()?,
            result,
            date: super::save::unescape(date)?,
            white: super::save::unescape(white)?,
            black: super::save::unescape(black)?,
            termination: super::save::unescape(termination)?,
            tags,
        })
    }

    /// The entry of a game's PGN stored under `id`: its tags, and its plies and result from the
    /// moves replayed. A text that holds no playable game still gets one (no plies, result `*`,
    /// names `?`), so it is kept and listed.
    pub fn of(id: u64, pgn: &str) -> Entry {
        let game = first_game(pgn);
        let result = game.as_ref().and_then(replayed_result);
        let tag = |name: &str, default: &str| {
            game.as_ref()
                .and_then(|g| g.tag(name))
                .map_or_else(|| default.to_string(), |v| v.trim().to_string())
        };
        Entry {
            id,
            len: pgn.len(),
            hash: checksum(pgn),
            plies: if result.is_some() {
                game.as_ref().map_or(0, |g| g.moves.len())
            } else {
                0
            },
            result: result.unwrap_or_else(|| "*".to_string()),
            date: tag("Date", "?"),
            white: tag("White", "?"),
            black: tag("Black", "?"),
            termination: tag("Termination", ""),
            tags: Some(game.as_ref().map_or_else(Vec::new, searched_tags)),
        }
    }
}

impl crate::table::Table {
    /// The game on the table as the archive keeps it: its PGN as [`crate::table::Table::export_pgn`] writes it
    /// (dated `today` if it has no date) and its index entry (id 0: [`Index::add_entry`] gives it one). The entry is
    /// what [`Entry::of`] would read back from that text, taken from the table and the record written instead: the
    /// tags as the writer wrote them ([`crate::rules::pgn::written_tags`]), the plies and the result the table's game.
    /// Reading back replays every move twice, the longest part of a mating move's archiving (issue 41). A record whose
    /// main line is not the game's moves (moves on a tournament line, played at the board) is read back as before.
    pub fn archived(&self, today: &str) -> (String, Entry) {
        let record = self.export_record(today);
        let text = crate::rules::write_game(&record);
        let game = self.game();
        let same = record.moves.len() == game.moves().len()
            && record
                .moves
                .iter()
                .zip(game.moves())
                .all(|(pm, m)| pm.mv == Some(*m));
        if !same {
            let entry = Entry::of(0, &text);
            return (text, entry);
        }
        let tags = crate::rules::pgn::written_tags(&record);
        let tag = |name: &str, default: &str| {
            tags.iter()
                .find(|(n, _)| n == name)
                .map_or_else(|| default.to_string(), |(_, v)| v.trim().to_string())
        };
        let entry = Entry {
            id: 0,
            len: text.len(),
            hash: checksum(&text),
            plies: game.moves().len(),
            result: game.result_str().to_string(),
            date: tag("Date", "?"),
            white: tag("White", "?"),
            black: tag("Black", "?"),
            termination: tag("Termination", ""),
            tags: Some(searched_of(&tags)),
        };
        (text, entry)
    }
}

/// What a line of the archive's list says: each part only where it tells the player something
/// ([`Entry::listed`]); the words are the text layer's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listed<'a> {
    /// White's name; `None` when the game gives none (`?`, empty).
    pub white: Option<&'a str>,
    /// Black's name; `None` when the game gives none.
    pub black: Option<&'a str>,
    /// The result; `None` for an unfinished game (`*`).
    pub result: Option<&'a str>,
    /// The `Termination` tag when it says more than the result: never `normal` (a game ended as the Laws say, which
    /// the result already tells), nor `unterminated` beside an unfinished game.
    pub how: Option<&'a str>,
}

impl Entry {
    /// What this entry's line in the list says ([`Listed`]).
    pub fn listed(&self) -> Listed<'_> {
        let known = |n: &str| {
            let n = n.trim();
            !n.is_empty() && !n.bytes().all(|b| b == b'?')
        };
        let result = (self.result != "*").then_some(self.result.as_str());
        let t = self.termination.trim();
        let said = t.is_empty()
            || t.eq_ignore_ascii_case("normal")
            || (result.is_none() && t.eq_ignore_ascii_case("unterminated"));
        Listed {
            white: known(&self.white).then_some(self.white.trim()),
            black: known(&self.black).then_some(self.black.trim()),
            result,
            how: (!said).then_some(t),
        }
    }
}

/// A game's searched tags other than players and date, with a value.
fn searched_tags(game: &PgnGame) -> Vec<(String, String)> {
    searched_of(&game.tags)
}

/// [`searched_tags`] of a list of tags.
fn searched_of(tags: &[(String, String)]) -> Vec<(String, String)> {
    tags.iter()
        .filter(|(n, v)| {
            !matches!(n.as_str(), "White" | "Black" | "Date")
                && crate::table::search::SEARCHED_TAGS.contains(&n.as_str())
                && !matches!(v.trim(), "" | "?")
        })
        .map(|(n, v)| (n.clone(), v.trim().to_string()))
        .collect()
}

/// The first game of a stored text; a tournament-practice record holding an illegal move read as
/// played at the board (the app's own export, [`super::tournament::export_pgn`]).
fn first_game(pgn: &str) -> Option<PgnGame> {
    let options = ReadOptions {
        variations: false,
        ..ReadOptions::default()
    };
    match read_games_with(pgn, options).into_iter().next()? {
        Ok(g) => Some(g),
        Err(_) => {
            let at_board = ReadOptions {
                variations: false,
                ..tournament::at_the_board()
            };
            let g = read_games_with(pgn, at_board).into_iter().next()?.ok()?;
            tournament::is_practice_record(&g).then_some(g)
        }
    }
}

/// The result a game's moves give when replayed (the board first; a result the board does not
/// show, as an ending the players made): `None` if the moves cannot be played. A
/// tournament-practice record whose moves are not all legal is replayed as at the board.
fn replayed_result(game: &PgnGame) -> Option<String> {
    match import_pgn(game, RuleSet::Fide) {
        Ok(imported) => Some(imported.game.result_str().to_string()),
        Err(_) if tournament::is_practice_record(game) => {
            let t = tournament::table_from_pgn(game).ok()?;
            Some(t.game().result_str().to_string())
        }
        Err(_) => None,
    }
}

/// The index: entries oldest first, and the lines that did not read (kept, never dropped).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Index {
    /// The games, oldest first.
    pub entries: Vec<Entry>,
    /// Lines that did not read, as they were (line number from 1, text).
    pub bad: Vec<(usize, String)>,
}

impl Index {
    /// Reads an index text. A text without the header is read as bad lines (none lost).
    pub fn parse(text: &str) -> Index {
        let mut index = Index::default();
        for (i, line) in text.lines().enumerate() {
            if line.is_empty() || (i == 0 && line == HEADER) {
                continue;
            }
            let entry = if text.starts_with(HEADER) {
                Entry::parse(line)
            } else {
                None
            };
            match entry {
                Some(e) if !index.entries.iter().any(|o| o.id == e.id) => index.entries.push(e),
                _ => index.bad.push((i + 1, line.to_string())),
            }
        }
        index
    }

    /// The index as text (bad lines kept at the end).
    pub fn to_text(&self) -> String {
        let mut s = String::with_capacity(32 + 80 * self.entries.len());
        s.push_str(HEADER);
        s.push('\n');
        for e in &self.entries {
            s.push_str(&e.line());
            s.push('\n');
        }
        for (_, line) in &self.bad {
            s.push_str(line);
            s.push('\n');
        }
        s
    }

    /// An id no entry has (nor any of `taken`, the ids of game keys found in storage).
    pub fn next_id(&self, taken: &[u64]) -> u64 {
        let max = self
            .entries
            .iter()
            .map(|e| e.id)
            .chain(taken.iter().copied())
            .max();
        max.map_or(1, |m| m.saturating_add(1))
    }

    /// Adds a game's PGN under a new id: the key to store its text under, and its entry.
    pub fn add(&mut self, pgn: &str, taken: &[u64]) -> (String, Entry) {
        let e = Entry::of(self.next_id(taken), pgn);
        self.entries.push(e.clone());
        (game_key(e.id), e)
    }

    /// Adds an entry made before its game had an id ([`crate::table::Table::archived`]) under a new id: the key to
    /// store its text under, and the entry.
    pub fn add_entry(&mut self, mut entry: Entry, taken: &[u64]) -> (String, Entry) {
        entry.id = self.next_id(taken);
        self.entries.push(entry.clone());
        (game_key(entry.id), entry)
    }

    /// Replaces the text of the game `id` (the same game, ended again): its new entry, or `None`
    /// if there is no such entry.
    pub fn replace(&mut self, id: u64, pgn: &str) -> Option<Entry> {
        let slot = self.entries.iter_mut().find(|e| e.id == id)?;
        *slot = Entry::of(id, pgn);
        Some(slot.clone())
    }

    /// The entry with this id.
    pub fn get(&self, id: u64) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// Removes the entry with this id; true if there was one.
    pub fn remove(&mut self, id: u64) -> bool {
        let before = self.entries.len();
        self.entries.retain(|e| e.id != id);
        self.entries.len() != before
    }

    /// Gives the entries read from lines of the first index (no searched tags kept) their tags,
    /// from their games as `stored` returns them (an entry whose game is missing gets none, so it
    /// is not read again). True if an entry changed: the index is then to be written back.
    pub fn complete(&mut self, stored: impl Fn(u64) -> Option<String>) -> bool {
        let mut changed = false;
        for e in self.entries.iter_mut().filter(|e| e.tags.is_none()) {
            let game = stored(e.id).and_then(|text| first_game(&text));
            e.tags = Some(game.as_ref().map_or_else(Vec::new, searched_tags));
            changed = true;
        }
        changed
    }

    /// Bytes of PGN the index accounts for.
    pub fn bytes(&self) -> usize {
        self.entries.iter().map(|e| e.len).sum()
    }
}

/// What reading a stored game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// The text is as stored and its moves give the index's result.
    Sound(PgnGame),
    /// The text was changed since it was stored (its length or checksum differ, or its moves give
    /// another result than the index's): the game as it reads now, if it reads.
    Altered(Option<PgnGame>),
    /// No text under the game's key.
    Missing,
}

/// Checks a stored game against its entry (see [`Checked`]).
pub fn check(entry: &Entry, stored: Option<&str>) -> Checked {
    let Some(text) = stored else {
        return Checked::Missing;
    };
    let game = first_game(text);
    let same_text = text.len() == entry.len && checksum(text) == entry.hash;
    let result = game.as_ref().and_then(replayed_result);
    match game {
        Some(g) if same_text && result.as_deref() == Some(entry.result.as_str()) => {
            Checked::Sound(g)
        }
        g => Checked::Altered(g),
    }
}

/// Moves the first archive's text into `index`: the games to store, as (key, text), oldest first,
/// each also added to the index. A game the index already holds (same length and checksum: moved
/// before, then written again by a tab of an older version) is not added twice; every other part
/// of the text is kept, even one that is no game. `taken`: ids of game keys already in storage.
pub fn migrate(index: &mut Index, v1: &str, taken: &[u64]) -> Vec<(String, String)> {
    let mut taken = taken.to_vec();
    let mut out = Vec::new();
    for text in split_v1(v1) {
        let hash = checksum(&text);
        if index
            .entries
            .iter()
            .any(|e| e.len == text.len() && e.hash == hash)
        {
            continue;
        }
        let (key, e) = index.add(&text, &taken);
        taken.push(e.id);
        out.push((key, text));
    }
    out
}

/// The games of the first archive's text, oldest first, each ending with one line break.
pub fn split_v1(text: &str) -> Vec<String> {
    text.split(V1_SEPARATOR)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            let mut g = s.to_string();
            g.push('\n');
            g
        })
        .collect()
}
