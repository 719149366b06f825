// Where each cell of the board is on the canvas, from the cells the core sends (state.board:
// names, centres in board units, square or hexagonal): the board's one geometry, for every
// board. Pure arithmetic of pixels; the core decides where the cells are, this only scales them
// and turns them half round when the board is flipped.

/** @typedef {import('../../../types/board').BoardView} BoardView */

/** A hexagon's radius (centre to corner) in cell widths: 1/√3. */
export const HEX_RADIUS = 1 / Math.sqrt(3);
/** Hexagons leave room around the board for their labels, in radii: a row's letter stands left
 *  of its first cell (or right of it, turned), a number beside the foot of the cell where its line
 *  leaves (render.js), reaching 0.42 radii below the board's lowest corner; no wider a margin
 *  under the board than over it, so the player's chip below sits as close as the one above. */
const HEX_PAD = { side: 1, top: 0.5, bottom: 0.6 };

/**
 * The board `board` drawn `px` CSS pixels wide, turned half round when `flipped` (the top right
 * corner at the bottom left).
 * @param {number} px @param {BoardView} board @param {boolean} flipped
 */
export function geometry(px, board, flipped) {
  const hex = board.shape === 'hex';
  const pad = hex ? { side: HEX_PAD.side * HEX_RADIUS, top: HEX_PAD.top * HEX_RADIUS, bottom: HEX_PAD.bottom * HEX_RADIUS } : { side: 0, top: 0, bottom: 0 };
  const sq = px / (board.width + 2 * pad.side);
  /** @type {Map<string, {x: number, y: number}>} the centres in pixels, as seen */
  const centres = new Map();
  for (const c of board.cells) {
    const x = flipped ? board.width - c.x : c.x;
    const y = flipped ? board.height - c.y : c.y;
    centres.set(c.name, { x: (x + pad.side) * sq, y: (y + pad.top) * sq });
  }
  /** @type {Map<string, string>} squares: the cell in each column and row of the canvas */
  const grid = new Map();
  if (!hex) for (const [name, c] of centres) grid.set(`${Math.floor(c.x / sq)},${Math.floor(c.y / sq)}`, name);
  return {
    px,
    /** The canvas height for this width. */
    height: (board.height + pad.top + pad.bottom) * sq,
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
    /** Whether two cells touch, side or corner on squares, side on hexagons. @param {string} a @param {string} b */
    touching(a, b) {
      const p = this.center(a);
      const q = this.center(b);
      if (hex) return (p.x - q.x) ** 2 + (p.y - q.y) ** 2 < (1.2 * sq) ** 2;
      return Math.abs(p.x - q.x) < sq * 1.5 && Math.abs(p.y - q.y) < sq * 1.5;
    },
    /** How far apart two cells are, in cells (for pairing a piece that left with one that came). @param {string} a @param {string} b */
    distance(a, b) {
      const p = this.center(a);
      const q = this.center(b);
      return Math.hypot(p.x - q.x, p.y - q.y) / sq;
    },
    /**
     * A cell's shade: squares alternate two (a1 dark, as on a chessboard), hexagons take three so
     * no two neighbours share one. @param {string} name @returns {number} 0 light, 1 dark, 2 between
     */
    shade(name) {
      const c = centres.get(name);
      if (!c) return 0;
      if (!hex) {
        // a1 is dark on every size; a flip keeps every square's colour (it turns both axes).
        const file = Math.floor(c.x / sq);
        const rowFromBottom = Math.round(board.height) - 1 - Math.floor(c.y / sq);
        return (file + rowFromBottom) % 2 === 0 ? 1 : 0;
      }
      // Twice the column in half cells, minus three times the row: neighbours differ by 1 or 2 mod 3.
      const k = Math.round((2 * c.x) / sq) - 3 * Math.round(c.y / (sq * 0.8660254037844386));
      return ((k % 3) + 3) % 3;
    },
    /** A cell's outline in pixels, `scale` of its size about its centre. @param {string} name @param {number} [scale] @returns {[number, number][]} */
    outline(name, scale = 1) {
      const { x, y } = this.center(name);
      if (!hex) {
        const h = (sq / 2) * scale;
        return [[x - h, y - h], [x + h, y - h], [x + h, y + h], [x - h, y + h]];
      }
      const r = HEX_RADIUS * sq * scale;
      return [0, 1, 2, 3, 4, 5].map((k) => {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        return /** @type {[number, number]} */ ([x + r * Math.cos(a), y + r * Math.sin(a)]);
      });
    },
  };
}
