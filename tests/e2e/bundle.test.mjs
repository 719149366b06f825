// The site's pages run their esbuild bundles (tools/bundle.mjs): each page's script and module
// preloads name files of bundle/, the first load fetches none of the unbundled page modules, what
// a page imports on demand (another language) is a chunk fetched only when asked for, and the
// addresses the bundle makes from import.meta.url still name the files beside the sources.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newPage, assertClean, openGame, useBrowser, DIST } from './harness.mjs';
import { readdress } from '../../tools/module_addresses.mjs';

const env = useBrowser();

/** How each page is opened and known to be running. */
const PAGES = {
  'index.html': () => window.loaTest?.board.state() != null,
  'puzzles.html': () => window.loaTest?.board.state() != null && window.loaTest.puzzles().length > 0,
  'learn.html': () => window.loaTest?.board.state() != null && !!document.querySelector('#lesson-task')?.textContent,
};

/** The module scripts and module preloads of a built page. @param {string} page */
async function scriptsOf(page) {
  const html = await readFile(join(DIST, page), 'utf8');
  return {
    entry: [...html.matchAll(/<script type="module" src="([^"]+)">/g)].map((m) => m[1]),
    preloads: [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]),
  };
}

/** Opens `page` (with `query`) and returns the site paths it requested, without the leading '/'. */
async function requestsOf(page, query = '') {
  const tab = await newPage(env.browser);
  const requests = [];
  tab.on('request', (r) => requests.push(new URL(r.url()).pathname.slice(1)));
  await tab.goto(`${env.server.url}/${page}?test${query}`);
  await tab.waitForFunction(PAGES[page]);
  await tab.waitForLoadState('networkidle');
  assertClean(tab);
  await tab.context().close();
  return requests;
}

for (const page of Object.keys(PAGES)) {
  test(`${page} runs its bundle: its script and preloads are in bundle/, and no unbundled page module is fetched`, async () => {
    const { entry, preloads } = await scriptsOf(page);
    assert.deepEqual(entry, [`bundle/${page.replace('.html', '.js')}`]);
    for (const preload of preloads) assert.match(preload, /^bundle\/chunk-[A-Z0-9]+\.js$/);
    const requests = await requestsOf(page);
    for (const file of [...entry, ...preloads]) assert.ok(requests.includes(file), `${page} fetched ${file}`);
    // The page's own modules come from the bundle; what stays its own file: the classic boot
    // script, the worker's script (read as text), the wasm glue, stylesheets and data.
    const modules = requests.filter((p) => p.startsWith('www/') && p.endsWith('.js'));
    assert.deepEqual(modules.filter((p) => !['www/site/boot.js', 'www/component/worker/worker-bundle.js'].includes(p)), [], `unbundled modules fetched by ${page}`);
  });
}

test('another language is a chunk of the bundle fetched only when the page speaks it', async () => {
  // 'ui.newGame' in Italian (www/words/i18n/it.js).
  const holdsItalian = async (paths) => {
    const found = [];
    for (const path of paths.filter((p) => p.startsWith('bundle/'))) {
      if ((await readFile(join(DIST, path), 'utf8')).includes('Nuova partita')) found.push(path);
    }
    return found;
  };
  assert.deepEqual(await holdsItalian(await requestsOf('index.html')), [], 'the English page fetches no Italian');
  const [chunk, ...more] = await holdsItalian(await requestsOf('index.html', '&lang=it'));
  assert.match(chunk ?? '', /^bundle\/chunk-[A-Z0-9]+\.js$/, 'the Italian page fetches the Italian chunk');
  assert.deepEqual(more, []);
  const tab = await newPage(env.browser);
  await openGame(tab, env.server.url, 'lang=it');
  assert.equal(await tab.locator('#new').innerText(), 'Nuova partita');
  assertClean(tab);
  await tab.context().close();
});

test("a bundle's addresses from import.meta.url are re-pointed from where the bundle lives; any other import.meta stops the build", () => {
  const dist = '/site';
  const code = "const wasm = new URL('../../pkg/loa_bg.wasm', import.meta.url), css = new URL(\"./board.css\", import.meta.url);";
  const moved = readdress(code, '/site/www/component/x.js', dist, (target) => `../${target}`);
  assert.equal(moved, 'const wasm = new URL("../pkg/loa_bg.wasm", import.meta.url), css = new URL("../www/component/board.css", import.meta.url);');
  assert.throws(() => readdress('export const here = import.meta.url;', '/site/www/a.js', dist, (t) => t), /www\/a\.js uses import\.meta other than in new URL/);
});

test("the service worker keeps the bundles and the embedders' modules, not the page modules the bundles replaced", async () => {
  const sw = await readFile(join(DIST, 'sw.js'), 'utf8');
  const listed = (path) => sw.includes(JSON.stringify(path));
  for (const page of Object.keys(PAGES)) {
    const { entry, preloads } = await scriptsOf(page);
    for (const file of [...entry, ...preloads]) assert.ok(listed(file), `${file} is precached`);
  }
  for (const kept of ['www/board.js', 'www/analysis.js', 'www/embed/embed-page.js', 'www/component/core.js', 'www/board.css', 'www/puzzles/puzzles.txt']) assert.ok(listed(kept), `${kept} is precached`);
  for (const replaced of ['www/page/app.js', 'www/learn/learn.js', 'www/puzzles/page.js', 'www/site/offline.js']) assert.ok(!listed(replaced), `${replaced} is not precached`);
});
