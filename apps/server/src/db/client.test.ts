import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { classifyDatabaseError } from '../platform/db-errors';
import { createPool } from './client';

/**
 * A stand-in PostgreSQL server that accepts a connection and says "ready" (or stays silent), so that a test can
 * then cut the connection as a stopped server would. The real outage runs in scripts/outage-drill.mjs.
 */
async function fakeServer(options: { silent?: boolean } = {}) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.once('data', () => {
      if (options.silent) return;
      // AuthenticationOk, then ReadyForQuery (idle): enough for node-postgres to hand the client out.
      socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `postgres://staff@127.0.0.1:${port}/staff`,
    /** Drops every connection, as `pg_ctl stop -m immediate` does. */
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const pools: pg.Pool[] = [];
const servers: { close(): Promise<void>; cut(): void }[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.end().catch(() => {});
  for (const server of servers.splice(0)) {
    server.cut();
    await server.close();
  }
});

async function setUp(options: { silent?: boolean; connectionTimeoutMillis?: number } = {}) {
  const server = await fakeServer(options);
  servers.push(server);
  const warnings: string[] = [];
  const pool = createPool(server.url, {
    connectionTimeoutMillis: options.connectionTimeoutMillis,
    log: () => ({ warn: (_object, message) => warnings.push(message) }),
  });
  pools.push(pool);
  return { server, pool, warnings };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the PostgreSQL pool when the server goes away', () => {
  it('logs an idle connection lost instead of ending the process, and drops it', async () => {
    const { server, pool, warnings } = await setUp();
    const client = await pool.connect();
    client.release();
    expect(pool.idleCount).toBe(1);
    server.cut();
    await settle();
    expect(warnings).toEqual(['database connection lost']);
    expect(pool.totalCount).toBe(0);
  });

  it('survives a checked-out connection lost between two queries, and never hands it out again', async () => {
    const { server, pool } = await setUp();
    const client = await pool.connect();
    server.cut(); // without a listener on the client, its 'error' event is an uncaught exception
    await settle();
    await expect(client.query('select 1')).rejects.toThrow(/not queryable/);
    client.release();
    expect(pool.totalCount).toBe(0);
  });

  it('the pool itself has an error listener', () => {
    const pool = createPool('postgres://staff@127.0.0.1:1/staff', { log: () => ({ warn: () => {} }) });
    pools.push(pool);
    expect(() => pool.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
  });

  it('fails a query fast when the server accepts but never answers, with an error answered 503', async () => {
    const { pool } = await setUp({ silent: true, connectionTimeoutMillis: 300 });
    const started = Date.now();
    const error = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });

  it('fails a query at once when nothing listens, with an error answered 503', async () => {
    const pool = createPool('postgres://staff@127.0.0.1:1/staff', { log: () => ({ warn: () => {} }) });
    pools.push(pool);
    const error = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((e: unknown) => e);
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });
});
