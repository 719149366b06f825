// A game on a wide board (black-hole, standard-12x12, hex-5, hex-6) in the index page: the canvas,
// its accessible twin (a hidden ARIA grid naming every cell), click-click, drag and keyboard
// play, and the computer in a worker of its own. Imported only when a wide variant is chosen,
// with the wide wasm (pkg/wide/), so the first page load carries none of it. Every rule is the
// core's: the legal moves, the result and the refusals come from WasmWideGame.

import init, { WasmWideGame } from '../../pkg/wide/loa.js';
import { readTheme } from '../component/view/render.js';
import { layout } from './layout.js';
import { drawWide } from './draw.js';
import { wideWords } from './words.js';
import { bindPointer } from './pointer.js';
import { WideHint } from './hint.js';
import { startWideWorker } from './worker-start.js';

/** @typedef {import('../words/words.js').Words} Words */
/**
 * @typedef {object} WideOptions
 * @property {string} variant
 * @property {string} simultaneous the rules field: `mover-wins`, `draw`, `draw,limit=80,reversed`
 * @property {string} [moves] the moves to replay first, space-separated
 * @property {'black' | 'white' | null} [resigned] the side that resigned after them (a kept or opened game)
 * @property {'computer' | 'friend' | 'watch'} mode
 * @property {'black' | 'white'} human your side against the computer
 * @property {number} level the computer's, 1–6
 * @property {Words} words
 * @property {boolean} [flipped] drawn turned half round (the embedded board's flip())
 * @property {(view: WidePanel) => void} onChange called after every change, for the page's panel
 * @property {(message: string) => void} onError
 */
/**
 * @typedef {object} WidePanel
 * @property {string} status the status line
 * @property {string[]} moves the moves played, as text
 * @property {boolean} canUndo
 * @property {boolean} canHint the person is to move and no hint is being looked for
 * @property {boolean} thinking
 * @property {boolean} over the game has ended
 */
let loading = /** @type {Promise<unknown> | null} */ (null);

/** The wide wasm, fetched and started once per page. */
export function loadWide() {
  loading ??= init({ module_or_path: new URL('../../pkg/wide/loa_bg.wasm', import.meta.url) });
  loading.catch(() => (loading = null)); // a later game may try again
  return loading;
}

/**
 * Mounts a wide game into `host` once the wide wasm has loaded.
 * @param {HTMLElement} host @param {WideOptions} options
 */
export async function mountWide(host, options) {
  await loadWide();
  return new WideBoard(host, options);
}

const PIECE_WORD = { black: 'colour.black', white: 'colour.white' };

export class WideBoard {
  /** @param {HTMLElement} host @param {WideOptions} options */
  constructor(host, options) {
    this.options = options;
    this.game = new WasmWideGame(options.variant, options.simultaneous, options.moves ?? '');
    if (options.resigned) this.game.resign(options.resigned);
    this.state = this.game.state();
    this.seed = Math.floor(Math.random() * 2 ** 31);
    this.selected = -1;
    this.focus = -1;
    /** @type {{index: number, x: number, y: number} | null} */
    this.dragged = null;
    this.thinking = false;
    this.searchId = 0;
    /** @type {Worker | null} */
    this.worker = null;
    this.hint = new WideHint(this);
    this.root = document.createElement('div');
    this.root.className = 'wide-board';
    this.root.dataset.variant = options.variant;
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'wide-canvas';
    this.canvas.setAttribute('aria-hidden', 'true');
    this.grid = document.createElement('div');
    this.grid.className = 'loa-sr wide-grid';
    this.grid.setAttribute('role', 'grid');
    this.announcer = document.createElement('p');
    this.announcer.className = 'loa-sr';
    this.announcer.setAttribute('aria-live', 'polite');
    this.root.append(this.canvas, this.grid, this.announcer);
    host.append(this.root);
    this.theme = { ...readTheme(this.root), ink: getComputedStyle(this.root).color };
    this.lay = layout(this.state.cells, this.state.hex, 300);
    this.buildGrid();
    bindPointer(this);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(host);
    this.fit();
    this.changed();
  }

  /** Stops the computer and removes the board. */
  destroy() {
    this.stopThinking();
    this.hint.destroy();
    this.resize.disconnect();
    this.root.remove();
    this.game.free();
  }

  /** @param {string} key @param {Record<string, string | number>} [params] */
  t(key, params) {
    return wideWords(this.options.words, key, params);
  }

  /** Whose turn the person at the device plays now. */
  humanToMove() {
    const { mode, human } = this.options;
    return !this.state.outcome && (mode === 'friend' || (mode === 'computer' && this.state.turn === human));
  }

  /** Sizes the canvas to the space the page gives it (at most the window's height, so a desktop shows the whole board). */
  fit() {
    const host = /** @type {HTMLElement} */ (this.root.parentElement);
    // The host centres the board, so the board's own width is not the space it may take.
    const room = host.getBoundingClientRect().width;
    const px = Math.max(200, Math.min(room, innerHeight - 24));
    this.lay = layout(this.state.cells, this.state.hex, px, this.options.flipped);
    const dpr = devicePixelRatio || 1;
    this.canvas.style.width = `${this.lay.width}px`;
    this.canvas.style.height = `${this.lay.height}px`;
    this.canvas.width = Math.round(this.lay.width * dpr);
    this.canvas.height = Math.round(this.lay.height * dpr);
    this.draw();
  }

