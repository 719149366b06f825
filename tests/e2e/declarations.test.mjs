// The published declarations against what runs: the keys of a mounted board's api, the
// <loa-board> element's own members and events, and embed.html's commands and events, each
// compared both ways with types/board.d.ts, types/loa-board.d.ts and types/embed.d.ts. A member
// added to the code and not declared fails here, and so does one declared that nothing offers.
// (The state's keys are compared by tests/unit/boundary-keys.test.mjs; strict tsc over
// types/check/*.ts checks that the declarations type a real use.)

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, serve, launch } from './harness.mjs';
import { interfaceMembers, declaredExports } from '../unit/declarations.mjs';

/** The element's workings, public in JavaScript but no part of its api: the lifecycle callbacks
 *  custom elements have, and the helpers the shell calls on itself. */
const ELEMENT_WORKINGS = [
  'constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback',
  'mountBoard', 'nameParts', 'fire', 'problem', 'setOption',
];

const PAGE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<div id="host" style="width: 300px"></div>
<script type="module">
  import { mount } from '/www/board.js';
  import { LoaBoardElement, EVENTS } from '/loa-board.js';
  import { hostCommands, hostEvents } from '/www/embed/embed-bridge.js';
  const api = mount(document.getElementById('host'), { mode: 'friend' });
  await api.ready;
  const own = Object.getOwnPropertyNames(LoaBoardElement.prototype);
  window.found = {
    api: Object.keys(api),
    element: own,
    events: [...EVENTS],
    commands: Object.keys(hostCommands(/** never called */ ({}))),
    frameEvents: Object.keys(hostEvents(({}))),
  };
</script>`;

let server;
let browser;
let found;
test.before(async () => {
  server = await serve({ pages: { '/declared.html': PAGE } });
  browser = await launch();
  const page = await newPage(browser);
  await page.goto(`${server.url}/declared.html`);
  found = await (await page.waitForFunction(() => window.found, null, { timeout: 30000 })).jsonValue();
  assertClean(page);
});
test.after(async () => {
  await browser?.close();
  await server?.close();
});

/** Fails with the names only one side has. */
function sameNames(running, declared, what) {
  const run = new Set(running);
  assert.deepEqual(
    { undeclared: [...run].filter((n) => !declared.has(n)).sort(), notOffered: [...declared].filter((n) => !run.has(n)).sort() },
    { undeclared: [], notOffered: [] },
    `${what}: a member offered but not declared, or declared but not offered`,
  );
}

test("mount()'s api offers exactly the members types/board.d.ts declares (BoardApi)", () => {
  sameNames(found.api, interfaceMembers('types/board.d.ts', 'BoardApi'), 'mount() api');
});

test('the board\'s events are the ones BoardEvents declares, and <loa-board> fires them all', () => {
  sameNames(found.events, interfaceMembers('types/board.d.ts', 'BoardEvents'), 'events');
});

test('<loa-board> offers exactly the members types/loa-board.d.ts declares (LoaBoardElement)', () => {
  // Declared members an HTMLElement has anyway (addEventListener's typed overloads) are not the element's own.
  const inherited = new Set(['addEventListener', 'removeEventListener']);
  const declared = new Set([...declaredExports('types/loa-board.d.ts').classes.get('LoaBoardElement')].filter((n) => !inherited.has(n)));
  sameNames(found.element.filter((n) => !ELEMENT_WORKINGS.includes(n)), declared, '<loa-board>');
});

test("embed.html answers exactly the commands and sends exactly the events types/embed.d.ts declares", () => {
  sameNames(found.commands, interfaceMembers('types/embed.d.ts', 'EmbedCommands'), 'embed commands');
  sameNames(found.frameEvents, interfaceMembers('types/embed.d.ts', 'EmbedEvents'), 'embed events');
});
