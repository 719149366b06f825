// Writes the one-file edition: the whole game in one HTML file that plays from file://.
//
//   node tools/onefile.mjs DIST OUT_HTML
//
// From DIST/index.html (its scripts and styles already minified by tools/minify.mjs), with
// everything inlined:
// - the parts between <!-- site-only --> and <!-- /site-only --> are left out (the manifest,
//   boot.js, the download link: what only the served site needs), and so are module preloads;
// - stylesheets become <style> elements (keeping their attributes but href and rel);
// - the page's module script and every module it imports, statically or dynamically, become one
//   inline module script, bundled and minified by esbuild, then minified again by Terser: one
//   scope, no loader, no blob: module;
//   `import.meta.url` becomes the module's own address beside the page, so addresses made from it
//   stay meaningful;
// - the wasm, gzipped by Zopfli (about 5% smaller than gzip -9; any gzip reader, such as the
//   page's DecompressionStream, reads it) and base64-encoded, becomes `globalThis.LOA_INLINE_WASM`,
//   and the computer worker's classic script `globalThis.LOA_INLINE_WORKER`
//   (www/component/wasm-module.js, www/component/worker/worker-start.js). That wasm is the
//   one-file build (feature `onefile`, DIST/pkg/onefile/ from build.sh): the game and the file
//   readers in one, so Open… works offline without a second wasm. Its glue stands in for
//   pkg/loa.js, pkg/files/loa.js re-exports it (`globalThis.LOA_FILES_IN_GAME_WASM`,
//   www/component/files.js), and the worker is built from the same build's glue, since a glue
//   drives only the wasm it was made with;
// - the wide boards' build (pkg/wide/) is left out: their wasm would double the file. So is play
//   by link (www/page/friend.js): an address made from a file names a file on the player's own
//   disk, which no friend can open, and the page does not offer it there (isOneFile,
//   www/component/wasm-module.js).
//   A dynamic import of either fails with a sentence saying so (the page shows it), and a static
//   one stops the build;
// - the site's Content-Security-Policy becomes the strictest one the file runs under: nothing
//   from the network, and only its own inline scripts and styles, named by their sha256 hashes;
//   its worker is a blob: URL made by its own script.
// Prints the file's raw and gzipped size.

import { readFile, writeFile, access } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import zopfli from '@gfx/zopfli';
import { minify } from 'terser';

const [distArg, out] = process.argv.slice(2);
if (!out) throw new Error('usage: node tools/onefile.mjs DIST OUT_HTML');
const dist = resolve(distArg);

const SITE_ONLY = /[ \t]*<!-- site-only\b[\s\S]*?-->[\s\S]*?<!-- \/site-only -->[ \t]*\n?/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"([^>]*)>/g;
const PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;
const ENTRY = /<script type="module" src="([^"]+)"><\/script>/g;
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/g;
const INLINE_SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const ONEFILE = 'pkg/onefile';
/** What the one-file edition leaves out, by path or folder, and what importing it says instead. */
const LEFT_OUT = new Map([
  ['pkg/wide/', 'the wide boards are not in the one-file edition: play them on the site, or in its installed app'],
  // Its addresses would name a file on the player's disk; the page never offers it (isOneFile).
  ['www/page/friend.js', 'play by link is not in the one-file edition: play it on the site'],
  // It keeps none (src/notation/variation_skip.rs): a record's are read past, and it says so in
  // words (variations-left-out.js); nothing imports these there.
  ['www/page/variation-list.js', 'no variations here'],
  ['www/words/variation-words.js', 'no variations here'],
]);
/** Modules the edition replaces by a stand-in with the same exports, by their path in DIST. */
const STAND_INS = new Map([
  // It keeps no variations (its wasm reads past them): a move in review or a record says so.
  ['www/component/variations.js', 'www/component/variations-left-out.js'],
]);
/** The left-out entry that covers `path`, if any. @param {string} path */
const leftOut = (path) => [...LEFT_OUT.keys()].find((key) => path === key || (key.endsWith('/') && path.startsWith(key)));
/** The readers' glue: the one-file build's glue, which drives the one wasm that holds both. */
const FILES_GLUE = 'pkg/files/loa.js';
const FILES_GLUE_MODULE = "export * from '../loa.js';\nexport { default } from '../loa.js';\n";

/** A path in DIST, with forward slashes. */
const inDist = (path) => relative(dist, path).split(sep).join('/');

