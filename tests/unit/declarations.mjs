// Reads the hand-written declarations (types/board.d.ts, types/pkg/loa.d.ts) for the key and
// export checks: the interfaces with their fields, the type aliases, and the classes and
// functions a module exports. A small parser of the subset those files use (checked: a member it
// cannot read fails the test), since the type check's TypeScript 7 (a native binary) has no
// JavaScript compiler API. Shared by boundary-keys.test.mjs and pkg-exports.test.mjs.

import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The text of `path` (relative to the repository) without its comments. */
function source(path) {
  return readFileSync(resolve(ROOT, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '');
}

const OPEN = '{([<';
const CLOSE = '})]>';

/** The index just past the bracket that closes the one at `start`. */
function closing(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '=' && text[i + 1] === '>') {
      i += 1; // an arrow, not a closing angle bracket
    } else if (OPEN.includes(text[i])) depth += 1;
    else if (CLOSE.includes(text[i]) && --depth === 0) return i + 1;
  }
  throw new Error(`unbalanced brackets from: ${text.slice(start, start + 60)}`);
}

/** `text` split at `separator` where no bracket is open. */
export function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && text[i + 1] === '>') i += 1;
    else if (OPEN.includes(text[i])) depth += 1;
    else if (CLOSE.includes(text[i])) depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(from, i));
      from = i + separator.length;
    }
  }
  parts.push(text.slice(from));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The members of a `{ … }` body: `{key, optional, type}` for each property, in order. */
export function membersOf(body) {
  const members = [];
  for (const part of splitTop(body.replace(/,(?=\s*$)/, ''), ';').flatMap((p) => splitTop(p, ','))) {
    const m = /^(?:readonly\s+)?'?([\w-]+)'?(\?)?\s*:\s*([\s\S]+)$/.exec(part);
    if (m) members.push({ key: m[1], optional: Boolean(m[2]), type: m[3].trim() });
    else members.push({ key: null, text: part }); // a method or an index signature
  }
  return members;
}

/**
 * Every interface and type alias of the files: `interfaces` maps a name to
 * `{fields: Map<key, {optional, type}>, extends: string[]}` (types as text), `aliases` a name
 * to its type's text.
 */
export function declaredShapes(paths) {
  const interfaces = new Map();
  const aliases = new Map();
  for (const path of paths) {
    const text = source(path);
    for (const m of text.matchAll(/export\s+interface\s+(\w+)\s*(?:extends\s+([\w\s,]+?))?\s*\{/g)) {
      const open = m.index + m[0].length - 1;
      const body = text.slice(open + 1, closing(text, open) - 1);
      const fields = new Map();
      for (const member of membersOf(body)) {
        if (member.key === null && /^\w+\s*[(<]/.test(member.text)) continue; // a method: no data
        if (member.key === null) throw new Error(`${path}: interface ${m[1]} has a member this check cannot read: ${member.text}`);
        fields.set(member.key, { optional: member.optional, type: member.type });
      }
      interfaces.set(m[1], { fields, extends: m[2] ? m[2].split(',').map((s) => s.trim()) : [] });
    }
    for (const m of text.matchAll(/export\s+type\s+(\w+)\s*=\s*([^;]+);/g)) aliases.set(m[1], m[2].trim());
  }
  return { interfaces, aliases };
}

/**
 * The names of every member of interface `name` in `path`, fields and methods alike: what an
 * object of that type offers (for a comparison with an object's keys at run time).
 */
export function interfaceMembers(path, name) {
  const text = source(path);
  const m = new RegExp(`export\\s+interface\\s+${name}\\s*(?:extends\\s+[\\w\\s,]+?)?\\s*\\{`).exec(text);
  if (!m) throw new Error(`${path} declares no interface ${name}`);
  const open = m.index + m[0].length - 1;
  const names = new Set();
  for (const member of membersOf(text.slice(open + 1, closing(text, open) - 1))) {
    const method = member.key === null ? /^(?:readonly\s+)?(\w+)\s*[(<]/.exec(member.text) : null;
    if (member.key === null && !method) throw new Error(`${path}: interface ${name} has a member this check cannot read: ${member.text}`);
    names.add(member.key ?? method[1]);
  }
  return names;
}

/**
 * What a module declares as exported: `{functions: Set, constants: Set, classes: Map<name, Set<member>>}`, a
 * class's members being its methods and properties (`static name` for static ones), and
 * `constructor` when it declares one. `default` names the default export.
 */
export function declaredExports(path) {
  const text = source(path);
  const functions = new Set();
  for (const m of text.matchAll(/export\s+(default\s+)?function\s+(\w+)/g)) functions.add(m[1] ? 'default' : m[2]);
  const constants = new Set([...text.matchAll(/export\s+const\s+(\w+)/g)].map((m) => m[1]));
  const classes = new Map();
  for (const m of text.matchAll(/export\s+class\s+(\w+)\s*(?:extends\s+\w+\s*)?\{/g)) {
    const open = m.index + m[0].length - 1;
    const body = text.slice(open + 1, closing(text, open) - 1);
    const members = new Set();
    for (const part of splitTop(body, ';')) {
      // `[Symbol.dispose]()` (wasm-bindgen's, for `using`) and a private constructor are no API.
      if (part.startsWith('[') || part.startsWith('private ')) continue;
      const member = /^(static\s+)?(?:readonly\s+)?(?:[gs]et\s+(?=\w))?(\w+)/.exec(part);
      if (!member) throw new Error(`${path}: class ${m[1]} has a member this check cannot read: ${part}`);
      members.add(member[1] ? `static ${member[2]}` : member[2]);
    }
    classes.set(m[1], members);
  }
  // `export { Name } from './other.js'`: the declaration another module makes, taken as it is.
  for (const m of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const other = declaredExports(join(dirname(path), m[2].replace(/\.js$/, '.d.ts')));
    for (const name of m[1].split(',').map((n) => n.trim()).filter(Boolean)) {
      if (other.classes.has(name)) classes.set(name, other.classes.get(name));
      else if (other.functions.has(name)) functions.add(name);
      else if (other.constants.has(name)) constants.add(name);
      else throw new Error(`${path}: ${name} is re-exported from ${m[2]}, which does not declare it`);
    }
  }
  return { functions, constants, classes };
}

/** dist/pkg, or a failure that says how to make it. */
export function builtPkg() {
  const pkg = join(ROOT, 'dist', 'pkg');
  if (!existsSync(join(pkg, 'loa.js'))) {
    throw new Error('dist/pkg/loa.js is missing: run ./build.sh first (./build.sh test runs these checks after the build)');
  }
  return pkg;
}
