// Hardening in the browser: bad configurations and bad core arguments are clear errors that change
// nothing (never a wasm trap), a trap in the computer's worker replaces that worker and the game
// goes on, and every page carries the strict Content-Security-Policy (the harness fails any test
// on a violation).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { useBrowser, newPage, openGame, state, assertClean, DIST } from './harness.mjs';

const env = useBrowser();

test('set() refuses bad fields by name and changes nothing; set() and set(null) are harmless', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  const results = await page.evaluate(() => {
    const board = window.loaTest.board;
    const attempt = (partial) => {
      try {
        board.set(partial);
        return 'accepted';
      } catch (err) {
        return `${err.constructor.name}: ${err.message}`;
      }
    };
    return {
      none: [attempt(), attempt(null), attempt(undefined), attempt({})],
      variant: attempt({ variant: 6 }),
      position: attempt({ position: 5 }),
      record: attempt({ record: {} }),
      rules: attempt({ rules: { moveLimit: 0 } }),
      nested: attempt({ rules: 'draw' }),
      unknown: attempt({ varient: 'parachute' }),
      level: attempt({ level: 1e9 }),
      moves: attempt({ moves: { length: -1 } }),
      inherited: attempt(Object.create({ variant: 'parachute' })),
      notObject: attempt('standard'),
      events: attempt({ events: { move() {} } }),
    };
  });
  assert.deepEqual(results.none, ['accepted', 'accepted', 'accepted', 'accepted']);
  assert.match(results.variant, /^RangeError: set\(partial\): variant must be one of 'standard', .*not the number 6$/);
  assert.match(results.position, /^RangeError: set\(partial\): position must be text of at most \d+ characters, or null, not the number 5$/);
  assert.equal(results.record, 'TypeError: set(partial): record must be text of at most 1048576 characters, or null, not an object');
  assert.match(results.rules, /^RangeError: set\(partial\): rules\.moveLimit must be a whole number from 1 to \d+, or null, not the number 0$/);
  assert.equal(results.nested, 'TypeError: set(partial): rules must be an object, not the text "draw"');
  assert.match(results.unknown, /^RangeError: set\(partial\): there is no option 'varient'/);
  assert.match(results.level, /^RangeError: set\(partial\): level must be a whole number from 1 to 6, not the number 1000000000$/);
  assert.match(results.moves, /^TypeError: set\(partial\): moves must be an array of moves/);
  assert.equal(results.inherited, 'accepted', 'only own properties count: an inherited variant is no option');
  assert.equal(results.notObject, 'TypeError: set(partial) must be an object, not the text "standard"');
  assert.match(results.events, /events can only be given to mount\(\)/);
  const s = await state(page);
  assert.equal(s.variant, 'standard');
  assert.equal(s.history.length, 1, 'the game in progress is untouched');
  const mountError = await page.evaluate(async () => {
    const { mount } = await import('./www/board.js');
    try {
      mount(document.createElement('div'), { mode: 'solo' });
      return 'mounted';
    } catch (err) {
      return err.message;
    }
  });
  assert.equal(mountError, "mount(element, config): mode must be one of 'computer', 'friend', 'watch', 'link', 'study', not the text \"solo\"");
  assertClean(page);
  await page.context().close();
});

