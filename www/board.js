// The Lines of Action board component.
//
//   import { mount } from './www/board.js';
//   const board = mount(document.querySelector('#board'), { variant: 'standard', mode: 'computer' });
//   board.on('gameover', ({ outcome }) => console.log(outcome.reason));
//
// The component draws, animates and takes input; every rule (legal targets, move validation,
// results and their reasons) comes from the Rust core through `core.js`, and the computer player
// runs in a Web Worker through `engine.js`. No global state: any number of boards can share a page.

import { loadCore, reasonOf } from './core.js';
import { Engine } from './engine.js';
import { geometry, readTheme, fitCanvas, draw } from './render.js';
import { plan, isEmpty, Animation, reducedMotion, MIN_DURATION } from './anim.js';
import { listen } from './input.js';
import { createGrid, createLiveRegion } from './a11y.js';

/** The variants, by key, with their display names. */
export const VARIANTS = {
  standard: 'Standard',
  'scrambled-eggs': 'Scrambled Eggs',
  parachute: 'Parachute',
  ambiloa: 'AmbiLOA',
  'standard-6x6': '6×6',
  'standard-7x7': '7×7',
};

/** The modes: you against the computer, two players on one device, computer against itself. */
export const MODES = { computer: 'You vs computer', friend: 'Two players', watch: 'Computer vs computer' };

/** The configuration, with its defaults. Every field is optional; comments are the docs. */
export const DEFAULTS = Object.freeze({
  /** A key of VARIANTS. */
  variant: 'standard',
  /** Rule options (RULES.md §2): both sides connected by one move → 'mover-wins' or 'draw';
   *  threefold repetition draws; optional move limit in turns (null = none). */
  rules: Object.freeze({ simultaneous: 'mover-wins', repetition: true, moveLimit: null }),
  /** A key of MODES. */
  mode: 'computer',
  /** Your side against the computer: 'black' or 'white' (in AmbiLOA: Black's team or White's). */
  human: 'black',
  /** Computer strength, 1 (gentle) to 6 (full strength). Levels 1–5 keep the search's own
   *  budget for their level; level 6 thinks for `moveTime`. */
  level: 3,
  /** Level 6's time per move in ms (the page offers 500, 1000, 2000 and 5000). */
  moveTime: 1000,
  /** Time in ms the engine spends on a hint (always at level 6). */
  hintTime: 1000,
  /** Seed of the computer's random choices; null picks a new one for every game. The seed in
   *  force is in state().seed and getPosition().seed, so a game can be replayed exactly. */
  seed: null,
  /** Whose view: 'black' (a1 bottom-left) or 'white' (turned half round); null follows `human`. */
  orientation: null,
  /** Draw file letters and rank numbers on the board. */
  coordinates: true,
  /** Move animation in ms; below 70 means none. prefers-reduced-motion always turns it off. */
  animation: Object.freeze({ duration: 200 }),
  /** A position string to start from instead of the variant's start (it carries variant and
   *  rules), e.g. 'standard 7w/8/7w/8/8/8/3b4/bb6 b - mover-wins,repetition'. */
  position: null,
  /** Moves to replay on a new game (text such as 'b1-d3' or Parachute 'a3-c5@d4'). */
  moves: Object.freeze([]),
  /** A whole game record (tags and numbered turns) to load instead of the above. */
  record: null,
  /** Pause before each computer move when the computer plays itself, so people can follow. */
  watchDelay: 500,
  /** Event handlers by name; the same as calling api.on(name, handler). */
  events: Object.freeze({}),
});

const SEAT = { white: 'South', black: 'West', yellow: 'North', blue: 'East' };
const SIDE_OF = { black: 'black', blue: 'black', white: 'white', yellow: 'white' };
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const WINNER = { black: 'Black wins', white: 'White wins', east_west: 'East–West wins', north_south: 'North–South wins' };

/** The size of a variant's board, known before the core loads so the empty board can be drawn. */
const sizeOf = (variant) => (variant === 'standard-6x6' ? 6 : variant === 'standard-7x7' ? 7 : 8);

/**
 * Mounts a board in `element` and returns its API.
 * @param {HTMLElement} element
 * @param {Partial<typeof DEFAULTS>} config
 */
export function mount(element, config = {}) {
  return new Board(element, config).api;
}

