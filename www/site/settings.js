// Settings remembered across visits. Storage may be missing, full, blocked or corrupted: every
// value is validated on the way in, and anything odd quietly falls back to its default.

const KEY = 'loa.settings.v1';

import { isLanguage, chooseLanguage } from './language.js';
import { readStored, writeStored } from './stored.js';

/**
 * @typedef {{coordinates: boolean, animation: number, analysis: boolean, language: string | null,
 *            theme: 'system' | 'light' | 'dark', board: string, sound: boolean, confirmMoves: boolean}} Settings
 */

/** The page's colour schemes ('system' follows prefers-color-scheme) and the board themes of board.css
 *  (shown as Wood, Green, Blue, High contrast; 'ocean' keeps the key apart from the piece colour). */
export const PAGE_THEMES = Object.freeze(['system', 'light', 'dark']);
export const BOARD_THEMES = Object.freeze(['wood', 'green', 'ocean', 'contrast']);

/** @type {Readonly<Settings>} */
// `language` null: none chosen yet, the browser's languages decide (language.js).
export const SETTING_DEFAULTS = Object.freeze({
  coordinates: true,
  animation: 200,
  analysis: false,
  language: null,
  theme: /** @type {const} */ ('system'),
  board: 'wood',
  sound: true,
  // On touch, a move waits on its target for ✓ or ✗ (the board's confirmMoves).
  confirmMoves: false,
});

/** @type {Record<keyof Settings, (v: unknown) => boolean>} */
const VALID = {
  coordinates: (v) => typeof v === 'boolean',
  animation: (v) => Number.isInteger(v) && /** @type {number} */ (v) >= 0 && /** @type {number} */ (v) <= 1000,
  analysis: (v) => typeof v === 'boolean',
  language: (v) => v === null || isLanguage(v),
  theme: (v) => PAGE_THEMES.includes(/** @type {string} */ (v)),
  board: (v) => BOARD_THEMES.includes(/** @type {string} */ (v)),
  sound: (v) => typeof v === 'boolean',
  confirmMoves: (v) => typeof v === 'boolean',
};

/** The saved settings, each one validated; defaults for anything missing or malformed. @returns {Settings} */
export function loadSettings() {
  /** @type {Settings} */
  const out = { ...SETTING_DEFAULTS };
  const saved = readStored(KEY).value;
  if (saved && typeof saved === 'object') {
    for (const [key, valid] of Object.entries(VALID)) if (valid(saved[key])) /** @type {any} */ (out)[key] = saved[key];
  }
  return out;
}

/** Saves the settings; a failure (quota, private mode) only means they are not remembered. @param {Settings} settings */
export function saveSettings(settings) {
  writeStored(KEY, settings);
}

/**
 * The language this page speaks (language.js: the address, the remembered choice, the browser's
 * languages). A `?lang=` is a choice too: remembered in `settings` like the switch.
 * @param {URLSearchParams} params @param {Settings} settings
 */
export function pageLanguage(params, settings) {
  const language = chooseLanguage(params.get('lang'), settings.language, navigator.languages ?? [navigator.language]);
  if (language.fromAddress && settings.language !== language.language) {
    settings.language = language.language;
    saveSettings(settings);
  }
  return language;
}
