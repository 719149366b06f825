//! The cell boards' engine (`loa::cell_board`: Black Hole, 12×12, the hexagons) against a
//! deliberately simple reference written for this test, as `reference_movegen.rs` is the 8×8
//! boards' and `reference_gemma.rs` Gemma's: boards as plain arrays indexed by coordinates, moves
//! found by walking each direction cell by cell, connection by breadth-first search, cell names
//! computed from coordinates. It shares no code or tables with the engine; the two meet only
//! through cell names.
//!
//! The reference reaches every count `perft.rs` pins for the cell boards, from each start and
//! each scrambled start, and the two generators agree move for move on random mid-game
//! positions and on perft from them.

use crate::common::Rng;
use loa::cell_board::{cell_perft, cell_shapes, CellMove, CellPosition, CellShape, Cells};
use loa::{Side, Variant};
use std::collections::{HashSet, VecDeque};

/// A reference move: its text and its from and to coordinates.
type RefMove = (String, (i32, i32), (i32, i32));

/// A cell's content in the reference.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Cell {
    Off,
    Empty,
    Hole,
    Piece(usize),
}

/// The reference board: `cells[y][x]` over a square of side `span`. Square boards use (file,
/// rank); hexagonal boards use axial coordinates shifted by `side - 1`.
#[derive(Clone, Debug)]
pub(super) struct RefBoard {
    hex: bool,
    side: i32,
    span: i32,
    pub(super) cells: Vec<Vec<Cell>>,
    turn: usize,
}

impl RefBoard {
    fn empty(variant: &'static CellShape) -> RefBoard {
        let (hex, side, span): (bool, i32, i32) = match variant.variant {
            Variant::BlackHole => (false, 9, 9),
            Variant::Standard12x12 => (false, 12, 12),
            Variant::Hex5 => (true, 5, 9),
            Variant::Hex6 => (true, 6, 11),
            other => panic!("{other:?} is no cell board"),
        };
        let mut cells = vec![vec![Cell::Off; span as usize]; span as usize];
        for y in 0..span {
            for x in 0..span {
                let on = if hex {
                    let (q, r) = (x - (side - 1), y - (side - 1));
                    q.abs() < side && r.abs() < side && (q + r).abs() < side
                } else {
                    true
                };
                if on {
                    cells[y as usize][x as usize] = Cell::Empty;
                }
            }
        }
        let mut board = RefBoard { hex, side, span, cells, turn: 0 };
        let hole = match variant.variant {
            Variant::BlackHole => Some("e5"),
            Variant::Hex6 => Some("f6"),
            _ => None,
        };
        if let Some(name) = hole {
            let (x, y) = board.coords(name);
            board.cells[y as usize][x as usize] = Cell::Hole;
        }
        board
    }

    /// The start positions as the sources list them (docs/rules.md §9).
    pub(super) fn start(variant: &'static CellShape) -> RefBoard {
        let mut board = RefBoard::empty(variant);
        let (black, white): (Vec<String>, Vec<String>) = match variant.variant {
            Variant::BlackHole | Variant::Standard12x12 => {
                let n = board.side;
                let last = (b'a' + n as u8 - 1) as char;
                let mut black = Vec::new();
                let mut white = Vec::new();
                for f in b'b'..b'a' + n as u8 - 1 {
                    black.push(format!("{}1", f as char));
                    black.push(format!("{}{n}", f as char));
                }
                for r in 2..n {
                    white.push(format!("a{r}"));
                    white.push(format!("{last}{r}"));
                }
                (black, white)
            }
            Variant::Hex5 => (
                "i2 i5 h1 f8 e1 d8 b1 a2 a5".split(' ').map(String::from).collect(),
                "i1 i4 h6 f1 e9 d1 b6 a1 a4".split(' ').map(String::from).collect(),
            ),
            Variant::Hex6 => (
                "k2 k3 k4 k5 e1 e10 d1 d9 c1 c8 b1 b7".split(' ').map(String::from).collect(),
                "j1 j7 i1 i8 h1 h9 g1 g10 a2 a3 a4 a5".split(' ').map(String::from).collect(),
            ),
            other => panic!("{other:?} is no cell board"),
        };
        for (side, names) in [black, white].iter().enumerate() {
            for name in names {
                let (x, y) = board.coords(name);
                board.cells[y as usize][x as usize] = Cell::Piece(side);
            }
        }
        board
    }

    /// Abstract Play's scrambled start (its `src/games/loa.ts`, `scrambled`), copied as it lists
    /// it: each cell with its player, 1 being Black.
    pub(super) fn scrambled(variant: &'static CellShape) -> RefBoard {
        let listed = match variant.variant {
            Variant::BlackHole => {
                "b9:1 c9:2 d9:1 e9:2 f9:1 g9:2 h9:1 b1:1 c1:2 d1:1 e1:2 f1:1 g1:2 h1:1 \
                 a2:2 a3:1 a4:2 a5:1 a6:2 a7:1 a8:2 i2:2 i3:1 i4:2 i5:1 i6:2 i7:1 i8:2"
            }
            Variant::Hex6 => {
                "k2:1 k3:2 k4:1 k5:2 j1:2 j7:1 i1:1 i8:2 h1:2 h9:1 g1:1 g10:2 \
                 e1:2 e10:1 d1:1 d9:2 c1:2 c8:1 b1:1 b7:2 a2:2 a3:1 a4:2 a5:1"
            }
            _ => panic!("Abstract Play has no scrambled {variant:?}"),
        };
        let mut board = RefBoard::empty(variant);
        for entry in listed.split_whitespace() {
            let (name, player) = entry.split_once(':').expect("cell:player");
            let (x, y) = board.coords(name);
            board.cells[y as usize][x as usize] = Cell::Piece(if player == "1" { 0 } else { 1 });
        }
        board
    }

