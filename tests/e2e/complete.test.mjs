// A complete game: resume after reload, links that replay the same game, review,
// import and export, the ending, watch controls, the move limit, and bad addresses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, clickSquare, useBrowser, inSettings, openMenu } from './harness.mjs';

const env = useBrowser();
const WIN_IN_ONE = 'position=' + encodeURIComponent('standard 7w/8/7w/8/8/8/3b4/bb6 b');
const board = (page, fn, arg) => page.evaluate(fn, arg);

test('a reload resumes the game: position, variant, mode, level, and a computer that was thinking', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=standard-7x7&mode=computer&level=5');
  await board(page, () => {
    window.loaTest.engine.stallMs = 60000; // the computer is still thinking at the reload
    window.loaTest.board.play(window.loaTest.board.state().legalMoves[0].text);
  });
  const before = await state(page);
  assert.equal(before.ply, 1);
  await page.goto(`${env.server.url}/index.html?test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  const after = await state(page);
  assert.equal(after.variant, 'standard-7x7');
  // The computer may already have answered (no stall after the reload): the resumed game is the
  // same game, its first move the one played before the reload.
  assert.equal(after.history[0].text, before.history[0].text);
  if (after.ply === 1) assert.equal(after.position, before.position);
  const cfg = await board(page, () => window.loaTest.board.config());
  assert.equal(cfg.mode, 'computer');
  assert.equal(cfg.level, 5);
  // The computer thinks again and answers.
  await page.waitForFunction(() => window.loaTest.board.state().ply === 2, null, { timeout: 30000 });
  assertClean(page);
});

test('corrupted saved game: a notice, and a new game', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await board(page, () => localStorage.setItem('loa.game', '{"v":1,"link":42'));
  await page.goto(`${env.server.url}/index.html?test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  assert.equal((await state(page)).ply, 0);
  assert.match(await page.textContent('#page-error'), /saved game could not be read/);
  assertClean(page);
});

for (const [name, query, moves] of [
  ['repetition off and the draw rule', 'rules=draw&repetition=off&mode=friend', 4],
  ['Parachute', 'variant=parachute&mode=friend', 4],
  ['AmbiLOA', 'variant=ambiloa&mode=friend', 6],
  ['a move limit', 'limit=3&mode=friend', 6],
]) {
  test(`a copied link replays the same game and result: ${name}`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, query);
    await board(page, (n) => {
      const b = window.loaTest.board;
      for (let i = 0; i < n && !b.state().outcome; i++) b.play(b.state().legalMoves[0].text);
    }, moves);
    const before = await state(page);
    const address = await board(page, async () => {
      const { gameAddress } = await import('./www/page/gamefile.js');
      return gameAddress(window.loaTest.board, location.href);
    });
    assert.match(address, /[?&]g=/);
    await page.goto(address + '&test');
    await page.waitForFunction(() => window.loaTest?.board.state() != null);
    const after = await state(page);
    for (const key of ['variant', 'rules', 'position', 'start', 'outcome']) assert.deepEqual(after[key], before[key], key);
    assert.equal((await board(page, () => window.loaTest.board.config())).mode, 'friend');
    assertClean(page);
  });
}

test('the move limit ends the game in a draw', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'limit=2&mode=friend');
  const s = await board(page, () => {
    const b = window.loaTest.board;
    for (let i = 0; i < 4 && !b.state().outcome; i++) b.play(b.state().legalMoves[0].text);
    return b.state();
  });
  assert.equal(s.outcome.cause, 'move-limit');
  assert.equal(await page.textContent('#moves li.result'), '½-½');
  assertClean(page);
});

