//! A set of squares as one 64-bit word, bit `rank * 8 + file`. A `Bitboard` is a value, not an
//! iterator: `for sq in set` (or `set.into_iter()`) walks a copy through [`Squares`], so the set
//! itself is never consumed and `len` is always the set's size.
//!
//! ```text
//! rank 8   56 57 58 59 60 61 62 63
//! ...
//! rank 1    0  1  2  3  4  5  6  7
//!           a  b  c  d  e  f  g  h
//! ```

use crate::Square;
use std::fmt;
use std::iter::FusedIterator;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

/// Every square except those on the `a` file.
pub(crate) const NOT_FILE_A: u64 = 0xfefe_fefe_fefe_fefe;
/// Every square except those on the `h` file.
pub(crate) const NOT_FILE_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(sq.bit())
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & sq.bit() != 0
    }

    /// How many squares the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The lowest square of the set, if any.
    #[inline]
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(self.0.trailing_zeros() as u8))
        }
    }

    /// The square of the set closest to `sq` (by king distance; ties to the lower index). Used
    /// to name the first piece in a move's way.
    pub fn nearest_to(self, sq: Square) -> Option<Square> {
        self.into_iter().min_by_key(|s| {
            let (df, dr) = (s.file().abs_diff(sq.file()), s.rank().abs_diff(sq.rank()));
            (df.max(dr), s.index())
        })
    }

    /// The squares next to any square of the set (8-neighbourhood), the set itself included.
    #[inline]
    pub const fn dilate(self) -> Bitboard {
        Bitboard(dilate(self.0))
    }
}

/// The group of `within` that holds `seed` (8-neighbourhood): a bitboard flood fill, growing
/// from `seed` one ring of neighbours at a time until nothing changes.
#[inline]
pub(crate) fn group_of(seed: u64, within: u64) -> u64 {
    let mut group = seed & within;
    loop {
        let grown = dilate(group) & within;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The 8-neighbourhood dilation of a mask, the mask included: the step of a bitboard flood fill.
#[inline]
pub(crate) const fn dilate(x: u64) -> u64 {
    let y = x | (x << 8) | (x >> 8);
    y | ((y << 1) & NOT_FILE_A) | ((y >> 1) & NOT_FILE_H)
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;

    /// The squares of the set, lowest index first (`a1`, `b1`, …, `h8`).
    #[inline]
    fn into_iter(self) -> Squares {
        Squares(self.0)
    }
}

/// The squares of a [`Bitboard`], lowest index first: what `for sq in bitboard` walks.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = Bitboard(self.0).first()?;
        // Clears the lowest set bit, the square just returned.
        self.0 &= self.0 - 1;
        Some(sq)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

impl FusedIterator for Squares {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        Bitboard(iter.into_iter().fold(0, |acc, sq| acc | sq.bit()))
    }
}

macro_rules! bit_op {
    ($trait:ident, $method:ident, $assign_trait:ident, $assign_method:ident, $op:tt) => {
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    /// Draws the set as a text grid, rank 8 on top: `x` in the set, `.` not.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).expect("in range");
                f.write_str(if self.contains(sq) { "x" } else { "." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dilation_does_not_wrap_around_the_edges() {
        let h4 = Bitboard::from_square(Square::parse("h4").unwrap());
        let grown: Vec<String> = h4.dilate().into_iter().map(|s| s.to_string()).collect();
        assert_eq!(grown, ["g3", "h3", "g4", "h4", "g5", "h5"]);
        let a1 = Bitboard::from_square(Square::parse("a1").unwrap());
        assert_eq!(a1.dilate().len(), 4);
    }

    #[test]
    fn iterates_in_ascending_order() {
        let set: Bitboard = ["c3", "a1", "h8"].iter().map(|s| Square::parse(s).unwrap()).collect();
        let names: Vec<String> = set.into_iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["a1", "c3", "h8"]);
    }

    #[test]
    fn iterating_leaves_the_set_whole() {
        let set: Bitboard = ["d4", "e5", "a8"].iter().map(|s| Square::parse(s).unwrap()).collect();
        let mut squares = set.into_iter();
        assert_eq!(squares.len(), 3);
        assert_eq!(squares.next().map(|s| s.to_string()).as_deref(), Some("d4"));
        assert_eq!(squares.len(), 2, "the iterator knows how many squares remain");
        assert_eq!(set.len(), 3, "the set itself is a value: walking it took nothing away");
        assert_eq!(squares.by_ref().count(), 2);
        assert_eq!(squares.next(), None, "and it stays empty");
        assert_eq!(Bitboard::EMPTY.into_iter().next(), None);
        let every: Bitboard = (0..64).filter_map(Square::new).collect();
        assert_eq!(every, Bitboard(u64::MAX));
        assert_eq!(every.into_iter().map(|s| s.index()).collect::<Vec<_>>(), (0..64).collect::<Vec<_>>());
    }
}
