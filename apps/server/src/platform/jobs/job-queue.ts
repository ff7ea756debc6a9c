import type { CodedMessage } from '@staff/shared';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bytesAsBase64, bytesValue } from '../../db/columns';
import { inCompany } from '../../db/tenancy';
import { LOCK_NAMESPACE, lockKey } from '../locks';
import { randomToken } from '../tokens';
import { jobs } from './jobs.tables';

/** Who posted a job: only they read it. */
export type JobOwner = { userId: number; companyId: number };
/** What a job works on: a file, its type sniffed. */
export type JobInput = { bytes: Buffer; contentType: string };
/** How a job ended: its result, or a coded reason the poster can act on. */
export type JobOutcome<Result> = { result: Result } | { error: CodedMessage };
/** Runs one job; reports its progress (0 to 1). */
export type JobHandler<Result> = (
  input: JobInput,
  onProgress: (fraction: number) => void,
) => Promise<JobOutcome<Result>>;
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
/** A job as its poster sees it. */
export type JobView<Result> = {
  id: string;
  status: JobStatus;
  progress: number;
  result: Result | null;
  error: CodedMessage | null;
};

/**
 * How many jobs may wait or run at once (each refusal its own 429), how large an input may be (413), and how long a
 * finished job is kept.
 */
export type JobBounds = {
  perUser: number;
  perCompany: number;
  all: number;
  /** The largest input, in bytes: it is held in memory by the poster, the claimer and the row until the job ends. */
  maxInputBytes: number;
  ttlMs: number;
  /** The refusal beyond each bound (an AppError of the kind's own message). */
  refuse: (bound: 'user' | 'company' | 'all' | 'size') => Error;
};

export type JobQueueOptions<Result> = {
  db: Database;
  /** The jobs of this queue (`receipt_reading`): each kind its own queue, bounds and handler. */
  kind: string;
  bounds: JobBounds;
  handle: JobHandler<Result>;
  /** A job whose handler threw instead of answering an outcome (a bug: it fails with `service_unavailable`). */
  onUnexpected: (error: unknown) => void;
  now?: () => number;
  /** How often an idle process looks for work another process posted or left behind; 0: only when told (`kick`). */
  pollMs?: number;
  /** How long a claim holds without news from its process; renewed while the job runs. */
  leaseMs?: number;
};

/** A claim lasts 30 s, renewed every 10 s while the job runs: a dead process's job is taken over within 30 s. */
const LEASE_MS = 30_000;
/** Progress is written at most this often (each write is a statement). */
const PROGRESS_EVERY_MS = 250;
/** A job claimed this many times (its process died under it each time) fails rather than kill one more. */
const MAX_ATTEMPTS = 2;
const PENDING: JobStatus[] = ['queued', 'running'];
// The input travels as base64 text (db/columns.ts bytesValue, bytesAsBase64): PGlite converts bytea byte by byte.

type Claimed = { id: string; companyId: number; turn: number; attempts: number; input: JobInput | null };

/**
 * Background jobs in PostgreSQL (issue 29), so that any process runs them and any process answers their poll. Each
 * process runs one job at a time of each kind; it claims the next with FOR UPDATE SKIP LOCKED, so two processes never
 * take one job, under a lease it renews while it works; a job whose lease ran out (its process died) is taken over by
 * the next claim. Companies are served in turn (round robin, issue 21): the next job is the oldest of the company served
 * least recently (each claim takes the next `job_turns` number), so that one company's burst never makes another's wait
 * behind it all. The bounds per user, per company and in all are checked under a lock, so they hold across processes.
 * A finished job keeps its result, not its input, until its time to live.
 */
