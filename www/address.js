// The index page's address: URL parameters choose the game; bad values are reported in words
// (words.js) and replaced by defaults.
//   ?variant=parachute&mode=friend&level=4&side=white&moves=b1-d3,a3xd3
//   ?level=6&movetime=2000                        (level 6's time per move in ms)
//   ?position=standard 7w/8/7w/8/8/8/3b4/bb6 b   (a position string, see the rule book in docs/)

import { VARIANTS, MODES, DEFAULTS } from './config.js';

/** @typedef {import('./types.js').ConfigInput} ConfigInput */
/** @typedef {import('./words.js').Words} Words */

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
    else problems.push(words.t('page.badParam', { name, value, expected }));
  };
  const list = (/** @type {string[]} */ keys) => words.list(keys);
  pick('variant', (v) => v in VARIANTS, (v) => (config.variant = v), list(Object.keys(VARIANTS)));
  pick('mode', (v) => v in MODES, (v) => (config.mode = /** @type {'computer' | 'friend' | 'watch'} */ (v)), list(Object.keys(MODES)));
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
  const position = params.get('position');
  if (position !== null) config.position = position;
  const moves = params.get('moves');
  if (moves !== null) config.moves = moves.split(/[\s,]+/).filter(Boolean);
  return { config, problems };
}
