// The files a module names by address, `new URL('…', import.meta.url)`, re-pointed for a bundle.
//
// esbuild does not follow these addresses: inside a bundle, `import.meta.url` is the bundle's
// address, not the source module's, so an address relative to the source would name the wrong
// file. The site's pages' bundler (tools/bundle.mjs) rewrites each one from where the bundle will
// live. (The CDN build, tools/cdn/cdn.mjs, reads the same addresses with replaceAddresses and gives
// them other forms: a file beside its one module, or a data: URL.)

import { dirname, relative, resolve, sep } from 'node:path';

const URL_IN_CODE = /new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * `text`, the module at `file` in `dist`, with each literal `new URL('…', import.meta.url)`
 * replaced by what `replace` writes for the file it names (its path in `dist`, with '/', and the
 * address as written). The one reader of these addresses, for the pages' bundles (readdress) and
 * the CDN and compat editions (tools/cdn/cdn.mjs).
 * @param {string} text @param {string} file @param {string} dist
 * @param {(target: string, written: string) => string} replace
 */
export function replaceAddresses(text, file, dist, replace) {
  return text.replace(URL_IN_CODE, (_, quote, written) => replace(relative(dist, resolve(dirname(file), written)).split(sep).join('/'), written));
}

/**
 * `text`, the module at `file` in `dist`, with each literal address relative to import.meta.url
 * replaced by the one `to` gives for the file it names (its path in `dist`, with '/'). Any other
 * use of import.meta would mean one thing in the source and another in the bundle, so it fails,
 * naming the module.
 * @param {string} text @param {string} file @param {string} dist
 * @param {(target: string) => string} to
 */
export function readdress(text, file, dist, to) {
  if (text.replace(URL_IN_CODE, '').includes('import.meta')) {
    throw new Error(`${relative(dist, file)} uses import.meta other than in new URL('…', import.meta.url), which a bundle cannot keep`);
  }
  return replaceAddresses(text, file, dist, (target) => `new URL(${JSON.stringify(to(target))}, import.meta.url)`);
}
