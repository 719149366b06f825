// The computer player's worker. It keeps one WasmSearcher per game, so the search's
// transposition table carries over from move to move; it keeps no game state: every request
// carries the whole game (start position with its rules, packed moves), so terminating the
// worker is a complete cancel and a fresh worker simply starts with a fresh searcher.
//
// The page never loads this file by its address: the build bundles it with the exports it uses of
// the page's wasm-bindgen glue, named `wasm_bindgen`, in one classic script (worker-bundle.js, see
// worker-start.js) that the page starts from a blob: URL. Classic, not a module: browsers refuse a
// module worker from a blob: URL on a file:// page, where the one-file edition runs.
//
// Messages in:  {type: 'start', module: WebAssembly.Module, lock} — always the first
//               {type: 'newGame'}
//               {type: 'search', id, start: position string, moves: number[] (packed), limits,
//                stallMs?: busy time before searching, trap?: trap instead of searching,
//                both set only by the ?test hooks}
//               {type: 'judge', id, line, plies: number[], try: packed move} — a puzzle try
//               (www/puzzles/judge.js), or {type: 'solution', id, line, plies}: its winning plies
// Messages out: {type: 'ready', lock} | {type: 'info', id, depth, score, side, mate, nodes, nps,
//               elapsedMs, pv: [turn text…]} | {type: 'done', id, result}
//               | {type: 'error', id, message, trap} | {type: 'failed', message}
//               | {type: 'verdict', id, verdict} | {type: 'solution', id, moves}
//
// `trap` is true when the error is a `WebAssembly.RuntimeError`: the wasm instance trapped and is
// unusable from then on (its memory may be half-written), so the page replaces this worker.
//
// `lock` names a Web Lock the worker holds for as long as it lives: a worker that is killed
// (terminate() from anywhere, or a crash) sends no event, but its lock is released, which is how
// the page notices (engine.js).

/* global wasm_bindgen */
const { initSync, WasmSearcher, WasmAttempt } = wasm_bindgen;

// Type-checked on its own (tsconfig.worker.json: a worker scope, the glue as a global).
/** @typedef {{type: 'start', module: WebAssembly.Module, lock?: string}} StartMessage */
/**
 * @typedef {{type: 'search', id: number, start: string, moves: number[], limits: object,
 *   stallMs?: number, trap?: boolean}} SearchMessage
 */
/**
 * @typedef {{type: 'judge', id: number, line: string, plies: number[], try: number}
 *   | {type: 'solution', id: number, line: string, plies: number[]}} PuzzleMessage
 */
/** @typedef {StartMessage | {type: 'newGame'} | SearchMessage | PuzzleMessage} Message */

/** The message of whatever was thrown. @param {unknown} err */
function messageOf(err) {
  return String(err instanceof Error ? err.message : err);
}

/**
 * Holds the lock until the worker ends; resolves to its name once held (null without Web Locks).
 * @param {string | undefined} name
 * @returns {Promise<string | null>}
 */
function holdLock(name) {
  if (!name || !self.navigator.locks) return Promise.resolve(null);
  return new Promise((held) => {
    self.navigator.locks
      .request(name, () => {
        held(name);
        return new Promise(() => {}); // never settles: released only when the worker dies
      })
      .catch(() => held(null)); // no locks here (an opaque origin such as file://)
  });
}

/**
 * Instantiates the page's compiled wasm; resolves to whether it worked (a failure is reported once).
 * @param {StartMessage} message
 * @returns {Promise<boolean>}
 */
function start({ module, lock }) {
  try {
    initSync({ module });
  } catch (err) {
    self.postMessage({ type: 'failed', message: messageOf(err) });
    return Promise.resolve(false);
  }
  return holdLock(lock).then((held) => {
    self.postMessage({ type: 'ready', lock: held });
    return true;
  });
}

/** @type {Promise<boolean> | null} */
let started = null;
/** @type {InstanceType<typeof WasmSearcher> | null} */
let searcher = null;

self.onmessage = async (/** @type {MessageEvent<Message>} */ { data }) => {
  if (data.type === 'start') {
    started = start(data);
    return;
  }
  if (!started || !(await started)) return;
  if (data.type === 'newGame') {
    searcher?.free();
    searcher = null; // made on the next search
    return;
  }
  if (data.type === 'judge' || data.type === 'solution') {
    puzzle(data);
    return;
  }
  const { id, start: position, moves, limits, stallMs, trap } = data;
  try {
    if (stallMs && stallMs > 0) stall(stallMs);
    if (trap) trapNow();
    searcher ??= new WasmSearcher();
    const onInfo = (/** @type {object} */ info) => self.postMessage({ type: 'info', id, ...info });
    const result = searcher.search(position, Uint16Array.from(moves), limits, onInfo);
    self.postMessage({ type: 'done', id, result });
  } catch (err) {
    const trapped = err instanceof WebAssembly.RuntimeError;
    self.postMessage({ type: 'error', id, message: messageOf(err), trap: trapped });
  }
};

/**
 * Judges a puzzle try, or lists the winning plies, on an attempt rebuilt from the message alone.
 * @param {PuzzleMessage} question
 */
function puzzle(question) {
  const { type, id, line, plies } = question;
  /** @type {InstanceType<typeof WasmAttempt> | null} */
  let attempt = null;
  try {
    attempt = new WasmAttempt(line, plies);
    if (question.type === 'judge') self.postMessage({ type: 'verdict', id, verdict: attempt.check(question.try) });
    else self.postMessage({ type: 'solution', id, moves: attempt.winningMoves() });
  } catch (err) {
    const trapped = err instanceof WebAssembly.RuntimeError;
    self.postMessage({ type: 'error', id, message: messageOf(err), trap: trapped });
  } finally {
    attempt?.free();
  }
}

/**
 * A real trap, for the tests of recovery only (the core itself no longer traps on bad input):
 * a three-instruction wasm module whose one function executes `unreachable`.
 */
function trapNow() {
  const bytes = new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // magic, version
    0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // one type: () -> ()
    0x03, 0x02, 0x01, 0x00, // one function of that type
    0x07, 0x05, 0x01, 0x01, 0x66, 0x00, 0x00, // exported as "f"
    0x0a, 0x05, 0x01, 0x03, 0x00, 0x00, 0x0b, // its body: unreachable
  ]);
  const trap = /** @type {() => void} */ (new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports.f);
  trap();
}

/** Keeps the worker busy like a long search (tests of cancel and crash recovery only). @param {number} ms */
function stall(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy, as a search is */
  }
}
