//! The three board sizes (docs/rules.md §3): 8×8 for most variants, 6×6 and 7×7 for the small boards.
//!
//! Every board lives in the lower-left corner of the same 8×8 square index space, so a size is
//! a set of squares ([`BoardSize::squares`]) plus a width; tables that differ by size are indexed
//! by [`BoardSize::index`], the one place that turns a size into an array index.
//!
//! ```
//! use loa::{BoardSize, Square};
//! // 6  . . . . . .
//! // ...               the 6×6 board: files a–f, ranks 1–6
//! // 1  . . . . . .
//! //    a b c d e f
//! assert_eq!(BoardSize::Six.squares().len(), 36);
//! assert!(BoardSize::Six.contains(Square::parse("f6").unwrap()));
//! assert!(!BoardSize::Six.contains(Square::parse("g1").unwrap()));
//! ```

use crate::{Bitboard, Square};
use std::fmt;

/// A board's side length: 6, 7 or 8 squares.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum BoardSize {
    /// 6×6 (Standard 6x6).
    Six = 6,
    /// 7×7 (Standard 7x7).
    Seven = 7,
    /// 8×8 (every other variant).
    Eight = 8,
}

/// The squares of each size, by [`BoardSize::index`].
const SQUARES: [u64; 3] = [corner(6), corner(7), corner(8)];

/// The `width`×`width` block of squares in the lower-left corner.
const fn corner(width: u8) -> u64 {
    let row = (1u64 << width) - 1;
    let mut mask = 0u64;
    let mut rank = 0;
    while rank < width {
        mask |= row << (rank * 8);
        rank += 1;
    }
    mask
}

impl BoardSize {
    /// Every size, smallest first (the order of [`BoardSize::index`]).
    pub const ALL: [BoardSize; 3] = [BoardSize::Six, BoardSize::Seven, BoardSize::Eight];

    /// The size whose side is `width` squares; `None` unless `width` is 6, 7 or 8.
    pub const fn from_width(width: u8) -> Option<BoardSize> {
        match width {
            6 => Some(BoardSize::Six),
            7 => Some(BoardSize::Seven),
            8 => Some(BoardSize::Eight),
            _ => None,
        }
    }

    /// The number of files (and of ranks): 6, 7 or 8.
    #[inline]
    pub const fn width(self) -> u8 {
        self as u8
    }

    /// The index 0, 1 or 2 (6×6, 7×7, 8×8) for tables that differ by size.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize - 6
    }

    /// The squares of the board.
    #[inline]
    pub const fn squares(self) -> Bitboard {
        Bitboard(SQUARES[self.index()])
    }

    /// Whether `sq` is on the board.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.squares().contains(sq)
    }

    /// The square seen in a mirror along the board's vertical axis (`a` ↔ the last file).
    /// `sq` must be on the board.
    pub fn mirror_file(self, sq: Square) -> Square {
        Square::from_coords(self.width() - 1 - sq.file(), sq.rank()).expect("a square on the board")
    }

    /// The square seen in a mirror along the board's horizontal axis (rank 1 ↔ the last rank).
    /// `sq` must be on the board.
    pub fn mirror_rank(self, sq: Square) -> Square {
        Square::from_coords(sq.file(), self.width() - 1 - sq.rank()).expect("a square on the board")
    }
}

impl fmt::Display for BoardSize {
    /// `6x6`, `7x7` or `8x8`, as in variant names.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}x{0}", self.width())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_size_holds_its_square_of_squares_in_the_corner() {
        for size in BoardSize::ALL {
            let w = size.width();
            assert_eq!(size.squares().len(), (w as usize) * (w as usize), "{size}");
            for index in 0..64 {
                let sq = Square::new(index).expect("below 64");
                assert_eq!(size.contains(sq), sq.file() < w && sq.rank() < w, "{size} {sq}");
            }
            assert_eq!(BoardSize::from_width(w), Some(size));
            assert_eq!(BoardSize::ALL[size.index()], size);
        }
        assert_eq!(BoardSize::from_width(9), None);
        assert_eq!(BoardSize::from_width(5), None);
    }

    #[test]
    fn mirrors_stay_on_the_board_and_undo_themselves() {
        for size in BoardSize::ALL {
            for sq in size.squares() {
                for mirror in [BoardSize::mirror_file, BoardSize::mirror_rank] {
                    let image = mirror(size, sq);
                    assert!(size.contains(image), "{size}: {sq} -> {image}");
                    assert_eq!(mirror(size, image), sq);
                }
            }
        }
        let g2 = Square::parse("g2").expect("a square");
        assert_eq!(BoardSize::Seven.mirror_file(g2).to_string(), "a2");
        assert_eq!(BoardSize::Seven.mirror_rank(g2).to_string(), "g6");
    }
}
