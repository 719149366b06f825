// <loa-board> loaded from another origin, as a site owner embeds it: the host page is served from
// one port, the game from another (with the CORS header GitHub Pages sends, or without any).
// mount() from another origin is played in offline.test.mjs (the cross-origin worker start).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean } from './harness.mjs';
import { useTwoOrigins, hostPage, PAGES_CORS } from './hosts.mjs';

const env = useTwoOrigins({
  game: PAGES_CORS,
  noCors: {},
  // A misconfigured server: scripts are shared, the WebAssembly file is not.
  scriptsOnly: (path) => (path.endsWith('.wasm') ? {} : PAGES_CORS),
});

/** Records every board event as it passes the document, as {id, type, by, text, message}: in
 *  the capture phase, which `error` (it does not bubble) passes too. */
const RECORDER = `<script>
  window.seen = [];
  for (const type of ['ready', 'move', 'gameover', 'illegal', 'change', 'error', 'thinking']) {
    document.addEventListener(type, (e) => {
      if (!(e instanceof CustomEvent)) return;
      const d = e.detail || {};
      window.seen.push({ id: e.target.id, type, by: d.by, text: d.move && d.move.text, message: d.message });
    }, true);
  }
</script>`;

const seen = (page, filter) => page.evaluate((f) => window.seen.filter((e) => Object.entries(f).every(([k, v]) => e[k] === v)), filter);

async function elementHost(game, body) {
  return env.host(
    `element-${Math.random().toString(36).slice(2)}.html`,
    hostPage({ head: `${RECORDER}<script type="module" src="${game.url}/loa-board.js"></script>`, body }),
  );
}

test('<loa-board> from another origin: it appears, plays the computer, two boards stay independent', async () => {
  const page = await newPage(env.browser);
  const url = await elementHost(
    env.servers.game,
    `<div style="width: 280px">
      <loa-board id="one" level="1" seed="7" controls="minimal"><p id="fallback">The board is loading…</p></loa-board>
    </div>
    <div style="width: 280px">
      <loa-board id="two" mode="friend" variant="standard-6x6" controls="full"></loa-board>
    </div>`,
  );
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('loa-board') && document.querySelector('#one').state() && document.querySelector('#two').state());
  const inside = await page.evaluate(() => {
    const root = document.querySelector('#one').shadowRoot;
    return { canvas: !!root.querySelector('canvas'), cells: root.querySelectorAll('[role="gridcell"]').length };
  });
  assert.deepEqual(inside, { canvas: true, cells: 64 }, 'the shadow root holds the canvas and the accessible grid');
  assert.equal(await page.locator('#fallback').isVisible(), false, 'the fallback content is hidden once the element is defined');

  const result = await page.evaluate(() => document.querySelector('#one').play('b1-d3'));
  assert.deepEqual(result, { ok: true });
  await page.waitForFunction(() => window.seen.some((e) => e.id === 'one' && e.type === 'move' && e.by === 'computer'), null, { timeout: 20000 });
  const moves = await seen(page, { id: 'one', type: 'move' });
  assert.deepEqual(moves.map((m) => m.by), ['player', 'computer']);
  assert.equal(moves[0].text, 'b1-d3');

  // The second board, two players on 6×6, through the keyboard inside its shadow root.
  const two = page.locator('#two');
  const before = await page.evaluate(() => document.querySelector('#two').state());
  assert.equal(before.size, 6);
  assert.equal(before.history.length, 0, 'the first board’s moves did not touch the second');
  const m = before.legalMoves.find((x) => x.kind === 'slide');
  await two.locator(`[role="gridcell"][data-square="${m.from}"]`).focus();
  await page.keyboard.press('Enter');
  await two.locator(`[role="gridcell"][data-square="${m.to}"]`).focus();
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('#two').state().history.length === 1);
  const [twoMove] = await seen(page, { id: 'two', type: 'move' });
  assert.deepEqual([twoMove.by, twoMove.text], ['player', m.text]);
  assert.equal(await page.evaluate(() => document.querySelector('#one').state().history.length), 2);

  // The minimal controls: Undo takes back to the player's turn; the status line follows.
  await page.locator('#one').getByRole('button', { name: 'Undo' }).click();
  assert.equal(await page.evaluate(() => document.querySelector('#one').state().history.length), 0);
  assert.equal(await page.locator('#one [part~="status"]').innerText(), 'Black to move');

  // Nothing leaves the 280 px column.
  const overflow = await page.evaluate(() =>
    ['#one', '#two'].flatMap((id) => {
      const host = document.querySelector(id);
      const column = host.parentElement.getBoundingClientRect();
      const boxes = [host, ...host.shadowRoot.querySelectorAll('*')].map((n) => [n, n.getBoundingClientRect()]);
      return boxes
        .filter(([, r]) => r.width > 1 && (r.left < column.left - 0.5 || r.right > column.right + 0.5))
        .map(([n, r]) => `${id} ${n.tagName}.${n.className}: ${Math.round(r.left)}–${Math.round(r.right)}`);
    }),
  );
  assert.deepEqual(overflow, [], 'nothing overflows the column');
  const stage = await page.evaluate(() => {
    const r = document.querySelector('#one').shadowRoot.querySelector('[part~="stage"]').getBoundingClientRect();
    return [Math.round(r.width), Math.round(r.height)];
  });
  assert.deepEqual(stage, [280, 280], 'the board fills the column’s width as a square');
  assertClean(page);
});

