import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authThrottle } from '../../src/modules/auth/auth.tables';
import { users } from '../../src/modules/users/users.tables';
import { useTestApp } from '../app';
import { Browsers, ROLES } from './browsers';
import { caseArbitrary } from './cases';
import { gatherKnowledge, knowledgeFor } from './knowledge';
import { type FuzzRoute, fuzzRoutes, type OpenApiDocument } from './openapi';
import { type Finding, formatFindings, formatStats, type RouteStats } from './report';
import { bodyExcerpt, type HttpRequest, toRequest } from './request';
import { listsWithoutBoundedLimit, unboundedRequestStrings } from './static-check';

/**
 * Fuzzes every declared /api route with inputs generated from its OpenAPI schemas (issue 6, part 2): valid-looking
 * values that reach the handlers' depths, and mutations (wrong types, missing and extra fields, huge, NUL-laden and
 * lone-surrogate strings, extreme numbers and dates, malformed ids, broken JSON and multipart), spread over every
 * role. No answer may be a 5xx or take more than a second, every 4xx has the error body, and the server is still
 * healthy at the end. Replay a run with the seed it prints: `FUZZ_SEED=<n> npx vitest run --project server-forks test/fuzz`.
 */
const ctx = useTestApp();

/** The fixed half of the cases: the same inputs every run, so that a regression shows at once. */
const FIXED_SEED = 20240606;
const RANDOM_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES ?? 200);
/** Only the routes whose `METHOD url` matches, to replay one quickly. */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;
const SLOW_MS = 1000;
/** A file to write every case to (role, status, time, request, answer), to see how deep the inputs reach. */
const TRACE = process.env.FUZZ_TRACE;
const trace: string[] = [];
/** Where the run's time goes: making the cases, answering them (retries included), restoring the fixtures. */
/** 400 answers without `fields`, by route and detail. */
const unnamed = new Map<string, number>();
const timing = { generate: 0, send: 0, heal: 0, overloaded: 0 };

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

const documentOf = () => ctx.app.swagger() as unknown as OpenApiDocument;

describe('OpenAPI bounds', () => {
  it('gives every request string a maximum length (or an enum, format or pattern that bounds it)', () => {
    expect(unboundedRequestStrings(documentOf())).toEqual([]);
  });

  it('offers a limit with a maximum on every list', () => {
    expect(listsWithoutBoundedLimit(documentOf())).toEqual([]);
  });
});

describe('fuzzing every route', () => {
  it(
    'answers every generated request, for every role, without a 5xx, within a second, with the error body',
    async () => {
      console.log(`FUZZ_SEED=${RANDOM_SEED} (fixed seed ${FIXED_SEED}, ${CASES_PER_ROUTE} cases per route)`);
      const doc = documentOf();
      const routes = fuzzRoutes(doc, ctx.app.declaredRoutes).filter((r) => !ONLY || ONLY.test(`${r.method} ${r.url}`));
      expect(routes.length).toBeGreaterThan(0);
      const known = await gatherKnowledge(ctx, doc);
      // A case may change a password for real (PUT /api/my-account/password/ with the right old one): put them back
      // before the final check, which signs in with the demo password.
      const passwords = await ctx.db.select({ id: users.id, hash: users.password_hash }).from(users);
      const browsers = new Browsers(ctx);
      await browsers.open();
      const serverErrors = captureServerErrors();

      const findings: Finding[] = [];
      const stats: RouteStats[] = [];
      const started = performance.now();
      for (const route of routes) {
        stats.push(await fuzzRoute(route, await knowledgeFor(ctx, route, known), browsers, serverErrors, findings));
      }
      const seconds = (performance.now() - started) / 1000;

      const report = `${formatStats(stats, seconds, `seeds ${FIXED_SEED} + ${RANDOM_SEED}`)}\ntime: ${(timing.generate / 1000).toFixed(1)} s generating, ${(timing.send / 1000).toFixed(1)} s answering, ${(timing.heal / 1000).toFixed(1)} s restoring sessions and companies; re-logins: ${browsers.relogins}; slow answers set aside because the machine itself was slow: ${timing.overloaded}${browsers.problems.map((p) => `\n${p}`).join('')}\n\n400 answers naming no field:\n${[...unnamed].map(([d, n]) => `  ×${n} ${d}`).join('\n')}\n\n${formatFindings(findings)}`;
      console.log(report);
      if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, `${report}\n`);
      if (TRACE) fs.writeFileSync(TRACE, `${trace.join('\n')}\n`);
      for (const { id, hash } of passwords) {
        await ctx.db.update(users).set({ password_hash: hash }).where(eq(users.id, id));
      }
      await ctx.db.delete(authThrottle);
      await expectHealthy();
      const undocumented = routes.filter((r) => !r.documented).map((r) => `${r.method} ${r.url}`);
      expect(undocumented, 'declared routes missing from the OpenAPI document').toEqual([]);
      expect(browsers.problems, 'the fuzzer could keep every role signed in').toEqual([]);
      expect(findings.length, `fuzzing found problems (FUZZ_SEED=${RANDOM_SEED}):\n${formatFindings(findings)}`).toBe(
        0,
      );
    },
    30 * 60_000,
  );
});

/** The errors the server logs while it answers: the error handler logs every unexpected one before its 500. */
function captureServerErrors(): string[] {
  const seen: string[] = [];
  const log = ctx.app.log as unknown as Record<string, (...args: unknown[]) => void>;
  for (const level of ['error', 'fatal'] as const) {
    log[level] = (first: unknown, message?: unknown) => {
      const err = (first as { err?: Error })?.err ?? (first instanceof Error ? first : undefined);
      const stack = err ? `${err.stack ?? err.message}${err.cause ? `\ncause: ${String(err.cause)}` : ''}` : '';
      seen.push(`${String(message ?? '')} ${stack || JSON.stringify(first)}`.trim().split('\n').slice(0, 8).join('\n'));
    };
  }
  return seen;
}

