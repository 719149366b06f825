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

/// Whether `side` (a side index: 0 Black or East–West, 1 White or North–South) forces a win
/// within `turns` of its own turns from `pos`, whoever is to move: when `side` is to move
/// (even mid-turn, a Parachute drop due) the current turn counts as one of them; when the other
/// side is to move, `turns` counts `side`'s turns after the other side's. A position already
/// decided is a win only if `side` won. The puzzles judge each try and pick each defence
/// with this one question.
pub fn side_wins_within(pos: &Position, side: usize, turns: u32, simultaneous: Simultaneous) -> bool {
    if let Some(won) = result_for(pos, side, simultaneous) {
        return won;
    }
    if turns == 0 {
        return false;
    }
    if pos.side_to_move().index() == side {
        attacker(pos, side, turns, simultaneous)
    } else {
        defender(pos, side, turns, simultaneous)
    }
}
