// The board's other languages, each loaded when it is first asked for: English is built into
// words.js, Italian and German are modules of their own fetched by a dynamic import, so a board
// (the element, embed.html, the index page) pays only for the language it speaks. The specifiers
// are literal so that bundlers split them into chunks of their own and tools/onefile.mjs inlines
// them. Importing this module registers nothing (package.json's `sideEffects` relies on that).

import { registerCatalogue, locales } from './words.js';

/** The catalogues that load on demand. @type {Record<string, () => Promise<{default: import('../types/types.js').Catalogue}>>} */
const ON_DEMAND = {
  it: () => import('./i18n/it.js'),
  de: () => import('./i18n/de.js'),
};

/** The language a tag names: itself when registered, else its primary subtag ('it-CH' → 'it'). @param {string} tag */
function languageOf(tag) {
  return locales().includes(tag) ? tag : tag.trim().toLowerCase().split('-')[0];
}

/** Every locale a board can speak: the registered ones and those that load on demand. */
export function speakable() {
  return [...new Set([...locales(), ...Object.keys(ON_DEMAND)])];
}

/** Whether `tag`'s catalogue must still be loaded before createWords can speak it. @param {unknown} tag */
export function needsLoading(tag) {
  if (typeof tag !== 'string') return false;
  const language = languageOf(tag);
  return !locales().includes(language) && Object.hasOwn(ON_DEMAND, language);
}

/**
 * Makes `tag`'s catalogue available to createWords: at once when registered (or unknown: the
 * caller's check words that), else once its module has loaded. Rejects if it cannot be fetched.
 * @param {string} tag
 */
export async function loadCatalogue(tag) {
  if (!needsLoading(tag)) return;
  const language = languageOf(tag);
  registerCatalogue(language, (await ON_DEMAND[language]()).default);
}
