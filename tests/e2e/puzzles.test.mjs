// The puzzles page (puzzles.html): puzzles solved by moves on the real canvas (a win in 1, and a
// win in 2 whose defence the engine plays), a wrong try refuted on the board and reset, an illegal
// try refused, progress remembered over a reload (and corrupted storage ignored), German by
// ?lang=de, axe-core with no violations, screenshots at desktop and 360×740 sizes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { newPage, assertClean, screenshot, state, clickSquare, useBrowser, serve } from './harness.mjs';

const require = createRequire(import.meta.url);
const env = useBrowser();

// From www/puzzles/puzzles.txt: Winands' thesis, appendix E game 3. White wins with e5-c7 only
// (difficulty 2: one key move); and two turns earlier, d3-b3 then (after Black's defence) e5-c7.
const WIN_IN_1 = 'std-e3-p35';
const WIN_IN_2 = 'std-e3-p33';
// White slides g4-e4, then drops one of Black's pieces on a1 and connects (a Parachute win in 1).
const PARACHUTE = 'para-l05-s16-p22';

/** Opens puzzles.html (with the test hook) at `hash`, once the board and the list are ready. */
async function open(page, hash, query = '', base = env.server.url) {
  await page.goto(`${base}/puzzles.html?test${query}#${hash}`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null && window.loaTest.puzzles().length > 0);
  await page.waitForFunction((id) => window.loaTest.session.current()?.id === id && window.loaTest.session.phase() === 'solving', hash);
}

const status = (page) => page.textContent('#puzzle-status');
const puzzle = (page, id) => page.evaluate((i) => window.loaTest.puzzles().find((p) => p.id === i), id);

/** Plays a slide with two real clicks on the canvas. @param {string} text 'e5-c7' or 'b7xb3' */
async function slide(page, text) {
  const [from, to] = text.split(/[-x]/);
  await clickSquare(page, from);
  await clickSquare(page, to);
}

/** Waits for the session to reach `phase` (the judge works in a worker). */
const phase = (page, name) =>
  page.waitForFunction((n) => window.loaTest.session.phase() === n, name, { timeout: 30000 });

test('a win in 1 solved through the canvas: "Solved!", the game won, Next puzzle offered', async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_1);
  assert.match(await status(page), /White to move wins in 1 turn/);
  assert.ok((await englishWords(page)).length > 10, 'the English-word check sees an English page');
  const { solution } = await puzzle(page, WIN_IN_1);
  await slide(page, solution[0]);
  await phase(page, 'solved');
  assert.equal(await status(page), 'Solved! White wins.');
  assert.equal((await state(page)).outcome?.winner, 'white');
  assert.equal(await page.isVisible('#next'), true);
  await screenshot(page, 'puzzles-solved');
  await page.click('#next');
  await page.waitForFunction((id) => location.hash !== `#${id}` && window.loaTest.session.phase() === 'solving', WIN_IN_1);
  assert.equal((await state(page)).history.length, 0, 'the next puzzle starts at its position');
  assertClean(page);
  await page.context().close();
});

test("a win in 2: the engine's defence is played on the board, then the solver wins", async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_2);
  const { solution } = await puzzle(page, WIN_IN_2);
  // Every sentence the status says, to see "Checking…" however fast the judge is.
  await page.evaluate(() => {
    const box = document.querySelector('#puzzle-status');
    window.said = [];
    new MutationObserver(() => window.said.push(box.textContent)).observe(box, { childList: true, characterData: true, subtree: true });
  });
  await slide(page, solution[0]);
  await phase(page, 'solving'); // after "Checking…" and Black's answer
  const said = await page.evaluate(() => window.said);
  assert.deepEqual(said.slice(0, 2), ['Checking…', 'Correct!'], 'checking, then the defence is played');
  const s = await state(page);
  assert.equal(s.history.length, 2, 'the try and the defence are on the board');
  assert.equal(s.history[1].colour, 'black');
  assert.match(await status(page), new RegExp(`^Correct! Black answers ${s.history[1].text}\\. Now win in 1 turn\\.$`));
  // The engine's longest defence is the collection's (both come from the same judge); its reply
  // is answered by the line's last move.
  assert.equal(s.history[1].text, solution[1]);
  await slide(page, solution[2]);
  await phase(page, 'solved');
  assert.equal((await state(page)).outcome?.winner, 'white');
  assertClean(page);
  await page.context().close();
});

