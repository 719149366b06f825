//! The shape of a wide board, computed once per variant into tables: cells and their names,
//! the lines of each axis, the rays of each direction, the neighbours, the holes and the
//! Zobrist keys. The move generator and the flood fill read only these tables, so one engine
//! serves square and hexagonal boards alike.

use super::cells::Cells;
use super::shape::{CellShape, CellStart, Tiling};
use crate::rng::splitmix;
use crate::Variant;
use std::collections::HashMap;

/// The most axes a board has: four on squares (rank, file, two diagonals), three on hexagons.
pub const MAX_AXES: usize = 4;

/// The most lines a board has over all its axes (12×12's 4 axes of at most 23 lines each).
pub const MAX_LINES: usize = 96;

/// A board's tables. Cell indices run from 0 to [`Geometry::len`]; the directions of axis `k`
/// are `2k` and `2k + 1`, opposite each other.
///
/// Square boards number cells rank by rank from a1; hexagonal boards row by row from the
/// bottom row `a`, each row from its left end `1` (Abstract Play's names).
///
/// ```
/// use loa::Variant;
/// let g = Variant::Hex5.cell_shape().unwrap().geometry();
/// assert_eq!(g.len(), 61);
/// assert_eq!(g.axes(), 3);
/// // The centre of side 5 is e5; its six neighbours:
/// let e5 = g.cell("e5").unwrap();
/// let mut around: Vec<&str> = g.neighbours(e5).iter().map(|c| g.name(c)).collect();
/// around.sort();
/// assert_eq!(around, ["d4", "d5", "e4", "e6", "f4", "f5"]);
/// ```
#[derive(Debug)]
pub struct Geometry {
    shape: &'static CellShape,
    names: Vec<String>,
    coords: Vec<(i32, i32)>,
    rows: Vec<Vec<usize>>,
    board: Cells,
    holes: Cells,
    axes: usize,
    /// Per cell and axis, the cells of its line (the cell included).
    lines: Vec<[Cells; MAX_AXES]>,
    /// Per cell and axis, the number of its line among all the board's lines (below
    /// [`MAX_LINES`]), so that the pieces of one line can share its count.
    line_ids: Vec<[u8; MAX_AXES]>,
    /// Per cell and direction, the start and length of its ray in `ray_cells`.
    rays: Vec<[(u16, u8); 2 * MAX_AXES]>,
    ray_cells: Vec<u8>,
    neighbours: Vec<Cells>,
    distance: Vec<u8>,
    centre: Vec<u8>,
    zobrist: Vec<[u64; 2]>,
    start: [Cells; 2],
}

/// Black's and White's start cells by name (docs/rules.md §9).
fn start_names(shape: &CellShape) -> [Vec<String>; 2] {
    match shape.start {
        CellStart::Edges => {
            let n = usize::from(shape.side);
            let files: Vec<char> = (b'a'..b'a' + shape.side).map(char::from).collect();
            let black = files[1..n - 1].iter().flat_map(|f| [format!("{f}1"), format!("{f}{n}")]).collect();
            let white = (2..n).flat_map(|r| [format!("a{r}"), format!("{}{r}", files[n - 1])]).collect();
            [black, white]
        }
        CellStart::Named(lists) => lists.map(|s| s.split_whitespace().map(str::to_string).collect()),
    }
}

