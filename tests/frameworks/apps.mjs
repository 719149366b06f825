// The framework apps' common ground: each app's source files are committed in
// tests/frameworks/<name>/ (a package.json pinning its direct dependencies, the package-lock.json
// npm wrote for it, its sources); a test copies them into target/frameworks/<name>/, installs the
// locked tree there with `npm ci` (so a run a month from now installs the same tree) and then the
// packed package (`npm pack` of dist/), and works on that copy, left for a failed run's
// post-mortem. Every install shares one npm cache (target/frameworks/npm-cache), so a second run
// installs from it, and the installed tree is kept while the app's lock is unchanged (installApp). A lock is made, or remade after a change of package.json, in the app's folder
// with `npm install --package-lock-only --omit-lockfile-registry-resolved` (no registry address
// in it: npm ci reads from the registry npm is configured with).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { cp, mkdir, rm, access, readFile, readdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
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
 * A fresh copy of the app tests/frameworks/`name`/, with `files` (path → text: the embedding
 * guide's recipe, as written) added, its locked dependencies installed (`npm ci`, which fails
 * when package.json and the lock disagree) and then the packed package. → its folder.
 *
 * The tree `npm ci` installed is kept for the next run while the app's package.json and lock stay
 * as they were (a stamp beside it holds both, written once npm ci has succeeded): everything else
 * of the app is made anew, and only the packed package, new each build, is installed again. The
 * installs were most of a warm run's time.
 * @param {string} name @param {Record<string, string>} [files]
 */
export async function installApp(name, files = {}) {
  const dir = join(WORK, name);
  const source = join(ROOT, 'tests', 'frameworks', name);
  const stamp = join(WORK, `${name}.installed`);
  const wanted = (await readFile(join(source, 'package.json'), 'utf8')) + (await readFile(join(source, 'package-lock.json'), 'utf8'));
  const installed = await readFile(stamp, 'utf8').catch(() => null);
  const kept = installed === wanted && (await access(join(dir, 'node_modules')).then(() => true, () => false));
  if (kept) {
    for (const entry of await readdir(dir)) if (entry !== 'node_modules') await rm(join(dir, entry), { recursive: true, force: true });
  } else {
    await rm(stamp, { force: true });
    await rm(dir, { recursive: true, force: true });
  }
  await cp(source, dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const npm = async (args) =>
    run('npm', args, { cwd: dir, env: ENV, maxBuffer: 1 << 24 }).catch((err) => {
      throw new Error(`${name}: npm ${args.join(' ')} failed:\n${err.stdout}${err.stderr}`);
    });
  if (!kept) {
    await npm(['ci']);
    await writeFile(stamp, wanted);
  }
  // Not in the lock: its tarball is new each build (removed first, so that npm cannot take a kept
  // copy for it). It has no dependencies, so the tree stays the lock's.
  await rm(join(dir, 'node_modules', 'lines-of-action-board'), { recursive: true, force: true });
  await npm(['install', '--no-save', await packed()]);
  return dir;
}

let guide = null;
/** The embedding guide's fenced code block that holds `marker`, as written (the app's recipe). */
export async function guideBlock(marker) {
  guide ??= await readFile(join(ROOT, 'docs', 'embedding.md'), 'utf8');
  const block = [...guide.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes(marker));
  if (!block) throw new Error(`docs/embedding.md has no code block with ${marker}`);
  return block;
}

/** Every file under `dir`, as paths. */
async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...(await filesUnder(join(dir, entry.name))));
    else out.push(join(dir, entry.name));
  }
  return out;
}

/**
 * Runs an app's build `command` (with `args`) in `dir` and prints its time and the size of what
 * it wrote to `out` (scripts, raw and gzipped): a figure, never asserted.
 * @param {string} name @param {string} dir @param {string} command @param {string[]} args @param {string} out
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function buildApp(name, dir, command, args, out, env = ENV) {
  const started = Date.now();
  await run(command, args, { cwd: dir, env, maxBuffer: 1 << 26 }).catch((err) => {
    throw new Error(`${name}: ${command} ${args.join(' ')} failed:\n${err.stdout}${err.stderr}`);
  });
  const seconds = (Date.now() - started) / 1000;
  let raw = 0;
  let gzipped = 0;
  for (const file of (await filesUnder(join(dir, out))).filter((f) => f.endsWith('.js'))) {
    const bytes = await readFile(file);
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`${name}: built in ${seconds.toFixed(1)} s; its scripts ${kb(raw)} raw, ${kb(gzipped)} gzipped`);
}
