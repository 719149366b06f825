//! The unchecked, `Copy` position: pieces as bitboards, whose turn it is, Parachute pieces in hand,
//! and an incrementally updated Zobrist hash. Built for speed: the AI and perft use it directly.
//! Players go through [`crate::Game`], which checks every move. Any other position is built from
//! its parts, a [`Setup`], by the validating `Position::try_from`; [`Position::setup`] takes it
//! apart again.
//!
//! ```
//! use loa::{Position, SquareVariant};
//! let start = Position::new(SquareVariant::Standard);
//! // . b b b b b b .
//! // w . . . . . . w
//! // w . . . . . . w      Black moves first, 36 moves (docs/rules.md §5)
//! // ...
//! // . b b b b b b .
//! assert_eq!(start.legal_moves().len(), 36);
//! ```

mod connection;
mod movegen;
mod play;

use crate::zobrist::{HOLE, KEYS};
use crate::{Bitboard, Colour, Setup, SetupError, Side, Square, SquareVariant, Variant};
use std::fmt;

/// A position of any variant. 56 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces by colour index (Black, White, Blue, Yellow); two-player games leave 2 and 3 empty.
    pieces: [u64; 4],
    /// Gemma: the squares that have vanished (docs/rules.md §8.1); empty in every other variant.
    /// Not pieces: never in `occupied`, so line counts and connection ignore them, and move
    /// generation only adds them to the squares a piece may not land on.
    holes: u64,
    /// Zobrist hash of everything below and the pieces.
    hash: u64,
    /// Only the 8×8 bitboards' variants: a cell board cannot be made here.
    variant: SquareVariant,
    /// The colour whose turn it is.
    turn: Colour,
    /// Parachute: how many opponent pieces Black (0) and White (1) still hold.
    in_hand: [u8; 2],
    /// Parachute: the mover has made the move part of the turn and must now drop.
    drop_due: bool,
}

impl Position {
    /// The starting position of `variant`.
    pub fn new(variant: SquareVariant) -> Position {
        Position::from_checked_setup(variant, Setup::start(variant))
    }

    /// The starting position of `variant` under `rules`: its reversed start when
    /// [`Rules::reversed`](crate::Rules::reversed) is set. Out of line: inlined into each reader
    /// that sets up a start (records, SGF, links, games) it cost the wasm bytes it need not.
    #[inline(never)]
    pub fn start(variant: SquareVariant, rules: &crate::Rules) -> Position {
        Position::from_checked_setup(variant, Setup::start_of(variant, rules.reversed))
    }

    /// The position's parts by name: the inverse of [`Setup::into_position`].
    pub fn setup(&self) -> Setup {
        let [black, white, blue, yellow] = self.pieces.map(Bitboard);
        Setup {
            variant: self.variant(),
            black,
            white,
            blue,
            yellow,
            holes: Bitboard(self.holes),
            turn: self.turn,
            black_in_hand: self.in_hand[0],
            white_in_hand: self.in_hand[1],
            drop_due: self.drop_due,
        }
    }

    /// Builds the position of a setup that passed [`Setup::check`] (or is a variant's start),
    /// whose variant is `variant`.
    fn from_checked_setup(variant: SquareVariant, setup: Setup) -> Position {
        let mut pos = Position {
            pieces: setup.pieces_by_index().map(|b| b.0),
            holes: setup.holes.0,
            hash: 0,
            variant,
            turn: setup.turn,
            in_hand: [setup.black_in_hand, setup.white_in_hand],
            drop_due: setup.drop_due,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// The variant.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant.variant()
    }

    /// The variant, as the 8×8 bitboards' variant it always is (to make another position of it).
    #[inline]
    pub fn square_variant(&self) -> SquareVariant {
        self.variant
    }

    /// The colour (seat) whose turn it is.
    #[inline]
    pub fn turn(&self) -> Colour {
        self.turn
    }

    /// The side whose turn it is.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        Side::from_index(self.turn.side_index(), self.variant().has_teams())
    }

    /// The pieces of one colour.
    #[inline]
    pub fn pieces(&self, colour: Colour) -> Bitboard {
        Bitboard(self.pieces[colour.index()])
    }

    /// The pieces of a side: a colour, or both partners' pieces in AmbiLOA.
    #[inline]
    pub fn side_pieces(&self, side: Side) -> Bitboard {
        Bitboard(self.team_mask(side.index()))
    }