test('a Parachute win: the slide is judged, then the drop that completes the turn wins', async () => {
  const page = await newPage(env.browser);
  await open(page, PARACHUTE);
  const { solution } = await puzzle(page, PARACHUTE);
  const [move, drop] = solution; // 'g4-e4', '@a1'
  await slide(page, move);
  await page.waitForFunction(() => window.loaTest.session.phase() === 'solving' && window.loaTest.board.state().dropDue);
  assert.equal(await status(page), 'Correct! Now complete your turn with a drop.');
  await clickSquare(page, drop.slice(1));
  await phase(page, 'solved');
  assert.equal((await state(page)).outcome?.winner, 'white');
  assert.equal(await page.isVisible('.loa-banner-buttons'), false, "the board's Play again gives way to the page's buttons");
  assertClean(page);
  await page.context().close();
});

test('a wrong try is refuted on the board with the reason, then "Try again" resets it', async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_1);
  const { solution } = await puzzle(page, WIN_IN_1);
  const start = await state(page);
  // Any other legal move is wrong: the puzzle has one key move (difficulty 2).
  const wrong = start.legalMoves.find((m) => m.kind === 'slide' && m.text !== solution[0]);
  await slide(page, wrong.text);
  await phase(page, 'refuted');
  const s = await state(page);
  assert.equal(s.history[0].text, wrong.text);
  assert.ok(s.history.length >= 2, 'the escaping defence is played on the board');
  const defence = s.history.slice(1).map((m) => m.text).join(' ');
  // The escape is explained; one that wins outright for Black is said to win.
  const expected = s.outcome?.winner === 'black' ? `Black answers ${defence} and wins.` : `Black escapes: after ${defence} you cannot win in 1 turn.`;
  assert.equal(await status(page), expected);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'try-again', 'focus on the way out');
  await screenshot(page, 'puzzles-refuted');
  await page.click('#try-again');
  await phase(page, 'solving');
  const back = await state(page);
  assert.equal(back.history.length, 0);
  assert.equal(back.position, start.position, 'the board is back where the try was made');
  assert.match(await status(page), /White to move wins in 1 turn/);
  assertClean(page);
  await page.context().close();
});

test("an illegal try is refused with the core's reason and changes nothing", async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_1);
  const start = await state(page);
  // A white piece with a legal move, sent one square along a line it cannot stop on.
  const from = start.legalMoves.find((m) => m.kind === 'slide').from;
  const targets = new Set(start.legalMoves.filter((m) => m.from === from).map((m) => m.to));
  const file = from.charCodeAt(0);
  const rank = Number(from.slice(1));
  const illegal = [`${from[0]}${rank + 1}`, `${from[0]}${rank - 1}`, `${String.fromCharCode(file + 1)}${rank}`, `${String.fromCharCode(file - 1)}${rank}`]
    .find((sq) => /^[a-h][1-8]$/.test(sq) && !targets.has(sq) && !start.pieces.some((p) => p.square === sq && p.colour === 'white'));
  await clickSquare(page, from);
  await clickSquare(page, illegal);
  await page.waitForFunction(() => document.querySelector('#puzzle-status').textContent.startsWith('Not allowed:'));
  assert.equal((await state(page)).history.length, 0, 'the board is unchanged');
  assert.equal(await page.evaluate(() => window.loaTest.session.phase()), 'solving', 'the try was not judged');
  assertClean(page);
  await page.context().close();
});

test('"Show solution" names the winning moves, judged in the worker, and counts the puzzle as tried', async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_1);
  const { solution } = await puzzle(page, WIN_IN_1);
  await page.click('#show-solution');
  await page.waitForFunction(() => document.querySelector('#puzzle-status').textContent.includes('Solution shown'));
  assert.equal(await status(page), `The winning move here: ${solution[0]}. Solution shown: this puzzle does not count as solved.`);
  assert.match(await page.textContent('#progress'), /^Solved 0 · tried 1 · of \d+$/);
  assert.equal((await state(page)).history.length, 0, 'nothing is played');
  assertClean(page);
  await page.context().close();
});

test('progress is remembered over a reload; corrupted storage is a fresh start', async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_1);
  await page.evaluate(() => localStorage.setItem('loa.puzzles.v1', '{not json'));
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.puzzles().length > 0 && window.loaTest.session.phase() === 'solving');
  assert.match(await page.textContent('#progress'), /^Solved 0 · tried 0 · of \d+$/);
  const { solution } = await puzzle(page, WIN_IN_1);
  await slide(page, solution[0]);
  await phase(page, 'solved');
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.puzzles().length > 0);
  assert.match(await page.textContent('#progress'), /^Solved 1 · tried 1 · of \d+$/);
  assert.equal(await page.textContent(`#puzzle-list a[href="#${WIN_IN_1}"] .mark`), 'solved');
  assertClean(page);
  await page.context().close();
});

