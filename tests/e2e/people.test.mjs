// Play people, not only the computer: a whole game by link between two separate
// browser profiles, each move sent as an address ("Send to your friend") and opened by the
// other, with a reload and an offline stretch (served by the service worker) in the middle; an
// edited address (an earlier move changed, a move played for the receiver) is refused with what
// differs and the copy untouched; an old address changes nothing; both profiles' games lists then
// show the same finished game with the same result and moves. The list's export (an SGF
// collection) opens back through Open… with every game; corrupted, full or blocked storage never
// breaks the page, and a game that cannot be kept says so. Screenshots at 360×740 and 1440×900.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { PHONE, DESK, storedGames, storedRaw, move, linkSays } from './by-link.mjs';
import { newPage, assertClean, openGame, state, screenshot, useBrowser, waitForHumanTurn } from './harness.mjs';

const env = useBrowser();

/** Waits until the list holds `n` games (the page keeps a game just after it changes). */
const waitForGames = (page, n) => page.waitForFunction((n) => Object.keys(localStorage).filter((k) => k.startsWith('loa.g.')).length === n, n);

/** "Send to your friend" and the address it gave (copied, and shown under the button). */
async function send(page) {
  await page.click('#send');
  await page.waitForFunction(() => document.querySelector('#link-address').value.includes('mode=link'));
  const url = await page.inputValue('#link-address');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url, 'the address is on the clipboard');
  assert.equal(await page.locator('#link-note').innerText(), 'Address copied: paste it in a message to your friend.');
  return url;
}

