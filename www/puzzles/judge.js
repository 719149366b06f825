// The puzzle judge, off the main thread: judging a try is an exhaustive search that can take
// seconds (a Parachute win in 3), so it runs in a worker and the page stays responsive. The
// worker is the computer player's own script (www/component/worker/worker.js, message types 'judge' and
// 'solution'), started from the page's one blob: URL with the page's compiled wasm
// (worker-start.js), so judging costs no request once the page has loaded, online or not.
//
// The worker keeps no puzzle state: every question carries the puzzle's line and the plies so
// far, so a worker that crashed is simply replaced and asked again once.

import { workerKit } from '../component/worker/worker-start.js';
import { WorkerClient, isTrap } from '../component/worker/worker-client.js';

/** @typedef {import('../types/types.js').Move} Move */
/** The judgement of one try (declared with the wasm glue). @typedef {import('../../pkg/loa.js').Verdict} Verdict */
/** @typedef {{type: 'judge', line: string, plies: number[], try: number} | {type: 'solution', line: string, plies: number[]}} Question */
/** @typedef {{question: Question, resolve: (answer: any) => void, reject: (err: Error) => void, retried: boolean}} Pending */

/** The judge's worker, started on first use (see worker-client.js). @type {WorkerClient | null} */
let worker = null;
let nextId = 1;
/** @type {Map<number, Pending>} */
const pending = new Map();

/** The worker, started on first use. @returns {Promise<WorkerClient>} */
async function ready() {
  if (worker) return worker;
  const kit = await workerKit();
  if (worker) return worker; // another question started it meanwhile
  const started = new WorkerClient(kit, {
    who: 'the judge',
    onReply: (data) => answer(started, data),
    onCrash: (why) => crashed(started, why),
  });
  worker = started;
  return started;
}

/** @param {WorkerClient} which @param {any} data a message of worker.js */
function answer(which, data) {
  if (data.type === 'failed') {
    // The wasm would not start in it: every question fails, and the next one starts afresh.
    which.stop();
    if (worker === which) worker = null;
    for (const [id, p] of pending) fail(id, p, data.message);
    return;
  }
  // A trap leaves the wasm instance unusable: the worker is replaced, as after a crash.
  if (isTrap(data)) return crashed(which, data.message);
  const asked = pending.get(data.id);
  if (!asked) return;
  pending.delete(data.id);
  if (data.type === 'error') asked.reject(new Error(data.message));
  else asked.resolve(data.type === 'verdict' ? data.verdict : data.moves);
}

/** A crashed worker is replaced; each question it held is asked once more. @param {WorkerClient} which @param {string} why */
function crashed(which, why) {
  if (worker !== which) return;
  which.stop();
  worker = null;
  for (const [id, p] of [...pending]) {
    pending.delete(id);
    if (p.retried) p.reject(new Error(why));
    else ask(p.question, true).then(p.resolve, p.reject);
  }
}

/** @param {number} id @param {Pending} p @param {string} why */
function fail(id, p, why) {
  pending.delete(id);
  p.reject(new Error(why));
}

/** @param {Question} question @param {boolean} retried @returns {Promise<any>} */
async function ask(question, retried = false) {
  const w = await ready();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { question, resolve, reject, retried });
    w.post({ ...question, id });
  });
}

/**
 * Judges `tried` (a packed move), the solver's next ply in the puzzle `line` after `plies`.
 * @param {string} line @param {number[]} plies @param {number} tried
 * @returns {Promise<Verdict>}
 */
export function judge(line, plies, tried) {
  return ask({ type: 'judge', line, plies, try: tried });
}

/**
 * Every winning ply of the solver in the puzzle `line` after `plies`.
 * @param {string} line @param {number[]} plies
 * @returns {Promise<Move[]>}
 */
export function winningMoves(line, plies) {
  return ask({ type: 'solution', line, plies });
}
