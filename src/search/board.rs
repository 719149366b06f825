//! What the search needs of a board, so one search plays every board: the 8×8 [`crate::Position`]
//! (bitboards, the fast path) and the wide boards' [`crate::cell_board::CellPosition`] (Black Hole,
//! 12×12, hexagons; 192-bit cell sets). The search is generic over [`SearchBoard`] and
//! monomorphised, as shakmaty's `Position` trait is: each board gets its own compiled search,
//! with no dispatch per node, so the 8×8 board pays nothing for the others.
//!
//! A board brings its moves, its play, its hash and end-of-game test, and the board-shaped
//! parts of the search: its evaluation, its move ordering and the captures its quiescence
//! search looks at. [`SearchGame`] is the game around it: the history the repetition draw
//! needs and the rules' switches.

mod cells;
mod side_scores;
mod square;

use super::eval::Weights;
use crate::{Side, Simultaneous};
use std::fmt::Debug;
use std::ops::{Deref, DerefMut};

/// A position the search can play on: copy-make, hashed, unchecked (moves come from
/// [`SearchBoard::legal_moves`]).
pub trait SearchBoard: Copy {
    /// A move.
    type Move: Copy + Eq + Debug;
    /// A fixed-capacity list of moves.
    type Moves: Deref<Target = [Self::Move]> + DerefMut;

    /// The move that only hands the turn over: the null move of the search (and the
    /// placeholder of empty principal-variation slots).
    const PASS: Self::Move;

    /// What the evaluation may remember during one search (nothing on 8×8).
    type EvalCache: Default;

    /// The length of the history table that [`SearchBoard::history_index`] indexes.
    const HISTORY_LEN: usize;

    /// Every legal move (a pass when there is no other).
    fn legal_moves(&self) -> Self::Moves;

    /// Plays a legal move in place.
    fn play(&mut self, m: Self::Move);

    /// The Zobrist hash, side to move included.
    fn hash(&self) -> u64;

    /// The side to move (a negamax score changes sign only when it changes).
    fn side_to_move(&self) -> Side;

    /// The move as 16 bits, for the transposition table and the killers.
    fn encode(m: Self::Move) -> u16;

    /// The inverse of [`SearchBoard::encode`].
    fn decode(bits: u16) -> Option<Self::Move>;

    /// Whether `m`, played here, can never be undone (a capture, a drop): no earlier position
    /// can recur after it.
    fn is_irreversible(&self, m: Self::Move) -> bool;

    /// Whether `m` is neither a capture nor a drop: the moves late-move reductions shorten and
    /// the killers and history remember.
    fn is_quiet(&self, m: Self::Move) -> bool;

    /// The end of the game by connection after `m` led from `self` to `child`, if it ended:
    /// `Some(winner)`, `Some(None)` for a draw.
    fn outcome_after(&self, child: &Self, m: Self::Move, simultaneous: Simultaneous) -> Option<Option<Side>>;

    /// The static evaluation from the side to move's view. `weights` are the 8×8
    /// evaluation's (tuned by the match runner); other boards have their own fixed terms and
    /// may remember values in `cache`.
    fn evaluate(&self, weights: &Weights, cache: &mut Self::EvalCache) -> i32;

    /// Whether the player to move must still finish its turn (a Parachute drop): no null move,
    /// no quiescence beyond standing pat.
    fn turn_unfinished(&self) -> bool;

    /// Whether a null move may be tried here (nothing in hand to drop, the turn finished).
    fn null_move_allowed(&self) -> bool;

    /// The history table's slot for the quiet move `m` of the side to move.
    fn history_index(&self, m: Self::Move) -> usize;

    /// Sorts `moves` into search order: `tt_move` first, then captures (those likely to split
    /// an enemy group or join our own first), then the `killers`, then quiet moves by
    /// `history` and a pull towards our centre. Away from the root (`ply > 0`) a board may
    /// keep only its best moves (the Parachute's drops).
    fn order_moves(
        &self,
        moves: &mut Self::Moves,
        tt_move: Option<Self::Move>,
        killers: [u16; 2],
        history: &[i32],
        ply: usize,
    );

    /// The captures that may make or break a connection, best first, for the quiescence
    /// search: a captured piece touching its own side's pieces (it may be a bridge), or a
    /// landing next to two or more of ours (it may join groups).
    fn connection_captures(&self) -> Self::Moves;

    /// Whether the side to move can connect all its pieces with one quiet slide: a win the
    /// evaluation cannot see.
    fn has_quiet_win(&self) -> bool;
}

/// A game the search plays a move in: its position, rules and the history that decides
/// repetition draws.
pub trait SearchGame {
    /// The board.
    type Board: SearchBoard;

    /// The position to move in.
    fn board(&self) -> &Self::Board;

    /// Whether the game has ended.
    fn is_over(&self) -> bool;

    /// How simultaneous connection is scored.
    fn simultaneous(&self) -> Simultaneous;

    /// Whether the rules draw by repetition.
    fn draws_by_repetition(&self) -> bool;

    /// Hashes of the game's earlier positions, back to its last irreversible move, whose
    /// recurrence the search scores as a draw (with the search path's own positions).
    fn repetition_history(&self) -> Vec<u64>;

    /// The experimental MCTS's move, on the boards it plays (the 8×8 one); `None` elsewhere.
    #[cfg(feature = "mcts")]
    #[allow(clippy::too_many_arguments)]
    fn search_mcts(
        &self,
        _searcher: &mut super::Searcher,
        _limits: &super::Limits,
        _profile: super::levels::Profile,
        _interrupt: super::Interrupt<'_>,
        _now: &dyn Fn() -> f64,
        _on_info: &mut dyn FnMut(&super::SearchInfo<super::MoveOf<Self>>),
    ) -> Option<super::SearchResult<super::MoveOf<Self>>> {
        None
    }
}

/// The winner's score for `side` to move: a win `ply + 1` plies from the root.
#[inline]
pub(super) fn outcome_score(winner: Option<Side>, mover: Side, ply: usize) -> i32 {
    match winner {
        None => 0,
        Some(w) if w == mover => super::MATE - (ply as i32 + 1),
        Some(_) => -(super::MATE - (ply as i32 + 1)),
    }
}
