//! Helpers shared by the rules test layers: positions from position strings, square and move
//! shorthands, a seeded RNG and random playouts. Each test crate uses a different subset, hence
//! `dead_code` is allowed.
#![allow(dead_code)]

use loa::notation::parse_position;
use loa::{Move, Position, Square, SquareVariant};

/// The square named `name` (`"b1"`); test data is trusted, so a bad name panics loudly.
pub fn sq(name: &str) -> Square {
    Square::parse(name).unwrap_or_else(|| panic!("bad square name in a test: {name}"))
}

/// A slide from `from` to `to`; the capture flag is left to the board, as players type moves.
pub fn slide(from: &str, to: &str) -> Move {
    Move::slide(sq(from), sq(to), false)
}

/// A Parachute drop on `to`.
pub fn drop_on(to: &str) -> Move {
    Move::drop(sq(to))
}

/// The position set up by a position string (the crate's one board format, see
/// `loa::notation`), e.g. `position("standard 7w/8/8/2b5/8/2w5/1b1b4/8 b")`. Test data is
/// trusted, so a bad string panics with the parser's message.
pub fn position(text: &str) -> Position {
    parse_position(text).unwrap_or_else(|e| panic!("bad test position {text:?}: {e}")).0
}

/// The moves of `pos` starting on `from`, as sorted text (`["b1-b3", "b1-d3", "b1-h1"]`).
pub fn moves_from(pos: &Position, from: &str) -> Vec<String> {
    let mut list: Vec<String> =
        pos.legal_moves().iter().filter(|m| m.from() == Some(sq(from))).map(|m| m.to_string()).collect();
    list.sort();
    list
}

/// The crate's seeded SplitMix64 generator, so every random test is reproducible from its seed,
/// with ranges as `usize` for indexing move lists.
#[derive(Clone, Debug)]
pub struct Rng(loa::search::rng::Rng);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(loa::search::rng::Rng::new(seed))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.below(n as u64) as usize
    }
}

/// Whether the game is over by connection at `pos`, under either simultaneous option (both
/// options agree on whether the game ended, only not on how).
pub fn decided(pos: &Position) -> bool {
    pos.connection_outcome(loa::Simultaneous::MoverWins).is_some()
}

/// The position reached from the start of `variant` after up to `plies` random legal moves
/// (stopping early at a decided position), played with `Position::play_unchecked`.
pub fn random_position(variant: SquareVariant, seed: u64, plies: usize) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::new(variant);
    for _ in 0..plies {
        if decided(&pos) {
            break;
        }
        let moves = pos.legal_moves();
        pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    pos
}

/// Calls `visit(before, move, after)` for every move of random playouts from the start of
/// `variant` until `count` moves were visited; a playout restarts when the game is decided or
/// after `max_plies` plies, so positions from every phase of the game appear.
pub fn for_each_random_move(
    variant: SquareVariant,
    seed: u64,
    count: usize,
    max_plies: usize,
    mut visit: impl FnMut(&Position, Move, &Position),
) {
    let mut rng = Rng::new(seed);
    let mut pos = Position::new(variant);
    let mut plies = 0;
    for _ in 0..count {
        if decided(&pos) || plies >= max_plies {
            pos = Position::new(variant);
            plies = 0;
        }
        let moves = pos.legal_moves();
        let m = moves[rng.below(moves.len())];
        let mut next = pos;
        next.play_unchecked(m);
        visit(&pos, m, &next);
        pos = next;
        plies += 1;
    }
}

/// A real clock in milliseconds from now, for searches that spend a level's time per move.
pub fn clock() -> impl Fn() -> f64 {
    let started = std::time::Instant::now();
    move || started.elapsed().as_secs_f64() * 1000.0
}

/// What the page's worker answers for a wide game (`WasmSearcher.search` over the game's
/// `state().start` and packed `moves()`): its best move's view and its report, or why it has none
/// (the game over, a bad level).
pub fn wide_search(
    searcher: &mut loa::search::Searcher,
    game: &loa::cell_board::CellGame,
    limits: &loa::search::Limits,
) -> Result<loa::boundary::SearchAnswer, String> {
    let start = loa::boundary::GameState::of(game).start;
    let moves: Vec<u16> = game
        .moves()
        .iter()
        .map(|m| <loa::cell_board::CellPosition as loa::boundary::PageBoard>::packed_move(*m))
        .collect();
    loa::boundary::search_replayed::<loa::cell_board::CellGame>(
        searcher,
        &start,
        &moves,
        limits,
        &clock(),
        &mut |_| {},
    )
}

/// The computer's move text in a wide game at `level` with `seed`, as the page's worker chooses it.
pub fn cell_computer_move(
    searcher: &mut loa::search::Searcher,
    game: &loa::cell_board::CellGame,
    level: u8,
    seed: u64,
) -> Result<String, String> {
    let limits = loa::search::Limits { seed, ..loa::search::Limits::for_level(level) };
    wide_search(searcher, game, &limits).map(|answer| answer.best.text)
}
