//! The wide boards' game under the 8×8 game's name and interface: the wide wasm exports it as
//! `WasmGame`, with the methods of [`super::game`]'s `WasmGame` and the same state, outcome and
//! refusal shapes, so the page's one board component plays either wasm without asking which it
//! loaded. Conversions only: the rules are [`crate::wide`]'s, the shapes
//! [`crate::boundary`]'s.

use super::args::{fields, input, optional_ply_count, optional_text, ply_count, text};
use super::{error, refusal, to_js};
use crate::boundary::input::{self, Input};
use crate::boundary::{
    self, wide_explain_code, wide_game_state, wide_lose_on_time, wide_play, wide_play_number, wide_resign,
    wide_state_at, wide_truncate, wide_variant, GameSummary, PlayErrorView, Refusal,
};
use crate::notation::Annotations;
use crate::wide::{
    format_wide_link, format_wide_record_annotated, format_wide_sgf_annotated, parse_wide_link,
    parse_wide_setup, wide_rules, WideGame,
};
use wasm_bindgen::prelude::*;

/// A checked game on a wide board, with the 8×8 `WasmGame`'s interface.
#[wasm_bindgen(js_name = WasmGame)]
pub struct WasmCellGame {
    game: WideGame,
    /// What the game's record says beside its moves: players, event, date, comments.
    notes: Annotations,
}

impl WasmCellGame {
    fn of(game: WideGame) -> WasmCellGame {
        WasmCellGame { game, notes: Annotations::default() }
    }
}

