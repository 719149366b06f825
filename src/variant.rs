//! The variants of docs/rules.md §3 and the rule options of §2.

use crate::{Bitboard, BoardSize, Colour, Square};
use std::fmt;

/// A variant: board size, starting layout, number of seats and the Parachute drops.
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
}

impl Variant {
    /// Every variant, in the order menus list them.
    pub const ALL: [Variant; 7] = [
        Variant::Standard,
        Variant::ScrambledEggs,
        Variant::Parachute,
        Variant::AmbiLoa,
        Variant::Standard6x6,
        Variant::Standard7x7,
        Variant::Gemma,
    ];

    /// The protocol key: `standard`, `scrambled-eggs`, `parachute`, `ambiloa`, `standard-6x6`,
    /// `standard-7x7`, `gemma`.
    pub const fn key(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::ScrambledEggs => "scrambled-eggs",
            Variant::Parachute => "parachute",
            Variant::AmbiLoa => "ambiloa",
            Variant::Standard6x6 => "standard-6x6",
            Variant::Standard7x7 => "standard-7x7",
            Variant::Gemma => "gemma",
        }
    }

    /// The display name, as in game-record tags (`[Variant "Scrambled Eggs"]`).
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::ScrambledEggs => "Scrambled Eggs",
            Variant::Parachute => "Parachute",
            Variant::AmbiLoa => "AmbiLOA",
            Variant::Standard6x6 => "Standard 6x6",
            Variant::Standard7x7 => "Standard 7x7",
            Variant::Gemma => "Gemma",
        }
    }

    /// Parses a key or a display name, ignoring case, spaces, `-` and `_`
    /// (`"Scrambled Eggs"`, `scrambled-eggs`, `6x6` are all accepted).
    pub fn parse(text: &str) -> Option<Variant> {
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

    /// The board's size: 6×6, 7×7 or 8×8.
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

    /// The starting squares of each colour, by colour index.
    pub fn start_pieces(self) -> [u64; 4] {
        let squares = start_squares;
        match self {
            Variant::Standard | Variant::Gemma => [
                squares("b1 c1 d1 e1 f1 g1 b8 c8 d8 e8 f8 g8"),
                squares("a2 a3 a4 a5 a6 a7 h2 h3 h4 h5 h6 h7"),
                0,
                0,
            ],
            Variant::ScrambledEggs => [
                squares("b1 d1 f1 c8 e8 g8 a3 a5 a7 h2 h4 h6"),
                squares("c1 e1 g1 b8 d8 f8 a2 a4 a6 h3 h5 h7"),
                0,
                0,
            ],
            Variant::Parachute => [squares("a3 a5 a7 h2 h4 h6"), squares("a2 a4 a6 h3 h5 h7"), 0, 0],
            Variant::AmbiLoa => [
                squares("a2 a3 a4 a5 a6 a7"),
                squares("b1 c1 d1 e1 f1 g1"),
                squares("h2 h3 h4 h5 h6 h7"),
                squares("b8 c8 d8 e8 f8 g8"),
            ],
            Variant::Standard6x6 => {
                [squares("b1 c1 d1 e1 b6 c6 d6 e6"), squares("a2 a3 a4 a5 f2 f3 f4 f5"), 0, 0]
            }
            Variant::Standard7x7 => {
                [squares("b1 c1 d1 e1 f1 b7 c7 d7 e7 f7"), squares("a2 a3 a4 a5 a6 g2 g3 g4 g5 g6"), 0, 0]
            }
        }
    }
}

/// The bitboard of the squares named in `names` ("b1 c1 d1"). Kept out of line: inlined into each
/// of the fourteen calls of [`Variant::start_pieces`] it cost the wasm 3 KB.
#[inline(never)]
fn start_squares(names: &str) -> u64 {
    names
        .split_whitespace()
        .map(|n| Square::parse(n).expect("start squares are valid").bit())
        .fold(0, |a, b| a | b)
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What happens when one move leaves both sides connected (docs/rules.md §2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Simultaneous {
    /// The player who moved wins (seed 000; Sackson 2nd ed.): the project default.
    #[default]
    MoverWins,
    /// The game is drawn (ICGA Computer Olympiad rules).
    Draw,
}

impl Simultaneous {
    /// The protocol key, `mover-wins` or `draw`.
    pub const fn key(self) -> &'static str {
        match self {
            Simultaneous::MoverWins => "mover-wins",
            Simultaneous::Draw => "draw",
        }
    }

    /// Parses `mover-wins` or `draw` (any case).
    pub fn parse(text: &str) -> Option<Simultaneous> {
        match text.to_ascii_lowercase().as_str() {
            "mover-wins" | "moverwins" | "mover" => Some(Simultaneous::MoverWins),
            "draw" => Some(Simultaneous::Draw),
            _ => None,
        }
    }
}

/// The named set of rule options a game is played under (docs/rules.md §2). A player without a legal
/// move always passes; that is not an option.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rules {
    /// Both sides connected by one move: mover wins (default) or draw.
    pub simultaneous: Simultaneous,
    /// Third occurrence of a position with the same player to move is a draw (default on).
    pub repetition: bool,
    /// Draw once this many turns have been played, if set (default none). A turn is one ply;
    /// in Parachute the drop completes its turn and does not count on its own.
    pub move_limit: Option<u32>,
    /// Reversed start (Boardspace): the variant's start layout with the two sides' colours
    /// swapped; Black still moves first (docs/rules.md §8.2). It picks the start of a new game
    /// ([`crate::Game::new`]) and changes nothing after it.
    pub reversed: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules { simultaneous: Simultaneous::MoverWins, repetition: true, move_limit: None, reversed: false }
    }
}

impl Rules {
    /// The "Tournament (ICGA)" preset: draw on simultaneous connection, pass, threefold repetition.
    pub const fn tournament() -> Rules {
        Rules { simultaneous: Simultaneous::Draw, repetition: true, move_limit: None, reversed: false }
    }

    /// The preset's name, if these options are one: `Default` or `Tournament (ICGA)`.
    pub fn preset_name(&self) -> Option<&'static str> {
        if *self == Rules::default() {
            Some("Default")
        } else if *self == Rules::tournament() {
            Some("Tournament (ICGA)")
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_its_piece_counts() {
        for v in Variant::ALL {
            let pieces = v.start_pieces();
            let counts: Vec<u32> = pieces.iter().map(|p| p.count_ones()).collect();
            let expected: &[u32] = match v {
                Variant::Standard | Variant::ScrambledEggs | Variant::Gemma => &[12, 12, 0, 0],
                Variant::Parachute | Variant::AmbiLoa => {
                    &[6, 6, if v.has_teams() { 6 } else { 0 }, if v.has_teams() { 6 } else { 0 }]
                }
                Variant::Standard6x6 => &[8, 8, 0, 0],
                Variant::Standard7x7 => &[10, 10, 0, 0],
            };
            assert_eq!(counts, expected, "{v}");
            let all = pieces.iter().fold(0, |a, p| a | p);
            assert_eq!(all & !v.board().0, 0, "{v}: every piece on the board");
            assert_eq!(all.count_ones(), counts.iter().sum::<u32>(), "{v}: no square twice");
        }
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
    }
}
