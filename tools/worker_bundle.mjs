// Writes a worker-bundle.js: the computer worker as one self-contained classic script.
//
//   node tools/worker_bundle.mjs GLUE_JS www/component/worker/worker.js OUT_JS
//
// GLUE_JS is the page's own wasm-bindgen glue for the wasm the worker runs (`--target web`, an
// ES module: pkg/loa.js, pkg/wide/loa.js, pkg/onefile/loa.js), so the worker drives the very
// wasm the page compiled and hands it by message. esbuild bundles worker.js after the glue's
// exports it uses, as an IIFE: the glue's other classes (the whole game, the file readers) are
// shaken out, which the no-modules glue, one global object, did not allow. worker.js reads them
// as `wasm_bindgen`, the name this script declares before it (types/pkg/worker-glue.d.ts). The
// page fetches this text once, turns it into a blob: URL once and starts every worker from it,
// with no request (www/component/worker/worker-start.js explains why). A classic script rather
// than a module: browsers refuse a module worker from a blob: URL on a file:// page, which the
// one-file edition needs; so worker.js itself may import nothing. tools/minify.mjs minifies the
// result with the rest of the site.

import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import * as esbuild from 'esbuild';

const [gluePath, workerPath, outPath] = process.argv.slice(2);
if (!outPath) throw new Error('usage: node tools/worker_bundle.mjs GLUE_JS WORKER_JS OUT_JS');
const glueFile = resolve(gluePath);
const glue = await readFile(glueFile, 'utf8');
const worker = await readFile(workerPath, 'utf8');

// What worker.js takes from the glue; a build without the puzzles (the wide boards', the
// one-file edition's) has no WasmAttempt, which the worker then never uses.
// Declared (`export class WasmSearcher`) or listed (`export { initSync, __wbg_init as default }`,
// `export{V as initSync}` once minified).
const listed = [...glue.matchAll(/\bexport\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((item) => item.trim().split(/\s+/).pop()));
const exported = (name) => listed.includes(name) || new RegExp(`\\bexport\\s+(?:function|class)\\s+${name}\\b`).test(glue);
const used = ['initSync', 'WasmSearcher', 'WasmAttempt'].filter(exported);
for (const name of ['initSync', 'WasmSearcher']) {
  if (!used.includes(name)) throw new Error(`${gluePath} exports no ${name}: the glue must be wasm-bindgen's --target web output`);
}
const prelude =
  `import { ${used.map((name) => `${name} as glue_${name}`).join(', ')} } from ${JSON.stringify(glueFile)};\n` +
  `const wasm_bindgen = { ${used.map((name) => `${name}: glue_${name}`).join(', ')} };\n`;

// The glue gives each class `Symbol.dispose` in a statement of its own at the top level
// (`if (Symbol.dispose) WasmGame.prototype[Symbol.dispose] = WasmGame.prototype.free;`), a
// side effect that would keep every class in the bundle; those of the classes the worker never
// makes go. (Were the glue's form to change, nothing breaks: the bundle is only larger.)
const DISPOSE = /^if \(Symbol\.dispose\) (\w+)\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;$/gm;
const shakable = glue.replace(DISPOSE, (line, name) => (used.includes(name) ? line : ''));

/** The glue, shakable; any other import stops the build: worker.js is a classic script. @type {esbuild.Plugin} */
const onlyTheGlue = {
  name: 'only-the-glue',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.path === glueFile ? { path: glueFile, namespace: 'glue' } : { errors: [{ text: `${workerPath} is a classic script: it may not import ${args.path}` }] },
    );
    build.onLoad({ filter: /.*/, namespace: 'glue' }, () => ({ contents: shakable, loader: 'js' }));
  },
};

await esbuild.build({
  // The worker runs in strict mode, as it would as a module.
  stdin: { contents: `'use strict';\n${prelude}${worker}`, sourcefile: workerPath, resolveDir: dirname(resolve(workerPath)), loader: 'js' },
  bundle: true,
  format: 'iife',
  target: 'es2022',
  // The glue's default wasm address (import.meta.url) serves only its async init, which the
  // worker never calls: it is given the compiled module.
  define: { 'import.meta.url': '"about:blank"' },
  outfile: outPath,
  plugins: [onlyTheGlue],
  logLevel: 'warning',
});
