// A classic script (not a module), so that it runs where the game's modules cannot: when the page
// was opened as a file (Chromium and WebKit refuse modules from file://; Firefox runs them, and
// the game plays), or when a module failed to load (a missing file, a .js served with the wrong
// type). It then says so in words within a second and shows the ways out, instead of an endless
// "Loading…". The app calls `loaBoot.started()` as soon as its modules run (www/site/offline.js),
// which stops the watch.
//
// Its sentences are its own, in English, and not from the words module (words.js, i18n/en.js):
// it runs before the modules, and exactly when they cannot run. It is typed as what it is, a
// classic script (no import or export; everything stays inside the function below), with JSDoc
// types that `tsc --checkJs` checks like the modules'.
(function () {
  'use strict';
  // A page that may speak Italian or German (the address, the remembered choice or the browser
  // asks for it; language.js decides) stays hidden until app.js has put its words in, so no English
  // flashes; style.css shows it after 3 s whatever happens. This script is deferred, not inline
  // (the page's CSP allows no inline script), and runs before the first frame in practice: it is
  // fetched with the stylesheets, which hold the first paint back anyway.
  var ask = location.search + ' ' + (navigator.languages || [navigator.language]).join(' ');
  try {
    ask += ' ' + localStorage.getItem('loa.settings.v1');
  } catch (e) {
    // Storage blocked: the address and the browser still tell.
  }
  // "it" or "de" as a word: ?lang=it, "language":"it", it-IT. Too often is harmless (a short wait).
  // Only on a page that says it waits (index.html): app.js is what shows it again.
  var root = document.documentElement;
  // The first visit's card (www/page/welcome.js), once dismissed, is hidden before the first paint,
  // so nothing after it moves.
  try {
    if (localStorage.getItem('loa.welcome.v1')) root.classList.add('loa-welcomed');
  } catch (e) {
    /* storage blocked: the card shows, and app.js hides it if it can */
  }
  if (root.hasAttribute('data-waits-for-words') && /\b(it|de)\b/i.test(ask)) root.classList.add('loa-wording');
  /** The modules load, even from a slow network, well within this; then something is wrong. */
  var SILENCE_MS = 15000;

  /**
   * A line of a message: text, and links as `{href, text}`.
   * @typedef {(string | {href: string, text: string})[]} BootLine
   */

  /** Shows `lines` in the page's error box; the first message stays. @param {BootLine[]} lines */
  function show(lines) {
    var found = document.getElementById('page-error');
    if (!found || found.dataset.boot) return;
    var box = found;
    box.dataset.boot = 'shown';
    box.replaceChildren();
    lines.forEach(function (parts, i) {
      if (i > 0) box.append(document.createElement('br'));
      parts.forEach(function (part) {
        if (typeof part === 'string') return box.append(part);
        var a = document.createElement('a');
        a.href = part.href;
        a.textContent = part.text;
        box.append(a);
      });
    });
    box.hidden = false;
    // A page waiting for its words (index.html) shows the problem at once.
    document.documentElement.classList.remove('loa-wording');
    var status = document.getElementById('status');
    if (status) status.textContent = 'The game could not start.';
  }

  /** @type {BootLine} */
  var waysOut = [
    'Two ways to play: open ',
    { href: 'lines-of-action.html', text: 'lines-of-action.html' },
    ', the one-file edition that plays from a double-click (it is next to this page, or download it from the game’s site), ',
    'or serve this folder: run ./build.sh serve and open http://127.0.0.1:8080/.',
  ];

  var running = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  var timer;
  /** @type {import('../types/types.js').PageGlobals} */ (window).loaBoot = {
    started: function () {
      running = true;
      clearTimeout(timer);
    },
  };

  if (location.protocol === 'file:') {
    // Said only when the modules really did not run: a browser that refuses them fires `error`
    // on the module script at once, and by `load` every module that runs has run (app.js's
    // imports, offline.js among them, hold no top-level await). Firefox runs them: no notice.
    var fromFile = function () {
      if (!running) show([['This page was opened as a file, and this browser does not run its modules from a file, so the game cannot start.'], waysOut]);
    };
    window.addEventListener(
      'error',
      function (event) {
        var el = /** @type {Element | null} */ (event.target);
        if (el && el.tagName === 'SCRIPT') fromFile();
      },
      true,
    );
    window.addEventListener('load', fromFile);
    return;
  }

  timer = setTimeout(function () {
    show([['The game has not started after ' + SILENCE_MS / 1000 + ' s: a file of the page did not load. Reload the page to try again.']]);
  }, SILENCE_MS);
  // A module that cannot be fetched or has the wrong type fires `error` on its script element.
  window.addEventListener(
    'error',
    function (event) {
      var el = /** @type {Element | null} */ (event.target);
      if (!el || el.tagName !== 'SCRIPT') return;
      clearTimeout(timer);
      show([
        ['The game could not start: its scripts did not load (a file is missing, or served with a type other than JavaScript). Reload the page to try again.'],
        ['Or play the one-file edition: ', { href: 'lines-of-action.html', text: 'lines-of-action.html' }, '.'],
      ]);
    },
    true,
  );
})();
