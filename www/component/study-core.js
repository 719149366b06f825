// The study build's wasm (the game's core plus the puzzle judge and the lessons, build.sh), for
// the puzzles page and the rules tour. Its own module with its own literal address, so that the
// element's and mount()'s module graph never names it and bundlers do not emit it for embedders.

import { useCore } from './wasm-module.js';

/** Makes this page compile the study wasm: call before the first board is mounted. */
export function useStudyCore() {
  useCore(new URL('../../pkg/loa_study_bg.wasm', import.meta.url));
}
