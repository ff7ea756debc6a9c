import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { jobOwners } from '../../../test/job-owners';
import { housekeepingTick } from '../housekeeping';
import { type JobOwner, JobQueue, type JobQueueOptions } from './job-queue';
import { jobs, scheduledRuns } from './jobs.tables';
import { claimScheduledRun } from './schedule';

/**
 * The jobs table as several processes share it (issue 29): claims under a lease, taken over once it runs out, each job
 * run once by two queues at once, and the scheduled runs claimed once per period. On PostgreSQL (CI's second run) the
 * claims race for real: each statement of a queue takes its own connection of the pool.
 */
const ctx = useTestApp();
let owner: (userId: number, companyId?: number) => JobOwner;
beforeAll(async () => {
  owner = await jobOwners(ctx.db, 3, 12);
});

const KIND = 'test_job';
/** A refusal naming its bound. */
class Refused extends Error {
  constructor(readonly bound: string) {
    super(`refused: ${bound}`);
  }
}
const refusedBound = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' && outcome.reason instanceof Refused ? outcome.reason.bound : 'queued';
const input = (name: string) => ({ bytes: Buffer.from(name), contentType: 'text/plain' });

function queue(options: Partial<JobQueueOptions<string>> = {}) {
  const ran: string[] = [];
  const made = new JobQueue<string>({
    db: ctx.db,
    kind: KIND,
    bounds: {
      perUser: 10,
      perCompany: 10,
      all: 30,
      maxInputBytes: 64,
      ttlMs: 60_000,
      refuse: (bound) => new Refused(bound),
    },
    handle: async (file) => {
      ran.push(file.bytes.toString());
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { result: file.bytes.toString().toUpperCase() };
    },
    onUnexpected: (error) => {
      throw error;
    },
    ...options,
  });
  return { queue: made, ran };
}

/** A job as a process that died mid-run leaves it: running, its lease `leaseAgoMs` past. */
async function leftRunning(id: string, attempts: number, leaseAgoMs: number) {
  const o = owner(1);
  await ctx.db.insert(jobs).values({
    id,
    kind: KIND,
    company_id: o.companyId,
    user_id: o.userId,
    status: 'running',
    input: Buffer.from(id),
    input_type: 'text/plain',
    created_at: new Date(),
    expires_at: new Date(Date.now() + 60_000),
    turn: 1,
    attempts,
    lease_until: new Date(Date.now() - leaseAgoMs),
  });
}

describe('jobs left by a process that died', () => {
  it('are taken over once their lease ran out, not before; one claimed twice already fails instead', async () => {
    await ctx.db.delete(jobs);
    await leftRunning('lease-live', 1, -60_000);
    await leftRunning('lease-out', 1, 1);
    await leftRunning('died-twice', 2, 1);
    const { queue: next, ran } = queue();
    next.start();
    await next.drained();
    expect(ran).toEqual(['lease-out']);
    const rows = await ctx.db.select().from(jobs);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId['lease-live']).toMatchObject({ status: 'running', attempts: 1 });
    expect(byId['lease-out']).toMatchObject({ status: 'done', result: 'LEASE-OUT', attempts: 2, input: null });
    expect(byId['died-twice']).toMatchObject({ status: 'failed', error: { code: 'service_unavailable' }, input: null });
    next.close();
  });
});

describe('two processes on one queue', () => {
  it('run each job once, all of them', async () => {
    await ctx.db.delete(jobs);
    const [one, two] = [queue(), queue()];
    two.queue.start();
    // Posted through one: each post wakes it; the other looks every 5 ms, as a process polls.
    const poll = setInterval(() => two.queue.kick(), 5);
    for (let n = 0; n < 12; n++) await one.queue.submit(owner(n + 1, (n % 3) + 1), input(`job-${n}`));
    await Promise.all([one.queue.idle(), two.queue.idle()]);
    clearInterval(poll);
    const ran = [...one.ran, ...two.ran].sort();
    expect(ran).toEqual(Array.from({ length: 12 }, (_, n) => `job-${n}`).sort());
    const rows = await ctx.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    one.queue.close();
    two.queue.close();
  });
});

