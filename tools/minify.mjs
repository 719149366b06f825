// Minifies the site's shipped JavaScript and CSS in place, with esbuild:
//
//   node tools/minify.mjs DIST [PATH ...]
//
// Every .js and .css under DIST/www and DIST/pkg, and DIST/loa-board.js; or, with PATHs (relative
// to DIST), only those (the service worker, written last). The sources keep their comments (they
// say why the code is as it is); visitors need none of them. It runs once the worker's scripts are
// joined (tools/worker_bundle.mjs) and before the CDN build and the one-file edition, which read
// the minified files, and before the service worker hashes the files. Each file is transformed on
// its own, never bundled, so every module keeps its address, its imports and its exports, and the
// literal `new URL('…', import.meta.url)` addresses bundlers follow; with no output format named,
// esbuild keeps each file's top-level names (a classic script's globals, such as the worker's
// `wasm_bindgen`). The e2e tests run the minified site; tests/e2e/minify.test.mjs checks that the
// minifier keeps what code computes and that every shipped file parses.

import { readFile, writeFile, readdir } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

// es2022: what every browser the page supports runs (top-level await, class fields), so esbuild
// rewrites nothing into older syntax, it only shortens.
const JS = { loader: 'js', minify: true, legalComments: 'none', target: 'es2022', charset: 'utf8' };
// The browsers whose CSS the page is written for: light-dark(), nesting and the like pass through
// as written instead of being rewritten for older browsers (the page has its own fallbacks, which
// core.test.mjs checks).
const CSS = { loader: 'css', minify: true, legalComments: 'none', target: ['chrome123', 'firefox120', 'safari17.5'] };

/** JavaScript `text` minified (the name `file` is for esbuild's messages). */
export async function minifyJs(text, file = 'input.js') {
  return (await esbuild.transform(text, { ...JS, sourcefile: file })).code;
}

/** CSS `text` minified (the name `file` is for esbuild's messages). */
export async function minifyCss(text, file = 'input.css') {
  return (await esbuild.transform(text, { ...CSS, sourcefile: file })).code;
}

/** Every file under `dir` (Node's own recursive listing), as paths. @param {string} dir */
const filesUnder = async (dir) => (await readdir(dir, { recursive: true })).map((p) => join(dir, p));

/** Minifies the files of `dist` (or only the paths `only`, relative to it) in place. */
async function main(dist, only) {
  const files = only.length
    ? only.map((p) => join(dist, p))
    : [...(await filesUnder(join(dist, 'www'))), ...(await filesUnder(join(dist, 'pkg'))), join(dist, 'loa-board.js')];
  const sizes = { '.js': [0, 0], '.css': [0, 0] };
  for (const file of files) {
    const kind = extname(file);
    if (!(kind in sizes)) continue;
    const text = await readFile(file, 'utf8');
    const code = kind === '.js' ? await minifyJs(text, file) : await minifyCss(text, file);
    await writeFile(file, code);
    sizes[kind][0] += Buffer.byteLength(text);
    sizes[kind][1] += Buffer.byteLength(code);
  }
  const kb = (n) => (n / 1024).toFixed(1);
  const figures = Object.entries(sizes).filter(([, [before]]) => before > 0);
  console.log(`minified ${figures.map(([kind, [before, now]]) => `${kind.slice(1)}: ${kb(before)} KB -> ${kb(now)} KB raw`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dist, ...only] = process.argv.slice(2);
  if (!dist) throw new Error('usage: node tools/minify.mjs DIST [PATH ...]');
  await main(dist, only);
}
