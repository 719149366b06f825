//! The variants the 8×8 bitboards play, as their own type: the 8×8 position and game
//! ([`crate::Position`], [`crate::Game`]) are made only for one of these, so a cell board (Black
//! Hole, 12×12, hex; docs/rules.md §9) can never come out as an empty 8×8 board. A [`Variant`]
//! known only at run time becomes one through `SquareVariant::try_from`, whose error names the
//! board it is played on instead.
//!
//! ```
//! use loa::{Position, SquareVariant, Variant};
//! let start = Position::new(SquareVariant::Parachute);
//! assert_eq!(start.variant(), Variant::Parachute);
//! let refused = SquareVariant::try_from(Variant::BlackHole).unwrap_err();
//! assert_eq!(refused.to_string(), "black-hole is played on a 9×9 cell board, not the 8×8 bitboards");
//! ```

use crate::cell_board::{CellShape, Tiling};
use crate::{Square, Variant};
use std::fmt;

/// A variant played on the 8×8 bitboards: the first seven of [`Variant::ALL`], with the same
/// names. `Variant::from` gives the variant back; every rule question is asked of it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum SquareVariant {
    /// [`Variant::Standard`].
    Standard,
    /// [`Variant::ScrambledEggs`].
    ScrambledEggs,
    /// [`Variant::Parachute`].
    Parachute,
    /// [`Variant::AmbiLoa`].
    AmbiLoa,
    /// [`Variant::Standard6x6`].
    Standard6x6,
    /// [`Variant::Standard7x7`].
    Standard7x7,
    /// [`Variant::Gemma`].
    Gemma,
}

impl SquareVariant {
    /// Every variant of the 8×8 bitboards, in menu order (the start of [`Variant::ALL`]).
    pub const ALL: [SquareVariant; 7] = [
        SquareVariant::Standard,
        SquareVariant::ScrambledEggs,
        SquareVariant::Parachute,
        SquareVariant::AmbiLoa,
        SquareVariant::Standard6x6,
        SquareVariant::Standard7x7,
        SquareVariant::Gemma,
    ];

    /// The variant this is, to ask it the rules (`const`, for the hot paths of the position).
    #[inline]
    pub const fn variant(self) -> Variant {
        match self {
            SquareVariant::Standard => Variant::Standard,
            SquareVariant::ScrambledEggs => Variant::ScrambledEggs,
            SquareVariant::Parachute => Variant::Parachute,
            SquareVariant::AmbiLoa => Variant::AmbiLoa,
            SquareVariant::Standard6x6 => Variant::Standard6x6,
            SquareVariant::Standard7x7 => Variant::Standard7x7,
            SquareVariant::Gemma => Variant::Gemma,
        }
    }

    /// The starting squares of each colour, by colour index (docs/rules.md §3).
    pub fn start_pieces(self) -> [u64; 4] {
        let squares = start_squares;
        match self {
            SquareVariant::Standard | SquareVariant::Gemma => [
                squares("b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8"),
                squares("a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7"),
                0,
                0,
            ],
            SquareVariant::ScrambledEggs => [
                squares("b1 d1 f1 c8 e8 g8 a3 a5 a7 h2 h4 h6"),
                squares("c1 e1 g1 b8 d8 f8 a2 a4 a6 h3 h5 h7"),
                0,
                0,
            ],
            SquareVariant::Parachute => [squares("a3 a5 a7 h2 h4 h6"), squares("a2 a4 a6 h3 h5 h7"), 0, 0],
            SquareVariant::AmbiLoa => [
                squares("a2 a3 a4 a5 a6 a7"),
                squares("b1 c1 d1 e1 f1 g1"),
                squares("h2 h3 h4 h5 h6 h7"),
                squares("b8 c8 d8 e8 f8 g8"),
            ],
            SquareVariant::Standard6x6 => {
                [squares("b1 c1 d1 e1 b6 c6 d6 e6"), squares("a2 a3 a4 a5 f2 f3 f4 f5"), 0, 0]
            }
            SquareVariant::Standard7x7 => {
                [squares("b1 c1 d1 e1 f1 b7 c7 d7 e7 f7"), squares("a2 a3 a4 a5 a6 g2 g3 g4 g5 g6"), 0, 0]
            }
        }
    }
}

