// The `<loa-board>` element's own styles, and the theme's defaults made to work inside a shadow root.
//
// board.css sets the theme's custom properties on `:root`, which matches nothing inside a shadow
// root. Setting them on `:host` instead would beat any value an ancestor sets (a declaration on
// the element wins over inheritance), so `.green { --loa-dark: … }` around the element would stop
// working. Registered properties (CSS.registerProperty) have an initial value that applies only
// when nothing sets or inherits the property: defaults that every ancestor can override.

/** The theme's defaults: board.css's `:root` values, except the bars' tint, which is neutral
 *  here so that it reads on light and dark host pages alike. */
const THEME_DEFAULTS = {
  '--loa-light': '#f0d9b5',
  '--loa-dark': '#b58863',
  '--loa-coord-on-light': '#4a2f17',
  '--loa-coord-on-dark': '#2b1a0c',
  '--loa-last-move': 'rgba(155, 199, 0, 0.42)',
  '--loa-selected': 'rgba(20, 85, 30, 0.5)',
  '--loa-target': '#0f3d14',
  '--loa-capture': '#7a0f08',
  '--loa-focus': '#0a2f7a',
  '--loa-hint': '#0b3a8c',
  '--loa-group': 'rgba(30, 110, 230, 0.72)',
  '--loa-rim': 'rgba(0, 0, 0, 0.35)',
  '--loa-frame': '#6b4a2b',
  '--loa-bar-bg': 'rgba(127, 127, 127, 0.12)',
  '--loa-active': '#e9b949',
  '--loa-black': '#151515',
  '--loa-black-hi': '#5c5c5c',
  '--loa-white': '#d8d2c4',
  '--loa-white-hi': '#ffffff',
  '--loa-blue': '#1f56b8',
  '--loa-blue-hi': '#86b6ff',
  '--loa-yellow': '#dca200',
  '--loa-yellow-hi': '#fff3a6',
};

/** Registers the theme's properties once per page; a page that registered them first wins. */
export function registerThemeProperties() {
  if (!globalThis.CSS?.registerProperty) return;
  for (const [name, initialValue] of Object.entries(THEME_DEFAULTS)) {
    try {
      CSS.registerProperty({ name, syntax: '*', inherits: true, initialValue });
    } catch {
      /* already registered (a second copy of the element, or the page's own) */
    }
  }
}

/** The element's shadow styles: the host box, the controls row and its buttons. */
const CSS_TEXT = `
:host {
  display: block;
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.container { display: flex; flex-direction: column; gap: 0.5rem; width: 100%; min-width: 0; }
.board { width: 100%; min-width: 0; }
.controls {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  min-width: 0;
  font-size: 0.9em;
}
.controls[hidden] { display: none; }
.status {
  flex: 1 1 9rem;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.buttons { display: flex; flex-wrap: wrap; gap: 0.3rem; min-width: 0; }
button, select {
  font: inherit;
  white-space: nowrap;
  min-width: 0;
  padding: 0.25rem 0.6rem;
  border-radius: 6px;
  border: 1px solid var(--loa-button-border, rgba(127, 127, 127, 0.6));
  background: var(--loa-button-bg, transparent);
  color: var(--loa-button-fg, inherit);
  cursor: pointer;
}
select { padding: 0.2rem 0.3rem; max-width: 100%; }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible, select:focus-visible { outline: 2px solid var(--loa-focus); outline-offset: 1px; }
.settings { display: flex; flex-wrap: wrap; gap: 0.3rem; width: 100%; min-width: 0; }
`;

/** Puts the element's styles into its shadow root: a constructed sheet where supported. @param {ShadowRoot} shadow */
export function adoptElementStyles(shadow) {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS_TEXT);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = CSS_TEXT;
    shadow.prepend(style);
  }
}
