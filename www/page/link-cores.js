// The cores that read the kept games' links: each link is read by its own board's build (the
// game's wasm, or the wide boards'), every build the games need loaded first (builds.js).

import { coreOf } from '../component/builds.js';

/**
 * The core of each link's build, every build a kept game needs loaded first (builds.js): the
 * link of any board is read by its own build's WasmGame, the same way.
 * @param {string[]} links @returns {Promise<(link: string) => typeof import('../../pkg/loa.js')>}
 */
export async function coresOf(links) {
  const game = await coreOf('game');
  const buildOf = (/** @type {string} */ link) => /** @type {import('../component/builds.js').Build} */ (game.linkBuild(link));
  /** @type {import('../component/builds.js').Build[]} */
  const builds = [...new Set(/** @type {import('../component/builds.js').Build[]} */ (['game', ...links.map(buildOf)]))];
  // A build that cannot load (the one-file edition has no wide boards) leaves its games unread.
  const cores = new Map(await Promise.all(builds.map(async (b) => /** @type {const} */ ([b, await coreOf(b).catch((err) => err)]))));
  return (link) => {
    const core = cores.get(buildOf(link));
    if (core instanceof Error) throw core;
    return /** @type {typeof import('../../pkg/loa.js')} */ (core);
  };
}
