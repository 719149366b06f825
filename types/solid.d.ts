// `lines-of-action-board/solid`: the element (the same module as the package's main entry) and
// `<loa-board>` in Solid's JSX, with Solid's own props beside the element's.
//
//   import 'lines-of-action-board/solid';
//   <loa-board level={3} lang="it" onmove={(e) => console.log(e.detail.move.text)} />

import type { JSX } from 'solid-js';
import type { LoaBoardElement, LoaBoardProps } from './loa-board.js';

export * from './loa-board.js';

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'loa-board': Omit<JSX.HTMLAttributes<LoaBoardElement>, keyof LoaBoardProps> & LoaBoardProps;
    }
  }
}
