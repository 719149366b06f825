// The package's single-file build (dist/cdn/, tools/cdn/cdn.mjs) from a CDN: a page of another
// origin includes it with the one <script type="module" src> the README gives, and an English
// board playing the computer loads the module, the wasm, the worker's script and the stylesheet,
// nothing else; Italian loads its catalogue only when asked. The bytes are bench-page's figure.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch, assertClean, DIST } from './harness.mjs';
import { loadCdnBoard } from '../../bench/page/bench_cdn.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('from another origin, one script: the board draws and the computer answers, in four requests', async () => {
  const readme = await readFile(join(DIST, '..', 'README.md'), 'utf8');
  assert.ok(readme.includes('<script type="module" src="https://YOU.github.io/loa/cdn/loa-board.js"></script>'), 'the README gives the snippet');
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