test('<loa-board> attributes and properties apply, and bad values change nothing', async () => {
  const page = await newPage(env.browser);
  await page.goto(await elementHost(env.servers.game, '<loa-board id="b" mode="friend"></loa-board>'));
  await page.waitForFunction(() => document.querySelector('#b')?.state?.());
  const read = () =>
    page.evaluate(() => {
      const b = document.querySelector('#b');
      const c = b.config();
      return { size: b.state().size, variant: c.variant, level: c.level, coordinates: c.coordinates, rules: c.rules.simultaneous, history: b.state().history.length };
    });
  await page.evaluate(() => {
    const b = document.querySelector('#b');
    b.setAttribute('variant', 'standard-7x7');
    b.setAttribute('level', '5');
    b.setAttribute('coordinates', 'false');
    b.rules = 'draw';
  });
  assert.deepEqual(await read(), { size: 7, variant: 'standard-7x7', level: 5, coordinates: false, rules: 'draw', history: 0 });
  assert.equal(await page.evaluate(() => document.querySelector('#b').getAttribute('rules')), 'draw', 'a property sets its attribute');
  assert.equal(await page.evaluate(() => document.querySelector('#b').moveTime), 1000, 'an absent attribute reads as the default');

  await page.evaluate(() => document.querySelector('#b').play('b1-b3'));
  const before = await read();
  await page.evaluate(() => document.querySelector('#b').setAttribute('level', '9'));
  const errors = await seen(page, { id: 'b', type: 'error' });
  assert.equal(errors.length, 1);
  assert.match(errors[0].message, /“level="9"” is not understood \(expected a whole number from 1 to 6\)/);
  // A framework setting a bad property (React's `level={9}`) must not have the setter throw
  // and take the app down: the element says it as an `error` event and on the board instead.
  const thrown = await page.evaluate(() => {
    try {
      const b = document.querySelector('#b');
      b.variant = 'chess';
      b.level = 9;
      return null;
    } catch (err) {
      return `${err.name}: ${err.message}`;
    }
  });
  assert.equal(thrown, null, 'a bad property value does not throw');
  const propertyErrors = (await seen(page, { id: 'b', type: 'error' })).slice(1);
  assert.equal(propertyErrors.length, 2);
  assert.match(propertyErrors[0].message, /variant = "chess".* not understood \(expected standard, scrambled-eggs/);
  assert.match(propertyErrors[1].message, /level = 9.* not understood \(expected a whole number from 1 to 6\)/);
  const toast = page.locator('#b').locator('.loa-toast');
  await toast.waitFor({ state: 'visible' });
  assert.match(await toast.innerText(), /level = 9.* not understood/, 'the board says it too');
  assert.equal(await page.evaluate(() => document.querySelector('#b').level), 5, 'the last good value stays');
  assert.deepEqual(await read(), before, 'nothing changed: the game goes on');

  await page.evaluate(() => document.querySelector('#b').removeAttribute('variant'));
  assert.equal((await read()).size, 8, 'removing an attribute restores the default');
  // Moving the element in the page keeps its game.
  await page.evaluate(() => {
    const b = document.querySelector('#b');
    b.play('b1-d3');
    document.body.prepend(b);
  });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
  assert.equal(await page.evaluate(() => document.querySelector('#b').state()?.history.length), 1);
  assertClean(page, [/<loa-board>: /]);
});

test('<loa-board lang>: controls and status in the board’s language, AmbiLOA seats and Parachute drops named as the board does', async () => {
  const page = await newPage(env.browser);
  const url = await elementHost(
    env.servers.game,
    `<loa-board id="a" lang="it" mode="friend" variant="ambiloa" controls="full"></loa-board>
     <loa-board id="p" mode="friend" variant="parachute" controls="minimal"></loa-board>`,
  );
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('#a').state() && document.querySelector('#p').state());
  const status = (id) => page.locator(`#${id} [part~="status"]`).innerText();
  const label = (id, part) => page.locator(`#${id} [part~="${part}"]`).innerText();
  assert.equal(await status('a'), 'Squadra Nord–Sud: ora tocca a Sud (Bianco)', 'an AmbiLOA player by team, seat and colour, in Italian');
  assert.equal(await label('a', 'new-game'), 'Nuova partita');
  assert.equal(await page.locator('#a [part~="variant"] option:checked').innerText(), 'AmbiLOA');
  assert.equal(await page.locator('#a [part~="level"]').getAttribute('aria-label'), 'Livello del computer');
  assert.equal(await page.evaluate(() => document.querySelector('#a').shadowRoot.querySelector('[part~="canvas"]') !== null), true);

  // The property `locale` sets the attribute `lang`; the controls follow once the German
  // catalogue, loaded only now, has arrived.
  await page.evaluate(() => (document.querySelector('#a').locale = 'de'));
  assert.equal(await page.evaluate(() => document.querySelector('#a').getAttribute('lang')), 'de');
  await page.waitForFunction(() => document.querySelector('#a').config().locale === 'de');
  assert.equal(await label('a', 'new-game'), 'Neue Partie');
  assert.equal(await status('a'), 'Team Nord–Süd: Süd (Weiß) ist als Nächstes am Zug');
  // A language with no catalogue is refused in the board's language; nothing changes.
  await page.evaluate(() => document.querySelector('#a').setAttribute('lang', 'fr'));
  const [error] = await seen(page, { id: 'a', type: 'error' });
  assert.match(error.message, /^„lang="fr"“ ist unbekannt \(erwartet: en, it, de\)$/);
  assert.equal(await page.evaluate(() => document.querySelector('#a').config().locale), 'de');

  // Parachute: after the move, the drop the core asks for, in the board's words.
  await page.evaluate(() => {
    const p = document.querySelector('#p');
    p.play(p.state().legalMoves.find((m) => m.kind === 'slide').text);
  });
  assert.equal(await page.evaluate(() => document.querySelector('#p').state().dropDue), true);
  assert.equal(await status('p'), 'Black: place one of White’s pieces on any empty square (6 left)');
  assertClean(page, [/<loa-board>: /]);
});

