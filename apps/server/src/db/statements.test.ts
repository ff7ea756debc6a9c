import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { runStatement, runUnnamed } from './statements';

/** What a pool is asked to run (no server: the pool's query is replaced by a recorder). */
function recordingPool() {
  const pool = new pg.Pool();
  const sent: { name?: string; text: string }[] = [];
  pool.query = (async (config: { name?: string; text: string }) => {
    sent.push(config);
    return { rows: [] };
  }) as unknown as pg.Pool['query'];
  return { db: { $client: pool } as unknown as Database, pool, sent };
}

describe('hot statements', () => {
  it('are named prepared statements straight to PostgreSQL, one name per text', async () => {
    const { db, sent } = recordingPool();
    await runStatement(db, 'SELECT 1 AS direct', []);
    await runStatement(db, 'SELECT 1 AS direct', []);
    expect(sent[0]!.name).toMatch(/^hot_\d+$/);
    expect(sent[1]!.name).toBe(sent[0]!.name);
  });

  it('are unnamed behind a transaction pooler (DATABASE_POOLER=transaction): a name lives on one server connection', async () => {
    const { db, pool, sent } = recordingPool();
    runUnnamed(pool);
    await runStatement(db, 'SELECT 1 AS pooled', []);
    expect(sent[0]).toEqual({ text: 'SELECT 1 AS pooled', values: [] });
  });
});
