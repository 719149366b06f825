// An opened record is a study: replayed with its players' names on the bars and its result as
// recorded, never answered by the computer, never turned into a game by Undo; "Play from here"
// starts a game of its own from the position shown, and the record stays in the games list.
// Fails on any console error; screenshots at 360×740, 844×390 and 1440×900.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, useBrowser, openMenu, screenshot, wordsBrokenIn, pasteGame } from './harness.mjs';

const env = useBrowser();

/** Two named players; White wins by Black's resignation after two plies. */
const NAMED = '(;GM[9]FF[4]SU[LOA]EV[Example Cup 2003]DT[2003-05-01]PB[alice]PW[bob]RE[W+R];B[b1 d3];W[h2 f4])';
/** An unfinished record, Black's third move last: White, the computer's side by default, is to move. */
const UNFINISHED = '1. c8-c6 h4-f2 2. g8-g6 h2-e2 3. b1-e4';

/** The bars' texts, top then bottom. */
const bars = (page) => page.$$eval('#board .loa-bar', (b) => b.map((x) => x.textContent));

for (const [width, height] of [[360, 740], [844, 390], [1440, 900]]) {
  test(`an opened record shows its players and recorded result, and the computer never moves, at ${width}×${height}`, async () => {
    const page = await newPage(env.browser, { viewport: { width, height } });
    await openGame(page, env.server.url); // against the computer, the default
    await pasteGame(page, NAMED);
    assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'study');
    const [top, bottom] = await bars(page);
    assert.match(bottom, /alice/, 'Black is named as the record names her');
    assert.match(top, /bob/);
    assert.doesNotMatch(top + bottom, /You|Computer/, 'nobody at this device plays a record');
    const banner = await page.textContent('#banner-slot .loa-banner');
    assert.match(banner, /White wins!/);
    assert.match(banner, /resigned/);
    assert.doesNotMatch(banner, /You lost|You won/);
    // The record's facts wrap between facts: "Result: 0-1" once split after its hyphen at 1440 px.
    assert.match(await page.textContent('#record-head'), /Result: 0-1$/);
    assert.deepEqual(await wordsBrokenIn(page, '#record-head'), [], 'a fact of the record split across two lines');
    await screenshot(page, `study-result-${width}`);
    assertClean(page);
  });
}

test('an unfinished record is never answered; Undo is off; Play from here starts a new game and keeps the record', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url);
  await pasteGame(page, UNFINISHED);
  assert.equal((await state(page)).ply, 5);
  // The computer plays White by default: a game would be answered within a second or two.
  await page.waitForTimeout(3000);
  assert.equal((await state(page)).ply, 5, 'no move was played for the record');
  assert.equal(await page.evaluate(() => window.loaTest.board.isThinking()), false);
  assert.equal(await page.isDisabled('#undo'), true, 'Undo would make a game of the record');
  await page.keyboard.press('u'); // the shortcut obeys the button
  assert.equal((await state(page)).ply, 5);
  assert.match(await page.textContent('#banner-slot .loa-banner'), /A record, replayed/);
  await screenshot(page, 'study-unfinished-1440');

  // Back a turn, then play a friend from there: the moves up to it, a new game of two players.
  await page.click('[data-review="back"]');
  await page.waitForFunction(() => window.loaTest.board.reviewing() === 4);
  await page.click('#banner-slot [data-loa-action="play-friend"]');
  await page.waitForFunction(() => window.loaTest.board.config().mode === 'friend');
  const played = await state(page);
  assert.deepEqual(played.history.map((m) => m.text), ['c8-c6', 'h4-f2', 'g8-g6', 'h2-e2']);
  assert.equal(played.turn, 'black');
  assert.equal(await page.isDisabled('#undo'), false, 'a game of its own takes moves back');

  // The record is still in the games list as it was opened, beside the new game.
  await page.evaluate(() => window.loaTest.board.play('b1-d3'));
  await openMenu(page);
  await page.click('[data-action="games"]');
  await page.locator('#games-dialog .games-list li').nth(1).waitFor();
  const rows = await page.$$eval('#games-dialog .games-list li', (li) => li.map((x) => x.textContent));
  assert.equal(rows.length, 2, rows.join('\n'));
  assert.ok(rows.some((r) => /5 turns/.test(r)), `the record, intact: ${rows.join('\n')}`);
  assertClean(page);
});

test('Play from here against the computer: the computer answers the new game, not the record', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url);
  await pasteGame(page, UNFINISHED);
  await page.click('#banner-slot [data-loa-action="play-computer"]');
  await page.waitForFunction(() => window.loaTest.board.config().mode === 'computer');
  // You play Black; White (the computer) is to move in the position shown and answers it.
  await page.waitForFunction(() => window.loaTest.board.state().ply === 6, null, { timeout: 20000 });
  assert.deepEqual((await state(page)).history.slice(0, 5).map((m) => m.text), ['c8-c6', 'h4-f2', 'g8-g6', 'h2-e2', 'b1-e4']);
  assertClean(page);
});

test('a finished game of your own offers Play from here in review, and stays as it was', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url, 'mode=friend');
  for (const m of ['b1-d3', 'h2-f4']) await page.evaluate((mv) => window.loaTest.board.play(mv), m);
  await page.evaluate(() => window.loaTest.board.resign());
  const finished = await page.evaluate(() => window.loaTest.board.getPosition().link);
  await page.click('[data-review="back"]');
  assert.equal(await page.$('#banner-slot [data-loa-action="continue"]'), null, 'a finished game is not cut short');
  await page.click('#banner-slot [data-loa-action="play-from-here"]');
  await page.waitForFunction(() => !window.loaTest.board.state().outcome);
  assert.equal((await state(page)).ply, 1);
  assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'friend');
  // The finished game is kept in the games list as it ended, beside the new one.
  await page.evaluate(() => window.loaTest.board.play('h2-f4'));
  await openMenu(page);
  await page.click('[data-action="games"]');
  await page.locator('#games-dialog .games-list li').nth(1).waitFor();
  const rows = await page.$$eval('#games-dialog .games-list li', (li) => li.map((x) => x.textContent));
  assert.equal(rows.length, 2, rows.join('\n'));
  assert.ok(rows.some((r) => /0-1/.test(r)), `the finished game, intact: ${rows.join('\n')}`);
  assert.notEqual(await page.evaluate(() => window.loaTest.board.getPosition().link), finished);
  assertClean(page);
});

test('a study comes back as a study after a reload, with its players', async () => {
  const page = await newPage(env.browser, { viewport: { width: 1440, height: 900 } });
  await openGame(page, env.server.url);
  await pasteGame(page, UNFINISHED.replace('1.', '[Black "carol"]\n[White "dave"]\n1.'));
  await page.goto(`${env.server.url}/index.html?test`);
  await page.waitForFunction(() => window.loaTest?.board.state()?.ply === 5);
  assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'study');
  await page.waitForFunction(() => /carol/.test(document.querySelector('#board .loa-bar-bottom').textContent));
  assert.match((await bars(page)).join(' '), /dave/);
  await page.waitForTimeout(2000);
  assert.equal((await state(page)).ply, 5, 'still never answered');
  assertClean(page);
});
