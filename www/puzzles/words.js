// The puzzle page's words: its own sentences (i18n/*.js, loaded by this page only) added to the
// board's catalogue of each language (study-words.js), so that one `Words` object (and the
// board's own words) speaks both.

import { registerWithBoard } from '../words/study-words.js';
import en from './i18n/en.js';
import it from './i18n/it.js';
import de from './i18n/de.js';

registerWithBoard({ en, it, de });
