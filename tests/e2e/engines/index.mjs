// The engine-neutral side of the cross-engine core (core.test.mjs): which engines run, and a page
// wrapper with everything a test needs on top of each engine's few primitives.
//
// Each engine module (chromium.mjs, firefox.mjs, webkit.mjs) exports `missing()` (why it cannot
// run here, or null) and `launch()`, which answers `{ name, newPage({width, height}), close() }`;
// a page has goto, reload, evaluate(source, args), click(x, y), press(key), setViewport(w, h),
// screenshot(path) and close. Page functions are sent as source text and run by the driver, which
// the pages' CSP (no eval) does not govern; waiting polls from Node for the same reason.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromium from './chromium.mjs';
import * as firefox from './firefox.mjs';
import * as webkit from './webkit.mjs';
import { SHOTS } from '../harness.mjs';

const ENGINES = { chromium, firefox, webkit };

/**
 * The engines to run: ENGINES=chromium,firefox,webkit (comma-separated), else every one that is
 * installed. Each entry is `{ name, module, missing }`; an engine asked for by name that is not
 * installed keeps its `missing` reason, so its tests fail instead of quietly not running.
 */
export function selectEngines(list = process.env.ENGINES) {
  const asked = list ? list.split(',').map((s) => s.trim()).filter(Boolean) : null;
  for (const name of asked ?? []) if (!(name in ENGINES)) throw new Error(`ENGINES: no engine "${name}" (chromium, firefox, webkit)`);
  return Object.entries(ENGINES)
    .filter(([name]) => !asked || asked.includes(name))
    .map(([name, module]) => ({ name, module, missing: module.missing(), asked: !!asked }));
}

/** A page of `engine`, with the problems its documents recorded (engines/problems.js). */
export async function openPage(engine, { width = 1200, height = 820 } = {}) {
  const page = new Page(engine.name, await engine.newPage({ width, height }));
  (engine.pages ??= new Set()).add(page);
  return page;
}

/** Closes the pages of `engine` a failed test left open (WebKit's driver runs one at a time). */
export async function closePages(engine) {
  for (const page of engine?.pages ?? []) await page.close();
}

class Page {
  constructor(engine, raw) {
    this.engine = engine;
    this.raw = raw;
    /** Problems of the documents left so far. @type {string[]} */
    this.problems = [];
    this.loaded = false;
  }

  /** Moves the current document's recorded problems into `problems`. */
  async collect() {
    if (!this.loaded) return;
    const found = await this.raw.evaluate('() => window.__loaProblems ? window.__loaProblems.splice(0) : null', []);
    if (found === null) this.problems.push(`${await this.url()}: the page has no problem recorder`);
    else this.problems.push(...found);
  }

  url() {
    return this.raw.evaluate('() => location.href', []);
  }

  async goto(url) {
    await this.collect();
    await this.raw.goto(url);
    this.loaded = true;
  }

  async reload() {
    await this.collect();
    await this.raw.reload();
  }

  /** Runs `fn(...args)` in the page; a promise is awaited. */
  evaluate(fn, ...args) {
    return this.raw.evaluate(fn.toString(), args);
  }

  /** Polls `fn(arg)` until it is truthy and answers that value. */
  async waitFor(fn, arg, { timeout = 30000 } = {}) {
    const deadline = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        const value = await this.evaluate(fn, arg);
        if (value) return value;
      } catch (err) {
        last = err; // a navigation in between: poll the new document
      }
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited ${timeout} ms for ${fn}${last ? ` (last error: ${last.message})` : ''}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  click(x, y) {
    return this.raw.click(x, y);
  }

  /** Clicks a square of the page's board with a real pointer (its centre from the test hook). */
  async clickSquare(sq) {
    // Null until the board's first frame has laid it out.
    const { x, y } = await this.waitFor((s) => window.loaTest.board.squareCenter(s), sq);
    await this.raw.click(x, y);
  }

  /** Focuses the element `selector` names and presses `key` ('Enter', 'Space', …). */
  async press(selector, key) {
    const found = await this.evaluate((sel) => {
      const el = document.querySelector(sel);
      el?.focus();
      return !!el && document.activeElement === el;
    }, selector);
    if (!found) throw new Error(`${this.engine}: cannot focus ${selector}`);
    await this.raw.press(key);
  }

  /** Sizes the viewport and answers the size reached: a window may not shrink that far (WebKit's
   *  MiniBrowser keeps its toolbar's width, 447 px). */
  async setViewport(width, height) {
    await this.raw.setViewport(width, height);
    return this.raw.evaluate('() => [innerWidth, innerHeight]', []);
  }

  async screenshot(name) {
    await mkdir(SHOTS, { recursive: true });
    await this.raw.screenshot(join(SHOTS, `${this.engine}-${name}.png`));
  }

  /** Fails with every problem recorded but those `allowed` matches, then closes the page. */
  async assertCleanAndClose(allowed = []) {
    await this.collect();
    await this.close();
    const problems = this.problems.filter((p) => !allowed.some((re) => re.test(p)));
    if (problems.length) throw new Error(`${this.engine}: the page reported problems:\n${problems.join('\n')}`);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    await this.raw.close();
  }
}
