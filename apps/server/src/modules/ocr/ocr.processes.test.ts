import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReceiptOcrJobOut } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { TestClient } from '../../../test/client';
import { RESTAURANT_PROPOSAL } from '../../../test/fixtures/receipts/readings';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

/**
 * Receipt readings across processes (issue 29): several apps on one database, as several server processes behind a
 * load balancer. A reading posted through one is polled through another; one whose process stopped mid-reading is read
 * by the next process to start.
 */
const ctx = useTestApp();
const others: FastifyInstance[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-test-processes-'));
afterAll(async () => {
  for (const app of others) await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Another server process on the same database. */
async function anotherProcess(): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8000',
    JOB_POLL_MS: '0',
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, db: ctx.db, logger: false });
  await app.ready();
  others.push(app);
  return app;
}

/** The same browser (its session cookie) talking to another process. */
function sameBrowserOn(app: FastifyInstance, browser: TestClient): TestClient {
  const moved = new TestClient(app);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/receipts');

async function post(client: TestClient, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)))]), name);
  const body = new Response(form);
  const res = await client.request('POST', '/api/ocr/receipt/', {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type')! },
  });
  expect(res.status).toBe(202);
  return res.body as ReceiptOcrJobOut;
}

async function settled(client: TestClient, id: string): Promise<ReceiptOcrJobOut> {
  for (;;) {
    const res = await client.get(`/api/ocr/receipt/${id}/`);
    expect(res.status).toBe(200);
    const job = res.body as ReceiptOcrJobOut;
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('receipt readings across processes', () => {
  it('posted through one process, polled through another: found, read, and still its poster’s only', async () => {
    const alice = await ctx.as('alice');
    const second = await anotherProcess();
    const job = await post(alice, 'hotel-invoice.pdf');
    const elsewhere = sameBrowserOn(second, alice);
    expect((await settled(elsewhere, job.id)).status).toBe('done');
    const bob = sameBrowserOn(second, await ctx.as('bob'));
    expect((await bob.get(`/api/ocr/receipt/${job.id}/`)).status).toBe(404);
  }, 60_000);

  it('a reading whose process stopped is read by the next process to start', async () => {
    const first = await anotherProcess();
    const alice = sameBrowserOn(first, await ctx.as('alice'));
    const job = await post(alice, 'restaurant-two-rates.jpg');
    // The process stops mid-reading (or before it began): the job goes back to the queue, it does not fail.
    await first.close();
    const polled = await sameBrowserOn(ctx.app, alice).get(`/api/ocr/receipt/${job.id}/`);
    expect(polled.body).toMatchObject({ status: 'queued' });
    const restarted = await anotherProcess();
    const read = await settled(sameBrowserOn(restarted, alice), job.id);
    expect(read).toMatchObject({ status: 'done', error: null });
    expect(read.proposal).toMatchObject(RESTAURANT_PROPOSAL);
  }, 120_000);
});
