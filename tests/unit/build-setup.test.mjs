// build.sh installs system packages in one place, `./build.sh setup`, and no other command calls
// sudo or apt: run as a user other than root with a package missing, setup and test stop at once
// with the exact apt command, and test stops before any Rust check. The runs use a PATH of a few
// tools only (no node, no python3) and a dpkg that knows no package, so they find packages missing
// on any machine; as root, they run as the user nobody.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, copyFileSync, writeFileSync, symlinkSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD = join(ROOT, 'build.sh');

/** The first executable called `name` on this machine's PATH. */
function which(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  assert.ok(found, `${name} is installed`);
  return found;
}

/**
 * Runs `build.sh args` from a copy in a fresh folder, as a user other than root, with only bash,
 * dirname, id and tr on PATH and a dpkg that answers `installed` for every package or none.
 * @param {string[]} args @param {{ installed: boolean }} dpkg
 */
function runBuild(args, { installed }) {
  const dir = mkdtempSync(join(tmpdir(), 'loa-setup-'));
  try {
    const bin = join(dir, 'bin');
    spawnSync('mkdir', [bin]);
    for (const tool of ['bash', 'dirname', 'id', 'tr']) symlinkSync(which(tool), join(bin, tool));
    writeFileSync(join(bin, 'dpkg'), `#!/bin/sh\nexit ${installed ? 0 : 1}\n`);
    copyFileSync(BUILD, join(dir, 'build.sh'));
    for (const path of [dir, bin, join(bin, 'dpkg'), join(dir, 'build.sh')]) chmodSync(path, 0o755);
    const env = { PATH: bin, CHROMIUM: join(bin, 'dpkg'), FIREFOX: join(bin, 'dpkg'), WEBKIT_DRIVER: join(bin, 'dpkg'), DISPLAY: ':99' };
    const asRoot = process.getuid?.() === 0;
    const [command, argv] = asRoot
      ? [which('runuser'), ['-u', 'nobody', '--', join(bin, 'bash'), join(dir, 'build.sh'), ...args]]
      : [join(bin, 'bash'), [join(dir, 'build.sh'), ...args]];
    return spawnSync(command, argv, { env, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const APT = 'sudo apt-get update && sudo apt-get install -y nodejs npm python3';

test('./build.sh setup, not as root, with packages missing: stops and names the exact apt command', () => {
  const run = runBuild(['setup'], { installed: false });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /installing nodejs npm python3 needs root: run 'sudo \.\/build\.sh setup'/);
  assert.ok(run.stderr.includes(APT), run.stderr);
});

test('./build.sh setup with every package there: nothing to do, as any user', () => {
  const run = runBuild(['setup'], { installed: true });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stderr, /the system packages are installed/);
});

test('./build.sh test, not as root, with packages missing: stops before the Rust checks, with the apt command', () => {
  const run = runBuild(['test'], { installed: false });
  assert.equal(run.status, 1, run.stderr);
  assert.ok(run.stderr.includes(APT), run.stderr);
  assert.doesNotMatch(run.stderr, /cargo/, 'no Rust check ran');
});

test('only setup runs apt-get, and no line of build.sh runs sudo', () => {
  const lines = readFileSync(BUILD, 'utf8').split('\n');
  const code = lines.map((line, i) => ({ line, n: i + 1 })).filter(({ line }) => !/^\s*#/.test(line));
  const start = lines.indexOf('setup() {');
  const end = lines.indexOf('}', start);
  assert.ok(start > 0 && end > start, 'build.sh has a setup() function');
  const apt = code.filter(({ line }) => /^\s*(?:\w+=\S+\s+)*apt-get\b/.test(line));
  assert.ok(apt.length > 0);
  for (const { line, n } of apt) assert.ok(n > start && n <= end, `line ${n} runs apt-get outside setup(): ${line}`);
  const sudo = code.filter(({ line }) => /^\s*(?:sudo|as_root)\b|\$\(sudo\b|[|&;]\s*sudo\b/.test(line.replace(/"[^"]*"|'[^']*'/g, '')));
  assert.deepEqual(sudo, [], 'no command runs sudo');
});