class Board {
  constructor(element, config) {
    this.cfg = merge(DEFAULTS, config);
    this.handlers = new Map();
    for (const [name, fn] of Object.entries(this.cfg.events)) this.on(name, fn);
    this.pieces = new Map();
    this.state = null;
    this.selected = null;
    this.drag = null;
    this.anim = null;
    this.focus = null;
    this.version = 0;
    this.thinking = false;
    this.hintMove = null;
    this.analysis = null;
    this.frame = 0;
    this.painted = false;
    this.timers = new Set();
    this.build(element);
    this.ready = loadCore().then(
      (core) => {
        if (this.destroyed) return;
        this.core = core;
        this.newGame();
        this.emit('ready', { state: this.state });
      },
      (err) => {
        this.fail(reasonOf(err));
        throw err;
      },
    );
    this.ready.catch(() => {}); // shown on the board; callers may still await api.ready
    this.api = this.makeApi();
  }

  // ---- DOM ---------------------------------------------------------------------------------

  build(element) {
    ensureStylesheet(element);
    const root = document.createElement('div');
    root.className = 'loa-board';
    root.innerHTML = `
      <div class="loa-bar loa-bar-top"></div>
      <div class="loa-stage">
        <canvas class="loa-canvas" aria-hidden="true"></canvas>
        <div class="loa-banner" hidden></div>
        <div class="loa-toast" hidden></div>
        <div class="loa-error" role="alert" hidden></div>
      </div>
      <div class="loa-bar loa-bar-bottom"></div>`;
    element.append(root);
    this.root = root;
    this.stage = root.querySelector('.loa-stage');
    this.canvas = root.querySelector('canvas');
    this.banner = root.querySelector('.loa-banner');
    this.toastEl = root.querySelector('.loa-toast');
    this.errorEl = root.querySelector('.loa-error');
    this.bars = { top: root.querySelector('.loa-bar-top'), bottom: root.querySelector('.loa-bar-bottom') };
    this.grid = createGrid(this.stage, {
      label: 'Lines of Action board',
      activate: (sq) => {
        if (this.press(sq) !== null) this.release(sq);
      },
      onFocus: (sq) => {
        this.focus = sq;
        this.redraw();
      },
    });
    this.live = createLiveRegion(root);
    this.unlisten = listen(this.canvas, (x, y) => this.geom?.at(x, y) ?? null, {
      press: (sq) => this.press(sq) === true,
      release: (sq) => this.release(sq),
      dragMove: (from, x, y) => {
        this.drag = { from, x, y };
        this.redraw();
      },
      drop: (from, to) => {
        this.drag = null;
        if (to && to !== from) this.tryMove(from, to, { animate: false });
        this.redraw();
      },
      cancel: () => {
        this.drag = null;
        this.redraw();
      },
    });
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(this.stage);
    this.layout();
  }

  resize() {
    const px = this.stage.clientWidth;
    if (!px) return;
    this.px = px;
    this.theme = readTheme(this.root);
    this.layout();
  }

  flipped() {
    const o = this.cfg.orientation ?? (this.cfg.mode === 'computer' ? this.cfg.human : 'black');
    return o === 'white';
  }

  layout() {
    const n = this.state?.size ?? sizeOf(this.cfg.variant);
    this.grid.layout(n, this.flipped());
    this.gridKey = null; // cells may be new: name them again
    if (this.px) this.geom = geometry(this.px, n, this.flipped());
    this.redraw();
  }

  // ---- game ----------------------------------------------------------------------------------

  newGame() {
    this.stopComputer();
    this.engine?.newGame();
    this.seed = Number.isSafeInteger(this.cfg.seed) && this.cfg.seed >= 0 ? this.cfg.seed : randomSeed();
    this.setAnalysis(null);
    this.game?.free();
    this.game = null;
    this.pieces = new Map();
    this.state = null;
    this.anim = null;
    this.hideError();
    try {
      const { WasmGame } = this.core;
      const { record, position } = this.cfg;
      const read = (what, fn) => {
        try {
          return fn();
        } catch (err) {
          throw new Error(`The ${what} cannot be read: ${reasonOf(err)}`);
        }
      };
      if (record) this.game = read('game record', () => WasmGame.fromRecord(record));
      else if (position) this.game = read('position', () => WasmGame.fromPosition(position));
      else this.game = new WasmGame(this.cfg.variant, this.cfg.rules);
      for (const [i, m] of (record ? [] : this.cfg.moves).entries()) {
        try {
          this.game.play(m);
        } catch (err) {
          throw new Error(`Move ${i + 1} (${m}) cannot be played: ${reasonOf(err)}`);
        }
      }
    } catch (err) {
      this.fail(reasonOf(err));
      this.emit('error', { message: reasonOf(err) });
      return false;
    }
    this.selected = null;
    this.refresh({ animate: false });
    // A position or record brings its own variant and rules.
    this.cfg = merge(this.cfg, { variant: this.state.variant, rules: this.state.rules });
    this.live.say(`New game: ${VARIANTS[this.state.variant] ?? this.state.variantName}. ${this.statusText()}`);
    return true;
  }