    /// The name of the cell at (x, y): file letter and rank on squares; on hexagons the row
    /// letter counted from the bottom row `a` and the place in the row from its left end.
    fn name(&self, x: i32, y: i32) -> String {
        if !self.hex {
            return format!("{}{}", (b'a' + x as u8) as char, y + 1);
        }
        let s = self.side;
        let (q, r) = (x - (s - 1), y - (s - 1));
        let letter = (s - 1) - r;
        let left = (-(s - 1)).max(-(s - 1) - r);
        format!("{}{}", (b'a' + letter as u8) as char, q - left + 1)
    }

    fn coords(&self, name: &str) -> (i32, i32) {
        for y in 0..self.span {
            for x in 0..self.span {
                if self.at(x, y) != Cell::Off && self.name(x, y) == name {
                    return (x, y);
                }
            }
        }
        panic!("no cell {name}");
    }

    fn at(&self, x: i32, y: i32) -> Cell {
        if x < 0 || y < 0 || x >= self.span || y >= self.span {
            return Cell::Off;
        }
        self.cells[y as usize][x as usize]
    }

    /// The step of each direction, opposite directions next to each other.
    fn directions(&self) -> Vec<[(i32, i32); 2]> {
        if self.hex {
            vec![[(1, 0), (-1, 0)], [(1, -1), (-1, 1)], [(0, 1), (0, -1)]]
        } else {
            vec![[(1, 0), (-1, 0)], [(0, 1), (0, -1)], [(1, 1), (-1, -1)], [(1, -1), (-1, 1)]]
        }
    }

    /// Every legal move as "from-to" names (sorted), or ["pass"].
    fn moves(&self) -> Vec<RefMove> {
        let mut out = Vec::new();
        for y in 0..self.span {
            for x in 0..self.span {
                if self.at(x, y) != Cell::Piece(self.turn) {
                    continue;
                }
                for pair in self.directions() {
                    let mut count = 1;
                    for (dx, dy) in pair {
                        let (mut cx, mut cy) = (x + dx, y + dy);
                        while self.at(cx, cy) != Cell::Off {
                            if let Cell::Piece(_) = self.at(cx, cy) {
                                count += 1;
                            }
                            cx += dx;
                            cy += dy;
                        }
                    }
                    for (dx, dy) in pair {
                        let mut ok = true;
                        for step in 1..count {
                            match self.at(x + step * dx, y + step * dy) {
                                Cell::Off => ok = false,
                                Cell::Piece(p) if p != self.turn => ok = false,
                                _ => {}
                            }
                        }
                        let (tx, ty) = (x + count * dx, y + count * dy);
                        match self.at(tx, ty) {
                            Cell::Off => ok = false,
                            Cell::Piece(p) if p == self.turn => ok = false,
                            _ => {}
                        }
                        if ok {
                            out.push((
                                format!("{}-{}", self.name(x, y), self.name(tx, ty)),
                                (x, y),
                                (tx, ty),
                            ));
                        }
                    }
                }
            }
        }
        out.sort();
        out
    }

    fn play(&self, from: (i32, i32), to: (i32, i32)) -> RefBoard {
        let mut next = self.clone();
        next.cells[from.1 as usize][from.0 as usize] = Cell::Empty;
        if self.at(to.0, to.1) != Cell::Hole {
            next.cells[to.1 as usize][to.0 as usize] = Cell::Piece(self.turn);
        }
        next.turn = 1 - self.turn;
        next
    }

    fn pass(&self) -> RefBoard {
        let mut next = self.clone();
        next.turn = 1 - self.turn;
        next
    }

    fn connected(&self, side: usize) -> bool {
        let pieces: Vec<(i32, i32)> = (0..self.span)
            .flat_map(|y| (0..self.span).map(move |x| (x, y)))
            .filter(|&(x, y)| self.at(x, y) == Cell::Piece(side))
            .collect();
        let Some(&first) = pieces.first() else { return false };
        let steps: Vec<(i32, i32)> = self.directions().iter().flat_map(|p| p.iter().copied()).collect();
        let mut seen = HashSet::from([first]);
        let mut queue = VecDeque::from([first]);
        while let Some((x, y)) = queue.pop_front() {
            for (dx, dy) in &steps {
                let n = (x + dx, y + dy);
                if self.at(n.0, n.1) == Cell::Piece(side) && seen.insert(n) {
                    queue.push_back(n);
                }
            }
        }
        seen.len() == pieces.len()
    }

