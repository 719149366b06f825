// The board's stylesheet, added where the board is mounted: the page's head, or the shadow root
// that holds it (the <loa-board> element), so embedding needs only the script. One that cannot
// load (a page's Content-Security-Policy without style-src for it, a missing file) would leave
// the board unstyled without a word: the board reports it as its other failures.

import { explained, refusalSentence } from '../policy.js';

/**
 * Adds board.css once to the document, or to the shadow root holding `element`, so embedding
 * needs only the script; if it cannot load, `board` reports why in its words.
 * @param {HTMLElement} element
 * @param {{words: import('../../words/words.js').Words, reportError: (message: string) => void}} board
 */
export function ensureStylesheet(element, board) {
  if (document.querySelector('[data-loa-board-css]')) return; // the page has it (inline in the one-file edition)
  const href = new URL('../../board.css', import.meta.url).href;
  const root = element.getRootNode();
  const shadow = root instanceof ShadowRoot ? root : null;
  const scope = shadow ?? document;
  if ([...scope.styleSheets].some((s) => s.href === href) || scope.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.addEventListener('error', async () => {
    const err = await explained(new Error(href), href);
    board.reportError(refusalSentence(board.words, err) ?? board.words.t('error.stylesheet', { file: href }));
  });
  (shadow ?? document.head).append(link);
}
