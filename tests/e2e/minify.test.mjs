// tools/minify.mjs (esbuild) minifies the shipped JavaScript and CSS, and tools/worker_bundle.mjs
// (esbuild) bundles the worker with what it uses of the glue. Neither may change what the code
// does: a tricky sample computes the same values before and after, the CSS keeps its strings and
// its modern colour functions as written, the worker keeps only the glue it uses and one that
// imports is refused, and every shipped file of dist/
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
import { minifyJs, minifyCss, minifyHtml } from '../../tools/minify.mjs';

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

test('the minifier takes comments and indentation out of a page, and keeps the one-file markers and raw text', () => {
  const page = '<main>\n    <p>Two  words <!-- why -->here</p>\n  <!-- site-only: the manifest -->\n  <link rel="manifest">\n  <!-- /site-only -->\n' +
    '  <script>\n    const s = "<!-- kept -->";\n  </script>\n  <textarea>\n  as typed\n</textarea>\n</main>\n';
  assert.equal(
    minifyHtml(page),
    '<main>\n<p>Two  words here</p>\n<!-- site-only: the manifest -->\n<link rel="manifest">\n<!-- /site-only -->\n' +
      '<script>\n    const s = "<!-- kept -->";\n  </script>\n<textarea>\n  as typed\n</textarea>\n</main>\n',
  );
});

// A stand-in for wasm-bindgen's --target web glue: classes with their top-level Symbol.dispose
// statements, and initSync in the export list, as the real glue writes them.
const GLUE = [
  'export class WasmSearcher { search() { return 42; } free() {} }',
  'if (Symbol.dispose) WasmSearcher.prototype[Symbol.dispose] = WasmSearcher.prototype.free;',
  "export class WasmGame { play() { return 'the whole game'; } free() {} }",
  'if (Symbol.dispose) WasmGame.prototype[Symbol.dispose] = WasmGame.prototype.free;',
  "function initSync() { return 'ready'; }",
  'export { initSync };',
  '',
].join('\n');

test('the worker bundle takes only what the worker uses of the glue, and refuses a worker that imports', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'loa-worker-'));
  const bundle = (glue) =>
    spawnSync(process.execPath, ['tools/worker_bundle.mjs', join(dir, glue), join(dir, 'worker.js'), join(dir, 'out.js')], { cwd: ROOT, encoding: 'utf8' });
  try {
    await writeFile(join(dir, 'glue.js'), GLUE);
    await writeFile(join(dir, 'worker.js'), "import { x } from './x.js';\nself.onmessage = () => x;\n");
    await writeFile(join(dir, 'x.js'), 'export const x = 1;\n');
    const refused = bundle('glue.js');
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /is a classic script: it may not import \.\/x\.js/);
    await writeFile(join(dir, 'worker.js'), 'const { initSync, WasmSearcher } = wasm_bindgen;\nself.answer = `${initSync()} ${new WasmSearcher().search()}`;\n');
    await writeFile(join(dir, 'no-modules.js'), 'let wasm_bindgen = {};\n');
    const old = bundle('no-modules.js');
    assert.notEqual(old.status, 0, 'a glue that is not --target web output is refused');
    assert.match(old.stderr, /exports no initSync: the glue must be wasm-bindgen's --target web output/);
    const built = bundle('glue.js');
    assert.equal(built.status, 0, built.stderr);
    const joined = await readFile(join(dir, 'out.js'), 'utf8');
    const self = {};
    vm.runInNewContext(joined, { self });
    assert.equal(self.answer, 'ready 42', 'the worker runs with the exports it uses');
    assert.doesNotMatch(joined, /the whole game/, 'a class the worker never makes is left out, its dispose statement too');
    assert.doesNotMatch(joined, /\bimport\b|\bexport\b/, 'one classic script');
    assert.match(joined, /"use strict"/, 'in strict mode');
  } finally {
    await rm(dir, { recursive: true });
  }
});

test('every shipped page, JavaScript and CSS file of dist/ is minified, and the code parses', async () => {
  const files = [
    ...(await filesUnder(join(DIST, 'www'))),
    ...(await filesUnder(join(DIST, 'pkg'))),
    join(DIST, 'loa-board.js'),
    join(DIST, 'sw.js'),
  ].filter((f) => ['.js', '.css'].includes(extname(f)));
  assert.ok(files.length > 30, 'dist/ is built');
  for (const page of ['index.html', 'puzzles.html', 'learn.html', 'embed.html']) {
    const html = await readFile(join(DIST, page), 'utf8');
    assert.doesNotMatch(html.replace(/<(script|style|textarea)\b[\s\S]*?<\/\1>/g, ''), /<!--(?!\s*\/?site-only)|\n[ \t]+</, `${page} still has comments or indentation`);
  }
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
