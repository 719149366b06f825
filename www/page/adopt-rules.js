// Rules added to the page with the feature that needs them (the games list, the link bar, the
// whole-game analysis, the variations), not with its first load: a constructed sheet, which the
// page's Content-Security-Policy (style-src 'self') allows and the one-file edition needs no file for.

/** The rules added so far, so each is added once. @type {Set<string>} */
const adopted = new Set();

/** Adds `rules` (CSS text) to the document, once. @param {string} rules */
export function adoptRules(rules) {
  if (adopted.has(rules)) return;
  adopted.add(rules);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
