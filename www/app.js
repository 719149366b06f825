// The index page: one board (the same component anyone can embed) with a side panel for status,
// the move list, buttons and settings. Settings are remembered; the address chooses the game
// (address.js). Every sentence comes from the board's words (words.js).

import { mount } from './board.js';
import { english } from './words.js';
import { configFromAddress } from './address.js';
import { renderPanel } from './panel.js';
import { createAnalysisPanel } from './analysis.js';
import { createNewGameDialog } from './dialog.js';
import { testHooks } from './engine.js';
import { coreMemoryBytes } from './core.js';
import { loadSettings, saveSettings } from './settings.js';
import './offline.js'; // service worker, update offer; tells boot.js the app runs

/** @type {(selector: string) => HTMLElement} */
const $ = (selector) => /** @type {HTMLElement} */ (document.querySelector(selector));
/** @type {(selector: string) => HTMLInputElement} */
const input = (selector) => /** @type {HTMLInputElement} */ (document.querySelector(selector));

const params = new URLSearchParams(location.search);
const settings = loadSettings();

/** @param {string} text */
function showPageError(text) {
  const box = $('#page-error');
  box.textContent = text;
  box.hidden = false;
}

// The page speaks the board's default words; the address is read before the board exists.
const { config, problems } = configFromAddress(params, english);
if (problems.length) showPageError(english.t('page.ignored', { problems: problems.join(english.t('page.ignoredSeparator')) }));

// The handlers run only once the core has loaded, after `board` is assigned.
const board = mount($('#board'), {
  ...config,
  coordinates: settings.coordinates,
  animation: { duration: settings.animation },
  events: {
    change: ({ state }) => {
      renderPanel(board, state);
      analysis.update(board.analysis(), state); // the last report stays, marked as earlier
    },
    thinking: () => renderPanel(board, board.state()),
    analysis: ({ analysis: report }) => analysis.update(report, board.state()),
    error: ({ message }) => showPageError(message),
  },
});
const analysis = createAnalysisPanel($('#analysis'), board.words());

board.ready.then(
  () => renderPanel(board, board.state()),
  (err) => {
    showPageError(board.words().t('page.noWasm', { message: err.message }));
    for (const b of document.querySelectorAll('[data-action]')) /** @type {HTMLButtonElement} */ (b).disabled = true;
  },
);

// ---- buttons, settings, shortcuts ------------------------------------------------------------

const dialog = createNewGameDialog(/** @type {HTMLDialogElement} */ ($('#new-game-dialog')), board.words(), (choice) => {
  board.set({ ...choice, orientation: null, position: null, record: null, moves: [] });
  $('#page-error').hidden = true;
});

/** @type {Record<string, () => unknown>} */
const actions = {
  'new-game': () => dialog.open(board.config()),
  hint: () => askHint(),
  undo: () => board.undo(),
  redo: () => board.redo(),
  flip: () => board.flip(),
  copy: () => copyGame(),
};
for (const [name, fn] of Object.entries(actions)) $(`[data-action="${name}"]`)?.addEventListener('click', fn);

/** A hint is shown on the board and announced by it; a failure is already shown there too. */
function askHint() {
  if (!input('#hint').disabled) board.hint().catch(() => {});
}

const showAnalysis = input('#opt-analysis');
showAnalysis.checked = settings.analysis;
$('#analysis').hidden = !settings.analysis;
showAnalysis.addEventListener('change', () => {
  settings.analysis = showAnalysis.checked;
  $('#analysis').hidden = !settings.analysis;
  saveSettings(settings);
});

const coords = input('#opt-coordinates');
coords.checked = settings.coordinates;
coords.addEventListener('change', () => {
  settings.coordinates = coords.checked;
  board.set({ coordinates: coords.checked });
  saveSettings(settings);
});
const speed = /** @type {HTMLSelectElement} */ ($('#opt-animation'));
speed.value = String(settings.animation);
if (![...speed.options].some((o) => o.value === speed.value)) speed.value = '200';
speed.addEventListener('change', () => {
  settings.animation = Number(speed.value);
  board.set({ animation: { duration: settings.animation } });
  saveSettings(settings);
});

async function copyGame() {
  const pos = board.getPosition();
  if (!pos) return;
  const url = new URL(location.href);
  /** @type {Record<string, string>} */
  const query = { variant: pos.variant, mode: 'friend', moves: pos.moves.join(',') };
  if (board.config().position) query.position = pos.start;
  url.search = new URLSearchParams(query).toString();
  const text = `${pos.record.trim()}\n\n${url}\n`;
  const note = $('#copy-note');
  try {
    await navigator.clipboard.writeText(text);
    note.textContent = board.words().t('panel.copied');
  } catch {
    note.textContent = text;
  }
  note.hidden = false;
}

/** @type {Record<string, string>} */
const SHORTCUTS = { n: 'new-game', h: 'hint', u: 'undo', r: 'redo', f: 'flip' };
document.addEventListener('keydown', (e) => {
  // Shortcuts never fire while typing, with modifiers, or with the dialog open.
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  const target = /** @type {Element | null} */ (e.target);
  if (target?.closest?.('input, select, textarea, [contenteditable], dialog, [role="grid"]')) return;
  const key = SHORTCUTS[e.key.toLowerCase()];
  if (key && !(/** @type {HTMLDialogElement} */ ($('#new-game-dialog')).open)) {
    actions[key]();
    e.preventDefault();
  }
});

// ---- test hook -------------------------------------------------------------------------------
// Only with ?test in the address: lets the end-to-end tests read the core's legal moves so they
// can choose moves, which they then perform with real pointer and keyboard events, and lets them
// make the computer slow (engine.stallMs), kill its worker mid-search (engine.killWorkers()) or
// trap (engine.trapNext), count workers (engine.liveWorkers()) and read the wasm memory's size.
if (params.has('test')) /** @type {any} */ (window).loaTest = { board: board, engine: testHooks, wasmMemoryBytes: coreMemoryBytes };
