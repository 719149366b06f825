//! A position's parts with names, not yet checked: what a position string, a test or a tool
//! builds, and what [`Position::setup`] gives back. It becomes a [`Position`] only through
//! [`Setup::into_position`] (or `Position::try_from`), which checks that the parts make sense
//! together and says precisely what does not.
//!
//! ```
//! use loa::{Bitboard, Colour, Position, Setup, Square, Variant};
//! let squares = |names: &str| names.split_whitespace().map(|n| Square::parse(n).unwrap()).collect();
//! // 8  . . . . . . . w
//! // 3  . . b . . . . .       Black: c3 d3; White: h8; White to move
//! //    a b c d e f g h
//! let setup = Setup {
//!     black: squares("c3 d3"),
//!     white: squares("h8"),
//!     turn: Colour::White,
//!     ..Setup::empty(Variant::Standard)
//! };
//! let pos = setup.into_position().unwrap();
//! assert_eq!(pos.setup(), setup, "a position gives back the setup it was built from");
//! ```

mod error;

pub use error::SetupError;

use crate::{Bitboard, Colour, Position, Side, Square, SquareVariant, Variant};

/// The parts of a position by name: the variant, each colour's pieces, whose turn it is and the
/// Parachute hands. Any combination can be written down; [`Setup::into_position`] checks it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// The variant, which fixes the board size, the seats and whether there are drops.
    pub variant: Variant,
    /// Black's pieces (AmbiLOA: West).
    pub black: Bitboard,
    /// White's pieces (AmbiLOA: South).
    pub white: Bitboard,
    /// Blue's pieces (AmbiLOA's East only).
    pub blue: Bitboard,
    /// Yellow's pieces (AmbiLOA's North only).
    pub yellow: Bitboard,
    /// Gemma: the squares that have vanished (empty in every other variant).
    pub holes: Bitboard,
    /// The colour (seat) to move.
    pub turn: Colour,
    /// Parachute: how many White pieces Black still holds to drop.
    pub black_in_hand: u8,
    /// Parachute: how many Black pieces White still holds to drop.
    pub white_in_hand: u8,
    /// Parachute: the player to move has made the move part of the turn and must now drop.
    pub drop_due: bool,
}

impl Setup {
    /// An empty board of `variant`, the first seat to move, nobody holding pieces: the base to
    /// fill in with struct-update syntax (`Setup { black, white, ..Setup::empty(variant) }`).
    pub fn empty(variant: Variant) -> Setup {
        Setup {
            variant,
            black: Bitboard::EMPTY,
            white: Bitboard::EMPTY,
            blue: Bitboard::EMPTY,
            yellow: Bitboard::EMPTY,
            holes: Bitboard::EMPTY,
            turn: variant.seats()[0],
            black_in_hand: 0,
            white_in_hand: 0,
            drop_due: false,
        }
    }

    /// The starting position of `variant` (docs/rules.md §3), as parts.
    pub fn start(variant: SquareVariant) -> Setup {
        Setup::start_of(variant, false)
    }

    /// The starting position of `variant`, or with `reversed` its reversed start (docs/rules.md
    /// §8.2: the sides' colours swapped; the first seat still moves first).
    pub fn start_of(variant: SquareVariant, reversed: bool) -> Setup {
        let [mut black, mut white, mut blue, mut yellow] = variant.start_pieces().map(Bitboard);
        if reversed {
            (black, white, blue, yellow) = (white, black, yellow, blue);
        }
        let hand = variant.variant().pieces_in_hand();
        Setup {
            black,
            white,
            blue,
            yellow,
            black_in_hand: hand,
            white_in_hand: hand,
            ..Setup::empty(variant.into())
        }
    }

    /// The pieces of `colour`.
    #[inline]
    pub const fn pieces(&self, colour: Colour) -> Bitboard {
        match colour {
            Colour::Black => self.black,
            Colour::White => self.white,
            Colour::Blue => self.blue,
            Colour::Yellow => self.yellow,
        }
    }

