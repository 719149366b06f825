// `lines-of-action-board/preact`: the element (the same module as the package's main entry) and
// `<loa-board>` in Preact's JSX, with Preact's own props beside the element's.
//
//   import 'lines-of-action-board/preact';
//   <loa-board level={3} lang="it" onmove={(e) => console.log(e.detail.move.text)} />

import type { HTMLAttributes } from 'preact';
import type { LoaBoardElement, LoaBoardProps } from './loa-board.js';

export * from './loa-board.js';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'loa-board': Omit<HTMLAttributes<LoaBoardElement>, keyof LoaBoardProps> & LoaBoardProps;
    }
  }
}
