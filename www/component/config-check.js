// Checks what `mount(element, config)` and `api.set(partial)` receive before anything changes:
// every field by type and range, own properties only (an inherited `variant` is not an option),
// unknown names refused. A bad field throws a TypeError (wrong type) or RangeError (wrong value)
// whose message names the field and says what was expected, and the board stays as it was.
// `set()`, `set(undefined)` and `set(null)` change nothing. What only the core can judge (is this
// position string or record valid? is this move legal?) is left to the core, which says why.

import { VARIANT_KEYS, MODES, RANGES } from './config.js';
import { excerpt } from '../words/words.js';

/** Longest text accepted for a position, a record or a move (the core's own limit). */
export const MAX_TEXT = 1 << 20;
/** Most moves in a list to replay (the core's own limit); the index page's `?moves=` too (address.js). */
export const MAX_MOVES = 1 << 16;
/** Every event a board sends (`api.on(name)`, `config.events`), and `<loa-board>` as DOM events;
 *  types/board.d.ts declares each one's detail (BoardEvents). */
export const EVENT_NAMES = Object.freeze(['ready', 'change', 'move', 'gameover', 'illegal', 'thinking', 'hint', 'analysis', 'restart', 'error', 'review', 'watch']);

/** @typedef {(value: any, where: string) => string | null} Check */

/** What the caller passed, briefly: 'the number 6', 'an object', 'the text "x"'. @param {unknown} value */
function shown(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `the text ${JSON.stringify(excerpt(value))}`;
    case 'number':
    case 'boolean':
    case 'bigint':
      return `the ${typeof value} ${String(value)}`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'a Symbol';
    case 'function':
      return 'a function';
    default:
      return value instanceof Date ? 'a Date' : 'an object';
  }
}

/** A RangeError for a value of a plausible type (text, a number, a boolean), else a TypeError.
 * @param {string} message @param {unknown} value */
function refusal(message, value) {
  return ['string', 'number', 'boolean'].includes(typeof value) ? new RangeError(message) : new TypeError(message);
}

/** A check: returns the sentence of what is expected when `value` does not fit, else null. */
/** @type {(keys: string[]) => Check} */
const oneOf = (keys) => (value) => (typeof value === 'string' && keys.includes(value) ? null : `one of ${keys.map((k) => `'${k}'`).join(', ')}`);
/** @type {(min: number, max: number) => Check} */
const whole = (min, max) => (value) => (Number.isInteger(value) && value >= min && value <= max ? null : `a whole number from ${min} to ${max}`);
/** @type {(check: Check) => Check} */
const orNull = (check) => (value, where) => {
  if (value === null) return null;
  const expected = check(value, where);
  return expected && `${expected}, or null`;
};
/** @type {Check} */
const bool = (value) => (typeof value === 'boolean' ? null : 'true or false');
/** @type {Check} */
const text = (value) => (typeof value === 'string' && value.length <= MAX_TEXT ? null : `text of at most ${MAX_TEXT} characters`);
/** @type {Check} */
const anything = () => null;

/** Reads the own enumerable fields of `value` when it is an object; else says what it is.
 * @param {unknown} value @param {string} where @returns {[string, unknown][]} */
