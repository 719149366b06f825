//! The first working version of the AI, kept as "level 0" so the match runner can measure the
//! real search against it: it takes a win in one when there is one, and otherwise plays a seeded
//! random legal move.

use super::board::{SearchBoard, SearchGame};
use super::rng::splitmix;
use crate::Simultaneous;

/// The baseline's choice in `game` (not over): a winning move if any, else a seeded random one.
/// Returns the move and whether it wins at once.
pub fn choose<G: SearchGame>(game: &G, seed: u64) -> (<G::Board as SearchBoard>::Move, bool) {
    let pos = *game.board();
    let moves = pos.legal_moves();
    if let Some(m) = moves.iter().copied().find(|&m| wins_at_once(&pos, m, game.simultaneous())) {
        return (m, true);
    }
    let pick = splitmix(seed ^ pos.hash()) % moves.len() as u64;
    (moves[pick as usize], false)
}

/// Whether playing `m` wins the game at once for the player to move.
pub(crate) fn wins_at_once<B: SearchBoard>(pos: &B, m: B::Move, simultaneous: Simultaneous) -> bool {
    let mut next = *pos;
    next.play(m);
    pos.outcome_after(&next, m, simultaneous).flatten().is_some_and(|w| w == pos.side_to_move())
}
