// The optional controls of `<loa-board>`: controls="none" (the board alone), "minimal" (a status
// line and New game, Undo, Hint, Flip) or "full" (also Redo and the variant, mode and level).
// They only call the element's public methods and draw what its state says: no rule here. Every
// word is the board's own (its `words()`), so they speak its language and name AmbiLOA's seats
// and Parachute's drops as the board does.

import { MODES } from '../board.js';
import { VARIANT_KEYS } from '../component/config.js';

/** @typedef {import('./element.js').LoaBoardElement} LoaBoardElement */
/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {'none' | 'minimal' | 'full'} ControlMode */

/** @type {readonly ControlMode[]} */
export const CONTROL_MODES = Object.freeze(['none', 'minimal', 'full']);

/** The buttons, by action, with the key of their label. */
const BUTTONS = /** @type {const} */ ([
  ['new-game', 'ui.newGame'],
  ['undo', 'ui.undo'],
  ['redo', 'ui.redo'],
  ['hint', 'ui.hint'],
  ['flip', 'ui.flip'],
]);
/** @typedef {(typeof BUTTONS)[number][0]} Action */

/** The selects of the full controls: the option each sets, and the key of its accessible name. */
const SELECTS = /** @type {const} */ ([
  ['variant', 'ui.variant'],
  ['mode', 'ui.mode'],
  ['level', 'ui.level'],
]);
const LEVELS = [1, 2, 3, 4, 5, 6];

/**
 * The status line: whose turn, what the computer is doing, or the result, in the board's words.
 * @param {LoaBoardElement} element
 */
export function statusLine(element) {
  const thinking = element.isThinking();
  const computerThinking = thinking && element.computerToMove();
  const state = element.state();
  return element.words().panelStatus(state, { computerThinking, hintThinking: thinking && !computerThinking });
}

/**
 * @param {HTMLElement} container @param {string} selector
 * @returns {HTMLElement}
 */
function find(container, selector) {
  const found = container.querySelector(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`the controls lack ${selector}`);
  return found;
}

/**
 * Builds the controls inside `container` for `element` (a `<loa-board>`); returns
 * {setMode(mode), render(), destroy()}; `render` reads the element's state, config and words again.
 * @param {HTMLElement} container
 * @param {LoaBoardElement} element
 */
export function createControls(container, element) {
  container.innerHTML = `
    <p class="status" part="status"></p>
    <div class="buttons" part="buttons">
      ${BUTTONS.map(([action]) => `<button type="button" part="button ${action}" data-action="${action}"></button>`).join('')}
    </div>
    <div class="settings" part="settings">
      ${SELECTS.map(([attr]) => `<select part="select ${attr}" data-attr="${attr}"></select>`).join('')}
    </div>`;
  const status = find(container, '.status');
  const settings = find(container, '.settings');
  const buttons = /** @type {Record<Action, HTMLButtonElement>} */ (
    Object.fromEntries([...container.querySelectorAll('button')].map((b) => [b.dataset.action, b]))
  );
  const selects = /** @type {Record<'variant' | 'mode' | 'level', HTMLSelectElement>} */ (
    Object.fromEntries([...container.querySelectorAll('select')].map((s) => [s.dataset.attr, s]))
  );
  /** @type {ControlMode} */
  let mode = 'none';
  /** @type {string | null} a passing message shown instead of the status, e.g. why no hint was given */
  let note = null;
  let noteTimer = 0;
  /** @type {Words | null} the words the labels are in */
  let labelledIn = null;

  /** @param {string} text */
  const say = (text) => {
    note = text;
    clearTimeout(noteTimer);
    noteTimer = window.setTimeout(() => {
      note = null;
      render();
    }, 3000);
    render();
  };

  /** @type {Record<Action, () => unknown>} */
  const actions = {
    'new-game': () => element.newGame(),
    undo: () => element.undo(),
    redo: () => element.redo(),
    hint: () => element.hint().catch((/** @type {Error & {cancelled?: boolean}} */ err) => err.cancelled || say(err.message)),
    flip: () => element.flip(),
  };
  container.addEventListener('click', (e) => {
    const action = e.target instanceof Element ? e.target.closest('button')?.dataset.action : undefined;
    if (action && Object.hasOwn(actions, action)) actions[/** @type {Action} */ (action)]();
  });
  settings.addEventListener('change', (e) => {
    const select = /** @type {HTMLSelectElement} */ (e.target);
    // Through the attribute, so it reflects the choice like any other change.
    element.setOption(/** @type {string} */ (select.dataset.attr), select.value);
  });

  /** Words every label and option in `words`' language. @param {Words} words */
  function label(words) {
    for (const [action, key] of BUTTONS) buttons[action].textContent = words.t(key);
    /** @param {[string, string][]} entries */
    const options = (entries) => entries.map(([value, text]) => new Option(text, value));
    // The wide boards after the 8×8 variants: choosing one loads their build (builds.js).
    selects.variant.replaceChildren(...options(VARIANT_KEYS.map((k) => [k, words.variant(k)])));
    // A friend by link needs the page's addresses and games list, a study an opened record: the
    // element offers the others.
    selects.mode.replaceChildren(...options(Object.keys(MODES).filter((k) => k !== 'link' && k !== 'study').map((k) => [k, words.mode(k)])));
    // Each level by number and name ("Level 1 · Beginner"), its strength in the tooltip.
    selects.level.replaceChildren(
      ...LEVELS.map((n) => {
        const option = new Option(`${words.t('element.level', { level: n })} · ${words.t(`levelName.${n}`)}`, String(n));
        option.title = words.t(`levelAbout.${n}`);
        return option;
      }),
    );
    for (const [attr, key] of SELECTS) selects[attr].setAttribute('aria-label', words.t(key));
    labelledIn = words;
  }

  function render() {
    container.hidden = mode === 'none';
    if (mode === 'none') return;
    const words = element.words();
    if (words !== labelledIn) label(words);
    const state = element.state();
    const thinking = element.isThinking();
    status.textContent = note ?? statusLine(element);
    status.title = status.textContent; // the whole line when it is cut short
    buttons.undo.disabled = !state?.canUndo;
    buttons.redo.disabled = !state?.canRedo;
    buttons.hint.disabled = !state || !!state.outcome || thinking;
    const config = element.config();
    buttons['new-game'].disabled = !config;
    buttons.redo.hidden = mode !== 'full';
    settings.hidden = mode !== 'full';
    if (mode === 'full' && config) {
      for (const [attr] of SELECTS) selects[attr].value = String(config[attr]);
      selects.level.disabled = config.mode === 'friend';
    }
  }

  return {
    /** @param {ControlMode} next */
    setMode(next) {
      mode = next;
      render();
    },
    render,
    destroy: () => clearTimeout(noteTimer),
  };
}