test('the core answers wrong argument types with errors that name the argument, never a trap', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  const answers = await page.evaluate(async () => {
    const { WasmGame, WasmSearcher } = await import('./pkg/loa.js');
    const files = await import('./pkg/files/loa.js');
    await files.default({ module_or_path: new URL('./pkg/files/loa_bg.wasm', location.href) });
    const attempt = (fn) => {
      try {
        fn();
        return 'returned';
      } catch (err) {
        return `${err instanceof WebAssembly.RuntimeError ? 'TRAP' : 'Error'}: ${err.message}`;
      }
    };
    const game = new WasmGame('standard', undefined);
    const searcher = new WasmSearcher();
    const start = game.state().start;
    const answers = [
      attempt(() => new WasmGame(6, undefined)),
      attempt(() => new WasmGame(new Date(), undefined)),
      attempt(() => WasmGame.fromPosition(5)),
      attempt(() => files.readRecord({})),
      attempt(() => game.explainCode(true, 'd3')),
      attempt(() => searcher.search(start, { length: -1 }, undefined, undefined)),
      attempt(() => searcher.search(start, new Proxy([], { get: (t, k) => (k === 'length' ? 2 ** 30 : t[k]) }), undefined, undefined)),
      attempt(() => searcher.search(start, [], { depth: 1e9, movetimeMs: 100 }, undefined)),
      attempt(() => searcher.search(start, [], { depth: 20 }, undefined)),
      attempt(() => WasmGame.fromLink(5)),
      attempt(() => files.importText({})),
      attempt(() => game.setTag(3, 'Ann')),
      attempt(() => game.setGameComment(5)),
      attempt(() => game.stateAt(-1)),
      attempt(() => game.truncate('2')),
      attempt(() => game.resign(7)),
      attempt(() => game.play(new Date())),
    ];
    game.free();
    answers.push(attempt(() => game.state()));
    searcher.free();
    return answers;
  });
  const last = answers.pop();
  assert.deepEqual(answers, [
    'Error: variant must be text, not a number (6)',
    'Error: variant must be text, not an object',
    'Error: position must be text, not a number (5)',
    'Error: record must be text, not an object',
    'Error: from must be text, not a boolean (true)',
    'Error: moves must be an array or Uint16Array, but its length is a number (-1)',
    'Error: moves has 1073741824 entries; at most 65536 are accepted',
    'Error: bad limits: depth must be from 1 to 30, not 1000000000',
    'Error: bad limits: a depth alone has no time bound (depth 12 can take minutes) and this search cannot be stopped: give a movetime as well, or no depth to use the level\'s own budget',
    'Error: link must be text, not a number (5)',
    'Error: the text to import must be text, not an object',
    'Error: tag name must be text, not a number (3)',
    'Error: comment must be text, not a number (5)',
    'Error: ply must be a whole number of plies from 0, not a number (-1)',
    'Error: ply must be a whole number of plies from 0, not the text "2"',
    'Error: side must be text, not a number (7)',
    'Error: move must be text such as "b1-d3" or a packed number, not an object',
  ]);
  assert.match(last, /^Error: /, `use after free is an error, not a trap: ${last}`);
  assertClean(page);
  await page.context().close();
});

test('a trap in the computer player replaces its worker and the game goes on', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=watch&level=1&watchdelay=0&animation=0');
  await page.evaluate(() => {
    window.restarts = 0;
    window.loaTest.board.on('restart', () => (window.restarts += 1));
    window.loaTest.engine.trapNext = 1;
    window.loaTest.board.newGame();
  });
  await page.waitForFunction(() => window.loaTest.board.state().history.length >= 4, null, { timeout: 20000 });
  const after = await page.evaluate(() => ({
    restarts: window.restarts,
    trapsLeft: window.loaTest.engine.trapNext,
    workers: window.loaTest.engine.liveWorkers(),
  }));
  assert.equal(after.trapsLeft, 0, 'the trap was used');
  assert.equal(after.restarts, 1, 'the board said the computer was restarted');
  assert.ok(after.workers <= 1, `one worker per board, not ${after.workers}`);
  assertClean(page);
  await page.context().close();
});

test('every page declares the strict policy; the one-file edition pins its inline code by hash', async () => {
  const page = await newPage(env.browser);
  // Every page of the built site, found on disk, so a page added later is checked too.
  const pages = [...readdirSync(DIST).filter((f) => f.endsWith('.html')), 'demo/host-page.html'];
  assert.ok(['index.html', 'learn.html', 'puzzles.html', 'embed.html', 'lines-of-action.html'].every((p) => pages.includes(p)), pages.join());
  for (const path of pages) {
    await page.goto(`${env.server.url}/${path}`);
    const csp = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '');
    assert.match(csp, /object-src 'none'; base-uri 'none'; form-action 'none'/, path);
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|\*/, `${path}: ${csp}`);
    if (path === 'lines-of-action.html') assert.match(csp, /default-src 'none'; script-src 'sha256-[^']+' 'sha256-[^']+' 'wasm-unsafe-eval'; worker-src 'self' blob:;/);
    else assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; connect-src 'self'/);
  }
  await page.goto(`${env.server.url}/demo/host-page.html?test`);
  await page.waitForFunction(() => window.loaBoards?.left.state() != null);
  assertClean(page);
  await page.context().close();
});
