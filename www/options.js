// The board's options as text: the `<loa-board>` element's attributes and embed.html's URL
// parameters are one table, so both read every value the same way and reject the same mistakes
// with the same words. Each option knows its attribute name (kebab-case), its URL parameter (the
// names index.html already takes: variant, mode, side, level, movetime, rules, position, moves),
// its property name (camelCase) and how its text becomes a part of the `mount()` config.

import { VARIANTS, MODES, DEFAULTS } from './board.js';

const MAX_SEED = 2 ** 32 - 1;

const oneOf = (values) => ({
  expected: values.join(', '),
  read: (text) => (values.includes(text) ? text : undefined),
});

const whole = (min, max, unit = '') => ({
  expected: `a whole number from ${min} to ${max}${unit}`,
  read: (text) => (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? Number(text) : undefined),
});

/** A boolean: the bare attribute (empty text) means true, as for HTML's own boolean attributes. */
const flag = {
  expected: 'true or false',
  read: (text) => ({ '': true, true: true, false: false })[text],
};

const text = {
  expected: 'some text',
  read: (value) => (value.trim() ? value.trim() : undefined),
};

/** Moves as text separated by spaces or commas: 'b1-d3 a3xd3' or 'b1-d3,a3xd3'. */
const moveList = {
  expected: 'moves separated by spaces or commas',
  read: (value) => value.split(/[\s,]+/).filter(Boolean),
};

const moveLimit = {
  expected: 'none or a whole number of turns from 1 to 10000',
  read: (value) => (value === 'none' ? null : whole(1, 10000).read(value)),
};

/**
 * Every option. `config(value)` is the part of the mount() config the value sets; `fallback` is
 * the value in force when the option is not given (the board's default).
 */
export const OPTIONS = [
  { attr: 'variant', param: 'variant', prop: 'variant', ...oneOf(Object.keys(VARIANTS)), config: (variant) => ({ variant }) },
  { attr: 'mode', param: 'mode', prop: 'mode', ...oneOf(Object.keys(MODES)), config: (mode) => ({ mode }) },
  { attr: 'side', param: 'side', prop: 'side', ...oneOf(['black', 'white']), config: (human) => ({ human }), fallback: DEFAULTS.human },
  { attr: 'level', param: 'level', prop: 'level', ...whole(1, 6), config: (level) => ({ level }) },
  { attr: 'move-time', param: 'movetime', prop: 'moveTime', ...whole(100, 60000, ' (milliseconds)'), config: (moveTime) => ({ moveTime }) },
  { attr: 'hint-time', param: 'hinttime', prop: 'hintTime', ...whole(100, 60000, ' (milliseconds)'), config: (hintTime) => ({ hintTime }) },
  {
    attr: 'rules',
    param: 'rules',
    prop: 'rules',
    ...oneOf(['mover-wins', 'draw']),
    config: (simultaneous) => ({ rules: { simultaneous } }),
    fallback: DEFAULTS.rules.simultaneous,
  },
  { attr: 'repetition', param: 'repetition', prop: 'repetition', ...flag, config: (repetition) => ({ rules: { repetition } }), fallback: DEFAULTS.rules.repetition },
  { attr: 'move-limit', param: 'movelimit', prop: 'moveLimit', ...moveLimit, config: (limit) => ({ rules: { moveLimit: limit } }), fallback: DEFAULTS.rules.moveLimit },
  { attr: 'position', param: 'position', prop: 'position', ...text, config: (position) => ({ position }) },
  { attr: 'moves', param: 'moves', prop: 'moves', ...moveList, config: (moves) => ({ moves }) },
  { attr: 'record', param: 'record', prop: 'record', ...text, config: (record) => ({ record }) },
  { attr: 'orientation', param: 'orientation', prop: 'orientation', ...oneOf(['black', 'white']), config: (orientation) => ({ orientation }) },
  { attr: 'coordinates', param: 'coordinates', prop: 'coordinates', ...flag, config: (coordinates) => ({ coordinates }) },
  {
    attr: 'animation',
    param: 'animation',
    prop: 'animation',
    ...whole(0, 1000, ' (milliseconds; under 70 is off)'),
    config: (duration) => ({ animation: { duration } }),
    fallback: DEFAULTS.animation.duration,
  },
  { attr: 'seed', param: 'seed', prop: 'seed', ...whole(0, MAX_SEED), config: (seed) => ({ seed }) },
  { attr: 'watch-delay', param: 'watchdelay', prop: 'watchDelay', ...whole(0, 10000, ' (milliseconds)'), config: (watchDelay) => ({ watchDelay }) },
];

for (const option of OPTIONS) {
  if (!('fallback' in option)) option.fallback = DEFAULTS[option.prop];
  Object.freeze(option);
}

export const OPTION_BY_ATTR = new Map(OPTIONS.map((o) => [o.attr, o]));

/**
 * Reads one option's text. → {value} or {problem: 'the sentence saying what is wrong'}.
 * `null` (an attribute removed) gives the option's fallback.
 */
export function readOption(option, value, label = `${option.attr}="${value}"`) {
  if (value === null || value === undefined) return { value: option.fallback };
  const read = option.read(String(value));
  if (read === undefined) return { problem: `“${label}” is not understood (expected ${option.expected})` };
  return { value: read };
}

/** The config part for an option's value (its fallback when null). */
export function configOf(option, value) {
  return option.config(value ?? option.fallback);
}

/**
 * Reads every option present in URL parameters. → {config, problems}: the config holds the
 * understood values; each problem is a sentence about one ignored parameter.
 */
export function configFromParams(params) {
  const config = {};
  const problems = [];
  for (const option of OPTIONS) {
    if (!params.has(option.param)) continue;
    const { value, problem } = readOption(option, params.get(option.param), `${option.param}=${params.get(option.param)}`);
    if (problem) problems.push(problem);
    else mergeInto(config, configOf(option, value));
  }
  return { config, problems };
}

/** Merges a config part into `config`, rules and animation field by field. */
export function mergeInto(config, part) {
  for (const [key, value] of Object.entries(part)) {
    if ((key === 'rules' || key === 'animation') && config[key]) Object.assign(config[key], value);
    else config[key] = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : value;
  }
  return config;
}
