// tools/minify.mjs (esbuild) minifies the shipped JavaScript and CSS, and tools/worker_bundle.mjs
// (esbuild) joins the worker's glue and code. Neither may change what the code does: a tricky
// sample computes the same values before and after, the CSS keeps its strings and its modern
// colour functions as written, a worker that imports is refused, and every shipped file of dist/
// still parses with no comment left (the other e2e tests run the minified page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { tmpdir } from 'node:os';
import vm from 'node:vm';
import { DIST } from './harness.mjs';
import { filesUnder } from './files.mjs';
import { minifyJs, minifyCss } from '../../tools/minify.mjs';

const ROOT = join(DIST, '..');

// Regular expressions after `return`, `(`, `,` and `=`; divisions after names, numbers and `)`;
// comment markers inside strings, templates and regular expressions; nested templates with
// braces in their code; `a - -b` and `a + +b`; statements that automatic semicolon insertion
// ends at a line break; a line comment ending a line that the next one continues.
const SAMPLE = String.raw`
const half = 10 / 2; // a division
const ratio = (half + 2) / 3 /* and another */ / 1;
const url = 'http://example.com/*not a comment*/'; // a comment
const quoted = "// nor this";
function pattern() {
  return /\/\/[a-z]*\/\*[/*]/g; // a regular expression
}
const found = ['a//b', 'x/*y'].map((s) => /\/\/|\/\*/.test(s));
function slashes(s) {
  return /[//]+ x/.test(s); // a slash needs no escape in a class
}
const slashed = [slashes('a// x'), slashes('a x')];
const minus = half - -2;
const plus = half + +'3';
let counter = 1
counter++
const names = { a: 1, b: { c: 2 } };
const nested = ${'`'}${'${'}names.a${'}'} and ${'${'}${'`'}inner ${'${'}names.b.c${'}'} // kept${'`'}${'}'} /* kept */${'`'};
const total = [1, 2, 3]
  .map((n) => n * 2) // doubled
  .reduce((a, b) => a + b, 0);
const fraction = .5 + 1.25e1 / 5;
const parts = 'a/b/c'.split(/\//);
const typed = /** @type {number} */ (half) / 5;
globalThis.result = { half, ratio, url, quoted, source: pattern().source, found, slashed, minus, plus, counter, nested, total, fraction, parts, typed };
`;

test('the minifier keeps what JavaScript computes, and takes comments and blanks out', async () => {
  const minified = await minifyJs(SAMPLE);
  const run = (code) => {
    const context = {};
    vm.runInNewContext(code, context);
    return JSON.stringify(context.result);
  };
  assert.equal(run(minified), run(SAMPLE));
  assert.doesNotMatch(minified, /a division|and another|a regular expression|doubled|@type/, 'comments are gone');
  assert.match(minified, /http:\/\/example\.com\/\*not a comment\*\//, 'strings are kept as written');
  assert.match(minified, /\/\/ kept`\}/, 'template text is kept as written');
  assert.ok(minified.length < SAMPLE.length * 0.7, `much shorter: ${minified.length} of ${SAMPLE.length}`);
  const twice = await minifyJs(minified);
  assert.equal(run(twice), run(SAMPLE), 'minifying minified code (the CDN build and the one-file edition do) keeps it too');
  assert.ok(twice.length <= minified.length, 'and makes it no longer');
});

test('the minifier keeps a classic script\'s top-level names and a module\'s exports and addresses', async () => {
  const script = await minifyJs('let wasm_bindgen = (function () { const longName = 2; return longName; })();\n');
  assert.match(script, /\bwasm_bindgen\b/, 'a global the worker reads keeps its name');
  const module = await minifyJs("import init from '../../pkg/loa.js';\nexport const wasmUrl = new URL('../../pkg/loa_bg.wasm', import.meta.url);\nexport default init;\n");
  assert.match(module, /from"\.\.\/\.\.\/pkg\/loa\.js"/, 'imports keep their specifiers');
  assert.match(module, /new URL\("\.\.\/\.\.\/pkg\/loa_bg\.wasm",import\.meta\.url\)/, 'the address bundlers follow stays literal');
  assert.match(module, /export const wasmUrl=/, 'named exports keep their names');
  assert.match(module, /export default /, 'the default export is kept');
});

test('the minifier takes comments and blanks out of CSS, and keeps strings and light-dark() as written', async () => {
  const css = '/* a comment */\n:root {\n  --bg: light-dark(#f4efe6, #1f1a15);\n}\n.a {\n  content: "/* kept */";\n  color: red; /* gone */\n}\n';
  assert.equal((await minifyCss(css)).trim(), ':root{--bg: light-dark(#f4efe6, #1f1a15)}.a{content:"/* kept */";color:red}');
});

test('the worker bundle refuses a worker that imports: it is a classic script', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'loa-worker-'));
  try {
    await writeFile(join(dir, 'glue.js'), 'let wasm_bindgen = {};\n');
    await writeFile(join(dir, 'worker.js'), "import { x } from './x.js';\nself.onmessage = () => x;\n");
    await writeFile(join(dir, 'x.js'), 'export const x = 1;\n');
    const refused = spawnSync(process.execPath, ['tools/worker_bundle.mjs', join(dir, 'glue.js'), join(dir, 'worker.js'), join(dir, 'out.js')], { cwd: ROOT, encoding: 'utf8' });
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /is a classic script: it may not import \.\/x\.js/);
    await writeFile(join(dir, 'worker.js'), 'const answer = wasm_bindgen.answer ?? 42;\nself.answer = answer;\n');
    execFileSync(process.execPath, ['tools/worker_bundle.mjs', join(dir, 'glue.js'), join(dir, 'worker.js'), join(dir, 'out.js')], { cwd: ROOT });
    const joined = await readFile(join(dir, 'out.js'), 'utf8');
    assert.ok(joined.startsWith('let wasm_bindgen = {};'), 'the glue comes first, as written');
    const self = {};
    vm.runInNewContext(joined, { self });
    assert.equal(self.answer, 42, 'the worker runs after the glue, in its own scope');
    assert.match(joined, /"use strict"/, 'in strict mode');
  } finally {
    await rm(dir, { recursive: true });
  }
});

test('every shipped JavaScript and CSS file of dist/ is minified and parses', async () => {
  const files = [
    ...(await filesUnder(join(DIST, 'www'))),
    ...(await filesUnder(join(DIST, 'pkg'))),
    join(DIST, 'loa-board.js'),
    join(DIST, 'sw.js'),
  ].filter((f) => ['.js', '.css'].includes(extname(f)));
  assert.ok(files.length > 30, 'dist/ is built');
  const dir = await mkdtemp(join(tmpdir(), 'loa-minified-'));
  try {
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      if (file.endsWith('.css')) {
        assert.doesNotMatch(text, /\/\*|^\s/m, `${file} still has comments or indentation`);
        continue;
      }
      // (A template literal's text, such as a panel's HTML, keeps its blanks: it is a value.)
      assert.doesNotMatch(text, /^\s*\/\/|\/\*\*/m, `${file} still has comments`);
      if (file.endsWith('worker-bundle.js') || file.endsWith('worker-bundle-wide.js') || file.endsWith('sw.js')) {
        new vm.Script(text, { filename: file }); // a classic script: throws on a syntax error
        continue;
      }
      const copy = join(dir, 'module.mjs');
      await writeFile(copy, text);
      execFileSync(process.execPath, ['--check', copy], { stdio: 'pipe' });
    }
  } finally {
    await rm(dir, { recursive: true });
  }
});
