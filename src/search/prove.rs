//! A plain exhaustive prover of forced wins, independent of the search (no ordering, no table,
//! no evaluation): for the tactical test suite and the tool that builds it, to prove that a
//! position is a forced win in exactly `n` moves.
//!
//! Works by side, as the search does, so a Parachute slide and its drop, or AmbiLOA's seats,
//! are handled: a "move" here is a turn of the side to move, which ends when the side to move
//! changes.

use crate::{Position, Simultaneous};

/// What a finished position means for a side.
fn result_for(pos: &Position, side: usize, simultaneous: Simultaneous) -> Option<bool> {
    let outcome = pos.connection_outcome(simultaneous)?;
    Some(outcome.winner().is_some_and(|w| w.index() == side))
}

/// Whether the side to move in `pos` (a position not already decided) can force a win within
/// `turns` of its own turns, whatever the other side does. Repetition is ignored (no forced
/// win this short repeats a position).
pub fn wins_within(pos: &Position, turns: u32, simultaneous: Simultaneous) -> bool {
    turns > 0 && attacker(pos, pos.side_to_move().index(), turns, simultaneous)
}

/// The attacker (`side`, to move) wins within `turns` turns.
fn attacker(pos: &Position, side: usize, turns: u32, sim: Simultaneous) -> bool {
    pos.legal_moves().iter().any(|&m| {
        let mut child = *pos;
        child.play_unchecked(m);
        match result_for(&child, side, sim) {
            Some(won) => won,
            None if child.side_to_move().index() == side => attacker(&child, side, turns, sim),
            None => turns > 1 && defender(&child, side, turns - 1, sim),
        }
    })
}

/// The defender is to move; the attacker (`side`) wins within `turns` more turns.
fn defender(pos: &Position, side: usize, turns: u32, sim: Simultaneous) -> bool {
    pos.legal_moves().iter().all(|&m| {
        let mut child = *pos;
        child.play_unchecked(m);
        match result_for(&child, side, sim) {
            Some(won) => won,
            None if child.side_to_move().index() != side => defender(&child, side, turns, sim),
            None => attacker(&child, side, turns, sim),
        }
    })
}

/// The least number of turns within which the side to move forces a win, if at most `most`.
pub fn shortest_win(pos: &Position, most: u32, simultaneous: Simultaneous) -> Option<u32> {
    (1..=most).find(|&n| wins_within(pos, n, simultaneous))
}
