// The board's stylesheet, added where the board is mounted: the page's head, or the shadow root
// that holds it (the <loa-board> element), so embedding needs only the script.

/** Adds board.css once to the document, or to the shadow root holding `element`, so embedding
 *  needs only the script. @param {HTMLElement} element */
export function ensureStylesheet(element) {
  if (document.querySelector('[data-loa-board-css]')) return; // the page has it (inline in the one-file edition)
  const href = new URL('../../board.css', import.meta.url).href;
  const root = element.getRootNode();
  const shadow = root instanceof ShadowRoot ? root : null;
  const scope = shadow ?? document;
  if ([...scope.styleSheets].some((s) => s.href === href) || scope.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  (shadow ?? document.head).append(link);
}