test('from a server without CORS headers: the script’s error event, and the fallback stays in words', async () => {
  const page = await newPage(env.browser);
  const url = await env.host(
    'no-cors.html',
    hostPage({
      head: `<script>
  window.scriptError = false;
  document.addEventListener('error', (e) => { if (e.target.tagName === 'SCRIPT') window.scriptError = true; }, true);
</script>
<script type="module" src="${env.servers.noCors.url}/loa-board.js"></script>`,
      body: '<loa-board id="b"><p id="fallback">The board could not be loaded from its site.</p></loa-board>',
    }),
  );
  await page.goto(url);
  await page.waitForFunction(() => window.scriptError);
  assert.equal(await page.evaluate(() => customElements.get('loa-board')), undefined);
  assert.equal(await page.locator('#fallback').isVisible(), true);
  // The browser reports the blocked script itself; nothing is thrown.
  assertClean(page, [/CORS policy/, /Failed to load resource/]);
});

test('<loa-board>’s error stays on the element: window.onerror and window listeners never hear it', async () => {
  const page = await newPage(env.browser);
  await page.goto(
    await elementHost(
      env.servers.game,
      `<loa-board id="b" mode="friend"></loa-board>
      <script>
        window.heardByWindow = [];
        window.onerror = (...args) => window.heardByWindow.push(['onerror', String(args[0])]);
        window.addEventListener('error', (e) => window.heardByWindow.push(['listener', e.constructor.name]));
        window.heardByElement = [];
        document.querySelector('#b').addEventListener('error', (e) => window.heardByElement.push(e.detail.message));
      </script>`,
    ),
  );
  await page.waitForFunction(() => document.querySelector('#b')?.state?.());
  await page.evaluate(() => document.querySelector('#b').setAttribute('level', '9'));
  const heard = await page.evaluate(() => ({ element: window.heardByElement, window: window.heardByWindow }));
  assert.equal(heard.element.length, 1, 'the element’s own listener hears the error');
  assert.match(heard.element[0], /level="9"/);
  assert.deepEqual(heard.window, [], 'nothing reached window');
  assertClean(page);
});

