import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { GUARD, underLoadProbe } from '../../../test/event-loop';

/**
 * The event-loop guard on the employee import (issue 21, defect 3): a 20,000-line file (about 0.78 MB, under the
 * 1 MB bound) checked then finalized while a probe calls the health route every 50 ms. Before the fix the probe
 * waited 17 s on PGlite (one statement of 20,000 rows, the file read in one go).
 */
const ctx = useTestApp();
let rh: TestClient;

const ROWS = 20_000;
/**
 * How long another company's request that needs the database may wait while the import is finalized: one batch's
 * transaction (100 people, a few hundred ms) with room for a loaded 2-core machine; the one transaction of before made
 * it wait 14.9 s.
 */
const OTHER_COMPANY_WAIT_MS = 3_000;
/** Other names on each attempt: a CI retry runs after the first attempt has created its 20,000 people. */
let attempt = 0;
const fileOf = (rows: number, prefix: string) =>
  `username;first_name;last_name;email\n${Array.from(
    { length: rows },
    (_, i) => `${prefix}${i};Prénom;Nom${i};${prefix}${i}@exemple.fr`,
  ).join('\n')}\n`;

async function upload(content: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), 'employees.csv');
  const encoded = new Response(form);
  return rh.request<{ cache_id: string; users_count: number; warnings: unknown[] }>('POST', '/api/employee-csv-file/', {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}

beforeAll(async () => {
  rh = await ctx.as('rh');
});

describe('a 20,000-line import under the event-loop probe', () => {
  it('keeps the health route answering within the guard while the file is checked and finalized', async () => {
    attempt += 1;
    const prefix = `l${attempt}-`;
    const file = fileOf(ROWS, prefix);
    expect(Buffer.byteLength(file)).toBeGreaterThan(750_000);
    expect(Buffer.byteLength(file)).toBeLessThan(1_000_000);

    const check = await underLoadProbe(ctx.app, () => upload(file));
    expect(check.result.status, JSON.stringify(check.result.body).slice(0, 300)).toBe(200);
    expect(check.result.body).toMatchObject({ warnings: [], users_count: ROWS });

    // Another company's request that needs the database, sent while the import runs: on PGlite it waits for one of
    // the import's transactions (one connection), a batch of 100 people, no longer the whole file (15 s before);
    // on PostgreSQL it is served at once.
    const globex = await ctx.as('globex-admin');
    let otherCompanyMs = 0;
    const final = await underLoadProbe(ctx.app, async () => {
      const finalized = rh.request<{ created: number }>(
        'PUT',
        `/api/employee-csv-file/${check.result.body.cache_id}/`,
        { body: {} },
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const started = performance.now();
      expect((await globex.get('/api/export-plugin/')).status).toBe(200);
      otherCompanyMs = performance.now() - started;
      return finalized;
    });
    expect(final.result.status).toBe(200);
    expect(final.result.body.created).toBe(ROWS);

    const figures = (run: typeof check | typeof final) => ({
      longestProbeMs: Math.round(run.longestProbeMs),
      longestLoopDelayMs: Math.round(run.longestLoopDelayMs),
      probes: run.probes,
      extraRssMB: Math.round(run.extraRssBytes / 2 ** 20),
      tookMs: Math.round(run.tookMs),
    });
    console.info('employee import, check:', figures(check), 'finalize:', figures(final), {
      otherCompanyDbRequestMs: Math.round(otherCompanyMs),
    });
    const [count] = await ctx.db
      .execute(sql`select count(*)::int as n from users where username like ${`${prefix}%`}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(count!.n).toBe(ROWS);
    expect(otherCompanyMs).toBeLessThan(OTHER_COMPANY_WAIT_MS);
    expect(check.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(final.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(Math.max(check.extraRssBytes, final.extraRssBytes)).toBeLessThan(GUARD.extraRssBytes);
  }, 180_000);
});
