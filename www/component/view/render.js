// Canvas drawing: the cells (squares in two shades, hexagons in three), coordinates, highlights
// and pieces, crisp at any devicePixelRatio, for every board the core describes (cells.js).
// Pure drawing from a view object; no state and no rules live here.

import { paintDisc } from './disc.js';
import { HEX_RADIUS } from './cells.js';

const FILES = 'abcdefgh';
/** A piece's radius, in cell widths. */
const PIECE_RADIUS = 0.38;
/** How far a piece's shadow reaches beyond its edge, in cell widths (drawPiece's offset and blur). */
const PIECE_SHADOW = 0.04;

/**
 * A piece to draw at a point (CSS pixels); `lifted` while dragged.
 * @typedef {{colour: string, x: number, y: number, alpha?: number, lifted?: boolean}} DrawnPiece
 */
/** @typedef {ReturnType<typeof import('./cells.js').geometry>} Geometry */
/** @typedef {ReturnType<typeof readTheme>} Theme */

/** Square name → {file, rank} (0-based). @param {string} name */
export function coordsOf(name) {
  return { file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 };
}

/** Theme colours from CSS custom properties on `el` (see board.css), read once per resize. @param {Element} el */
export function readTheme(el) {
  const s = getComputedStyle(el);
  /** @type {(name: string, fallback: string) => string} */
  const v = (name, fallback) => s.getPropertyValue(name).trim() || fallback;
  return {
    light: v('--loa-light', '#f0d9b5'),
    dark: v('--loa-dark', '#b58863'),
    coordLight: v('--loa-coord-on-light', '#4a2f17'),
    coordDark: v('--loa-coord-on-dark', '#2b1a0c'),
    last: v('--loa-last-move', 'rgba(155, 199, 0, 0.42)'),
    selected: v('--loa-selected', 'rgba(20, 85, 30, 0.5)'),
    target: v('--loa-target', '#0f3d14'),
    capture: v('--loa-capture', '#7a0f08'),
    focus: v('--loa-focus', '#0a2f7a'),
    hint: v('--loa-hint', '#0b3a8c'),
    /** The winning group's shape, drawn under its pieces. */
    group: v('--loa-group', 'rgba(30, 110, 230, 0.72)'),
    /** The page's text colour: the hexagons' labels stand beside the board, not on it. */
    ink: v('color', '#222'),
    /** The frame round a hexagonal board (a square board's is its stage's ring, board.css). */
    frame: v('--loa-frame', '#6b4a2b'),
    /** The outline of every piece. */
    rim: v('--loa-rim', 'rgba(0, 0, 0, 0.35)'),
    /** Gemma's holes: the pit's bevel and its depth. @type {[string, string]} */
    hole: [v('--loa-hole-bevel', '#6b5640'), v('--loa-hole', '#2b2118')],
    /** A file letter or rank number drawn over a hole: light on the pit's depth. */
    coordHole: v('--loa-coord-on-hole', '#f2e4cc'),
    /** @type {Record<string, [string, string]>} */
    pieces: {
      black: [v('--loa-black-hi', '#5a5a5a'), v('--loa-black', '#161616')],
      white: [v('--loa-white-hi', '#ffffff'), v('--loa-white', '#d9d4c7')],
      blue: [v('--loa-blue-hi', '#7fb2ff'), v('--loa-blue', '#1f56b8')],
      yellow: [v('--loa-yellow-hi', '#fff2a0'), v('--loa-yellow', '#e0a800')],
    },
  };
}

/**
 * Sizes the canvas backing store to its CSS size (`px` wide, `height` high) × devicePixelRatio;
 * returns the context. @param {HTMLCanvasElement} canvas @param {number} px @param {number} [height]
 */
export function fitCanvas(canvas, px, height = px) {
  const dpr = window.devicePixelRatio || 1;
  const w = Math.round(px * dpr);
  const h = Math.round(height * dpr);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w;
    canvas.height = h;
  }
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.setTransform(w / px, 0, 0, w / px, 0, 0);
  return ctx;
}

