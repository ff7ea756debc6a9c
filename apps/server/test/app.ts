import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/client';
import type { FileStorage } from '../src/platform/files/storage';
import { openFileStorage } from '../src/platform/files/stores';
import { companies, users } from '../src/platform/identity/identity.tables';
import { TestClient } from './client';
import { openTestDatabase, testFileStore } from './template';

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  /** A new anonymous browser. */
  client(headers?: Record<string, string>): TestClient;
  /** Where this file's app keeps uploaded files on FILE_STORE=folder (a copy of the template's). */
  filesDir: string;
  /** A store like the app's (FILE_STORE: the test run's, see testFileStore), for a test to save files with. */
  files: FileStorage;
  /** A new browser signed in as `username` (password demo1234), at their company's host. */
  as(username: string): Promise<TestClient>;
  /**
   * A new anonymous browser at the host of `username`'s company (a company's people sign in at its host only,
   * issue 21); for the superuser or an unknown name, at the default host (localhost, Acme's).
   */
  clientFor(username: string): Promise<TestClient>;
};

/**
 * One app on one fresh database per test file. Returns a context filled in by beforeAll,
 * so tests read `ctx.app`, `ctx.db` … inside their bodies. `env`: environment overrides; `overrides`: settings that no
 * variable names (e.g. `webDistDir`, for a test's own web build).
 */
export function useTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}): TestContext {
  const ctx = {} as TestContext;
  let dataDir = '';
  beforeAll(async () => {
    const template = inject('template');
    const handle = await openTestDatabase(template);
    // Each file its own copy of the uploaded files too: a test (or the fuzzer) that deletes a document must not take
    // the file away from the other files' databases, which still name it.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-test-data-'));
    if (fs.existsSync(template.filesDir))
      fs.cpSync(template.filesDir, path.join(dataDir, 'files'), { recursive: true });
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:8000',
        // Jobs are claimed when posted and at start, never on a timer: a statement on a timer would land in the query
        // counts of whichever test runs meanwhile.
        JOB_POLL_MS: '0',
        // A sweep of the HTTP suite on a chosen day (docs/testing.md "The clock tests own"); a file's env may set its own.
        ...(process.env.APP_TODAY ? { APP_TODAY: process.env.APP_TODAY } : {}),
        FILE_STORE: testFileStore(template.kind),
        ...env,
      } as NodeJS.ProcessEnv),
      ...overrides,
    };
    const app = await buildApp({ config, db: handle.db, logger: false });
    const clientFor = async (username: string) => {
      const [row] = await handle.db
        .select({ host: companies.hostname })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.company_id))
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      return new TestClient(app, row ? { host: row.host } : {});
    };
    await app.ready();
    Object.assign(ctx, {
      app,
      db: handle.db,
      handle,
      filesDir: path.join(dataDir, 'files'),
      files: openFileStorage(config, handle.db),
      client: (headers?: Record<string, string>) => new TestClient(app, headers),
      clientFor,
      as: async (username: string) => (await clientFor(username)).login(username),
    });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}
