// One Vitest run, three projects: `shared` (unit), `web` (unit, jsdom) and `server` (HTTP through app.inject).
//   npx vitest run --project shared --project web   (npm run test:unit)
//   npx vitest run --project server                 (npm run test:http)
// `npm test` (scripts/test.mjs) runs all three with a JSON report to count them.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
// Vitest runs projects with different pool settings (the server's maxWorkers) in separate groups, one group
// after the other: the server's (group 0, its default) first, then the unit projects.
const UNIT_GROUP = 1;

const shared: TestProjectConfiguration = {
  test: {
    name: 'shared',
    root: here('packages/shared'),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    sequence: { groupOrder: UNIT_GROUP },
  },
};

// The server's own apps/server/vitest.config.ts (template database, setup files, pool) is used as soon as it
// exists; it must name its project `server`. Until then, a plain node project so that `--project server` works.
const server: TestProjectConfiguration = existsSync(here('apps/server/vitest.config.ts'))
  ? here('apps/server')
  : {
      test: {
        name: 'server',
        root: here('apps/server'),
        environment: 'node',
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      },
    };

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
    sequence: { groupOrder: UNIT_GROUP },
  },
};

export default defineConfig({
  test: {
    projects: [shared, server, web],
  },
});
