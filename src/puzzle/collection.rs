//! The collection's text format: one puzzle a line, six fields separated by `|`, `#` comments.
//!
//! ```text
//! # id | wins in | difficulty | position string | solution | source
//! e3-81 | 2 | 4 | standard 8/8/1w1ww3/1wbbww2/1bw1b3/2ww4/w1bb4/8 w - mover-wins,repetition | c6-e6 … | …
//! ```
//! The solution is written in turns (`a3-c5@d4` for a Parachute move and its drop), the solver's
//! and the defender's alternating, ending in the solver's win. Reading checks everything that is
//! cheap to check — the fields, the position, that the solution is legal, ends in the solver's
//! win and takes exactly "wins in" of the solver's turns; that no shorter win exists is proven
//! by the tests, not here.

use super::Puzzle;
use crate::notation::{format_position, format_turn, parse_position, parse_turn};
use crate::Game;
use std::fmt;

/// Why a collection could not be read: the line (from 1) and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectionError {
    /// The line of the collection text, counted from 1.
    pub line: usize,
    /// What is wrong, in words.
    pub why: String,
}

impl fmt::Display for CollectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle collection, line {}: {}", self.line, self.why)
    }
}

impl std::error::Error for CollectionError {}

/// The most turns a puzzle may take: the prover's cost grows steeply beyond three.
pub const MOST_TURNS: u32 = 3;

/// The difficulty scale's top (see [`Puzzle::difficulty`]).
pub const MOST_DIFFICULT: u8 = 6;

/// Reads a whole collection. Blank lines and lines starting with `#` are skipped; ids must be
/// unique.
pub fn parse_collection(text: &str) -> Result<Vec<Puzzle>, CollectionError> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = parse_puzzle_line(line).map_err(|why| CollectionError { line: i + 1, why })?;
        if puzzles.iter().any(|p| p.id == puzzle.id) {
            return Err(CollectionError {
                line: i + 1,
                why: format!("the id \"{}\" is used twice", puzzle.id),
            });
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// Writes one puzzle as a line of the collection.
pub fn format_puzzle_line(p: &Puzzle) -> String {
    format!(
        "{} | {} | {} | {} | {} | {}",
        p.id,
        p.wins_in,
        p.difficulty,
        format_position(&p.position, &p.rules),
        format_turn(&p.solution),
        p.source
    )
}

/// Reads one line; the error says which field is wrong and why.
pub fn parse_puzzle_line(line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [id, wins_in, difficulty, position, solution, source] = fields[..] else {
        return Err(format!(
            "expected 6 fields separated by | (id, wins in, difficulty, position, solution, source), got {}",
            fields.len()
        ));
    };
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
        return Err(format!("id \"{id}\": use lower-case letters, digits and - only"));
    }
    let wins_in: u32 = match wins_in.parse() {
        Ok(n) if (1..=MOST_TURNS).contains(&n) => n,
        _ => return Err(format!("wins in \"{wins_in}\": expected 1 to {MOST_TURNS}")),
    };
    let difficulty: u8 = match difficulty.parse() {
        Ok(d) if (1..=MOST_DIFFICULT).contains(&d) => d,
        _ => return Err(format!("difficulty \"{difficulty}\": expected 1 to {MOST_DIFFICULT}")),
    };
    let (position, rules) = parse_position(position).map_err(|e| e.to_string())?;
    if source.is_empty() {
        return Err(
            "the source is empty: say which game or self-play run the position comes from".to_string()
        );
    }
    let mut game = Game::from_position(position, rules);
    if game.is_over() {
        return Err("the position is already decided".to_string());
    }
    let solver = position.side_to_move();
    let mut plies = Vec::new();
    let mut solver_turns = 0;
    let mut last_mover = None;
    for turn in solution.split_whitespace() {
        if game.is_over() {
            return Err(format!("solution: {turn} comes after the game has ended"));
        }
        let moves = parse_turn(turn, game.position()).map_err(|e| format!("solution: {e}"))?;
        for m in moves {
            // A solver's turn starts with each of its plies that follows someone else's (a
            // Parachute drop continues the turn of the slide before it).
            let mover = game.position().side_to_move();
            if mover == solver && last_mover != Some(solver) {
                solver_turns += 1;
            }
            last_mover = Some(mover);
            game.play(m).map_err(|e| format!("solution: {turn}: {e}"))?;
            plies.push(*game.moves().last().unwrap_or(&m));
        }
    }
    match game.outcome() {
        Some(outcome) if outcome.winner() == Some(solver) => {}
        _ => return Err(format!("solution: it does not end in {solver}'s win")),
    }
    if solver_turns != wins_in {
        return Err(format!("solution: {solver} wins in {solver_turns} turns, but the line says {wins_in}"));
    }
    Ok(Puzzle {
        id: id.to_string(),
        position,
        rules,
        wins_in,
        difficulty,
        solution: plies,
        source: source.to_string(),
    })
}
