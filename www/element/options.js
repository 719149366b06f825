// The board's options as text: the `<loa-board>` element's attributes and embed.html's URL
// parameters are one table, so both read every value the same way and reject the same mistakes
// with the same words. Each option knows its attribute name (kebab-case), its URL parameter (the
// names index.html already takes: variant, mode, side, level, movetime, rules, position, moves,
// lang), its property name (camelCase) and how its text becomes a part of the `mount()` config.
// The sentences saying what is wrong come from the words module, in the board's language.

import { MODES, DEFAULTS } from '../board.js';
import { RANGES, VARIANT_KEYS } from '../component/config.js';
import { speakable } from '../words/catalogues.js';

/** @typedef {import('../types/types.js').ConfigInput} ConfigInput */
/** @typedef {import('../words/words.js').Words} Words */

/**
 * How an option's text is read: `read` gives the value, or undefined when the text is not
 * understood; `expected` words what it would have understood.
 * @template T
 * @typedef {{expected: (words: Words) => string, read: (text: string) => T | undefined}} Reader
 */

/**
 * One option. `config(value)` is the part of the mount() config the value sets; `fallback` is the
 * value in force when the option is not given (the board's default).
 * @typedef {object} Option
 * @property {string} attr
 * @property {string} param
 * @property {string} prop
 * @property {(words: Words) => string} expected
 * @property {(text: string) => unknown} read
 * @property {(value: unknown) => ConfigInput} config
 * @property {unknown} fallback
 */

/**
 * @template {string} T
 * @param {readonly T[]} values
 * @returns {Reader<T>}
 */
const oneOf = (values) => ({
  expected: () => values.join(', '),
  read: (text) => values.find((v) => v === text),
});

/**
 * @param {number} min @param {number} max
 * @param {string} [key] the sentence naming what the number counts
 * @returns {Reader<number>}
 */
const whole = (min, max, key = 'option.expectWhole') => ({
  expected: (words) => words.t(key, { min, max }),
  read: (text) => (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined),
});

/** A boolean: the bare attribute (empty text) means true, as for HTML's own boolean attributes. */
/** @type {Reader<boolean>} */
const flag = {
  expected: (words) => words.t('option.expectFlag'),
  read: (text) => (text === '' || text === 'true' ? true : text === 'false' ? false : undefined),
};

/** @type {Reader<string>} */
const someText = {
  expected: (words) => words.t('option.expectText'),
  read: (value) => (value.trim() ? value.trim() : undefined),
};

/** Moves as text separated by spaces or commas: 'b1-d3 a3xd3' or 'b1-d3,a3xd3'. */
/** @type {Reader<string[]>} */
const moveList = {
  expected: (words) => words.t('option.expectMoves'),
  read: (value) => value.split(/[\s,]+/).filter(Boolean),
};

/** @type {Reader<number | null>} */
const moveLimit = {
  expected: (words) => words.t('option.expectMoveLimit', { min: RANGES.moveLimit[0], max: RANGES.moveLimit[1] }),
  read: (value) => (value === 'none' ? null : whole(...RANGES.moveLimit).read(value)),
};

/** A language with a registered catalogue or one that loads on demand (catalogues.js); a
 *  regional tag falls back to its language ('it-CH' → 'it'). */
/** @type {Reader<string>} */
const language = {
  expected: () => speakable().join(', '),
  read: (text) => {
    const known = speakable();
    const primary = text.trim().toLowerCase().split('-')[0];
    return known.includes(text) ? text : known.includes(primary) ? primary : undefined;
  },
};

/**
 * An option's row, with its reader's type tying `read`, `config` and `fallback` together.
 * @template T
 * @param {string} attr @param {string} param @param {string} prop
 * @param {Reader<T>} reader
 * @param {(value: T) => ConfigInput} config
 * @param {T | null} fallback
 * @returns {Option}
 */
function option(attr, param, prop, reader, config, fallback) {
  return Object.freeze({
    attr,
    param,
    prop,
    expected: reader.expected,
    read: reader.read,
    // Only values `read` (or `fallback`) gave reach here: the cast restores what the table erased.
    config: (value) => config(/** @type {T} */ (value)),
    fallback,
  });
}

const ms = 'option.expectMilliseconds';
// The wide boards (black-hole, standard-12x12, hex-5, hex-6) after the 8×8 variants.
const variantKeys = [...VARIANT_KEYS];

