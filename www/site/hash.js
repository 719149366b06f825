// The address's fragment (`#id`) as text, for the pages that name what they show by it (a puzzle,
// a lesson). A malformed escape (`#%`, `#%E0%A4%A`) makes decodeURIComponent throw a URIError,
// which stopped the page before it had shown anything; such a fragment is read as written, so
// the page names it in a sentence like any other unknown id.

/** The fragment without its `#`, decoded when it can be. */
export function hashText() {
  const raw = location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
