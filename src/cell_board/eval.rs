//! The evaluation of the cell board: only geometry-free ideas, so it serves squares, hexagons
//! and holes alike — concentration (how far the pieces stand from the tightest cluster their
//! number allows, around the group's medoid), the number of groups, centralisation and contact
//! between friendly pieces. Scores are from the view of the side to move, in hundredths of a
//! "cell of spread".
//!
//! Concentration counts the missing steps of ALL a side's pieces, not their average, because a
//! side with fewer pieces has fewer steps to make: taking a straggler brings its owner nearer
//! to connection, the reason LOA players capture reluctantly. An average would hide that, and
//! the engine would capture its opponent down to a pair that meets by chance.

use super::cells::Cells;
use super::geometry::Geometry;
use super::position::CellPosition;

/// The least total distance from one cell that `n` pieces can have: the cell itself, then the
/// ring at distance 1, 2, … in turn, where ring `k` holds `2 · axes · k` cells (8k on squares,
/// 6k on hexagons; board edges and holes ignored, so it is a lower bound).
fn tightest(axes: u32, n: u32) -> u32 {
    let (mut left, mut ring, mut total) = (n.saturating_sub(1), 1, 0);
    while left > 0 {
        let here = left.min(2 * axes * ring);
        total += here * ring;
        left -= here;
        ring += 1;
    }
    total
}

/// How good a side's pieces stand on their own: higher is closer to one group. It depends on
/// that side's pieces alone, so the search keeps it per set of pieces
/// (`src/search/board/side_scores.rs`): a move leaves the other side's value as it was.
pub fn side_value(g: &Geometry, pieces: Cells) -> i32 {
    side_score(g, pieces, g.start()[0].len() as i32)
}

/// [`side_value`], where `full` is the number of pieces a side starts with, which scales the
/// terms that are averages.
fn side_score(g: &Geometry, pieces: Cells, full: i32) -> i32 {
    let n = pieces.len() as usize;
    if n <= 1 {
        return 0;
    }
    // The cells on the stack: the search evaluates at every leaf.
    let mut cells = [0usize; MAX_PIECES];
    let mut centre = 0i32;
    for (slot, c) in cells.iter_mut().zip(pieces.iter()) {
        *slot = c;
        centre += g.centre_distance(c) as i32;
    }
    let cells = &cells[..n.min(MAX_PIECES)];
    let Pairs { spread, adjacent, groups } = pairs(g, cells);
    // Each piece counts its friendly neighbours: every adjacent pair twice.
    let contacts = 2 * adjacent as i32;
    let (n, groups) = (n as i32, groups as i32);
    let missing = spread.saturating_sub(tightest(g.axes() as u32, n as u32)) as i32;
    -(missing * 100 / full.max(1)) - 30 * (groups - 1) - centre * 8 / n + contacts * 15 / n
}

/// What the side value reads from the distances between a side's pieces.
#[derive(Debug, PartialEq)]
struct Pairs {
    /// The medoid's total distance to the other pieces (the least such total).
    spread: u32,
    /// The pairs of pieces next to each other.
    adjacent: u32,
    /// The groups the pieces form.
    groups: u32,
}

/// One pass over every pair of `cells` (at most [`MAX_PIECES`]).
///
/// The medoid is the piece with the least total distance to the others. Its total, beyond the
/// tightest cluster of n pieces, is the steps the side still lacks, on any board. Each pair is
/// measured once, for both of its pieces; piece i's own sum stays in a register (adding to
/// totals[i] in memory on every pair chained each step to the last one's store). The pairs at
/// distance 1 are the neighbours, so the same pass counts the contacts and joins the pieces into
/// groups (a union-find over the pieces), without a flood fill.
fn pairs(g: &Geometry, cells: &[usize]) -> Pairs {
    let mut totals = [0u32; MAX_PIECES];
    let totals = &mut totals[..cells.len()];
    let mut parent = [0u8; MAX_PIECES];
    for (i, p) in parent.iter_mut().enumerate() {
        *p = i as u8;
    }
    let (mut adjacent, mut joins) = (0u32, 0u32);
    for (i, &a) in cells.iter().enumerate() {
        let row = g.distances_from(a);
        let (done, later) = totals.split_at_mut(i + 1);
        let mut own = done[i];
        for (k, (&b, total)) in cells[i + 1..].iter().zip(later).enumerate() {
            let d = u32::from(row[b]);
            own += d;
            *total += d;
            if d == 1 {
                adjacent += 1;
                joins += u32::from(join(&mut parent, i, i + 1 + k));
            }
        }
        done[i] = own;
    }
    let spread = totals.iter().copied().min().unwrap_or(0);
    // Each join of two groups leaves one group fewer than pieces.
    Pairs { spread, adjacent, groups: cells.len() as u32 - joins }
}

