//! What a lesson asks of the learner's turn.

use crate::{Move, Square};

/// The task of a lesson, judged on the learner's whole turn (a Parachute move with its drop),
/// on any board: `M` is the board's move, `S` its square (the 8×8 boards' by default).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal<M = Move, S = Square> {
    /// Exactly one of these moves ("move the piece on b1 as far as it can go"); only the
    /// squares count, not the capture flag.
    Exact(Vec<M>),
    /// Any legal move of the piece on this square.
    From(S),
    /// Any capture.
    Capture,
    /// A turn that wins the game for the learner's side (connects its pieces).
    Win,
    /// A turn after which the opponent has no move that wins at once (blocking).
    Block,
    /// A turn after which the next player has no legal move and must pass (docs/rules.md §2.2).
    ForcePass,
    /// A turn that ends the game in a draw (threefold repetition, docs/rules.md §2.3).
    Draw,
    /// Any drop of an opponent's piece (Parachute, docs/rules.md §3.3).
    Drop,
    /// A move that lands a piece on a hole, where it leaves the game (Black Hole and the side-6
    /// hex board, docs/rules.md §9): asked by the wide boards' lessons ([`super::CELL_LESSONS`]).
    Hole,
}
