// localStorage for the browser-free tests of the page's storage (keeping.test.mjs,
// kept-notes.test.mjs): a small stand-in with a quota, in characters, that counts the characters
// written, installed as `window.localStorage` and `localStorage` when this module is imported
// (import it before the modules that read storage).

/** The stand-in: `data` its entries, `quota` its room in characters, `written` the characters written. */
export const storage = {
  data: new Map(),
  quota: Infinity,
  written: 0,
  get length() {
    return this.data.size;
  },
  key(/** @type {number} */ i) {
    return [...this.data.keys()][i] ?? null;
  },
  getItem(/** @type {string} */ k) {
    return this.data.has(k) ? this.data.get(k) : null;
  },
  setItem(/** @type {string} */ k, /** @type {unknown} */ v) {
    const used = [...this.data].reduce((n, [key, value]) => n + (key === k ? 0 : value.length), 0);
    if (used + String(v).length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.written += String(v).length;
    this.data.set(k, String(v));
  },
  removeItem(/** @type {string} */ k) {
    this.data.delete(k);
  },
};
globalThis.window = /** @type {any} */ ({ localStorage: storage });
globalThis.localStorage = /** @type {any} */ (storage);
