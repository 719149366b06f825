//! Helpers shared by the rules test layers: text-grid boards, square and move shorthands, a seeded
//! RNG and random playouts. Each test crate uses a different subset, hence `dead_code` is allowed.
#![allow(dead_code)]

use loa::{Bitboard, Colour, Move, Position, Square, Variant};

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

/// Parses a text grid, rank `size` on top, files left to right, one token per square:
/// `.` empty, `b` Black, `w` White, `u` Blue, `y` Yellow. Blank lines are ignored.
///
/// ```text
/// . b b b b b b .
/// w . . . . . . w
/// ...
/// ```
pub fn grid_pieces(size: u8, grid: &str) -> [Bitboard; 4] {
    let rows: Vec<&str> = grid.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), size as usize, "a {size}x{size} grid needs {size} rows:\n{grid}");
    let mut pieces = [Bitboard::EMPTY; 4];
    for (i, row) in rows.iter().enumerate() {
        let rank = size - 1 - i as u8;
        let tokens: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(tokens.len(), size as usize, "row {row:?} needs {size} squares");
        for (file, token) in tokens.iter().enumerate() {
            if *token == "." {
                continue;
            }
            let colour = token
                .chars()
                .next()
                .and_then(Colour::from_letter)
                .unwrap_or_else(|| panic!("bad grid token {token:?} in row {row:?}"));
            let square = Square::from_coords(file as u8, rank).expect("grid squares are on the board");
            pieces[colour.index()] |= Bitboard::from_square(square);
        }
    }
    pieces
}

/// A position of a variant without hands (every variant but Parachute) from a text grid.
pub fn grid(variant: Variant, turn: Colour, text: &str) -> Position {
    Position::from_parts(variant, grid_pieces(variant.size(), text), turn, [0, 0], false)
        .unwrap_or_else(|e| panic!("bad test position: {e}\n{text}"))
}

/// A Parachute position from a text grid; `in_hand[c]` is how many opponent pieces colour `c`
/// (Black 0, White 1) still holds.
pub fn parachute_grid(turn: Colour, in_hand: [u8; 2], drop_due: bool, text: &str) -> Position {
    Position::from_parts(Variant::Parachute, grid_pieces(8, text), turn, in_hand, drop_due)
        .unwrap_or_else(|e| panic!("bad test position: {e}\n{text}"))
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
pub fn random_position(variant: Variant, seed: u64, plies: usize) -> Position {
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
    variant: Variant,
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
