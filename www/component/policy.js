// What the page's Content-Security-Policy refused. A file, a stylesheet or a worker the policy
// blocks fails with the browser's bare words ("Failed to fetch", an error event without a
// message), which name neither the file nor the rule; the browser reports the refusal itself a
// moment later as a `securitypolicyviolation` event naming the directive and the address. A
// failure looks its refusal up here, so that the board can say, in its own language, which
// directive must allow which file.

/** @typedef {{directive: string, file: string}} Refusal */
/** @typedef {Error & {refusal?: Refusal}} RefusedError */

/** The refusals reported on this page, the latest last: {directive, blocked address}. @type {{directive: string, blocked: string}[]} */
const reported = [];
let watching = false;

/** Listens for the page's refusals, once per page (outside a page, as in Node, it does nothing). */
export function watchPolicy() {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('securitypolicyviolation', (e) => {
    reported.push({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI });
  });
}

/** How long a failure waits for its refusal's report, which the browser queues as a task of its own. */
const REPORT_WAIT_MS = 200;
const POLL_MS = 20;

/**
 * The page's refusal behind a failure to load `file`, waiting briefly for its report; null when
 * the policy refused none of `blocked` (the addresses a refusal of it is reported under: the
 * file's, 'wasm-eval' for compiling wasm, 'blob' for a worker started from a blob: URL).
 * @param {string} file @param {readonly string[]} blocked
 * @returns {Promise<Refusal | null>}
 */
export async function refusalOf(file, blocked) {
  for (let waited = 0; ; waited += POLL_MS) {
    const found = [...reported].reverse().find((r) => blocked.includes(r.blocked));
    if (found) return { directive: found.directive, file };
    if (waited >= REPORT_WAIT_MS) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * `err`, or when the page's policy refused `file`, an Error that says so (in English, for the
 * console and the engine's reasons) and carries the refusal for the board's words.
 * @param {unknown} err @param {string} file @param {readonly string[]} [blocked] (default: `file`)
 * @returns {Promise<unknown>}
 */
export async function explained(err, file, blocked = [file]) {
  const refusal = await refusalOf(file, blocked);
  if (!refusal) return err;
  /** @type {RefusedError} */
  const refused = new Error(`the page's Content-Security-Policy (${refusal.directive}) refused ${file}`);
  refused.refusal = refusal;
  return refused;
}

/**
 * The board's sentence for a failure the page's policy caused, or null for any other failure.
 * @param {import('../words/words.js').Words} words @param {unknown} err
 */
export function refusalSentence(words, err) {
  const refusal = /** @type {RefusedError | null} */ (err instanceof Error ? err : null)?.refusal;
  return refusal ? words.t('error.refused', { directive: refusal.directive, file: refusal.file }) : null;
}
