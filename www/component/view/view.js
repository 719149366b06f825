// The board's view: the DOM around the canvas, layout and resize, drawing each frame from the
// controller's state (with animation), the accessible grid twin and live region, and the
// toasts, banner and error box. It holds no game flow: input becomes intents (interaction.js)
// and what the controller reports becomes pixels and words (words.js).

import { readTheme, fitCanvas, draw } from './render.js';
import { geometry } from './cells.js';
import { plan, isEmpty, Animation, reducedMotion, MIN_DURATION } from './anim.js';
import { listen } from './input.js';
import { createGrid, createLiveRegion } from './a11y.js';
import { renderBars, showClocks, recordNames } from './chips.js';
import { Interaction } from './interaction.js';
import { renderBanner, reviewLabel } from './banner.js';
import { celebrate, reveal, CELEBRATION_MS } from './celebration.js';
import { showConfirm } from './confirm-move.js';
import { ensureStylesheet } from './stylesheet.js';

/** @typedef {import('../controller.js').Controller} Controller */
/** @typedef {import('../../types/types.js').Notice} Notice */
/** @typedef {import('../../types/types.js').State} State */
/** @typedef {import('../../words/words.js').Words} Words */

/** How long a toast stays, unless its sender says otherwise. */
const TOAST_MS = 2600;

export class BoardView {
  /**
   * @param {HTMLElement} element where the board goes
   * @param {Controller} ctrl
   * @param {Words} words
   */
  constructor(element, ctrl, words) {
    this.ctrl = ctrl;
    this.words = words;
    /** @type {Map<string, string>} square → colour */
    this.pieces = new Map();
    /** Gemma's holes, the squares that have vanished. @type {Set<string>} */
    this.holes = new Set();
    /** @type {Animation | null} */
    this.anim = null;
    /** @type {string | null} */
    this.focus = null;
    this.frame = 0;
    this.painted = false;
    this.destroyed = false;
    this.px = 0;
    /** @type {ReturnType<typeof geometry> | null} */
    this.geom = null;
    /** @type {ReturnType<typeof readTheme> | null} */
    this.theme = null;
    /** @type {string | null} */
    this.gridKey = null;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.toastTimer = undefined;
    /** When the celebration began (performance.now()), while it lasts. @type {number | null} */
    this.celebrating = null;
    this.input = new Interaction(ctrl, {
      redraw: () => this.redraw(),
      toast: (text) => this.toast(text),
      say: (text) => this.live.say(text),
      words,
      confirm: (from, to) => this.showConfirm(from, to),
    });

    ensureStylesheet(element, ctrl);
    const root = document.createElement('div');
    root.className = 'loa-board';
    // The banner (result, review) sits above the board, never over the position.
    root.innerHTML = `
      <div class="loa-banner" role="status" hidden></div>
      <div class="loa-bar loa-bar-top"></div>
      <div class="loa-stage">
        <canvas class="loa-canvas" aria-hidden="true"></canvas>
        <div class="loa-toast" hidden></div>
        <div class="loa-confirm" role="group" hidden><button type="button" class="loa-confirm-yes"></button><button type="button" class="loa-confirm-no"></button></div>
        <div class="loa-error" role="alert" hidden></div>
      </div>
      <div class="loa-bar loa-bar-bottom"></div>`;
    element.append(root);
    /** @type {(selector: string) => HTMLElement} */
    const part = (selector) => /** @type {HTMLElement} */ (root.querySelector(selector));
    this.root = root;
    this.stage = part('.loa-stage');
    this.canvas = /** @type {HTMLCanvasElement} */ (part('canvas'));
    this.banner = part('.loa-banner');
    this.toastEl = part('.loa-toast');
    this.errorEl = part('.loa-error');
    this.bars = { top: part('.loa-bar-top'), bottom: part('.loa-bar-bottom') };
    this.confirmEl = part('.loa-confirm');
    part('.loa-confirm-yes').addEventListener('click', () => {
      this.showConfirm('', '');
      this.input.confirmPending();
    });
    part('.loa-confirm-no').addEventListener('click', () => this.input.cancelPending());
    this.grid = createGrid(this.stage, {
      label: words.t('grid.label'),
      name: (square, colour, marks) => this.words.cell(square, colour, marks),
      activate: (square) => this.input.activate(square),
      onFocus: (square) => {
        this.focus = square;
        this.redraw();
      },
    });
    this.live = createLiveRegion(root);
    root.addEventListener('keydown', (e) => {
      // Escape puts a picked-up piece back; with nothing picked up it is left to the page.
      if (e.key !== 'Escape' || !this.input.selected) return;
      this.input.select(null);
      e.preventDefault();
      e.stopPropagation();
    });
    this.unlisten = listen(this.canvas, (x, y) => this.geom?.at(x, y) ?? null, this.input.pointer());
    // A game that ends while played here (not one loaded finished) is celebrated.
    this.unlistenEnd = ctrl.on('gameover', () => this.celebrate());
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(this.stage);
    this.layout();
  }

