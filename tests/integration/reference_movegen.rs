//! A deliberately simple, slow reference for the rules: a plain `[[Option<Colour>; 8]; 8]` board,
//! moves found by walking each of the eight directions square by square, connection by
//! breadth-first search. It shares no code with the bitboard engine, and is diffed against
//! `Position::legal_moves`, `Position::play_unchecked`, `Position::connection_outcome` and `perft`
//! over thousands of random positions of every variant.

use crate::common::Rng;
use loa::{
    perft, Colour, DrawReason, Move, Outcome, Position, Side, Simultaneous, Square, SquareVariant, Variant,
    WinReason,
};
use std::collections::VecDeque;

/// The eight directions as (file step, rank step).
const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// The whole game state on a plain array, `cells[rank][file]`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct RefPos {
    size: i32,
    cells: [[Option<Colour>; 8]; 8],
    /// Seats in turn order (docs/rules.md §3).
    seats: Vec<Colour>,
    turn: Colour,
    teams: bool,
    /// Opponent pieces Black (0) and White (1) still hold (Parachute).
    hand: [u8; 2],
    drop_due: bool,
}

impl RefPos {
    /// Copies a position's parts ([`Position::setup`]) onto the plain array.
    pub(crate) fn from_position(pos: &Position) -> RefPos {
        let setup = pos.setup();
        let variant = setup.variant;
        let mut cells = [[None; 8]; 8];
        for colour in Colour::ALL {
            for sq in setup.pieces(colour) {
                cells[sq.rank() as usize][sq.file() as usize] = Some(colour);
            }
        }
        RefPos {
            size: variant.size().width() as i32,
            cells,
            seats: variant.seats().to_vec(),
            turn: setup.turn,
            teams: variant == Variant::AmbiLoa,
            hand: [setup.black_in_hand, setup.white_in_hand],
            drop_due: setup.drop_due,
        }
    }

    fn on_board(&self, file: i32, rank: i32) -> bool {
        (0..self.size).contains(&file) && (0..self.size).contains(&rank)
    }

    fn at(&self, file: i32, rank: i32) -> Option<Colour> {
        self.cells[rank as usize][file as usize]
    }

    /// The colours that play for the same side as `c`: itself, and its partner in AmbiLOA.
    fn friendly(&self, a: Colour, b: Colour) -> bool {
        a == b || (self.teams && a.partner() == b)
    }

    fn square(file: i32, rank: i32) -> Square {
        Square::from_coords(file as u8, rank as u8).expect("on the board")
    }

