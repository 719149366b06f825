// The site as the cross-engine core serves it: a copy of dist/ whose pages all start with the
// problem recorder (problems.js), so every engine reports a page's errors the same way.
//
// Served pages get `<script src="loa-test-problems.js">`, a same-origin script the strict CSP
// allows; the service worker's precache list is then written again (tools/precache.py), since it
// holds every file's hash and would refuse the changed pages otherwise. The one-file edition's
// policy allows no script file, so there the recorder is inline and its hash joins script-src.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST } from '../harness.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
export const PROBLEMS_FILE = 'loa-test-problems.js';
const ONE_FILE = 'lines-of-action.html';

/** The recorder's source. */
export const problemsScript = () => readFile(join(HERE, 'problems.js'), 'utf8');

/** `html` with `tag` as the first element of its <head>. */
export function firstInHead(html, tag) {
  const at = html.search(/<head[^>]*>/i);
  if (at < 0) throw new Error('a page without <head>');
  const end = html.indexOf('>', at) + 1;
  return `${html.slice(0, end)}\n  ${tag}${html.slice(end)}`;
}

/** The one-file edition with the recorder inline, allowed by its hash. */
export function instrumentOneFile(html, script) {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const withPolicy = html.replace(/(Content-Security-Policy" content="[^"]*script-src )/, `$1${hash} `);
  if (withPolicy === html) throw new Error(`${ONE_FILE} has no script-src to extend`);
  return firstInHead(withPolicy, `<script>${script}</script>`);
}

/** Makes the instrumented copy of dist/ in a new temporary folder and returns the folder. */
export async function instrumentedSite() {
  const site = await mkdtemp(join(tmpdir(), 'loa-core-site-'));
  await cp(DIST, site, { recursive: true });
  const script = await problemsScript();
  await writeFile(join(site, PROBLEMS_FILE), script);
  for (const name of await readdir(site)) {
    if (!name.endsWith('.html')) continue;
    const file = join(site, name);
    const html = await readFile(file, 'utf8');
    const out = name === ONE_FILE ? instrumentOneFile(html, script) : firstInHead(html, `<script src="${PROBLEMS_FILE}"></script>`);
    await writeFile(file, out);
  }
  // As build.sh's build_offline does: the list of every file's hash, then the worker minified.
  execFileSync('python3', ['tools/precache.py', site, 'sw.js', '--skip', ONE_FILE], { cwd: ROOT, stdio: 'ignore' });
  execFileSync(process.execPath, ['tools/minify.mjs', site, 'sw.js'], { cwd: ROOT, stdio: 'ignore' });
  return site;
}