impl Geometry {
    pub(super) fn build(shape: &'static CellShape) -> Geometry {
        // Cells as (name, coordinates), coordinates (file, rank) on squares and axial (q, r) on
        // hexagons with r growing downwards; rows listed top to bottom.
        let mut names = Vec::new();
        let mut coords = Vec::new();
        let mut rows_bottom_up = Vec::new();
        // Square axes: rank, file, the two diagonals. Hexagonal axes (Abstract Play's pairs):
        // E–W, NE–SW, NW–SE.
        let hex = shape.tiling == Tiling::Hex;
        let axes_vectors: &[(i32, i32)] =
            if hex { &[(1, 0), (1, -1), (0, -1)] } else { &[(1, 0), (0, 1), (1, 1), (1, -1)] };
        let holes_list = shape.holes;
        match shape.tiling {
            Tiling::Square => {
                let n = i32::from(shape.side);
                for rank in 0..n {
                    let mut row = Vec::new();
                    for file in 0..n {
                        row.push(names.len());
                        names.push(format!("{}{}", char::from(b'a' + file as u8), rank + 1));
                        coords.push((file, rank));
                    }
                    rows_bottom_up.push(row);
                }
            }
            Tiling::Hex => {
                let s = i32::from(shape.side);
                for letter in 0..2 * s - 1 {
                    let r = (s - 1) - letter;
                    let qmin = (-(s - 1)).max(-(s - 1) - r);
                    let width = 2 * s - 1 - r.abs();
                    let mut row = Vec::new();
                    for x in 0..width {
                        row.push(names.len());
                        names.push(format!("{}{}", char::from(b'a' + letter as u8), x + 1));
                        coords.push((qmin + x, r));
                    }
                    rows_bottom_up.push(row);
                }
            }
        }
        let len = names.len();
        let at: HashMap<(i32, i32), usize> = coords.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let index_of: HashMap<&str, usize> = names.iter().enumerate().map(|(i, n)| (n.as_str(), i)).collect();
        let board: Cells = (0..len).collect();
        let holes: Cells = holes_list.iter().map(|n| index_of[n]).collect();
        let axes = axes_vectors.len();
        let mut rays = vec![[(0u16, 0u8); 2 * MAX_AXES]; len];
        let mut ray_cells = Vec::new();
        let mut lines = vec![[Cells::EMPTY; MAX_AXES]; len];
        let mut neighbours = vec![Cells::EMPTY; len];
        for (cell, &(x, y)) in coords.iter().enumerate() {
            for (axis, &(dx, dy)) in axes_vectors.iter().enumerate() {
                lines[cell][axis].insert(cell);
                for (side, sign) in [1, -1].into_iter().enumerate() {
                    let start = ray_cells.len();
                    let (mut cx, mut cy) = (x + sign * dx, y + sign * dy);
                    while let Some(&next) = at.get(&(cx, cy)) {
                        ray_cells.push(next as u8);
                        lines[cell][axis].insert(next);
                        (cx, cy) = (cx + sign * dx, cy + sign * dy);
                    }
                    rays[cell][2 * axis + side] = (start as u16, (ray_cells.len() - start) as u8);
                    if ray_cells.len() > start {
                        neighbours[cell].insert(ray_cells[start] as usize);
                    }
                }
            }
        }
        // A line is named by its axis and its first cell.
        let mut ids: HashMap<(usize, usize), u8> = HashMap::new();
        let line_ids: Vec<[u8; MAX_AXES]> = lines
            .iter()
            .map(|of_cell| {
                let mut row = [0u8; MAX_AXES];
                for (axis, line) in of_cell.iter().enumerate().take(axes) {
                    let fresh = ids.len() as u8;
                    row[axis] = *ids.entry((axis, line.first().unwrap_or(0))).or_insert(fresh);
                }
                row
            })
            .collect();
        assert!(ids.len() <= MAX_LINES, "{:?} has more lines than MAX_LINES", shape.variant);
        let dist = |a: (i32, i32), b: (i32, i32)| -> i32 {
            let (dx, dy) = (a.0 - b.0, a.1 - b.1);
            if hex {
                (dx.abs() + dy.abs() + (dx + dy).abs()) / 2
            } else {
                dx.abs().max(dy.abs())
            }
        };
        let mut distance = vec![0u8; len * len];
        for a in 0..len {
            for b in 0..len {
                distance[a * len + b] = dist(coords[a], coords[b]) as u8;
            }
        }
        // Twice the distance to the board's centre (a point between cells on even squares).
        let centre = coords
            .iter()
            .map(|&(x, y)| {
                if hex {
                    2 * dist((x, y), (0, 0)) as u8
                } else {
                    let n = rows_bottom_up.len() as i32;
                    (2 * x - (n - 1)).abs().max((2 * y - (n - 1)).abs()) as u8
                }
            })
            .collect();
        let seed = splitmix(0x5769_6465 ^ u64::from(shape.slot) << 32);
        let zobrist = (0..len)
            .map(|c| [splitmix(seed ^ (2 * c as u64 + 1)), splitmix(seed ^ (2 * c as u64 + 2))])
            .collect();
        let [black, white] = start_names(shape);
        let start = [
            black.iter().map(|n| index_of[n.as_str()]).collect(),
            white.iter().map(|n| index_of[n.as_str()]).collect(),
        ];
        rows_bottom_up.reverse();
        Geometry {
            shape,
            names,
            coords,
            rows: rows_bottom_up,
            board,
            holes,
            axes,
            lines,
            line_ids,
            rays,
            ray_cells,
            neighbours,
            distance,
            centre,
            zobrist,
            start,
        }
    }

