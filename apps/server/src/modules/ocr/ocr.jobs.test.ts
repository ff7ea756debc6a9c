import {
  ATTACHMENT_MAX_BYTES,
  OCR_JOB_TTL_MS,
  OCR_MAX_PENDING,
  OCR_MAX_PENDING_PER_COMPANY,
  type ReceiptProposal,
} from '@staff/shared';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/app';
import { jobOwners } from '../../../test/job-owners';
import { AppError } from '../../platform/errors';
import type { JobOwner } from '../../platform/jobs/job-queue';
import { jobs } from '../../platform/jobs/jobs.tables';
import { OcrFailure, type ReceiptFile, ReceiptReadings } from './ocr.jobs';

/** The queue alone (on this file's database), with a reader the test releases by hand: order, limits, expiry, failures. */
const ctx = useTestApp();
let owner: (userId: number, companyId?: number) => JobOwner;
const opened: ReceiptReadings[] = [];

beforeAll(async () => {
  owner = await jobOwners(ctx.db, OCR_MAX_PENDING + 1, 250);
});
beforeEach(async () => {
  await ctx.db.delete(jobs);
});
// A test's queue must not claim the next test's jobs (its reader may still hang on a job never released).
afterEach(() => {
  for (const readings of opened.splice(0)) readings.close();
});

/** Waits until `check` holds (the queue's writes and claims are asynchronous). */
const until = (check: () => boolean | Promise<boolean>) =>
  vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('not yet');
    },
    { timeout: 5000, interval: 5 },
  );

async function jobsIn(status: 'queued' | 'running') {
  const [row] = await ctx.db.select({ n: count() }).from(jobs).where(eq(jobs.status, status));
  return row!.n;
}

function setup() {
  const started: string[] = [];
  const releases: (() => void)[] = [];
  const unexpected: unknown[] = [];
  let clock = 1_000_000;
  const reader = (file: ReceiptFile, onProgress: (f: number) => void) =>
    new Promise<ReceiptProposal>((resolve, reject) => {
      const name = file.bytes.toString();
      started.push(name);
      onProgress(0.5);
      releases.push(() => {
        if (name === 'scan') reject(new OcrFailure({ code: 'ocr.pdfWithoutText' }));
        else if (name === 'boom') reject(new Error('wasm abort'));
        else resolve({ date: null, total: 1, seller: name, taxes: [], recognized: ['total'], text: name });
      });
    });
  const readings = new ReceiptReadings(ctx.db, reader, (error) => unexpected.push(error), { now: () => clock });
  opened.push(readings);
  /** Settled: the job claimed has its reader called, or nothing is left to claim. */
  const settled = async () => {
    const running = await jobsIn('running');
    return running === releases.length && (running > 0 || (await jobsIn('queued')) === 0);
  };
  const releaseFirst = () => releases.shift()?.();
  const release = async () => {
    releaseFirst();
    await until(settled);
  };
  return { readings, started, release, releaseFirst, settled, unexpected, tick: (ms: number) => (clock += ms) };
}

const file = (name: string): ReceiptFile => ({ bytes: Buffer.from(name), contentType: 'image/png' });
const refusal = async (fn: () => Promise<unknown>) => {
  try {
    await fn();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, code: error.code, detail: error.message } : error;
  }
  return null;
};

