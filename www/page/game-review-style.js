// The whole-game analysis panel's look (game-review.js), loaded with it.

/**
 * The panel's look, adopted by the document when the module loads: it is not in page.css so that
 * the first page load does not carry it. The marks' colours hold in light and dark (light-dark()).
 */
import { adoptRules } from './adopt-rules.js';

const STYLE = `
#game-review { display: flex; flex-direction: column; gap: 0.45rem; }
.gr-body { display: flex; flex-direction: column; gap: 0.45rem; }
.gr-body p { margin: 0; }
.gr-progress { display: flex; align-items: center; gap: 0.6rem; }
.gr-progress[hidden], .gr-graph[hidden], .gr-verdict[hidden] { display: none; }
.gr-bar { flex: 1; height: 0.8rem; accent-color: var(--accent); }
.gr-graph { display: block; width: 100%; height: 7.5rem; border-radius: 8px; cursor: pointer; touch-action: manipulation; }
.gr-graph .rg-back { fill: var(--loa-white, #f4f0e6); }
.gr-graph .rg-area { fill: var(--loa-black, #151515); opacity: 0.85; }
.gr-graph .rg-line { fill: none; stroke: var(--accent); stroke-width: 1.5px; }
.gr-graph .rg-mid { stroke: var(--muted); stroke-width: 1px; stroke-dasharray: 4 3; }
.gr-graph .rg-shown { stroke: var(--ring); stroke-width: 2px; }
.gr-graph .rg-dot { stroke-width: 4px; stroke-linecap: round; }
.rg-inaccuracy, .gr-mark.gr-inaccuracy::before { stroke: #4aa3df; background: #4aa3df; }
.rg-mistake, .gr-mark.gr-mistake::before { stroke: #e69f00; background: #e69f00; }
.rg-blunder, .gr-mark.gr-blunder::before { stroke: #e5484d; background: #e5484d; }
.gr-legend[hidden] { display: none; }
.gr-swatch { display: inline-block; vertical-align: -0.12em; width: 0.9rem; height: 0.9rem; border-radius: 3px; background: var(--loa-black, #151515); opacity: 0.85; border: 1px solid var(--muted); }
.move-mark { font-weight: 700; margin-left: 0.1rem; }
.move-mark.gr-inaccuracy { color: light-dark(#1f6fa3, #7cc4f4); }
.move-mark.gr-mistake { color: light-dark(#8a5a00, #f5c04a); }
.move-mark.gr-blunder { color: light-dark(#b3261e, #ff8a80); }
#verdict-slot:empty { display: none; }
.gr-verdict { font-size: 0.92rem; padding: 0.35rem 0.55rem; border-radius: 8px; background: var(--tint); }
.gr-verdict.gr-mistake, .gr-verdict.gr-blunder { border-left: 4px solid #e5484d; }
.gr-verdict.gr-mistake { border-left-color: #e69f00; }
.gr-verdict.gr-inaccuracy { border-left: 4px solid #4aa3df; }
.gr-marks { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.3rem; }
.gr-mark { display: inline-flex; align-items: center; gap: 0.35rem; font-size: 0.85rem; padding: 0.25rem 0.55rem; min-height: 2rem; }
.gr-mark::before { content: ''; width: 0.6rem; height: 0.6rem; border-radius: 50%; }
.gr-mark[aria-current='true'] { outline: 2px solid var(--ring); }
`;

/** Adds the panel's look to the document, once. */
export const adoptStyle = () => adoptRules(STYLE);
