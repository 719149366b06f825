// No tracked file names a tracker number: a reader of the code, the tests or the guides has no
// tracker at hand, so a comment, a heading or a test says the behaviour it is about instead.
// Browser-free: it reads every file git tracks as text (binary files are skipped).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The ways a tracker number is written: the word issue or PR and a number, with or without a
// hash; a hashed number in brackets; "fixes" or "closes" and a hashed number.
// Colours such as '#222' or `light-dark(#000, #fff)` are not caught: no word or bracket pair
// around them reads as a reference.
const TRACKER = /\b(?:issues?|PRs?|pull requests?)\s*#?\d+\b|\b(?:fix|fixes|fixed|close|closes|closed)\s*#\d+\b|\(#\d+\)/i;

/** The lines of `text` that name a tracker number, as "name:line: text". */
const trackerLines = (name, text) =>
  text
    .split('\n')
    .map((line, i) => [line, i + 1])
    .filter(([line]) => TRACKER.test(line))
    .map(([line, n]) => `${name}:${n}: ${line.trim()}`);

test('the check catches the usual ways of naming a tracker number, and not colours', () => {
  // Built from parts so this file does not name one itself.
  const hash = '#';
  for (const line of [`// The ending (${'iss'}ue 17): resign`, `## Records (${'Iss'}ues ${hash}20)`, `see (${hash}18)`, `${'fix'}es ${hash}3`]) {
    assert.equal(trackerLines('x', line).length, 1, line);
  }
  for (const line of ["ink: v('color', '#222'),", '@supports not (color: light-dark(#000, #fff))', 'rules.md#4-notation', 'the issue is the size', 'bench_search fixed 8']) {
    assert.deepEqual(trackerLines('x', line), [], line);
  }
});

test('no tracked file names a tracker number', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  assert.ok(files.length > 100, `git ls-files listed only ${files.length} files: run the tests inside the repository`);
  const found = [];
  for (const name of files) {
    let bytes;
    try {
      bytes = readFileSync(join(ROOT, name));
    } catch {
      continue; // deleted in the work tree but not yet in the index
    }
    if (bytes.includes(0)) continue; // binary
    found.push(...trackerLines(name, bytes.toString('utf8')));
  }
  assert.deepEqual(found, [], 'name the behaviour instead of the tracker number');
});
