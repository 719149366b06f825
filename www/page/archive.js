// Every game played on this device, kept under its identity in localStorage (stored.js): against
// the computer, between two players, with a friend by link, or opened from a file. Each entry
// holds what the list shows (date, variant, opponent, result, length) and what the core needs to
// bring the game back (its link) or to export it (its record). The core writes both; nothing
// here knows a rule. Storage that is missing, blocked, full or corrupted never throws: a list
// that cannot be read is empty with a problem to mention, a game that cannot be saved says so
// through `putGame`'s answer, and an entry that is malformed is left out, not the whole list.

import { readStored, writeStored } from '../site/stored.js';
export { newGameId } from './resume.js';

const KEY = 'loa.games';
const VERSION = 1;
/** The oldest games give way beyond this many, so the list never fills the storage by itself. */
export const MOST_GAMES = 400;

/**
 * @typedef {object} Entry
 * @property {string} id the game's identity (a link game's travels in its addresses)
 * @property {'computer' | 'friend' | 'link' | 'imported'} kind who the opponent was
 * @property {number | null} level the computer's level (kind 'computer')
 * @property {'black' | 'white' | null} human your side (against the computer or by link)
 * @property {string} variant
 * @property {number} started when the game began (ms since 1970)
 * @property {number} updated when it last changed
 * @property {string} link the core's game link: variant, rules, start, moves, resignation
 * @property {string} record the core's record text (tags, numbered turns, result)
 * @property {string | null} result '1-0', '0-1', '1/2-1/2'; null while the game goes on
 * @property {'won' | 'lost' | 'drawn' | null} mine the result for you (kinds 'computer' and 'link')
 * @property {number} turns the number of turns played
 * @property {boolean} yourTurn a game under way waits for you (by link: else for your friend)
 */

/** The checks each field of a stored entry must pass. @type {Record<keyof Entry, (v: any) => boolean>} */
const VALID = {
  id: (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(v),
  kind: (v) => ['computer', 'friend', 'link', 'imported'].includes(v),
  level: (v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 6),
  human: (v) => v === null || v === 'black' || v === 'white',
  variant: (v) => typeof v === 'string' && v.length > 0 && v.length < 40,
  started: (v) => Number.isFinite(v),
  updated: (v) => Number.isFinite(v),
  link: (v) => typeof v === 'string' && v.length > 0 && v.length < 100000,
  record: (v) => typeof v === 'string' && v.length < 200000,
  result: (v) => v === null || v === '1-0' || v === '0-1' || v === '1/2-1/2',
  mine: (v) => v === null || v === 'won' || v === 'lost' || v === 'drawn',
  turns: (v) => Number.isInteger(v) && v >= 0,
  yourTurn: (v) => typeof v === 'boolean',
};

/**
 * The games kept, newest change first: {games}, with `problem: 'corrupted'` when what is stored
 * could not be read at all (the list then starts afresh) and `dropped` when some entries were
 * malformed and left out.
 * @returns {{games: Entry[], problem?: 'corrupted', dropped?: number}}
 */
export function listGames() {
  const { value, corrupted } = readStored(KEY);
  if (corrupted) return { games: [], problem: 'corrupted' };
  if (value === undefined) return { games: [] };
  if (!value || typeof value !== 'object' || value.v !== VERSION || !Array.isArray(value.games)) return { games: [], problem: 'corrupted' };
  const games = /** @type {Entry[]} */ (value.games.filter(isEntry));
  const dropped = value.games.length - games.length;
  games.sort((a, b) => b.updated - a.updated);
  return dropped ? { games, dropped } : { games };
}

/** @param {unknown} v @returns {v is Entry} */
function isEntry(v) {
  if (!v || typeof v !== 'object') return false;
  const entry = /** @type {Record<string, unknown>} */ (v);
  return Object.entries(VALID).every(([key, valid]) => valid(entry[key]));
}

/** The game kept under `id`, or null. @param {string} id */
export function findGame(id) {
  return listGames().games.find((g) => g.id === id) ?? null;
}

/**
 * Keeps `entry` (replacing the one with its identity); → whether it is stored. When storage is
 * full the oldest finished games give way one by one before giving up.
 * @param {Entry} entry
 */
export function putGame(entry) {
  if (!isEntry(entry)) return false;
  const kept = listGames().games;
  const old = kept.find((g) => g.id === entry.id);
  // Nothing new (a game shown again, a refused answer): the copy is left exactly as it was.
  if (old && old.link === entry.link && old.kind === entry.kind && old.human === entry.human && old.level === entry.level) return true;
  const others = kept.filter((g) => g.id !== entry.id);
  const games = [entry, ...others].slice(0, MOST_GAMES);
  for (;;) {
    if (writeStored(KEY, { v: VERSION, games })) return true;
    // Full: make room by forgetting the oldest finished game that is not this one.
    let oldest = games.length - 1;
    while (oldest > 0 && games[oldest].result === null) oldest -= 1;
    if (oldest < 1) return false; // nothing finished to forget but this game, which stays first
    games.splice(oldest, 1);
  }
}

/** Forgets the game `id`; → whether the list was stored. @param {string} id */
export function removeGame(id) {
  return writeStored(KEY, { v: VERSION, games: listGames().games.filter((g) => g.id !== id) });
}

/** Forgets every game; → whether the list was stored. */
export function removeAllGames() {
  return writeStored(KEY, { v: VERSION, games: [] });
}


/**
 * Won, lost and drawn against the computer, by level (only levels played appear), from `games`.
 * @param {readonly Entry[]} games
 * @returns {Map<number, {won: number, lost: number, drawn: number}>} by level, lowest first
 */
export function computerStats(games) {
  /** @type {Map<number, {won: number, lost: number, drawn: number}>} */
  const stats = new Map();
  for (const g of games) {
    if (g.kind !== 'computer' || g.level === null || g.mine === null) continue;
    const line = stats.get(g.level) ?? { won: 0, lost: 0, drawn: 0 };
    line[g.mine] += 1;
    stats.set(g.level, line);
  }
  return new Map([...stats].sort(([a], [b]) => a - b));
}
