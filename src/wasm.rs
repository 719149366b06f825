//! The WebAssembly boundary: the only file that touches `wasm_bindgen`, `js_sys` and
//! `serde_wasm_bindgen`, and it only converts. What crosses is built and checked on the host in
//! [`crate::boundary`] (the state and analysis objects, the checking of requests) and in
//! [`crate::RuleOptions`] (the rules object); the page never decides a rule itself.
//!
//! Two entry points:
//! - [`WasmGame`], the checked game for the page's main thread (`new WasmGame("standard", rules)`).
//! - [`WasmSearcher`], the computer player for the Web Worker: one per game, so its
//!   transposition table carries over from move to move. Each search rebuilds the game from its
//!   start and move list, so the worker holds no game state and can be terminated at any time to
//!   cancel a search (a fresh worker gets a fresh searcher).
//!
//! Every argument is a `JsValue`: wasm-bindgen's glue for `&str` or `&[u16]` trusts the page and
//! traps on a number where text is expected, or on an array whose `length` is −1. Here each
//! argument's type is read with `typeof` (no page code runs), objects are read once through a
//! catching `Object.entries`, lists through a catching `Reflect.get` with their `length` checked
//! first, and [`crate::boundary::input`] checks the rest on the host: a wrong argument is a JS
//! `Error` naming it and saying why, never a trap.

use crate::boundary::input::{self, Fields, Input, Kind, MAX_MOVES, MAX_TEXT_CHARS};
use crate::boundary::{self, GameState, MoveView, PlayErrorView, Refusal, SearchAnswer, SearchReport};
use crate::notation::{format_record, parse_position, parse_record};
use crate::search::{SearchInfo, Searcher};
use crate::Game;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `Object.entries`, its throw caught: a getter or a Proxy trap of the page's may throw.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = entries)]
    fn own_entries(object: &JsValue) -> Result<js_sys::Array, JsValue>;
    /// `Array.isArray`, its throw caught (a revoked Proxy throws).
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// What `value` is, by `typeof`; a string longer than [`MAX_TEXT_CHARS`] is not copied.
fn input(value: &JsValue) -> Input {
    if value.is_undefined() {
        Input::Undefined
    } else if value.is_null() {
        Input::Null
    } else if let Some(b) = value.as_bool() {
        Input::Bool(b)
    } else if let Some(n) = value.as_f64() {
        Input::Number(n)
    } else if let Some(s) = value.dyn_ref::<js_sys::JsString>() {
        match s.length() as usize {
            n if n > MAX_TEXT_CHARS => Input::LongText(n),
            _ => Input::Text(String::from(s)),
        }
    } else if value.is_bigint() {
        Input::Other(Kind::BigInt)
    } else if value.is_symbol() {
        Input::Other(Kind::Symbol)
    } else if value.is_function() {
        Input::Other(Kind::Function)
    } else if is_array(value).unwrap_or(false) {
        Input::Other(Kind::Array)
    } else {
        Input::Other(Kind::Object)
    }
}

/// The text argument `what`.
fn text(value: &JsValue, what: &str) -> Result<String, JsError> {
    input::text(what, input(value)).map_err(error)
}

/// The text argument `what`, or `None` when it is `undefined` or `null`.
fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    input::optional_text(what, input(value)).map_err(error)
}

/// The ply-count argument `what`.
fn ply_count(value: &JsValue, what: &str) -> Result<usize, JsError> {
    input::ply(what, input(value)).map_err(error)
}

/// The function argument `what`, or `None` when it is `undefined` or `null`.
fn optional_function(value: JsValue, what: &str) -> Result<Option<js_sys::Function>, JsError> {
    match input(&value) {
        Input::Undefined | Input::Null => Ok(None),
        Input::Other(Kind::Function) => Ok(Some(value.unchecked_into())),
        other => Err(error(format!("{what} must be a function or undefined, not {}", other.described()))),
    }
}

