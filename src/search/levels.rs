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
    /// Chance, in thousandths, that the level plays a seeded random legal move instead of
    /// searching: the aimless move of a beginner who has no plan yet (0 from level 3 up).
    pub slips: u32,
    /// Chance, in thousandths, that the level overlooks its wins in one this move and plays
    /// on instead: the game goes on and a newcomer gets another chance (0 from level 2 up).
    pub misses: u32,
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
        slips: 0,
        misses: 0,
    };
    match level {
        0 | 1 => Profile { sees_quiet_wins: false, slips: 330, misses: 950, ..p(1, None, 200, 100) },
        2 => Profile { sees_quiet_wins: false, slips: 220, misses: 300, ..p(1, None, 150, 80) },
        3 => Profile { slips: 150, ..p(2, Some(3_000), 160, 70) },
        4 => Profile { slips: 70, ..p(3, Some(2_000), 45, 15) },
        5 => Profile { slips: 40, ..p(MAX_DEPTH, Some(25_000), 0, 0) },
        _ => Profile {
            max_depth: MAX_DEPTH,
            nodes: None,
            noise: 0,
            margin: 0,
            default_movetime_ms: Some(1_000),
            sees_quiet_wins: true,
            slips: 0,
            misses: 0,
        },
    }
}

/// Whether the level slips this move (seeded by `seed` and the position), and if so the
/// random legal move it plays instead of searching.
pub fn slip(profile: &Profile, pos: &crate::Position, seed: u64) -> Option<crate::Move> {
    if profile.slips == 0 {
        return None;
    }
    let roll = crate::rng::splitmix(seed ^ pos.hash() ^ 0x51_1b5);
    if roll % 1000 >= profile.slips as u64 {
        return None;
    }
    let moves = pos.legal_moves();
    let pick = crate::rng::splitmix(roll) % moves.len().max(1) as u64;
    moves.get(pick as usize).copied()
}

/// Whether the level overlooks its wins in one this move (seeded by `seed` and the position).
pub fn misses_wins(profile: &Profile, pos: &crate::Position, seed: u64) -> bool {
    profile.misses > 0 && crate::rng::splitmix(seed ^ pos.hash() ^ 0x3155) % 1000 < profile.misses as u64
}
