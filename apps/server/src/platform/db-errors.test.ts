import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/template';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { classifyDatabaseError, loggable, violatedConstraint } from './db-errors';

/** An error as node-postgres or PGlite raises it: a message and a SQLSTATE or socket code. */
const dbError = (code: string, message = `error ${code}`) => Object.assign(new Error(message), { code });
/** As Drizzle hands it to the route: the driver's error is its cause. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('select * from "sessions" where "id" = $1', ['secret-session-token'], cause);

const CASES: [string, Error, ReturnType<typeof classifyDatabaseError>][] = [
  ['connection refused', dbError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'unavailable'],
  ['connection reset', wrapped(dbError('ECONNRESET', 'read ECONNRESET')), 'unavailable'],
  ['timed out', dbError('ETIMEDOUT'), 'unavailable'],
  ['broken pipe', wrapped(dbError('EPIPE')), 'unavailable'],
  ['refused on every address', new AggregateError([dbError('ECONNREFUSED'), dbError('ECONNREFUSED')]), 'unavailable'],
  ['connection terminated', wrapped(new Error('Connection terminated unexpectedly')), 'unavailable'],
  ['connect timeout', new Error('Connection terminated due to connection timeout'), 'unavailable'],
  ['pool timeout', wrapped(new Error('timeout exceeded when trying to connect')), 'unavailable'],
  ['dead client', new Error('Client has encountered a connection error and is not queryable'), 'unavailable'],
  [
    'admin shutdown 57P01',
    wrapped(dbError('57P01', 'terminating connection due to administrator command')),
    'unavailable',
  ],
  ['crash shutdown 57P02', dbError('57P02'), 'unavailable'],
  ['starting up 57P03', wrapped(dbError('57P03', 'the database system is starting up')), 'unavailable'],
  ['connection exception 08006', dbError('08006'), 'unavailable'],
  ['too many connections 53300', dbError('53300'), 'unavailable'],
  [
    'invalid byte sequence 22021',
    wrapped(dbError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')),
    'invalid',
  ],
  ['string too long 22001', wrapped(dbError('22001')), 'invalid'],
  ['numeric out of range 22003', wrapped(dbError('22003')), 'invalid'],
  ['datetime out of range 22008', wrapped(dbError('22008')), 'invalid'],
  ['invalid text representation 22P02', wrapped(dbError('22P02')), 'invalid'],
  ['check violation 23514', wrapped(dbError('23514')), 'invalid'],
  ['unique violation 23505', wrapped(dbError('23505')), 'conflict'],
  ['exclusion violation 23P01', wrapped(dbError('23P01')), 'conflict'],
  ['serialization failure 40001', wrapped(dbError('40001')), 'conflict'],
  ['deadlock 40P01', wrapped(dbError('40P01')), 'conflict'],
  // Bugs of ours stay 500: they must be seen and fixed, not dressed up as the client's fault.
  ['foreign key violation 23503', wrapped(dbError('23503')), null],
  ['not null violation 23502', wrapped(dbError('23502')), null],
  ['syntax error 42601', wrapped(dbError('42601')), null],
  ['undefined column 42703', wrapped(dbError('42703')), null],
  ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')"), null],
  ['a missing file', dbError('ENOENT'), null],
];

describe('classifyDatabaseError', () => {
  it.each(CASES)('%s', (_name, error, kind) => {
    expect(classifyDatabaseError(error)).toBe(kind);
  });
});

describe('loggable', () => {
  it('keeps the query and the driver error of a failed query, never its parameters', () => {
    const logged = JSON.stringify(loggable(wrapped(dbError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))));
    expect(logged).toContain('select * from');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain('secret-session-token');
  });
});

describe('the error handler answers database errors', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  const thrown = new Map<string, Error>(CASES.map(([name, error]) => [name, error]));

  beforeAll(async () => {
    const template = inject('template');
    handle = await openTestDatabase(template);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: template.root } as NodeJS.ProcessEnv);
    app = await buildApp({ config, db: handle.db, logger: false });
    // A route that fails as a query would, registered before the app is ready.
    app.get<{ Querystring: { name: string } }>('/api/test-db-error/', { config: { public: true } }, async (request) => {
      throw thrown.get(request.query.name);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const ANSWERS = { unavailable: [503, 'service_unavailable'], invalid: [400, 'invalid'], conflict: [409, 'conflict'] };
  it.each(CASES)('%s', async (name, _error, kind) => {
    const res = await app.inject({ method: 'GET', url: `/api/test-db-error/?name=${encodeURIComponent(name)}` });
    const [status, code] = kind ? ANSWERS[kind] : [500, 'internal'];
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(typeof body.detail).toBe('string');
    // Never the query, its parameters or a stack trace.
    expect(res.body).not.toMatch(/select \*|secret-session-token|at \w+ \(|\.ts:\d+/);
    expect(res.headers['retry-after']).toBe(kind === 'unavailable' ? '5' : undefined);
  });
});

describe('violatedConstraint', () => {
  const violation = (code: string, constraint: string) => Object.assign(dbError(code), { constraint });
  it.each([
    [
      'a unique violation, as Drizzle wraps it',
      wrapped(violation('23505', 'users_username_lower_idx')),
      'unique',
      'users_username_lower_idx',
    ],
    [
      'a foreign-key violation',
      violation('23503', 'leaves_owner_id_users_id_fk'),
      'foreign_key',
      'leaves_owner_id_users_id_fk',
    ],
    ['a unique violation asked as a foreign key', violation('23505', 'x'), 'foreign_key', null],
    ['another error', wrapped(dbError('ECONNRESET')), 'unique', null],
    ['not an error at all', 'boom', 'unique', null],
  ] as const)('%s', (_name, error, kind, expected) => {
    expect(violatedConstraint(error, kind)).toBe(expected);
  });
});