async function fuzzRoute(
  route: FuzzRoute,
  known: Awaited<ReturnType<typeof knowledgeFor>>,
  browsers: Browsers,
  serverErrors: string[],
  findings: Finding[],
): Promise<RouteStats> {
  const name = `${route.method} ${route.url}`;
  const arbitrary = caseArbitrary(route, known);
  const half = Math.floor(CASES_PER_ROUTE / 2);
  let mark = performance.now();
  const cases = [
    ...fc.sample(arbitrary, { seed: FIXED_SEED ^ hash(name), numRuns: half }),
    ...fc.sample(arbitrary, { seed: RANDOM_SEED ^ hash(name), numRuns: CASES_PER_ROUTE - half }),
  ];
  const stats: RouteStats = { route: name, cases: 0, byStatus: {}, maxMs: 0, totalMs: 0 };
  for (const [i, fuzzCase] of cases.entries()) {
    const role = ROLES[i % ROLES.length]!;
    const request = toRequest(route, fuzzCase.input, browsers.idOf(role));
    timing.generate += performance.now() - mark;
    const finding = (kind: Finding['kind'], status: number, response: string, ms: number, errors: string[]) =>
      findings.push({
        kind,
        route: name,
        role,
        method: request.method,
        url: request.url,
        request: bodyExcerpt(request),
        labels: fuzzCase.labels,
        status,
        response,
        ms,
        errors,
      });
    serverErrors.length = 0;
    mark = performance.now();
    let answer = await send(browsers, role, request);
    if (answer.ms > SLOW_MS) {
      // The machine's other load can stall one request: a slow answer counts only if it is slow again alone.
      const again = await send(browsers, role, request);
      if (again.ms > SLOW_MS) {
        // Slow twice: unless the machine itself is slow right now (a trivial request takes a quarter of the limit).
        if ((await referenceMs()) < SLOW_MS / 4) finding('slow', again.status, again.text, again.ms, []);
        else timing.overloaded++;
      }
      answer = { ...answer, ms: Math.min(answer.ms, again.ms) };
    }
    const { status, body, text, ms } = answer;
    stats.cases++;
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    stats.maxMs = Math.max(stats.maxMs, ms);
    stats.totalMs += ms;
    timing.send += performance.now() - mark;
    if (TRACE) {
      const body = bodyExcerpt(request).slice(0, 200);
      trace.push(
        `${role} ${status} ${Math.round(ms)}ms ${request.method} ${request.url.slice(0, 200)} ${body} | ${fuzzCase.labels.join('; ')} | ${text.slice(0, 200)}`,
      );
    }
    if (status === 0) finding('harness', status, text, ms, [...serverErrors]);
    else if (status >= 500) finding('5xx', status, text, ms, [...serverErrors]);
    else if (status >= 400 && !isErrorBody(body)) finding('error body', status, text, ms, []);
    else if (status === 400 && !(body as { fields?: unknown }).fields) {
      // Not a failure (a body that is not JSON has no field to name), but worth a look: listed in the report.
      const detail = `${name}: ${(body as { detail: string }).detail}`;
      unnamed.set(detail, (unnamed.get(detail) ?? 0) + 1);
    }
    mark = performance.now();
    await browsers.heal(role, request.url, request.method, status, (body as { code?: unknown } | undefined)?.code);
    timing.heal += performance.now() - mark;
    mark = performance.now();
  }
  return stats;
}

type Answer = { status: number; body?: unknown; text: string; ms: number };

/** Fuzzing requests come from 127.0.0.2–127.0.0.9 (fake inject addresses, no traffic): see Browsers.send. */
let sent = 0;
const fuzzAddress = () => `127.0.0.${2 + (sent++ % 8)}`;

async function send(browsers: Browsers, role: (typeof ROLES)[number], request: HttpRequest): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await browsers.send(role, request, fuzzAddress());
    const ms = performance.now() - started;
    const type = String(res.headers['content-type'] ?? '');
    const body = type.includes('json') && res.body ? JSON.parse(res.body) : res.body;
    return { status: res.statusCode, body, text: res.body.slice(0, 2000), ms };
  } catch (error) {
    // The request could not be made or the answer not read (e.g. JSON announced but not sent).
    return { status: 0, text: String((error as Error).stack ?? error), ms: performance.now() - started };
  }
}

/** How long the cheapest public route takes now: the machine's own speed, whatever the fuzzed route. */
async function referenceMs(): Promise<number> {
  const started = performance.now();
  await ctx.app.inject({ method: 'GET', url: '/api/info/' });
  return performance.now() - started;
}

const isErrorBody = (body: unknown): boolean =>
  !!body &&
  typeof body === 'object' &&
  typeof (body as { detail?: unknown }).detail === 'string' &&
  typeof (body as { code?: unknown }).code === 'string';

async function expectHealthy(): Promise<void> {
  const anonymous = ctx.client();
  expect((await anonymous.get('/api/info/')).status, 'GET /api/info/ after the fuzzing').toBe(200);
  const alice = await ctx.as('alice');
  expect((await alice.get('/api/my_account/')).status, 'signed-in GET /api/my_account/ after the fuzzing').toBe(200);
  if (ctx.app.declaredRoutes.some((r) => r.method === 'GET' && r.url === '/api/health/')) {
    expect((await anonymous.get('/api/health/')).status, 'GET /api/health/ after the fuzzing').toBe(200);
  }
}