export class JobQueue<Result> {
  private readonly now: () => number;
  private readonly leaseMs: number;
  private pumping: Promise<void> | null = null;
  /** Asked to run while a pump was running: it looks again before it stops. */
  private kicked = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: JobQueueOptions<Result>) {
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
  }

  /** Looks for work now, and every `pollMs` after (jobs another process posted, or left behind when it died). */
  start(): void {
    this.kick();
    if (!this.options.pollMs) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
  }

  /** Queues an input; 413 when it is too large, 429 when the user's, the company's or everybody's queue is full. */
  async submit(owner: JobOwner, input: JobInput): Promise<JobView<Result>> {
    const { db, kind, bounds } = this.options;
    // Before the posting lock: an input past the bound neither waits for it nor holds it while it travels.
    if (input.bytes.length > bounds.maxInputBytes) throw bounds.refuse('size');
    if (this.closed) throw bounds.refuse('all');
    const created = this.now();
    const id = randomToken(18);
    await db.transaction(async (tx) => {
      await lockKey(tx, LOCK_NAMESPACE.jobPosting, 0);
      // Across companies on purpose: the bound of the whole service (`all`) counts every company's jobs.
      const ours = sql`${jobs.company_id} = ${owner.companyId}`;
      const [counts] = await tx
        .select({
          mine: sql<number>`count(*) FILTER (WHERE ${ours} AND ${jobs.user_id} = ${owner.userId})`.mapWith(Number),
          ours: sql<number>`count(*) FILTER (WHERE ${ours})`.mapWith(Number),
          all: sql<number>`count(*)`.mapWith(Number),
        })
        .from(jobs)
        .where(and(eq(jobs.kind, kind), inArray(jobs.status, PENDING)));
      if (counts!.mine >= bounds.perUser) throw bounds.refuse('user');
      if (counts!.ours >= bounds.perCompany) throw bounds.refuse('company');
      if (counts!.all >= bounds.all) throw bounds.refuse('all');
      await tx.insert(jobs).values({
        id,
        kind,
        company_id: owner.companyId,
        user_id: owner.userId,
        input: bytesValue(input.bytes),
        input_type: input.contentType,
        created_at: new Date(created),
        expires_at: new Date(created + bounds.ttlMs),
      });
    });
    this.kick();
    return { id, status: 'queued', progress: 0, result: null, error: null };
  }

  /** The job when this owner posted it and it is not past its time to live; undefined otherwise (another's: unseen). */
  async find(owner: JobOwner, id: string): Promise<JobView<Result> | undefined> {
    const [row] = await this.options.db
      .select({ id: jobs.id, status: jobs.status, progress: jobs.progress, result: jobs.result, error: jobs.error })
      .from(jobs)
      .where(
        inCompany(jobs, owner.companyId, [
          eq(jobs.id, id),
          eq(jobs.kind, this.options.kind),
          eq(jobs.user_id, owner.userId),
          // A job still waiting or running is shown whatever its age: it is not forgotten before it is done.
          or(gt(jobs.expires_at, new Date(this.now())), inArray(jobs.status, PENDING)),
        ]),
      );
    if (!row) return undefined;
    return { ...row, result: (row.result as Result | null) ?? null, error: (row.error as CodedMessage | null) ?? null };
  }

  /** Starts running jobs unless this process already is; a running pump looks again before it stops. */
  kick(): void {
    if (this.closed) return;
    if (this.pumping) {
      this.kicked = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
    });
  }

  /** Resolves once no job of this kind waits or runs, in any process (tests). */
  async idle(): Promise<void> {
    for (;;) {
      await this.pumping;
      const [pending] = await this.options.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.kind, this.options.kind), inArray(jobs.status, PENDING)))
        .limit(1);
      if (!pending) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The process stops: no job is claimed any more; queued jobs stay queued for the other processes (or the next start). */
  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }

  /** Resolves once the job in hand, if any, is recorded (or given back to the queue). */
  async drained(): Promise<void> {
    await this.pumping;
  }

  private async pump(): Promise<void> {
    try {
      do {
        this.kicked = false;
        for (let job = await this.claim(); job; job = this.closed ? null : await this.claim()) await this.run(job);
      } while (this.kicked && !this.closed);
    } catch (error) {
      // The database is unreachable (an outage): the next post, poll tick or start looks again.
      this.options.onUnexpected(error);
    }
  }

  /**
   * Claims the next job, or null when none waits: a running job whose lease ran out first (its process died), then the
   * oldest queued job of the company served least recently (a company never served first, then by company id).
   */
  private async claim(): Promise<Claimed | null> {
    const { db, kind } = this.options;
    const now = new Date(this.now());
    const result = (await db.execute(sql`
      WITH served AS (
        SELECT company_id, max(turn) AS turn FROM ${jobs} WHERE kind = ${kind} AND turn IS NOT NULL GROUP BY company_id
      ), next AS (
        SELECT j.id FROM ${jobs} j LEFT JOIN served s ON s.company_id = j.company_id
        WHERE j.kind = ${kind} AND (j.status = 'queued' OR (j.status = 'running' AND j.lease_until < ${now}))
        ORDER BY (j.status = 'running') DESC, s.turn NULLS FIRST, j.company_id, j.seq
        LIMIT 1
        FOR UPDATE OF j SKIP LOCKED
      )
      UPDATE ${jobs} SET status = 'running', turn = nextval('job_turns'), attempts = ${jobs.attempts} + 1,
        lease_until = ${new Date(now.getTime() + this.leaseMs)}
      FROM next WHERE ${jobs.id} = next.id
      RETURNING ${jobs.id} AS id, ${jobs.company_id} AS company_id, ${jobs.turn} AS turn, ${jobs.attempts} AS attempts, ${bytesAsBase64(jobs.input)} AS input,
        ${jobs.input_type} AS input_type`)) as unknown as {
      rows: {
        id: string;
        company_id: number | string;
        turn: number | string;
        attempts: number;
        input: string | null;
        input_type: string;
      }[];
    };
    const row = result.rows[0];
    if (!row) return null;
    return {
      id: row.id,
      companyId: Number(row.company_id),
      turn: Number(row.turn),
      attempts: Number(row.attempts),
      input: row.input ? { bytes: Buffer.from(row.input, 'base64'), contentType: row.input_type } : null,
    };
  }

  private async run(job: Claimed): Promise<void> {
    // Claimed while the process was closing: another process (or the next start) runs it.
    if (this.closed) return this.giveBack(job);
    if (!job.input || job.attempts > MAX_ATTEMPTS) {
      // Its process died under it each time (or its input is gone): it fails rather than take one more down.
      await this.record(job, { error: { code: 'service_unavailable' } });
      return;
    }
    let written = 0;
    let progress = 0;
    let writing: Promise<unknown> = Promise.resolve();
    // Each write waits for the previous one: progress and lease never go back, and the outcome comes last.
    const write = () => {
      written = this.now();
      writing = writing.then(() => this.renew(job, progress)).catch(this.options.onUnexpected);
    };
    const lease = setInterval(write, this.leaseMs / 3);
    lease.unref();
    let outcome: JobOutcome<Result>;
    try {
      outcome = await this.options.handle(job.input, (fraction) => {
        progress = Math.max(progress, Math.min(0.99, fraction));
        if (this.now() - written >= PROGRESS_EVERY_MS) write();
      });
    } catch (error) {
      this.options.onUnexpected(error);
      outcome = { error: { code: 'service_unavailable' } };
    } finally {
      clearInterval(lease);
    }
    await writing;
    // Stopped by the process's close (its reader ended): the job goes back to the queue, for another process or the
    // next start, instead of failing for a reason that is not the file's.
    if (this.closed && 'error' in outcome) await this.giveBack(job);
    else await this.record(job, outcome);
  }

  /** The job's progress, and its lease pushed forward; only while the claim is still this process's. */
  private async renew(job: Claimed, progress: number): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({
        progress: sql`greatest(${jobs.progress}, ${progress})`,
        lease_until: new Date(this.now() + this.leaseMs),
      })
      .where(inCompany(jobs, job.companyId, this.held(job)));
  }

  private async record(job: Claimed, outcome: JobOutcome<Result>): Promise<void> {
    const ended =
      'result' in outcome
        ? { status: 'done' as const, progress: 1, result: outcome.result }
        : { status: 'failed' as const, error: outcome.error };
    await this.options.db
      .update(jobs)
      .set({ ...ended, input: null, lease_until: null })
      .where(inCompany(jobs, job.companyId, this.held(job)));
  }

  private async giveBack(job: Claimed): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({ status: 'queued', lease_until: null, attempts: sql`${jobs.attempts} - 1` })
      .where(inCompany(jobs, job.companyId, this.held(job)));
  }

  /** The job while this process's claim holds: a claim taken over by another process (a later turn) writes nothing. */
  private held(job: Claimed) {
    return [eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.turn, job.turn)];
  }
}

/** Deletes the finished jobs past their time to live (the housekeeping's pass): results are kept for a bounded time. */
export async function purgeExpiredJobs(db: Database, now = new Date()): Promise<void> {
  await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed']), sql`${jobs.expires_at} < ${now}`));
}
