//! The readers of game files (records, SGF games and collections, position strings), built only
//! with the feature `files` into their own wasm (`pkg/files/loa_bg.wasm`), which the page loads
//! the first time a file is opened or pasted: the readers are most of the weight of the notation
//! code, and the game page's first load does not need them. This wasm leaves out the game, its
//! computer and the analysis (`src/wasm.rs`). A game crosses back as its link and its words
//! ([`crate::boundary::ImportedGame`]); the game wasm replays the link (`WasmGame.fromLink`) and
//! attaches the words (`setTag`, `setGameComment`, `setComment`).

use super::args::{file_text, text};
use super::{error, text_refusal, to_js};
use crate::boundary;
use wasm_bindgen::prelude::*;

// The readers of every board, wide ones included; the one-file edition, which leaves the wide
// boards out (and holds 200 KB gzipped at most), reads the 8×8 boards' texts alone.
#[cfg(not(feature = "onefile"))]
use boundary::{import_any as import, read_record_any as read};
#[cfg(feature = "onefile")]
use boundary::{import_game as import, read_record as read};

/// Whatever a player pastes or opens — a record, an SGF game (GM[9]) or a position string, of an
/// 8×8 board or a wide one (then a wide link, which the wide build's `WasmGame.fromLink` replays) — as
/// `{link, tags, gameComment, comments}`. Throws an Error naming the kind, line and column of the
/// first problem.
#[wasm_bindgen(js_name = importText)]
pub fn import_text(game_text: JsValue) -> Result<JsValue, JsValue> {
    let read = import(&file_text(&game_text, "the text to import")?).map_err(text_refusal)?;
    Ok(to_js(&read)?)
}

/// A record (tags and numbered turns) of any board, every move checked, as `{link, tags,
/// gameComment, comments}`.
#[wasm_bindgen(js_name = readRecord)]
pub fn read_record(record: JsValue) -> Result<JsValue, JsValue> {
    let read = read(&text(&record, "record")?).map_err(text_refusal)?;
    Ok(to_js(&read)?)
}

/// The games of an SGF file of several, to list and pick from, in one string
/// ([`crate::notation::list_sgf_games`]). Throws naming the line and column when the text is no
/// SGF at all.
#[wasm_bindgen(js_name = readCollection)]
pub fn read_collection(text_of_games: JsValue) -> Result<String, JsError> {
    boundary::collection(&file_text(&text_of_games, "the collection")?).map_err(error)
}
