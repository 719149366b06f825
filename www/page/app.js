// The index page: one board (the same component anyone can embed) with a side panel for status,
// review, the move list and buttons, a Game menu (copy, download, open) and a settings sheet. Settings are remembered; the address chooses the game
// (address.js). Every sentence comes from the board's words (words.js).

import { mount } from '../board.js';
import { createWords } from '../words/words.js';
import { isLanguage, loadLanguage, LANGUAGES } from '../site/language.js';
import { applyPageWords } from '../site/page-words.js';
import { configFromAddress, plainAddress, NAMES_GAME } from './address.js';
import { renderPanel } from './panel.js';
import { createAnalysisPanel } from '../analysis.js';
import { createNewGameDialog } from './dialog.js';
import { testHooks } from '../component/engine.js';
import { coreMemoryBytes, reasonOf } from '../component/core.js';
import { loadSettings, saveSettings, pageLanguage } from '../site/settings.js';
import { newGameId, keptLink, hasReview } from './resume.js';
import { saveAndKeep, gameToResume, followOtherTabs, computerHere, savedNotes } from './keeping.js';
import { showPageError, tell } from './notices.js';
import { readStored } from '../site/stored.js';
import { createGameFile } from './gamefile.js';
import { bindBoardOptions } from './options.js';
import { bindShortcuts } from './shortcuts.js';
import { applyLooks, bindLooks } from '../site/looks.js';
import { bindMenu } from './menu.js';
import { followBoardShape } from './board-shape.js';
import { bindWelcome } from './welcome.js';
import { askInPlace } from '../component/view/ask.js';
import { isOneFile } from '../component/wasm-module.js';
import '../site/offline.js'; // service worker, update offer; tells boot.js the app runs

/** @type {(selector: string) => HTMLElement} */
const $ = (selector) => /** @type {HTMLElement} */ (document.querySelector(selector));
/** @type {(selector: string) => HTMLInputElement} */
const input = (selector) => /** @type {HTMLInputElement} */ (document.querySelector(selector));

const params = new URLSearchParams(location.search);
const settings = loadSettings();
applyLooks(settings); // before the board mounts, so its first frame has the chosen colours

/**
 * "The Italian words could not be loaded (…)", in the language the page still speaks.
 * @param {import('../words/words.js').Words} speaking @param {keyof typeof LANGUAGES} locale @param {unknown} err
 */
function noLanguage(speaking, locale, err) {
  return speaking.t('page.noLanguage', { language: LANGUAGES[locale], message: err instanceof Error ? err.message : String(err) });
}

// The language first (language.js), so that even a problem with the address is said in it.
const language = pageLanguage(params, settings);
// Only this language's catalogue is fetched; the page waits for it (boot.js keeps a page that may
// not speak English hidden until here), so no English flashes before the words arrive.
const catalogueProblem = await loadLanguage(language.language).then(
  () => null,
  (/** @type {unknown} */ err) => err,
);
const words = createWords({ locale: catalogueProblem ? 'en' : language.language });
applyPageWords(words);
document.documentElement.classList.remove('loa-wording');
if (catalogueProblem) showPageError(noLanguage(words, language.language, catalogueProblem));

const { config, problems } = configFromAddress(params, words);
if (language.badValue !== null) {
  problems.push(words.t('page.badParam', { name: 'lang', value: language.badValue, expected: words.t('page.expectLanguage') }));
}
if (problems.length) showPageError(words.t('page.ignored', { problems: problems.join(words.t('page.ignoredSeparator')) }));

// Resume: an address that names no game continues the saved one, exactly (the seed keeps the
// computer's choices). A level alone names no game: it is the New game dialog's next (`nextLevel`).
// An address that names a game starts it and says where the one put aside is (`previous`); it
// is then made plain (`plainAddress`), so a reload resumes the game instead of starting it again.
const addressNamesGame = NAMES_GAME.some((name) => params.has(name));
const { saved, previous, problem } = gameToResume(addressNamesGame);
if (problem) showPageError(words.t('page.resumeLost'));

/** The modes' opponents in the games list (watch mode's games are not kept). @type {Record<string, import('./archive.js').Entry['kind']>} */
const KINDS = { computer: 'computer', friend: 'friend', link: 'link' };
// The game's identity in the games list (archive.js) and who the opponent is. A new seed means
// a new game (the dialog, "Play again", a file opened), which `remember` gives a new identity.
/** @type {import('./keeping.js').Current} */
let current = { id: saved?.id ?? newGameId(), kind: saved?.kind ?? KINDS[config.mode ?? 'computer'] ?? 'computer', seed: saved ? saved.seed : null, started: saved?.started ?? Date.now(), kept: null, seen: saved?.id ? keptLink(saved.id) : null };

