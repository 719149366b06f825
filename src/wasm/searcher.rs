//! [`WasmSearcher`], the computer player for the Web Worker: conversions only, the search is
//! [`crate::search`]'s and the checking of its arguments [`crate::boundary`]'s. One source for
//! both builds that play: the game's wasm searches 8×8 games, the wide boards' wasm (feature
//! `wide`) wide ones, with the same arguments and answers ([`crate::boundary::ReplayedGame`]).

use super::args::{fields, optional_function, packed_moves, text};
use super::clock::clock;
use super::{error, to_js};
use crate::boundary::input;
use crate::boundary::{search_replayed, SearchReport};
use crate::search::Searcher;
use wasm_bindgen::prelude::*;

/// The game this build's searcher plays: the 8×8 one.
#[cfg(not(feature = "wide"))]
type Played = crate::Game;
/// The game this build's searcher plays: the wide boards' one.
#[cfg(feature = "wide")]
type Played = crate::cell_board::CellGame;

/// The computer player of one game, for the Web Worker. It keeps its [`Searcher`] (and so the
/// transposition table) from move to move; the worker makes a new one for a new game.
#[wasm_bindgen]
pub struct WasmSearcher {
    searcher: Searcher,
}

impl Default for WasmSearcher {
    fn default() -> Self {
        WasmSearcher::new()
    }
}

#[wasm_bindgen]
impl WasmSearcher {
    /// A searcher with nothing learnt yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmSearcher {
        // 8 MB of transposition table: plenty for a second or two of search at wasm speed, and
        // small enough for a phone's worker.
        WasmSearcher { searcher: Searcher::with_tt_size(8 << 20) }
    }

    /// Chooses a move for the game that started from the position string `start` (with its
    /// rules: the game's `state().start`) and continued with the packed `moves`, within `limits`
    /// (`{level, depth, movetimeMs, seed}`, every field optional; the search must be bounded,
    /// see [`crate::boundary::LimitsRequest::to_limits`]). `on_info` (a function, or undefined)
    /// receives each progress report ([`SearchReport`]). Returns `{best, info}`
    /// ([`crate::boundary::SearchAnswer`]); throws when an argument is malformed, the moves
    /// illegal or the game over.
    pub fn search(
        &mut self,
        start: JsValue,
        moves: JsValue,
        limits: JsValue,
        on_info: JsValue,
    ) -> Result<JsValue, JsError> {
        let start = text(&start, "start")?;
        let moves = packed_moves(&moves, "moves")?;
        let limits = input::limits(&fields(&limits, "limits")?).map_err(error)?;
        let on_info = optional_function(on_info, "onInfo")?;
        let now = clock();
        let mut report = |info: &SearchReport| {
            if let Ok(value) = to_js(info) {
                // A throwing callback must not abort the search; the page sees the result anyway.
                if let Some(f) = &on_info {
                    let _ = f.call1(&JsValue::NULL, &value);
                }
            }
        };
        let answer =
            search_replayed::<Played>(&mut self.searcher, &start, &moves, &limits, &now, &mut report)
                .map_err(error)?;
        to_js(&answer)
    }
}
