//! The wide boards' evaluation remembered per side: a side's value depends on its own pieces
//! alone ([`side_value`]), and a move changes one side's pieces (a capture both), so sibling
//! positions in the search share the other side's value. Most of a wide board's search time is
//! its evaluation (the medoid's distances are quadratic in the pieces), and this table answers
//! most of it; the 8×8 evaluation needs none.

use crate::cell_board::{side_value, CellPosition, Cells};

/// How many values the table holds (a power of two): 8,192 entries of 32 bytes.
const SLOTS: usize = 1 << 13;

/// Side values keyed by the exact set of pieces (no two sets share an entry's key), for one
/// search of one board.
pub struct SideScores {
    slots: Vec<(Cells, i32)>,
}

impl Default for SideScores {
    fn default() -> Self {
        // The empty set's value is 0, as [`side_value`] gives it: the empty slots are right.
        SideScores { slots: vec![(Cells::EMPTY, 0); SLOTS] }
    }
}

impl SideScores {
    /// The value of `pieces` on `pos`'s board, from the table or computed and kept.
    #[inline]
    pub fn value(&mut self, pos: &CellPosition, pieces: Cells) -> i32 {
        let [a, b, c] = pieces.words();
        let mixed = (a ^ b.rotate_left(21) ^ c.rotate_left(42)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let slot = &mut self.slots[(mixed >> 51) as usize & (SLOTS - 1)];
        if slot.0 != pieces {
            *slot = (pieces, side_value(pos.geometry(), pieces));
        }
        slot.1
    }
}
