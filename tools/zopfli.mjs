// Gzips standard input to standard output with Zopfli (@gfx/zopfli, installed into target/tools
// with the CDN build's esbuild): the one-file edition's wasm, which it carries gzipped and
// base64-encoded, comes out about 5% smaller than with gzip -9, and any gzip reader (the page's
// DecompressionStream) reads it.
//
//   node tools/zopfli.mjs NODE_MODULES < in > out.gz

import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const [nodeModules] = process.argv.slice(2);
if (!nodeModules) throw new Error('usage: node tools/zopfli.mjs NODE_MODULES < in > out.gz');
const { gzip } = createRequire(join(resolve(nodeModules), 'noop.js'))('@gfx/zopfli');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
// 15 iterations: Zopfli's default, a few seconds for the one-file wasm.
const zipped = await new Promise((done, fail) => gzip(Buffer.concat(chunks), { numiterations: 15 }, (err, out) => (err ? fail(err) : done(out))));
process.stdout.write(zipped);
