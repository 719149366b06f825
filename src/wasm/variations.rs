//! `WasmVariations`: a game's variations, kept by the file readers' wasm beside the page's game
//! ([`crate::boundary::Variations`]). Each call is given the game as it stands, as its record
//! (`WasmGame.record`), read by the readers this wasm holds for either kind of board; a variation's turn is named by its
//! `line` (the indices leading to it, as `views` gives them) and its `turn`.

use super::args::{optional_text, packed_moves, ply_count, text};
use super::{error, to_js};
use crate::boundary::{self, any_import::names_wide_board, Variations};
use crate::cell_board::CellPosition;
use crate::notation::import_annotated_on;
use crate::Position;
use wasm_bindgen::prelude::*;

/// Runs `$body` with `$game` and `$notes` the game and words of the record or SGF text `$text`.
macro_rules! on_text {
    ($text:expr, |$game:ident, $notes:ident| $body:expr) => {{
        let read = text(&$text, "record")?;
        if names_wide_board(&read) {
            let ($game, $notes) = import_annotated_on::<CellPosition>(&read).map_err(error)?;
            $body
        } else {
            let ($game, $notes) = import_annotated_on::<Position>(&read).map_err(error)?;
            $body
        }
    }};
}

/// The indices of a variation's `line`, read as a list of whole numbers.
fn line_of(line: &JsValue) -> Result<Vec<usize>, JsError> {
    Ok(packed_moves(line, "line")?.into_iter().map(usize::from).collect())
}

/// A game's variations, kept beside it.
#[wasm_bindgen]
#[derive(Default)]
pub struct WasmVariations {
    kept: Variations,
}

#[wasm_bindgen]
impl WasmVariations {
    /// None yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmVariations {
        WasmVariations::default()
    }

    /// The variations of a record or SGF game of any board (none for a link or a position
    /// string). Throws as the readers do.
    pub fn read(game_text: JsValue) -> Result<WasmVariations, JsError> {
        on_text!(game_text, |game, notes| Ok(WasmVariations { kept: Variations::read(&game, &notes) }))
    }

    /// Whether there are any.
    pub fn any(&self) -> bool {
        self.kept.any()
    }

    /// The variations of the game written in `record` (as `WasmGame.record` writes it) as the move list shows them: `[{line, after, turns:
    /// [{text, number, first, comment}], variations}]`.
    pub fn views(&mut self, record: JsValue) -> Result<JsValue, JsError> {
        on_text!(record, |game, _notes| to_js(&self.kept.views(&game)))
    }

    /// The turns, as text, from the start of the game written in `record` (as `WasmGame.record` writes it) to the turn `turn` of the
    /// variation `line`: the page replays them to show its position.
    #[wasm_bindgen(js_name = lineTo)]
    pub fn line_to(&mut self, record: JsValue, line: JsValue, turn: JsValue) -> Result<Vec<String>, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        on_text!(record, |game, _notes| self.kept.line_to(&game, &line, turn).map_err(error))
    }

    /// Plays the whole turn `turn_text` on a position of the game written in `record` (as `WasmGame.record` writes it) shown in review: its
    /// ply `at` when `line` is empty, else the turn `at` of the variation `line`. → where it led,
    /// `{ply}` or `{line, turn}` (a turn the line goes on with is followed, any other enters or
    /// starts a variation). Throws for an illegal turn or one at the game's end.
    #[wasm_bindgen(js_name = playIn)]
    pub fn play_in(
        &mut self,
        record: JsValue,
        line: JsValue,
        at: JsValue,
        turn_text: JsValue,
    ) -> Result<JsValue, JsError> {
        let (line, at, played) = (line_of(&line)?, ply_count(&at, "at")?, text(&turn_text, "turn")?);
        on_text!(record, |game, _notes| to_js(&self.kept.play_in(&game, &line, at, &played).map_err(error)?))
    }

    /// The turn after the turn `turn` of the variation `line` (`forward`), or the position
    /// before it. → `{ply}` or `{line, turn}`.
    pub fn step(
        &mut self,
        record: JsValue,
        line: JsValue,
        turn: JsValue,
        forward: bool,
    ) -> Result<JsValue, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        on_text!(record, |game, _notes| to_js(&self.kept.step(&game, &line, turn, forward).map_err(error)?))
    }

    /// Deletes the turn `turn` of the variation `line` and every turn after it. → the position
    /// to show, the one before.
    pub fn delete(&mut self, record: JsValue, line: JsValue, turn: JsValue) -> Result<JsValue, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        on_text!(record, |game, _notes| to_js(&self.kept.delete(&game, &line, turn).map_err(error)?))
    }

    /// Whether the variation `line` of the game written in `record` (as `WasmGame.record` writes it) can be promoted (not over the moves of a
    /// game that ended by resignation, on time or by agreement).
    #[wasm_bindgen(js_name = canPromote)]
    pub fn can_promote(&self, record: JsValue, line: JsValue) -> Result<bool, JsError> {
        let line = line_of(&line)?;
        on_text!(record, |game, _notes| Ok(Variations::can_promote(&game, &line)))
    }

    /// Promotes the variation `line` of the game written in `record`: it changes places with
    /// the line it hangs from. → `{spot, game}`: where its turn `turn` is now, and when the
    /// game's own moves changed, the game to load (`{link, tags, gameComment, comments}`).
    pub fn promote(&mut self, record: JsValue, line: JsValue, turn: JsValue) -> Result<JsValue, JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        on_text!(record, |game, notes| to_js(&self.kept.promote(&game, &notes, &line, turn).map_err(error)?))
    }

    /// Sets (or with `null`, `undefined` or blank text, clears) the comment after the turn
    /// `turn` of the variation `line`.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(&mut self, line: JsValue, turn: JsValue, comment: JsValue) -> Result<(), JsError> {
        let (line, turn) = (line_of(&line)?, ply_count(&turn, "turn")?);
        let comment = optional_text(&comment, "comment")?;
        self.kept.set_comment(&line, turn, comment).map_err(error)
    }

    /// The game written in `record` (as `WasmGame.record` writes it) again, with the variations.
    pub fn record(&mut self, record: JsValue) -> Result<String, JsError> {
        on_text!(record, |game, notes| Ok(boundary::record(&game, &self.kept.with_notes(&game, &notes))))
    }

    /// The game written in `record`, as SGF with its variations (refused as `WasmGame.sgf` is).
    pub fn sgf(&mut self, record: JsValue) -> Result<String, JsError> {
        on_text!(record, |game, notes| {
            let notes = self.kept.with_notes(&game, &notes);
            crate::notation::format_sgf_annotated(&game, &notes).map_err(error)
        })
    }
}
