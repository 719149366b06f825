//! What a search tells its caller, on every board: the score scale (a win `n` plies away scores
//! [`MATE`]` - n`, and anything beyond [`MATE_BOUND`] announces a forced result), the report of
//! each completed iteration and the move it chose.

use crate::Move;

/// Progress of a search, reported after each completed iteration; `M` is the board's move
/// (the 8×8 [`Move`](crate::Move) unless said otherwise).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo<M = Move> {
    /// Depth completed.
    pub depth: u32,
    /// Score in centi-pieces from the side to move's view; mate scores are beyond ±`MATE_BOUND`.
    pub score: i32,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Milliseconds since the search started.
    pub elapsed_ms: u64,
    /// The principal variation.
    pub pv: Vec<M>,
}

impl<M> Default for SearchInfo<M> {
    fn default() -> Self {
        SearchInfo { depth: 0, score: 0, nodes: 0, nps: 0, elapsed_ms: 0, pv: Vec::new() }
    }
}

/// Scores above this (in absolute value) announce a forced win or loss.
pub const MATE_BOUND: i32 = 30_000;

/// The score of a win at the root; a win `n` plies away scores `MATE - n`.
pub const MATE: i32 = 31_000;

/// Plies to the end of the game for a mate score (`None` for ordinary scores): a win when
/// `score > 0`, a loss otherwise.
pub fn mate_distance(score: i32) -> Option<u32> {
    (score.abs() > MATE_BOUND).then(|| (MATE - score.abs()) as u32)
}

/// The move chosen and the last report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M = Move> {
    /// The move to play; always legal in the searched position. When the game is already over
    /// there is nothing to play: `best` is the board's pass ([`SearchBoard::PASS`](super::SearchBoard::PASS); on 8×8
    /// [`Move::PASS`], which [`crate::Game::play`] refuses with `GameOver`), with depth 0 and
    /// an empty PV.
    pub best: M,
    /// The last completed iteration's report.
    pub info: SearchInfo<M>,
}
