//! Connection: whether a side's pieces form one group through the board's neighbours (eight on
//! squares, six on hexagons), by flood fill over the precomputed neighbour sets.

use super::cells::Cells;
use super::geometry::Geometry;

/// The group of `set` that contains `seed`: every cell of `set` reachable from it by steps
/// between neighbours.
pub fn group_of(g: &Geometry, set: Cells, seed: usize) -> Cells {
    let mut group = Cells::single(seed);
    let mut frontier = group;
    while !frontier.is_empty() {
        let mut grown = Cells::EMPTY;
        for c in frontier.iter() {
            grown |= g.neighbours(c);
        }
        let fresh = grown & set & !group;
        group |= fresh;
        frontier = fresh;
    }
    group
}

/// Whether `set` is one connected group. An empty set is not (as on Abstract Play; no side
/// can lose its last piece before its second-to-last makes it connected).
///
/// ```
/// use loa::cell_board::{is_connected, Cells};
/// use loa::Variant;
/// let g = Variant::Hex5.cell_shape().unwrap().geometry();
/// let set: Cells = ["e5", "e6", "f5"].iter().map(|n| g.cell(n).unwrap()).collect();
/// assert!(is_connected(g, set));
/// let apart: Cells = ["e5", "e7"].iter().map(|n| g.cell(n).unwrap()).collect();
/// assert!(!is_connected(g, apart));
/// ```
pub fn is_connected(g: &Geometry, set: Cells) -> bool {
    match set.first() {
        None => false,
        Some(seed) => group_of(g, set, seed) == set,
    }
}

/// The number of groups `set` falls into.
pub fn group_count(g: &Geometry, set: Cells) -> u32 {
    let mut rest = set;
    let mut groups = 0;
    while let Some(seed) = rest.first() {
        let group = group_of(g, rest, seed);
        rest &= !group;
        groups += 1;
    }
    groups
}
