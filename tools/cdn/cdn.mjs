// The package's two prebuilt editions of the <loa-board> element, each one ES module made by
// esbuild from the minified sources in DIST (tools/minify.mjs), exporting what loa-board.js does:
//
// - cdn/loa-board.js, the CDN build: the files it loads (the wasm, the computer worker's script,
//   the board's stylesheet) beside it, so that a page on any origin needs one
//   <script type="module" src> and an English board playing the computer costs four requests
//   (docs/embedding.md; ./build.sh bench writes the figure into docs/figures.md).
// - compat/loa-board.js, the no-setup build for bundlers that do not follow
//   `new URL('…', import.meta.url)` (esbuild, plain Rollup, Angular's builder): every such file
//   inlined as a data: URL, so nothing is copied beside the bundle. The files only some boards
//   load (the wide boards' wasm and worker, the file readers' wasm) and the code only they run are
//   chunks beside it (compat/chunk-HASH.js) that it imports dynamically when needed, so a bundler
//   splits them into chunks of the app's and a page of 8×8 boards never downloads them
//   (bench/page/bench_cdn.mjs prints the entry's size and each chunk's).
//
// Italian and German stay modules of their own (i18n/ in each), loaded only by a board that speaks them.
//
//   node tools/cdn/cdn.mjs DIST    (esbuild comes from the root package.json, as every dev tool)
//
// esbuild does not rewrite `new URL('…', import.meta.url)`, so a plugin gives each such address
// its edition's form ('../../pkg/loa_bg.wasm' → './loa_bg.wasm' or a data: URL), and fails on any
// address the editions do not ship.

