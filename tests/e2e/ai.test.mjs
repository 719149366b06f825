// The computer player as the page shows it: a complete game at every level, the hint, the
// analysis panel, undo while the computer thinks, a killed worker, and reproducible seeds.
// A long search is made on demand with the ?test hook `engine.stallMs` (the worker stays busy that
// long before searching, exactly as during a long search), so these tests do not depend on how
// fast the search is. The wide boards' computer is the same worker over the wide build, asked
// the same way (its row at the end of this file).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  newPage, assertClean, screenshot, openGame, state, playGame, playByPointer, playByKeyboard, waitForHumanTurn, clickSquare, useBrowser, inSettings,
} from './harness.mjs';

const env = useBrowser();

// Black a1 c1 e2 b4, White h8 f7 h6 g4, Black to move: neither side connects in one move, and
// the game ends within a few turns, so even level 6 at a second a move is quick.
const NEAR_END = 'standard 7w/5w2/7w/8/1b4w1/8/4b3/b1b5 b';

async function expectComputerGame(page, level) {
  const cfg = await page.evaluate(() => window.loaTest.board.config());
  assert.equal(cfg.level, level);
  const s = await playGame(page, { humans: ['black'], via: playByPointer });
  assert.ok(s.outcome, 'the game has a result');
  assert.ok(s.history.some((m) => m.colour === 'white'), 'the computer moved');
  await page.locator('.loa-banner').waitFor({ state: 'visible' });
  assert.match(await page.locator('#status').innerText(), /^Game over — /);
  return s;
}

for (const level of [1, 2, 3]) {
  test(`a complete game from the start against level ${level}`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `level=${level}`);
    await expectComputerGame(page, level);
    assertClean(page);
  });
}

for (const level of [4, 5, 6]) {
  test(`a complete game from a near-end position against level ${level}`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `level=${level}&position=${encodeURIComponent(NEAR_END)}`);
    if (level === 6) assert.equal((await page.evaluate(() => window.loaTest.board.config())).moveTime, 1000);
    const s = await expectComputerGame(page, level);
    if (level === 6) await screenshot(page, 'level-6-over');
    assert.equal(s.start, `${NEAR_END} - mover-wins,repetition`);
    assertClean(page);
  });
}

test('level 6 time per move comes from the New game dialog and the address', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'level=6&movetime=2000');
  assert.equal((await page.evaluate(() => window.loaTest.board.config())).moveTime, 2000);
  await page.click('#new');
  await page.click('#new-game-dialog .more-options summary'); // level 6's time waits there
  const time = page.locator('select[name="moveTime"]');
  assert.equal(await time.inputValue(), '2000');
  assert.equal(await time.isEnabled(), true, 'offered at level 6');
  await setRange(page, 'input[name="level"]', 4);
  assert.equal(await time.isEnabled(), false, 'not offered below level 6: levels keep their own budget');
  await setRange(page, 'input[name="level"]', 6);
  await time.selectOption('500');
  await page.click('dialog button[value="start"]');
  const cfg = await page.evaluate(() => window.loaTest.board.config());
  assert.deepEqual([cfg.level, cfg.moveTime], [6, 500]);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  assert.equal((await state(page)).history.length, 2, 'the computer answered at level 6');
  assertClean(page);
});

