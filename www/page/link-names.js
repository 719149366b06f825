// The names in the link bar of a game by link: your friend's and your own. They are the game's own
// players, its Black and White tags, kept by the core with the game: the chips, the game's line
// under the status, "Your games", the record and the SGF all read them there, and the link sent
// to your friend carries them (the core writes them in it, friend.js). Your own name is also a
// preference (friend-names.js), given to every game by link you play.
// A name refused (too long, odd characters) is said beside the field, and the field goes back to
// the game's name.

import { excerpt } from '../words/words.js';
import { linkFriend } from './panel.js';
import { checkName, setYourName, takeOldFriendName, yourName, MAX_NAME } from './friend-names.js';

/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {import('../types/types.js').Api} Api */

/** The record's tag that names the player of each colour. */
const TAGS = { black: 'Black', white: 'White' };
/** @param {'black' | 'white'} colour */
const tagOf = (colour) => TAGS[colour];

/** The colours of you and your friend in the game on `board`. @param {Api} board */
function sides(board) {
  const you = /** @type {'black' | 'white'} */ (board.config().human === 'white' ? 'white' : 'black');
  return { you, friend: /** @type {'black' | 'white'} */ (you === 'black' ? 'white' : 'black') };
}


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

/** A sender's name from an older address (`from`), for the game it opened: named once it is on the board. @type {{id: string, name: string} | null} */
let fromAddress = null;

/**
 * Gives the game on `board` (game `id`) the names it lacks: yours from your preference, your
 * friend's from an older address's `from` or from what an older page kept (friend-names.js).
 * @param {Api} board @param {string} id
 */
function fillNames(board, id) {
  const { you, friend } = sides(board);
  const mine = yourName();
  if (mine) board.setTag(tagOf(you), mine);
  const sent = fromAddress?.id === id ? fromAddress.name : '';
  if (fromAddress?.id === id) fromAddress = null;
  const old = takeOldFriendName(id);
  if (!linkFriend(board) && (sent || old)) board.setTag(tagOf(friend), sent || old);
}

/**
 * Fills the names' fields for game `id` (a field being typed in is left alone), giving the game
 * the names it lacks first; `id` null: no game by link, nothing to show.
 * @param {HTMLElement} bar @param {Api} board @param {string | null} id @param {Words} words
 */
export function renderNames(bar, board, id, words) {
  if (!id) return;
  fillNames(board, id);
  const { you, friend } = sides(board);
  const part = namesPart(bar);
  const field = (/** @type {string} */ selector) => /** @type {HTMLInputElement} */ (part.querySelector(selector));
  const note = /** @type {HTMLElement} */ (part.querySelector('#name-note'));
  const named = (/** @type {'black' | 'white'} */ colour) => () => board.notes()?.[colour] ?? '';
  /** @type {[HTMLInputElement, string, () => string, (name: string) => void][]} */
  const fields = [
    [field('#friend-name'), 'names.friend', named(friend), (name) => board.setTag(tagOf(friend), name || null)],
    [field('#your-name'), 'names.yours', named(you), (name) => (setYourName(name), board.setTag(tagOf(you), name || null))],
  ];
  for (const [input, label, current, give] of fields) {
    /** @type {HTMLElement} */ (part.querySelector(`#${input.id}-label`)).textContent = words.t(label);
    if (document.activeElement !== input) input.value = current();
    input.onchange = () => {
      const checked = checkName(input.value);
      if (checked.problem) {
        note.textContent = words.t(`names.${checked.problem}`, { name: excerpt(input.value.trim()), max: MAX_NAME });
        input.value = current();
        return;
      }
      note.textContent = '';
      input.value = checked.name;
      give(checked.name);
    };
  }
}

/**
 * The sender's name an older address brings (`from`; today's links carry the names themselves)
 * for game `id`: given to the game once it is on the board, when the game names nobody there;
 * → the sentence saying why it was left out, or null.
 * @param {string} id @param {string | null} from @param {Words} words
 */
export function nameFromAddress(id, from, words) {
  if (from === null) return null;
  const checked = checkName(from);
  if (checked.problem) return words.t('names.addressLeftOut', { why: words.t(`names.${checked.problem}`, { name: excerpt(from), max: MAX_NAME }) });
  if (checked.name) fromAddress = { id, name: checked.name };
  return null;
}
