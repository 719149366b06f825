//! The rules tour: short lessons on the real board, one per idea of the rule book
//! (docs/rules.md §1–§3), each a small position with a task that the learner's move must fulfil.
//!
//! A [`Lesson`] is a position (with its rules and, for repetition, the moves that led to it) and
//! a [`Goal`]. A [`LessonAttempt`] judges the learner's tries: a whole turn that meets the goal
//! is [`Verdict::Done`]; a legal one that does not is a [`Verdict::Miss`] with the reason
//! ([`Miss`]: "that move does not capture"), and is taken back; an illegal one is refused with
//! the rules' own reason. The page words the reasons; the core only decides them.
//!
//! ```
//! use loa::lesson::{lesson, LessonAttempt, Miss, Verdict};
//! use loa::notation::parse_move;
//! // The piece on b1 moves two squares along its diagonal (two pieces on b1–h7): b1-d3.
//! let count = lesson("count").unwrap();
//! let mut attempt = LessonAttempt::new(&count);
//! let try_move = |text, attempt: &LessonAttempt| parse_move(text, attempt.game().position()).unwrap();
//! assert_eq!(attempt.check(try_move("b1-b3", &attempt)), Verdict::Miss(Miss::OtherMove));
//! assert!(matches!(attempt.check(try_move("b1-c2", &attempt)), Verdict::Illegal(_)));
//! assert_eq!(attempt.check(try_move("b1-d3", &attempt)), Verdict::Done);
//! ```

mod attempt;
mod board;
mod catalogue;
mod cell_board;
mod goal;

pub use attempt::{LessonAttempt, LessonStart, Miss, Verdict};
pub use board::LessonBoard;
pub use catalogue::{lesson, lessons, CellLessonEntry, CELL_LESSONS};
pub use cell_board::{cell_lesson, CellLesson, CellLessonAttempt};
pub use goal::Goal;

use crate::notation::{parse_position, play_text};
use crate::{Game, Position, Rules};

impl LessonStart<Position> for Lesson {
    fn game(&self) -> &Game {
        &self.game
    }

    fn goal(&self) -> &Goal {
        &self.goal
    }
}

/// One lesson of the tour.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// A short unique name (`count`, `parachute`), the page's key for its words and its address
    /// (`learn.html#parachute`).
    pub id: &'static str,
    /// The position string the lesson starts from (docs/rules.md §4.3), before `moves`.
    pub start: &'static str,
    /// The position `start` describes.
    pub position: Position,
    /// The rules it is played under.
    pub rules: Rules,
    /// Moves already played from `start` (they count for repetition), as text.
    pub moves: Vec<&'static str>,
    /// The game at the lesson's beginning: `start` with `moves` played.
    pub game: Game,
    /// What the learner's turn must do.
    pub goal: Goal,
}

impl Lesson {
    /// A lesson from a position string, the moves already played from it (text, as in a
    /// record) and a goal. The error says which part does not read.
    pub fn new(
        id: &'static str,
        start: &'static str,
        moves: &[&'static str],
        goal: Goal,
    ) -> Result<Lesson, String> {
        let (position, rules) = parse_position(start).map_err(|e| format!("lesson {id}: {e}"))?;
        let mut game = Game::from_position(position, rules);
        for text in moves {
            play_text(&mut game, text).map_err(|e| format!("lesson {id}: {e}"))?;
        }
        Ok(Lesson { id, start, position, rules, moves: moves.to_vec(), game, goal })
    }
}
