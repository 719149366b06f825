// A game's names and comments — its record, which keeps them (the core writes it) — kept once per
// game identity, apart from its moves: the resume slot (resume.js) and the games list (archive.js)
// both point here instead of each holding a copy, and the record is kept in pieces (site/pieces.js)
// so a move or a comment rewrites only the piece it changed. Loaded once a game has names or
// comments (keeping.js): the page's first load does without it.

import { readText, writeText, forgetText } from '../site/pieces.js';
import { MAX_RECORD } from './resume.js';

/** The prefix of each game's record: `loa.n.<identity>`. */
export const NOTES = 'loa.n.';

/**
 * Keeps `record` as the names and comments of game `id`; → whether it is kept. When it is not
 * (storage full or blocked) no older record is left in its place.
 * @param {string} id @param {string} record
 */
export function keepNotes(id, record) {
  if (record.length <= MAX_RECORD && writeText(NOTES + id, record)) return true;
  forgetText(NOTES + id);
  return false;
}

/** The record kept for game `id`, or undefined (none, or one that cannot be read). @param {string} id */
export function readNotes(id) {
  const { text } = readText(NOTES + id);
  return text !== undefined && text.length <= MAX_RECORD ? text : undefined;
}

/** Forgets the record of game `id`. @param {string} id */
export function forgetNotes(id) {
  forgetText(NOTES + id);
}
