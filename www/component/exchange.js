// A board's game in and out: the game as data, the link, record and SGF exports, and import of
// a pasted or opened text (a record, SGF or a position string). The core reads and writes every
// format (the readers in their own wasm, files.js, fetched when a file is first opened); a text
// it refuses leaves the game untouched, and its message names line and column.

import { reasonOf } from './core.js';
import { attachNotes, gameOf, loadFiles, loadTextWords } from './files.js';
import { PART_PLIES, nextTask, readInParts } from './state-read.js';
import { buildOf, coreOf } from './builds.js';
import { keepVariationsOf, recordWithVariations, sgfWithVariations, variationViews } from './variations.js';

/** @typedef {import('./controller.js').Controller} Controller */

/** Characters of a text to import beyond which its game is replayed in a task of its own (some thousands of plies). */
const LONG_TEXT = 20000;
/** @typedef {import('../types/types.js').GamePosition} GamePosition */

/** The game as data; `set` accepts it back. @param {Controller} ctrl @returns {GamePosition | null} */
export function getPosition(ctrl) {
  const s = ctrl.state;
  if (!s || !ctrl.game) return null;
  return {
    variant: s.variant,
    rules: { ...s.rules },
    position: s.position,
    start: s.start,
    moves: s.history.map((m) => m.text),
    record: recordWithVariations(ctrl),
    link: ctrl.game.link(),
    turn: s.turn,
    outcome: s.outcome,
    seed: ctrl.seed,
  };
}

/** The game as SGF, or null before the game exists. @param {Controller} ctrl */
export function sgf(ctrl) {
  return ctrl.game ? sgfWithVariations(ctrl) : null;
}

/**
 * What the game's record says beside its moves: `{black, white, event, date, site, round,
 * gameComment, comments}` (`comments[i]` follows ply `i`, from 0), or null before the game exists.
 * @param {Controller} ctrl @returns {import('../types/types.js').RecordNotes | null}
 */
export function notes(ctrl) {
  const game = ctrl.game;
  if (!game || !ctrl.state) return null;
  /** @param {string} name */
  const tag = (name) => game.tag(name) ?? null;
  return {
    black: tag('Black'),
    white: tag('White'),
    event: tag('Event'),
    date: tag('Date'),
    site: tag('Site'),
    round: tag('Round'),
    gameComment: game.gameComment() ?? null,
    comments: commentsOf(game, ctrl.state.history.length),
    variations: variationViews(ctrl),
  };
}

/**
 * The comment after each of the `plies` plies of `game`, null where there is none: only the plies
 * the core says have one are asked (a 60,000-ply game's were 60,000 calls, most of a task).
 * @param {import('../../pkg/loa.js').WasmGame} game @param {number} plies
 * @returns {(string | null)[]}
 */
function commentsOf(game, plies) {
  /** @type {(string | null)[]} */
  const comments = new Array(plies).fill(null);
  for (const ply of game.commentedPlies()) if (ply < plies) comments[ply] = game.comment(ply) ?? null;
  return comments;
}

/**
 * Sets the comment after ply `ply` (from 0; null clears it); the record and SGF exports write
 * it. → {ok: true} or {ok: false, reason} (no such ply, too long). The game's record changed, so
 * `change` follows, once for the comments set together (a page that keeps its game keeps them
 * at once, not at the next move).
 * @param {Controller} ctrl @param {number} ply @param {string | null} text
 */
export function setComment(ctrl, ply, text) {
  if (!ctrl.game) return { ok: false, reason: ctrl.words.t('error.notStarted') };
  try {
    ctrl.game.setComment(ply, text);
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  }
  changed(ctrl);
  return { ok: true };
}

/**
 * Sets the record's tag `name` (`Black`, `White`, `Event`, …; null or '' removes it); the record,
 * the SGF and a friend's link (`namedLink`) carry it, and a study's or a game by link's chips name
 * the players by their tags. → {ok: true} or {ok: false, reason}. `change` follows, as for a comment.
 * @param {Controller} ctrl @param {string} name @param {string | null} value
 */
export function setTag(ctrl, name, value) {
  if (!ctrl.game) return { ok: false, reason: ctrl.words.t('error.notStarted') };
  if ((ctrl.game.tag(name) ?? null) === (value || null)) return { ok: true }; // nothing to keep or redraw
  try {
    ctrl.game.setTag(name, value);
  } catch (err) {
    return { ok: false, reason: reasonOf(err) };
  }
  ctrl.notice({ kind: 'config' }); // the chips name the players
  changed(ctrl);
  return { ok: true };
}

/**
 * The game's link with its players' names (the Black and White tags), for the address a friend
 * receives: their page reads the names with the game. null before the game exists.
 * @param {Controller} ctrl
 */
export function namedLink(ctrl) {
  return ctrl.game ? ctrl.game.namedLink() : null;
}

/** Emits one `change` (in a microtask) for the notes set together. @param {Controller} ctrl */
function changed(ctrl) {
  if (commented.has(ctrl)) return;
  commented.add(ctrl);
  queueMicrotask(() => {
    commented.delete(ctrl);
    if (ctrl.state && !ctrl.destroyed) ctrl.emit('change', { state: ctrl.state });
  });
}

