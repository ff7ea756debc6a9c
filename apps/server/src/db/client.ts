import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PATHS } from '../paths';
import { acquireLock } from './lock';
import * as schema from './schema';
import { runUnnamed } from './statements';

/** One type for both drivers: modules never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: query functions accept either. */
export type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Where lost connections are reported once the app has its logger (console until then). */
  useLogger?(log: ConnectionLog): void;
};

/** The part of a pino logger the pool needs. */
export type ConnectionLog = { warn(object: object, message: string): void };

const CONSOLE_LOG: ConnectionLog = { warn: (object, message) => console.warn(message, object) };

/** How long a request waits for a connection before it fails (503): an outage must answer fast, not hang. */
export const CONNECTION_TIMEOUT_MS = 3000;

export const MIGRATIONS_FOLDER = PATHS.migrations;

// node-postgres returns `date` columns as JS Dates by default; the wire format of the product is YYYY-MM-DD.
pg.types.setTypeParser(1082, (value: string) => value);

/**
 * A pool that survives its server: a lost connection is logged and dropped, never thrown, and the next request
 * opens a new one, so the app serves again by itself once PostgreSQL is back.
 */
export function createPool(
  url: string,
  options: { connectionTimeoutMillis?: number; log?: () => ConnectionLog | undefined } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECTION_TIMEOUT_MS,
    // Finds a server that vanished without closing the socket (a dead host, a cut network).
    keepAlive: true,
  });
  const log = () => options.log?.() ?? CONSOLE_LOG;
  // An idle client whose server went away: pg-pool drops it and emits 'error' on the pool. With no listener that
  // event ends the process (and every company with it).
  pool.on('error', (error) =>
    log().warn(
      { err: { message: error.message, code: (error as { code?: string }).code } },
      'database connection lost',
    ),
  );
  // A checked-out client can lose its server between two queries (inside a transaction, while a file is being
  // written): node-postgres emits 'error' on the client, which the pool only listens to while the client is idle.
  // Nothing to log there: the query in flight (or the next one) rejects and its request reports it; on release
  // pg-pool sees the client is no longer queryable and drops it, so no dead client is ever reused.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** How the app reaches PostgreSQL: directly (or through a session pooler), or through a transaction pooler. */
export type Pooler = 'none' | 'transaction';

export function fromPostgresUrl(
  url: string,
  options: { connectionTimeoutMillis?: number; pooler?: Pooler } = {},
): DatabaseHandle {
  let log: ConnectionLog | undefined;
  const pool = createPool(url, { ...options, log: () => log });
  if (options.pooler === 'transaction') runUnnamed(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    useLogger: (next) => {
      log = next;
    },
  };
}

/**
 * PGlite runs each statement in WASM on the main thread, and resolves it at once: a chain of statements (a transaction
 * of a few hundred) continues in microtasks, and the event loop never turns between them, so no other request (not
 * even the health route) is answered until the chain ends (issue 21: a 20,000-row import blocked the server 17 s).
 * Each statement first lets the loop turn (setImmediate): the longest block becomes the longest single statement,
 * which long work keeps short by writing a few hundred rows at a time.
 */
function turnLoopBetweenStatements(client: PGlite): void {
  type Runner = Pick<PGlite, 'query' | 'exec'>;
  const letLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const wrap = <T extends Runner>(target: T): T => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = (async (...args: Parameters<Runner['query']>) => {
      await letLoopTurn();
      return query(...args);
    }) as Runner['query'];
    target.exec = async (...args: Parameters<Runner['exec']>) => {
      await letLoopTurn();
      return exec(...args);
    };
    return target;
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Runner) => Promise<unknown>) =>
    transaction((tx) => fn(wrap(tx)))) as PGlite['transaction'];
}

export function fromPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  turnLoopBetweenStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

/** PGlite in DATA_DIR/pglite, guarded by a lock (db/lock.ts): PGlite itself would let two processes corrupt it. */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = await acquireLock(path.join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(dir);
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(options: {
  databaseUrl?: string;
  databasePooler?: Pooler;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? fromPostgresUrl(options.databaseUrl, { pooler: options.databasePooler })
    : openEmbedded(options.dataDir);
}
