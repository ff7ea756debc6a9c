// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirstLoad, firstLoad } from './first-load';

/**
 * The budget of issue 14: what the browser downloads (JS + CSS, gzip) before the page is on screen. The app is built
 * here, into a folder of its own (apps/web/dist may be missing or stale), with the Vite manifest to follow the chunks.
 */
const BUDGET_BYTES = 200 * 1024;

/** Each page by the lazy chunks its route renders: its frame (layout) and itself. */
const PAGES: Record<string, string[]> = {
  'the login page': ['src/app/shell/PublicLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
  'the dashboard': ['src/app/shell/AppLayout.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'],
};

const webRoot = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-first-load-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

beforeAll(() => {
  // vite's package exports no bin/: found from its main module (dist/node/index.js).
  const vite = path.resolve(path.dirname(createRequire(import.meta.url).resolve('vite')), '../../bin/vite.js');
  const args = [
    vite,
    'build',
    '--manifest',
    '--sourcemap',
    'false',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  const build = spawnSync(process.execPath, args, {
    cwd: webRoot,
    // A production build, as npm run build makes it: Vitest runs with NODE_ENV=test, which would build React's development code.
    env: { ...process.env, NODE_ENV: 'production', PRECOMPRESS: '0' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed (${build.status}):\n${build.stderr}`);
}, 300_000);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(name: string, load: FirstLoad): string {
  return `${name}: ${kb(load.gzipBytes)} gzip (${kb(load.rawBytes)} raw) in ${load.files.length} files`;
}

describe('first load', () => {
  it.each(Object.entries(PAGES))('of %s stays within 200 KB gzip of JS and CSS', (name, chunks) => {
    const load = firstLoad(outDir, chunks);
    console.info(report(name, load));
    expect(load.files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(load.gzipBytes, report(name, load)).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('leaves the heavy libraries to the pages that use them', () => {
    const eager = new Set(Object.values(PAGES).flatMap((chunks) => firstLoad(outDir, chunks).files));
    const heavy = [...eager].filter((file) => /(^|\/)(zod|floating-ui|DataTable|DatePicker|Dropzone)[-.]/.test(file));
    expect(heavy).toEqual([]);
  });
});
