// The puzzle collection: www/puzzles/puzzles.txt, fetched by this page only and read by the core
// (WasmPuzzles checks every line: the position, that the solution is legal and wins in time).

import { loadCore } from '../component/core.js';

/** One puzzle as the core lists it (declared with the wasm glue). @typedef {import('../../pkg/loa.js').Puzzle} Puzzle */

/**
 * Every puzzle, in the collection's order, and the top of the difficulty scale (for "3 of 6");
 * rejects with the reason the collection could not be read.
 * @returns {Promise<{puzzles: Puzzle[], mostDifficult: number}>}
 */
export async function loadPuzzles() {
  const url = new URL('./puzzles.txt', import.meta.url);
  const [core, response] = await Promise.all([loadCore(), fetch(url)]);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status} ${response.statusText}`.trim());
  const collection = new core.WasmPuzzles(await response.text());
  try {
    return { puzzles: collection.list(), mostDifficult: collection.mostDifficult };
  } finally {
    collection.free();
  }
}
