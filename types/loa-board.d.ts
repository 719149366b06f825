// Types of `lines-of-action-board/loa-board.js`: the <loa-board> custom element.
// Importing the module defines the element (once per page).

import type {
  BoardEvents, BoardWords, Colour, Config, GamePosition, Analysis, Move, Mode, State, Variant, Square,
} from './board.js';

export type {
  BoardApi, BoardEvents, BoardWords, Config, GamePosition, Analysis, Move, State, Variant, Mode, Colour, Square, Side, Outcome,
  PlayedMove, Result, RecordNotes, VariationView, CollectionGame, SearchAnswer, Catalogue,
} from './board.js';
export { mount, VARIANTS, MODES, DEFAULTS, registerCatalogue, loadCatalogue } from './board.js';

/** The element's events: the api's events as CustomEvents, payload in `detail`; all bubble and are
 *  composed but `error`, which stays on the element (as an img's does) and so never reaches `window`. */
export type LoaBoardEventMap = { [K in keyof BoardEvents]: CustomEvent<BoardEvents[K]> };

/** The api's event names, in the order the element lists them. */
export const EVENTS: readonly (keyof BoardEvents)[];

/**
 * `<loa-board>`. Attributes are kebab-case, properties camelCase: variant, mode, side, level,
 * move-time, hint-time, rules ('mover-wins' | 'draw'), repetition, move-limit, reversed, position, moves,
 * record, orientation, coordinates, animation (ms), seed, watch-delay, lang (property `locale`),
 * controls. Setting a
 * property sets its attribute; a value the attribute would not accept changes nothing and is
 * reported as an `error` event and on the board (it does not throw).
 * ::part() names: container, board, frame, bar, stage, canvas, controls, status, buttons,
 * button (and new-game, undo, redo, hint, flip), settings, select (and variant, mode, level).
 */
export class LoaBoardElement extends HTMLElement {
  variant: Variant;
  mode: Mode;
  /** Your side against the computer (config `human`). */
  side: 'black' | 'white';
  level: number;
  moveTime: number;
  hintTime: number;
  /** Rule option: one move connecting both sides → the mover wins, or a draw. */
  rules: 'mover-wins' | 'draw';
  repetition: boolean;
  moveLimit: number | null;
  /** Rule option: start from the variant's reversed start (the sides' colours swapped). */
  reversed: boolean;
  position: string | null;
  /** Moves to replay on a new game; set as an array or as text separated by spaces or commas. */
  get moves(): readonly string[];
  set moves(value: readonly string[] | string);
  record: string | null;
  orientation: 'black' | 'white' | null;
  coordinates: boolean;
  /** Move animation in ms; under 70 is off. */
  animation: number;
  seed: number | null;
  watchDelay: number;
  /** The board's language, from the `lang` attribute: 'en', 'it', 'de' or a registered locale. */
  locale: string;
  controls: 'none' | 'minimal' | 'full';

  /** Resolves with the element once the core has loaded and the first game is set up. */
  readonly ready: Promise<LoaBoardElement>;
  play(move: string): { ok: true } | { ok: false; reason: string };
  undo(): boolean;
  redo(): boolean;
  flip(): void;
  newGame(): void;
  hint(): Promise<Move>;
  /** Changes the configuration like mount()'s api.set(); the attributes keep their values. */
  set(partial?: Partial<Config> | Partial<GamePosition> | null): void;
  getPosition(): GamePosition | null;
  state(): State | null;
  config(): Config | null;
  isThinking(): boolean;
  /** Whether it is the computer's turn. */
  computerToMove(): boolean;
  /** The board's words, in its language (before the board is on the page: its `lang`'s). */
  words(): BoardWords;
  analysis(): Analysis | null;
  squareCenter(square: Square): { x: number; y: number } | null;

  addEventListener<K extends keyof LoaBoardEventMap>(
    type: K,
    listener: (this: LoaBoardElement, event: LoaBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof LoaBoardEventMap>(
    type: K,
    listener: (this: LoaBoardElement, event: LoaBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'loa-board': LoaBoardElement;
  }
}

/** A level of the computer, 1 (weakest) to 6. */
export type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * `<loa-board>`'s attributes and properties as JSX props, for React, Preact and Solid (their own
 * `IntrinsicElements` entries: `lines-of-action-board/react`, `/preact`, `/solid`). Frameworks that
 * set properties (React 19, Preact, Solid) take the camelCase names; kebab-case attributes take
 * text. Events are `on` + the event's name in lowercase (`onmove`, `ongameover`, `onerror`…),
 * as React 19 and Preact attach them to a custom element.
 */
export interface LoaBoardProps {
  variant?: Variant;
  mode?: Mode;
  side?: 'black' | 'white';
  level?: Level | `${Level}`;
  moveTime?: number;
  'move-time'?: number | `${number}`;
  hintTime?: number;
  'hint-time'?: number | `${number}`;
  rules?: 'mover-wins' | 'draw';
  repetition?: boolean | 'true' | 'false';
  moveLimit?: number | null;
  'move-limit'?: number | `${number}` | 'none';
  reversed?: boolean | 'true' | 'false';
  position?: string | null;
  moves?: readonly string[] | string;
  record?: string | null;
  orientation?: 'black' | 'white' | null;
  coordinates?: boolean | 'true' | 'false';
  animation?: number | `${number}`;
  seed?: number | `${number}` | null;
  watchDelay?: number;
  'watch-delay'?: number | `${number}`;
  /** The board's language: 'en', 'it', 'de' or a registered locale (property `locale`). */
  lang?: string;
  locale?: string;
  controls?: 'none' | 'minimal' | 'full';
  onready?: (event: LoaBoardEventMap['ready']) => void;
  onchange?: (event: LoaBoardEventMap['change']) => void;
  onmove?: (event: LoaBoardEventMap['move']) => void;
  ongameover?: (event: LoaBoardEventMap['gameover']) => void;
  onillegal?: (event: LoaBoardEventMap['illegal']) => void;
  onthinking?: (event: LoaBoardEventMap['thinking']) => void;
  onhint?: (event: LoaBoardEventMap['hint']) => void;
  onanalysis?: (event: LoaBoardEventMap['analysis']) => void;
  onrestart?: (event: LoaBoardEventMap['restart']) => void;
  onerror?: (event: LoaBoardEventMap['error']) => void;
  onreview?: (event: LoaBoardEventMap['review']) => void;
  onwatch?: (event: LoaBoardEventMap['watch']) => void;
}
