//! Why a [`Setup`](super::Setup) is not a valid position: one variant per check of
//! [`Setup::into_position`](super::Setup::into_position), each naming what it found.

use crate::{BoardSize, CellBoardError, Colour, Side, Square, Variant};
use std::fmt;

/// Why a [`Setup`](super::Setup) is not a valid position. Each variant names the offending piece, colour or
/// count, so the message can be shown as it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// A piece outside the variant's (smaller) board.
    OffBoard {
        /// The piece's colour.
        colour: Colour,
        /// Its square, outside the board.
        square: Square,
        /// The board it is off.
        size: BoardSize,
    },
    /// Two colours on one square.
    Overlap {
        /// The square.
        square: Square,
        /// The two colours claiming it, in index order.
        colours: [Colour; 2],
    },
    /// A colour that does not play in the variant has pieces (Blue or Yellow outside AmbiLOA).
    ColourNotInVariant {
        /// The colour with pieces.
        colour: Colour,
        /// The variant it does not play in.
        variant: Variant,
    },
    /// The colour to move does not play in the variant.
    TurnNotInVariant {
        /// The colour given the turn.
        colour: Colour,
        /// The variant it does not play in.
        variant: Variant,
    },
    /// Pieces in hand in a variant without drops (every variant but Parachute).
    HandWithoutDrops(Variant),
    /// More pieces in hand than the variant gives at the start.
    HandTooLarge {
        /// The player holding them (Black or White).
        holder: Colour,
        /// How many it holds.
        count: u8,
        /// How many each player holds at the start.
        most: u8,
    },
    /// A drop is due in a variant without drops.
    DropWithoutDrops(Variant),
    /// A drop is due but the player to move holds nothing to drop.
    DropWithEmptyHand(Colour),
    /// More pieces of a colour (on the board and in the opponent's hand) than the variant
    /// starts with.
    TooManyPieces {
        /// The colour.
        colour: Colour,
        /// Its pieces on the board and in hand.
        count: usize,
        /// How many it starts with, in hand included.
        most: usize,
    },
    /// A side has no piece on the board or in hand.
    NoPieces(Side),
    /// Holes in a variant without them (every variant but Gemma).
    HolesWithoutGemma(Variant),
    /// A board of cells (Black Hole, 12×12, hex), which the 8×8 bitboards do not play: its
    /// positions are [`crate::cell_board::CellPosition`]s, its start the wide position's.
    CellBoard(CellBoardError),
    /// A piece on a square that has vanished (Gemma).
    PieceOnHole {
        /// The hole.
        square: Square,
        /// The colour of the piece standing on it.
        colour: Colour,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::OffBoard { colour, square, size } => {
                write!(f, "a {colour} piece on {square} is off the {size} board")
            }
            SetupError::Overlap { square, colours: [a, b] } => {
                write!(f, "{square} holds both a {a} and a {b} piece")
            }
            SetupError::ColourNotInVariant { colour, variant } => {
                write!(f, "{colour} has pieces but does not play in {variant}")
            }
            SetupError::TurnNotInVariant { colour, variant } => {
                write!(f, "{colour} is to move but does not play in {variant}")
            }
            SetupError::HandWithoutDrops(variant) => {
                write!(f, "pieces in hand, but {variant} has none (only Parachute has drops)")
            }
            SetupError::HandTooLarge { holder, count, most } => {
                write!(
                    f,
                    "{holder} holds {count} pieces in hand, more than the {most} each player starts with"
                )
            }
            SetupError::DropWithoutDrops(variant) => {
                write!(f, "a drop is due, but {variant} has no drops (only Parachute has)")
            }
            SetupError::DropWithEmptyHand(colour) => {
                write!(f, "a drop is due, but {colour} holds no piece to drop")
            }
            SetupError::TooManyPieces { colour, count, most } => {
                let more = format!("more than the {most} it starts with");
                write!(f, "{colour} has {count} pieces on the board and in hand, {more}")
            }
            SetupError::NoPieces(side) => write!(f, "{side} has no pieces on the board or in hand"),
            SetupError::HolesWithoutGemma(variant) => {
                write!(f, "holes on the board, but {variant} has none (only Gemma has holes)")
            }
            SetupError::CellBoard(refusal) => refusal.fmt(f),
            SetupError::PieceOnHole { square, colour } => {
                write!(f, "{square} is a hole, but a {colour} piece stands on it")
            }
        }
    }
}

impl std::error::Error for SetupError {}

impl From<CellBoardError> for SetupError {
    fn from(refusal: CellBoardError) -> SetupError {
        SetupError::CellBoard(refusal)
    }
}
