// The attribute and URL options without a browser (www/element/options.js): each reader on good
// and bad text, the fallback of a removed attribute, and the config each value makes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OPTIONS, OPTION_BY_ATTR, readOption, configOf, mergeInto } from '../../www/element/options.js';
import { english } from '../../www/words/words.js';
import { DEFAULTS } from '../../www/board.js';

const option = (/** @type {string} */ attr) => {
  const found = OPTION_BY_ATTR.get(attr);
  assert.ok(found, attr);
  return found;
};
const read = (/** @type {string} */ attr, /** @type {string | null} */ text) => readOption(option(attr), text, english);

test('every option has a distinct attribute and URL parameter, and its fallback is the default', () => {
  assert.equal(new Set(OPTIONS.map((o) => o.attr)).size, OPTIONS.length);
  assert.equal(new Set(OPTIONS.map((o) => o.param)).size, OPTIONS.length);
  for (const o of OPTIONS) assert.deepEqual(readOption(o, null, english), { value: o.fallback }, o.attr);
  assert.equal(option('level').fallback, DEFAULTS.level);
});

test('whole numbers: the range, digits only', () => {
  assert.deepEqual(read('level', '6'), { value: 6 });
  assert.deepEqual(read('level', '1'), { value: 1 });
  for (const bad of ['0', '7', '3.5', '-1', ' 3', 'three', '']) {
    assert.deepEqual(read('level', bad), { problem: `“level="${bad}"” is not understood (expected a whole number from 1 to 6)` }, bad);
  }
  assert.match(read('move-time', '99').problem ?? '', /expected a whole number from 100 to 60000 \(milliseconds\)/);
  assert.match(read('animation', '1001').problem ?? '', /under 70 is off/);
});

test('keys, flags, texts, move lists, the move limit and the language', () => {
  assert.deepEqual(read('variant', 'ambiloa'), { value: 'ambiloa' });
  assert.match(read('variant', 'Ambiloa').problem ?? '', /expected standard, scrambled-eggs, parachute, ambiloa/);
  assert.deepEqual(read('coordinates', ''), { value: true }, 'a bare attribute is true');
  assert.deepEqual(read('coordinates', 'false'), { value: false });
  assert.match(read('coordinates', 'no').problem ?? '', /expected true or false/);
  assert.deepEqual(read('position', '  standard x  '), { value: 'standard x' });
  assert.match(read('position', '   ').problem ?? '', /expected some text/);
  assert.deepEqual(read('moves', 'b1-d3, a3xd3  c1-c3'), { value: ['b1-d3', 'a3xd3', 'c1-c3'] });
  assert.deepEqual(read('move-limit', 'none'), { value: null });
  assert.deepEqual(read('move-limit', '40'), { value: 40 });
  assert.match(read('move-limit', '0').problem ?? '', /none or a whole number of turns from 1 to 10000/);
  assert.deepEqual(read('lang', 'en-GB'), { value: 'en' }, 'a regional tag falls back to its language');
  assert.match(read('lang', 'klingon').problem ?? '', /expected en/);
  assert.equal(readOption(option('level'), '9', english, '?level=9').problem, '“?level=9” is not understood (expected a whole number from 1 to 6)');
});

test('each value becomes its config part, merged field by field', () => {
  assert.deepEqual(configOf(option('side'), 'white'), { human: 'white' });
  assert.deepEqual(configOf(option('repetition'), false), { rules: { repetition: false } });
  assert.deepEqual(configOf(option('animation'), null), { animation: { duration: DEFAULTS.animation.duration } });
  assert.deepEqual(configOf(option('lang'), 'en'), { locale: 'en' });
  const config = mergeInto({ level: 2, rules: { simultaneous: 'draw' } }, configOf(option('repetition'), false));
  mergeInto(config, configOf(option('move-limit'), 30));
  mergeInto(config, configOf(option('level'), 5));
  assert.deepEqual(config, { level: 5, rules: { simultaneous: 'draw', repetition: false, moveLimit: 30 } });
});
