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

use crate::boundary::{
    self, GameState, LimitsRequest, MoveView, PlayErrorView, Refusal, SearchAnswer, SearchReport,
};
use crate::notation::{format_record, parse_position, parse_record};
use crate::search::{SearchInfo, Searcher};
use crate::{Game, RuleOptions, Rules};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("cannot convert to JavaScript: {e}")))
}

/// Reads an optional object (`undefined` and `null` give the default) into `T`; `what` names it
/// in the error (`rules`, `limits`).
fn from_js<T: DeserializeOwned + Default>(value: JsValue, what: &str) -> Result<T, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("bad {what} object: {e}")))
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
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

fn parse_rules(value: JsValue) -> Result<Rules, JsError> {
    from_js::<RuleOptions>(value, "rules")?.to_rules().map_err(|e| error(format!("bad rules: {e}")))
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
    pub fn new(variant: &str, rules: JsValue) -> Result<WasmGame, JsError> {
        Ok(WasmGame {
            game: Game::new(boundary::parse_variant(variant).map_err(error)?, parse_rules(rules)?),
        })
    }

    /// A game from a position string such as
    /// `standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition`.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &str) -> Result<WasmGame, JsError> {
        let (pos, rules) = parse_position(text).map_err(error)?;
        Ok(WasmGame { game: Game::from_position(pos, rules) })
    }

    /// A game from a record (tags and numbered turns), every move checked.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: parse_record(text).map_err(error)?.game })
    }

    /// A game from whatever a player pastes or opens: a record, an SGF game (GM[9]) or a
    /// position string. Throws an Error naming the kind, line and column of the first problem.
    pub fn import(text: &str) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: boundary::import(text).map_err(error)? })
    }

    /// A game from a game link (`standard~norep~mBTQT`), every move replayed and checked.
    #[wasm_bindgen(js_name = fromLink)]
    pub fn from_link(text: &str) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: boundary::from_link(text).map_err(error)? })
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
    pub fn resign(&mut self, side: Option<String>) -> Result<(), JsError> {
        boundary::resign(&mut self.game, side.as_deref()).map_err(error)
    }

    /// The state after the first `ply` plies, for reviewing the game ([`GameState`]).
    #[wasm_bindgen(js_name = stateAt)]
    pub fn state_at(&self, ply: usize) -> Result<JsValue, JsError> {
        to_js(&boundary::state_at(&self.game, ply).map_err(error)?)
    }

    /// Takes back every ply after the first `ply` (they can be redone).
    pub fn truncate(&mut self, ply: usize) -> Result<(), JsError> {
        boundary::truncate(&mut self.game, ply).map_err(error)
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
        let result = match (mv.as_f64(), mv.as_string()) {
            (Some(n), _) => boundary::play_number(&mut self.game, n),
            (None, Some(text)) => boundary::play(&mut self.game, &text),
            (None, None) => {
                Err(Refusal::Request("a move must be text such as \"b1-d3\" or a packed number".into()))
            }
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
    pub fn explain_code(&self, from: &str, to: &str) -> Result<JsValue, JsError> {
        match boundary::explain_code(&self.game, from, to).map_err(error)? {
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
    /// (`{level, depth, movetimeMs, seed}`, every field optional). `on_info` receives each
    /// progress report ([`SearchReport`]). Returns `{best, info}` ([`SearchAnswer`]); throws
    /// when the moves are illegal, the limits malformed or the game over.
    pub fn search(
        &mut self,
        start: &str,
        moves: &[u16],
        limits: JsValue,
        on_info: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let game = boundary::replay(start, moves).map_err(error)?;
        if let Some(outcome) = game.outcome() {
            return Err(error(format!("nothing to search: the game is over ({outcome})")));
        }
        let limits = from_js::<LimitsRequest>(limits, "limits")?.to_limits().map_err(error)?;
        let root = *game.position();
        let simultaneous = game.rules().simultaneous;
        let now = clock();
        let mut report = |info: &SearchInfo| {
            if let Ok(value) = to_js(&SearchReport::of(&root, simultaneous, info)) {
                // A throwing callback must not abort the search; the page sees the result anyway.
                let _ = on_info.call1(&JsValue::NULL, &value);
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
pub fn bench_search(depth: u32) -> f64 {
    crate::search::bench::run_fixed(depth) as f64
}

// ---- puzzles (puzzles.html) -------------------------------------------------------------------
// The collection for the page's list (main thread), and one attempt for the judge (the worker,
// as judging a try can take seconds). Conversions only: the judging is src/puzzle's, the objects
// are src/boundary/puzzles.rs's. Every argument arrives as a JsValue and a wrong type is refused
// with an Error saying what was expected.

/// Reads a JavaScript string argument, refusing anything else with an Error naming `what`.
fn text_argument(value: &JsValue, what: &str) -> Result<String, JsError> {
    value.as_string().ok_or_else(|| error(format!("{what} must be text")))
}

/// The puzzle collection (`www/puzzles/puzzles.txt`), read and checked.
#[wasm_bindgen]
pub struct WasmPuzzles {
    puzzles: Vec<crate::puzzle::Puzzle>,
}

#[wasm_bindgen]
impl WasmPuzzles {
    /// Reads the collection's text; throws naming the line and the problem.
    #[wasm_bindgen(constructor)]
    pub fn new(text: JsValue) -> Result<WasmPuzzles, JsError> {
        let text = text_argument(&text, "the puzzle collection")?;
        Ok(WasmPuzzles { puzzles: crate::puzzle::parse_collection(&text).map_err(error)? })
    }

    /// How many puzzles there are.
    #[wasm_bindgen(getter)]
    pub fn count(&self) -> usize {
        self.puzzles.len()
    }

    /// The top of the difficulty scale (1 is the easiest).
    #[wasm_bindgen(getter, js_name = mostDifficult)]
    pub fn most_difficult(&self) -> u8 {
        crate::puzzle::MOST_DIFFICULT
    }

    /// Every puzzle: `{id, variant, winsIn, difficulty, source, position, turn, solver,
    /// defender, solution, line}` ([`boundary::PuzzleView`]).
    pub fn list(&self) -> Result<JsValue, JsError> {
        to_js(&self.puzzles.iter().map(boundary::PuzzleView::of).collect::<Vec<_>>())
    }
}

/// One puzzle being solved, rebuilt for each try from the puzzle's line and the plies so far.
#[wasm_bindgen]
pub struct WasmAttempt {
    attempt: crate::puzzle::Attempt,
}

#[wasm_bindgen]
impl WasmAttempt {
    /// The attempt at the puzzle `line` (a puzzle's `line` from [`WasmPuzzles::list`]) after
    /// `plies`, an array of packed moves already judged (undefined: none).
    #[wasm_bindgen(constructor)]
    pub fn new(line: JsValue, plies: JsValue) -> Result<WasmAttempt, JsError> {
        let line = text_argument(&line, "the puzzle")?;
        let plies: Vec<f64> = if plies.is_undefined() || plies.is_null() {
            Vec::new()
        } else {
            serde_wasm_bindgen::from_value(plies)
                .map_err(|e| error(format!("the plies must be an array of packed moves: {e}")))?
        };
        Ok(WasmAttempt { attempt: boundary::resume_attempt(&line, &plies).map_err(error)? })
    }

    /// The game as the board draws it ([`GameState`]).
    pub fn state(&self) -> Result<JsValue, JsError> {
        to_js(&GameState::of(self.attempt.game()))
    }

    /// Judges the solver's next ply, text (`b1-d3`, `@d4`) or packed: `{verdict: "correct" |
    /// "wrong" | "illegal", tryMove, reply, solved, refutation, outcome, error, turnsLeft}`
    /// ([`boundary::VerdictView`]). Throws only for a malformed move.
    pub fn check(&mut self, mv: JsValue) -> Result<JsValue, JsError> {
        let try_move = match (mv.as_f64(), mv.as_string()) {
            (Some(n), _) => boundary::read_packed_try(n),
            (None, Some(text)) => boundary::read_try(&self.attempt, &text),
            (None, None) => {
                Err(Refusal::Request("a try must be text such as \"b1-d3\" or a packed number".into()))
            }
        }
        .map_err(error)?;
        to_js(&boundary::judge(&mut self.attempt, try_move))
    }

    /// Whether the solver has won.
    #[wasm_bindgen(getter)]
    pub fn solved(&self) -> bool {
        self.attempt.is_solved()
    }

    /// The solver's turns left to win in, counting the current one.
    #[wasm_bindgen(getter, js_name = turnsLeft)]
    pub fn turns_left(&self) -> u32 {
        self.attempt.turns_left()
    }

    /// Every winning ply now ([`MoveView`]s), for "show solution".
    #[wasm_bindgen(js_name = winningMoves)]
    pub fn winning_moves(&self) -> Result<JsValue, JsError> {
        to_js(&boundary::winning_moves(&self.attempt))
    }
}

// ---- The rules tour (src/lesson): conversions only -------------------------------------------

/// What a JavaScript value is, for the errors of the lesson exports: `a number`, `null`, ….
fn kind_of(value: &JsValue) -> String {
    match value.js_typeof().as_string().as_deref() {
        _ if value.is_null() => "null".to_string(),
        Some("undefined") => "nothing".to_string(),
        Some("object") => "an object".to_string(),
        Some(kind) => format!("a {kind}"),
        None => "something else".to_string(),
    }
}

/// The lessons of the rules tour, in order: `[{id, start, moves}]`
/// ([`crate::lesson::LessonView`]).
#[wasm_bindgen]
pub fn lessons() -> Result<JsValue, JsError> {
    let views: Vec<_> = crate::lesson::lessons().iter().map(crate::lesson::LessonView::of).collect();
    to_js(&views)
}

/// One lesson being tried: `new WasmLesson("parachute")`, then `check(move)` for each move the
/// learner plays on the board.
#[wasm_bindgen]
pub struct WasmLesson {
    attempt: crate::lesson::LessonAttempt,
}

#[wasm_bindgen]
impl WasmLesson {
    /// The lesson named `id` (a text such as `"count"`); throws for anything else.
    #[wasm_bindgen(constructor)]
    pub fn new(id: JsValue) -> Result<WasmLesson, JsError> {
        let Some(id) = id.as_string() else {
            return Err(error(format!(
                "lesson: the id must be a text such as \"count\", got {}",
                kind_of(&id)
            )));
        };
        let lessons = crate::lesson::lessons();
        let Some(lesson) = lessons.iter().find(|l| l.id == id) else {
            let ids: Vec<&str> = lessons.iter().map(|l| l.id).collect();
            return Err(error(format!(
                "lesson: there is no lesson \"{id}\" (the lessons: {})",
                ids.join(", ")
            )));
        };
        Ok(WasmLesson { attempt: crate::lesson::LessonAttempt::new(lesson) })
    }

    /// Judges the learner's move, a text such as `"c3-e5"`, `"@d4"` or `"a3-c5@d4"`:
    /// `{verdict: "done" | "continue" | "miss" | "illegal" | "already-done", code?, square?,
    /// move?, count?, refusal?}` ([`crate::lesson::VerdictView`]). Throws for a value that is not
    /// a move text.
    pub fn check(&mut self, mv: JsValue) -> Result<JsValue, JsError> {
        let Some(text) = mv.as_string() else {
            return Err(error(format!(
                "lesson: the move must be a text like \"c3-e5\", got {}",
                kind_of(&mv)
            )));
        };
        let view =
            crate::lesson::check_text(&mut self.attempt, &text).map_err(|e| error(format!("lesson: {e}")))?;
        to_js(&view)
    }

    /// Whether the lesson is complete.
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.attempt.is_done()
    }
}