/// The root of piece `i`'s group in `parent` (halving the path on the way).
fn root(parent: &mut [u8], mut i: usize) -> usize {
    while usize::from(parent[i]) != i {
        parent[i] = parent[usize::from(parent[i])];
        i = usize::from(parent[i]);
    }
    i
}

/// Joins the groups of pieces `a` and `b`; whether they were two.
fn join(parent: &mut [u8], a: usize, b: usize) -> bool {
    let (ra, rb) = (root(parent, a), root(parent, b));
    parent[ra.max(rb)] = ra.min(rb) as u8;
    ra != rb
}

/// The most pieces a side can have on any wide board (12×12's 20, with room to spare).
const MAX_PIECES: usize = 64;

/// The position's value for the side to move: its pieces' score minus the opponent's.
///
/// ```
/// use loa::cell_board::{evaluate, CellPosition};
/// use loa::Variant;
/// // The start is symmetric on 12×12 up to a quarter turn: no side is ahead.
/// assert_eq!(evaluate(&CellPosition::start(Variant::Standard12x12.cell_shape().unwrap())), 0);
/// ```
pub fn evaluate(pos: &CellPosition) -> i32 {
    let g = pos.geometry();
    let me = pos.turn();
    let full = g.start()[0].len() as i32;
    side_score(g, pos.pieces(me), full) - side_score(g, pos.pieces(me.opponent()), full)
}

#[cfg(test)]
mod tests {
    use super::{pairs, tightest};
    use crate::cell_board::{cell_shapes, group_count, Cells};
    use crate::rng::splitmix;

    #[test]
    fn the_pair_pass_counts_contacts_and_groups_as_the_board_tables_do() {
        // Random sets of 1–20 pieces on every board: the one pass over the pairs agrees with
        // the neighbour table's contacts and the flood fill's groups.
        let mut seed = 0x5eed_u64;
        for variant in cell_shapes() {
            let g = variant.geometry();
            for _ in 0..500 {
                seed = splitmix(seed);
                let n = 1 + (seed % 20) as u32;
                let mut pieces = Cells::EMPTY;
                while pieces.len() < n {
                    seed = splitmix(seed);
                    pieces.insert((seed % g.len() as u64) as usize);
                }
                let cells: Vec<usize> = pieces.iter().collect();
                let found = pairs(g, &cells);
                let contacts: u32 = cells.iter().map(|&c| (g.neighbours(c) & pieces).len()).sum();
                assert_eq!(2 * found.adjacent, contacts, "{variant:?} {cells:?}");
                assert_eq!(found.groups, group_count(g, pieces), "{variant:?} {cells:?}");
            }
        }
    }

    #[test]
    fn neighbours_are_the_cells_at_distance_one_on_every_board() {
        // The evaluation counts contacts as the pairs at distance 1.
        for variant in cell_shapes() {
            let g = variant.geometry();
            for a in 0..g.len() {
                for b in 0..g.len() {
                    assert_eq!(g.neighbours(a).contains(b), g.distance(a, b) == 1, "{variant:?} {a} {b}");
                }
            }
        }
    }

    #[test]
    fn the_tightest_cluster_fills_rings_outwards() {
        // Squares: 1 at 0, 8 at 1, then distance 2.
        assert_eq!(tightest(4, 1), 0);
        assert_eq!(tightest(4, 9), 8);
        assert_eq!(tightest(4, 11), 12);
        // Hexagons: 6 at 1, 12 at 2.
        assert_eq!(tightest(3, 7), 6);
        assert_eq!(tightest(3, 20), 6 + 24 + 3);
    }
}