#[wasm_bindgen(js_class = WasmGame)]
impl WasmCellGame {
    /// A new game: `variant` is `black-hole`, `standard-12x12`, `hex-5` or `hex-6`; `rules` an
    /// object `{simultaneous: "mover-wins"|"draw", repetition: bool, moveLimit: number|null,
    /// reversed: bool, scrambled: bool}` or undefined for the wide boards' defaults; `scrambled`
    /// starts from the board's scrambled start (refused, in words, on a board without one).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: JsValue, rules: JsValue) -> Result<WasmCellGame, JsError> {
        let variant = wide_variant(&text(&variant, "variant")?).map_err(error)?;
        let (rules, scrambled) = if rules.is_undefined() {
            (wide_rules(crate::Simultaneous::Draw), false)
        } else {
            input::rules_and_start(&fields(&rules, "rules")?).map_err(error)?
        };
        Ok(WasmCellGame::of(WideGame::with_start(variant, rules, scrambled).map_err(error)?))
    }

    /// A game from a wide position string with its rule options (`black-hole 1bbbbbbb1/… b -
    /// draw,repetition`), as the state's `position` and `start` write it.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(position: JsValue) -> Result<WasmCellGame, JsError> {
        let (pos, rules) = parse_wide_setup(&text(&position, "position")?).map_err(error)?;
        Ok(WasmCellGame::of(WideGame::from_position_with(pos, rules)))
    }

    /// A game from a game link, every move replayed and checked.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(link: JsValue) -> Result<WasmCellGame, JsError> {
        let game =
            parse_wide_link(&text(&link, "link")?).map_err(|e| error(format!("bad game link: {e}")))?;
        Ok(WasmCellGame::of(game))
    }

    /// The game as a compact URL-safe link: variant, rule options, moves, resignation.
    pub fn link(&self) -> String {
        format_wide_link(&self.game)
    }

    /// Why this game, read from an answer by link, cannot be taken: the page's key
    /// (`lossOnTime`, or given `you` and your copy's link `copy`, `resignsForYou`), or
    /// `undefined` when nothing is against it, as the 8×8 class answers
    /// ([`crate::boundary::answer_refusal`]).
    #[wasm_bindgen(js_name = answerRefusal)]
    pub fn answer_refusal(&self, you: JsValue, copy: JsValue) -> Result<Option<String>, JsError> {
        // A copy this build cannot read is another board's game, as the 8×8 class reads it.
        let copy_over = optional_text(&copy, "copy")?
            .is_some_and(|link| parse_wide_link(&link).is_ok_and(|game| game.outcome().is_some()));
        let you = optional_text(&you, "you")?
            .map(|c| boundary::chosen_side(&c, false))
            .transpose()
            .map_err(error)?;
        let (lost, resigned) = (self.game.lost_on_time(), self.game.resigned());
        Ok(boundary::answer_refusal(lost, resigned, you, copy_over).map(String::from))
    }

    /// The game as SGF (GM[9], `SU` naming the board) with its players and comments; throws
    /// when it has none.
    pub fn sgf(&self) -> Result<String, JsError> {
        format_wide_sgf_annotated(&self.game, &self.notes).map_err(error)
    }

    /// Ends the game by resignation of `side` (`black` or `white`) or, when undefined, of the
    /// side to move. Throws when the game is already over.
    pub fn resign(&mut self, side: JsValue) -> Result<(), JsError> {
        let side = optional_text(&side, "side")?;
        wide_resign(&mut self.game, side.as_deref()).map_err(error)
    }

    /// Ends the game because the clock of `side` (`black` or `white`) ran out. Throws when the
    /// game is already over or the side does not play.
    #[wasm_bindgen(js_name = loseOnTime)]
    pub fn lose_on_time(&mut self, side: JsValue) -> Result<(), JsError> {
        wide_lose_on_time(&mut self.game, &text(&side, "side")?).map_err(error)
    }

    /// Offers a draw with the move just played (the opponent declines by moving), or with
    /// `accept` true accepts the one offered with the last move: a draw by agreement, by the
    /// 8×8 game's rule. Throws, the game unchanged, when the core refuses.
    pub fn draw(&mut self, accept: bool) -> Result<(), JsError> {
        if accept { self.game.accept_draw().map(drop) } else { self.game.offer_draw() }
            .map_err(|e| error(e.to_string()))
    }

    /// The state after the first `ply` plies, for reviewing the game; with `from`, its history
    /// from that ply on ([`crate::boundary::GameState::between`]).
    #[wasm_bindgen(js_name = stateAt)]
    pub fn state_at(&self, ply: JsValue, from: JsValue) -> Result<JsValue, JsError> {
        let from = optional_ply_count(&from, "from", 0)?;
        to_js(&wide_state_at(&self.game, ply_count(&ply, "ply")?).map_err(error)?.within(from, usize::MAX))
    }

    /// Takes back every ply after the first `ply` (they can be redone).
    pub fn truncate(&mut self, ply: JsValue) -> Result<(), JsError> {
        let ply = ply_count(&ply, "ply")?;
        wide_truncate(&mut self.game, ply).map_err(error)?;
        self.notes.truncate(ply);
        Ok(())
    }

    /// The game as a record: the tags it was read or set with, numbered turns with their
    /// comments, result.
    pub fn record(&self) -> String {
        format_wide_record_annotated(&self.game, &self.notes)
    }

    /// Everything the page draws and says, in the 8×8 game's shape with the board's cells; with
    /// `from` and `to`, only the history from ply `from` to before ply `to`
    /// ([`crate::boundary::GameState::between`]).
    pub fn state(&self, from: JsValue, to: JsValue) -> Result<JsValue, JsError> {
        let from = optional_ply_count(&from, "from", 0)?;
        to_js(&wide_game_state(&self.game).within(from, optional_ply_count(&to, "to", usize::MAX)?))
    }

    /// What the games list shows of the game, as the 8×8 class's ([`GameSummary::wide`]).
    pub fn summary(&self) -> Result<JsValue, JsError> {
        to_js(&GameSummary::wide(&self.game))
    }

    /// Plays a move given as text (`b1-b3`, `b1xb3`, `pass`) or as a packed number. Throws an
    /// Error with the core's reason when illegal (with `code` and `params` when the rules
    /// refused it); the game is then unchanged.
    pub fn play(&mut self, mv: JsValue) -> Result<(), JsValue> {
        let before = self.game.moves().len();
        let result = match input(&mv) {
            Input::Number(n) => wide_play_number(&mut self.game, n),
            Input::Text(text) => wide_play(&mut self.game, &text),
            other => Err(Refusal::Request(format!(
                "move must be text such as \"b1-b3\" or a packed number, not {}",
                other.described()
            ))),
        };
        result.map_err(refusal)?;
        // A move played where others were taken back: their comments spoke of those.
        self.notes.truncate(before);
        Ok(())
    }

    /// Takes back one turn; false at the start or after a resignation.
    #[wasm_bindgen(js_name = undoTurn)]
    pub fn undo_turn(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// Replays one turn taken back; false when there is none.
    #[wasm_bindgen(js_name = redoTurn)]
    pub fn redo_turn(&mut self) -> bool {
        self.game.redo().is_some()
    }

    /// Why the slide `from`→`to` is illegal now, as `{code, params, message}`; `undefined` if
    /// it is legal.
    #[wasm_bindgen(js_name = explainCode)]
    pub fn explain_code(&self, from: JsValue, to: JsValue) -> Result<JsValue, JsError> {
        match wide_explain_code(&self.game, &text(&from, "from")?, &text(&to, "to")?).map_err(error)? {
            Some(view) => to_js::<PlayErrorView>(&view),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The packed moves played so far ([`crate::boundary::wide_packed`]).
    pub fn moves(&self) -> Vec<u16> {
        self.game.moves().iter().map(|m| boundary::wide_packed(*m)).collect()
    }
}

notes_methods!(WasmCellGame);
