// The study pages' words (learn.html, puzzles.html): each page's own sentences merged over the
// board's catalogue of every language, so that one `Words` object words both the board and the
// page. These pages register all three languages at once (they load on demand, and a few KB);
// the index page fetches only the language in use (language.js).

import { registerCatalogue } from './words.js';
import boardEn from './i18n/en.js';
import boardIt from './i18n/it.js';
import boardDe from './i18n/de.js';

/** @typedef {import('../types/types.js').Catalogue} Catalogue */

/**
 * Registers, for each language, the board's catalogue with `sentences[language]` over it.
 * @param {{en: Catalogue, it: Catalogue, de: Catalogue}} sentences
 */
export function registerWithBoard(sentences) {
  registerCatalogue('en', { ...boardEn, ...sentences.en });
  registerCatalogue('it', { ...boardIt, ...sentences.it });
  registerCatalogue('de', { ...boardDe, ...sentences.de });
}
