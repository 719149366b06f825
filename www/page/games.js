// "Your games" (loaded on first use): every game kept on this device (archive.js), newest first,
// with its date, variant, opponent, result and length; open one to review it or to go on with it,
// delete one or all, export them all as one SGF collection (games-export.js: the core writes each game, with its
// names, comments and the marks of its whole-game analysis, kept-reviews.js), read such a
// collection back, and the record against the computer level by level.

import { listStored, toEntry, removeGame, removeAllGames, computerStats, putGame, newGameId, anyNotes, notesOf } from './archive.js';
import { gameOf, loadFiles } from '../component/files.js';
import { nextTask } from '../component/state-read.js';
import { askInPlace } from '../component/view/ask.js';
import { addPeopleWords } from '../words/people-words.js';
import { addPeopleStyle } from './people-style.js';
import { coresOf } from './link-cores.js';
import { exportGames } from './games-export.js';
import { forgetOldFriendName, oldFriendName } from './friend-names.js';

/** @typedef {import('./archive.js').Entry} Entry */
/** @typedef {{black: string, white: string}} Players a game's players as its record's tags name them ('' unnamed) */
/** @typedef {import('../words/words.js').Words} Words */

/** The games dialog, made on first use (the page's first load does not carry it). */
function gamesDialog() {
  const found = /** @type {HTMLDialogElement | null} */ (document.getElementById('games-dialog'));
  if (found) return found;
  addPeopleStyle();
  const dialog = document.createElement('dialog');
  dialog.id = 'games-dialog';
  dialog.className = 'games';
  dialog.setAttribute('aria-labelledby', 'games-title');
  dialog.innerHTML = `<form method="dialog"><h2 id="games-title"></h2><div id="games-body" class="dialog-body"></div>
    <p id="games-note" class="page-error" role="alert" hidden></p>
    <div class="dialog-buttons"><button type="button" data-games="export"></button><button type="button" data-games="delete-all"></button>
    <button type="submit" class="primary" data-games-close></button></div></form>`;
  document.body.append(dialog);
  return dialog;
}

/**
 * What the list needs of the page: its board, the identity of the game on it, `adopt(entry)` to
 * make a kept game the page's current one (before it is put on the board), and `say(text)`.
 * @typedef {{board: () => import('../types/types.js').Api, current: () => string, adopt: (entry: Entry) => void, say: (text: string) => void, notes: () => string | null}} GamesPage
 *   `notes` is the record of the game on the board as its exports write it (names, comments and
 *   the analysis's marks)
 */

/**
 * Fills and opens the games dialog (made on first use).
 * @param {GamesPage} page
 */
export async function showGames(page) {
  const words = page.board().words();
  addPeopleWords(words);
  const dialog = gamesDialog();
  const text = (/** @type {string} */ selector, /** @type {string} */ key) => {
    /** @type {HTMLElement} */ (dialog.querySelector(selector)).textContent = words.t(key);
  };
  text('#games-title', 'games.title');
  text('[data-games="export"]', 'games.export');
  text('[data-games="delete-all"]', 'games.deleteAll');
  text('[data-games-close]', 'ui.close');
  const body = /** @type {HTMLElement} */ (dialog.querySelector('#games-body'));
  const note = /** @type {HTMLElement} */ (dialog.querySelector('#games-note'));
  note.hidden = true;
  const say = (/** @type {string} */ text) => {
    note.textContent = text;
    note.hidden = !text;
  };
  // The players' names of the games that have them, read by the core from their records.
  const files = anyNotes() ? await loadFiles() : null;
  /** @type {(notes: string) => Players} */
  const playersOf = (notes) => {
    try {
      const tags = new Map(/** @type {[string, string][]} */ (files?.readRecord(notes).tags ?? []));
      return { black: tags.get('Black') ?? '', white: tags.get('White') ?? '' };
    } catch {
      return { black: '', white: '' }; // a record the core refuses: the game is shown without its names
    }
  };
  /** @type {Entry[]} */
  let games = [];
  /** How many times the list was drawn: a list drawn again (a game deleted) stops the slices of the one before. */
  let renders = 0;
  // A thousand rows at once held the page for most of a second: the list shows its first rows
  // at once and the others a slice a task after (`rest`, not awaited).
  const render = async () => {
    const drawn = ++renders;
    const listed = await listGames();
    if (drawn !== renders) return;
    games = listed.games;
    const list = listOf(games, words);
    const row = (/** @type {Entry} */ game) => rowOf(game, words, page, dialog, render, playersOf);
    list.append(...games.slice(0, ROWS).map(row));
    body.replaceChildren(statsOf(games, words), list);
    for (const b of dialog.querySelectorAll('[data-games]')) /** @type {HTMLButtonElement} */ (b).disabled = games.length === 0;
    if (listed.unreadable) say(words.t('games.unreadable', { count: listed.unreadable }));
    const rest = async () => {
      for (let from = ROWS; from < games.length; from += ROWS) {
        await nextTask();
        if (drawn !== renders) return;
        list.append(...games.slice(from, from + ROWS).map(row));
      }
    };
    rest();
  };
  const exportAll = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-games="export"]'));
  exportAll.onclick = () =>
    exportGames(games, page.current(), page.notes(), words).then(({ problem, left }) => {
      if (problem) say(words.t('games.exportFailed', { reason: problem }));
      else say(left.length ? words.t('games.exportLeft', { count: left.length, reason: left[0] }) : '');
    });
  const deleteAll = /** @type {HTMLButtonElement} */ (dialog.querySelector('[data-games="delete-all"]'));
  deleteAll.onclick = () =>
    askInPlace(deleteAll, { question: words.t('games.deleteAllConfirm'), yes: words.t('ask.yes'), no: words.t('ask.no') }, () => {
      removeAllGames();
      render();
    });
  await render();
  if (!dialog.open) dialog.showModal();
}

