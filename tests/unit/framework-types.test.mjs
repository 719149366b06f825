// The package's vue.d.ts and svelte.d.ts are written at build time by tools/framework_types.mjs
// from the element's table: they name every option and event of it (tests/frameworks/ checks
// them with vue-tsc and svelte-check), as the hand-written JSX typings must.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FILES } from '../../tools/framework_types.mjs';
import { interfaceMembers } from './declarations.mjs';
import { OPTIONS } from '../../www/element/options.js';
import { EVENTS } from '../../www/element/element.js';

test('the typings name every option and every event of the element', () => {
  const vue = FILES['vue.d.ts']();
  const svelte = FILES['svelte.d.ts']();
  for (const o of OPTIONS) {
    assert.ok(vue.includes(`  ${o.prop}?: `) && svelte.includes(`  ${o.prop}?: `), `property ${o.prop}`);
  }
  for (const e of EVENTS) {
    assert.ok(vue.includes(`  on${e[0].toUpperCase()}${e.slice(1)}?: `), `Vue handler of ${e}`);
    assert.ok(svelte.includes(`  on${e}?: `), `Svelte handler of ${e}`);
  }
});

test('the JSX typings (LoaBoardProps, for React, Preact and Solid) name every option and event of the same table', () => {
  const declared = interfaceMembers('types/loa-board.d.ts', 'LoaBoardProps');
  const expected = [...OPTIONS.flatMap((o) => [o.prop, o.attr]), 'controls', ...EVENTS.map((e) => `on${e}`)];
  assert.deepEqual(expected.filter((name) => !declared.has(name)), [], 'in the table, not in LoaBoardProps');
  assert.deepEqual([...declared].filter((name) => !expected.includes(name)), [], 'in LoaBoardProps, not in the table');
});
