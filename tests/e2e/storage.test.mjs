// No game is ever lost: a reload comes back to the game in progress whatever the address said (an
// address that asks for another game says where the old one is); every game opened, picked from a
// collection or named by a link keeps its own place in "Your games"; two tabs of one game never
// lose a ply, and against the computer only one of them lets it move; "Keep all" keeps every
// game of a large collection file; a megabyte of comments, kept once, and a 60,000-ply game
// survive a reload. Fails on any console error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, useBrowser, openMenu, screenshot } from './harness.mjs';

const env = useBrowser();

/** The games kept in the list, as stored: identity, link and kind. */
const storedGames = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('loa.g.'))
      .map((k) => ({ id: k.slice(6), ...JSON.parse(/** @type {string} */ (localStorage.getItem(k))) })),
  );

/** Plays `moves` one after the other on the page's board. */
const play = (page, moves) => page.evaluate((ms) => ms.forEach((m) => window.loaTest.board.play(m)), moves);
/** Plays the first legal move `n` times (the core lists them). */
const playFirst = (page, n) => page.evaluate((k) => {
  for (let i = 0; i < k; i++) window.loaTest.board.play(window.loaTest.board.state().legalMoves[0].text);
}, n);

/** Opens `text` through the Game menu's Open… dialog, as a chosen file. */
async function openFile(page, text, name) {
  await openMenu(page);
  await page.click('[data-action="open"]');
  await page.setInputFiles('#open-dialog input[type=file]', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelector('#open-dialog textarea').value !== '' || document.querySelector('#open-dialog textarea').placeholder !== '');
  await page.click('#open-dialog button[value="open"]');
}

/** Four plies that come back to the start: with repetition off, a game as long as wanted. */
const SHUTTLE = ['b1-b3', 'a2-c2', 'b3-b1', 'c2-a2'];

/** A game with names and comments, as an SGF file holds one. */
const sgfGame = (n, comment = '') => `(;GM[9]FF[4]SU[LOA]EV[Game ${n}]PB[alice]PW[bob]${comment ? `C[${comment}]` : ''};B[b1 d3];W[h2 f4])`;

for (const query of ['mode=computer&level=2', 'mode=friend']) {
  test(`a reload with ?${query} comes back to the same game; an address that asks for another says where it is`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, query);
    await play(page, ['b1-d3']);
    const plies = query.startsWith('mode=computer') ? 2 : 1;
    if (plies === 1) await play(page, ['a3xd3']);
    await page.waitForFunction(() => window.loaTest.board.state().history.length === 2);
    const link = await page.evaluate(() => window.loaTest.board.getPosition().link);
    assert.doesNotMatch(page.url(), /mode=/, 'the address is plain once read');
    await page.reload();
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    assert.equal(await page.evaluate(() => window.loaTest.board.getPosition().link), link, 'the same game');
    assert.equal((await page.evaluate(() => window.loaTest.board.config())).mode, query.match(/mode=(\w+)/)?.[1]);
    assert.ok(await page.locator('#page-error').isHidden(), 'nothing to say');

    // The same address opened again starts its new game and offers the old one back.
    await openGame(page, env.server.url, 'mode=friend&side=white');
    assert.equal((await state(page)).history.length, 0);
    assert.match(await page.locator('#page-error').innerText(), /A new game from the address; yours is in Your games\./);
    await screenshot(page, 'storage-address-offer');
    // One tap under ☰ and the old game goes on.
    await page.click('#games-open');
    await page.waitForFunction(() => document.querySelector('#games-dialog')?.open);
    const id = (await storedGames(page))[0].id;
    await page.click(`#games-dialog li[data-id="${id}"] [data-open]`);
    await page.waitForFunction((l) => window.loaTest.board.getPosition().link === l, link);
    assert.equal((await storedGames(page)).length, 1, 'one game, kept once');
    assertClean(page);
    await page.context().close();
  });
}

test('a file opened and a game picked from a collection after a reload each get a place of their own', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await play(page, ['b1-d3', 'a3xd3']);
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.board.state()?.history.length === 2);
  const [resumed] = await storedGames(page);
  await openFile(page, sgfGame(1, 'opened'), 'one.sgf');
  await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).length === 2);
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await openFile(page, [sgfGame(2), sgfGame(3)].join('\n'), 'two.sgf');
  await page.click('#open-collection li:nth-child(2) button');
  await page.waitForFunction(() => !document.querySelector('#open-dialog').open);
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).length === 3);
  const games = await storedGames(page);
  assert.deepEqual(games.find((g) => g.id === resumed.id), resumed, 'the resumed game is untouched');
  assert.deepEqual(games.map((g) => g.kind).sort(), ['friend', 'imported', 'imported']);
  assertClean(page);
  await page.context().close();
});

