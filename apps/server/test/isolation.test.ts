import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCKING_FILES } from './own-process-files';

// The project `server` is not isolated (vitest.config.ts): a thread runs file after file on one module graph, so a
// file that replaces a module or a global would change what the files after it see. Such files belong to the
// isolated project `server-forks`, through MODULE_MOCKING_FILES.

const root = path.join(import.meta.dirname, '..');
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

describe('test isolation', () => {
  it('runs every file that replaces a module or a global in a process of its own', () => {
    const replacing = [...testFiles('src'), ...testFiles('test')].filter(
      (file) => file !== 'test/isolation.test.ts' && REPLACES.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(replacing.sort()).toEqual([...MODULE_MOCKING_FILES].sort());
  });
});
