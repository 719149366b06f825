//! Puzzles: "win in 1, 2 or 3" positions from real games and engine self-play, each a forced
//! win for the side to move in exactly that many of its turns (proven by the exhaustive
//! prover, [`crate::search::prove`], in `tests/integration/puzzles.rs`).
//!
//! The collection ships as a text file (`www/puzzles/puzzles.txt`, format in
//! [`parse_collection`]) built by `examples/make_puzzles.rs`; the search's tactical suite
//! (`tests/data/tactics.txt`, built by `examples/make_tactics.rs`) is written in the same format. An [`Attempt`] plays one: each try
//! of the solver is judged by exhaustive search — a winning key move is answered by the
//! defender's longest resistance, a wrong one is refuted by the defence that escapes, an illegal
//! one gets the rules' reason — until the solver wins.
//!
//! ```
//! use loa::puzzle::{parse_collection, Attempt, Verdict};
//! use loa::notation::parse_move;
//! use loa::PlayError;
//! // 4  w w b b b .      White to move connects with b4-c3: a4, b3, c3, d3, e3 join.
//! // 3  . w . w w .
//! // 2  . . . . b .      (6×6, ranks 6 and 5 empty)
//! // 1  . . . b . .
//! //    a b c d e f
//! let text = "# a comment line\n\
//!     s6-demo | 1 | 2 | standard-6x6 6/6/wwbbb1/1w1ww1/4b1/3b2 w - | b4-c3 | engine self-play, seed 1";
//! let puzzles = parse_collection(text).unwrap();
//! let mut attempt = Attempt::new(&puzzles[0]);
//! let try_move = |text, attempt: &Attempt| parse_move(text, attempt.position()).unwrap();
//! let illegal = attempt.check(try_move("b4-b5", &attempt));
//! assert!(matches!(illegal, Verdict::Illegal(PlayError::WrongDistance { .. })));
//! let Verdict::Wrong { refutation, .. } = attempt.check(try_move("a4-a5", &attempt)) else { panic!() };
//! assert_eq!(refutation.len(), 1, "Black's reply escapes");
//! let key = try_move("b4-c3", &attempt);
//! assert_eq!(attempt.check(key), Verdict::Correct { reply: vec![], solved: true });
//! ```

mod attempt;
mod collection;
mod solver;

pub use attempt::{Attempt, Verdict};
pub use collection::{
    format_puzzle_line, parse_collection, parse_puzzle_line, CollectionError, MOST_DIFFICULT, MOST_TURNS,
};

use crate::search::prove::shortest_win;
use crate::{Move, Position, Rules};

/// One puzzle of the collection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A short unique name, e.g. `std-e3-81` (lower-case letters, digits, `-`).
    pub id: String,
    /// The position; the side to move is the solver.
    pub position: Position,
    /// The rules it is played under (how a move connecting both sides ends matters).
    pub rules: Rules,
    /// The solver wins in this many of its turns, and not fewer.
    pub wins_in: u32,
    /// 1 (easiest) to [`MOST_DIFFICULT`]: `2 × wins_in`, one less when more than one first move
    /// wins. Longer wins are harder to see, and a unique key move leaves no second chance.
    pub difficulty: u8,
    /// A winning line, every ply: the solver's moves (and drops) and the defender's longest
    /// resistance, ending in the solver's win.
    pub solution: Vec<Move>,
    /// Where the position comes from, e.g. `thesis appendix E game 3, before White's move 41`.
    pub source: String,
}

/// The difficulty of a puzzle won in `wins_in` turns with `key_moves` winning first moves
/// (see [`Puzzle::difficulty`]).
pub fn difficulty(wins_in: u32, key_moves: usize) -> u8 {
    let base = (2 * wins_in.clamp(1, MOST_TURNS)) as u8;
    if key_moves > 1 {
        base - 1
    } else {
        base
    }
}

/// The puzzle `id` of `position` under `rules`, proven and solved: `None` when the side to move
/// has no forced win within [`MOST_TURNS`] turns. Its `wins_in` is the shortest forced win (the
/// exhaustive prover, [`shortest_win`]), its difficulty counts the winning first moves, and its
/// solution is what an [`Attempt`] plays: the first winning key move each turn, answered by the
/// defender's longest resistance. Both generators (`examples/make_puzzles.rs`,
/// `examples/make_tactics.rs`) write their puzzles with it.
pub fn prove_puzzle(id: &str, position: Position, rules: Rules, source: &str) -> Option<Puzzle> {
    let wins_in = shortest_win(&position, MOST_TURNS, rules.simultaneous)?;
    let mut puzzle = Puzzle {
        id: id.to_string(),
        position,
        rules,
        wins_in,
        difficulty: 1,
        solution: Vec::new(),
        source: source.to_string(),
    };
    let mut attempt = Attempt::new(&puzzle);
    puzzle.difficulty = difficulty(wins_in, attempt.winning_moves().len());
    while !attempt.is_solved() {
        let key = *attempt.winning_moves().first()?;
        // A proven key move is judged correct; were it not, the judge and the prover disagree,
        // and the position is no puzzle to offer.
        if !matches!(attempt.check(key), Verdict::Correct { .. }) {
            return None;
        }
    }
    puzzle.solution = attempt.game().moves().to_vec();
    Some(puzzle)
}
