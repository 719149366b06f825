//! A cell of a wide board as a refusal names it: its index together with the board it is on,
//! so that the one [`crate::PlayError`] of every board shows it by its own name (`b1`, `l12`,
//! Abstract Play's hex `k3`) as the 8×8 boards' refusals show a [`crate::Square`].

use super::geometry::Geometry;
use std::fmt;

/// One cell of a wide board, named by the board's [`Geometry`].
///
/// ```
/// use loa::cell_board::{Cell, CellPosition};
/// use loa::Variant;
/// let pos = CellPosition::start(Variant::Hex5.cell_shape().unwrap());
/// let g = pos.geometry();
/// assert_eq!(Cell::new(g, g.cell("e5").unwrap()).to_string(), "e5");
/// ```
#[derive(Clone, Copy)]
pub struct Cell {
    index: usize,
    geometry: &'static Geometry,
}

impl Cell {
    /// Cell `index` of the board `geometry` draws.
    pub fn new(geometry: &'static Geometry, index: usize) -> Cell {
        Cell { index, geometry }
    }

    /// The cell's index in its board's [`Geometry`].
    pub fn index(self) -> usize {
        self.index
    }
}

/// Two cells are one when they have one index on one board.
impl PartialEq for Cell {
    fn eq(&self, other: &Cell) -> bool {
        self.index == other.index && std::ptr::eq(self.geometry, other.geometry)
    }
}

impl Eq for Cell {}

/// The cell's name; an index off the board (a move made up by hand) shows as `#index` rather
/// than failing.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.index < self.geometry.len() {
            f.write_str(self.geometry.name(self.index))
        } else {
            write!(f, "#{}", self.index)
        }
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cell({self})")
    }
}
