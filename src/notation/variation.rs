//! Variations: lines a record gives beside its main line, as lichess's studies and PGN keep
//! them. A variation is played instead of one turn of the line it hangs from (a record writes it
//! in `( … )` right after that turn; an SGF file as a sibling sub-tree of that turn's node), and
//! may have variations of its own turns. Turns are kept as text, as a record writes them
//! (`b1-d3`, `a3-c5@d4`): every reader checks them by replaying them, and whoever shows a
//! variation's position replays it the same way.

/// How deep variations may nest (a variation of a variation of … ): readers refuse deeper ones,
/// so no walk over a tree of variations ever needs more than this many frames of stack.
pub const MAX_VARIATION_DEPTH: usize = 32;

/// A line of turns played instead of the turn `at` of the line it hangs from.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Variation {
    /// The index (from 0, counted from the game's first turn, whatever line it hangs from) of
    /// the turn it replaces: its first turn is played on the position before that turn.
    pub at: usize,
    /// Its turns in order (never empty), each as a record writes it, with its comment.
    pub turns: Vec<VariationTurn>,
    /// The variations of its own turns: each one's `at` is between `self.at` and
    /// `self.at + self.turns.len() - 1`, in the order they are written.
    pub variations: Vec<Variation>,
}

/// One turn of a variation: its text and the comment after it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct VariationTurn {
    /// The turn as a record writes it (`b1-d3`, `a3xd3`, `a3-c5@d4`, `pass`).
    pub text: String,
    /// The comment written after it, if any.
    pub comment: Option<String>,
}