  /** Reads the core's state and redraws everything; animates the change unless told not to. */
  refresh({ animate = true } = {}) {
    const before = this.pieces;
    this.state = this.game.state();
    this.state.seed = this.seed;
    this.hintMove = null; // a hint is for the position it was asked in
    this.pieces = new Map(this.state.pieces.map((p) => [p.square, p.colour]));
    this.version += 1;
    const duration = this.cfg.animation?.duration ?? 0;
    this.anim = null;
    if (animate && duration >= MIN_DURATION && !reducedMotion()) {
      const planned = plan(before, this.pieces);
      if (!isEmpty(planned)) this.anim = new Animation(planned, duration);
    }
    if (this.selected && !this.movable(this.selected)) this.selected = null;
    this.layout();
    this.renderBars();
    this.renderBanner();
    this.emit('change', { state: this.state });
    this.next();
  }

  isHuman(colour) {
    if (this.cfg.mode === 'friend') return true;
    if (this.cfg.mode === 'watch') return false;
    return SIDE_OF[colour] === this.cfg.human;
  }

  humanToMove() {
    return !!this.state && !this.state.outcome && this.isHuman(this.state.turn);
  }

  /** Whether the piece on `sq` may be picked up now. */
  movable(sq) {
    return this.humanToMove() && !this.state.dropDue && this.state.legalMoves.some((m) => m.from === sq);
  }

  targets() {
    if (!this.selected || !this.state) return [];
    return this.state.legalMoves
      .filter((m) => m.from === this.selected)
      .map((m) => ({ to: m.to, capture: m.capture }));
  }

  /** Plays a move (text or packed). Returns {ok: true} or {ok: false, reason}. */
  apply(move, { animate = true, by = 'player' } = {}) {
    if (!this.game) return { ok: false, reason: 'the game has not started' };
    try {
      this.game.play(move);
    } catch (err) {
      return { ok: false, reason: reasonOf(err) };
    }
    this.selected = null;
    this.refresh({ animate });
    const played = this.state.lastMove;
    this.live.say(`${describe(played, this.state)}. ${this.statusText()}`);
    this.emit('move', { move: played, by, state: this.state });
    if (this.state.outcome) this.emit('gameover', { outcome: this.state.outcome, state: this.state });
    return { ok: true };
  }

  /** Decides what happens after a change: the computer's move, an automatic pass, or nothing. */
  next() {
    const s = this.state;
    if (!s || s.outcome) {
      this.stopComputer();
      return;
    }
    const version = this.version;
    if (this.isHuman(s.turn)) {
      this.stopComputer();
      // A player with no legal move must pass (RULES.md §1); the core says when.
      if (s.legalMoves.length === 1 && s.legalMoves[0].kind === 'pass') {
        this.toast(`${cap(s.turn)} has no legal move and passes`);
        this.later(() => version === this.version && this.apply('pass'), 900);
      }
      return;
    }
    const delay = this.cfg.mode === 'watch' ? this.cfg.watchDelay : 0;
    this.later(() => {
      if (version !== this.version || this.destroyed) return;
      const limits = { level: this.cfg.level, seed: this.seed + s.history.length };
      if (this.cfg.level === 6) limits.movetimeMs = this.cfg.moveTime;
      this.ask(limits, 'move').then(
        (result) => {
          if (version === this.version && !this.destroyed) this.apply(result.best.packed, { by: 'computer' });
        },
        (err) => {
          if (err.cancelled || version !== this.version || this.destroyed) return;
          this.toast(reasonOf(err), 6000);
          this.emit('error', { message: reasonOf(err) });
          this.setThinking(false);
        },
      );
    }, delay);
  }

