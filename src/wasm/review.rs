//! The whole-game analysis's judgements for the worker (www/component/worker/worker.js): the
//! worker searches each position with [`super::searcher::WasmSearcher`] and asks here what the
//! scores mean (the start's value for the graph comes with the first move's judgement). Conversions only: [`crate::boundary::judge_request`] checks and judges.

use super::args::input;
use super::{error, to_js};
use crate::boundary::judge_request;
use wasm_bindgen::prelude::*;

/// `judgeMove(before, after, engineChoice)`: a move judged from the scores of the positions
/// before and after it, both from the mover's view (a search report's `score`, or `"won"`,
/// `"lost"`, `"drawn"` for a game that ended with the move), and whether it was the engine's own
/// choice. Returns `{mark, missedWin, allowedLoss, before, after}` ([`crate::boundary::MoveJudgement`]);
/// throws naming a malformed argument.
#[wasm_bindgen(js_name = judgeMove)]
pub fn judge_move(before: JsValue, after: JsValue, engine_choice: JsValue) -> Result<JsValue, JsError> {
    to_js(&judge_request(input(&before), input(&after), input(&engine_choice)).map_err(error)?)
}
