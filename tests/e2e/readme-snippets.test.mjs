// The embedding guide's snippets (docs/embedding.md, also the npm package's README), run as written (the game's address `https://YOU.github.io/loa`
// and the blog's `https://blog.example` replaced by the two test servers' origins): the element
// on a page with the guide's Content-Security-Policy (the single-file build and the modules),
// the iframe with its messages (the host waits for `loa:ready`) at the guide's size, where the
// controls are not clipped; and the app manifest's identity under a GitHub Pages sub-path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, serve, newPage, assertClean } from './harness.mjs';
import { useTwoOrigins, hostPage } from './hosts.mjs';

const env = useTwoOrigins();
const readme = await readFile(join(DIST, '..', 'docs', 'embedding.md'), 'utf8');

/** The guide's fenced block that holds `marker`, as written. */
function block(marker) {
  const found = [...readme.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes(marker));
  assert.ok(found, `docs/embedding.md has a code block with ${marker}`);
  return found;
}

/** A snippet with the guide's addresses pointed at the test servers. */
function aimed(snippet) {
  const game = env.servers.game;
  return snippet
    .replaceAll('https://YOU.github.io/loa', game.url)
    .replaceAll('https://YOU.github.io', game.origin)
    .replaceAll('https://blog.example', env.hostServer.origin);
}

/** Plays the human's turns (any legal move or drop) until the computer has answered one. */
async function playUntilTheComputerAnswers(page) {
  await page.evaluate(() => {
    window.replies = [];
    document.addEventListener('move', (e) => window.replies.push(e.detail.by));
  });
  await page.waitForFunction(
    () => {
      const board = document.querySelector('loa-board');
      if (window.replies.includes('computer')) return true;
      if (!board.computerToMove() && !board.isThinking()) board.play(board.state().legalMoves[0].text);
      return false;
    },
    null,
    { timeout: 30000 },
  );
}

for (const [name, snippet] of [
  ['the single-file build (cdn/loa-board.js)', block('<loa-board variant="parachute" mode="computer" level="4">')],
  ['the modules (loa-board.js)', block('<loa-board variant="parachute" mode="computer" level="4">').replace('/cdn/loa-board.js', '/loa-board.js')],
]) {
  test(`the element snippet under the guide's Content-Security-Policy: ${name} draws, is styled and plays`, async () => {
    const csp = block('http-equiv="Content-Security-Policy"');
    const page = await newPage(env.browser);
    // Not hostPage(): its <body style> is an inline style, which this policy refuses.
    const html = `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n${aimed(csp)}<link rel="icon" href="data:,">\n<title>A strict blog</title>\n</head>\n<body>\n${aimed(snippet)}</body>\n</html>\n`;
    await page.goto(await env.host(`csp-${Math.random().toString(36).slice(2)}.html`, html));
    await page.waitForFunction(() => document.querySelector('loa-board')?.state?.());
    const styled = await page.evaluate(async () => {
      const root = document.querySelector('loa-board').shadowRoot;
      const link = root.querySelector('link[rel="stylesheet"]') ?? document.querySelector('link[rel="stylesheet"]');
      if (link && !link.sheet) await new Promise((r) => link.addEventListener('load', r, { once: true }));
      return !!link?.sheet && getComputedStyle(root.querySelector('.loa-board')).display === 'flex';
    });
    assert.ok(styled, 'board.css is applied (style-src allows the game’s origin)');
    await playUntilTheComputerAnswers(page);
    assertClean(page);
  });
}

test('the element’s script and theming snippets: the board plays the guide’s move and takes its colours', async () => {
  const script = block("board.addEventListener('move'");
  const css = block('loa-board { --loa-light: #e9edcc;');
  const page = await newPage(env.browser);
  const logged = [];
  page.on('console', (m) => logged.push(m.text()));
  const html = hostPage({
    head: `<style>${css}</style>`,
    body: aimed(`<script type="module" src="https://YOU.github.io/loa/cdn/loa-board.js"></script>
<loa-board level="1" seed="3"></loa-board>
<script type="module">${script}</script>`),
  });
  await page.goto(await env.host('element-snippet.html', html));
  await page.waitForFunction(() => document.querySelector('loa-board')?.state?.()?.history.length >= 2, null, { timeout: 30000 });
  assert.ok(logged.includes('player b1-d3'), `the snippet’s move and its log (console: ${logged.join(' | ')})`);
  const theme = await page.evaluate(() => {
    const board = document.querySelector('loa-board');
    const stage = board.shadowRoot.querySelector('[part~="stage"]');
    return { light: getComputedStyle(board).getPropertyValue('--loa-light').trim(), radius: getComputedStyle(stage).borderRadius };
  });
  assert.deepEqual(theme, { light: '#e9edcc', radius: '0px' });
  assertClean(page);
});

test('the mount() snippet: every option it lists is accepted and the board draws', async () => {
  const snippet = block("import { mount } from 'https://YOU.github.io/loa/www/board.js';");
  const page = await newPage(env.browser);
  await page.goto(await env.host('mount-snippet.html', hostPage({ body: aimed(snippet) })));
  await page.waitForFunction(() => document.querySelector('#board canvas'));
  await page.waitForFunction(() => document.querySelector('#board .loa-bar-top')?.textContent.length > 0, null, { timeout: 30000 });
  assertClean(page);
});

test('the iframe snippet: the host waits for loa:ready, its move is played, and at 464 px wide the controls fit', async () => {
  const frameHtml = block('<iframe src="https://YOU.github.io/loa/embed.html');
  const script = block("if (e.data.type === 'loa:ready')");
  const page = await newPage(env.browser);
  const logged = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto(await env.host('iframe-snippet.html', hostPage({ body: `<div style="width: 464px">${aimed(frameHtml)}</div><script type="module">${aimed(script)}</script>` })));
  const deadline = Date.now() + 30000;
  while (!logged.includes('player a3-c3') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.ok(logged.includes('player a3-c3'), `the frame played the host’s move (console: ${logged.join(' | ')})`);
  const frame = page.frames().find((f) => f.url().includes('/embed.html'));
  const fit = await frame.evaluate(() => {
    const board = document.querySelector('loa-board');
    const controls = board.shadowRoot.querySelector('[part~="controls"]');
    return { bottom: Math.ceil(controls.getBoundingClientRect().bottom), height: innerHeight, width: innerWidth };
  });
  assert.equal(fit.width, 464);
  assert.ok(fit.bottom <= fit.height, `the controls end at ${fit.bottom} px in a ${fit.height} px frame`);
  assertClean(page);
});

test('the app manifest under a GitHub Pages sub-path: its identity is the site’s path, not the origin’s root', async () => {
  const site = await serve({ prefix: '/loa/' });
  try {
    const page = await newPage(env.browser);
    await page.goto(`${site.url}/index.html`);
    const cdp = await page.context().newCDPSession(page);
    let appId;
    for (let i = 0; i < 50 && !appId; i++) {
      ({ appId } = await cdp.send('Page.getAppId'));
      if (!appId) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(appId, `${site.origin}/loa/`);
    await page.context().close();
  } finally {
    await site.close();
  }
});
