// The index page's own words: index.html marks every fixed text with the key of its sentence
// (data-i18n for the text, data-i18n-aria-label, data-i18n-title and data-i18n-content for those
// attributes, data-i18n-seconds for a duration), and this puts the sentences of a language in,
// at start and on every change of language. `<html lang>` follows, so screen readers and
// hyphenation use the right language.

/** @typedef {import('../words/words.js').Words} Words */

/** The attributes that carry a key, and the attribute each fills. */
const ATTRIBUTES = [
  ['data-i18n-aria-label', 'aria-label'],
  ['data-i18n-title', 'title'],
  ['data-i18n-content', 'content'],
];

/**
 * Words everything marked under `root` (the whole document by default) in `words`' language.
 * @param {Words} words
 * @param {Document} [doc]
 */
export function applyPageWords(words, doc = document) {
  if (doc.documentElement.lang !== words.locale) doc.documentElement.lang = words.locale;
  // Only what differs is written: an English page already says it all, and every write would
  // cost the first frame a style and layout pass (Lighthouse's blocking time on phones).
  for (const el of doc.querySelectorAll('[data-i18n]')) {
    setText(el, words.t(/** @type {string} */ (/** @type {HTMLElement} */ (el).dataset.i18n)));
  }
  for (const [from, to] of ATTRIBUTES) {
    for (const el of doc.querySelectorAll(`[${from}]`)) {
      const text = words.t(/** @type {string} */ (el.getAttribute(from)));
      if (el.getAttribute(to) !== text) el.setAttribute(to, text);
    }
  }
  // Durations keep their number but take the language's decimal mark: "0,5 s".
  for (const el of doc.querySelectorAll('[data-i18n-seconds]')) {
    setText(el, words.t('ui.seconds', { value: words.decimal(Number(/** @type {HTMLElement} */ (el).dataset.i18nSeconds)) }));
  }
}

/** Writes `text` into `el` unless it already says exactly that. @param {Element} el @param {string} text */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}
