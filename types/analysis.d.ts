// Types of `lines-of-action-board/analysis` (www/analysis.js): the index page's analysis panel,
// for embedders who show what the engine thinks beside a board.
//
//   const panel = createAnalysisPanel(document.querySelector('#analysis'), board.words());
//   board.on('analysis', ({ analysis }) => panel.update(analysis, board.state()));

import type { Analysis, BoardWords, State } from './board.js';

export interface AnalysisPanel {
  /** The element the panel was made in. */
  readonly element: HTMLElement;
  /** Shows a board's search report (or null) for a game in `state`; a finished game shows its result. */
  update(analysis: Analysis | null | undefined, state: State | null | undefined): void;
}

/** Wires the analysis panel inside `host` (an empty element); English unless given a board's words. */
export function createAnalysisPanel(host: HTMLElement, words?: BoardWords): AnalysisPanel;

/** A report seen from the side Black names (Black, or East–West in AmbiLOA), in `words`' language. */
export interface Evaluation {
  first: string;
  second: string;
  leader: 'first' | 'second' | 'even';
  /** '+0.35', '−1,28' (the language's decimal mark), '+M3'. */
  score: string;
  verdict: string;
  /** Pieces, clamped to ±10. */
  meter: number;
  /** The bar's share for the first side, 0 to 1. */
  fraction: number;
}

export function evaluate(analysis: Analysis, state: State, words?: BoardWords): Evaluation;
