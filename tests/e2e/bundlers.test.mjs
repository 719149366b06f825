// The package in the tools web developers use: fresh apps made from the packed tarball
// (`npm pack` in dist/, `npm install <tarball>` offline) with Vite (dev server and build), webpack 5,
// esbuild and Rollup (the compat entry, with no plugin for its files and nothing copied), Rollup
// with the asset plugin, and Parcel, built with the commands and configuration the embedding guide (docs/embedding.md) gives, word for
// word, and served. In each the element draws, `lang="it"` speaks Italian, the computer answers a
// move, nothing but what the element uses is emitted, and the console stays clean. Plus: the JSX
// typings compile (React, Preact, Solid) against the packed package, and importing it in Node
// (server-side rendering) throws nothing.
//
// The bundlers come from npm with every dev tool (the root package.json, installed into
// node_modules/ by ./build.sh); the apps (target/bundlers/apps/, which find the bundlers in the
// root's node_modules/ as any project inside a workspace would) are made anew each run and left
// there for a failed run's post-mortem.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdir, writeFile, readFile, readdir, rm, access } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, serve, launch, newPage, assertClean, freePort } from './harness.mjs';

const run = promisify(execFile);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const APPS = join(ROOT, 'target', 'bundlers', 'apps');
const TSC = join(BIN, 'tsc');
/** The bundlers' commands, run as a project's npm scripts would: their bin folder first on PATH. */
const ENV = {
  ...process.env,
  PATH: `${BIN}:${process.env.PATH}`,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  NO_COLOR: '1',
};

