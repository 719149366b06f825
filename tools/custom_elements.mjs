// Writes the Custom Elements Manifest (schema 2.1) of <loa-board>, the package's
// custom-elements.json, which editors, Storybook and framework tooling read for the element's
// attributes, properties, events, methods, parts and CSS properties.
//
//   node tools/custom_elements.mjs OUT.json
//
// The attributes and properties come from the element's own table (www/element/options.js) and
// its events from EVENTS, so the manifest cannot drift from the code; each needs a description
// in tools/element_table.mjs, and a new one without it fails the build. The Vue and Svelte
// typings are written from the same table (tools/framework_types.mjs).

import { writeFile } from 'node:fs/promises';
import { EVENTS } from '../www/element/element.js';
import { options, EVENT_DOCS, METHODS, PARTS, CSS_PROPERTIES } from './element_table.mjs';

const manifest = {
  schemaVersion: '2.1.0',
  readme: 'README.md',
  modules: [
    {
      kind: 'javascript-module',
      path: 'loa-board.js',
      declarations: [
        {
          kind: 'class',
          name: 'LoaBoardElement',
          tagName: 'loa-board',
          customElement: true,
          description: 'Lines of Action: the board, the rules and the computer player (WebAssembly, in a worker). A bad attribute or property value changes nothing and fires `error`.',
          superclass: { name: 'HTMLElement' },
          attributes: options.map((o) => ({ name: o.attr, fieldName: o.prop, type: { text: o.type }, description: o.description, default: o.default })),
          members: [
            ...options.map((o) => ({ kind: 'field', name: o.prop, attribute: o.attr, type: { text: o.type }, description: o.description, default: o.default })),
            { kind: 'field', name: 'ready', readonly: true, type: { text: 'Promise<LoaBoardElement>' }, description: 'Resolves with the element once the core has loaded and the first game is set up.' },
            ...Object.entries(METHODS).map(([name, description]) => ({ kind: 'method', name, description })),
          ],
          events: EVENTS.map((name) => ({ name, type: { text: 'CustomEvent' }, description: EVENT_DOCS[name] })),
          cssParts: PARTS.map((name) => ({ name })),
          cssProperties: CSS_PROPERTIES.map((name) => ({ name })),
        },
      ],
      exports: [
        { kind: 'js', name: 'LoaBoardElement', declaration: { name: 'LoaBoardElement', module: 'loa-board.js' } },
        { kind: 'custom-element-definition', name: 'loa-board', declaration: { name: 'LoaBoardElement', module: 'loa-board.js' } },
      ],
    },
  ],
};
await writeFile(process.argv[2], `${JSON.stringify(manifest, null, 2)}\n`);
