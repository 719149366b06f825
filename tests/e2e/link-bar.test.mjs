// The link bar of a game by link as players meet it: games named by the friend's name (typed, or
// sent by the friend with their moves) in "Your games", on the friend's chip and under the status, two friends' games
// told apart in one list, a refused name said and the old one kept, and the "Address copied" note
// wholly on a phone's screen, upright and turned. Fails on any console error (assertClean).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, DESK, move, sendToFriend, openFromFriend, listedRows, waitForKept } from './by-link.mjs';
import { newPage, assertClean, openGame, screenshot, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Types `name` in a name field of the link bar and leaves it (a change, as a player makes it). */
async function typeName(page, field, name) {
  await page.fill(field, name);
  await page.press(field, 'Tab');
}

/** The game's identity in an address. @param {string} url */
const idOf = (url) => new URL(url).searchParams.get('id');

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
  assert.equal(new URL(fromBob).searchParams.get('from'), 'Bob');
  await openFromFriend(alice, fromBob);
  // Alice never typed Bob's name: it came with his move.
  assert.deepEqual(await friendChip(alice), ['Bob']);
  assert.equal(await alice.inputValue('#friend-name'), 'Bob');
  await alice.waitForFunction(() => document.querySelector('#game-info').textContent === 'Standard · Bob, by link', null, { timeout: 5000 }).catch(() => {});
  assert.equal(await alice.locator('#game-info').innerText(), 'Standard · Bob, by link', 'the line under the status names him');
  // Carol starts another game with Alice, and sends no name: Alice names her.
  await openGame(carol, env.server.url, 'mode=link&side=black');
  await move(carol);
  const fromCarol = await sendToFriend(carol);
  assert.equal(new URL(fromCarol).searchParams.get('from'), null, 'no name given, none sent');
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
  assert.equal(new URL(toCarol).searchParams.get('from'), 'Alice B.');
  await openFromFriend(carol, toCarol);
  assert.deepEqual(await friendChip(carol), ['Alice B.']);
  await carol.reload();
  await carol.waitForFunction(() => [...document.querySelectorAll('#board .loa-who')].some((w) => w.textContent === 'Alice B.'));
  assert.match((await listedRows(carol))[idOf(toCarol)], /^Standard · Alice B\., by link/);
  assert.equal(await carol.locator('#game-info').innerText(), 'Standard · Alice B., by link');
  await screenshot(carol, 'link-names-360');
  for (const page of [alice, bob, carol]) assertClean(page);
  for (const page of [alice, bob, carol]) await page.context().close();
});

test('a name an address brings that is not a name is left out, said, and the game still opens', async () => {
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
  assertClean(bob);
  assertClean(dana);
  await bob.context().close();
  await dana.context().close();
});

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
