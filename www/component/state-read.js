// Reading a game's state from the core without its whole history every time. A state carries
// every ply and turn played; for a game of 60,000 plies that is most of a second to cross from
// the wasm, after every move. So the core is asked only for what may have changed since the state
// read before (WasmGame.state(from): the history from ply `from`, the turns from the last one
// that ended before it), and the rest is taken from that state. Which plies are still the same
// is found by comparing packed moves, whatever changed the game (a move, undo, redo, truncate):
// no rule is decided here, and every state handed out is whole, as before. A long game opened
// is read in parts, a task each (readInParts), so that no task holds the page for long.

/** @typedef {import('../types/types.js').State} State */
/** @typedef {import('../../pkg/loa.js').WasmGame} WasmGame */

/**
 * The state of `game` now, whole.
 * @param {WasmGame} game
 * @param {State | null} known the state read last from this same game (its start), or null
 * @returns {State}
 */
export function readState(game, known) {
  const from = known ? samePlies(known.history, game.moves()) : 0;
  return whole(game.state(from), known);
}

/** Plies read in one part when a long game is opened: a part crosses in a few tens of ms. */
export const PART_PLIES = 2000;

/**
 * A promise of the next task: between the parts of a long piece of work (reading, replaying,
 * drawing a long list) the page draws and answers input.
 * @returns {Promise<void>}
 */
export const nextTask = () => new Promise((next) => setTimeout(next));

/**
 * The state of a long `game` just read (a file opened), whole, read in parts of `part` plies,
 * one task each, so the page stays responsive and can show how far it is (`progress`, with the
 * share read). A short game is read at once. The board's `load` takes the state it gives.
 * @param {WasmGame} game @param {(share: number) => void} progress @param {number} [part]
 * @returns {Promise<State>}
 */
export async function readInParts(game, progress, part = PART_PLIES) {
  const plies = game.moves().length;
  /** @type {State | null} */
  let known = null;
  // A task for each part, apart from the reading of the file before and the drawing after.
  for (let from = 0; from < plies; from += part) {
    await nextTask();
    known = whole(game.state(from, from + part), known);
    progress(Math.min(plies, from + part) / plies);
  }
  await nextTask();
  return known ?? game.state();
}

/**
 * The state after the first `ply` plies of `game` (review), whole: its plies are the first of
 * `known`, the game's state now.
 * @param {WasmGame} game @param {number} ply @param {State} known
 * @returns {State}
 */
export function readStateAt(game, ply, known) {
  return whole(game.stateAt(ply, Math.min(ply, known.history.length)), known);
}

/**
 * How many plies at the start of `history` are the `moves` (packed) of the game now.
 * @param {State['history']} history @param {ArrayLike<number>} moves
 */
export function samePlies(history, moves) {
  const n = Math.min(history.length, moves.length);
  let i = 0;
  while (i < n && history[i].packed === moves[i]) i += 1;
  return i;
}

/**
 * `part` (read with `from`) completed with the history and turns of `known` before it.
 * @param {State} part @param {State | null} known
 * @returns {State}
 */
export function whole(part, known) {
  if (!known || (part.historyFrom === 0 && part.turnsFrom === 0)) return part;
  return {
    ...part,
    history: known.history.slice(0, part.historyFrom).concat(part.history),
    historyFrom: 0,
    turns: known.turns.slice(0, part.turnsFrom).concat(part.turns),
    turnsFrom: 0,
  };
}
