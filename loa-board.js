// The drop-in embed: one module that defines <loa-board>. On any page of any origin:
//
//   <script type="module" src="https://YOU.github.io/loa/loa-board.js"></script>
//   <loa-board variant="parachute" mode="computer" level="4"></loa-board>
//
// Everything else (www/, pkg/) is found next to this file through import.meta.url.

import { defineLoaBoard } from './www/element/element.js';

export { LoaBoardElement, EVENTS } from './www/element/element.js';
export { mount, VARIANTS, MODES, DEFAULTS, registerCatalogue, loadCatalogue } from './www/board.js';

// Where custom elements exist (not in Node, nor during server-side rendering, where importing
// this module defines nothing and throws nothing).
defineLoaBoard();