test('review by click and keys, read-only, and continue from here', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await board(page, () => {
    const b = window.loaTest.board;
    for (let i = 0; i < 4; i++) b.play(b.state().legalMoves[0].text);
  });
  await page.click('#moves button[data-ply="1"]');
  assert.equal(await board(page, () => window.loaTest.board.reviewing()), 1);
  assert.match(await page.textContent('.loa-banner'), /Viewing move 1/);
  assert.equal(await page.isDisabled('#hint'), true, 'no hint for a reviewed position');
  // Read-only: a click on a piece only says so.
  await clickSquare(page, 'c8');
  assert.equal((await state(page)).ply, 4);
  await page.keyboard.press('ArrowRight');
  assert.equal(await board(page, () => window.loaTest.board.reviewing()), 2);
  await page.keyboard.press('Home');
  assert.equal(await board(page, () => window.loaTest.board.reviewing()), 0);
  await page.keyboard.press('End');
  assert.equal(await board(page, () => window.loaTest.board.reviewing()), null);
  assert.ok(await page.isHidden('.loa-banner'));
  assert.equal(await page.isDisabled('#hint'), false, 'the hint is back for the game as it stands');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await board(page, () => window.loaTest.board.reviewing()), 2);
  // Two players: continuing asks first, in place of the button.
  await page.click('.loa-banner [data-loa-action="continue"]');
  assert.equal(await page.getAttribute('.loa-banner .loa-ask', 'aria-label'), 'Take back every later move?');
  await page.click('.loa-banner .loa-ask-yes');
  const s = await state(page);
  assert.equal(s.ply, 2);
  assert.equal(await board(page, () => window.loaTest.board.reviewing()), null);
  assertClean(page);
});

test('game over against the computer: outlined group, banner under the board and on screen on a phone, play again, rematch, resign', async () => {
  const page = await newPage(env.browser, { viewport: { width: 390, height: 844 } });
  await openGame(page, env.server.url, `${WIN_IN_ONE}&mode=computer&side=black`);
  await clickSquare(page, 'd2');
  await clickSquare(page, 'c2');
  await page.waitForFunction(() => window.loaTest.board.state().outcome);
  const banner = await page.textContent('.loa-banner');
  assert.match(banner, /You won/);
  assert.match(banner, /You joined all your pieces in 1 move\. Well played!/);
  const s = await state(page);
  assert.deepEqual(s.outcome.winningGroups, [['a1', 'b1', 'c2']]);
  const boxes = await board(page, () => {
    const r = (sel) => document.querySelector(sel).getBoundingClientRect().toJSON();
    return { banner: r('.loa-banner'), canvas: r('.loa-canvas') };
  });
  // The shell: the result never pushes the board; on a phone it comes right under it.
  assert.ok(boxes.banner.top >= boxes.canvas.bottom - 0.5, `banner ${JSON.stringify(boxes)} is under the board`);
  assert.ok(boxes.banner.bottom <= 844, `banner ${JSON.stringify(boxes)} is on the first screen`);
  assert.equal(await page.textContent('#moves li.result'), '1-0');
  // The outline is drawn: c2's edge is not the plain square's colour.
  await page.click('.loa-banner [data-loa-action="rematch"]');
  await page.waitForFunction(() => window.loaTest.board.state().ply === 0 || window.loaTest.board.state().ply === 1);
  assert.equal(await board(page, () => window.loaTest.board.config().human), 'white');
  assert.equal((await state(page)).variant, 'standard');
  await page.click('#resign');
  await page.click('.loa-ask-yes'); // asked in place
  await page.waitForFunction(() => window.loaTest.board.state().outcome);
  const o = (await state(page)).outcome;
  assert.equal(o.cause, 'resignation');
  assert.equal(o.winner, 'black');
  assert.match(await page.textContent('.loa-banner'), /You lost/);
  await page.click('.loa-banner [data-loa-action="play-again"]');
  await page.waitForFunction(() => !window.loaTest.board.state().outcome);
  assert.equal(await board(page, () => window.loaTest.board.config().human), 'white');
  assertClean(page);
});

test('open: a record, an SGF and a position string by paste and by file; malformed input keeps the game', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await board(page, () => window.loaTest.board.play('b1-d3'));
  const open = async (text, viaFile) => {
    await openMenu(page);
    await page.click('[data-action="open"]');
    if (viaFile) await page.setInputFiles('#open-dialog input[type=file]', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    else await page.fill('#open-dialog textarea', text);
    await page.waitForFunction((t) => document.querySelector('#open-dialog textarea').value === t, text);
    await page.click('#open-dialog button[value="open"]');
    // The file readers load on the first open: wait until the game is read or refused.
    await page.waitForFunction(() => {
      const error = document.querySelector('#open-error');
      return !document.querySelector('#open-dialog')?.open || (error && !error.hidden && error.textContent);
    });
  };
  for (const [text, bad, where] of [
    ['(;GM[9];B[b1-z9])', true, /line 1, column 9/],
    ['[Variant "Standard"]\n\n1. b1-d3 a3-a4', true, /line 3, column 10/],
    ['standard 8/8 b', true, /position string/],
  ]) {
    await open(text, false);
    assert.ok(bad);
    assert.match(await page.textContent('#open-error'), where);
    assert.equal((await state(page)).ply, 1, 'the game is untouched');
    await page.click('#open-dialog button[value="cancel"]');
  }
  await open('(;GM[9]SU[Standard];B[b1-d3];W[a3xd3])', false);
  assert.equal((await state(page)).ply, 2);
  await open('1. b1-d3 a3xd3 2. c1-c3', true);
  assert.equal((await state(page)).ply, 3);
  await open('standard 7w/8/7w/8/8/8/3b4/bb6 b', false);
  assert.equal((await state(page)).pieces.length, 5);
  assertClean(page);
});

