// Sentences that load with the feature that says them, not with the page (people-words.js,
// link-words.js, text-words.js): the page's first load has a size budget. One way to add them, for every set.

import en from './i18n/en.js';

/**
 * Adds `sentences` (by locale) to the catalogue `words` speaks and to English, the fallback,
 * each where missing (an embedder's own words and a catalogue's own sentences stay).
 * @param {import('./words.js').Words} words
 * @param {Record<string, import('../types/types.js').Catalogue>} sentences
 */
export function addLateWords(words, sentences) {
  /** @type {[import('../types/types.js').Catalogue, string][]} */
  const targets = [
    [en, 'en'],
    [words.catalogue, words.locale],
  ];
  for (const [catalogue, locale] of targets) {
    for (const [key, sentence] of Object.entries(sentences[locale] ?? {})) if (!Object.hasOwn(catalogue, key)) catalogue[key] = sentence;
  }
}
