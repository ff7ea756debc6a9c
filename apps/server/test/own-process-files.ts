// Which HTTP test files run in a process of their own, in the project `server-forks` (vitest.config.ts says why).

/** The files that measure the process's memory (vitest.config.ts), relative to apps/server. */
export const PROCESS_MEASURING_FILES = [
  'src/**/*.load.test.ts',
  'src/modules/ocr/**/*.test.ts',
  'src/modules/expenses/expense-claims.zip.test.ts',
  'test/fuzz/**/*.test.ts',
];

/** The files that replace a module with vi.mock (test/isolation.test.ts fails on one missing here). */
export const MODULE_MOCKING_FILES = ['src/modules/expenses/exports/expense-exports.bound.test.ts'];

/** The files of the project `server-forks`. */
export const OWN_PROCESS_FILES = [...PROCESS_MEASURING_FILES, ...MODULE_MOCKING_FILES];
