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

test('types/pkg/loa.d.ts declares exactly what wasm-bindgen generates', (t) => {
  const pkg = builtPkg();
  // The study build, as build.sh names it ($STUDY_WASM): its glue drives both pages' wasm.
  const wasm = join(ROOT, 'target', 'wasm', 'study', 'loa.wasm');
  const out = mkdtempSync(join(tmpdir(), 'loa-pkg-types-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  // A place of its own for the test's copy of the wasm (dist/ and target/ stay as they are).
  mkdirSync(join(out, 'in'));
  copyFileSync(wasm, join(out, 'in', 'loa.wasm'));
  execFileSync('wasm-bindgen', [join(out, 'in', 'loa.wasm'), '--out-dir', join(out, 'pkg'), '--target', 'web'], { stdio: 'pipe' });

  // The wasm regenerated here must be the one dist/ ships: the same exports as loa_study_bg.wasm
  // (a stale copy from an older build would not be).
  const exportsOf = (path) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(path))).map((e) => e.name).sort();
  assert.deepEqual(
    exportsOf(join(out, 'pkg', 'loa_bg.wasm')),
    exportsOf(join(pkg, 'loa_study_bg.wasm')),
    'target/wasm/study/loa.wasm is not the wasm dist/ was built from: run ./build.sh first',
  );

  const generated = flatten(declaredExports(join(out, 'pkg', 'loa.d.ts')));
  const written = flatten(declaredExports('types/pkg/loa.d.ts'));
  assert.deepEqual(written, generated, 'types/pkg/loa.d.ts (actual) differs from the generated declarations (expected)');
});

// The wasm builds that ship beside the game's, each with its own glue and hand-written types: as
// build.sh names them ($WIDE_WASM, $FILES_WASM), shipped as dist/pkg/<name>/.
for (const [name, what] of [['wide', 'the wide boards'], ['files', 'the file readers']]) {
  test(`types/pkg/${name}/loa.d.ts declares exactly what wasm-bindgen generates for ${what}`, (t) => {
    const pkg = builtPkg();
    const wasm = join(ROOT, 'target', 'wasm', name, 'loa.wasm');
    const out = mkdtempSync(join(tmpdir(), `loa-pkg-${name}-types-`));
    t.after(() => rmSync(out, { recursive: true, force: true }));
    mkdirSync(join(out, 'in'));
    copyFileSync(wasm, join(out, 'in', 'loa.wasm'));
    execFileSync('wasm-bindgen', [join(out, 'in', 'loa.wasm'), '--out-dir', join(out, 'pkg'), '--target', 'web'], { stdio: 'pipe' });
    const exportsOf = (path) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(path))).map((e) => e.name).sort();
    assert.deepEqual(
      exportsOf(join(out, 'pkg', 'loa_bg.wasm')),
      exportsOf(join(pkg, name, 'loa_bg.wasm')),
      `target/wasm/${name}/loa.wasm is not the wasm dist/ was built from: run ./build.sh first`,
    );
    const generated = flatten(declaredExports(join(out, 'pkg', 'loa.d.ts')));
    const written = flatten(declaredExports(`types/pkg/${name}/loa.d.ts`));
    assert.deepEqual(written, generated, `types/pkg/${name}/loa.d.ts (actual) differs from the generated declarations (expected)`);
  });
}
