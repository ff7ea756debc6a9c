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
};

const requireHere = createRequire(import.meta.url);

/** A file of an installed package (the OCR's trained data), found as the server's own imports are, sources or bundle. */
export const packageFile = (specifier: string): string => requireHere.resolve(specifier);
