// The index page: one board (the same component anyone can embed) with a side panel for status,
// the move list, buttons and settings. Settings are remembered; URL parameters choose the game:
//   ?variant=parachute&mode=friend&level=4&side=white&moves=b1-d3,a3xd3
//   ?level=6&movetime=2000                        (level 6's time per move in ms)
//   ?position=standard 7w/8/7w/8/8/8/3b4/bb6 b   (a position string, RULES.md §4)

import { mount, VARIANTS, MODES, DEFAULTS } from './board.js';
import { createAnalysisPanel } from './analysis.js';
import { createNewGameDialog } from './dialog.js';
import { testHooks } from './engine.js';
import { loadSettings, saveSettings } from './settings.js';
import './offline.js'; // service worker, update offer; tells boot.js the app runs

const $ = (sel) => document.querySelector(sel);
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const SEAT = { white: 'South', black: 'West', yellow: 'North', blue: 'East' };

const params = new URLSearchParams(location.search);
const settings = loadSettings();

/** Reads the game from the URL; bad values are reported on the page and replaced by defaults. */
function configFromUrl() {
  const config = { variant: DEFAULTS.variant, mode: DEFAULTS.mode, human: DEFAULTS.human, level: DEFAULTS.level };
  const problems = [];
  const pick = (name, valid, apply, expected) => {
    if (!params.has(name)) return;
    const value = params.get(name);
    if (valid(value)) apply(value);
    else problems.push(`“${name}=${value}” is not understood (expected ${expected})`);
  };
  pick('variant', (v) => v in VARIANTS, (v) => (config.variant = v), Object.keys(VARIANTS).join(', '));
  pick('mode', (v) => v in MODES, (v) => (config.mode = v), Object.keys(MODES).join(', '));
  pick('side', (v) => v === 'black' || v === 'white', (v) => (config.human = v), 'black or white');
  pick('level', (v) => /^[1-6]$/.test(v), (v) => (config.level = Number(v)), 'a number from 1 to 6');
  pick(
    'movetime',
    (v) => /^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 60000,
    (v) => (config.moveTime = Number(v)),
    'milliseconds from 100 to 60000',
  );
  pick('rules', (v) => v === 'mover-wins' || v === 'draw', (v) => (config.rules = { simultaneous: v }), 'mover-wins or draw');
  if (params.has('position')) config.position = params.get('position');
  if (params.has('moves')) config.moves = params.get('moves').split(/[\s,]+/).filter(Boolean);
  return { config, problems };
}

function showPageError(text) {
  const box = $('#page-error');
  box.textContent = text;
  box.hidden = false;
}

const { config, problems } = configFromUrl();
if (problems.length) showPageError(`Some settings in the address were ignored: ${problems.join('; ')}.`);

const analysis = createAnalysisPanel($('#analysis'));

const board = mount($('#board'), {
  ...config,
  coordinates: settings.coordinates,
  animation: { duration: settings.animation },
  events: {
    change: ({ state }) => {
      renderPanel(state);
      analysis.update(board?.analysis(), state); // the last report stays, marked as earlier
    },
    thinking: () => renderPanel(board?.state()),
    analysis: ({ analysis: report }) => analysis.update(report, board?.state()),
    error: ({ message }) => showPageError(message),
  },
});

board.ready.then(
  () => renderPanel(board.state()),
  (err) => {
    showPageError(`${err.message}. Reload the page to try again; the game needs a browser with WebAssembly.`);
    for (const b of document.querySelectorAll('[data-action]')) b.disabled = true;
  },
);

// ---- side panel ------------------------------------------------------------------------------

function status(state) {
  if (!state) return 'Loading…';
  const o = state.outcome;
  if (o) return `Game over — ${o.reason}`;
  const who = state.variant === 'ambiloa' ? `${SEAT[state.turn]} (${cap(state.turn)})` : cap(state.turn);
  if (computerToMove(state) && board.isThinking()) return `${who}: the computer is thinking…`;
  if (board.isThinking()) return `${who} to move — looking for a hint…`;
  if (state.dropDue) return `${who} drops a ${state.turn === 'black' ? 'white' : 'black'} piece`;
  return `${who} to move`;
}

