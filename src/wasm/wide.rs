//! The exports of the wide boards (black-hole, standard-12x12, hex-5, hex-6), built only with
//! the feature `wide` into their own wasm (`pkg/wide/loa_bg.wasm`), which the game page loads
//! when a wide variant is chosen: the game page's wasm does not carry the wide engine, and this
//! wasm does not carry the 8×8 game's exports (`src/wasm.rs` leaves them out under `wide`).
//! Conversions only: the rules are [`crate::wide`]'s, the page's shapes
//! [`crate::boundary::wide_state`]'s.

use super::args::{input, text};
use super::clock::clock;
use super::{error, refusal, to_js};
use crate::boundary::input::{self, Input};
use crate::boundary::{
    open_wide_text, wide_analyse, wide_computer_move, wide_judge_request, wide_play, wide_record,
    wide_replay, wide_resign, wide_sgf, wide_state,
};
use crate::search::Searcher;
use crate::wide::WideGame;
use wasm_bindgen::prelude::*;

/// The moves of a space-separated text (`"b1-b3 b9-b7"`), as the page sends them.
fn move_list(value: &JsValue, what: &str) -> Result<Vec<String>, JsError> {
    Ok(text(value, what)?.split_whitespace().map(str::to_string).collect())
}

/// A checked game on a wide board for the page's main thread.
#[wasm_bindgen]
pub struct WasmWideGame {
    game: WideGame,
}

#[wasm_bindgen]
impl WasmWideGame {
    /// A new game of `variant` (`black-hole`, `standard-12x12`, `hex-5`, `hex-6`) under the
    /// rules field `simultaneous` (`mover-wins` or `draw`, optionally with `,repetition`,
    /// `,limit=N`, `,reversed` and `,scrambled`), replaying `moves` (space-separated texts, or an empty string); throws
    /// naming the first move that cannot be played.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: JsValue, simultaneous: JsValue, moves: JsValue) -> Result<WasmWideGame, JsError> {
        let variant = text(&variant, "variant")?;
        let simultaneous = text(&simultaneous, "simultaneous")?;
        let moves = move_list(&moves, "moves")?;
        Ok(WasmWideGame { game: wide_replay(&variant, &simultaneous, &moves).map_err(error)? })
    }

    /// The state: `{variant, hex, size, cells: [{name, x, y, hole, piece}], turn, legal,
    /// moves, outcome, simultaneous}` ([`crate::boundary::WideStateView`]).
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&wide_state(&self.game))
    }

    /// Plays the move `text` (`b1-b3`, `b1xb3`, `pass`); throws with the core's reason when it
    /// is not legal (with `code` and `params` when the rules refused it, as the 8×8 game's
    /// refusals, for the page to word), and the game stays as it was.
    pub fn play(&mut self, move_text: JsValue) -> Result<(), JsValue> {
        let move_text = text(&move_text, "move")?;
        wide_play(&mut self.game, &move_text).map_err(refusal)
    }

    /// Takes back the last move; false when there is none or a side resigned.
    pub fn undo(&mut self) -> bool {
        self.game.undo()
    }

    /// Plays the last move taken back again; false when there is none (a move played since
    /// forgets the moves taken back) or a side resigned.
    pub fn redo(&mut self) -> bool {
        self.game.redo()
    }

    /// Whether [`WasmWideGame::redo`] would play a move: the core decides, on a copy, so the
    /// page's Redo button is never enabled for a move the game would refuse.
    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.game.clone().redo()
    }

    /// Resigns for `side` (`"black"` or `"white"`; `undefined` for the side to move): the other
    /// side wins, for good. Throws, with the game unchanged, when the game is over.
    pub fn resign(&mut self, side: JsValue) -> Result<(), JsError> {
        let side = if side.is_undefined() || side.is_null() { None } else { Some(text(&side, "side")?) };
        wide_resign(&mut self.game, side.as_deref()).map_err(error)
    }

    /// The game's record (tags, numbered turns, result), which `openWideText` reads back.
    pub fn record(&self) -> String {
        wide_record(&self.game, &[])
    }

    /// The game as SGF (GM[9], `SU` naming the board); throws when it has none.
    pub fn sgf(&self) -> Result<String, JsError> {
        wide_sgf(&self.game).map_err(error)
    }
}

