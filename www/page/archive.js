// Every game played on this device, each kept under its own key, `loa.g.<identity>`: against the
// computer, between two players, with a friend by link, or opened from a file. What is stored is
// only what the page knows as it plays — the core's game link (variant, rules, start, moves,
// resignation), who the opponent was, your side, the level, when it began and last changed — so
// the page writes it at every change with one small write and nothing more to load (resume.js,
// `keepGame`), and the names and comments when the game has any (the export writes them): those
// are kept apart under the game's identity (kept-notes.js, shared with the resume slot), as is
// its whole-game analysis (kept-reviews.js); the entry only says it has them, and an entry of
// the older layout, with them inside, moves them there when first read. The rest — result, length,
// whose turn — the core's summary of the link says when the list is shown (games.js, `describe`). Storage that is missing, blocked, full or
// corrupted never throws: an entry that cannot be read is left out and counted.

import { readStored, writeStored, forgetStored } from '../site/stored.js';
import { MAX_LINK, MAX_RECORD, PREFIX, REVIEWS, loadGame, askToPersist } from './resume.js';
import { keepNotes, readNotes, forgetNotes, NOTES } from './kept-notes.js';
import { forgetReview } from './kept-reviews.js';
export { newGameId, PREFIX } from './resume.js';

/**
 * What is stored for a game.
 * @typedef {object} Stored
 * @property {string} link the core's game link
 * @property {'computer' | 'friend' | 'link' | 'imported'} kind who the opponent was
 * @property {number | null} level the computer's level (kind 'computer')
 * @property {'black' | 'white' | null} human your side (against the computer or by link)
 * @property {number} started when the game began (ms since 1970)
 * @property {number} updated when it last changed
 * @property {string} [notes] the game's record with its names, comments and analysis marks, when
 *   it has any (the link carries only the game): the export writes them, a reopened game shows them
 */

/**
 * A game as the list shows it: what is stored, its identity, and what the core read from its link.
 * @typedef {Stored & {id: string, variant: string, result: '1-0' | '0-1' | '1/2-1/2' | null,
 *   mine: 'won' | 'lost' | 'drawn' | null, turns: number, yourTurn: boolean}} Entry
 */

/** The checks each stored field must pass. @type {Record<keyof Stored, (v: any) => boolean>} */
const VALID = {
  link: (v) => typeof v === 'string' && v.length > 0 && v.length <= MAX_LINK,
  kind: (v) => ['computer', 'friend', 'link', 'imported'].includes(v),
  level: (v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 6),
  human: (v) => v === null || v === 'black' || v === 'white',
  started: (v) => Number.isFinite(v),
  updated: (v) => Number.isFinite(v),
  // As stored: `true` when they are kept apart, the text itself in the older layout.
  notes: (v) => v === undefined || v === true || (typeof v === 'string' && v.length <= MAX_RECORD),
};

/** @param {unknown} v @returns {v is Omit<Stored, 'notes'> & {notes?: string | true}} */
function isStored(v) {
  if (!v || typeof v !== 'object') return false;
  const fields = /** @type {Record<string, unknown>} */ (v);
  return Object.entries(VALID).every(([key, valid]) => valid(fields[key]));
}

/** The identity of the game the resume slot shows, if any (its names and comments stay for a reload). */
const slotId = () => loadGame().saved?.id;

/** The identities under which something is stored with `prefix` (whatever it is). @param {string} [prefix] */
function storedIds(prefix = PREFIX) {
  /** @type {string[]} */
  const ids = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix) && !key.includes('#')) ids.push(key.slice(prefix.length));
    }
  } catch {
    /* blocked: nothing kept */
  }
  return ids;
}

/**
 * The game stored under `id` with its names and comments read, or null when it cannot be read;
 * an entry of the older layout moves its names and comments apart (once: if they do not fit
 * there, it stays as it is).
 * @param {string} id @param {boolean} [withNotes] false: without them (not read)
 * @returns {(Stored & {id: string}) | null}
 */