const sideOf = (colour) => (colour === 'black' || colour === 'blue' ? 'black' : 'white');

function computerToMove(state) {
  const cfg = board.config();
  return cfg.mode === 'watch' || (cfg.mode === 'computer' && sideOf(state.turn) !== cfg.human);
}

/** The moves as turns: a Parachute drop joins its move (`a3-c5@d4`). */
function turns(history) {
  const out = [];
  for (const m of history) {
    const prev = out.at(-1);
    if (m.kind === 'drop' && prev && prev.colour === m.colour && !prev.text.includes('@')) prev.text += m.text;
    else out.push({ colour: m.colour, text: m.text });
  }
  return out;
}

function renderPanel(state) {
  $('#status').textContent = status(state);
  $('#status').dataset.over = String(!!state?.outcome);
  if (!state) return;
  const cfg = board.config();
  const level = cfg.mode === 'friend' ? '' : ` · level ${cfg.level}`;
  $('#game-info').textContent = `${VARIANTS[state.variant]} · ${MODES[cfg.mode]}${level}`;
  const list = $('#moves');
  const seats = state.seats.length;
  list.dataset.seats = String(seats);
  const rows = [];
  const all = turns(state.history);
  for (let i = 0; i < all.length; i += seats) {
    const li = document.createElement('li');
    for (const t of all.slice(i, i + seats)) {
      const span = document.createElement('span');
      span.textContent = t.text;
      span.className = `move loa-${t.colour}`;
      li.append(span);
    }
    rows.push(li);
  }
  rows.at(-1)?.lastElementChild?.classList.add('current');
  list.replaceChildren(...rows);
  list.parentElement.scrollTop = list.parentElement.scrollHeight;
  $('#hint').disabled = !!state.outcome || computerToMove(state);
  $('#undo').disabled = !state.canUndo;
  $('#redo').disabled = !state.canRedo;
  $('#empty-moves').hidden = state.history.length > 0;
}

// ---- buttons, settings, shortcuts ------------------------------------------------------------

const dialog = createNewGameDialog($('#new-game-dialog'), (choice) => {
  board.set({ ...choice, orientation: null, position: null, record: null, moves: [] });
  $('#page-error').hidden = true;
});

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
  if (!$('#hint').disabled) board.hint().catch(() => {});
}

const showAnalysis = $('#opt-analysis');
showAnalysis.checked = settings.analysis;
$('#analysis').hidden = !settings.analysis;
showAnalysis.addEventListener('change', () => {
  settings.analysis = showAnalysis.checked;
  $('#analysis').hidden = !settings.analysis;
  saveSettings(settings);
});

const coords = $('#opt-coordinates');
coords.checked = settings.coordinates;
coords.addEventListener('change', () => {
  settings.coordinates = coords.checked;
  board.set({ coordinates: coords.checked });
  saveSettings(settings);
});
const speed = $('#opt-animation');
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
  const query = { variant: pos.variant, mode: 'friend', moves: pos.moves.join(',') };
  if (board.config().position) query.position = pos.start;
  url.search = new URLSearchParams(query).toString();
  const text = `${pos.record.trim()}\n\n${url}\n`;
  const note = $('#copy-note');
  try {
    await navigator.clipboard.writeText(text);
    note.textContent = 'Copied the game record and a link to this game.';
  } catch {
    note.textContent = text;
  }
  note.hidden = false;
}

document.addEventListener('keydown', (e) => {
  // Shortcuts never fire while typing, with modifiers, or with the dialog open.
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
  if (e.target.closest?.('input, select, textarea, [contenteditable], dialog, [role="grid"]')) return;
  const key = { n: 'new-game', h: 'hint', u: 'undo', r: 'redo', f: 'flip' }[e.key.toLowerCase()];
  if (key && !$('#new-game-dialog').open) {
    actions[key]();
    e.preventDefault();
  }
});

// ---- test hook -------------------------------------------------------------------------------
// Only with ?test in the address: lets the end-to-end tests read the core's legal moves so they
// can choose moves, which they then perform with real pointer and keyboard events, and lets them
// make the computer slow (engine.stallMs) or kill its worker mid-search (engine.killWorkers()).
if (params.has('test')) window.loaTest = { board, engine: testHooks };
