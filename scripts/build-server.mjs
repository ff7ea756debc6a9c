#!/usr/bin/env node
// The server as production runs it: apps/server/src/main.ts bundled by esbuild into apps/server/dist/main.js (and the
// chunks it imports, next to it), ES modules that plain `node` runs, with no TypeScript compiler at run time (a cold start on PGlite well under 2 s, where
// tsx compiled every file at each start). @staff/shared (TypeScript, `exports` → src) is inlined; the npm packages
// stay imports of node_modules, as they are installed. Files the server reads at run time are found from
// apps/server/src/paths.ts, which points at the same folders from src/ and from dist/ (migrations, package.json,
// the web build), so nothing is copied.
//
//   node scripts/build-server.mjs          (npm run build:server) builds unconditionally
//   buildServerIfStale() from scripts/start.mjs builds when a source is newer than the build
//
// `npm run dev:server` and the tests keep running the sources through tsx.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIST = join(root, 'apps/server/dist');
export const SERVER_BUNDLE = join(SERVER_DIST, 'main.js');

/** Whatever the bundle is made of: when one of them is newer than the bundle, it is rebuilt. */
const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'tsconfig.base.json',
  'scripts/build-server.mjs',
].map((p) => join(root, p));

/** Newest modification time (ms) of a file or of any file below a folder; 0 when absent. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The packages the bundle imports at run time rather than inlines: the server's and shared's npm dependencies. */
function externalPackages() {
  const names = new Set();
  for (const file of ['apps/server/package.json', 'packages/shared/package.json']) {
    const { dependencies = {} } = JSON.parse(readFileSync(join(root, file), 'utf8'));
    for (const name of Object.keys(dependencies)) if (name !== '@staff/shared') names.add(name);
  }
  // A package and its subpaths (drizzle-orm/pg-core, …).
  return [...names].flatMap((name) => [name, `${name}/*`]);
}

export async function buildServer() {
  // esbuild comes with tsx, a dependency of the server: installed wherever the server is.
  const { build } = await import(pathToFileURL(join(root, 'node_modules/esbuild/lib/main.js')).href);
  const started = Date.now();
  // Chunks are named by their hash: the previous build's would pile up.
  rmSync(SERVER_DIST, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: join(root, 'apps/server/src/main.ts'),
      // Worker threads' entries (apps/server/src/paths.ts workerEntry): dist/<name>.js, next to main.js.
      'pdf-worker': join(root, 'apps/server/src/modules/ocr/pdf.worker.ts'),
    },
    outdir: SERVER_DIST,
    // main.ts imports the app and the demo seed dynamically: they become chunks of their own, loaded while the
    // database opens rather than before main() runs.
    splitting: true,
    // Next to main.js: src/paths.ts finds apps/server as the parent of the folder of the chunk it ends up in.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'apps/server/tsconfig.json'),
    external: externalPackages(),
    // Readable stack traces without source maps: not minified, so names and layout are kept. (No keepNames: it
    // wraps every function, closures made per request included, in a defineProperty call.)
    minify: false,
    logLevel: 'warning',
    banner: { js: '// Built by scripts/build-server.mjs from apps/server/src: edit the sources, not this file.' },
  });
  return Date.now() - started;
}

/** Builds when apps/server/dist/main.js is missing or older than a source; returns what was done, for the log. */
export async function buildServerIfStale() {
  const built = newestMtime(SERVER_BUNDLE);
  const sources = Math.max(...INPUTS.map(newestMtime));
  if (built > 0 && built >= sources) return 'apps/server/dist is up to date';
  const ms = await buildServer();
  return `${built === 0 ? 'apps/server/dist was missing' : 'server sources changed'}: built in ${ms} ms`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ms = await buildServer();
  console.log(`[build-server] apps/server/dist/main.js built in ${ms} ms`);
}
