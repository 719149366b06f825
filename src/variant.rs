//! The variants of docs/rules.md §3 and §9, one list for every board. The rule options of §2,
//! which any variant is played under, are `src/rules.rs`.

use crate::cell_board::{CellShape, CellStart, Tiling};
use crate::{Bitboard, BoardSize, Colour};
use std::fmt;

/// A variant: board size, starting layout, number of seats and the Parachute drops.
///
/// The first seven are played on the 8×8 bitboards ([`crate::Position`]), which take them as a
/// [`crate::SquareVariant`] (`SquareVariant::try_from` refuses the others); the cell boards
/// (docs/rules.md §9), which do not fit them, are played by the cell board
/// ([`crate::cell_board::CellPosition`]) and say so through [`Variant::cell_shape`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Variant {
    /// Standard 8×8 (Sackson): Black on ranks 1 and 8, White on files a and h.
    Standard,
    /// Scrambled Eggs: the Standard pieces interleaved (seed 000, "White at a2").
    ScrambledEggs,
    /// Parachute (Voorhees 1993): the a- and h-files of Scrambled Eggs, six opponent pieces in
    /// hand, dropped one per turn during each player's first six turns.
    Parachute,
    /// AmbiLOA: four seats in two teams (project decision, docs/rules.md §3).
    AmbiLoa,
    /// The Standard layout on 6×6 (solved by Winands, 2008).
    Standard6x6,
    /// The Standard layout on 7×7.
    Standard7x7,
    /// Gemma ("Cheshire Cat LOA", Boardspace): the Standard layout; every square a piece leaves
    /// becomes a hole, and a piece without a slide may leave the board (docs/rules.md §8.1).
    Gemma,
    /// Abstract Play's default LOA: 9×9, the centre e5 a black hole.
    BlackHole,
    /// Boardspace's 12×12 LOA.
    Standard12x12,
    /// Abstract Play's hexagonal LOA on a board of side 5 (61 cells).
    Hex5,
    /// Abstract Play's hexagonal LOA on a board of side 6 (91 cells), the centre f6 a black hole.
    Hex6,
}

impl Variant {
    /// Every variant, in the order menus list them: the 8×8 bitboards' boards, then the cell boards.
    pub const ALL: [Variant; 11] = [
        Variant::Standard,
        Variant::ScrambledEggs,
        Variant::Parachute,
        Variant::AmbiLoa,
        Variant::Standard6x6,
        Variant::Standard7x7,
        Variant::Gemma,
        Variant::BlackHole,
        Variant::Standard12x12,
        Variant::Hex5,
        Variant::Hex6,
    ];

