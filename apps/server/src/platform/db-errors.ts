import type { MessageCode } from '@staff/shared';
/**
 * What a database error means for the client, when it is not simply a bug of ours (those stay 500).
 *
 * - `unavailable`: the database cannot be reached or is going away (an outage, a restart, a full pool). The
 *   request may succeed later: 503 with Retry-After.
 * - `invalid`: PostgreSQL refused a value (SQLSTATE class 22, or a CHECK constraint). Validation should have
 *   caught it first; this is the last safety net, so a bad input is never a 500.
 * - `conflict`: another request won a race (unique or exclusion constraint, serialization failure, deadlock).
 *
 * Drizzle wraps driver errors (`DrizzleQueryError.cause`), connection failures may arrive as an AggregateError
 * (one error per address tried), so the whole chain is searched.
 */
export type DatabaseErrorKind = 'unavailable' | 'invalid' | 'conflict';

/** Socket-level failures: the server is down, restarting, or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of node-postgres and pg-pool that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i, // "… unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg-pool: connectionTimeoutMillis elapsed
  /encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

/** SQLSTATEs of a server that is going away or cannot take us now. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONFLICT_STATES = new Set(['23505', '23P01', '40001', '40P01']);

function kindOf(error: { code?: unknown; message?: unknown }): DatabaseErrorKind | null {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unavailable';
  if (/^22[0-9A-Z]{3}$/.test(code) || code === '23514') return 'invalid';
  if (CONFLICT_STATES.has(code)) return 'conflict';
  const message = typeof error.message === 'string' ? error.message : '';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
  return null;
}

/** The kind of the first recognised error in `error`'s cause chain, or null (a bug: answer 500). */
export function classifyDatabaseError(error: unknown): DatabaseErrorKind | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 10) continue;
    seen.add(current);
    const kind = kindOf(current as { code?: unknown; message?: unknown });
    if (kind) return kind;
    queue.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
  return null;
}

/** Seconds a client should wait before trying again during an outage. */
export const RETRY_AFTER_SECONDS = 5;

/** The answer to each kind: its status, the body's code and the catalogue message it says. */
export const DATABASE_ERROR_ANSWERS: Record<DatabaseErrorKind, { status: number; code: string; message: MessageCode }> =
  {
    unavailable: { status: 503, code: 'service_unavailable', message: 'service_unavailable' },
    invalid: { status: 400, code: 'invalid', message: 'database_invalid' },
    conflict: { status: 409, code: 'conflict', message: 'database_conflict' },
  };

/**
 * What to log of an error: Drizzle's query errors carry the query's parameters (a session token, a password hash, a
 * reset token…) in `params` and in their message, which must never reach the log. The query and the driver's own
 * error are kept.
 */
export function loggable(error: unknown): unknown {
  const e = error as { query?: unknown; params?: unknown; cause?: { message?: string; code?: string }; stack?: string };
  if (!e || typeof e !== 'object' || typeof e.query !== 'string' || !('params' in e)) return error;
  return {
    type: 'DrizzleQueryError',
    message: `Failed query: ${e.query}`,
    cause: { message: e.cause?.message, code: e.cause?.code },
    stack: e.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/**
 * The constraint a unique (23505) or foreign-key (23503) violation names, searched along the cause chain like
 * classifyDatabaseError; null for any other error. A service maps it to a field error ("this username is taken"), so
 * the loser of a race gets the same clear 400 as someone who typed a taken value.
 */
export function violatedConstraint(error: unknown, kind: 'unique' | 'foreign_key'): string | null {
  const wanted = kind === 'unique' ? '23505' : '23503';
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === wanted) return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}
