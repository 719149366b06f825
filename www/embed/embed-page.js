// embed.html: one <loa-board> filling the frame, configured from the URL like index.html
//   embed.html?variant=…&mode=computer&level=4&controls=minimal&lang=it&origin=https://blog.example
// Bad parameters are named in a note over the board (a click dismisses it) and otherwise ignored.
// The note, like the board, speaks the language `lang` chooses (English without it).

import { OPTIONS, OPTION_BY_ATTR, readOption, notUnderstood } from '../element/options.js';
import { createWords } from '../words/words.js';
import { loadCatalogue } from '../words/catalogues.js';
import { defineLoaBoard } from '../element/element.js';
import { fitToFrame } from './embed-layout.js';
import { connectToHost, readHostOrigin } from './embed-bridge.js';
import { CONTROL_MODES } from '../element/element-controls.js';

/** @typedef {import('../element/element.js').LoaBoardElement} LoaBoardElement */

const params = new URLSearchParams(location.search);
// Before it is defined the element is a plain HTMLElement; defineLoaBoard() upgrades it below.
const board = /** @type {LoaBoardElement} */ (document.getElementById('board'));
const note = /** @type {HTMLElement} */ (document.getElementById('embed-note'));
/** @type {string[]} */
const problems = [];

// The language first, so that every other problem is worded in it (a bad `lang` in English).
const english = createWords();
const langOption = /** @type {import('../element/options.js').Option} */ (OPTION_BY_ATTR.get('lang'));
const { value: locale } = readOption(langOption, params.get(langOption.param), english);
// Italian and German load on demand (catalogues.js); one that cannot be fetched leaves English.
if (typeof locale === 'string') await loadCatalogue(locale).catch(() => {});
const words = (() => {
  try {
    return createWords({ locale: typeof locale === 'string' ? locale : 'en' });
  } catch {
    return english;
  }
})();
document.documentElement.lang = words.locale;

// Attributes are set before the element is defined, so the first game is already the right one.
for (const option of OPTIONS) {
  const value = params.get(option.param);
  if (value === null) continue;
  const { problem } = readOption(option, value, words, `${option.param}=${value}`);
  if (problem) problems.push(problem);
  else board.setAttribute(option.attr, value);
}
const controls = params.get('controls');
if (controls !== null) {
  if (/** @type {readonly string[]} */ (CONTROL_MODES).includes(controls)) board.setAttribute('controls', controls);
  else problems.push(notUnderstood(words, `controls=${controls}`, CONTROL_MODES.join(', ')));
}
const { origin: hostOrigin, problem: originProblem } = readHostOrigin(params.get('origin'), words);
if (originProblem) problems.push(words.t('embed.noHost', { problem: originProblem }));

/** @param {string} text */
function showNote(text) {
  note.textContent = text;
  note.hidden = false;
}
note.addEventListener('click', () => (note.hidden = true));
if (problems.length) showNote(words.t('page.ignored', { problems: problems.join(words.t('page.ignoredSeparator')) }));

// A bad origin fails closed: no messages either way rather than messages to anyone.
if (!originProblem) connectToHost(board, hostOrigin ?? null);
defineLoaBoard();
fitToFrame(board);

if (params.has('test')) Object.assign(window, { loaTest: { board } });
