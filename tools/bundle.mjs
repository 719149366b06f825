// Bundles each site page's modules with esbuild, so a first visit fetches a few files, not seventy:
//
//   node tools/bundle.mjs DIST [--replaced LIST] PAGE.html ...
//
// For each page (index.html, puzzles.html, learn.html), its one `<script type="module" src>` is
// bundled with everything it imports into DIST/bundle/PAGE.js, minified, as an ES module. What the
// page imports dynamically (the other languages, the games list, the whole-game analysis…) stays
// on demand: esbuild splits it into chunks (bundle/chunk-HASH.js) that load when first asked for,
// and so does the code those chunks share with the page. The page's script then names the bundle,
// and its module preloads name the chunks it imports at once, so the browser fetches them beside
// the bundle instead of after it; the preloads of the unbundled modules go.
//
// Each page is bundled on its own: a build of all pages together would split what two pages share
// into more chunks, and the index page would fetch more files for the same code. Chunks named by
// their content are the same file when two pages share one.
//
// Kept as they are, and imported by the bundle at their own address: the wasm glue (pkg/), whose
// state a page shares with whatever else imports it, and the rest of what the bundle names by
// address (the wasm, the worker's script, the stylesheet, the puzzles) through `new URL('…',
// import.meta.url)`, re-pointed from bundle/ (tools/module_addresses.mjs). The unbundled modules
// stay in DIST too: www/board.js and loa-board.js are the public entries for embedders, and
// embed.html and the npm package load them; with --replaced, LIST receives those that only the
// pages imported, which the service worker need not keep. The one-file edition
// (tools/onefile.mjs) is made before this step, from the unbundled page. Runs after
// tools/minify.mjs and before the service worker's list (tools/precache.py), which then holds
// the bundles. Prints each page's first load.

import { readFile, writeFile, rm } from 'node:fs/promises';
import { join, relative, resolve, basename, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { readdress } from './module_addresses.mjs';

/** Where the bundles go, in DIST: outside www/, which the npm package ships. */
export const BUNDLE = 'bundle';
const ENTRY = /<script type="module" src="([^"]+)"><\/script>/g;
const PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
const HEAD_END = '</head>';

/** A path in `dist`, with forward slashes. @param {string} dist @param {string} path */
const inDist = (dist, path) => relative(dist, path).split(sep).join('/');

/**
 * The page bundle's choices, as an esbuild plugin: the glue in pkg/ stays external, imported
 * from bundle/, and every address made from import.meta.url is re-pointed from bundle/.
 * @param {string} dist @returns {esbuild.Plugin}
 */
function fromBundle(dist) {
  const fromOut = (target) => relative(join(dist, BUNDLE), join(dist, target)).split(sep).join('/');
  return {
    name: 'from-bundle',
    setup(build) {
      // Every module is kept whole, whatever DIST/package.json's `sideEffects` says: that list is
      // for embedders' bundlers, and the pages import some modules for what they do when run
      // (www/site/offline.js registers the service worker).
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = resolve(args.resolveDir, args.path);
        const target = inDist(dist, path);
        return target.startsWith('pkg/') ? { path: fromOut(target), external: true } : { path, sideEffects: true };
      });
      build.onLoad({ filter: /\.js$/ }, async (args) => ({
        contents: readdress(await readFile(args.path, 'utf8'), args.path, dist, fromOut),
        loader: 'js',
      }));
    },
  };
}

/**
 * The files a bundle's output `file` imports at once, itself first (esbuild's metafile paths).
 * @param {esbuild.Metafile} meta @param {string} file
 */
function staticClosure(meta, file) {
  const seen = new Set([file]);
  for (const path of seen) {
    for (const i of meta.outputs[path].imports) if (i.kind === 'import-statement' && !i.external) seen.add(i.path);
  }
  return [...seen];
}

/** esbuild's options for modules of `dist` bundled into DIST/bundle/. @param {string} dist */
const options = (dist) => ({
  outdir: join(dist, BUNDLE),
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: /** @type {const} */ ('esm'),
  minify: true,
  // As tools/minify.mjs: what every browser the page supports runs, so nothing is rewritten.
  target: 'es2022',
  charset: /** @type {const} */ ('utf8'),
  legalComments: /** @type {const} */ ('none'),
  metafile: true,
  logLevel: /** @type {const} */ ('warning'),
  plugins: [fromBundle(dist)],
});

