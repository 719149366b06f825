//! The lessons of the rules tour and their verdicts as the page receives them (camelCase fields;
//! `src/wasm/study.rs` only converts them). The page words every code in its language; the
//! judging is the core's (src/lesson).

use super::{PageBoard, PlayErrorView};
use crate::lesson::{CellLessonEntry, Lesson, LessonAttempt, LessonBoard, Miss, Verdict, CELL_LESSONS};
use serde::Serialize;

/// A lesson as the page sets it up: the board gets `variant`, `start` and `moves`, the words
/// come from the page's catalogue under `learn.<id>.…`. (The goal stays in the core, which judges
/// the tries: the study build the 8×8 boards', the wide build the wide boards'.)
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct LessonView {
    /// The lesson's name and address (`learn.html#parachute`).
    pub id: &'static str,
    /// The key of the board's variant (`parachute`, `hex-5`), which says the build that plays it.
    pub variant: &'static str,
    /// The position string to start from; absent for a wide board's lesson, which starts from
    /// its variant's start.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<&'static str>,
    /// The moves already played from the start, as text.
    pub moves: Vec<&'static str>,
}

impl LessonView {
    /// The view of `lesson`.
    pub fn of(lesson: &Lesson) -> LessonView {
        LessonView {
            id: lesson.id,
            variant: lesson.position.variant().key(),
            start: Some(lesson.start),
            moves: lesson.moves.clone(),
        }
    }

    /// The view of a wide board's lesson, from its catalogue row alone (the study build, which
    /// lists every lesson, carries no wide engine).
    pub fn of_cell_board(entry: &CellLessonEntry) -> LessonView {
        LessonView { id: entry.id, variant: entry.id, start: None, moves: entry.moves.to_vec() }
    }
}

/// Every lesson of the tour, in order: the 8×8 boards', then the wide boards'.
pub fn lesson_views() -> Vec<LessonView> {
    let square = crate::lesson::lessons();
    square.iter().map(LessonView::of).chain(CELL_LESSONS.iter().map(LessonView::of_cell_board)).collect()
}

/// A verdict as the page receives it: `verdict` is `done`, `continue`, `miss`, `illegal` or
/// `already-done`; a miss has its `code` ([`Miss::code`]) and the facts the sentence names; an
/// illegal ply has the rules' refusal (the same object the board's refusals carry).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct LessonVerdictView {
    /// What happened to the try.
    pub verdict: &'static str,
    /// Why a miss missed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
    /// The square of a `wrong-piece` miss.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<String>,
    /// The opponent's connecting move after an `opponent-connects` miss.
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    pub reply: Option<String>,
    /// The opponent's moves left after an `opponent-can-move` miss.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
    /// Why the rules refused an illegal ply.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refusal: Option<PlayErrorView>,
}

impl LessonVerdictView {
    /// A verdict with nothing beside its name.
    fn bare(verdict: &'static str) -> LessonVerdictView {
        LessonVerdictView { verdict, code: None, square: None, reply: None, count: None, refusal: None }
    }

    /// The view of `verdict` on any board, a learner's turn judged in `pos` (the position now:
    /// an opponent's connecting reply is named on its board).
    pub fn of<B: PageBoard>(verdict: &Verdict<B::Move, B::Square>, pos: &B) -> LessonVerdictView {
        let bare = LessonVerdictView::bare;
        match verdict {
            Verdict::Done => bare("done"),
            Verdict::Continue => bare("continue"),
            Verdict::AlreadyDone => bare("already-done"),
            Verdict::Illegal(error) => {
                LessonVerdictView { refusal: Some(PlayErrorView::of(error)), ..bare("illegal") }
            }
            Verdict::Miss(miss) => {
                let mut view = LessonVerdictView { code: Some(miss.code()), ..bare("miss") };
                match miss {
                    Miss::WrongPiece(square) => view.square = Some(square.to_string()),
                    Miss::OpponentConnects(reply) => view.reply = Some(B::move_text(pos, *reply)),
                    Miss::OpponentCanMove(count) => view.count = Some(*count),
                    _ => {}
                }
                view
            }
        }
    }
}

/// Judges the learner's try on any board given as text (`b1-d3`, `@d4`, or a whole Parachute
/// turn `a3-c5@d4`, judged ply by ply until one is not a [`Verdict::Continue`]; `c4-c6` on a
/// wide board). Text that is not a move is refused with the notation's reason, and nothing is
/// played; a turn whose second ply is illegal is not played either.
pub fn check_lesson_text<B: PageBoard + LessonBoard>(
    attempt: &mut LessonAttempt<B>,
    text: &str,
) -> Result<LessonVerdictView, String> {
    let plies = B::read_turn(attempt.game().position(), text)?;
    let mut verdict = Verdict::Continue;
    let mut kept = 0;
    for ply in plies {
        verdict = attempt.check(ply);
        if verdict != Verdict::Continue {
            break;
        }
        kept += 1;
    }
    if matches!(verdict, Verdict::Illegal(_)) {
        attempt.take_back(kept);
    }
    Ok(LessonVerdictView::of(&verdict, attempt.game().position()))
}
