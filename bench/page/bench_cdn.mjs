// The CDN build's figure for ./build.sh bench-page (printed, never asserted), and the page load
// that tests/e2e/cdn.test.mjs checks: an English <loa-board> playing the computer on a page of
// another origin that includes dist/cdn/loa-board.js with one <script type="module" src>. Every
// response from the game's origin until the computer has answered a move and the network is idle
// is counted and gzipped at level 9 (what a gzip server or a CDN sends).
import { gzipSync } from 'node:zlib';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { serve, newPage, DIST } from '../../tests/e2e/harness.mjs';
import { PAGES_CORS } from '../../tests/e2e/hosts.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The host page: the embedding guide's snippet (docs/embedding.md), with the game's address. */
export function cdnHostPage(game, board = '<loa-board level="1" seed="3"></loa-board>', head = '') {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Somebody's blog</title>${head}</head>
<body>
<script type="module" src="${game}/cdn/loa-board.js"></script>
${board}
</body>
</html>`;
}

/**
 * Loads the host page in `browser`, plays b1-d3 on its first board and waits for the computer's
 * answer. → {page, files: Map(path on the game's origin → gzipped bytes), requests} (close
 * `page.context()` and call `close()` when done).
 */
export async function loadCdnBoard(browser, { board, head } = {}) {
  const game = await serve({ headers: PAGES_CORS });
  const host = await serve({ root: '/nonexistent', pages: { '/host.html': cdnHostPage(game.url, board, head) } });
  const page = await newPage(browser);
  const files = new Map();
  let requests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).origin === game.origin) requests++;
  });
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (url.origin !== game.origin) return;
    files.set(url.pathname.slice(1), r.status() === 200 ? gzipSync(await r.body(), { level: 9 }).length : -r.status());
  });
  await page.goto(`${host.url}/host.html`);
  await page.waitForFunction(() => document.querySelector('loa-board')?.state?.());
  await page.evaluate(() => {
    window.replies = [];
    document.addEventListener('move', (e) => window.replies.push(e.detail.by));
  });
  const played = await page.evaluate(() => document.querySelector('loa-board').play('b1-d3'));
  if (!played.ok) throw new Error(`the board refused b1-d3: ${played.reason}`);
  await page.waitForFunction(() => window.replies.includes('computer'), null, { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  const close = async () => {
    await page.context().close();
    await host.close();
    await game.close();
  };
  return { page, files, requests, close };
}

/** Prints the CDN build's requests and gzipped bytes for an English board playing the computer. */
export async function printCdnSize(browser) {
  const { files, requests, close } = await loadCdnBoard(browser);
  await close();
  const total = [...files.values()].reduce((a, b) => a + Math.max(b, 0), 0);
  console.log(`CDN build (cdn/loa-board.js from another origin), an English board playing the computer: ${requests} requests, ${kb(total)} gzipped   budget 4 requests, 150 KB`);
  console.log(`  ${[...files].map(([p, n]) => `${p} ${kb(n)}`).join(', ')}`);
}

/** What a compat chunk holds: an inlined wasm, an inlined worker's script, or code (esbuild names
 *  every chunk `chunk-HASH.js`). @param {string} path */
async function holds(path) {
  const text = await readFile(join(DIST, path), 'utf8');
  if (/data:application\/wasm;base64,[A-Za-z0-9+/]/.test(text)) return 'a wasm, inlined';
  if (text.includes('data:text/javascript;base64,')) return 'a worker’s script, inlined';
  return 'code';
}

/**
 * Prints the compat build's size (compat/: the entry loa-board.js, every file an 8×8 board loads
 * inlined, and the chunks it imports only when a board needs them: the wide boards, the file
 * readers), each raw and gzipped, against the CDN build's module with the files it loads eagerly
 * for an English board: what a bundle pays for needing no setup.
 */
export async function printCompatSize() {
  const sizes = async (paths) => {
    const bytes = await Promise.all(paths.map((p) => readFile(join(DIST, p))));
    return { raw: bytes.reduce((a, b) => a + b.length, 0), gzipped: bytes.reduce((a, b) => a + gzipSync(b, { level: 9 }).length, 0) };
  };
  const line = ({ raw, gzipped }) => `${kb(raw)} raw, ${kb(gzipped)} gzipped`;
  const chunks = (await readdir(join(DIST, 'compat'))).filter((f) => f.endsWith('.js') && f !== 'loa-board.js').sort();
  const entry = await sizes(['compat/loa-board.js']);
  const eager = await sizes(['cdn/loa-board.js', 'cdn/loa_bg.wasm', 'cdn/worker-bundle.js', 'cdn/board.css']);
  console.log(`compat build's entry alone (compat/loa-board.js, no setup): ${line(entry)}`);
  const entryText = await readFile(join(DIST, 'compat', 'loa-board.js'), 'utf8');
  const withEntry = chunks.filter((chunk) => !entryText.includes(`import("./${chunk}")`));
  for (const chunk of chunks) {
    const when = withEntry.includes(chunk) ? 'loaded with the entry' : 'imported when needed';
    console.log(`  its chunk ${chunk} (${await holds(`compat/${chunk}`)}; ${when}): ${line(await sizes([`compat/${chunk}`]))}`);
  }
  const first = await sizes(['compat/loa-board.js', ...withEntry.map((c) => `compat/${c}`)]);
  console.log(`  the entry with the chunks it loads with it: ${line(first)}`);
  console.log(`  with every chunk: ${line(await sizes(['compat/loa-board.js', ...chunks.map((c) => `compat/${c}`)]))}`);
  console.log(`  the CDN build's module with what an English board loads: ${line(eager)}`);
  console.log(`  cost of needing no setup: +${kb(first.gzipped - eager.gzipped)} gzipped on an English board's first load`);
}