let readme;
let tarball;
let browser;
before(async () => {
  await access(join(BIN, 'vite')).catch(() => {
    throw new Error('the bundlers are not installed: run ./build.sh build (it installs the root package.json with npm ci)');
  });
  readme = await readFile(join(ROOT, 'docs', 'embedding.md'), 'utf8');
  await rm(APPS, { recursive: true, force: true });
  await mkdir(APPS, { recursive: true });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', APPS], { cwd: DIST, env: ENV });
  tarball = join(APPS, JSON.parse(stdout)[0].filename);
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The guide's fenced block that holds `marker`, as written. */
function readmeBlock(marker) {
  const block = [...readme.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes(marker));
  assert.ok(block, `docs/embedding.md has a code block with ${marker}`);
  return block;
}

/** A command of the guide, checked to be there as written, run in `dir`. */
async function readmeCommand(dir, command) {
  assert.ok(readme.includes(command), `docs/embedding.md gives the command \`${command}\``);
  await run('bash', ['-c', command], { cwd: dir, env: ENV, maxBuffer: 1 << 24 });
}

/** The host page: an English board against the computer, an Italian one, and a wide board (hex-5)
 *  against the computer, whose engine, wasm and worker the bundle loads on demand. */
const page = (script) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>An app</title></head>
<body>
  <loa-board id="en" level="1" seed="3" controls="minimal" style="max-width: 360px"></loa-board>
  <loa-board id="it" lang="it" mode="friend" controls="minimal" style="max-width: 360px"></loa-board>
  <loa-board id="hex" variant="hex-5" level="1" style="max-width: 360px"></loa-board>
  ${script}
</body>
</html>
`;

/** The app's code, importing the package by the guide's names (esbuild and plain Rollup: `/compat`). */
const main = (element = 'lines-of-action-board', board = 'lines-of-action-board/board') => `import '${element}';
import { VARIANTS } from '${board}';
window.variants = Object.keys(VARIANTS);
window.replies = [];
document.addEventListener('move', (e) => (e.target.id === 'hex' ? window.wideReplies : window.replies).push(e.detail.by));
window.wideReplies = [];
`;

/** A fresh app folder with the packed package installed from the tarball (offline). */
async function makeApp(name, files) {
  const dir = join(APPS, name);
  // A fresh app, as a newcomer's would be: nothing left of an earlier run, not even Parcel's cache,
  // which remembers modules of an earlier package that are gone from this one. Parcel keeps it at
  // its project root, the nearest folder with a lock file: the app's own, which npm install
  // writes, so the cache goes with the app.
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: `app-${name}`, private: true, type: 'module' }));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  await run('npm', ['install', '--offline', tarball], { cwd: dir, env: ENV });
  return dir;
}

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...(await filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)));
    else out.push(`${prefix}${entry.name}`);
  }
  return out;
}

/** A built app's output: only what the element uses (no study wasm), the game's wasm, the file
 *  readers' (loaded on demand, www/component/files.js) and the wide boards' (loaded on demand by
 *  a wide variant, www/board.js): three wasm files. */
async function assertLean(out) {
  const files = await filesUnder(out);
  assert.ok(!files.some((f) => f.includes('study')), `no study wasm in the output: ${files.join(', ')}`);
  assert.equal(files.filter((f) => f.endsWith('.wasm')).length, 3, `the game's, the readers' and the wide boards' wasm in the output: ${files.join(', ')}`);
}

/** The app at `url` plays: the boards draw, Italian is spoken, the computer answers a move. */
async function assertPlays(url) {
  const tab = await newPage(browser);
  try {
    await tab.goto(url);
    await tab.waitForFunction(() => document.querySelector('#en')?.state?.() && document.querySelector('#it')?.state?.(), null, { timeout: 30000 });
    assert.ok((await tab.evaluate(() => window.variants)).includes('parachute'), 'mount()’s module is imported');
    const drawn = await tab.evaluate(() => {
      const canvas = document.querySelector('#en').shadowRoot.querySelector('canvas');
      return canvas.width > 100 && canvas.getContext('2d').getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data[3] > 0;
    });
    assert.ok(drawn, 'the board is drawn');
    assert.equal(await tab.locator('#it [part~="new-game"]').innerText(), 'Nuova partita', 'lang="it" speaks Italian');
    // The properties survive tree-shaking: a property set goes through to its attribute.
    assert.equal(await tab.evaluate(() => ((document.querySelector('#it').level = 2), document.querySelector('#it').getAttribute('level'))), '2');
    assert.deepEqual(await tab.evaluate(() => document.querySelector('#en').play('b1-d3')), { ok: true });
    await tab.waitForFunction(() => window.replies.includes('computer'), null, { timeout: 30000 });
    // The file readers: their wasm, emitted by the bundler (or a chunk of the compat entry's), read a record.
    await tab.evaluate(() => (document.querySelector('#it').record = document.querySelector('#en').getPosition().record));
    await tab.waitForFunction(() => document.querySelector('#it').getPosition()?.moves.length === 2, null, { timeout: 30000 });
    // The wide board: its chunk, wasm and worker, emitted by the bundler, play the computer.
    await tab.waitForFunction(() => document.querySelector('#hex').state()?.board, null, { timeout: 30000 });
    const wide = await tab.evaluate(() => document.querySelector('#hex').play(document.querySelector('#hex').state().legalMoves.find((m) => m.kind === 'slide').text));
    assert.deepEqual(wide, { ok: true });
    await tab.waitForFunction(() => window.wideReplies.includes('computer'), null, { timeout: 30000 });
    assertClean(tab);
  } finally {
    await tab.context().close();
  }
}

/** Serves a built folder and checks that the app plays there. */
async function servePlays(root) {
  const site = await serve({ root });
  try {
    await assertPlays(`${site.url}/index.html`);
  } finally {
    await site.close();
  }
}

test('Vite: the dev server and `vite build`, with no configuration', async () => {
  const dir = await makeApp('vite', { 'index.html': page('<script type="module" src="./main.js"></script>'), 'main.js': main() });
  await readmeCommand(dir, 'vite build');
  await assertLean(join(dir, 'dist'));
  await servePlays(join(dir, 'dist'));

  const port = await freePort();
  assert.ok(readme.includes('`vite`'), 'docs/embedding.md names the dev server');
  const dev = spawn(join(BIN, 'vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: dir,
    env: ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  dev.stdout.on('data', (d) => (said += d));
  dev.stderr.on('data', (d) => (said += d));
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the dev server did not start:\n${said}`)), 30000);
      dev.stdout.on('data', () => said.includes(`${port}`) && (clearTimeout(timer), resolve()));
      dev.on('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${said}`)));
    });
    await assertPlays(`http://127.0.0.1:${port}/`);
  } finally {
    dev.kill();
  }
});

