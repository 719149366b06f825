// Persistent storage: once a game is kept — played here (resume.js `keepGame`) or read from a
// file into the games list (archive.js `putGame`, "Keep all") — the browser is asked, once a
// page, to keep the site's storage for good; a refusal changes nothing and throws nowhere.
// Browser-free: localStorage and navigator.storage are stand-ins here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { storage } from './fake-storage.mjs';

let asked = 0;
// The browser says no, as one may: the page must neither throw nor leave a rejection unhandled.
const persist = () => ((asked += 1), Promise.reject(new Error('refused')));
Object.defineProperty(globalThis, 'navigator', { value: { storage: { persist } }, configurable: true });
let unhandled = null;
process.on('unhandledRejection', (err) => (unhandled = err));

const { putGame, newGameId } = await import('../../www/page/archive.js');
const { keepGame } = await import('../../www/page/resume.js');

const game = () => ({ link: 'standard~mBT', kind: 'imported', level: null, human: null, started: 1, updated: 1, notes: undefined });

test('a game read into the list asks for persistent storage once; later keeps do not ask again', async () => {
  storage.quota = 0; // full: nothing kept, nothing asked
  assert.equal(putGame(newGameId(), game()), false);
  assert.equal(asked, 0, 'no game kept, no question');
  storage.quota = Infinity;
  assert.equal(putGame(newGameId(), game()), true);
  assert.equal(asked, 1);
  assert.equal(putGame(newGameId(), game()), true);
  assert.equal(keepGame(newGameId(), { ...game(), kind: 'friend' }), true);
  assert.equal(asked, 1, 'once a page');
  await new Promise((next) => setTimeout(next, 10));
  assert.equal(unhandled, null, 'the refusal is handled');
});