function readGame(id, withNotes = true) {
  const { value } = readStored(PREFIX + id);
  if (!isStored(value)) return null;
  const { notes, ...game } = value;
  if (typeof notes === 'string' && keepNotes(id, notes)) writeStored(PREFIX + id, { ...game, notes: true });
  const text = typeof notes === 'string' ? notes : notes === true && withNotes ? readNotes(id) : undefined;
  return { ...game, ...(text === undefined ? {} : { notes: text }), id };
}

/**
 * Every game kept, newest change first, as stored: {games}, and `unreadable`, the number of
 * entries left out because they could not be read. Names and comments of no game (a game
 * deleted or never listed) are forgotten on the way. `withNotes` false: without reading them.
 * @param {{withNotes?: boolean}} [how]
 * @returns {{games: (Stored & {id: string})[], unreadable: number}}
 */
export function listStored({ withNotes = true } = {}) {
  const games = [];
  let unreadable = 0;
  const ids = storedIds();
  for (const id of ids) {
    const game = readGame(id, withNotes);
    if (game) games.push(game);
    else unreadable += 1;
  }
  const listed = new Set([...ids, slotId() ?? '']);
  for (const id of storedIds(NOTES)) if (!listed.has(id)) forgetNotes(id);
  for (const id of storedIds(REVIEWS)) if (!listed.has(id)) forgetReview(id);
  games.sort((a, b) => b.updated - a.updated);
  return { games, unreadable };
}

/**
 * The names and comments of a game listed without them (`listStored({withNotes: false})`), read
 * when its row is drawn or it is exported; undefined when it has none.
 * @param {Stored & {id: string}} game
 */
export function notesOf(game) {
  return game.notes ?? readNotes(game.id);
}

/** Whether any game has names or comments kept (cheap: nothing is read). */
export function anyNotes() {
  return storedIds(NOTES).length > 0;
}

/** The game kept under `id`, as stored, or null. @param {string} id */
export function findGame(id) {
  return readGame(id);
}

/**
 * Keeps `game` under `id`, its names and comments apart; → whether it is stored (false: full,
 * blocked, or not a game; then nothing of it is left).
 * @param {string} id @param {Stored} game
 */
export function putGame(id, game) {
  if (!isStored(game)) return false;
  const { notes, ...entry } = game;
  if (notes !== undefined && !keepNotes(id, notes)) return false;
  if (writeStored(PREFIX + id, notes === undefined ? entry : { ...entry, notes: true })) {
    askToPersist();
    return true;
  }
  forgetNotes(id);
  return false;
}

/** Forgets the game `id` (its names, comments and analysis too, unless the resume slot still shows it). @param {string} id */
export function removeGame(id) {
  forgetStored(PREFIX + id);
  if (slotId() !== id) forgetKept(id);
}

/** Forgets what is kept apart for game `id`: its names and comments, its analysis. @param {string} id */
function forgetKept(id) {
  forgetNotes(id);
  forgetReview(id);
}

/** Forgets every game kept (and whatever unreadable entry was under a game's key). */
export function removeAllGames() {
  const shown = slotId();
  for (const id of storedIds()) {
    forgetStored(PREFIX + id);
    if (id !== shown) forgetKept(id);
  }
}

/**
 * What the core reads from a game's link, for the list: its summary (games.js passes the core's).
 * @typedef {(link: string) => import('../../types/pkg/loa').GameSummary} Describe
 */

/**
 * A stored game as the list shows it, with what `describe` (the core) says of its link; null
 * when the core cannot read the link.
 * @param {Stored & {id: string}} game @param {Describe} describe
 * @returns {Entry | null}
 */
export function toEntry(game, describe) {
  let said;
  try {
    said = describe(game.link);
  } catch {
    return null;
  }
  const yours = game.kind === 'computer' || game.kind === 'link';
  // The side your colour names (in AmbiLOA a team): the core's summary says which.
  const mine = yours && game.human ? said.sides[game.human === 'black' ? 0 : 1] : null;
  const outcome = !said.result ? null : said.winner === null ? 'drawn' : said.winner === mine ? 'won' : 'lost';
  return {
    ...game,
    variant: said.variant,
    result: said.result,
    mine: yours ? outcome : null,
    turns: said.turns,
    yourTurn: !said.result && (!yours || said.toMove === mine),
  };
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
