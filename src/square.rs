//! Squares of the board, named as in docs/rules.md §4: files `a`–`h` left to right, ranks `1`–`8`
//! bottom to top, `a1` bottom-left.
//!
//! Every variant lives on the same 8×8 index space; the 6×6 and 7×7 boards use its lower-left
//! corner (see [`crate::Variant::board`]).

use std::fmt;

/// One of the 64 squares, indexed `rank * 8 + file` (`a1` = 0, `h1` = 7, `a8` = 56).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// Builds a square from its index; `None` when `index >= 64`.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Builds a square from an index already known to be below 64.
    #[inline]
    pub(crate) const fn from_index(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    /// Builds a square from a file (0 = `a`) and rank (0 = `1`); `None` if either is above 7.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The index, `rank * 8 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 for `a` to 7 for `h`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 for `1` to 7 for `8`.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The single-bit mask of this square.
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Parses a square name such as `b1` or `H8` (any letter case).
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = bytes[1].wrapping_sub(b'1');
        Square::from_coords(file, rank)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, (b'1' + self.rank()) as char)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_for_every_square() {
        for i in 0..64 {
            let sq = Square::new(i).unwrap();
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("A1"), Square::new(0));
        assert_eq!(Square::parse("h8"), Square::new(63));
    }

    #[test]
    fn bad_names_are_rejected() {
        for bad in ["", "a", "a9", "i1", "a0", "a10", "1a", "é1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }
}
