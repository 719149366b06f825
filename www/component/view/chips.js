// The bars above and below the board: one chip per player, with their name (and AmbiLOA seat),
// who plays them ("Computer · Level 3"), how many of their pieces are on the board, the pieces they
// hold in Parachute (dots and their number), and whose turn it is. Everything comes from
// `state.players` and `state.pieces`, in turn order: the first half of the table sits at the
// bottom (as seen from the first player's side), the second half at the top. AmbiLOA's seats sit
// at their sides: West at the left end of its bar, East at the right.

import { clockText } from '../clock.js';

/** @typedef {import('../../types/types.js').State} State */
/** @typedef {import('../../types/types.js').Player} Player */
/** @typedef {import('../../words/words.js').Words} Words */

/**
 * @typedef {object} ChipContext
 * @property {State | null} state
 * @property {boolean} flipped the board is seen from the other side
 * @property {Words} words
 * @property {boolean} showWho whether chips say "You" / "Computer" (not between two people)
 * @property {Record<string, string | null> | null} [names] a study's players by colour, as its
 *   record names them: said instead of "You" / "Computer" (a colour without a name says nothing)
 * @property {(colour: string) => boolean} isHuman
 * @property {boolean} thinking
 * @property {number} level the computer's level, named on its chips
 * @property {Record<string, string | null> | null} [byLink] the other side is a friend playing by
 *   link, not the computer: the players by colour as the game's Black and White tags name them,
 *   so the friend's chip says their name ("Friend" when unnamed)
 * @property {boolean} [clock] the players have a clock (view.js shows its time)
 */

/**
 * Fills the two bars.
 * @param {{top: HTMLElement, bottom: HTMLElement}} bars
 * @param {ChipContext} ctx
 */
export function renderBars(bars, ctx) {
  const players = ctx.state?.players ?? [];
  const half = Math.ceil(players.length / 2);
  let bottom = players.slice(0, half);
  let top = players.slice(half);
  if (ctx.flipped) [bottom, top] = [top, bottom];
  bars.top.replaceChildren(...bySide(top, ctx.flipped).map((p) => chip(p, ctx)));
  bars.bottom.replaceChildren(...bySide(bottom, ctx.flipped).map((p) => chip(p, ctx)));
  for (const bar of [bars.top, bars.bottom]) bar.classList.toggle('loa-seated', players.some((p) => p.seat));
}

/** Where each seat sits from left to right, seen from South; seen from North, the other way. */
const SEAT_X = { west: 0, south: 1, north: 1, east: 2 };

/** The players of a bar from left to right: AmbiLOA's West left, East right. @param {Player[]} players @param {boolean} flipped */
function bySide(players, flipped) {
  if (!players.some((p) => p.seat)) return players;
  const x = (/** @type {Player} */ p) => (p.seat ? SEAT_X[p.seat] : 1) * (flipped ? -1 : 1);
  return [...players].sort((a, b) => x(a) - x(b));
}

/** @param {Player} player @param {ChipContext} ctx */
function chip(player, { state, words, showWho, isHuman, thinking, level, byLink, clock, names }) {
  const active = !!state && !state.outcome && player.toMove;
  const box = el('div', '', `loa-chip${active ? ' loa-active' : ''}`);
  box.dataset.colour = player.colour;
  if (player.seat) box.dataset.seat = player.seat;
  box.append(el('span', '', `loa-disc loa-${player.colour}`), el('span', words.chipName(player), 'loa-name'));
  const other = byLink ? byLink[player.colour] || words.t('chip.friend') : words.t('chip.computerLevel', { level });
  if (names) {
    const name = names[player.colour];
    if (name) box.append(el('span', name, 'loa-who'));
  } else if (showWho) box.append(el('span', isHuman(player.colour) ? words.t('chip.you') : other, 'loa-who'));
  if (state) {
    // The core's list of the pieces on the board, counted by colour: nothing is judged here.
    const onBoard = state.pieces.filter((p) => p.colour === player.colour).length;
    const count = el('span', String(onBoard), 'loa-count');
    count.title = words.t('chip.onBoard', { count: onBoard });
    count.setAttribute('role', 'img');
    count.setAttribute('aria-label', count.title);
    box.append(count);
  }
  if (player.inHand != null && player.handColour) {
    const hand = el('span', '', 'loa-hand');
    hand.title = words.t('chip.hand', { count: player.inHand, piece: words.piece(player.handColour) });
    // An image of the pieces in hand, named by its label (a bare span may not carry one).
    hand.setAttribute('role', 'img');
    hand.setAttribute('aria-label', hand.title);
    for (let i = 0; i < player.inHand; i++) hand.append(el('span', '', `loa-disc loa-small loa-${player.handColour}`));
    // The number beside the dots: small dots are hard to count at a glance. The hand's
    // accessible name already says it, so the number is not read twice.
    const count = el('span', String(player.inHand), 'loa-hand-count');
    count.setAttribute('aria-hidden', 'true');
    hand.append(count);
    box.append(hand);
  }
  if (clock) {
    // The player's clock (friend mode with a clock); its text is kept up to date by view.js.
    const time = el('span', '', 'loa-clock');
    time.dataset.colour = player.colour;
    time.setAttribute('role', 'timer');
    time.setAttribute('aria-label', words.t('chip.clock', { player: words.chipName(player) }));
    box.append(time);
  }
  if (active && thinking) box.append(el('span', words.t('chip.thinking'), 'loa-spinner'));
  else if (active) box.append(el('span', words.t(state?.dropDue ? 'chip.toDrop' : 'chip.toMove'), 'loa-turn'));
  return box;
}

/**
 * The players as the game's record names them (the Black and White tags), by colour: a study's
 * are said on their chips instead of "You" / "Computer", a friend's by link instead of "Friend". @param {import('../../../pkg/loa.js').WasmGame | null} game
 */
export function recordNames(game) {
  return { black: game?.tag('Black') ?? null, white: game?.tag('White') ?? null };
}

/**
 * An element with optional text and class.
 * @param {string} tag @param {string} text @param {string} [className]
 */
export function el(tag, text, className) {
  const e = document.createElement(tag);
  if (text) e.textContent = text;
  if (className) e.className = className;
  return e;
}

/**
 * Writes each clock's remaining time into its chip ("4:59", "9.4" under ten seconds, marked
 * low), without building the bars again. @param {HTMLElement} root the board
 * @param {import('../clock.js').GameClock | null} clock @param {Words} words
 */
export function showClocks(root, clock, words) {
  const now = performance.now();
  for (const span of root.querySelectorAll('.loa-clock')) {
    const left = clock?.remaining(/** @type {HTMLElement} */ (span).dataset.colour ?? '', now) ?? 0;
    span.textContent = clockText(left, words.t('number.decimalMark'));
    span.classList.toggle('loa-clock-low', left < 10000);
  }
}
