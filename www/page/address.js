// The index page's address: URL parameters choose the game; bad values are reported in words
// (words.js) and replaced by defaults.
//   ?variant=parachute&mode=friend&level=4&side=white&moves=b1-d3,a3xd3
//   ?level=6&movetime=2000                        (level 6's time per move in ms)
//   ?position=standard 7w/8/7w/8/8/8/3b4/bb6 b   (a position string, see the rule book in docs/)
//   ?g=standard~norep~mBTQT&mode=computer&side=white&level=4   (a game link: variant, rules, moves)
//   ?limit=80&repetition=off                     (a move limit in turns; no repetition draw)
// Only a table's own keys count as known values (`?variant=toString` is not a variant).

import { VARIANT_KEYS, MODES, DEFAULTS } from '../component/config.js';
import { MAX_MOVES, MAX_TEXT } from '../component/config-check.js';
import { excerpt } from '../words/words.js';

/** @typedef {import('../types/types.js').ConfigInput} ConfigInput */
/** @typedef {import('../words/words.js').Words} Words */

/**
 * Reads the game from `params`; → the configuration and the problems found, in words.
 * @param {URLSearchParams} params
 * @param {Words} words
 * @returns {{config: ConfigInput, problems: string[]}}
 */
export function configFromAddress(params, words) {
  /** @type {ConfigInput} */
  const config = { variant: DEFAULTS.variant, mode: DEFAULTS.mode, human: DEFAULTS.human, level: DEFAULTS.level };
  /** @type {string[]} */
  const problems = [];
  /**
   * @param {string} name
   * @param {(value: string) => boolean} valid
   * @param {(value: string) => void} apply
   * @param {string} expected in words
   */
  const pick = (name, valid, apply, expected) => {
    const value = params.get(name);
    if (value === null) return;
    if (valid(value)) apply(value);
    else problems.push(words.t('page.badParam', { name, value: excerpt(value), expected }));
  };
  const list = (/** @type {string[]} */ keys) => words.list(keys);
  // Every board's key, the wide boards' too.
  pick('variant', (v) => VARIANT_KEYS.includes(v), (v) => (config.variant = v), list([...VARIANT_KEYS]));
  pick('mode', (v) => Object.hasOwn(MODES, v), (v) => (config.mode = /** @type {'computer' | 'friend' | 'watch' | 'link' | 'study'} */ (v)), list(Object.keys(MODES)));
  pick('side', (v) => v === 'black' || v === 'white', (v) => (config.human = /** @type {'black' | 'white'} */ (v)), words.t('page.expectSide'));
  pick('level', (v) => /^[1-6]$/.test(v), (v) => (config.level = Number(v)), words.t('page.expectLevel'));
  pick(
    'movetime',
    (v) => /^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 60000,
    (v) => (config.moveTime = Number(v)),
    words.t('page.expectMoveTime'),
  );
  pick(
    'rules',
    (v) => v === 'mover-wins' || v === 'draw',
    (v) => (config.rules = { simultaneous: /** @type {'mover-wins' | 'draw'} */ (v) }),
    words.t('page.expectRules'),
  );
  /** @type {Partial<import('../types/types.js').Rules>} */
  const rules = {};
  pick('limit', (v) => /^\d{1,4}$/.test(v) && Number(v) >= 1, (v) => (rules.moveLimit = Number(v)), words.t('page.expectLimit'));
  pick('repetition', (v) => v === 'on' || v === 'off', (v) => (rules.repetition = v === 'on'), words.t('page.expectRepetition'));
  if (Object.keys(rules).length) config.rules = { ...config.rules, ...rules };
  pick('g', (v) => /^[A-Za-z0-9_.~-]+$/.test(v), (v) => (config.link = v), words.t('page.expectLink'));
  // Beyond what the board takes, a position or a move list is named and left out: the board
  // would refuse the whole address, and the page would never start.
  const position = params.get('position');
  if (position !== null && position.length > MAX_TEXT) problems.push(words.t('page.tooLong', { name: 'position', count: position.length, max: MAX_TEXT }));
  else if (position !== null) config.position = position;
  const moves = params.get('moves')?.split(/[\s,]+/).filter(Boolean) ?? null;
  if (moves !== null && moves.length > MAX_MOVES) problems.push(words.t('page.tooLong', { name: 'moves', count: moves.length, max: MAX_MOVES }));
  else if (moves !== null) config.moves = moves;
  return { config, problems };
}

/** The parameters that name a game (app.js resumes none when one is there). */
export const NAMES_GAME = ['g', 'moves', 'position', 'variant', 'mode', 'side'];
/** Every parameter that chooses the game: once read, taken out of the address (`plainAddress`). */
const GAME_CHOICE = [...NAMES_GAME, 'level', 'movetime', 'rules', 'limit', 'repetition', 'id', 'from'];

/**
 * The page's address without what chose the game (the language and the rest stay), for
 * `history.replaceState`: a reload then resumes the game being played instead of starting the
 * address's game again. @param {Location} where
 */
export function plainAddress(where) {
  const rest = new URLSearchParams(where.search);
  for (const name of GAME_CHOICE) rest.delete(name);
  return `${where.pathname}${rest.size ? `?${rest}` : ''}${where.hash}`;
}
