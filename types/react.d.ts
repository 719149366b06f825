// `lines-of-action-board/react` (package/react.js): <LoaBoard>, whose event props work in React
// 18, 19 and after Next.js hydration (it attaches the listeners itself), `useLoaBoardEvents` for
// a <loa-board> of your own, and `<loa-board>` in React's JSX, with React's own props
// (className, style, ref…) beside the element's. One import both defines the element and types it:
//
//   import { LoaBoard } from 'lines-of-action-board/react';
//   <LoaBoard level={3} lang="it" onMove={(e) => console.log(e.detail.move.text)} />

import type { DetailedHTMLProps, ForwardRefExoticComponent, HTMLAttributes, RefAttributes, RefObject } from 'react';
import type { LoaBoardElement, LoaBoardEventMap, LoaBoardProps } from './loa-board.js';

export * from './loa-board.js';

/** The element's events as React handler props: `on` + the event's name with a capital. */
export type LoaBoardHandlers = {
  [K in keyof LoaBoardEventMap as `on${Capitalize<K>}`]?: (event: LoaBoardEventMap[K]) => void;
};

/** <LoaBoard>'s props: the element's attributes and properties, React's own, and the handlers. */
export type LoaBoardReactProps = Omit<HTMLAttributes<LoaBoardElement>, keyof LoaBoardHandlers | keyof LoaBoardProps> &
  Omit<LoaBoardProps, `on${string}`> &
  LoaBoardHandlers;

/** <loa-board> with its events as props, attached after mount and hydration; the ref is the element. */
export const LoaBoard: ForwardRefExoticComponent<LoaBoardReactProps & RefAttributes<LoaBoardElement>>;

/** Attaches `handlers` to the <loa-board> in `ref` once it is on the page; the latest ones are called. */
export function useLoaBoardEvents(ref: RefObject<LoaBoardElement | null>, handlers: LoaBoardHandlers): void;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'loa-board': Omit<DetailedHTMLProps<HTMLAttributes<LoaBoardElement>, LoaBoardElement>, keyof LoaBoardProps> & LoaBoardProps;
    }
  }
}