/** Moves a range slider as a hand would: a new value and an input event. */
async function setRange(page, selector, value) {
  await page.$eval(selector, (el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Records every hint the board announces, with the legal moves of its position. */
async function watchHints(page) {
  await page.evaluate(() => {
    window.hints = [];
    const board = window.loaTest.board;
    board.on('hint', ({ move, state }) => window.hints.push({ move, legal: state.legalMoves.map((m) => m.text) }));
  });
}

/** The colour drawn on the canvas just inside the hint's ring around `sq`. */
async function ringPixel(page, sq) {
  return page.evaluate(async (s) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const canvas = document.querySelector('.loa-canvas');
    const rect = canvas.getBoundingClientRect();
    const k = canvas.width / rect.width;
    const p = window.loaTest.board.squareCenter(s);
    const r = (rect.width / window.loaTest.board.state().size) * 0.45;
    const [red, green, blue] = canvas.getContext('2d').getImageData((p.x - rect.left + r) * k, (p.y - rect.top) * k, 1, 1).data;
    return { red, green, blue };
  }, sq);
}

test('a hint by button and by the h key marks a legal move, which can then be played', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'level=2');
  await watchHints(page);
  await page.click('#hint');
  await page.waitForFunction(() => window.hints.length === 1);
  let { move, legal } = (await page.evaluate(() => window.hints))[0];
  assert.ok(legal.includes(move.text), `the hint ${move.text} is a legal move`);
  const live = page.locator('.loa-board [aria-live="polite"]');
  assert.equal(await live.innerText(), `Hint: ${move.text}`);
  assert.match(await page.getAttribute(`[data-square="${move.from}"]`, 'aria-label'), /hint: move from here/);
  assert.match(await page.getAttribute(`[data-square="${move.to}"]`, 'aria-label'), /hint: move here/);
  const ring = await ringPixel(page, move.to);
  assert.ok(ring.blue > ring.red + 40, `a blue ring marks ${move.to} (${JSON.stringify(ring)})`);
  await screenshot(page, 'hint');
  await playByPointer(page, move);
  let s = await state(page);
  assert.equal(s.history[0].text, move.text, 'the hinted move was played');
  assert.doesNotMatch(await page.getAttribute(`[data-square="${move.from}"]`, 'aria-label'), /hint/, 'the hint is gone');
  await waitForHumanTurn(page, ['black']);

  // The shortcut, with the focus on the page rather than in a control.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.hints.length === 2);
  ({ move, legal } = (await page.evaluate(() => window.hints))[1]);
  assert.ok(legal.includes(move.text), `the hint ${move.text} is a legal move`);
  // Asked right after the computer's move: drawn even if that move was still gliding.
  const ring2 = await ringPixel(page, move.to);
  assert.ok(ring2.blue > ring2.red + 40, `a blue ring marks ${move.to} (${JSON.stringify(ring2)})`);
  const before = (await state(page)).history.length;
  await playByKeyboard(page, move);
  s = await state(page);
  assert.equal(s.history[before].text, move.text);
  assertClean(page);
});

test('undo takes the hint away; no hint is offered on the computer’s turn', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'level=1');
  await watchHints(page);
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  await page.click('#hint');
  await page.waitForFunction(() => window.hints.length === 1);
  const { move } = (await page.evaluate(() => window.hints))[0];
  await page.click('#undo');
  assert.equal((await state(page)).history.length, 0);
  assert.doesNotMatch(await page.getAttribute(`[data-square="${move.from}"]`, 'aria-label'), /hint/);
  await page.evaluate(() => (window.loaTest.engine.stallMs = 3000));
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => window.loaTest.board.isThinking());
  assert.equal(await page.isDisabled('#hint'), true, 'the Hint button is off while the computer is to move');
  const refused = await page.evaluate(() => window.loaTest.board.hint().then(() => 'given', (e) => e.message));
  assert.equal(refused, 'A hint is given on your turn');
  await page.evaluate(() => (window.loaTest.engine.stallMs = 0));
  assertClean(page);
});

