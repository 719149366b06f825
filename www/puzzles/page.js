// The puzzles page (puzzles.html): the board component set up at a puzzle's position, the
// puzzle's status and buttons, and the list of every puzzle with the player's progress.
// `puzzles.html#<id>` opens a puzzle. The page speaks the language the index page chose (the
// address's ?lang=, else the remembered choice, else the browser's), in its looks.

import { mount } from '../board.js';
import { createWords, excerpt } from '../words/words.js';
import { applyPageWords } from '../site/page-words.js';
import { loadSettings, pageLanguage } from '../site/settings.js';
import { applyLooks } from '../site/looks.js';
import { createSound } from '../site/sound.js';
import './words.js'; // the puzzle sentences, added to each language's catalogue
import { loadPuzzles } from './collection.js';
import { loadProgress, markPuzzle } from './progress.js';
import { createList } from './list.js';
import { createSession } from './session.js';
import '../site/offline.js'; // service worker, update offer; tells boot.js the page runs
import { useStudyCore } from '../component/study-core.js';
import { hashText } from '../site/hash.js';

useStudyCore(); // the puzzle judge is in the study wasm, not in the game page's

/** @typedef {import('./collection.js').Puzzle} Puzzle */

/** @type {<T extends HTMLElement = HTMLElement>(selector: string) => T} */
const $ = (selector) => /** @type {any} */ (document.querySelector(selector));

const params = new URLSearchParams(location.search);
const settings = loadSettings();
applyLooks(settings);
const language = pageLanguage(params, settings);
const words = createWords({ locale: language.language });
applyPageWords(words);
// Links to the game keep the address's language.
if (language.fromAddress) for (const a of document.querySelectorAll('a[href="index.html"]')) a.setAttribute('href', `index.html?lang=${language.language}`);

/** Shows a notice above the page (each said once). @param {string} text */
function showPageError(text) {
  const box = $('#page-error');
  if (!box.hidden && box.textContent?.split('\n').includes(text)) return;
  box.textContent = box.hidden ? text : `${box.textContent}\n${text}`;
  box.hidden = false;
}

const boardElement = $('#board');
const board = mount(boardElement, {
  mode: 'friend',
  locale: words.locale,
  coordinates: settings.coordinates,
  animation: { duration: settings.animation },
  events: { error: ({ message }) => showPageError(message) },
});
// The board's banner (a try's result) lives in the panel, under the status: above the board, where
// the component puts it, it would push the board down at every try.
const banner = boardElement.querySelector('.loa-banner');
if (banner) $('#banner-slot').append(banner);
const sound = createSound(settings.sound);
board.on('move', ({ move }) => sound.play(move.capture ? 'capture' : 'move'));
board.on('illegal', () => sound.play('illegal'));
board.on('gameover', () => sound.play('end'));

const status = $('#puzzle-status');
const buttons = {
  tryAgain: $('#try-again'),
  next: $('#next'),
  solution: /** @type {HTMLButtonElement} */ ($('#show-solution')),
  restart: /** @type {HTMLButtonElement} */ ($('#restart')),
};
const marks = loadProgress();
/** @type {ReturnType<typeof createList> | null} */
let list = null;
/** @type {Puzzle[]} */
let puzzles = [];
let mostDifficult = 0;

const session = createSession(board, boardElement, {
  say: (text) => {
    status.removeAttribute('data-i18n'); // the puzzle's own sentence from now on
    status.textContent = text;
  },
  phase: (phase) => {
    buttons.tryAgain.hidden = phase !== 'refuted';
    buttons.next.hidden = phase !== 'solved';
    buttons.solution.disabled = phase !== 'solving';
    buttons.restart.disabled = phase === 'checking' || phase === 'answering';
    status.dataset.over = String(phase === 'solved');
    const focus = phase === 'refuted' ? buttons.tryAgain : phase === 'solved' ? buttons.next : null;
    focus?.focus();
  },
  mark: (mark) => {
    const id = session.current()?.id;
    if (id) markPuzzle(marks, id, mark);
    list?.render();
  },
});

/** Opens the puzzle named by the address (`#id`), or the first one not yet solved. */
function openFromAddress() {
  const id = hashText();
  let puzzle = puzzles.find((p) => p.id === id);
  if (!puzzle && id) showPageError(board.words().t('puzzle.unknown', { id: excerpt(id) }));
  puzzle ??= puzzles.find((p) => marks.get(p.id) !== 'solved') ?? puzzles[0];
  if (!puzzle || puzzle === session.current()) return;
  describe(puzzle);
  delete boardElement.dataset.waiting; // the board shows a puzzle from now on
  // The solver's view: the board turned to the side that moves first when that is a player's
  // own colour (`orientation` names black or white; the core refuses nothing else here).
  board.set({ orientation: puzzle.turn === 'white' ? 'white' : 'black' });
  session.open(puzzle);
  list?.select(puzzle.id);
}

/** The puzzle's name, difficulty and source beside the board. @param {Puzzle} puzzle */
function describe(puzzle) {
  const w = board.words();
  const name = w.t('puzzle.name', { variant: w.variant(puzzle.variant), count: puzzle.winsIn });
  // Its number in the list too, so the card and the list name the same puzzle.
  $('#puzzle-name').textContent = list ? `${w.t('puzzle.number', { number: list.numberOf(puzzle.id) })} · ${name}` : name;
  $('#puzzle-difficulty').textContent = w.t('puzzle.difficulty', { level: puzzle.difficulty, most: mostDifficult });
  $('#puzzle-source').textContent = puzzle.source; // the collection's own words, in English (lang="en")
  $('#puzzle-source-line').hidden = false;
}

buttons.tryAgain.addEventListener('click', () => session.tryAgain());
buttons.restart.addEventListener('click', () => session.restart());
buttons.solution.addEventListener('click', () => session.showSolution());
buttons.next.addEventListener('click', () => {
  const current = session.current();
  const next = current && list?.after(current.id);
  if (next) location.hash = next.id; // hashchange opens it, and the address names it
});
window.addEventListener('hashchange', openFromAddress);

Promise.all([board.ready, loadPuzzles()]).then(
  ([, collection]) => {
    puzzles = collection.puzzles;
    mostDifficult = collection.mostDifficult;
    list = createList(
      {
        variant: /** @type {HTMLSelectElement} */ ($('#filter-variant')),
        winsIn: /** @type {HTMLSelectElement} */ ($('#filter-wins')),
        progress: $('#progress'),
        shown: $('#shown'),
        list: $('#puzzle-list'),
      },
      puzzles,
      marks,
      () => board.words(),
      mostDifficult,
    );
    list.render();
    openFromAddress();
  },
  (err) => {
    delete boardElement.dataset.waiting;
    status.textContent = board.words().t('puzzle.loadFailed', { reason: String(err?.message ?? err) });
  },
);

// ---- test hook: only with ?test in the address, for the end-to-end tests ------------------------
if (params.has('test')) /** @type {any} */ (window).loaTest = { board, session, puzzles: () => puzzles };