test('webpack 5: `webpack --mode production`, with no configuration', async () => {
  const dir = await makeApp('webpack', {
    'src/index.js': main(),
    'dist/index.html': page('<script src="main.js"></script>'),
  });
  await readmeCommand(dir, 'webpack --mode production');
  await assertLean(join(dir, 'dist'));
  await servePlays(join(dir, 'dist'));
});

test('Parcel: `parcel build index.html`, with no configuration', async () => {
  const dir = await makeApp('parcel', { 'index.html': page('<script type="module" src="./main.js"></script>'), 'main.js': main() });
  await readmeCommand(dir, 'parcel build index.html');
  await assertLean(join(dir, 'dist'));
  await servePlays(join(dir, 'dist'));
});

test('Rollup: the guide’s rollup.config.mjs and `rollup -c`', async () => {
  const dir = await makeApp('rollup', {
    'rollup.config.mjs': readmeBlock('@web/rollup-plugin-import-meta-assets'),
    'main.js': main(),
    'dist/index.html': page('<script type="module" src="main.js"></script>'),
  });
  await readmeCommand(dir, 'rollup -c');
  await assertLean(join(dir, 'dist'));
  await servePlays(join(dir, 'dist'));
});

/** A built app of the compat entry: no file beside the bundle but scripts (the page and its
 *  chunks): no wasm, no worker script, no stylesheet, nothing copied. The page's own script
 *  (main.js) holds the game's wasm only: the wide boards' and the file readers' are in chunks it
 *  imports when a board needs them. */
async function assertSelfContained(out) {
  const files = await filesUnder(out);
  const others = files.filter((f) => !f.endsWith('.js') && f !== 'index.html');
  assert.deepEqual(others, [], `only scripts beside index.html: ${files.join(', ')}`);
  assert.ok(!files.some((f) => /worker|study/.test(f)), `no worker script nor study wasm: ${files.join(', ')}`);
  const wasmIn = async (file) => (await readFile(join(out, file), 'utf8')).split(/data:application\/wasm;base64,[A-Za-z0-9+/]/).length - 1;
  const withMain = await staticallyImported(out, 'main.js');
  const eager = (await Promise.all([...withMain].map(wasmIn))).reduce((a, b) => a + b, 0);
  assert.equal(eager, 1, `main.js and what it imports statically hold one wasm, the game’s: ${[...withMain].join(', ')}`);
  const lazy = await Promise.all(files.filter((f) => f.endsWith('.js') && !withMain.has(f)).map(wasmIn));
  assert.deepEqual(lazy.filter((n) => n > 0), [1, 1], 'the wide boards’ and the readers’ wasm, each in a chunk imported dynamically');
}

/** The scripts of `out` that loading `file` loads: it and what it imports statically, and so on. */
async function staticallyImported(out, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = await readFile(join(out, file), 'utf8');
  for (const [, path] of text.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) {
    await staticallyImported(out, join(dirname(file), path), seen);
  }
  return seen;
}

test('esbuild: `esbuild --bundle` of the compat entry, with no plugin and no copying', async () => {
  const dir = await makeApp('esbuild', {
    'main.js': main('lines-of-action-board/compat', 'lines-of-action-board/compat'),
    'dist/index.html': page('<script type="module" src="main.js"></script>'),
  });
  const block = readmeBlock('esbuild main.js').trim();
  assert.equal(block.split('\n').length, 1, 'one command, nothing copied after it');
  await readmeCommand(dir, block);
  await assertSelfContained(join(dir, 'dist'));
  await servePlays(join(dir, 'dist'));
});

