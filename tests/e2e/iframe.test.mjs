// embed.html in an iframe on another origin's page: it fits every frame size, talks to the host by
// postMessage with the origin rules, and plays inside sandboxed frames.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean } from './harness.mjs';
import { useTwoOrigins, hostPage, PAGES_CORS } from './hosts.mjs';

const env = useTwoOrigins({ game: PAGES_CORS });

const SIZES = [
  [280, 280],
  [320, 480],
  [375, 667],
  [900, 600],
  [1600, 900],
];

/**
 * Host-side record of every 'loa:' message from the game's origin, or from an opaque origin
 * (a frame sandboxed without allow-same-origin posts with e.origin === 'null').
 */
const LISTENER = (gameOrigin) => `<script>
  window.received = [];
  window.addEventListener('message', (e) => {
    const fromGame = e.origin === ${JSON.stringify(gameOrigin)} || e.origin === 'null';
    if (fromGame && String(e.data && e.data.type).startsWith('loa:')) window.received.push(e.data);
  });
  window.send = (id, message, target = ${JSON.stringify(gameOrigin)}) =>
    document.getElementById(id).contentWindow.postMessage(message, target);
</script>`;

const frameTag = (id, query, { width = 360, height = 480, sandbox = null } = {}) =>
  `<iframe id="${id}" title="Lines of Action" src="${env.servers.game.url}/embed.html?${query}"
    style="width: ${width}px; height: ${height}px; border: 0; display: block"${sandbox === null ? '' : ` sandbox="${sandbox}"`}></iframe>`;

const received = (page, filter = {}) =>
  page.evaluate((f) => window.received.filter((m) => Object.entries(f).every(([k, v]) => m[k] === v)), filter);

async function waitForMessage(page, filter, timeout = 20000) {
  await page.waitForFunction(
    (f) => window.received.some((m) => Object.entries(f).every(([k, v]) => m[k] === v)),
    filter,
    { timeout },
  );
}