/**
 * A text the readers refused, worded in the board's language once their reasons' sentences are
 * loaded. @param {Controller} ctrl @param {unknown} err
 */
async function refusedText(ctrl, err) {
  await loadTextWords(ctrl.words);
  return ctrl.words.t('error.import', { reason: ctrl.words.textError(err) });
}

/** The boards whose comments changed since their last `change`: one event follows for them all. @type {WeakSet<Controller>} */
const commented = new WeakSet();

/**
 * The games of an SGF file of several, to list and pick from: {ok: true, games} with each game's
 * players, event, date, result (as written, '' when not said), turns, the line and column where it
 * starts, and `text`, its own text for `importGame` (placed so that its errors name the file's
 * line and column); or {ok: false, reason} when the text is no SGF. Nothing is replayed here.
 * Resolves once the file readers' wasm (loaded on first use) has listed it.
 * @param {Controller} ctrl @param {string} text
 * @returns {Promise<{ok: boolean, reason?: string, games?: import('../types/types.js').CollectionGame[]}>}
 */
export async function readCollection(ctrl, text) {
  if (!ctrl.core) return { ok: false, reason: ctrl.words.t('error.notStarted') };
  let listed;
  try {
    listed = (await loadFiles()).readCollection(text);
  } catch (err) {
    return { ok: false, reason: await refusedText(ctrl, err) };
  }
  // The core's transport (src/notation/sgf.rs, list_sgf_games): fields, then the game's text.
  const parts = listed.split('\u001e');
  const games = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [black, white, event, date, result, turns, line, column] = parts[i].split('\t');
    const lead = '\n'.repeat(Number(line) - 1) + ' '.repeat(Number(column) - 1);
    games.push({ black, white, event, date, result, turns: Number(turns), line: Number(line), column: Number(column), text: lead + parts[i + 1] });
  }
  return { ok: true, games };
}

/**
 * Replaces the game by the one in `text`; → {ok: true} or {ok: false, reason} with the core's
 * located reason ("SGF, line 1, column 9: …"), the game then untouched. Resolves once the file
 * readers' wasm (loaded on first use) has read it and the game's wasm has replayed it. With
 * `study`, the game is opened as a study (mode 'study'): replayed, never answered by the computer.
 * @param {Controller} ctrl @param {string} text @param {{study?: boolean}} [options]
 * @returns {Promise<{ok: boolean, reason?: string}>}
 */
export async function importGame(ctrl, text, { study = false } = {}) {
  if (!ctrl.core) return { ok: false, reason: ctrl.words.t('error.notStarted') };
  let game;
  let hasVariations = false;
  let build;
  let core;
  try {
    const files = await loadFiles();
    const read = files.importText(text);
    hasVariations = read.hasVariations;
    // A long record's reading and its replay in the game's core are each a long call: a task each.
    if (text.length > LONG_TEXT) await nextTask();
    // The game may be another board's, of the other build: its core plays it from now on.
    build = await buildOf({ link: read.link });
    core = await coreOf(build);
    if (!ctrl.core || ctrl.destroyed) return { ok: false, reason: ctrl.words.t('error.notStarted') };
    game = gameOf(core, read);
  } catch (err) {
    return { ok: false, reason: await refusedText(ctrl, err) };
  }

  // A long game's history crosses from the core in parts, a task each, with how far it is shown.
  let known = null;
  if (game.moves().length > PART_PLIES) {
    const said = (/** @type {number} */ share) => ctrl.notice({ kind: 'toast', text: ctrl.words.t('toast.reading', { percent: Math.floor(share * 100) }) });
    known = await readInParts(game, said);
    if (ctrl.destroyed) {
      game.free();
      return { ok: false, reason: ctrl.words.t('error.notStarted') };
    }
  }
  // The imported game is played on from here: it replaces any record, link or moves configured.
  ctrl.cfg = { ...ctrl.cfg, record: null, position: null, link: null, moves: [], ...(study ? { mode: 'study' } : {}) };
  ctrl.core = core;
  ctrl.build = build;
  ctrl.load(game, known);
  keepVariationsOf(ctrl, text, { hasVariations });
  // What the page does once a long game is opened (keeping it) comes in a task of its own.
  if (known) await nextTask();
  return { ok: true };
}

/**
 * Gives the game the tags and comments of `text`, a record or SGF of this same game (as record()
 * and sgf() write it): a page that keeps its game as a link keeps them so. → a Promise of {ok: true},
 * or {ok: false, reason} when the text is another game or cannot be read (the game untouched).
 * @param {Controller} ctrl @param {string} text
 * @returns {Promise<{ok: boolean, reason?: string}>}
 */
export async function importNotes(ctrl, text) {
  try {
    const read = (await loadFiles()).importText(text);
    const game = ctrl.destroyed ? null : ctrl.game;
    if (!game) return { ok: false, reason: ctrl.words.t('error.notStarted') };
    if (read.link !== game.link()) return { ok: false, reason: ctrl.words.t('error.otherGame') };
    attachNotes(game, read);
    keepVariationsOf(ctrl, text, read);
  } catch (err) {
    return { ok: false, reason: await refusedText(ctrl, err) };
  }
  ctrl.notice({ kind: 'config' }); // a study's bars name its players, who came with the notes
  return { ok: true };
}