test('Rollup: the compat entry with the guide’s config of node-resolve alone (no asset plugin, no copying)', async () => {
  const config = readmeBlock('plugins: [nodeResolve()]');
  assert.deepEqual(config.match(/^import .*$/gm), ["import { nodeResolve } from '@rollup/plugin-node-resolve';"], 'one plugin, every Rollup user’s first');
  const dir = await makeApp('rollup-compat', {
    'rollup.config.mjs': config,
    'main.js': main('lines-of-action-board/compat', 'lines-of-action-board/compat'),
    'dist/index.html': page('<script type="module" src="main.js"></script>'),
  });
  await readmeCommand(dir, 'rollup -c');
  await assertSelfContained(join(dir, 'dist'));
  await servePlays(join(dir, 'dist'));
});

test('TypeScript: <loa-board> in React’s, Preact’s and Solid’s JSX compiles against the packed package, and its mistakes do not', async () => {
  const use = (name) => `import 'lines-of-action-board/${name}';
import type { LoaBoardElement, BoardApi } from 'lines-of-action-board';
import { mount } from 'lines-of-action-board/board';
import { createAnalysisPanel } from 'lines-of-action-board/analysis';

export const board = <loa-board level={3} lang="it" variant="parachute" controls="minimal" moves={['b1-d3']}
  onmove={(e) => console.log(e.detail.by, e.detail.move.text)} onerror={(e) => console.log(e.detail.message)} />;
export const attributes = <loa-board move-time="500" coordinates="false" id="b" />;
// @ts-expect-error: 9 is not a level
export const badLevel = <loa-board level={9} />;
// @ts-expect-error: not a variant
export const badVariant = <loa-board variant="chess" />;
export function wire(element: LoaBoardElement, host: HTMLElement): BoardApi {
  const api = mount(host, { variant: 'standard', level: 2 });
  createAnalysisPanel(host, api.words()).update(api.analysis(), api.state());
  element.addEventListener('gameover', (e) => console.log(e.detail.outcome));
  return api;
}
`;
  const options = (jsx) => ({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['dom', 'es2022'], types: [], ...jsx },
    include: ['app.tsx'],
  });
  const dir = await makeApp('tsx', {});
  for (const [name, jsx] of [
    ['react', { jsx: 'react-jsx' }],
    ['preact', { jsx: 'react-jsx', jsxImportSource: 'preact' }],
    ['solid', { jsx: 'preserve', jsxImportSource: 'solid-js' }],
  ]) {
    await writeFile(join(dir, 'app.tsx'), use(name));
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(options(jsx)));
    await run(TSC, ['-p', 'tsconfig.json'], { cwd: dir, env: ENV }).catch((err) => {
      throw new Error(`tsc failed for ${name}:\n${err.stdout}${err.stderr}`);
    });
  }
});

test('TypeScript: <loa-board> in Vue’s and Svelte’s templates is typed from the packed package: wrong props, unknown events and details fail', async () => {
  // Plain tsc over the types vue-tsc and svelte-check read for a template: Vue's GlobalComponents
  // entry and Svelte's svelteHTML.IntrinsicElements entry, each from its framework's own types.
  const vue = `import 'lines-of-action-board/vue';
import type { GlobalComponents } from 'vue';
type Props = InstanceType<GlobalComponents['loa-board']>['$props'];
export const good: Props = {
  level: 3, 'move-time': '500', lang: 'it', variant: 'hex-5', moves: 'b1-d3', class: 'board',
  onMove: (e) => console.log(e.detail.move.text, e.detail.by), onGameover: (e) => console.log(e.detail.outcome.reason),
};
// @ts-expect-error: not a level
export const badLevel: Props = { level: 'nine' };
// @ts-expect-error: no such event
export const badEvent: Props = { onMoove: () => {} };
// @ts-expect-error: a move event has no such detail
export const badDetail: Props = { onMove: (e) => e.detail.nothing };
`;
  const svelte = `import 'lines-of-action-board/svelte';
type Props = svelteHTML.IntrinsicElements['loa-board'];
export const good: Props = { level: 3, class: 'board', 'move-time': 500, lang: 'it', onmove: (e) => console.log(e.detail.move.text), onerror: (e) => console.log(e.detail.message) };
// @ts-expect-error: not a level
export const badLevel: Props = { level: 'nine' };
// @ts-expect-error: no such event
export const badEvent: Props = { onmoove: () => {} };
// @ts-expect-error: a move event has no such detail
export const badDetail: Props = { onmove: (e) => e.detail.nothing };
`;
  const dir = await makeApp('vue-svelte-types', { 'vue.ts': vue, 'svelte.ts': svelte });
  const options = { compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', lib: ['dom', 'es2022'], types: [] } };
  for (const file of ['vue.ts', 'svelte.ts']) {
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ ...options, include: [file] }));
    await run(TSC, ['-p', 'tsconfig.json'], { cwd: dir, env: ENV }).catch((err) => {
      throw new Error(`tsc failed for ${file}:\n${err.stdout}${err.stderr}`);
    });
  }
});

