// Long texts in localStorage (a game's record with its names and comments: up to 16 MB), kept in
// pieces so that a change rewrites only the pieces it touched: a move appended to a 3.6 MB record
// writes its last piece and a small head, not the whole record again.
// Layout: the head under `key` is JSON {v, length, parts: [tag, …]}; piece i is under
// `key#tag_i`. A tag is never reused for other text, so a piece once read or written is known by
// its key (this tab remembers it and need not read it again), and a change is made whole or not
// at all: new pieces are written under new tags first, then the head that names them, then the
// pieces no longer named are forgotten. A write that fails half-way forgets what it wrote and
// leaves the older text as it was (the caller decides whether to forget that too).

/** Characters a piece holds: large enough that a 16 MB record has a few hundred, small enough that a change writes little. */
export const PIECE = 1 << 16;

const VERSION = 1;

/** What this tab read or wrote, by piece key (a key always holds the same text). @type {Map<string, string>} */
const known = new Map();

/** @returns {Storage | null} */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked by privacy settings
  }
}

/** The head under `key`, checked, or null. @param {Storage} store @param {string} key @returns {{length: number, parts: string[]} | null} */
function headOf(store, key) {
  let head;
  try {
    head = JSON.parse(store.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  const fine = head && head.v === VERSION && Number.isSafeInteger(head.length) && Array.isArray(head.parts) && head.parts.every((/** @type {unknown} */ t) => typeof t === 'string' && /^[A-Za-z0-9]{1,16}$/.test(t));
  return fine ? { length: head.length, parts: head.parts } : null;
}

/** The text of piece `tag` of `key`, or null when it is missing. @param {Storage} store @param {string} key @param {string} tag */
function pieceOf(store, key, tag) {
  const at = `${key}#${tag}`;
  const remembered = known.get(at);
  if (remembered !== undefined) return remembered;
  const text = store.getItem(at);
  if (text !== null) known.set(at, text);
  return text;
}

/**
 * The text kept under `key`: {text}, {text: undefined} when there is none (or storage cannot be
 * read), {text: undefined, corrupted: true} when its head or a piece is missing or malformed.
 * @param {string} key
 * @returns {{text: string | undefined, corrupted?: true}}
 */
export function readText(key) {
  const store = storage();
  try {
    if (!store || store.getItem(key) === null) return { text: undefined };
    const head = headOf(store, key);
    if (!head) return { text: undefined, corrupted: true };
    const pieces = head.parts.map((tag) => pieceOf(store, key, tag));
    const text = pieces.every((p) => p !== null) ? pieces.join('') : null;
    return text !== null && text.length === head.length ? { text } : { text: undefined, corrupted: true };
  } catch {
    return { text: undefined };
  }
}

/** A new tag: 8 random letters and digits. */
function newTag() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => alphabet[b % 62]).join('');
}

/**
 * Keeps `text` under `key`, writing only the pieces that changed; → whether it is kept. The
 * pieces the old text begins and ends with are kept as they are when the new text does too, so a
 * comment changed in the middle rewrites the pieces around it, not all that follows; the text
 * between is cut afresh. On failure (storage full or blocked) what was kept before is still
 * there, whole.
 * @param {string} key @param {string} text
 */
export function writeText(key, text) {
  const store = storage();
  if (!store) return false;
  /** @type {string[]} */
  const written = [];
  try {
    const old = headOf(store, key);
    const oldParts = old ? old.parts.map((tag) => ({ tag, text: pieceOf(store, key, tag) ?? '\u0000' })) : [];
    // The old pieces the text still begins with, then those it still ends with (not overlapping).
    let first = 0;
    let from = 0;
    while (first < oldParts.length && text.startsWith(oldParts[first].text, from) && oldParts[first].text.length) from += oldParts[first++].text.length;
    if (first === oldParts.length && from === text.length && old?.length === text.length) return true; // nothing changed
    let last = oldParts.length;
    let to = text.length;
    while (last > first && oldParts[last - 1].text.length && to - oldParts[last - 1].text.length >= from && text.endsWith(oldParts[last - 1].text, to)) to -= oldParts[--last].text.length;
    // Short pieces beside the change are cut again with it, so edits do not leave a trail of them.
    while (first > 0 && oldParts[first - 1].text.length < PIECE) from -= oldParts[--first].text.length;
    while (last < oldParts.length && oldParts[last].text.length < PIECE) to += oldParts[last++].text.length;
    const middle = [];
    for (let at = from; at < to; at += PIECE) {
      const piece = text.slice(at, Math.min(to, at + PIECE));
      const tag = newTag();
      store.setItem(`${key}#${tag}`, piece);
      written.push(tag);
      known.set(`${key}#${tag}`, piece);
      middle.push(tag);
    }
    const parts = [...oldParts.slice(0, first).map((p) => p.tag), ...middle, ...oldParts.slice(last).map((p) => p.tag)];
    store.setItem(key, JSON.stringify({ v: VERSION, length: text.length, parts }));
    const named = new Set(parts);
    for (const { tag } of oldParts) if (!named.has(tag)) forgetPiece(store, key, tag);
    return true;
  } catch {
    for (const tag of written) forgetPiece(store, key, tag);
    return false;
  }
}

/** @param {Storage} store @param {string} key @param {string} tag */
function forgetPiece(store, key, tag) {
  known.delete(`${key}#${tag}`);
  try {
    store.removeItem(`${key}#${tag}`);
  } catch {
    /* nothing to forget */
  }
}

/** Forgets the text under `key` and every piece its head names. @param {string} key */
export function forgetText(key) {
  const store = storage();
  if (!store) return;
  try {
    for (const tag of headOf(store, key)?.parts ?? []) forgetPiece(store, key, tag);
    store.removeItem(key);
  } catch {
    /* nothing to forget */
  }
}