/// The bitboard of the squares named in `names` ("b1 c1 d1"). Kept out of line: inlined into each
/// of the fourteen calls of [`SquareVariant::start_pieces`] it cost the wasm 3 KB.
#[inline(never)]
fn start_squares(names: &str) -> u64 {
    names
        .split_whitespace()
        .map(|n| Square::parse(n).expect("start squares are valid").bit())
        .fold(0, |a, b| a | b)
}

/// The board that plays a variant, with what that board needs to start: the one place a
/// variant known only at run time is sent to the 8×8 bitboards or to the cell boards.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Board {
    /// The 8×8 bitboards ([`crate::Position`], [`crate::Game`]).
    Squares(SquareVariant),
    /// A board of cells ([`crate::cell_board::CellPosition`], [`crate::cell_board::CellGame`]).
    Cells(&'static CellShape),
}

impl Variant {
    /// The board that plays the variant.
    ///
    /// ```
    /// use loa::{Board, SquareVariant, Variant};
    /// assert_eq!(Variant::Gemma.played_on(), Board::Squares(SquareVariant::Gemma));
    /// assert!(matches!(Variant::Hex5.played_on(), Board::Cells(shape) if shape.side == 5));
    /// ```
    pub fn played_on(self) -> Board {
        match (SquareVariant::try_from(self), self.cell_shape()) {
            (Ok(square), _) => Board::Squares(square),
            (Err(_), Some(shape)) => Board::Cells(shape),
            // Not reached: `try_from` refuses exactly the variants with a cell shape (tested
            // below, for every variant).
            (Err(_), None) => unreachable!("{self} has neither board"),
        }
    }
}

impl From<SquareVariant> for Variant {
    #[inline]
    fn from(variant: SquareVariant) -> Variant {
        variant.variant()
    }
}

impl TryFrom<Variant> for SquareVariant {
    type Error = CellBoardError;

    /// The variant as one of the 8×8 bitboards', or the refusal naming the cell board it is
    /// played on.
    fn try_from(variant: Variant) -> Result<SquareVariant, CellBoardError> {
        // Exhaustive, so that a new variant must say which board plays it.
        match variant {
            Variant::Standard => Ok(SquareVariant::Standard),
            Variant::ScrambledEggs => Ok(SquareVariant::ScrambledEggs),
            Variant::Parachute => Ok(SquareVariant::Parachute),
            Variant::AmbiLoa => Ok(SquareVariant::AmbiLoa),
            Variant::Standard6x6 => Ok(SquareVariant::Standard6x6),
            Variant::Standard7x7 => Ok(SquareVariant::Standard7x7),
            Variant::Gemma => Ok(SquareVariant::Gemma),
            Variant::BlackHole | Variant::Standard12x12 | Variant::Hex5 | Variant::Hex6 => {
                Err(CellBoardError(variant))
            }
        }
    }
}

// The name is the variant's (`Scrambled Eggs`).
impl fmt::Display for SquareVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.variant().fmt(f)
    }
}

/// Why a [`Variant`] is not a [`SquareVariant`]: it is played on a board of cells, by the wide
/// engine ([`crate::cell_board::CellPosition`]), not on the 8×8 bitboards.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CellBoardError(pub Variant);

/// Whether each variant's cell board is hexagonal and its side, by variant index (`None` for the
/// 8×8 bitboards' variants): read from the shapes at compile time, so that the 8×8 build, which
/// refuses a cell board but never plays one, carries these numbers and not the shapes.
const CELL_BOARD_WORDS: [Option<(bool, u8)>; Variant::ALL.len()] = {
    let mut words = [None; Variant::ALL.len()];
    let mut i = 0;
    while i < words.len() {
        if let Some(shape) = Variant::ALL[i].cell_shape() {
            words[i] = Some((matches!(shape.tiling, Tiling::Hex), shape.side));
        }
        i += 1;
    }
    words
};