/// The own enumerable fields of the options object `what`; none for `undefined` or `null`.
fn fields(value: &JsValue, what: &str) -> Result<Fields, JsError> {
    if !input::is_options_object(what, &input(value)).map_err(error)? {
        return Ok(Vec::new());
    }
    let entries =
        own_entries(value).map_err(|e| error(format!("{what} could not be read: {}", thrown(&e))))?;
    Ok(entries
        .iter()
        .map(|entry| {
            let pair: js_sys::Array = entry.unchecked_into();
            (pair.get(0).as_string().unwrap_or_default(), input(&pair.get(1)))
        })
        .collect())
}

/// The packed moves of the list `what` (an array or a `Uint16Array`), its length read once and
/// checked before any entry is.
fn packed_moves(value: &JsValue, what: &str) -> Result<Vec<u16>, JsError> {
    if matches!(input(value), Input::Undefined | Input::Null) {
        return Err(error(format!(
            "{what} must be an array or Uint16Array of packed moves, not {}",
            input(value).described()
        )));
    }
    let length = js_sys::Reflect::get(value, &JsValue::from_str("length"))
        .map_err(|e| error(format!("{what} must be an array of packed moves: {}", thrown(&e))))?;
    let length = input::list_length(what, input(&length), MAX_MOVES).map_err(error)?;
    (0..length)
        .map(|i| {
            let entry = js_sys::Reflect::get_u32(value, i as u32)
                .map_err(|e| error(format!("{what}[{i}] could not be read: {}", thrown(&e))))?;
            input::packed(what, i, input(&entry)).map_err(error)
        })
        .collect()
}

/// The message of something the page's code threw.
fn thrown(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| "it threw".into())
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("cannot convert to JavaScript: {e}")))
}

/// A refused move as a JavaScript `Error` with the core's sentence; a refusal by the rules also
/// carries `code` and `params` ([`PlayErrorView`]), which the page words in its language.
fn refusal(refused: Refusal) -> JsValue {
    let error = js_sys::Error::new(&refused.to_string());
    if let Refusal::Rules(view) = refused {
        let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&error, &JsValue::from_str(key), value);
        // Setting a property on a fresh Error cannot fail; if it did, the sentence still stands.
        let _ = set("code", &JsValue::from_str(view.code));
        if let Ok(params) = to_js(&view.params) {
            let _ = set("params", &params);
        }
    }
    error.into()
}

/// A checked game of Lines of Action for the page.
#[wasm_bindgen]
pub struct WasmGame {
    game: Game,
}

#[wasm_bindgen]
impl WasmGame {
    /// A new game: `variant` is a key such as `standard` or `parachute`; `rules` an object
    /// `{simultaneous: "mover-wins"|"draw", repetition: bool, moveLimit: number|null}` or
    /// undefined for the defaults.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: JsValue, rules: JsValue) -> Result<WasmGame, JsError> {
        let variant = boundary::parse_variant(&text(&variant, "variant")?).map_err(error)?;
        let rules = input::rules(&fields(&rules, "rules")?).map_err(error)?;
        Ok(WasmGame { game: Game::new(variant, rules) })
    }

    /// A game from a position string such as
    /// `standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition`.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(position: JsValue) -> Result<WasmGame, JsError> {
        let (pos, rules) = parse_position(&text(&position, "position")?).map_err(error)?;
        Ok(WasmGame { game: Game::from_position(pos, rules) })
    }

    /// A game from a record (tags and numbered turns), every move checked.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(record: JsValue) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: parse_record(&text(&record, "record")?).map_err(error)?.game })
    }

    /// A game from whatever a player pastes or opens: a record, an SGF game (GM[9]) or a
    /// position string. Throws an Error naming the kind, line and column of the first problem.
    pub fn import(game_text: JsValue) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: boundary::import(&text(&game_text, "the text to import")?).map_err(error)? })
    }

    /// A game from a game link (`standard~norep~mBTQT`), every move replayed and checked.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(link: JsValue) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: boundary::from_link(&text(&link, "link")?).map_err(error)? })
    }

    /// The game as a compact URL-safe link: variant, every rule option, start, moves, resignation.
    pub fn link(&self) -> String {
        boundary::link(&self.game)
    }

    /// The game as SGF (FF[4], GM[9]).
    pub fn sgf(&self) -> Result<String, JsError> {
        boundary::sgf(&self.game).map_err(error)
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

    /// The state after the first `ply` plies, for reviewing the game ([`GameState`]).
    #[wasm_bindgen(js_name = stateAt)]
    pub fn state_at(&self, ply: JsValue) -> Result<JsValue, JsError> {
        to_js(&boundary::state_at(&self.game, ply_count(&ply, "ply")?).map_err(error)?)
    }

    /// Takes back every ply after the first `ply` (they can be redone).
    pub fn truncate(&mut self, ply: JsValue) -> Result<(), JsError> {
        boundary::truncate(&mut self.game, ply_count(&ply, "ply")?).map_err(error)
    }

    /// The game as a record: tags, numbered turns, result.
    pub fn record(&self) -> String {
        format_record(&self.game, &[])
    }

    /// Everything the page draws and says ([`GameState`]).
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&GameState::of(&self.game))
    }

    /// Plays a move given as text (`b1-d3`, `@d4`, `pass`, or a Parachute turn `a3-c5@d4`) or as
    /// a packed number. Throws an Error with the core's reason when illegal (with `code` and
    /// `params` when the rules refused it); the game is then unchanged, even for a two-part turn
    /// whose second part is refused.
    pub fn play(&mut self, mv: JsValue) -> Result<(), JsValue> {
        let result = match input(&mv) {
            Input::Number(n) => boundary::play_number(&mut self.game, n),
            Input::Text(text) => boundary::play(&mut self.game, &text),
            other => Err(Refusal::Request(format!(
                "move must be text such as \"b1-d3\" or a packed number, not {}",
                other.described()
            ))),
        };
        result.map_err(refusal)
    }

    /// Takes back one whole turn (a Parachute move with its drop); false at the start.
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
        self.game.moves().iter().map(|m| m.to_u16()).collect()
    }
}

