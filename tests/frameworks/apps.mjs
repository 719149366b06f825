// The framework apps' common ground: each app's source files are committed in
// tests/frameworks/<name>/ (a package.json with its pinned dependencies, its sources); a test copies
// them into target/frameworks/<name>/, installs the packed package (`npm pack` of dist/) and the
// app's dependencies from the npm registry there, and works on that copy, left for a failed
// run's post-mortem. Every install shares one npm cache (target/frameworks/npm-cache), so a
// second run installs from it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cp, mkdir, rm, access } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const run = promisify(execFile);
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = join(ROOT, 'dist');
const WORK = join(ROOT, 'target', 'frameworks');
/** npm as an app's own scripts would run it, quiet, with the one shared cache. */
export const ENV = {
  ...process.env,
  npm_config_cache: join(WORK, 'npm-cache'),
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_prefer_offline: 'true',
  NO_COLOR: '1',
};

let tarball = null;
/** The package as npm publishes it: `npm pack` of dist/, once per run. */
async function packed() {
  if (tarball) return tarball;
  await access(join(DIST, 'package.json')).catch(() => {
    throw new Error('dist/ is not built: run ./build.sh build first');
  });
  await mkdir(WORK, { recursive: true });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', WORK], { cwd: DIST, env: ENV });
  tarball = join(WORK, JSON.parse(stdout)[0].filename);
  return tarball;
}

/**
 * A fresh copy of the app tests/frameworks/`name`/ with its dependencies and the packed package
 * installed. → its folder.
 * @param {string} name
 */
export async function installApp(name) {
  const dir = join(WORK, name);
  await rm(dir, { recursive: true, force: true });
  await cp(join(ROOT, 'tests', 'frameworks', name), dir, { recursive: true });
  await run('npm', ['install', '--no-save', await packed()], { cwd: dir, env: ENV, maxBuffer: 1 << 24 });
  return dir;
}
