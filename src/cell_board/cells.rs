//! A fixed-width set of cells, wide enough for the 144 of the 12×12 board.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// The number of cells a [`Cells`] can hold.
pub const MAX_CELLS: usize = 192;

/// A set of cell indices below [`MAX_CELLS`]: three 64-bit words, `Copy`, with the set
/// operations the move generator and the flood fill need.
///
/// ```
/// use loa::cell_board::Cells;
/// let mut set = Cells::EMPTY;
/// set.insert(3);
/// set.insert(130);
/// assert!(set.contains(130) && !set.contains(4));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [3, 130]);
/// assert_eq!(set.len(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Cells([u64; 3]);

impl Cells {
    /// The empty set.
    pub const EMPTY: Cells = Cells([0; 3]);

    /// The three 64-bit words of the set (cells 0–63, 64–127, 128–191), for hashing it.
    #[inline]
    pub fn words(self) -> [u64; 3] {
        self.0
    }

    /// The set of the one cell `i`.
    #[inline]
    pub fn single(i: usize) -> Cells {
        let mut set = Cells::EMPTY;
        set.insert(i);
        set
    }

    /// Adds cell `i` (below [`MAX_CELLS`]).
    #[inline]
    pub fn insert(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes cell `i`.
    #[inline]
    pub fn remove(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// Whether cell `i` is in the set.
    #[inline]
    pub fn contains(self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    /// The number of cells in the set.
    #[inline]
    pub fn len(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == [0; 3]
    }

    /// The lowest cell, if any.
    #[inline]
    pub fn first(self) -> Option<usize> {
        self.0.iter().enumerate().find(|(_, w)| **w != 0).map(|(k, w)| k * 64 + w.trailing_zeros() as usize)
    }

    /// The cells, lowest first.
    pub fn iter(self) -> CellIter {
        CellIter(self)
    }
}

/// The cells of a [`Cells`], lowest first.
pub struct CellIter(Cells);

impl Iterator for CellIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        for k in 0..3 {
            let w = self.0 .0[k];
            if w != 0 {
                self.0 .0[k] = w & (w - 1);
                return Some(k * 64 + w.trailing_zeros() as usize);
            }
        }
        None
    }
}

impl BitOr for Cells {
    type Output = Cells;
    #[inline]
    fn bitor(self, o: Cells) -> Cells {
        Cells([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }
}

impl BitAnd for Cells {
    type Output = Cells;
    #[inline]
    fn bitand(self, o: Cells) -> Cells {
        Cells([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }
}

impl Not for Cells {
    type Output = Cells;
    /// The complement within all [`MAX_CELLS`] bits: intersect with a board before use.
    #[inline]
    fn not(self) -> Cells {
        Cells([!self.0[0], !self.0[1], !self.0[2]])
    }
}

impl BitOrAssign for Cells {
    #[inline]
    fn bitor_assign(&mut self, o: Cells) {
        *self = *self | o;
    }
}

impl BitAndAssign for Cells {
    #[inline]
    fn bitand_assign(&mut self, o: Cells) {
        *self = *self & o;
    }
}

impl FromIterator<usize> for Cells {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Cells {
        let mut set = Cells::EMPTY;
        iter.into_iter().for_each(|i| set.insert(i));
        set
    }
}
