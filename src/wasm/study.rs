//! The exports of the study pages, the puzzles (puzzles.html) and the rules tour (learn.html),
//! built only with the feature `study` into their own wasm (`pkg/loa_study_bg.wasm`): the game
//! page's wasm does not carry the puzzle judge and the lessons (about 17 KB gzipped,
//! docs/figures.md). Conversions only, as in the rest of src/wasm/.

use super::args::{input, packed_moves, text};
use super::{error, to_js};
use crate::boundary::input::Input;
use crate::boundary::{self, GameState, Refusal};
use wasm_bindgen::prelude::*;

// ---- puzzles (puzzles.html) ----------------------------------------------------------------
// The collection for the page's list (main thread), and one attempt for the judge (the worker,
// as judging a try can take seconds). Conversions only: the judging is src/puzzle's, the objects
// are src/boundary/puzzles.rs's. Every argument arrives as a JsValue and a wrong type is refused
// with an Error saying what was expected.

/// The puzzle collection (`www/puzzles/puzzles.txt`), read and checked.
#[wasm_bindgen]
pub struct WasmPuzzles {
    puzzles: Vec<crate::puzzle::Puzzle>,
}

#[wasm_bindgen]
impl WasmPuzzles {
    /// Reads the collection's text; throws naming the line and the problem.
    #[wasm_bindgen(constructor)]
    pub fn new(collection: JsValue) -> Result<WasmPuzzles, JsError> {
        let text = text(&collection, "the puzzle collection")?;
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
        let line = text(&line, "the puzzle")?;
        let plies: Vec<f64> = if matches!(input(&plies), Input::Undefined | Input::Null) {
            Vec::new()
        } else {
            packed_moves(&plies, "the plies")?.into_iter().map(f64::from).collect()
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
        let try_move = match input(&mv) {
            Input::Number(n) => boundary::read_packed_try(n),
            Input::Text(text) => boundary::read_try(&self.attempt, &text),
            _ => Err(Refusal::Request("a try must be text such as \"b1-d3\" or a packed number".into())),
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

/// The lessons of the rules tour, in order, the wide boards' last: `[{id, variant, start?,
/// moves}]` ([`boundary::LessonView`]). This build's `WasmLesson` (src/wasm/lesson.rs) judges
/// the 8×8 ones; the wide build's the wide ones.
#[wasm_bindgen]
pub fn lessons() -> Result<JsValue, JsError> {
    to_js(&boundary::lesson_views())
}
