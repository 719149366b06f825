//! The AI. It sees only the unchecked [`Position`] and the game's history of hashes (for
//! repetition), and it never reads a clock itself: the caller passes `now`, so the same code
//! runs natively (`std::time::Instant`) and in a browser worker (`performance.now()`).
//!
//! This first version is the simple player the page needs: it takes a win in one when there is
//! one and otherwise a seeded random legal move. The AI issue replaces it with a real search
//! behind the same interface.

use crate::{Game, Move, Position};

/// What to search for and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Strength 1–6 (6 is full strength); lower levels search less and err on purpose.
    pub level: u8,
    /// Stop after this depth, if set.
    pub depth: Option<u32>,
    /// Hard deadline for this move in milliseconds, if set.
    pub movetime_ms: Option<u64>,
    /// Seed for every random choice, so a search is reproducible.
    pub seed: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { level: 4, depth: None, movetime_ms: None, seed: 0 }
    }
}

/// Progress of a search, reported after each completed iteration.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchInfo {
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
    pub pv: Vec<Move>,
}

/// Scores above this (in absolute value) announce a forced win or loss.
pub const MATE_BOUND: i32 = 30_000;

/// The move chosen and the last report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; always legal in the searched position.
    pub best: Move,
    /// The last completed iteration's report.
    pub info: SearchInfo,
}

/// A searcher, holding what persists between moves (the transposition table, later).
#[derive(Debug, Default)]
pub struct Searcher {}

impl Searcher {
    /// A new searcher.
    pub fn new() -> Searcher {
        Searcher {}
    }

    /// Chooses a move for the player to move in `game`, which must not be over.
    /// `now` returns milliseconds from any fixed origin; `on_info` receives progress reports.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        now: &dyn Fn() -> f64,
        on_info: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let started = now();
        let pos = *game.position();
        let moves = pos.legal_moves();
        let winning = moves.iter().copied().find(|&m| wins_at_once(&pos, m, game));
        let best = winning.unwrap_or_else(|| {
            let pick = splitmix(limits.seed ^ pos.hash()) % moves.len() as u64;
            moves[pick as usize]
        });
        let info = SearchInfo {
            depth: 1,
            score: if winning.is_some() { MATE_BOUND + 1 } else { 0 },
            nodes: moves.len() as u64,
            nps: 0,
            elapsed_ms: (now() - started).max(0.0) as u64,
            pv: vec![best],
        };
        on_info(&info);
        SearchResult { best, info }
    }
}

/// Whether playing `m` wins the game at once for the player to move.
fn wins_at_once(pos: &Position, m: Move, game: &Game) -> bool {
    let mut next = *pos;
    next.play_unchecked(m);
    next.connection_outcome(game.rules().simultaneous)
        .and_then(|o| o.winner())
        .is_some_and(|w| w == pos.side_to_move())
}

fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
