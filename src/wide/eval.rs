//! The evaluation of the wide engine: only geometry-free ideas, so it serves squares, hexagons
//! and holes alike — concentration (distance to the group's medoid), the number of groups,
//! centralisation and contact between friendly pieces. Scores are from the view of the side to
//! move, in hundredths of a "cell of spread".

use super::cells::Cells;
use super::connection::group_count;
use super::geometry::Geometry;
use super::position::WidePosition;

/// How good a side's pieces stand on their own: higher is closer to one group.
fn side_score(g: &Geometry, pieces: Cells) -> i32 {
    let n = pieces.len() as i32;
    if n <= 1 {
        return 0;
    }
    let cells: Vec<usize> = pieces.iter().collect();
    // The medoid: the piece with the least total distance to the others. Its total, per piece,
    // measures how spread the side is, on any board.
    let spread =
        cells.iter().map(|&a| cells.iter().map(|&b| g.distance(a, b)).sum::<u32>()).min().unwrap_or(0) as i32;
    let centre: i32 = cells.iter().map(|&c| g.centre_distance(c) as i32).sum();
    let contacts: i32 = cells.iter().map(|&c| (g.neighbours(c) & pieces).len() as i32).sum();
    let groups = group_count(g, pieces) as i32;
    -(spread * 100 / n) - 30 * (groups - 1) - centre * 8 / n + contacts * 15 / n
}

/// The position's value for the side to move: its pieces' score minus the opponent's.
///
/// ```
/// use loa::wide::{evaluate, WidePosition, WideVariant};
/// // The start is symmetric on 12×12 up to a quarter turn: no side is ahead.
/// assert_eq!(evaluate(&WidePosition::start(WideVariant::Standard12x12)), 0);
/// ```
pub fn evaluate(pos: &WidePosition) -> i32 {
    let g = pos.geometry();
    let me = pos.turn();
    side_score(g, pos.pieces(me)) - side_score(g, pos.pieces(me.opponent()))
}