/** How many rows of the list are drawn in one task. */
const ROWS = 100;

/** "Against the computer: level 3 — 2 won, 1 lost, 0 drawn", one line a level played. @param {readonly Entry[]} games @param {Words} words */
function statsOf(games, words) {
  const stats = computerStats(games);
  const box = document.createElement('section');
  box.className = 'games-stats';
  if (!stats.size) return box;
  const title = document.createElement('h3');
  title.textContent = words.t('games.statsTitle');
  const list = document.createElement('ul');
  for (const [level, { won, lost, drawn }] of stats) {
    const li = document.createElement('li');
    li.textContent = words.t('games.statsLine', { level, won, lost, drawn });
    list.append(li);
  }
  box.append(title, list);
  return box;
}

/**
 * The list, empty (its rows come from `rowOf`), or the sentence that says there are no games.
 * @param {readonly Entry[]} games @param {Words} words
 */
function listOf(games, words) {
  if (!games.length) {
    const empty = document.createElement('p');
    empty.className = 'muted';
    empty.textContent = words.t('games.empty');
    return empty;
  }
  const list = document.createElement('ul');
  list.className = 'games-list';
  return list;
}

/** The date format of the rows, made once for a language. @type {Map<string, Intl.DateTimeFormat>} */
const dates = new Map();

/**
 * One row of the list: the game, with Open and Delete.
 * @param {Entry} game @param {Words} words
 * @param {GamesPage} page
 * @param {HTMLDialogElement} dialog @param {() => unknown} render @param {(notes: string) => Players} playersOf
 */
function rowOf(game, words, page, dialog, render, playersOf) {
  const date = dates.get(words.locale) ?? new Intl.DateTimeFormat(words.locale, { dateStyle: 'medium', timeStyle: 'short' });
  dates.set(words.locale, date);
  const li = document.createElement('li');
  li.dataset.id = game.id;
  if (game.id === page.current()) li.setAttribute('aria-current', 'true');
  const what = document.createElement('span');
  what.className = 'games-what';
  const head = document.createElement('strong');
  const notes = notesOf(game);
  const players = notes ? playersOf(notes) : { black: '', white: '' };
  // By link, the friend is named as the opponent; another game's players, when it names them.
  const both = game.kind !== 'link' && (players.black || players.white);
  const named = both ? words.t('games.players', { black: players.black || '?', white: players.white || '?' }) : '';
  head.textContent = [words.variant(game.variant), opponentOf(game, players, words), named].filter(Boolean).join(' · ');
  const detail = document.createElement('span');
  detail.className = 'games-detail';
  detail.textContent = [date.format(game.started), stateOf(game, words), words.t('games.turns', { count: game.turns })].join(' · ');
  what.append(head, detail);
  const open = document.createElement('button');
  open.type = 'button';
  open.dataset.open = game.id;
  open.textContent = words.t(game.result ? 'games.review' : 'games.continue');
  open.addEventListener('click', () => {
    dialog.close();
    page.adopt(game);
    const board = page.board();
    // A game opened from a file comes back as it was opened: a study, replayed, never answered.
    const mode = game.kind === 'computer' || game.kind === 'link' ? game.kind : game.kind === 'imported' ? 'study' : 'friend';
    const level = game.level ?? board.config().level;
    // A game with names or comments comes back from its record, which keeps them.
    const from = notes ? { record: notes, link: null } : { link: game.link, record: null };
    board.set({ ...from, mode, human: game.human ?? 'black', level, orientation: null, position: null, moves: [], seed: null, clock: null });
  });
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.dataset.delete = game.id;
  remove.textContent = words.t('games.delete');
  remove.setAttribute('aria-label', `${words.t('games.delete')}: ${head.textContent}, ${date.format(game.started)}`);
  remove.addEventListener('click', () => {
    removeGame(game.id);
    forgetOldFriendName(game.id); // what an older page kept of it goes with it
    render();
  });
  li.append(what, open, remove);
  return li;
}

