// One board for every board: a hex-5 board and a standard board, mounted side by side by the same
// mount() with the same options, answer every member of the api with the same kinds of answers
// and fire the same events; every option changes the hex board as it changes the 8×8 one. Both
// are drawn by the one view from the cells the core sends: clicks on drawn cells play, the
// accessible grid names the core's cells in the board's rows, flip() turns the board half round.
// A wide board mounted alone, or embedded by embed.html, loads the wide build only: the game's
// wasm is not fetched to ask which build plays it. Screenshots of both are saved.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, screenshot, serve, launch } from './harness.mjs';

const VARIANTS = ['hex-5', 'standard'];

const PAGE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<link rel="stylesheet" href="/www/board.css">
<body style="font-family: system-ui; display: flex; gap: 24px; margin: 16px">
${VARIANTS.map((v) => `<div id="${v}" style="width: 360px"></div>`).join('\n')}
<script type="module">
  import { mount } from '/www/board.js';
  window.boards = {};
  window.heard = {};
  for (const variant of ${JSON.stringify(VARIANTS)}) {
    const heard = (window.heard[variant] = []);
    const events = Object.fromEntries(['ready', 'change', 'move', 'gameover', 'illegal', 'error', 'review'].map((type) => [type, () => heard.push(type)]));
    window.boards[variant] = mount(document.getElementById(variant), {
      variant, mode: 'friend', seed: 7, coordinates: true, animation: { duration: 0 }, clock: { time: 60000, increment: 2000 }, events,
    });
  }
</script>`;

/** A hex-5 board alone, by mount(). */
const WIDE_ALONE = `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,">
<link rel="stylesheet" href="/www/board.css"><div id="b" style="width: 360px"></div>
<script type="module">
  import { mount } from '/www/board.js';
  window.board = mount(document.getElementById('b'), { variant: 'hex-5', mode: 'friend' });