describe('the bounds', () => {
  it("hold under 20 racing posts of one company: 5 queued, the others refused, the other company's post queued", async () => {
    await ctx.db.delete(jobs);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first job claimed stays running (it still counts) until the test ends: no job ends to free a place.
    const { queue: q } = queue({
      bounds: { perUser: 2, perCompany: 5, all: 30, maxInputBytes: 64, ttlMs: 60_000, refuse: (b) => new Refused(b) },
      handle: async () => {
        await held;
        return { result: 'done' };
      },
    });
    const ACME = 1;
    const GLOBEX = 2;
    // 10 Acme users posting 2 each, all at once, and Globex's one in the middle of them (on PostgreSQL, each post's
    // transaction takes its own connection: they race for real).
    const acme = Array.from({ length: 20 }, (_, n) => q.submit(owner(1 + Math.floor(n / 2), ACME), input(`a${n}`)));
    const globex = q.submit(owner(12, GLOBEX), input('globex'));
    const outcomes = await Promise.allSettled(acme);
    expect(outcomes.filter((o) => refusedBound(o) === 'queued')).toHaveLength(5);
    expect(outcomes.filter((o) => refusedBound(o) === 'company')).toHaveLength(15);
    expect(refusedBound((await Promise.allSettled([globex]))[0]!)).toBe('queued');
    const rows = await ctx.db.select({ company: jobs.company_id }).from(jobs);
    expect(rows.filter((row) => row.company === owner(1, ACME).companyId)).toHaveLength(5);
    expect(rows.filter((row) => row.company === owner(1, GLOBEX).companyId)).toHaveLength(1);
    q.close();
    release();
    await q.drained();
  });

  it('refuse an input past its size (413 for the receipts) before anything is stored', async () => {
    await ctx.db.delete(jobs);
    const { queue: q } = queue();
    const outcome = await Promise.allSettled([q.submit(owner(1), input('x'.repeat(65)))]);
    expect(refusedBound(outcome[0]!)).toBe('size');
    expect(await ctx.db.select().from(jobs)).toEqual([]);
    // At the bound: queued.
    expect((await q.submit(owner(1), input('x'.repeat(64)))).status).toBe('queued');
    q.close();
    await q.drained();
  });
});

describe('scheduled runs', () => {
  it('are claimed by one of five processes ticking at once, and again once the period has passed', async () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const HOUR = 3_600_000;
    const ticks = await Promise.all(Array.from({ length: 5 }, () => claimScheduledRun(ctx.db, 'test-task', HOUR, at)));
    expect(ticks.filter(Boolean)).toHaveLength(1);
    // Half an hour on: still that period's. An hour on (a tick a little early included): the next period's, once.
    expect(await claimScheduledRun(ctx.db, 'test-task', HOUR, new Date(at.getTime() + HOUR / 2))).toBe(false);
    const next = new Date(at.getTime() + HOUR - 1000);
    const later = await Promise.all(
      Array.from({ length: 5 }, () => claimScheduledRun(ctx.db, 'test-task', HOUR, next)),
    );
    expect(later.filter(Boolean)).toHaveLength(1);
  });

  it('make the housekeeping of two processes run once an hour', async () => {
    await ctx.db.delete(scheduledRuns).where(eq(scheduledRuns.name, 'housekeeping'));
    let passes = 0;
    const options = {
      limits: { idleMs: 3_600_000, maxMs: 86_400_000 },
      embedded: false,
      purges: [async () => void passes++],
    };
    const ran = await Promise.all([housekeepingTick(ctx.db, options), housekeepingTick(ctx.db, options)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(passes).toBe(1);
  });
});
