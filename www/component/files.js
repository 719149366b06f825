// The readers of game files — records, SGF games and collections, position strings — in a wasm of
// their own (pkg/files/), fetched the first time a file is opened or pasted: they are a sixth of
// the game's wasm, and most visitors never open a file. A game crosses as its link and its words
// ({link, tags, gameComment, comments}, src/boundary/imported.rs): the game's wasm replays the
// link and takes the words back one by one, so no rule is decided here.
// The URL and the import are literal so that bundlers find and copy both files.

/** @typedef {import('../../pkg/loa.js').WasmGame} WasmGame */
/** @typedef {import('../../pkg/files/loa.js').ImportedGame} ImportedGame */
/** @typedef {typeof import('../../pkg/files/loa.js')} FilesCore */
/** @typedef {import('../words/words.js').Words} Words */

import { compileCore } from './wasm-module.js';
import { reasonOf } from './core.js';

/** What the one-file edition defines (tools/onefile.mjs): that its game wasm holds the readers. */
const page = /** @type {import('../types/types.js').PageGlobals} */ (globalThis);

/** @type {Promise<FilesCore> | null} */
let loading = null;
/** The readers' wasm once started, for what needs it at once (a game's variations). @type {FilesCore | null} */
let started = null;

/** The readers' wasm if it has started, else null. */
export const filesNow = () => started;

/** The readers' wasm, fetched and started once per page; a failed fetch is tried again later. */
export function loadFiles() {
  loading ??= import('../../pkg/files/loa.js').then(async (files) => {
    // The one-file edition has one wasm and one glue for the game and the readers (its
    // pkg/files/loa.js is the game's glue), so the readers start the game's compiled module, or
    // find it started already.
    const module = page.LOA_FILES_IN_GAME_WASM ? await compileCore() : new URL('../../pkg/files/loa_bg.wasm', import.meta.url);
    await files.default({ module_or_path: module });
    started = files;
    return files;
  });
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * The game of a file read by the files wasm, built in the game's wasm `core` with its words.
 * Throws the core's reason when a word cannot be attached (the game is then freed).
 * @param {typeof import('../../pkg/loa.js')} core @param {ImportedGame} read
 * @returns {WasmGame}
 */
export function gameOf(core, read) {
  const game = core.WasmGame.fromLink(read.link);
  try {
    attachNotes(game, read);
  } catch (err) {
    game.free();
    throw err;
  }
  return game;
}

/**
 * Gives `game` the tags and comments of `read`; throws the core's reason for one it refuses.
 * @param {WasmGame} game @param {ImportedGame} read
 */
export function attachNotes(game, read) {
  for (const [name, value] of read.tags) game.setTag(name, value);
  if (read.gameComment != null) game.setGameComment(read.gameComment);
  read.comments.forEach((comment, ply) => {
    if (comment != null) game.setComment(ply, comment);
  });
}

/**
 * Adds the sentences of the readers' reasons (www/words/text-words.js) to `words`, before a
 * refused text is worded; a failed fetch leaves the core's English.
 * @param {Words} words
 */
export function loadTextWords(words) {
  // A variation's reasons load with variations (the one-file edition keeps the core's English).
  const variations = import('../words/variation-words.js').then((m) => m.addVariationWords(words), () => {});
  return Promise.all([import('../words/text-words.js').then((m) => m.addTextWords(words), () => {}), variations]).then(() => {});
}

/**
 * Reads the record `record` with the file readers (loaded on first use) into `records` — what
 * it read, or the reason it could not — so a mount's game from a record starts as soon as it is
 * read and is reported as a bad record otherwise (setup.js), in the language of `words`. Never
 * rejects.
 * @param {Map<string, ImportedGame | Error>} records @param {string} record @param {Words} words
 */
export function readRecordInto(records, record, words) {
  if (records.has(record)) return Promise.resolve();
  return loadFiles().then(
    (files) => {
      try {
        records.set(record, files.readRecord(record));
      } catch (err) {
        // The reader's own Error, with the parts the board words (its `text`).
        records.set(record, err instanceof Error ? err : new Error(reasonOf(err)));
        return loadTextWords(words);
      }
    },
    (err) => {
      records.set(record, new Error(reasonOf(err)));
    },
  );
}
