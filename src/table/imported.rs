//! What an imported game brought beside its moves: its tags, its comments and its `[%clk]`
//! readings, and the helpers that read them out of a PGN game.

/// Tags and clock readings an imported game brought, which the [`Game`](crate::game::Game) itself
/// does not keep.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// The PGN tags, except those the game decides (players, result, set-up).
    pub tags: Vec<(String, String)>,
    /// How many plies came from the import (the game may continue past them).
    pub plies: usize,
    /// The `[%clk]` reading after each imported ply, if any.
    pub clocks: Vec<Option<u64>>,
    /// The comments after each imported ply (empty when none), without their `[%clk]` commands.
    pub comments: Vec<String>,
    /// The record as a tree (variations, symbols, shapes) in [`Tree::to_line`]'s form, once an
    /// import brought one or the record was edited in review; `None`: the moves with the comments
    /// and readings above. Kept as text so that the page's start-up (the save) carries no tree
    /// code: [`super::Table::record`] reads it.
    ///
    /// [`Tree::to_line`]: crate::game::tree::Tree::to_line
    pub record: Option<String>,
}

/// A name from a PGN tag (`White`, `Black`): `?`, `-` and empty mean unknown (empty); control
/// characters are dropped, the rest kept whole (the export writes it back as it came).
pub fn pgn_name(g: &crate::rules::PgnGame, tag: &str) -> String {
    match g.tag(tag).map(str::trim) {
        None | Some("?") | Some("-") => String::new(),
        Some(n) => n.chars().filter(|c| !c.is_control()).collect(),
    }
}

/// Tags that the game itself decides, never kept from an imported game.
pub const GAME_TAGS: [&str; 6] = ["White", "Black", "Result", "SetUp", "FEN", "PlyCount"];

impl Imported {
    /// What a PGN game brought: its tags (less [`GAME_TAGS`]), and per ply its `[%clk]` reading and
    /// its other comments.
    pub fn of(
        tags: &[(String, String)],
        clocks: Vec<Option<u64>>,
        comments: Vec<String>,
    ) -> Imported {
        Imported {
            tags: tags
                .iter()
                .filter(|(n, _)| !GAME_TAGS.contains(&n.as_str()))
                .cloned()
                .collect(),
            plies: clocks.len(),
            clocks,
            comments,
            record: None,
        }
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}
