// The puzzle page's words: its own sentences (i18n/*.js, loaded by this page only) added to the
// board's catalogue of each language, so that one `Words` object (and the board's own words)
// speaks both. Importing language.js first registers the board's Italian and German.

import { registerCatalogue } from '../words.js';
import { LANGUAGES } from '../language.js';
import boardEn from '../i18n/en.js';
import boardIt from '../i18n/it.js';
import boardDe from '../i18n/de.js';
import en from './i18n/en.js';
import it from './i18n/it.js';
import de from './i18n/de.js';

/** @type {Record<keyof typeof LANGUAGES, [import('../types.js').Catalogue, import('../types.js').Catalogue]>} */
const PARTS = { en: [boardEn, en], it: [boardIt, it], de: [boardDe, de] };

for (const [locale, [board, puzzles]] of Object.entries(PARTS)) registerCatalogue(locale, { ...board, ...puzzles });
