import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { OWN_PROCESS_FILES } from './test/own-process-files';

// HTTP tests: each file gets its own database cloned from a template that global-setup migrates and seeds once.
// With TEST_DATABASE_URL they run on that PostgreSQL server, else on PGlite. Two projects (the root vitest.config.ts
// lists both; `npm run test:http` runs both):
//   server        every file but those below, in worker threads: one process, so PGlite's WebAssembly is compiled once
//                 for the run instead of once per file (its 103 files: 472 → 333 s of CPU); and not isolated: a thread
//                 imports the app once and runs file after file on it (109 files: 406 → 263 s of CPU, the imports
//                 253 → 25 s). Each file still builds its own app on its own database; what the modules keep between
//                 apps is keyed by what it belongs to (the unsettled files by their storage root) or the same for all
//                 (caches, the leaves' hooks). The clock's pin is set again before each file (test/clock-setup.ts).
//   server-forks  the files that measure the process itself (its memory under load, GUARD.extraRssBytes of
//                 test/event-loop.ts; the PDF reader's memory bound, which the OCR routes and the fuzzers reach), each in
//                 a process of its own, where no other file's database or app adds to what they measure; and the files
//                 that replace a module (vi.mock), which must not leak into the files after them

const common = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  setupFiles: ['./test/clock-setup.ts', './test/password-cost.ts'],
  // maxWorkers: the root's (vitest.config.ts), shared by every project.
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export const serverProjects: TestProjectConfiguration[] = [
  {
    test: {
      ...common,
      name: 'server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...OWN_PROCESS_FILES],
      pool: 'threads',
      isolate: false,
    },
  },
  {
    test: {
      ...common,
      name: 'server-forks',
      include: OWN_PROCESS_FILES,
      pool: 'forks',
    },
  },
];

// Run from apps/server itself (`npx vitest run` there): the same two projects.
export default defineConfig({ test: { projects: serverProjects } });