test('a link address that names a computer game’s identity is refused in words; that game stays', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await play(page, ['b1-d3']);
  await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('loa.g.')));
  const [game] = await storedGames(page);
  await openGame(page, env.server.url, `mode=link&g=standard&id=${game.id}&side=black`);
  await page.waitForFunction(() => !document.querySelector('#page-error').hidden);
  assert.match(await page.locator('#page-error').innerText(), /names a game of yours not played by link: refused\./);
  assert.deepEqual((await storedGames(page)).find((g) => g.id === game.id), game);
  assertClean(page);
  await page.context().close();
});

test('two tabs of one game: each follows the other, and no ply is ever lost', async () => {
  const a = await newPage(env.browser);
  await openGame(a, env.server.url, 'mode=friend');
  await playFirst(a, 2);
  const b = await a.context().newPage();
  b.problems = [];
  b.on('console', (msg) => msg.type() === 'error' && b.problems.push(msg.text()));
  b.on('pageerror', (err) => b.problems.push(err.message));
  await openGame(b, env.server.url);
  assert.equal((await state(b)).history.length, 2);
  // A plays on: B follows.
  await playFirst(a, 4);
  await b.waitForFunction(() => window.loaTest.board.state().history.length === 6);
  // B plays on from there, A follows; one game, six plies and more, never shortened.
  await playFirst(b, 1);
  await a.waitForFunction(() => window.loaTest.board.state().history.length === 7);
  const games = await storedGames(a);
  assert.equal(games.length, 1);
  assert.equal(games[0].link, await a.evaluate(() => window.loaTest.board.getPosition().link));
  // A resignation in either tab ends the one game in both.
  await b.evaluate(() => window.loaTest.board.resign());
  await a.waitForFunction(() => window.loaTest.board.state().outcome != null);
  assert.equal((await storedGames(a)).length, 1, 'both tabs agree on the resignation');
  assertClean(a);
  assert.deepEqual(b.problems, []);
  await a.context().close();
});

test('two tabs of one game against the computer: one computer moves, the other tab shows its move', async () => {
  const a = await newPage(env.browser);
  await openGame(a, env.server.url, 'mode=computer&level=1&side=black');
  const b = await a.context().newPage();
  b.problems = [];
  b.on('console', (msg) => msg.type() === 'error' && b.problems.push(msg.text()));
  b.on('pageerror', (err) => b.problems.push(err.message));
  await openGame(b, env.server.url);
  // Each tab counts the times its computer starts to think (no hint is asked here).
  for (const p of [a, b]) await p.evaluate(() => window.loaTest.board.on('thinking', ({ thinking }) => thinking && (window.thought = (window.thought ?? 0) + 1)));
  const thought = (p) => p.evaluate(() => window.thought ?? 0);
  /** Both tabs show `n` plies of one game, and no computer's move has come since for a while. */
  const agree = async (n) => {
    for (const p of [a, b]) await p.waitForFunction((k) => window.loaTest.board.state().history.length === k, n, { timeout: 30000 });
    await a.waitForTimeout(1500); // time for a second computer to answer, were there one
    const links = await Promise.all([a, b].map((p) => p.evaluate(() => window.loaTest.board.getPosition().link)));
    assert.equal(links[0], links[1], 'one game in both tabs');
    const games = await storedGames(a);
    assert.deepEqual(games.map((g) => g.link), [links[0]], 'kept once, never forked into a second game');
    assert.equal((await state(a)).history.length, n);
  };
  // A move in the tab that opened second: the first tab's computer answers, once.
  await play(b, ['b1-d3']);
  await agree(2);
  await play(a, [(await state(a)).legalMoves[0].text]);
  await agree(4);
  for (const p of [a, b]) assert.ok(await p.locator('#page-error').isHidden(), 'no word of another tab’s game');
  assert.deepEqual([await thought(a), await thought(b)], [2, 0], 'the first tab’s computer thought for both moves, the second’s never');
  // The first tab closed: the second's computer plays now.
  assertClean(a);
  await a.close();
  await play(b, [(await state(b)).legalMoves[0].text]);
  await b.waitForFunction(() => window.loaTest.board.state().history.length === 6, null, { timeout: 30000 });
  assert.equal(await thought(b), 1);
  assert.deepEqual(b.problems, []);
  await b.context().close();
});

test('“Keep all” keeps every game of a 700-game file over 100,000 characters', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  const file = Array.from({ length: 700 }, (_, i) => sgfGame(i + 1, 'a comment that makes the file large enough to be kept out of the text box: '.repeat(2))).join('\n');
  assert.ok(file.length > 100000, `${file.length} characters`);
  await openFile(page, file, 'tournament.sgf');
  await page.click('#open-dialog .open-keep-all');
  await page.waitForFunction(() => document.querySelector('#games-dialog')?.open, null, { timeout: 60000 });
  assert.equal((await storedGames(page)).filter((g) => g.kind === 'imported').length, 700);
  assert.match(await page.locator('#page-error').innerText(), /700 games from the file are now in your games\./);
  assertClean(page);
  await page.context().close();
});

