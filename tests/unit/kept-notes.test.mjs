// A game's names and comments kept apart from its moves (kept-notes.js over site/pieces.js),
// browser-free: a long record is kept in pieces and a change rewrites only the pieces it touched;
// the resume slot and the games list share one copy; a write that does not fit leaves the older
// text whole; a piece gone missing is caught; the older layout (the record inside the slot and
// inside the list's entry) is read and moved apart on first read; each game keeps its own analysis.
// localStorage is a small stand-in with a quota, in characters, that counts what is written
// (fake-storage.mjs).

import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { storage } from './fake-storage.mjs';

const { readText, writeText, forgetText, PIECE } = await import('../../www/site/pieces.js');
const { saveAndKeep, savedNotes } = await import('../../www/page/keeping.js');
/** Loads kept-notes.js as a reload with names and comments does (the first load does without it). */
const loadNotesStore = () => savedNotes(/** @type {any} */ ({ notes: true, id: 'none' }));
const { findGame, listStored, removeGame } = await import('../../www/page/archive.js');
const { loadGame } = await import('../../www/page/resume.js');
const { gameToResume } = await import('../../www/page/keeping.js');
const { keepReview, storedReview } = await import('../../www/page/kept-reviews.js');

const game = (link) => ({ link, mode: /** @type {const} */ ('friend'), human: /** @type {const} */ ('black'), level: 3, moveTime: 1000, seed: 7, clock: null, clockTimes: null });
const fresh = (id) => ({ id, kind: /** @type {const} */ ('friend'), seed: 7, started: 1, kept: null, updated: null });
const quiet = { tell: () => {} };

beforeEach(() => {
  storage.data.clear();
  storage.quota = Infinity;
  storage.written = 0;
});

test('before kept-notes.js has loaded, names and comments go inside the slot and the entry, the older layout; apart once it has', async () => {
  const record = '[Black "alice"]\n\n1. b1-d3 {before the writer} *\n';
  saveAndKeep(fresh('W'), game('standard~m1'), { moves: 1, record, ...quiet });
  assert.equal(JSON.parse(storage.data.get('loa.game')).record, record, 'inside the slot');
  assert.equal(loadGame().saved?.record, record);
  assert.equal(findGame('W')?.notes, record);
  await loadNotesStore();
  await new Promise((go) => setTimeout(go));
  assert.equal(JSON.parse(storage.data.get('loa.game')).record, undefined, 'saved again, apart');
  assert.equal(JSON.parse(storage.data.get('loa.g.W')).notes, true);
  assert.equal(await savedNotes(loadGame().saved), record);
});

test('while a reload’s names and comments are read back, a save keeps them where they are', async () => {
  const record = '[Black "alice"]\n\n1. b1-d3 {kept apart} *\n';
  await loadNotesStore();
  saveAndKeep(fresh('R'), game('standard~m1'), { moves: 1, record, ...quiet });
  const { saved } = gameToResume(false);
  assert.equal(saved?.notes, true);
  // The page saves before the names are given back (record undefined): they stay, pointed at.
  saveAndKeep({ ...fresh('R'), kept: null }, game('standard~m1'), { moves: 1, record: undefined, ...quiet });
  assert.equal(await savedNotes(loadGame().saved), record);
  assert.equal(findGame('R')?.notes, record);
});

test('a long text is kept in pieces; appending to it writes its last piece and the head, not the whole text', () => {
  const long = 'x'.repeat(PIECE * 50 + 10);
  assert.equal(writeText('t', long), true);
  assert.equal(readText('t').text, long);
  assert.ok(storage.written >= long.length);
  storage.written = 0;
  assert.equal(writeText('t', `${long} 1. b1-d3`), true);
  assert.equal(readText('t').text, `${long} 1. b1-d3`);
  assert.ok(storage.written < PIECE + 2000, `${storage.written} characters written for a change at the end`);
  storage.written = 0;
  assert.equal(writeText('t', `${long} 1. b1-d3`), true);
  assert.equal(storage.written, 0, 'nothing written when nothing changed');
  assert.equal([...storage.data.keys()].filter((k) => k.startsWith('t#')).length, 51, 'no piece left behind');
  forgetText('t');
  assert.equal(storage.data.size, 0);
});

test('a change in the middle rewrites the pieces around it, not all that follows; any edits read back exactly', () => {
  const text = Array.from({ length: 40 }, (_, i) => `${i}. b1-d3 {${String(i).repeat(3000)}}\n`).join('');
  assert.equal(writeText('t', text), true);
  storage.written = 0;
  const edited = text.replace('{7777', '{a longer comment on move seven 7777');
  assert.equal(writeText('t', edited), true);
  assert.equal(readText('t').text, edited);
  assert.ok(storage.written < 3 * PIECE, `${storage.written} characters written for a change in the middle of ${text.length}`);
  // Random inserts, deletions and appends: always read back as written, with no trail of small pieces.
  let now = edited;
  let seed = 7;
  const random = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  for (let i = 0; i < 300; i++) {
    const at = random(now.length + 1);
    const cut = random(3) === 0 ? random(2000) : 0;
    now = now.slice(0, at) + 'y'.repeat(random(300)) + now.slice(at + cut);
    assert.equal(writeText('t', now), true);
    assert.equal(readText('t').text, now);
  }
  const pieces = [...storage.data.keys()].filter((k) => k.startsWith('t#')).length;
  assert.ok(pieces <= 2 * Math.ceil(now.length / PIECE) + 2, `${pieces} pieces for ${now.length} characters`);
});

