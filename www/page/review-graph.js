// The evaluation graph of a whole-game analysis (game-review.js): one SVG, the expected result of
// the side Black names (Black, or East–West in AmbiLOA) from 0 at the bottom to 1 at the top,
// position by position, with the marked moves as dots and the position shown as a line. Its
// colours are the page's (currentColor and CSS variables), so it reads in light and dark alike.
// A click or tap picks the nearest position; the marked moves are buttons in the list beside it
// for the keyboard.

const SVG = 'http://www.w3.org/2000/svg';
/** The drawing's own units: stretched to the card's width (any width from 300 px up). */
const WIDTH = 600;
const HEIGHT = 120;

/** @typedef {{ply: number, value: number}} Point the first side's expected result after `ply` plies */
/** @typedef {{ply: number, mark: string}} Dot a marked move, drawn at the position it led to */

/** @param {string} name @param {Record<string, string | number>} attrs */
function el(name, attrs) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/**
 * Draws the graph into `svg` (emptied first): `points` (known positions, in order of ply) out of
 * `total` positions, `dots` for the marked moves, `shown` the ply on the board.
 * @param {SVGSVGElement} svg @param {Point[]} points @param {number} total @param {Dot[]} dots @param {number} shown
 */
export function drawGraph(svg, points, total, dots, shown) {
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  const x = (/** @type {number} */ ply) => (total > 1 ? (ply / (total - 1)) * WIDTH : 0);
  const y = (/** @type {number} */ value) => (1 - value) * HEIGHT;
  const parts = [el('rect', { class: 'rg-back', x: 0, y: 0, width: WIDTH, height: HEIGHT })];
  if (points.length) {
    // The first side's share filled from the bottom, as the analysis bar fills from the left.
    const line = points.map((p) => `${x(p.ply).toFixed(1)},${y(p.value).toFixed(1)}`).join(' L');
    const last = points[points.length - 1];
    parts.push(el('path', { class: 'rg-area', d: `M${x(points[0].ply)},${HEIGHT} L${line} L${x(last.ply)},${HEIGHT} Z` }));
    parts.push(el('path', { class: 'rg-line', d: `M${line}`, 'vector-effect': 'non-scaling-stroke' }));
  }
  parts.push(el('line', { class: 'rg-mid', x1: 0, x2: WIDTH, y1: HEIGHT / 2, y2: HEIGHT / 2, 'vector-effect': 'non-scaling-stroke' }));
  parts.push(el('line', { class: 'rg-shown', x1: x(shown), x2: x(shown), y1: 0, y2: HEIGHT, 'vector-effect': 'non-scaling-stroke' }));
  const at = new Map(points.map((p) => [p.ply, p.value]));
  for (const dot of dots) {
    const value = at.get(dot.ply);
    if (value === undefined) continue;
    // A short vertical tick, not a circle: the drawing is stretched, and a tick stays a tick.
    // Kept inside the frame, so a move that ends at 0 or 1 still shows its whole tick.
    const middle = Math.min(HEIGHT - 9, Math.max(9, y(value)));
    const tick = el('line', { class: `rg-dot rg-${dot.mark}`, x1: x(dot.ply), x2: x(dot.ply), y1: middle - 8, y2: middle + 8, 'vector-effect': 'non-scaling-stroke' });
    tick.dataset.ply = String(dot.ply);
    parts.push(tick);
  }
  svg.replaceChildren(...parts);
}

/**
 * The ply of the position nearest to a click at `clientX` on `svg`, of `total` positions.
 * @param {SVGSVGElement} svg @param {number} clientX @param {number} total
 */
export function plyAt(svg, clientX, total) {
  const box = svg.getBoundingClientRect();
  if (box.width <= 0 || total < 1) return 0;
  const fraction = Math.min(1, Math.max(0, (clientX - box.left) / box.width));
  return Math.round(fraction * (total - 1));
}

/**
 * Whether a stored analysis has the moves and steps the whole-game analysis keeps
 * (game-review.js, for every board): moves as texts, a whole number of positions, and
 * steps each with a ply below it and a share. The caller checks its own fields.
 * @param {any} value
 */
export function hasStoredSteps(value) {
  return (
    Array.isArray(value.moves) &&
    value.moves.every((/** @type {unknown} */ m) => typeof m === 'string') &&
    Number.isInteger(value.total) &&
    Array.isArray(value.steps) &&
    value.steps.every((/** @type {any} */ p) => p && Number.isInteger(p.ply) && p.ply < value.total && typeof p.share === 'number')
  );
}