  /** The engine, made on first use; one per board, reused from move to move. */
  ensureEngine() {
    this.engine ??= new Engine({
      onState: (state) => this.setThinking(state === 'thinking'),
      onRestart: (message) => {
        this.toast(message, 6000);
        this.emit('restart', { message });
      },
      onUnavailable: (message) => {
        this.toast(message, 8000);
        this.emit('error', { message });
      },
    });
    return this.engine;
  }

  /** Asks the engine about the current position; its progress becomes the analysis. */
  ask(limits, purpose) {
    const s = this.state;
    const request = { start: s.start, moves: Array.from(this.game.moves()), limits };
    const version = this.version;
    const onInfo = (info) => version === this.version && this.setAnalysis({ ...info, purpose, ply: s.history.length });
    return this.ensureEngine()
      .search(request, { onInfo })
      .then((result) => {
        onInfo(result.info);
        return result;
      });
  }

  setAnalysis(analysis) {
    this.analysis = analysis;
    this.emit('analysis', { analysis });
  }

  /** Asks the engine for a move for the human to play and marks it on the board. */
  hint() {
    if (!this.humanToMove()) {
      return Promise.reject(new Error(this.state?.outcome ? 'The game is over' : 'A hint is given on your turn'));
    }
    const version = this.version;
    this.hintMove = null;
    this.redraw();
    const limits = { level: 6, movetimeMs: this.cfg.hintTime, seed: this.seed + this.state.history.length };
    return this.ask(limits, 'hint').then(
      (result) => {
        if (version !== this.version || this.destroyed) throw cancelled();
        this.hintMove = result.best;
        this.redraw();
        this.live.say(`Hint: ${result.best.text}`);
        this.emit('hint', { move: result.best, state: this.state });
        return result.best;
      },
      (err) => {
        if (!err.cancelled && version === this.version && !this.destroyed) {
          this.toast(reasonOf(err), 6000);
          this.emit('error', { message: reasonOf(err) });
        }
        throw err;
      },
    );
  }

  stopComputer() {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.engine?.cancel();
    this.setThinking(false);
  }

  later(fn, ms) {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  setThinking(on) {
    if (this.thinking === on) return;
    this.thinking = on;
    this.root.classList.toggle('loa-thinking', on);
    this.renderBars();
    this.emit('thinking', { thinking: on });
  }

  /** Undo; against the computer, back to your own turn. A Parachute turn is undone whole. */
  undo() {
    if (!this.game) return false;
    this.stopComputer();
    if (!this.game.undo()) return false;
    let s = this.game.state();
    while (s.canUndo && (s.dropDue || (this.cfg.mode === 'computer' && !this.isHuman(s.turn)))) {
      this.game.undo();
      s = this.game.state();
    }
    this.selected = null;
    this.refresh();
    this.live.say(`Move taken back. ${this.statusText()}`);
    return true;
  }

  redo() {
    if (!this.game) return false;
    this.stopComputer();
    if (!this.game.redo()) return false;
    let s = this.game.state();
    while (s.canRedo && !s.outcome && (s.dropDue || (this.cfg.mode === 'computer' && !this.isHuman(s.turn)))) {
      this.game.redo();
      s = this.game.state();
    }
    this.selected = null;
    this.refresh();
    this.live.say(`Move replayed. ${this.statusText()}`);
    return true;
  }

  // ---- input ---------------------------------------------------------------------------------

  /** A press on a square (pointer down, or Enter/Space). Returns whether a drag may start. */
  press(sq) {
    this.pressed = { sq, wasSelected: this.selected === sq };
    const s = this.state;
    if (!s || s.outcome) return false;
    if (!this.humanToMove()) {
      if (this.thinking) this.toast('The computer is thinking…');
      return false;
    }
    if (s.dropDue) {
      this.tryDrop(sq);
      return false;
    }
    const own = this.movable(sq);
    if (this.selected && this.selected !== sq && !own) {
      this.tryMove(this.selected, sq);
      return false;
    }
    if (own) {
      this.select(sq);
      return true;
    }
    const colour = this.pieces.get(sq);
    if (colour && colour !== s.turn) {
      // The core explains why this piece cannot move: it is not the mover's.
      const reason = this.game.explain(sq, sq);
      if (reason) this.toast(reason);
    } else if (colour === s.turn) {
      this.toast(`The piece on ${sq} has no legal move`);
    }
    this.select(null);
    return false;
  }

  /** The end of a press that did not become a drag: a second click on a selected piece drops it. */
  release(sq) {
    if (this.pressed?.sq === sq && this.pressed.wasSelected && this.selected === sq) this.select(null);
    this.pressed = null;
  }

  select(sq) {
    this.selected = sq;
    if (sq) this.live.say(`${sq} selected: ${this.targets().map((t) => t.to).join(', ') || 'no moves'}`);
    this.redraw();
  }

  tryMove(from, to, opts) {
    const legal = this.state.legalMoves.find((m) => m.from === from && m.to === to);
    if (legal) return this.apply(legal.packed, opts);
    const reason = this.game.explain(from, to) ?? `${from}-${to} is not a legal move`;
    this.selected = null;
    this.toast(reason);
    this.emit('illegal', { from, to, reason });
    this.redraw();
    return { ok: false, reason };
  }

  tryDrop(sq) {
    const result = this.apply(`@${sq}`);
    if (!result.ok) {
      this.toast(result.reason);
      this.emit('illegal', { from: null, to: sq, reason: result.reason });
    }
    return result;
  }

  // ---- messages ------------------------------------------------------------------------------

  statusText() {
    const s = this.state;
    if (!s) return '';
    if (s.outcome) return `${headline(s.outcome)}: ${s.outcome.reason}.`;
    const who = s.variant === 'ambiloa' ? `${SEAT[s.turn]} (${cap(s.turn)})` : cap(s.turn);
    if (s.dropDue) {
      const held = s.turn === 'black' ? 'White' : 'Black';
      return `${who} to drop a ${held.toLowerCase()} piece on an empty square.`;
    }
    return `${who} to move.`;
  }

  toast(text, ms = 2600) {
    this.toastEl.textContent = text;
    this.toastEl.hidden = false;
    this.live.say(text);
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => (this.toastEl.hidden = true), ms);
  }

