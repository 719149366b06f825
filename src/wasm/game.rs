//! [`WasmGame`], the checked game for the page's main thread, from one source for every board:
//! the game's wasm compiles it over the 8×8 [`crate::Position`], the wide boards' wasm (feature
//! `wide`) over [`crate::cell_board::CellPosition`], so both export the same class with the same
//! methods, state, outcome and refusal shapes, and the page's one board component plays either
//! wasm without asking which it loaded. Conversions only: the rules and the checking of requests
//! are the core's and [`crate::boundary`]'s ([`PageBoard`] holds what each board does its own way).

use super::args::{fields, input, optional_ply_count, optional_text, ply_count, text};
use super::{error, refusal, to_js};
use crate::boundary::input::Input;
use crate::boundary::{self, GameState, GameSummary, PageBoard, PlayErrorView, Refusal};
use crate::notation::Annotations;
use crate::notation::TextBoard;
use crate::Game;
use wasm_bindgen::prelude::*;

/// The board this build plays: the 8×8 boards.
#[cfg(not(feature = "wide"))]
type Board = crate::Position;
/// The board this build plays: the wide boards (black-hole, standard-12x12, hex-5, hex-6).
#[cfg(feature = "wide")]
type Board = crate::cell_board::CellPosition;

/// A checked game of Lines of Action for the page.
#[wasm_bindgen]
pub struct WasmGame {
    game: Game<Board>,
    /// What the game's record says beside its moves: players, event, date, comments.
    notes: Annotations,
}

impl WasmGame {
    fn of(game: Game<Board>) -> WasmGame {
        WasmGame { game, notes: Annotations::default() }
    }
}

#[wasm_bindgen]
impl WasmGame {
    /// A new game: `variant` is a key such as `standard` or `parachute` (the wide build's:
    /// `black-hole`, `standard-12x12`, `hex-5` or `hex-6`); `rules` an object
    /// `{simultaneous: "mover-wins"|"draw", repetition: bool, moveLimit: number|null,
    /// reversed: bool, scrambled: bool}` or undefined for the board's defaults. `scrambled`
    /// starts from the board's scrambled start, refused in words on a board without one (the 8×8
    /// boards: Scrambled Eggs is a variant).
    #[wasm_bindgen(constructor)]
    pub fn new(variant: JsValue, rules: JsValue) -> Result<WasmGame, JsError> {
        let variant = text(&variant, "variant")?;
        let rules = if rules.is_undefined() { None } else { Some(fields(&rules, "rules")?) };
        Ok(WasmGame::of(Board::new_game(&variant, rules.as_ref()).map_err(error)?))
    }

    /// A game from a position string with its rule options, as the state's `position` and
    /// `start` write it (`standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b -
    /// mover-wins,repetition`).
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(position: JsValue) -> Result<WasmGame, JsError> {
        Ok(WasmGame::of(Board::game_at(&text(&position, "position")?).map_err(error)?))
    }

