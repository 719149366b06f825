// The games of a collection file (several SGF games, as tournaments are published), listed in
// the Open… dialog to pick one: players, event, date, result and length. Loaded on demand by
// gamefile.js, only when a file holds several games. Every value is set as text, never as HTML.

import { nextTask } from '../component/state-read.js';

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {import('../types/types.js').CollectionGame} CollectionGame */

/**
 * Lists `games` in the dialog; picking one opens it, or says why it cannot be read (its number,
 * line and column) and keeps the current game.
 * @param {Api} board @param {CollectionGame[]} games
 * @param {{dialog: HTMLDialogElement, error: HTMLElement, onOpened: () => void, keepAll?: () => unknown}} parts
 *   `keepAll`, where the page has a games list: a button that keeps every game of the file in it
 */
export function showCollection(board, games, { dialog, error, onOpened, keepAll }) {
  const words = board.words();
  const section = document.createElement('section');
  section.id = 'open-collection';
  const title = document.createElement('p');
  title.textContent = words.t('open.collection', { count: games.length });
  const list = document.createElement('ol');
  list.className = 'open-games';
  /** @param {CollectionGame} game @param {number} i */
  const rowOf = (game, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    const said = [];
    if (game.black || game.white) said.push(words.t('record.players', { black: game.black || '?', white: game.white || '?' }));
    said.push(...[game.event, game.date, game.result].filter(Boolean), words.t('open.turns', { count: game.turns }));
    button.textContent = `${i + 1}. ${said.join(' · ')}`;
    button.addEventListener('click', async () => {
      const opened = await board.importGame(game.text);
      if (!opened.ok) {
        error.textContent = words.t('open.gameError', { number: i + 1, reason: opened.reason ?? '' });
        error.hidden = false;
        return;
      }
      dialog.close();
      onOpened();
    });
    const li = document.createElement('li');
    li.append(button);
    return li;
  };
  // A tournament of a thousand games drawn at once held the page for a quarter of a second: the
  // first rows come at once, the others a slice a task after, while the list is still shown.
  list.append(...games.slice(0, ROWS).map(rowOf));
  (async () => {
    for (let from = ROWS; from < games.length; from += ROWS) {
      await nextTask();
      if (!section.isConnected) return; // another text opened, or the dialog shut
      list.append(...games.slice(from, from + ROWS).map((game, i) => rowOf(game, from + i)));
    }
  })();
  section.append(title, list);
  if (keepAll) {
    const all = document.createElement('button');
    all.type = 'button';
    all.className = 'open-keep-all';
    all.textContent = words.t('open.keepAll', { count: games.length });
    all.addEventListener('click', keepAll);
    section.append(all);
  }
  hideCollection(dialog);
  error.before(section);
}

/** How many games of the list are drawn in one task. */
const ROWS = 100;

/** Takes the list of a collection out of the dialog (a new text is being opened). @param {HTMLDialogElement} dialog */
export function hideCollection(dialog) {
  dialog.querySelector('#open-collection')?.remove();
}
