// The wide boards' build loaded the way every board loads its core (www/component/core.js
// `loadCore(build)`, worker/worker-start.js `workerKit(build)`): the game's wasm names the
// build of a wide variant and of a wide link, the wide build's `WasmGame` plays, and its computer
// is the one worker.js over the wide build's glue (worker-bundle-wide.js), asked exactly as the
// 8×8 computer is (`{type: 'search', start, moves, limits}`) and answering with its reports and
// a legal move. Each file is fetched once, and the first load fetches none of them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newPage, assertClean, openGame, useBrowser } from './harness.mjs';

const env = useBrowser();

test("a hex-5 game's computer runs in the worker over the wide build, asked as the 8×8 one is", async () => {
  const page = await newPage(env.browser);
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await openGame(page, env.server.url);
  assert.ok(!requests.some((p) => /\/wide\/|bundle-wide/.test(p)), `the first load fetches no wide file: ${requests.join(' ')}`);
  const seen = await page.evaluate(async () => {
    const { loadCore } = await import('./www/component/core.js');
    const { workerKit } = await import('./www/component/worker/worker-start.js');
    const core = await loadCore();
    const wide = await loadCore('wide');
    const game = new wide.WasmGame('hex-5', { simultaneous: 'draw', repetition: true });
    game.play(game.state().legalMoves[0].packed);
    const [kit, again] = await Promise.all([workerKit('wide'), workerKit('wide')]);
    const worker = new Worker(kit.url, { name: 'wide computer (test)' });
    const infos = [];
    const answer = await new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) => {
        if (data.type === 'ready') {
          const { start } = game.state();
          worker.postMessage({ type: 'search', id: 7, start, moves: [...game.moves()], limits: { level: 2, seed: 5 } });
        } else if (data.type === 'info') infos.push(data);
        else if (data.type === 'done') resolve(data.result);
        else reject(new Error(JSON.stringify(data)));
      };
      worker.postMessage({ type: 'start', module: kit.module });
    });
    worker.terminate();
    game.play(answer.best.packed);
    return {
      builds: [core.buildOf('hex-5'), core.linkBuild(game.link()), core.buildOf('standard')],
      sameKit: kit === again,
      infos: infos.length,
      pv: answer.info.pv,
      side: answer.info.side,
      text: answer.best.text,
      history: game.state().history.map((m) => m.text),
    };
  });
  assert.deepEqual(seen.builds, ['wide', 'wide', 'game']);
  assert.ok(seen.sameKit, 'one kit per page');
  assert.ok(seen.infos > 0, 'the worker reports its progress');
  assert.equal(seen.side, 'white');
  assert.equal(seen.pv[0], seen.text);
  assert.equal(seen.history[1], seen.text, 'the move chosen was played');
  for (const file of ['/pkg/wide/loa_bg.wasm', '/pkg/wide/loa.js', '/www/component/worker/worker-bundle-wide.js']) {
    assert.equal(requests.filter((p) => p === file).length, 1, `${file} fetched once`);
  }
  assertClean(page);
  await page.close();
});
