//! How the cells of a board that does not fit the 8×8 bitboards lie: the description a
//! [`crate::Variant`] gives of its cell board ([`crate::Variant::cell_shape`]), from which the
//! wide engine builds its tables once ([`CellShape::geometry`]).

use super::geometry::Geometry;
use crate::Variant;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

/// The shape of the cells.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Tiling {
    /// A square board of `side` × `side` squares: four line axes, eight neighbours.
    Square,
    /// A hexagon of hexagons, `side` cells along each edge: three line axes, six neighbours.
    Hex,
}

/// Where the pieces of a cell board start.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CellStart {
    /// The square boards' Standard layout: Black along the bottom and top edges, White along
    /// the left and right ones, corners empty.
    Edges,
    /// Black's and White's cells by name.
    Named([&'static str; 2]),
}

/// A cell board: its variant, tiling, size, black holes and starts (docs/rules.md §9). The one
/// list of boards is [`crate::Variant`]; this is what a cell board's variant says of its cells.
#[derive(Debug)]
pub struct CellShape {
    /// The variant whose board this is.
    pub variant: Variant,
    /// The board's place among the cell boards (0 to 3): indexes the shared tables and seeds
    /// their Zobrist keys.
    pub slot: u8,
    /// Squares or hexagons.
    pub tiling: Tiling,
    /// Cells along an edge.
    pub side: u8,
    /// The black holes by name: empty for counting and crossing; a piece that lands on one
    /// leaves the game.
    pub holes: &'static [&'static str],
    /// The start.
    pub start: CellStart,
    /// The scrambled start's Black and White cells (docs/rules.md §9.5), or why the board has none.
    pub scrambled: Result<[&'static str; 2], &'static str>,
}

/// The number of cell boards, the tables kept.
const CELL_BOARDS: usize = 4;

impl CellShape {
    /// The board's tables, built on first use and shared.
    ///
    /// ```
    /// use loa::Variant;
    /// let g = Variant::Hex6.cell_shape().unwrap().geometry();
    /// assert_eq!(g.len(), 91);
    /// ```
    pub fn geometry(&'static self) -> &'static Geometry {
        static TABLES: [OnceLock<Geometry>; CELL_BOARDS] = [const { OnceLock::new() }; CELL_BOARDS];
        TABLES[usize::from(self.slot)].get_or_init(|| Geometry::build(self))
    }
}

// The board's name is its variant's (`Hex LOA, side 5`).
impl fmt::Display for CellShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.variant.fmt(f)
    }
}

// A board is its variant: one shape per variant.
impl PartialEq for CellShape {
    fn eq(&self, other: &Self) -> bool {
        self.variant == other.variant
    }
}

impl Eq for CellShape {}

impl Hash for CellShape {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.variant.hash(state);
    }
}

/// The cell boards' keys, for messages: `black-hole, standard-12x12, hex-5, hex-6`.
pub fn cell_keys() -> String {
    Variant::keys_where(Variant::is_cell_board)
}

/// Every cell board's shape, in menu order.
pub fn cell_shapes() -> impl Iterator<Item = &'static CellShape> {
    Variant::ALL.into_iter().filter_map(Variant::cell_shape)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_board_has_its_own_slot_of_tables() {
        let slots: Vec<u8> = cell_shapes().map(|s| s.slot).collect();
        assert_eq!(slots, (0..CELL_BOARDS as u8).collect::<Vec<_>>());
        assert!(cell_shapes().all(|s| s.variant.cell_shape() == Some(s)));
        assert_eq!(Variant::Standard.cell_shape(), None);
    }
}