/** The modules of a build, by their path in `dist`. @param {string} dist @param {esbuild.Metafile} meta */
const inputsOf = (dist, meta) => Object.keys(meta.inputs).map((path) => inDist(dist, resolve(path)));

/**
 * Bundles `page` of `dist` and points its HTML at the bundle.
 * @param {string} dist @param {string} page
 * @returns {Promise<{files: number, gzipped: number, onDemand: number, inputs: string[]}>}
 */
async function bundlePage(dist, page) {
  const html = await readFile(join(dist, page), 'utf8');
  const entries = [...html.matchAll(ENTRY)].map((m) => m[1]);
  if (entries.length !== 1) throw new Error(`${page} must have exactly one module script (found ${entries.length})`);
  const name = basename(page, '.html');
  const result = await esbuild.build({ ...options(dist), entryPoints: { [name]: join(dist, entries[0]) } });
  // Each chunk loaded on demand is an entry point too: the page's is the one named after it.
  const entry = Object.keys(result.metafile.outputs).find((out) => resolve(out) === join(dist, BUNDLE, `${name}.js`));
  if (!entry) throw new Error(`esbuild made no bundle of ${entries[0]}`);
  const [, ...chunks] = staticClosure(result.metafile, entry);
  const address = (out) => inDist(dist, resolve(out));
  const preloads = chunks.map((out) => `<link rel="modulepreload" href="${address(out)}">\n`).join('');
  const bundled = html
    .replace(PRELOAD, '')
    .replace(ENTRY, () => `<script type="module" src="${address(entry)}"></script>`)
    .replace(HEAD_END, () => `${preloads}${HEAD_END}`);
  await writeFile(join(dist, page), bundled);
  let gzipped = 0;
  for (const out of [entry, ...chunks]) gzipped += gzipSync(await readFile(out), { level: 9 }).length;
  const onDemand = Object.keys(result.metafile.outputs).length - chunks.length - 1;
  return { files: chunks.length + 1, gzipped, onDemand, inputs: inputsOf(dist, result.metafile) };
}

/**
 * The entries of the modules that stay in use unbundled: the npm package's (loa-board.js,
 * www/board.js, www/analysis.js; its other entries import these), the iframe page's
 * (embed.html) and the demo's.
 */
const UNBUNDLED_ENTRIES = ['loa-board.js', 'www/board.js', 'www/analysis.js', 'www/embed/embed-page.js', 'demo/host-page.js'];

/** Every module the unbundled entries import, at once or on demand, by its path in `dist`. */
async function unbundledInUse(dist) {
  const result = await esbuild.build({ ...options(dist), entryPoints: UNBUNDLED_ENTRIES.map((p) => join(dist, p)), write: false });
  return new Set(inputsOf(dist, result.metafile));
}

/**
 * Bundles every page of `pages` in `dist`, into a fresh DIST/bundle/, and writes to `replaced`
 * (when given) the unbundled modules that only the pages imported, one path a line: no page
 * loads them now, so the service worker's list leaves them out (they stay in DIST, where tests
 * import them by address).
 * @param {string} dist @param {string[]} pages @param {string | undefined} replaced
 */
async function main(dist, pages, replaced) {
  await rm(join(dist, BUNDLE), { recursive: true, force: true });
  const bundled = new Set();
  for (const page of pages) {
    const { files, gzipped, onDemand, inputs } = await bundlePage(dist, page);
    for (const input of inputs) bundled.add(input);
    console.log(`bundled ${page}: ${files} files at once, ${(gzipped / 1024).toFixed(1)} KB gzipped; ${onDemand} more on demand`);
  }
  if (!replaced) return;
  const inUse = await unbundledInUse(dist);
  const pagesOnly = [...bundled].filter((path) => !inUse.has(path)).sort();
  await writeFile(replaced, pagesOnly.map((path) => `${path}\n`).join(''));
  console.log(`${pagesOnly.length} unbundled modules only the pages imported (left out of the offline list)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--replaced');
  const replaced = at >= 0 ? args.splice(at, 2)[1] : undefined;
  const [dist, ...pages] = args;
  if (!dist || !pages.length) throw new Error('usage: node tools/bundle.mjs DIST [--replaced LIST] PAGE.html ...');
  await main(resolve(dist), pages, replaced);
}