/**
 * @typedef {object} Frame
 * @property {Geometry} geom
 * @property {Theme} theme
 * @property {boolean} coordinates
 * @property {string[]} lastMove squares to mark
 * @property {string[]} [holes] Gemma's holes, drawn as pits in the board
 * @property {string | null} selected
 * @property {{to: string, capture: boolean}[]} targets
 * @property {string | null} focus
 * @property {DrawnPiece[]} pieces
 * @property {{colour: string, x: number, y: number} | null} ghost the lifted piece's home square
 * @property {{from: string | null, to: string | null} | null} hint
 * @property {string[][]} [groups] the winning groups (the core's), drawn as one shape at the game's end
 * @property {number} [groupReveal] how far the groups' shape has grown in, 0 to 1 (1: whole)
 */

/** Draws one frame. @param {CanvasRenderingContext2D} ctx @param {Frame} view */
export function draw(ctx, view) {
  const { geom, theme } = view;
  const { sq } = geom;
  ctx.clearRect(0, 0, geom.px, geom.height);
  // Every cell the core sends, where it says.
  const shades = [theme.light, theme.dark, `color-mix(in srgb, ${theme.light} 50%, ${theme.dark})`];
  if (geom.hex) drawHexFrame(ctx, geom, theme.frame);
  for (const name of geom.names) fillCell(ctx, geom, name, shades[geom.shade(name)], geom.hex ? 1 : 1.01);
  if (geom.hex) {
    // A thin seam between hexagons, so the shape reads even where two shades are close.
    ctx.strokeStyle = theme.rim;
    ctx.lineWidth = 1;
    for (const name of geom.names) strokeCell(ctx, geom, name);
  }
  for (const name of view.holes ?? []) drawHole(ctx, geom, name, theme.hole);
  for (const name of view.lastMove ?? []) fillCell(ctx, geom, name, theme.last);
  if (view.selected) fillCell(ctx, geom, view.selected, theme.selected);
  const holes = new Set(view.holes ?? []);
  if (view.coordinates) (geom.hex ? hexCoordinates : drawCoordinates)(ctx, geom, theme, holes, 'under');
  for (const group of view.groups ?? []) drawGroup(ctx, geom, group, theme.group, view.groupReveal ?? 1);
  if (view.ghost) drawPiece(ctx, view.ghost.x, view.ghost.y, sq, theme.pieces[view.ghost.colour], theme.rim, 0.3);
  for (const p of view.pieces) if (!p.lifted) drawPiece(ctx, p.x, p.y, sq, theme.pieces[p.colour], theme.rim, p.alpha);
  // Labels a piece would hide (small squares: many cells on a phone) go over the pieces.
  if (view.coordinates && !geom.hex) drawCoordinates(ctx, geom, theme, holes, 'over');
  if (view.hint?.to) drawHint(ctx, geom, view.hint, theme.hint);
  for (const t of view.targets ?? []) drawTarget(ctx, geom.center(t.to), geom.hex ? sq * 1.1 : sq, t.capture ? theme.capture : theme.target, t.capture);
  if (view.focus) {
    ctx.strokeStyle = theme.focus;
    ctx.lineWidth = Math.max(2, sq * 0.06);
    // Inside the cell's edge, so the whole ring shows on a square at the board's edge too.
    strokeCell(ctx, geom, view.focus, 1 - ctx.lineWidth / sq);
  }
  for (const p of view.pieces) if (p.lifted) drawPiece(ctx, p.x, p.y, sq * 1.12, theme.pieces[p.colour], theme.rim, 1, true);
}

