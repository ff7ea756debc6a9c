import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The folders the server reads files from at run time, the same whether it runs from its sources (src/*.ts through
 * tsx: dev, tests) or from its bundle (dist/main.js, production, scripts/build-server.mjs): this module sits one level
 * below apps/server in both, so `import.meta.dirname` is apps/server/src or apps/server/dist. Nothing else may find
 * a file relative to its own module, since in the bundle every module is dist/ (apps/server/test/paths.test.ts).
 */
const serverRoot = path.resolve(import.meta.dirname, '..');

export const PATHS = {
  /** drizzle-kit's SQL migrations and their journal, read from the sources (they are not code). */
  migrations: path.join(serverRoot, 'src/db/migrations'),
  /** The repository's package.json, whose version /api/info/ answers. */
  rootPackageJson: path.resolve(serverRoot, '../../package.json'),
  /** The web app's production build, served by the server. */
  webDist: path.resolve(serverRoot, '../web/dist'),
  /** Worker entries bundled from the sources (platform/worker.ts): below node_modules, whose packages they import. */
  workerCache: path.join(serverRoot, 'node_modules/.cache/workers'),
};

const requireHere = createRequire(import.meta.url);

/** A file of an installed package (the OCR's trained data), found as the server's own imports are, sources or bundle. */
export const packageFile = (specifier: string): string => requireHere.resolve(specifier);

/** Whether this is the bundle (dist/*.js) rather than the sources run through tsx. */
const bundled = path.basename(import.meta.dirname) === 'dist';

/**
 * The entry module of a worker thread (issue 21: heavy work off the event loop): in the bundle, the entry point of the
 * same name that scripts/build-server.mjs builds (dist/<name>.js); from the sources, the TypeScript file, which
 * platform/worker.ts bundles the same way into `PATHS.workerCache` first.
 */
export const workerEntry = (name: string, source: string): { name: string; file: string; typescript: boolean } =>
  bundled
    ? { name, file: path.join(serverRoot, 'dist', `${name}.js`), typescript: false }
    : { name, file: path.join(serverRoot, 'src', source), typescript: true };
