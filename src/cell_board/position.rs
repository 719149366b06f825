//! The unchecked position of the cell board: `Copy`, two cell sets and an incremental
//! Zobrist hash, for search and perft. Checked play lives in [`super::CellGame`].

use super::cells::Cells;
use super::geometry::{Geometry, MAX_LINES};
use super::shape::CellShape;
use crate::{Side, Variant};

/// A move of the cell board: a slide `from`→`to` (a capture when an enemy stands on `to`,
/// the mover's loss when `to` is a hole), or a pass when the player has no slide.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CellMove {
    /// The cell the piece leaves ([`CellMove::PASS`] has 255).
    pub from: u8,
    /// The cell it lands on.
    pub to: u8,
}

impl CellMove {
    /// The pass of a player without a legal slide (docs/rules.md §2.2).
    pub const PASS: CellMove = CellMove { from: 255, to: 255 };

    /// Whether this is the pass.
    pub fn is_pass(self) -> bool {
        self == CellMove::PASS
    }
}

/// The most moves a position can have: 20 pieces (12×12) × 8 directions, with room to spare.
pub const MAX_MOVES: usize = 192;

/// A fixed-capacity list of moves, so generating moves allocates nothing.
#[derive(Clone)]
pub struct CellMoves {
    moves: [CellMove; MAX_MOVES],
    len: usize,
}

impl CellMoves {
    fn new() -> CellMoves {
        CellMoves { moves: [CellMove::PASS; MAX_MOVES], len: 0 }
    }

    #[inline]
    fn push(&mut self, m: CellMove) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// The moves as a slice.
    pub fn as_slice(&self) -> &[CellMove] {
        &self.moves[..self.len]
    }

    /// The moves as a mutable slice (for ordering).
    pub fn as_mut_slice(&mut self) -> &mut [CellMove] {
        &mut self.moves[..self.len]
    }

    /// The number of moves.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none (never, from [`CellPosition::legal_moves`]: a pass at least).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Keeps the first `len` moves (the search's pruned lists).
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }
}

impl std::ops::Deref for CellMoves {
    type Target = [CellMove];
    fn deref(&self) -> &[CellMove] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for CellMoves {
    fn deref_mut(&mut self) -> &mut [CellMove] {
        self.as_mut_slice()
    }
}

/// A position of a wide variant: where the pieces stand and who moves. Unchecked: it knows
/// nothing of the game's end, which [`CellPosition::connection_outcome`] reports.
///
/// ```
/// use loa::cell_board::{CellPosition};
/// use loa::Variant;
/// let start = CellPosition::start(Variant::BlackHole.cell_shape().unwrap());
/// assert_eq!(start.to_string(), "\
/// 9 . b b b b b b b .
/// 8 w . . . . . . . w
/// 7 w . . . . . . . w
/// 6 w . . . . . . . w
/// 5 w . . . * . . . w
/// 4 w . . . . . . . w
/// 3 w . . . . . . . w
/// 2 w . . . . . . . w
/// 1 . b b b b b b b .
///   a b c d e f g h i
/// Black to move
/// ");
/// assert_eq!(start.legal_moves().len(), 42);
/// // Hexagonal rows are drawn shifted, so the six neighbours of a cell touch it; f6 is the hole.
/// assert_eq!(CellPosition::start(Variant::Hex6.cell_shape().unwrap()).to_string(), "\
/// k      . b b b b .
/// j     w . . . . . w
/// i    w . . . . . . w
/// h   w . . . . . . . w
/// g  w . . . . . . . . w
/// f . . . . . * . . . . .
/// e  b . . . . . . . . b
/// d   b . . . . . . . b
/// c    b . . . . . . b
/// b     b . . . . . b
/// a      . w w w w .
/// Black to move
/// ");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CellPosition {
    shape: &'static CellShape,
    pieces: [Cells; 2],
    turn: Side,
    hash: u64,
}

impl CellPosition {
    /// The start position of `variant`, Black to move.
    pub fn start(shape: &'static CellShape) -> CellPosition {
        CellPosition::from_parts(shape, shape.geometry().start(), Side::Black)
    }

    /// A position from its parts: Black's (0) and White's (1) cells and the side to move. The
    /// caller keeps pieces off holes, off each other and on the board
    /// ([`super::parse_cell_position`] checks text).
    pub fn from_parts(shape: &'static CellShape, pieces: [Cells; 2], turn: Side) -> CellPosition {
        let g = shape.geometry();
        let mut hash = if turn == Side::White { TURN_KEY } else { 0 };
        for (side, set) in pieces.iter().enumerate() {
            hash ^= set.iter().fold(0, |h, c| h ^ g.key(c, side));
        }
        CellPosition { shape, pieces, turn, hash }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.shape.variant
    }

