//! The variants of the wide engine: the boards that do not fit the 8×8 bitboards.

use std::fmt;

/// A variant played on a board of more than 64 cells or on hexagons (docs/rules.md §9).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WideVariant {
    /// Abstract Play's default LOA: 9×9, the centre e5 a black hole.
    BlackHole,
    /// Boardspace's 12×12 LOA.
    Standard12x12,
    /// Abstract Play's hexagonal LOA on a board of side 5 (61 cells).
    Hex5,
    /// Abstract Play's hexagonal LOA on a board of side 6 (91 cells), the centre f6 a black hole.
    Hex6,
}

impl WideVariant {
    /// Every wide variant, in menu order.
    pub const ALL: [WideVariant; 4] =
        [WideVariant::BlackHole, WideVariant::Standard12x12, WideVariant::Hex5, WideVariant::Hex6];

    /// The key of the protocol, URLs and position strings: `black-hole`, `standard-12x12`,
    /// `hex-5`, `hex-6`.
    pub const fn key(self) -> &'static str {
        match self {
            WideVariant::BlackHole => "black-hole",
            WideVariant::Standard12x12 => "standard-12x12",
            WideVariant::Hex5 => "hex-5",
            WideVariant::Hex6 => "hex-6",
        }
    }

    /// The name shown to players.
    pub const fn name(self) -> &'static str {
        match self {
            WideVariant::BlackHole => "Black Hole 9×9",
            WideVariant::Standard12x12 => "Standard 12×12",
            WideVariant::Hex5 => "Hex LOA, side 5",
            WideVariant::Hex6 => "Hex LOA, side 6",
        }
    }

    /// Parses a key (any case).
    ///
    /// ```
    /// use loa::wide::WideVariant;
    /// assert_eq!(WideVariant::parse("Hex-6"), Some(WideVariant::Hex6));
    /// assert_eq!(WideVariant::parse("standard"), None);
    /// ```
    pub fn parse(text: &str) -> Option<WideVariant> {
        WideVariant::ALL.into_iter().find(|v| v.key().eq_ignore_ascii_case(text))
    }

    /// Whether the board is made of hexagons (three line axes, six neighbours).
    pub const fn is_hex(self) -> bool {
        matches!(self, WideVariant::Hex5 | WideVariant::Hex6)
    }

    /// The keys, for messages.
    pub fn keys() -> String {
        WideVariant::ALL.iter().map(|v| v.key()).collect::<Vec<_>>().join(", ")
    }
}

impl fmt::Display for WideVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
