// The rules tour's lessons on the wide boards: Black Hole's hole, hex LOA's three lines, the
// side-6 board's hole and 12×12. The core lists them with the 8×8 ones (`lessons()`, each with
// its variant's key, which names the build that plays it) and the wide build judges them
// (`WasmLesson`, src/lesson/wide.rs), as the study build judges the 8×8 ones: this only sets the
// lesson up on a wide board of its own (mount() loads the wide build) and hands each move the
// learner plays to the core's judge; a miss is taken back once the learner has seen it.

import { mount } from '../board.js';
import { isWide } from '../component/config.js';
import { loadCore, reasonOf } from '../component/core.js';

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {import('../words/words.js').Words} Words */
/** @typedef {import('./words.js').Verdict} Verdict */
/** A lesson as the core lists it: a wide one has no position string, it starts from its variant's start.
 *  @typedef {{id: string, variant: string, start?: string, moves: string[]}} LessonInfo */

/**
 * Whether `lesson` is played on a wide board (config.js's table of every variant says).
 * @param {LessonInfo} lesson
 */
export function isWideLesson(lesson) {
  return isWide(lesson.variant);
}

/**
 * Sets up `lesson` on a wide board in `host` (two players at one device, the lesson's moves
 * replayed) and has the core judge the learner's every move: `onVerdict(verdict)` with the core's
 * verdict (a miss is taken back after `takeBackMs`). Returns the board, whether the lesson is
 * complete, and `close()`, which removes both board and judge when another lesson opens.
 * @param {HTMLElement} host @param {LessonInfo} lesson @param {Words} words
 * @param {{onVerdict: (verdict: Verdict) => void, onError: (message: string) => void, takeBackMs: number}} how
 * @returns {{board: Api, isDone: () => boolean, close: () => void}}
 */
export function openWideLesson(host, lesson, words, how) {
  /** @type {import('../../pkg/wide/loa.js').WasmLesson | null} */
  let judge = null;
  let closed = false;
  let judging = true;
  const board = mount(host, { variant: /** @type {any} */ (lesson.variant), mode: 'friend', locale: words.locale });
  board.on('error', ({ message }) => how.onError(message));
  // The board's build is the wide one: its core judges the lesson.
  Promise.all([board.ready, loadCore('wide')]).then(
    ([, core]) => {
      if (closed) return;
      for (const move of lesson.moves) {
        const played = board.play(move);
        if (!played.ok) how.onError(`${lesson.id}: ${move}: ${played.reason}`);
      }
      try {
        judge = new core.WasmLesson(lesson.id);
      } catch (err) {
        how.onError(reasonOf(err));
      }
      judging = false;
    },
    (err) => closed || how.onError(reasonOf(err)),
  );
  board.on('move', ({ move }) => {
    if (judging || !judge || judge.isDone()) return;
    /** @type {Verdict} */
    let verdict;
    try {
      verdict = /** @type {Verdict} */ (judge.check(move.text));
    } catch (err) {
      how.onError(reasonOf(err));
      return;
    }
    how.onVerdict(verdict);
    if (verdict.verdict !== 'miss') return;
    judging = true; // the take-back is not the learner's move
    setTimeout(() => {
      board.undo();
      judging = false;
    }, how.takeBackMs);
  });
  const close = () => {
    closed = true;
    board.destroy();
    judge?.free();
    judge = null;
  };
  return { board, isDone: () => judge?.isDone() ?? false, close };
}
