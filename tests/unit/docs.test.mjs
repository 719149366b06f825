// The front door and the guides stay short, linked and true: README.md within its size, every
// relative link of README.md and docs/*.md pointing at a file that exists, the architecture
// guide naming every folder of the layer table, and the engine guide giving every line the
// `loa` command's `help` prints. Browser-free: it reads the files as text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

// A front door, not a manual: the guides in docs/ hold the rest.
const README_MAX_LINES = 250;
const README_MAX_BYTES = 20 * 1024;

test(`README.md is at most ${README_MAX_LINES} lines and ${README_MAX_BYTES / 1024} KB`, () => {
  const bytes = readFileSync(join(ROOT, 'README.md'));
  const lines = bytes.toString('utf8').split('\n').length - 1;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines: move the detail into a guide in docs/`);
  assert.ok(bytes.length <= README_MAX_BYTES, `README.md has ${bytes.length} bytes: move the detail into a guide in docs/`);
});

/** The relative link targets of a Markdown text, outside fenced code: [text](target "title"). */
function relativeLinks(markdown) {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [];
  for (const [, target] of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue; // a URL or an anchor here
    targets.push(decodeURIComponent(target.split('#')[0]));
  }
  return targets;
}

test('the link reader finds relative links and skips URLs, anchors and code', () => {
  const text = '[a](docs/a.md) ![b](docs/b.png "pic") [c](https://x.org/c.md) [d](#d) [e](e.md#part)\n```\n[f](f.md)\n```\n`[g](g.md)`';
  assert.deepEqual(relativeLinks(text), ['docs/a.md', 'docs/b.png', 'e.md']);
});

test('every relative link in README.md and docs/*.md points at a file that exists', () => {
  const pages = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`)];
  const broken = [];
  for (const page of pages) {
    for (const target of relativeLinks(read(page))) {
      const path = resolve(ROOT, dirname(page), target);
      if (!existsSync(path)) broken.push(`${page}: ${target} (${relative(ROOT, path)} does not exist)`);
    }
  }
  assert.deepEqual(broken, []);
});

test('the README links every guide in docs/', () => {
  const readme = read('README.md');
  const guides = readdirSync(join(ROOT, 'docs')).filter((n) => n.endsWith('.md'));
  for (const guide of ['playing.md', 'embedding.md', 'engine.md', 'architecture.md', 'testing.md', 'figures.md', 'rules.md']) {
    assert.ok(guides.includes(guide), `docs/${guide} exists`);
  }
  const unlinked = guides.filter((g) => !relativeLinks(readme).includes(`docs/${g}`));
  assert.deepEqual(unlinked, [], 'link these guides from README.md');
});

test('the architecture guide names every folder of the layer table', () => {
  // The table's keys, read from the layer test's own source: one fact, one place.
  const table = read('tests/unit/layers.test.mjs').match(/const ALLOWED = \{([\s\S]*?)\n\};/);
  assert.ok(table, 'tests/unit/layers.test.mjs has its ALLOWED table');
  const layers = [...table[1].matchAll(/^\s+([a-z]+):\s*\[/gm)].map(([, name]) => name);
  assert.ok(layers.length >= 10, `read ${layers.length} layers from the table`);
  const guide = read('docs/architecture.md');
  // A layer is a folder of www/, or for the two public entries a top-level file.
  const missing = layers.filter((layer) => !guide.includes(`\`www/${layer}/\``) && !guide.includes(`\`www/${layer}.js\``));
  assert.deepEqual(missing, [], 'name these layers in docs/architecture.md, one line each');
});

test("the engine guide gives every line of the loa command's help", () => {
  const source = read('src/protocol/mod.rs').match(/pub const HELP: &\[&str\] = &\[([\s\S]*?)\n\];/);
  assert.ok(source, 'src/protocol/mod.rs has its HELP list');
  const lines = [...source[1].matchAll(/^\s+"((?:[^"\\]|\\.)*)",/gm)].map(([, line]) => line.replace(/\\(.)/g, '$1'));
  assert.ok(lines.length >= 10, `read ${lines.length} help lines`);
  const guide = read('docs/engine.md');
  const missing = lines.filter((line) => !guide.includes(line));
  assert.deepEqual(missing, [], 'docs/engine.md gives the help text as `loa` prints it');
});

test("the README's embed is the embedding guide's, so the guide's snippet test runs it", () => {
  const embed = read('README.md').match(/```html\n([\s\S]*?)```/);
  assert.ok(embed, 'README.md has an html block: the embed');
  assert.ok(read('docs/embedding.md').includes(embed[1]), 'docs/embedding.md gives the same lines');
});
