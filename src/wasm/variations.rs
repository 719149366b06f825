//! The variations of a [`super::game::WasmGame`]: read for the move list, shown, played into,
//! promoted and deleted ([`crate::boundary`]'s variations). A variation's turn is named by its
//! `line` (the indices leading to it, as `variations()` gives them) and its `turn`.

use super::args::{input, optional_text, packed_moves, ply_count};
use super::game::WasmGame;
use super::{error, refusal, to_js};
use crate::boundary;
use wasm_bindgen::prelude::*;

/// The indices of a variation's `line`, read as a list of whole numbers.
fn line_of(line: &JsValue) -> Result<Vec<usize>, JsError> {
    Ok(packed_moves(line, "line")?.into_iter().map(usize::from).collect())
}

#[wasm_bindgen]
impl WasmGame {
    /// The variations, as the move list shows them: `[{line, after, turns: [{text, number,
    /// first, comment}], variations}]`, each main-line one after the turn it replaces.
    pub fn variations(&self) -> Result<JsValue, JsError> {
        to_js(&boundary::variation_views(&self.game, &self.notes))
    }

    /// The state after the turn `turn` of the variation `line` (its history the game's up to
    /// where the variation starts, then the variation's).
    #[wasm_bindgen(js_name = variationState)]
    pub fn variation_state(&self, line: JsValue, turn: JsValue) -> Result<JsValue, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        to_js(&boundary::node_state(&self.game, &self.notes, &line, turn).map_err(error)?)
    }

    /// Plays a turn on a position shown in review: the main line's ply `at` when `line` is
    /// empty, else the turn `at` of the variation `line`. `mv` is a move as `play` takes it;
    /// `drop`, when given, the drop that completes a Parachute move. → `{ply}` or `{line, turn}`,
    /// where it led (a turn the line goes on with is followed, any other enters or starts a
    /// variation), or `{state}` for a Parachute move whose drop is due. Throws as `play` does.
    #[wasm_bindgen(js_name = playIn)]
    pub fn play_in(
        &mut self,
        line: JsValue,
        at: JsValue,
        mv: JsValue,
        drop: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (line, at) = (line_of(&line)?, ply_count(&at, "at")?);
        let mut moves = vec![input(&mv)];
        if !drop.is_undefined() {
            moves.push(input(&drop));
        }
        let played = boundary::play_in(&self.game, &mut self.notes, &line, at, &moves).map_err(refusal)?;
        Ok(to_js(&played)?)
    }

    /// The turn after the turn `turn` of the variation `line` (`forward`), or the position
    /// before it. → `{ply}` or `{line, turn}`.
    #[wasm_bindgen(js_name = variationStep)]
    pub fn variation_step(&self, line: JsValue, turn: JsValue, forward: bool) -> Result<JsValue, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        to_js(&boundary::step(&self.game, &self.notes, &line, turn, forward).map_err(error)?)
    }

    /// Deletes the turn `turn` of the variation `line` and every turn after it. → the position
    /// to show (`{ply}` or `{line, turn}`), the one before.
    #[wasm_bindgen(js_name = deleteVariation)]
    pub fn delete_variation(&mut self, line: JsValue, turn: JsValue) -> Result<JsValue, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        to_js(&boundary::delete(&self.game, &mut self.notes, &line, turn).map_err(error)?)
    }

    /// Whether the variation `line` can be promoted (not over the moves of a game that ended by
    /// resignation, on time or by agreement).
    #[wasm_bindgen(js_name = canPromote)]
    pub fn can_promote(&self, line: JsValue) -> Result<bool, JsError> {
        Ok(boundary::can_promote(&self.game, &line_of(&line)?))
    }

    /// Promotes the variation `line`: it changes places with the line it hangs from (the
    /// game's own moves, for a variation of the main line). → where its turn `turn` now is.
    #[wasm_bindgen(js_name = promoteVariation)]
    pub fn promote_variation(&mut self, line: JsValue, turn: JsValue) -> Result<JsValue, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        to_js(&boundary::promote(&mut self.game, &mut self.notes, &line, turn).map_err(error)?)
    }

    /// Sets (or with `null`, `undefined` or blank text, clears) the comment after the turn
    /// `turn` of the variation `line`.
    #[wasm_bindgen(js_name = setVariationComment)]
    pub fn set_variation_comment(
        &mut self,
        line: JsValue,
        turn: JsValue,
        text: JsValue,
    ) -> Result<(), JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        let text = optional_text(&text, "comment")?;
        boundary::set_variation_comment(&mut self.notes, &line, turn, text).map_err(error)
    }
}
