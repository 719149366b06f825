// Playing people (issue 18), the pure parts: whether an address continues your copy of a game by
// link (link-check.js compares what the core describes), and the games list in storage
// (archive.js) with a storage that works, is full, is blocked or holds garbage. Browser-free:
// localStorage is a small stand-in here.

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { compareCopies } from '../../www/page/link-check.js';

/** A stand-in for window.localStorage; `failing` makes every write throw (full or blocked). */
const storage = {
  data: new Map(),
  failing: false,
  blocked: false,
  getItem(k) {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    return this.data.has(k) ? this.data.get(k) : null;
  },
  setItem(k, v) {
    if (this.failing || this.blocked) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(k, String(v));
  },
  removeItem(k) {
    this.data.delete(k);
  },
};
globalThis.window = /** @type {any} */ ({ localStorage: storage });
const { listGames, putGame, findGame, removeGame, removeAllGames, computerStats, newGameId, MOST_GAMES } = await import('../../www/page/archive.js');

beforeEach(() => {
  storage.data.clear();
  storage.failing = false;
  storage.blocked = false;
});

/** A game of `n` plies alternating Black and White, moves numbered 1…n. */
const game = (n, { setup = 'std', outcome = null } = {}) => ({
  setup,
  moves: Array.from({ length: n }, (_, i) => i + 1),
  texts: Array.from({ length: n }, (_, i) => `m${i + 1}`),
  movers: Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'black' : 'white')),
  outcome,
});

test('an answer that adds your friend’s moves is accepted; a resignation of theirs too', () => {
  assert.deepEqual(compareCopies(game(3), game(4), 'black', 'black'), { verdict: 'accept' });
  assert.deepEqual(compareCopies(game(0), game(1), 'white', 'white'), { verdict: 'accept' });
  assert.deepEqual(compareCopies(game(4), game(4, { outcome: { result: '1-0', resigned: 'white' } }), 'black', 'black'), { verdict: 'accept' });
});

test('an older answer, or the same, changes nothing', () => {
  assert.deepEqual(compareCopies(game(5), game(3), 'black', 'black'), { verdict: 'older' });
  assert.deepEqual(compareCopies(game(5), game(5), 'black', 'black'), { verdict: 'same' });
  const over = game(5, { outcome: { result: '0-1', resigned: 'black' } });
  assert.deepEqual(compareCopies(over, game(5), 'black', 'black'), { verdict: 'older' }, 'your resignation is newer than their last move');
});

test('an edited answer is refused with what differs', () => {
  const edited = game(4);
  edited.moves[1] = 99;
  edited.texts[1] = 'x2';
  assert.deepEqual(compareCopies(game(3), edited, 'black', 'black'), { verdict: 'refuse', why: 'differs', ply: 2, yours: 'm2', theirs: 'x2' });
  assert.deepEqual(compareCopies(game(3), game(5), 'black', 'black'), { verdict: 'refuse', why: 'forYou', ply: 5, move: 'm5' });
  assert.deepEqual(compareCopies(game(3), game(4, { setup: 'other' }), 'black', 'black'), { verdict: 'refuse', why: 'setup' });
  assert.deepEqual(compareCopies(game(3), game(4), 'black', 'white'), { verdict: 'refuse', why: 'wrongSide' });
  assert.deepEqual(compareCopies(game(4), game(4, { outcome: { result: '0-1', resigned: 'black' } }), 'black', 'black'), { verdict: 'refuse', why: 'resignsForYou' });
  const over = game(4, { outcome: { result: '0-1', resigned: 'black' } });
  assert.deepEqual(compareCopies(over, game(5), 'black', 'black'), { verdict: 'refuse', why: 'over' });
});

/** A valid entry, changed by `change`. */
const entry = (change = {}) => ({
  id: newGameId(),
  kind: 'computer',
  level: 3,
  human: 'black',
  variant: 'standard',
  started: 1000,
  updated: 2000,
  link: 'standard~mBT',
  record: '1. b1-d3 *',
  result: null,
  mine: null,
  turns: 1,
  yourTurn: false,
  ...change,
});

