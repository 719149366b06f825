// Every game played on this device, each kept under its own key, `loa.g.<identity>`: against the
// computer, between two players, with a friend by link, or opened from a file. What is stored is
// only what the page knows as it plays — the core's game link (variant, rules, start, moves,
// resignation), who the opponent was, your side, the level, when it began and last changed — so
// the page writes it at every change with one small write and nothing more to load (resume.js,
// `keepGame`), and the names and comments when the game has any (the export writes them). The rest — record, result, length, whose turn — the core reads from the
// link when the list is shown (games.js, `describe`). Storage that is missing, blocked, full or
// corrupted never throws: an entry that cannot be read is left out and counted.

import { readStored, writeStored, forgetStored } from '../site/stored.js';
import { MAX_LINK, MAX_RECORD, PREFIX } from './resume.js';
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
 * @typedef {Stored & {id: string, variant: string, record: string, result: '1-0' | '0-1' | '1/2-1/2' | null,
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
  notes: (v) => v === undefined || (typeof v === 'string' && v.length <= MAX_RECORD),
};

/** @param {unknown} v @returns {v is Stored} */
function isStored(v) {
  if (!v || typeof v !== 'object') return false;
  const fields = /** @type {Record<string, unknown>} */ (v);
  return Object.entries(VALID).every(([key, valid]) => valid(fields[key]));
}

/** The identities under which something is stored (whatever it is). */
function storedIds() {
  /** @type {string[]} */
  const ids = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
    }
  } catch {
    /* blocked: nothing kept */
  }
  return ids;
}

/**
 * Every game kept, newest change first, as stored: {games}, and `unreadable`, the number of
 * entries left out because they could not be read.
 * @returns {{games: (Stored & {id: string})[], unreadable: number}}
 */
export function listStored() {
  const games = [];
  let unreadable = 0;
  for (const id of storedIds()) {
    const { value } = readStored(PREFIX + id);
    if (isStored(value)) games.push({ ...value, id });
    else unreadable += 1;
  }
  games.sort((a, b) => b.updated - a.updated);
  return { games, unreadable };
}

/** The game kept under `id`, as stored, or null. @param {string} id */
export function findGame(id) {
  const { value } = readStored(PREFIX + id);
  return isStored(value) ? { ...value, id } : null;
}

/** Keeps `game` under `id`; → whether it is stored (false: full, blocked, or not a game). @param {string} id @param {Stored} game */
export function putGame(id, game) {
  return isStored(game) && writeStored(PREFIX + id, game);
}

/** Forgets the game `id`. @param {string} id */
export function removeGame(id) {
  forgetStored(PREFIX + id);
}

/** Forgets every game kept (and whatever unreadable entry was under a game's key). */
export function removeAllGames() {
  for (const id of storedIds()) forgetStored(PREFIX + id);
}

/**
 * What the core reads from a game's link, for the list (friend.js and games.js pass the core's).
 * @typedef {(link: string) => {variant: string, record: string, result: Entry['result'], winner: string | null, sideOf: (colour: string) => string | null, toMove: string, turns: number}} Describe
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
  const mine = yours && game.human ? said.sideOf(game.human) : null;
  const outcome = !said.result ? null : said.winner === null ? 'drawn' : said.winner === mine ? 'won' : 'lost';
  return {
    ...game,
    variant: said.variant,
    record: said.record,
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
