// The rules of the games list and of the link bar, added to the page when either is first shown:
// the page's first load (page.css) does not carry them. A constructed sheet, which the page's
// Content-Security-Policy (style-src 'self') allows, and which the one-file edition needs no
// file for.

import { adoptRules } from './adopt-rules.js';

const RULES = `
.link-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.6rem; }
.link-bar[hidden] { display: none; }
.link-say { margin: 0; flex: 1 1 12rem; }
.link-note { margin: 0; flex: 1 1 100%; color: var(--muted); font-size: 0.9rem; }
.link-note:empty { display: none; }
.link-names { flex: 1 1 100%; display: flex; flex-wrap: wrap; gap: 0.3rem 0.6rem; }
.link-names label { flex: 1 1 11rem; min-width: 0; display: flex; flex-direction: column; justify-content: space-between; gap: 0.15rem; font-size: 0.9rem; color: var(--muted); }
.link-names input { font: inherit; color: var(--text); min-height: var(--target); padding: 0.2rem 0.5rem; }
.link-address { flex: 1 1 100%; min-width: 0; font: inherit; font-size: 0.85rem; padding: 0.4rem; }
dialog.games { padding: 0; display: none; width: min(40rem, calc(100vw - 1.5rem)); }
dialog.games[open] { display: flex; }
dialog.games form { flex: 1; min-height: 0; gap: 0; }
dialog.games h2 { margin: 0; padding: 1rem 1.3rem 0.5rem; font-size: 1.25rem; }
dialog.games h3 { margin: 0 0 0.2rem; font-size: 1rem; }
dialog.games .dialog-buttons { margin: 0; padding: 0.7rem 1.3rem 1rem; border-top: 1px solid var(--line); flex-wrap: wrap; }
dialog.games #games-note { margin: 0 1.3rem; }
.games-stats ul { margin: 0; padding-left: 1.2rem; }
.games-stats:empty { display: none; }
.games-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.games-list li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.5rem; padding: 0.45rem 0; border-top: 1px solid var(--line); }
.games-list li[aria-current='true'] .games-what strong::after { content: ' ●'; color: var(--accent); }
/* The game's lines take the row; on a phone its buttons go under them. */
.games-what { flex: 1 1 15rem; min-width: 0; display: flex; flex-direction: column; }
.games-detail { color: var(--muted); font-size: 0.88rem; }
.games-list button { flex: 0 0 auto; }
`;


/** Adds the rules once. */
export const addPeopleStyle = () => adoptRules(RULES);
