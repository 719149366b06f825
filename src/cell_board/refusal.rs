//! Why a move on a wide board is illegal, as the one [`PlayError`] of every board names it:
//! cells by their names ([`Cell`]), the line of a slide at the wrong distance as the 8×8
//! boards name theirs (a file, a rank, a diagonal; a hex board's line by its end cells).

use super::cell::Cell;
use super::geometry::Geometry;
use super::position::{CellMove, CellPosition};
use crate::{Colour, LineName, PlayError, Side};

/// Why `m` cannot be played in `pos`, the first rule it breaks; `None` when it is legal.
///
/// ```
/// use loa::cell_board::{CellGame, CellMove};
/// use loa::{PlayError, Simultaneous, Variant};
/// let game = CellGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
/// let g = game.position().geometry();
/// let slide = |a, b| CellMove { from: g.cell(a).unwrap() as u8, to: g.cell(b).unwrap() as u8 };
/// assert!(game.check(slide("b1", "b3")).is_ok());
/// let why = game.check(slide("b1", "b4")).unwrap_err();
/// assert!(matches!(why, PlayError::WrongDistance { pieces: 2, .. }));
/// assert_eq!(why.to_string(), "b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares");
/// ```
pub(crate) fn refusal(pos: &CellPosition, m: CellMove) -> Option<PlayError<Cell>> {
    if pos.is_legal(m) {
        return None;
    }
    if m.is_pass() {
        return Some(PlayError::PassWithMovesAvailable);
    }
    let g = pos.geometry();
    let cell = |c: usize| Cell::new(g, c);
    let (from, to) = (usize::from(m.from), usize::from(m.to));
    if let Some(&off) = [from, to].iter().find(|&&c| c >= g.len()) {
        return Some(PlayError::OffBoard(cell(off)));
    }
    let me = pos.turn();
    let colour = |side: Side| Colour::from_index(side.index());
    if !pos.pieces(me).contains(from) {
        if pos.pieces(me.opponent()).contains(from) {
            let (owner, turn) = (colour(me.opponent()), colour(me));
            return Some(PlayError::NotYourPiece { square: cell(from), owner, turn });
        }
        return Some(PlayError::NoPiece(cell(from)));
    }
    let (from_cell, to_cell) = (cell(from), cell(to));
    for axis in 0..g.axes() {
        for dir in [2 * axis, 2 * axis + 1] {
            let ray = g.ray(from, dir);
            let Some(at) = ray.iter().position(|&c| usize::from(c) == to) else { continue };
            let pieces = (g.line(from, axis) & (pos.pieces(Side::Black) | pos.pieces(Side::White))).len();
            if at + 1 != pieces as usize {
                let line = line_name(g, from, axis);
                return Some(PlayError::WrongDistance { from: from_cell, to: to_cell, pieces, line });
            }
            if pos.pieces(me).contains(to) {
                return Some(PlayError::LandsOnFriendly { from: from_cell, to: to_cell, partner: false });
            }
            if let Some(&over) =
                ray[..at].iter().find(|&&c| pos.pieces(me.opponent()).contains(usize::from(c)))
            {
                return Some(PlayError::JumpsEnemy {
                    from: from_cell,
                    to: to_cell,
                    over: cell(usize::from(over)),
                });
            }
        }
    }
    // Off every line through `from`, or (never, as the moves are generated from these same
    // rays) on one by no rule broken above. A hex board's lines are not files, ranks or
    // diagonals, so its refusal says so (a move to its own cell is no move on either board).
    if g.axes() == 3 && from != to {
        return Some(PlayError::NotAHexLine(from_cell, to_cell));
    }
    Some(PlayError::NotALine(from_cell, to_cell))
}

/// The line through `from` along `axis`, named as a refusal names it: a square board's rank
/// (axis 0) or file (axis 1) by its number or letter, its diagonals and a hex board's lines by
/// their end cells.
fn line_name(g: &'static Geometry, from: usize, axis: usize) -> LineName<Cell> {
    let line = g.line(from, axis);
    let ends = (Cell::new(g, line.first().unwrap_or(from)), Cell::new(g, line.iter().last().unwrap_or(from)));
    let name = g.name(from);
    match (g.variant().is_hex(), axis) {
        (true, _) => LineName::Line(ends.0, ends.1),
        (false, 0) => {
            LineName::Rank(name.trim_start_matches(|c: char| c.is_ascii_alphabetic()).parse().unwrap_or(0))
        }
        (false, 1) => LineName::File(name.chars().next().unwrap_or('?')),
        (false, _) => LineName::Diagonal(ends.0, ends.1),
    }
}
