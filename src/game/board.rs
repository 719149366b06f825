//! What the checked game needs of a board, so one judging of a game's end serves every board:
//! the 8×8 [`Position`] (bitboards) and the wide boards' [`CellPosition`] (Black Hole, 12×12,
//! hexagons). Like the search's [`crate::search::SearchBoard`], it is generic and
//! monomorphised (shakmaty's `Position` trait is the model), so no board pays for another.

use super::explain::explain_illegal;
use super::PlayError;
use crate::cell_board::{Cell, CellMove, CellPosition};
use crate::{Move, Outcome, Position, Side, Simultaneous, Square, Variant};
use std::fmt::{Debug, Display};

/// A position a checked game stands in: compared by value (the repetition draw), hashed, and
/// judged for the end by connection; and played on, so that one [`crate::Game`] keeps the
/// history, undo and redo, the draw offer and the resignation of every board.
pub trait GameBoard: Copy + PartialEq + Debug {
    /// A move on this board, as the game records it (already checked: the legal one).
    type Move: Copy + PartialEq + Debug;

    /// A square of this board as a refusal names it ([`PlayError`]): [`Square`] on the 8×8
    /// boards, [`Cell`] on the wide ones.
    type Square: Copy + Eq + Debug + Display;

    /// The legal move `m` names here (the generated one, with its capture flag), or the first
    /// rule it breaks.
    fn checked(&self, m: Self::Move) -> Result<Self::Move, PlayError<Self::Square>>;

    /// The position after a legal move `m`.
    fn after(&self, m: Self::Move) -> Self;

    /// The side to move (in AmbiLOA, its team): the one that offers a draw with the move it
    /// makes from here, and the one that resigns when no side is named.
    fn side_to_move(&self) -> Side;

    /// Whether `m` is a Parachute drop, which completes the turn its slide began rather than
    /// starting one (undo and redo of a whole turn take both; the move limit counts one).
    fn is_drop(m: Self::Move) -> bool;

    /// The Zobrist hash, side to move included: a quick filter before positions are compared.
    fn hash(&self) -> u64;

    /// The end by connection after the turn that led here (docs/rules.md §1–2), as every board
    /// words it: the mover connected, the mover's capture connected the opponent, or both, which
    /// `simultaneous` settles. `None` while no side is connected or a turn is unfinished.
    fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome>;

    /// Whether the side to move starts a fresh turn: false while a Parachute drop is due, when
    /// the repetition draw and the move limit wait for the turn to end.
    fn turn_finished(&self) -> bool;

    /// The variant played on this board: a refusal names it ([`Variant::name`]), the page and
    /// the files key it ([`Variant::key`]), and it tells whether teams play
    /// ([`Variant::has_teams`]: AmbiLOA's East–West and North–South, the sides that may resign or
    /// lose on time).
    fn variant(&self) -> Variant;
}

impl GameBoard for Position {
    type Move = Move;
    type Square = Square;

    fn checked(&self, m: Move) -> Result<Move, PlayError> {
        match self.legal_moves().iter().find(|g| g.same_squares(m)) {
            Some(&legal) => Ok(legal),
            None => Err(explain_illegal(self, m)),
        }
    }

    fn after(&self, m: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(m);
        next
    }

    fn side_to_move(&self) -> Side {
        Position::side_to_move(self)
    }

    fn is_drop(m: Move) -> bool {
        m.is_drop()
    }

    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        Position::connection_outcome(self, simultaneous)
    }

    fn turn_finished(&self) -> bool {
        !self.drop_due()
    }

    fn variant(&self) -> Variant {
        Position::variant(self)
    }
}

impl GameBoard for CellPosition {
    type Move = CellMove;
    type Square = Cell;

    fn checked(&self, m: CellMove) -> Result<CellMove, PlayError<Cell>> {
        match crate::cell_board::refusal(self, m) {
            Some(refused) => Err(refused),
            None => Ok(m),
        }
    }

    fn after(&self, m: CellMove) -> CellPosition {
        self.play(m)
    }

    fn side_to_move(&self) -> Side {
        self.turn()
    }

    /// A wide board has no drops.
    fn is_drop(_: CellMove) -> bool {
        false
    }

    fn hash(&self) -> u64 {
        CellPosition::hash(self)
    }

    fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        CellPosition::connection_outcome(self, simultaneous)
    }

    /// Every ply on a wide board is a whole turn.
    fn turn_finished(&self) -> bool {
        true
    }

    fn variant(&self) -> Variant {
        CellPosition::variant(self)
    }
}
