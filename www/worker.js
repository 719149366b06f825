// The computer player's module worker. It keeps one WasmSearcher per game, so the search's
// transposition table carries over from move to move; it keeps no game state: every request
// carries the whole game (start position with its rules, packed moves), so terminating the
// worker is a complete cancel and a fresh worker simply starts with a fresh searcher.
//
// Messages in:  {type: 'newGame'}
//               {type: 'search', id, start: position string, moves: number[] (packed), limits,
//                stallMs?: busy time before searching, set only by the ?test hooks}
// Messages out: {type: 'ready', lock} | {type: 'info', id, depth, score, side, mate, nodes, nps,
//               elapsedMs, pv: [turn text…]} | {type: 'done', id, result}
//               | {type: 'error', id, message} | {type: 'failed', message}
//
// `lock` names a Web Lock the worker holds for as long as it lives: a worker that is killed
// (terminate() from anywhere, or a crash) sends no event, but its lock is released, which is how
// the page notices (engine.js).

import init, { WasmSearcher } from '../pkg/loa.js';

const LOCK = new URL(self.location.href).searchParams.get('lock');

/** Holds the lock until the worker ends; resolves once it is held (at once without Web Locks). */
function holdLock() {
  if (!LOCK || !self.navigator.locks) return Promise.resolve(null);
  return new Promise((held) => {
    self.navigator.locks.request(LOCK, () => {
      held(LOCK);
      return new Promise(() => {}); // never settles: released only when the worker dies
    });
  });
}

let searcher = null;

/** Resolves to whether the wasm loaded; a failure is reported once, as 'failed'. */
const ready = Promise.all([init({ module_or_path: new URL('../pkg/loa_bg.wasm', import.meta.url) }), holdLock()]).then(
  ([, lock]) => {
    self.postMessage({ type: 'ready', lock });
    return true;
  },
  (err) => {
    self.postMessage({ type: 'failed', message: String(err?.message ?? err) });
    return false;
  },
);

self.onmessage = async ({ data }) => {
  if (!(await ready)) return;
  if (data.type === 'newGame') {
    searcher?.free();
    searcher = null; // made on the next search
    return;
  }
  const { id, start, moves, limits, stallMs } = data;
  try {
    if (stallMs > 0) stall(stallMs);
    searcher ??= new WasmSearcher();
    const onInfo = (info) => self.postMessage({ type: 'info', id, ...info });
    const result = searcher.search(start, Uint16Array.from(moves), limits, onInfo);
    self.postMessage({ type: 'done', id, result });
  } catch (err) {
    self.postMessage({ type: 'error', id, message: String(err?.message ?? err) });
  }
};

/** Keeps the worker busy like a long search (tests of cancel and crash recovery only). */
function stall(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* busy, as a search is */
  }
}