// An address from a friend (?mode=link&id=…): checked against this browser's copy before it is
// shown (friend.js, loaded only for it); a refused or older one leaves the copy as it was.
const linkId = params.get('mode') === 'link' ? params.get('id') : null;
if (linkId !== null && config.link && !isOneFile()) {
  const shown = await (await import('./friend.js')).openAddress(linkId, config, words, showPageError, params.get('from'));
  // Refused with no copy here, it is a game against the computer, and the list keeps it as that.
  current = shown ? { id: linkId, kind: 'link', seed: null, ...shown, seen: keptLink(linkId) } : { ...current, kind: KINDS[config.mode ?? 'computer'] ?? 'computer' };
}
/** The address's level when a saved game went on at its own: offered for the next new game. */
let nextLevel = saved && params.has('level') && config.level !== undefined && config.level !== saved.level ? config.level : null;
if (saved) Object.assign(config, { link: saved.link, mode: saved.mode, human: saved.human, level: saved.level, moveTime: saved.moveTime, seed: saved.seed, clock: saved.clock ?? null, clockTimes: saved.clockTimes ?? null });
// The one-file edition has no play by link (wasm-module.js isOneFile): a link game, by address or kept by an
// earlier copy of the file, plays on as two players at this device, and the page says why.
if (isOneFile() && config.mode === 'link') {
  config.mode = 'friend';
  current = { ...current, kind: 'friend' };
  tell(words, 'link.notInOneFile');
}
history.replaceState(history.state, '', plainAddress(location));

// The handlers run only once the core has loaded, after `board` is assigned.
const board = mount($('#board'), {
  ...config,
  locale: words.locale,
  coordinates: settings.coordinates,
  animation: { duration: settings.animation },
  confirmMoves: settings.confirmMoves,
  events: {
    change: ({ state }) => {
      if (state.outcome) withdrawResign();
      renderPanel(board, state);
      // Once a game is under way the first visit's card gives its place to the game (for this
      // visit only: only "Got it" dismisses it for good), so the result comes right under the board.
      if (state.history.length > 0) $('#welcome').hidden = true;
      analysis.update(board.analysis(), board.shown()); // the last report stays, marked as earlier
      showGameReview(state.history.length > 0);
      remember();
    },
    review: ({ state }) => {
      renderPanel(board, board.state());
      analysis.update(board.analysis(), state);
      reviewPanel?.update();
    },
    watch: () => renderPanel(board, board.state()),
    thinking: () => renderPanel(board, board.state()),
    analysis: ({ analysis: report }) => analysis.update(report, board.shown()),
    error: ({ message }) => showPageError(message),
  },
});
let analysis = createAnalysisPanel($('#analysis'), board.words());
// The board's banner (the result, the position reviewed) lives in the panel, in the slot under the
// status: above the board, where the component puts it, it would push the board down. The
// component keeps drawing into it wherever it is.
const banner = $('#board .loa-banner');
if (banner) $('#banner-slot').append(banner);
followBoardShape($('#board .loa-stage'));

/** Against a friend by link: whose turn it is, and "Send to your friend" (friend.js, loaded then). */
function showLinkBar() {
  import('./friend.js').then((f) => f.renderLinkBar(board, current.id), (err) => showPageError(reasonOf(err)));
}

/** Saves the game as it stands with the page's settings of it, and keeps it in the games list (keeping.js). */
function remember() {
  const pos = board.getPosition();
  const cfg = board.config();
  const state = board.state();
  if (!pos || !state || holding) return;
  if (current.seed === null) current.seed = pos.seed;
  else if (pos.seed !== current.seed) current = { id: newGameId(), kind: KINDS[cfg.mode] ?? 'computer', seed: pos.seed, started: Date.now(), kept: null, seen: null };
  // Names and comments are kept with the record; until a reload's are given back, they stay.
  const record = Object.values(board.notes() ?? {}).flat().some(Boolean) ? pos.record : (notesToRestore ?? undefined);
  const game = { link: pos.link, mode: cfg.mode, human: cfg.human, level: cfg.level, moveTime: cfg.moveTime, seed: pos.seed, clock: cfg.clock, clockTimes: board.clockTimes() };
  current = saveAndKeep(current, game, { moves: state.history.length, record, tell: (key, params) => tell(board.words(), key, params) });
  computerHere(board, current.id); // one tab of a game lets its computer move
  if (cfg.mode === 'link' || document.getElementById('link-bar')) showLinkBar();
}
/** While a game is being opened, nothing is saved: it is kept once it is read, under its own identity (onOpened). */
let holding = false;
/** The saved game's record, whose names and comments a reload gives back. @type {string | null} */
let notesToRestore = saved?.record ?? null;
const notesRead = savedNotes(saved).then((text) => (notesToRestore = text)); // kept apart: read when there are some
// A clock runs between moves: its time is saved when the page is left too, so a reload resumes
// it where it was. (Without a clock every change is saved as it happens.)
const rememberClock = () => board.clockTimes() && remember();
addEventListener('pagehide', rememberClock);
document.addEventListener('visibilitychange', () => document.hidden && rememberClock());
bindLooks(board, settings);

