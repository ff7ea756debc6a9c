import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { Database } from '../../db/client';
import { checkHealth } from './health.routes';

const ctx = useTestApp();

describe('health probes', () => {
  it('GET /api/health/ is ready when the database answers and every migration is applied, without a session', async () => {
    const res = await ctx.client().get('/api/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', live: true, ready: true, database: 'ok', migrations: 'applied' });
  });

  it('GET /api/health/live/ answers 200 without asking the database', async () => {
    const res = await ctx.client().get('/api/health/live/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', live: true });
  });

  it('both are in the OpenAPI document', async () => {
    const doc = (await ctx.client().get('/api/docs/json')).body;
    expect(doc.paths['/api/health/'].get.summary).toMatch(/Readiness/);
    expect(doc.paths['/api/health/live/'].get.summary).toMatch(/Liveness/);
  });

  it('is not ready when the database does not answer in time', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    expect(await checkHealth(hanging, 50)).toEqual({
      status: 'unavailable',
      live: true,
      ready: false,
      database: 'unreachable',
      migrations: 'unknown',
    });
  });

  it('is not ready, and says so with 503, when a migration is missing', async () => {
    const [last] = (
      (await ctx.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    try {
      const res = await ctx.client().get('/api/health/');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ready: false, database: 'ok', migrations: 'pending' });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at})`,
      );
    }
  });
});
