// Playing people, the pure parts: whether an address continues your copy of a game by
// link (link-check.js compares what the core describes), and the games list in storage
// (archive.js) with a storage that works, is full, is blocked or holds garbage. Browser-free:
// localStorage is a small stand-in here.

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { compareCopies } from '../../www/page/link-check.js';

/** A stand-in for localStorage; `failing` makes every write throw (full), `blocked` every access. */
const storage = {
  data: new Map(),
  failing: false,
  blocked: false,
  get length() {
    if (this.blocked) throw new DOMException('blocked', 'SecurityError');
    return this.data.size;
  },
  key(i) {
    return [...this.data.keys()][i] ?? null;
  },
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
globalThis.localStorage = /** @type {any} */ (storage);
const { listStored, putGame, findGame, removeGame, removeAllGames, computerStats, toEntry, newGameId } = await import('../../www/page/archive.js');
const { keepGame } = await import('../../www/page/resume.js');

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
  assert.deepEqual(compareCopies(game(4), game(4, { outcome: { result: '1-0', agreed: false } }), 'black', 'black'), { verdict: 'accept' });
});

test('an older answer, or the same, changes nothing', () => {
  assert.deepEqual(compareCopies(game(5), game(3), 'black', 'black'), { verdict: 'older' });
  assert.deepEqual(compareCopies(game(5), game(5), 'black', 'black'), { verdict: 'same' });
  const over = game(5, { outcome: { result: '0-1', agreed: false } });
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
  const over = game(4, { outcome: { result: '0-1', agreed: false } });
  assert.deepEqual(compareCopies(over, game(5), 'black', 'black'), { verdict: 'refuse', why: 'over' });
});

/** What is stored for a game, changed by `change`. */
const stored = (change = {}) => ({ link: 'standard~mBT', kind: 'computer', level: 3, human: 'black', started: 1000, updated: 2000, ...change });

test('games are kept each under its identity (as the page writes them), newest change first, and forgotten one by one or all', () => {
  const [a, b] = [newGameId(), newGameId()];
  assert.match(a, /^[A-Za-z0-9_-]{12}$/);
  assert.ok(keepGame(a, stored({ updated: 1 })), 'the page’s own write');
  assert.ok(putGame(b, stored({ updated: 2 })));
  assert.deepEqual(listStored().games.map((g) => g.id), [b, a]);
  assert.ok(putGame(a, stored({ link: 'standard~mBTQT', updated: 3 })));
  assert.deepEqual(listStored().games.map((g) => [g.id, g.link]), [[a, 'standard~mBTQT'], [b, 'standard~mBT']], 'replaced, not added');
  assert.equal(findGame(b)?.id, b);
  assert.equal(findGame('nothing'), null);
  removeGame(a);
  assert.deepEqual(listStored().games.map((g) => g.id), [b]);
  storage.data.set('other.key', '1');
  removeAllGames();
  assert.deepEqual(listStored(), { games: [], unreadable: 0 });
  assert.equal(storage.data.get('other.key'), '1', 'only games are forgotten');
});

test('garbage in storage: each entry that cannot be read is left out and counted; a bad game is never stored', () => {
  putGame('good', stored());
  storage.data.set('loa.g.broken', '{"link":');
  storage.data.set('loa.g.wrong', JSON.stringify(stored({ kind: 'robot' })));
  storage.data.set('loa.g.nolevel', JSON.stringify(stored({ level: 9 })));
  assert.deepEqual(listStored(), { games: [{ ...stored(), id: 'good' }], unreadable: 3 });
  assert.equal(putGame('x', /** @type {any} */ (stored({ human: 'green' }))), false);
  assert.equal(findGame('broken'), null);
});

test('full or blocked storage throws nothing: the game is not kept and the caller is told', () => {
  storage.failing = true;
  assert.equal(putGame('a', stored()), false);
  assert.equal(keepGame('a', stored()), false);
  storage.failing = false;
  putGame('a', stored());
  storage.blocked = true;
  assert.deepEqual(listStored(), { games: [], unreadable: 0 });
  assert.equal(findGame('a'), null);
  assert.equal(putGame('b', stored()), false);
  assert.doesNotThrow(() => removeAllGames());
});

/** What the core's summary would say of a link: White to move, 2 turns (`sides` as AmbiLOA's with `teams`); or a throw. */
const describe = (result, winner, teams = false) => (link) => {
  if (link === 'bad') throw new Error('game link, character 1: bad');
  return { variant: 'standard', result, winner, toMove: teams ? 'north_south' : 'white', turns: 2, sides: teams ? ['east_west', 'north_south'] : ['black', 'white'] };
};

