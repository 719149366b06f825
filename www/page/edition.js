// Which edition of the game runs: the site (and its installed app), or the one-file edition
// (tools/onefile.mjs), which inlines the game's wasm as `globalThis.LOA_INLINE_WASM`. That edition
// leaves out what only the site can do: the wide boards, the rules tour, and play by link, whose
// addresses would name a file on the player's own disk, which no friend can open.

/** Whether the page is the one-file edition. */
export const isOneFile = () => typeof (/** @type {import('../types/types.js').PageGlobals} */ (globalThis).LOA_INLINE_WASM) === 'string';
