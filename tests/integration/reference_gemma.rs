//! A deliberately simple, slow reference for Gemma (docs/rules.md §8.1), written beside
//! `reference_movegen.rs` and sharing no code with it or with the engine: a plain 8×8 array of
//! cells that are empty, a hole or a piece; slides found by walking the eight directions square
//! by square; vacates for each piece without a slide; connection by breadth-first search. It pins
//! perft from the Gemma start (and its reversed start) and from a middle-game position with
//! holes, and is diffed against the engine over random playouts.

use crate::common::Rng;
use loa::{perft, Colour, Move, Position, Setup, Square, SquareVariant};
use std::collections::VecDeque;

/// What stands on a square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Empty,
    Hole,
    Piece(Colour),
}

/// The eight directions as (file step, rank step).
const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// A Gemma position on a plain array, `cells[rank][file]`.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Gemma {
    cells: [[Cell; 8]; 8],
    turn: Colour,
}

fn name(file: i32, rank: i32) -> Square {
    Square::from_coords(file as u8, rank as u8).expect("on the board")
}

fn on_board(file: i32, rank: i32) -> bool {
    (0..8).contains(&file) && (0..8).contains(&rank)
}

fn other(c: Colour) -> Colour {
    if c == Colour::Black {
        Colour::White
    } else {
        Colour::Black
    }
}

impl Gemma {
    /// Reads a position's parts (pieces, holes, turn) onto the array.
    fn from_position(pos: &Position) -> Gemma {
        let setup = pos.setup();
        let mut cells = [[Cell::Empty; 8]; 8];
        for sq in setup.holes {
            cells[sq.rank() as usize][sq.file() as usize] = Cell::Hole;
        }
        for colour in [Colour::Black, Colour::White] {
            for sq in setup.pieces(colour) {
                cells[sq.rank() as usize][sq.file() as usize] = Cell::Piece(colour);
            }
        }
        Gemma { cells, turn: setup.turn }
    }

    fn at(&self, file: i32, rank: i32) -> Cell {
        self.cells[rank as usize][file as usize]
    }

    /// Slides of the piece on (file, rank): the distance is the number of pieces (holes are not
    /// pieces) on the whole line; enemy pieces may not be jumped; the target is on the board and
    /// neither a hole nor a friendly piece.
    fn slides_from(&self, file: i32, rank: i32) -> Vec<Move> {
        let mut moves = Vec::new();
        for (df, dr) in DIRECTIONS {
            let mut count = 1;
            for sign in [1, -1] {
                let (mut f, mut r) = (file + sign * df, rank + sign * dr);
                while on_board(f, r) {
                    count += matches!(self.at(f, r), Cell::Piece(_)) as i32;
                    f += sign * df;
                    r += sign * dr;
                }
            }
            let (tf, tr) = (file + count * df, rank + count * dr);
            if !on_board(tf, tr) {
                continue;
            }
            let enemy = Cell::Piece(other(self.turn));
            if (1..count).any(|step| self.at(file + step * df, rank + step * dr) == enemy) {
                continue;
            }
            match self.at(tf, tr) {
                Cell::Hole => {}
                Cell::Piece(c) if c == self.turn => {}
                target => moves.push(Move::slide(name(file, rank), name(tf, tr), target == enemy)),
            }
        }
        moves
    }

    /// Every slide, and a vacate for every piece of the mover with no slide.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for rank in 0..8 {
            for file in 0..8 {
                if self.at(file, rank) == Cell::Piece(self.turn) {
                    let slides = self.slides_from(file, rank);
                    if slides.is_empty() {
                        moves.push(Move::vacate(name(file, rank)));
                    }
                    moves.extend(slides);
                }
            }
        }
        if moves.is_empty() {
            moves.push(Move::PASS);
        }
        moves
    }

    /// Plays a move: the square left behind becomes a hole, whatever the move.
    fn play(&mut self, m: Move) {
        if let Some(from) = m.from() {
            self.cells[from.rank() as usize][from.file() as usize] = Cell::Hole;
        }
        if let Some(to) = m.to() {
            self.cells[to.rank() as usize][to.file() as usize] = Cell::Piece(self.turn);
        }
        self.turn = other(self.turn);
    }

    /// Whether all of `colour`'s pieces form one group (8-neighbourhood).
    fn connected(&self, colour: Colour) -> bool {
        let mut pieces = Vec::new();
        for rank in 0..8 {
            for file in 0..8 {
                if self.at(file, rank) == Cell::Piece(colour) {
                    pieces.push((file, rank));
                }
            }
        }
        let Some(&first) = pieces.first() else { return true };
        let mut seen = vec![first];
        let mut queue = VecDeque::from([first]);
        while let Some((file, rank)) = queue.pop_front() {
            for (df, dr) in DIRECTIONS {
                let next = (file + df, rank + dr);
                if on_board(next.0, next.1)
                    && self.at(next.0, next.1) == Cell::Piece(colour)
                    && !seen.contains(&next)
                {
                    seen.push(next);
                    queue.push_back(next);
                }
            }
        }
        seen.len() == pieces.len()
    }

    fn decided(&self) -> bool {
        self.connected(Colour::Black) || self.connected(Colour::White)
    }

    /// Perft: leaves at `depth`, positions decided by connection not expanded (docs/rules.md §5).
    fn perft(&self, depth: u32) -> u64 {
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for m in moves {
            let mut child = self.clone();
            child.play(m);
            if !child.decided() {
                total += child.perft(depth - 1);
            }
        }
        total
    }
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<u16> {
    let mut v: Vec<u16> = moves.into_iter().map(Move::to_u16).collect();
    v.sort_unstable();
    v
}

