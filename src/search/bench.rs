//! Fixed benchmark positions and a fixed-depth benchmark run, shared by the native benchmark
//! (`examples/bench_search.rs`) and the wasm one (`bench/search_wasm.mjs` through the `bench`
//! feature's export), so both measure exactly the same work. (The tactical suite's puzzles are
//! [`crate::puzzle::Puzzle`]s, in the collection's format.)

use super::{Limits, Searcher};
use crate::notation::play_text;
use crate::{Game, Rules, SquareVariant};

/// Openings of real games (Winands' thesis, tests/data/games) played up to a middle-game
/// position, plus the start itself.
const LINES: [&str; 4] = [
    "",
    "c8-c6 h4-f2 g8-g6 h2-e2 b1-e4 a6-d3 c1-c3 a3-c5 e1-b4 a7-e3",
    "c8-c6 h4-f2 g8-g6 h2-e2 b1-e4 a6-d3 c1-c3 a3-c5 e1-b4 a7-e3 f8xc5 a4-a1 d8-e7 a1xc3 e8xe3 a2-d2",
    "b1-d3 h3-f1 c8-c6 h5-f3 g8-e6",
];

/// Plays a line of moves written `b1-d3` / `b3xe3`, each read by the notation
/// ([`play_text`]).
pub fn play_line(game: &mut Game, line: &str) -> Result<(), String> {
    for token in line.split_whitespace() {
        play_text(game, token).map_err(|e| format!("{token}: {e}"))?;
    }
    Ok(())
}

/// Replays a thesis game file (`tests/data/games/*.txt`): its move tokens (`b1-d3`, `b3xe3`, the
/// numbering and comments skipped) from Standard's start under the default rules.
pub fn replay_game_file(text: &str) -> Result<Game, String> {
    let moves: Vec<&str> = text
        .split_whitespace()
        .filter(|t| t.len() >= 5 && t.as_bytes()[0].is_ascii_lowercase() && t.as_bytes()[1].is_ascii_digit())
        .collect();
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_line(&mut game, &moves.join(" "))?;
    Ok(game)
}

/// The benchmark games (Standard, default rules).
pub fn positions() -> Vec<Game> {
    LINES
        .iter()
        .map(|line| {
            let mut game = Game::new(SquareVariant::Standard, Rules::default());
            play_line(&mut game, line).expect("the benchmark lines are legal");
            game
        })
        .collect()
}

/// Searches every benchmark position to `depth` with a fresh 16 MB table; returns the total
/// nodes. The caller times it (natively with `Instant`, in wasm with `performance.now()`).
pub fn run_fixed(depth: u32) -> u64 {
    let mut nodes = 0;
    for game in positions() {
        let mut searcher = Searcher::new();
        let limits = Limits { level: 6, depth: Some(depth), movetime_ms: None, seed: 0 };
        nodes += searcher.search(&game, &limits, &|| 0.0, &mut |_| {}).info.nodes;
    }
    nodes
}
