//! The rules tour's lessons on the wide boards (docs/rules.md §9), judged by the one
//! [`LessonAttempt`] of every board: the same goals, the same reasons for a miss, a miss taken
//! back.
//! Each lesson starts from its variant's start with the catalogue's moves played
//! ([`super::CELL_LESSONS`]).
//!
//! ```
//! use loa::lesson::{cell_lesson, Miss, Verdict, CellLessonAttempt};
//! let lesson = cell_lesson("hex-5").unwrap();
//! let mut attempt = CellLessonAttempt::new(&lesson);
//! let try_move = |text, attempt: &CellLessonAttempt| {
//!     loa::cell_board::parse_cell_move(attempt.game().position(), text).unwrap()
//! };
//! assert_eq!(attempt.check(try_move("i2-g2", &attempt)), Verdict::Miss(Miss::NoCapture));
//! assert_eq!(attempt.game().moves().len(), 2, "the miss is taken back");
//! assert_eq!(attempt.check(try_move("c4-c6", &attempt)), Verdict::Done);
//! ```

use super::{CellLessonEntry, Goal, LessonAttempt, LessonStart, CELL_LESSONS};
use crate::cell_board::{Cell, CellGame, CellMove, CellPosition};
use crate::{Simultaneous, Variant};

/// One wide board's lesson: its variant, the game at its beginning and its goal.
#[derive(Clone, Debug)]
pub struct CellLesson {
    /// The lesson's name and address, its variant's key (`hex-5`).
    pub id: &'static str,
    /// The board it is played on.
    pub variant: Variant,
    /// The game at the lesson's beginning: the variant's start with the catalogue's moves.
    pub game: CellGame,
    /// What the learner's move must do.
    pub goal: Goal<CellMove, Cell>,
}

impl CellLesson {
    /// The lesson of a catalogue row; the error says which part does not read.
    pub fn of(entry: &CellLessonEntry) -> Result<CellLesson, String> {
        let shape = Variant::parse(entry.id)
            .and_then(Variant::cell_shape)
            .ok_or_else(|| format!("lesson {}: not a wide board's key", entry.id))?;
        // The page's board plays it with the component's default rules: the mover wins.
        let mut game = CellGame::with_scoring(shape, Simultaneous::MoverWins);
        for text in entry.moves {
            game.play_text(text).map_err(|e| format!("lesson {}: {text}: {e}", entry.id))?;
        }
        Ok(CellLesson { id: entry.id, variant: shape.variant, game, goal: entry.goal.clone() })
    }
}

/// The wide lesson named `id`, if there is one.
pub fn cell_lesson(id: &str) -> Option<CellLesson> {
    CELL_LESSONS.iter().find(|e| e.id == id).and_then(|e| CellLesson::of(e).ok())
}

impl LessonStart<CellPosition> for CellLesson {
    fn game(&self) -> &CellGame {
        &self.game
    }

    fn goal(&self) -> &Goal<CellMove, Cell> {
        &self.goal
    }
}

/// A wide lesson being tried: the one [`LessonAttempt`] on a wide board.
pub type CellLessonAttempt = LessonAttempt<CellPosition>;
