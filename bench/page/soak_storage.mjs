// The storage soak: a collection file of many games kept with "Keep all", the page reloaded, the
// list exported with "Export all", and the export read back in a fresh browser profile — nothing
// lost on the way; then the longest game the core takes (60,000 plies by default) kept, reloaded
// and opened again from its record; then a game whose comments make a record of megabytes
// (`notes` MB), played on move by move, reloaded and reopened with every comment. Prints the
// figures: the largest collection, game and record kept and reopened, the characters written
// to storage per move of the large record, and the longest main-thread task
// (PerformanceObserver 'longtask') while keeping, listing, resuming and opening them.
// Exit code 1 if a game is lost or the page reports a problem.
//
//   node bench/page/soak_storage.mjs [games=1000] [plies=60000] [notes=3.6]   (./build.sh soak runs it)
//   SOAK_DIST=/some/dist node bench/page/soak_storage.mjs …   (another build, to compare)

import { serve, launch, newPage, openGame, assertClean, DIST } from '../../tests/e2e/harness.mjs';

const GAMES = Number(process.argv[2] ?? 1000);
const PLIES = Number(process.argv[3] ?? 60000);
const NOTES_MB = Number(process.argv[4] ?? 3.6);
/** Comments of this many characters, one a ply (the core takes at most 10,000 bytes a comment). */
const COMMENT = 9000;
const SHUTTLE = ['b1-b3', 'a2-c2', 'b3-b1', 'c2-a2'];

const server = await serve({ root: process.env.SOAK_DIST ?? DIST });
const browser = await launch();
let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed = true;
};

/** Starts counting the page's long tasks (over 50 ms); `longest()` reads the longest since. */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => /** @type {any} */ (window).longest);
}

const kept = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).length);

/** Opens `text` as a chosen file in the Open… dialog. */
async function openFile(page, text, name) {
  if (!(await page.isVisible('#game-menu'))) await page.click('#game-menu-button');
  await page.click('[data-action="open"]');
  await page.setInputFiles('#open-dialog input[type=file]', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelector('#open-dialog textarea').value !== '' || document.querySelector('#open-dialog textarea').placeholder !== '');
  await page.click('#open-dialog button[value="open"]');
}

