import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DatabaseHandle, type Db, fromPglite, fromPostgresUrl } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';
import { activityOvertimes } from '../apps/server/src/modules/activities/activities.tables';
import { projects } from '../apps/server/src/modules/projects/projects.tables';
import { users } from '../apps/server/src/modules/users/users.tables';
import { todayInParis } from '../apps/server/src/platform/clock';
import { openFileStorage } from '../apps/server/src/platform/files/stores';

/*
 * What every bench does the same way, written once: the server in process on the demo company, a browser's signed-in
 * calls through Fastify's inject (no network, no client), the statements counted on PGlite, the figures read.
 */

/**
 * An in-memory PGlite (or, with `postgres` and TEST_DATABASE_URL set, that PostgreSQL) migrated and seeded with the
 * demo company, its data directory, and the app built on it, ready.
 */
export async function benchServer(name: string, options: { postgres?: boolean } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const url = options.postgres ? process.env.TEST_DATABASE_URL : undefined;
  const pglite = url ? undefined : await PGlite.create();
  const handle: DatabaseHandle = url ? fromPostgresUrl(url) : fromPglite(pglite!);
  await handle.migrate();
  const today = todayInParis();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // The product's store for the database (config.ts): its chunks on PostgreSQL, the folder on PGlite.
    FILE_STORE: url ? 'database' : 'folder',
    PUBLIC_URL: 'http://localhost:8000',
  } as never);
  await seedDemo(handle.db, today, openFileStorage(config, handle.db));
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    pglite,
    today,
    /** Statistics for the planner once the bench's rows are in. */
    analyze: () => (pglite ? pglite.exec('ANALYZE') : handle.db.execute('ANALYZE')),
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Call = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object | Buffer,
  contentType?: string,
) => Promise<LightMyRequestResponse>;

/** Signs a demo user in as a browser does (the CSRF cookie first) and answers calls carrying its cookies. */
export async function signedIn(app: FastifyInstance, username: string): Promise<Call> {
  const cookies = new Map<string, string>();
  const call: Call = async (method, url, payload, contentType) => {
    const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['x-csrftoken'] = cookies.get('csrftoken') ?? '';
    if (contentType) headers['content-type'] = contentType;
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    for (const c of res.cookies) cookies.set(c.name, c.value);
    return res;
  };
  await call('GET', '/api/info/');
  if ((await call('POST', '/api/auth/', { username, password: 'demo1234' })).statusCode !== 200) {
    throw new Error('sign-in failed');
  }
  return call;
}

/** Counts the statements run on a PGlite client from now on (none counted without one: PostgreSQL). */
export function statementCounter(pglite: PGlite | undefined) {
  let count = 0;
  if (pglite) {
    const query = pglite.query.bind(pglite);
    pglite.query = ((...args: Parameters<typeof pglite.query>) => {
      count++;
      return query(...args);
    }) as typeof pglite.query;
  }
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

/** The elapsed and CPU milliseconds of one run. */
export async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number; cpu: number }> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await run();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpuBefore);
  return { result, ms, cpu: (used.user + used.system) / 1000 };
}

/** The `p` quantile of times sorted ascending (0.5 the median, 1 the max). */
export const quantile = (sorted: readonly number[], p: number, digits = 1): string =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(digits);

/**
 * `runs` GETs of a URL after a first one (which must answer 200: it is handed back to be checked) and `warmups`
 * more: their times sorted, the statements and the process's CPU per request.
 */
export async function measureGet(
  call: Call,
  url: string,
  options: { runs: number; warmups: number; statements?: ReturnType<typeof statementCounter> },
) {
  const first = await call('GET', url);
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body.slice(0, 300)}`);
  for (let i = 0; i < options.warmups; i++) await call('GET', url);
  const times: number[] = [];
  options.statements?.reset();
  const cpu = process.cpuUsage();
  for (let i = 0; i < options.runs; i++) {
    const t = performance.now();
    await call('GET', url);
    times.push(performance.now() - t);
  }
  const { user, system } = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    first,
    times,
    statementsPerRun: (options.statements?.count ?? 0) / options.runs,
    cpuPerRequest: (user + system) / 1000 / options.runs,
  };
}

/** One line of figures: "name: median 1.2 ms, p95 2.0 ms, max 3.1 ms[, CPU …][, 4 statements] (200 runs)". */
export function printFigures(
  name: string,
  measured: { times: number[]; statementsPerRun: number; cpuPerRequest: number },
  options: { cpu?: boolean; statements?: boolean } = { statements: true },
) {
  const { times } = measured;
  const at = (p: number) => quantile(times, p);
  const cpu = options.cpu ? `, CPU ${measured.cpuPerRequest.toFixed(1)} ms/request` : '';
  const statements = options.statements ? `, ${measured.statementsPerRun} statements` : '';
  console.log(
    `${name}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms${cpu}${statements} (${times.length} runs)`,
  );
}

/**
 * "median 1.2 ms, p90 2.0 ms, p99 3.1 ms" of values in the order measured, the first ones left out: they warm the code
 * paths (JIT, prepared statements). PGlite runs in the bench's process, so a request's CPU time is the server's whole
 * work, database included: on a shared machine it says more than the elapsed time, which waits for the neighbours.
 */
export function afterWarmUp(values: readonly number[]): string {
  const skip = Math.min(20, Math.floor(values.length / 5));
  const sorted = values.slice(skip).sort((a, b) => a - b);
  return `median ${quantile(sorted, 0.5)} ms, p90 ${quantile(sorted, 0.9)} ms, p99 ${quantile(sorted, 0.99)} ms`;
}

/** The machine's load average, said with the figures it weighs on. */
export const printLoadAverage = () =>
  console.log(
    `  load average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

/** A demo user's row, and the company every row of the bench goes into. */
export async function demoUser(db: Db, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  if (!user?.company_id) throw new Error(`no demo user ${username}`);
  return { user, companyId: user.company_id };
}

export type BenchPerson = {
  username: string;
  first_name: string;
  last_name: string;
  employee_number: string;
  email?: string;
  /** 'x' by default: a bench's people never sign in. */
  password_hash?: string;
};

/** Collaborators added to the company, in one statement; their ids in the order given. */
export const insertCollaborators = (db: Db, companyId: number, people: BenchPerson[]) =>
  db
    .insert(users)
    .values(people.map((p) => ({ company_id: companyId, password_hash: 'x', roles: ['collaborator' as const], ...p })))
    .returning({ id: users.id });

/** The company's first `count` projects, by id: the ones a bench's activities go on. */
export const firstProjects = (db: Db, companyId: number, count: number) =>
  db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.company_id, companyId))
    .orderBy(asc(projects.id))
    .limit(count);

/** Overtime of `minutes` on every eighth of these activities (each declared by its report's owner). */
export const overtimeOnEveryEighth = (
  db: Db,
  companyId: number,
  activities: { id: number; ownerId: number }[],
  overtimeTypeId: number,
  minutes: number,
) =>
  db.insert(activityOvertimes).values(
    activities
      .filter((_, i) => i % 8 === 0)
      .map((a) => ({
        company_id: companyId,
        activity_id: a.id,
        user_id: a.ownerId,
        type_of_overtime_id: overtimeTypeId,
        minutes,
      })),
  );