test('download writes the record (.txt) and the SGF (.sgf)', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=friend');
  await board(page, () => window.loaTest.board.play('b1-d3'));
  for (const [action, name, pattern] of [['download-txt', 'lines-of-action.txt', /1\. b1-d3/], ['download-sgf', 'lines-of-action.sgf', /GM\[9\]/]]) {
    const [download] = await Promise.all([page.waitForEvent('download'), openMenu(page).then(() => page.click(`[data-action="${action}"]`))]);
    assert.equal(download.suggestedFilename(), name);
    const chunks = [];
    for await (const c of await download.createReadStream()) chunks.push(c);
    assert.match(Buffer.concat(chunks).toString(), pattern);
  }
  assertClean(page);
});

test('watch mode: pause holds, step plays one move, undo stops it', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'mode=watch&level=1');
  await page.waitForFunction(() => window.loaTest.board.state().ply >= 1, null, { timeout: 20000 });
  await page.click('#pause');
  await page.waitForFunction(() => !window.loaTest.board.isThinking());
  const held = (await state(page)).ply;
  await page.waitForTimeout(1500);
  assert.equal((await state(page)).ply, held, 'paused: no move');
  await page.click('#step');
  await page.waitForFunction((n) => window.loaTest.board.state().ply === n + 1, held, { timeout: 20000 });
  await page.waitForTimeout(1500);
  assert.equal((await state(page)).ply, held + 1, 'one step, one move');
  await page.click('#pause'); // resume
  await page.waitForFunction((n) => window.loaTest.board.state().ply >= n + 2, held, { timeout: 20000 });
  await page.click('#undo');
  const after = (await state(page)).ply;
  await page.waitForTimeout(1500);
  assert.equal((await state(page)).ply, after, 'undo stops watch mode');
  assert.ok(await board(page, () => window.loaTest.board.isPaused()));
  assertClean(page);
});

for (const [query, expected] of [
  ['variant=toString', ['variant=toString']],
  ['mode=constructor', ['mode=constructor']],
  ['variant=chess&level=9&moves=b1-b5', ['variant=chess', 'level=9', 'Move 1 (b1-b5) cannot be played']],
]) {
  test(`a bad address is reported once and never breaks the page: ${query}`, async () => {
    const page = await newPage(env.browser);
    await openGame(page, env.server.url, `${query}&side=white`);
    const s = await state(page);
    assert.equal(s.variant, 'standard');
    assert.equal((await board(page, () => window.loaTest.board.config())).human, 'white', 'the good parameter applies');
    const text = await page.textContent('#page-error');
    for (const bit of expected) assert.equal(text.split(bit).length - 1, 1, `"${bit}" once in: ${text}`);
    assert.doesNotMatch(text, /native code/);
    assert.notEqual(await page.textContent('#status'), 'Loading…');
    assertClean(page);
  });
}

test('the analysis panel analyses a reviewed position and shows the final result', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, `${WIN_IN_ONE}&mode=friend`);
  await inSettings(page, () => page.check('#opt-analysis'));
  await board(page, () => {
    const b = window.loaTest.board;
    b.play('a1-c1');
    b.review(0);
  });
  await page.click('#analyse');
  await page.waitForFunction(() => window.loaTest.board.analysis()?.purpose === 'review');
  assert.equal(await board(page, () => window.loaTest.board.analysis().ply), 0);
  assert.match(await page.textContent('#analysis .an-source'), /position shown/);
  await board(page, () => window.loaTest.board.review(null));
  assert.match(await page.textContent('#analysis .an-empty'), /Game over\. Black wins: Black connected all pieces/);
  assert.ok(await page.isHidden('#analysis .an-body'));
  assertClean(page);
});
