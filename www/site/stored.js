// Values the page keeps in localStorage, as JSON. Storage may be missing or blocked (privacy
// settings throw on access), full, or hold anything at all: reading never throws and says when
// what is stored is not JSON; writing that fails only means the value is not remembered. Each
// caller checks the shape of what it reads (settings.js, resume.js, the study pages' progress).

/**
 * What is stored under `key`, parsed: `{value}`, `{value: undefined}` when nothing is stored (or
 * storage cannot be read), `{value: undefined, corrupted: true}` when it is not JSON.
 * @param {string} key
 * @returns {{value: any, corrupted?: true}}
 */
export function readStored(key) {
  let raw = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return { value: undefined }; // blocked by privacy settings
  }
  if (raw === null) return { value: undefined };
  try {
    return { value: JSON.parse(raw) };
  } catch {
    return { value: undefined, corrupted: true };
  }
}

/**
 * Stores `value` as JSON under `key`; → whether it was stored. A failure (quota, private mode)
 * throws nothing: most callers only lose a remembered value, the games list says so.
 * @param {string} key @param {unknown} value
 */
export function writeStored(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // not remembered this time
  }
}

/** Forgets `key`; nothing to do when storage cannot be reached. @param {string} key */
export function forgetStored(key) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* nothing to forget */
  }
}
