import { isIP } from 'node:net';
import path from 'node:path';
import { isDateInRange } from '@staff/shared';
import { z } from 'zod';
import { PATHS } from './paths';

/** proxy-addr's named ranges, which Fastify's `trustProxy` string accepts besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One `TRUST_PROXY` entry: an address, an address/prefix, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

/**
 * The proxies whose X-Forwarded-* headers are believed. Unset: none, so request.ip is the socket's address and a
 * client cannot pick the address it is throttled under. `true` (every peer) is refused on purpose: it lets any
 * client forge its address.
 */
const TrustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyEntry(e));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be a comma-separated list of addresses or CIDRs (e.g. 10.0.0.1,10.1.0.0/16); got ${bad.join(', ') || 'nothing'}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Environment variables, parsed once at start. Every setting has a default that works on a laptop. */
const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** Loopback by default, so a laptop running the demo accounts is not reachable from its network. */
  HOST: z.string().default('127.0.0.1'),
  TRUST_PROXY: TrustProxy,
  /** A PostgreSQL URL; when empty the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /**
   * `transaction` when DATABASE_URL reaches PostgreSQL through a pooler in transaction mode (PgBouncer before 1.21, and
   * most hosted poolers): statements are then unnamed, since a named one lives on one server connection (db/statements.ts).
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  DATA_DIR: z.string().default('./data'),
  /**
   * Where uploaded files' bytes live: `database` (chunks in PostgreSQL, shared by every process, in every backup) or
   * `folder` (DATA_DIR/files). Unset: `database` with DATABASE_URL, `folder` on the embedded PGlite.
   */
  FILE_STORE: z.enum(['database', 'folder']).optional(),
  /** smtp://user:pass@host:port; when empty mails stay in the outbox and are logged. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Staff <no-reply@localhost>'),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** How often an idle process looks for background jobs another posted or left behind; 0: only at start and when posted. */
  JOB_POLL_MS: z.coerce.number().int().min(0).default(2000),
  /** The address the product is reached at, used in mailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().optional(),
  /** "0" disables the demo company on an empty database. */
  SEED_DEMO: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(240),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  LOG_LEVEL: z.string().default('info'),
  /**
   * Tests and demos only: the day the app takes as today (YYYY-MM-DD), its clock starting at 10:00 Paris time and
   * running on (platform/clock.ts). Refused in production, where the day is the real one.
   */
  APP_TODAY: z
    .string()
    .optional()
    .refine((value) => !value || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isDateInRange(value)), {
      message: 'APP_TODAY must be a date between 1900-01-01 and 2099-12-31, written YYYY-MM-DD',
    }),
});

export type Config = {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** Addresses or CIDRs of trusted reverse proxies (Fastify's `trustProxy`); undefined trusts none. */
  trustProxy: string[] | undefined;
  databaseUrl: string | undefined;
  databasePooler: 'none' | 'transaction';
  dataDir: string;
  /** Where file bytes live (FILE_STORE): chosen once at start (platform/files/stores.ts). */
  fileStore: 'database' | 'folder';
  smtpUrl: string | undefined;
  mailFrom: string;
  mailPollMs: number;
  jobPollMs: number;
  publicUrl: string;
  seedDemo: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  logLevel: string;
  webDistDir: string;
  /** The pinned "today" (`APP_TODAY`), or undefined for the real day. */
  today: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = EnvSchema.parse(env);
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && e.APP_TODAY) {
    throw new Error('APP_TODAY pins the day for tests and demos; it is refused when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePooler: e.DATABASE_POOLER,
    dataDir: path.resolve(e.DATA_DIR),
    fileStore: e.FILE_STORE ?? (e.DATABASE_URL ? 'database' : 'folder'),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    jobPollMs: e.JOB_POLL_MS,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: !isProduction && e.SEED_DEMO !== '0',
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    webDistDir: PATHS.webDist,
    today: e.APP_TODAY || undefined,
  };
}
