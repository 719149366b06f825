// Writes a worker-bundle.js: the computer worker as one self-contained classic script.
//
//   node tools/worker_bundle.mjs NO_MODULES_GLUE_JS www/component/worker/worker.js OUT_JS
//
// esbuild joins them: wasm-bindgen's `--target no-modules` glue (which defines the global
// `wasm_bindgen`) comes first, then worker.js, built as an IIFE so its names never clash with the
// glue's. The page fetches this text once, turns it into a blob: URL once and starts every worker
// from it, with no request (www/component/worker/worker-start.js explains why). A classic script
// rather than a module: browsers refuse a module worker from a blob: URL on a file:// page, which
// the one-file edition needs; so worker.js may import nothing. tools/minify.mjs minifies the
// result with the rest of the site.

import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import * as esbuild from 'esbuild';

const [gluePath, workerPath, outPath] = process.argv.slice(2);
if (!outPath) throw new Error('usage: node tools/worker_bundle.mjs NO_MODULES_GLUE_JS WORKER_JS OUT_JS');
const glue = await readFile(gluePath, 'utf8');
if (!glue.startsWith('let wasm_bindgen =')) throw new Error(`${gluePath}: the glue must be wasm-bindgen's --target no-modules output`);
const worker = await readFile(workerPath, 'utf8');

/** Stops the build at any import: the worker is a classic script. @type {esbuild.Plugin} */
const noImports = {
  name: 'no-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => ({
      errors: [{ text: `${workerPath} is a classic script: it may not import ${args.path}` }],
    }));
  },
};

await esbuild.build({
  // The worker runs in strict mode, as it would as a module.
  stdin: { contents: `'use strict';\n${worker}`, sourcefile: workerPath, resolveDir: dirname(resolve(workerPath)), loader: 'js' },
  bundle: true,
  format: 'iife',
  target: 'es2022',
  banner: { js: glue },
  outfile: outPath,
  plugins: [noImports],
  logLevel: 'warning',
});
