// The page's size for ./build.sh bench-page (printed, never asserted): what index.html really
// loads, measured in the browser, and apart from it what loads only on demand.
//
// The page is opened in a fresh browser context; every response the page receives until the first
// board is drawn and the network is idle is gzipped at level 9 (what a gzip server sends) and
// summed, with the service worker's own script. Requests the service worker makes while
// precaching the site for offline play are not the page's (Playwright does not report them). Every other file of the site is
// "on demand": the pages' chunks (the other languages' catalogues…), the puzzles, the embeddable
// board's modules, the unbundled modules that embedders import.
import { readFile } from 'node:fs/promises';
import { join, relative, extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newPage, DIST } from '../../tests/e2e/harness.mjs';
import { filesUnder } from '../../tests/e2e/files.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzipped = (body) => gzipSync(body, { level: 9 }).length;

/** What the site offers but the index page does not load: for the on-demand figure. */
const SITE_FILES = new Set(['.html', '.js', '.css', '.wasm', '.txt', '.json', '.webmanifest']);
/** Files the index page never loads and that are not the page's either: the offline download. */
const NOT_THE_PAGE = new Set(['lines-of-action.html', 'package.json', 'custom-elements.json']);

/**
 * Opens `query` on the index page and returns its responses: site path → gzipped size.
 * @returns {Promise<Map<string, number>>}
 */
async function pageLoad(server, browser, query = '') {
  const page = await newPage(browser);
  /** @type {Map<string, import('playwright-core').Response>} */
  const responses = new Map();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === server.origin && r.status() === 200) responses.set(url.pathname, r);
  });
  await page.goto(`${server.url}/index.html${query}`);
  await page.waitForFunction(() => performance.getEntriesByName('loa:first-board').length > 0);
  await page.waitForLoadState('networkidle');
  const sizes = new Map();
  for (const [path, r] of responses) sizes.set(path.replace(/^\//, ''), gzipped(await r.body()));
  // The browser fetches the service worker's script itself, out of Playwright's sight; it is
  // downloaded all the same, whether or not the worker has finished precaching the site by now
  // (it is counted installing, waiting or active; a page that loads fast is measured before it
  // is active). Registered as the page starts; 20 s is long enough for the registration.
  const worker = await page.evaluate(async () => {
    const registered = navigator.serviceWorker?.getRegistration().then((r) => r ?? navigator.serviceWorker.ready);
    const r = await Promise.race([registered, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    return (r?.installing ?? r?.waiting ?? r?.active)?.scriptURL ?? null;
  });
  if (worker) {
    const path = new URL(worker).pathname.slice(new URL(server.url + '/').pathname.length);
    sizes.set(path, gzipped(await readFile(join(DIST, path))));
  }
  await page.context().close();
  return sizes;
}

const sum = (sizes) => [...sizes.values()].reduce((a, b) => a + b, 0);

/** Prints the page's size in English and what another language adds; then what loads on demand. */
export async function printPageSize(server, browser) {
  const loaded = await pageLoad(server, browser);
  const wasm = loaded.get('pkg/loa_bg.wasm') ?? 0;
  console.log(`whole page: ${kb(sum(loaded))} gzipped, as index.html loads it (${loaded.size} files)   budget 175 KB`);
  const biggest = [...loaded].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  largest: ${biggest.map(([p, n]) => `${p} ${kb(n)}`).join(', ')}`);
  console.log(`wasm:       ${kb(wasm)} gzipped   budget 100 KB`);
  for (const lang of ['it', 'de']) {
    const other = await pageLoad(server, browser, `?lang=${lang}`);
    const added = [...other].filter(([p]) => !loaded.has(p));
    console.log(`  in ${lang}: ${kb(sum(other))} (+ ${added.map(([p, n]) => `${p} ${kb(n)}`).join(', ') || 'nothing'})`);
  }
  const demand = new Map();
  for (const file of await filesUnder(DIST)) {
    const path = relative(DIST, file).split('\\').join('/');
    if (loaded.has(path) || NOT_THE_PAGE.has(path) || !SITE_FILES.has(extname(path))) continue;
    if (path.startsWith('cdn/') || path.startsWith('compat/')) continue; // the package's single-file builds: their own figures (bench_cdn.mjs)
    demand.set(path, gzipped(await readFile(join(DIST, path))));
  }
  const group = (path) => {
    // The pages run their bundles (tools/bundle.mjs): what index.html imports on demand is a
    // chunk of bundle/, and the unbundled modules of www/ are the embedders' (www/board.js).
    if (path === 'bundle/puzzles.js') return 'puzzles page';
    if (path === 'bundle/learn.js') return 'rules tour (learn.html)';
    if (path.startsWith('bundle/')) return "the pages' chunks on demand (other languages, games, analysis, links; the other pages')";
    if (/(^|\/)(element|embed|loa-board)/.test(path)) return 'embeddable board';
    if (path.startsWith('www/') && path.endsWith('.js') && !path.includes('/worker/')) return "unbundled modules (embedders' and the npm package's; the pages load bundle/)";
    if (path === 'pkg/loa_study_bg.wasm') return 'study wasm (puzzles page and rules tour)';
    if (path === 'puzzles.html' || path.startsWith('www/puzzles/')) return 'puzzles page';
    if (path === 'learn.html' || path.startsWith('www/learn/')) return 'rules tour (learn.html)';
    if (path.startsWith('pkg/files/')) return 'file readers (Open…, a record, a collection)';
    if (path.startsWith('pkg/wide/')) return 'wide boards (black-hole, 12×12, hex-5, hex-6)';
    return 'other';
  };
  const groups = new Map();
  for (const [path, n] of demand) {
    const g = groups.get(group(path)) ?? { total: 0, files: [] };
    g.total += n;
    g.files.push(path);
    groups.set(group(path), g);
  }
  console.log(`on demand (not loaded by index.html): ${kb(sum(demand))} gzipped in ${demand.size} files`);
  for (const [name, g] of groups) console.log(`  ${name}: ${kb(g.total)} (${g.files.sort().join(', ')})`);
}
