// Host pages for the embedding tests: a page of "somebody's site", served from its own origin
// (its own port), that embeds the game served from another origin.

import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { serve, launch } from './harness.mjs';

/** What GitHub Pages sends with every file. */
export const PAGES_CORS = { 'access-control-allow-origin': '*' };

/**
 * Before a test file: Chromium, a temporary folder for host pages served on one port, and the game
 * (dist/) served on other ports by `games` (name → headers for serve()). `env.host(name, html)`
 * writes a host page and returns its URL.
 */
export function useTwoOrigins(games = { game: PAGES_CORS }) {
  const env = { browser: null, hostServer: null, servers: {}, dir: null };
  before(async () => {
    env.dir = await mkdtemp(join(tmpdir(), 'loa-host-'));
    env.hostServer = await serve({ root: env.dir });
    for (const [name, headers] of Object.entries(games)) env.servers[name] = await serve({ headers });
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.hostServer?.close();
    for (const s of Object.values(env.servers)) await s.close();
    if (env.dir) await rm(env.dir, { recursive: true, force: true });
  });
  env.host = async (name, html) => {
    await writeFile(join(env.dir, name), html);
    return `${env.hostServer.url}/${name}`;
  };
  return env;
}

/** A minimal host page around `body`; `head` goes into <head>. */
export function hostPage({ head = '', body = '' }) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <link rel="icon" href="data:,">
  <title>Somebody's blog</title>
  ${head}
</head>
<body style="margin: 0; font: 16px/1.4 sans-serif">
${body}
</body>
</html>`;
}
