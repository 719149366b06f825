// Writes <loa-board>'s typings for Vue 3 (vue.d.ts) and Svelte 5 (svelte.d.ts) from the element's
// table (tools/element_table.mjs), the one the Custom Elements Manifest is written from: a wrong
// prop or an unknown event is a type error in `vue-tsc` and `svelte-check`, and each event handler
// receives its CustomEvent with the detail types/board.d.ts declares.
//
//   node tools/framework_types.mjs DIR        (writes both into DIR: build.sh, into dist/)
//
// They are written at build time, never kept in the repository, so they cannot drift from the
// table; tests/frameworks/typed-templates.test.mjs checks them with vue-tsc and svelte-check.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EVENTS } from '../www/element/element.js';
import { options, EVENT_DOCS } from './element_table.mjs';

const NOTICE = '// Written by tools/framework_types.mjs from the element\'s table (tools/element_table.mjs): do not edit.';

/** The type an attribute's text may have beside the property's own: '500' for 500, 'true' for true. */
function withText(type) {
  const parts = [type];
  if (/\bnumber\b/.test(type)) parts.push('`${number}`');
  if (/^1 \| 2/.test(type)) parts.push(`\`\${${type}}\``);
  if (/\bboolean\b/.test(type)) parts.push("'true' | 'false' | ''");
  return parts.join(' | ');
}

/** `/** text *\/` on its own line, indented. */
const doc = (text, indent = '  ') => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */`;

/** 'gameover' → 'onGameover', the prop Vue binds `@gameover` to. */
const vueHandler = (name) => `on${name[0].toUpperCase()}${name.slice(1)}`;

/** The properties, by their camelCase names, and the attributes whose names differ (kebab-case, `lang`). */
function props(indent) {
  const lines = [];
  for (const o of options) {
    lines.push(doc(o.description, indent), `${indent}${o.prop}?: ${withText(o.type)};`);
    if (o.attr !== o.prop) lines.push(`${indent}'${o.attr}'?: ${withText(o.type)};`);
  }
  return lines.join('\n');
}

/** Every event's handler prop, `name(event)` with the event's detail. */
function handlers(indent, nameOf) {
  return EVENTS.map((e) => `${doc(EVENT_DOCS[e], indent)}\n${indent}${nameOf(e)}?: (event: LoaBoardEventMap['${e}']) => void;`).join('\n');
}

/** vue.d.ts. */
export function vueTypes() {
  return `${NOTICE}
// <loa-board> in Vue 3 templates: its props and its events (\`@move\`, \`@gameover\`…) typed for
// vue-tsc. Tell Vue it is a custom element (\`compilerOptions.isCustomElement\`), then:
//
//   import 'lines-of-action-board/vue';
//   <loa-board :level="3" lang="it" @move="(e) => console.log(e.detail.move.text)" />

import type { EmitFn, PublicProps } from 'vue';
import type { LoaBoardElement, LoaBoardEventMap, Variant, Mode } from './loa-board.js';

export * from './loa-board.js';

/** <loa-board>'s props in a Vue template: properties, attributes and event listeners. */
export interface LoaBoardVueProps {
${props('  ')}
${handlers('  ', vueHandler)}
}

/** The element as a Vue component type: its props, and \`$emit\` of its events. */
export type LoaBoardVueComponent = new () => LoaBoardElement & {
  $props: LoaBoardVueProps & PublicProps;
  $emit: EmitFn<{ [K in keyof LoaBoardEventMap]: (event: LoaBoardEventMap[K]) => void }>;
};

declare module 'vue' {
  interface GlobalComponents {
    'loa-board': LoaBoardVueComponent;
  }
  interface IntrinsicElementAttributes {
    'loa-board': LoaBoardVueProps;
  }
}
`;
}

/** svelte.d.ts. */
export function svelteTypes() {
  return `${NOTICE}
// <loa-board> in Svelte 5 markup: its props and its events (\`onmove\`, \`ongameover\`…, which
// Svelte attaches as listeners) typed for svelte-check.
//
//   import 'lines-of-action-board/svelte';
//   <loa-board level={3} lang="it" onmove={(e) => console.log(e.detail.move.text)}></loa-board>

import type { HTMLAttributes } from 'svelte/elements';
import type { LoaBoardElement, LoaBoardEventMap, Variant, Mode } from './loa-board.js';

export * from './loa-board.js';

/** <loa-board>'s own props in Svelte markup: properties, attributes and event listeners. */
export interface LoaBoardSvelteProps {
${props('  ')}
${handlers('  ', (e) => `on${e}`)}
}

/** What <loa-board> takes in Svelte: its own props, and an HTML element's (class, style, id…). */
export type LoaBoardSvelteAttributes = Omit<HTMLAttributes<LoaBoardElement>, keyof LoaBoardSvelteProps> & LoaBoardSvelteProps;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'loa-board': LoaBoardSvelteAttributes;
  }
}

declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
      'loa-board': LoaBoardSvelteAttributes;
    }
  }
}
`;
}

/** Each file's name and its text. */
export const FILES = { 'vue.d.ts': vueTypes, 'svelte.d.ts': svelteTypes };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node tools/framework_types.mjs DIR');
  for (const [name, make] of Object.entries(FILES)) await writeFile(join(dir, name), make());
}