test('the list is grouped by variant, then length and difficulty, each puzzle numbered', async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_1);
  // The list as read: a variant's heading, its groups' headings, each group's numbered puzzles.
  const read = await page.$$eval('#puzzle-list > *', (parts) =>
    parts.map((e) => ({ tag: e.tagName, text: e.tagName === 'OL' ? [...e.querySelectorAll('a')].map((a) => a.textContent) : e.textContent })),
  );
  const all = await page.evaluate(() => window.loaTest.puzzles());
  const variants = read.filter((r) => r.tag === 'H3').map((r) => r.text);
  assert.equal(new Set(variants).size, variants.length, 'each variant under one heading');
  assert.equal(variants.length, new Set(all.map((p) => p.variant)).size);
  /** @type {number[]} */
  const numbers = [];
  let last = null;
  for (const r of read) {
    if (r.tag === 'H3') last = null;
    if (r.tag === 'H4') {
      const [, turns, level] = /^Win in (\d) turns? · Difficulty (\d) of \d$/.exec(r.text) ?? [];
      assert.ok(turns, r.text);
      const key = Number(turns) * 10 + Number(level);
      assert.ok(last === null || key > last, `groups shortest first, then easiest: ${r.text} after ${last}`);
      last = key;
    }
    if (r.tag === 'OL') for (const name of r.text) numbers.push(Number(/^No\. (\d+)$/.exec(name)?.[1]));
  }
  // Every puzzle once, numbered 1, 2, 3… down the list: no repeated "Standard · win in 1 turn".
  assert.deepEqual(numbers, all.map((_, i) => i + 1));
  const groups = read.filter((r) => r.tag === 'H4').length;
  assert.ok(groups < all.length / 4, `${groups} groups for ${all.length} puzzles`);
  // The card names the puzzle by the number the list gives it.
  const listed = await page.textContent(`#puzzle-list a[href="#${WIN_IN_1}"]`);
  assert.match(await page.textContent('#puzzle-name'), new RegExp(`^${listed.replace('.', '\\.')} · Standard · win in 1 turn$`));
  // "Next puzzle" goes down the list.
  const after = await page.evaluate(() => {
    const links = [...document.querySelectorAll('#puzzle-list a')];
    const at = links.findIndex((a) => a.getAttribute('aria-current'));
    return links[at + 1].getAttribute('href');
  });
  const { solution } = await puzzle(page, WIN_IN_1);
  await slide(page, solution[0]);
  await phase(page, 'solved');
  assert.match(await page.textContent(`#puzzle-list a[href="#${WIN_IN_1}"]`), /^No\. \d+ solved$/);
  await page.click('#next');
  await page.waitForFunction((h) => location.hash === h && window.loaTest.session.phase() === 'solving', after);
  assertClean(page);
  await page.context().close();
});

test('German with ?lang=de, the list filtered, and at 360×740', async () => {
  const page = await newPage(env.browser, { viewport: { width: 360, height: 740 } });
  await open(page, WIN_IN_1, '&lang=de');
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  assert.equal(await status(page), 'Weiß am Zug gewinnt in 1 Zug. Finde den Gewinnzug.');
  assert.equal(await page.textContent('#show-solution'), 'Lösung zeigen');
  await page.selectOption('#filter-variant', 'parachute');
  await page.selectOption('#filter-wins', '3');
  assert.deepEqual(await page.$$eval('#puzzle-list h3', (hs) => hs.map((h) => h.textContent)), ['Fallschirm']);
  const groups = await page.$$eval('#puzzle-list h4', (hs) => hs.map((h) => h.textContent));
  assert.ok(groups.length > 0 && groups.every((g) => /^Gewinn in 3 Zügen · Schwierigkeit \d von \d$/.test(g)), groups.join('; '));
  const names = await page.$$eval('#puzzle-list a', (links) => links.map((a) => a.textContent));
  assert.ok(names.length > 0 && names.every((n) => /^Nr\. \d+/.test(n)), names.join('; '));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  // The scroll bar's gutter is kept (style.css), so the page may be narrower than the window.
  assert.ok(overflow <= 0, `no sideways scrolling at 360 px: ${overflow}`);
  await screenshot(page, 'puzzles-de-360');
  assertClean(page);
  await page.context().close();
});

/** English words that are neither Italian nor German (as in languages.test.mjs, plus the puzzles'). */
const ENGLISH = new Set(
  ('the you your move moves game piece pieces black white wins draw and with board square player turn turns ' +
    'loading play how here from escapes answers cannot win puzzle puzzles solved tried try again show solution ' +
    'next all any level difficulty find force checking correct').split(' '),
);

/** The English words in the page's text and accessible names, leaving out what is marked lang="en". */
const englishWords = (page) =>
  page.evaluate((words) => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.parentElement?.closest('[lang="en"]:not(html), noscript, script, style')) texts.push(n.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label') ?? '');
    const found = texts.join(' ').match(/[A-Za-z]+/g) ?? [];
    return [...new Set(found.map((w) => w.toLowerCase()).filter((w) => words.includes(w)))];
  }, [...ENGLISH]);