board.ready.then(
  () => {
    renderPanel(board, board.state());
    if (previous?.id && previous.id !== current.id && keptLink(previous.id)) tell(board.words(), 'page.addressGame'); // one tap away, under ☰
    notesRead.then(() => void (notesToRestore && board.importNotes(notesToRestore).then((given) => {
      if (!given.ok) showPageError(/** @type {string} */ (given.reason)); // resume.js kept it
      notesToRestore = null;
      remember();
      renderPanel(board, board.state());
    })));
  },
  (err) => {
    showPageError(board.words().t('page.noWasm', { message: err.message }));
    for (const b of document.querySelectorAll('[data-action]')) /** @type {HTMLButtonElement} */ (b).disabled = true;
  },
);

// Another tab changed the game shown here: it is shown as it stands there.
followOtherTabs(() => current.id, (link) => {
  if (link === current.kept) return;
  Object.assign(current, { kept: link, seen: link, seed: null });
  board.set({ link, orientation: null, position: null, record: null, moves: [], seed: null });
});

// ---- buttons, settings, shortcuts ------------------------------------------------------------

const dialog = createNewGameDialog(/** @type {HTMLDialogElement} */ ($('#new-game-dialog')), () => board.words(), (choice) => {
  nextLevel = null;
  $('#page-error').hidden = true;
  board.set({ ...choice, orientation: null, position: null, record: null, link: null, moves: [], seed: null });
  $('#page-error').hidden = true;
});

/** @type {Record<string, () => unknown>} */
const actions = {
  'new-game': () => dialog.open(nextLevel === null ? board.config() : { ...board.config(), level: nextLevel }),
  hint: () => askHint(),
  // The keys obey the buttons: against a friend by link only your own unanswered move goes back.
  undo: () => input('#undo').disabled || board.undo(),
  redo: () => input('#redo').disabled || board.redo(),
  flip: () => board.flip(),
  shortcuts: () => /** @type {HTMLDialogElement} */ ($('#shortcuts-dialog')).showModal(),
  settings: () => /** @type {HTMLDialogElement} */ ($('#settings-dialog')).showModal(),
  resign: () => resign(),
  pause: () => (board.isPaused() ? board.resume() : board.pause()),
  step: () => board.step(),
  analyse: () => board.analyse().catch((err) => err.cancelled || showPageError(err.message)),
  'review-game': () => loadGameReview().then(() => reviewPanel?.start()),
  // The exports carry the whole-game analysis's marks as comments, once it is loaded.
  ...createGameFile(Object.freeze({ ...board, getPosition: () => exporting(board.getPosition), sgf: () => exporting(board.sgf),
        // An opened record is a study: replayed with its players and result, never answered.
    importGame: (/** @type {string} */ text) => ((holding = true), board.importGame(text, { study: true })).finally(() => (holding = false)) }), {
    note: $('#copy-note'),
    dialog: /** @type {HTMLDialogElement} */ ($('#open-dialog')),
    onOpened: () => {
      $('#page-error').hidden = true;
      // Every game opened is a game of its own: the one on the board before stays in the list.
      current = { id: newGameId(), kind: 'imported', seed: null, started: Date.now(), kept: null, seen: null };
      remember();
    },
    onCollection: (text) => import('./games.js').then((g) => g.takeCollection(text, gamesPage)),
  }),
  games: () => import('./games.js').then((g) => g.showGames(gamesPage)),
};
for (const [name, fn] of Object.entries(actions)) $(`[data-action="${name}"]`)?.addEventListener('click', fn);
for (const b of document.querySelectorAll('[data-review]')) {
  const where = /** @type {'back' | 'forward' | 'start' | 'end'} */ (/** @type {HTMLElement} */ (b).dataset.review);
  b.addEventListener('click', () => board.reviewStep(where));
}
bindMenu(/** @type {HTMLButtonElement} */ ($('#game-menu-button')), $('#game-menu'));

