//! Fixed benchmark positions and a fixed-depth benchmark run, shared by the native benchmark
//! (`examples/bench_search.rs`) and the wasm one (`bench/search_wasm.mjs` through the `bench`
//! feature's export),
//! so both measure exactly the same work.

use super::{Limits, Searcher};
use crate::{Bitboard, Colour, Game, Move, Position, Rules, Square, Variant};

/// Openings of real games (Winands' thesis, /work/shared/games) played up to a middle-game
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
    /// The side to move wins in this many of its moves, and not fewer.
    pub wins_in: u32,
    /// Where it comes from.
    pub source: String,
}

/// Parses one line of the suite: `variant;rows from the top, '/' between (b w u y .);turn
/// letter;wins in;source`, e.g. `standard-6x6;....../..ww../..wwwb/w....b/...b../.bb.b.;w;1;self-play`.
pub fn parse_puzzle(line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.split(';').collect();
    let [variant, rows, turn, wins_in, source] = fields[..] else {
        return Err(format!("expected 5 fields separated by ';': {line}"));
    };
    let variant = Variant::parse(variant).ok_or(format!("unknown variant {variant}"))?;
    let mut pieces = [Bitboard(0); 4];
    let rows: Vec<&str> = rows.split('/').collect();
    let size = variant.size() as usize;
    if rows.len() != size {
        return Err(format!("{} rows, expected {size}", rows.len()));
    }
    for (i, row) in rows.iter().enumerate() {
        if row.chars().count() != size {
            return Err(format!("row {} has {} squares, expected {size}", i + 1, row.chars().count()));
        }
        let rank = (size - 1 - i) as u8;
        for (file, c) in row.chars().enumerate() {
            if c == '.' {
                continue;
            }
            let colour = Colour::from_letter(c).ok_or(format!("unknown piece letter {c}"))?;
            let sq = Square::from_coords(file as u8, rank).ok_or(format!("no square at row {}", i + 1))?;
            pieces[colour.index()].0 |= sq.bit();
        }
    }
    let turn = turn.chars().next().and_then(Colour::from_letter).ok_or(format!("unknown turn {turn}"))?;
    let pos = Position::from_parts(variant, pieces, turn, [0, 0], false).map_err(|e| e.to_string())?;
    let wins_in = wins_in.parse().map_err(|_| format!("wins in: not a number: {wins_in}"))?;
    Ok(Puzzle { pos, wins_in, source: source.to_string() })
}
