// A draw by agreement through the addresses of a game by link: the offer goes with
// a move ("Offer a draw", then "Send to your friend"); the friend declines by moving or accepts
// instead of moving ("Accept the draw"), and sends the result back the same way. An answer
// that agrees to a draw nobody offered is refused with the copy untouched. Both profiles' games
// lists then show the same drawn game. Fails on any console error (assertClean). One test, run as
// a row on every board (tests/e2e/boards.mjs): the 8×8 board and the wide ones.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, DESK, storedGames, storedRaw, move, linkSays } from './by-link.mjs';
import { newPage, assertClean, openGame, state, screenshot, useBrowser } from './harness.mjs';
import { BOARDS } from './boards.mjs';

const env = useBrowser();

/** Waits until the list keeps the game on the board as it stands (its link, offer included). */
const waitForKept = (page) =>
  page.waitForFunction(() => {
    const link = window.loaTest.board.getPosition()?.link;
    return Object.keys(localStorage).some((k) => k.startsWith('loa.g.') && JSON.parse(localStorage.getItem(k)).link === link);
  });

/** "Send to your friend" and the address it gave. */
async function send(page) {
  await waitForKept(page);
  await page.click('#send');
  await page.waitForFunction(() => document.querySelector('#link-address').value.includes('mode=link'));
  return page.inputValue('#link-address');
}

/** Opens an address from the friend (with the test hook) and waits for its game. */
async function receive(page, url) {
  await page.goto(`${url}&test`);
  await page.waitForFunction(() => window.loaTest?.board.state() != null);
  await waitForKept(page);
}

for (const variant of BOARDS) {
  test(`${variant}: a draw offered with a move, declined by a move, offered again and accepted: both lists show the same drawn game`, async () => {
    const alice = await newPage(env.browser, DESK);
    const bob = await newPage(env.browser, PHONE);
    await openGame(alice, env.server.url, `variant=${variant}&mode=link&side=black`);
    assert.equal((await state(alice)).variant, variant);
    assert.ok(await alice.locator('#offer-draw').isHidden(), 'no offer before a move');
    await move(alice);
    // Alice offers with her first move; the offer is in the address she sends.
    assert.equal(await alice.locator('#offer-draw').innerText(), 'Offer a draw');
    await alice.click('#offer-draw');
    await alice.waitForFunction(() => window.loaTest.board.drawOffered());
    await linkSays(alice, 'You offer a draw: send your move with the offer to your friend.');
    assert.ok(await alice.locator('#offer-draw').isHidden(), 'one offer a move');
    const offer = await send(alice);
    assert.match(new URL(offer).searchParams.get('g') ?? '', /~offer$/);
    await receive(bob, offer);
    assert.equal((await state(bob)).variant, variant, 'the friend plays the same board');
    await linkSays(bob, 'Your friend offers a draw: accept it, or decline by making your move.');
    assert.ok(await bob.locator('#accept-draw').isVisible());
    // Bob declines by moving; his answer carries no offer.
    await move(bob);
    // The link bar is redrawn after the board's change (friend.js, loaded on demand): wait for it.
    await linkSays(bob, 'Send your move to your friend, then open their answer here.');
    assert.ok(await bob.locator('#accept-draw').isHidden(), 'a move declines the offer');
    const declined = await send(bob);
    assert.doesNotMatch(new URL(declined).searchParams.get('g') ?? '', /~offer|~agreed/);

    // A forged answer that agrees to a draw Alice no longer offers is refused; her copy is untouched.
    const before = await storedRaw(alice);
    const forged = new URL(declined);
    forged.searchParams.set('g', `${forged.searchParams.get('g')}~agreed`);
    await receive(alice, forged.href);
    assert.equal(await alice.locator('#page-error').innerText(), 'This address was refused and your copy is unchanged: it agrees to a draw you did not offer.');
    assert.deepEqual(await storedRaw(alice), before);

    await receive(alice, declined);
    assert.equal((await state(alice)).history.length, 2);
    assert.equal(await alice.evaluate(() => window.loaTest.board.drawOffered()), false);
    await move(alice);
    await alice.click('#offer-draw');
    await alice.waitForFunction(() => window.loaTest.board.drawOffered());
    await receive(bob, await send(alice));
    await screenshot(bob, `draw-offered-${variant}-360`);
    // Bob accepts instead of moving: the game is drawn, and he sends the result back.
    assert.equal(await bob.locator('#accept-draw').innerText(), 'Accept the draw');
    await bob.click('#accept-draw');
    await bob.waitForFunction(() => window.loaTest.board.state().outcome?.cause === 'agreement');
    assert.match(await bob.locator('.loa-banner').innerText(), /^Draw/);
    await linkSays(bob, 'The game is over: send the result to your friend.');
    const result = await send(bob);
    assert.match(new URL(result).searchParams.get('g') ?? '', /~agreed$/);
    await receive(alice, result);
    assert.equal((await state(alice)).outcome?.cause, 'agreement');
    await linkSays(alice, 'The game is over, and your friend knows the result.');
    assert.ok(await alice.locator('#send').isHidden(), 'nothing to send back');

    const id = (await storedGames(bob))[0].id;
    const [a, b] = [(await storedGames(alice)).find((g) => g.id === id), (await storedGames(bob)).find((g) => g.id === id)];
    assert.ok(a && b, 'the same game in both lists');
    assert.deepEqual([a.result, a.mine, b.result, b.mine, a.link === b.link, a.turns], ['1/2-1/2', 'drawn', '1/2-1/2', 'drawn', true, 3]);
    await screenshot(alice, `draw-agreed-${variant}-1440`);
    assertClean(alice);
    assertClean(bob);
    await alice.context().close();
    await bob.context().close();
  });
}