  draw() {
    // The colours are read at every frame: the settings may have changed the board's theme.
    this.theme = { ...readTheme(this.root), ink: getComputedStyle(this.root).color };
    const ctx = /** @type {CanvasRenderingContext2D} */ (this.canvas.getContext('2d'));
    const scale = this.canvas.width / this.lay.width;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    const last = this.state.moves.at(-1);
    drawWide(ctx, {
      lay: this.lay,
      theme: this.theme,
      cells: this.state.cells,
      coordinates: true,
      last: last && last.from >= 0 ? [last.from, last.to] : [],
      selected: this.selected,
      targets: this.targets(),
      focus: document.activeElement?.closest('.wide-grid') ? this.focus : -1,
      dragged: this.dragged,
    });
    this.hint.draw(ctx);
    // Where each cell is drawn, in CSS pixels from the canvas's top left: for tests and tools
    // that must click a hexagon.
    this.gridCells.forEach((cell, i) => {
      cell.dataset.x = this.lay.centres[i].x.toFixed(1);
      cell.dataset.y = this.lay.centres[i].y.toFixed(1);
    });
  }

  /** The legal moves of the selected piece. */
  targets() {
    return this.selected < 0 ? [] : this.state.legal.filter((m) => m.from === this.selected).map((m) => ({ to: m.to, capture: m.capture }));
  }

  // ---- the accessible grid ------------------------------------------------------------------

  buildGrid() {
    this.grid.setAttribute('aria-label', `${this.t('grid.label')}: ${this.t(`variant.${this.options.variant}`)}`);
    this.grid.setAttribute('aria-description', this.t(this.state.hex ? 'wide.keysHex' : 'wide.keysSquare'));
    /** @type {Map<number, number[]>} */
    const rows = new Map();
    this.state.cells.forEach((c, i) => {
      const row = this.state.hex ? c.y : -c.y;
      rows.set(row, [...(rows.get(row) ?? []), i]);
    });
    /** @type {HTMLElement[]} */
    this.gridCells = [];
    for (const row of [...rows.keys()].sort((a, b) => a - b)) {
      const rowEl = document.createElement('div');
      rowEl.setAttribute('role', 'row');
      for (const i of /** @type {number[]} */ (rows.get(row)).sort((a, b) => this.state.cells[a].x - this.state.cells[b].x)) {
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = -1;
        cell.dataset.cell = this.state.cells[i].name;
        cell.addEventListener('click', () => this.activate(i));
        cell.addEventListener('focus', () => {
          this.focus = i;
          this.draw();
        });
        cell.addEventListener('blur', () => this.draw());
        this.gridCells[i] = cell;
        rowEl.append(cell);
      }
      this.grid.append(rowEl);
    }
    const start = this.state.cells.findIndex((c) => c.piece === this.options.human) ;
    this.focus = start >= 0 ? start : 0;
    this.gridCells[this.focus].tabIndex = 0;
    this.grid.addEventListener('keydown', (e) => this.keydown(e));
  }

  /** Names every cell: "e5, hole", "b1, black, selected", "b3, empty, legal move". */
  nameCells() {
    const targets = new Map(this.targets().map((t) => [t.to, t]));
    this.state.cells.forEach((c, i) => {
      let label = c.hole
        ? this.t('grid.hole', { square: c.name })
        : c.piece
          ? this.t('grid.piece', { square: c.name, piece: this.t(PIECE_WORD[c.piece]) })
          : this.t('grid.empty', { square: c.name });
      if (i === this.selected) label += this.t('grid.selected');
      const target = targets.get(i);
      if (target) label += this.t(target.capture ? 'grid.capture' : 'grid.target');
      label += this.hint.label(i);
      this.gridCells[i].setAttribute('aria-label', label);
      this.gridCells[i].setAttribute('aria-selected', String(i === this.selected));
    });
  }

  /** @param {KeyboardEvent} e */
  keydown(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = this.lay.step(this.focus, e.key);
    if (next >= 0) {
      this.gridCells[this.focus].tabIndex = -1;
      this.gridCells[next].tabIndex = 0;
      this.gridCells[next].focus();
      e.preventDefault();
    } else if (e.key === 'Enter' || e.key === ' ') {
      this.activate(this.focus);
      e.preventDefault();
    } else if (e.key === 'Escape' && this.selected >= 0) {
      this.selected = -1;
      this.changedMarks();
      e.preventDefault();
    } else if (e.key.startsWith('Arrow') || e.key.startsWith('Page')) {
      e.preventDefault(); // the board's edge: stay
    }
  }