import { readFile, mkdir, copyFile, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import { replaceAddresses } from '../module_addresses.mjs';

const [dist] = process.argv.slice(2);
if (!dist) throw new Error('usage: node tools/cdn/cdn.mjs DIST');

/** The files the element loads by address, by their path in DIST: their name in cdn/, their type,
 *  and `lazy` when only some boards load them (a chunk of their own in the compat build). */
const ASSETS = {
  'pkg/loa_bg.wasm': { name: 'loa_bg.wasm', type: 'application/wasm' },
  // The file readers' wasm, fetched only when a board opens a record or an SGF file.
  'pkg/files/loa_bg.wasm': { name: 'files_bg.wasm', type: 'application/wasm', lazy: true },
  'www/component/worker/worker-bundle.js': { name: 'worker-bundle.js', type: 'text/javascript' },
  'www/board.css': { name: 'board.css', type: 'text/css' },
  // The wide boards' wasm and computer, fetched only by a board of a wide variant.
  'pkg/wide/loa_bg.wasm': { name: 'wide_bg.wasm', type: 'application/wasm', lazy: true },
  'www/component/worker/worker-bundle-wide.js': { name: 'worker-bundle-wide.js', type: 'text/javascript', lazy: true },
};
/** The catalogues that load on demand (www/words/catalogues.js), each its own file in i18n/. */
const CATALOGUES = ['it', 'de'];

/** The CDN build: each asset a file beside the module. @param {string} asset */
const beside = (asset) => `new URL('./${ASSETS[asset].name}', import.meta.url)`;
/** The compat build: each asset in the module as a data: URL (fetch reads it, with its type), from
 *  a module of its own (ASSET_MODULE), so an asset two files name is inlined once. A lazy asset's
 *  module is imported dynamically (the address is read in an async function: esbuild fails
 *  otherwise), so that it is a chunk of its own. @param {string} asset @param {string} from */
const inlined = (asset, from) => {
  if (isGlue(from)) return GLUE_DEFAULT;
  return ASSETS[asset].lazy ? `new URL((await import('${ASSET_MODULE}${ASSETS[asset].name}')).default)` : `new URL(${assetName(asset)})`;
};
/** Whether the module at `from` (its path in DIST) is a wasm-bindgen glue, whose own address of
 *  its wasm is only a default: the element hands every glue its wasm (www/component/core.js,
 *  files.js). @param {string} from */
const isGlue = (from) => from.startsWith('pkg/');
/** What the compat build writes for a glue's default address: no file. Naming the game's wasm
 *  there too would make it a chunk shared by the entry and the glue's chunk, which Angular's
 *  builder then copies into both; if a glue ever followed it, it would fail to compile an empty
 *  wasm, saying so. */
const GLUE_DEFAULT = `new URL('data:application/wasm;base64,')`;
const ASSET_MODULE = 'loa-asset:';
/** An asset's path in DIST, from the name it has in cdn/ (and its chunk's, in compat/). @param {string} name */
const assetNamed = (name) => Object.keys(ASSETS).find((asset) => ASSETS[asset].name === name);
/** The binding the compat build imports `asset`'s data: URL as. @param {string} asset */
const assetName = (asset) => `loaAsset${Object.keys(ASSETS).indexOf(asset)}`;

/**
 * The esbuild plugin that writes each literal asset address as `address(asset)` gives it, and
 * keeps the catalogues external; `seen` collects the assets met. With `inline`, each file that
 * names an asset imports its data: URL from a module made here.
 * @param {(asset: string, from: string) => string} address @param {boolean} inline @param {Set<string>} seen
 * @returns {import('esbuild').Plugin}
 */
function assetsAs(address, inline, seen) {
  return {
    name: 'assets-as',
    setup(build) {
      build.onResolve({ filter: /\/i18n\/[a-z]+\.js$/ }, (args) => {
        const name = args.path.split('/').pop();
        if (!args.importer.endsWith(`${sep}words${sep}catalogues.js`)) return undefined;
        return { path: `./i18n/${name}`, external: true };
      });
      build.onResolve({ filter: /^loa-asset:/ }, (args) => ({ path: args.path.slice(ASSET_MODULE.length), namespace: 'loa-asset' }));
      build.onLoad({ filter: /.*/, namespace: 'loa-asset' }, async (args) => {
        const asset = assetNamed(args.path);
        const bytes = await readFile(join(dist, asset));
        return { contents: `export default ${JSON.stringify(`data:${ASSETS[asset].type};base64,${bytes.toString('base64')}`)};`, loader: 'js' };
      });
      build.onLoad({ filter: /\.js$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const from = relative(dist, args.path).split(sep).join('/');
        const named = new Set();
        const contents = replaceAddresses(text, args.path, dist, (target, written) => {
          if (!ASSETS[target]) throw new Error(`${relative(dist, args.path)}: new URL('${written}') names ${target}, which the CDN build does not ship`);
          seen.add(target);
          named.add(target);
          return address(target, from);
        });
        const eager = isGlue(from) ? [] : [...named].filter((a) => !ASSETS[a].lazy);
        const imports = inline ? eager.map((a) => `import ${assetName(a)} from '${ASSET_MODULE}${ASSETS[a].name}';`).join('') : '';
        return { contents: imports + contents, loader: 'js' };
      });
    },
  };
}

const common = { bundle: true, format: 'esm', minify: true, target: 'es2022', legalComments: 'none', logLevel: 'warning' };

/**
 * Builds one edition into DIST/`folder`: the module, its catalogues, and with `copy` its assets
 * beside it (one module: esbuild keeps the lazily imported code inside), else inlined (the code
 * imported dynamically, and the lazy assets, in chunks beside the module).
 * @param {string} folder @param {(asset: string, from: string) => string} address @param {boolean} copy
 */
async function edition(folder, address, copy) {
  const out = join(dist, folder);
  const seen = new Set();
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'i18n'), { recursive: true });
  const where = copy ? { outfile: join(out, 'loa-board.js') } : { outdir: out, splitting: true, entryNames: '[name]', chunkNames: 'chunk-[hash]' };
  await esbuild.build({ ...common, ...where, entryPoints: [join(dist, 'loa-board.js')], plugins: [assetsAs(address, !copy, seen)] });
  for (const asset of Object.keys(ASSETS)) {
    if (!seen.has(asset)) throw new Error(`the element no longer loads ${asset}: update tools/cdn/cdn.mjs`);
    if (copy) await copyFile(join(dist, asset), join(out, ASSETS[asset].name));
  }
  await esbuild.build({
    ...common,
    entryPoints: CATALOGUES.map((l) => join(dist, 'www', 'words', 'i18n', `${l}.js`)),
    outdir: join(out, 'i18n'),
  });
  return out;
}

const cdn = await edition('cdn', beside, true);
console.log(`CDN build: ${relative(process.cwd(), cdn)}/ (loa-board.js, ${Object.values(ASSETS).map((a) => a.name).join(', ')}, i18n/)`);
const compat = await edition('compat', inlined, false);
console.log(`compat build: ${relative(process.cwd(), compat)}/ (loa-board.js with its files inlined, chunks of what only some boards load, i18n/)`);