/** Opens an address from the friend (with the test hook) and waits for its game. */
async function receive(page, url) {
  await page.goto(`${url}&test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await waitForKept(page);
}

/** Waits until the list keeps the game on the board as it stands. */
const waitForKept = (page) =>
  page.waitForFunction(() => {
    const link = window.loaTest.board.getPosition()?.link;
    return Object.keys(localStorage).some((k) => k.startsWith('loa.g.') && JSON.parse(localStorage.getItem(k)).link === link);
  });

/** A link made by the core in `page` from `link`: its first `ply` plies, then the first legal
 *  move whose text is not `avoid`; for forging addresses. */
function forge(page, link, ply, avoid = null) {
  return page.evaluate(
    async ([link, ply, avoid]) => {
      const core = await import(new URL('pkg/loa.js', location.href).href);
      const game = core.WasmGame.fromLink(link);
      game.truncate(ply);
      game.play(game.state().legalMoves.find((m) => m.text !== avoid).text);
      const out = game.link();
      game.free();
      return out;
    },
    [link, ply, avoid],
  );
}

/** The address `url` with its game link replaced. */
const withLink = (url, link) => {
  const u = new URL(url);
  u.searchParams.set('g', link);
  return u.href;
};

test('a whole game by link between two profiles: reload, offline, an edited address refused, an old one ignored; both lists agree', async () => {
  const alice = await newPage(env.browser, PHONE);
  const bob = await newPage(env.browser, DESK);
  // Alice starts from the New game dialog: a friend, by link, playing Black.
  await openGame(alice, env.server.url);
  await alice.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });
  await alice.click('#new');
  await alice.selectOption('#new-game-dialog select[name="mode"]', 'link');
  assert.equal(await alice.locator('#new-game-dialog select[name="mode"] option[value="link"]').innerText(), 'A friend, by link');
  assert.ok(await alice.locator('#new-game-dialog select[name="human"]').isEnabled(), 'you choose your side');
  assert.ok(await alice.locator('#new-game-dialog input[name="level"]').isDisabled(), 'no computer level');
  await alice.click('#new-game-dialog button[value="start"]');
  await alice.waitForFunction(() => window.loaTest.board.config().mode === 'link');
  await linkSays(alice, 'Your move. Then send it to your friend.');
  assert.ok(await alice.locator('#send').isHidden(), 'nothing to send before your move');
  assert.ok(await alice.locator('#hint').isDisabled(), 'no hint against a friend');

  await move(alice);
  await linkSays(alice, 'Send your move to your friend, then open their answer here.');
  assert.equal((await state(alice)).legalMoves.length > 0 && (await alice.evaluate(() => window.loaTest.board.computerToMove())), false, 'nobody moves for the friend here');
  await screenshot(alice, 'people-send-360');
  let url = await send(alice);
  const id = new URL(url).searchParams.get('id');
  assert.equal(new URL(url).searchParams.get('side'), 'white', 'the address carries the receiver’s side');

  /** Every address each sent, in order. */
  const sent = { alice: [url], bob: [] };
  let turn = 'bob';
  for (let round = 0; round < 200; round++) {
    const [page, other] = turn === 'bob' ? [bob, alice] : [alice, bob];
    // Bob goes offline for two of his turns: the addresses are served by the service worker.
    if (round === 4) {
      await bob.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });
      await bob.context().setOffline(true);
    }
    await receive(page, url);
    const s = await state(page);
    assert.equal(page.url().includes('g='), false, 'the address is cleared once read');
    if (s.outcome) break;
    const said = await page.locator('#page-error').isVisible() ? await page.locator('#page-error').innerText() : '';
    assert.equal(s.turn, turn === 'bob' ? 'white' : 'black', `the game opens on the receiver’s turn (${said})`);
    assert.deepEqual(s.lastTurnSquares.length > 0, true, 'with the last move on the board');
    if (round === 3) {
      // A reload in the middle: the copy comes back from storage, still waiting for Bob's move.
      await page.reload();
      await page.waitForFunction(() => window.loaTest?.board.state() != null);
      assert.equal((await state(page)).history.length, s.history.length);
      assert.equal(await page.evaluate(() => window.loaTest.board.config().mode), 'link');
    }
    if (round === 5) {
      await screenshot(page, 'people-received-360');
      // An edited address: Bob's move kept, and one more played for Alice's side (Black) by Bob's hand.
      const theirs = new URL(url).searchParams.get('g');
      const forYou = await forge(page, theirs, s.history.length);
      const before = await storedRaw(page);
      await receive(page, withLink(url, forYou));
      const note = await page.locator('#page-error').innerText();
      assert.match(note, /^This address was refused and your copy is unchanged: move \d+ \(.+\) is played for your side, Black\.$/);
      assert.deepEqual(await storedRaw(page), before, 'the copy is untouched');
      // An earlier move changed (Alice's second move played otherwise).
      const third = s.history[2].text;
      const differs = await forge(page, theirs, 2, third);
      await receive(page, withLink(url, differs));
      assert.match(await page.locator('#page-error').innerText(), /^This address was refused and your copy is unchanged: move 3 is .+ in it but .+ in your copy\.$/);
      assert.deepEqual(await storedRaw(page), before);
      await screenshot(page, 'people-refused-360');
      // Alice's own address, opened by mistake, is for White; Bob's earlier one changes nothing.
      await receive(page, sent.alice[0]);
      assert.match(await page.locator('#page-error').innerText(), /it is for the player of White, not for you \(perhaps it is the one you sent\)\.$/);
      await receive(page, sent.bob.at(-2));
      assert.equal(await page.locator('#page-error').innerText(), 'This address is older than your copy of the game: nothing changed.');
      assert.deepEqual(await storedRaw(page), before);
      assert.equal((await state(page)).history.length, s.history.length, 'the board shows the copy as it was');
    }
    await move(page);
    await waitForKept(page);
    url = await send(page);
    sent[turn].push(url);
    if (round === 6) await bob.context().setOffline(false);
    if ((await state(page)).outcome) {
      // The winner sends the result; the other opens it and sees the same end.
      await receive(other, url);
      break;
    }
    turn = turn === 'bob' ? 'alice' : 'bob';
  }
  const [a, b] = [await state(alice), await state(bob)];
  assert.ok(a.outcome && b.outcome, 'the game ended in both');
  assert.equal(a.outcome.result, b.outcome.result);
  const [ga, gb] = [(await storedGames(alice)).find((g) => g.id === id), (await storedGames(bob)).find((g) => g.id === id)];
  assert.equal(ga.link, gb.link, 'the same moves');
  assert.equal(ga.result, gb.result, 'the same result');
  assert.deepEqual([ga.kind, gb.kind, ga.human, gb.human], ['link', 'link', 'black', 'white']);
  assert.deepEqual(new Set([ga.mine, gb.mine]), new Set(['won', 'lost']));
  // Both lists show it, with its result and length, in the page.
  for (const page of [alice, bob]) {
    await page.click('#games-open');
    const row = page.locator(`#games-dialog li[data-id="${id}"]`);
    await row.waitFor();
    const text = await row.innerText();
    assert.match(text, /Standard · A friend, by link/);
    assert.ok(text.includes(`${ga.result}, you ${page === alice ? ga.mine : gb.mine}`), text);
    assert.ok(text.includes(`${ga.turns} turns`), text);
  }
  await screenshot(alice, 'people-list-360');
  await screenshot(bob, 'people-list-1440');
  assertClean(alice);
  assertClean(bob);
  await alice.context().close();
  await bob.context().close();
});

