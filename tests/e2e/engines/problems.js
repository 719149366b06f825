// The cross-engine core's own ear for a page's problems (tests/e2e/core.test.mjs), injected as the
// first script of every page it opens (tests/e2e/engines/site.mjs). WebKit's driver does not pass
// a page's console on, so instead of each engine's console, the page itself records uncaught
// errors, unhandled rejections, console.error calls and Content-Security-Policy violations in
// `window.__loaProblems`, which the test reads before every navigation and at its end. A classic
// script served from the page's own origin (or inline with its hash in the one-file edition's
// policy), so the pages' strict CSP runs it without any exception made for the tests.
(function () {
  'use strict';
  var problems = (window.__loaProblems = []);
  var say = function (text) {
    problems.push(String(text));
  };
  window.addEventListener(
    'error',
    function (e) {
      // A resource that failed to load (a script, a stylesheet) fires a non-bubbling error
      // event at its element, seen here in the capture phase.
      if (e.target && e.target !== window && e.target.tagName) {
        say('failed to load: <' + e.target.tagName.toLowerCase() + '> ' + (e.target.src || e.target.href || ''));
        return;
      }
      say('uncaught: ' + (e.message || e.error) + ' at ' + e.filename + ':' + e.lineno);
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    say('unhandled rejection: ' + (r && r.message ? r.message : r));
  });
  document.addEventListener('securitypolicyviolation', function (e) {
    say('CSP violation: ' + e.violatedDirective + ' refused ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });
  var error = console.error;
  console.error = function () {
    say('console error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(console, arguments);
  };
})();
