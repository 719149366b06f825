// The accessible twin of the canvas (after lichess's pgn-viewer): a visually hidden ARIA grid
// with one focusable cell per square, named like "b1, black" or "c3, empty", and a polite live
// region that announces moves and results. Enter or Space on a cell acts exactly like a click.

import { squareName } from './render.js';

/**
 * Builds the grid inside `host`. `activate(square)` is called for Enter/Space;
 * `onFocus(square|null)` as focus moves, so the canvas can draw a visible focus ring.
 */
export function createGrid(host, { label, activate, onFocus }) {
  const grid = document.createElement('div');
  grid.className = 'loa-sr loa-grid';
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', label);
  host.append(grid);
  let cells = new Map();
  let focused = null;
  let layout = { n: 0, flipped: false };

  const cellAt = (row, col) => {
    const { n, flipped } = layout;
    const file = flipped ? n - 1 - col : col;
    const rank = flipped ? row : n - 1 - row;
    return cells.get(squareName(file, rank));
  };

  const focusCell = (cell) => {
    for (const c of cells.values()) c.tabIndex = -1;
    cell.tabIndex = 0;
    cell.focus();
  };

  const keydown = (e) => {
    const cell = e.target.closest('[role="gridcell"]');
    if (!cell || e.altKey || e.ctrlKey || e.metaKey) return;
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (step) {
      const next = cellAt(row + step[0], col + step[1]);
      if (next) focusCell(next);
      e.preventDefault();
    } else if (e.key === 'Home' || e.key === 'End') {
      focusCell(cellAt(row, e.key === 'Home' ? 0 : layout.n - 1));
      e.preventDefault();
    } else if (e.key === 'Enter' || e.key === ' ') {
      activate(cell.dataset.square);
      e.preventDefault();
    }
  };
  grid.addEventListener('keydown', keydown);
  grid.addEventListener('focusin', (e) => {
    focused = e.target.dataset?.square ?? null;
    onFocus(focused);
  });
  grid.addEventListener('focusout', (e) => {
    if (!grid.contains(e.relatedTarget)) {
      focused = null;
      onFocus(null);
    }
  });

  return {
    element: grid,
    /** Rebuilds rows and cells for an n×n board seen from `flipped`. */
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
          Object.assign(cell.dataset, { square: name, row, col });
          cells.set(name, cell);
          tr.append(cell);
        }
        grid.append(tr);
      }
      const first = (keep && cells.get(keep)) || cellAt(n - 1, 0);
      first.tabIndex = 0;
      if (keep && cells.get(keep)) cells.get(keep).focus();
    },
    /** Updates every cell's name: "b1, black", "c3, empty", plus selection, targets and a hint. */
    update(pieces, { selected, targets, hint }) {
      for (const [name, cell] of cells) {
        const colour = pieces.get(name);
        const target = targets.find((t) => t.to === name);
        let text = `${name}, ${colour ?? 'empty'}`;
        if (name === selected) text += ', selected';
        if (target) text += target.capture ? ', capture' : ', legal move';
        if (hint?.from === name) text += ', hint: move from here';
        if (hint?.to === name) text += hint.from ? ', hint: move here' : ', hint: drop here';
        cell.setAttribute('aria-label', text);
        cell.setAttribute('aria-selected', String(name === selected));
      }
    },
  };
}

/** A polite live region; `say(text)` announces, repeating identical text reliably. */
export function createLiveRegion(host) {
  const el = document.createElement('div');
  el.className = 'loa-sr';
  el.setAttribute('aria-live', 'polite');
  el.setAttribute('aria-atomic', 'true');
  host.append(el);
  return {
    element: el,
    say(text) {
      el.textContent = el.textContent === text ? `${text}\u00a0` : text;
    },
  };
}