/** Every option. */
export const OPTIONS = Object.freeze([
  option('variant', 'variant', 'variant', oneOf(variantKeys), (variant) => ({ variant }), DEFAULTS.variant),
  option('mode', 'mode', 'mode', oneOf(/** @type {('computer' | 'friend' | 'watch')[]} */ (Object.keys(MODES))), (mode) => ({ mode }), DEFAULTS.mode),
  option('side', 'side', 'side', oneOf(/** @type {const} */ (['black', 'white'])), (human) => ({ human }), DEFAULTS.human),
  option('level', 'level', 'level', whole(...RANGES.level), (level) => ({ level }), DEFAULTS.level),
  option('move-time', 'movetime', 'moveTime', whole(...RANGES.moveTime, ms), (moveTime) => ({ moveTime }), DEFAULTS.moveTime),
  option('hint-time', 'hinttime', 'hintTime', whole(...RANGES.hintTime, ms), (hintTime) => ({ hintTime }), DEFAULTS.hintTime),
  option('rules', 'rules', 'rules', oneOf(/** @type {const} */ (['mover-wins', 'draw'])), (simultaneous) => ({ rules: { simultaneous } }), DEFAULTS.rules.simultaneous),
  option('repetition', 'repetition', 'repetition', flag, (repetition) => ({ rules: { repetition } }), DEFAULTS.rules.repetition),
  option('move-limit', 'movelimit', 'moveLimit', moveLimit, (limit) => ({ rules: { moveLimit: limit } }), DEFAULTS.rules.moveLimit ?? null),
  option('reversed', 'reversed', 'reversed', flag, (reversed) => ({ rules: { reversed } }), DEFAULTS.rules.reversed),
  option('position', 'position', 'position', someText, (position) => ({ position }), DEFAULTS.position),
  option('moves', 'moves', 'moves', moveList, (moves) => ({ moves }), /** @type {string[]} */ (DEFAULTS.moves)),
  option('record', 'record', 'record', someText, (record) => ({ record }), DEFAULTS.record),
  option('orientation', 'orientation', 'orientation', oneOf(/** @type {const} */ (['black', 'white'])), (orientation) => ({ orientation }), DEFAULTS.orientation),
  option('coordinates', 'coordinates', 'coordinates', flag, (coordinates) => ({ coordinates }), DEFAULTS.coordinates),
  option('animation', 'animation', 'animation', whole(...RANGES.animation, 'option.expectAnimation'), (duration) => ({ animation: { duration } }), DEFAULTS.animation.duration),
  option('seed', 'seed', 'seed', whole(...RANGES.seed), (seed) => ({ seed }), DEFAULTS.seed),
  option('watch-delay', 'watchdelay', 'watchDelay', whole(...RANGES.watchDelay, ms), (watchDelay) => ({ watchDelay }), DEFAULTS.watchDelay),
  // The HTML attribute `lang` (and index.html's `?lang=`) chooses the board's `locale`.
  option('lang', 'lang', 'locale', language, (locale) => ({ locale }), DEFAULTS.locale),
]);

/** @type {Map<string, Option>} */
export const OPTION_BY_ATTR = new Map(OPTIONS.map((o) => [o.attr, o]));

/**
 * The sentence for a value not understood: “level="9"” is not understood (expected …).
 * @param {Words} words @param {string} label @param {string} expected
 */
export function notUnderstood(words, label, expected) {
  return words.t('option.problem', { label, expected });
}

/**
 * Reads one option's text. → {value} or {problem: 'the sentence saying what is wrong'}.
 * `null` (an attribute removed) gives the option's fallback.
 * @param {Option} option
 * @param {string | null | undefined} value
 * @param {Words} words the language of the problem
 * @param {string} [label] how the mistake is quoted
 * @returns {{value: unknown, problem?: undefined} | {value?: undefined, problem: string}}
 */
export function readOption(option, value, words, label = `${option.attr}="${value}"`) {
  if (value === null || value === undefined) return { value: option.fallback };
  const read = option.read(String(value));
  if (read === undefined) return { problem: notUnderstood(words, label, option.expected(words)) };
  return { value: read };
}

/**
 * The config part for an option's value (its fallback when null).
 * @param {Option} option @param {unknown} value
 */
export function configOf(option, value) {
  return option.config(value ?? option.fallback);
}

/**
 * Merges a config part into `config`, rules and animation field by field.
 * @param {ConfigInput} config @param {ConfigInput} part
 */
export function mergeInto(config, part) {
  const { rules, animation, ...rest } = part;
  Object.assign(config, rest);
  if (rules) config.rules = { ...config.rules, ...rules };
  if (animation) config.animation = { ...config.animation, ...animation };
  return config;
}
