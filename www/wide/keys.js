// The wide boards' variant keys (black-hole 9×9, standard-12x12, hex-5, hex-6), played by their
// own engine and wasm (src/wide/, src/wasm/wide.rs). This list is all the first page load holds
// of them: the New game dialog and the address offer them, and choosing one imports www/wide/.

/** The keys, in menu order. */
export const WIDE_VARIANTS = Object.freeze(['black-hole', 'standard-12x12', 'hex-5', 'hex-6']);

/** Whether `key` is a wide board's variant. @param {unknown} key */
export function isWide(key) {
  return typeof key === 'string' && WIDE_VARIANTS.includes(key);
}