/// The middle-game position with holes whose perft is pinned: Gemma after
/// b1-b3 a7-c7 c1-e3 h7-f7 d8-d6 a2-c2 (six holes, captures available).
fn middle_game() -> Position {
    let mut pos = Position::new(SquareVariant::Gemma);
    for text in ["b1-b3", "a7-c7", "c1-e3", "h7-f7", "d8-d6", "a2-c2"] {
        let m = loa::notation::parse_move(text, &pos).expect("a move");
        assert!(pos.is_legal(m), "{text} is legal in\n{pos}");
        pos.play_unchecked(m);
    }
    pos
}

/// The perft counts, each the reference's and the engine's (the reference computed them first;
/// they are pinned so that a change to either shows).
const START: [u64; 4] = [36, 1_232, 42_916, 1_419_964];
const MIDDLE: [u64; 4] = [33, 1_061, 31_429, 945_347];

/// Asserts that the reference and the engine both count `expected[d - 1]` leaves at depth `d`
/// from `pos`, for every depth listed.
fn assert_perft_agrees(pos: &Position, expected: &[u64]) {
    let reference = Gemma::from_position(pos);
    for (i, &expected) in expected.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(reference.perft(depth), expected, "reference, depth {depth}");
        assert_eq!(perft(pos, depth), expected, "engine, depth {depth}\n{pos}");
    }
}

#[test]
fn gemma_perft_from_the_start_matches_the_reference_to_depth_4() {
    assert_perft_agrees(&Position::new(SquareVariant::Gemma), &START);
}

#[test]
fn gemma_perft_from_the_reversed_start_matches_the_reference_to_depth_4() {
    // The reversed start is the normal one reflected in the a1-h8 diagonal, so the counts agree.
    let rules = loa::Rules { reversed: true, ..loa::Rules::default() };
    let start = Position::start(SquareVariant::Gemma, &rules);
    assert_ne!(start, Position::new(SquareVariant::Gemma));
    assert_perft_agrees(&start, &START);
}

#[test]
fn gemma_perft_from_a_middle_game_with_holes_matches_the_reference_to_depth_4() {
    let pos = middle_game();
    assert_eq!(pos.holes().len(), 6, "{pos}");
    assert_perft_agrees(&pos, &MIDDLE);
}

#[test]
fn gemma_moves_vacates_and_connection_match_the_reference_in_random_games() {
    let mut rng = Rng::new(21);
    let (mut vacates, mut captures, mut decided, mut forced_vacates) = (0, 0, 0, 0);
    for _game in 0..400 {
        let mut pos = Position::new(SquareVariant::Gemma);
        let mut reference = Gemma::from_position(&pos);
        loop {
            assert_eq!(reference, Gemma::from_position(&pos), "states drifted apart\n{pos}");
            assert_eq!(pos.hash(), pos.compute_hash(), "{pos}");
            let moves = pos.legal_moves();
            assert_eq!(sorted(moves.iter().copied()), sorted(reference.legal_moves()), "moves of\n{pos}");
            assert_eq!(pos.count_legal_moves() as usize, moves.len(), "{pos}");
            assert!(!moves.contains(&Move::PASS), "a Gemma side with pieces always has a move\n{pos}");
            let n_vacates = moves.iter().filter(|m| m.is_vacate()).count();
            vacates += n_vacates;
            forced_vacates += (n_vacates == moves.len()) as usize;
            captures += moves.iter().filter(|m| m.is_capture()).count();
            // Prefer vacates now and then, so games reach positions with many of them.
            let m = if n_vacates > 0 && rng.below(3) == 0 {
                *moves.iter().find(|m| m.is_vacate()).expect("a vacate")
            } else {
                moves[rng.below(moves.len())]
            };
            pos.play_unchecked(m);
            reference.play(m);
            assert_eq!(pos.is_decided_after(m), reference.decided(), "after {m}\n{pos}");
            if reference.decided() {
                decided += 1;
                break;
            }
        }
    }
    assert!(vacates > 0 && captures > 0 && decided == 400, "{vacates} {captures} {decided}");
    assert!(forced_vacates > 0, "some side had only vacates left");
}

#[test]
fn a_setup_with_holes_round_trips_through_the_position_string() {
    let pos = middle_game();
    let text = loa::notation::format_position(&pos, &loa::Rules::default());
    let (back, _) = loa::notation::parse_position(&text).expect("reads back");
    assert_eq!(back, pos, "{text}");
    let setup: Setup = back.setup();
    assert_eq!(setup.holes, pos.holes());
}
