// The CDN build: the <loa-board> element as one ES module, dist/cdn/loa-board.js, with the files
// it loads beside it (the wasm, the computer worker's script, the board's stylesheet), so that a
// page on any origin needs one <script type="module" src> and an English board playing the
// computer costs four requests (docs/embedding.md; ./build.sh bench writes the figure into docs/figures.md).
// Italian and German stay modules of their own (cdn/i18n/), loaded only by a board that speaks them.
//
//   node tools/cdn/cdn.mjs DIST    (esbuild comes from the root package.json, as every dev tool)
//
// esbuild bundles and minifies the minified sources in DIST (tools/minify.mjs). It does not rewrite
// `new URL('…', import.meta.url)`, so a plugin gives each such address the file's name beside the
// bundle ('../../pkg/loa_bg.wasm' → './loa_bg.wasm', tools/module_addresses.mjs), and fails on any
// address it does not ship.

import { readFile, mkdir, copyFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { readdress } from '../module_addresses.mjs';

const [dist] = process.argv.slice(2);
if (!dist) throw new Error('usage: node tools/cdn/cdn.mjs DIST');
const out = join(dist, 'cdn');

/** The files the element loads by address, by their path in DIST, and their name in cdn/. */
const ASSETS = {
  'pkg/loa_bg.wasm': 'loa_bg.wasm',
  // The file readers' wasm, fetched only when a board opens a record or an SGF file.
  'pkg/files/loa_bg.wasm': 'files_bg.wasm',
  'www/component/worker/worker-bundle.js': 'worker-bundle.js',
  'www/board.css': 'board.css',
  // The wide boards' wasm and computer, fetched only by a board of a wide variant.
  'pkg/wide/loa_bg.wasm': 'wide_bg.wasm',
  'www/component/worker/worker-bundle-wide.js': 'worker-bundle-wide.js',
};
/** The assets esbuild makes from their sources rather than copies. @type {Set<string>} */
const BUILT = new Set();
/** The catalogues that load on demand (www/words/catalogues.js), each its own file in cdn/i18n/. */
const CATALOGUES = ['it', 'de'];

const seen = new Set();

/** @type {import('esbuild').Plugin} */
const besideTheBundle = {
  name: 'beside-the-bundle',
  setup(build) {
    build.onResolve({ filter: /\/i18n\/[a-z]+\.js$/ }, (args) => {
      const name = args.path.split('/').pop();
      if (!args.importer.endsWith(`${sep}words${sep}catalogues.js`)) return undefined;
      return { path: `./i18n/${name}`, external: true };
    });
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const contents = readdress(text, args.path, dist, (target) => {
        const name = ASSETS[target];
        if (!name) throw new Error(`${relative(dist, args.path)}: new URL('…', import.meta.url) names ${target}, which the CDN build does not ship`);
        seen.add(target);
        return `./${name}`;
      });
      return { contents, loader: 'js' };
    });
  },
};

await rm(out, { recursive: true, force: true });
await mkdir(join(out, 'i18n'), { recursive: true });
const common = { bundle: true, format: 'esm', minify: true, target: 'es2022', legalComments: 'none', logLevel: 'warning' };
await esbuild.build({ ...common, entryPoints: [join(dist, 'loa-board.js')], outfile: join(out, 'loa-board.js'), plugins: [besideTheBundle] });
for (const asset of Object.keys(ASSETS)) {
  if (!seen.has(asset)) throw new Error(`the element no longer loads ${asset}: update tools/cdn/cdn.mjs`);
  if (BUILT.has(asset)) await esbuild.build({ ...common, entryPoints: [join(dist, asset)], outfile: join(out, ASSETS[asset]), plugins: [besideTheBundle] });
  else await copyFile(join(dist, asset), join(out, ASSETS[asset]));
}
await esbuild.build({
  ...common,
  entryPoints: CATALOGUES.map((l) => join(dist, 'www', 'words', 'i18n', `${l}.js`)),
  outdir: join(out, 'i18n'),
});
console.log(`CDN build: ${relative(process.cwd(), out)}/ (loa-board.js, ${Object.values(ASSETS).join(', ')}, i18n/)`);