test('a resignation travels by link: the result is the same in both lists', async () => {
  const alice = await newPage(env.browser, DESK);
  const bob = await newPage(env.browser, PHONE);
  await openGame(alice, env.server.url, 'mode=link&side=white');
  // White starts by sending the empty board: the friend moves first.
  await linkSays(alice, 'Send the game to your friend: they move first.');
  await receive(bob, await send(alice));
  assert.equal(await bob.evaluate(() => window.loaTest.board.config().human), 'black');
  await move(bob);
  await waitForKept(bob);
  await receive(alice, await send(bob));
  // Alice resigns on her turn; the result goes to Bob in the next address.
  await alice.click('#resign');
  await alice.click('.loa-ask-yes');
  await alice.waitForFunction(() => window.loaTest.board.state().outcome);
  await linkSays(alice, 'The game is over: send the result to your friend.');
  await waitForKept(alice);
  await receive(bob, await send(alice));
  assert.match(await bob.locator('.loa-banner').innerText(), /^You won!/);
  await linkSays(bob, 'The game is over, and your friend knows the result.');
  assert.ok(await bob.locator('#send').isHidden(), 'nothing to send back');
  const id = (await storedGames(bob))[0].id;
  const [a, b] = [(await storedGames(alice)).find((g) => g.id === id), (await storedGames(bob)).find((g) => g.id === id)];
  assert.deepEqual([a.result, a.mine, b.result, b.mine, a.link === b.link], ['1-0', 'lost', '1-0', 'won', true]);
  await screenshot(bob, 'people-resigned-360');
  assertClean(alice);
  assertClean(bob);
  await alice.context().close();
  await bob.context().close();
});