test('the analysis panel: toggled and remembered; live depth and a legal best line while the computer thinks', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'level=6&movetime=500');
  const panel = page.locator('#analysis');
  assert.equal(await panel.isHidden(), true, 'off by default');
  await inSettings(page, () => page.check('#opt-analysis'));
  assert.equal(await panel.isVisible(), true);
  assert.match(await panel.innerText(), /appears here while the computer thinks/);
  await page.evaluate(() => {
    window.seen = [];
    const board = window.loaTest.board;
    board.on('analysis', ({ analysis }) => {
      if (!analysis || !board.isThinking() || analysis.purpose !== 'move') return;
      const panel = document.querySelector('#analysis');
      window.seen.push({
        analysis,
        legal: board.state().legalMoves.map((m) => m.text),
        depth: panel.querySelector('.an-depth').textContent,
        pv: [...panel.querySelectorAll('.an-pv li')].map((li) => li.textContent),
        meter: panel.querySelector('[role="meter"]').getAttribute('aria-valuenow'),
        visible: !panel.hidden,
      });
    });
  });
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  const seen = await page.evaluate(() => window.seen);
  assert.ok(seen.length >= 1, 'the panel was updated while the computer thought');
  for (const v of seen) {
    assert.ok(v.visible);
    assert.ok(Number(v.depth) >= 1, `depth ${v.depth}`);
    assert.ok(v.pv.length >= 1, 'a best line is shown');
    assert.equal(v.pv[0], v.analysis.pv[0]);
    assert.ok(v.legal.includes(v.pv[0]), `the line starts with a legal move (${v.pv[0]})`);
    assert.ok(Number.isFinite(Number(v.meter)) && Math.abs(Number(v.meter)) <= 10, `meter value ${v.meter}`);
  }
  // The computer has moved: the panel keeps its last report while you think.
  const text = await panel.innerText();
  assert.match(text, /Computer's search · previous position/);
  assert.match(text, /Depth\s+\d+/i);
  await watchHints(page);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('h');
  await page.waitForFunction(() => window.hints.length === 1);
  assert.match(await panel.locator('.an-source').innerText(), /^Hint search$/, 'a hint search shows in the panel too');
  await screenshot(page, 'analysis-panel');
  await openGame(page, env.server.url);
  assert.equal(await page.isChecked('#opt-analysis'), true, 'remembered across visits');
  assert.equal(await panel.isVisible(), true);
  assertClean(page);
});

