//! One lesson of the rules tour being tried, `new WasmLesson("count")` then `check(move)`: one
//! source compiled into the study build over the 8×8 boards' lessons and into the wide build
//! over the wide boards' (the study build would nearly double with the cell board), as
//! src/wasm/game.rs is. Conversions only: the judging is [`crate::lesson`]'s, the verdict's
//! object [`crate::boundary`]'s.

use super::args::lesson_text;
use super::{error, to_js};
use crate::boundary::check_lesson_text;
use crate::lesson::{LessonAttempt, LessonBoard};
use wasm_bindgen::prelude::*;

/// The board whose lessons this build judges.
#[cfg(not(feature = "wide"))]
type Board = crate::Position;
/// The board whose lessons this build judges.
#[cfg(feature = "wide")]
type Board = crate::cell_board::CellPosition;

/// One lesson being tried.
#[wasm_bindgen]
pub struct WasmLesson {
    attempt: LessonAttempt<Board>,
}

#[wasm_bindgen]
impl WasmLesson {
    /// The lesson named `id` (a text such as `"count"`, `"hex-5"` in the wide build); throws for
    /// anything else, naming the build's lessons.
    #[wasm_bindgen(constructor)]
    pub fn new(id: JsValue) -> Result<WasmLesson, JsError> {
        let id = lesson_text(&id, &format!("the id must be a text such as \"{}\"", Board::EXAMPLE_ID))?;
        let attempt = Board::attempt(&id).map_err(|e| error(format!("lesson: {e}")))?;
        Ok(WasmLesson { attempt })
    }

    /// Judges the learner's move, a text such as `"c3-e5"`, `"@d4"` or `"a3-c5@d4"` (`"c4-c6"`
    /// on a wide board): `{verdict: "done" | "continue" | "miss" | "illegal" | "already-done",
    /// code?, square?, move?, count?, refusal?}` ([`crate::boundary::LessonVerdictView`]).
    /// Throws for a value that is not a move text.
    pub fn check(&mut self, mv: JsValue) -> Result<JsValue, JsError> {
        let text = lesson_text(&mv, &format!("the move must be a text like \"{}\"", Board::EXAMPLE_MOVE))?;
        let view = check_lesson_text(&mut self.attempt, &text).map_err(|e| error(format!("lesson: {e}")))?;
        to_js(&view)
    }

    /// Whether the lesson is complete.
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.attempt.is_done()
    }
}