/**
 * "Computer · level 3", "Anna, by link" (the game's tag for your friend's colour, or what an older
 * page kept; "A friend, by link" unnamed), "Two players", "Opened from a file".
 * @param {Entry} game @param {Players} players @param {Words} words
 */
function opponentOf(game, players, words) {
  if (game.kind === 'computer') return words.t('chip.computerLevel', { level: game.level ?? 1 });
  const friend = game.kind === 'link' ? (game.human === 'white' ? players.black : players.white) || oldFriendName(game.id) : '';
  if (friend) return words.t('mode.linkNamed', { name: friend });
  return words.t(`games.opponent.${game.kind}`);
}

/** The result ("1-0, you won"), or whose turn it is. @param {Entry} game @param {Words} words */
function stateOf(game, words) {
  if (game.result) {
    const result = game.result.replace('1/2-1/2', '½-½');
    return game.mine ? words.t(`games.mine.${game.mine}`, { result }) : result;
  }
  if (game.kind === 'link') return words.t(game.yourTurn ? 'games.yourTurn' : 'games.friendsTurn');
  return words.t('games.underWay');
}

/** How many games of a collection are read between two chances for the page to draw. */
const SLICE = 100;

/**
 * Keeps every game of an SGF collection (such as the export above) in the list, each as opened
 * from a file, with its names and comments (an analysis's marks are among them); → how many were
 * kept (0 when the text is not a collection of readable games, or nothing could be stored).
 * @param {string} text @param {import('../types/types.js').Api} board
 */
async function importCollection(text, board) {
  const files = await loadFiles();
  const listed = await board.readCollection(text);
  if (!listed.ok || !listed.games || listed.games.length < 2) return 0; // the dialog says why the text is not one game
  /** @type {{link: string, notes: string | undefined}[]} */
  const read = [];
  try {
    // The page draws between slices of games, so a large file never holds it for long.
    const pause = (/** @type {number} */ i) => (i % SLICE === SLICE - 1 ? new Promise((go) => setTimeout(go)) : null);
    const texts = [];
    for (const [i, { text: one }] of listed.games.entries()) {
      await pause(i);
      texts.push(files.importText(one));
    }
    // Each game by the core of its board's build (a collection may hold wide games).
    const coreOfLink = await coresOf(texts.map((t) => t.link));
    for (const [i, imported] of texts.entries()) {
      await pause(i);
      const g = gameOf(coreOfLink(imported.link), imported);
      try {
        const hasNotes = imported.tags.length > 0 || imported.gameComment != null || imported.comments.some((c) => c != null);
        read.push({ link: g.link(), notes: hasNotes ? g.record() : undefined });
      } finally {
        g.free();
      }
    }
  } catch {
    return 0; // a game the core cannot read: the dialog says why
  }
  const now = Date.now();
  let kept = 0;
  for (const [i, { link, notes }] of read.entries()) {
    // Kept in slices too (each game's names and comments are a few writes: kept-notes.js).
    if (i % SLICE === SLICE - 1) await new Promise((go) => setTimeout(go));
    // Oldest first in the file: the first game gets the earliest time, so the list keeps its order.
    if (putGame(newGameId(), { link, kind: 'imported', level: null, human: null, started: now + i, updated: now + i, notes })) kept += 1;
  }
  return kept;
}

/**
 * Open… was given a text that is not one game: when it is a collection (the export above), its
 * games go into the list and the list opens, saying how many. → whether it was taken.
 * @param {string} text @param {GamesPage} page
 */
export async function takeCollection(text, page) {
  const count = await importCollection(text, page.board());
  if (count > 0) {
    await showGames(page);
    page.say(page.board().words().t('games.imported', { count }));
  }
  return count > 0;
}

/**
 * What the core of its build reads from a game's link, for the list (archive.js `toEntry`): its
 * summary, which builds none of the game's state.
 * @param {(link: string) => typeof import('../../pkg/loa.js')} coreOfLink
 * @returns {import('./archive.js').Describe}
 */
function describer(coreOfLink) {
  return (link) => {
    const game = coreOfLink(link).WasmGame.fromLink(link);
    try {
      return game.summary();
    } finally {
      game.free();
    }
  };
}

/**
 * Every game kept, newest change first, as the list shows it, and how many entries could not be
 * read (malformed in storage, or a link the core refuses); a slice of games a task.
 * @returns {Promise<{games: Entry[], unreadable: number}>}
 */
async function listGames() {
  // Their names and comments are read row by row (`notesOf`): a thousand records at once were a long task.
  const { games: stored, unreadable } = listStored({ withNotes: false });
  const describe = describer(await coresOf(stored.map((g) => g.link)));
  /** @type {Entry[]} */
  const games = [];
  for (const [i, game] of stored.entries()) {
    if (i % SLICE === SLICE - 1) await nextTask();
    const entry = toEntry(game, describe);
    if (entry) games.push(entry);
  }
  return { games, unreadable: unreadable + stored.length - games.length };
}

/** The games kept, as the list shows them (for the browser tests, through the page's own core). */
export function listedGames() {
  return listGames();
}