  fail(message) {
    this.errorEl.textContent = message;
    this.errorEl.hidden = false;
    this.root.classList.add('loa-failed');
  }

  hideError() {
    this.errorEl.hidden = true;
    this.root.classList.remove('loa-failed');
  }

  renderBanner() {
    const o = this.state?.outcome;
    this.banner.hidden = !o;
    if (!o) return;
    // A draw's reason already says "Draw by …"; a win gets its headline and the reason below.
    this.banner.replaceChildren(el('strong', o.winner ? headline(o) : o.reason));
    if (o.winner) this.banner.append(el('span', o.reason));
  }

  renderBars() {
    const s = this.state;
    const flipped = this.flipped();
    let bottom;
    let top;
    if ((s?.variant ?? this.cfg.variant) === 'ambiloa') {
      [bottom, top] = [['white', 'black'], ['yellow', 'blue']];
    } else {
      [bottom, top] = [['black'], ['white']];
    }
    if (flipped) [bottom, top] = [top, bottom];
    this.bars.top.replaceChildren(...top.map((c) => this.chip(c)));
    this.bars.bottom.replaceChildren(...bottom.map((c) => this.chip(c)));
  }

  chip(colour) {
    const s = this.state;
    const active = !!s && !s.outcome && s.turn === colour;
    const chip = el('div', '');
    chip.className = `loa-chip${active ? ' loa-active' : ''}`;
    chip.dataset.colour = colour;
    const disc = el('span', '');
    disc.className = `loa-disc loa-${colour}`;
    const name = s?.variant === 'ambiloa' ? `${SEAT[colour]} · ${cap(colour)}` : cap(colour);
    const who = this.cfg.mode === 'friend' ? '' : this.isHuman(colour) ? 'You' : 'Computer';
    chip.append(disc, el('span', name, 'loa-name'));
    if (who) chip.append(el('span', who, 'loa-who'));
    if (s?.variant === 'parachute' && (colour === 'black' || colour === 'white')) {
      const held = s.inHand[colour === 'black' ? 0 : 1];
      const hand = el('span', '', 'loa-hand');
      hand.title = `${held} ${colour === 'black' ? 'white' : 'black'} piece${held === 1 ? '' : 's'} in hand`;
      hand.setAttribute('aria-label', hand.title);
      for (let i = 0; i < held; i++) {
        hand.append(el('span', '', `loa-disc loa-small loa-${colour === 'black' ? 'white' : 'black'}`));
      }
      chip.append(hand);
    }
    if (active && this.thinking) chip.append(el('span', 'thinking…', 'loa-spinner'));
    else if (active) chip.append(el('span', s.dropDue ? 'to drop' : 'to move', 'loa-turn'));
    return chip;
  }

