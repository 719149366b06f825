//! What judging a lesson needs of a board, so that one [`super::LessonAttempt`] judges the
//! learner's turn on every board: the 8×8 [`Position`] and the wide boards' [`CellPosition`].

use super::{cell_lesson, lessons, LessonAttempt, CELL_LESSONS};
use crate::cell_board::{parse_cell_move, Cell, CellMove, CellPosition};
use crate::notation::parse_turn;
use crate::{Game, GameBoard, Move, Position, Square};

/// A board a lesson is played on: its lessons, its moves as the goals ask about them, and a
/// learner's turn read from text.
pub trait LessonBoard: GameBoard {
    /// A lesson's id on this board, for messages: `count`, `hex-5`.
    const EXAMPLE_ID: &'static str;

    /// A move's text on this board, for messages: `c3-e5`, `c4-c6`.
    const EXAMPLE_MOVE: &'static str;

    /// An attempt at this board's lesson `id`; the error lists the board's lessons.
    fn attempt(id: &str) -> Result<LessonAttempt<Self>, String>;

    /// The plies of a turn given as text, read in `pos` (a Parachute turn is a move and its
    /// drop); the error is the notation's.
    fn read_turn(pos: &Self, text: &str) -> Result<Vec<Self::Move>, String>;

    /// The legal moves of the game now; none once it is over.
    fn moves_now(game: &Game<Self>) -> Vec<Self::Move>;

    /// Whether `m` is a pass.
    fn is_pass(m: Self::Move) -> bool;

    /// Whether `a` and `b` leave and reach the same squares (a goal's moves carry no capture
    /// flag).
    fn same_squares(a: Self::Move, b: Self::Move) -> bool;

    /// The square a slide leaves, on the board of `self` (the position it is played from).
    fn leaves(&self, m: Self::Move) -> Option<Self::Square>;

    /// Whether `m`, played from `self`, takes a piece.
    fn takes(&self, m: Self::Move) -> bool;

    /// Whether `m`, played from `self`, lands on a hole, where the piece leaves the game.
    fn lands_on_hole(&self, m: Self::Move) -> bool;
}

impl LessonBoard for Position {
    const EXAMPLE_ID: &'static str = "count";
    const EXAMPLE_MOVE: &'static str = "c3-e5";

    fn attempt(id: &str) -> Result<LessonAttempt, String> {
        let lessons = lessons();
        match lessons.iter().find(|l| l.id == id) {
            Some(lesson) => Ok(LessonAttempt::new(lesson)),
            None => {
                let ids: Vec<&str> = lessons.iter().map(|l| l.id).collect();
                Err(format!("there is no lesson \"{id}\" (the lessons: {})", ids.join(", ")))
            }
        }
    }

    fn read_turn(pos: &Position, text: &str) -> Result<Vec<Move>, String> {
        parse_turn(text, pos).map_err(|e| e.to_string())
    }
    fn moves_now(game: &Game) -> Vec<Move> {
        game.legal_moves().to_vec()
    }

    fn is_pass(m: Move) -> bool {
        m.is_pass()
    }

    fn same_squares(a: Move, b: Move) -> bool {
        a.same_squares(b)
    }

    fn leaves(&self, m: Move) -> Option<Square> {
        m.from()
    }

    fn takes(&self, m: Move) -> bool {
        m.is_capture()
    }

    /// A piece never lands on an 8×8 board's hole (Gemma's holes are closed to it).
    fn lands_on_hole(&self, _: Move) -> bool {
        false
    }
}

impl LessonBoard for CellPosition {
    const EXAMPLE_ID: &'static str = "hex-5";
    const EXAMPLE_MOVE: &'static str = "c4-c6";

    fn attempt(id: &str) -> Result<LessonAttempt<CellPosition>, String> {
        match cell_lesson(id) {
            Some(lesson) => Ok(LessonAttempt::new(&lesson)),
            None => {
                let ids: Vec<&str> = CELL_LESSONS.iter().map(|l| l.id).collect();
                Err(format!("there is no wide lesson \"{id}\" (the wide lessons: {})", ids.join(", ")))
            }
        }
    }

    /// One move: every turn on a wide board is one ply.
    fn read_turn(pos: &CellPosition, text: &str) -> Result<Vec<CellMove>, String> {
        parse_cell_move(pos, text).map(|m| vec![m]).map_err(|e| e.to_string())
    }
    fn moves_now(game: &Game<CellPosition>) -> Vec<CellMove> {
        game.legal_moves()
    }

    fn is_pass(m: CellMove) -> bool {
        m.is_pass()
    }

    fn same_squares(a: CellMove, b: CellMove) -> bool {
        a == b
    }

    fn leaves(&self, m: CellMove) -> Option<Cell> {
        (!m.is_pass()).then(|| Cell::new(self.geometry(), usize::from(m.from)))
    }

    fn takes(&self, m: CellMove) -> bool {
        self.is_capture(m)
    }

    fn lands_on_hole(&self, m: CellMove) -> bool {
        !m.is_pass() && self.geometry().holes().contains(usize::from(m.to))
    }
}
