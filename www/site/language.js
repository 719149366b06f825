// Which language the page speaks: English, Italian or German. The address (?lang=) wins, then
// the player's remembered choice (the switch in the settings), then the browser's languages in
// their order of preference; English when none of them is offered.
//
// Only the catalogue in use is downloaded: English is in words.js, Italian and German load when
// asked for (loadLanguage, through words/catalogues.js), so a page pays for one language.

import { loadCatalogue } from '../words/catalogues.js';

/** The page's languages, each by its own name. */
export const LANGUAGES = Object.freeze({ en: 'English', it: 'Italiano', de: 'Deutsch' });

/** @param {unknown} tag @returns {tag is keyof typeof LANGUAGES} */
export function isLanguage(tag) {
  return typeof tag === 'string' && Object.hasOwn(LANGUAGES, tag);
}

/**
 * Makes `locale`'s catalogue available to createWords: at once for English or a catalogue
 * already registered, else once its module has loaded. Rejects if the module cannot be fetched.
 * @param {keyof typeof LANGUAGES} locale
 */
export function loadLanguage(locale) {
  return loadCatalogue(locale);
}

/**
 * The first of the browser's languages the page speaks ('it-CH' → 'it'), else 'en'.
 * @param {readonly string[]} preferred navigator.languages
 */
export function browserLanguage(preferred) {
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * The language to speak, and the value of `?lang=` if it was not one of ours (to report).
 * @param {string | null} asked the `lang` parameter of the address
 * @param {string | null} remembered the saved choice
 * @param {readonly string[]} preferred navigator.languages
 * @returns {{language: keyof typeof LANGUAGES, fromAddress: boolean, badValue: string | null}}
 */
export function chooseLanguage(asked, remembered, preferred) {
  if (isLanguage(asked)) return { language: asked, fromAddress: true, badValue: null };
  const language = isLanguage(remembered) ? remembered : browserLanguage(preferred);
  return { language, fromAddress: false, badValue: asked };
}
