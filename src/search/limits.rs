//! What a search may spend: the [`Limits`] a caller asks for, their validation (one rule for
//! every entry point: the `loa` protocol and the wasm API), and the [`Interrupt`] that ends a
//! search from outside (a `stop` command, a node budget).

use super::levels;
use std::fmt;
use std::sync::atomic::AtomicBool;

/// The deepest search a caller may ask for. Depth 12 already takes minutes at the start of a
/// Standard game; 30 leaves room for endgames, where the transposition table makes deep
/// iterations cheap, while refusing numbers that only mean "forever".
pub const MAX_REQUESTED_DEPTH: u32 = 30;

/// The longest `movetime` a caller may ask for: one day, in milliseconds.
pub const MAX_MOVETIME_MS: u64 = 86_400_000;

/// What to search for and for how long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Strength 1–6 (6 is full strength); lower levels search less and err on purpose. Level 0
    /// is the first simple player (win in one, else a seeded random move), kept for comparison.
    pub level: u8,
    /// Stop after this depth, if set (it replaces the level's own depth and node budget).
    pub depth: Option<u32>,
    /// Hard deadline for this move in milliseconds, if set. Depth 1 always completes, so a move
    /// is returned even with 0 ms.
    pub movetime_ms: Option<u64>,
    /// Seed for every random choice, so a search is reproducible.
    pub seed: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { level: 4, depth: None, movetime_ms: None, seed: 0 }
    }
}

impl Limits {
    /// The limits of `level` with its own budget (level 6: one second per move).
    pub fn for_level(level: u8) -> Limits {
        Limits { level, depth: None, movetime_ms: levels::profile(level).default_movetime_ms, seed: 0 }
    }

    /// Checks every number against its range: level 0–6, depth 1–[`MAX_REQUESTED_DEPTH`],
    /// movetime 1–[`MAX_MOVETIME_MS`]. The search itself clamps instead, so a caller that
    /// takes numbers from outside validates first to refuse them with a reason.
    ///
    /// ```
    /// use loa::search::{Limits, LimitsError};
    /// assert_eq!(Limits { depth: Some(64), ..Limits::default() }.validate(), Err(LimitsError::Depth(64)));
    /// assert!(Limits { depth: Some(8), ..Limits::default() }.validate().is_ok());
    /// ```
    pub fn validate(&self) -> Result<(), LimitsError> {
        if self.level > 6 {
            return Err(LimitsError::Level(self.level));
        }
        if let Some(depth) = self.depth.filter(|d| !(1..=MAX_REQUESTED_DEPTH).contains(d)) {
            return Err(LimitsError::Depth(depth));
        }
        if let Some(ms) = self.movetime_ms.filter(|ms| !(1..=MAX_MOVETIME_MS).contains(ms)) {
            return Err(LimitsError::Movetime(ms));
        }
        Ok(())
    }

    /// [`Limits::validate`], and the search must end by itself in bounded time: for a search
    /// nobody can stop (a wasm call blocks its worker until it returns). A movetime bounds it,
    /// and so does leaving the depth out (every level has its own node or time budget); a depth
    /// alone does not.
    ///
    /// ```
    /// use loa::search::{Limits, LimitsError};
    /// let deep = Limits { depth: Some(12), ..Limits::default() };
    /// assert_eq!(deep.validate_bounded(), Err(LimitsError::Unbounded));
    /// assert!(Limits { movetime_ms: Some(500), ..deep }.validate_bounded().is_ok());
    /// assert!(Limits::for_level(6).validate_bounded().is_ok());
    /// ```
    pub fn validate_bounded(&self) -> Result<(), LimitsError> {
        self.validate()?;
        if self.depth.is_some() && self.movetime_ms.is_none() {
            return Err(LimitsError::Unbounded);
        }
        Ok(())
    }
}

/// Why [`Limits`] were refused; the `Display` text is the message shown to the caller.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitsError {
    /// The level is above 6.
    Level(u8),
    /// The depth is 0 or above [`MAX_REQUESTED_DEPTH`].
    Depth(u32),
    /// The movetime is 0 or above [`MAX_MOVETIME_MS`].
    Movetime(u64),
    /// A depth without a movetime, where the search cannot be stopped.
    Unbounded,
}

impl fmt::Display for LimitsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LimitsError::Level(level) => write!(f, "level must be from 0 to 6, not {level}"),
            LimitsError::Depth(depth) => {
                write!(f, "depth must be from 1 to {MAX_REQUESTED_DEPTH}, not {depth}")
            }
            LimitsError::Movetime(ms) => {
                write!(f, "movetime must be from 1 to {MAX_MOVETIME_MS} ms (one day), not {ms}")
            }
            LimitsError::Unbounded => f.write_str(
                "a depth alone has no time bound (depth 12 can take minutes) and this search cannot be \
                 stopped: give a movetime as well, or no depth to use the level's own budget",
            ),
        }
    }
}

impl std::error::Error for LimitsError {}

/// What may end a search early from outside its [`Limits`]. Like the deadline, both are
/// checked every 1,024 nodes and never during the first iteration, so a move is always found.
#[derive(Clone, Copy, Debug, Default)]
pub struct Interrupt<'a> {
    /// Set by another thread (the `loa` engine's `stop`): the search returns at once with the
    /// best move found so far.
    pub stop: Option<&'a AtomicBool>,
    /// Stop after about this many nodes (`go nodes N`).
    pub max_nodes: Option<u64>,
}
