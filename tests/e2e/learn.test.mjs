// The rules tour (learn.html): a lesson completed by moves through the real canvas, a wrong
// move explained and taken back, an illegal try explained, progress remembered over a reload
// (and corrupted storage forgiven), Italian lessons with ?lang=it, the lesson opened by the
// address, the New game dialog's line and link for each variant, and axe-core with no violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, assertClean, clickSquare, state, screenshot, useBrowser, openGame } from './harness.mjs';

const require = createRequire(import.meta.url);
const env = useBrowser();

/** Opens the tour (with the test hook) at `hash` and waits until the lesson is on the board. */
async function openTour(page, query = '', hash = '') {
  await page.goto(`${env.server.url}/learn.html?test${query}${hash}`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null && document.querySelector('#lesson-task')?.textContent);
}

const feedback = (page) => page.locator('#lesson-feedback').textContent();
const lessonId = (page) => page.evaluate(() => location.hash.slice(1));

test('a lesson is completed by moves on the canvas, and a wrong move is explained and taken back', async () => {
  const page = await newPage(env.browser);
  await openTour(page);
  assert.equal(await lessonId(page), 'count', 'the tour starts with its first lesson');
  const start = (await state(page)).position;
  // b1-b3 is legal but not the diagonal move the lesson asks for.
  await clickSquare(page, 'b1');
  await clickSquare(page, 'b3');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'miss');
  assert.match(await feedback(page), /diagonal from b1 to h7/);
  await page.waitForFunction((p) => window.loaTest.board.state().position === p, start);
  await screenshot(page, 'learn-miss');
  // An illegal try: the rules' reason, worded.
  await clickSquare(page, 'b1');
  await clickSquare(page, 'e4');
  await page.waitForFunction(() => /Not allowed/.test(document.querySelector('#lesson-feedback').textContent));
  assert.equal((await state(page)).position, start, 'nothing was played');
  // The move asked for.
  await clickSquare(page, 'b1');
  await clickSquare(page, 'd3');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  assert.match(await feedback(page), /Well done/);
  assert.ok(await page.locator('#lesson-next').isVisible());
  assert.equal(await page.locator('#lesson-list li[data-done="true"]').count(), 1);
  await screenshot(page, 'learn-done');
  await page.click('#lesson-next');
  await page.waitForFunction(() => location.hash === '#jump');
  assert.match(await page.locator('#lesson-task').textContent(), /f1/);
  assertClean(page);
  await page.context().close();
});

test('progress is remembered over a reload, and corrupted storage starts fresh without an error', async () => {
  const page = await newPage(env.browser);
  // The last 8×8 lesson, Gemma's: the walled-in a2 is removed by pressing it twice (a vacate).
  await openTour(page, '', '#gemma');
  await clickSquare(page, 'a2');
  await clickSquare(page, 'a2');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  assert.ok(await page.locator('#lesson-next').isVisible(), 'the wide boards’ lessons follow');
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#lesson-list li'));
  const done = await page.locator('#lesson-list li[data-done="true"] a').allTextContents();
  assert.deepEqual(done, ['Gemma: holes and vacates']);
  await page.evaluate(() => localStorage.setItem('loa.learn.v1', '{"not": "a list"'));
  await page.reload();
  await page.waitForFunction(() => document.querySelector('#lesson-list li'));
  assert.equal(await page.locator('#lesson-list li[data-done="true"]').count(), 0);
  assertClean(page);
  await page.context().close();
});

