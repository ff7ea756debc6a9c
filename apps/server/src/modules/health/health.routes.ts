import fs from 'node:fs';
import path from 'node:path';
import { HealthOut, LiveOut } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/client';
import type { AppDeps } from '../../deps';
import { RETRY_AFTER_SECONDS } from '../../platform/db-errors';
import { appliedMigrations } from './health.queries';

/** Longer than this and the database counts as unreachable: a load balancer's probe must not hang. */
export const HEALTH_TIMEOUT_MS = 2000;

/** The `when` of every migration the code ships with; drizzle records it as `created_at` once applied. */
const EXPECTED_MIGRATIONS: string[] = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  }
).entries.map((entry) => String(entry.when));

const UNDEFINED_TABLE = '42P01';

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
  });
}

/**
 * One query answers both questions: the database is reachable when it answers at all, and ready when every
 * migration of the journal is recorded. A missing migrations table means reachable but never migrated.
 */
export async function checkHealth(db: Database, timeoutMs = HEALTH_TIMEOUT_MS): Promise<HealthOut> {
  const down: HealthOut = {
    status: 'unavailable',
    live: true,
    ready: false,
    database: 'unreachable',
    migrations: 'unknown',
  };
  let applied: Set<string>;
  try {
    applied = new Set(await Promise.race([appliedMigrations(db), timeout(timeoutMs)]));
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code !== UNDEFINED_TABLE) return down;
    applied = new Set();
  }
  const ready = EXPECTED_MIGRATIONS.every((when) => applied.has(when));
  return {
    status: ready ? 'ok' : 'unavailable',
    live: true,
    ready,
    database: 'ok',
    migrations: ready ? 'applied' : 'pending',
  };
}

/** Probes for a load balancer or an orchestrator: public, no session, no database write, never logged at info. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/health/',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 when the database answers and every migration is applied, 503 otherwise',
        description:
          'For a load balancer or an orchestrator (readiness probe). 200 `{status: "ok", live: true, ready: true, ' +
          'database: "ok", migrations: "applied"}` when the database answers within 2 s and every migration ' +
          'shipped with the code is applied; 503 with `ready: false`, and `database` (`unreachable`) or ' +
          '`migrations` (`pending`) saying what is wrong. No session needed.',
        response: { 200: HealthOut, 503: HealthOut },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps.db);
      if (!health.ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(health.ready ? 200 : 503).send(health);
    },
  );

  r.get(
    '/health/live/',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 as long as the process runs (the database is not asked)',
        description:
          'For a liveness probe: always `{status: "ok", live: true}` while the process serves HTTP, even during a ' +
          'database outage (restarting the process would not bring the database back). Readiness is /api/health/.',
        response: { 200: LiveOut },
      },
    },
    async () => ({ status: 'ok' as const, live: true as const }),
  );
}
