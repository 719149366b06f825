//! The rules tour's wide lessons, judged in the wide build, which carries the wide engine (the
//! study build judges the 8×8 ones and would nearly double with it): `new WasmLesson("hex-5")`
//! and `check(move)`, the study build's `WasmLesson` interface ([`super::study`]), so the tour
//! judges every lesson alike. Conversions only: the judging is [`crate::lesson`]'s.

use super::args::lesson_text;
use super::{error, to_js};
use crate::boundary::check_wide_lesson_text;
use crate::lesson::{wide_lesson, WideLessonAttempt, WIDE_LESSONS};
use wasm_bindgen::prelude::*;

/// One wide lesson being tried, under the study build's name and interface.
#[wasm_bindgen(js_name = WasmLesson)]
pub struct WasmWideLesson {
    attempt: WideLessonAttempt,
}

#[wasm_bindgen(js_class = WasmLesson)]
impl WasmWideLesson {
    /// The wide lesson named `id` (a variant key such as `"hex-5"`); throws for anything else.
    #[wasm_bindgen(constructor)]
    pub fn new(id: JsValue) -> Result<WasmWideLesson, JsError> {
        let id = lesson_text(&id, "the id must be a text such as \"hex-5\"")?;
        let Some(lesson) = wide_lesson(&id) else {
            let ids: Vec<&str> = WIDE_LESSONS.iter().map(|l| l.id).collect();
            return Err(error(format!(
                "lesson: there is no wide lesson \"{id}\" (the wide lessons: {})",
                ids.join(", ")
            )));
        };
        Ok(WasmWideLesson { attempt: WideLessonAttempt::new(&lesson) })
    }

    /// Judges the learner's move, a text such as `"c4-c6"`: `{verdict: "done" | "miss" |
    /// "illegal" | "already-done", code?, refusal?}` ([`crate::boundary::LessonVerdictView`]).
    /// Throws for a value that is not a move text.
    pub fn check(&mut self, mv: JsValue) -> Result<JsValue, JsError> {
        let text = lesson_text(&mv, "the move must be a text like \"c4-c6\"")?;
        let view =
            check_wide_lesson_text(&mut self.attempt, &text).map_err(|e| error(format!("lesson: {e}")))?;
        to_js(&view)
    }

    /// Whether the lesson is complete.
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.attempt.is_done()
    }
}
