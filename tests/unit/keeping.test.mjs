// Keeping the game on the page (keeping.js), browser-free: a tab whose copy is older than
// what another tab kept never writes over it (its move becomes a new game); what does not fit in
// storage is said and leaves nothing older behind.
// localStorage is a small stand-in with a quota, in characters (fake-storage.mjs).

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { storage } from './fake-storage.mjs';

const { saveAndKeep, gameToResume } = await import('../../www/page/keeping.js');
const { findGame, listStored } = await import('../../www/page/archive.js');
const { loadGame } = await import('../../www/page/resume.js');

const game = (link) => ({ link, mode: /** @type {const} */ ('friend'), human: /** @type {const} */ ('black'), level: 3, moveTime: 1000, seed: 7, clock: null, clockTimes: null });
const fresh = (id) => ({ id, kind: /** @type {const} */ ('friend'), seed: 7, started: 1, kept: null, updated: null });

beforeEach(() => {
  storage.data.clear();
  storage.quota = Infinity;
});

test('two tabs of one game: the older copy’s move is kept as a new game, the longer game is never overwritten', () => {
  const said = [];
  const tell = (key, params) => said.push(params ? `${key} ${JSON.stringify(params)}` : key);
  // Both tabs show the game after one move.
  let a = saveAndKeep(fresh('G'), game('standard~m1'), { moves: 1, record: undefined, tell });
  let b = { ...a };
  // Tab A plays on: 3 moves kept.
  a = saveAndKeep(a, game('standard~m123'), { moves: 3, record: undefined, tell });
  assert.equal(findGame('G')?.link, 'standard~m123');
  assert.deepEqual(said, []);
  // Tab B, still on its old copy, plays another second move.
  b = saveAndKeep(b, game('standard~m1x'), { moves: 2, record: undefined, tell });
  assert.notEqual(b.id, 'G', 'a new identity');
  assert.equal(findGame('G')?.link, 'standard~m123', 'the longer game stays');
  assert.equal(findGame(b.id)?.link, 'standard~m1x', 'the older copy’s move is a game of its own');
  assert.deepEqual(said, ['page.otherTab']);
  // Tab A goes on under its own identity, without a word.
  a = saveAndKeep(a, game('standard~m1234'), { moves: 4, record: undefined, tell });
  assert.equal(a.id, 'G');
  assert.equal(findGame('G')?.link, 'standard~m1234');
  assert.equal(listStored().games.length, 2);
  assert.equal(said.length, 1);
});

test('comments that do not fit: the moves are saved without them and it is said; when nothing fits, no older save stays', () => {
  const said = [];
  const tell = (key, params) => said.push(params ? `${key} ${JSON.stringify(params)}` : key);
  let current = saveAndKeep(fresh('G'), game('standard~m1'), { moves: 1, record: undefined, tell });
  assert.equal(loadGame().saved?.link, 'standard~m1');
  storage.quota = 2000;
  current = saveAndKeep(current, game('standard~m12'), { moves: 2, record: 'x'.repeat(5000), tell });
  assert.equal(loadGame().saved?.link, 'standard~m12', 'the moves are saved');
  assert.equal(loadGame().saved?.record, undefined, 'without the comments');
  assert.deepEqual(said, ['page.notesNotKept {"count":5000}']);
  storage.quota = 10; // not even the moves
  saveAndKeep(current, game('standard~m123'), { moves: 3, record: undefined, tell });
  assert.deepEqual(loadGame(), { saved: null }, 'no older position is left to resume');
  assert.deepEqual(said.slice(1), ['games.notSaved {"count":0}'], 'said once');
  assert.equal(findGame('G')?.link, 'standard~m12', 'the list keeps the last version it could');
});

test('blocked storage: nothing said before the first move, then once', () => {
  const said = [];
  const tell = (key) => said.push(key);
  storage.quota = 0;
  let current = saveAndKeep(fresh('H'), game('standard'), { moves: 0, record: undefined, tell });
  assert.deepEqual(said, []);
  current = saveAndKeep(current, game('standard~m1'), { moves: 1, record: undefined, tell });
  saveAndKeep(current, game('standard~m12'), { moves: 2, record: undefined, tell });
  assert.deepEqual(said, ['games.notSaved']);
});

test('an address that names a game resumes none: the saved one is put aside, where the page says it is', () => {
  saveAndKeep(fresh('G'), game('standard~m1'), { moves: 1, record: 'names', tell: () => {} });
  assert.equal(gameToResume(false).saved?.link, 'standard~m1');
  assert.equal(gameToResume(true).saved, null);
  assert.equal(gameToResume(true).previous?.id, 'G');
});
