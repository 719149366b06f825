// The accessible twin of the canvas (after lichess's pgn-viewer): a visually hidden ARIA grid
// with one focusable cell per square, named like "b1, black" or "c3, empty", and a polite live
// region that announces moves and results. Enter or Space on a cell acts exactly like a click.

import { squareName } from './render.js';

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
  let layout = { n: 0, flipped: false };

  /** @type {(row: number, col: number) => HTMLElement | undefined} */
  const cellAt = (row, col) => {
    const { n, flipped } = layout;
    const file = flipped ? n - 1 - col : col;
    const rank = flipped ? row : n - 1 - row;
    return cells.get(squareName(file, rank));
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
    /** @type {Record<string, [number, number]>} */
    const steps = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const step = steps[e.key];
    if (step) {
      const next = cellAt(row + step[0], col + step[1]);
      if (next) focusCell(next);
      e.preventDefault();
    } else if (e.key === 'Home' || e.key === 'End') {
      focusCell(cellAt(row, e.key === 'Home' ? 0 : layout.n - 1));
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
    /** Rebuilds rows and cells for an n×n board seen from `flipped`. @param {number} n @param {boolean} flipped */
    layout(n, flipped) {
      if (layout.n === n && layout.flipped === flipped && cells.size) return;
      const keep = focused;
      layout = { n, flipped };
      grid.replaceChildren();
      cells = new Map();
      for (let row = 0; row < n; row++) {
        const tr = document.createElement('div');
        tr.setAttribute('role', 'row');
        for (let col = 0; col < n; col++) {
          const file = flipped ? n - 1 - col : col;
          const rank = flipped ? row : n - 1 - row;
          const cell = document.createElement('div');
          const name = squareName(file, rank);
          cell.setAttribute('role', 'gridcell');
          cell.tabIndex = -1;
          Object.assign(cell.dataset, { square: name, row: String(row), col: String(col) });
          cells.set(name, cell);
          tr.append(cell);
        }
        grid.append(tr);
      }
      const kept = keep ? cells.get(keep) : undefined;
      const first = kept ?? cellAt(n - 1, 0);
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
