// The index page's side of a wide game: the wide board in place of the 8×8 board, and the panel
// (status, game line, move list, buttons) drawn from the wide game instead of the 8×8 board's
// state; its link, record and SGF for the Game menu and for keeping it across a reload, and
// the reading of a wide text opened or pasted (the core writes and reads them all:
// src/wide/{record,sgf,link}.rs). Loaded on demand by app.js.

import { openWideText, WasmWideGame } from '../../pkg/wide/loa.js';
import { loadWide, mountWide } from './wide-game.js';
import { rulesField } from './rules-field.js';
import { stepPly } from './wide-shown.js';
import { redoTurn } from './turns.js';

/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {import('./wide-game.js').WidePanel} WidePanel */
/**
 * @typedef {object} WideChoice
 * @property {string} variant
 * @property {{simultaneous?: 'mover-wins' | 'draw', repetition?: boolean, moveLimit?: number | null, reversed?: boolean, scrambled?: boolean} | string} [rules]
 *   the page's rule options, or a rules field as the core writes it (`draw,repetition,limit=80,reversed,scrambled`)
 * @property {string | readonly string[]} [moves] the moves to replay (the address's list, or space-separated)
 * @property {string | null} [link] a wide game link to replay instead (`hex-5~draw~mi2g2`)
 * @property {'black' | 'white' | null} [resigned] the side that resigned after the moves
 * @property {'computer' | 'friend' | 'watch'} [mode]
 * @property {'black' | 'white'} [human]
 * @property {number} [level]
 */

/** @type {(selector: string) => HTMLElement} */
const $ = (selector) => /** @type {HTMLElement} */ (document.querySelector(selector));

/**
 * Reads a wide record, SGF game, link or position string with the wide wasm (loaded on first
 * use); throws the core's reason, naming line and column.
 * @param {string} text @returns {Promise<import('../../pkg/wide/loa.js').WideOpened>}
 */
export async function readWide(text) {
  await loadWide();
  return openWideText(text);
}

/**
 * Runs `use` on the core's game of a read wide text, resigned as it ended, and frees it after.
 * @template T @param {import('../../pkg/wide/loa.js').WideOpened} opened @param {(game: WasmWideGame) => T} use
 */
function withGame({ variant, rules, moves, resigned }, use) {
  const game = new WasmWideGame(variant, rules, moves);
  try {
    if (resigned) game.resign(resigned);
    return use(game);
  } finally {
    game.free();
  }
}

/**
 * Opens a wide text (record, SGF, link) with `start` (app.js's startWide); → the core's reason
 * when it cannot be read.
 * @param {string} text @param {(choice: WideChoice) => Promise<boolean>} start
 */