/** The one-file edition's choices of module, as an esbuild plugin. @type {esbuild.Plugin} */
const oneFile = {
  name: 'one-file',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      const path = inDist(resolve(args.resolveDir, args.path));
      const left = leftOut(path);
      if (left) {
        if (args.kind !== 'dynamic-import') return { errors: [{ text: `${inDist(args.importer)} imports ${args.path} statically, which the one-file edition leaves out` }] };
        return { path: left, namespace: 'left-out' };
      }
      if (path === FILES_GLUE) return { path, namespace: 'files-glue' };
      const file = join(dist, path === 'pkg/loa.js' ? `${ONEFILE}/loa.js` : STAND_INS.get(path) ?? path);
      const found = await access(file).then(() => true, () => false);
      if (!found) return { errors: [{ text: `${inDist(args.importer)} imports ${args.path}, which is not in ${dist}` }] };
      return { path: file };
    });
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({ contents: `throw new Error(${JSON.stringify(LEFT_OUT.get(args.path))});\n`, loader: 'js' }));
    build.onLoad({ filter: /.*/, namespace: 'files-glue' }, () => ({ contents: FILES_GLUE_MODULE, loader: 'js', resolveDir: join(dist, 'pkg', 'files') }));
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      const path = inDist(args.path).replace(`${ONEFILE}/`, 'pkg/');
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(path)}, location.href).href`), loader: 'js' };
    });
  },
};

/** The page's modules as one minified module. */
async function bundle(entry) {
  const result = await esbuild.build({
    entryPoints: [join(dist, entry)],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
    plugins: [oneFile],
  });
  // Terser's second pass over esbuild's output: 1.5 KB smaller gzipped (its compressor folds
  // what esbuild's single pass leaves), which the edition's 200 KB budget needs. Safe options only:
  // no `unsafe*`, no `pure_getters`; the e2e suite plays the result in three engines.
  const { code } = await minify(result.outputFiles[0].text, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (code === undefined) throw new Error('terser returned no code for the one-file bundle');
  if (/<\/script|<!--/i.test(code)) throw new Error('the bundle holds </script or <!--, which would end its inline <script>');
  return code;
}

/** `text` as JSON inside a <script> element: no '<' can end it or open a comment. */
const scriptSafe = (text) => text.replaceAll('<', '\\u003c');

/** `data` gzipped by Zopfli. @param {Buffer} data @returns {Promise<Buffer>} */
const gzipped = (data) =>
  // 15 iterations: Zopfli's default, a few seconds for the one-file wasm.
  new Promise((done, fail) => zopfli.gzip(data, { numiterations: 15 }, (err, zipped) => (err ? fail(err) : done(zipped))));

/** A CSP hash source for an inline element's exact text. */
const sha256Source = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The one-file edition's CSP: its inline scripts and styles by hash, its worker from a blob:
 * URL, data: images (the icon), wasm compiled from its own bytes, and nothing else. Served over
 * http(s) it registers the site's service worker, hence worker-src 'self'. */
function oneFilePolicy(html) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((m) => sha256Source(m[1])).join(' ');
  const styles = [...html.matchAll(INLINE_STYLE)].map((m) => sha256Source(m[1])).join(' ');
  return (
    `default-src 'none'; script-src ${scripts} 'wasm-unsafe-eval'; worker-src 'self' blob:; ` +
    `style-src ${styles}; img-src data: blob:; connect-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'`
  );
}

let html = (await readFile(join(dist, 'index.html'), 'utf8')).replace(SITE_ONLY, '').replace(PRELOAD, '');
const styles = new Map();
for (const [, href] of html.matchAll(STYLESHEET)) {
  const css = await readFile(join(dist, href), 'utf8');
  if (css.includes('</style')) throw new Error(`${href} contains '</style'`);
  styles.set(href, css);
}
html = html.replace(STYLESHEET, (_, href, attributes) => `<style${attributes}>\n${styles.get(href)}</style>`);
const entries = [...html.matchAll(ENTRY)].map((m) => m[1]);
if (entries.length !== 1) throw new Error(`index.html must have exactly one module script (found ${entries.length})`);
const code = await bundle(entries[0]);
const wasm = Buffer.from(await gzipped(await readFile(join(dist, ONEFILE, 'loa_bg.wasm')))).toString('base64');
const worker = await readFile(join(dist, ONEFILE, 'worker-bundle.js'), 'utf8');
const inline =
  `globalThis.LOA_INLINE_WASM = '${wasm}';\nglobalThis.LOA_FILES_IN_GAME_WASM = true;\n` +
  `globalThis.LOA_INLINE_WORKER = ${scriptSafe(JSON.stringify(worker))};\n`;
html = html.replace(ENTRY, () => `<script>\n${inline}</script>\n  <script type="module">${code}</script>`);
if (html.match(CSP_META)?.length !== 1) throw new Error('index.html must have exactly one Content-Security-Policy <meta>');
const policy = oneFilePolicy(html);
html = html.replace(CSP_META, () => `<meta http-equiv="Content-Security-Policy" content="${policy}">`);
await writeFile(out, html);
const raw = Buffer.byteLength(html);
const zipped = gzipSync(html, { level: 9 }).length;
console.log(`one-file edition: ${(raw / 1024).toFixed(1)} KB raw, ${(zipped / 1024).toFixed(1)} KB gzipped (budget 500 KB raw, 200 KB gzipped)`);
