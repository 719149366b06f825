// The package in the frameworks built on Vite: SvelteKit, Astro, React 18 (whose 18 conflicts
// with the root's React 19, so it lives in its app), and plain Vue 3 and Svelte 5 apps as their
// own starters make them (`npm create vue@latest`; Vite's svelte-ts template, no SvelteKit). Each a
// minimal app of tests/frameworks/<name>/ whose code is the embedding guide's recipe
// (docs/embedding.md, copied as written), installed from its lock file and the packed tarball
// (apps.mjs), built by its own script (Vue's and Svelte's type-check the app's code first with
// vue-tsc and svelte-check), its build time and script size printed, served, and played in
// headless Chromium (play.mjs): drawn, Italian, a computer reply to a move on the accessible grid,
// heard by the app's handler, a clean console.
import { test } from 'node:test';
import assert from 'node:assert/strict';
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

test('Vue 3: the package in a `npm create vue@latest` app, type-checked by vue-tsc and built by Vite; <KeepAlive> keeps the game', async () => {
  const dir = await installApp('vue', {
    'vite.config.ts': await guideBlock('// vite.config.ts'),
    'src/App.vue': await guideBlock('<!-- src/App.vue -->'),
    'src/LoaGame.vue': await guideBlock('<!-- src/LoaGame.vue -->'),
  });
  await buildApp('Vue 3', dir, 'npm', ['run', 'build'], 'dist', appEnv(dir));
  await servePlays(held.browser, join(dir, 'dist'), false, async (tab) => {
    // <KeepAlive> takes the element out of the page and puts it back: the same game, ready again.
    assert.equal(await tab.locator('#readies').innerText(), '1', 'ready once on the first load');
    const before = await tab.evaluate(() => document.querySelector('loa-board').getPosition().moves);
    await tab.click('#toggle');
    assert.equal(await tab.locator('loa-board').count(), 0, 'hidden: the element is out of the page');
    await tab.click('#toggle');
    await tab.waitForFunction(() => document.getElementById('readies')?.textContent === '2', null, { timeout: 30000 });
    const after = await tab.evaluate(() => document.querySelector('loa-board').getPosition().moves);
    assert.deepEqual(after, before, 'the game kept, its moves the same');
    assert.equal(before.length, 2, 'the move and the computer’s reply');
    assert.deepEqual(await tab.evaluate(() => document.querySelector('loa-board').play(document.querySelector('loa-board').state().legalMoves[0].text)), { ok: true }, 'and it plays on');
  });
});

test('Svelte 5: the package in a Vite app without SvelteKit, checked by svelte-check and built by Vite', async () => {
  const dir = await installApp('svelte', { 'src/App.svelte': await guideBlock('<!-- src/App.svelte -->') });
  await buildApp('Svelte 5', dir, 'npm', ['run', 'build'], 'dist', appEnv(dir));
  await servePlays(held.browser, join(dir, 'dist'), false);
});