</script>`;

let server;
let browser;
test.before(async () => {
  server = await serve({ pages: { '/one.html': PAGE, '/wide-alone.html': WIDE_ALONE } });
  browser = await launch();
});
test.after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the page and waits for both boards. */
async function open() {
  const page = await newPage(browser);
  await page.goto(`${server.url}/one.html`);
  await page.waitForFunction((vs) => vs.every((v) => window.boards[v]?.state()), VARIANTS, { timeout: 30000 });
  return page;
}

/** Runs `fn(api, variant)` on each board in the page; → {variant: answer}. */
const onBoth = (page, fn) =>
  page.evaluate(
    async ([vs, source]) => {
      const f = new Function(`return (${source})`)();
      const out = {};
      for (const v of vs) out[v] = await f(window.boards[v], v);
      return out;
    },
    [VARIANTS, fn.toString()],
  );

/** The same answer on both boards: → it. */
function same(answers, what) {
  const [first, ...rest] = VARIANTS.map((v) => answers[v]);
  for (const [i, other] of rest.entries()) assert.deepEqual(other, first, `${what}: ${VARIANTS[i + 1]} answers as ${VARIANTS[0]}`);
  return first;
}

test('hex-5 and standard have the same api, and every member answers alike on both', async () => {
  const page = await open();
  const shape = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? `{${Object.keys(v).sort()}}` : typeof v);
  // The same members, the same state's keys, a config that says its variant.
  same(await onBoth(page, (api) => Object.keys(api).sort()), 'members');
  same(await onBoth(page, (api) => Object.keys(api.state()).sort()), 'state keys');
  assert.deepEqual(await onBoth(page, (api) => api.config().variant), { 'hex-5': 'hex-5', standard: 'standard' });
  // Every member, called in the same order on both: its answer's shape, and the events it fired.
  const run = await onBoth(page, async (api) => {
    const shape = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'object' ? `{${Object.keys(v).sort()}}` : typeof v);
    const heard = window.heard[api.config().variant];
    const log = [];
    const call = async (name, f) => {
      const before = heard.length;
      let answer;
      try {
        answer = shape(await f());
      } catch (err) {
        answer = `threw ${err.name}`;
      }
      log.push([name, answer, heard.slice(before)]);
    };
    const legal = () => api.state().legalMoves.filter((m) => m.kind === 'slide');
    await call('ready', () => api.ready);
    await call('play', () => api.play(legal()[0].text));
    await call('play illegal', () => api.play('a1-a1'));
    await call('undo', () => api.undo());
    await call('redo', () => api.redo());
    await call('play again', () => api.play(legal()[1].text));
    await call('state', () => api.state());
    await call('shown', () => api.shown());
    await call('config', () => api.config());
    await call('getPosition', () => api.getPosition());
    await call('sgf', () => typeof api.sgf());
    await call('notes', () => api.notes());
    await call('setComment', () => api.setComment(0, 'a comment'));
    await call('comment kept', () => api.notes().comments[0]);
    await call('readCollection', () => api.readCollection(api.sgf()).then((r) => r.ok && r.games.length));
    await call('importGame record', () => api.importGame(api.getPosition().record));
    await call('importGame sgf', () => api.importGame(api.sgf()));
    await call('importGame bad', () => api.importGame('[Variant "nothing"]'));
    await call('moves kept', () => api.getPosition().moves.length);
    await call('importNotes', () => api.importNotes(api.getPosition().record));
    // A variation on every board: another move on the first position reviewed, kept beside the
    // game (the readers' wasm keeps it), shown, then deleted.
    await call('review for a variation', () => api.review(1));
    await call('variation played', () => api.play(api.shown().legalMoves.find((m) => m.kind === 'slide' && m.text !== api.state().history[1].text).text));
    await call('variation kept', () => new Promise((done) => setTimeout(() => done(api.variations()[0]?.turns.length), 1500)));
    await call('variation shown', () => api.variationShown()?.turn);
    await call('variation in the record', () => /\(/.test(api.getPosition().record));
    await call('variation deleted', () => api.deleteVariation());
    await call('variations after', () => api.variations().length);
    await call('review', () => api.review(1));
    await call('reviewing', () => api.reviewing());
    await call('reviewStep', () => api.reviewStep('forward'));
    await call('reviewStep start', () => api.reviewStep('start'));
    await call('continueFromHere', () => api.continueFromHere());
    await call('plies after continuing', () => api.state().ply);
    await call('review null', () => api.review(null));
    await call('clockTimes', () => api.clockTimes());
    await call('squareCenter', () => api.squareCenter(api.state().board.cells[0].name));
    await call('squareCenter of nothing', () => api.squareCenter('z99'));
    await call('isThinking', () => api.isThinking());
    await call('computerToMove', () => api.computerToMove());
    await call('analysis', () => api.analysis());
    await call('words', () => typeof api.words().status(api.state()));
    await call('suggest', () => api.suggest(legal()[0]));
    await call('suggest null', () => api.suggest(null));
    await call('say', () => api.say('hello'));
    await call('isPaused', () => api.isPaused());
    await call('flip', () => api.flip());
    await call('on', () => {
      let told = 0;
      const off = api.on('change', () => (told += 1));
      api.newGame();
      off();
      api.newGame();
      return told;
    });
    await call('offerDraw', () => typeof api.offerDraw());
    await call('drawOffered', () => typeof api.drawOffered());
    await call('acceptDraw', () => typeof api.acceptDraw());
    await call('resign', () => api.resign());
    await call('outcome', () => api.state().outcome.cause);
    await call('newGame', () => api.newGame());
    await call('set bad', () => api.set({ level: 9 }));
    return log;
  });
  for (const [i, [name]] of run[VARIANTS[0]].entries()) {
    same(Object.fromEntries(VARIANTS.map((v) => [v, run[v][i]])), name);
  }
  const answers = Object.fromEntries(run['hex-5'].map(([name, answer]) => [name, answer]));
  assert.equal(answers['play illegal'], '{ok,reason}', 'an illegal move is refused with a reason');
  assert.equal(answers['plies after continuing'], 'number');
  assert.equal(answers['set bad'], 'threw RangeError');
  assert.equal(answers['importGame record'], '{ok}', 'a game read back from its record');
  assert.equal(answers['importGame bad'], '{ok,reason}');
  assert.equal(answers['moves kept'], 'number');
  assert.equal(answers['variation kept'], 'number', 'the variation is kept on both boards');
  assert.equal(answers['variation shown'], 'number');
  assert.equal(shape(null), 'null');
  assertClean(page);
});

test('every option changes hex-5 as it changes standard', async () => {
  const page = await open();
  const run = await onBoth(page, async (api) => {
    const out = {};
    const cells = api.state().board.cells;
    const first = cells[0].name;
    const drawnAt = () => api.squareCenter(first);
    const at = drawnAt();
    api.set({ orientation: 'white' });
    const turned = drawnAt();
    out.orientation = turned.x !== at.x && turned.y !== at.y;
    api.set({ orientation: null });
    api.set({ coordinates: false });
    out.coordinates = api.config().coordinates;
    api.set({ animation: { duration: 300 }, confirmMoves: true, moveTime: 2000, hintTime: 500, watchDelay: 100, level: 2, human: 'white' });
    const c = api.config();
    out.kept = [c.animation.duration, c.confirmMoves, c.moveTime, c.hintTime, c.watchDelay, c.level, c.human];
    const move = api.state().legalMoves.find((m) => m.kind === 'slide').text;
    api.set({ moves: [move] });
    out.moves = api.getPosition().moves.length;
    const position = api.state().position;
    api.set({ moves: [], position });
    out.position = api.state().position === position && api.state().turn;
    api.set({ position: null, seed: 42 });
    out.seed = api.getPosition().seed;
    api.set({ rules: { simultaneous: 'draw' } });
    out.rules = api.state().rules.simultaneous;
    api.set({ clock: { time: 30000, increment: 0 } });
    // A new game with the new clock: both sides' whole time (to the second: the mover's runs).
    out.clock = Object.values(api.clockTimes() ?? {}).map((ms) => Math.round(ms / 1000));
    api.set({ link: api.getPosition().link });
    out.link = api.state().ply;
    api.set({ locale: 'en', words: { 'chip.you': 'Me' } });
    out.words = api.words().t('chip.you');
    return out;
  });
  const answers = same(run, 'options');
  assert.deepEqual(answers.kept, [300, true, 2000, 500, 100, 2, 'white']);
  assert.equal(answers.orientation, true);
  assert.equal(answers.coordinates, false);
  assert.equal(answers.moves, 1);
  assert.equal(answers.position, 'white');
  assert.equal(answers.seed, 42);
  assert.equal(answers.rules, 'draw');
  assert.deepEqual(answers.clock, [30, 30]);
  assert.equal(answers.words, 'Me');
  assertClean(page);
});

test('a hex board is drawn from its cells: clicks on drawn hexagons play, the grid names its rows, flip turns it', async () => {
  const page = await open();
  const board = (v) => page.locator(`#${v}`);
  // The grid: one cell per cell of the core, in the board's rows as seen (hex-5: 5 to 9 to 5).
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll('#hex-5 [role="row"]')].map((r) => [...r.querySelectorAll('[role="gridcell"]')].map((c) => c.dataset.square)),
  );
  assert.deepEqual(rows.map((r) => r.length), [5, 6, 7, 8, 9, 8, 7, 6, 5]);
  assert.deepEqual([rows[8][0], rows[4][0], rows[0][4]], ['a1', 'e1', 'i5'], 'row a at the bottom, i at the top');
  // The stage takes the hexagons' shape: less high than wide.
  const box = await board('hex-5').locator('canvas').boundingBox();
  assert.ok(box.height < box.width * 0.95 && box.height > box.width * 0.7, `hex canvas ${box.width}×${box.height}`);
  // A move by two clicks on drawn hexagons.
  const move = await page.evaluate(() => window.boards['hex-5'].state().legalMoves.find((m) => m.kind === 'slide'));
  for (const cell of [move.from, move.to]) {
    const at = await page.evaluate((n) => window.boards['hex-5'].squareCenter(n), cell);
    await page.mouse.click(at.x, at.y);
  }
  assert.deepEqual(await page.evaluate(() => window.boards['hex-5'].getPosition().moves), [move.text], 'played by clicks');
  // The keyboard: arrows step along the row, up to the row above; Enter picks up and puts down.
  await page.locator('#hex-5 [data-square="e1"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e2');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'f1', 'up: the row above, towards the left');
  await page.keyboard.press('PageDown');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'e2', 'page down: the row below, towards the right');
  // Black Hole's hole is named as a hole (a square board with the one view).
  await page.evaluate(() => window.boards.standard.set({ variant: 'black-hole' }));
  await page.waitForFunction(() => window.boards.standard.state()?.variant === 'black-hole', null, { timeout: 30000 });
  assert.match(await page.locator('#standard [data-square="e5"]').getAttribute('aria-label'), /hole/);
  assert.equal(await page.locator('#standard [role="gridcell"]').count(), 81);
  // Flip: the first cell is drawn where the last was.
  const names = await page.evaluate(() => window.boards['hex-5'].state().board.cells.map((c) => c.name));
  const ends = () => page.evaluate((ns) => ns.map((n) => window.boards['hex-5'].squareCenter(n)), [names[0], names.at(-1)]);
  const before = await ends();
  await page.evaluate(() => window.boards['hex-5'].flip());
  const after = await ends();
  assert.ok(Math.abs(after[0].x - before[1].x) < 1 && Math.abs(after[0].y - before[1].y) < 1, 'turned half round');
  await page.evaluate(() => window.boards['hex-5'].flip());
  await page.waitForTimeout(100);
  await screenshot(page, 'one-board-hex5-blackhole');
  assertClean(page);
});