/// A wide board's record, SGF game, link or position string as `{variant, rules, moves, tags}`
/// (moves space-separated), the shape the page starts a wide game from; throws naming the kind
/// of text, the line and column of the first problem.
#[wasm_bindgen(js_name = openWideText)]
pub fn open_wide(game_text: JsValue) -> Result<JsValue, JsError> {
    to_js(&open_wide_text(&text(&game_text, "the text to open")?).map_err(error)?)
}

/// The wide board (`black-hole`, `standard-12x12`, `hex-5`, `hex-6`) a text is written for, or
/// `undefined` when it is not a wide board's text: an embedded wide board tells a wide text with
/// a mistake from an 8×8 game's, which needs an 8×8 board of its own.
#[wasm_bindgen(js_name = wideVariantOf)]
pub fn wide_variant_of(game_text: JsValue) -> Result<Option<String>, JsError> {
    Ok(crate::wide::wide_variant_of(&text(&game_text, "the text to open")?).map(|v| v.key().to_string()))
}

/// The computer player of the wide boards, for the Web Worker: the one search of every board
/// ([`crate::search`]); it keeps its transposition table from move to move; each search
/// rebuilds the game from its start and moves.
#[wasm_bindgen]
pub struct WasmWideSearcher {
    searcher: Searcher,
}

impl Default for WasmWideSearcher {
    fn default() -> Self {
        WasmWideSearcher::new()
    }
}

#[wasm_bindgen]
impl WasmWideSearcher {
    /// A searcher with nothing learnt yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmWideSearcher {
        // 8 MB of transposition table, as the 8×8 worker's.
        WasmWideSearcher { searcher: Searcher::with_tt_size(8 << 20) }
    }

    /// The computer's move (text) at `level` (1–6) with `seed`, in the game of `variant` and
    /// `simultaneous` after `moves` (space-separated); throws when an argument is wrong, a move
    /// illegal or the game over.
    pub fn search(
        &mut self,
        variant: JsValue,
        simultaneous: JsValue,
        moves: JsValue,
        level: JsValue,
        seed: JsValue,
    ) -> Result<String, JsError> {
        let game = replayed(&variant, &simultaneous, &moves)?;
        let level = input::depth("level", input(&level)).map_err(error)?;
        wide_computer_move(&mut self.searcher, &game, level, seed_of(&seed)?, &clock()).map_err(error)
    }

    /// The whole-game analysis's search of the position of `variant` and `simultaneous` after
    /// `moves`, with `seed`: `{move, score, side}` ([`crate::boundary::WideAnalysisView`]);
    /// throws when an argument is wrong, a move illegal or the game over there.
    pub fn analyse(
        &mut self,
        variant: JsValue,
        simultaneous: JsValue,
        moves: JsValue,
        seed: JsValue,
    ) -> Result<JsValue, JsError> {
        let game = replayed(&variant, &simultaneous, &moves)?;
        to_js(&wide_analyse(&mut self.searcher, &game, seed_of(&seed)?, &clock()).map_err(error)?)
    }
}

/// The game of `variant` under the rules field `simultaneous` after `moves` (space-separated), as
/// the worker's searches are asked for it; throws naming the argument or the move that is wrong.
fn replayed(variant: &JsValue, simultaneous: &JsValue, moves: &JsValue) -> Result<WideGame, JsError> {
    wide_replay(&text(variant, "variant")?, &text(simultaneous, "simultaneous")?, &move_list(moves, "moves")?)
        .map_err(error)
}

/// A search's seed: a number from 0.
fn seed_of(seed: &JsValue) -> Result<u64, JsError> {
    match input(seed) {
        Input::Number(n) if n.is_finite() && n >= 0.0 => Ok(n as u64),
        other => Err(error(format!("seed must be a number from 0, not {}", other.described()))),
    }
}

/// `judgeWideMove(before, after, engineChoice)`: a move of a wide game judged from the wide
/// search's scores before and after it, both from the mover's view (or `"won"`, `"lost"`,
/// `"drawn"` for a game that ended with it), and whether it was the engine's own move; the
/// 8×8 `judgeMove`'s judgement and answer ([`crate::boundary::MoveJudgement`]).
#[wasm_bindgen(js_name = judgeWideMove)]
pub fn judge_wide_move(before: JsValue, after: JsValue, engine_choice: JsValue) -> Result<JsValue, JsError> {
    to_js(&wide_judge_request(input(&before), input(&after), input(&engine_choice)).map_err(error)?)
}
