// The lessons completed, remembered across visits. Storage may be missing, blocked, full or
// corrupted: anything that is not a list of known lesson ids counts as a fresh start, silently.

import { readStored, writeStored } from '../site/stored.js';

const KEY = 'loa.learn.v1';

/**
 * The completed lessons among `known` (the core's lesson ids).
 * @param {readonly string[]} known
 * @returns {Set<string>}
 */
export function loadProgress(known) {
  const saved = readStored(KEY).value; // corrupted: start fresh
  if (Array.isArray(saved)) return new Set(saved.filter((id) => typeof id === 'string' && known.includes(id)));
  return new Set();
}

/** Remembers `done`; a failure only means it is not remembered. @param {Set<string>} done */
export function saveProgress(done) {
  writeStored(KEY, [...done]);
}
