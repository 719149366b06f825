// `lines-of-action-board/react`: <LoaBoard>, the element for React 18, 19 and Next.js. React 18
// does not attach a custom element's event props at all, and after a server render (Next.js)
// React 19's `onmove` props are not attached on hydration either; a ref and an effect always
// work, so this component attaches the element's listeners itself once it is on the page:
//
//   import { LoaBoard } from 'lines-of-action-board/react';
//   <LoaBoard level={3} lang="it" onMove={(e) => console.log(e.detail.move.text)} />
//
// Handlers are `on` + the event's name with a capital (onReady, onMove, onGameover, onError…);
// every other prop goes to <loa-board> as it is. `useLoaBoardEvents(ref, handlers)` does the same
// for a <loa-board> of your own. Importing this module defines the element (not on the server).

import { createElement, forwardRef, useEffect, useRef } from 'react';
import { EVENTS } from './loa-board.js';

export * from './loa-board.js';

/** 'gameover' → 'onGameover'. @param {string} name */
const handlerName = (name) => `on${name[0].toUpperCase()}${name.slice(1)}`;

/** The element's events by their handler's name. */
const EVENT_BY_HANDLER = new Map(EVENTS.map((name) => [handlerName(name), name]));

/**
 * Attaches `handlers` ({onMove, onReady, …}) to the <loa-board> in `ref` once it is mounted (or
 * hydrated), and detaches them when it goes. The latest handlers are called: passing new
 * functions on every render attaches nothing again.
 * @param {{current: EventTarget | null}} ref
 * @param {Record<string, ((event: Event) => void) | undefined>} handlers
 */
export function useLoaBoardEvents(ref, handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const attached = [...EVENT_BY_HANDLER].map(([handler, name]) => {
      /** @param {Event} event */
      const listener = (event) => latest.current[handler]?.(event);
      element.addEventListener(name, listener);
      return () => element.removeEventListener(name, listener);
    });
    return () => attached.forEach((detach) => detach());
  }, [ref]);
}

/** <loa-board> with its events as React props; the ref is the element. */
export const LoaBoard = forwardRef(function LoaBoard(props, forwarded) {
  /** @type {{current: HTMLElement | null}} */
  const ref = useRef(null);
  /** @type {Record<string, unknown>} */
  const rest = {};
  /** @type {Record<string, ((event: Event) => void) | undefined>} */
  const handlers = {};
  for (const [key, value] of Object.entries(props)) {
    if (EVENT_BY_HANDLER.has(key)) handlers[key] = /** @type {(event: Event) => void} */ (value);
    else rest[key] = value;
  }
  useLoaBoardEvents(ref, handlers);
  /** @param {HTMLElement | null} element */
  const setRef = (element) => {
    ref.current = element;
    if (typeof forwarded === 'function') forwarded(element);
    else if (forwarded) forwarded.current = element;
  };
  return createElement('loa-board', { ...rest, ref: setRef });
});
