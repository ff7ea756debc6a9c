import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A quieter build (issue 25): Vite lists every file it writes (some 300 lines with their sizes, on every first start);
 * this plugin lowers the build's log to warnings and says the result in one line instead:
 * `[web] 312 files, 4.1 MB, in apps/web/dist, built in 14.2 s`. `VERBOSE_BUILD=1` keeps Vite's listing.
 * The dev server keeps its own messages (its address).
 */
export function buildSummary(): Plugin {
  let started = 0;
  let outDir = '';
  const sizes = { files: 0, bytes: 0 };
  return {
    name: 'build-summary',
    apply: (_config, { command }) => command === 'build' && process.env.VERBOSE_BUILD !== '1',
    config: () => ({ logLevel: 'warn' }),
    configResolved(config) {
      // Said from the repository's root (apps/web is the config's root), as the other start lines are.
      outDir = path.relative(path.resolve(config.root, '../..'), path.resolve(config.root, config.build.outDir));
    },
    buildStart() {
      started = Date.now();
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.fileName.endsWith('.map')) continue;
        sizes.files += 1;
        sizes.bytes += file.type === 'chunk' ? Buffer.byteLength(file.code) : Buffer.byteLength(file.source);
      }
    },
    closeBundle() {
      const mb = (sizes.bytes / 1_000_000).toFixed(1);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[web] ${sizes.files} files, ${mb} MB, in ${outDir}, built in ${seconds} s`);
    },
  };
}
