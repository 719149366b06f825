// The package: `npm pack` in dist/, `npm install` of the tarball into a new host project (offline:
// the tarball is local and has no dependencies), and that project's page plays the computer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, writeFile, readFile, rm, access } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, serve, launch, newPage, assertClean } from './harness.mjs';

const run = promisify(execFile);
const NPM = { env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } };

let dir;
let browser;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'loa-package-'));
  browser = await launch();
});
after(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('npm pack, npm install into a host project, and the host page plays', async () => {
  const manifest = JSON.parse(await readFile(join(DIST, 'package.json'), 'utf8'));
  const cargo = await readFile(join(DIST, '..', 'Cargo.toml'), 'utf8');
  assert.equal(manifest.version, cargo.match(/^version = "(.+)"$/m)[1], 'the version is the crate’s');

  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: DIST, ...NPM });
  const [packed] = JSON.parse(stdout);
  const files = packed.files.map((f) => f.path);
  for (const f of [
    'package.json', 'README.md', 'LICENSE', 'custom-elements.json', 'loa-board.js', 'loa-board.d.ts', 'board.d.ts',
    'analysis.d.ts', 'react.d.ts', 'preact.d.ts', 'solid.d.ts', 'www/board.js', 'www/analysis.js', 'pkg/loa_bg.wasm',
    'embed.html', 'cdn/loa-board.js', 'cdn/loa_bg.wasm', 'cdn/worker-bundle.js', 'cdn/board.css', 'cdn/i18n/it.js',
    'compat/loa-board.js', 'compat/i18n/it.js',
  ]) {
    assert.ok(files.includes(f), `the tarball holds ${f}`);
  }
  assert.ok(!files.some((f) => f.startsWith('demo/') || f === 'index.html'), 'the site’s own pages stay out');
  assert.ok(!files.includes('pkg/loa_study_bg.wasm'), 'the study pages’ wasm stays out: no embed uses it');
  const readme = await readFile(join(DIST, 'README.md'), 'utf8');
  // One text for both: the snippets the tests run are the ones a package user reads.
  assert.equal(readme, await readFile(join(DIST, '..', 'docs', 'embedding.md'), 'utf8'), 'the package’s README is the embedding guide');
  assert.match(readme, /<loa-board variant="parachute"/);
  assert.match(await readFile(join(DIST, 'LICENSE'), 'utf8'), /^MIT License/);
  const elements = JSON.parse(await readFile(join(DIST, 'custom-elements.json'), 'utf8'));
  assert.match(elements.schemaVersion, /^2\./);
  const [declaration] = elements.modules[0].declarations;
  assert.equal(declaration.tagName, 'loa-board');
  for (const attr of ['variant', 'level', 'move-time', 'lang', 'controls']) {
    assert.ok(declaration.attributes.some((a) => a.name === attr), `the manifest names the attribute ${attr}`);
  }
  assert.ok(declaration.events.some((e) => e.name === 'gameover'));

  const project = join(dir, 'host');
  await run('mkdir', ['-p', project]);
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-package-lock', join(dir, packed.filename)], { cwd: project, ...NPM });

  // Node resolves the package's exports; the page's import map uses what Node found, so a wrong
  // `exports` entry fails here rather than only in bundlers.
  const resolve = async (specifier) => {
    const { stdout: url } = await run(
      process.execPath,
      ['--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(specifier)}))`],
      { cwd: project },
    );
    const path = fileURLToPath(url.trim());
    await access(path);
    return `./${relative(project, path)}`;
  };
  const imports = {
    'lines-of-action-board/loa-board.js': await resolve('lines-of-action-board/loa-board.js'),
    'lines-of-action-board/board.js': await resolve('lines-of-action-board/board.js'),
  };
  assert.equal(imports['lines-of-action-board/board.js'], './node_modules/lines-of-action-board/www/board.js');
  // The names the embedding guide gives: the package itself is the element, `/board` is mount().
  assert.equal(await resolve('lines-of-action-board'), './node_modules/lines-of-action-board/loa-board.js');
  assert.equal(await resolve('lines-of-action-board/board'), './node_modules/lines-of-action-board/www/board.js');
  assert.equal(await resolve('lines-of-action-board/analysis'), './node_modules/lines-of-action-board/www/analysis.js');
  assert.equal(await resolve('lines-of-action-board/cdn'), './node_modules/lines-of-action-board/cdn/loa-board.js');
  assert.equal(await resolve('lines-of-action-board/compat'), './node_modules/lines-of-action-board/compat/loa-board.js');
  for (const types of ['loa-board.d.ts', 'board.d.ts']) await access(join(project, 'node_modules', 'lines-of-action-board', types));

  await writeFile(
    join(project, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>A site that installed the package</title>
  <script type="importmap">${JSON.stringify({ imports })}</script>
  <script type="module">
    import 'lines-of-action-board/loa-board.js';
    import { VARIANTS } from 'lines-of-action-board/board.js';
    window.variants = Object.keys(VARIANTS);
    window.replies = [];
    document.addEventListener('move', (e) => window.replies.push(e.detail.by));
  </script>
</head>
<body>
  <loa-board id="b" level="1" seed="3" controls="minimal" style="max-width: 360px"></loa-board>
</body>
</html>`,
  );
  const site = await serve({ root: project });
  try {
    const page = await newPage(browser);
    await page.goto(`${site.url}/index.html`);
    await page.waitForFunction(() => document.querySelector('#b').state?.());
    assert.ok((await page.evaluate(() => window.variants)).includes('parachute'));
    assert.deepEqual(await page.evaluate(() => document.querySelector('#b').play('b1-d3')), { ok: true });
    await page.waitForFunction(() => window.replies.includes('computer'), null, { timeout: 20000 });
    assertClean(page);
  } finally {
    await site.close();
  }
});
