// `<loa-board>`: the board as a custom element, a thin shell around `mount()`.
//
//   <loa-board variant="parachute" mode="computer" level="4" controls="minimal"></loa-board>
//
// Attributes (kebab-case) and properties (camelCase) are the table in options.js; changing one
// does what `api.set()` does. Methods mirror the api; the api's events are re-dispatched as DOM
// CustomEvents (bubbling, composed; `error` stays on the element) with the api's payload in `detail`. The canvas, the accessible
// grid and the controls live in an open shadow root, themed by CSS custom properties and ::part().
// Light-DOM children are never rendered once the element is defined (the shadow root has no slot):
// they are the fallback shown while the script loads, or for good if it cannot.

import { mount } from '../board.js';
import { EVENT_NAMES } from '../component/config-check.js';
import { createWords, english } from '../words/words.js';
import { needsLoading, loadCatalogue } from '../words/catalogues.js';
import { OPTIONS, OPTION_BY_ATTR, readOption, configOf, mergeInto, notUnderstood } from './options.js';
import { createControls, CONTROL_MODES } from './element-controls.js';
import { registerThemeProperties, adoptElementStyles } from './element-style.js';

/** @typedef {import('../types/types.js').Api} Api */
/** @typedef {import('../types/types.js').ConfigInput} ConfigInput */
/** @typedef {import('../types/types.js').EventName} EventName */
/** @typedef {import('../types/types.js').Move} Move */
/** @typedef {import('./element-controls.js').ControlMode} ControlMode */

/** The api's events (config-check.js's one list), re-dispatched by the element under the same
 *  names. @type {readonly EventName[]} */
export const EVENTS = /** @type {readonly EventName[]} */ (EVENT_NAMES);

/**
 * The words of a board that is not mounted (yet): its locale's, or English if there are none.
 * @param {unknown} locale
 */
function wordsFor(locale) {
  try {
    return createWords({ locale: typeof locale === 'string' ? locale : 'en' });
  } catch {
    return english;
  }
}

/** @param {string} mode @returns {mode is ControlMode} */
const isControlMode = (mode) => /** @type {readonly string[]} */ (CONTROL_MODES).includes(mode);

/** What the class extends: HTMLElement in a browser; in Node (server-side rendering, tests) an
 *  empty class, so that importing the package there does not throw (it defines nothing). */
const ElementBase = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});

export class LoaBoardElement extends ElementBase {
  static get observedAttributes() {
    return [...OPTIONS.map((o) => o.attr), 'controls'];
  }

  constructor() {
    super();
    /** Option values read from attributes, by property name; absent means the board's default.
     *  @type {Map<string, unknown>} */
    this.values = new Map();
    /** @type {Api | null} */
    this.api = null;
    /** @type {ControlMode} */
    this.controlMode = 'none';
    /** Whether the catalogue of its `lang` is being loaded before the board mounts. */
    this.loadingWords = false;
    /** The configuration and game of a board taken off the page, to mount again with.
     *  @type {ConfigInput | null} */
    this.kept = null;
    const shadow = this.attachShadow({ mode: 'open' });
    adoptElementStyles(shadow);
    const container = document.createElement('div');
    container.className = 'container';
    container.setAttribute('part', 'container');
    this.boardHost = document.createElement('div');
    this.boardHost.className = 'board';
    this.boardHost.setAttribute('part', 'board');
    const controlsHost = document.createElement('div');
    controlsHost.className = 'controls';
    controlsHost.setAttribute('part', 'controls');
    container.append(this.boardHost, controlsHost);
    shadow.append(container);
    this.panel = createControls(controlsHost, this);
    this.panel.setMode(this.controlMode);
    /** @type {(element: LoaBoardElement) => void} */
    this.resolveReady = () => {};
    /** @type {(reason: unknown) => void} */
    this.rejectReady = () => {};
    /** @type {Promise<LoaBoardElement>} */
    this.readyPromise = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.readyPromise.catch(() => {}); // reported as an `error` event and on the board
  }