test('the iframe fits 280×280 to 1600×900: the board takes the smaller side, nothing overflows', async () => {
  // Every frame on screen: the browser throttles the rendering of cross-origin frames out of view.
  const page = await newPage(env.browser, { viewport: { width: 1700, height: 3000 } });
  const frames = SIZES.map(([w, h]) => frameTag(`f${w}x${h}`, 'test&variant=parachute', { width: w, height: h })).join('\n');
  await page.goto(await env.host('sizes.html', hostPage({ body: frames })));
  for (const [w, h] of SIZES) {
    const frame = await (await page.$(`#f${w}x${h}`)).contentFrame();
    await frame.waitForFunction(() => window.loaTest?.board.state());
    await frame.waitForFunction(() => document.body.classList.length > 0);
    // Let the board's stylesheet arrive and the layout settle.
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const m = await frame.evaluate(() => {
      const board = window.loaTest.board;
      const stage = board.shadowRoot.querySelector('[part~="stage"]').getBoundingClientRect();
      const W = document.documentElement.clientWidth;
      const H = document.documentElement.clientHeight;
      const all = [...document.body.querySelectorAll('*'), ...board.shadowRoot.querySelectorAll('*')];
      const out = all
        .filter((n) => !n.closest('.loa-sr') && n.getClientRects().length)
        .map((n) => [n, n.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && r.height > 0)
        .filter(([, r]) => r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5)
        .map(([n, r]) => `${n.tagName}.${n.className} ${[r.left, r.top, r.right, r.bottom].map(Math.round)}`);
      const buttons = [...board.shadowRoot.querySelectorAll('[part~="button"]')].filter((b) => !b.hidden).length;
      return {
        W, H, side: Math.min(stage.width, stage.height), square: Math.abs(stage.width - stage.height) < 1, out, buttons,
        scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
        status: board.shadowRoot.querySelector('[part~="status"]').textContent,
      };
    });
    const label = `${w}×${h}`;
    assert.deepEqual([m.W, m.H], [w, h], label);
    assert.ok(m.square, `${label}: the board is square`);
    assert.ok(m.side >= 0.9 * Math.min(w, h), `${label}: the board is ${m.side} px, under 90% of ${Math.min(w, h)}`);
    assert.deepEqual(m.out, [], `${label}: nothing overflows the frame`);
    assert.deepEqual(m.scroll, [w, h], `${label}: the frame does not scroll`);
    assert.equal(m.buttons, 4, `${label}: new game, undo, hint and flip are there`);
    assert.equal(m.status, 'Black to move');
  }
  assertClean(page);
});

test('postMessage both ways: the host plays a move and hears both moves; bad commands are answered', async () => {
  const page = await newPage(env.browser);
  const host = env.hostServer.url;
  await page.goto(
    await env.host(
      'talk.html',
      hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', `level=1&seed=5&origin=${encodeURIComponent(host)}`) }),
    ),
  );
  await waitForMessage(page, { type: 'loa:ready' });
  await page.evaluate(() => window.send('game', { type: 'loa:play', move: 'b1-d3', id: 1 }));
  await waitForMessage(page, { type: 'loa:move', by: 'computer' });
  const [reply] = await received(page, { type: 'loa:reply', id: 1 });
  assert.deepEqual([reply.ok, reply.command], [true, 'loa:play']);
  const moves = await received(page, { type: 'loa:move' });
  assert.deepEqual(moves.map((m) => [m.by, m.move.colour]), [['player', 'black'], ['computer', 'white']]);
  assert.equal(moves[0].move.text, 'b1-d3');
  assert.deepEqual(moves[1].position.moves.length, 2);

  await page.evaluate(() => {
    window.send('game', { type: 'loa:play', move: 'a1-a9', id: 2 });
    window.send('game', { type: 'loa:set', options: { variant: 'standard-6x6', level: 9 }, id: 3 });
    window.send('game', { type: 'loa:castle', id: 4 });
    window.send('game', { type: 'loa:set', options: { variant: 'standard-6x6', mode: 'friend' }, id: 5 });
    window.send('game', { type: 'loa:flip', id: 6 });
    window.send('game', { type: 'loa:getPosition', id: 7 });
  });
  await waitForMessage(page, { type: 'loa:reply', id: 7 });
  const replies = Object.fromEntries((await received(page, { type: 'loa:reply' })).map((r) => [r.id, r]));
  assert.equal(replies[2].ok, false);
  assert.match(replies[2].reason, /a9/);
  assert.equal(replies[3].ok, false);
  assert.match(replies[3].reason, /level: 9.* not understood \(expected a whole number from 1 to 6\)/);
  assert.match(replies[4].reason, /“loa:castle” is not a command \(expected loa:newGame, loa:play/);
  assert.deepEqual([replies[5].ok, replies[6].ok], [true, true]);
  assert.equal(replies[7].position.variant, 'standard-6x6', 'the valid set applied, the invalid one did not');
  assert.deepEqual(replies[7].position.moves, []);
  assertClean(page);
});

test('?lang=it: the board, its note about ignored parameters and the replies to the host speak Italian', async () => {
  const page = await newPage(env.browser);
  await page.goto(
    await env.host('italian.html', hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'test&lang=it&mode=friend&level=9&controls=big') })),
  );
  const frame = await (await page.$('#game')).contentFrame();
  await frame.waitForFunction(() => window.loaTest?.board.state());
  const shown = await frame.evaluate(() => ({
    lang: document.documentElement.lang,
    note: document.getElementById('embed-note').textContent,
    status: window.loaTest.board.shadowRoot.querySelector('[part~="status"]').textContent,
    newGame: window.loaTest.board.shadowRoot.querySelector('[part~="new-game"]').textContent,
  }));
  assert.deepEqual(shown, {
    lang: 'it',
    note: 'Alcune impostazioni dell’indirizzo sono state ignorate: «level=9» non è valido (atteso: un numero intero da 1 a 6); «controls=big» non è valido (atteso: none, minimal, full).',
    status: 'Muove Nero',
    newGame: 'Nuova partita',
  });
  await page.evaluate(() => window.send('game', { type: 'loa:set', options: { lang: 'xx' }, id: 1 }));
  await waitForMessage(page, { type: 'loa:reply', id: 1 });
  const [reply] = await received(page, { type: 'loa:reply', id: 1 });
  assert.deepEqual([reply.ok, reply.reason], [false, '«lang: "xx"» non è valido (atteso: en, it, de)']);
  assertClean(page);
});

