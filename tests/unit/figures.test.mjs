// The figures writer (bench/figures.mjs): the parts of a bench run come out in the order they
// ran, under the date, commit and machine, terminal colours removed, and the parts left out are
// named with their commands, so docs/figures.md always says what it measured and where.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { readParts, figures, machine } from '../../bench/figures.mjs';

test('the parts of a run are written in order, the left-out ones named, colours gone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'figures-'));
  try {
    writeFileSync(join(dir, '02-search.txt'), 'Search speed\ncargo run --example bench_search\n\x1b[1mfixed depth 7: 3.07 M nodes/s\x1b[0m\n');
    writeFileSync(join(dir, '01-perft.txt'), 'Perft\ncargo run --example bench_perft\nstandard 5 55963132\n');
    writeFileSync(join(dir, '03-ladder.skipped'), 'The ladder\ncargo run --example match -- --ladder\n');
    writeFileSync(join(dir, 'notes.log'), 'not a part\n');
    const parts = readParts(dir);
    assert.deepEqual(parts.map((p) => [p.title, p.skipped]), [['Perft', false], ['Search speed', false], ['The ladder', true]]);
    const where = { date: '2026-01-02 03:04:05 UTC', commit: 'abc1234', cpu: '2 cores, Some CPU', memory: '8 GB', system: 'linux 6', load: '1.0, 2.0, 3.0' };
    const text = figures(parts, where);
    assert.ok(text.startsWith('# Figures\n'));
    assert.match(text, /on 2026-01-02 03:04:05 UTC, at commit abc1234, on 2 cores, Some CPU/);
    assert.ok(text.indexOf('## Perft') < text.indexOf('## Search speed'), 'in the order they ran');
    assert.match(text, /```text\nfixed depth 7: 3\.07 M nodes\/s\n```/, 'no terminal colours');
    assert.match(text, /- The ladder: `cargo run --example match -- --ladder`/, 'a part left out is named');
    assert.ok(!text.includes('## The ladder'), 'and not measured');
    assert.ok(!text.includes('not a part'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the machine is this one: its cores and CPU model, a date and a commit', () => {
  const where = machine(new Date('2026-11-28T14:00:00.123Z'));
  assert.equal(where.date, '2026-11-28 14:00:00 UTC');
  assert.ok(where.cpu.startsWith(`${cpus().length} cores, `), where.cpu);
  assert.match(where.commit, /^[0-9a-f]{7,}|^unknown/);
  assert.match(where.load, /^\d+\.\d, \d+\.\d, \d+\.\d$/);
});
