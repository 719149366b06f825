// Sets up the configured game in the core: a game link, a whole record, a position string or
// the variant's start, then the moves to replay. A record is read beforehand by the file readers'
// wasm (files.js, Controller.readRecord), which the game's wasm does not carry. Whatever the core refuses becomes an Error whose message
// says which part could not be read, in the board's words, with the core's reason.

import { reasonOf } from './core.js';
import { gameOf } from './files.js';

/** @typedef {import('../../pkg/loa.js').WasmGame} WasmGame */
/** @typedef {import('../../pkg/files/loa.js').ImportedGame} ImportedGame */

/**
 * @param {typeof import('../../pkg/loa.js')} core
 * @param {import('../types/types.js').Config} cfg
 * @param {import('../words/words.js').Words} words
 * @param {Map<string, ImportedGame | Error>} records the records read so far, by their text
 * @returns {WasmGame}
 */
export function createGame(core, cfg, words, records) {
  const { WasmGame } = core;
  const { record, position, link } = cfg;
  /** @type {(key: string, make: () => WasmGame) => WasmGame} */
  const read = (key, make) => {
    try {
      return make();
    } catch (err) {
      throw new Error(words.t(key, { reason: reasonOf(err) }));
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
  for (const [i, move] of (record || link ? [] : cfg.moves).entries()) {
    try {
      game.play(move);
    } catch (err) {
      game.free(); // the core's memory: nobody else holds this game
      throw new Error(words.t('error.replay', { number: i + 1, move, reason: reasonOf(err) }));
    }
  }
  return game;
}