test('<loa-board> taken off the page and put back (a tab panel, Vue’s KeepAlive): the same game, and ready again', async () => {
  const page = await newPage(env.browser);
  await page.goto(await elementHost(env.servers.game, '<div id="shelf"><loa-board id="b" mode="friend" variant="standard-7x7" level="3"></loa-board></div>'));
  await page.waitForFunction(() => document.querySelector('#b')?.state?.());
  await page.evaluate(() => {
    const b = document.querySelector('#b');
    b.set({ coordinates: false });
    const [first] = b.state().legalMoves;
    b.play(first.text);
    b.play(b.state().legalMoves[0].text);
  });
  const before = await page.evaluate(() => document.querySelector('#b').getPosition());
  assert.equal(before.moves.length, 2);
  await page.evaluate(() => {
    window.parked = document.querySelector('#b');
    window.parked.remove();
  });
  // Off the page for a while: its computer and core game are freed, its game kept as data.
  await page.waitForFunction(() => window.parked.state() === null);
  await page.evaluate(() => document.querySelector('#shelf').append(window.parked));
  await page.waitForFunction(() => window.seen.filter((e) => e.id === 'b' && e.type === 'ready').length === 2);
  const after = await page.evaluate(() => {
    const b = document.querySelector('#b');
    return { position: b.getPosition(), coordinates: b.config().coordinates, level: b.config().level, cells: b.shadowRoot.querySelectorAll('[role="gridcell"]').length };
  });
  assert.deepEqual(after.position.moves, before.moves, 'the 2 plies are still there');
  assert.equal(after.position.variant, 'standard-7x7');
  assert.equal(after.position.position, before.position);
  assert.deepEqual([after.coordinates, after.level, after.cells], [false, 3, 49], 'its configuration too, set() included');
  assert.deepEqual(await seen(page, { id: 'b', type: 'error' }), []);
  assertClean(page);
});

test('when the computer’s files cannot be fetched: an error event, and the board says so', async () => {
  const page = await newPage(env.browser);
  await page.goto(await elementHost(env.servers.scriptsOnly, '<loa-board id="b"></loa-board>'));
  await page.waitForFunction(() => window.seen.some((e) => e.type === 'error'), null, { timeout: 20000 });
  const [error] = await seen(page, { id: 'b', type: 'error' });
  assert.match(error.message, /could not be loaded/);
  const shown = page.locator('#b [role="alert"]').filter({ hasText: 'could not be loaded' });
  assert.equal(await shown.isVisible(), true, 'the board shows the failure in words');
  assert.equal(await page.evaluate(() => document.querySelector('#b').ready.then(() => 'resolved', (e) => e.message)), error.message);
  assertClean(page, [/CORS policy/, /Failed to load resource/, /net::ERR_FAILED/]);
});

/** Two pieces shuttled back and forth on black-hole: the start stands again after it. */
const SHUTTLE = 'b1-b3 a2-c2 b3-b1 c2-a2';

