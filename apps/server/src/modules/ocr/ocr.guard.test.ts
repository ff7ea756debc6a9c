import fs from 'node:fs';
import path from 'node:path';
import type { ReceiptOcrJobOut } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { GUARD, underLoadProbe } from '../../../test/event-loop';
import { pdfOfInflatingStream, pdfOfManyLines, pngBomb } from '../../../test/hostile-documents';

/**
 * The event-loop guard on receipt reading (issue 21, defect 1): each hostile document of the corpus is posted to
 * POST /api/ocr/receipt/ and its job polled to the end while GET /api/health/live/ is probed every 50 ms. Each gets its
 * clear refusal (a 4xx, or a job failed with its code), the probes never wait GUARD.longestProbeMs and the process
 * never holds GUARD.extraRssBytes more. The figures are printed for docs/testing.md "Event-loop guard (issue 21)";
 * the other heavy routes (ZIP of a claim, imports, exports) join the corpus with their own guard tests.
 */
const ctx = useTestApp();
let alice: TestClient;
beforeAll(async () => {
  alice = await ctx.as('alice');
  // A receipt read first: the PDF worker's entry is bundled once per process from the sources (platform/worker.ts;
  // production runs the bundle's), which is not what the guard measures.
  const invoice = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../test/fixtures/receipts/hotel-invoice.pdf'),
  );
  expect(await read(await multipart(invoice, 'invoice.pdf'))).toEqual({ status: 200, code: undefined });
}, 60_000);

/** The refusal a document gets: the POST's when it is refused at once, else its job's error once settled. */
type Outcome = { status: number; code: string | undefined };

/** A multipart body as the web app sends it, built before the probe starts: the client's work is not the server's. */
async function multipart(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const body = new Response(form);
  return { payload: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get('content-type')! };
}

async function read(body: { payload: Buffer; contentType: string }): Promise<Outcome> {
  const posted = await alice.request('POST', '/api/ocr/receipt/', {
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  if (posted.status !== 202) return { status: posted.status, code: posted.body.message_code ?? posted.body.code };
  for (;;) {
    const job = (await alice.get<ReceiptOcrJobOut>(`/api/ocr/receipt/${posted.body.id}/`)).body;
    if (job.status === 'done') return { status: 200, code: undefined };
    if (job.status === 'failed') return { status: 202, code: job.error?.code };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const MB = 1024 * 1024;

async function guarded(name: string, bytes: Buffer, fileName: string) {
  const body = await multipart(bytes, fileName);
  const run = await underLoadProbe(ctx.app, () => read(body));
  console.info(
    `[event-loop guard] ${name} (${bytes.length} bytes): ${run.result.status} ${run.result.code}, ` +
      `longest probe ${run.longestProbeMs.toFixed(0)} ms, loop delay ${run.longestLoopDelayMs.toFixed(0)} ms, ` +
      `peak extra memory ${(run.extraRssBytes / MB).toFixed(0)} MB, ${run.probes} probes in ${run.tookMs.toFixed(0)} ms`,
  );
  return run;
}

describe('the event-loop guard on receipt reading', () => {
  it('a 6 KB PDF of 200,000 one-letter lines: documentTooComplex, the server answering all along', async () => {
    const run = await guarded('200,000-line PDF', pdfOfManyLines(), 'lines.pdf');
    expect(run.result).toEqual({ status: 202, code: 'ocr.documentTooComplex' });
    expect(run.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(run.extraRssBytes).toBeLessThan(GUARD.extraRssBytes);
  }, 60_000);

  it('a 2 MB PDF whose stream inflates to 2 GB: documentTooComplex, memory bounded', async () => {
    const run = await guarded('2 GB-inflating PDF', pdfOfInflatingStream(), 'inflates.pdf');
    expect(run.result).toEqual({ status: 202, code: 'ocr.documentTooComplex' });
    expect(run.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(run.extraRssBytes).toBeLessThan(GUARD.extraRssBytes);
  }, 60_000);

  it('a 20000×20000 PNG of 48 KB (a decompression bomb): 413 imageTooLarge before any decoding', async () => {
    const run = await guarded('20000×20000 PNG', pngBomb(), 'bomb.png');
    expect(run.result).toEqual({ status: 413, code: 'ocr.imageTooLarge' });
    expect(run.longestProbeMs).toBeLessThan(GUARD.longestProbeMs);
    expect(run.extraRssBytes).toBeLessThan(GUARD.extraRssBytes);
  }, 60_000);
});
