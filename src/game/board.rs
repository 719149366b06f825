//! What the checked game needs of a board, so one judging of a game's end serves every board:
//! the 8×8 [`Position`] (bitboards) and the wide boards' [`WidePosition`] (Black Hole, 12×12,
//! hexagons). Like the search's [`crate::search::SearchBoard`], it is generic and
//! monomorphised (shakmaty's `Position` trait is the model), so no board pays for another.

use crate::wide::WidePosition;
use crate::{Outcome, Position, Simultaneous};
use std::fmt::Debug;

/// A position a checked game stands in: compared by value (the repetition draw), hashed, and
/// judged for the end by connection.
pub trait GameBoard: Copy + PartialEq + Debug {
    /// The Zobrist hash, side to move included: a quick filter before positions are compared.
    fn hash(&self) -> u64;

    /// The end by connection after the turn that led here (docs/rules.md §1–2), as every board
    /// words it: the mover connected, the mover's capture connected the opponent, or both, which
    /// `simultaneous` settles. `None` while no side is connected or a turn is unfinished.
    fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome>;

    /// Whether the side to move starts a fresh turn: false while a Parachute drop is due, when
    /// the repetition draw and the move limit wait for the turn to end.
    fn turn_finished(&self) -> bool;
}

impl GameBoard for Position {
    fn hash(&self) -> u64 {
        Position::hash(self)
    }

    fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        Position::connection_outcome(self, simultaneous)
    }

    fn turn_finished(&self) -> bool {
        !self.drop_due()
    }
}

impl GameBoard for WidePosition {
    fn hash(&self) -> u64 {
        WidePosition::hash(self)
    }

    fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        WidePosition::connection_outcome(self, simultaneous)
    }

    /// Every ply on a wide board is a whole turn.
    fn turn_finished(&self) -> bool {
        true
    }
}
