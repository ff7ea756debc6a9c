import { OCR_JOB_TTL_MS, OCR_MAX_PENDING, OCR_MAX_PENDING_PER_COMPANY, type ReceiptProposal } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { OcrFailure, type ReceiptFile, ReceiptReadings } from './ocr.jobs';

/** The queue alone, with a reader the test releases by hand: order, limits, expiry, failures. */
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
  const readings = new ReceiptReadings(
    reader,
    (error) => unexpected.push(error),
    () => clock,
  );
  const release = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { readings, started, release, unexpected, tick: (ms: number) => (clock += ms) };
}

const file = (name: string): ReceiptFile => ({ bytes: Buffer.from(name), contentType: 'image/png' });
const owner = (userId: number, companyId = 1) => ({ userId, companyId });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, code: error.code, detail: error.message } : error;
  }
  return null;
};

describe('receipt readings', () => {
  it('reads one at a time, first posted first read, with progress', async () => {
    const { readings, started, release } = setup();
    const a = readings.submit(owner(1), file('a'));
    const b = readings.submit(owner(2), file('b'));
    expect(started).toEqual(['a']);
    expect(readings.find(owner(1), a.id)).toMatchObject({ status: 'running', progress: 0.5 });
    expect(readings.find(owner(2), b.id)).toMatchObject({ status: 'queued', progress: 0 });
    await release();
    expect(started).toEqual(['a', 'b']);
    expect(readings.find(owner(1), a.id)).toMatchObject({ status: 'done', progress: 1, proposal: { seller: 'a' } });
    await release();
    expect(readings.find(owner(2), b.id)).toMatchObject({ status: 'done' });
  });

  it("shows a job to its poster only: another user's, another company's is undefined", () => {
    const { readings } = setup();
    const job = readings.submit(owner(1, 1), file('a'));
    expect(readings.find(owner(2, 1), job.id)).toBeUndefined();
    expect(readings.find(owner(1, 2), job.id)).toBeUndefined();
    expect(readings.find(owner(1, 1), job.id)).toBeDefined();
  });

  it('refuses a third job per user and a job beyond the queue with 429, until one is done', async () => {
    const { readings, release } = setup();
    readings.submit(owner(1), file('a'));
    readings.submit(owner(1), file('b'));
    expect(refusal(() => readings.submit(owner(1), file('c')))).toMatchObject({
      status: 429,
      code: 'rate_limited',
      detail: 'You already have 2 receipts being read: wait until they are done.',
    });
    // One job per company: the companies' own quotas stay clear of the queue's.
    for (let user = 2; user <= OCR_MAX_PENDING - 1; user++) readings.submit(owner(user, user), file('x'));
    expect(refusal(() => readings.submit(owner(99), file('y')))).toMatchObject({ status: 429, code: 'rate_limited' });
    await release();
    expect(readings.submit(owner(99), file('y')).status).toBe('queued');
    expect(refusal(() => readings.submit(owner(1), file('c')))).toMatchObject({ status: 429, code: 'rate_limited' });
    await release();
    expect(readings.submit(owner(1), file('c')).status).toBe('queued');
  });

  it('gives the reader’s coded reason, or "unreadable" for anything else (logged)', async () => {
    const { readings, release, unexpected } = setup();
    const scan = readings.submit(owner(1), file('scan'));
    const boom = readings.submit(owner(2), file('boom'));
    await release();
    await release();
    expect(readings.find(owner(1), scan.id)).toMatchObject({ status: 'failed', error: { code: 'ocr.pdfWithoutText' } });
    expect(readings.find(owner(2), boom.id)).toMatchObject({ status: 'failed', error: { code: 'ocr.unreadable' } });
    expect(unexpected).toHaveLength(1);
  });

  it('forgets a finished job 10 minutes after it was posted', async () => {
    const { readings, release, tick } = setup();
    const job = readings.submit(owner(1), file('a'));
    await release();
    tick(OCR_JOB_TTL_MS - 1);
    expect(readings.find(owner(1), job.id)).toBeDefined();
    tick(2);
    expect(readings.find(owner(1), job.id)).toBeUndefined();
  });

  it('fails what is queued when the app closes, and takes nothing more', async () => {
    const { readings, started } = setup();
    readings.submit(owner(1), file('a'));
    const queued = readings.submit(owner(2), file('b'));
    readings.close();
    expect(readings.find(owner(2), queued.id)).toMatchObject({
      status: 'failed',
      error: { code: 'service_unavailable' },
    });
    expect(refusal(() => readings.submit(owner(3), file('c')))).toMatchObject({ status: 429 });
    expect(started).toEqual(['a']);
  });

  it("takes at most 5 jobs of a company: Acme's burst leaves Globex a place, and Globex is read next", async () => {
    const { readings, started, release } = setup();
    const ACME = 1;
    const GLOBEX = 2;
    // 20 receipts from 10 Acme users, 2 each: the first 5 are queued, the others wait their company's turn (429).
    const refused: unknown[] = [];
    for (let n = 0; n < 20; n++) {
      const user = 100 + Math.floor(n / 2);
      const outcome = refusal(() => readings.submit(owner(user, ACME), file(`acme-${n}`)));
      if (outcome) refused.push(outcome);
    }
    expect(refused).toHaveLength(20 - OCR_MAX_PENDING_PER_COMPANY);
    expect(refused[0]).toMatchObject({
      status: 429,
      code: 'rate_limited',
      detail: 'Your company already has 5 receipts being read: try again in a moment.',
    });
    const globex = readings.submit(owner(200, GLOBEX), file('globex'));
    expect(globex.status).toBe('queued');
    expect(started).toEqual(['acme-0']);
    // Acme's first reading done: Globex's goes before Acme's 4 others.
    await release();
    expect(started).toEqual(['acme-0', 'globex']);
    for (let n = 0; n < 5; n++) await release();
    expect(started).toEqual(['acme-0', 'globex', 'acme-1', 'acme-2', 'acme-3', 'acme-4']);
    expect(readings.find(owner(200, GLOBEX), globex.id)).toMatchObject({ status: 'done' });
  });

  it('serves the companies in turn, each in its own posting order', async () => {
    const { readings, started, release } = setup();
    for (const name of ['a1', 'a2', 'a3']) readings.submit(owner(name === 'a3' ? 2 : 1, 1), file(name));
    for (const name of ['c1', 'c2']) readings.submit(owner(3, 3), file(name));
    readings.submit(owner(4, 2), file('b1'));
    for (let n = 0; n < 6; n++) await release();
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
  });
});