    /// The pieces of `colour`, to change.
    pub fn pieces_mut(&mut self, colour: Colour) -> &mut Bitboard {
        match colour {
            Colour::Black => &mut self.black,
            Colour::White => &mut self.white,
            Colour::Blue => &mut self.blue,
            Colour::Yellow => &mut self.yellow,
        }
    }

    /// Every colour's pieces, by colour index (the layout [`Position`] keeps).
    #[inline]
    pub const fn pieces_by_index(&self) -> [Bitboard; 4] {
        [self.black, self.white, self.blue, self.yellow]
    }

    /// The colour of the piece on `sq`, if any (the first colour in index order when the setup
    /// overlaps, which [`Setup::into_position`] refuses).
    pub fn piece_at(&self, sq: Square) -> Option<Colour> {
        Colour::ALL.into_iter().find(|&c| self.pieces(c).contains(sq))
    }

    /// Every piece on the board.
    pub const fn occupied(&self) -> Bitboard {
        Bitboard(self.black.0 | self.white.0 | self.blue.0 | self.yellow.0)
    }

    /// How many opponent pieces `colour` holds to drop (Parachute; 0 for Blue and Yellow).
    pub const fn in_hand(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Black => self.black_in_hand,
            Colour::White => self.white_in_hand,
            _ => 0,
        }
    }

    /// Checks the parts and builds the position, or says what is wrong, in this order: a variant
    /// the 8×8 bitboards play (not a board of cells), every piece on the board, no square held twice, only the variant's colours play, hands and
    /// drops only where the variant has them, holes only in Gemma and never under a piece, no
    /// colour with more pieces than it starts with, each side with a piece somewhere.
    pub fn into_position(self) -> Result<Position, SetupError> {
        Position::try_from(self)
    }

    /// The checks of [`Setup::into_position`], without building anything: the setup's variant
    /// as the 8×8 bitboards' variant it is, or what is wrong.
    pub(crate) fn check(&self) -> Result<SquareVariant, SetupError> {
        let square_variant = SquareVariant::try_from(self.variant)?;
        let variant = self.variant;
        let size = variant.size();
        for colour in Colour::ALL {
            if let Some(square) = (self.pieces(colour) & !size.squares()).first() {
                return Err(SetupError::OffBoard { colour, square, size });
            }
        }
        for (i, first) in Colour::ALL.into_iter().enumerate() {
            for second in Colour::ALL.into_iter().skip(i + 1) {
                if let Some(square) = (self.pieces(first) & self.pieces(second)).first() {
                    return Err(SetupError::Overlap { square, colours: [first, second] });
                }
            }
        }
        let seats = variant.seats();
        if let Some(colour) =
            Colour::ALL.into_iter().find(|c| !seats.contains(c) && !self.pieces(*c).is_empty())
        {
            return Err(SetupError::ColourNotInVariant { colour, variant });
        }
        if !seats.contains(&self.turn) {
            return Err(SetupError::TurnNotInVariant { colour: self.turn, variant });
        }
        if !self.holes.is_empty() && !variant.has_holes() {
            return Err(SetupError::HolesWithoutGemma(variant));
        }
        if let Some(square) = (self.holes & self.occupied()).first() {
            let colour = self.piece_at(square).expect("an occupied square has a piece");
            return Err(SetupError::PieceOnHole { square, colour });
        }
        let most_in_hand = variant.pieces_in_hand();
        for holder in [Colour::Black, Colour::White] {
            let count = self.in_hand(holder);
            if count > 0 && most_in_hand == 0 {
                return Err(SetupError::HandWithoutDrops(variant));
            }
            if count > most_in_hand {
                return Err(SetupError::HandTooLarge { holder, count, most: most_in_hand });
            }
        }
        if self.drop_due && most_in_hand == 0 {
            return Err(SetupError::DropWithoutDrops(variant));
        }
        if self.drop_due && self.in_hand(self.turn) == 0 {
            return Err(SetupError::DropWithEmptyHand(self.turn));
        }
        let start = square_variant.start_pieces();
        for colour in Colour::ALL {
            // Pieces of a colour in hand are held by its opponent (Parachute is two-player).
            let held =
                if colour.index() < 2 { self.in_hand(Colour::from_index(colour.index() ^ 1)) } else { 0 };
            let count = self.pieces(colour).len() + held as usize;
            let most = start[colour.index()].count_ones() as usize + most_in_hand as usize;
            if count > most {
                return Err(SetupError::TooManyPieces { colour, count, most });
            }
        }
        for side_index in 0..2 {
            let side = Side::from_index(side_index, variant.has_teams());
            let on_board =
                self.pieces(Colour::from_index(side_index)) | self.pieces(Colour::from_index(side_index + 2));
            let held_by_opponent = self.in_hand(Colour::from_index(side_index ^ 1));
            if on_board.is_empty() && held_by_opponent == 0 {
                return Err(SetupError::NoPieces(side));
            }
        }
        Ok(square_variant)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BoardSize;

    fn squares(names: &str) -> Bitboard {
        names.split_whitespace().map(|n| Square::parse(n).expect("a square name")).collect()
    }

    /// Black on c3 d3 and White on h8, Standard, Black to move: valid.
    fn base() -> Setup {
        Setup { black: squares("c3 d3"), white: squares("h8"), ..Setup::empty(Variant::Standard) }
    }

    fn error(setup: Setup) -> SetupError {
        setup.into_position().expect_err("the setup must be refused")
    }

    #[test]
    fn the_base_and_every_start_are_valid() {
        assert!(base().into_position().is_ok());
        for v in SquareVariant::ALL {
            let pos = Setup::start(v).into_position().expect("the start is valid");
            assert_eq!(pos, Position::new(v), "{v}");
        }
    }

    #[test]
    fn a_piece_off_a_small_board_is_refused() {
        let setup = Setup { variant: Variant::Standard6x6, white: squares("g2"), ..base() };
        let err = error(setup);
        assert_eq!(
            err,
            SetupError::OffBoard {
                colour: Colour::White,
                square: squares("g2").first().unwrap(),
                size: BoardSize::Six
            }
        );
        assert_eq!(err.to_string(), "a White piece on g2 is off the 6x6 board");
    }

    #[test]
    fn two_colours_on_one_square_are_refused() {
        let err = error(Setup { white: squares("h8 d3"), ..base() });
        assert_eq!(err.to_string(), "d3 holds both a Black and a White piece");
        assert!(matches!(err, SetupError::Overlap { colours: [Colour::Black, Colour::White], .. }));
    }

    #[test]
    fn colours_outside_the_variant_are_refused() {
        let err = error(Setup { blue: squares("a1"), ..base() });
        assert_eq!(err, SetupError::ColourNotInVariant { colour: Colour::Blue, variant: Variant::Standard });
        assert_eq!(err.to_string(), "Blue has pieces but does not play in Standard");
        let err = error(Setup { turn: Colour::Yellow, ..base() });
        assert_eq!(err, SetupError::TurnNotInVariant { colour: Colour::Yellow, variant: Variant::Standard });
        assert_eq!(err.to_string(), "Yellow is to move but does not play in Standard");
    }

    #[test]
    fn hands_outside_parachute_and_oversized_hands_are_refused() {
        let err = error(Setup { white_in_hand: 1, ..base() });
        assert_eq!(err, SetupError::HandWithoutDrops(Variant::Standard));
        assert_eq!(err.to_string(), "pieces in hand, but Standard has none (only Parachute has drops)");
        let parachute = Setup { variant: Variant::Parachute, ..base() };
        assert!(Setup { black_in_hand: 6, ..parachute }.into_position().is_ok());
        let err = error(Setup { black_in_hand: 7, ..parachute });
        assert_eq!(err, SetupError::HandTooLarge { holder: Colour::Black, count: 7, most: 6 });
        assert_eq!(err.to_string(), "Black holds 7 pieces in hand, more than the 6 each player starts with");
    }

    #[test]
    fn a_drop_due_needs_drops_and_a_piece_to_drop() {
        let err = error(Setup { drop_due: true, ..base() });
        assert_eq!(err, SetupError::DropWithoutDrops(Variant::Standard));
        assert_eq!(err.to_string(), "a drop is due, but Standard has no drops (only Parachute has)");
        let parachute = Setup { variant: Variant::Parachute, drop_due: true, white_in_hand: 2, ..base() };
        let err = error(parachute);
        assert_eq!(err, SetupError::DropWithEmptyHand(Colour::Black));
        assert_eq!(err.to_string(), "a drop is due, but Black holds no piece to drop");
        assert!(Setup { black_in_hand: 1, ..parachute }.into_position().is_ok());
    }

    #[test]
    fn more_pieces_than_the_start_are_refused_counting_the_hand() {
        let thirteen = Bitboard(SquareVariant::Standard.start_pieces()[0]) | squares("d4");
        let err = error(Setup { black: thirteen, ..base() });
        assert_eq!(err, SetupError::TooManyPieces { colour: Colour::Black, count: 13, most: 12 });
        assert_eq!(
            err.to_string(),
            "Black has 13 pieces on the board and in hand, more than the 12 it starts with"
        );
        // Parachute: 6 on the board, and White holds 6 more of Black's: 12 is the most.
        let six = Bitboard(SquareVariant::Parachute.start_pieces()[0]);
        let parachute = Setup { variant: Variant::Parachute, black: six, white_in_hand: 6, ..base() };
        assert!(parachute.into_position().is_ok());
        let err = error(Setup { black: six | squares("d4"), ..parachute });
        assert_eq!(err, SetupError::TooManyPieces { colour: Colour::Black, count: 13, most: 12 });
    }

    #[test]
    fn holes_only_in_gemma_and_never_under_a_piece() {
        let err = error(Setup { holes: squares("e5"), ..base() });
        assert_eq!(err, SetupError::HolesWithoutGemma(Variant::Standard));
        assert_eq!(err.to_string(), "holes on the board, but Standard has none (only Gemma has holes)");
        let gemma = Setup { variant: Variant::Gemma, holes: squares("e5 c3"), ..base() };
        let err = error(gemma);
        assert_eq!(
            err,
            SetupError::PieceOnHole { square: squares("c3").first().unwrap(), colour: Colour::Black }
        );
        assert_eq!(err.to_string(), "c3 is a hole, but a Black piece stands on it");
        let ok = Setup { holes: squares("e5 a1"), ..gemma }.into_position().expect("holes on empty squares");
        assert_eq!(ok.holes(), squares("e5 a1"));
        assert_eq!(ok.setup().holes, squares("e5 a1"), "the holes round-trip");
    }

    #[test]
    fn a_side_without_pieces_is_refused_unless_its_pieces_are_in_hand() {
        let err = error(Setup { white: Bitboard::EMPTY, ..base() });
        assert_eq!(err, SetupError::NoPieces(Side::White));
        assert_eq!(err.to_string(), "White has no pieces on the board or in hand");
        let held = Setup { variant: Variant::Parachute, white: Bitboard::EMPTY, black_in_hand: 1, ..base() };
        assert!(held.into_position().is_ok(), "Black still holds a White piece to drop");
        let ambiloa = Setup { variant: Variant::AmbiLoa, turn: Colour::White, ..base() };
        let err = error(Setup { white: Bitboard::EMPTY, ..ambiloa });
        assert_eq!(err, SetupError::NoPieces(Side::NorthSouth));
        assert!(Setup { white: Bitboard::EMPTY, yellow: squares("h1"), ..ambiloa }.into_position().is_ok());
    }

    #[test]
    fn a_board_of_cells_is_refused_on_the_squares() {
        for variant in Variant::ALL.into_iter().filter(|v| v.is_cell_board()) {
            let err = error(Setup { variant, ..base() });
            assert_eq!(err, SetupError::CellBoard(crate::CellBoardError(variant)));
            assert!(err.to_string().ends_with(", not the 8×8 bitboards"), "{err}");
        }
    }
}
