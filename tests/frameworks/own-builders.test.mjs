// The package in the frameworks with builders of their own: Angular (@angular/build, the compat
// entry) and Next.js (app router, rendered on the server, <LoaBoard>). Each a minimal app of
// tests/frameworks/<name>/ whose code is the embedding guide's recipe (docs/embedding.md, copied
// as written), installed from the packed tarball and the npm registry (apps.mjs), built with the
// framework's command (its build time and script size printed), served, and played in headless
// Chromium (play.mjs): drawn, Italian, a computer reply to a move on the accessible grid, heard by
// the app's handler, a clean console.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { installApp, guideBlock, buildApp } from './apps.mjs';
import { useBrowser, appEnv, servePlays, startServer, assertAppPlays } from './play.mjs';
import { freePort } from '../e2e/harness.mjs';

const held = useBrowser();

test('Angular: the compat entry in an `ng build` app (@angular/build, CUSTOM_ELEMENTS_SCHEMA)', async () => {
  const dir = await installApp('angular', {
    'src/main.ts': await guideBlock('bootstrapApplication(App)'),
    'src/app.ts': await guideBlock("selector: 'app-root'"),
  });
  await buildApp('Angular', dir, 'ng', ['build'], 'dist/browser', appEnv(dir));
  await servePlays(held.browser, join(dir, 'dist', 'browser'), false); // rendered in the browser only
});

test('Next.js: <LoaBoard> from lines-of-action-board/react on an app-router page rendered on the server hears its events after hydration', async () => {
  const dir = await installApp('nextjs', { 'app/board.jsx': await guideBlock("'use client'") });
  await buildApp('Next.js', dir, 'next', ['build'], '.next/static', appEnv(dir));
  const port = await freePort();
  const stop = await startServer(dir, 'next', ['start', '--port', String(port), '--hostname', '127.0.0.1'], port);
  try {
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    assert.match(html, /<loa-board [^>]*lang="it"/, 'the server sends the element in the page');
    await assertAppPlays(held.browser, `http://127.0.0.1:${port}/`);
  } finally {
    stop();
  }
});