export async function openText(text, start) {
  try {
    const { variant, rules, moves, resigned } = await readWide(text);
    return { ok: await start({ variant, rules, moves, resigned }) };
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * What the core reads from a kept wide game's link, for "Your games" (archive.js `toEntry`).
 * @returns {Promise<import('../page/archive.js').Describe>}
 */
export async function describeWide() {
  await loadWide();
  return (link) => {
    const opened = openWideText(link);
    return withGame(opened, (game) => {
      const state = game.state();
      const won = state.outcome?.winner ?? null;
      /** @type {import('../page/archive.js').Entry['result']} */
      const result = /** @type {any} */ (state.outcome?.result ?? null);
      return { variant: opened.variant, record: game.record(), result, winner: won, sideOf: (colour) => colour, toMove: state.turn, turns: state.moves.length };
    });
  };
}

/** The SGF of a kept wide game's link; throws the core's reason. @param {string} link */
export async function sgfOfLink(link) {
  return withGame(await readWide(link), (game) => game.sgf());
}
/** A game's rule options for the New game dialog, from the rules field the core wrote. @param {string} field */
function optionsOf(field) {
  const items = field.split(',');
  const limit = items.find((item) => item.startsWith('limit='));
  const has = (/** @type {string} */ word) => items.includes(word);
  return { simultaneous: /** @type {'mover-wins' | 'draw'} */ (items[0]), repetition: has('repetition'), moveLimit: limit ? Number(limit.slice(6)) : null, reversed: has('reversed'), scrambled: has('scrambled') };
}

/** The review buttons for the position after `ply` of `total` plies. @param {number} ply @param {number} total */
function reviewButtons(ply, total) {
  for (const b of /** @type {NodeListOf<HTMLButtonElement>} */ (document.querySelectorAll('[data-review]'))) {
    b.disabled = b.dataset.review === 'start' || b.dataset.review === 'back' ? ply === 0 : ply >= total;
  }
}

/**
 * Shows a wide game of `choice` in place of `board8` (the 8×8 board's element, hidden meanwhile).
 * @param {HTMLElement} board8 @param {WideChoice} choice @param {Words} words
 * @param {(message: string) => void} onError @param {() => void} [onMove] after every change
 */
export async function openWide(board8, choice, words, onError, onMove) {
  const opened = choice.link ? await readWide(choice.link) : null;
  const host = document.createElement('div');
  host.id = 'wide-board';
  // Centred in the board's area, as the 8×8 board is (the page's stylesheet does not know it).
  host.style.display = 'flex';
  host.style.justifyContent = 'center';
  board8.after(host);
  const settings = {
    variant: opened?.variant ?? choice.variant,
    simultaneous: opened?.rules ?? (typeof choice.rules === 'string' ? choice.rules : rulesField(choice.rules ?? {})),
    mode: choice.mode ?? 'computer',
    human: choice.human ?? 'black',
    level: choice.level ?? 3,
  };
  /** What follows the game (the page's whole-game analysis): told of every change, and of the end. @type {Set<(closed: boolean) => void>} */
  const followers = new Set();
  /** @param {WidePanel} panel */
  const render = (panel) => {
    renderPanel(words, settings, panel, game?.game.canRedo() ?? false);
    for (const follower of followers) follower(false);
    onMove?.();
  };
  /** @type {import('./wide-game.js').WideBoard} */
  let game;
  try {
    game = await mountWide(host, { ...settings, moves: opened?.moves ?? [choice.moves ?? []].flat().join(' '), resigned: opened ? opened.resigned : choice.resigned, words, onChange: render, onError });
  } catch (err) {
    host.remove();
    throw err;
  }
  board8.hidden = true;
  return {
    settings,
    /** The rule options for the New game dialog: the game's own. */
    rules: optionsOf(game.state.rules),
    /** The game as the Game menu writes it (gamefile.js) and the page keeps it: link and record, like the
     *  8×8 board's getPosition (seed 0: a wide game's identity is kept by app.js's startWide). */
    position: () => ({ link: game.state.link, record: game.game.record(), seed: 0 }),
    /** The game's SGF, or null when it has none. */
    sgf: () => {
      try {
        return game.game.sgf();
      } catch {
        return null;
      }
    },
    /** The core's state of the game, and whether the computer is thinking (for tests). */
    state: () => ({ ...game.state, thinking: game.thinking }),
    /** Takes back a move (against the computer, its reply too). */
    undo: () => game.undo(),
    /** Plays again what Undo took back (a whole turn against the computer). */
    redo: () => redoTurn(game, settings) && game.changed(),
    /** Turns the board half round, and back. */
    flip() {
      game.options.flipped = !game.options.flipped;
      game.fit();
    },
    /** Asks for a hint, drawn on the wide board (www/wide/hint.js); rejects when none can be given. */
    hint: () => game.hint.ask(),
    /** The board, for the page's whole-game analysis (www/page/wide-review.js). */
    board: game,
    /** Shows an earlier position, read-only (the review buttons and keys, the analysis's graph and
     *  marks: a ply); the next move or "▶|" comes back. @param {'back' | 'forward' | 'start' | 'end' | number} where */
    step(where) {
      const { ply, total } = stepPly(game, where);
      reviewButtons(ply, total);
      for (const follower of followers) follower(false);
    },
    /** Calls `follower` after every change of the game, and with true when it closes. @param {(closed: boolean) => void} follower */
    follow: (follower) => followers.add(follower),
    /** Resigns (against the computer, for your side), once the page has asked. */
    resign: () => game.resign(),
    /** Ends the wide game and gives the place back to the 8×8 board. */
    close() {
      for (const follower of followers) follower(true);
      game.destroy();
      host.remove();
      board8.hidden = false;
    },
  };
}

/**
 * The panel for a wide game: status, the game's line, moves in rows of two, Undo and Redo.
 * @param {Words} words @param {{variant: string, mode: string, level: number}} settings @param {WidePanel} panel
 * @param {boolean} canRedo whether the core can play again a move taken back
 */
function renderPanel(words, settings, panel, canRedo) {
  const status = $('#status');
  status.textContent = panel.status;
  status.title = panel.status;
  status.dataset.over = String(panel.over);
  const info = { variant: words.variant(settings.variant), mode: words.mode(settings.mode), level: settings.level };
  $('#game-info').textContent = words.t(settings.mode === 'friend' ? 'panel.info' : 'panel.infoLevel', info);
  const rows = [];
  for (let i = 0; i < panel.moves.length; i += 2) {
    const li = document.createElement('li');
    panel.moves.slice(i, i + 2).forEach((text, k) => {
      const span = document.createElement('span');
      span.className = `move loa-${k === 0 ? 'black' : 'white'}`;
      span.textContent = text;
      li.append(span);
    });
    rows.push(li);
  }
  const list = $('#moves');
  list.dataset.seats = '2';
  list.replaceChildren(...rows);
  if (list.parentElement && rows.length) list.parentElement.scrollTop = list.parentElement.scrollHeight;
  $('#empty-moves').hidden = panel.moves.length > 0;
  $('#game-review').hidden = panel.moves.length === 0;
  /** @type {HTMLButtonElement} */ ($('#undo')).disabled = !panel.canUndo || settings.mode === 'watch';
  /** @type {HTMLButtonElement} */ ($('#hint')).disabled = !panel.canHint;
  /** @type {HTMLButtonElement} */ ($('#resign')).disabled = panel.over || settings.mode === 'watch';
  /** @type {HTMLButtonElement} */ ($('#redo')).disabled = !canRedo || settings.mode === 'watch';
  /** @type {HTMLButtonElement} */ ($('#flip')).disabled = false;
  reviewButtons(panel.moves.length, panel.moves.length); // a change shows the game as it stands
  $('#watch-controls').hidden = true;
}
