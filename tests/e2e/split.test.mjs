// The board's three parts seen from outside: the words can be replaced by an embedder, the
// controller's undo policy works on the core's whole turns, and the view draws the players the
// core reports (chips, hands, last turn) instead of knowing them itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, state, waitForHumanTurn, playByPointer, pickMove, useBrowser } from './harness.mjs';

const env = useBrowser();

/** Mounts a second board on the index page with `config`; it is reachable as window.extra. */
async function mountExtra(page, config) {
  await page.evaluate(async (cfg) => {
    const { mount, registerCatalogue } = await import('./www/board.js');
    if (cfg.catalogue) registerCatalogue(cfg.catalogue.locale, cfg.catalogue.words);
    const host = document.createElement('div');
    host.id = 'extra';
    document.body.append(host);
    window.extra = mount(host, cfg.board);
    await window.extra.ready;
  }, config);
}

const live = (page) => page.locator('#extra [aria-live="polite"]').innerText();

test('an embedder replaces sentences: the status, chips and grid speak its words', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await mountExtra(page, {
    board: {
      mode: 'friend',
      words: {
        'colour.black': 'Noirs',
        'piece.black': 'noir',
        'status.toMove': '{player} au trait.',
        'announce.newGame': 'Nouvelle partie ({variant}). {status}',
        'grid.piece': '{square} : {piece}',
      },
    },
  });
  assert.equal(await live(page), 'Nouvelle partie (Standard). Noirs au trait.');
  assert.match(await page.locator('#extra .loa-chip.loa-active').innerText(), /Noirs/);
  assert.equal(await page.getAttribute('#extra [data-square="b1"]', 'aria-label'), 'b1 : noir');
  // A sentence not replaced keeps its English words, and the index page's board is untouched.
  assert.equal(await page.getAttribute('#extra [data-square="c3"]', 'aria-label'), 'c3, empty');
  assert.equal(await page.getAttribute('#board [data-square="b1"]', 'aria-label'), 'b1, black');
  const words = await page.evaluate(() => [window.extra.words().t('chip.hand', { count: 1, piece: 'x' }), window.extra.words().t('chip.hand', { count: 3, piece: 'x' })]);
  assert.deepEqual(words, ['1 x piece in hand', '3 x pieces in hand'], 'plural forms follow the count');
  assertClean(page);
});

test('a registered catalogue is chosen by locale; an unknown locale is reported and English is used', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url);
  await mountExtra(page, {
    catalogue: { locale: 'de', words: { 'colour.black': 'Schwarz', 'status.toMove': '{player} ist am Zug.', 'announce.newGame': '{status}' } },
    board: { mode: 'friend', locale: 'de' },
  });
  assert.equal(await live(page), 'Schwarz ist am Zug.');
  await page.evaluate(() => {
    window.extra.destroy();
    document.querySelector('#extra').remove();
  });
  await mountExtra(page, { board: { mode: 'friend', locale: 'xx' } });
  // The English page has loaded no other language (language.js); the test registered German.
  assert.match(await page.locator('#extra .loa-toast').innerText(), /no catalogue for the locale "xx" \(registered: en, de\); using English/);
  assert.equal(await page.evaluate(() => window.extra.words().status(window.extra.state())), 'Black to move.');
  assertClean(page);
});

test('undo against the computer in Parachute takes back whole turns, to your own; redo replays them', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=parachute&level=1');
  // Your turn: a move, then its drop; then the computer's whole turn.
  for (let i = 0; i < 2; i++) {
    const s = await state(page);
    await playByPointer(page, pickMove(s));
    await page.waitForFunction((n) => window.loaTest.board.state().history.length > n, s.history.length);
  }
  await waitForHumanTurn(page, ['black']);
  const before = await state(page);
  assert.equal(before.turns.length, 2, 'one turn each');
  assert.equal(before.history.length, 4, 'each turn is a move and a drop');
  assert.deepEqual(before.lastTurnSquares.length, 3, 'the last turn marks its move and its drop');

  // Half way through your next turn (moved, drop pending), undo goes back to its start...
  await playByPointer(page, pickMove(before));
  await page.waitForFunction(() => window.loaTest.board.state().dropDue);
  await page.click('#undo');
  let s = await state(page);
  assert.deepEqual(s.history, before.history, 'the half-played turn is taken back');
  assert.equal(s.dropDue, false);

  // ...and again to your own turn before the computer's: both whole turns go.
  await page.click('#undo');
  s = await state(page);
  assert.equal(s.history.length, 0, 'your turn and the computer’s are taken back, drops included');
  assert.equal(s.turn, 'black');
  assert.equal(s.dropDue, false);
  assert.deepEqual(s.lastTurnSquares, []);
  assert.equal(await page.locator('.loa-chip[data-colour="black"] .loa-hand .loa-disc').count(), 6, 'the hand is full again');

  await page.click('#redo');
  s = await state(page);
  assert.deepEqual(s.history.map((m) => m.text), before.history.map((m) => m.text), 'redo replays both turns');
  assert.equal(s.turn, 'black');
  assert.equal(await page.locator('#moves li').count(), 1, 'the move list shows one row of two turns');
  assert.equal(await page.locator('#moves .move').first().innerText(), before.turns[0].text);
  assertClean(page);
});

test('the AmbiLOA chips are the core’s players: order, seats, colours and whose turn', async () => {
  const page = await newPage(env.browser);
  await openGame(page, env.server.url, 'variant=ambiloa&mode=friend');
  const s = await state(page);
  const read = (bar) =>
    page.$$eval(`.loa-bar-${bar} .loa-chip`, (els) =>
      els.map((e) => ({ colour: e.dataset.colour, seat: e.dataset.seat, active: e.classList.contains('loa-active') })),
    );
  const chips = [...(await read('bottom')), ...(await read('top'))];
  // Each bar from left to right as seen from South: West at the left end, East at the right.
  const x = { west: 0, south: 1, north: 1, east: 2 };
  const leftToRight = (players, sign = 1) => [...players].sort((a, b) => sign * (x[a.seat] - x[b.seat]));
  const bottom = s.players.slice(0, s.players.length / 2);
  const top = s.players.slice(s.players.length / 2);
  assert.deepEqual(
    chips,
    [...leftToRight(bottom), ...leftToRight(top)].map((p) => ({ colour: p.colour, seat: p.seat, active: p.toMove })),
    'the first half of the table sits at the bottom, each seat at its side',
  );
  assert.ok(s.players.every((p) => p.seat), 'every AmbiLOA player has a seat');
  await page.click('#flip');
  const flipped = await page.$$eval('.loa-bar-bottom .loa-chip', (els) => els.map((e) => e.dataset.colour));
  assert.deepEqual(flipped, leftToRight(top, -1).map((p) => p.colour), 'flipped, the other half sits at the bottom, seen from North');
  assertClean(page);
});