try {
  // ---- a collection of GAMES games: kept, reloaded, exported, read back
  const page = await newPage(browser);
  await openGame(page, server.url, 'mode=friend');
  const file = Array.from({ length: GAMES }, (_, i) => `(;GM[9]FF[4]SU[LOA]EV[Game ${i + 1}]PB[alice]PW[bob];B[b1 d3];W[h2 f4]${i % 2 ? ';B[c1 c3]' : ''})`).join('\n');
  let longest = await watchLongTasks(page);
  let started = performance.now();
  await openFile(page, file, 'collection.sgf');
  await page.click('#open-dialog .open-keep-all', { timeout: 120000 });
  await page.waitForFunction(() => document.querySelector('#games-dialog')?.open, null, { timeout: 300000 });
  const keepMs = performance.now() - started;
  const keepLongest = await longest();
  check((await kept(page)) === GAMES, `${GAMES} games kept from a ${file.length.toLocaleString('en')}-character file in ${Math.round(keepMs)} ms`);
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  check((await kept(page)) === GAMES, `${GAMES} games still kept after a reload`);
  longest = await watchLongTasks(page);
  await page.click('#game-menu-button');
  await page.click('[data-action="games"]');
  await page.waitForFunction(() => document.querySelector('#games-dialog')?.open, null, { timeout: 120000 });
  // The rows after the first are drawn a slice a task: the list is whole once the last is in.
  await page.waitForFunction((n) => document.querySelectorAll('#games-dialog .games-list li').length === n, GAMES, { timeout: 120000 });
  const listLongest = await longest();
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-games="export"]')]);
  const exported = await (await import('node:fs/promises')).readFile(await download.path(), 'utf8');
  const trees = exported.match(/\(;/g)?.length ?? 0;
  check(trees === GAMES, `Export all wrote ${trees} games (${exported.length.toLocaleString('en')} characters)`);
  assertClean(page);
  await page.context().close();

  const other = await newPage(browser);
  await openGame(other, server.url, 'mode=friend');
  longest = await watchLongTasks(other);
  started = performance.now();
  await openFile(other, exported, 'lines-of-action-games.sgf');
  await other.click('#open-dialog .open-keep-all', { timeout: 120000 });
  await other.waitForFunction(() => document.querySelector('#games-dialog')?.open, null, { timeout: 300000 });
  check((await kept(other)) === GAMES, `the export read back in another profile: ${await kept(other)} games in ${Math.round(performance.now() - started)} ms`);
  const readLongest = await longest();
  assertClean(other);
  await other.context().close();

  // ---- the longest game: kept, reloaded, and its record opened again
  const long = await newPage(browser);
  await openGame(long, server.url, 'mode=friend&repetition=off');
  const moves = Array.from({ length: Math.ceil(PLIES / 4) }, () => SHUTTLE).flat().slice(0, PLIES);
  await long.evaluate((ms) => window.loaTest.board.set({ mode: 'friend', rules: { repetition: false }, moves: ms, seed: null }), moves);
  await long.waitForFunction((n) => window.loaTest.board.state()?.history.length === n, PLIES, { timeout: 300000 });
  await long.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('loa.g.')), null, { timeout: 60000 });
  const linkChars = await long.evaluate(() => window.loaTest.board.getPosition().link.length);
  // Long tasks counted from the reloaded page's first script: the resumed game is replayed and read then.
  await long.context().addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
    }).observe({ type: 'longtask' });
  });
  await long.reload();
  started = performance.now();
  await long.waitForFunction((n) => window.loaTest?.board.state()?.history.length === n, PLIES, { timeout: 300000 });
  check(true, `a ${PLIES.toLocaleString('en')}-ply game (a ${linkChars.toLocaleString('en')}-character link) kept and resumed in ${Math.round(performance.now() - started)} ms`);
  const resumeLongest = await long.evaluate(() => /** @type {any} */ (window).longest);
  const record = await long.evaluate(() => window.loaTest.board.getPosition().record);
  await long.evaluate(() => window.loaTest.board.set({ moves: [], seed: null }));
  longest = await watchLongTasks(long);
  started = performance.now();
  await openFile(long, record, 'long.txt');
  await long.waitForFunction((n) => window.loaTest.board.state()?.history.length === n && !document.querySelector('#open-dialog').open, PLIES, { timeout: 300000 });
  const openMs = performance.now() - started;
  const openLongest = await longest();
  check(true, `its ${record.length.toLocaleString('en')}-character record opened again in ${Math.round(openMs)} ms`);
  assertClean(long);
  await long.context().close();

  // ---- a record of megabytes: comments on every ply, then moves played one by one
  const big = await newPage(browser);
  // Every write to storage counted, in characters (whatever the layout the page keeps).
  await big.context().addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.written = 0;
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      w.written += String(key).length + String(value).length;
      return set.call(this, key, value);
    };
  });
  await openGame(big, server.url, 'mode=friend&repetition=off');
  const commented = Math.ceil((NOTES_MB * 1e6) / COMMENT);
  const bigMoves = Array.from({ length: Math.ceil(commented / 4) }, () => SHUTTLE).flat().slice(0, commented);
  await big.evaluate((ms) => window.loaTest.board.set({ mode: 'friend', rules: { repetition: false }, moves: ms, seed: null }), bigMoves);
  await big.waitForFunction((n) => window.loaTest.board.state()?.history.length === n, commented, { timeout: 120000 });
  const said = await big.evaluate(([n, size]) => Array.from({ length: n }, (_, i) => window.loaTest.board.setComment(i, `${i} ${'x'.repeat(size)}`)).every((r) => r.ok), [commented, COMMENT]);
  const total = () => big.evaluate(() => window.loaTest?.board.notes()?.comments.reduce((n, c) => n + (c?.length ?? 0), 0) ?? 0);
  const notesChars = await total();
  check(said && notesChars > NOTES_MB * 1e6 * 0.99, `${notesChars.toLocaleString('en')} characters of comments on ${commented} plies`);
  longest = await watchLongTasks(big);
  const MOVES = 20;
  const perMove = [];
  started = performance.now();
  for (let i = 0; i < MOVES; i++) {
    const before = await big.evaluate(() => /** @type {any} */ (window).written);
    await big.evaluate(() => window.loaTest.board.play(window.loaTest.board.state().legalMoves[0].text));
    perMove.push((await big.evaluate(() => /** @type {any} */ (window).written)) - before);
  }
  const movesMs = performance.now() - started;
  const keepBigLongest = await longest();
  perMove.sort((x, y) => x - y);
  const median = perMove[MOVES >> 1];
  check(true, `${MOVES} moves played and kept in ${Math.round(movesMs)} ms: ${median.toLocaleString('en')} characters written per move (median; most ${perMove[MOVES - 1].toLocaleString('en')})`);
  await big.reload();
  started = performance.now();
  await big.waitForFunction((n) => window.loaTest?.board.notes()?.comments.reduce((k, c) => k + (c?.length ?? 0), 0) === n, notesChars, { timeout: 120000 });
  const reopenMs = performance.now() - started;
  check((await big.evaluate(() => window.loaTest.board.state().history.length)) === commented + MOVES, `the ${(notesChars / 1e6).toFixed(1)} MB of comments and every move back after a reload in ${Math.round(reopenMs)} ms`);
  const stored = await big.evaluate(() => Object.entries(localStorage).reduce((n, [k, v]) => n + k.length + v.length, 0));
  check(true, `storage holds ${stored.toLocaleString('en')} characters for the ${notesChars.toLocaleString('en')} characters of comments`);
  assertClean(big);
  await big.context().close();

  console.log(`storage soak: largest collection kept and read back ${GAMES} games; largest game kept and reopened ${PLIES} plies; largest record kept and reopened ${(notesChars / 1e6).toFixed(1)} MB of comments`);
  console.log(`written per move of that record: ${median.toLocaleString('en')} characters; storage used for it: ${stored.toLocaleString('en')} characters`);
  /** A long task's length; none over 50 ms is none the browser reports. @param {number} ms */
  const task = (ms) => (ms ? `${Math.round(ms)} ms` : 'none over 50 ms');
  console.log(`longest main-thread task: keeping the collection ${task(keepLongest)}, listing it after a reload ${task(listLongest)}, reading the export back ${task(readLongest)}, resuming the ${PLIES}-ply game ${task(resumeLongest)}, opening its record ${task(openLongest)}, keeping moves of the ${(notesChars / 1e6).toFixed(1)} MB record ${task(keepBigLongest)}`);
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await browser.close();
  await server.close();
}
process.exit(failed ? 1 : 0);
