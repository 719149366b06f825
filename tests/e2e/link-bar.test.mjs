// The link bar of a game by link as players meet it: the players' names are the game's own Black
// and White tags, carried in the link the core writes (typed by either friend), so "Your games",
// the friend's chip, the line under the status, the link bar's sentences, the record and the SGF
// all say the same names; two friends' games told apart in one list, a refused name said and the
// old one kept, an older address's `from` and an older page's stored name still read, and the
// "Address copied" note wholly on a phone's screen, upright and turned. Fails on any console
// error (assertClean).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, DESK, move, sendToFriend, openFromFriend, listedRows, waitForKept, linkSays } from './by-link.mjs';
import { newPage, assertClean, openGame, screenshot, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Types `name` in a name field of the link bar and leaves it (a change, as a player makes it). */
async function typeName(page, field, name) {
  await page.fill(field, name);
  await page.press(field, 'Tab');
}

/** The game's identity in an address. @param {string} url */
const idOf = (url) => new URL(url).searchParams.get('id');

/** The game link in an address. @param {string} url */
const gameOf = (url) => new URL(url).searchParams.get('g') ?? '';

/** The friend's chip's "who" line (the one that is not "You"). */
const friendChip = (page) =>
  page.$$eval('#board .loa-who', (whos) => whos.map((w) => w.textContent).filter((t) => t !== 'You'));

test('two friends by link: each game shows its friend’s name in the list and on the bar', async () => {
  const alice = await newPage(env.browser, DESK);
  const bob = await newPage(env.browser, PHONE);
  const carol = await newPage(env.browser, PHONE);
  // Bob starts a game with Alice and gives his name once: it goes with every address he sends.
  await openGame(bob, env.server.url, 'mode=link&side=black');
  await typeName(bob, '#your-name', 'Bob');
  await move(bob);
  const fromBob = await sendToFriend(bob);
  // The core writes his name in the link itself, as the game's Black tag; no name beside it.
  assert.match(gameOf(fromBob), /~pbQm9i$/);
  assert.equal(new URL(fromBob).searchParams.get('from'), null);
  await openFromFriend(alice, fromBob);
  // Alice never typed Bob's name: it came with his move.
  assert.deepEqual(await friendChip(alice), ['Bob']);
  assert.equal(await alice.inputValue('#friend-name'), 'Bob');
  await alice.waitForFunction(() => document.querySelector('#game-info').textContent === 'Standard · Bob, by link', null, { timeout: 5000 }).catch(() => {});
  assert.equal(await alice.locator('#game-info').innerText(), 'Standard · Bob, by link', 'the line under the status names him');
  // The same address opened again changes nothing: her copy comes back with its names.
  await openFromFriend(alice, fromBob);
  assert.match(await alice.locator('#page-error').innerText(), /holds nothing new/);
  await alice.waitForFunction(() => [...document.querySelectorAll('#board .loa-who')].some((w) => w.textContent === 'Bob'));
  // Carol starts another game with Alice, and sends no name: Alice names her.
  await openGame(carol, env.server.url, 'mode=link&side=black');
  await move(carol);
  const fromCarol = await sendToFriend(carol);
  assert.doesNotMatch(gameOf(fromCarol), /~p[bw]/, 'no name given, none sent');
  await openFromFriend(alice, fromCarol);
  assert.deepEqual(await friendChip(alice), ['Your friend']);
  await typeName(alice, '#friend-name', 'Carol');
  await alice.waitForFunction(() => [...document.querySelectorAll('#board .loa-who')].some((w) => w.textContent === 'Carol'));
  // A name with what a name cannot have is refused in words, and the name stays as it was.
  await typeName(alice, '#your-name', 'Alice <3');
  assert.match(await alice.locator('#name-note').innerText(), /^“Alice <3” has characters a name cannot have/);
  assert.equal(await alice.inputValue('#your-name'), '');
  await typeName(alice, '#your-name', '  Alice   B. ');
  assert.equal(await alice.inputValue('#your-name'), 'Alice B.', 'spaces around and doubled are taken out');
  assert.equal(await alice.locator('#name-note').innerText(), '');
  await screenshot(alice, 'link-names-1440');
  // Alice's list tells the two games apart by their friend.
  const rows = await listedRows(alice);
  assert.match(rows[idOf(fromBob)], /^Standard · Bob, by link/);
  assert.match(rows[idOf(fromCarol)], /^Standard · Carol, by link/);
  // Alice answers Carol: Carol's page learns Alice's name from the address, and keeps it over a reload.
  await move(alice);
  const toCarol = await sendToFriend(alice);
  // Both names go with it: the one Alice gave Carol, and her own.
  assert.match(gameOf(toCarol), /~pbQ2Fyb2w~pwQWxpY2UgQi4$/);
  await openFromFriend(carol, toCarol);
  assert.deepEqual(await friendChip(carol), ['Alice B.']);
  assert.equal(await carol.inputValue('#your-name'), 'Carol', 'the name Alice gave her is the game’s');
  // Her move made, the link bar and the status name Alice instead of "your friend".
  await move(carol);
  await linkSays(carol, 'Send your move to Alice B., then open the answer here.');
  assert.equal(await carol.locator('#send').innerText(), 'Send to Alice B.');
  assert.equal(await carol.locator('#status').innerText(), 'Waiting for Alice B.’s move (White)');
  // The record and the SGF name the players as the chips do: one place, the game's tags.
  const exported = await carol.evaluate(() => ({ record: window.loaTest.board.getPosition().record, sgf: window.loaTest.board.sgf() }));
  assert.match(exported.record, /\[Black "Carol"\]\n\[White "Alice B\."\]/);
  assert.match(exported.sgf, /PB\[Carol\]PW\[Alice B\.\]/);
  await carol.reload();
  await carol.waitForFunction(() => [...document.querySelectorAll('#board .loa-who')].some((w) => w.textContent === 'Alice B.'));
  assert.match((await listedRows(carol))[idOf(toCarol)], /^Standard · Alice B\., by link/);
  assert.equal(await carol.locator('#game-info').innerText(), 'Standard · Alice B., by link');
  await screenshot(carol, 'link-names-360');
  for (const page of [alice, bob, carol]) assertClean(page);
  for (const page of [alice, bob, carol]) await page.context().close();
});

test('a name an older address brings beside its link is taken, or left out and said when it is not a name', async () => {
  const bob = await newPage(env.browser, DESK);
  const dana = await newPage(env.browser, DESK);
  await openGame(bob, env.server.url, 'mode=link&side=black');
  await move(bob);
  const address = new URL(await sendToFriend(bob));
  for (const [from, why] of [
    ['<img src=x>', '“<img src=x>” has characters a name cannot have'],
    ['Bartholomew of the Long Names', '“Bartholomew of the Long Names” is longer than 24 characters'],
  ]) {
    address.searchParams.set('from', from);
    await openFromFriend(dana, address.href);
    assert.ok((await dana.locator('#page-error').innerText()).includes(`The sender’s name in this address was left out: ${why}`), from);
    assert.deepEqual(await friendChip(dana), ['Your friend']);
    assert.equal(await dana.inputValue('#friend-name'), '');
    assert.equal(new URL(dana.url()).searchParams.get('from'), null, 'the name is taken out of the address with the game');
  }
  // An address of an older page, its sender's name beside the link: the game takes it as its tag.
  address.searchParams.set('from', 'Bob');
  await openFromFriend(dana, address.href);
  await dana.waitForFunction(() => [...document.querySelectorAll('#board .loa-who')].some((w) => w.textContent === 'Bob'));
  assert.equal(await dana.evaluate(() => window.loaTest.board.notes().black), 'Bob');
  assertClean(bob);
  assertClean(dana);
  await bob.context().close();
  await dana.context().close();
});

test('a friend’s name an older page kept apart becomes the game’s own, in the list and on the board', async () => {
  const page = await newPage(env.browser, DESK);
  await openGame(page, env.server.url, 'mode=link&side=black');
  await move(page);
  await waitForKept(page);
  const id = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('loa.g.'))?.slice('loa.g.'.length));
  // What an older page kept: the friend's name per game, in a store of its own.
  await page.evaluate((id) => localStorage.setItem('loa.names.v1', JSON.stringify({ me: '', friends: { [id]: 'Zed' } })), id);
  await page.reload();
  await page.waitForFunction(() => [...document.querySelectorAll('#board .loa-who')].some((w) => w.textContent === 'Zed'));
  assert.equal(await page.evaluate(() => window.loaTest.board.notes().white), 'Zed');
  assert.match((await listedRows(page))[id], /^Standard · Zed, by link/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('loa.names.v1')));
  assert.deepEqual(kept.friends, {}, 'taken into the game, the old store forgets it');
  assertClean(page);
  await page.context().close();
});