    /// A game from a game link (`standard~norep~mBTQT`), every move replayed and checked; the
    /// players' names it carries (`~pb…~pw…`) become its `Black` and `White` tags.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(link: JsValue) -> Result<WasmGame, JsError> {
        let (game, notes) = boundary::from_named_link(&text(&link, "link")?).map_err(error)?;
        Ok(WasmGame { game, notes })
    }

    /// Why this game, read from an answer by link, cannot be taken: the page's key
    /// (`lossOnTime`: a game by link has no clock; given `you`, the colour you play, and `copy`,
    /// your copy's link, `resignsForYou`: it ends by your resignation and your copy does not),
    /// or `undefined` when nothing is against it ([`boundary::link_answer_refusal`]).
    #[wasm_bindgen(js_name = answerRefusal)]
    pub fn answer_refusal(&self, you: JsValue, copy: JsValue) -> Result<Option<String>, JsError> {
        // A copy this build cannot read is another board's game: not over, and the page's
        // comparison of the two then refuses the answer as another game.
        let copy_over = optional_text(&copy, "copy")?
            .is_some_and(|link| boundary::from_link::<Board>(&link).is_ok_and(|game| game.is_over()));
        let you = optional_text(&you, "you")?;
        Ok(boundary::link_answer_refusal(&self.game, you.as_deref(), copy_over)
            .map_err(error)?
            .map(String::from))
    }

    /// The game as a compact URL-safe link: variant, every rule option, start, moves, resignation.
    pub fn link(&self) -> String {
        boundary::link(&self.game)
    }

    /// The game as a link that also carries its players' names (its `Black` and `White` tags):
    /// the address a friend receives. [`Self::link`] is the game alone, which names no one.
    #[wasm_bindgen(js_name = namedLink)]
    pub fn named_link(&self) -> String {
        boundary::named_link(&self.game, &self.notes)
    }

    /// The game as SGF (FF[4], GM[9]; `SU` names a wide board) with its players and comments;
    /// throws when it has none.
    pub fn sgf(&self) -> Result<String, JsError> {
        boundary::sgf(&self.game, &self.notes).map_err(error)
    }

    /// Ends the game by resignation: of `side` (`black`, `white`, `east_west`, `north_south`)
    /// or, when undefined, of the side to move. Throws when the game is already over.
    pub fn resign(&mut self, side: JsValue) -> Result<(), JsError> {
        let side = optional_text(&side, "side")?;
        boundary::resign(&mut self.game, side.as_deref()).map_err(error)
    }

    /// Ends the game because the clock of `side` (`black`, `white`, `east_west`, `north_south`)
    /// ran out. Throws when the game is already over or the side does not play.
    #[wasm_bindgen(js_name = loseOnTime)]
    pub fn lose_on_time(&mut self, side: JsValue) -> Result<(), JsError> {
        boundary::lose_on_time(&mut self.game, &text(&side, "side")?).map_err(error)
    }

    /// Offers a draw with the move just played (the opponent declines by moving), or with
    /// `accept` true accepts the one offered with the last move: a draw by agreement. One export
    /// for both keeps the wasm small. Throws, the game unchanged, when the core refuses.
    pub fn draw(&mut self, accept: bool) -> Result<(), JsError> {
        if accept { self.game.accept_draw().map(drop) } else { self.game.offer_draw() }
            .map_err(|e| error(e.to_string()))
    }

    /// The state after the first `ply` plies, for reviewing the game ([`GameState`]); with
    /// `from`, its history from that ply on ([`GameState::between`]).
    #[wasm_bindgen(js_name = stateAt)]
    pub fn state_at(&self, ply: JsValue, from: JsValue) -> Result<JsValue, JsError> {
        let from = optional_ply_count(&from, "from", 0)?;
        to_js(&boundary::state_at_between(&self.game, ply_count(&ply, "ply")?, from).map_err(error)?)
    }

    /// Takes back every ply after the first `ply` (they can be redone).
    pub fn truncate(&mut self, ply: JsValue) -> Result<(), JsError> {
        let ply = ply_count(&ply, "ply")?;
        boundary::truncate(&mut self.game, ply).map_err(error)?;
        self.notes.truncate(ply);
        Ok(())
    }

    /// The game as a record: tags (the players, event, date, … it was read with), numbered
    /// turns with their comments, result.
    pub fn record(&self) -> String {
        boundary::record(&self.game, &self.notes)
    }

    /// Everything the page draws and says ([`GameState`]); with `from` and `to`, only the
    /// history from ply `from` to before ply `to` and the turns that hold it
    /// ([`GameState::between`]): a long game's history is read once, in parts, then what changed.
    pub fn state(&self, from: JsValue, to: JsValue) -> Result<JsValue, JsError> {
        let from = optional_ply_count(&from, "from", 0)?;
        to_js(&GameState::between(&self.game, from, optional_ply_count(&to, "to", usize::MAX)?))
    }

    /// What the games list shows of the game ([`GameSummary`]: variant, result, winner, whose
    /// turn, turns played), without building its whole state.
    pub fn summary(&self) -> Result<JsValue, JsError> {
        to_js(&GameSummary::of(&self.game))
    }

    /// Plays a move given as text (`b1-d3`, `@d4`, `pass`, or a Parachute turn `a3-c5@d4`; on a
    /// wide board `b1-b3` or `b1xb3`) or as a packed number. Throws an Error with the core's reason when illegal (with `code` and
    /// `params` when the rules refused it); the game is then unchanged, even for a two-part turn
    /// whose second part is refused.
    pub fn play(&mut self, mv: JsValue) -> Result<(), JsValue> {
        let before = self.game.moves().len();
        let result = match input(&mv) {
            Input::Number(n) => boundary::play_number(&mut self.game, n),
            Input::Text(text) => boundary::play(&mut self.game, &text),
            other => Err(Refusal::Request(format!(
                "move must be text such as \"b1-d3\" or a packed number, not {}",
                other.described()
            ))),
        };
        result.map_err(refusal)?;
        // A move played where others were taken back: their comments spoke of those.
        self.notes.truncate(before);
        Ok(())
    }

    /// Takes back one whole turn (a Parachute move with its drop); false at the start or after
    /// a resignation.
    #[wasm_bindgen(js_name = undoTurn)]
    pub fn undo_turn(&mut self) -> bool {
        self.game.undo_turn() > 0
    }

    /// Replays one whole turn taken back; false when there is none.
    #[wasm_bindgen(js_name = redoTurn)]
    pub fn redo_turn(&mut self) -> bool {
        self.game.redo_turn() > 0
    }

    /// Why the slide `from`→`to` is illegal now, as `{code, params, message}`
    /// ([`PlayErrorView`]) for the page to word; `undefined` if it is legal.
    #[wasm_bindgen(js_name = explainCode)]
    pub fn explain_code(&self, from: JsValue, to: JsValue) -> Result<JsValue, JsError> {
        match boundary::explain_code(&self.game, &text(&from, "from")?, &text(&to, "to")?).map_err(error)? {
            Some(view) => to_js::<PlayErrorView>(&view),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The packed moves played so far, for the worker and for saving the game.
    pub fn moves(&self) -> Vec<u16> {
        self.game.moves().iter().map(|&m| Board::packed_move(m)).collect()
    }
}

notes_methods!(WasmGame);
