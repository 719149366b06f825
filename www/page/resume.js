// The game in progress, saved as it is played and restored on reload: a versioned JSON with
// the game link (variant, rules, start, moves, resignation: the core writes and reads it) and
// the page's settings of the game (mode, side, level, time per move, seed) and, between two
// players with a clock, the clock's setting and the time each has left; and, when the game has
// names or comments (an opened record, a mount's setComment), its record, which keeps them: the
// link carries only the game (app.js gives them back with importNotes). The record is kept apart,
// once per game for the slot and the games list (kept-notes.js, loaded when a game has one); the
// slot only says it has one. A slot of the older layout holds the record inside: it is read as it
// is (keeping.js writes it so too until kept-notes.js has loaded) and moved apart at the next
// save. This module also names the keys of what is kept per game. Storage that is
// missing, full, blocked or corrupted never breaks the page: at most the game is not resumed, and
// app.js says so.

import { readStored, writeStored, forgetStored } from '../site/stored.js';

const KEY = 'loa.game';
const VERSION = 1;

/** @typedef {{time: number, increment: number}} ClockSetting */
/** @typedef {{link: string, mode: 'computer' | 'friend' | 'watch' | 'link' | 'study', human: 'black' | 'white', level: number, moveTime: number, seed: number, clock?: ClockSetting | null, clockTimes?: Record<string, number> | null, id?: string, kind?: import('./archive.js').Entry['kind'], started?: number, record?: string, notes?: true}} Saved */

/** The longest record kept with its names and comments: the core reads at most 16 MB (MAX_TEXT_BYTES). */
export const MAX_RECORD = 16 << 20;
/** The prefix of each game's whole-game analysis (kept-reviews.js): `loa.a.<identity>`. */
export const REVIEWS = 'loa.a.';
/** The one analysis of the older layout, of whichever game was analysed last. */
export const OLD_REVIEW = 'loa.gameReview';

/** The longest game link the core reads (MAX_TEXT_CHARS): a game of 65,536 moves fits. */
export const MAX_LINK = 1 << 20;

/** The fields every saved game has (the clock's are optional, checked in loadGame). @type {Record<Exclude<keyof Saved, 'clock' | 'clockTimes' | 'id' | 'kind' | 'started' | 'record' | 'notes'>, (v: any) => boolean>} */
const VALID = {
  link: (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_LINK,
  mode: (v) => v === 'computer' || v === 'friend' || v === 'watch' || v === 'link' || v === 'study',
  human: (v) => v === 'black' || v === 'white',
  level: (v) => Number.isInteger(v) && v >= 1 && v <= 6,
  moveTime: (v) => Number.isInteger(v) && v >= 100 && v <= 60000,
  seed: (v) => Number.isSafeInteger(v) && v >= 0,
};

/**
 * The saved game: {saved} (every field checked), {saved: null} when there is none, or
 * {saved: null, problem} when what is stored cannot be used (the caller may mention it).
 * @returns {{saved: Saved | null, problem?: 'corrupted'}}
 */
export function loadGame() {
  const { value: data, corrupted } = readStored(KEY);
  if (corrupted) return { saved: null, problem: 'corrupted' };
  if (data === undefined) return { saved: null };
  if (!data || typeof data !== 'object' || data.v !== VERSION) return { saved: null, problem: 'corrupted' };
  for (const [key, valid] of Object.entries(VALID)) if (!valid(data[key])) return { saved: null, problem: 'corrupted' };
  const { link, mode, human, level, moveTime, seed } = data;
  // The clock is optional (games saved before it had none); a malformed one is left out.
  const ms = (/** @type {unknown} */ v) => Number.isInteger(v) && /** @type {number} */ (v) >= 0 && /** @type {number} */ (v) < 1e9;
  const clock = data.clock && ms(data.clock.time) && data.clock.time >= 1000 && ms(data.clock.increment) ? { time: data.clock.time, increment: data.clock.increment } : null;
  const times = data.clockTimes && typeof data.clockTimes === 'object' ? Object.entries(data.clockTimes) : [];
  const clockTimes = clock && times.length && times.every(([, v]) => ms(v)) ? Object.fromEntries(times) : null;
  // The game's identity in the games list (archive.js); games saved before it get a new one.
  const id = typeof data.id === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(data.id) ? data.id : undefined;
  const kind = ['computer', 'friend', 'link', 'imported'].includes(data.kind) ? data.kind : undefined;
  const started = Number.isFinite(data.started) ? data.started : undefined;
  // The record's own reader checks the rest when its notes are given back.
  const inside = typeof data.record === 'string' && data.record.length <= MAX_RECORD ? data.record : undefined;
  // Kept apart (`notes`): keeping.js reads it (savedNotes), loading kept-notes.js.
  const notes = data.notes === true && id ? /** @type {const} */ (true) : undefined;
  return { saved: { link, mode, human, level, moveTime, seed, clock, clockTimes, id, kind, started, record: inside, notes } };
}

/**
 * Saves the game (its record inside only in the older layout, see keeping.js): `notes` says that
 * its record is kept apart (kept-notes.js, under its identity); → whether it is saved (false: storage full or blocked, and the game is not
 * resumed: the caller says so and forgets the older save, see `forgetGame`).
 * @param {Omit<Saved, 'notes'>} game @param {boolean} notes
 */
export function saveGame(game, notes) {
  return writeStored(KEY, { v: VERSION, ...game, notes: notes || undefined });
}

/** Forgets the saved game (a bad one, so it is not tried again). */
export function forgetGame() {
  forgetStored(KEY);
}

/** A new game identity: 12 random URL-safe characters (the games list keeps a game under it). */
export function newGameId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => alphabet[b & 63]).join('');
}

/** The prefix of every game's key in the games list (archive.js reads them). */
export const PREFIX = 'loa.g.';

/** The link of the game kept under `id` in the list, unchecked (for comparing), or null. @param {string} id */
export function keptLink(id) {
  const { value } = readStored(PREFIX + id);
  return typeof value?.link === 'string' ? value.link : null;
}

/**
 * Keeps a game in the games list under its identity (archive.js reads the list): one write of
 * what the page knows as it plays, so keeping every game costs the page nothing to load; `notes`
 * is `true` when its record is kept apart (kept-notes.js), the record itself in the older layout.
 * → whether it is stored (false: storage full or blocked).
 * @param {string} id @param {Omit<import('./archive.js').Stored, 'notes'> & {notes?: true | string}} game
 */
export function keepGame(id, game) {
  const kept = writeStored(PREFIX + id, game);
  if (kept) askToPersist();
  return kept;
}

/**
 * Once a game is kept (played here, or read from a file into the list), the browser is asked,
 * once a page, to keep the site's storage for good (not to clear it when space runs short); it
 * may say no, or not know the question, which changes nothing here.
 */
export function askToPersist() {
  if (!persistAsked) persistAsked = !!globalThis.navigator?.storage?.persist?.().catch(() => false);
}
let persistAsked = false;

/** Whether an analysis may be kept for game `id` (kept-reviews.js; app.js loads game-review.js at once only then). @param {string} id */
export function hasReview(id) {
  return [REVIEWS + id, OLD_REVIEW].some((key) => readStored(key).value !== undefined);
}
