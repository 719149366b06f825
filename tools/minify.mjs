// Minifies the site's shipped JavaScript in place, with esbuild (the CDN build's, installed
// into target/tools by build.sh):
//
//   node tools/minify.mjs NODE_MODULES DIST [PATH ...]
//
// Every .js under DIST/www and DIST/pkg, and DIST/loa-board.js; or, with PATHs (relative
// to DIST), only those (the service worker, written last). It runs after the one-file edition and
// the CDN build are made (they read the slimmed files and minify for themselves) and before the
// service worker hashes the files. Each file is transformed on its own, never bundled, so every
// module keeps its address, its imports and its exports, and the literal `new URL('…',
// import.meta.url)` addresses bundlers follow; with no output format named, esbuild keeps each
// file's top-level names (a classic script's globals, such as the worker's `wasm_bindgen`).
// The CSS stays as tools/slim.py left it: esbuild's CSS minifier rewrites light-dark() for older
// browsers its own way, which the page does already (core.test.mjs checks its fallback).
// The e2e tests run the minified site; tests/e2e/slim.test.mjs checks every file parses.

import { createRequire } from 'node:module';
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { join, resolve, extname } from 'node:path';

const [nodeModules, dist, ...only] = process.argv.slice(2);
if (!nodeModules || !dist) throw new Error('usage: node tools/minify.mjs NODE_MODULES DIST [PATH ...]');
const esbuild = createRequire(join(resolve(nodeModules), 'noop.js'))('esbuild');

/** Every file under `dir` (Node's own recursive listing), as paths. @param {string} dir */
const filesUnder = async (dir) => (await readdir(dir, { recursive: true })).map((p) => join(dir, p));

const files = only.length
  ? only.map((p) => join(dist, p))
  : [...(await filesUnder(join(dist, 'www'))), ...(await filesUnder(join(dist, 'pkg'))), join(dist, 'loa-board.js')];
let before = 0;
let after = 0;
for (const file of files) {
  if (extname(file) !== '.js') continue;
  const text = await readFile(file, 'utf8');
  // es2022: what every browser the page supports runs (top-level await, class fields), so esbuild
  // rewrites nothing into older syntax, it only shortens.
  const { code } = await esbuild.transform(text, { loader: 'js', minify: true, legalComments: 'none', target: 'es2022', sourcefile: file });
  await writeFile(file, code);
  before += Buffer.byteLength(text);
  after += Buffer.byteLength(code);
}
console.log(`minified JavaScript: ${(before / 1024).toFixed(1)} KB -> ${(after / 1024).toFixed(1)} KB raw`);
