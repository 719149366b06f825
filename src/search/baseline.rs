//! The first working version of the AI, kept as "level 0" so the match runner can measure the
//! real search against it: it takes a win in one when there is one, and otherwise plays a seeded
//! random legal move.

use super::rng::splitmix;
use crate::{Game, Move, Position};

/// The baseline's choice in `game` (not over): a winning move if any, else a seeded random one.
/// Returns the move and whether it wins at once.
pub fn choose(game: &Game, seed: u64) -> (Move, bool) {
    let pos = *game.position();
    let moves = pos.legal_moves();
    if let Some(m) = moves.iter().copied().find(|&m| wins_at_once(&pos, m, game)) {
        return (m, true);
    }
    let pick = splitmix(seed ^ pos.hash()) % moves.len() as u64;
    (moves[pick as usize], false)
}

/// Whether playing `m` wins the game at once for the player to move.
pub(crate) fn wins_at_once(pos: &Position, m: Move, game: &Game) -> bool {
    let mut next = *pos;
    next.play_unchecked(m);
    next.connection_outcome(game.rules().simultaneous)
        .and_then(|o| o.winner())
        .is_some_and(|w| w == pos.side_to_move())
}
