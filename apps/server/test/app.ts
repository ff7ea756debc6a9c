import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/client';
import { TestClient } from './client';
import { openTestDatabase } from './template';

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  /** A new anonymous browser. */
  client(headers?: Record<string, string>): TestClient;
  /** A new browser signed in as `username` (password demo1234). */
  as(username: string): Promise<TestClient>;
};

/**
 * One app on one fresh database per test file. Returns a context filled in by beforeAll,
 * so tests read `ctx.app`, `ctx.db` … inside their bodies.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    const template = inject('template');
    const handle = await openTestDatabase(template);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: template.root,
      PUBLIC_URL: 'http://localhost:8000',
      ...env,
    } as NodeJS.ProcessEnv);
    const app = await buildApp({ config, db: handle.db, logger: false });
    await app.ready();
    Object.assign(ctx, {
      app,
      db: handle.db,
      handle,
      client: (headers?: Record<string, string>) => new TestClient(app, headers),
      as: (username: string) => new TestClient(app).login(username),
    });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.handle?.close();
  });
  return ctx;
}
