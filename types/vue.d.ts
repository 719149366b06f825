// Written by tools/framework_types.mjs from the element's table (tools/element_table.mjs): do not edit.
// <loa-board> in Vue 3 templates: its props and its events (`@move`, `@gameover`…) typed for
// vue-tsc. Tell Vue it is a custom element (`compilerOptions.isCustomElement`), then:
//
//   import 'lines-of-action-board/vue';
//   <loa-board :level="3" lang="it" @move="(e) => console.log(e.detail.move.text)" />

import type { EmitFn, PublicProps } from 'vue';
import type { LoaBoardElement, LoaBoardEventMap, Variant, Mode } from './loa-board.js';

export * from './loa-board.js';

/** <loa-board>'s props in a Vue template: properties, attributes and event listeners. */
export interface LoaBoardVueProps {
  /** standard, scrambled-eggs, parachute, ambiloa, standard-6x6, standard-7x7 or gemma; or a wide board, loaded on demand: black-hole (9×9), standard-12x12, hex-5 or hex-6 (these take mode, side, level, rules, moves and lang). */
  variant?: Variant;
  /** computer, friend (two players) or watch (computer against computer). */
  mode?: Mode;
  /** Your side against the computer. */
  side?: 'black' | 'white';
  /** The computer’s level, 1 to 6. */
  level?: 1 | 2 | 3 | 4 | 5 | 6 | `${1 | 2 | 3 | 4 | 5 | 6}`;
  /** Level 6’s time per move, in ms. */
  moveTime?: number | `${number}`;
  'move-time'?: number | `${number}`;
  /** The time for a hint, in ms. */
  hintTime?: number | `${number}`;
  'hint-time'?: number | `${number}`;
  /** One move connecting both sides: the mover wins, or a draw. */
  rules?: 'mover-wins' | 'draw';
  /** Whether a position repeated three times draws. */
  repetition?: boolean | 'true' | 'false' | '';
  /** Turns before a draw, or none. */
  moveLimit?: number | null | `${number}`;
  'move-limit'?: number | null | `${number}`;
  /** The reversed start: the sides’ colours of the start swapped. */
  reversed?: boolean | 'true' | 'false' | '';
  /** A position string to start from. */
  position?: string | null;
  /** Moves to replay, separated by spaces or commas. */
  moves?: readonly string[] | string;
  /** A game record to load. */
  record?: string | null;
  /** The side at the bottom; none follows `side`. */
  orientation?: 'black' | 'white' | null;
  /** Whether coordinates are drawn. */
  coordinates?: boolean | 'true' | 'false' | '';
  /** The move animation in ms; under 70 is off. */
  animation?: number | `${number}`;
  /** The computer’s seed; none: a new one every game. */
  seed?: number | null | `${number}`;
  /** The pause before each move in watch mode, in ms. */
  watchDelay?: number | `${number}`;
  'watch-delay'?: number | `${number}`;
  /** The board’s language: en, it, de or a registered locale (it-CH reads as it). */
  locale?: string;
  'lang'?: string;
  /** none (the board alone), minimal (status, New game, Undo, Hint, Flip) or full. */
  controls?: 'none' | 'minimal' | 'full';
  /** The core has loaded and the first game is set up. */
  onReady?: (event: LoaBoardEventMap['ready']) => void;
  /** The game or the configuration changed. */
  onChange?: (event: LoaBoardEventMap['change']) => void;
  /** A move was played: detail {move, by: player | computer, state}. */
  onMove?: (event: LoaBoardEventMap['move']) => void;
  /** The game ended: detail {outcome, state}. */
  onGameover?: (event: LoaBoardEventMap['gameover']) => void;
  /** A move was refused: detail {from, to, reason}. */
  onIllegal?: (event: LoaBoardEventMap['illegal']) => void;
  /** The computer started or stopped thinking. */
  onThinking?: (event: LoaBoardEventMap['thinking']) => void;
  /** A hint was found: detail {move}. */
  onHint?: (event: LoaBoardEventMap['hint']) => void;
  /** A search report: detail {analysis}. */
  onAnalysis?: (event: LoaBoardEventMap['analysis']) => void;
  /** The computer’s worker stopped and is being restarted. */
  onRestart?: (event: LoaBoardEventMap['restart']) => void;
  /** Something could not be done (a bad attribute or property value, files that could not load): detail {message}. */
  onError?: (event: LoaBoardEventMap['error']) => void;
  /** The ply shown read-only changed: detail {ply (null: the game as it stands), state}. */
  onReview?: (event: LoaBoardEventMap['review']) => void;
  /** Watch mode was paused or resumed: detail {paused}. */
  onWatch?: (event: LoaBoardEventMap['watch']) => void;
}

/** The element as a Vue component type: its props, and `$emit` of its events. */
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