test('learn.html#parachute opens the drop lesson on a phone, task above the board, verdict below; any empty square completes it', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 }, bypassCSP: true });
  await openTour(page, '', '#parachute');
  assert.match(await page.locator('#lesson-title').textContent(), /Parachute/);
  assert.ok((await state(page)).dropDue, 'the board asks for the drop');
  const task = await page.locator('.task').boundingBox();
  const feedback = await page.locator('#lesson-feedback').boundingBox();
  const boardBox = await page.locator('#board').boundingBox();
  assert.ok(task.y + task.height <= boardBox.y, 'upright, the task comes before the board');
  assert.ok(feedback.y >= boardBox.y + boardBox.height, 'and the verdict right after it, in view with it');
  await screenshot(page, 'learn-parachute-360');
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`), [], 'axe at 360×740');
  await clickSquare(page, 'e5');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'no sideways scrolling at 360 px');
  assertClean(page);
  await page.context().close();
});

test('with ?lang=it the lessons speak Italian', async () => {
  const page = await newPage(env.browser);
  await openTour(page, '&lang=it', '#capture');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
  assert.equal(await page.locator('h1').textContent(), 'Impara le regole');
  assert.match(await page.locator('#lesson-task').textContent(), /Cattura una pedina bianca/);
  // b5xb7 joins White's other two pieces: the capture that loses, explained in Italian.
  await clickSquare(page, 'b5');
  await clickSquare(page, 'b7');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'miss');
  assert.match(await feedback(page), /vince l’avversario/);
  await screenshot(page, 'learn-it');
  assertClean(page);
  await page.context().close();
});

test('the New game dialog gives each variant one line and a link to its lesson', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await page.click('#new');
  await page.waitForSelector('#new-game-dialog[open]');
  await page.selectOption('#new-game-dialog select[name="variant"]', 'parachute');
  assert.match(await page.locator('#variant-about').textContent(), /opponent’s pieces/);
  assert.equal(await page.locator('#variant-lesson').getAttribute('href'), 'learn.html#parachute');
  await page.selectOption('#new-game-dialog select[name="variant"]', 'ambiloa');
  assert.match(await page.locator('#variant-about').textContent(), /South/);
  assert.equal(await page.locator('#variant-lesson').getAttribute('href'), 'learn.html#ambiloa');
  // The wide boards' lessons are linked too (the core judges them as it does the 8×8 ones).
  await page.selectOption('#new-game-dialog select[name="variant"]', 'hex-5');
  assert.equal(await page.locator('#variant-lesson').getAttribute('href'), 'learn.html#hex-5');
  assert.equal(await page.locator('#variant-lesson').isVisible(), true);
  await screenshot(page, 'learn-dialog');
  assert.equal(await page.locator('a[href="learn.html"]').first().isVisible(), true, 'the rules tour is linked from the page');
  assertClean(page);
  await page.context().close();
});

test('the core\'s lesson exports refuse wrong types and unknown names with clear errors', async () => {
  const page = await newPage(env.browser);
  await openTour(page);
  const answers = await page.evaluate(async () => {
    const core = await import('./pkg/loa.js'); // the instance the page has initialised
    const error = (fn) => {
      try {
        fn();
        return 'no error';
      } catch (err) {
        return `${err.constructor.name}: ${err.message}`;
      }
    };
    const lesson = new core.WasmLesson('count');
    return {
      ids: core.lessons().map((l) => l.id),
      number: error(() => new core.WasmLesson(3)),
      unknown: error(() => new core.WasmLesson('chess')),
      moveNumber: error(() => lesson.check(42)),
      moveObject: error(() => lesson.check({ from: 'b1' })),
      notAMove: error(() => lesson.check('b1-z9')),
      miss: lesson.check('b1-b3'),
      done: lesson.check('b1-d3'),
      isDone: lesson.isDone(),
    };
  });
  // The 8×8 lessons, then the wide boards', each with the variant that names its build.
  assert.equal(answers.ids.length, 18);
  assert.deepEqual(answers.ids.slice(14), ['black-hole', 'hex-5', 'hex-6', 'standard-12x12']);
  assert.equal(answers.number, 'Error: lesson: the id must be a text such as "count", got a number (3)');
  assert.match(answers.unknown, /^Error: lesson: there is no lesson "chess" \(the lessons: count, jump, /);
  assert.equal(answers.moveNumber, 'Error: lesson: the move must be a text like "c3-e5", got a number (42)');
  assert.equal(answers.moveObject, 'Error: lesson: the move must be a text like "c3-e5", got an object');
  assert.equal(answers.notAMove, 'Error: lesson: bad move "b1-z9": z9 is not a square');
  assert.deepEqual(answers.miss, { verdict: 'miss', code: 'other-move' });
  assert.deepEqual(answers.done, { verdict: 'done' });
  assert.equal(answers.isDone, true);
  assertClean(page);
  await page.context().close();
});

test('the wide build judges the wide lessons as the study build judges the 8×8 ones', async () => {
  const page = await newPage(env.browser);
  await openTour(page);
  const answers = await page.evaluate(async () => {
    const { loadCore } = await import('./www/component/core.js');
    const wide = await loadCore('wide');
    const error = (fn) => {
      try {
        fn();
        return 'no error';
      } catch (err) {
        return err.message;
      }
    };
    const hole = new wide.WasmLesson('black-hole');
    // The lesson's two moves are played by the core: Black to move, e5 the hole.
    return {
      unknown: error(() => new wide.WasmLesson('count')),
      notText: error(() => hole.check(7)),
      notACell: error(() => hole.check('c3-z9')),
      illegal: hole.check('c3-c4'),
      miss: hole.check('c3-c5'),
      done: hole.check('c3-e5'),
      again: hole.check('d1-d3'),
      isDone: hole.isDone(),
      capture: new wide.WasmLesson('hex-5').check('i2-g2'),
    };
  });
  assert.match(answers.unknown, /^lesson: there is no wide lesson "count" \(the wide lessons: black-hole, hex-5, hex-6, standard-12x12\)$/);
  assert.equal(answers.notText, 'lesson: the move must be a text like "c4-c6", got a number (7)');
  assert.match(answers.notACell, /^lesson: .*z9/);
  assert.equal(answers.illegal.verdict, 'illegal');
  assert.equal(answers.illegal.refusal.code, 'wrong-distance');
  assert.deepEqual(answers.miss, { verdict: 'miss', code: 'no-hole' });
  assert.deepEqual([answers.done, answers.again, answers.isDone], [{ verdict: 'done' }, { verdict: 'already-done' }, true]);
  assert.deepEqual(answers.capture, { verdict: 'miss', code: 'no-capture' });
  assertClean(page);
  await page.context().close();
});

test('axe-core: no violations on learn.html, light and dark, before and after a try', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await newPage(env.browser, { colorScheme, bypassCSP: true });
    await openTour(page, '', '#connect');
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const audit = async (what) => {
      const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      assert.deepEqual(found, [], `${colorScheme} learn.html, ${what}`);
    };
    await audit('a lesson');
    await clickSquare(page, 'd2');
    await clickSquare(page, 'd4');
    await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
    await audit('a lesson done');
    await screenshot(page, `learn-${colorScheme}`);
    // The result banner's "Play again" sets the lesson up anew, and the new try is judged.
    const start = (await state(page)).start;
    await page.click('.loa-banner-button');
    await page.waitForFunction((s) => window.loaTest.board.state().start === s && !window.loaTest.board.state().outcome, start);
    assert.equal(await feedback(page), '');
    await clickSquare(page, 'd2');
    await clickSquare(page, 'e3');
    await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'miss');
    assertClean(page);
    await page.context().close();
  }
});

/** Clicks cell `name` of the tour's board (hexagons too), where the board says it is drawn. */
async function clickCell(page, name) {
  const at = await page.evaluate((n) => {
    // On a phone the board is below the lesson: brought into view first, as a thumb would.
    document.querySelector('#board canvas').scrollIntoView({ block: 'nearest' });
    return window.loaTest.board.squareCenter(n);
  }, name);
  await page.mouse.click(at.x, at.y);
}

test('the wide boards’ lessons: hexagons clicked, a miss taken back, Black Hole’s hole swallows a piece, in three languages', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 } });
  await openTour(page, '', '#hex-5');
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'hex-5' && window.loaTest.board.state().history.length === 2);
  assert.match(await page.locator('#lesson-title').textContent(), /three lines, six neighbours/);
  assert.equal(await page.evaluate(() => window.loaTest.board.state().board.shape), 'hex', 'the tour’s one board draws hexagons');
  // A legal move that captures nothing: explained, then taken back.
  const quiet = await page.evaluate(() => {
    const s = window.loaTest.board.state();
    const m = s.legalMoves.find((x) => x.kind === 'slide' && !x.capture);
    return [m.from, m.to];
  });
  await clickCell(page, quiet[0]);
  await clickCell(page, quiet[1]);
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'miss');
  assert.match(await feedback(page), /does not capture anything/);
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 2);
  await clickCell(page, 'c4');
  await clickCell(page, 'c6');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  assert.equal(await page.evaluate(() => window.loaTest.board.state().history.at(-1).text), 'c4xc6');
  await screenshot(page, 'learn-hex-5-360');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  assert.equal(overflow, false, 'no sideways scrolling at 360 px');

  // Black Hole: the piece that lands on e5 leaves the game.
  // Hex of side 6: its hole at f6, reached from e6 (the lesson's four moves set it up).
  await page.click('#lesson-next');
  await page.waitForFunction(() => location.hash === '#hex-6' && window.loaTest.board.state()?.variant === 'hex-6' && window.loaTest.board.state().history.length === 4);
  await clickCell(page, 'e6');
  await clickCell(page, 'f6');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  // 12×12, the tour's last lesson: c1 takes a3 on the first move; a game is offered.
  await page.click('#lesson-next');
  await page.waitForFunction(() => location.hash === '#standard-12x12' && window.loaTest.board.state()?.board.cells.length === 144);
  await clickCell(page, 'c1');
  await clickCell(page, 'a3');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  assert.ok(await page.locator('#lesson-play').isVisible(), 'the last lesson offers a game');
  await screenshot(page, 'learn-12x12-360');
  await page.evaluate(() => (location.hash = '#black-hole'));
  await page.waitForFunction(() => document.querySelector('#lesson-title').textContent.includes('Black Hole') && window.loaTest.board.state()?.variant === 'black-hole' && window.loaTest.board.state().history.length === 2);
  const pieces = () => page.evaluate(() => window.loaTest.board.state().pieces.filter((p) => p.colour === 'black').length);
  const before = await pieces();
  await clickCell(page, 'c3');
  await clickCell(page, 'e5');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'done');
  assert.equal(await pieces(), before - 1, 'the piece fell into the hole');
  // Back to an 8×8 lesson: the same board plays it, drawn and played as before.
  await page.evaluate(() => (location.hash = '#count'));
  await page.waitForFunction(() => window.loaTest.board.state()?.variant === 'standard' && document.querySelector('#lesson-feedback').dataset.kind === 'info');
  assert.equal(await page.evaluate(() => window.loaTest.board.state().board.shape), 'square');
  await page.locator('#board').scrollIntoViewIfNeeded();
  await clickSquare(page, 'b1');
  await clickSquare(page, 'b3');
  await page.waitForFunction(() => document.querySelector('#lesson-feedback').dataset.kind === 'miss');
  assertClean(page);
  await page.context().close();

  // Italian and German word the wide lessons too.
  for (const [lang, title] of [['it', /tre linee, sei vicine/], ['de', /drei Linien, sechs Nachbarn/]]) {
    const tab = await newPage(env.browser);
    await openTour(tab, `&lang=${lang}`, '#hex-5');
    assert.match(await tab.locator('#lesson-title').textContent(), title);
    assertClean(tab);
    await tab.context().close();
  }
});