  /** Speaks `words` from now on (a new language): every name and bar is worded again. @param {Words} words */
  setWords(words) {
    this.words = words;
    this.input.view.words = words;
    this.root.querySelector('[role="grid"]')?.setAttribute('aria-label', words.t('grid.label'));
    this.gridKey = null;
    // The last announcement was in the old language; the new one starts with the status.
    this.live.say(words.status(this.ctrl.state));
    this.renderBars();
    this.renderBanner();
    this.redraw();
  }

  /** What the controller reports, drawn and worded. @param {Notice} notice */
  notice(notice) {
    const { words, ctrl } = this;
    switch (notice.kind) {
      case 'state':
        return this.takeState(notice.animate);
      case 'review':
        if (ctrl.review) this.live.say(reviewLabel(ctrl, words));
        return this.takeState(false);
      case 'newGame':
        this.hideError();
        return this.live.say(words.t('announce.newGame', { variant: words.variant(ctrl.cfg.variant), status: words.status(ctrl.state) }));
      case 'moved':
        return this.live.say(words.t('announce.move', { move: words.describe(notice.move, /** @type {State} */ (ctrl.state)), status: words.status(ctrl.state) }));
      case 'undone':
        return this.live.say(words.t('announce.undo', { status: words.status(ctrl.state) }));
      case 'redone':
        return this.live.say(words.t('announce.redo', { status: words.status(ctrl.state) }));
      case 'autoPass':
        return this.toast(words.t('toast.autoPass', { player: words.playerOf(/** @type {State} */ (ctrl.state), notice.colour) }));
      case 'hint':
        if (notice.move) this.live.say(words.t('announce.hint', { move: notice.move.text }));
        return this.redraw();
      case 'thinking':
        this.root.classList.toggle('loa-thinking', ctrl.thinking);
        return this.renderBars();
      case 'toast':
        return this.toast(notice.text, notice.ms);
      case 'failed':
        return this.fail(notice.message);
      case 'clock':
        return this.showClocks();
      case 'config':
        this.theme = readTheme(this.root);
        this.renderBars();
        return this.layout();
    }
  }

  /** Takes in a new state from the controller: pieces, animation, bars, banner. */
  takeState(animate = true) {
    const state = this.ctrl.shown;
    if (!state) return;
    if (!state.outcome) this.celebrating = null; // a new game or a move taken back ends it
    const before = this.pieces;
    this.pieces = new Map(state.pieces.map((p) => [p.square, p.colour]));
    this.holes = new Set(state.holes ?? []);
    const duration = this.ctrl.cfg.animation?.duration ?? 0;
    this.anim = null;
    if (animate && duration >= MIN_DURATION && !reducedMotion()) {
      const g = this.geom;
      const planned = plan(before, this.pieces, g ? (a, b) => g.distance(a, b) : undefined);
      if (!isEmpty(planned)) this.anim = new Animation(planned, duration);
    }
    this.input.selected = null; // every change of position ends a selection
    if (this.input.pending) this.input.cancelPending(); // and a move waiting for ✓
    this.gridKey = null;
    this.layout();
    this.renderBars();
    this.renderBanner();
  }

  /** Whether the board is seen from White's side. */
  flipped() {
    const { orientation, mode, human } = this.ctrl.cfg;
    return (orientation ?? (mode === 'computer' || mode === 'link' ? human : 'black')) === 'white';
  }

  /** Turns the board half round. A toast goes with the old view: it was about what it showed
   *  ("Viewing move 3: go back to the game to play"), and must not outlive a new look. */
  flip() {
    this.hideToast();
    this.ctrl.cfg = { ...this.ctrl.cfg, orientation: this.flipped() ? 'black' : 'white' };
    this.layout();
    this.renderBars();
  }

  resize() {
    const px = this.stage.clientWidth;
    if (!px) return;
    this.px = px;
    this.theme = readTheme(this.root);
    this.layout();
  }

  /** Lays the grid and the geometry out for the board's size, known once the core has spoken. */
  layout() {
    const board = this.ctrl.shown?.board;
    if (board) {
      // The stage takes the board's shape: hexagons are less high than wide.
      const shape = geometry(1, board, this.flipped());
      this.stage.style.aspectRatio = `${shape.px} / ${shape.height}`;
      this.stage.classList.toggle('loa-hex', shape.hex);
      this.grid.layout(shape);
      this.gridKey = null; // cells may be new: name them again
      if (this.px) this.geom = geometry(this.px, board, this.flipped());
    }
    this.redraw();
  }

  renderBars() {
    const { ctrl } = this;
    renderBars(this.bars, {
      state: ctrl.shown,
      flipped: this.flipped(),
      words: this.words,
      showWho: ctrl.cfg.mode !== 'friend',
      names: ctrl.cfg.mode === 'study' ? recordNames(ctrl.game) : null,
      isHuman: (colour) => ctrl.isHuman(colour),
      // A reviewed position is not the one the computer thinks about.
      thinking: ctrl.thinking && !ctrl.review,
      level: ctrl.cfg.level,
      byLink: ctrl.cfg.mode === 'link' ? recordNames(ctrl.game) : null,
      clock: !!ctrl.clock,
    });
    this.showClocks();
  }

