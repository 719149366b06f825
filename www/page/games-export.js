// "Export all" of Your games (games.js): every kept game written by the core of its build as one
// SGF collection, with its names and comments and its analysis's marks as comments.

import { reasonOf } from '../component/core.js';
import { attachNotes, loadFiles } from '../component/files.js';
import { notesOf } from './archive.js';
import { hasReview } from './kept-reviews.js';
import { coresOf } from './link-cores.js';

/** @typedef {import('./archive.js').Entry} Entry */
/** @typedef {import('../words/words.js').Words} Words */

/**
 * Downloads every game as one SGF collection, each written by the core from its link with the
 * names and comments kept with it and its analysis's marks as comments (`withReview`; the game on
 * the board's come in `currentNotes`, as its exports write them); → a problem in words of the core
 * when nothing could be written, and the core's reason for each game left out (SGF has no setup
 * for AmbiLOA, 6×6 and 7×7).
 * @param {readonly Entry[]} games @param {string} currentId @param {string | null} currentNotes @param {Words} words
 * @returns {Promise<{problem: string | null, left: string[]}>}
 */
export async function exportGames(games, currentId, currentNotes, words) {
  /** @type {string[]} */
  const trees = [];
  /** @type {string[]} */
  const left = [];
  try {
    const coreOfLink = await coresOf(games.map((g) => g.link));
    // Oldest first, as a collection is read.
    for (const game of [...games].reverse()) {
      const g = coreOfLink(game.link).WasmGame.fromLink(game.link);
      try {
        const notes = game.id === currentId ? currentNotes : notesOf(game);
        if (notes) {
          // The core reads the notes back; ones of another game (an older copy) are left out.
          const read = (await loadFiles()).importText(notes);
          if (read.link === game.link) attachNotes(g, read);
        }
        if (game.id !== currentId) await withReview(g, game.id, words);
        trees.push(g.sgf().trim());
      } catch (err) {
        left.push(reasonOf(err));
      } finally {
        g.free();
      }
    }
  } catch (err) {
    return { problem: reasonOf(err), left };
  }
  if (!trees.length) return { problem: left[0] ?? null, left: [] };
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([`${trees.join('\n')}\n`], { type: 'application/x-go-sgf' }));
  a.download = 'lines-of-action-games.sgf';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  return { problem: null, left };
}

/**
 * Adds to `g` the comments of the analysis kept for game `id` when it is of that game (the
 * game's own comment on a move comes first): what the game on the board's exports write.
 * @param {import('../../pkg/loa.js').WasmGame} g @param {string} id @param {Words} words
 */
async function withReview(g, id, words) {
  if (!hasReview(id)) return;
  const { keptReview, reviewFits, reviewComments } = await import('./review-notes.js');
  const review = keptReview(id);
  const state = /** @type {import('../types/types.js').State} */ (g.state());
  if (!review || !reviewFits(review, state.start, state.history.map((m) => m.text))) return;
  for (const { ply, text } of reviewComments(review, words)) {
    const own = g.comment(ply);
    g.setComment(ply, own ? `${own}\n${text}` : text);
  }
}
