//! Where each cell of a board is drawn, so the page needs no geometry of its own: every
//! board, the 8×8 ones and the wide ones, square or hexagonal, is a list of named cells with
//! their centres in board units and the board's extent. The page scales it to pixels.

use crate::cell_board::Geometry;
use serde::Serialize;

/// A hexagon's rows lie √3/2 of a cell's width apart (pointy-top hexagons, one cell wide
/// from flat side to flat side).
const HEX_ROW: f64 = 0.866_025_403_784_438_6;
/// A hexagon's height, corner to corner, in cell widths: 2/√3.
const HEX_HEIGHT: f64 = 1.154_700_538_379_251_5;

/// A board's cells and extent, in board units: a square's side, or a hexagon's width from flat
/// side to flat side. Centres run from the top left corner of the extent; `y` grows downwards,
/// with the first rank (or row `a`) at the bottom as the board is first shown.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct BoardView {
    /// `square` or `hex` (pointy-top hexagons whose rows are the board's rows).
    pub shape: &'static str,
    /// The extent's width.
    pub width: f64,
    /// The extent's height.
    pub height: f64,
    /// Every cell, holes included, by index: squares rank by rank from a1, hexagons row by row
    /// from the bottom row.
    pub cells: Vec<CellView>,
}

/// One cell of a board.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct CellView {
    /// Its name, as moves write it: `e5`, `l12`, `k3`.
    pub name: String,
    /// Its centre's distance from the extent's left edge.
    pub x: f64,
    /// Its centre's distance from the extent's top edge.
    pub y: f64,
}

impl BoardView {
    /// An `size`×`size` board of squares, named `a1` to the top right corner.
    ///
    /// ```
    /// use loa::boundary::BoardView;
    /// let board = BoardView::squares(8);
    /// assert_eq!((board.shape, board.width, board.cells.len()), ("square", 8.0, 64));
    /// assert_eq!((board.cells[0].name.as_str(), board.cells[0].x, board.cells[0].y), ("a1", 0.5, 7.5));
    /// ```
    pub fn squares(size: u8) -> BoardView {
        let n = f64::from(size);
        let cells = (0..size)
            .flat_map(|rank| (0..size).map(move |file| (file, rank)))
            .map(|(file, rank)| CellView {
                // At most 8 ranks: one digit each, so no number formatting.
                name: [char::from(b'a' + file), char::from(b'1' + rank)].iter().collect(),
                x: f64::from(file) + 0.5,
                y: n - f64::from(rank) - 0.5,
            })
            .collect();
        BoardView { shape: "square", width: n, height: n, cells }
    }

    /// The board of a wide variant's `geometry`: squares from their file and rank, hexagons
    /// from their axial coordinates.
    ///
    /// ```
    /// use loa::boundary::BoardView;
    /// use loa::Variant;
    /// let board = BoardView::of_geometry(Variant::Hex5.cell_shape().unwrap().geometry());
    /// assert_eq!((board.shape, board.width, board.cells.len()), ("hex", 9.0, 61));
    /// ```
    pub fn of_geometry(g: &Geometry) -> BoardView {
        let coords = (0..g.len()).map(|c| g.coords(c));
        let named = |cell: usize, x: f64, y: f64| CellView { name: g.name(cell).to_string(), x, y };
        if !g.variant().is_hex() {
            let n = g.rows().len() as f64;
            let cells = coords
                .enumerate()
                .map(|(cell, (file, rank))| named(cell, f64::from(file) + 0.5, n - f64::from(rank) - 0.5))
                .collect();
            return BoardView { shape: "square", width: n, height: n, cells };
        }
        let centres: Vec<(f64, f64)> =
            coords.map(|(q, r)| (f64::from(q) + f64::from(r) / 2.0, f64::from(r) * HEX_ROW)).collect();
        let low = |pick: fn(&(f64, f64)) -> f64| centres.iter().map(pick).fold(f64::INFINITY, f64::min);
        let high = |pick: fn(&(f64, f64)) -> f64| centres.iter().map(pick).fold(f64::NEG_INFINITY, f64::max);
        let (left, top) = (low(|c| c.0) - 0.5, low(|c| c.1) - HEX_HEIGHT / 2.0);
        let cells =
            centres.iter().enumerate().map(|(cell, &(x, y))| named(cell, x - left, y - top)).collect();
        let width = high(|c| c.0) + 0.5 - left;
        let height = high(|c| c.1) + HEX_HEIGHT / 2.0 - top;
        BoardView { shape: "hex", width, height, cells }
    }
}