test('<loa-board variant="hex-5"> and mount({variant: "black-hole"}): wide boards play the computer and take every option', async () => {
  const page = await newPage(env.browser);
  await page.setViewportSize({ width: 360, height: 740 });
  const game = env.servers.game.url;
  const url = await elementHost(
    env.servers.game,
    `<div style="width: 340px"><loa-board id="hex" variant="hex-5" level="1" controls="minimal"></loa-board></div>
    <div id="mounted" style="width: 340px"></div>
    <loa-board id="odd" variant="hex-6" mode="friend" moves="c1-e3 i1-g3" coordinates="false"></loa-board>
    <loa-board id="de" variant="black-hole" mode="friend" lang="de" controls="minimal"></loa-board>
    <loa-board id="rep" variant="black-hole" mode="friend" moves="${SHUTTLE} ${SHUTTLE}"></loa-board>
    <loa-board id="norep" variant="black-hole" mode="friend" repetition="false" moves="${SHUTTLE} ${SHUTTLE}"></loa-board>
    <script type="module">
      import { mount } from '${game}/www/board.js';
      const moves = [];
      window.mounted = mount(document.querySelector('#mounted'), { variant: 'black-hole', level: 1, events: { move: (d) => moves.push([d.by, d.move.text]) } });
      window.mountedMoves = moves;
    </script>`,
  );
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('#hex')?.state?.()?.board && window.mounted?.state()?.board, null, { timeout: 30000 });

  // The controls heard the board's first words (its listeners were given while it loaded).
  await page.waitForFunction(() => document.querySelector('#hex').shadowRoot.querySelector('[part~="status"]').textContent === 'Black to move');
  // The element: a move by two clicks on hexagons, then the computer's reply.
  const hex = await page.evaluate(() => {
    const s = document.querySelector('#hex').state();
    return { shape: s.board.shape, cells: s.board.cells.length, turn: s.turn, move: s.legalMoves.find((m) => m.kind === 'slide') };
  });
  assert.deepEqual([hex.shape, hex.cells, hex.turn], ['hex', 61, 'black']);
  for (const name of [hex.move.from, hex.move.to]) {
    const at = await page.evaluate((n) => document.querySelector('#hex').squareCenter(n), name);
    await page.mouse.click(at.x, at.y);
  }
  await page.waitForFunction(() => window.seen.some((e) => e.id === 'hex' && e.type === 'move' && e.by === 'computer'), null, { timeout: 30000 });
  const hexMoves = await seen(page, { id: 'hex', type: 'move' });
  assert.deepEqual(hexMoves.map((m) => [m.by, m.text]), [['player', hex.move.text], ['computer', hexMoves[1].text]]);
  assert.match(await page.locator('#hex [part~="status"]').innerText(), /Black to move/, 'the controls word the wide game');
  assert.equal(await page.locator('#hex [part~="hint"]').isDisabled(), false, 'a wide board gives hints');
  assert.equal(await page.locator('#hex [part~="flip"]').isDisabled(), false, 'and flips');
  assert.equal(await page.evaluate(() => document.querySelector('#hex').undo()), true, 'Undo takes back the turn');
  assert.equal(await page.evaluate(() => document.querySelector('#hex').state().history.length), 0);

  // mount(): a move played through the api, the computer answers; the hole is a cell of its own.
  assert.deepEqual(await page.evaluate(() => window.mounted.state().holes), ['e5']);
  const first = await page.evaluate(() => window.mounted.state().legalMoves.find((m) => m.kind === 'slide').text);
  assert.deepEqual(await page.evaluate((m) => window.mounted.play(m), first), { ok: true });
  const refused = await page.evaluate(() => window.mounted.play('a1-a1'));
  assert.equal(refused.ok, false, 'a move the core refuses is refused with its reason');
  await page.waitForFunction(() => window.mountedMoves.length === 2, null, { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => window.mountedMoves.map(([by]) => by)), ['player', 'computer']);
  // set() checks as the 8×8 board's does.
  const thrown = await page.evaluate(() =>
    [{ level: 9 }].map((partial) => {
      try {
        window.mounted.set(partial);
        return 'nothing thrown';
      } catch (err) {
        return `${err.name}: ${err.message}`;
      }
    }),
  );
  assert.match(thrown[0], /^RangeError: set\(partial\): level must be a whole number from 1 to 6/);
  assert.equal(await page.evaluate(() => window.mounted.config().level), 1, 'nothing changed');

  // lang="de": the wide board and its controls speak German.
  await page.waitForFunction(() => document.querySelector('#de').shadowRoot.querySelector('[part~="status"]').textContent.startsWith('Schwarz'));
  assert.equal(await page.locator('#de [part~="undo"]').innerText(), 'Zurück');
  // A move the rules refuse is refused in German too: the core sends a code with its facts.
  assert.deepEqual(await page.evaluate(() => document.querySelector('#de').play('b1-b4')), {
    ok: false,
    reason: 'b1-b4: Auf der Linie b stehen 2 Steine, also zieht ein Stein dort genau 2 Felder weit',
  });

  // Every option, on a wide board as on the 8×8 one: coordinates off, `moves` replayed without
  // move events, and no error.
  assert.equal(await page.evaluate(() => document.querySelector('#odd').config().coordinates), false);
  assert.deepEqual(await page.evaluate(() => document.querySelector('#odd').state().history.map((m) => m.text)), ['c1-e3', 'i1-g3']);
  assert.deepEqual(await seen(page, { id: 'odd', type: 'move' }), []);
  assert.deepEqual(await seen(page, { id: 'odd', type: 'error' }), []);

  // The repetition draw, on as on the 8×8 board: two pieces shuttled twice stand at the start a
  // third time; repetition="false" plays on.
  await page.waitForFunction(() => document.querySelector('#rep').state()?.outcome && document.querySelector('#norep').state()?.history?.length === 8);
  assert.equal(await page.evaluate(() => document.querySelector('#rep').state().outcome.cause), 'repetition');
  assert.equal(await page.evaluate(() => document.querySelector('#norep').state().outcome), null);
  assert.deepEqual(await seen(page, { id: 'norep', type: 'error' }), [], 'repetition is an option the wide boards take');

  // From wide to 8×8 and back: the same board loads the other build by itself.
  await page.evaluate(() => document.querySelector('#odd').setAttribute('variant', 'standard'));
  await page.waitForFunction(() => document.querySelector('#odd').state()?.board.cells.length === 64);
  await page.evaluate(() => document.querySelector('#odd').setAttribute('variant', 'standard-12x12'));
  await page.waitForFunction(() => document.querySelector('#odd').state()?.board.cells.length === 144);
  assertClean(page);
});

