// The board's configuration: the variants and modes it offers, and every option with its default.
// The comments on DEFAULTS are the documentation of `mount(element, config)`.

import { english } from '../words/words.js';
import { VARIANT_BUILDS } from './variant-builds.js';

/** @typedef {import('../types/types.js').Config} Config */
/** @typedef {import('../types/types.js').ConfigInput} ConfigInput */

/**
 * Every board the component plays, by variant key in the order offered (the 8×8 variants, then
 * the wide boards), with the wasm build that plays it: 'game' (pkg/loa.js) or 'wide'
 * (pkg/wide/loa.js, loaded when one is chosen). The core decides both; `./build.sh` writes its
 * answer into variant-builds.js (examples/variant_builds.rs), so a board given a wide variant
 * loads the wide build without first fetching the game's wasm to ask (builds.js), and no list
 * of variants is written by hand in JavaScript. tests/unit/core-builds.test.mjs checks every
 * key against the built wasm's `buildOf`.
 */
export { VARIANT_BUILDS };

/** Every variant key the board plays, in the order the New game dialog, the address and the
 *  element offer them. */
export const VARIANT_KEYS = Object.freeze(Object.keys(VARIANT_BUILDS));

const MODE_KEYS = ['computer', 'friend', 'watch', 'link', 'study'];

/** The 8×8 variants (the game build's), by key, with their English names (a board's own words
 *  may name them otherwise). */
export const VARIANTS = Object.freeze(
  Object.fromEntries(VARIANT_KEYS.filter((k) => VARIANT_BUILDS[k] === 'game').map((k) => [k, english.variant(k)])),
);

/** The variants whose two sides are teams of two seats (AmbiLOA). The core names the seats of a
 *  game under way (`state.players`); the New game dialog must word the sides before one exists. */
export const TEAM_VARIANTS = Object.freeze(['ambiloa']);

/** The build that plays the variant `key`, or undefined for a key that names no board.
 *  @param {unknown} key @returns {import('./wasm-module.js').Build | undefined} */
export function buildOfVariant(key) {
  return typeof key === 'string' && Object.hasOwn(VARIANT_BUILDS, key) ? VARIANT_BUILDS[key] : undefined;
}

/** The modes: you against the computer, two players on one device, computer against itself, and
 *  a friend by link (you play `human`; the other side's moves arrive from elsewhere through
 *  `set({link})` or `play()`, and nobody at this device moves for them), and a study: an opened
 *  record replayed, where nobody moves and the computer never answers ("Play from here",
 *  `playFromHere`, starts a game of its own from the position shown). */
export const MODES = Object.freeze(Object.fromEntries(MODE_KEYS.map((k) => [k, english.mode(k)])));

/** The configuration, with its defaults. Every field is optional; comments are the docs. */
export const DEFAULTS = Object.freeze(
  /** @type {Config} */ ({
    /** A key of VARIANTS. */
    variant: 'standard',
    /** Rule options (the rule book in docs/): both sides connected by one move → 'mover-wins' or
     *  'draw'; threefold repetition draws; optional move limit in turns (null = none); the
     *  reversed start, the sides' colours swapped (docs/rules.md §8.2). */
    rules: Object.freeze({ simultaneous: 'mover-wins', repetition: true, moveLimit: null, reversed: false, scrambled: false }),
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
    /** A game link (getPosition().link: variant, rules, start, moves, resignation) to replay
     *  instead of all the above. */
    link: null,
    /** A chess clock for two players at one device (mode 'friend' only): {time, increment} in
     *  ms, e.g. {time: 300000, increment: 3000} for 5+3; null: no clock. A flag that falls loses
     *  the game on time (the core records it). Changing it starts a new game. */
    clock: null,
    /** The clocks' remaining ms by colour ({black: 241000, white: 187500}) to resume a saved
     *  game with; read once when the game loads (api.clockTimes() gives them). */
    clockTimes: null,
    /** On touch, show a move on its target with ✓ and ✗ before it is played (slides only; a
     *  mouse, a pen and the keyboard play at once). */
    confirmMoves: false,
    /** Pause before each computer move when the computer plays itself, so people can follow. */
    watchDelay: 500,
    /** The language of every sentence the board says: a locale registered with
     *  `registerCatalogue` (words.js); 'en' is built in. */
    locale: 'en',
    /** Sentences to replace, by key (see www/words/i18n/en.js), e.g. {'chip.you': 'Me'}. */
    words: Object.freeze({}),
    /** Event handlers by name; the same as calling api.on(name, handler). */
    events: Object.freeze({}),
  }),
);

/**
 * `partial` over `base`; the nested `rules` and `animation` objects merge field by field.
 * @param {Config} base
 * @param {ConfigInput} partial
 * @returns {Config}
 */
export function merge(base, partial) {
  const out = /** @type {Config} */ ({ ...base, ...partial });
  if (partial?.rules) out.rules = { ...base.rules, ...partial.rules };
  if (partial?.animation) out.animation = { ...base.animation, ...partial.animation };
  return out;
}

/**
 * The range of every numeric option, [min, max], whole numbers only: one rule for `mount()` and
 * `set()` (config-check.js) and for the element's attributes and embed.html's URL parameters
 * (options.js). `animation` is its `duration`, `moveLimit` the rules' (null means none).
 * @type {Readonly<Record<'level' | 'moveTime' | 'hintTime' | 'moveLimit' | 'animation' | 'seed' | 'watchDelay' | 'clockTime' | 'clockIncrement', readonly [number, number]>>}
 */
export const RANGES = Object.freeze({
  level: [1, 6],
  moveTime: [100, 60000],
  hintTime: [100, 60000],
  moveLimit: [1, 10000],
  animation: [0, 1000],
  seed: [0, 2 ** 32 - 1],
  watchDelay: [0, 10000],
  clockTime: [1000, 86400000],
  clockIncrement: [0, 3600000],
});

/** Options whose change starts a new game. */
export const RESTART_KEYS = ['variant', 'rules', 'moves', 'position', 'record', 'link', 'seed', 'clock'];
/** Options whose change restarts the computer's thinking in the same game. */
export const COMPUTER_KEYS = ['mode', 'human', 'level', 'moveTime'];

/**
 * A change of configuration as `set` takes it: what getPosition() returns can be given back
 * (`start` and `moves` replay the game); a new variant starts from its own start; a new
 * position replaces a loaded record, and a new record a loaded link.
 * @param {ConfigInput} partial
 * @returns {ConfigInput}
 */
export function normalise(partial) {
  let out = { ...partial };
  if ('start' in out) {
    out = { ...out, position: out.start ?? null };
    delete out.start;
  }
  if ('variant' in out && !('position' in out)) out = { position: null, record: null, link: null, ...out };
  if ('position' in out && !('record' in out)) out = { record: null, link: null, ...out };
  // A link comes before a record in a game's set-up (setup.js): a new record replaces it.
  if ('record' in out && out.record && !('link' in out)) out = { link: null, ...out };
  return out;
}
