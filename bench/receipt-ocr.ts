/**
 * Reading a receipt (issue 12: a photo read in under 5 s on 2 cores). In process, on an in-memory PGlite with the
 * demo company: alice posts each receipt of apps/server/test/fixtures/receipts to `POST /api/ocr/receipt/` through
 * `app.inject` and polls `GET /api/ocr/receipt/{job_id}/` every 50 ms until it is done; the time is post → done. The
 * first photo starts the OCR worker (the cold figure); then each file is read `rounds` times (warm). CPU is the
 * process's (the OCR worker is a thread of it).
 *
 *   npx tsx bench/receipt-ocr.ts [rounds=3]
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceiptOcrJobOut } from '@staff/shared';
import { benchServer, signedIn, timed } from './support';

const rounds = Number(process.argv[2] ?? 3);
const FIXTURES = path.resolve(import.meta.dirname, '../apps/server/test/fixtures/receipts');
const FILES = [
  'restaurant-phone.jpg',
  'restaurant-two-rates.jpg',
  'taxi-net-a-payer.jpg',
  'bakery-montant.png',
  'hotel-invoice.pdf',
];

const { app, close } = await benchServer('ocr');
const call = await signedIn(app, 'alice');

/** Post → done, as the web app does it (multipart, field `file`), in ms; the proposal read. */
async function read(name: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path.join(FIXTURES, name))]), name);
  const body = new Response(form);
  const payload = Buffer.from(await body.arrayBuffer());
  const {
    result: job,
    ms,
    cpu,
  } = await timed(async () => {
    const posted = await call('POST', '/api/ocr/receipt/', payload, body.headers.get('content-type')!);
    let job = posted.json() as ReceiptOcrJobOut;
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await call('GET', `/api/ocr/receipt/${job.id}/`)).json() as ReceiptOcrJobOut;
    }
    return job;
  });
  return { ms, cpu, job };
}

const cold = await read(FILES[0]!);
console.log(`cold (worker start included): ${FILES[0]} ${cold.ms.toFixed(0)} ms, CPU ${cold.cpu.toFixed(0)} ms`);
console.log('| file | status | read | warm median ms | warm max ms | CPU ms (median) |');
console.log('|---|---|---|---|---|---|');
for (const name of FILES) {
  const runs = [];
  for (let i = 0; i < rounds; i++) runs.push(await read(name));
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const cpu = runs.map((r) => r.cpu).sort((a, b) => a - b);
  const last = runs.at(-1)!.job;
  const what = last.proposal
    ? `${last.proposal.recognized.join(', ')}; total ${last.proposal.total}`
    : last.error?.code;
  console.log(
    `| ${name} | ${last.status} | ${what} | ${ms[Math.floor(ms.length / 2)]!.toFixed(0)} | ${ms.at(-1)!.toFixed(0)} | ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} |`,
  );
}

await close();