    /// The pieces on `colour`'s team: its own and, in AmbiLOA, its partner's. These are the
    /// pieces a piece of `colour` may jump but not land on (docs/rules.md §1).
    #[inline]
    pub fn team(&self, colour: Colour) -> Bitboard {
        Bitboard(self.team_mask(colour.index()))
    }

    /// The pieces friendly to the player to move: [`Position::team`] of the colour to move.
    #[inline]
    pub fn friendly(&self) -> Bitboard {
        self.team(self.turn)
    }

    /// The pieces of the other side, which the player to move may capture but not jump.
    #[inline]
    pub fn enemy(&self) -> Bitboard {
        Bitboard(self.occupied_mask() & !self.team_mask(self.turn.index()))
    }

    /// The team mask of colour index `c` (its own pieces and its partner's), for the hot paths.
    #[inline(always)]
    pub(crate) fn team_mask(&self, c: usize) -> u64 {
        self.pieces[c] | self.pieces[c ^ 2]
    }

    /// Every piece on the board.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        Bitboard(self.occupied_mask())
    }

    #[inline]
    fn occupied_mask(&self) -> u64 {
        self.pieces[0] | self.pieces[1] | self.pieces[2] | self.pieces[3]
    }

    /// The colour of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| self.pieces[c.index()] & sq.bit() != 0)
    }

    /// Gemma: the holes, squares no piece may land on (empty in every other variant).
    #[inline]
    pub fn holes(&self) -> Bitboard {
        Bitboard(self.holes)
    }

    /// Parachute: how many opponent pieces `colour` (Black or White) still holds to drop.
    #[inline]
    pub fn in_hand(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Black | Colour::White => self.in_hand[colour.index()],
            _ => 0,
        }
    }

    /// Parachute: whether the player to move has moved and must now drop a piece.
    #[inline]
    pub fn drop_due(&self) -> bool {
        self.drop_due
    }

    /// The Zobrist hash, updated incrementally by [`Position::play_unchecked`].
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from scratch; always equal to [`Position::hash`].
    pub fn compute_hash(&self) -> u64 {
        let mut h = KEYS.turn[self.turn.index()];
        // Gemma's holes (the fifth set) hash with Blue's keys, unused in a two-player game
        // (`zobrist::HOLE`).
        for c in 0..5 {
            let (squares, keys) = if c < 4 { (self.pieces[c], c) } else { (self.holes, HOLE) };
            for sq in Bitboard(squares) {
                h ^= KEYS.piece[keys][sq.index()];
            }
        }
        for c in 0..2 {
            h ^= KEYS.in_hand[c][self.in_hand[c] as usize];
        }
        if self.drop_due {
            h ^= KEYS.drop_due;
        }
        h
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;

    /// Checks the setup (see [`Setup::into_position`]) and builds the position.
    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        let variant = setup.check()?;
        Ok(Position::from_checked_setup(variant, setup))
    }
}

impl fmt::Display for Position {
    /// The board as a text grid, rank 8 on top: `b` Black, `w` White, `u` Blue, `y` Yellow,
    /// `o` a Gemma hole, `.` empty; then whose turn it is and, in Parachute, the pieces in hand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.variant().size().width();
        for rank in (0..size).rev() {
            write!(f, "{} ", rank + 1)?;
            for file in 0..size {
                let sq = Square::from_coords(file, rank).expect("on the board");
                let empty = if self.holes & sq.bit() != 0 { 'o' } else { '.' };
                let c = self.piece_at(sq).map_or(empty, Colour::letter);
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        write!(f, "  ")?;
        for file in 0..size {
            write!(f, " {}", (b'a' + file) as char)?;
        }
        writeln!(f)?;
        let action = if self.drop_due { "drop" } else { "move" };
        if self.variant().has_teams() {
            write!(f, "{} ({}, {}) to {action}", self.turn.seat_name(), self.turn, self.side_to_move())?;
        } else {
            write!(f, "{} ({}) to {action}", self.turn, self.variant)?;
        }
        if self.variant == SquareVariant::Parachute {
            write!(f, "; in hand: Black {}, White {}", self.in_hand[0], self.in_hand[1])?;
        }
        Ok(())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_player_position_fits_in_64_bytes() {
        assert!(std::mem::size_of::<Position>() <= 64, "{}", std::mem::size_of::<Position>());
    }

    #[test]
    fn start_hash_matches_a_fresh_computation() {
        for v in SquareVariant::ALL {
            let p = Position::new(v);
            assert_eq!(p.hash(), p.compute_hash());
        }
    }
}
