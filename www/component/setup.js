// Sets up the configured game in the core: a game link, a whole record, a position string or
// the variant's start, then the moves to replay. A record is read beforehand by the file readers'
// wasm (files.js, Controller.readRecord), which the game's wasm does not carry. Whatever the core refuses becomes an Error whose message
// says which part could not be read, in the board's words, with the core's reason. A long game
// (a resumed game or a link of 60,000 plies) is finished in parts, a task each (finishInParts).

import { reasonOf } from './core.js';
import { gameOf } from './files.js';
import { keepVariationsOf } from './variations.js';
import { PART_PLIES, nextTask, readInParts } from './state-read.js';
import { merge } from './config.js';
import { onItsCore } from './builds.js';

/** @typedef {import('../../pkg/loa.js').WasmGame} WasmGame */
/** @typedef {import('../../pkg/files/loa.js').ImportedGame} ImportedGame */

/**
 * The configured game, with its first `upTo` moves to replay played (all by default).
 * @param {typeof import('../../pkg/loa.js')} core
 * @param {import('../types/types.js').Config} cfg
 * @param {import('../words/words.js').Words} words
 * @param {Map<string, ImportedGame | Error>} records the records read so far, by their text
 * @param {number} [upTo]
 * @returns {WasmGame}
 */
export function createGame(core, cfg, words, records, upTo = Infinity) {
  const { WasmGame } = core;
  const { record, position, link } = cfg;
  /** @type {(key: string, make: () => WasmGame) => WasmGame} */
  const read = (key, make) => {
    try {
      return make();
    } catch (err) {
      throw new Error(words.t(key, { reason: words.textError(err) }));
    }
  };
  let game;
  if (link) game = read('error.link', () => WasmGame.fromLink(link));
  else if (record)
    game = read('error.record', () => {
      const read = records.get(record) ?? new Error('the record has not been read yet');
      if (read instanceof Error) throw read;
      return gameOf(core, read);
    });
  else if (position) game = read('error.position', () => WasmGame.fromPosition(position));
  else game = new WasmGame(cfg.variant, cfg.rules);
  replay(game, movesOf(cfg), 0, upTo, words);
  return game;
}

/** The moves the configuration asks to replay after its game (none after a link or a record). @param {import('../types/types.js').Config} cfg */
function movesOf(cfg) {
  return cfg.record || cfg.link ? [] : cfg.moves;
}

/**
 * Plays `moves` from `from` to before `to` on `game`; a move the core refuses frees the game and
 * throws an Error that names it, in the board's words.
 * @param {WasmGame} game @param {readonly string[]} moves @param {number} from @param {number} to
 * @param {import('../words/words.js').Words} words
 */
function replay(game, moves, from, to, words) {
  for (let i = from; i < Math.min(to, moves.length); i++) {
    try {
      game.play(moves[i]);
    } catch (err) {
      game.free(); // the core's memory: nobody else holds this game
      // The core's refusal in the board's words, as play() gives it: one language in the sentence.
      throw new Error(words.t('error.replay', { number: i + 1, move: moves[i], reason: words.refusal(err) }));
    }
  }
}

/** Whether a game set up with `moves` to replay, `game` its first part (createGame's with PART_PLIES), is long enough to finish in parts. @param {WasmGame} game @param {readonly string[]} moves */
function isLong(game, moves) {
  return moves.length > PART_PLIES || game.moves().length > PART_PLIES;
}

/**
 * Finishes setting up a long game (a link or a saved game of thousands of plies, a long list of
 * moves) a part a task, so the page stays responsive: the moves left from `from` on are replayed
 * in parts, then the game's state is read in parts (state-read.js), and `progress` hears the
 * share done. → the game and its state; throws as createGame does (the game then freed).
 * @param {WasmGame} game @param {readonly string[]} moves @param {number} from
 * @param {import('../words/words.js').Words} words @param {(share: number) => void} progress
 * @returns {Promise<{game: WasmGame, state: import('../types/types.js').State}>}
 */
async function finishInParts(game, moves, from, words, progress) {
  const left = Math.max(0, moves.length - from);
  // Replaying a ply and reading it cost about the same: the share counts both.
  const work = left + Math.max(moves.length, game.moves().length);
  for (let at = from; at < moves.length; at += PART_PLIES) {
    await nextTask();
    replay(game, moves, at, at + PART_PLIES, words);
    progress((at + PART_PLIES - from) / work);
  }
  const state = await readInParts(game, (share) => progress((left + share * (work - left)) / work));
  return { game, state };
}

/**
 * A new game from the board's configuration on the board; false (with the reason shown) if it
 * cannot start. A game the configuration cannot set up (a bad link, record or move) is reported
 * once and replaced by the variant's start, so the board always has a game. A long one is set
 * up in parts (`ctrl.settingUp` is kept once it is on the board).
 * @param {import('./controller.js').Controller} ctrl @param {boolean} fallback
 */
export function setUp(ctrl, fallback) {
  if (!ctrl.core) return false;
  ctrl.setups += 1;
  ctrl.settingUp = null;
  let game;
  const moves = movesOf(ctrl.cfg);
  try {
    game = createGame(ctrl.core, ctrl.cfg, ctrl.words, ctrl.records, PART_PLIES);
  } catch (err) {
    return notSetUp(ctrl, err, fallback);
  }
  if (isLong(game, moves)) {
    // Thousands of plies (a resumed game, a link, `moves`) held the page for a second: the rest
    // is replayed and read a part a task, with how far it is on the board, and the game comes
    // on the board then (unless another came meanwhile: `load` counts them).
    const setup = ctrl.setups;
    const said = (/** @type {number} */ share) => ctrl.notice({ kind: 'toast', text: ctrl.words.t('toast.reading', { percent: Math.floor(share * 100) }) });
    ctrl.settingUp = finishInParts(game, moves, PART_PLIES, ctrl.words, said).then(
      (done) => (setup === ctrl.setups && !ctrl.destroyed ? (ctrl.load(done.game, done.state), keepRecordVariations(ctrl)) : done.game.free()),
      (err) => setup === ctrl.setups && !ctrl.destroyed && notSetUp(ctrl, err, fallback),
    );
    return true;
  }
  ctrl.load(game);
  keepRecordVariations(ctrl);
  return true;
}

/** A record's variations come with its game. @param {import('./controller.js').Controller} ctrl */
function keepRecordVariations(ctrl) {
  const record = ctrl.cfg.record;
  const read = record ? ctrl.records.get(record) : undefined;
  if (record && read && !(read instanceof Error)) keepVariationsOf(ctrl, record, read);
}

/**
 * The configured game could not be set up (`err` says why): reported once, and the variant's
 * start played instead; with `fallback` (that start failed too), the board says so. → whether a
 * game started.
 * @param {import('./controller.js').Controller} ctrl @param {unknown} err @param {boolean} fallback
 */
function notSetUp(ctrl, err, fallback) {
  if (fallback) return ctrl.notice({ kind: 'failed', message: reasonOf(err) }), false;
  ctrl.reportError(reasonOf(err));
  ctrl.cfg = merge(ctrl.cfg, { link: null, record: null, position: null, moves: [] });
  // The variant's start may be the other build's (a wide link that named its board).
  let started = false;
  onItsCore(ctrl, () => (started = ctrl.newGame(true)));
  return started;
}
