// The layers of www/: every import in the pages' JavaScript (static, re-export, side-effect and
// dynamic) goes down the table below, never up or sideways, and no module imports itself back.
// Browser-free: it reads the sources as text. JSDoc type references (`import('…').Name` inside
// comments) are not imports: nothing loads them, and the types (www/types/) name every layer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WWW = join(ROOT, 'www');

// What each layer may import besides itself, and why. A layer lower down never needs one higher
// up; an import that would is a sign the code sits in the wrong folder.
const ALLOWED = {
  // JSDoc only, never loaded at run time (build.sh drops it from dist/).
  types: [],
  // Sentences and catalogues: the bottom, so the component, the element and every page can word
  // things the same way without pulling each other in.
  words: [],
  // The board behind mount() (www/board.js and www/component/): it words through words/ and
  // knows no page, no element and no site service, so any page or host can embed it.
  component: ['words'],
  // The public analysis panel (www/analysis.js): the index page's and any embedder's, words only.
  analysis: ['words'],
  // mount() (www/board.js), the public entry: the component for every board.
  board: ['words', 'component'],
  // The <loa-board> element wraps the public entry and its options.
  element: ['words', 'component', 'board'],
  // embed.html's page hosts one <loa-board>.
  embed: ['words', 'component', 'element'],
  // What every page shares (settings, storage, language, looks, offline): pages import it, so it
  // never imports a page, nor the component (a page hands it the board when it needs one).
  site: ['words'],
  // The three pages sit on top; none imports another page.
  page: ['words', 'component', 'board', 'analysis', 'site'],
  learn: ['words', 'component', 'board', 'site'],
  puzzles: ['words', 'component', 'board', 'site'],
};

/** The layer of a file under www/: its top folder, or for a top-level file the layer it opens. */
function layerOf(path) {
  const rel = relative(WWW, path).split(sep);
  if (rel.length > 1) return rel[0];
  return { 'board.js': 'board', 'analysis.js': 'analysis' }[rel[0]];
}

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.name.endsWith('.js')) out.push(path);
  }
  return out;
}

/**
 * The code without comments, each string or template literal replaced by `"#n"` with its text kept
 * in `strings[n]`: the patterns below then see only code (a sentence key like 'error.import' or a
 * commented-out import cannot pass for one).
 */
function tokens(text) {
  let code = '';
  const strings = [];
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      code += `"#${strings.length}"`;
      strings.push(text.slice(i + 1, j));
      i = j + 1;
    } else {
      code += c;
      i++;
    }
  }
  return { code, strings };
}

// `import … from '…'` and `export … from '…'`, `import '…'`, and `import('…')`; never `x.import(`.
const SPECIFIERS = [
  /(?<![\w$.])(?:import|export)\b[^;"]*?\bfrom\s*"#(\d+)"/g,
  /(?<![\w$.])import\s*"#(\d+)"/g,
  /(?<![\w$.])import\s*\(\s*"#(\d+)"\s*\)/g,
];

/** Every relative import of every www/ module, resolved: [{from, to, spec}], `to` absolute. */
async function imports() {
  const edges = [];
  for (const from of await filesUnder(WWW)) {
    const { code, strings } = tokens(await readFile(from, 'utf8'));
    const seen = new Set();
    for (const re of SPECIFIERS) {
      for (const [, n] of code.matchAll(re)) {
        const spec = strings[Number(n)];
        if (!spec.startsWith('.') || seen.has(spec)) continue;
        seen.add(spec);
        edges.push({ from, to: resolve(dirname(from), spec), spec });
      }
    }
  }
  return edges;
}

const name = (path) => relative(ROOT, path).split(sep).join('/');

test('the allowed layers form no cycle, so no two folders can import each other', () => {
  const state = {};
  const visit = (layer, trail) => {
    assert.notEqual(state[layer], 'open', `the table allows a cycle: ${[...trail, layer].join(' → ')}`);
    if (state[layer] === 'done') return;
    state[layer] = 'open';
    for (const below of ALLOWED[layer]) visit(below, [...trail, layer]);
    state[layer] = 'done';
  };
  for (const layer of Object.keys(ALLOWED)) visit(layer, []);
});

test('every file of www/ is in a declared layer, and every import goes down the layers', async () => {
  const unplaced = (await filesUnder(WWW)).filter((f) => !(layerOf(f) in ALLOWED)).map(name);
  assert.deepEqual(unplaced, [], 'put these files in a layer of ALLOWED (or a folder that is one)');
  const edges = await imports();
  assert.ok(edges.length > 50, `only ${edges.length} imports found: the parser has lost them`);
  const wrong = [];
  for (const { from, to, spec } of edges) {
    if (!to.startsWith(WWW + sep)) continue; // the wasm glue (pkg/) is below every layer
    const [a, b] = [layerOf(from), layerOf(to)];
    if (a !== b && !ALLOWED[a].includes(b)) wrong.push(`${name(from)} (${a}) imports '${spec}' (${b})`);
  }
  assert.deepEqual(wrong, [], 'imports against the layers: move the code, or change ALLOWED with a reason');
});

test('every import names a file that exists, and no module imports itself back', async () => {
  const edges = await imports();
  const missing = edges.filter(({ to }) => to.startsWith(WWW + sep) && !existsSync(to)).map((e) => `${name(e.from)}: '${e.spec}'`);
  assert.deepEqual(missing, []);
  const next = new Map();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map();
  const cycles = [];
  const visit = (file, trail) => {
    if (state.get(file) === 'open') return void cycles.push([...trail.slice(trail.indexOf(file)), file].map(name).join(' → '));
    if (state.get(file) === 'done') return;
    state.set(file, 'open');
    for (const to of next.get(file) ?? []) visit(to, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of next.keys()) visit(file, []);
  assert.deepEqual(cycles, []);
});
