//! The wide boards' game files for the page (docs/rules.md §9.6): the record and the SGF of a
//! game. The formats are [`crate::wide`]'s; this only shapes them for the wasm.

use crate::wide::{format_wide_record, format_wide_sgf, WideGame};

/// The record of `game` with the caller's `tags` first.
pub fn wide_record(game: &WideGame, tags: &[(String, String)]) -> String {
    format_wide_record(game, tags)
}

/// The SGF of `game`; the error says why it has none.
pub fn wide_sgf(game: &WideGame) -> Result<String, String> {
    format_wide_sgf(game).map_err(|e| e.to_string())
}
