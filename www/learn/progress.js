// The lessons completed, remembered across visits. Storage may be missing, blocked, full or
// corrupted: anything that is not a list of known lesson ids counts as a fresh start, silently.

const KEY = 'loa.learn.v1';

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by privacy settings
  }
}

/**
 * The completed lessons among `known` (the core's lesson ids).
 * @param {readonly string[]} known
 * @returns {Set<string>}
 */
export function loadProgress(known) {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    if (Array.isArray(saved)) return new Set(saved.filter((id) => typeof id === 'string' && known.includes(id)));
  } catch {
    /* corrupted: start fresh */
  }
  return new Set();
}

/** Remembers `done`; a failure only means it is not remembered. @param {Set<string>} done */
export function saveProgress(done) {
  try {
    storage()?.setItem(KEY, JSON.stringify([...done]));
  } catch {
    /* not remembered this time */
  }
}