    fn over(&self) -> bool {
        self.connected(0) || self.connected(1)
    }

    /// Perft by the convention of docs/rules.md §5 (passes count; a connection ends the line).
    pub(super) fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        let children: Vec<RefBoard> = if moves.is_empty() {
            vec![self.pass()]
        } else {
            moves.iter().map(|(_, f, t)| self.play(*f, *t)).collect()
        };
        children.iter().map(|c| if depth > 1 && c.over() { 0 } else { c.perft(depth - 1) }).sum()
    }

    /// The same position in the engine, through cell names only.
    pub(super) fn to_engine(&self, variant: &'static CellShape) -> CellPosition {
        let g = variant.geometry();
        let mut sets = [Cells::EMPTY; 2];
        for y in 0..self.span {
            for x in 0..self.span {
                if let Cell::Piece(p) = self.at(x, y) {
                    sets[p].insert(g.cell(&self.name(x, y)).expect("engine knows the cell"));
                }
            }
        }
        CellPosition::from_parts(variant, sets, if self.turn == 0 { Side::Black } else { Side::White })
    }
}

fn engine_moves(pos: &CellPosition) -> Vec<String> {
    let g = pos.geometry();
    let mut out: Vec<String> = pos
        .legal_moves()
        .as_slice()
        .iter()
        .map(|m| {
            if m.is_pass() {
                "pass".to_string()
            } else {
                format!("{}-{}", g.name(m.from as usize), g.name(m.to as usize))
            }
        })
        .collect();
    out.sort();
    out
}

fn ref_moves(board: &RefBoard) -> Vec<String> {
    let moves: Vec<String> = board.moves().into_iter().map(|(n, _, _)| n).collect();
    if moves.is_empty() {
        vec!["pass".to_string()]
    } else {
        moves
    }
}

/// The cell boards' rows of perft's table of every board: (variant, [perft 1, 2, …]).
pub(super) fn pinned() -> impl Iterator<Item = (Variant, &'static [u64])> {
    crate::perft::REFERENCE.into_iter().filter(|(v, _)| v.is_cell_board())
}

#[test]
fn perft_from_the_scrambled_starts_in_the_reference_is_the_pinned_count() {
    for (variant, counts) in crate::perft::SCRAMBLED {
        let variant = variant.cell_shape().expect("a cell board");
        let engine = CellPosition::scrambled_start(variant, false).unwrap();
        let reference = RefBoard::scrambled(variant);
        assert_eq!(reference.to_engine(variant), engine, "{variant:?}: the reference's scrambled start");
        assert_eq!(engine_moves(&engine), ref_moves(&reference), "{variant:?}");
        for (i, &expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(reference.perft(depth), expected, "{variant:?} scrambled, reference, depth {depth}");
        }
    }
}

#[test]
fn start_positions_match_the_reference_by_name() {
    for variant in cell_shapes() {
        let reference = RefBoard::start(variant);
        assert_eq!(reference.to_engine(variant), CellPosition::start(variant), "{variant:?}");
        assert_eq!(engine_moves(&CellPosition::start(variant)), ref_moves(&reference), "{variant:?}");
    }
}

#[test]
fn perft_from_each_start_in_the_reference_is_the_pinned_count() {
    for (variant, counts) in pinned() {
        let variant = variant.cell_shape().expect("a cell board");
        let reference = RefBoard::start(variant);
        for (i, &expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(reference.perft(depth), expected, "{variant:?} reference depth {depth}");
        }
    }
}

#[test]
fn random_games_agree_move_for_move_and_in_perft() {
    let mut rng = Rng::new(21);
    for variant in cell_shapes() {
        for game in 0..12 {
            let mut engine = CellPosition::start(variant);
            let mut reference = RefBoard::start(variant);
            for ply in 0..120 {
                let names = ref_moves(&reference);
                assert_eq!(engine_moves(&engine), names, "{variant:?} game {game} ply {ply}");
                if ply % 15 == 7 {
                    assert_eq!(
                        cell_perft(&engine, 2),
                        reference.perft(2),
                        "{variant:?} game {game} ply {ply}"
                    );
                }
                let pick = rng.below(names.len());
                let m = engine.legal_moves().as_slice().iter().copied().find(|m| {
                    let g = engine.geometry();
                    let text = if m.is_pass() {
                        "pass".to_string()
                    } else {
                        format!("{}-{}", g.name(m.from as usize), g.name(m.to as usize))
                    };
                    text == names[pick]
                });
                let m: CellMove = m.expect("the engine has the reference's move");
                engine = engine.play(m);
                reference = if m.is_pass() {
                    reference.pass()
                } else {
                    let (_, f, t) =
                        reference.moves().into_iter().find(|(n, _, _)| *n == names[pick]).unwrap();
                    reference.play(f, t)
                };
                assert_eq!(engine, reference.to_engine(variant), "{variant:?} game {game} ply {ply}");
                let done = engine.connection_outcome(loa::Simultaneous::Draw).is_some();
                assert_eq!(done, reference.over(), "{variant:?} game {game} ply {ply}");
                if done {
                    break;
                }
            }
        }
    }
}