function ownFields(value, where) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${where} must be an object, not ${shown(value)}`);
  }
  return Object.entries(value);
}

/** A nested object (`rules`, `animation`, `words`, `events`) checked field by field.
 * @type {(fields: Record<string, Check>) => Check} */
const object = (fields) => (value, where) => {
  for (const [name, field] of ownFields(value, where)) {
    const check = fields[name] ?? fields['*'];
    if (!check) throw new RangeError(`${where} has no field '${name}' (known: ${Object.keys(fields).join(', ')})`);
    const expected = check(field, `${where}.${name}`);
    if (expected) throw refusal(`${where}.${name} must be ${expected}, not ${shown(field)}`, field);
  }
  return null;
};

/** @type {Check} */
const moves = (value) => {
  if (!Array.isArray(value)) return 'an array of moves';
  if (value.length > MAX_MOVES) return `an array of at most ${MAX_MOVES} moves`;
  const bad = value.findIndex((/** @type {unknown} */ m) => text(m, '') && whole(0, 65535)(m, ''));
  return bad < 0 ? null : `an array of moves as text ('b1-d3') or packed numbers (entry ${bad} is ${shown(value[bad])})`;
};

/** Every option `mount` and `set` take, with its check; the numbers' ranges are config.js's
 *  RANGES, which the attributes and URL parameters (options.js) use too. `turn` and `outcome`
 *  come back from getPosition() and are ignored. */
/** @type {Record<string, Check>} */
const OPTION_CHECKS = {
  // Every board, the wide ones too: mount() loads their build (builds.js).
  variant: oneOf([...VARIANT_KEYS]),
  rules: object({ simultaneous: oneOf(['mover-wins', 'draw']), repetition: bool, moveLimit: orNull(whole(...RANGES.moveLimit)), reversed: bool, scrambled: bool }),
  mode: oneOf(Object.keys(MODES)),
  human: oneOf(['black', 'white']),
  level: whole(...RANGES.level),
  moveTime: whole(...RANGES.moveTime),
  hintTime: whole(...RANGES.hintTime),
  seed: orNull(whole(...RANGES.seed)),
  orientation: orNull(oneOf(['black', 'white'])),
  coordinates: bool,
  animation: object({ duration: (v) => (typeof v === 'number' && v >= RANGES.animation[0] && v <= RANGES.animation[1] ? null : `a number of milliseconds from ${RANGES.animation.join(' to ')}`) }),
  position: orNull(text),
  start: orNull(text),
  moves,
  record: orNull(text),
  link: orNull(text),
  watchDelay: whole(...RANGES.watchDelay),
  clock: orNull((v, where) => {
    object({ time: whole(...RANGES.clockTime), increment: whole(...RANGES.clockIncrement) })(v, where);
    return 'time' in v && 'increment' in v ? null : '{time, increment} in milliseconds';
  }),
  confirmMoves: bool,
  clockTimes: orNull(object({ '*': whole(0, RANGES.clockTime[1] + RANGES.clockIncrement[1] * 10000) })),
  locale: (v) => (typeof v === 'string' && v.length <= 100 ? null : 'a locale such as "en"'),
  words: object({ '*': (v) => (typeof v === 'string' ? null : 'text') }),
  events: object(Object.fromEntries(EVENT_NAMES.map((name) => [name, (v) => (v == null || typeof v === 'function' ? null : 'a function')]))),
  turn: anything,
  outcome: anything,
};

/**
 * The checked own fields of a config, as a plain object; throws on the first bad one.
 * `where` names the call in messages: 'mount(element, config)' or 'set(partial)'.
 * @param {unknown} config
 * @param {string} where
 * @returns {Record<string, unknown>}
 */
export function checkConfig(config, where) {
  if (config === undefined || config === null) return {};
  const out = /** @type {Record<string, unknown>} */ ({});
  for (const [name, value] of ownFields(config, where)) {
    const check = OPTION_CHECKS[name];
    if (!check) throw new RangeError(`${where}: there is no option '${name}' (options: ${Object.keys(OPTION_CHECKS).join(', ')})`);
    if (value === undefined) continue; // an absent option: as if not given
    const expected = check(value, `${where}: ${name}`);
    if (expected) throw refusal(`${where}: ${name} must be ${expected}, not ${shown(value)}`, value);
    // Nested objects are copied too, so a later change by the caller cannot reach the board.
    out[name] = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : value;
  }
  if (where.startsWith('set') && 'events' in out) {
    throw new RangeError(`${where}: events can only be given to mount(); use api.on(name, handler) afterwards`);
  }
  return out;
}