describe('receipt readings', () => {
  it('reads one at a time, first posted first read, with progress', async () => {
    const { readings, started, release, settled } = setup();
    const a = await readings.submit(owner(1), file('a'));
    const b = await readings.submit(owner(2), file('b'));
    await until(settled);
    expect(started).toEqual(['a']);
    await until(async () => (await readings.find(owner(1), a.id))?.progress === 0.5);
    expect(await readings.find(owner(1), a.id)).toMatchObject({ status: 'running', progress: 0.5 });
    expect(await readings.find(owner(2), b.id)).toMatchObject({ status: 'queued', progress: 0 });
    await release();
    expect(started).toEqual(['a', 'b']);
    expect(await readings.find(owner(1), a.id)).toMatchObject({
      status: 'done',
      progress: 1,
      proposal: { seller: 'a' },
    });
    await release();
    expect(await readings.find(owner(2), b.id)).toMatchObject({ status: 'done' });
  });

  it("shows a job to its poster only: another user's, another company's is undefined", async () => {
    const { readings } = setup();
    const job = await readings.submit(owner(1, 1), file('a'));
    expect(await readings.find(owner(2, 1), job.id)).toBeUndefined();
    expect(await readings.find(owner(1, 2), job.id)).toBeUndefined();
    expect(await readings.find(owner(1, 1), job.id)).toBeDefined();
  });

  it("refuses a file past the receipts' 5 MB with 413, whoever posts it, and queues one at the limit", async () => {
    const { readings } = setup();
    const past = { bytes: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1), contentType: 'image/png' };
    expect(await refusal(() => readings.submit(owner(1), past))).toMatchObject({ status: 413, code: 'too_large' });
    expect(await jobsIn('queued')).toBe(0);
    const atLimit = { bytes: Buffer.alloc(ATTACHMENT_MAX_BYTES), contentType: 'image/png' };
    expect((await readings.submit(owner(1), atLimit)).status).toBe('queued');
  });

  it('refuses a third job per user and a job beyond the queue with 429, until one is done', async () => {
    const { readings, release, settled } = setup();
    await readings.submit(owner(1), file('a'));
    await readings.submit(owner(1), file('b'));
    expect(await refusal(() => readings.submit(owner(1), file('c')))).toMatchObject({
      status: 429,
      code: 'rate_limited',
      detail: 'You already have 2 receipts being read: wait until they are done.',
    });
    // One job per company: the companies' own quotas stay clear of the queue's.
    for (let user = 2; user <= OCR_MAX_PENDING - 1; user++) await readings.submit(owner(user, user), file('x'));
    expect(await refusal(() => readings.submit(owner(99), file('y')))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    await until(settled);
    await release();
    expect((await readings.submit(owner(99), file('y'))).status).toBe('queued');
    expect(await refusal(() => readings.submit(owner(1), file('c')))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    await release();
    expect((await readings.submit(owner(1), file('c'))).status).toBe('queued');
  });

  it('gives the reader’s coded reason, or "unreadable" for anything else (logged)', async () => {
    const { readings, release, settled, unexpected } = setup();
    const scan = await readings.submit(owner(1), file('scan'));
    const boom = await readings.submit(owner(2), file('boom'));
    await until(settled);
    await release();
    await release();
    expect(await readings.find(owner(1), scan.id)).toMatchObject({
      status: 'failed',
      error: { code: 'ocr.pdfWithoutText' },
    });
    expect(await readings.find(owner(2), boom.id)).toMatchObject({
      status: 'failed',
      error: { code: 'ocr.unreadable' },
    });
    expect(unexpected).toHaveLength(1);
  });

  it('forgets a finished job 10 minutes after it was posted', async () => {
    const { readings, release, settled, tick } = setup();
    const job = await readings.submit(owner(1), file('a'));
    await until(settled);
    await release();
    tick(OCR_JOB_TTL_MS - 1);
    expect(await readings.find(owner(1), job.id)).toBeDefined();
    tick(2);
    expect(await readings.find(owner(1), job.id)).toBeUndefined();
  });

  it('keeps what is queued when the process closes, for another process, and takes nothing more', async () => {
    const { readings, started, settled } = setup();
    await readings.submit(owner(1), file('a'));
    const queued = await readings.submit(owner(2), file('b'));
    await until(settled);
    readings.close();
    expect(await readings.find(owner(2), queued.id)).toMatchObject({ status: 'queued' });
    expect(await refusal(() => readings.submit(owner(3), file('c')))).toMatchObject({ status: 429 });
    expect(started).toEqual(['a']);
    // Another process (or this one restarted) reads it.
    const next = setup();
    next.readings.start();
    await until(() => next.started.length === 1);
    expect(next.started).toEqual(['b']);
    // (`a` stays running in the closed one, whose reader never ends: wait for `b` itself.)
    next.releaseFirst();
    await until(async () => (await next.readings.find(owner(2), queued.id))?.status === 'done');
    expect(await next.readings.find(owner(2), queued.id)).toMatchObject({ proposal: { seller: 'b' } });
  });

  it("takes at most 5 jobs of a company: Acme's burst leaves Globex a place, and Globex is read next", async () => {
    const { readings, started, release, settled } = setup();
    const ACME = 1;
    const GLOBEX = 2;
    // 20 receipts from 10 Acme users, 2 each: the first 5 are queued, the others wait their company's turn (429).
    const refused: unknown[] = [];
    for (let n = 0; n < 20; n++) {
      const user = 100 + Math.floor(n / 2);
      const outcome = await refusal(() => readings.submit(owner(user, ACME), file(`acme-${n}`)));
      if (outcome) refused.push(outcome);
    }
    expect(refused).toHaveLength(20 - OCR_MAX_PENDING_PER_COMPANY);
    expect(refused[0]).toMatchObject({
      status: 429,
      code: 'rate_limited',
      detail: 'Your company already has 5 receipts being read: try again in a moment.',
    });
    const globex = await readings.submit(owner(200, GLOBEX), file('globex'));
    expect(globex.status).toBe('queued');
    await until(settled);
    expect(started).toEqual(['acme-0']);
    // Acme's first reading done: Globex's goes before Acme's 4 others.
    await release();
    expect(started).toEqual(['acme-0', 'globex']);
    for (let n = 0; n < 5; n++) await release();
    expect(started).toEqual(['acme-0', 'globex', 'acme-1', 'acme-2', 'acme-3', 'acme-4']);
    expect(await readings.find(owner(200, GLOBEX), globex.id)).toMatchObject({ status: 'done' });
  });

  it('serves the companies in turn, each in its own posting order', async () => {
    const { readings, started, release, settled } = setup();
    for (const name of ['a1', 'a2', 'a3']) await readings.submit(owner(name === 'a3' ? 2 : 1, 1), file(name));
    for (const name of ['c1', 'c2']) await readings.submit(owner(3, 3), file(name));
    await readings.submit(owner(4, 2), file('b1'));
    await until(settled);
    for (let n = 0; n < 6; n++) await release();
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
  });
});