  // ---- drawing -------------------------------------------------------------------------------

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
    const key = `${this.version}|${this.selected}|${this.hintMove?.text}`;
    if (key === this.gridKey) return;
    this.gridKey = key;
    this.grid.update(this.pieces, { selected: this.selected, targets: this.targets(), hint: this.hintMove });
  }

  paint(now) {
    if (!this.geom || !this.theme) return;
    const ctx = fitCanvas(this.canvas, this.geom.px);
    const g = this.geom;
    const pieces = [];
    const anim = this.anim;
    let t = 1;
    if (anim) {
      t = anim.progress(now);
      for (const f of anim.plan.fades) pieces.push({ colour: f.colour, ...g.center(f.square), alpha: 1 - t });
    }
    let ghost = null;
    for (const [sq, colour] of this.pieces) {
      if (anim?.moving(sq)) continue;
      if (this.drag?.from === sq) {
        ghost = { colour, ...g.center(sq) };
        pieces.push({ colour, x: this.drag.x, y: this.drag.y, lifted: true });
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
    const last = this.state?.lastMove;
    const prev = this.state?.history.at(-2);
    const lastSquares = [last?.from, last?.to].filter(Boolean);
    // A Parachute drop follows its move: show both parts of the turn.
    if (last?.kind === 'drop' && prev && prev.colour === last.colour) lastSquares.push(prev.from, prev.to);
    const targets = this.targets();
    draw(ctx, {
      geom: g,
      theme: this.theme,
      coordinates: this.cfg.coordinates,
      lastMove: lastSquares.filter(Boolean),
      selected: this.selected,
      targets,
      focus: this.focus,
      pieces,
      ghost,
      hint: this.hintMove,
    });
    if (anim && anim.done(now)) this.anim = null;
    else if (anim) this.redraw();
    if (!this.painted && this.state) {
      this.painted = true;
      performance.mark('loa:first-board');
    }
  }

  // ---- events and API ------------------------------------------------------------------------

  on(name, fn) {
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name).add(fn);
    return () => this.handlers.get(name)?.delete(fn);
  }

  emit(name, detail) {
    for (const fn of this.handlers.get(name) ?? []) {
      try {
        fn(detail);
      } catch (err) {
        console.error(`loa board: a '${name}' handler threw`, err);
      }
    }
  }

  set(partial) {
    const before = this.cfg;
    // What getPosition() returns can be given back: `start` and `moves` replay the game.
    if (partial && 'start' in partial) partial = { ...partial, position: partial.start, start: undefined };
    // A new variant starts from its own start; a new position replaces a loaded record.
    if ('variant' in partial && !('position' in partial)) partial = { position: null, record: null, ...partial };
    if ('position' in partial && !('record' in partial)) partial = { record: null, ...partial };
    this.cfg = merge(this.cfg, partial);
    const restart = ['variant', 'rules', 'moves', 'position', 'record', 'seed'].some((k) => k in partial);
    if (!this.core) return;
    if (restart) {
      this.newGame();
    } else if (['mode', 'human', 'level', 'moveTime'].some((k) => k in partial && partial[k] !== before[k])) {
      this.stopComputer();
      this.version += 1;
      this.renderBars();
      this.next();
    }
    this.theme = readTheme(this.root);
    this.layout();
  }

  destroy() {
    this.destroyed = true;
    this.stopComputer();
    this.engine?.destroy();
    cancelAnimationFrame(this.frame);
    clearTimeout(this.toastTimer);
    this.unlisten();
    this.resizer.disconnect();
    this.game?.free();
    this.game = null;
    this.root.remove();
    this.handlers.clear();
  }

  makeApi() {
    const board = this;
    return Object.freeze({
      /** Resolves when the core has loaded and the first game is set up; rejects if it cannot load. */
      ready: this.ready,
      /** Plays a move given as text ('b1-d3', '@d4', 'a3-c5@d4', 'pass'); → {ok, reason?}. */
      play(move) {
        board.stopComputer();
        return board.apply(move);
      },
      /** Takes back a move (against the computer: back to your turn). → whether anything changed. */
      undo: () => board.undo(),
      /** Replays a move taken back. */
      redo: () => board.redo(),
      /** Turns the board half round. */
      flip() {
        board.cfg = merge(board.cfg, { orientation: board.flipped() ? 'black' : 'white' });
        board.layout();
        board.renderBars();
      },
      /** Changes the configuration; a new variant, rules or moves start a new game. */
      set: (partial) => board.set(partial),
      /** Starts the game again with the current configuration. */
      newGame: () => board.core && board.newGame(),
      /** The game as data: {variant, rules, position (now, as a position string), start (the
       *  position string it began from), moves: ['b1-d3', …], record (tags and numbered turns),
       *  turn, outcome}. `set` accepts it back: `start` and `moves` replay the game. */
      getPosition() {
        const s = board.state;
        if (!s) return null;
        return {
          variant: s.variant,
          rules: { ...s.rules },
          position: s.position,
          start: s.start,
          moves: s.history.map((m) => m.text),
          record: board.game.record(),
          turn: s.turn,
          outcome: s.outcome,
          seed: board.seed,
        };
      },
      /** The full state from the core (pieces, legal moves, history, outcome…); null before ready. */
      state: () => board.state,
      /** The current configuration. */
      config: () => board.cfg,
      /** The centre of a square in viewport (client) coordinates, for overlays and tests. */
      squareCenter(square) {
        const r = board.canvas.getBoundingClientRect();
        const c = board.geom?.center(square);
        return c ? { x: r.left + c.x, y: r.top + c.y } : null;
      },
      /** Whether the computer is thinking now (for its move or for a hint). */
      isThinking: () => board.thinking,
      /** Asks the engine (level 6, `hintTime`) for a move for you; marks it on the board until
       *  the position changes. → a promise of the move {text, from, to, kind, …}; rejects when it
       *  is not your turn, or with `err.cancelled` if the position changed first. */
      hint: () => board.hint(),
      /** The latest search report {depth, score, side, mate, decisive, nodes, nps, pv, pvColours,
       *  purpose: 'move'|'hint', ply}, or null. `score` is in hundredths of a piece from `side`'s
       *  view. */
      analysis: () => board.analysis,
      /** Subscribes to 'ready', 'change', 'move', 'gameover', 'illegal', 'thinking', 'hint',
       *  'analysis', 'restart' (the computer stopped and is being restarted) or 'error';
       *  returns a function that unsubscribes. */
      on: (name, fn) => board.on(name, fn),
      /** Stops the computer, frees the core's game and removes the board from the page. */
      destroy: () => board.destroy(),
    });
  }
}