    /// The protocol key, also of URLs and position strings: `standard`, `scrambled-eggs`,
    /// `parachute`, `ambiloa`, `standard-6x6`, `standard-7x7`, `gemma`, `black-hole`,
    /// `standard-12x12`, `hex-5`, `hex-6`.
    pub const fn key(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::ScrambledEggs => "scrambled-eggs",
            Variant::Parachute => "parachute",
            Variant::AmbiLoa => "ambiloa",
            Variant::Standard6x6 => "standard-6x6",
            Variant::Standard7x7 => "standard-7x7",
            Variant::Gemma => "gemma",
            Variant::BlackHole => "black-hole",
            Variant::Standard12x12 => "standard-12x12",
            Variant::Hex5 => "hex-5",
            Variant::Hex6 => "hex-6",
        }
    }

    /// The display name: as in the 8×8 boards' game-record tags (`[Variant "Scrambled Eggs"]`);
    /// the cell boards' records tag their key.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::ScrambledEggs => "Scrambled Eggs",
            Variant::Parachute => "Parachute",
            Variant::AmbiLoa => "AmbiLOA",
            Variant::Standard6x6 => "Standard 6x6",
            Variant::Standard7x7 => "Standard 7x7",
            Variant::Gemma => "Gemma",
            Variant::BlackHole => "Black Hole 9×9",
            Variant::Standard12x12 => "Standard 12×12",
            Variant::Hex5 => "Hex LOA, side 5",
            Variant::Hex6 => "Hex LOA, side 6",
        }
    }

    /// Parses a key or a display name, ignoring case; the 8×8 bitboards' boards also ignoring
    /// spaces, `-` and `_` (`"Scrambled Eggs"`, `scrambled-eggs`, `6x6` are all accepted).
    ///
    /// ```
    /// use loa::Variant;
    /// assert_eq!(Variant::parse("Hex-6"), Some(Variant::Hex6));
    /// assert_eq!(Variant::parse("6x6"), Some(Variant::Standard6x6));
    /// assert_eq!(Variant::parse("hex-9"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Variant> {
        let named = |v: &Variant| v.key().eq_ignore_ascii_case(text) || v.name().eq_ignore_ascii_case(text);
        if let Some(variant) = Variant::ALL.into_iter().find(named) {
            return Some(variant);
        }
        let norm: String =
            text.chars().filter(|c| !matches!(c, ' ' | '-' | '_')).map(|c| c.to_ascii_lowercase()).collect();
        match norm.as_str() {
            "standard" | "loa" | "linesofaction" | "standard8x8" | "8x8" => Some(Variant::Standard),
            "scrambledeggs" | "scrambled" => Some(Variant::ScrambledEggs),
            "parachute" => Some(Variant::Parachute),
            "ambiloa" => Some(Variant::AmbiLoa),
            "standard6x6" | "6x6" => Some(Variant::Standard6x6),
            "standard7x7" | "7x7" => Some(Variant::Standard7x7),
            "gemma" => Some(Variant::Gemma),
            _ => None,
        }
    }

    /// The keys of every variant, for messages: `standard, scrambled-eggs, …, hex-6`.
    pub fn keys() -> String {
        Variant::keys_where(|_| true)
    }

    /// The keys of the variants `keep` keeps, in menu order, for messages (`black-hole,
    /// standard-12x12, hex-5, hex-6` for the cell boards).
    pub fn keys_where(keep: impl Fn(Variant) -> bool) -> String {
        Variant::ALL.into_iter().filter(|&v| keep(v)).map(Variant::key).collect::<Vec<_>>().join(", ")
    }

    /// How the cells of a board that does not fit the 8×8 bitboards lie (docs/rules.md §9), or
    /// `None` for the 8×8 bitboards' boards. The cell board plays only boards that have one.
    pub const fn cell_shape(self) -> Option<&'static CellShape> {
        const EDGES: CellStart = CellStart::Edges;
        match self {
            Variant::BlackHole => Some(&CellShape {
                variant: Variant::BlackHole,
                slot: 0,
                tiling: Tiling::Square,
                side: 9,
                holes: &["e5"],
                start: EDGES,
                scrambled: Ok([
                    "b1 d1 f1 h1 b9 d9 f9 h9 a3 a5 a7 i3 i5 i7",
                    "c1 e1 g1 c9 e9 g9 a2 a4 a6 a8 i2 i4 i6 i8",
                ]),
            }),
            Variant::Standard12x12 => Some(&CellShape {
                variant: Variant::Standard12x12,
                slot: 1,
                tiling: Tiling::Square,
                side: 12,
                holes: &[],
                start: EDGES,
                scrambled: Err(
                    "no site offers one (Abstract Play's scrambled boards are black-hole and hex-6)",
                ),
            }),
            Variant::Hex5 => Some(&CellShape {
                variant: Variant::Hex5,
                slot: 2,
                tiling: Tiling::Hex,
                side: 5,
                holes: &[],
                start: CellStart::Named(["i2 i5 h1 f8 e1 d8 b1 a2 a5", "i1 i4 h6 f1 e9 d1 b6 a1 a4"]),
                scrambled: Err(
                    "its start already alternates the colours (Abstract Play drops the option there)",
                ),
            }),
            Variant::Hex6 => Some(&CellShape {
                variant: Variant::Hex6,
                slot: 3,
                tiling: Tiling::Hex,
                side: 6,
                holes: &["f6"],
                start: CellStart::Named([
                    "k2 k3 k4 k5 e1 e10 d1 d9 c1 c8 b1 b7",
                    "j1 j7 i1 i8 h1 h9 g1 g10 a2 a3 a4 a5",
                ]),
                scrambled: Ok([
                    "k2 k4 j7 i1 h9 g1 e10 d1 c8 b1 a3 a5",
                    "k3 k5 j1 i8 h1 g10 e1 d9 c1 b7 a2 a4",
                ]),
            }),
            _ => None,
        }
    }

    /// Whether the board is one of cells, played by the cell board ([`Variant::cell_shape`]),
    /// rather than on the 8×8 bitboards.
    #[inline]
    pub const fn is_cell_board(self) -> bool {
        self.cell_shape().is_some()
    }

    /// Whether the board is made of hexagons (three line axes, six neighbours).
    pub const fn is_hex(self) -> bool {
        matches!(self.cell_shape(), Some(CellShape { tiling: Tiling::Hex, .. }))
    }

    /// The board's size on the 8×8 bitboards: 6×6, 7×7 or 8×8. A cell board has none there
    /// (its size is its [`Variant::cell_shape`]'s) and answers 8×8, the bitboards' whole.
    #[inline]
    pub const fn size(self) -> BoardSize {
        match self {
            Variant::Standard6x6 => BoardSize::Six,
            Variant::Standard7x7 => BoardSize::Seven,
            _ => BoardSize::Eight,
        }
    }

    /// The squares of the board (a shorthand for `self.size().squares()`): all 64 on 8×8, the
    /// lower-left corner on smaller boards.
    #[inline]
    pub const fn board(self) -> Bitboard {
        self.size().squares()
    }

    /// Whether four seats play in two teams (AmbiLOA).
    #[inline]
    pub const fn has_teams(self) -> bool {
        matches!(self, Variant::AmbiLoa)
    }

    /// The colours that take turns, in turn order.
    pub const fn seats(self) -> &'static [Colour] {
        match self {
            // docs/rules.md §3: South, West, North, East (clockwise).
            Variant::AmbiLoa => &[Colour::White, Colour::Black, Colour::Yellow, Colour::Blue],
            _ => &[Colour::Black, Colour::White],
        }
    }

    /// The colour that moves after `colour`.
    #[inline]
    pub const fn next_seat(self, colour: Colour) -> Colour {
        match self {
            Variant::AmbiLoa => match colour {
                Colour::White => Colour::Black,
                Colour::Black => Colour::Yellow,
                Colour::Yellow => Colour::Blue,
                Colour::Blue => Colour::White,
            },
            _ => match colour {
                Colour::Black => Colour::White,
                _ => Colour::Black,
            },
        }
    }

    /// The colour that moved before `colour`.
    pub const fn previous_seat(self, colour: Colour) -> Colour {
        let mut c = colour;
        let mut i = 0;
        // The seat order is a cycle, so the predecessor is `seats - 1` steps ahead.
        while i < self.seats().len() - 1 {
            c = self.next_seat(c);
            i += 1;
        }
        c
    }

    /// Whether squares that pieces leave become holes, and stuck pieces may vacate (Gemma).
    #[inline]
    pub const fn has_holes(self) -> bool {
        matches!(self, Variant::Gemma)
    }

    /// How many opponent pieces each player holds at the start (6 in Parachute, else 0).
    pub const fn pieces_in_hand(self) -> u8 {
        match self {
            Variant::Parachute => 6,
            _ => 0,
        }
    }

    /// Parachute: the colour of the pieces `holder` has in hand, and so places when it drops:
    /// the opponent's (docs/rules.md §3). `None` in variants without drops.
    pub const fn hand_colour(self, holder: Colour) -> Option<Colour> {
        match (self, holder) {
            (Variant::Parachute, Colour::Black) => Some(Colour::White),
            (Variant::Parachute, Colour::White) => Some(Colour::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bitboards_boards_come_first_and_the_cell_boards_after() {
        let squares = crate::SquareVariant::ALL.len();
        assert!(Variant::ALL[..squares].iter().all(|v| !v.is_cell_board()));
        assert!(Variant::ALL[squares..].iter().all(|v| v.is_cell_board()));
        assert!(Variant::Hex5.is_hex() && !Variant::BlackHole.is_hex() && !Variant::Standard.is_hex());
    }

    #[test]
    fn seat_order_is_a_cycle() {
        for v in Variant::ALL {
            for &c in v.seats() {
                assert_eq!(v.previous_seat(v.next_seat(c)), c);
            }
        }
        assert_eq!(Variant::AmbiLoa.next_seat(Colour::White), Colour::Black, "South then West");
    }

    #[test]
    fn variant_names_parse() {
        for v in Variant::ALL {
            assert_eq!(Variant::parse(v.key()), Some(v));
            assert_eq!(Variant::parse(v.name()), Some(v));
        }
        assert_eq!(Variant::parse("chess"), None);
        assert_eq!(Variant::parse("Black-Hole"), Some(Variant::BlackHole), "cell keys ignore case");
        assert_eq!(Variant::parse("blackhole"), None, "cell keys are read whole");
    }
}