test('a wide board\'s api: hint, flip, redo, getPosition, sgf and importGame on <loa-board variant="hex-5"> and mount(); a bad text changes nothing', async () => {
  const page = await newPage(env.browser);
  const game = env.servers.game.url;
  const url = await elementHost(
    env.servers.game,
    `<div style="width: 340px"><loa-board id="hx" variant="hex-5" mode="friend" controls="full"></loa-board></div>
    <div style="width: 340px"><loa-board id="rec" variant="hex-5" mode="friend"></loa-board></div>
    <div id="bh" style="width: 340px"></div>
    <div id="linked" style="width: 340px"></div>
    <div id="badlink" style="width: 340px"></div>
    <script type="module">
      import { mount } from '${game}/www/board.js';
      window.mount = mount;
      window.heard = [];
      const events = Object.fromEntries(['move', 'hint', 'error'].map((type) => [type, (d) => window.heard.push({ type, move: d.move && d.move.text, message: d.message })]));
      window.bh = mount(document.querySelector('#bh'), { variant: 'black-hole', level: 1, events });
    </script>`,
  );
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('#hx')?.state?.()?.board && document.querySelector('#rec')?.state?.()?.board && window.bh?.state()?.board, null, { timeout: 30000 });

  // The element: Hint marks the core's suggestion, named in the grid.
  const hint = await page.evaluate(() => document.querySelector('#hx').hint());
  const legal = await page.evaluate(() => document.querySelector('#hx').state().legalMoves.map((m) => m.text));
  assert.ok(legal.includes(hint.text), `the hint ${hint.text} is a legal move`);
  assert.match(await page.locator(`#hx [data-square="${hint.from}"]`).getAttribute('aria-label'), /hint/);
  // Flip: every cell is drawn turned half round about the board's middle; a click still plays.
  const cells = await page.evaluate(() => document.querySelector('#hx').state().board.cells.map((c) => c.name));
  const where = () => page.evaluate((names) => names.map((n) => document.querySelector('#hx').squareCenter(n)), [cells[0], cells.at(-1)]);
  const before = await where();
  await page.locator('#hx [part~="flip"]').click();
  const after = await where();
  assert.ok(Math.abs(after[0].x - before[1].x) < 1 && Math.abs(after[0].y - before[1].y) < 1, 'the first cell is drawn where the last was');
  for (const name of [hint.from, hint.to]) {
    const at = await page.evaluate((n) => document.querySelector('#hx').squareCenter(n), name);
    await page.mouse.click(at.x, at.y);
  }
  assert.deepEqual(await page.evaluate(() => document.querySelector('#hx').state().history.map((m) => m.text)), [hint.text], 'played by clicks on the flipped board');
  // Undo, then Redo (the full controls' button, enabled by the core's canRedo).
  assert.equal(await page.locator('#hx [part~="redo"]').isDisabled(), true);
  assert.equal(await page.evaluate(() => document.querySelector('#hx').undo()), true);
  assert.equal(await page.locator('#hx [part~="redo"]').isDisabled(), false);
  await page.locator('#hx [part~="redo"]').click();
  const position = await page.evaluate(() => document.querySelector('#hx').getPosition());
  assert.deepEqual([position.variant, position.moves, position.turn], ['hex-5', [hint.text], 'white']);
  assert.match(position.record, /\[Variant "Hex LOA, side 5"\]/);
  assert.match(position.link, /^hex-5~/);
  assert.equal(await page.evaluate(() => document.querySelector('#hx').redo()), false, 'nothing left to redo');
  // The `record` attribute opens a wide record; one the core cannot read is named, and the game starts afresh.
  await page.evaluate((record) => document.querySelector('#rec').setAttribute('record', record), position.record);
  await page.waitForFunction((n) => document.querySelector('#rec').state()?.history.length === n, position.moves.length);
  assert.equal(await page.evaluate(() => document.querySelector('#rec').getPosition().link), position.link);
  await page.evaluate(() => document.querySelector('#rec').setAttribute('record', '[Variant "hex-5"]\n\n1. a1-a9 *'));
  await page.waitForFunction(() => window.seen.some((e) => e.id === 'rec' && e.type === 'error'));
  const [unread] = await seen(page, { id: 'rec', type: 'error' });
  assert.match(unread.message, /^The game record cannot be read: game record, line 3, column 4/);
  assert.equal(await page.evaluate(() => document.querySelector('#rec').state().history.length), 0);

  // mount(): a move and the computer's reply, then the game out and back in, by each format.
  const first = await page.evaluate(() => window.bh.state().legalMoves.find((m) => m.kind === 'slide').text);
  assert.deepEqual(await page.evaluate((m) => window.bh.play(m), first), { ok: true });
  await page.waitForFunction(() => window.bh.state().history.length === 2 && !window.bh.isThinking(), null, { timeout: 30000 });
  const out = await page.evaluate(() => ({ position: window.bh.getPosition(), sgf: window.bh.sgf() }));
  assert.match(out.sgf, /^\(;.*SU\[Black-hole\]/s);
  for (const text of [out.position.record, out.sgf, out.position.link]) {
    await page.evaluate(() => window.bh.newGame());
    assert.equal(await page.evaluate(() => window.bh.state().history.length), 0);
    assert.deepEqual(await page.evaluate((t) => window.bh.importGame(t), text), { ok: true });
    assert.deepEqual(await page.evaluate(() => window.bh.getPosition().moves), out.position.moves, `read back: ${text.slice(0, 20)}`);
  }
  // set() takes getPosition() back: its link replays the game.
  await page.evaluate(() => window.bh.set(window.bh.getPosition()));
  // The same game (a file opened meanwhile drew a new seed for the computer).
  const { seed, ...again } = await page.evaluate(() => window.bh.getPosition());
  assert.deepEqual({ ...again, seed }, { ...out.position, seed });
  // flip() on squares: a1 is drawn at the top right, i9 at the bottom left, and back.
  const corners = () => page.evaluate(() => ['a1', 'i9'].map((n) => window.bh.squareCenter(n)));
  const [a1, i9] = await corners();
  await page.evaluate(() => window.bh.flip());
  const [a1f, i9f] = await corners();
  assert.ok(a1f.x > i9f.x && a1f.y < i9f.y && Math.abs(a1f.x - i9.x) < 1 && Math.abs(a1f.y - i9.y) < 1, 'turned half round');
  await page.evaluate(() => window.bh.flip());
  assert.deepEqual(await corners(), [a1, i9]);
  // Undo takes back the whole turn, Redo plays it again: no move events, the computer waits.
  const moveEvents = await page.evaluate(() => window.heard.filter((e) => e.type === 'move').length);
  assert.equal(await page.evaluate(() => window.bh.undo()), true);
  assert.equal(await page.evaluate(() => window.bh.state().canRedo), true);
  assert.equal(await page.evaluate(() => window.bh.redo()), true);
  assert.deepEqual(await page.evaluate(() => window.bh.getPosition().moves), out.position.moves);
  assert.equal(await page.evaluate(() => window.heard.filter((e) => e.type === 'move').length), moveEvents);
  // hint() through mount(): a promise of a legal move, told as 'hint' too.
  const suggested = await page.evaluate(() => window.bh.hint());
  assert.ok(await page.evaluate((t) => window.bh.state().legalMoves.some((m) => m.text === t), suggested.text));
  assert.ok(await page.evaluate((t) => window.heard.some((e) => e.type === 'hint' && e.move === t), suggested.text));

  // Bad texts: each refused with its own reason, sent as 'error', and the game untouched.
  const bad = [
    ['[Variant "black-hole"]\n\n1. b1-b9 *', /game record, line 3, column 4/],
    [42, /must be text, not a number/],
  ];
  const kept = await page.evaluate(() => window.bh.getPosition());
  for (const [text, reason] of bad) {
    const errors = await page.evaluate(() => window.heard.filter((e) => e.type === 'error').length);
    const answer = await page.evaluate((t) => window.bh.importGame(t), text);
    assert.equal(answer.ok, false);
    assert.match(answer.reason, reason);
    assert.deepEqual(await page.evaluate(() => window.bh.getPosition()), kept, 'the game is untouched');
    // The answer carries the reason, as on every board: no 'error' event besides.
    assert.equal(await page.evaluate(() => window.heard.filter((e) => e.type === 'error').length), errors);
  }

  // The one board plays any board: an 8×8 record opened on it is an 8×8 game, and back.
  assert.deepEqual(await page.evaluate(() => window.bh.importGame('[Variant "standard"]\n\n1. b1-d3 *')), { ok: true });
  assert.deepEqual(await page.evaluate(() => [window.bh.state().variant, window.bh.state().board.cells.length, window.bh.getPosition().moves]), ['standard', 64, ['b1-d3']]);
  assert.deepEqual(await page.evaluate((t) => window.bh.importGame(t), out.position.link), { ok: true });
  assert.deepEqual(await page.evaluate(() => window.bh.getPosition().moves), out.position.moves);

  // Config `link` replays a game; one the core cannot read is named, and the game starts afresh.
  await page.evaluate((link) => {
    // No variant: the link names the wide board.
    window.linked = window.mount(document.querySelector('#linked'), { mode: 'friend', link });
    window.badErrors = [];
    window.badlink = window.mount(document.querySelector('#badlink'), { variant: 'hex-6', mode: 'friend', link: 'hex-6~zz', events: { error: (d) => window.badErrors.push(d.message) } });
  }, out.position.link);
  await page.waitForFunction(() => window.linked.state()?.board && window.badlink.state()?.board && window.badErrors.length, null, { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => [window.linked.getPosition().variant, window.linked.getPosition().moves]), ['black-hole', out.position.moves]);
  assert.match(await page.evaluate(() => window.badErrors[0]), /The game link cannot be read: .*game link, character 7: unknown field "zz"/);
  assert.equal(await page.evaluate(() => window.badlink.state().history.length), 0);
  assertClean(page);
});