/** "Black wins", "East–West wins" or "Draw". */
export function headline(outcome) {
  return WINNER[outcome.winner] ?? 'Draw';
}

/** Announcement for a played move: "Black b1-d3", "White a3xd3, a capture", "Black drops on d4". */
function describe(m, state) {
  const who = state.variant === 'ambiloa' ? `${SEAT[m.colour]} (${cap(m.colour)})` : cap(m.colour);
  if (m.kind === 'pass') return `${who} passes`;
  if (m.kind === 'drop') return `${who} drops a ${m.colour === 'black' ? 'white' : 'black'} piece on ${m.to}`;
  return `${who} ${m.text}${m.capture ? ', a capture' : ''}`;
}

/** A seed for the computer's random choices: a whole number below 2^32. */
function randomSeed() {
  return Math.floor(Math.random() * 2 ** 32);
}

function cancelled() {
  const err = new Error('cancelled');
  err.cancelled = true;
  return err;
}

function el(tag, text, className) {
  const e = document.createElement(tag);
  if (text) e.textContent = text;
  if (className) e.className = className;
  return e;
}

function merge(base, partial) {
  const out = { ...base, ...partial };
  if (partial?.rules) out.rules = { ...base.rules, ...partial.rules };
  if (partial?.animation) out.animation = { ...base.animation, ...partial.animation };
  return out;
}

/** Adds board.css once to the document, or to the shadow root holding `element`, so embedding
 *  needs only the script. */
function ensureStylesheet(element) {
  if (document.querySelector('[data-loa-board-css]')) return; // the page has it (inline in the one-file edition)
  const href = new URL('./board.css', import.meta.url).href;
  const root = element.getRootNode();
  const shadow = root instanceof ShadowRoot ? root : null;
  const scope = shadow ?? document;
  if ([...scope.styleSheets].some((s) => s.href === href) || scope.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  (shadow ?? document.head).append(link);
}