/** What the games list (games.js, loaded on first use) needs of the page: a kept game it puts on
 *  the board becomes the current game, under its own identity. @type {import('./games.js').GamesPage} */
const gamesPage = {
  board: () => board,
  current: () => current.id,
  adopt: (entry) => {
    current = { id: entry.id, kind: entry.kind, seed: null, started: entry.started, kept: entry.link, seen: entry.link };
    $('#page-error').hidden = true;
  },
  say: showPageError,
  notes: () => exporting(() => board.getPosition()?.record ?? null),
};
bindWelcome($('#welcome'), /** @type {HTMLButtonElement} */ ($('#welcome-close')));

// ---- the whole game analysed (game-review.js, loaded when first asked for, or for a saved one)

/** @type {Promise<unknown> | null} */
let gameReview = null;
/** @type {ReturnType<typeof import('./game-review.js').createGameReview> | null} */
let reviewPanel = null;
function loadGameReview() {
  return (gameReview ??= import('./game-review.js').then(
    (m) => (reviewPanel = m.createGameReview($('#game-review'), board, showPageError, () => current.id, $('#verdict-slot'))),
    (err) => {
      gameReview = null;
      showPageError(board.words().t('gameReview.failed', { message: err.message }));
    },
  ));
}
/** @template T @param {() => T} make */
const exporting = (make) => (reviewPanel ? reviewPanel.withComments(make) : make());
/** The run button once the game has moves; a saved analysis drawn again. @param {boolean} hasMoves */
function showGameReview(hasMoves) {
  $('#game-review').hidden = !hasMoves;
  if (reviewPanel) reviewPanel.update();
  else if (hasMoves && hasReview(current.id)) loadGameReview();
}

/** A hint is shown on the board and announced by it; a failure is already shown there too. */
function askHint() {
  if (!input('#hint').disabled) board.hint().catch(() => {});
}

bindBoardOptions(board, settings, saveSettings);

const languageSwitch = /** @type {HTMLSelectElement} */ ($('#opt-language'));
languageSwitch.value = words.locale;
languageSwitch.addEventListener('change', () => setLanguage(languageSwitch.value));

/** Speaks `locale` from now on, board and page, and remembers it. @param {string} locale */
async function setLanguage(locale) {
  if (!isLanguage(locale)) return;
  try {
    await loadLanguage(locale);
  } catch (err) {
    languageSwitch.value = board.words().locale;
    showPageError(noLanguage(board.words(), locale, err));
    return;
  }
  settings.language = locale;
  saveSettings(settings);
  const address = new URLSearchParams(location.search);
  if (address.has('lang')) {
    // The address would choose the old language again on reload.
    address.set('lang', locale);
    history.replaceState(history.state, '', `?${address}${location.hash}`);
  }
  board.set({ locale });
  const now = board.words();
  applyPageWords(now);
  analysis = createAnalysisPanel($('#analysis'), now);
  analysis.update(board.analysis(), board.state());
  if (board.state()) renderPanel(board, board.state());
  if (document.getElementById('link-bar')) showLinkBar();
  reviewPanel?.update();
}

/** Withdraws the open "Resign?" question, if any (the game ended or changed meanwhile). */
let withdrawResign = () => {};

/** Resigns for you against the computer, or for the side to move between two players, after
 *  asking in place ("Resign? Yes No" where the button was). */
function resign() {
  const w = board.words();
  withdrawResign = askInPlace($('#resign'), { question: w.t('panel.resignConfirm'), yes: w.t('ask.yes'), no: w.t('ask.no') }, () => {
    const cfg = board.config();
    // Against the computer or a friend by link you resign for your own side, whoever is to move.
    const mine = board.state()?.players.find((p) => p.sideColour === cfg.human)?.side;
    board.resign(cfg.mode === 'computer' || cfg.mode === 'link' ? mine : undefined);
  });
}

const watchSpeed = /** @type {HTMLSelectElement} */ ($('#watch-speed'));
watchSpeed.addEventListener('change', () => board.setWatchDelay(Number(watchSpeed.value)));

bindShortcuts(actions, (where) => board.reviewStep(where));

// ---- test hook -------------------------------------------------------------------------------
// Only with ?test in the address: lets the end-to-end tests read the core's legal moves so they
// can choose moves, which they then perform with real pointer and keyboard events, and lets them
// make the computer slow (engine.stallMs), kill its worker mid-search (engine.killWorkers()) or
// trap (engine.trapNext), count workers (engine.liveWorkers()) and read the wasm memory's size.
if (params.has('test')) /** @type {any} */ (window).loaTest = { board: board, engine: testHooks, wasmMemoryBytes: coreMemoryBytes };