    /// Every legal move, found the slow way.
    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.drop_due {
            for rank in 0..self.size {
                for file in 0..self.size {
                    if self.at(file, rank).is_none() {
                        moves.push(Move::drop(RefPos::square(file, rank)));
                    }
                }
            }
        } else {
            for rank in 0..self.size {
                for file in 0..self.size {
                    if self.at(file, rank) == Some(self.turn) {
                        self.slides_from(file, rank, &mut moves);
                    }
                }
            }
        }
        if moves.is_empty() {
            moves.push(Move::PASS);
        }
        moves
    }

    fn slides_from(&self, file: i32, rank: i32, moves: &mut Vec<Move>) {
        for (df, dr) in DIRECTIONS {
            // Count the pieces on the whole line: the mover, then both directions to the edge.
            let mut count = 1;
            for sign in [1, -1] {
                let (mut f, mut r) = (file + sign * df, rank + sign * dr);
                while self.on_board(f, r) {
                    count += self.at(f, r).is_some() as i32;
                    f += sign * df;
                    r += sign * dr;
                }
            }
            let (tf, tr) = (file + count * df, rank + count * dr);
            if !self.on_board(tf, tr) {
                continue;
            }
            let jumps_enemy = (1..count).any(|step| {
                self.at(file + step * df, rank + step * dr).is_some_and(|c| !self.friendly(c, self.turn))
            });
            if jumps_enemy {
                continue;
            }
            match self.at(tf, tr) {
                Some(c) if self.friendly(c, self.turn) => {}
                target => moves.push(Move::slide(
                    RefPos::square(file, rank),
                    RefPos::square(tf, tr),
                    target.is_some(),
                )),
            }
        }
    }

    fn next_seat(&self) -> Colour {
        let i = self.seats.iter().position(|&c| c == self.turn).expect("the turn is a seat");
        self.seats[(i + 1) % self.seats.len()]
    }

    fn previous_seat(&self) -> Colour {
        let i = self.seats.iter().position(|&c| c == self.turn).expect("the turn is a seat");
        self.seats[(i + self.seats.len() - 1) % self.seats.len()]
    }

    /// Plays a legal move: docs/rules.md §1 for slides, §3 for Parachute's move-then-drop turn.
    fn play(&mut self, m: Move) {
        let mover = self.turn;
        if m.is_drop() {
            let to = m.to().expect("a drop has a square");
            // The dropped piece is the opponent's (Black drops White pieces and vice versa).
            let opponent = if mover == Colour::Black { Colour::White } else { Colour::Black };
            self.cells[to.rank() as usize][to.file() as usize] = Some(opponent);
            self.hand[mover.index()] -= 1;
            self.drop_due = false;
            self.turn = self.next_seat();
            return;
        }
        if let (Some(from), Some(to)) = (m.from(), m.to()) {
            self.cells[from.rank() as usize][from.file() as usize] = None;
            self.cells[to.rank() as usize][to.file() as usize] = Some(mover);
        }
        let holds = mover.index() < 2 && self.hand[mover.index()] > 0;
        if holds {
            self.drop_due = true;
        } else {
            self.turn = self.next_seat();
        }
    }

    /// Breadth-first search over the 8-neighbourhood: are all pieces of side `side` one group?
    /// In Parachute, a side whose pieces are still in the opponent's hand is not (docs/rules.md §3).
    fn connected(&self, side: usize) -> bool {
        if self.hand[side ^ 1] > 0 {
            return false;
        }
        let ours = |c: Option<Colour>| c.is_some_and(|c| c.side_index() == side);
        let mut pieces = Vec::new();
        for rank in 0..self.size {
            for file in 0..self.size {
                if ours(self.at(file, rank)) {
                    pieces.push((file, rank));
                }
            }
        }
        let Some(&first) = pieces.first() else { return true };
        let mut seen = [[false; 8]; 8];
        seen[first.1 as usize][first.0 as usize] = true;
        let mut queue = VecDeque::from([first]);
        let mut reached = 0;
        while let Some((file, rank)) = queue.pop_front() {
            reached += 1;
            for (df, dr) in DIRECTIONS {
                let (f, r) = (file + df, rank + dr);
                if self.on_board(f, r) && !seen[r as usize][f as usize] && ours(self.at(f, r)) {
                    seen[r as usize][f as usize] = true;
                    queue.push_back((f, r));
                }
            }
        }
        reached == pieces.len()
    }

    /// docs/rules.md §1–2: after the turn that led here, who has won by connection, if anyone.
    fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        if self.drop_due {
            return None;
        }
        let mover = self.previous_seat().side_index();
        let side = |i: usize| Side::from_index(i, self.teams);
        match (self.connected(mover), self.connected(mover ^ 1)) {
            (true, true) if simultaneous == Simultaneous::Draw => {
                Some(Outcome::Draw(DrawReason::SimultaneousConnection))
            }
            (true, true) => {
                Some(Outcome::Win { winner: side(mover), reason: WinReason::BothConnectedMoverWins })
            }
            (true, false) => Some(Outcome::Win { winner: side(mover), reason: WinReason::Connected }),
            (false, true) => {
                Some(Outcome::Win { winner: side(mover ^ 1), reason: WinReason::ConnectedByOpponent })
            }
            (false, false) => None,
        }
    }

    /// Perft with docs/rules.md §5's convention: leaves at `depth`, decided positions not expanded.
    pub(crate) fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut child = self.clone();
                child.play(m);
                if child.connection_outcome(Simultaneous::MoverWins).is_some() {
                    0
                } else {
                    child.perft(depth - 1)
                }
            })
            .sum()
    }
}

fn sorted(moves: impl IntoIterator<Item = Move>) -> Vec<u16> {
    let mut v: Vec<u16> = moves.into_iter().map(Move::to_u16).collect();
    v.sort_unstable();
    v
}

