// What the page's Content-Security-Policy refused. A file, a stylesheet or a worker the policy
// blocks fails with the browser's bare words ("Failed to fetch", an error event without a
// message), which name neither the file nor the rule; the browser reports the refusal itself a
// moment later as a `securitypolicyviolation` event naming the directive and the address. A
// failure looks its refusal up here, so that the board can say, in its own language, which
// directive must allow which file.

/** @typedef {{directive: string, file: string}} Refusal */

/** The refusals reported on this page. @type {SecurityPolicyViolationEvent[]} */
const reported = [];
let watching = false;

/** Listens for the page's refusals, once per page (outside a page, as in Node, it does nothing). */
export function watchPolicy() {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('securitypolicyviolation', (e) => reported.push(e));
}

/** How long a failure waits for its refusal's report, which the browser queues as a task of its own. */
const REPORT_WAIT_MS = 150;

/**
 * `err`, or when the page's policy refused `file`, an Error that says so (in English, for the
 * console and the engine's reasons) and carries the refusal for the board's words. `blocked`
 * are the addresses a refusal of it is reported under: the file's, 'wasm-eval' for compiling
 * wasm, 'blob' for a worker started from a blob: URL.
 * @param {unknown} err @param {string} file @param {readonly string[]} [blocked]
 * @returns {Promise<Error & {refusal?: Refusal} | unknown>}
 */
export async function explained(err, file, blocked = [file]) {
  await new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS));
  const found = reported.filter((e) => blocked.includes(e.blockedURI)).pop();
  if (!found) return err;
  const refusal = { directive: found.effectiveDirective, file };
  return Object.assign(new Error(`${refusal.directive} refused ${file}`), { refusal });
}

/**
 * The board's sentence for a failure the page's policy caused, or null for any other failure.
 * @param {import('../words/words.js').Words} words @param {unknown} err
 */
export function refusalSentence(words, err) {
  const refusal = /** @type {{refusal?: Refusal} | null} */ (err)?.refusal;
  return refusal ? words.t('error.refused', refusal) : null;
}
