// What the player has done, remembered across visits: each puzzle solved or tried (a solution
// shown counts as tried). Storage may be missing, blocked or corrupted: anything unreadable is
// a fresh start, never an error.

import { readStored, writeStored } from '../site/stored.js';

const KEY = 'loa.puzzles.v1';

/** @typedef {'solved' | 'tried'} Mark */

/** @param {unknown} v @returns {v is Mark} */
const isMark = (v) => v === 'solved' || v === 'tried';

/** The remembered marks by puzzle id; an empty map when nothing valid is stored. @returns {Map<string, Mark>} */
export function loadProgress() {
  /** @type {Map<string, Mark>} */
  const marks = new Map();
  const saved = readStored(KEY).value;
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return marks;
  for (const [id, mark] of Object.entries(saved)) if (isMark(mark)) marks.set(id, mark);
  return marks;
}

/**
 * Marks puzzle `id` and saves: 'solved' stays solved; 'tried' never downgrades it.
 * @param {Map<string, Mark>} marks @param {string} id @param {Mark} mark
 */
export function markPuzzle(marks, id, mark) {
  if (marks.get(id) === 'solved') return;
  marks.set(id, mark);
  writeStored(KEY, Object.fromEntries(marks)); // full or blocked: for this visit only
}

/** @param {Map<string, Mark>} marks @returns {{solved: number, tried: number}} */
export function counts(marks) {
  let solved = 0;
  for (const mark of marks.values()) if (mark === 'solved') solved += 1;
  return { solved, tried: marks.size };
}
