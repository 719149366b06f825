//! A file of several SGF games, for the page to list and pick from: each game's players, event,
//! date, result, length and place in the file, and its own text, which the page imports when it
//! is picked (nothing is replayed before).

use crate::notation::list_sgf_games;

/// The games of an SGF collection as [`list_sgf_games`] lists them, in one string (the cheapest
/// thing for the game's wasm to hand over); the error of a text that is no SGF at all names the
/// line and column.
pub fn collection(text: &str) -> Result<String, String> {
    list_sgf_games(text.trim_start_matches('\u{feff}')).map_err(|e| e.to_string())
}