/// Random playouts of `variant`, played on the engine and on the reference side by side: at every
/// step the move lists (with capture flags), the resulting states and the connection results
/// must agree.
fn diff_against_reference(variant: SquareVariant, seed: u64, positions: usize) -> Coverage {
    let mut seen = Coverage::default();
    let mut rng = Rng::new(seed);
    let mut pos = Position::new(variant);
    let mut reference = RefPos::from_position(&pos);
    let mut plies = 0;
    for _ in 0..positions {
        assert_eq!(reference, RefPos::from_position(&pos), "{variant}: states drifted apart\n{pos}");
        let moves = pos.legal_moves();
        assert_eq!(
            sorted(moves.iter().copied()),
            sorted(reference.legal_moves()),
            "{variant}: moves of\n{pos}"
        );
        assert_eq!(pos.count_legal_moves() as usize, moves.len(), "{variant}\n{pos}");
        for simultaneous in [Simultaneous::MoverWins, Simultaneous::Draw] {
            assert_eq!(
                pos.connection_outcome(simultaneous),
                reference.connection_outcome(simultaneous),
                "{variant}: connection of\n{pos}"
            );
        }
        for side in 0..2 {
            let side = Side::from_index(side, Variant::from(variant).has_teams());
            assert_eq!(
                pos.is_side_connected(side),
                reference.connected(side.index()),
                "{variant} {side}\n{pos}"
            );
        }
        seen.captures += moves.iter().filter(|m| m.is_capture()).count();
        seen.drop_positions += pos.drop_due() as usize;
        seen.passes += (moves[0] == Move::PASS) as usize;
        let decided = reference.connection_outcome(Simultaneous::MoverWins).is_some();
        seen.decided += decided as usize;
        if decided || plies >= 300 {
            pos = Position::new(variant);
            reference = RefPos::from_position(&pos);
            plies = 0;
            continue;
        }
        let m = moves[rng.below(moves.len())];
        let before = pos;
        pos.play_unchecked(m);
        reference.play(m);
        assert_eq!(
            pos.is_decided_after(m),
            reference.connection_outcome(Simultaneous::MoverWins).is_some(),
            "{variant}: is_decided_after({m}) from\n{before}"
        );
        plies += 1;
    }
    seen
}

/// What the random positions of a diff contained, so a test can insist it tried the interesting
/// cases (captures, wins, drops) and did not pass vacuously.
#[derive(Default, Debug)]
struct Coverage {
    captures: usize,
    decided: usize,
    drop_positions: usize,
    passes: usize,
}

#[test]
fn standard_moves_and_connection_match_the_reference() {
    let seen = diff_against_reference(SquareVariant::Standard, 1, 20_000);
    assert!(seen.captures > 0 && seen.decided > 0, "{seen:?}");
}

#[test]
fn scrambled_eggs_moves_and_connection_match_the_reference() {
    let seen = diff_against_reference(SquareVariant::ScrambledEggs, 2, 20_000);
    assert!(seen.captures > 0 && seen.decided > 0, "{seen:?}");
}

#[test]
fn parachute_moves_drops_and_connection_match_the_reference() {
    let seen = diff_against_reference(SquareVariant::Parachute, 3, 20_000);
    assert!(seen.drop_positions > 0, "{seen:?}");
    assert!(seen.captures > 0 && seen.decided > 0, "{seen:?}");
}

#[test]
fn ambiloa_moves_and_connection_match_the_reference() {
    let seen = diff_against_reference(SquareVariant::AmbiLoa, 4, 20_000);
    assert!(seen.passes > 0, "a seat without a move passes: {seen:?}");
    assert!(seen.captures > 0 && seen.decided > 0, "{seen:?}");
}

#[test]
fn standard_6x6_moves_and_connection_match_the_reference() {
    let seen = diff_against_reference(SquareVariant::Standard6x6, 5, 20_000);
    assert!(seen.captures > 0 && seen.decided > 0, "{seen:?}");
}

#[test]
fn standard_7x7_moves_and_connection_match_the_reference() {
    let seen = diff_against_reference(SquareVariant::Standard7x7, 6, 20_000);
    assert!(seen.captures > 0 && seen.decided > 0, "{seen:?}");
}

#[test]
fn reference_perft_of_6x6_agrees_to_depth_3() {
    let start = Position::new(SquareVariant::Standard6x6);
    let reference = RefPos::from_position(&start);
    for depth in 1..=3 {
        assert_eq!(reference.perft(depth), perft(&start, depth), "6x6 start, depth {depth}");
    }
    // And from random middle-game positions, where captures and wins occur.
    for seed in 0..20 {
        let pos = crate::common::random_position(SquareVariant::Standard6x6, 100 + seed, 6 + seed as usize);
        if crate::common::decided(&pos) {
            continue;
        }
        let reference = RefPos::from_position(&pos);
        assert_eq!(reference.perft(3), perft(&pos, 3), "6x6 depth 3 from\n{pos}");
    }
}

#[test]
fn reference_perft_of_parachute_and_ambiloa_agrees_to_depth_2() {
    for variant in [SquareVariant::Parachute, SquareVariant::AmbiLoa] {
        for seed in 0..10 {
            let pos = crate::common::random_position(variant, 200 + seed, seed as usize * 3);
            if crate::common::decided(&pos) {
                continue;
            }
            assert_eq!(RefPos::from_position(&pos).perft(2), perft(&pos, 2), "{variant} depth 2 from\n{pos}");
        }
    }
}
