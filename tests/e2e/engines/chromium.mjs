// Chromium for the cross-engine core (core.test.mjs), through playwright-core as the rest of the
// suite: Debian's /usr/bin/chromium, or the browser CHROMIUM names (CI's Chrome). The page
// interface is the one of firefox.mjs and webkit.mjs (see engines/index.mjs).

import { existsSync } from 'node:fs';
import { launch as launchChromium } from '../harness.mjs';

const BINARY = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Why this engine cannot run here, or null. */
export const missing = () => (existsSync(BINARY) ? null : `no Chromium at ${BINARY} (set CHROMIUM=)`);

export async function launch() {
  const browser = await launchChromium();
  return {
    name: 'chromium',
    async newPage({ width, height }) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      return {
        goto: (url) => page.goto(url).then(() => {}),
        reload: () => page.reload().then(() => {}),
        // A string is evaluated by the DevTools protocol itself, which the page's CSP does not govern.
        evaluate: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key),
        setViewport: (w, h) => page.setViewportSize({ width: w, height: h }),
        screenshot: (path) => page.screenshot({ path }).then(() => {}),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
