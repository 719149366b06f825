//! Perft: the number of leaves of the move tree at a given depth, the standard check of a move
//! generator (docs/rules.md §5). Terminal positions — a side connected — are leaves where they occur
//! and are not expanded further.

use crate::Position;

/// Counts the leaves `depth` plies below `pos`. A position decided by connection is not expanded
/// (docs/rules.md §5); `pos` itself is assumed undecided. A Parachute drop counts as its own ply.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        2 if pos.has_incremental_counts() => pos.count_replies_to_each_move(),
        _ => {
            let mut total = 0;
            for &m in pos.legal_moves().iter() {
                let mut child = *pos;
                child.play_unchecked(m);
                if child.is_decided_after(m) {
                    continue;
                }
                total += perft(&child, depth - 1);
            }
            total
        }
    }
}

/// Perft split by root move, for finding where two generators disagree (`divide` in chess tools).
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(crate::Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut child = *pos;
            child.play_unchecked(m);
            let count = match depth {
                0 | 1 => 1,
                _ if child.is_decided_after(m) => 0,
                _ => perft(&child, depth - 1),
            };
            (m, count)
        })
        .collect()
}
