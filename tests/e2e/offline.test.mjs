// Nothing over the network after load: the computer's workers start, restart after a cancel and
// after a kill, without a single request; the same start works for a page of another origin; and
// a computer whose files could not be loaded says why in words and recovers by itself.
// Service workers are blocked here, so nothing can hide a request: what the page asks for, the
// server sees.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  newPage, assertClean, openGame, state, playGame, playByPointer, pickMove, waitForHumanTurn, clickSquare, useBrowser, serve,
} from './harness.mjs';

const env = useBrowser();
const NO_SW = { serviceWorkers: 'block' };

/** Records the page's http(s) requests (a worker's included) from now on. */
function recordRequests(page) {
  const seen = [];
  page.on('request', (r) => /^https?:/.test(r.url()) && seen.push(r.url()));
  return seen;
}

/** Plays one legal move of the human's by pointer. */
const playAny = async (page) => playByPointer(page, pickMove(await state(page)));

/** Waits until the computer is thinking, then runs `during` (while it still thinks). */
async function whileThinking(page, during) {
  await page.waitForFunction(() => window.loaTest.board.isThinking());
  await during();
}

test('from load to the end of a game against the computer, with undo, new game and a killed worker while it thinks: zero requests', async () => {
  const page = await newPage(env.browser, NO_SW);
  await openGame(page, env.server.url, 'level=1');
  await page.waitForLoadState('networkidle'); // the worker's code is fetched once, right after load
  const atLoad = env.server.requests.length;
  const requests = recordRequests(page);
  const stall = (ms) => page.evaluate((v) => (window.loaTest.engine.stallMs = v), ms);

  // The first worker start, and an answer.
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  assert.equal((await state(page)).history.length, 2);

  // Undo while it thinks: the worker is terminated and a fresh one started.
  await stall(3000);
  await playAny(page);
  await whileThinking(page, () => page.click('#undo'));
  assert.equal((await state(page)).history.length, 2);

  // A new game while it thinks.
  await playAny(page);
  await whileThinking(page, () => page.evaluate(() => window.loaTest.board.newGame()));
  assert.equal((await state(page)).history.length, 0);

  // A worker killed mid-search: noticed, restarted, and the question asked again.
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await whileThinking(page, () => page.evaluate(async () => {
    window.loaTest.engine.stallMs = 0;
    await window.loaTest.engine.killWorkers();
  }));
  await page.waitForFunction(() => document.querySelector('.loa-toast')?.textContent.includes('restarting'));
  await waitForHumanTurn(page, ['black']);
  assert.equal((await state(page)).history.length, 2, 'the restarted computer answered');

  // And the game to its end.
  const s = await playGame(page, { humans: ['black'], via: playByPointer });
  assert.ok(s.outcome, 'the game has a result');

  assert.deepEqual(requests, [], 'the page made no http(s) request after load');
  assert.deepEqual(env.server.requests.slice(atLoad), [], 'the server saw no request after load');
  assertClean(page);
});

test('a page of another origin that imports the board starts the computer from the game’s origin', async () => {
  const site = await serve({ cors: true });
  const other = await serve({
    pages: {
      '/host.html': `<!doctype html><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
        <div id="b" style="width:400px"></div>
        <script type="module">
          import { mount } from '${site.url}/www/board.js';
          window.board = mount(document.getElementById('b'), { mode: 'computer', level: 1 });
        </script>`,
    },
  });
  try {
    const page = await newPage(env.browser, NO_SW);
    await page.goto(`${other.url}/host.html`);
    await page.evaluate(() => window.board.ready);
    await page.waitForLoadState('networkidle');
    const requests = recordRequests(page);
    for (let i = 0; i < 2; i++) {
      // The second time after a cancel (undo while it thinks): a fresh worker, still no request.
      await page.evaluate(() => window.board.play('b1-d3'));
      await page.waitForFunction(() => window.board.state().history.length === 2, null, { timeout: 20000 });
      if (i === 0) await page.evaluate(() => window.board.undo());
    }
    assert.equal((await page.evaluate(() => window.board.state().history[1].colour)), 'white');
    assert.deepEqual(requests, [], 'no request to start or restart the computer');
    assert.ok(site.requests.includes('/www/component/worker/worker-bundle.js'), 'the worker’s code came from the game’s origin');
    assertClean(page);
  } finally {
    await site.close();
    await other.close();
  }
});

test('a computer whose files could not be loaded says why (offline), then recovers by itself once online', async () => {
  const page = await newPage(env.browser, NO_SW);
  await page.route('**/worker-bundle.js', (route) => route.abort('internetdisconnected'));
  await openGame(page, env.server.url, 'level=1');
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  const toast = page.locator('.loa-toast');
  await page.waitForFunction(() => document.querySelector('.loa-toast')?.textContent.includes('cannot start'));
  assert.equal(
    await toast.innerText(),
    "The computer cannot start: you are offline and the computer's files are not cached yet. It will start by itself as soon as it can.",
  );
  assert.equal((await state(page)).history.length, 1, 'your move stands; the computer has not answered');
  await page.unroute('**/worker-bundle.js');
  await page.context().setOffline(false); // the page hears 'online' and tries again at once
  await waitForHumanTurn(page, ['black']);
  assert.equal((await state(page)).history.length, 2, 'the computer answered by itself');
  await page.waitForFunction(() => document.querySelector('.loa-toast')?.textContent === 'The computer can play again.');
  // The failed fetches are reported by the browser itself as console errors.
  assertClean(page, [/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/]);
});

test('a file the server does not have is told apart from being offline', async () => {
  const page = await newPage(env.browser, NO_SW);
  await page.route('**/worker-bundle.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await openGame(page, env.server.url, 'level=1');
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => document.querySelector('.loa-toast')?.textContent.includes('cannot start'));
  assert.match(await page.locator('.loa-toast').innerText(), /^The computer cannot start: the computer's files could not be loaded \(.*worker-bundle\.js answered 404.*\)\./);
  assertClean(page, [/Failed to load resource/]);
});