test('React: <LoaBoard> from lines-of-action-board/react, rendered on a server and hydrated, hears its events (built by Vite)', async () => {
  const app = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LoaBoard } from 'lines-of-action-board/react';
window.heard = [];
const App = () => createElement(LoaBoard, {
  id: 'r', level: 1, seed: 3, lang: 'it', style: { maxWidth: '360px' },
  onMove: (e) => window.heard.push(e.detail.by + ' ' + e.detail.move.text),
});
const host = document.getElementById('app');
// As Next.js does: the server's HTML first, then React takes it over.
host.innerHTML = renderToString(createElement(App));
hydrateRoot(host, createElement(App));
window.hydrated = true;
`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>React</title></head>
<body><div id="app"></div><script type="module" src="./main.js"></script></body></html>`;
  const dir = await makeApp('react', { 'index.html': html, 'main.js': app });
  await run('bash', ['-c', 'vite build'], { cwd: dir, env: ENV, maxBuffer: 1 << 24 });
  const site = await serve({ root: join(dir, 'dist') });
  const tab = await newPage(browser);
  try {
    await tab.goto(`${site.url}/index.html`);
    await tab.waitForFunction(() => window.hydrated && document.querySelector('#r')?.state?.(), null, { timeout: 30000 });
    assert.deepEqual(await tab.evaluate(() => document.querySelector('#r').play('b1-d3')), { ok: true });
    await tab.waitForFunction(() => window.heard.length === 2, null, { timeout: 30000 });
    const heard = await tab.evaluate(() => window.heard);
    assert.equal(heard[0], 'player b1-d3', 'onMove reached the handler');
    assert.match(heard[1], /^computer /, 'and again for the computer’s reply');
    assert.equal(await tab.locator('#r').getAttribute('lang'), 'it', 'the other props reach the element');
    assertClean(tab);
  } finally {
    await tab.context().close();
    await site.close();
  }
});

test('Node and server-side rendering: importing the package throws nothing and defines nothing', async () => {
  const dir = await makeApp('node', {
    'ssr.js': `import * as element from 'lines-of-action-board';
import { mount, VARIANTS } from 'lines-of-action-board/board';
import { createAnalysisPanel } from 'lines-of-action-board/analysis';
console.log(JSON.stringify({
  element: typeof element.LoaBoardElement, mount: typeof mount, variants: Object.keys(VARIANTS).length,
  panel: typeof createAnalysisPanel, customElements: typeof customElements,
}));
`,
  });
  const { stdout, stderr } = await run(process.execPath, ['ssr.js'], { cwd: dir, env: ENV });
  assert.equal(stderr, '');
  const found = JSON.parse(stdout);
  assert.ok(found.variants > 0);
  assert.deepEqual({ ...found, variants: true }, { element: 'function', mount: 'function', variants: true, panel: 'function', customElements: 'undefined' });
});