test('the analysis panel fits a phone in portrait', async () => {
  const page = await newPage(env.browser, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  await page.goto(`${env.server.url}/index.html`);
  await page.evaluate(() => localStorage.setItem('loa.settings.v1', '{"analysis": true}'));
  await openGame(page, env.server.url);
  const first = (await state(page)).legalMoves.find((m) => m.text === 'b1-d3');
  for (const sq of [first.from, first.to]) {
    const p = await page.evaluate((s) => window.loaTest.board.squareCenter(s), sq);
    await page.touchscreen.tap(p.x, p.y);
  }
  await waitForHumanTurn(page, ['black']);
  const panel = page.locator('#analysis');
  await panel.scrollIntoViewIfNeeded();
  const box = await panel.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the panel is within the screen (${box.x}, ${box.width})`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= 390, `no sideways scrolling (${overflow} px wide)`);
  await screenshot(page, 'analysis-phone');
  assertClean(page);
});

test('undo while the computer thinks cancels its search and returns to your turn for good', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'level=3');
  await page.evaluate(() => (window.loaTest.engine.stallMs = 2500));
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => window.loaTest.board.isThinking());
  await page.click('#undo');
  let s = await state(page);
  assert.equal(s.history.length, 0, 'your move is taken back');
  assert.equal(s.turn, 'black');
  assert.equal(await page.evaluate(() => window.loaTest.board.isThinking()), false, 'the search was cancelled');
  await page.evaluate(() => (window.loaTest.engine.stallMs = 0));
  await page.waitForTimeout(3500); // longer than the cancelled search would have taken
  s = await state(page);
  assert.equal(s.history.length, 0, 'no stale computer move arrived');
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  s = await state(page);
  assert.equal(s.history.length, 2, 'the game goes on: the computer answers');
  assert.equal(s.history[1].colour, 'white');
  assertClean(page);
});

test('a worker killed mid-search: the page says so, restarts it and the computer still moves', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'level=3');
  await page.evaluate(() => (window.loaTest.engine.stallMs = 4000));
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => window.loaTest.board.isThinking());
  await page.evaluate(async () => {
    window.loaTest.engine.stallMs = 0;
    await window.loaTest.engine.killWorkers();
  });
  const toast = page.locator('.loa-toast');
  await page.waitForFunction(() => document.querySelector('.loa-toast')?.textContent.includes('stopped unexpectedly'));
  assert.equal(await toast.innerText(), 'The computer stopped unexpectedly; restarting it…');
  await screenshot(page, 'worker-restarted');
  await waitForHumanTurn(page, ['black']);
  const s = await state(page);
  assert.equal(s.history.length, 2, 'the computer moved after the restart');
  assert.equal(s.history[1].colour, 'white');
  assertClean(page);
});

test('the seed in getPosition() replays the computer’s choices exactly', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'level=2');
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await waitForHumanTurn(page, ['black']);
  const first = await page.evaluate(() => window.loaTest.board.getPosition());
  assert.ok(Number.isInteger(first.seed), 'a seed is shown');
  assert.equal((await state(page)).seed, first.seed);
  await page.evaluate((seed) => window.loaTest.board.set({ seed, moves: ['b1-d3'] }), first.seed);
  await waitForHumanTurn(page, ['black']);
  const again = await page.evaluate(() => window.loaTest.board.getPosition());
  assert.equal(again.seed, first.seed);
  assert.deepEqual(again.moves, first.moves, 'the same reply');
  assertClean(page);
});

// The wide boards' build loaded the way every board loads its core (www/component/core.js
// `loadCore(build)`, worker/worker-start.js `workerKit(build)`): the wide build's `WasmGame`
// plays beside the game's, and its computer
// is the one worker.js over the wide build's glue (worker-bundle-wide.js), asked exactly as the
// 8×8 computer is (`{type: 'search', start, moves, limits}`) and answering with its reports and
// a legal move. Each file is fetched once, and the first load fetches none of them.
test("a hex-5 game's computer runs in the worker over the wide build, asked as the 8×8 one is", async () => {
  const page = await newPage(env.browser);
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await openGame(page, env.server.url);
  assert.ok(!requests.some((p) => /\/wide\/|bundle-wide/.test(p)), `the first load fetches no wide file: ${requests.join(' ')}`);
  const seen = await page.evaluate(async () => {
    const { loadCore } = await import('./www/component/core.js');
    const { workerKit } = await import('./www/component/worker/worker-start.js');
    await loadCore();
    const wide = await loadCore('wide');
    const game = new wide.WasmGame('hex-5', { simultaneous: 'draw', repetition: true });
    game.play(game.state().legalMoves[0].packed);
    const [kit, again] = await Promise.all([workerKit('wide'), workerKit('wide')]);
    const worker = new Worker(kit.url, { name: 'wide computer (test)' });
    const infos = [];
    const answer = await new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.type === 'ready') {
          const { start } = game.state();
          worker.postMessage({ type: 'search', id: 7, start, moves: [...game.moves()], limits: { level: 2, seed: 5 } });
        } else if (data.type === 'info') infos.push(data);
        else if (data.type === 'done') resolve(data.result);
        else reject(new Error(JSON.stringify(data)));
      };
      worker.postMessage({ type: 'start', module: kit.module });
    });
    worker.terminate();
    game.play(answer.best.packed);
    return {
      sameKit: kit === again,
      infos: infos.length,
      pv: answer.info.pv,
      side: answer.info.side,
      text: answer.best.text,
      history: game.state().history.map((m) => m.text),
    };
  });
  assert.ok(seen.sameKit, 'one kit per page');
  assert.ok(seen.infos > 0, 'the worker reports its progress');
  assert.equal(seen.side, 'white');
  assert.equal(seen.pv[0], seen.text);
  assert.equal(seen.history[1], seen.text, 'the move chosen was played');
  for (const file of ['/pkg/wide/loa_bg.wasm', '/pkg/wide/loa.js', '/www/component/worker/worker-bundle-wide.js']) {
    assert.equal(requests.filter((p) => p === file).length, 1, `${file} fetched once`);
  }
  assertClean(page);
  await page.close();
});