test("loa:set {lang: 'de'} on a fresh English frame loads German first, then speaks it", async () => {
  const page = await newPage(env.browser);
  await page.goto(await env.host('german.html', hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'test&mode=friend') })));
  const frame = await (await page.$('#game')).contentFrame();
  await frame.waitForFunction(() => window.loaTest?.board.state());
  const status = () => frame.evaluate(() => window.loaTest.board.shadowRoot.querySelector('[part~="status"]').textContent);
  assert.equal(await status(), 'Black to move');
  await page.evaluate(() => window.send('game', { type: 'loa:set', options: { lang: 'de' }, id: 1 }));
  await waitForMessage(page, { type: 'loa:reply', id: 1 });
  const [reply] = await received(page, { type: 'loa:reply', id: 1 });
  assert.deepEqual([reply.ok, reply.reason], [true, undefined]);
  assert.equal(await frame.evaluate(() => window.loaTest.board.words().locale), 'de');
  assert.equal(await status(), 'Schwarz ist am Zug');
  // A refusal after the switch is worded in German too.
  await page.evaluate(() => window.send('game', { type: 'loa:set', options: { level: 9 }, id: 2 }));
  await waitForMessage(page, { type: 'loa:reply', id: 2 });
  const [refused] = await received(page, { type: 'loa:reply', id: 2 });
  assert.match(refused.reason, /erwartet/);
  assertClean(page);
});

test('loa:set {moves} with a move the core refuses answers ok: false in the frame’s language and changes nothing', async () => {
  const page = await newPage(env.browser);
  await page.goto(await env.host('refused-moves.html', hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'test&lang=it&mode=friend&level=2') })));
  const frame = await (await page.$('#game')).contentFrame();
  await frame.waitForFunction(() => window.loaTest?.board.state());
  await page.evaluate(() => window.send('game', { type: 'loa:play', move: 'b1-d3', id: 1 }));
  await waitForMessage(page, { type: 'loa:reply', id: 1 });
  const before = await frame.evaluate(() => window.loaTest.board.getPosition());
  await page.evaluate(() => window.send('game', { type: 'loa:set', options: { moves: 'b1-d3 b1-b2', level: 5 }, id: 2 }));
  await waitForMessage(page, { type: 'loa:reply', id: 2 });
  const [reply] = await received(page, { type: 'loa:reply', id: 2 });
  assert.equal(reply.ok, false);
  assert.equal(reply.reason, 'La mossa 2 (b1-b2) non si può giocare: su b1 non c’è nessuna pedina', 'the reason is the board’s, all in Italian');
  const after = await frame.evaluate(() => ({ position: window.loaTest.board.getPosition(), level: window.loaTest.board.config().level }));
  assert.deepEqual(after.position.moves, before.moves, 'the game is the one before');
  assert.equal(after.position.link, before.link);
  assert.equal(after.level, 2, 'and the other options of the refused set too');
  assert.deepEqual(await received(page, { type: 'loa:error' }), [], 'the refusal is the answer, with no loa:error besides');
  assertClean(page);
});

test('loa:set {record} answers once the record is read: ok with its game on the board, or ok: false in the frame’s language and the game unchanged', async () => {
  const page = await newPage(env.browser);
  await page.goto(await env.host('set-record.html', hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'test&lang=it&mode=friend&level=2') })));
  const frame = await (await page.$('#game')).contentFrame();
  await frame.waitForFunction(() => window.loaTest?.board.state());
  await page.evaluate(() => window.send('game', { type: 'loa:play', move: 'b1-d3', id: 1 }));
  await waitForMessage(page, { type: 'loa:reply', id: 1 });
  const before = await frame.evaluate(() => window.loaTest.board.getPosition());

  // A record the readers cannot read: refused in Italian, and the game stays.
  await page.evaluate(() => window.send('game', { type: 'loa:set', options: { record: '[Black "mallory"]\n\n1. b1-z9 *\n', level: 5 }, id: 2 }));
  await waitForMessage(page, { type: 'loa:reply', id: 2 });
  const [refused] = await received(page, { type: 'loa:reply', id: 2 });
  assert.equal(refused.ok, false, 'a bad record is refused in the reply itself');
  assert.match(refused.reason, /^Impossibile leggere la partita: /, `the reason is the board’s, in Italian: ${refused.reason}`);
  const after = await frame.evaluate(() => ({ position: window.loaTest.board.getPosition(), level: window.loaTest.board.config().level }));
  assert.deepEqual(after.position.moves, before.moves, 'the game is the one before');
  assert.equal(after.position.link, before.link);
  assert.equal(after.level, 2, 'and the other options of the refused set too');
  assert.deepEqual(await received(page, { type: 'loa:error' }), [], 'the refusal is the answer, with no loa:error besides');

  // A good record (the frame's game came back from its link above: the record replaces it): the
  // reply comes once its game is on the board, so the host reads it at once.
  await page.evaluate(() => window.send('game', { type: 'loa:set', options: { record: '[Black "alice"]\n\n1. b1-d3 a2-c2 *\n' }, id: 3 }));
  await waitForMessage(page, { type: 'loa:reply', id: 3 });
  const [read] = await received(page, { type: 'loa:reply', id: 3 });
  assert.equal(read.ok, true, read.reason);
  await page.evaluate(() => window.send('game', { type: 'loa:getPosition', id: 4 }));
  await waitForMessage(page, { type: 'loa:reply', id: 4 });
  const [asked] = await received(page, { type: 'loa:reply', id: 4 });
  assert.deepEqual(asked.position.moves, ['b1-d3', 'a2-c2'], 'the record’s game, asked for right after the reply');
  assertClean(page);
});

