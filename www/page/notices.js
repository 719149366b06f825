// The index page's notices, under the board: what went wrong or what the page did on its own
// (an address ignored, a game not kept, another tab's change, a game an address put aside), one
// sentence a line, each said once. The sentences of keeping games are not in the first load: `tell` loads them
// (people-words.js).

/** @typedef {import('../words/words.js').Words} Words */

/** The notices' box. */
const box = () => /** @type {HTMLElement} */ (document.getElementById('page-error'));

/** Adds `text` to the notices (each said once), keeping those already shown. @param {string} text */
export function showPageError(text) {
  const shown = box().hidden ? [] : (box().textContent ?? '').split('\n').filter(Boolean);
  if (!shown.includes(text)) shown.push(text);
  box().textContent = shown.join('\n');
  box().hidden = false;
}

/** Says the sentence `key` in `words`, once the people sentences are loaded (on first use). @param {Words} words @param {string} key @param {Record<string, string | number>} [params] */
export function tell(words, key, params) {
  return import('../words/people-words.js').then((m) => (m.addPeopleWords(words), showPageError(words.t(key, params))));
}
