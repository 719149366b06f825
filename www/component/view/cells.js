// Where each cell of the board is on the canvas, from the cells the core sends (state.board:
// names, centres in board units, square or hexagonal): the board's one geometry, for every
// board. Pure arithmetic of pixels; the core decides where the cells are, this only scales them
// and turns them half round when the board is flipped.

/** @typedef {import('../../../types/board').BoardView} BoardView */

/** A hexagon's radius (centre to corner) in cell widths: 1/√3. */
const HEX_RADIUS = 1 / Math.sqrt(3);

/**
 * The board `board` drawn `px` CSS pixels wide, turned half round when `flipped` (the top right
 * corner at the bottom left).
 * @param {number} px @param {BoardView} board @param {boolean} flipped
 */
export function geometry(px, board, flipped) {
  const sq = px / board.width;
  const hex = board.shape === 'hex';
  /** @type {Map<string, {x: number, y: number}>} the centres in pixels, as seen */
  const centres = new Map();
  for (const c of board.cells) {
    const x = flipped ? board.width - c.x : c.x;
    const y = flipped ? board.height - c.y : c.y;
    centres.set(c.name, { x: x * sq, y: y * sq });
  }
  /** @type {Map<string, string>} squares: the cell in each column and row of the canvas */
  const grid = new Map();
  if (!hex) for (const [name, c] of centres) grid.set(`${Math.floor(c.x / sq)},${Math.floor(c.y / sq)}`, name);
  return {
    px,
    /** The canvas height for this width. */
    height: board.height * sq,
    /** Squares per side of a square board; the widest row's cells on hexagons. */
    n: Math.round(board.width),
    /** A cell's width in pixels: a square's side, a hexagon's width across its flat sides. */
    sq,
    hex,
    flipped,
    /** Every cell's name, in the core's order. */
    names: board.cells.map((c) => c.name),
    /** Centre of a cell. @param {string} name */
    center(name) {
      return centres.get(name) ?? { x: NaN, y: NaN };
    },
    /** The cell under a point, or null off the board. @param {number} x @param {number} y */
    at(x, y) {
      if (!hex) return grid.get(`${Math.floor(x / sq)},${Math.floor(y / sq)}`) ?? null;
      // The nearest centre, when the point is inside that hexagon's circumscribed circle.
      let best = null;
      let bestD = (HEX_RADIUS * sq) ** 2;
      for (const [name, c] of centres) {
        const d = (c.x - x) ** 2 + (c.y - y) ** 2;
        if (d <= bestD) [best, bestD] = [name, d];
      }
      return best;
    },
  };
}