test('games are kept under their identity, newest change first, and forgotten one by one or all', () => {
  const a = entry({ updated: 1 });
  const b = entry({ updated: 2 });
  assert.ok(putGame(a));
  assert.ok(putGame(b));
  assert.deepEqual(listGames().games.map((g) => g.id), [b.id, a.id]);
  assert.ok(putGame({ ...a, link: 'standard~mBTQT', turns: 2, updated: 3 }));
  assert.deepEqual(listGames().games.map((g) => [g.id, g.turns]), [[a.id, 2], [b.id, 1]], 'replaced, not added');
  assert.equal(findGame(b.id)?.id, b.id);
  assert.ok(removeGame(a.id));
  assert.deepEqual(listGames().games.map((g) => g.id), [b.id]);
  assert.ok(removeAllGames());
  assert.deepEqual(listGames(), { games: [] });
  assert.match(newGameId(), /^[A-Za-z0-9_-]{12}$/);
});

test('a game shown again unchanged leaves its entry as it was', () => {
  const a = entry();
  putGame(a);
  const before = storage.data.get('loa.games');
  assert.ok(putGame({ ...a, updated: 99999, started: 5 }));
  assert.equal(storage.data.get('loa.games'), before);
});

test('garbage in storage: the list starts afresh or leaves out what is malformed; a bad entry is never stored', () => {
  storage.data.set('loa.games', '{"v":1,');
  assert.deepEqual(listGames(), { games: [], problem: 'corrupted' });
  storage.data.set('loa.games', JSON.stringify({ v: 7, games: [] }));
  assert.deepEqual(listGames(), { games: [], problem: 'corrupted' });
  const good = entry();
  storage.data.set('loa.games', JSON.stringify({ v: 1, games: [good, { ...good, id: 'no spaces allowed' }, { ...good, result: '2-0' }, 7, null] }));
  assert.deepEqual(listGames(), { games: [good], dropped: 4 });
  assert.equal(putGame(/** @type {any} */ ({ ...good, kind: 'robot' })), false);
});

test('full storage: the oldest finished games give way, then the game is refused; blocked storage throws nothing', () => {
  const old = entry({ result: '1-0', mine: 'won', updated: 1 });
  putGame(old);
  // Room for one game only: the finished one gives way to the new game.
  const real = storage.setItem;
  storage.setItem = function (k, v) {
    if (JSON.parse(v).games.length > 1) throw new DOMException('full', 'QuotaExceededError');
    real.call(this, k, v);
  };
  const fresh = entry({ updated: 2 });
  assert.ok(putGame(fresh));
  assert.deepEqual(listGames().games.map((g) => g.id), [fresh.id]);
  storage.setItem = real;
  storage.failing = true;
  assert.equal(putGame(entry()), false);
  assert.equal(removeAllGames(), false);
  storage.blocked = true;
  assert.deepEqual(listGames(), { games: [] });
  assert.equal(putGame(entry()), false);
  assert.ok(MOST_GAMES >= 100);
});

test('statistics against the computer: won, lost and drawn by level, levels in order', () => {
  const games = [
    entry({ level: 4, result: '1-0', mine: 'won' }),
    entry({ level: 2, result: '0-1', mine: 'lost' }),
    entry({ level: 4, result: '1/2-1/2', mine: 'drawn' }),
    entry({ level: 4, result: '0-1', mine: 'lost' }),
    entry({ level: 2 }), // under way: not counted
    entry({ kind: 'link', level: null, result: '1-0', mine: 'won' }),
  ];
  assert.deepEqual([...computerStats(games)], [
    [2, { won: 0, lost: 1, drawn: 0 }],
    [4, { won: 1, lost: 1, drawn: 1 }],
  ]);
});

test('the people sentences that load on demand: every language has English’s keys, and they reach a Words', async () => {
  const { PEOPLE_SENTENCES, addPeopleWords } = await import('../../www/words/people-words.js');
  const { createWords } = await import('../../www/words/words.js');
  await import('../../www/words/catalogues.js');
  const keys = Object.keys(PEOPLE_SENTENCES.en).sort();
  for (const locale of ['it', 'de']) assert.deepEqual(Object.keys(PEOPLE_SENTENCES[locale]).sort(), keys, locale);
  const words = createWords({ locale: 'de' });
  assert.equal(words.t('games.review'), 'games.review', 'not in the catalogue before');
  addPeopleWords(words);
  assert.equal(words.t('games.review'), 'Ansehen');
  assert.equal(createWords({ locale: 'en' }).t('games.turns', { count: 1 }), '1 turn', 'English, the fallback, has them too');
});
