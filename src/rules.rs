//! The rule options of docs/rules.md §2, which any variant is played under: the scoring of a
//! move that connects both sides, the repetition draw, the move limit and the reversed start.

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