test('with ?origin= naming another site, the frame neither obeys nor tells this page anything', async () => {
  const page = await newPage(env.browser);
  await page.goto(
    await env.host(
      'stranger.html',
      hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'test&mode=friend&origin=https%3A%2F%2Fblog.example') }),
    ),
  );
  const frame = await (await page.$('#game')).contentFrame();
  await frame.waitForFunction(() => window.loaTest?.board.state());
  await page.evaluate(() => window.send('game', { type: 'loa:play', move: 'b1-d3', id: 1 }));
  await page.waitForTimeout(500);
  assert.equal(await frame.evaluate(() => window.loaTest.board.state().history.length), 0, 'the command was ignored');
  assert.deepEqual(await received(page), [], 'no event reached a page of another origin');
  // Chromium itself reports each message it drops for the wrong target origin.
  assertClean(page, [/does not match the recipient window's origin/]);
});

test('a sandbox="allow-scripts allow-same-origin" frame plays against the computer', async () => {
  const page = await newPage(env.browser);
  await page.goto(
    await env.host(
      'sandboxed.html',
      hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'level=1&seed=9', { sandbox: 'allow-scripts allow-same-origin' }) }),
    ),
  );
  await waitForMessage(page, { type: 'loa:ready' });
  await page.evaluate(() => window.send('game', { type: 'loa:play', move: 'b1-d3' }));
  await waitForMessage(page, { type: 'loa:move', by: 'computer' });
  assertClean(page);
});

test('a sandbox="allow-scripts" frame (opaque origin) plays against the computer too', async () => {
  const page = await newPage(env.browser);
  await page.goto(
    await env.host(
      'opaque.html',
      hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'level=1&seed=9', { sandbox: 'allow-scripts' }) }),
    ),
  );
  await waitForMessage(page, { type: 'loa:ready' });
  // An opaque origin cannot be named as a target: '*' is the only way to reach it.
  await page.evaluate(() => window.send('game', { type: 'loa:play', move: 'b1-d3' }, '*'));
  await waitForMessage(page, { type: 'loa:move', by: 'computer' });
  assertClean(page);
});

test('embed.html?variant=hex-5: a wide board in the frame, played by message against the computer', async () => {
  const page = await newPage(env.browser);
  await page.goto(await env.host('wide.html', hostPage({ head: LISTENER(env.servers.game.url), body: frameTag('game', 'variant=hex-5&level=1') })));
  await waitForMessage(page, { type: 'loa:ready' });
  await page.evaluate(() => window.send('game', { type: 'loa:play', move: 'a2-c4', id: 1 }));
  await waitForMessage(page, { type: 'loa:move', by: 'computer' });
  const [reply] = await received(page, { type: 'loa:reply', id: 1 });
  assert.equal(reply.ok, true);
  const moves = await received(page, { type: 'loa:move' });
  assert.deepEqual(moves.map((m) => m.by), ['player', 'computer']);
  assert.equal(moves[0].move.text, 'a2-c4');
  const cells = await page.frameLocator('#game').locator('loa-board [role="gridcell"]').count();
  assert.equal(cells, 61, 'the hexagons’ accessible grid is in the frame');
  assertClean(page);
});