impl fmt::Display for CellBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let key = self.0.key();
        match CELL_BOARD_WORDS[self.0 as usize] {
            Some((true, side)) => {
                write!(f, "{key} is played on a hexagonal cell board of side {side}, not the 8×8 bitboards")
            }
            Some((false, side)) => {
                write!(f, "{key} is played on a {side}×{side} cell board, not the 8×8 bitboards")
            }
            // Not reached through `try_from`, which refuses only cell boards; said plainly anyway.
            None => write!(f, "{key} is played on the 8×8 bitboards"),
        }
    }
}

impl std::error::Error for CellBoardError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_square_variants_are_the_bitboards_boards_in_menu_order() {
        let back: Vec<Variant> = SquareVariant::ALL.into_iter().map(Variant::from).collect();
        assert_eq!(back, Variant::ALL[..7]);
        assert!(back.iter().all(|v| !v.is_cell_board()));
        for v in SquareVariant::ALL {
            assert_eq!(SquareVariant::try_from(Variant::from(v)), Ok(v));
            assert_eq!(v.to_string(), Variant::from(v).name());
        }
    }

    #[test]
    fn every_cell_board_is_refused_by_name_and_board() {
        let refusal = |v: Variant| SquareVariant::try_from(v).unwrap_err().to_string();
        assert_eq!(
            refusal(Variant::BlackHole),
            "black-hole is played on a 9×9 cell board, not the 8×8 bitboards"
        );
        assert_eq!(
            refusal(Variant::Standard12x12),
            "standard-12x12 is played on a 12×12 cell board, not the 8×8 bitboards"
        );
        assert_eq!(
            refusal(Variant::Hex5),
            "hex-5 is played on a hexagonal cell board of side 5, not the 8×8 bitboards"
        );
        assert_eq!(
            refusal(Variant::Hex6),
            "hex-6 is played on a hexagonal cell board of side 6, not the 8×8 bitboards"
        );
        let cells = Variant::ALL.into_iter().filter(|v| v.is_cell_board());
        assert!(cells.map(SquareVariant::try_from).all(|r| r.is_err()));
    }

    #[test]
    fn every_variant_is_played_on_exactly_one_board() {
        for v in Variant::ALL {
            match v.played_on() {
                Board::Squares(square) => assert_eq!(Variant::from(square), v),
                Board::Cells(shape) => assert_eq!(shape.variant, v),
            }
            assert_eq!(SquareVariant::try_from(v).is_err(), v.cell_shape().is_some(), "{v}");
        }
    }

    #[test]
    fn every_variant_has_its_piece_counts() {
        for v in SquareVariant::ALL {
            let pieces = v.start_pieces();
            let counts: Vec<u32> = pieces.iter().map(|p| p.count_ones()).collect();
            let expected: &[u32] = match v {
                SquareVariant::Standard | SquareVariant::ScrambledEggs | SquareVariant::Gemma => {
                    &[12, 12, 0, 0]
                }
                SquareVariant::Parachute => &[6, 6, 0, 0],
                SquareVariant::AmbiLoa => &[6, 6, 6, 6],
                SquareVariant::Standard6x6 => &[8, 8, 0, 0],
                SquareVariant::Standard7x7 => &[10, 10, 0, 0],
            };
            assert_eq!(counts, expected, "{v}");
            let all = pieces.iter().fold(0, |a, p| a | p);
            assert_eq!(all & !v.variant().board().0, 0, "{v}: every piece on the board");
            assert_eq!(all.count_ones(), counts.iter().sum::<u32>(), "{v}: no square twice");
        }
    }
}