/** @param {CanvasRenderingContext2D} ctx @param {Geometry} geom @param {string} name @param {number} [scale] */
function cellPath(ctx, geom, name, scale = 1) {
  ctx.beginPath();
  geom.outline(name, scale).forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** @param {CanvasRenderingContext2D} ctx @param {Geometry} geom @param {string} name @param {string} colour @param {number} [scale] */
function fillCell(ctx, geom, name, colour, scale = 1) {
  cellPath(ctx, geom, name, scale);
  ctx.fillStyle = colour;
  ctx.fill();
}

/**
 * The frame of a hexagonal board: the square boards' ring (their stage's, board.css) follows the
 * board's own edge here, since a square ring round hexagons would frame the page, not the board.
 * Every cell grown by the ring's width, filled as one path: their union is the board's outline
 * grown alike on every side, and one fill casts one shadow, as the stage's does under a square board.
 * @param {CanvasRenderingContext2D} ctx @param {Geometry} geom @param {string} colour
 */
function drawHexFrame(ctx, geom, colour) {
  const ring = Math.min(4, Math.max(2, geom.sq * 0.1));
  const scale = 1 + (2 * ring) / geom.sq; // across the flats, a cell is sq wide
  ctx.beginPath();
  for (const name of geom.names) {
    geom.outline(name, scale).forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
  }
  ctx.save();
  ctx.fillStyle = colour;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.3)';
  ctx.shadowBlur = geom.sq * 0.3;
  ctx.shadowOffsetY = geom.sq * 0.08;
  ctx.fill('nonzero');
  ctx.restore();
}

/** @param {CanvasRenderingContext2D} ctx @param {Geometry} geom @param {string} name @param {number} [scale] */
function strokeCell(ctx, geom, name, scale = 1) {
  cellPath(ctx, geom, name, scale);
  ctx.stroke();
}

/**
 * A hole (Gemma's vanished squares, the Black Hole): the cell is gone, so it is drawn as a pit
 * of the cell's own shape — filled with the pit's depth, a lighter bevel inside its edge — never
 * as a disc, which would read as a black piece. It tells holes from pieces in both themes and
 * without colour vision.
 * @param {CanvasRenderingContext2D} ctx @param {Geometry} geom @param {string} name
 * @param {[string, string]} colours bevel, depth
 */
function drawHole(ctx, geom, name, [bevel, depth]) {
  fillCell(ctx, geom, name, depth);
  ctx.strokeStyle = bevel;
  ctx.lineWidth = Math.max(1, geom.sq * 0.05);
  strokeCell(ctx, geom, name, 0.72);
}

/**
 * The file letters and rank numbers, each in the ink of the square under it: a Gemma hole is a
 * dark pit in every theme, so a label over one is drawn light, never lost in it. A label stands
 * in its square's corner, clear of the piece that may sit there; where the square is too small
 * for that (the readable size has a floor, the square has not: a 12×12 board on a phone), it is
 * drawn over the piece instead, on a patch of its square's colour. Which is decided by the
 * label's measured size against the piece's, for every board alike: `layer` 'under' draws the
 * labels that clear a piece (before the pieces), 'over' the others (after them).
 * @param {CanvasRenderingContext2D} ctx @param {Geometry} geom @param {Theme} theme
 * @param {Set<string>} holes @param {'under' | 'over'} layer
 */