/// The time in milliseconds from `performance.now()` where it exists (pages and workers),
/// else from `Date.now()`. Read through `Reflect` so the same code runs in both globals.
fn clock() -> impl Fn() -> f64 {
    let performance = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance")).ok();
    let now = performance.as_ref().and_then(|p| js_sys::Reflect::get(p, &JsValue::from_str("now")).ok());
    move || match (&performance, now.as_ref().and_then(|f| f.dyn_ref::<js_sys::Function>())) {
        (Some(p), Some(f)) => f.call0(p).ok().and_then(|t| t.as_f64()).unwrap_or_else(js_sys::Date::now),
        _ => js_sys::Date::now(),
    }
}

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
    /// rules) and continued with the packed `moves`, within `limits`
    /// (`{level, depth, movetimeMs, seed}`, every field optional; the search must be bounded,
    /// see [`boundary::LimitsRequest::to_limits`]). `on_info` (a function, or undefined)
    /// receives each progress report ([`SearchReport`]). Returns `{best, info}`
    /// ([`SearchAnswer`]); throws when an argument is malformed, the moves illegal or the game over.
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
        let game = boundary::replay(&start, &moves).map_err(error)?;
        if let Some(outcome) = game.outcome() {
            return Err(error(format!("nothing to search: the game is over ({outcome})")));
        }
        let root = *game.position();
        let simultaneous = game.rules().simultaneous;
        let now = clock();
        let mut report = |info: &SearchInfo| {
            if let Ok(value) = to_js(&SearchReport::of(&root, simultaneous, info)) {
                // A throwing callback must not abort the search; the page sees the result anyway.
                if let Some(f) = &on_info {
                    let _ = f.call1(&JsValue::NULL, &value);
                }
            }
        };
        let result = self.searcher.search(&game, &limits, &now, &mut report);
        to_js(&SearchAnswer {
            best: MoveView::of(result.best),
            info: SearchReport::of(&root, simultaneous, &result.info),
        })
    }
}

/// Benchmark (the `bench` feature, never in the page's build): searches the fixed benchmark positions to `depth` and returns the nodes searched,
/// the same work as the native `bench_search`'s fixed-depth line (`bench/search_wasm.mjs` times it).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search(depth: JsValue) -> Result<f64, JsError> {
    let depth = input::depth("depth", input(&depth)).map_err(error)?;
    Ok(crate::search::bench::run_fixed(depth) as f64)
}

/// The puzzles and the rules tour: their own wasm, for their own pages (feature `study`).
#[cfg(feature = "study")]
mod study;
