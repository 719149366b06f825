// The checks of mount()'s and set()'s config without a browser (www/component/config-check.js):
// every range at both ends and just outside, every kind of bad value with its message, unknown
// names, nested objects, and what is copied.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkConfig } from '../../www/component/config-check.js';
import { RANGES } from '../../www/component/config.js';

const M = 'mount(element, config)';

test('every number option accepts its range and refuses just outside it, naming the range', () => {
  for (const name of ['level', 'moveTime', 'hintTime', 'seed', 'watchDelay']) {
    const [min, max] = RANGES[name];
    assert.deepEqual(checkConfig({ [name]: min }, M), { [name]: min });
    assert.deepEqual(checkConfig({ [name]: max }, M), { [name]: max });
    for (const bad of [min - 1, max + 1, min + 0.5]) {
      assert.throws(() => checkConfig({ [name]: bad }, M), (err) => {
        assert.ok(err instanceof RangeError, `${name} ${bad}: ${err}`);
        assert.match(err.message, new RegExp(`^${M.replace(/[()]/g, '\\$&')}: ${name}(, or null)? must be a whole number from ${min} to ${max}`));
        assert.ok(err.message.endsWith(`not the number ${bad}`), err.message);
        return true;
      });
    }
    assert.throws(() => checkConfig({ [name]: '3' }, M), new RegExp(`${name} must be .* not the text "3"`));
  }
  const [lo, hi] = RANGES.moveLimit;
  assert.deepEqual(checkConfig({ rules: { moveLimit: hi } }, M), { rules: { moveLimit: hi } });
  assert.deepEqual(checkConfig({ rules: { moveLimit: null } }, M), { rules: { moveLimit: null } });
  assert.throws(() => checkConfig({ rules: { moveLimit: lo - 1 } }, M), /rules\.moveLimit must be a whole number from 1 to 10000, or null, not the number 0/);
  const [a0, a1] = RANGES.animation;
  assert.deepEqual(checkConfig({ animation: { duration: a1 } }, M), { animation: { duration: a1 } });
  assert.deepEqual(checkConfig({ animation: { duration: 12.5 } }, M), { animation: { duration: 12.5 } });
  assert.throws(() => checkConfig({ animation: { duration: a0 - 1 } }, M), /animation\.duration must be a number of milliseconds from 0 to 1000, not the number -1/);
});

test('keys, flags and texts: the expected values are named, and the value shown', () => {
  assert.throws(() => checkConfig({ variant: 'chess' }, M), /variant must be one of 'standard', .*'standard-7x7', 'gemma', 'black-hole', 'standard-12x12', 'hex-5', 'hex-6', not the text "chess"/);
  assert.throws(() => checkConfig({ mode: 1 }, M), { name: 'RangeError', message: /mode must be one of 'computer', 'friend', 'watch', 'link', 'study', not the number 1/ });
  assert.throws(() => checkConfig({ human: ['black'] }, M), { name: 'TypeError', message: /human must be one of 'black', 'white', not an array/ });
  assert.throws(() => checkConfig({ orientation: 'north' }, M), /orientation must be one of 'black', 'white', or null/);
  assert.throws(() => checkConfig({ coordinates: 'yes' }, M), /coordinates must be true or false, not the text "yes"/);
  assert.throws(() => checkConfig({ position: 5 }, M), /position must be text of at most 1048576 characters, or null, not the number 5/);
  assert.throws(() => checkConfig({ locale: {} }, M), { name: 'TypeError', message: /locale must be a locale such as "en", not an object/ });
  assert.throws(() => checkConfig({ rules: { simultaneous: 'both' } }, M), /rules\.simultaneous must be one of 'mover-wins', 'draw'/);
  assert.throws(() => checkConfig({ rules: { repetition: 1 } }, M), /rules\.repetition must be true or false/);
  assert.throws(() => checkConfig({ words: { 'chip.you': 3 } }, M), /words\.chip\.you must be text, not the number 3/);
  assert.throws(() => checkConfig({ variant: 'x'.repeat(50) }, M), /not the text "x{40}…"/);
  assert.throws(() => checkConfig({ seed: Symbol('s') }, M), { name: 'TypeError', message: /not a Symbol/ });
  assert.throws(() => checkConfig({ level: () => 1 }, M), /not a function/);
  assert.throws(() => checkConfig({ level: new Date(0) }, M), /not a Date/);
  assert.throws(() => checkConfig({ level: 10n }, M), /not the bigint 10/);
});

test('moves: text or packed numbers, at most the core\'s count', () => {
  assert.deepEqual(checkConfig({ moves: ['b1-d3', 1234] }, M), { moves: ['b1-d3', 1234] });
  assert.throws(() => checkConfig({ moves: 'b1-d3' }, M), /moves must be an array of moves, not the text "b1-d3"/);
  assert.throws(() => checkConfig({ moves: ['b1-d3', 70000] }, M), /entry 1 is the number 70000/);
  assert.throws(() => checkConfig({ moves: new Array(65537).fill('b1-d3') }, M), /an array of at most 65536 moves/);
});

test('unknown names, not-objects and events', () => {
  assert.throws(() => checkConfig({ levle: 3 }, M), /there is no option 'levle' \(options: variant, rules, /);
  assert.throws(() => checkConfig({ rules: { limit: 3 } }, M), /rules has no field 'limit' \(known: simultaneous, repetition, moveLimit, reversed, scrambled\)/);
  assert.throws(() => checkConfig('standard', M), { name: 'TypeError', message: `${M} must be an object, not the text "standard"` });
  assert.throws(() => checkConfig([], M), /must be an object, not an array/);
  assert.throws(() => checkConfig({ rules: null }, M), /rules must be an object, not null/);
  assert.throws(() => checkConfig({ events: { moved: () => {} } }, M), /events has no field 'moved'/);
  assert.throws(() => checkConfig({ events: { move: 'f' } }, M), /events\.move must be a function/);
  const handler = () => {};
  assert.deepEqual(checkConfig({ events: { move: handler } }, M), { events: { move: handler } });
  assert.throws(() => checkConfig({ events: { move: handler } }, 'set(partial)'), /set\(partial\): events can only be given to mount\(\)/);
});

test('nothing, undefined fields, inherited fields and copies', () => {
  assert.deepEqual(checkConfig(undefined, 'set(partial)'), {});
  assert.deepEqual(checkConfig(null, 'set(partial)'), {});
  assert.deepEqual(checkConfig({ level: undefined, mode: 'friend' }, M), { mode: 'friend' });
  assert.deepEqual(checkConfig(Object.create({ variant: 'chess' }), M), {}, 'an inherited field is no option');
  const rules = { repetition: false };
  const checked = checkConfig({ rules }, M);
  rules.repetition = true;
  assert.deepEqual(checked, { rules: { repetition: false } }, 'a nested object is copied');
  // What getPosition() gives back is accepted whole.
  assert.deepEqual(checkConfig({ turn: 'black', outcome: null, start: 'x' }, M), { turn: 'black', outcome: null, start: 'x' });
});
