// Firefox for the cross-engine core (core.test.mjs): Debian's firefox-esr, or the browser FIREFOX
// names (CI's Firefox), driven over WebDriver BiDi by npm's puppeteer-core (24.x: 25 needs a
// newer Node). The page interface is the one of chromium.mjs and webkit.mjs (engines/index.mjs).

import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const BINARY = process.env.FIREFOX ?? '/usr/bin/firefox-esr';

/** Why this engine cannot run here, or null. */
export const missing = () => (existsSync(BINARY) ? null : `no Firefox at ${BINARY} (set FIREFOX=)`);

export async function launch() {
  const profile = await mkdtemp(join(tmpdir(), 'loa-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: BINARY,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: {
      // The offline reload needs service workers: asked for, whatever an automation profile sets.
      'dom.serviceWorkers.enabled': true,
      'dom.serviceWorkers.testing.enabled': true,
    },
  });
  return {
    name: 'firefox',
    async newPage({ width, height }) {
      // One context per page: its own storage, cache and service workers.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return {
        goto: (url) => page.goto(url, { waitUntil: 'load' }).then(() => {}),
        reload: () => page.reload({ waitUntil: 'load' }).then(() => {}),
        // A string goes to BiDi's script.evaluate, which the page's CSP does not govern.
        evaluate: (source, args) => page.evaluate(`(${source})(...${JSON.stringify(args)})`),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key), // BiDi knows no 'Space'
        setViewport: (w, h) => page.setViewport({ width: w, height: h }),
        screenshot: (path) => page.screenshot({ path }).then(() => {}),
        close: () => context.close(),
      };
    },
    async close() {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
