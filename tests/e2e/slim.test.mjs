// tools/slim.py takes comments and indentation out of the shipped JavaScript and CSS. It must
// never change what the code does: a tricky sample computes the same values before and after,
// and every slimmed file of dist/ still parses (the other e2e tests run the slimmed page).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import { join, extname } from 'node:path';
import { tmpdir } from 'node:os';
import vm from 'node:vm';
import { DIST } from './harness.mjs';
import { filesUnder } from './files.mjs';

const ROOT = join(DIST, '..');

/** `source` through slim.py's JavaScript or CSS slimming. */
function slim(source, kind = 'js') {
  const program = `import sys; sys.path.insert(0, 'tools'); import slim; sys.stdout.write(slim.slim_${kind}(sys.stdin.read()))`;
  return execFileSync('python3', ['-c', program], { cwd: ROOT, input: source, encoding: 'utf8' });
}

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
({ half, ratio, url, quoted, source: pattern().source, found, slashed, minus, plus, counter, nested, total, fraction, parts, typed });
`;

test('slim.py keeps what JavaScript computes, and takes comments and indentation out', () => {
  const slimmed = slim(SAMPLE);
  const run = (code) => JSON.stringify(vm.runInNewContext(code));
  assert.equal(run(slimmed), run(SAMPLE));
  assert.doesNotMatch(slimmed, /a division|and another|a regular expression|doubled|@type/, 'comments are gone');
  assert.match(slimmed, /http:\/\/example\.com\/\*not a comment\*\//, 'strings are kept as written');
  assert.match(slimmed, /\/\/ kept`\} \/\* kept \*\/`/, 'template text is kept as written');
  assert.ok(!/^\s/m.test(slimmed), 'no line is indented');
  assert.equal(slim(slimmed), slimmed, 'slimming twice changes nothing more');
});

test('slim.py takes comments and indentation out of CSS and keeps strings', () => {
  const css = '/* a comment */\n.a {\n  content: "/* kept */";\n  color: red; /* gone */\n}\n';
  assert.equal(slim(css, 'css'), '.a {\ncontent: "/* kept */";\ncolor: red;\n}\n');
});

test('every slimmed JavaScript file of dist/ parses', async () => {
  const files = [
    ...(await filesUnder(join(DIST, 'www'))),
    ...(await filesUnder(join(DIST, 'pkg'))),
    join(DIST, 'loa-board.js'),
  ].filter((f) => extname(f) === '.js');
  assert.ok(files.length > 30, 'dist/ is built');
  const dir = await mkdtemp(join(tmpdir(), 'loa-slim-'));
  try {
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      assert.doesNotMatch(text, /^\s*\/\/|\/\*\*/m, `${file} still has comments`);
      if (file.endsWith('worker-bundle.js')) {
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