function drawCoordinates(ctx, geom, theme, holes, layer) {
  const { n, sq } = geom;
  // Never below 11 px: smaller digits are unreadable on a phone whatever their contrast.
  ctx.font = `600 ${Math.max(11, sq * 0.17)}px system-ui, sans-serif`;
  const ink = (/** @type {string} */ name) => (holes.has(name) ? theme.coordHole : geom.shade(name) === 1 ? theme.coordDark : theme.coordLight);
  const ground = (/** @type {string} */ name) => (holes.has(name) ? theme.hole[1] : geom.shade(name) === 1 ? theme.dark : theme.light);
  /**
   * One label, `text` at (x, y) aligned as given, in its layer.
   * @param {string} name the square @param {string} text @param {number} x @param {number} y
   * @param {CanvasTextAlign} align @param {CanvasTextBaseline} baseline
   */
  const label = (name, text, x, y, align, baseline) => {
    ctx.textAlign = align;
    ctx.textBaseline = baseline;
    const m = ctx.measureText(text);
    const box = { left: x - m.actualBoundingBoxLeft, right: x + m.actualBoundingBoxRight, top: y - m.actualBoundingBoxAscent, bottom: y + m.actualBoundingBoxDescent };
    const c = geom.center(name);
    const gap = Math.hypot(c.x - Math.min(Math.max(c.x, box.left), box.right), c.y - Math.min(Math.max(c.y, box.top), box.bottom));
    const clear = gap >= sq * (PIECE_RADIUS + PIECE_SHADOW);
    if (clear !== (layer === 'under')) return;
    if (!clear) {
      const pad = Math.max(1.5, sq * 0.03);
      ctx.fillStyle = ground(name);
      ctx.fillRect(box.left - pad, box.top - pad, box.right - box.left + 2 * pad, box.bottom - box.top + 2 * pad);
    }
    ctx.fillStyle = ink(name);
    ctx.fillText(text, x, y);
  };
  for (let i = 0; i < n; i++) {
    // File letters inside the bottom row, rank numbers inside the left column, as seen.
    const bottom = /** @type {string} */ (geom.at((i + 0.5) * sq, (n - 0.5) * sq));
    label(bottom, bottom[0], (i + 1) * sq - sq * 0.06, n * sq - sq * 0.03, 'right', 'bottom');
    const left = /** @type {string} */ (geom.at(0.5 * sq, (i + 0.5) * sq));
    label(left, left.slice(1), sq * 0.06, i * sq + sq * 0.04, 'left', 'top');
  }
}

/**
 * Hexagons: each row's letter beside the row's first cell (left, or right on a turned board),
 * and each number (Abstract Play's: a number's cells run down-right from the middle row) under
 * the lowest of its cells, where its line leaves the board — in the margin the geometry leaves,
 * in the page's ink, never over a piece.
 * @param {CanvasRenderingContext2D} ctx @param {Geometry} geom @param {Theme} theme
 */
