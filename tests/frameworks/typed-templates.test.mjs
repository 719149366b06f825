// <loa-board> typed in Vue's and Svelte's templates, checked by their own tools as an app's
// developer runs them: vue-tsc and svelte-check (pinned in tests/frameworks/types/package.json,
// with the TypeScript they drive) on the fixtures in tests/frameworks/types/src/, against the
// packed package. The good fixtures have no error; each mistake in the bad ones (a wrong prop, an
// unknown event, a detail the event does not carry) must be reported: Vue's by an
// `@vue-expect-error` comment (vue-tsc fails if the error is not there), Svelte's, which has no
// such comment in markup, by the exact list of errors svelte-check prints.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { installApp, run, ENV } from './apps.mjs';

let dir;
before(async () => {
  dir = await installApp('types');
});

/** Runs one of the app's tools; → {code, output}. */
async function tool(command, args) {
  try {
    const { stdout, stderr } = await run(join(dir, 'node_modules', '.bin', command), args, { cwd: dir, env: ENV, maxBuffer: 1 << 24 });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    return { code: err.code, output: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

test('vue-tsc: props and events of <loa-board> are typed; a wrong prop, an unknown event and a missing detail are errors', async () => {
  const { code, output } = await tool('vue-tsc', ['-p', 'tsconfig.json']);
  assert.equal(code, 0, `vue-tsc reports nothing but the expected errors:\n${output}`);
});

test('svelte-check: props and events of <loa-board> are typed; a wrong prop, an unknown event and a missing detail are errors', async () => {
  const { output } = await tool('svelte-check', ['--tsconfig', 'tsconfig.json', '--output', 'machine']);
  const errors = output
    .split('\n')
    .filter((line) => / ERROR /.test(line))
    .map((line) => line.replace(/^\d+ ERROR /, ''));
  assert.equal(errors.length, 3, `three errors, all in Bad.svelte:\n${output}`);
  assert.match(errors[0], /^"src\/Bad\.svelte" 7:\d+ .*nine.* is not assignable/, 'level="nine"');
  assert.match(errors[1], /^"src\/Bad\.svelte" 8:\d+ .*onmoove.* does not exist/, 'onmoove');
  assert.match(errors[2], /^"src\/Bad\.svelte" 9:\d+ .*Property 'nothing' does not exist/, 'e.detail.nothing');
});