  /** The running clocks' text anew, without building the bars again. */
  showClocks() {
    showClocks(this.root, this.ctrl.clock, this.words);
  }

  /** ✓ and ✗ beside the target of a move waiting to be confirmed; empty squares hide them. @param {string} from @param {string} to */
  showConfirm(from, to) {
    showConfirm(this.confirmEl, this.geom, this.words, from, to);
  }

  renderBanner() {
    renderBanner(this.banner, this.ctrl, this.words);
  }

  /** When someone here wins: a short celebration (celebration.js). */
  celebrate() {
    this.celebrating = celebrate(this.root, this.ctrl, this.words) ? performance.now() : null;
    this.redraw();
  }

  /** @param {string} text @param {number} [ms] */
  toast(text, ms = TOAST_MS) {
    this.toastEl.textContent = text;
    this.toastEl.hidden = false;
    this.live.say(text);
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => (this.toastEl.hidden = true), ms);
  }

  hideToast() {
    clearTimeout(this.toastTimer);
    this.toastEl.hidden = true;
  }

  /** @param {string} message */
  fail(message) {
    this.errorEl.textContent = message;
    this.errorEl.hidden = false;
    this.root.classList.add('loa-failed');
  }

  hideError() {
    this.errorEl.hidden = true;
    this.root.classList.remove('loa-failed');
  }

  /** Asks for a frame; many asks before it comes make one frame. */
  redraw() {
    if (this.destroyed) return;
    this.syncGrid();
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      this.paint(now);
    });
  }

  /** Names the grid's cells now, not at the next frame, so assistive technology never lags. */
  syncGrid() {
    const hint = this.ctrl.hintMove;
    const key = `${this.ctrl.version}|${this.input.selected}|${hint?.text}`;
    if (key === this.gridKey) return;
    this.gridKey = key;
    this.grid.update(this.pieces, { selected: this.input.selected, targets: this.input.targets(), hint, holes: this.holes });
  }

  /** @param {number} now */
  paint(now) {
    const g = this.geom;
    const shown = this.ctrl.shown;
    if (!g || !this.theme || !shown) return;
    const ctx = fitCanvas(this.canvas, g.px, g.height);
    /** @type {import('./render.js').DrawnPiece[]} */
    const pieces = [];
    const { anim, input } = this;
    let t = 1;
    if (anim) {
      t = anim.progress(now);
      for (const f of anim.plan.fades) pieces.push({ colour: f.colour, ...g.center(f.square), alpha: 1 - t });
    }
    let ghost = null;
    const pending = input.pending;
    for (const [sq, colour] of this.pieces) {
      if (anim?.moving(sq)) continue;
      if (pending && (sq === pending.from || sq === pending.to)) {
        // A move waiting for ✓: its piece on the target, a ghost at home (a captured piece hides).
        if (sq === pending.from) {
          ghost = { colour, ...g.center(sq) };
          pieces.push({ colour, ...g.center(pending.to), alpha: 0.9 });
        }
        continue;
      }
      if (input.drag?.from === sq) {
        ghost = { colour, ...g.center(sq) };
        pieces.push({ colour, x: input.drag.x, y: input.drag.y, alpha: 1, lifted: true });
      } else {
        pieces.push({ colour, ...g.center(sq), alpha: 1 });
      }
    }
    if (anim) {
      for (const a of anim.plan.appears) pieces.push({ colour: a.colour, ...g.center(a.square), alpha: t });
      for (const m of anim.plan.glides) {
        const p = g.center(m.from);
        const q = g.center(m.to);
        pieces.push({ colour: m.colour, x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t, alpha: 1 });
      }
    }
    draw(ctx, {
      geom: g,
      theme: this.theme,
      coordinates: this.ctrl.cfg.coordinates,
      // Both parts of a Parachute turn, as the core groups them.
      lastMove: shown.lastTurnSquares,
      holes: shown.holes ?? [],
      groups: shown.outcome?.winningGroups ?? [],
      groupReveal: this.celebrating === null ? 1 : reveal(now - this.celebrating),
      selected: input.selected,
      targets: input.targets(),
      focus: this.focus,
      pieces,
      ghost,
      hint: this.ctrl.hintMove,
    });
    if (anim && anim.done(now)) this.anim = null;
    else if (anim) this.redraw();
    if (this.celebrating !== null && now - this.celebrating >= CELEBRATION_MS) this.celebrating = null;
    if (this.celebrating !== null) this.redraw();
    if (!this.painted) {
      this.painted = true;
      performance.mark('loa:first-board');
    }
  }

  /** The centre of a square in viewport coordinates. @param {string} square */
  squareCenter(square) {
    const r = this.canvas.getBoundingClientRect();
    const c = this.geom?.center(square);
    return c ? { x: r.left + c.x, y: r.top + c.y } : null;
  }

  destroy() {
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    clearTimeout(this.toastTimer);
    this.unlisten();
    this.unlistenEnd();
    this.resizer.disconnect();
    this.root.remove();
  }
}
