// WebKit for the cross-engine core (core.test.mjs): Debian's webkit2gtk-driver (WebKitWebDriver)
// running the MiniBrowser that ships in the WebKitGTK library folder, under a private Xvfb
// display, driven over plain W3C WebDriver HTTP (the small client below). WEBKIT_DRIVER= and
// WEBKIT_BROWSER= name other binaries. The page interface is the one of chromium.mjs and
// firefox.mjs (engines/index.mjs). WebKit does not give a page's console to the driver: pages
// report their problems themselves (problems.js), as in every engine of the core.

import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';

const DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

/** The MiniBrowser of the installed WebKitGTK (/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser). */
function miniBrowser() {
  if (process.env.WEBKIT_BROWSER) return process.env.WEBKIT_BROWSER;
  for (const lib of ['/usr/lib', ...safeList('/usr/lib').filter((d) => d.includes('-linux-')).map((d) => `/usr/lib/${d}`)]) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      if (existsSync(`${lib}/${api}/MiniBrowser`)) return `${lib}/${api}/MiniBrowser`;
    }
  }
  return null;
}

function safeList(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Why this engine cannot run here, or null. */
export function missing() {
  if (!existsSync(DRIVER)) return `no WebKitWebDriver at ${DRIVER} (apt install webkit2gtk-driver, or set WEBKIT_DRIVER=)`;
  if (!miniBrowser()) return 'no MiniBrowser in the WebKitGTK library folder (set WEBKIT_BROWSER=)';
  if (!process.env.DISPLAY && !onPath('Xvfb')) return 'no display and no Xvfb (apt install xvfb)';
  return null;
}

const onPath = (name) => (process.env.PATH ?? '').split(':').some((d) => existsSync(`${d}/${name}`));

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** A private X display from Xvfb (it picks a free number and writes it to us), or the one we have. */
async function display() {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop() {} };
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const number = await new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

/** One W3C WebDriver command; answers `value`, throws the driver's error. */
async function command(base, method, path, body, signal) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const json = await res.json();
  if (!res.ok || json.value?.error) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
  return json.value;
}

const KEYS = { Enter: '\uE007', Space: ' ', Escape: '\uE00C', Tab: '\uE004' };

export async function launch() {
  const screen = await display();
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: screen.name } });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await command(base, 'GET', '/status')).ready !== undefined) break;
    } catch (err) {
      if (i > 100) throw new Error(`WebKitWebDriver did not start: ${err.message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const binary = miniBrowser();
  return {
    name: 'webkit',
    async newPage({ width, height }) {
      // One session per page: a fresh MiniBrowser with its own (ephemeral) storage.
      // A MiniBrowser that never answers its driver (seen once on a loaded machine, after 300 s)
      // is given up after a minute and started again, at most three times.
      const capabilities = { alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } } };
      let sessionId;
      for (let attempt = 1; sessionId === undefined; attempt++) {
        try {
          ({ sessionId } = await command(base, 'POST', '/session', { capabilities }, AbortSignal.timeout(60000)));
        } catch (err) {
          if (attempt >= 3) throw err;
        }
      }
      const s = (method, path, body) => command(base, method, `/session/${sessionId}${path}`, body);
      const evaluate = async (source, args) => {
        const out = await s('POST', '/execute/async', {
          script: `const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => (${source})(...${JSON.stringify(args)}))
              .then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`,
          args: [],
        });
        if (out?.error) throw new Error(out.error);
        return out?.value;
      };
      await s('POST', '/timeouts', { script: 60000, pageLoad: 60000 });
      /** The window sized so that the page's viewport is w×h (the window has a frame around it). */
      const setViewport = async (w, h) => {
        for (let i = 0; i < 3; i++) {
          const inner = await evaluate('() => [innerWidth, innerHeight]', []);
          if (inner[0] === w && inner[1] === h) return;
          const rect = await s('GET', '/window/rect');
          await s('POST', '/window/rect', { width: rect.width + w - inner[0], height: rect.height + h - inner[1] });
        }
      };
      const keys = (key) => [{ type: 'keyDown', value: KEYS[key] ?? key }, { type: 'keyUp', value: KEYS[key] ?? key }];
      await setViewport(width, height);
      return {
        goto: (url) => s('POST', '/url', { url }).then(() => {}),
        reload: () => s('POST', '/refresh', {}).then(() => {}),
        evaluate,
        async click(x, y) {
          const pointer = {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          };
          await s('POST', '/actions', { actions: [pointer] });
          await s('DELETE', '/actions');
        },
        async press(key) {
          await s('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: keys(key) }] });
          await s('DELETE', '/actions');
        },
        setViewport,
        async screenshot(path) {
          await writeFile(path, Buffer.from(await s('GET', '/screenshot'), 'base64'));
        },
        close: () => s('DELETE', '').then(() => {}),
      };
    },
    async close() {
      driver.kill();
      screen.stop();
    },
  };
}
