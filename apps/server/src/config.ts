import path from 'node:path';
import { z } from 'zod';

/** Environment variables, parsed once at start. Every setting has a default that works on a laptop. */
const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL URL; when empty the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** smtp://user:pass@host:port; when empty mails stay in the outbox and are logged. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Staff <no-reply@localhost>'),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** The address the product is reached at, used in mailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().optional(),
  /** "0" disables the demo company on an empty database. */
  SEED_DEMO: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(240),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  LOG_LEVEL: z.string().default('info'),
});

export type Config = {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailPollMs: number;
  publicUrl: string;
  seedDemo: boolean;
  sessionIdleMs: number;
  sessionMaxMs: number;
  logLevel: string;
  webDistDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = EnvSchema.parse(env);
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: !isProduction && e.SEED_DEMO !== '0',
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