    /// The board's shape.
    pub fn shape(&self) -> &'static CellShape {
        self.shape
    }

    /// The board's tables.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.shape.geometry()
    }

    /// The side to move: [`Side::Black`] or [`Side::White`].
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The cells of `side`'s pieces.
    #[inline]
    pub fn pieces(&self, side: Side) -> Cells {
        self.pieces[side.index()]
    }

    /// The Zobrist hash of pieces and side to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Every legal move: each piece slides along each line exactly as many cells as the line
    /// holds pieces (holes are empty), over its own pieces but not the enemy's, onto an empty
    /// cell, a hole or an enemy piece. A player with no slide has the one move [`CellMove::PASS`].
    pub fn legal_moves(&self) -> CellMoves {
        let g = self.geometry();
        let own = self.pieces[self.turn.index()];
        let enemy = self.pieces[self.turn.opponent().index()];
        let occupied = own | enemy;
        let mut moves = CellMoves::new();
        // Each line's piece count, counted once for all its pieces (0: not yet counted; a
        // line through a piece holds at least that one).
        let mut counts = [0u8; MAX_LINES];
        for from in own.iter() {
            for axis in 0..g.axes() {
                let known = &mut counts[g.line_id(from, axis)];
                if *known == 0 {
                    *known = (g.line(from, axis) & occupied).len() as u8;
                }
                let count = usize::from(*known);
                for dir in [2 * axis, 2 * axis + 1] {
                    let ray = g.ray(from, dir);
                    if ray.len() < count {
                        continue;
                    }
                    let to = ray[count - 1] as usize;
                    if own.contains(to) || ray[..count - 1].iter().any(|&c| enemy.contains(c as usize)) {
                        continue;
                    }
                    moves.push(CellMove { from: from as u8, to: to as u8 });
                }
            }
        }
        if moves.is_empty() {
            moves.push(CellMove::PASS);
        }
        moves
    }

    /// Whether `m` is among [`CellPosition::legal_moves`].
    pub fn is_legal(&self, m: CellMove) -> bool {
        self.legal_moves().as_slice().contains(&m)
    }

    /// Whether `m` takes an enemy piece.
    pub fn is_capture(&self, m: CellMove) -> bool {
        !m.is_pass() && self.pieces[self.turn.opponent().index()].contains(m.to as usize)
    }

    /// The position after `m`, which must be legal: the piece leaves `from`, an enemy on `to`
    /// is taken, and the piece stands on `to` unless `to` is a hole.
    #[inline]
    pub fn play(&self, m: CellMove) -> CellPosition {
        let mut next = *self;
        let me = self.turn.index();
        let them = 1 - me;
        if !m.is_pass() {
            let g = self.geometry();
            let (from, to) = (m.from as usize, m.to as usize);
            next.pieces[me].remove(from);
            next.hash ^= g.key(from, me);
            if next.pieces[them].contains(to) {
                next.pieces[them].remove(to);
                next.hash ^= g.key(to, them);
            }
            if !g.holes().contains(to) {
                next.pieces[me].insert(to);
                next.hash ^= g.key(to, me);
            }
        }
        next.turn = self.turn.opponent();
        next.hash ^= TURN_KEY;
        next
    }
}

/// A legal move chosen uniformly at random: the baseline opponent of the match runner and the
/// tests.
pub fn random_move(pos: &CellPosition, rng: &mut crate::rng::Rng) -> CellMove {
    let moves = pos.legal_moves();
    moves.as_slice()[rng.below(moves.len() as u64) as usize]
}

/// The Zobrist key of White to move.
const TURN_KEY: u64 = 0x3c6e_f372_fe94_f82b;

impl std::fmt::Display for CellPosition {
    /// The board as text, top row first: `b` and `w` pieces, `.` empty, `*` a hole; square
    /// boards with rank numbers and file letters, hexagonal rows indented with their letters.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let g = self.geometry();
        let glyph = |c: usize| match () {
            _ if self.pieces[0].contains(c) => 'b',
            _ if self.pieces[1].contains(c) => 'w',
            _ if g.holes().contains(c) => '*',
            _ => '.',
        };
        let widest = g.rows().iter().map(Vec::len).max().unwrap_or(0);
        for row in g.rows() {
            let label: String = if g.variant().is_hex() {
                g.name(row[0]).chars().take(1).collect()
            } else {
                g.name(row[0])[1..].to_string()
            };
            let indent = if g.variant().is_hex() { widest - row.len() } else { 0 };
            let cells: Vec<String> = row.iter().map(|&c| glyph(c).to_string()).collect();
            let pad = if widest >= 10 && !g.variant().is_hex() { 2 } else { 1 };
            writeln!(f, "{label:>pad$} {}{}", " ".repeat(indent), cells.join(" "))?;
        }
        if !g.variant().is_hex() {
            let files: Vec<String> = g.rows()[0].iter().map(|&c| g.name(c)[..1].to_string()).collect();
            let pad = if widest >= 10 { 3 } else { 2 };
            writeln!(f, "{}{}", " ".repeat(pad), files.join(" "))?;
        }
        let who = if self.turn == Side::Black { "Black" } else { "White" };
        writeln!(f, "{who} to move")
    }
}