  /** A click, tap or Enter on cell `i`: pick up one of the mover's pieces, or move the picked
   *  piece there if the core lists that move, else put it back. @param {number} i */
  activate(i) {
    if (!this.humanToMove() || i < 0) {
      this.selected = -1;
      this.changedMarks();
      return;
    }
    const move = this.state.legal.find((m) => m.from === this.selected && m.to === i);
    if (move) {
      this.play(move.text);
      return;
    }
    const movable = this.state.legal.some((m) => m.from === i);
    this.selected = movable && this.selected !== i ? i : -1;
    if (this.selected >= 0) this.announce(this.t('wide.selected', { square: this.state.cells[i].name, count: this.targets().length }));
    this.changedMarks();
  }

  // ---- the game ----------------------------------------------------------------------------

  /** Plays `text` through the core; a refusal is reported and changes nothing. @param {string} text */
  play(text) {
    try {
      this.game.play(text);
    } catch (err) {
      // A refusal by the rules has a code the page's language words; any other keeps the core's.
      this.options.onError(/** @type {{code?: unknown}} */ (err)?.code ? this.options.words.refusal(err) : this.t('wide.refused', { move: text, reason: err instanceof Error ? err.message : String(err) }));
      return;
    }
    this.selected = -1;
    this.changed();
    this.announce(this.lastMoveSentence());
  }

  /** Takes back your last move (against the computer: its reply too). */
  undo() {
    this.stopThinking();
    if (!this.game.undo()) return;
    this.state = this.game.state();
    const { mode, human } = this.options;
    if (mode === 'computer' && this.state.turn !== human && this.state.moves.length > 0) this.game.undo();
    this.selected = -1;
    this.changed();
  }

  /** Resigns for your side against the computer, else for the side to move (the core ends it). */
  resign() {
    this.stopThinking();
    try {
      this.game.resign(this.options.mode === 'computer' ? this.options.human : undefined);
    } catch (err) {
      this.options.onError(err instanceof Error ? err.message : String(err));
    }
    this.changed();
  }

  lastMoveSentence() {
    const last = this.state.moves.at(-1);
    if (!last) return '';
    const mover = this.state.turn === 'black' ? 'white' : 'black';
    return this.t('wide.played', { player: this.t(PIECE_WORD[mover]), move: last.text });
  }

  /** @param {string} text */
  announce(text) {
    this.announcer.textContent = text;
  }

  /** The selection or focus changed: redraw and rename, nothing else. */
  changedMarks() {
    this.nameCells();
    this.draw();
  }

  /** The game changed: read the core's state, redraw, tell the page, and let the computer or a
   *  forced pass go on. */
  changed() {
    this.hint.clear();
    this.state = this.game.state();
    this.nameCells();
    this.draw();
    this.report();
    if (this.state.outcome) {
      this.announce(this.status());
      return;
    }
    const stuck = this.state.legal.length === 1 && this.state.legal[0].from < 0;
    if (this.humanToMove() && stuck) {
      // No slide: the core's only legal move is the pass, which needs no choosing.
      setTimeout(() => this.humanToMove() && this.play('pass'), 600);
    } else if (!this.humanToMove() && this.options.mode !== 'friend') this.think();
  }

  status() {
    const { outcome, turn } = this.state;
    if (outcome) return this.t(outcome.cause === 'resignation' ? `wide.resign.${outcome.key}` : `wide.${outcome.key}`);
    if (this.thinking) return this.t('wide.thinking');
    if (this.hint.busy) return this.t('panel.hintThinking', { player: this.t(PIECE_WORD[turn]) });
    return this.t('status.toMove', { player: this.t(PIECE_WORD[turn]) });
  }

  report() {
    Object.assign(this.root.dataset, { over: String(!!this.state.outcome), turn: this.state.turn, thinking: String(this.thinking) });
    this.options.onChange({
      status: this.status(),
      moves: this.state.moves.map((m) => m.text),
      canUndo: this.state.moves.length > 0 && this.state.outcome?.cause !== 'resignation', // a resignation is final
      canHint: this.humanToMove() && !this.hint.busy,
      thinking: this.thinking,
      over: !!this.state.outcome,
    });
  }

  /** Asks the worker for the computer's move. */
  think() {
    this.worker ??= startWideWorker();
    const id = ++this.searchId;
    this.thinking = true;
    this.report();
    this.worker.onmessage = (/** @type {MessageEvent<{id: number, move?: string, error?: string}>} */ e) => {
      if (e.data.id !== this.searchId) return;
      this.thinking = false;
      if (e.data.move) this.play(e.data.move);
      else {
        this.report();
        this.options.onError(this.t('wide.computerFailed', { reason: e.data.error ?? '' }));
      }
    };
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.thinking = false;
      this.worker = null;
      this.report();
      this.options.onError(this.t('wide.computerFailed', { reason: e.message || 'the worker stopped' }));
    };
    this.worker.postMessage({
      id,
      variant: this.options.variant,
      simultaneous: this.options.simultaneous,
      moves: this.state.moves.map((m) => m.text).join(' '),
      level: this.options.level,
      seed: this.seed + this.state.moves.length,
    });
  }

  /** Cancels a search by ending its worker (a fresh one starts for the next). */
  stopThinking() {
    this.searchId++;
    if (this.thinking) {
      this.worker?.terminate();
      this.worker = null;
    }
    this.thinking = false;
  }
}