  connectedCallback() {
    // Properties set before the element was defined sit on the instance and hide the class's
    // accessors: take them off and set them again through the accessors.
    const self = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this));
    for (const prop of [...OPTIONS.map((o) => o.prop), 'controls']) {
      if (Object.prototype.hasOwnProperty.call(this, prop)) {
        const value = self[prop];
        delete self[prop];
        self[prop] = value;
      }
    }
    if (!this.api) this.mountBoard();
  }

  disconnectedCallback() {
    // Moving the element (remove and insert in one task) must not lose the game; removed for
    // longer (Vue's <KeepAlive>, a tab panel), it frees the computer and the core's game but
    // keeps the game as data and its configuration, and plays on from them when inserted again.
    queueMicrotask(() => {
      if (this.isConnected || !this.api) return;
      const position = this.api.getPosition();
      const { events: _events, ...config } = this.api.config();
      this.kept = position ? { ...config, link: position.link } : null;
      this.api.destroy();
      this.api = null;
      this.panel.render();
    });
  }

  /**
   * @param {string} name @param {string | null} before @param {string | null} value
   */
  attributeChangedCallback(name, before, value) {
    if (before === value) return;
    if (name === 'controls') {
      const mode = value === null ? 'none' : value;
      if (!isControlMode(mode)) return this.problem(notUnderstood(this.words(), `controls="${value}"`, CONTROL_MODES.join(', ')));
      this.controlMode = mode;
      this.panel.setMode(mode);
      return;
    }
    const option = OPTION_BY_ATTR.get(name);
    if (!option) return;
    const { value: read, problem } = readOption(option, value, this.words());
    if (problem) return this.problem(problem);
    if (value === null) this.values.delete(option.prop);
    else this.values.set(option.prop, read);
    if (option.prop === 'locale' && needsLoading(read)) {
      // Its catalogue loads first (catalogues.js); a later `lang` set meanwhile wins.
      const settle = () => {
        if (this.values.get('locale') !== read) return;
        this.api?.set(configOf(option, read));
        this.panel.render();
      };
      loadCatalogue(/** @type {string} */ (read)).then(settle, (/** @type {Error} */ err) => this.problem(err.message));
      return;
    }
    this.api?.set(configOf(option, read));
    this.panel.render(); // a new language or mode words the controls again
  }

  /** Mounts the board, once the catalogue of its `lang` has loaded when it loads on demand. */
  mountBoard() {
    const locale = this.values.get('locale');
    if (needsLoading(locale)) {
      if (this.loadingWords) return;
      this.loadingWords = true;
      const again = () => {
        this.loadingWords = false;
        if (this.isConnected && !this.api) this.mountBoard();
      };
      // A catalogue that cannot be fetched leaves the board in English, saying why (mount()).
      loadCatalogue(/** @type {string} */ (locale)).then(again, again);
      return;
    }
    /** @type {ConfigInput} */
    const config = this.kept ?? {};
    this.kept = null;
    if (!Object.keys(config).length) {
      for (const option of OPTIONS) if (this.values.has(option.prop)) mergeInto(config, configOf(option, this.values.get(option.prop)));
    }
    config.events = Object.fromEntries(EVENTS.map((name) => [name, (/** @type {unknown} */ detail) => this.fire(name, detail)]));
    const api = mount(this.boardHost, config);
    this.api = api;
    this.nameParts();
    for (const name of /** @type {const} */ (['change', 'thinking', 'ready'])) api.on(name, () => this.panel.render());
    this.panel.render();
    api.ready.then(
      () => this.resolveReady(this),
      (/** @type {Error} */ err) => {
        this.rejectReady(err);
        if (this.api === api) this.fire('error', { message: err.message });
      },
    );
  }

  /** Gives the board's inner boxes ::part() names, so pages can style them from outside. */
  nameParts() {
    const parts = {
      '.loa-board': 'frame',
      '.loa-stage': 'stage',
      '.loa-bar-top': 'bar bar-top',
      '.loa-bar-bottom': 'bar bar-bottom',
      '.loa-canvas': 'canvas',
    };
    for (const [selector, part] of Object.entries(parts)) {
      for (const node of this.boardHost.querySelectorAll(selector)) node.setAttribute('part', part);
    }
  }

  /**
   * Dispatches an api event on the element. `error` does not bubble, as the DOM's own element
   * errors (img, script) do not: an `error` event reaching `window` is taken for an uncaught
   * script error by `window.onerror`, error trackers and Angular's handler. Listen on the element.
   * @param {string} name @param {unknown} detail
   */
  fire(name, detail) {
    const spreads = name !== 'error';
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: spreads, composed: spreads }));
  }

  /** A bad attribute or property value: nothing changes; the page hears why through an `error`
   *  event, and the board says it. @param {string} message */
  problem(message) {
    console.warn(`<loa-board>: ${message}`);
    this.fire('error', { message });
    this.api?.say(message);
  }

  // ---- the api, mirrored ------------------------------------------------------------------------

  /** Resolves (with the element) once the core has loaded and the first game is set up. */
  get ready() {
    return this.readyPromise;
  }

  /** 'none', 'minimal' or 'full': the `controls` attribute's mirror. */
  get controls() {
    return this.controlMode;
  }

  /** @param {unknown} value */
  set controls(value) {
    this.setOption('controls', value);
  }

  /** The board's words (words.js) in its language; before the board is on the page, its `lang`'s. */
  words() {
    return this.api?.words() ?? wordsFor(this.values.get('locale'));
  }

  /** Plays a move given as text ('b1-d3', '@d4', 'a3-c5@d4', 'pass'); → {ok, reason?}. @param {string} move */
  play(move) {
    return this.api ? this.api.play(move) : { ok: false, reason: this.words().t('element.notOnPage') };
  }

  undo() {
    return this.api?.undo() ?? false;
  }

  redo() {
    return this.api?.redo() ?? false;
  }

  flip() {
    this.api?.flip();
  }

  newGame() {
    this.api?.newGame();
  }

  /** A promise of a suggested move for the player to move (see mount()'s `hint`). @returns {Promise<Move>} */
  hint() {
    return this.api ? this.api.hint() : Promise.reject(new Error(this.words().t('element.notOnPage')));
  }

  /** Changes the configuration like `api.set()`; attributes keep their own values. The controls
   *  are worded again: a new `locale` (or mode) changes what they say. @param {ConfigInput} partial */
  set(partial) {
    this.api?.set(partial);
    this.panel.render();
  }

  getPosition() {
    return this.api?.getPosition() ?? null;
  }

  state() {
    return this.api?.state() ?? null;
  }

  config() {
    return this.api?.config() ?? null;
  }

  isThinking() {
    return this.api?.isThinking() ?? false;
  }

  /** Whether it is the computer's turn (false when the game is over or no board is mounted). */
  computerToMove() {
    return this.api?.computerToMove() ?? false;
  }

  analysis() {
    return this.api?.analysis() ?? null;
  }

  /** @param {string} square */
  squareCenter(square) {
    return this.api?.squareCenter(square) ?? null;
  }

  /**
   * Sets an option through its attribute. A value the attribute would reject is not thrown out of
   * the setter (a framework setting `level={9}` must not take the whole app down): it is reported
   * as an `error` event and on the board, and the last good value stays.
   * @param {string} attr an attribute of OPTIONS, or 'controls'
   * @param {unknown} value
   */
  setOption(attr, value) {
    if (value === null || value === undefined) return this.removeAttribute(attr);
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    const option = OPTION_BY_ATTR.get(attr);
    if (option) {
      const { problem } = readOption(option, text, this.words(), `${option.prop} = ${JSON.stringify(value)}`);
      if (problem) return this.problem(problem);
    } else if (!isControlMode(text)) {
      // The one attribute outside OPTIONS is `controls`.
      return this.problem(notUnderstood(this.words(), `controls = ${JSON.stringify(value)}`, CONTROL_MODES.join(', ')));
    }
    this.setAttribute(attr, text);
  }
}

// One property per option, mirroring its attribute: reads give the value in force (the default
// when the attribute is absent), writes go through the attribute.
for (const option of OPTIONS) {
  Object.defineProperty(LoaBoardElement.prototype, option.prop, {
    configurable: true,
    enumerable: true,
    /** @this {LoaBoardElement} */
    get() {
      return this.values.has(option.prop) ? this.values.get(option.prop) : option.fallback;
    },
    /** @this {LoaBoardElement} @param {unknown} value */
    set(value) {
      this.setOption(option.attr, value);
    },
  });
}

/** Defines `<loa-board>` once, however many copies of this module a page loads; where there are
 *  no custom elements (Node, server-side rendering) it defines nothing and returns undefined. */
export function defineLoaBoard() {
  if (!globalThis.customElements || !globalThis.HTMLElement) return undefined;
  registerThemeProperties();
  if (!customElements.get('loa-board')) customElements.define('loa-board', LoaBoardElement);
  return customElements.get('loa-board');
}
