//! Bulk move counting for two-player positions by line tables, the hot path of perft.
//!
//! Every legal slide runs along one line (rank, file or diagonal), and whether it is legal
//! depends only on what stands on that line (docs/rules.md §1). So the number of moves along a line is a
//! function of the line's contents, tabulated once: [`line_moves_table`] maps a line's pieces, packed
//! into two bytes, to how many slides the mover's pieces have along it. Counting all moves is then
//! one table look-up per line instead of eight branchy direction tests per piece; and after a move
//! only the seven lines through its two squares change, so [`LineCounts`] recounts just those.
//!
//! A line is packed as two bytes, `own` and `enemy`, bit `i` for the line's `i`-th square. Squares
//! beyond the end of a shorter line (diagonals, smaller boards) are *walls*: both bits set, which no
//! real square can be. A wall is never landed on and is not counted as a piece.
//!
//! Lines are numbered 0–45: ranks 0–7, files 8–15, diagonals (file − rank = k) 16–30, anti-diagonals
//! (file + rank = k) 31–45.

use crate::BoardSize;
use std::sync::OnceLock;

const fn build_line_moves() -> [u8; 65536] {
    let mut table = [0u8; 65536];
    let mut own = 0usize;
    while own < 256 {
        let mut enemy = 0usize;
        while enemy < 256 {
            let wall = own & enemy;
            let mine = own & !wall;
            let theirs = enemy & !wall;
            let distance = ((mine | theirs) as u32).count_ones() as i32;
            let mut count = 0u8;
            let mut i = 0i32;
            while i < 8 {
                if mine & (1 << i) != 0 {
                    let mut step = -1;
                    while step <= 1 {
                        let to = i + step * distance;
                        let mut ok = to >= 0 && to < 8 && (own & (1 << to)) == 0;
                        // No enemy (or wall) strictly between: friendly pieces may be jumped.
                        let mut k = 1;
                        while ok && k < distance {
                            if (enemy & (1 << (i + step * k))) != 0 {
                                ok = false;
                            }
                            k += 1;
                        }
                        if ok {
                            count += 1;
                        }
                        step += 2;
                    }
                }
                i += 1;
            }
            table[own << 8 | enemy] = count;
            enemy += 1;
        }
        own += 1;
    }
    table
}

/// `line_moves_table()[own << 8 | enemy]`: the slides of the mover along one packed line.
///
/// Built on first use rather than at compile time: 64 KB of table would cost 6.5 KB of the
/// gzipped wasm, while building it takes about 3 ms in the browser, once.
fn line_moves_table() -> &'static [u8; 65536] {
    static TABLE: OnceLock<Box<[u8; 65536]>> = OnceLock::new();
    TABLE.get_or_init(|| Box::new(build_line_moves()))
}

/// How many lines there are: 8 ranks, 8 files, 15 diagonals, 15 anti-diagonals.
const LINES: usize = 46;

/// Gathers the a-file's bits (rank `r` at bit `8r`) into the top byte, rank `r` at bit `56 + r`.
const FILE_GATHER: u64 = 0x0102_0408_1020_4080;
/// Gathers the squares of one diagonal (all on different files) into the top byte by file.
const DIAGONAL_GATHER: u64 = 0x0101_0101_0101_0101;

/// How to pack each line: `((bb & mask) * gather) >> 56` puts its squares, in order, in a byte.
struct LineGeometry {
    mask: [u64; LINES],
    gather: [u64; LINES],
    /// The four lines through each square: rank, file, diagonal, anti-diagonal.
    through: [[u8; 4]; 64],
}

const fn build_geometry() -> LineGeometry {
    let mut g = LineGeometry { mask: [0; LINES], gather: [0; LINES], through: [[0; 4]; 64] };
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        let ids = [rank, 8 + file, 16 + (file + 7 - rank), 31 + file + rank];
        let mut l = 0;
        while l < 4 {
            g.mask[ids[l]] |= 1u64 << sq;
            g.through[sq][l] = ids[l] as u8;
            l += 1;
        }
        sq += 1;
    }
    let mut id = 0;
    while id < LINES {
        g.gather[id] = if id < 8 {
            1u64 << (56 - 8 * id)
        } else if id < 16 {
            FILE_GATHER >> (id - 8)
        } else {
            DIAGONAL_GATHER
        };
        id += 1;
    }
    g
}

static GEOMETRY: LineGeometry = build_geometry();

const fn build_walls(size: BoardSize) -> [usize; LINES] {
    let board = size.squares().0;
    let mut walls = [0usize; LINES];
    let mut id = 0;
    while id < LINES {
        let on_board =
            ((GEOMETRY_CONST.mask[id] & board).wrapping_mul(GEOMETRY_CONST.gather[id]) >> 56) as usize;
        walls[id] = !on_board & 0xff;
        id += 1;
    }
    walls
}

const GEOMETRY_CONST: LineGeometry = build_geometry();

