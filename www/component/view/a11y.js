// The accessible twin of the canvas (after lichess's pgn-viewer): a visually hidden ARIA grid
// with one focusable cell per cell of the board, named like "b1, black" or "c3, empty", in rows
// as the board is seen (hexagons too: a row of the grid is a row of the board), and a polite
// live region that announces moves and results. Enter or Space on a cell acts exactly like a
// click.

/** @typedef {ReturnType<typeof import('./cells.js').geometry>} Geometry */

/**
 * @typedef {object} CellMarks
 * @property {boolean} selected
 * @property {{capture: boolean} | undefined} target
 * @property {boolean} hintFrom
 * @property {boolean} hintTo
 * @property {boolean} hintIsDrop
 * @property {boolean} [hole] Gemma: the square has vanished
 */

/**
 * Builds the grid inside `host`. `activate(square)` is called for Enter/Space;
 * `onFocus(square|null)` as focus moves, so the canvas can draw a visible focus ring;
 * `name(square, colour, marks)` words a cell (words.js).
 * @param {HTMLElement} host
 * @param {{label: string, activate: (square: string) => void, onFocus: (square: string | null) => void,
 *          name: (square: string, colour: string | undefined, marks: CellMarks) => string}} options
 */
export function createGrid(host, { label, activate, onFocus, name: nameCell }) {
  const grid = document.createElement('div');
  grid.className = 'loa-sr loa-grid';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', label);
  host.append(grid);
  /** @type {Map<string, HTMLElement>} */
  let cells = new Map();
  /** @type {string | null} */
  let focused = null;
  /** The cells' names row by row, top to bottom as seen, each row left to right. @type {string[][]} */
  let rows = [];
  /** Each row's cells' centres across, in cell widths. @type {number[][]} */
  let across = [];
  let layoutKey = '';

  /** @type {(row: number, col: number) => HTMLElement | undefined} */
  const cellAt = (row, col) => {
    const name = rows[row]?.[col];
    return name ? cells.get(name) : undefined;
  };

  /**
   * The cell of the row `row + dRow` nearest across to cell `col` of `row`: straight above or
   * below on squares; on hexagons the one half a cell to the left (`rightward`: to the right).
   * @type {(row: number, col: number, dRow: number, rightward: boolean) => HTMLElement | undefined}
   */
  const verticalStep = (row, col, dRow, rightward) => {
    const x = across[row]?.[col];
    const next = across[row + dRow];
    if (x === undefined || !next) return undefined;
    let best = -1;
    let bestD = Infinity;
    next.forEach((nx, i) => {
      // Ties (hexagons: half a cell either way) go left, or right when asked.
      const d = Math.abs(nx - x) + (nx < x === rightward ? 1e-6 : 0);
      if (d < bestD) [best, bestD] = [i, d];
    });
    return bestD <= 1 ? cellAt(row + dRow, best) : undefined;
  };

  /** @param {HTMLElement | undefined} cell */
  const focusCell = (cell) => {
    if (!cell) return;
    for (const c of cells.values()) c.tabIndex = -1;
    cell.tabIndex = 0;
    cell.focus();
  };

  /** @param {KeyboardEvent} e */
  const keydown = (e) => {
    const cell = /** @type {HTMLElement | null} */ (/** @type {Element} */ (e.target).closest('[role="gridcell"]'));
    if (!cell || e.altKey || e.ctrlKey || e.metaKey) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    // ← → along the row; ↑ ↓ to the row above or below (on hexagons towards the left), Page Up
    // and Page Down to the row above or below towards the right (hexagons' other neighbours).
    /** @type {Record<string, () => HTMLElement | undefined>} */
    const steps = {
      ArrowLeft: () => cellAt(row, col - 1),
      ArrowRight: () => cellAt(row, col + 1),
      ArrowUp: () => verticalStep(row, col, -1, false),
      ArrowDown: () => verticalStep(row, col, 1, false),
      PageUp: () => verticalStep(row, col, -1, true),
      PageDown: () => verticalStep(row, col, 1, true),
    };
    const step = steps[e.key];
    if (step) {
      const next = step();
      if (next) focusCell(next);
      e.preventDefault();
    } else if (e.key === 'Home' || e.key === 'End') {
      focusCell(cellAt(row, e.key === 'Home' ? 0 : rows[row].length - 1));
      e.preventDefault();
    } else if (e.key === 'Enter' || e.key === ' ') {
      activate(/** @type {string} */ (cell.dataset.square));
      e.preventDefault();
    }
  };
  grid.addEventListener('keydown', keydown);
  grid.addEventListener('focusin', (e) => {
    focused = /** @type {HTMLElement} */ (e.target).dataset?.square ?? null;
    onFocus(focused);
  });
  grid.addEventListener('focusout', (e) => {
    if (!grid.contains(/** @type {Node | null} */ (e.relatedTarget))) {
      focused = null;
      onFocus(null);
    }
  });

  return {
    element: grid,
    /** Rebuilds rows and cells for the board as `geom` places its cells (any size). @param {Geometry} geom */
    layout(geom) {
      const key = `${geom.names.join()}|${geom.flipped}`;
      if (key === layoutKey && cells.size) return;
      layoutKey = key;
      const keep = focused;
      // Rows by height on the screen (a hair of slack for rounding), then left to right.
      /** @type {Map<number, {name: string, x: number}[]>} */
      const byRow = new Map();
      for (const name of geom.names) {
        const { x, y } = geom.center(name);
        const at = Math.round((y / geom.sq) * 100);
        byRow.set(at, [...(byRow.get(at) ?? []), { name, x: x / geom.sq }]);
      }
      const sorted = [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r.sort((a, b) => a.x - b.x));
      rows = sorted.map((r) => r.map((c) => c.name));
      across = sorted.map((r) => r.map((c) => c.x));
      grid.replaceChildren();
      cells = new Map();
      rows.forEach((names, row) => {
        const tr = document.createElement('div');
        tr.setAttribute('role', 'row');
        names.forEach((name, col) => {
          const cell = document.createElement('div');
          cell.setAttribute('role', 'gridcell');
          cell.tabIndex = -1;
          Object.assign(cell.dataset, { square: name, row: String(row), col: String(col) });
          cells.set(name, cell);
          tr.append(cell);
        });
        grid.append(tr);
      });
      const kept = keep ? cells.get(keep) : undefined;
      // Keyboard play starts at the bottom left cell as seen (a1 on the 8×8 board).
      const first = kept ?? cellAt(rows.length - 1, 0);
      if (first) first.tabIndex = 0;
      kept?.focus();
    },
    /**
     * Names every cell: "b1, black", "c3, empty", "e1, hole" (Gemma), plus selection, targets and a hint.
     * @param {Map<string, string>} pieces square → colour
     * @param {{selected: string | null, targets: {to: string, capture: boolean}[], hint: {from: string | null, to: string | null} | null, holes?: Set<string>}} marks
     */
    update(pieces, { selected, targets, hint, holes }) {
      for (const [square, cell] of cells) {
        cell.setAttribute(
          'aria-label',
          nameCell(square, pieces.get(square), {
            selected: square === selected,
            target: targets.find((t) => t.to === square),
            hintFrom: hint?.from === square,
            hintTo: hint?.to === square,
            hintIsDrop: !hint?.from,
            hole: !!holes?.has(square),
          }),
        );
        cell.setAttribute('aria-selected', String(square === selected));
      }
    },
  };
}

/** A polite live region; `say(text)` announces, repeating identical text reliably. @param {HTMLElement} host */
export function createLiveRegion(host) {
  const el = document.createElement('div');
  el.className = 'loa-sr';
  el.setAttribute('aria-live', 'polite');
  el.setAttribute('aria-atomic', 'true');
  host.append(el);
  return {
    element: el,
    /** @param {string} text */
    say(text) {
      el.textContent = el.textContent === text ? `${text}\u00a0` : text;
    },
  };
}
