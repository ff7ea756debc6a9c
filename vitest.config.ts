// One Vitest run, four projects: `shared` (unit), `web` (unit, jsdom), `server` and `server-forks` (HTTP through
// app.inject; apps/server/vitest.config.ts says which file goes where).
//   npx vitest run --project shared --project web                 (npm run test:unit)
//   npx vitest run --project server --project server-forks        (npm run test:http)
// `npm test` (scripts/test.mjs) runs all four with a JSON report to count them.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const shared: TestProjectConfiguration = {
  test: {
    name: 'shared',
    root: here('packages/shared'),
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
};

// The server's two projects (`server` in worker threads, `server-forks` for the files that measure the process) are
// defined in apps/server/vitest.config.ts.
// The web project is defined here (apps/web has no Vitest config of its own). It extends the web app's
// vite.config.ts when there is one (plugins, aliases), and loads apps/web/src/test/setup.ts when present
// (the place for jsdom polyfills such as matchMedia / ResizeObserver that Mantine needs).
const webViteConfig = here('apps/web/vite.config.ts');
const webSetup = here('apps/web/src/test/setup.ts');
const web: TestProjectConfiguration = {
  ...(existsSync(webViteConfig) ? { extends: webViteConfig } : {}),
  test: {
    name: 'web',
    root: here('apps/web'),
    environment: 'jsdom',
    // build/: the build's own plugins and the first-load budget (which builds the app: docs/testing.md).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: existsSync(webSetup) ? [webSetup] : [],
  },
};

export default defineConfig({
  test: {
    // One number of workers for every project, so that Vitest runs them as one group: the unit files fill the
    // cores while the last HTTP files end. Before, the server's own `maxWorkers: 2` made two groups, one after the
    // other, and the unit group ran on Vitest's default of cores - 1, one worker on CI's 2 cores (85 s of CPU on one
    // core while the other idled). `--maxWorkers=1` on the command line still sets it for all of them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [shared, ...serverProjects, web],
  },
});
