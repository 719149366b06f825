// The names in the link bar of a game by link: your friend's (for this game) and your own (sent
// with every address, so your friend's page names you). Typed once, remembered on this device
// (friend-names.js); the friend's name goes on their chip above the board, in the game's line
// under the status and in "Your games".
// A name refused (too long, odd characters) is said beside the field, and the field goes back to
// the name remembered.

import { excerpt } from '../words/words.js';
import { renderPanel } from './panel.js';
import { checkName, friendName, setFriendName, setYourName, yourName, MAX_NAME } from './friend-names.js';

/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {import('../types/types.js').Api} Api */

/** The names' fields, made once inside the link bar. @param {HTMLElement} bar */
function namesPart(bar) {
  const found = /** @type {HTMLElement | null} */ (bar.querySelector('.link-names'));
  if (found) return found;
  const part = document.createElement('div');
  part.className = 'link-names';
  part.innerHTML =
    `<label><span id="friend-name-label"></span><input id="friend-name" maxlength="${MAX_NAME}" autocomplete="off" enterkeyhint="done"></label>` +
    `<label><span id="your-name-label"></span><input id="your-name" maxlength="${MAX_NAME}" autocomplete="nickname" enterkeyhint="done"></label>` +
    '<p id="name-note" class="link-note" role="alert"></p>';
  bar.append(part);
  return part;
}

/**
 * Your friend's name on their chip (the board's `chip.friend` sentence, which an embedder may
 * replace too): their name when known, else the board's own words.
 * @param {Api} board @param {string} name
 */
function nameOnChip(board, name) {
  const words = { ...board.config().words };
  if ((words['chip.friend'] ?? '') === name) return;
  if (name) words['chip.friend'] = name;
  else delete words['chip.friend'];
  board.set({ words });
  renderPanel(board, board.state()); // the game's line under the status names them too
}

/**
 * Fills the names' fields for game `id` (a field being typed in is left alone) and puts the
 * friend's name on the board; `id` null: no game by link, no name on the board.
 * @param {HTMLElement} bar @param {Api} board @param {string | null} id @param {Words} words
 */
export function renderNames(bar, board, id, words) {
  nameOnChip(board, id ? friendName(id) : '');
  if (!id) return;
  const part = namesPart(bar);
  const field = (/** @type {string} */ selector) => /** @type {HTMLInputElement} */ (part.querySelector(selector));
  const note = /** @type {HTMLElement} */ (part.querySelector('#name-note'));
  /** @type {[HTMLInputElement, string, () => string, (name: string) => void][]} */
  const fields = [
    [field('#friend-name'), 'names.friend', () => friendName(id), (name) => setFriendName(id, name)],
    [field('#your-name'), 'names.yours', yourName, setYourName],
  ];
  for (const [input, label, remembered, remember] of fields) {
    /** @type {HTMLElement} */ (part.querySelector(`#${input.id}-label`)).textContent = words.t(label);
    if (document.activeElement !== input) input.value = remembered();
    input.onchange = () => {
      const checked = checkName(input.value);
      if (checked.problem) {
        note.textContent = words.t(`names.${checked.problem}`, { name: excerpt(input.value.trim()), max: MAX_NAME });
        input.value = remembered();
        return;
      }
      note.textContent = '';
      input.value = checked.name;
      remember(checked.name);
      nameOnChip(board, friendName(id));
    };
  }
}

/**
 * The friend's name an address brings (`from`) for game `id`: remembered when you have not named
 * them yourself; → the sentence saying why it was left out, or null.
 * @param {string} id @param {string | null} from @param {Words} words
 */
export function nameFromAddress(id, from, words) {
  if (from === null) return null;
  const checked = checkName(from);
  if (checked.problem) return words.t('names.addressLeftOut', { why: words.t(`names.${checked.problem}`, { name: excerpt(from), max: MAX_NAME }) });
  if (checked.name && !friendName(id)) setFriendName(id, checked.name);
  return null;
}