test('an entry as the list shows it: your result, whose turn; a link the core refuses is left out', () => {
  const game = { ...stored(), id: 'g' };
  assert.deepEqual(toEntry(game, describe('1-0', 'black')), { ...game, variant: 'standard', result: '1-0', mine: 'won', turns: 2, yourTurn: false });
  assert.equal(toEntry({ ...game, human: 'white' }, describe('1-0', 'black'))?.mine, 'lost');
  assert.equal(toEntry(game, describe('1/2-1/2', null))?.mine, 'drawn');
  assert.equal(toEntry({ ...game, kind: 'friend', human: null }, describe('1-0', 'black'))?.mine, null, 'two players: no "you"');
  assert.equal(toEntry({ ...game, kind: 'link', human: 'white' }, describe(null, null))?.yourTurn, true);
  assert.equal(toEntry({ ...game, kind: 'link', human: 'black' }, describe(null, null))?.yourTurn, false, 'your friend’s turn');
  assert.equal(toEntry({ ...game, link: 'bad' }, describe(null, null)), null);
  // In AmbiLOA your colour names your team: the side the core's summary gives it.
  assert.equal(toEntry(game, describe('1-0', 'east_west', true))?.mine, 'won');
  assert.equal(toEntry({ ...game, human: 'white' }, describe('1-0', 'east_west', true))?.mine, 'lost');
  assert.equal(toEntry({ ...game, kind: 'link', human: 'white' }, describe(null, null, true))?.yourTurn, true);
});

test('statistics against the computer: won, lost and drawn by level, levels in order', () => {
  const entry = (change) => ({ ...stored(), id: 'x', variant: 'standard', result: null, mine: null, turns: 1, yourTurn: false, ...change });
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
  const { LINK_SENTENCES, addLinkWords } = await import('../../www/words/link-words.js');
  const linkKeys = Object.keys(LINK_SENTENCES.en).sort();
  for (const locale of ['it', 'de']) assert.deepEqual(Object.keys(LINK_SENTENCES[locale]).sort(), linkKeys, `${locale} link sentences`);
  const { VARIATION_SENTENCES } = await import('../../www/words/variation-words.js');
  const variationKeys = Object.keys(VARIATION_SENTENCES.en).sort();
  for (const locale of ['it', 'de']) assert.deepEqual(Object.keys(VARIATION_SENTENCES[locale]).sort(), variationKeys, `${locale} variation sentences`);
  const { createWords } = await import('../../www/words/words.js');
  const { loadCatalogue } = await import('../../www/words/catalogues.js');
  await loadCatalogue('de'); // catalogues load when asked for (the package's lazy languages)
  const keys = Object.keys(PEOPLE_SENTENCES.en).sort();
  for (const locale of ['it', 'de']) assert.deepEqual(Object.keys(PEOPLE_SENTENCES[locale]).sort(), keys, locale);
  const words = createWords({ locale: 'de' });
  assert.equal(words.t('games.review'), 'games.review', 'not in the catalogue before');
  addPeopleWords(words);
  assert.equal(words.t('games.review'), 'Ansehen');
  assert.equal(words.t('link.send'), 'link.send', 'play by link’s sentences load with it, not with the games list');
  addLinkWords(words);
  assert.equal(words.t('link.send'), 'An dein Gegenüber senden');
  assert.equal(createWords({ locale: 'en' }).t('games.turns', { count: 1 }), '1 turn', 'English, the fallback, has them too');
});

test('an older page’s friends’ names are taken once into their games, and only your own name stays kept', async () => {
  const { takeOldFriendName, oldFriendName, forgetOldFriendName, yourName, setYourName } = await import('../../www/page/friend-names.js');
  storage.data.set('loa.names.v1', JSON.stringify({ me: 'Ann', friends: { g1: 'Zed', g2: 'Yva', g3: '<b>' } }));
  assert.equal(oldFriendName('g1'), 'Zed', 'the list shows it before the game is opened');
  assert.equal(takeOldFriendName('g1'), 'Zed');
  assert.equal(takeOldFriendName('g1'), '', 'taken once: the game keeps it from then on');
  assert.equal(oldFriendName('g3'), '', 'what is no name is not read');
  forgetOldFriendName('g2');
  assert.equal(oldFriendName('g2'), '');
  assert.equal(yourName(), 'Ann', 'your own name stays');
  setYourName('Bo');
  assert.deepEqual(JSON.parse(storage.data.get('loa.names.v1')), { me: 'Bo', friends: {} });
});

test('the link bar’s sentences have a twin naming the friend, with the name, in every language', async () => {
  const { PEOPLE_SENTENCES } = await import('../../www/words/people-words.js');
  const { LINK_SENTENCES } = await import('../../www/words/link-words.js');
  const { default: en } = await import('../../www/words/i18n/en.js');
  const { default: it } = await import('../../www/words/i18n/it.js');
  const { default: de } = await import('../../www/words/i18n/de.js');
  const named = ['send', 'address', 'sayYourTurn', 'sayTheirTurn', 'sayInvite', 'sayOver', 'sayResult', 'sayOffered', 'sayOffer', 'shared', 'copied', 'copyByHand'];
  for (const [locale, catalogue] of Object.entries({ en, it, de })) {
    const sentences = { ...catalogue, ...PEOPLE_SENTENCES[locale], ...LINK_SENTENCES[locale] };
    for (const key of [...named.map((k) => `link.${k}`), 'panel.waitingFriend']) {
      const twin = sentences[`${key}Named`];
      assert.ok(typeof twin === 'string' && twin.includes('{name}'), `${locale} ${key}Named names the friend`);
      assert.doesNotMatch(twin, /friend|amico|Gegenüber|Freund/, `${locale} ${key}Named: "${twin}"`);
    }
  }
});
