// The package in the frameworks built on Vite: SvelteKit, Astro and React 18 (whose 18 conflicts
// with the root's React 19, so it lives in its app). Each a minimal app of
// tests/frameworks/<name>/ whose code is the embedding guide's recipe (docs/embedding.md, copied
// as written), installed from the packed tarball and the npm registry (apps.mjs), built (its
// build time and script size printed), served, and played in headless Chromium (play.mjs):
// drawn, Italian, a computer reply to a move on the accessible grid, heard by the app's handler,
// a clean console.
import { test } from 'node:test';
import { join } from 'node:path';
import { installApp, guideBlock, buildApp } from './apps.mjs';
import { useBrowser, appEnv, servePlays } from './play.mjs';

const held = useBrowser();

test('SvelteKit: the package in a page rendered on the server and hydrated, built by `vite build` (adapter-static)', async () => {
  const dir = await installApp('sveltekit', { 'src/routes/+page.svelte': await guideBlock('src/routes/+page.svelte') });
  await buildApp('SvelteKit', dir, 'vite', ['build'], 'build', appEnv(dir));
  await servePlays(held.browser, join(dir, 'build'));
});

test('Astro: the package in an .astro page’s script, built by `astro build`', async () => {
  const dir = await installApp('astro', { 'src/pages/index.astro': await guideBlock('src/pages/index.astro') });
  await buildApp('Astro', dir, 'astro', ['build'], 'dist', appEnv(dir));
  await servePlays(held.browser, join(dir, 'dist'));
});

test('React 18: <LoaBoard> hears its events where React 18 attaches no event prop to a custom element (built by Vite)', async () => {
  const dir = await installApp('react18', { 'src/board.jsx': await guideBlock("'use client'") });
  await buildApp('React 18', dir, 'vite', ['build'], 'dist', appEnv(dir));
  await servePlays(held.browser, join(dir, 'dist'), false);
});
