//! Fixed benchmark positions and a fixed-depth benchmark run, shared by the native benchmark
//! (`examples/bench_search.rs`) and the wasm one (`bench/search_wasm.mjs` through the `bench`
//! feature's export),
//! so both measure exactly the same work.

use super::{Limits, Searcher};
use crate::notation::parse_position;
use crate::{Game, Move, Position, Rules, Square, Variant};

/// Openings of real games (Winands' thesis, tests/data/games) played up to a middle-game
/// position, plus the start itself.
const LINES: [&str; 4] = [
    "",
    "c8-c6 h4-f2 g8-g6 h2-e2 b1-e4 a6-d3 c1-c3 a3-c5 e1-b4 a7-e3",
    "c8-c6 h4-f2 g8-g6 h2-e2 b1-e4 a6-d3 c1-c3 a3-c5 e1-b4 a7-e3 f8xc5 a4-a1 d8-e7 a1xc3 e8xe3 a2-d2",
    "b1-d3 h3-f1 c8-c6 h5-f3 g8-e6",
];

/// Plays a line of moves written `b1-d3` / `b3xe3` (a dash or `x` between squares).
pub fn play_line(game: &mut Game, line: &str) -> Result<(), String> {
    for token in line.split_whitespace() {
        let squares: Vec<&str> = token.split(['-', 'x']).collect();
        let [from, to] = squares[..] else { return Err(format!("{token}: expected from-to")) };
        let from = Square::parse(from).ok_or_else(|| format!("{token}: bad square {from}"))?;
        let to = Square::parse(to).ok_or_else(|| format!("{token}: bad square {to}"))?;
        game.play(Move::slide(from, to, false)).map_err(|e| format!("{token}: {e}"))?;
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
    let mut game = Game::new(crate::Variant::Standard, crate::Rules::default());
    play_line(&mut game, &moves.join(" "))?;
    Ok(game)
}

/// The benchmark games (Standard, default rules).
pub fn positions() -> Vec<Game> {
    LINES
        .iter()
        .map(|line| {
            let mut game = Game::new(Variant::Standard, Rules::default());
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

/// A position of the tactical suite (tests/data/tactics.txt): the side to move forces a win in
/// `wins_in` moves.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The position.
    pub pos: Position,
    /// The rules it is a win under (the position string's rules field).
    pub rules: Rules,
    /// The side to move wins in this many of its moves, and not fewer.
    pub wins_in: u32,
    /// Where it comes from.
    pub source: String,
}

/// Parses one line of the suite: `position string;wins in;source`, e.g.
/// `standard-6x6 6/2ww2/2wwwb/w4b/3b2/1bb1b1 w - mover-wins,repetition;1;self-play`.
pub fn parse_puzzle(line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.split(';').collect();
    let [position, wins_in, source] = fields[..] else {
        return Err(format!("expected 3 fields separated by ';' (position string;wins in;source): {line}"));
    };
    let (pos, rules) = parse_position(position).map_err(|e| format!("{e}: {line}"))?;
    let wins_in = wins_in.parse().map_err(|_| format!("wins in: not a number: {wins_in}"))?;
    Ok(Puzzle { pos, rules, wins_in, source: source.to_string() })
}

/// Writes one line of the suite, the inverse of [`parse_puzzle`].
pub fn format_puzzle(puzzle: &Puzzle) -> String {
    let position = crate::notation::format_position(&puzzle.pos, &puzzle.rules);
    format!("{position};{};{}", puzzle.wins_in, puzzle.source)
}
