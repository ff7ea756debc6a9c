import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text. Images other than SVG are compressed already; source maps are never served. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
/** Below this a compressed copy saves less than its extra headers and a disk read cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every compressible file of the build, the
 * public files included (locales, index.html), once, at build time: the server sends them as they are
 * (@fastify/static's `preCompressed`, apps/server/src/platform/web-app.ts), so no request pays for compression and
 * the best (slowest) settings cost nothing at run time. A copy that is not smaller is not written.
 * `PRECOMPRESS=0` leaves it out, for a build that is only measured (first-load.test.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: (_config, { command }) => command === 'build' && process.env.PRECOMPRESS !== '0',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const brotli = zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
