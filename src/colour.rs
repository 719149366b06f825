//! Piece colours, and the sides that win or lose.
//!
//! Two-player variants use Black and White. AmbiLOA (docs/rules.md §3) has four seats with their own
//! colours, in two teams. The indices are chosen so that a colour's side is `index & 1` and its
//! partner is `index ^ 2`; in two-player games the partner colours simply have no pieces.
//!
//! | colour | index | two-player | AmbiLOA seat | side (`& 1`) |
//! |--------|-------|------------|--------------|--------------|
//! | Black  | 0     | Black      | West         | Black / East–West  |
//! | White  | 1     | White      | South        | White / North–South |
//! | Blue   | 2     | —          | East         | East–West  |
//! | Yellow | 3     | —          | North        | North–South |

use std::fmt;

/// The colour of a piece, which is also the seat that moves it.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Colour {
    /// Black: moves first in every two-player variant; AmbiLOA's West seat.
    Black = 0,
    /// White; AmbiLOA's South seat, which moves first there.
    White = 1,
    /// AmbiLOA's East seat, partner of Black (West).
    Blue = 2,
    /// AmbiLOA's North seat, partner of White (South).
    Yellow = 3,
}

impl Colour {
    /// All colours by index.
    pub const ALL: [Colour; 4] = [Colour::Black, Colour::White, Colour::Blue, Colour::Yellow];

    /// The index 0–3 used for piece arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with index `i & 3`.
    #[inline]
    pub const fn from_index(i: usize) -> Colour {
        Colour::ALL[i & 3]
    }

    /// The side (team) this colour plays for, as an index 0 or 1.
    #[inline]
    pub const fn side_index(self) -> usize {
        self as usize & 1
    }

    /// The partner's colour in AmbiLOA (West ↔ East, South ↔ North).
    #[inline]
    pub const fn partner(self) -> Colour {
        Colour::ALL[self as usize ^ 2]
    }

    /// The colour's name in lower case, as used in notation and accessible labels.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
        }
    }

    /// The letter for this colour in position strings: `b`, `w`, `u` (blue), `y`.
    pub const fn letter(self) -> char {
        match self {
            Colour::Black => 'b',
            Colour::White => 'w',
            Colour::Blue => 'u',
            Colour::Yellow => 'y',
        }
    }

    /// The colour for a position-string letter, either case.
    pub fn from_letter(c: char) -> Option<Colour> {
        match c.to_ascii_lowercase() {
            'b' => Some(Colour::Black),
            'w' => Some(Colour::White),
            'u' => Some(Colour::Blue),
            'y' => Some(Colour::Yellow),
            _ => None,
        }
    }

    /// The AmbiLOA seat of this colour.
    pub const fn seat_name(self) -> &'static str {
        match self {
            Colour::Black => "West",
            Colour::White => "South",
            Colour::Blue => "East",
            Colour::Yellow => "North",
        }
    }

    /// The AmbiLOA seat of this colour as a key (`south`, `west`, `north`, `east`), which
    /// the page words in its language.
    pub const fn seat_key(self) -> &'static str {
        match self {
            Colour::Black => "west",
            Colour::White => "south",
            Colour::Blue => "east",
            Colour::Yellow => "north",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.name();
        let mut chars = name.chars();
        let first = chars.next().expect("names are not empty").to_ascii_uppercase();
        write!(f, "{first}{}", chars.as_str())
    }
}

/// Who wins or loses: a colour in two-player games, a team in AmbiLOA.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// Black (two-player).
    Black,
    /// White (two-player).
    White,
    /// West and East together (Black and Blue pieces) in AmbiLOA.
    EastWest,
    /// South and North together (White and Yellow pieces) in AmbiLOA.
    NorthSouth,
}

impl Side {
    /// The side of index `i` (0 or 1) in a game with or without teams.
    pub const fn from_index(i: usize, teams: bool) -> Side {
        match (i & 1, teams) {
            (0, false) => Side::Black,
            (_, false) => Side::White,
            (0, true) => Side::EastWest,
            (_, true) => Side::NorthSouth,
        }
    }

    /// The index 0 (Black, East–West) or 1 (White, North–South).
    pub const fn index(self) -> usize {
        match self {
            Side::Black | Side::EastWest => 0,
            Side::White | Side::NorthSouth => 1,
        }
    }

    /// The side playing against this one: Black ↔ White, East–West ↔ North–South.
    pub const fn opponent(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
            Side::EastWest => Side::NorthSouth,
            Side::NorthSouth => Side::EastWest,
        }
    }

    /// The protocol name: `black`, `white`, `east_west`, `north_south`.
    pub const fn key(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
            Side::EastWest => "east_west",
            Side::NorthSouth => "north_south",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Black => "Black",
            Side::White => "White",
            Side::EastWest => "East–West",
            Side::NorthSouth => "North–South",
        })
    }
}
