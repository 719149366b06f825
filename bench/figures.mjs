// Writes docs/figures.md from one run of `./build.sh bench`: each part of the bench left its
// output in a folder (NN-name.txt: the title, the command, then what it printed; NN-name.skipped:
// the title and the command of a part left out), and this puts them in order under the date, the
// commit and the machine they were measured on. Figures move with the machine and its load, so
// they are written, never kept by hand; their history is in the commit messages.
//
//   node bench/figures.mjs PARTS_DIR > docs/figures.md

import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem, platform, release } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The parts of one run, in the order they ran. */
export function readParts(dir) {
  return readdirSync(dir)
    .filter((name) => /^\d+-[\w-]+\.(txt|skipped)$/.test(name))
    .sort()
    .map((name) => {
      const [title = name, command = '', ...output] = readFileSync(join(dir, name), 'utf8').split('\n');
      return { title, command, skipped: name.endsWith('.skipped'), output: plain(output.join('\n')).trim() };
    });
}

/** Text without terminal colours and carriage-return progress lines. */
export function plain(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, '').replace(/^.*\r(?!\n)/gm, '');
}

/** Where and when: the date, the commit, the machine's cores, CPU model, memory and load. */
export function machine(now = new Date()) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : '';
  const cores = cpus();
  const model = (cores[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  const load = loadavg().map((l) => l.toFixed(1)).join(', ');
  return {
    date: now.toISOString().replace(/\.\d+Z$/, ' UTC').replace('T', ' '),
    commit: `${commit}${dirty}`,
    cpu: `${cores.length} cores, ${model}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GB`,
    system: `${platform()} ${release()}`,
    load,
  };
}

/** The whole file. */
export function figures(parts, where) {
  const ran = parts.filter((p) => !p.skipped);
  const left = parts.filter((p) => p.skipped);
  const lines = [
    '# Figures',
    '',
    '<!-- Written by `./build.sh bench` (bench/figures.mjs). Do not edit: run it again. -->',
    '',
    `Measured by \`./build.sh bench\` on ${where.date}, at commit ${where.commit}, on ${where.cpu}`,
    `(${where.memory}, ${where.system}); load average at the end of the run ${where.load} (1, 5`,
    'and 15 minutes). Times move with the machine and its load; sizes are exact. KB are 1024 bytes.',
    'Each part prints its budget or target beside its figure where it has one. Regenerate this',
    'file with `./build.sh bench` (`BENCH_SKIP="ab ladder wide-match"` leaves the slowest parts',
    'out); its history is in the commit messages.',
    '',
  ];
  if (left.length) {
    lines.push('Left out of this run (`BENCH_SKIP`):', '');
    for (const p of left) lines.push(`- ${p.title}: \`${p.command}\``);
    lines.push('');
  }
  for (const p of ran) {
    lines.push(`## ${p.title}`, '', `\`${p.command}\``, '', '```text', p.output || '(no output)', '```', '');
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node bench/figures.mjs PARTS_DIR > docs/figures.md');
    process.exit(2);
  }
  const parts = readParts(dir);
  if (!parts.some((p) => !p.skipped)) {
    console.error(`bench/figures.mjs: no measured part in ${dir}`);
    process.exit(1);
  }
  process.stdout.write(figures(parts, machine()));
}