/// `WALLS[size.index()][line]`: the packed squares of a line that are off the board of `size`.
static WALLS: [[usize; LINES]; 3] =
    [build_walls(BoardSize::Six), build_walls(BoardSize::Seven), build_walls(BoardSize::Eight)];

/// The slides of `own` along line `id`, with `enemy` in the way and `wall` beyond the board.
#[inline(always)]
fn line_moves(table: &[u8; 65536], own: u64, enemy: u64, id: usize, wall: usize) -> u32 {
    let (mask, gather) = (GEOMETRY.mask[id], GEOMETRY.gather[id]);
    let o = ((own & mask).wrapping_mul(gather) >> 56) as usize | wall;
    let e = ((enemy & mask).wrapping_mul(gather) >> 56) as usize | wall;
    table[o << 8 | e] as u32
}

#[inline(always)]
fn walls_of(size: BoardSize) -> &'static [usize; LINES] {
    &WALLS[size.index()]
}

/// How many slides the mover (`own`) has against `enemy` on the board of `size`: the number of
/// moves the general generator finds, when nobody else's pieces (AmbiLOA partners) are on it.
#[inline]
pub(crate) fn count_slides(own: u64, enemy: u64, size: BoardSize) -> u32 {
    let (table, walls) = (line_moves_table(), walls_of(size));
    (0..LINES).map(|id| line_moves(table, own, enemy, id, walls[id])).sum()
}

/// The slides of one player, line by line, so that the count after a move can be updated from
/// the seven lines through the move's squares.
pub(crate) struct LineCounts {
    per_line: [u8; LINES],
    total: u32,
    walls: &'static [usize; LINES],
    table: &'static [u8; 65536],
}

impl LineCounts {
    /// Counts the slides of `own` against `enemy`, remembering each line's share.
    #[inline]
    pub(crate) fn new(own: u64, enemy: u64, size: BoardSize) -> LineCounts {
        let (table, walls) = (line_moves_table(), walls_of(size));
        let mut per_line = [0u8; LINES];
        let mut total = 0;
        for id in 0..LINES {
            let n = line_moves(table, own, enemy, id, walls[id]);
            per_line[id] = n as u8;
            total += n;
        }
        LineCounts { per_line, total, walls, table }
    }

    /// The total over all lines.
    #[inline]
    pub(crate) fn total(&self) -> u32 {
        self.total
    }

    /// The slides of the same player once a piece of either side moved from `from` to `to`
    /// (with whatever capture), given the pieces after that move. Only the lines through
    /// `from` or `to` can have changed; the one joining them is counted once.
    #[inline]
    pub(crate) fn after_move(&self, own: u64, enemy: u64, from: usize, to: usize) -> u32 {
        let mut total = self.total;
        let (a, b) = (&GEOMETRY.through[from], &GEOMETRY.through[to]);
        for l in 0..4 {
            let id = a[l] as usize;
            total = total - self.per_line[id] as u32 + line_moves(self.table, own, enemy, id, self.walls[id]);
            let id2 = b[l] as usize;
            if id2 != id {
                total = total - self.per_line[id2] as u32
                    + line_moves(self.table, own, enemy, id2, self.walls[id2]);
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn packed(bb: u64, id: usize) -> usize {
        ((bb & GEOMETRY.mask[id]).wrapping_mul(GEOMETRY.gather[id]) >> 56) as usize
    }

    #[test]
    fn packing_keeps_the_order_of_squares() {
        // a1, a3 and a8 on the a-file (line 8) -> bits 0, 2, 7.
        assert_eq!(packed(1 | 1 << 16 | 1 << 56, 8), 0b1000_0101);
        // h1, h3 on the h-file (line 15) -> bits 0, 2.
        assert_eq!(packed(1 << 7 | 1 << 23, 15), 0b101);
        // b1 and d3 on the b1-h7 diagonal (file - rank = 1) -> files 1 and 3.
        assert_eq!(packed(1 << 1 | 1 << 19, 16 + 8), 0b1010);
        // rank 8: a8 and h8 -> bits 0 and 7.
        assert_eq!(packed(1 << 56 | 1 << 63, 7), 0b1000_0001);
    }

    #[test]
    fn a_full_rank_of_own_pieces_has_no_moves() {
        assert_eq!(line_moves_table()[0xff << 8], 0);
    }

    #[test]
    fn the_start_rank_of_standard_has_two_moves() {
        // Rank 1 of the start: . b b b b b b .  -> b1-h1 and g1-a1.
        assert_eq!(line_moves_table()[0b0111_1110 << 8], 2);
    }

    #[test]
    fn smaller_boards_wall_off_the_rest() {
        // On 6×6, rank 1 has squares a–f: walls on g and h.
        assert_eq!(walls_of(BoardSize::Six)[0], 0b1100_0000);
        // The a8-h1 anti-diagonal (line 31 + 7) holds c6, d5, e4, f3 on 6×6: files a, b, g, h
        // are walls.
        assert_eq!(walls_of(BoardSize::Six)[38], 0b1100_0011);
    }
}
