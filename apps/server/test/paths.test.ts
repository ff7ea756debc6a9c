import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PATHS, workerEntry } from '../src/paths';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Production runs the server as one bundle, apps/server/dist/main.js (scripts/build-server.mjs): a module that found a
 * file relative to itself would look for it in dist/. Only src/paths.ts, one level below apps/server in both layouts,
 * may do so.
 */
describe('files read at run time', () => {
  it('are found through src/paths.ts only', () => {
    const offenders = sources(src)
      .filter((file) => path.basename(file) !== 'paths.ts')
      .filter((file) => /import\.meta\.(dirname|filename|url)|__dirname|__filename/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });

  it('exist where src/paths.ts points', () => {
    expect(fs.existsSync(path.join(PATHS.migrations, 'meta/_journal.json'))).toBe(true);
    expect(JSON.parse(fs.readFileSync(PATHS.rootPackageJson, 'utf8')).name).toBe('staff-management');
    expect(path.relative(PATHS.webDist, fileURLToPath(new URL('../../web/dist', import.meta.url)))).toBe('');
    // A worker's entry, from the sources (the bundle builds dist/<name>.js from the same file: build-server.mjs).
    expect(fs.existsSync(workerEntry('pdf-worker', 'modules/ocr/pdf.worker.ts').file)).toBe(true);
  });
});
