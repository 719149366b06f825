// The package's single-file build (dist/cdn/, tools/cdn/cdn.mjs) from a CDN: a page of another
// origin includes it with the one <script type="module" src> the README and the embedding guide give, and an English
// board playing the computer loads the module, the wasm, the worker's script and the stylesheet,
// nothing else; Italian loads its catalogue only when asked. The bytes are bench-page's figure.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, assertClean, DIST, serve, newPage } from './harness.mjs';
import { PAGES_CORS } from './hosts.mjs';
import { loadCdnBoard, cdnHostPage } from '../../bench/page/bench_cdn.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('from another origin, one script: the board draws and the computer answers, in four requests', async () => {
  for (const guide of ['README.md', 'docs/embedding.md']) {
    const text = await readFile(join(DIST, '..', guide), 'utf8');
    assert.ok(text.includes('<script type="module" src="https://YOU.github.io/loa/cdn/loa-board.js"></script>'), `${guide} gives the snippet`);
  }
  const { page, files, requests, close } = await loadCdnBoard(browser);
  try {
    assert.deepEqual([...files.keys()].sort(), ['cdn/board.css', 'cdn/loa-board.js', 'cdn/loa_bg.wasm', 'cdn/worker-bundle.js']);
    assert.equal(requests, 4);
    const drawn = await page.evaluate(() => document.querySelector('loa-board').shadowRoot.querySelector('canvas').width > 100);
    assert.ok(drawn);
    assertClean(page);
  } finally {
    await close();
  }
});

test('from another origin, lang="it": the Italian catalogue loads beside it, and only then', async () => {
  const { page, files, close } = await loadCdnBoard(browser, { board: '<loa-board lang="it" level="1" seed="3" controls="minimal"></loa-board>' });
  try {
    assert.ok(files.has('cdn/i18n/it.js'));
    assert.ok(!files.has('cdn/i18n/de.js'));
    assert.equal(await page.locator('loa-board [part~="new-game"]').innerText(), 'Nuova partita');
    assertClean(page);
  } finally {
    await close();
  }
});

test('from another origin, variant="hex-5": the wide wasm and worker load beside the module, and the computer answers', async () => {
  const game = await serve({ headers: PAGES_CORS });
  const host = await serve({ root: '/nonexistent', pages: { '/host.html': cdnHostPage(game.url, '<loa-board variant="hex-5" level="1"></loa-board>') } });
  const page = await newPage(browser);
  const fetched = new Set();
  page.on('response', (r) => new URL(r.url()).origin === game.origin && r.status() === 200 && fetched.add(new URL(r.url()).pathname.slice(1)));
  try {
    await page.goto(`${host.url}/host.html`);
    await page.waitForFunction(() => document.querySelector('loa-board')?.state?.()?.board, null, { timeout: 30000 });
    const moves = await page.evaluate(() => {
      const board = document.querySelector('loa-board');
      window.replies = [];
      board.addEventListener('move', (e) => window.replies.push(e.detail.by));
      return board.play(board.state().legalMoves.find((m) => m.kind === 'slide').text);
    });
    assert.deepEqual(moves, { ok: true });
    await page.waitForFunction(() => window.replies.includes('computer'), null, { timeout: 30000 });
    for (const file of ['cdn/loa-board.js', 'cdn/wide_bg.wasm', 'cdn/worker-bundle-wide.js']) assert.ok(fetched.has(file), `${file} fetched: ${[...fetched].join(', ')}`);
    // Not the game's wasm: config.js's table of every board (checked against the core's buildOf)
    // says which build plays hex-5, so the wide board loads its own build alone.
    assert.ok(!fetched.has('cdn/loa_bg.wasm'), `the game wasm is not fetched for hex-5: ${[...fetched].join(', ')}`);
    assertClean(page);
  } finally {
    await page.context().close();
    await host.close();
    await game.close();
  }
});