test('the list: games against the computer counted by level, open one, delete one; its export opens back through Open… with every game', async () => {
  const page = await newPage(env.browser, DESK);
  await openGame(page, env.server.url, 'mode=computer&level=1&side=black');
  await move(page);
  await waitForHumanTurn(page, ['black']);
  await page.click('#resign');
  await page.click('.loa-ask-yes');
  await page.waitForFunction(() => window.loaTest.board.state().outcome);
  // Two players at one device, two moves.
  await openGame(page, env.server.url, 'mode=friend');
  await move(page);
  await move(page);
  // And a 6×6 game, which SGF cannot write: the export leaves it out and says so.
  await openGame(page, env.server.url, 'mode=friend&variant=standard-6x6');
  await move(page);
  await waitForGames(page, 3);
  const all = await storedGames(page);
  assert.deepEqual(all.map((g) => [g.kind, g.variant, g.result, g.turns]), [['friend', 'standard-6x6', null, 1], ['friend', 'standard', null, 2], ['computer', 'standard', '0-1', 2]]);
  const games = all.slice(1);
  await page.click('#games-open');
  await page.locator('#games-dialog .games-list li').first().waitFor();
  assert.equal(await page.locator('.games-stats').innerText(), 'Against the computer\nLevel 1: 0 won, 1 lost, 0 drawn');
  await screenshot(page, 'people-list-stats-1440');
  // Export every game: one SGF collection.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-games="export"]')]);
  assert.equal(download.suggestedFilename(), 'lines-of-action-games.sgf');
  const sgf = await readFile(await download.path(), 'utf8');
  assert.equal(sgf.match(/\(;/g).length, 2, 'both games in one collection');
  assert.match(await page.locator('#games-note').innerText(), /^1 game has no SGF form and was left out \(.*6x6.*\)\.$/);
  await page.click(`#games-dialog li[data-id="${all[0].id}"] [data-delete]`);
  // Open the computer game to review it: it is on the board, over.
  await page.click(`#games-dialog li[data-id="${games[1].id}"] [data-open]`);
  assert.equal(await page.locator('#games-dialog').evaluate((d) => d.open), false);
  await page.waitForFunction(() => window.loaTest.board.state().outcome?.cause === 'resignation');
  // Delete one.
  await page.click('#games-open');
  await page.click(`#games-dialog li[data-id="${games[0].id}"] [data-delete]`);
  assert.equal(await page.locator('#games-dialog .games-list li').count(), 1);
  await page.keyboard.press('Escape');

  // Another profile opens the export through Open…: every game is in its list.
  const other = await newPage(env.browser, PHONE);
  await openGame(other, env.server.url);
  await other.click('#game-menu-button');
  await other.click('[data-action="open"]');
  await other.fill('#open-dialog textarea', sgf);
  await other.click('#open-dialog button[value="open"]');
  // Several games open as a list to pick from, with a button that keeps them all in the list.
  await other.click('#open-dialog .open-keep-all');
  await other.waitForFunction(() => document.querySelector('#games-dialog')?.open);
  const kept = await storedGames(other);
  assert.deepEqual(kept.map((g) => g.link).sort(), games.map((g) => g.link).sort(), 'every game, with its moves and result');
  assert.deepEqual(new Set(kept.map((g) => g.kind)), new Set(['imported']));
  assert.match(await other.locator('#page-error').innerText(), /2 games from the file are now in your games\./);
  await screenshot(other, 'people-imported-360');
  assertClean(page);
  assertClean(other);
  await page.context().close();
  await other.context().close();
});

test('corrupted, full or blocked storage never breaks the page; a game that cannot be kept says so', async () => {
  // Corrupted: the saved game and two games' entries hold garbage; a third is kept well.
  const page = await newPage(env.browser, DESK);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('loa.game', 'not json');
      localStorage.setItem('loa.g.broken', '{"link":');
      localStorage.setItem('loa.g.wrong', JSON.stringify({ link: 'standard~mBT', kind: 'robot', level: null, human: null, started: 1, updated: 1 }));
      localStorage.setItem('loa.g.good1', JSON.stringify({ link: 'standard~mBT', kind: 'friend', level: null, human: null, started: 1, updated: 1 }));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await openGame(page, env.server.url);
  await move(page);
  await waitForGames(page, 4); // this game is kept beside them
  await page.click('#games-open');
  await page.locator('#games-dialog .games-list li').first().waitFor();
  assert.equal(await page.locator('#games-dialog .games-list li').count(), 2);
  assert.equal(await page.locator('#games-note').innerText(), '2 games in your list could not be read and are left out.');
  await page.click('#games-dialog li[data-id="good1"] [data-open]');
  await page.waitForFunction(() => window.loaTest.board.state().history.length === 1);
  await screenshot(page, 'people-unreadable-1440');
  assertClean(page);
  await page.context().close();

  // Full or blocked: every write throws. The game plays on and the page says it is not kept.
  const full = await newPage(env.browser, PHONE);
  await full.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await openGame(full, env.server.url, 'mode=friend');
  await move(full);
  await move(full);
  await full.waitForFunction(() => !document.querySelector('#page-error').hidden);
  assert.equal(
    await full.locator('#page-error').innerText(),
    'This game could not be kept in your games list: the browser’s storage is full or blocked.',
    'said once for the game',
  );
  await full.click('#games-open');
  assert.equal(await full.locator('#games-dialog .muted').innerText(), 'No games yet: every game you play on this device is kept here.');
  await screenshot(full, 'people-full-360');
  assertClean(full);
  await full.context().close();
});
