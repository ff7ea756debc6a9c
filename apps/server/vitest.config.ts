import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

// HTTP tests: each file gets its own database cloned from a template that global-setup migrates and seeds once.
// With TEST_DATABASE_URL they run on that PostgreSQL server, else on PGlite. Two projects (the root vitest.config.ts
// lists both; `npm run test:http` runs both):
//   server        every file but those below, in worker threads: one process, so PGlite's WebAssembly is compiled once
//                 for the run instead of once per file (its 103 files: 472 → 333 s of CPU)
//   server-forks  the files that measure the process itself (its memory under load, GUARD.extraRssBytes of
//                 test/event-loop.ts; the PDF reader's memory bound, which the OCR routes and the fuzzers reach), each in
//                 a process of its own, where no other file's database or app adds to what they measure

/** The files that measure the process's memory (see above), relative to apps/server. */
export const PROCESS_MEASURING_FILES = [
  'src/**/*.load.test.ts',
  'src/modules/ocr/**/*.test.ts',
  'src/modules/expenses/expense-claims.zip.test.ts',
  'test/fuzz/**/*.test.ts',
];

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
      exclude: [...configDefaults.exclude, ...PROCESS_MEASURING_FILES],
      pool: 'threads',
    },
  },
  {
    test: {
      ...common,
      name: 'server-forks',
      include: PROCESS_MEASURING_FILES,
      pool: 'forks',
    },
  },
];

// Run from apps/server itself (`npx vitest run` there): the same two projects.
export default defineConfig({ test: { projects: serverProjects } });
