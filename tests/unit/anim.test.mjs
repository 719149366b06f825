// The animation plan without a browser (www/component/view/anim.js): which pieces glide, fade
// out (captures) or fade in (Parachute drops) between two positions.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { plan, isEmpty, ease } from '../../www/component/view/anim.js';

const board = (/** @type {Record<string, string>} */ pieces) => new Map(Object.entries(pieces));

test('a slide glides', () => {
  const planned = plan(board({ b1: 'black', a2: 'white' }), board({ d3: 'black', a2: 'white' }));
  assert.deepEqual(planned, { glides: [{ from: 'b1', to: 'd3', colour: 'black' }], fades: [], appears: [] });
});

test('a capture glides the mover and fades the captured piece', () => {
  const planned = plan(board({ c1: 'black', a3: 'white' }), board({ a3: 'black' }));
  assert.deepEqual(planned.glides, [{ from: 'c1', to: 'a3', colour: 'black' }]);
  assert.deepEqual(planned.fades, [{ square: 'a3', colour: 'white' }]);
  assert.deepEqual(planned.appears, []);
});

test('a drop fades in; an undone drop fades out', () => {
  const before = board({ a1: 'black' });
  const after = board({ a1: 'black', d4: 'white' });
  assert.deepEqual(plan(before, after), { glides: [], fades: [], appears: [{ square: 'd4', colour: 'white' }] });
  assert.deepEqual(plan(after, before), { glides: [], fades: [{ square: 'd4', colour: 'white' }], appears: [] });
});

test('each arriving piece is paired with the nearest that left, colour by colour', () => {
  // Two black pieces move at once (a loaded game): each pairs with its nearest origin.
  const planned = plan(board({ a1: 'black', h8: 'black', e4: 'blue' }), board({ g8: 'black', b1: 'black', e5: 'yellow' }));
  const glides = planned.glides.map((g) => `${g.from}-${g.to}`).sort();
  assert.deepEqual(glides, ['a1-b1', 'h8-g8']);
  // A piece never glides into another colour: the blue one fades, the yellow one appears.
  assert.deepEqual(planned.fades, [{ square: 'e4', colour: 'blue' }]);
  assert.deepEqual(planned.appears, [{ square: 'e5', colour: 'yellow' }]);
});

test('no change is an empty plan', () => {
  const same = board({ a1: 'black', b2: 'white' });
  assert.ok(isEmpty(plan(same, new Map(same))));
  assert.ok(isEmpty(plan(new Map(), new Map())));
  assert.ok(!isEmpty(plan(same, board({ a1: 'black' }))));
});

test('the easing starts at 0, ends at 1, is symmetric and never leaves [0, 1]', () => {
  assert.equal(ease(0), 0);
  assert.equal(ease(1), 1);
  assert.equal(ease(0.5), 0.5);
  for (let t = 0; t <= 1; t += 0.05) {
    assert.ok(ease(t) >= 0 && ease(t) <= 1);
    assert.ok(Math.abs(ease(t) + ease(1 - t) - 1) < 1e-12);
  }
});