for (const [lang, says, send] of [
  ['it', 'Invia la tua mossa a Zoë, poi apri qui la risposta.', 'Invia a Zoë'],
  ['de', 'Sende deinen Zug an Zoë und öffne die Antwort dann hier.', 'An Zoë senden'],
]) {
  test(`the link bar names the friend in ${lang}, at 360×740`, async () => {
    const page = await newPage(env.browser, PHONE);
    await openGame(page, env.server.url, `lang=${lang}&mode=link&side=black`);
    await typeName(page, '#friend-name', 'Zoë');
    await move(page);
    await linkSays(page, says);
    assert.equal(await page.locator('#send').innerText(), send);
    await page.locator('#link-bar').scrollIntoViewIfNeeded();
    await screenshot(page, `link-bar-named-${lang}-360`);
    assertClean(page);
    await page.context().close();
  });
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 844, height: 390 },
]) {
  test(`the "Address copied" note is wholly on screen at ${viewport.width}×${viewport.height}`, async () => {
    const page = await newPage(env.browser, { ...PHONE, viewport });
    await openGame(page, env.server.url, 'mode=link&side=black');
    await move(page);
    await waitForKept(page);
    // The send button brought just into view at the screen's foot, as a player scrolls to it.
    await page.locator('#send').evaluate((b) => b.scrollIntoView({ block: 'end' }));
    await page.click('#send');
    await page.waitForFunction(() => document.querySelector('#link-note').textContent !== '');
    assert.equal(await page.locator('#link-note').innerText(), 'Address copied: paste it in a message to your friend.');
    // Smooth scrolling, where the page asks for it, settles before the note is measured.
    await page.waitForFunction(() => {
      const r = document.querySelector('#link-note').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }, null, { timeout: 3000 }).catch(() => {});
    const box = await page.locator('#link-note').evaluate((n) => {
      const r = n.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: innerHeight };
    });
    assert.ok(box.top >= 0 && box.bottom <= box.height, `the note from ${box.top} to ${box.bottom} px, the screen ${box.height} px high`);
    await screenshot(page, `link-note-${viewport.width}`);
    assertClean(page);
    await page.context().close();
  });
}
