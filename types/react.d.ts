// `lines-of-action-board/react`: the element (the same module as the package's main entry) and
// `<loa-board>` in React's JSX, with React's own props (className, style, ref…) beside the
// element's. One import in the app both defines the element and types it:
//
//   import 'lines-of-action-board/react';
//   <loa-board level={3} lang="it" onmove={(e) => console.log(e.detail.move.text)} />

import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { LoaBoardElement, LoaBoardProps } from './loa-board.js';

export * from './loa-board.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'loa-board': Omit<DetailedHTMLProps<HTMLAttributes<LoaBoardElement>, LoaBoardElement>, keyof LoaBoardProps> & LoaBoardProps;
    }
  }
}