test('a text that does not fit leaves the older one whole; a missing piece is caught, not read as a shorter text', () => {
  assert.equal(writeText('t', 'a'.repeat(PIECE * 3)), true);
  storage.quota = [...storage.data.values()].reduce((n, v) => n + v.length, 0) + PIECE;
  assert.equal(writeText('t', 'b'.repeat(PIECE * 3)), false);
  assert.equal(readText('t').text, 'a'.repeat(PIECE * 3), 'the older text, whole');
  assert.equal([...storage.data.keys()].filter((k) => k.startsWith('t#')).length, 3, 'nothing half-written stays');
  storage.data.set('t', '{"v":1,"length":3,"parts":["gone"]}');
  assert.deepEqual(readText('t'), { text: undefined, corrupted: true });
  storage.data.set('t', '{"v":1,"length":3,"parts":["../x"]}');
  assert.deepEqual(readText('t'), { text: undefined, corrupted: true });
});

test('the resume slot and the list share one copy of the names and comments; a move rewrites only what changed', async () => {
  await loadNotesStore();
  const record = `[Black "alice"]\n\n1. b1-d3 {${'c'.repeat(PIECE * 20)}} *\n`;
  let current = saveAndKeep(fresh('G'), game('standard~m1'), { moves: 1, record, ...quiet });
  assert.equal(await savedNotes(loadGame().saved), record);
  assert.equal(findGame('G')?.notes, record);
  const total = [...storage.data.values()].reduce((n, v) => n + v.length, 0);
  assert.ok(total < record.length * 1.1, `${total} characters stored for a record of ${record.length}: one copy`);
  storage.written = 0;
  const longer = record.replace(' *\n', ' a7-a5 *\n');
  current = saveAndKeep(current, game('standard~m12'), { moves: 2, record: longer, ...quiet });
  assert.ok(storage.written < 2 * PIECE, `${storage.written} characters written for a move`);
  assert.equal(await savedNotes(loadGame().saved), longer);
  assert.equal(findGame('G')?.notes, longer);
  // Deleting the game on the board from the list keeps its names for the reload; once another game is shown, they go.
  removeGame('G');
  assert.equal(await savedNotes(loadGame().saved), longer);
  saveAndKeep(fresh('H'), game('standard~m1'), { moves: 1, record: undefined, ...quiet });
  listStored();
  assert.deepEqual([...storage.data.keys()].filter((k) => k.startsWith('loa.n.')), []);
});

test('the older layout — the record inside the slot and inside the list’s entry — is read and moved apart', async () => {
  await loadNotesStore();
  const record = '[Black "alice"]\n\n1. b1-d3 {kept before} *\n';
  storage.data.set('loa.game', JSON.stringify({ v: 1, link: 'standard~m1', mode: 'friend', human: 'black', level: 3, moveTime: 1000, seed: 7, id: 'OLD', kind: 'friend', started: 1, record }));
  storage.data.set('loa.g.OLD', JSON.stringify({ link: 'standard~m1', kind: 'friend', level: null, human: null, started: 1, updated: 2, notes: record }));
  storage.data.set('loa.g.OTHER', JSON.stringify({ link: 'standard~m1', kind: 'imported', level: null, human: null, started: 1, updated: 1, notes: `${record} ` }));
  assert.equal(loadGame().saved?.record, record);
  saveAndKeep({ ...fresh('OLD'), kept: 'standard~m1', seen: 'standard~m1' }, game('standard~m1'), { moves: 1, record, ...quiet });
  assert.equal(JSON.parse(storage.data.get('loa.game')).record, undefined, 'the slot no longer holds it, at the next save');
  assert.deepEqual(listStored().games.map((g) => g.notes), [record, `${record} `]);
  for (const id of ['OLD', 'OTHER']) assert.equal(JSON.parse(storage.data.get(`loa.g.${id}`)).notes, true, 'the entry points to it');
  assert.equal(await savedNotes(loadGame().saved), record, 'and reads it from there');
  assert.equal(findGame('OTHER')?.notes, `${record} `);
});

test('an analysis is kept under its game’s identity; the older single one is read until then; one that does not fit leaves none older', () => {
  storage.data.set('loa.gameReview', '{"v":1,"start":"old"}');
  assert.deepEqual(storedReview('G'), { v: 1, start: 'old' }, 'the older layout’s, for the reader to check');
  assert.equal(keepReview('G', { v: 1, start: 'mine' }), true);
  assert.deepEqual(storedReview('G'), { v: 1, start: 'mine' });
  assert.equal(storage.data.has('loa.gameReview'), false, 'moved under the identity');
  storage.quota = 10;
  assert.equal(keepReview('G', { v: 1, start: 'longer than the room left' }), false);
  assert.equal(storedReview('G'), undefined, 'no older analysis in its place');
});
