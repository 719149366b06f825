// The page's looks and sound: the light or dark scheme (following the system unless chosen), the
// board theme (board.css's data-loa-theme), and the sounds of the game, each a remembered setting.

import { createSound } from './sound.js';
import { saveSettings } from './settings.js';

/** @typedef {import('./settings.js').Settings} Settings */
/** @typedef {import('../types/types.js').Api} Api */

/**
 * Sets the scheme and board theme on <html>; call before the board mounts, so its first frame
 * is drawn in the chosen colours. 'system' leaves the choice to prefers-color-scheme.
 * @param {Settings} settings
 */
export function applyLooks(settings) {
  const root = document.documentElement;
  if (settings.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = settings.theme;
  root.dataset.loaTheme = settings.board;
}

/**
 * Connects the theme, board and sound switches to the settings, and the board's events to sounds.
 * @param {Api} board @param {Settings} settings
 */
export function bindLooks(board, settings) {
  const sound = createSound(settings.sound);
  board.on('move', ({ move }) => sound.play(move.capture ? 'capture' : 'move'));
  board.on('illegal', () => sound.play('illegal'));
  board.on('gameover', () => sound.play('end'));

  const theme = /** @type {HTMLSelectElement} */ (document.querySelector('#opt-theme'));
  theme.value = settings.theme;
  theme.addEventListener('change', () => {
    settings.theme = /** @type {Settings['theme']} */ (theme.value);
    applyLooks(settings);
    saveSettings(settings);
  });

  const boardTheme = /** @type {HTMLSelectElement} */ (document.querySelector('#opt-board'));
  boardTheme.value = settings.board;
  boardTheme.addEventListener('change', () => {
    settings.board = boardTheme.value;
    applyLooks(settings);
    board.set({}); // the board reads its colours from CSS again on any configuration change
    saveSettings(settings);
  });

  const soundBox = /** @type {HTMLInputElement} */ (document.querySelector('#opt-sound'));
  soundBox.checked = settings.sound;
  soundBox.addEventListener('change', () => {
    settings.sound = soundBox.checked;
    sound.enable(settings.sound);
    saveSettings(settings);
  });
}
