// The computer player's module worker. It keeps no game state: every request carries the whole
// game (start position with its rules, packed moves), so terminating the worker is a complete cancel.
//
// Messages in:  {id, start: position string, moves: number[] (packed), limits}
// Messages out: {type: 'ready'} | {id, type: 'info', info} | {id, type: 'done', result}
//               | {id, type: 'error', message} | {type: 'failed', message}

import init, { search } from '../pkg/loa.js';

const ready = init({ module_or_path: new URL('../pkg/loa_bg.wasm', import.meta.url) }).then(
  () => self.postMessage({ type: 'ready' }),
  (err) => self.postMessage({ type: 'failed', message: String(err?.message ?? err) }),
);

self.onmessage = async ({ data }) => {
  await ready;
  const { id, start, moves, limits } = data;
  try {
    const onInfo = (info) => self.postMessage({ id, type: 'info', info });
    const result = search(start, Uint16Array.from(moves), limits, onInfo);
    self.postMessage({ id, type: 'done', result });
  } catch (err) {
    self.postMessage({ id, type: 'error', message: String(err?.message ?? err) });
  }
};
