/**
 * What DATABASE_POOLER=transaction costs (issue 29): the hot statement every request runs (the session lookup,
 * platform/sessions.ts loadSession) as named prepared statements straight to PostgreSQL, unnamed straight to
 * PostgreSQL, and unnamed through PgBouncer in transaction pooling; 10 at a time (the pool's size), rounds alternated.
 *
 *   PGBOUNCER=1 bash scripts/with-postgres.sh npx tsx bench/pooler.ts [lookups=3000] [rounds=3]
 */

import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { type DatabaseHandle, fromPostgresUrl } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { todayInParis } from '../apps/server/src/platform/clock';
import { FolderFileStorage } from '../apps/server/src/platform/files/folder-storage';
import { users } from '../apps/server/src/platform/identity/identity.tables';
import { createSession, loadSession } from '../apps/server/src/platform/sessions';
import { withDatabase } from '../apps/server/test/template';

const pooled = process.env.TEST_DATABASE_URL;
const direct = process.env.TEST_DATABASE_ADMIN_URL;
if (!pooled || !direct || process.env.DATABASE_POOLER !== 'transaction') {
  throw new Error('run it through PgBouncer: PGBOUNCER=1 bash scripts/with-postgres.sh npx tsx bench/pooler.ts');
}
const LOOKUPS = Number(process.argv[2] ?? 3000);
const ROUNDS = Number(process.argv[3] ?? 3);
const LIMITS = { idleMs: 3_600_000, maxMs: 86_400_000 };

const setup = fromPostgresUrl(direct);
await setup.migrate();
await seedDemo(setup.db, todayInParis(), new FolderFileStorage(path.join(os.tmpdir(), `bench-pooler-${process.pid}`)));
const [alice] = await setup.db.select({ id: users.id }).from(users).where(eq(users.username, 'alice'));
const { id } = await createSession(setup.db, alice!.id, LIMITS);

const ways: [string, DatabaseHandle][] = [
  ['named, direct', fromPostgresUrl(withDatabase(direct, 'staff_test'))],
  ['unnamed, direct', fromPostgresUrl(withDatabase(direct, 'staff_test'), { pooler: 'transaction' })],
  ['unnamed, through PgBouncer', fromPostgresUrl(withDatabase(pooled, 'staff_test'), { pooler: 'transaction' })],
];

async function measure(handle: DatabaseHandle): Promise<number> {
  let left = LOOKUPS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (left-- > 0) if ((await loadSession(handle.db, id, LIMITS)) === 'lost') throw new Error('session lost');
    }),
  );
  return performance.now() - started;
}

const times = new Map<string, number[]>(ways.map(([name]) => [name, []]));
for (const [, handle] of ways) await measure(handle); // warm: connections opened, statements prepared
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, handle] of ways) times.get(name)!.push(await measure(handle));
}
for (const [name, ms] of times) {
  const best = Math.min(...ms);
  console.log(
    `${name.padEnd(28)} ${(LOOKUPS / (best / 1000)).toFixed(0).padStart(6)} lookups/s  ${((best * 1000) / LOOKUPS).toFixed(0)} µs each (best of ${ROUNDS})`,
  );
}
for (const [, handle] of ways) await handle.close();
await setup.close();