for (const locale of ['it-IT', 'de-DE']) {
  test(`a ${locale} browser gets its language on the puzzle page: no English word, also after a refutation`, async () => {
    const page = await newPage(env.browser, { locale });
    await open(page, WIN_IN_1);
    assert.equal(await page.getAttribute('html', 'lang'), locale.slice(0, 2));
    assert.deepEqual(await englishWords(page), [], 'at the start');
    const { solution } = await puzzle(page, WIN_IN_1);
    const wrong = (await state(page)).legalMoves.find((m) => m.kind === 'slide' && m.text !== solution[0]);
    await slide(page, wrong.text);
    await phase(page, 'refuted');
    assert.deepEqual(await englishWords(page), [], 'after a refutation');
    assertClean(page);
    await page.context().close();
  });
}

test('judging costs no request once the page has loaded; after one visit the puzzles work offline', async () => {
  const server = await serve();
  const page = await newPage(env.browser);
  try {
    await open(page, WIN_IN_1, '', server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });
    const { solution } = await puzzle(page, WIN_IN_1);
    const before = server.requests.length;
    await slide(page, solution[0]);
    await phase(page, 'solved');
    assert.deepEqual(server.requests.slice(before), [], 'the judge is the page\'s worker with the page\'s wasm');
    await page.context().setOffline(true);
    await server.stop();
    await page.goto(`${server.url}/puzzles.html?test#${WIN_IN_2}`);
    await page.waitForFunction((id) => window.loaTest?.session.current()?.id === id, WIN_IN_2);
    const { solution: line } = await puzzle(page, WIN_IN_2);
    await slide(page, line[0]);
    await page.waitForFunction(() => window.loaTest.board.state().history.length === 2 && window.loaTest.session.phase() === 'solving');
    assertClean(page);
  } finally {
    await page.context().close();
    await server.close();
  }
});

test('the wasm puzzle API refuses wrong arguments with a clear Error and judges text or packed tries', async () => {
  const page = await newPage(env.browser);
  await open(page, WIN_IN_1);
  const line = (await puzzle(page, WIN_IN_1)).line;
  const results = await page.evaluate(async (text) => {
    const { WasmPuzzles, WasmAttempt } = await import('/pkg/loa.js'); // initialised by the page
    const thrown = (fn) => {
      try {
        fn();
        return 'no error';
      } catch (err) {
        return err instanceof Error ? err.message : `not an Error: ${err}`;
      }
    };
    const attempt = new WasmAttempt(text, []);
    const illegal = attempt.check('a1-a2');
    return {
      collection: thrown(() => new WasmPuzzles(42)),
      badLine: thrown(() => new WasmPuzzles('x | 1')),
      puzzle: thrown(() => new WasmAttempt(undefined, [])),
      plies: thrown(() => new WasmAttempt(text, 'e5-c7')),
      move: thrown(() => attempt.check({})),
      notation: thrown(() => attempt.check('z9-z1')),
      illegal: [illegal.verdict, illegal.error?.code, attempt.state().history.length],
      turnsLeft: attempt.turnsLeft,
      packed: attempt.check(attempt.winningMoves()[0].packed).solved,
      solved: attempt.solved,
    };
  }, line);
  assert.match(results.collection, /^the puzzle collection must be text, not /);
  assert.match(results.badLine, /^puzzle collection, line 1: expected 6 fields/);
  assert.match(results.puzzle, /^the puzzle must be text, not /);
  assert.match(results.plies, /^the plies/);
  assert.equal(results.move, 'a try must be text such as "b1-d3" or a packed number');
  assert.match(results.notation, /z9/);
  assert.equal(results.illegal[0], 'illegal');
  assert.equal(typeof results.illegal[1], 'string', "the rules' code, for the page to word");
  assert.equal(results.illegal[2], 0, 'nothing played');
  assert.equal(results.turnsLeft, 1);
  assert.equal(results.packed, true);
  assert.equal(results.solved, true);
  assertClean(page);
  await page.context().close();
});

test('axe-core: no violations on the puzzles page, light and dark, after a refutation', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await newPage(env.browser, { colorScheme, bypassCSP: true });
    await open(page, WIN_IN_1);
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const audit = async (what) => {
      const { violations } = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      const found = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      assert.deepEqual(found, [], `${colorScheme} page, ${what}`);
    };
    await audit('a puzzle open');
    const { solution } = await puzzle(page, WIN_IN_1);
    const wrong = (await state(page)).legalMoves.find((m) => m.kind === 'slide' && m.text !== solution[0]);
    await slide(page, wrong.text);
    await phase(page, 'refuted');
    await audit('after a refutation');
    assertClean(page);
    await page.context().close();
  }
});