function hexCoordinates(ctx, geom, theme) {
  const { sq, flipped } = geom;
  const r = sq * HEX_RADIUS;
  ctx.font = `600 ${Math.max(11, r * 0.6)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = theme.ink;
  /** @type {Map<string, {x: number, y: number}>} the first cell of each letter's row, as seen */
  const rowEnds = new Map();
  /** @type {Map<string, {x: number, y: number}>} the lowest cell of each number */
  const lowest = new Map();
  for (const name of geom.names) {
    const c = geom.center(name);
    const [letter, number] = [name[0], name.slice(1)];
    const end = rowEnds.get(letter);
    if (!end || (flipped ? c.x > end.x : c.x < end.x)) rowEnds.set(letter, c);
    const low = lowest.get(number);
    if (!low || c.y > low.y) lowest.set(number, c);
  }
  for (const [letter, c] of rowEnds) ctx.fillText(letter, c.x + (flipped ? r : -r) * 1.3, c.y);
  for (const [number, c] of lowest) ctx.fillText(number, c.x + (flipped ? -r : r) * 0.62, c.y + r * 1.12);
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number} sq
 * @param {[string, string]} colours highlight and base @param {string} rim the outline
 * @param {number} [alpha] @param {boolean} [lifted]
 */
function drawPiece(ctx, x, y, sq, colours, rim, alpha = 1, lifted = false) {
  const look = { blur: sq * (lifted ? 0.2 : 0.08), offsetY: sq * (lifted ? 0.08 : 0.04), rimWidth: Math.max(1, sq * 0.02) };
  paintDisc(ctx, x, y, sq * PIECE_RADIUS, colours, rim, { ...look, bevel: true, alpha });
}

/**
 * @param {CanvasRenderingContext2D} ctx @param {{x: number, y: number}} centre @param {number} sq
 * @param {string} colour @param {boolean} capture
 */
function drawTarget(ctx, { x, y }, sq, colour, capture) {
  ctx.save();
  if (capture) {
    // A capture: a ring around the enemy piece.
    ctx.strokeStyle = colour;
    ctx.lineWidth = sq * 0.08;
    ctx.beginPath();
    ctx.arc(x, y, sq * 0.44, 0, Math.PI * 2);
    ctx.stroke();
  } else {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(x, y, sq * 0.15, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** A suggested move: a ring on each of its squares (or cells) and an arrow between them (a drop:
 *  one ring). */
/**
 * @param {CanvasRenderingContext2D} ctx @param {{sq: number, center: (name: string) => {x: number, y: number}}} geom
 * @param {{from: string | null, to: string | null}} hint @param {string} colour
 */
export function drawHint(ctx, geom, { from, to }, colour) {
  if (!to) return;
  const sq = geom.sq;
  const b = geom.center(to);
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = sq * 0.07;
  ctx.lineCap = 'round';
  for (const c of from ? [geom.center(from), b] : [b]) {
    ctx.beginPath();
    ctx.arc(c.x, c.y, sq * 0.45, 0, Math.PI * 2);
    ctx.stroke();
  }
  if (from) {
    const a = geom.center(from);
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const head = sq * 0.3;
    // From inside the first ring to the edge of the second, so a one-square move still shows.
    const start = { x: a.x + Math.cos(angle) * sq * 0.25, y: a.y + Math.sin(angle) * sq * 0.25 };
    const tip = { x: b.x - Math.cos(angle) * sq * 0.45, y: b.y - Math.sin(angle) * sq * 0.45 };
    ctx.lineWidth = sq * 0.12;
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.lineTo(tip.x - Math.cos(angle) * head * 0.8, tip.y - Math.sin(angle) * head * 0.8);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(tip.x, tip.y);
    ctx.lineTo(tip.x - head * Math.cos(angle - 0.45), tip.y - head * Math.sin(angle - 0.45));
    ctx.lineTo(tip.x - head * Math.cos(angle + 0.45), tip.y - head * Math.sin(angle + 0.45));
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/**
 * Draws a connected group as one shape under its pieces: a thick rounded band along every link
 * between two of its squares that touch, side or corner (diagonals connect in this game), and a
 * disc under each piece. Which squares belong is the core's answer; here only their neighbours
 * on the screen are looked at, to know where to draw.
 * @param {CanvasRenderingContext2D} ctx @param {Geometry} geom
 * @param {string[]} group @param {string} colour @param {number} reveal 0 to 1: the shape grows in
 */
function drawGroup(ctx, geom, group, colour, reveal) {
  if (reveal <= 0) return;
  const { sq } = geom;
  const centres = group.map((name) => geom.center(name));
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineCap = 'round';
  ctx.lineWidth = sq * 0.3 * reveal;
  ctx.beginPath();
  for (let i = 0; i < centres.length; i++) {
    for (let j = i + 1; j < centres.length; j++) {
      const a = centres[i];
      const b = centres[j];
      // Neighbours, side or corner on squares, side on hexagons (the geometry knows).
      if (geom.touching(group[i], group[j])) {
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
      }
    }
  }
  ctx.stroke();
  ctx.beginPath();
  for (const { x, y } of centres) {
    ctx.moveTo(x + sq * 0.46 * reveal, y);
    ctx.arc(x, y, sq * 0.46 * reveal, 0, Math.PI * 2);
  }
  ctx.fill();
  if (reveal < 1) {
    // While it grows in (the celebration, view.js), a ring spreads from each piece and fades.
    ctx.globalAlpha = 1 - reveal;
    ctx.lineWidth = sq * 0.06;
    ctx.beginPath();
    for (const { x, y } of centres) {
      ctx.moveTo(x + sq * (0.5 + 0.6 * reveal), y);
      ctx.arc(x, y, sq * (0.5 + 0.6 * reveal), 0, Math.PI * 2);
    }
    ctx.stroke();
  }
  ctx.restore();
}
