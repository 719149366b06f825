// The interface of www/engine.js (owned by the worker/offline work, not yet annotated), declared
// so that its callers are type-checked. tsconfig.json excludes engine.js itself; when it gains
// JSDoc types, delete this file and that exclusion.

import type { SearchResult, Analysis } from './types.js';

export const testHooks: {
  stallMs: number;
  trapNext: number;
  liveWorkers(): number;
  engines(): number;
  killWorkers(): Promise<void>;
};

export class Engine {
  constructor(hooks?: { onState?: (state: 'loading' | 'idle' | 'thinking' | 'failed') => void; onRestart?: (message: string) => void });
  /** Rejects with `err.cancelled` when cancelled, or when the computer player failed. */
  search(
    request: { start: string; moves: number[]; limits: object },
    options?: { onInfo?: (info: Omit<Analysis, 'purpose' | 'ply'>) => void },
  ): Promise<SearchResult>;
  newGame(): void;
  cancel(): void;
  destroy(): void;
}
