// Every file under a folder, recursively: the source checks and the page-size figure both list them.

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The paths of every file below `dir`. @param {string} dir @returns {Promise<string[]>} */
export async function filesUnder(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}
