// The rules tour's lessons on the wide boards: Black Hole's hole, hex LOA's three lines,
// the side-6 board's hole and 12×12; each lesson's id is its variant's key, as the New game dialog
// links them (learn.html#hex-5). The study wasm judges the 8×8 lessons (src/lesson); carrying the wide engine too
// would nearly double it, so these lessons play on a wide board from pkg/wide/ (mount() loads it)
// and are judged by what its engine says of the move played: whether the core flagged it a
// capture, or whether the cell it reached is one of the core's holes. The position is the
// variant's start and a few moves, replayed by the engine, which refuses any that are not legal.

import { mount } from '../board.js';

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {import('../words/words.js').Words} Words */
/**
 * A wide lesson: the variant, the moves that set its position up, and what the learner's move
 * must do — `hole`: land on a hole; `capture`: capture a piece.
 * @typedef {{id: string, variant: string, moves: string[], goal: 'hole' | 'capture', start: string, wide: true}} WideLesson
 */

/** The lessons, after the 8×8 ones. @type {readonly WideLesson[]} */
export const WIDE_LESSONS = Object.freeze([
  { id: 'black-hole', variant: 'black-hole', moves: ['c1-c3', 'i2-i9'], goal: 'hole', start: '', wide: true },
  { id: 'hex-5', variant: 'hex-5', moves: ['a2-c4', 'a4-c6'], goal: 'capture', start: '', wide: true },
  { id: 'hex-6', variant: 'hex-6', moves: ['c1-e3', 'i1-g3', 'e3-e6', 'i8-i7'], goal: 'hole', start: '', wide: true },
  { id: 'standard-12x12', variant: 'standard-12x12', moves: [], goal: 'capture', start: '', wide: true },
]);

/**
 * Whether `lesson` is one of the wide ones. @param {{id: string}} lesson
 * @returns {lesson is WideLesson}
 */
export function isWideLesson(lesson) {
  return WIDE_LESSONS.some((l) => l.id === lesson.id);
}

/**
 * Sets up `lesson` on a wide board in `host` (two players at one device, the lesson's moves
 * replayed) and judges the learner's move: `onVerdict('done')` when it does what the lesson asks,
 * `onVerdict('miss', key)` when it does not (the move is taken back after `takeBackMs`).
 * Returns the board, to destroy when another lesson opens.
 * @param {HTMLElement} host @param {WideLesson} lesson @param {Words} words
 * @param {{onVerdict: (verdict: 'done' | 'miss', why?: string) => void, onError: (message: string) => void, takeBackMs: number}} how
 * @returns {Api}
 */
export function openWideLesson(host, lesson, words, how) {
  let done = false;
  let judging = true;
  const board = mount(host, { variant: /** @type {any} */ (lesson.variant), mode: 'friend', locale: words.locale });
  board.on('error', ({ message }) => how.onError(message));
  board.ready.then(() => {
    for (const move of lesson.moves) {
      const played = board.play(move);
      if (!played.ok) how.onError(`${lesson.id}: ${move}: ${played.reason}`);
    }
    judging = false;
  });
  board.on('move', ({ move, state }) => {
    if (judging || done) return;
    // The core's facts: the cell reached is one of its holes, or it flagged a capture.
    const met = lesson.goal === 'hole' ? !!move.to && state.holes.includes(move.to) : move.capture;
    if (met) {
      done = true;
      how.onVerdict('done');
      return;
    }
    how.onVerdict('miss', lesson.goal === 'hole' ? 'learn.wide.missHole' : 'learn.wide.missCapture');
    judging = true; // the take-back is not the learner's move
    setTimeout(() => {
      board.undo();
      judging = false;
    }, how.takeBackMs);
  });
  return board;
}