test('1,000,000 characters of comments survive a reload', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend&repetition=off');
  // 120 comments of 9,000 characters (the core takes at most 10,000 bytes a comment).
  await page.evaluate((ms) => window.loaTest.board.set({ mode: 'friend', rules: { repetition: false }, moves: ms, seed: null }), Array.from({ length: 30 }, () => SHUTTLE).flat());
  await page.waitForFunction(() => window.loaTest.board.state()?.history.length === 120);
  const said = await page.evaluate(() => Array.from({ length: 120 }, (_, i) => window.loaTest.board.setComment(i, `${i} ${'x'.repeat(8990)}`)));
  assert.ok(said.every((r) => r.ok), said.find((r) => !r.ok)?.reason);
  const total = () => page.evaluate(() => window.loaTest?.board.notes()?.comments.reduce((n, c) => n + (c?.length ?? 0), 0));
  const before = await total();
  assert.ok(before > 1_000_000, `${before} characters of comments`);
  await playFirst(page, 1); // saved with the move (the page itself has no comment box)
  // Kept in pieces apart from the moves (site/pieces.js), once for the reload and the list.
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('loa.n.')).reduce((n, k) => n + (localStorage.getItem(k)?.length ?? 0), 0) > 1_000_000);
  assert.ok((await page.evaluate(() => JSON.stringify(localStorage).length)) < 1_300_000, 'one copy of the comments');
  await page.reload();
  await page.waitForFunction((n) => window.loaTest?.board.notes()?.comments.reduce((k, c) => k + (c?.length ?? 0), 0) === n, before, { timeout: 60000 });
  assert.equal((await state(page)).history.length, 121);
  assertClean(page);
  await page.context().close();
});

test('a reload right after a move never loses it, nor the names and comments kept in pieces', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend&repetition=off');
  await play(page, [SHUTTLE[0]]);
  assert.equal((await page.evaluate(() => window.loaTest.board.setComment(0, 'kept with the next move'))).ok, true);
  for (let plies = 2; plies <= 6; plies++) {
    // Storage is written as the move is played: the reload follows at once, with no wait.
    await play(page, [SHUTTLE[(plies - 1) % 4]]);
    await page.reload();
    await page.waitForFunction(() => window.loaTest?.board.notes()?.comments[0] != null, null, { timeout: 30000 });
    assert.equal((await state(page)).history.length, plies);
    assert.equal((await page.evaluate(() => window.loaTest.board.notes())).comments[0], 'kept with the next move');
  }
  assertClean(page);
  await page.context().close();
});

test('a comment set through the api is kept at once: a reload right after shows it, and its removal', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend&repetition=off');
  await play(page, SHUTTLE.slice(0, 2));
  assert.equal((await page.evaluate(() => window.loaTest.board.setComment(1, 'kept without a move'))).ok, true);
  await page.reload(); // no move after it, and no wait
  await page.waitForFunction(() => window.loaTest?.board.notes()?.comments[1] != null, null, { timeout: 30000 });
  assert.deepEqual((await page.evaluate(() => window.loaTest.board.notes())).comments, [null, 'kept without a move']);
  assert.equal((await page.evaluate(() => window.loaTest.board.setComment(1, null))).ok, true);
  await page.reload();
  await page.waitForFunction(() => window.loaTest?.board.state()?.history.length === 2, null, { timeout: 30000 });
  await page.waitForTimeout(300); // comments kept apart would be read back by now
  assert.deepEqual((await page.evaluate(() => window.loaTest.board.notes())).comments, [null, null]);
  assertClean(page);
  await page.context().close();
});

test('a 60,000-ply game is kept, resumed after a reload and listed in Your games', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend&repetition=off');
  const moves = Array.from({ length: 15000 }, () => SHUTTLE).flat();
  await page.evaluate((ms) => window.loaTest.board.set({ mode: 'friend', rules: { repetition: false }, moves: ms, seed: null }), moves);
  const plies = () => window.loaTest?.board.getPosition()?.link.length > 100000 && window.loaTest.board.state().history.length === 60000;
  await page.waitForFunction(plies, null, { timeout: 120000, polling: 1000 });
  const link = await page.evaluate(() => window.loaTest.board.getPosition().link);
  await page.waitForFunction((l) => Object.values(localStorage).some((v) => v.includes(l) && v.includes('"kind":"friend"')), link, { timeout: 60000, polling: 1000 });
  await page.reload();
  await page.waitForFunction(plies, null, { timeout: 120000, polling: 1000 });
  assert.equal(await page.evaluate(() => window.loaTest.board.getPosition().link), link);
  assert.ok(await page.locator('#page-error').isHidden(), 'nothing lost, nothing to say');
  await page.click('#games-open');
  await page.waitForFunction(() => document.querySelector('#games-dialog')?.open, null, { timeout: 60000 });
  assert.match(await page.locator('#games-dialog .games-list').innerText(), /60000 turns/);
  assert.ok(await page.locator('#games-note').isHidden(), 'no game left out as unreadable');
  assertClean(page);
  await page.context().close();
});
