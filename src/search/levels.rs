//! Playing levels 1–6 (and 0, the baseline). Lower levels search less and add seeded noise to
//! the evaluation and to the choice at the root, so a newcomer can beat level 1; level 6 is the
//! full search. Levels 1–5 are limited by depth and node budgets, never by time, so a game at
//! those levels is reproducible from the seed on any machine.
//!
//! Measured with `cargo run --release --example match` (Standard, 2–4 seeded random opening plies,
//! colours alternated, level 6 at 50 ms a move on a shared 2-core machine):
//!
//! | pair | 40 games, seed 1 | 200 games, seed 5 |
//! |---|---|---|
//! | 1 vs 0 (baseline) | 100.0% | 100.0% |
//! | 2 vs 1 | 87.5% | 87.2% |
//! | 3 vs 2 | 85.0% | 94.0% |
//! | 4 vs 3 | 92.5% | 79.5% |
//! | 5 vs 4 | 82.5% | 78.0% |
//! | 6 vs 5 | 75.0–77.5% (85.0% at 100 ms, 95.0% at 200 ms) | — |
//! | 6 vs 0 (baseline) | 100.0% | — |
//!
//! Level 6 against level 5 depends on the machine's load (it is the one level limited by
//! time); runs with a busier machine gave 66–80% at 50 ms.

/// What a level may spend and how much it errs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Node budget (reproducible), if any.
    pub nodes: Option<u64>,
    /// Half-width of the evaluation noise, in hundredths of a piece.
    pub noise: i32,
    /// At the root, any move scoring within this margin of the best may be played (seeded).
    pub margin: i32,
    /// Time per move when the caller gives neither a depth nor a time.
    pub default_movetime_ms: Option<u64>,
    /// Whether the search looks for the opponent's quiet connecting replies at its horizon.
    /// Level 1 does not: it walks into a win in one now and then, the mistake a newcomer can
    /// punish.
    pub sees_quiet_wins: bool,
}

/// The deepest iteration any search runs.
pub const MAX_DEPTH: u32 = 64;

/// The profile of `level` (values above 6 count as 6; 0 is the baseline, see
/// [`super::baseline`], and has no profile of its own).
pub fn profile(level: u8) -> Profile {
    let p = |max_depth, nodes, noise, margin| Profile {
        max_depth,
        nodes,
        noise,
        margin,
        default_movetime_ms: None,
        sees_quiet_wins: true,
    };
    match level {
        0 | 1 => Profile { sees_quiet_wins: false, ..p(1, None, 150, 80) },
        2 => p(2, Some(3_000), 160, 70),
        3 => p(3, Some(2_000), 45, 15),
        4 => p(MAX_DEPTH, Some(5_000), 10, 0),
        5 => p(MAX_DEPTH, Some(25_000), 0, 0),
        _ => Profile {
            max_depth: MAX_DEPTH,
            nodes: None,
            noise: 0,
            margin: 0,
            default_movetime_ms: Some(1_000),
            sees_quiet_wins: true,
        },
    }
}