test('the computer on hex-5 as on standard: its moves, hint, analysis, watch controls, and destroy', async () => {
  const page = await open();
  const run = await onBoth(page, async (api, variant) => {
    const heard = window.heard[variant];
    const until = (test, ms = 30000) =>
      new Promise((resolve, reject) => {
        const start = Date.now();
        const poll = () => (test() ? resolve(true) : Date.now() - start > ms ? reject(new Error(`timed out on ${variant}`)) : setTimeout(poll, 50));
        poll();
      });
    const out = {};
    // Against the computer: your move, its reply, a hint, the analysis of the position shown.
    api.set({ mode: 'computer', human: 'black', level: 1, animation: { duration: 0 } });
    await until(() => api.state().history.length === 0 && !api.isThinking());
    out.computerToMove = api.computerToMove();
    api.play(api.state().legalMoves.find((m) => m.kind === 'slide').text);
    await until(() => api.state().history.length === 2 && !api.isThinking());
    out.replied = heard.filter((e) => e === 'move').length >= 2;
    const hint = await api.hint();
    out.hint = api.state().legalMoves.some((m) => m.text === hint.text);
    out.hintShape = Object.keys(hint).sort();
    await api.analyse();
    await until(() => api.analysis() !== null);
    out.analysis = Object.keys(api.analysis()).sort();
    // Watch: paused, one move by step, resumed at another pace.
    api.set({ mode: 'watch', watchDelay: 50 });
    api.pause();
    out.paused = api.isPaused();
    const before = api.state().history.length;
    api.step();
    await until(() => api.state().history.length === before + 1 && !api.isThinking());
    out.stepped = api.state().history.length - before;
    api.setWatchDelay(100);
    out.delay = api.config().watchDelay;
    api.resume();
    out.resumed = !api.isPaused();
    await until(() => api.state().history.length >= before + 3);
    api.pause();
    api.destroy();
    out.destroyed = document.getElementById(variant).querySelector('canvas') === null;
    return out;
  });
  const answers = same(Object.fromEntries(VARIANTS.map((v) => [v, { ...run[v] }])), 'the computer');
  assert.deepEqual(
    [answers.computerToMove, answers.replied, answers.hint, answers.paused, answers.stepped, answers.delay, answers.resumed, answers.destroyed],
    [false, true, true, true, 1, 100, true, true],
  );
  assertClean(page);
});

test("a wide board mounted alone or embedded loads the wide build's wasm and never the game's", async () => {
  for (const [path, ready] of [
    ['/wide-alone.html', () => window.board?.state()?.variant === 'hex-5'],
    ['/embed.html?variant=hex-5&mode=friend', () => /** @type {any} */ (document.getElementById('board'))?.state?.()?.variant === 'hex-5'],
  ]) {
    const page = await newPage(browser);
    const wasm = [];
    page.on('request', (r) => r.url().endsWith('.wasm') && wasm.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction(ready, null, { timeout: 30000 });
    assert.deepEqual(wasm, ['/pkg/wide/loa_bg.wasm'], `${path}: the wasm fetched`);
    assertClean(page);
    await page.context().close();
  }
});
