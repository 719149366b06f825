// The wasm's exports against the hand-written declarations of its glue (types/pkg/loa.d.ts, which
// the type check uses in place of the generated dist/pkg/loa.js): runs wasm-bindgen again, with
// its TypeScript output, on the study build's wasm (every export of the game's wasm plus the
// puzzles' and lessons'), and fails on a class, function, method, getter or constructor that
// one side has and the other lacks. The argument and return types are not compared: the
// generated ones are `any`, the hand-written ones are the shapes (checked by boundary-keys).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, declaredExports, builtPkg } from './declarations.mjs';

/** The exports as `kind name` lines, sorted, for a readable difference. */
function flatten({ functions, classes }) {
  const lines = [...functions].map((f) => `function ${f}`);
  for (const [name, members] of classes) {
    lines.push(`class ${name}`);
    for (const member of members) lines.push(`class ${name}: ${member}`);
  }
  return lines.sort();
}

/**
 * Runs wasm-bindgen, with its TypeScript output, on the build `build` (target/wasm/<build>/, as
 * build.sh names it) in a place of its own (dist/ and target/ stay as they are), checks that it
 * is the wasm dist/ ships as `shipped` (a stale copy from an older build would not be), and
 * compares its declarations with the hand-written `declared`.
 * @param {import('node:test').TestContext} t @param {string} build @param {string} shipped @param {string} declared
 */
function checkDeclarations(t, build, shipped, declared) {
  const pkg = builtPkg();
  const out = mkdtempSync(join(tmpdir(), `loa-pkg-${build}-types-`));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  mkdirSync(join(out, 'in'));
  copyFileSync(join(ROOT, 'target', 'wasm', build, 'loa.wasm'), join(out, 'in', 'loa.wasm'));
  execFileSync('wasm-bindgen', [join(out, 'in', 'loa.wasm'), '--out-dir', join(out, 'pkg'), '--target', 'web'], { stdio: 'pipe' });
  const exportsOf = (path) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(path))).map((e) => e.name).sort();
  assert.deepEqual(
    exportsOf(join(out, 'pkg', 'loa_bg.wasm')),
    exportsOf(join(pkg, shipped)),
    `target/wasm/${build}/loa.wasm is not the wasm dist/ was built from: run ./build.sh first`,
  );
  const generated = flatten(declaredExports(join(out, 'pkg', 'loa.d.ts')));
  const written = flatten(declaredExports(declared));
  assert.deepEqual(written, generated, `${declared} (actual) differs from the generated declarations (expected)`);
}

// The study build ($STUDY_WASM): its glue drives both pages' wasm, so its declarations are the game's.
test('types/pkg/loa.d.ts declares exactly what wasm-bindgen generates', (t) =>
  checkDeclarations(t, 'study', 'loa_study_bg.wasm', 'types/pkg/loa.d.ts'));

// The builds that ship beside the game's, each with its own glue ($WIDE_WASM, $FILES_WASM in
// build.sh), as dist/pkg/<name>/.
for (const [name, what] of [['wide', 'the wide boards'], ['files', 'the file readers']]) {
  test(`types/pkg/${name}/loa.d.ts declares exactly what wasm-bindgen generates for ${what}`, (t) =>
    checkDeclarations(t, name, join(name, 'loa_bg.wasm'), `types/pkg/${name}/loa.d.ts`));
}