    /// The variant these tables describe.
    pub fn variant(&self) -> Variant {
        self.shape.variant
    }

    /// The shape these tables were built from.
    pub fn shape(&self) -> &'static CellShape {
        self.shape
    }

    /// The number of cells, holes included.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// The name of cell `c`: `e5`, `l12`, or Abstract Play's hex names such as `k3`.
    pub fn name(&self, c: usize) -> &str {
        &self.names[c]
    }

    /// The cell of a name (lower case), if the board has it.
    pub fn cell(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| n == name)
    }

    /// The coordinates of cell `c`: (file, rank) from 0 on squares; axial (q, r) on hexagons,
    /// r growing downwards and (0, 0) the centre.
    pub fn coords(&self, c: usize) -> (i32, i32) {
        self.coords[c]
    }

    /// The rows as drawn, top to bottom, each left to right.
    pub fn rows(&self) -> &[Vec<usize>] {
        &self.rows
    }

    /// Every cell.
    pub fn board(&self) -> Cells {
        self.board
    }

    /// The black holes: empty for counting and crossing; a piece that lands on one leaves the game.
    pub fn holes(&self) -> Cells {
        self.holes
    }

    /// The number of line axes: 4 on squares, 3 on hexagons.
    pub fn axes(&self) -> usize {
        self.axes
    }

    /// The cells of the line through `c` along `axis`, `c` included.
    #[inline]
    pub fn line(&self, c: usize, axis: usize) -> Cells {
        self.lines[c][axis]
    }

    /// The number of the line through `c` along `axis`, below `MAX_LINES`: cells on one
    /// line share it.
    #[inline]
    pub fn line_id(&self, c: usize, axis: usize) -> usize {
        usize::from(self.line_ids[c][axis])
    }

    /// The cells from `c` outwards in direction `dir` (`2 * axis` or `2 * axis + 1`), nearest first.
    #[inline]
    pub fn ray(&self, c: usize, dir: usize) -> &[u8] {
        let (start, len) = self.rays[c][dir];
        &self.ray_cells[start as usize..start as usize + len as usize]
    }

    /// The cells next to `c`: eight on squares, six on hexagons (fewer at the edge).
    #[inline]
    pub fn neighbours(&self, c: usize) -> Cells {
        self.neighbours[c]
    }

    /// The number of king steps (squares) or hex steps between two cells.
    #[inline]
    pub fn distance(&self, a: usize, b: usize) -> u32 {
        u32::from(self.distance[a * self.len() + b])
    }

    /// The distances from `a` to every cell, indexed by cell: [`Geometry::distance`] for one
    /// cell against many, without recomputing the row.
    #[inline]
    pub fn distances_from(&self, a: usize) -> &[u8] {
        let len = self.len();
        &self.distance[a * len..(a + 1) * len]
    }

    /// Twice the step distance from `c` to the centre of the board.
    #[inline]
    pub fn centre_distance(&self, c: usize) -> u32 {
        u32::from(self.centre[c])
    }

    /// The Zobrist key of a piece of side index `side` (0 Black, 1 White) on cell `c`.
    #[inline]
    pub fn key(&self, c: usize, side: usize) -> u64 {
        self.zobrist[c][side]
    }

    /// Black's (0) and White's (1) start cells.
    pub fn start(&self) -> [Cells; 2] {
        self.start
    }
}
