//! Perft for the cell board: the number of move sequences of a given length, the check of the
//! move generator (docs/rules.md §5's convention: a sequence that connects a side stops there).

use super::connection::is_connected;
use super::position::{CellMove, CellPosition};

/// Whether the game is over in `pos` by connection, whichever the scoring.
#[inline]
fn over(pos: &CellPosition) -> bool {
    let g = pos.geometry();
    is_connected(g, pos.pieces(crate::Side::Black)) || is_connected(g, pos.pieces(crate::Side::White))
}

/// The number of legal move sequences of `depth` plies from `pos` (passes count; a sequence
/// that ends the game early is not continued). `pos` itself is taken as not over.
///
/// ```
/// use loa::cell_board::{cell_perft, CellPosition};
/// use loa::Variant;
/// assert_eq!(cell_perft(&CellPosition::start(Variant::Hex5.cell_shape().unwrap()), 1), 15);
/// ```
pub fn cell_perft(pos: &CellPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .as_slice()
        .iter()
        .map(|&m| {
            let next = pos.play(m);
            if over(&next) {
                0
            } else {
                cell_perft(&next, depth - 1)
            }
        })
        .sum()
}

/// [`cell_perft`] split by first move.
pub fn cell_perft_divide(pos: &CellPosition, depth: u32) -> Vec<(CellMove, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .as_slice()
        .iter()
        .map(|&m| {
            let next = pos.play(m);
            let n = if depth == 1 {
                1
            } else if over(&next) {
                0
            } else {
                cell_perft(&next, depth - 1)
            };
            (m, n)
        })
        .collect()
}
