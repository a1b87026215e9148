import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; pictures the build emits (SVG aside) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;
/** Below this, the compressed copy saves less than a response header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every script and style sheet of the build, at
 * the strongest settings once, so the server sends them compressed at no cost per request
 * (@fastify/static `preCompressed`, server/spa/static.ts). Without them a phone downloaded the public
 * page's half megabyte of JavaScript uncompressed.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'showcase-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
